//! The premises of a puzzle as switches of one incremental SAT solver:
//! each fired ray's result (an exit pair is one ray) and the atom count
//! get a selector literal, and every clause of their encoding is guarded
//! by it, so assuming a selector switches that premise on.
//!
//! The encoding is the complete one of module `encode`, *without* seed
//! 001's facts (they are consequences of every hint together, and here
//! hints are switched on and off), so it is exact for every subset of the
//! premises: the models of the premises switched on, projected on the
//! cells, are exactly the boards that reproduce them (argued in
//! `encode.rs`). A question ([`Premises::ask`]) assumes some premises and
//! a cell's value: a satisfiable one answers a board (checked by
//! simulation against those premises and the cell), an unsatisfiable one
//! the *core*, the premises among those assumed that the solver used.
//!
//! Besides the explanations of module `why`, module `forced` asks these
//! questions (some premises on, some cells fixed: [`Premises::ask_where`]),
//! and so do the generator's tests, so the type is public.
//!
//! Memory: as the conflict search of module `explain`, the encoding is
//! built ray by ray and abandoned past [`CONFLICT_MAX_CLAUSES`] clauses.

use super::lazy::Lazy;
use super::lessen::lessen;
use super::Premise;
use crate::encode::Encoder;
use crate::explain::{Unexplained, CONFLICT_MAX_CLAUSES};
use crate::others::facts_alone;
use blackbox::{AtomCount, Board, Dims, Puzzle};
use logic::{
    default_solver, ClauseSink, Control, DefaultSolver, Guarded, Lit, Result, SatResult, SatSolver,
    Var,
};

/// What a question to the solver answered.
#[derive(Debug, Clone)]
pub enum Answer {
    /// A board meeting the premises assumed, with the cell as assumed.
    Board(Board),
    /// No such board: the premises the proof used (indices, ascending) —
    /// the premises assumed always include them.
    Core(Vec<usize>),
    /// The call used up its decision budget first.
    Unknown,
}

/// The premises of one puzzle, loaded into one solver.
pub struct Premises<'a> {
    puzzle: &'a Puzzle,
    solver: DefaultSolver,
    cells: Vec<Var>,
    selectors: Vec<Lit>,
    /// The same premises in the lazily encoded solver of module `lazy`,
    /// loaded on its first question.
    lazy: Option<Lazy<'a>>,
    /// Each premise, by index: the rays in port order, then the atom count
    /// when it says anything.
    pub(crate) list: Vec<Premise>,
}

impl<'a> Premises<'a> {
    /// Loads every premise of `puzzle`; `Err` when `control` stops it or
    /// the encoding passes [`CONFLICT_MAX_CLAUSES`].
    pub fn load(puzzle: &'a Puzzle, control: &Control) -> std::result::Result<Self, Unexplained> {
        let mut solver = default_solver();
        let mut encoder = Encoder::new(puzzle, false);
        encoder.cell_vars(&mut solver);
        let cells = encoder.cells().to_vec();
        let rays = encoder.rays();
        let (mut list, mut selectors) = (Vec::new(), Vec::new());
        let mut clauses = 0u64;
        for (i, &port) in rays.iter().enumerate() {
            control.check().map_err(|_| Unexplained::Stopped)?;
            let selector = solver.new_lit();
            let mut sink = Guarded::new(&mut solver, selector);
            encoder.ray(&mut sink, port);
            facts_alone(puzzle, port, &cells, &mut sink);
            clauses += sink.clauses();
            if clauses > CONFLICT_MAX_CLAUSES {
                return Err(Unexplained::TooBig {
                    rays: i + 1,
                    of: rays.len(),
                });
            }
            list.push(Premise::Ray(port));
            selectors.push(selector);
        }
        if says_something(puzzle.atoms(), puzzle.dims().cells()) {
            let selector = solver.new_lit();
            encoder.atom_count(&mut Guarded::new(&mut solver, selector));
            list.push(Premise::AtomCount);
            selectors.push(selector);
        }
        Ok(Premises {
            puzzle,
            solver,
            cells,
            selectors,
            lazy: None,
            list,
        })
    }

    /// Each premise, by index: the rays in port order, then the atom count
    /// when it says anything.
    pub fn list(&self) -> &[Premise] {
        &self.list
    }

    /// Whether `board` meets premise `i`: its ray shows what it showed, or
    /// its atom number is allowed (by simulation).
    pub fn holds(&self, i: usize, board: &Board) -> bool {
        holds(self.puzzle, self.list[i], board)
    }

    /// The premises `board` does not meet (by simulation).
    pub fn broken(&self, board: &Board) -> Vec<usize> {
        (0..self.list.len())
            .filter(|&i| !self.holds(i, board))
            .collect()
    }

    /// Is there a board meeting the premises `on` whose cell with
    /// row-major index `cell` holds an atom or not as `atom` says? Within
    /// `decisions` decisions of the solver (`None`: no bound);
    /// `Err(Error::Interrupted)` once `control` is cancelled. A board
    /// answered is checked by simulation (a failure is a broken invariant
    /// of the encoding and panics).
    pub(super) fn ask(
        &mut self,
        on: &[usize],
        cell: (usize, bool),
        decisions: Option<u64>,
        control: &Control,
    ) -> Result<Answer> {
        self.ask_where(on, &[cell], decisions, control)
    }

