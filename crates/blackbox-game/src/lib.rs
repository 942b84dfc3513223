//! Playing Black Box: a pure, UI-free game engine.
//!
//! The split follows Simon Tatham's puzzle collection:
//! - **parameters** ([`GameId`]): size, atom count and seed, the shareable
//!   string `8x8:4:12345` from which the caller's seeded generator draws the
//!   hidden board;
//! - **game state** ([`State`]): rim marks, cell marks, score, the last
//!   check, outcome — changed only by [`State::step`], the one apply path of
//!   play, undo/redo, replay and loading; undo takes back marks and notes
//!   only, never a fired ray (see [`Game`]);
//! - **UI state** ([`Cursor`]): where the player points, never undone;
//! - **the model's words**: a ray's result ([`describe`]), a cell as moves
//!   name it ([`cell_text`]), counted nouns and articles ([`text`]).
//!
//! What a front end shows of a game (each position's glyph, the check's and
//! the verdict's wording, the plain picture) is not here: the application
//! layer draws it (`blackbox_app::draw`) from the state and these words.
//!
//! [`Game`] ties them together with the undo history and the save format
//! ([`Game::save`] / [`Game::load`]): the game ID and the moves, one a line.
//! The assistant ([`advise`]) says what can be deduced from the rays fired
//! so far, through the [`Oracle`] interface to a solver.

#![warn(missing_docs)]

mod advice;
mod anytime;
mod assistant;
mod cursor;
mod error;
mod estimate;
mod game;
mod id;
mod moves;
pub mod setup;
mod state;
pub mod text;
mod verdict;

pub use advice::{Advice, Knowledge, Stage, Suggester, Suggestion};
pub use anytime::{advise_anytime, Player};
pub use assistant::{advise, twins, BruteForce, Oracle, Solver};
pub use blackbox_solve::{Control, Count};
pub use cursor::{Cursor, Target};
pub use error::{Error, Result, Undo};
pub use game::Game;
pub use id::GameId;
pub use moves::{cell_text, Move};
pub use setup::Setup;
pub use state::{describe, Mark, Outcome, RimMark, State};
pub use verdict::Verdict;

#[cfg(test)]
mod tests;
