//! What a few premises force once some cells are known: the question a
//! step-by-step solver asks ("given the cells placed so far, which cells do
//! these two rays settle?"), answered exactly.
//!
//! [`Forcing::forced`] takes some premises of a puzzle (its fired rays'
//! results and its atom count, as module `why` names them), the cells
//! known so far and one board meeting both (the *model*: the puzzle's
//! answer, for a generator that knows it). A cell not known yet is forced
//! when every board meeting the premises and the known cells has it as the
//! model has it. Two ways settle each cell, cheapest first:
//!
//! 1. **Boards rule cells out.** A board meeting the premises and the known
//!    cells rules out every cell where it differs from the model, and every
//!    cell its rays do not read (module `reads`): flipping such a cell
//!    changes no ray, so it is not forced unless the atom count is a
//!    premise — then only when another unread cell holds the other value
//!    (the atom moves there) or the count allows one atom more or less.
//!    The model is the first such board; boards found are kept (at most
//!    [`POOL`]) and used again for every later question they meet (while
//!    they agree with the known cells).
//! 2. **A search per cell left**: a board of the premises' own puzzle with
//!    the known cells and the cell the other way, by the path search over
//!    partial boards (module `sparse`, within [`PROBES`] probes), or past
//!    them by the premises' SAT solver ([`Premises`]). A board rules cells
//!    out as in 1.; none proves the cell forced.
//!
//! Every answer is exact: 1. only rules out (with a board), 2. proves. The
//! control is polled by every search.

use crate::explain::{sub_puzzle, Unexplained};
use crate::reads::mark_reads;
use crate::why::{Answer, Premise, Premises};
use blackbox::{Board, Cell, Puzzle};
use logic::{Control, Result};

/// Boards kept for later questions (a tuning constant: private).
const POOL: usize = 256;

/// Probes of the path search for one cell: past them the SAT solver answers
/// (a tuning constant: private).
const PROBES: u64 = 20_000;

/// A board found, with the premises it meets.
struct Kept {
    board: Board,
    meets: Vec<bool>,
}

/// The premises of one puzzle, loaded once for many questions.
pub struct Forcing<'a> {
    puzzle: &'a Puzzle,
    premises: Premises<'a>,
    pool: Vec<Kept>,
    probes: u64,
}

impl<'a> Forcing<'a> {
    /// Loads the premises of `puzzle`; `Err` when `control` stops it or the
    /// encoding is too big.
    pub fn new(puzzle: &'a Puzzle, control: &Control) -> std::result::Result<Self, Unexplained> {
        Ok(Forcing {
            puzzle,
            premises: Premises::load(puzzle, control)?,
            pool: Vec::new(),
            probes: PROBES,
        })
    }

    /// The same, with the path search given `probes` probes a cell instead
    /// of its default budget (0: the SAT solver answers every cell).
    pub fn with_probes(self, probes: u64) -> Self {
        Forcing { probes, ..self }
    }

    /// The puzzle's premises: its rays in port order, then the atom count
    /// when it rules out some number of atoms.
    pub fn premises(&self) -> &[Premise] {
        self.premises.list()
    }

