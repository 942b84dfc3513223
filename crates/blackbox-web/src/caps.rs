//! What the web allows and how long it waits ([`Caps`]), and the one check
//! of a board against the caps ([`Caps::admit`]) that every endpoint taking
//! a board runs before any work: game IDs, new games, pasted puzzles,
//! puzzle IDs and the board drawing, all with the same limit and words.

use super::ApiError;
use std::fmt;
use std::time::Duration;

/// What the web allows and how long it waits.
#[derive(Debug, Clone, Copy)]
pub struct Caps {
    /// Most rows and most columns of a board.
    pub side: usize,
    /// Most atoms in a game or a puzzle.
    pub atoms: usize,
    /// The longest a solver call may take.
    pub deadline: Duration,
    /// Solver calls running at once in each lane ([`crate::lanes`]).
    pub solvers: usize,
    /// How long a solver call may run in the quick lane before it is heavy.
    pub trial: Duration,
    /// The longest a request waits for a solver slot before `busy` (503).
    pub wait: Duration,
    /// The longest a client may take to send a request's head.
    pub header_timeout: Duration,
    /// The longest a client may take to send a request's body.
    pub body_timeout: Duration,
    /// The longest a write of an answer may make no progress (a client
    /// that does not read) before the connection is dropped.
    pub write_timeout: Duration,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            side: 12,
            atoms: 12,
            deadline: Duration::from_secs(5),
            solvers: 2,
            trial: Duration::from_millis(250),
            wait: Duration::from_secs(2),
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
        }
    }
}

impl Caps {
    /// The default caps with one solver slot per core in each lane, 1 to 4.
    pub fn for_cores(cores: usize) -> Self {
        Caps {
            solvers: cores.clamp(1, 4),
            ..Caps::default()
        }
    }
}

/// A board past the caps: which limit, and what was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PastCaps {
    /// More rows or columns than [`Caps::side`].
    Side {
        side: usize,
        rows: usize,
        cols: usize,
    },
    /// More atoms than [`Caps::atoms`].
    Atoms { most: usize, asked: usize },
}

impl PastCaps {
    /// The limit passed, in words: "the web takes boards up to 12x12".
    pub fn limit(&self) -> String {
        match *self {
            PastCaps::Side { side, .. } => format!("the web takes boards up to {side}x{side}"),
            PastCaps::Atoms { most, .. } => format!("the web takes up to {most} atoms"),
        }
    }
}

/// The limit and what was asked: "the web takes boards up to 12x12; this
/// one is 20x20".
impl fmt::Display for PastCaps {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            PastCaps::Side { rows, cols, .. } => {
                write!(f, "{}; this one is {rows}x{cols}", self.limit())
            }
            PastCaps::Atoms { asked, .. } => write!(f, "{}; this one has {asked}", self.limit()),
        }
    }
}

impl From<PastCaps> for ApiError {
    fn from(past: PastCaps) -> ApiError {
        ApiError::unprocessable(past.to_string())
    }
}

impl Caps {
    /// Checks a board of `rows` x `cols` with `atoms` atoms (the count the
    /// caller holds to the cap: a game's most, a puzzle's least) against
    /// the caps. The sides are checked first, so a board past both limits
    /// is refused for its size.
    pub fn admit(&self, rows: usize, cols: usize, atoms: usize) -> Result<(), PastCaps> {
        if rows > self.side || cols > self.side {
            return Err(PastCaps::Side {
                side: self.side,
                rows,
                cols,
            });
        }
        if atoms > self.atoms {
            return Err(PastCaps::Atoms {
                most: self.atoms,
                asked: atoms,
            });
        }
        Ok(())
    }
}
