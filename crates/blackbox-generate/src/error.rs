//! The one error type of the generator.

use crate::difficulty::Difficulty;
use blackbox::Dims;
use blackbox_solve::Unexplained;

/// Everything that can stop the generator or the grader.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The caller's control was cancelled.
    #[error("stopped before it finished")]
    Interrupted,
    /// The solver's encoding of the puzzle passed its bound.
    #[error("the puzzle is too big to grade: its encoding passed the solver's bound after {rays} of its {of} rays")]
    TooBig {
        /// Rays encoded when it passed.
        rays: usize,
        /// Rays in all.
        of: usize,
    },
    /// The board given as a puzzle's answer does not solve it.
    #[error("the board given does not solve the puzzle")]
    NotASolution,
    /// A grader's solver was loaded with a puzzle that lacks some printed
    /// result (or the atom count) of the puzzle to grade.
    #[error("the solver given was loaded with a puzzle that lacks some of this puzzle's results")]
    NotItsResults,
    /// The second engine gave no verdict within its bound.
    #[error("the second engine gave no verdict within its bound")]
    Unchecked,
    /// A printed result without a witness that it is needed.
    #[error("a printed result is not shown to be needed")]
    NotMinimal,
    /// A puzzle with no board or several boards.
    #[error("the puzzle has {0}, not exactly one answer")]
    NotUnique(&'static str),
    /// A request that cannot be met, with the reason.
    #[error("no {difficulty} puzzle on {dims} with {atoms} atoms: {reason}")]
    Unreachable {
        /// What was asked for.
        difficulty: Difficulty,
        /// The board size.
        dims: Dims,
        /// The atoms.
        atoms: usize,
        /// Why not.
        reason: String,
    },
}

impl From<Unexplained> for Error {
    fn from(why: Unexplained) -> Self {
        match why {
            Unexplained::Stopped => Error::Interrupted,
            Unexplained::TooBig { rays, of } => Error::TooBig { rays, of },
        }
    }
}

/// The solver's questions fail only when the control stops them.
impl From<logic::Error> for Error {
    fn from(_: logic::Error) -> Self {
        Error::Interrupted
    }
}

/// The generator's results.
pub type Result<T> = std::result::Result<T, Error>;
