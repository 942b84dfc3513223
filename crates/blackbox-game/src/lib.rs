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
//! - **drawing** ([`draw`]): what each rim and cell position shows, and a
//!   plain-text picture built from it.
//!
//! [`Game`] ties them together with the undo history and the save format
//! ([`Game::save`] / [`Game::load`]): the game ID and the moves, one a line.
//! The assistant ([`advise`]) says what can be deduced from the rays fired
//! so far, through the [`Oracle`] interface to a solver.

#![warn(missing_docs)]

mod anytime;
mod assistant;
mod cursor;
pub mod draw;
mod estimate;
mod id;
mod moves;
pub mod setup;
mod state;
pub mod text;
mod verdict;

pub use anytime::{
    advise_anytime, Player, Stage, DRAWS, DRAW_SEED, LIST_LIMIT, MAX_DRAWS, MAX_PROPOSALS, SAMPLE,
    SAMPLER_CUBES,
};
pub use assistant::{
    advise, twins, Advice, BruteForce, Knowledge, Oracle, Solver, Suggester, Suggestion,
    TWIN_SEARCH_CELLS,
};
pub use blackbox_solve::{Control, Count};
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
    twins_known: bool,
}

impl Setup {
    /// A game of `id` against `hidden` (standard rules); fails when the board
    /// does not match the ID's size and atom count.
    pub fn new(id: GameId, hidden: Board) -> Result<Self> {
        if hidden.dims() != id.dims() || !id.atoms().allows(hidden.atom_count()) {
            return Err(Error::Game(format!(
                "the board ({} with {}) does not fit game {id}",
                hidden.dims(),
                text::count(hidden.atom_count(), "atom")
            )));
        }
        Ok(Setup {
            id,
            rules: Rules::Standard,
            twins: vec![hidden.clone()],
            twins_known: true,
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

    /// The same setup, noting that the search for twins ran out of budget
    /// (see [`setup`]): the penalty is then counted against the hidden board.
    pub fn twins_unknown(self) -> Self {
        Setup {
            twins_known: false,
            ..self
        }
    }

    /// Whether every board indistinguishable from the hidden one is known.
    pub fn twins_known(&self) -> bool {
        self.twins_known
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

/// A game: its setup, the moves made, the current state and the marks and
/// notes undone (for redo).
///
/// Undo and redo apply to marks and notes only ([`Move::is_undoable`]): a
/// fired ray's cost and what it showed are never taken back, and neither
/// is a check. Fired rays and checks stay in the move log (and the save
/// file) where they were made; undo skips over them to the last mark or
/// note, but never to one before a check (the check judged it), and the
/// state is rebuilt by replaying the log through [`State::step`]. Invariant: `state` is the initial state after `moves`,
/// and `undone` holds only marks and notes, the last undone on top.
#[derive(Debug, Clone)]
pub struct Game {
    setup: Setup,
    moves: Vec<Move>,
    undone: Vec<Move>,
    state: State,
}

impl Game {
    /// A new game, no move made yet.
    pub fn new(setup: Setup) -> Self {
        Game {
            state: State::new(setup.id().dims()),
            moves: Vec::new(),
            undone: Vec::new(),
            setup,
        }
    }

    /// What the game is played against.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The current state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The moves that led to the current state, fired rays and checks
    /// included.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Makes a move; an illegal one changes nothing. A new mark or note
    /// forgets the undone ones; firing and checking keep them for redo.
    pub fn apply(&mut self, mv: Move) -> Result<()> {
        self.state = self.state.step(mv, &self.setup)?;
        self.moves.push(mv);
        if mv.is_undoable() {
            self.undone.clear();
        }
        Ok(())
    }

    /// Takes back the last mark or note made since the last check (not
    /// once the game is over); fired rays and checks stay.
    pub fn undo(&mut self) -> Result<Move> {
        if self.state.is_over() {
            return Err(Error::Game("the game is over: nothing to undo".into()));
        }
        // A check judged the marks made before it: undo stops there.
        let floor = self
            .moves
            .iter()
            .rposition(|&mv| mv == Move::Check)
            .map_or(0, |i| i + 1);
        let Some(at) = self.moves[floor..]
            .iter()
            .rposition(|mv| mv.is_undoable())
            .map(|i| floor + i)
        else {
            return Err(Error::Game(if floor == 0 {
                "nothing to undo: only marks and notes can be undone, fired rays stay".into()
            } else {
                "nothing to undo since the last check: change the marks instead".into()
            }));
        };
        let mv = self.moves.remove(at);
        let mut state = State::new(self.setup.id().dims());
        for &made in &self.moves {
            state = state
                .step(made, &self.setup)
                .expect("a log without its last mark replays: later moves are rays and checks");
        }
        self.state = state;
        self.undone.push(mv);
        Ok(mv)
    }

    /// Makes the last undone mark or note again.
    pub fn redo(&mut self) -> Result<Move> {
        let Some(&mv) = self.undone.last() else {
            return Err(Error::Game("nothing to redo".into()));
        };
        self.state = self.state.step(mv, &self.setup)?;
        self.moves.push(mv);
        self.undone.pop();
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
