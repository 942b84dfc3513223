//! `logic`: the propositional-logic core of boxlogic.
//!
//! - [`formula`]: named-variable formulas that simplify as they are built,
//!   with a text form (display + parser), evaluation under partial
//!   assignments and brute-force enumeration for small problems.
//! - [`lit`], [`cnf`]: SAT-level variables/literals, the [`ClauseSink`]
//!   trait encodings write into, and [`Cnf`] with DIMACS text.
//! - [`solver`]: the [`SatSolver`] trait and the default `batsat` backend.
//! - [`enumerate`]: projected model enumeration and backbones.
//! - [`mus`]: unsat cores and minimal unsatisfiable subsets over named groups.
//! - [`tseitin`]: formulas into clauses, with a [`VarMap`] to read models by name.
//! - [`card`]: cardinality constraints and the incremental [`Totalizer`].
//! - [`control`]: [`Control`], the cancel flag and progress callback that
//!   long work polls (the libraries have no clock).
//! - [`stop`]: [`StopReason`], why a computation stopped, serialised once.

pub mod budget;
pub mod card;
pub mod cnf;
pub mod control;
pub mod enumerate;
pub mod error;
pub mod formula;
pub mod lit;
pub mod mus;
pub mod solver;
pub mod stop;
pub mod tseitin;

pub use budget::MemoryBudget;
pub use card::{at_least, at_most, between, exactly, Totalizer};
pub use cnf::{ClauseSink, Cnf, Guarded};
pub use control::Control;
pub use enumerate::{backbone, enumerate_models, for_each_model};
pub use error::{Error, ParseErrorKind, Result};
pub use formula::{all_assignments, Assignment, Assignments, Formula, Node};
pub use lit::{Lit, Var};
pub use mus::{minimal_unsat_subset, ClauseGroups, Core};
pub use solver::{default_solver, BatsatSolver, DefaultSolver, SatResult, SatSolver};
pub use stop::StopReason;
pub use tseitin::VarMap;
