//! Black Box as a pencil-and-paper puzzle: a board size, its atom count
//! and some of the rim's results (hits, reflections, exit pairs) from
//! which exactly one board follows, with no result that could be left out,
//! graded by the reasoning a person needs.
//!
//! - [`minimal`]: a minimal puzzle from a board (results dropped while one
//!   answer is left), with a witness board per printed result;
//! - [`grade`](mod@grade): the step-by-step solver and its measure (the most
//!   premises a step needs; whether some step needs the atom count or a
//!   case split); [`difficulty`]: the thresholds (easy, medium, hard,
//!   expert);
//! - [`verify`]: the checks a puzzle passes before it is handed out (exact
//!   count, a second engine, minimality by simulation);
//! - [`generate`](mod@generate): puzzles of a size, atom count and
//!   difficulty from a seed, on several threads, in a deterministic order,
//!   bounded by the caller's [`blackbox_solve::Control`].
//!
//! It sits beside the solver (`blackbox-solve`), which it asks every
//! question through ([`blackbox_solve::Forcing`], the uniqueness decision,
//! the counts); the application layer (`blackbox-app`) turns its results
//! into what the front ends show. It does no I/O and reads no clock;
//! randomness comes from the seed.

#![warn(missing_docs)]

pub mod difficulty;
mod error;
pub mod generate;
pub mod grade;
pub mod minimal;
pub mod verify;

pub use difficulty::{Difficulty, Measure};
pub use error::{Error, Result};
pub use generate::{Generator, Made, Request, Stats};
pub use grade::{grade, Grade, Placement, Step};
