//! The game state: everything undo restores.
//!
//! A [`State`] holds what the player has seen at the rim (the response of
//! every fired ray, at both ends of an exit), the marks and notes on the
//! cells, the score so far and, once the game is over, how it ended. It
//! changes only through [`State::step`], the one apply path shared by play,
//! undo/redo, replay and loading.
//!
//! A wrong check does not end the game (Simon Tatham's model): its penalty
//! is added, its verdict is kept as [`State::last_check`] (the rays it
//! contradicts, one ray that tells the boards apart) until the next move,
//! and the player goes on. Only a right check or giving up ends the game.
//!
//! Invariants: a port is marked at most once (a marked port cannot be
//! fired again); exit pairs are numbered 1, 2, 3… in the order they were
//! found; the score is the sum of the costs of the fired rays plus the
//! penalties of every wrong check and of the final verdict; nothing changes
//! after the game is over.

use super::moves::Move;
use super::verdict::Verdict;
use crate::setup::Setup;
use crate::{Error, Result};
use blackbox::Board;
use blackbox::Response;
use blackbox::{Cell, Dims, Port};
use blackbox::{Puzzle, PuzzleBuilder};

/// What the player put on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Mark {
    /// Nothing.
    #[default]
    None,
    /// "There is an atom here."
    Atom,
    /// "There is no atom here."
    Empty,
}

impl Mark {
    /// The mark in words, as the terminal's cursor line and the web's say
    /// it (the game's help calls `Empty` the empty note).
    pub fn words(self) -> &'static str {
        match self {
            Mark::None => "no mark",
            Mark::Atom => "marked as an atom",
            Mark::Empty => "your empty note (no atom here)",
        }
    }
}

/// What a port shows after a ray was fired from it or came out of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RimMark {
    /// The ray from this port was absorbed.
    Hit,
    /// The ray from this port came back out of it.
    Reflection,
    /// The ray from this port was turned away at the edge by one atom and
    /// showed nothing (only under rules with deflections, [`blackbox::Rules::has_deflections`]).
    Deflection,
    /// One end of the `n`-th exit pair found (a detour or a miss).
    Pair(u16),
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The player checked a right guess.
    Checked(Verdict),
    /// The player gave up; the verdict compares the marks with the board.
    Revealed(Verdict),
}

impl Outcome {
    /// The verdict on the player's marks.
    pub fn verdict(&self) -> &Verdict {
        match self {
            Outcome::Checked(v) | Outcome::Revealed(v) => v,
        }
    }
}

/// The state of a game between two moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    dims: Dims,
    rim: Vec<Option<(Response, RimMark)>>,
    marks: Vec<Mark>,
    pairs: u16,
    fired: usize,
    score: u32,
    last_check: Option<Verdict>,
    outcome: Option<Outcome>,
}

impl State {
    /// The state before the first move.
    pub fn new(dims: Dims) -> Self {
        State {
            dims,
            rim: vec![None; dims.ports()],
            marks: vec![Mark::None; dims.cells()],
            pairs: 0,
            fired: 0,
            score: 0,
            last_check: None,
            outcome: None,
        }
    }

    /// The board size.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// What `port` shows: the response seen there and its rim mark.
    pub fn rim(&self, port: Port) -> Option<(Response, RimMark)> {
        self.rim[port.index()]
    }

    /// The other end of the exit pair seen at `port` (a detour or a miss).
    pub fn partner(&self, port: Port) -> Option<Port> {
        match self.rim(port)? {
            (Response::Exit(q), _) => Some(q),
            _ => None,
        }
    }

    /// The verdict of a wrong check made just before, until the next move.
    pub fn last_check(&self) -> Option<&Verdict> {
        self.last_check.as_ref()
    }

    /// The player's mark on `cell`.
    pub fn mark(&self, cell: Cell) -> Mark {
        self.marks[self.dims.index(cell)]
    }

    /// The cells marked as atoms, as a board (the player's guess).
    pub fn guess(&self) -> Board {
        let mut board = Board::empty(self.dims);
        for cell in self.dims.all_cells() {
            if self.mark(cell) == Mark::Atom {
                board.set(cell, true);
            }
        }
        board
    }

