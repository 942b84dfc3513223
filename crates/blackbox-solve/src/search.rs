//! An incremental SAT search over the boards that solve a puzzle.
//!
//! [`Search`] loads the encoding of [`super::encode`] into the default
//! solver of `logic` and hands out solution boards one by one; callers
//! exclude what they have seen with blocking clauses over chosen cells.
//!
//! The rays are encoded *lazily* (counterexample-guided, see "Lazy
//! encoding" in [`super::encode`]): each solve call's board is simulated,
//! and while it misses a hint, the states that each ray missing its hint
//! visits (and the states one step on) get their clauses and the solver
//! runs again (refining only the wrong rays measured 1.5–2.7x faster on
//! 20x20/30x30 than refining all).
//!
//! The atom count is lazy too. Its counter is most of the solver's work
//! (30x30/90 full feedback: first solution ~10x faster without it), and
//! a board that reproduces every hint rarely needs it: every board of the
//! board's *cube* (same values on the cells the rays read, any values on
//! the free cells, see [`super::cube`]) reproduces the hints as well. So
//! when a model reproduces every hint but has a wrong atom number, the
//! free cells are refilled to the allowed number nearest to it; the refilled
//! board is accepted if the solver, with every cell fixed to it (and the
//! caller's assumptions), finds the clauses loaded satisfied — blocking
//! clauses included. Only when that fails is the counter loaded, once.
//!
//! The clauses loaded are always a subset of the complete encoding with the
//! counter, so an UNSAT answer is exact; a board is returned only after
//! simulation shows it solves the puzzle (hints and atom count).
//!
//! Cancellation: the search polls a [`Control`] (through the solver); once
//! it is cancelled, calls answer `Err(Error::Interrupted)` rather than a
//! board or `None`, so `Ok(None)` is always a proof. Progress: after each
//! board handed out, the control hears how many this search has found.
//!
//! Freeing: a search on a big board holds hundreds of MB in millions of
//! small allocations (255x255 with 3,000 atoms after 15 s: 700 MB, and 1.3 s
//! to free on a loaded machine, after the time limit had stopped it). From
//! [`FREE_ASIDE_CELLS`] cells on, a dropped search hands its solver and ray
//! states to a thread of their own to free, so the caller answers at once;
//! a process that ends meanwhile leaves them to the system.
//!
//! Invariant: every board returned reproduces every hint and the atom count.

use super::encode::{Encoder, RayStates};
use super::reads::mark_reads;
use blackbox::Board;
use blackbox::Cell;
use blackbox::Port;
use blackbox::Puzzle;
use logic::{
    default_solver, ClauseSink, Control, DefaultSolver, Error, Lit, Result, SatResult, SatSolver,
    Var,
};

/// Boards of at least this many cells (100x100) free a dropped search on
/// a thread of their own (see the module doc); smaller ones, which free in
/// milliseconds, need no thread.
pub(crate) const FREE_ASIDE_CELLS: usize = 10_000;

/// A SAT solver loaded with a puzzle's encoding.
pub(crate) struct Search<'a> {
    puzzle: &'a Puzzle,
    solver: DefaultSolver,
    encoder: Encoder<'a>,
    cells: Vec<Var>,
    rays: Vec<Port>,
    lazy: Vec<RayStates>,
    counted: bool,
    control: Control,
    found: u64,
}

impl<'a> Search<'a> {
    /// Loads `puzzle`'s cells, preprocessing facts and the entry of every
    /// ray into a fresh solver (the atom count comes later, if needed);
    /// every solve polls `control`.
    pub(crate) fn new(puzzle: &'a Puzzle, control: &Control) -> Self {
        let mut solver = default_solver();
        solver.set_control(control);
        let mut encoder = Encoder::new(puzzle, true);
        encoder.cell_vars(&mut solver);
        let rays = encoder.rays();
        let lazy = encoder
            .all_rays()
            .into_iter()
            .map(|p| encoder.lazy_ray(&mut solver, p))
            .collect();
        Search {
            puzzle,
            cells: encoder.cells().to_vec(),
            encoder,
            rays,
            lazy,
            solver,
            counted: false,
            control: control.clone(),
            found: 0,
        }
    }

    /// Polls `control` from now on, in place of the control it was made
    /// with (for a race that must stop this search alone).
    pub(crate) fn set_control(&mut self, control: &Control) {
        self.solver.set_control(control);
        self.control = control.clone();
    }

    /// Bounds every later solve call to about `decisions` decisions
    /// (`None`: no bound); a call past it answers `Err(Error::Interrupted)`
    /// as a cancelled control does (the caller's control tells them apart).
    pub(crate) fn set_decision_budget(&mut self, decisions: Option<u64>) {
        self.solver.set_decision_budget(decisions);
    }

