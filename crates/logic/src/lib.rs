//! `logic`: the propositional-logic core of boxlogic.
//!
//! - [`formula`]: named-variable formulas that simplify as they are built,
//!   with a text form (display + parser), evaluation under partial
//!   assignments and brute-force enumeration for small problems.

pub mod error;
pub mod formula;

pub use error::{Error, ParseErrorKind, Result};
pub use formula::{all_assignments, Assignment, Assignments, Formula, Node};
