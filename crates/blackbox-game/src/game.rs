//! A game in play: its [`Setup`], the moves made (the log the save file
//! holds), the state they lead to and the marks and notes undone for redo.
//!
//! Invariant: the state is the initial state after the moves, every one
//! replayed through [`State::step`]; undo never takes back a fired ray or
//! a check (see [`Game`]).

use crate::id::GameId;
use crate::moves::Move;
use crate::setup::Setup;
use crate::state::State;
use crate::{Error, Result, Undo};
use blackbox::format::content_lines;

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
            return Err(Error::NothingToUndo(Undo::Over));
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
            return Err(Error::NothingToUndo(match floor {
                0 => Undo::NoMarks,
                _ => Undo::SinceCheck,
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
            return Err(Error::NothingToRedo);
        };
        self.state = self.state.step(mv, &self.setup)?;
        self.moves.push(mv);
        self.undone.pop();
        Ok(mv)
    }

    /// The save file: the game ID, then the moves made, one a line.
    pub fn save(&self) -> String {
        let mut out = String::from("# blackbox game: the game ID, then one move a line\n");
        out.push_str(&format!("game {}\n", self.setup.id()));
        for mv in self.moves() {
            out.push_str(&format!("{mv}\n"));
        }
        out
    }

    /// Reads a save file: `setup` turns its game ID into a setup (drawing
    /// the hidden board; its error is told as it reads), then every move is
    /// replayed. Errors are [`Error::SaveFile`] with the 1-based line they
    /// refer to.
    pub fn load<E: std::fmt::Display>(
        text: &str,
        setup: impl FnOnce(GameId) -> std::result::Result<Setup, E>,
    ) -> Result<Game> {
        let saved = |line: usize, message: String| Error::SaveFile { line, message };
        let mut lines = content_lines(text);
        let (first, header) = lines
            .next()
            .ok_or_else(|| saved(0, "empty save file: expected `game ID`".into()))?;
        let at = |line: usize| move |e: Error| saved(line, e.to_string());
        let id = match header.split_once(' ') {
            Some(("game", id)) => id.parse::<GameId>().map_err(at(first))?,
            _ => return Err(saved(first, "expected `game ID` on the first line".into())),
        };
        let setup = setup(id).map_err(|e| saved(first, e.to_string()))?;
        let mut game = Game::new(setup);
        for (line, text) in lines {
            let mv = Move::parse(text, id.dims()).map_err(at(line))?;
            game.apply(mv).map_err(at(line))?;
        }
        Ok(game)
    }
}