    /// The hinted ports with one end per exit pair (whose read sets make the
    /// cubes of [`super::cube`]); the encoding constrains both ends.
    pub(crate) fn rays(&self) -> &[Port] {
        &self.rays
    }

    /// The literal "cell holds an atom".
    pub(crate) fn cell_lit(&self, cell: Cell) -> Lit {
        Lit::positive(self.cells[self.puzzle.dims().index(cell)])
    }

    /// The value every solution not excluded so far gives `cell`, when the
    /// solver has derived it without any decision (see
    /// [`SatSolver::fixed`]); `None` proves nothing.
    pub(crate) fn fixed(&self, cell: Cell) -> Option<bool> {
        self.solver.fixed(self.cell_lit(cell))
    }

    /// Another solution not excluded so far, or `None` (a proof that there
    /// is none); `Err(Error::Interrupted)` once the control is cancelled.
    pub(crate) fn next_board(&mut self) -> Result<Option<Board>> {
        self.next_board_with(&[])
    }

    /// Another solution in which every literal of `assumptions` holds (as
    /// [`Search::next_board`]).
    pub(crate) fn next_board_with(&mut self, assumptions: &[Lit]) -> Result<Option<Board>> {
        loop {
            // A solve that needs no restart never polls the control, and on
            // big boards one refinement after another can take seconds:
            // look before each solve.
            self.control.check()?;
            match self.solver.solve_with(assumptions) {
                SatResult::Unsat => return Ok(None),
                SatResult::Interrupted => return Err(Error::Interrupted),
                SatResult::Sat => {}
            }
            let board = self.model_board();
            if self.puzzle.is_solved_by(&board) {
                return Ok(Some(self.hand_out(board)));
            }
            if self.puzzle.first_mismatch(&board).is_some() {
                self.refine(&board)?;
            } else if let Some(board) = self.recount(&board, assumptions)? {
                return Ok(Some(self.hand_out(board)));
            } else {
                // Only a model without the exact counter misses the count.
                debug_assert!(!self.counted);
                self.counted = true;
                self.encoder.atom_count(&mut self.solver);
            }
        }
    }

    /// Counts `n` boards as found already (by another engine, for the
    /// caller to exclude), so that the progress reported goes on from them.
    pub(crate) fn found_elsewhere(&mut self, n: u64) {
        self.found += n;
    }

    /// `board`, counted and reported as found.
    fn hand_out(&mut self, board: Board) -> Board {
        self.found += 1;
        self.control.report(self.found);
        board
    }

    /// The cells the rays of [`Search::rays`] read on `board` (see
    /// [`super::cube`]), and the others, the *free* cells.
    pub(crate) fn reads(&self, board: &Board) -> (Vec<Cell>, Vec<Cell>) {
        let dims = self.puzzle.dims();
        let mut read = vec![false; dims.cells()];
        for &port in &self.rays {
            mark_reads(board, port, &mut read);
        }
        dims.all_cells().partition(|&c| read[dims.index(c)])
    }

    /// The free cells of `board`'s cube (see [`Search::reads`]) when each
    /// of them holds an atom on some board of the cube with an allowed atom
    /// number and is empty on another; else none. For a solution `board`,
    /// those boards are solutions too (every board of the cube reproduces
    /// the hints), so these cells are not in the backbone.
    pub fn varying_free(&self, board: &Board) -> Vec<Cell> {
        let (read, free) = self.reads(board);
        let read_atoms = read.iter().filter(|&&c| board.has_atom(c)).count();
        let allows = |k: usize| self.puzzle.atoms().allows(read_atoms + k);
        let f = free.len();
        let atom_somewhere = (1..=f).any(allows);
        let empty_somewhere = (0..f).any(allows);
        if atom_somewhere && empty_somewhere {
            free
        } else {
            Vec::new()
        }
    }

    /// For a `board` that reproduces every hint but not the atom count: the
    /// board of its cube (same read cells) with an allowed atom number,
    /// if one exists that also meets every clause and assumption loaded.
    fn recount(&mut self, board: &Board, assumptions: &[Lit]) -> Result<Option<Board>> {
        let (read, free) = self.reads(board);
        let read_atoms = read.iter().filter(|&&c| board.has_atom(c)).count();
        let allowed = self.puzzle.atoms();
        let lo = allowed.min().max(read_atoms);
        let hi = allowed
            .max(self.puzzle.dims().cells())
            .min(read_atoms + free.len());
        if lo > hi {
            return Ok(None);
        }
        let target = board.atom_count().clamp(lo, hi);
        let recounted = fill_free(board, &free, target - read_atoms);
        let fixed: Vec<Lit> = assumptions
            .iter()
            .copied()
            .chain(self.board_lits(&recounted))
            .collect();
        let loaded = match self.solver.solve_with(&fixed) {
            SatResult::Sat => true,
            SatResult::Unsat => false,
            SatResult::Interrupted => return Err(Error::Interrupted),
        };
        Ok((loaded && self.puzzle.is_solved_by(&recounted)).then_some(recounted))
    }

