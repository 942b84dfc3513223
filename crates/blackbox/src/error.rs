//! The one error type of the `blackbox` crate.
//!
//! Every failure of a parser or a constructor is a value of [`Error`](enum@Error). Errors
//! found while reading text carry the 1-based line number they refer to, so a
//! binary can print `file:line: message`; the library never knows file names.

use input_text::quoted;
use thiserror::Error;

/// Everything that can go wrong when building or reading Black Box values.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// A board dimension outside `1..=255`.
    #[error("board size {rows}x{cols} is out of range: rows and columns must be 1 to 255")]
    BadSize {
        /// Requested number of rows.
        rows: usize,
        /// Requested number of columns.
        cols: usize,
    },
    /// A port number that does not exist on the board.
    #[error("port {port} does not exist on a {rows}x{cols} board (ports are 1 to {max})")]
    BadPort {
        /// The offending port number.
        port: usize,
        /// Board rows.
        rows: usize,
        /// Board columns.
        cols: usize,
        /// The largest valid port number, `2 * (rows + cols)`.
        max: usize,
    },
    /// A cell outside the board.
    /// Shown to people numbered from 1, like every cell (`Cell::numbered`).
    #[error("cell ({}, {}) is off the {rows}x{cols} board", .row + 1, .col + 1)]
    BadCell {
        /// Row of the cell (0-based).
        row: usize,
        /// Column of the cell (0-based).
        col: usize,
        /// Board rows.
        rows: usize,
        /// Board columns.
        cols: usize,
    },
    /// A cell given twice in a list of atoms ([`crate::Board::with_atoms`]):
    /// never merged into one atom.
    #[error("atom ({}, {}) listed twice", .row + 1, .col + 1)]
    DuplicateAtom {
        /// Row of the cell (0-based).
        row: usize,
        /// Column of the cell (0-based).
        col: usize,
    },
    /// More atoms than cells, or an empty atom range.
    #[error("atom count {0} is impossible on this board")]
    BadAtomCount(String),
    /// Text that could not be read, with its 1-based line. The message does
    /// not repeat the line: a binary prints `file:line: message` from [`Error::line`].
    #[error("{message}")]
    Parse {
        /// 1-based line number (0 when the input as a whole is at fault).
        line: usize,
        /// What was wrong.
        message: String,
    },
    /// Two hints that cannot both hold, with the lines they came from.
    #[error("{message} (contradicts line {first})")]
    Contradiction {
        /// Line of the earlier hint.
        first: usize,
        /// Line of the later hint.
        second: usize,
        /// What the two hints say.
        message: String,
    },
    /// A request beyond what an exhaustive computation supports.
    #[error("not supported: {0}")]
    Unsupported(String),
    /// Work stopped by its caller's `logic::Control` (cancelled, or out of
    /// time) before it had an answer; nothing half-made is returned.
    #[error("stopped before it was done (cancelled or out of time)")]
    Interrupted,
}

impl Error {
    /// A parse error at `line` (1-based).
    pub fn parse(line: usize, message: impl Into<String>) -> Self {
        Error::Parse {
            line,
            message: message.into(),
        }
    }

    /// The same error placed at `line`, for a parse error found in a piece of
    /// a line (a value read by `FromStr`, which knows no line).
    pub fn at_line(self, line: usize) -> Self {
        match self {
            Error::Parse { message, .. } => Error::Parse { line, message },
            other => other,
        }
    }

    /// The 1-based line this error refers to, if any.
    pub fn line(&self) -> Option<usize> {
        match self {
            Error::Parse { line, .. } if *line > 0 => Some(*line),
            Error::Contradiction { second, .. } => Some(*second),
            _ => None,
        }
    }
}

/// Result alias for this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// Parses a decimal number, or says what was expected at `line`.
pub(crate) fn number(line: usize, word: &str, what: &str) -> Result<usize> {
    word.parse()
        .map_err(|_| Error::parse(line, format!("expected {what}, found {}", quoted(word))))
}
