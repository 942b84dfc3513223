//! The crate's single error type.
//!
//! Every fallible operation in `logic` returns [`Error`](enum@Error); parse errors carry the
//! 1-based line and column (counted in characters) where reading stopped.

use thiserror::Error;

/// Everything that can go wrong in the `logic` crate.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// Formula text could not be parsed.
    #[error("formula parse error at line {line}, column {column}: {kind}")]
    Parse {
        /// 1-based line of the offending character.
        line: usize,
        /// 1-based column (in characters) of the offending character.
        column: usize,
        /// What was wrong there.
        kind: ParseErrorKind,
    },
    /// DIMACS text could not be read.
    #[error("DIMACS error at line {line}: {message}")]
    Dimacs {
        /// 1-based line number.
        line: usize,
        /// What was wrong.
        message: String,
    },
    /// Brute-force enumeration was asked for more variables than it can count.
    #[error("cannot enumerate all assignments of {count} variables (at most {max})")]
    TooManyVariables {
        /// Number of variables requested.
        count: usize,
        /// Largest supported number.
        max: usize,
    },
}

/// The reason a formula failed to parse.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseErrorKind {
    /// A character that cannot start or continue any token.
    #[error("unexpected character {0:?}")]
    UnexpectedChar(char),
    /// The text ended where more was required.
    #[error("unexpected end of input, expected {0}")]
    UnexpectedEnd(&'static str),
    /// A token appeared where something else was required.
    #[error("unexpected {found}, expected {expected}")]
    Unexpected {
        /// Description of the token found.
        found: String,
        /// Description of what was required.
        expected: &'static str,
    },
    /// A quoted name was not closed by `"`.
    #[error("unterminated quoted name")]
    UnterminatedQuote,
    /// A `\` escape inside a quoted name was not `\\` or `\"`.
    #[error("invalid escape {0:?} in quoted name")]
    InvalidEscape(char),
    /// The formula is nested deeper than the parser allows
    /// ([`crate::formula::parse::MAX_DEPTH`]).
    #[error("formula nested more than {max} levels deep")]
    TooDeep {
        /// The limit that was exceeded.
        max: usize,
    },
}

/// Result alias using the crate's [`Error`](enum@Error).
pub type Result<T, E = Error> = std::result::Result<T, E>;
