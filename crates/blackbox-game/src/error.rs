//! The game's one error: a move, a game ID or a save file that cannot be
//! read, a move the game refuses as it stands, a game that cannot be set
//! up; and the model's own errors (a size, an atom count, work stopped by
//! the caller's control) as they are ([`Error::Model`]).
//!
//! Invariant: every message is written for the player, whole, so a front
//! end prints it as it is (adding only where: a file, a line, a move's
//! number).

use crate::moves::cell_text;
use crate::state::Mark;
use crate::text::{a_board, count};
use crate::GameId;
use blackbox::{AtomCount, Cell, Dims, Port};
use input_text::quoted;

/// Why a game could not do what was asked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    /// The model's error, as it is (including
    /// [`blackbox::Error::Interrupted`]: stopped by the caller's control).
    #[error(transparent)]
    Model(#[from] blackbox::Error),
    /// A move's text with no word in it.
    #[error("empty move")]
    EmptyMove,
    /// A move with the wrong number of words after its verb.
    #[error("usage: {0}")]
    Usage(String),
    /// A move's first word that is none of the moves.
    #[error(
        "unknown move {}: use fire (f), mark (m), note-empty (e), unmark (um), check (c) or \
         reveal (rv)",
        quoted(.0)
    )]
    UnknownMove(String),
    /// A port number the board has not.
    #[error("no port {} on {}: ports are 1 to {}", quoted(.word), a_board(*.dims), .dims.ports())]
    NoPort {
        /// The word given for the port.
        word: String,
        /// The board's size.
        dims: Dims,
    },
    /// A cell the board has not.
    #[error(
        "no cell {} on {}: name a cell by its row letter (A to {}) and column number \
         (1 to {}), like C4",
        quoted(.words), a_board(*.dims), blackbox::row_name(.dims.rows() - 1), .dims.cols()
    )]
    NoCell {
        /// The words given for the cell (`C4`, or `3 4`).
        words: String,
        /// The board's size.
        dims: Dims,
    },
    /// A game ID's text that is not a game ID.
    #[error("game id {}: {why}", quoted(.text))]
    NotAGameId {
        /// The text read.
        text: String,
        /// What is wrong with it.
        why: String,
    },
    /// A game ID without an atom count.
    #[error("a game needs an atom count: `K` or a range `A-B`")]
    NoAtomCount,
    /// A save file that cannot be read or replayed.
    #[error("{message}")]
    SaveFile {
        /// The line at fault, from 1 (0: the file as a whole).
        line: usize,
        /// What is wrong there.
        message: String,
    },
    /// A move after the game ended.
    #[error("the game is over: start a new one")]
    Over,
    /// A check with fewer marks than atoms.
    #[error("place {atoms} atoms before checking: {placed} marked")]
    TooFewMarks {
        /// The game's atoms.
        atoms: AtomCount,
        /// The atoms marked.
        placed: usize,
    },
    /// A port fired from, or seen as an exit, already.
    #[error("port {port} is already marked ({said}): a marked port cannot be fired again")]
    PortUsed {
        /// The port.
        port: Port,
        /// What it shows, in words.
        said: String,
    },
    /// A mark a cell has already.
    #[error("cell {} {}", cell_text(*.cell), mark_text(*.mark))]
    SameMark {
        /// The cell.
        cell: Cell,
        /// The mark it has.
        mark: Mark,
    },
    /// An undo with nothing to undo.
    #[error("{}", .0.text())]
    NothingToUndo(Undo),
    /// A redo with nothing undone.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A hidden board of another size or atom count than its game's.
    #[error("the board ({dims} with {}) does not fit game {id}", count(*.atoms, "atom"))]
    BoardDoesNotFit {
        /// The game.
        id: GameId,
        /// The board's size.
        dims: Dims,
        /// The board's atoms.
        atoms: usize,
    },
    /// A `--unique` setup whose decision would need more memory than setup
    /// may take.
    #[error(
        "--unique on {id}: deciding whether firing every ray pins a board down would take \
         about {mb} MB, over the {limit_mb} MB setup bound: try a smaller board or fewer atoms"
    )]
    UniqueTooBig {
        /// The game.
        id: GameId,
        /// The memory it would take, MB.
        mb: u64,
        /// The setup's bound, MB.
        limit_mb: u64,
    },
    /// A `--unique` setup that found no board its feedback determines.
    #[error(
        "no board determined by its feedback among {tries} seeds from {id}: try fewer atoms or \
         a bigger board"
    )]
    NoUniqueBoard {
        /// The game whose seed was the first tried.
        id: GameId,
        /// The seeds tried.
        tries: u64,
    },
}

/// Why there is nothing to undo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undo {
    /// The game is over.
    Over,
    /// No mark or note was made (fired rays stay).
    NoMarks,
    /// No mark or note since the last check.
    SinceCheck,
}

impl Undo {
    fn text(self) -> &'static str {
        match self {
            Undo::Over => "the game is over: nothing to undo",
            Undo::NoMarks => "nothing to undo: only marks and notes can be undone, fired rays stay",
            Undo::SinceCheck => "nothing to undo since the last check: change the marks instead",
        }
    }
}

/// A cell's mark as the refusal to set it again says it.
fn mark_text(mark: Mark) -> &'static str {
    match mark {
        Mark::None => "has no mark",
        Mark::Atom => "is already marked as an atom",
        Mark::Empty => "is already noted as empty",
    }
}

impl Error {
    /// Whether the caller's control stopped the work.
    pub fn is_interrupted(&self) -> bool {
        matches!(self, Error::Model(blackbox::Error::Interrupted))
    }

    /// The line of a save file (or of a model's input) at fault, from 1.
    pub fn line(&self) -> Option<usize> {
        match self {
            Error::SaveFile { line, .. } => (*line > 0).then_some(*line),
            Error::Model(e) => e.line(),
            _ => None,
        }
    }
}

/// A game's result.
pub type Result<T> = std::result::Result<T, Error>;
