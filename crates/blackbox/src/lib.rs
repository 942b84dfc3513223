//! Eric Solomon's Black Box as a pure library.
//!
//! Atoms hide in a grid of `R x C` cells; rays fired from the `2(R+C)` ports
//! on the rim are absorbed (hit), come back (reflection) or leave elsewhere
//! (detour or miss). This crate models boards ([`Board`]), ports and cells
//! ([`Dims`], [`Port`], [`Cell`]; cells named `C4`, rows by letter and
//! columns by number: [`Cell::name`], [`row_name`]), ray tracing ([`Trace`]), full feedback ([`Feedback`]),
//! puzzles — what is known of a hidden board — ([`Puzzle`]), the file formats
//! ([`format`](mod@format)), text drawings ([`render`]) and the scoring rule
//! ([`score`]).
//!
//! The crate does no I/O: it takes values and returns values. Parsers return
//! validated types; anything they accept is safe to use everywhere else.

#![warn(missing_docs)]

mod board;
mod error;
mod feedback;
pub mod format;
mod geometry;
mod knowledge;
mod names;
mod puzzle;
pub mod random;
pub mod render;
pub mod score;
mod subsets;
pub mod trace;

pub use board::Board;
pub use error::{Error, Result};
pub use feedback::Feedback;
pub use geometry::{Cell, Dims, Dir, Port, Pos, Side, MAX_SIDE};
pub use knowledge::CellStatus;
pub use names::row_name;
pub use puzzle::{AtomCount, Puzzle, PuzzleBuilder};
pub use subsets::{binomial, binomial_exact, binomial_row, next_combination, Subsets};
pub use trace::{Ending, Response, Rules, Step, Trace, UnknownRules};
