//! The parlor library's error type.
//!
//! Every fallible library function returns [`ParlorError`]; variants carry
//! the context needed to point at the offending input (box, statement
//! position, line number, sentence).

use thiserror::Error;

use crate::colour::Colour;

/// Everything that can go wrong while reading or lowering a puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParlorError {
    /// A box name that is not blue, white or black.
    #[error("unknown box {0:?} (expected blue, white or black)")]
    UnknownBox(String),
    /// An English sentence the grammar cannot read.
    #[error("cannot read {sentence:?}\n{detail}")]
    Unreadable {
        /// The sentence as written.
        sentence: String,
        /// Words not understood and the closest known forms, ready to print.
        detail: String,
    },
    /// A sentence the grammar reads in more than one way.
    #[error("{sentence:?} can be read in several ways: {readings}")]
    AmbiguousWording {
        /// The sentence as written.
        sentence: String,
        /// The competing readings.
        readings: String,
    },
    /// A statement whose text is damaged: a word (often a quoted one) was
    /// lost, leaving a double space or empty quotes.
    #[error("{sentence:?} is damaged: {gap}")]
    Damaged {
        /// The sentence as written.
        sentence: String,
        /// Where the gap is, in words.
        gap: String,
    },
    /// A fact given as `sentence=true|false` that cannot be read.
    #[error("bad fact {0:?} (expected \"sentence\"=true or \"sentence\"=false)")]
    BadFact(String),
    /// A statement refers to something that does not exist for it.
    #[error("statement {index} on the {colour} box: {message}")]
    BadReference {
        /// Box of the statement.
        colour: Colour,
        /// 1-based position of the statement on its box.
        index: usize,
        /// What is wrong.
        message: String,
    },
    /// A statement in formula syntax that the logic crate cannot parse.
    #[error("formula {text:?}: {source}")]
    Formula {
        /// The formula text.
        text: String,
        /// The logic crate's parse error.
        source: logic::Error,
    },
    /// A formula uses a variable that is not an atom of this puzzle.
    #[error("formula {text:?} uses unknown variable {name:?} (atoms: gems(B), true(B), false(B), stmt(B,i))")]
    UnknownAtom {
        /// The formula text.
        text: String,
        /// The offending variable name.
        name: String,
    },
    /// A line of a puzzle file that is not `box: statement`.
    #[error("line {line}: {message}")]
    BadLine {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// An error from the logic crate outside formula parsing.
    #[error("logic: {0}")]
    Logic(#[from] logic::Error),
    /// The generator found no puzzle with a unique answer.
    #[error("no puzzle with a unique answer found in {attempts} attempts")]
    GenerateFailed {
        /// How many random puzzles were tried.
        attempts: usize,
    },
    /// A JSON data set that does not follow the schema.
    #[error("data set: {0}")]
    BadDataSet(String),
}

/// Result alias for the parlor library.
pub type Result<T, E = ParlorError> = std::result::Result<T, E>;