    /// The board of the solver's current model.
    fn model_board(&self) -> Board {
        let dims = self.puzzle.dims();
        let mut board = Board::empty(dims);
        for cell in dims.all_cells() {
            if self.solver.value(self.cell_lit(cell)) == Some(true) {
                board.set(cell, true);
            }
        }
        board
    }

    /// Adds the clauses of the states that the rays missing their hint
    /// visit on `board`. By the exactness argument each such ray visits a
    /// state without clauses; should none be found, every ray is encoded completely,
    /// so the loop in [`Search::next_board_with`] always ends.
    ///
    /// On a 255x255 board one refinement can take seconds, so the control
    /// is polled before each ray: `Err(Error::Interrupted)` once cancelled
    /// (the clauses added by then stay a subset of the complete encoding).
    fn refine(&mut self, board: &Board) -> Result<()> {
        let mut added = 0;
        let (puzzle, rules) = (self.puzzle, self.puzzle.rules());
        for ray in &mut self.lazy {
            let port = ray.size.port;
            if puzzle.hint(port) != Some(board.response(port, rules)) {
                self.control.check()?;
                added += self.encoder.refine(&mut self.solver, ray, board);
            }
        }
        debug_assert!(added > 0, "{board:?}");
        if added == 0 {
            for ray in &mut self.lazy {
                self.control.check()?;
                self.encoder.complete(&mut self.solver, ray);
            }
        }
        Ok(())
    }

    /// The literal saying that `cell` is as on `board`.
    pub(crate) fn board_lit(&self, board: &Board, cell: Cell) -> Lit {
        let x = self.cell_lit(cell);
        if board.has_atom(cell) {
            x
        } else {
            !x
        }
    }

    /// One literal per cell, together saying "the board is `board`".
    fn board_lits<'b>(&'b self, board: &'b Board) -> impl Iterator<Item = Lit> + 'b {
        self.puzzle
            .dims()
            .all_cells()
            .map(|c| self.board_lit(board, c))
    }

    /// Excludes every board that agrees with `board` on all cells of
    /// `cells` (an empty list excludes everything).
    pub(crate) fn block(&mut self, board: &Board, cells: impl IntoIterator<Item = Cell>) {
        self.block_if(None, board, cells);
    }

    /// A fresh literal to switch clauses on: clauses added by
    /// [`Search::block_if`] with it hold only in solves that assume it.
    pub(crate) fn new_guard(&mut self) -> Lit {
        self.solver.new_lit()
    }

    /// Adds `lit` as a clause: for a literal every solution satisfies (a
    /// proven backbone cell), so no solution is lost.
    pub(crate) fn assert(&mut self, lit: Lit) {
        self.solver.add_clause(&[lit]);
    }

    /// Switches off the clauses added under `guard` for good.
    pub fn release(&mut self, guard: Lit) {
        self.solver.add_clause(&[!guard]);
    }

    /// Like [`Search::block`], but when `guard` is given only in solves
    /// that assume it.
    pub(crate) fn block_if(
        &mut self,
        guard: Option<Lit>,
        board: &Board,
        cells: impl IntoIterator<Item = Cell>,
    ) {
        let clause: Vec<Lit> = guard
            .map(|g| !g)
            .into_iter()
            .chain(cells.into_iter().map(|c| !self.board_lit(board, c)))
            .collect();
        self.solver.add_clause(&clause);
    }
}

impl Drop for Search<'_> {
    fn drop(&mut self) {
        if self.puzzle.dims().cells() < FREE_ASIDE_CELLS {
            return;
        }
        let solver = std::mem::replace(&mut self.solver, default_solver());
        let lazy = std::mem::take(&mut self.lazy);
        // Should no thread start, the closure (and what it holds) is
        // dropped here instead.
        let _ = std::thread::Builder::new()
            .name("free search".into())
            .spawn(move || drop((solver, lazy)));
    }
}

/// `board` with exactly its first `atoms` free cells holding atoms (the
/// other free cells empty, every other cell unchanged).
pub(crate) fn fill_free(board: &Board, free: &[Cell], atoms: usize) -> Board {
    let mut filled = board.clone();
    for (i, &c) in free.iter().enumerate() {
        filled.set(c, i < atoms);
    }
    filled
}
