//! The application layer of Black Box: what the front ends (the `blackbox`
//! commands, the terminal game, the web server) do, as functions that take
//! typed requests and return typed results, between the libraries
//! (`blackbox`, `blackbox-solve`, `blackbox-game`, `blackbox-lab`) and the
//! front ends.
//!
//! - [`solve`], [`deduce`], [`explain`]: the solver's use cases on a
//!   puzzle, each answering a result whose `serde` form ([`Answer::json`])
//!   is both `blackbox CMD --json`'s output and `blackbox serve`'s body;
//!   [`hint`]: the games' hint ladder (nudge, where, why);
//!   [`why`]: why a cell is certain (the rays that force it, in the rules'
//!   words, checked), for `deduce --why` and the games' hints.
//! - [`play`]: a game replayed from its ID and moves, a new game's ID, the
//!   game as a page draws it, and the assistant's advice on it; [`players`]
//!   is the list of players the assistant asks; [`setup`] sets a game up
//!   (its hidden board and twins).
//! - [`draw`]: what a game shows, for every front end (each position's
//!   glyph, the rim's flags after a wrong check, the status line, the
//!   check's, verdict's, ray's and shares' wording, the plain picture),
//!   from the game's state and its words.
//! - [`experiment`]: the lab's experiments (combinatorics, census and
//!   its shards, fill-ports, first-move, players side by side), reporting
//!   their progress to the front end's [`progress::Progress`].
//! - [`encode`]: a puzzle's CNF for other SAT solvers;
//!   [`bench`](mod@bench): the solver's answers on seeded random puzzles,
//!   checked and timed on the front end's clock.
//! - [`args`]: the argument groups the commands share (`--count-budget`,
//!   `--time-limit`, `--json`), for `#[command(flatten)]`.
//! - [`puzzle`]: the one reading of a document (a puzzle, or a board as the
//!   puzzle of its full feedback) into a puzzle.
//! - [`game`], [`solver`], [`lab`]: the libraries' types the front ends
//!   show and build (with the types' own constructors, parsers and
//!   accessors), re-exported, so that a front end depends on this crate
//!   and the model (`blackbox`) alone and cannot call the libraries past
//!   it; [`Control`] is the cancel flag every long use case polls.
//!
//! Invariants: nothing here prints, touches a terminal, opens a file or
//! reads a clock; puzzles and games come in as values, time limits as a
//! [`blackbox_solve::Control`] the caller's clock cancels, randomness as a
//! seed, and what only a front end has through a trait it implements
//! (progress: [`progress::Progress`]; the bench's clock:
//! [`bench::Stopwatch`]; a census's shard files:
//! [`experiment::census::ShardStore`]). Every failure is one [`Error`]. A
//! new front end needs this crate and the model, and no other front end.

pub mod args;
pub mod bench;
pub mod deduce;
pub mod draw;
pub mod encode;
mod error;
pub mod experiment;
pub mod explain;
pub mod hint;
mod json;
pub mod play;
pub mod players;
pub mod progress;
pub mod puzzle;
pub mod setup;
pub mod solve;
pub mod why;

pub use error::{Error, Result};
pub use json::Answer;
pub use logic::Control;

/// The game library's types that front ends show and build: a game, its ID,
/// moves, state and setup, the assistant's advice.
pub mod game {
    pub use blackbox_game::{
        Advice, Cursor, Game, GameId, Knowledge, Move, RimMark, Setup, State, Suggester, Target,
    };
}

/// The solver library's types that front ends show: a report, its count and
/// why it stopped, deductions and explanations, and the limits the messages
/// quote.
pub mod solver {
    pub use blackbox_solve::{
        CellStatus, Count, Explanation, Report, StopReason, Unexplained, CONFLICT_MAX_CLAUSES,
        MAX_COUNT_TABLE_BITS,
    };
}

/// The lab's types that front ends show and build: the census's space,
/// shards and their files, the players' specifications, the studies'
/// results, decision trees and the optimum search's progress.
pub mod lab {
    pub use blackbox_lab::{
        Census, DecisionTree, FirstMove, Header, Part, ShardFile, ShardSpec, Space, Status,
        StrategySpec, Summary, TREE_MAGIC,
    };
}