    /// Number of cells marked as atoms.
    pub fn atoms_marked(&self) -> usize {
        self.marks.iter().filter(|&&m| m == Mark::Atom).count()
    }

    /// Number of rays fired.
    pub fn rays_fired(&self) -> usize {
        self.fired
    }

    /// The score so far (lower is better).
    pub fn score(&self) -> u32 {
        self.score
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// What the player has seen, as a puzzle for a solver.
    pub fn puzzle(&self, setup: &Setup) -> Puzzle {
        let mut builder = PuzzleBuilder::new(self.dims, setup.id().atoms(), setup.rules())
            .expect("the game ID's atom count fits the board");
        for port in self.dims.all_ports() {
            if let Some((response, _)) = self.rim(port) {
                builder
                    .add(0, port, response)
                    .expect("responses of one board never contradict");
            }
        }
        builder.build()
    }

    /// The state after `mv`, or why `mv` is not allowed now.
    pub fn step(&self, mv: Move, setup: &Setup) -> Result<State> {
        if self.is_over() {
            return Err(Error::Over);
        }
        let mut next = self.clone();
        next.last_check = None;
        match mv {
            Move::Fire(port) => next.fire(port, setup)?,
            Move::Mark(cell) => next.set_mark(cell, Mark::Atom)?,
            Move::NoteEmpty(cell) => next.set_mark(cell, Mark::Empty)?,
            Move::Unmark(cell) => next.set_mark(cell, Mark::None)?,
            Move::Check => {
                let placed = self.atoms_marked();
                if !setup.id().atoms().allows(placed) {
                    return Err(Error::TooFewMarks {
                        atoms: setup.id().atoms(),
                        placed,
                    });
                }
                let verdict = Verdict::judge(self.guess(), |p| self.rim(p).is_some(), setup);
                if verdict.solved {
                    next.finish(Outcome::Checked(verdict));
                } else {
                    next.score = next.score.saturating_add(verdict.penalty);
                    next.last_check = Some(verdict);
                }
            }
            Move::Reveal => next.finish(Outcome::Revealed(Verdict::give_up(
                self.guess(),
                |p| self.rim(p).is_some(),
                setup,
            ))),
        }
        Ok(next)
    }

    fn fire(&mut self, port: Port, setup: &Setup) -> Result<()> {
        if let Some((response, _)) = self.rim(port) {
            return Err(Error::PortUsed {
                port,
                said: describe(self.dims, port, response),
            });
        }
        let response = setup.hidden().response(port, setup.rules());
        let mark = match response {
            Response::Hit => RimMark::Hit,
            Response::Exit(_) => {
                self.pairs += 1;
                RimMark::Pair(self.pairs)
            }
            Response::Reflection => RimMark::Reflection,
            Response::Deflected => RimMark::Deflection,
        };
        self.rim[port.index()] = Some((response, mark));
        if let Response::Exit(q) = response {
            self.rim[q.index()] = Some((Response::Exit(port), mark));
        }
        self.fired += 1;
        self.score = (self.score).saturating_add(blackbox::score::response_cost(response));
        Ok(())
    }

    fn set_mark(&mut self, cell: Cell, mark: Mark) -> Result<()> {
        let i = self.dims.index(cell);
        if self.marks[i] == mark {
            return Err(Error::SameMark { cell, mark });
        }
        self.marks[i] = mark;
        Ok(())
    }

    fn finish(&mut self, outcome: Outcome) {
        self.score = self.score.saturating_add(outcome.verdict().penalty);
        self.outcome = Some(outcome);
    }
}

/// A response in words, as seen from `port` on a board of `dims`:
/// `hit`, `reflection`, `deflection` (turned away at the edge, unseen:
/// ACM rules), `miss, exits at 15` or `detour, exits at 9`.
pub fn describe(dims: Dims, port: Port, response: Response) -> String {
    match response {
        Response::Hit => "hit".into(),
        Response::Reflection => "reflection".into(),
        Response::Deflected => "deflection, turned away at the edge (no output)".into(),
        Response::Exit(q) if q == dims.opposite(port) => format!("miss, exits at {q}"),
        Response::Exit(q) => format!("detour, exits at {q}"),
    }
}