    /// The puzzle it was loaded with.
    pub fn puzzle(&self) -> &'a Puzzle {
        self.puzzle
    }

    /// The cells not in `known` (per row-major cell) that every board
    /// meeting `set` (premises of the puzzle) and `known` has as `model`
    /// has them, in row-major order (see the module doc).
    ///
    /// # Panics
    /// When `model` does not meet `set` and `known`, or `set` holds a
    /// premise the puzzle does not have.
    pub fn forced(
        &mut self,
        set: &[Premise],
        known: &[Option<bool>],
        model: &Board,
        control: &Control,
    ) -> Result<Vec<Cell>> {
        let dims = self.puzzle.dims();
        let on: Vec<usize> = set
            .iter()
            .map(|p| {
                (self.premises.list().iter().position(|q| q == p)).expect("a premise of the puzzle")
            })
            .collect();
        let agrees = |board: &Board| {
            (known.iter().enumerate())
                .all(|(i, k)| k.is_none_or(|atom| board.has_atom(dims.cell_at(i)) == atom))
        };
        assert!(
            agrees(model) && on.iter().all(|&i| self.premises.holds(i, model)),
            "the model meets the premises and the known cells"
        );
        let mut open: Vec<usize> = (0..dims.cells()).filter(|&i| known[i].is_none()).collect();
        self.rule_out(&mut open, set, known, model, model);
        for kept in &self.pool {
            if !open.is_empty() && on.iter().all(|&i| kept.meets[i]) && agrees(&kept.board) {
                self.rule_out(&mut open, set, known, model, &kept.board);
            }
        }
        if open.is_empty() {
            return Ok(Vec::new());
        }
        let fixed: Vec<(usize, bool)> = (known.iter().enumerate())
            .filter_map(|(i, k)| k.map(|atom| (i, atom)))
            .collect();
        let rays = set.iter().filter_map(|p| match p {
            Premise::Ray(port) => Some(*port),
            Premise::AtomCount => None,
        });
        let sub = sub_puzzle(self.puzzle, rays, set.contains(&Premise::AtomCount));
        let mut forced = Vec::new();
        while let Some(&cell) = open.first() {
            let mut question = fixed.clone();
            question.push((cell, !model.has_atom(dims.cell_at(cell))));
            let found = match crate::sparse::board_with(&sub, &question, self.probes, control)? {
                Some(found) => found,
                // No decision budget: the solver answers, or `control`
                // stopped it.
                None => match self.premises.ask_where(&on, &question, None, control)? {
                    Answer::Board(board) => Some(board),
                    Answer::Core(_) => None,
                    Answer::Unknown => return Err(logic::Error::Interrupted),
                },
            };
            match found {
                None => {
                    forced.push(cell);
                    open.remove(0);
                }
                Some(board) => {
                    self.rule_out(&mut open, set, known, model, &board);
                    self.keep(board);
                }
            }
        }
        forced.sort_unstable();
        Ok(forced.into_iter().map(|i| dims.cell_at(i)).collect())
    }

    /// Removes from `open` the cells `board` (meeting `set` and `known`)
    /// shows are not forced (module doc, 1.).
    fn rule_out(
        &self,
        open: &mut Vec<usize>,
        set: &[Premise],
        known: &[Option<bool>],
        model: &Board,
        board: &Board,
    ) {
        let dims = self.puzzle.dims();
        let mut read = vec![false; dims.cells()];
        for premise in set {
            if let Premise::Ray(port) = premise {
                mark_reads(board, *port, self.puzzle.rules(), &mut read);
            }
        }
        let has = |i: usize| board.has_atom(dims.cell_at(i));
        let unread = |i: usize| !read[i] && known[i].is_none();
        let flippable = if set.contains(&Premise::AtomCount) {
            let atoms = self.puzzle.atoms();
            let n = board.atom_count();
            let unread_atoms = (0..dims.cells()).any(|i| unread(i) && has(i));
            let unread_empty = (0..dims.cells()).any(|i| unread(i) && !has(i));
            // Indexed by the cell's value: an empty cell takes an unread
            // atom moved in (or one atom more), an atom moves to an unread
            // empty cell (or goes: one atom fewer).
            [
                unread_atoms || atoms.allows(n + 1),
                unread_empty || (n > 0 && atoms.allows(n - 1)),
            ]
        } else {
            [true, true]
        };
        open.retain(|&i| {
            has(i) == model.has_atom(dims.cell_at(i))
                && !(unread(i) && flippable[usize::from(has(i))])
        });
    }

    /// Keeps `board` for later questions.
    fn keep(&mut self, board: Board) {
        let meets = (0..self.premises.list().len())
            .map(|i| self.premises.holds(i, &board))
            .collect();
        if self.pool.len() == POOL {
            self.pool.remove(0);
        }
        self.pool.push(Kept { board, meets });
    }
}