    /// The question of [`Premises::ask`] put to the lazily encoded solver
    /// of module `lazy` (loaded when first armed), each of its solve calls
    /// within `decisions` decisions (module `lazy`: it answers
    /// [`Answer::Unknown`] at once unless armed, [`Premises::arm_lazy`]),
    /// its boards repaired by the local search of module `lessen`.
    pub(super) fn ask_lazy(
        &mut self,
        on: &[usize],
        cell: (usize, bool),
        decisions: u64,
        control: &Control,
    ) -> Result<Answer> {
        // Out of `self` while it asks, so the repair may read the premises.
        let Some(mut lazy) = self.lazy.take() else {
            return Ok(Answer::Unknown);
        };
        let repair = |board: &Board| lessen(self, self.puzzle, board, cell.0, Some(on));
        let answer = lazy.ask(on, cell, decisions, control, &repair);
        self.lazy = Some(lazy);
        answer
    }

    /// Lets the lazily encoded solver answer (module `lazy`), unless one
    /// of its questions ran out of its budget since
    /// [`Premises::reset_lazy`].
    pub(super) fn arm_lazy(&mut self) {
        let (puzzle, list) = (self.puzzle, &self.list);
        self.lazy
            .get_or_insert_with(|| Lazy::load(puzzle, list))
            .arm();
    }

    /// The lazily encoded solver answers no question until
    /// [`Premises::arm_lazy`]: for the next cell explained.
    pub(super) fn reset_lazy(&mut self) {
        if let Some(lazy) = &mut self.lazy {
            lazy.reset();
        }
    }

    /// Is there a board meeting the premises `on` with every cell of
    /// `fixed` (row-major index, atom or not) as it says? The core of an
    /// unsatisfiable question names premises only (the cells are always
    /// assumed). A board answered is checked by simulation against the
    /// premises and the cells. Within `decisions` decisions of the solver
    /// ([`Answer::Unknown`] past them; `None`: no bound).
    pub fn ask_where(
        &mut self,
        on: &[usize],
        fixed: &[(usize, bool)],
        decisions: Option<u64>,
        control: &Control,
    ) -> Result<Answer> {
        control.check()?;
        let mut assumptions: Vec<Lit> = on.iter().map(|&i| self.selectors[i]).collect();
        assumptions.extend(fixed.iter().map(|&(i, atom)| Lit::new(self.cells[i], atom)));
        self.solver.set_control(control);
        self.solver.set_decision_budget(decisions);
        match self.solver.solve_with(&assumptions) {
            SatResult::Interrupted => {
                control.check()?;
                Ok(Answer::Unknown)
            }
            SatResult::Sat => {
                let dims = self.puzzle.dims();
                let board = model_board(&self.solver, &self.cells, dims);
                let has = |&(i, atom): &(usize, bool)| board.has_atom(dims.cell_at(i)) == atom;
                assert!(
                    fixed.iter().all(has) && on.iter().all(|&i| self.holds(i, &board)),
                    "the encoding is exact for every subset of the premises (encode.rs)"
                );
                Ok(Answer::Board(board))
            }
            SatResult::Unsat => Ok(Answer::Core(core(&self.solver, on, &self.selectors))),
        }
    }
}

/// The board of `solver`'s model over the cell variables `cells` (after
/// a satisfiable call).
pub(super) fn model_board(solver: &DefaultSolver, cells: &[Var], dims: Dims) -> Board {
    let mut board = Board::empty(dims);
    for (i, &var) in cells.iter().enumerate() {
        board.set(
            dims.cell_at(i),
            solver.value(Lit::positive(var)) == Some(true),
        );
    }
    board
}

/// The premises of `on` whose selector (by index into `selectors`) the
/// proof of `solver`'s last, unsatisfiable call used, ascending.
pub(super) fn core(solver: &DefaultSolver, on: &[usize], selectors: &[Lit]) -> Vec<usize> {
    let failed = solver.failed_assumptions();
    let mut core: Vec<usize> = (on.iter().copied())
        .filter(|&i| failed.contains(&selectors[i]))
        .collect();
    core.sort_unstable();
    core
}

/// Whether `board` meets `premise` of `puzzle`: its ray shows what it
/// showed, or its atom number is allowed (by simulation).
pub(super) fn holds(puzzle: &Puzzle, premise: Premise, board: &Board) -> bool {
    match premise {
        Premise::Ray(port) => Some(board.response(port, puzzle.rules())) == puzzle.hint(port),
        Premise::AtomCount => puzzle.atoms().allows(board.atom_count()),
    }
}

/// Whether an atom count rules out some atom number on a board of `cells`
/// cells (otherwise it is no premise).
fn says_something(atoms: AtomCount, cells: usize) -> bool {
    atoms.min() > 0 || atoms.max(cells) < cells
}
