//! Playing Black Box: a pure, UI-free game engine.
//!
//! The split follows Simon Tatham's puzzle collection:
//! - **parameters** ([`GameId`]): size, atom count and seed, the shareable
//!   string `8x8:4:12345` from which the caller's seeded generator draws the
//!   hidden board;
//! - **game state** ([`State`]): what undo restores — rim marks, cell marks,
//!   score, outcome — changed only by [`State::step`], the one apply path of
//!   play, undo/redo, replay and loading;
//! - **UI state** ([`Cursor`]): where the player points, never undone;
//! - **drawing** ([`draw`]): what each rim and cell position shows, and a
//!   plain-text picture built from it.
//!
//! [`Game`] ties them together with the undo history and the save format
//! ([`Game::save`] / [`Game::load`]): the game ID and the moves, one a line.
//! The assistant ([`advise`]) says what can be deduced from the rays fired
//! so far, through the [`Oracle`] interface to a solver.

#![warn(missing_docs)]

mod assistant;
mod cursor;
pub mod draw;
mod id;
mod moves;
mod state;
mod verdict;

pub use assistant::{
    advise, twins, Advice, BruteForce, Knowledge, Oracle, Solver, Suggestion, TWIN_SEARCH_CELLS,
};
pub use cursor::{Cursor, Target};
pub use id::GameId;
pub use moves::Move;
pub use state::{describe, Mark, Outcome, RimMark, State};
pub use verdict::Verdict;

use blackbox::format::content_lines;
use blackbox::Board;
use blackbox::Rules;
use blackbox::{Error, Result};

/// What a game is played against: its ID, the hidden board and the boards
/// indistinguishable from it. Invariant: `twins` holds the hidden board and
/// only boards of the same size, an allowed atom count and the same full
/// feedback.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    id: GameId,
    rules: Rules,
    hidden: Board,
    twins: Vec<Board>,
}

impl Setup {
    /// A game of `id` against `hidden` (standard rules); fails when the board
    /// does not match the ID's size and atom count.
    pub fn new(id: GameId, hidden: Board) -> Result<Self> {
        if hidden.dims() != id.dims() || !id.atoms().allows(hidden.atom_count()) {
            return Err(Error::Game(format!(
                "the board ({} with {} atoms) does not fit game {id}",
                hidden.dims(),
                hidden.atom_count()
            )));
        }
        Ok(Setup {
            id,
            rules: Rules::Standard,
            twins: vec![hidden.clone()],
            hidden,
        })
    }

    /// The same setup knowing `boards` as candidate twins; any board that is
    /// not indistinguishable from the hidden one is dropped.
    pub fn with_twins(mut self, boards: impl IntoIterator<Item = Board>) -> Self {
        let feedback = self.hidden.feedback(self.rules);
        for board in boards {
            let twin = board.dims() == self.id.dims()
                && self.id.atoms().allows(board.atom_count())
                && board.feedback(self.rules) == feedback;
            if twin && !self.twins.contains(&board) {
                self.twins.push(board);
            }
        }
        self
    }

    /// The game ID.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The rule set rays follow.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The hidden board.
    pub fn hidden(&self) -> &Board {
        &self.hidden
    }

    /// The hidden board and the known boards indistinguishable from it.
    pub fn twins(&self) -> &[Board] {
        &self.twins
    }
}

/// A game: its setup, the states so far (for undo) and the moves made
/// (including undone ones, for redo). Invariant: `states[i + 1]` is
/// `states[i]` after `moves[i]`, and `states.len() <= moves.len() + 1`.
#[derive(Debug, Clone)]
pub struct Game {
    setup: Setup,
    states: Vec<State>,
    moves: Vec<Move>,
}

impl Game {
    /// A new game, no move made yet.
    pub fn new(setup: Setup) -> Self {
        Game {
            states: vec![State::new(setup.id.dims())],
            moves: Vec::new(),
            setup,
        }
    }

    /// What the game is played against.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The current state.
    pub fn state(&self) -> &State {
        self.states
            .last()
            .expect("there is always an initial state")
    }

    /// The moves that led to the current state.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.states.len() - 1]
    }

    /// Makes a move; an illegal one changes nothing. Forgets undone moves.
    pub fn apply(&mut self, mv: Move) -> Result<()> {
        let next = self.state().step(mv, &self.setup)?;
        self.moves.truncate(self.states.len() - 1);
        self.moves.push(mv);
        self.states.push(next);
        Ok(())
    }

    /// Takes back the last move (not once the game is over).
    pub fn undo(&mut self) -> Result<Move> {
        if self.state().is_over() {
            return Err(Error::Game("the game is over: nothing to undo".into()));
        }
        if self.states.len() == 1 {
            return Err(Error::Game("nothing to undo".into()));
        }
        self.states.pop();
        Ok(self.moves[self.states.len() - 1])
    }

    /// Makes the last undone move again.
    pub fn redo(&mut self) -> Result<Move> {
        let Some(&mv) = self.moves.get(self.states.len() - 1) else {
            return Err(Error::Game("nothing to redo".into()));
        };
        let next = self.state().step(mv, &self.setup)?;
        self.states.push(next);
        Ok(mv)
    }

    /// The save file: the game ID, then the moves made, one a line.
    pub fn save(&self) -> String {
        let mut out = String::from("# blackbox game: the game ID, then one move a line\n");
        out.push_str(&format!("game {}\n", self.setup.id));
        for mv in self.moves() {
            out.push_str(&format!("{mv}\n"));
        }
        out
    }

    /// Reads a save file: `setup` turns its game ID into a setup (drawing
    /// the hidden board), then every move is replayed. Errors carry the
    /// 1-based line they refer to.
    pub fn load(text: &str, setup: impl FnOnce(GameId) -> Result<Setup>) -> Result<Game> {
        let mut lines = content_lines(text);
        let (first, header) = lines
            .next()
            .ok_or_else(|| Error::parse(0, "empty save file: expected `game ID`"))?;
        let at = |line: usize| move |e: Error| Error::parse(line, e.to_string());
        let id = match header.split_once(' ') {
            Some(("game", id)) => id.parse::<GameId>().map_err(at(first))?,
            _ => return Err(Error::parse(first, "expected `game ID` on the first line")),
        };
        let mut game = Game::new(setup(id).map_err(at(first))?);
        for (line, text) in lines {
            let mv = Move::parse(text, id.dims()).map_err(at(line))?;
            game.apply(mv).map_err(at(line))?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests;
