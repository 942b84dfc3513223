//! The backbone: the cells on which every solution agrees, established
//! cell by cell so that an interrupted run still says what it proved.
//!
//! **State.** Relative to a first solution `first`, each cell is *proven*
//! (every solution agrees with `first` there), *open* (two solutions seen
//! differ there), or a *candidate* (equal in every solution seen, not
//! proven). Only solutions the [`Search`] hands out (simulated) make a cell
//! open, and only a proof makes it proven, so whatever the state holds when
//! the work stops is true ([`Backbone::known`]).
//!
//! **Filters, cheapest first.**
//! 1. *Known solutions* (the ones the caller found while deciding
//!    uniqueness) and, for every solution, the free cells of its cube when
//!    they can take both values ([`Search::varying_free`]): no solver call.
//! 2. *Level-0 facts*: a candidate whose value the solver derives without
//!    any decision ([`Search::fixed`]) is proven (the search's clauses are
//!    a relaxation of the exact encoding plus consequences of it, so every
//!    solution satisfies them). Checked again after every call, as learned
//!    units accumulate.
//! 3. *Local witnesses*: for each candidate, a solve with the candidate
//!    flipped and every cell read by the rays on the latest solution fixed
//!    to its value there, except within Chebyshev distance `r` of the
//!    candidate (`r` in [`RADII`], growing). A model is a solution that
//!    makes the candidate (and whatever else it flips) open; UNSAT proves
//!    nothing and the candidate waits for the next radius.
//! 4. *Chunks*: a solve asking for a solution that flips one of at most
//!    [`CHUNK`] candidates (a clause switched on by a guard literal). UNSAT
//!    proves all of them (a unit clause each, which helps the later calls);
//!    a model makes at least one open.
//!
//! **Measured** (30x30/90 full feedback, seed 1, `deduce --count-budget 0`,
//! user time under a load of about 5 on 2 cores): the UNSAT answers are
//! nearly free (133 of the 161 backbone cells are level-0 facts right after
//! the first solution, the others take microseconds once found); the time
//! goes into the *satisfiable* calls that look for a solution flipping a
//! rarely open cell: globally such a call runs up to ~100 rounds of lazy
//! refinement and takes up to 4 s, the solver's model differing from the
//! first solution in 110–140 cells, although a solution that differs only
//! within distance 14 of the cell exists for every open cell (step 3 finds
//! all of them on that board). One clause over all candidates per call (the
//! previous code): 6.0 s; one candidate per call: 4.8 s; chunks of 8: 2.3 s,
//! of 32: 7.5 s. Radii for step 3: 2, 5, 10, 20 left 1 candidate for the
//! chunks on seed 2 (4.8 s user against 15 s before); 3, 8, 16 and 4, 16
//! were slower (6.4 s, 6.5 s). Over seeds 1–11 (`random --size 30x30
//! --atoms 90 --seed S`, `deduce --count-budget 0`, old and new binary
//! interleaved on a machine loaded far beyond its 2 cores, so user time is
//! the figure): median 4.5 s → 1.9 s, slowest 17.3 s → 10.0 s, the same
//! statuses on every board both finished. Not kept: encoding every ray
//! completely before the backbone (chunks of 8: 9.8 s; one clause:
//! 16.5 s): the lazy encoding's smaller formula wins even with its
//! refinement rounds.

use super::search::Search;
use blackbox::{Board, Cell, CellStatus};
use logic::Result;

/// The neighbourhood radii of the local witnesses (step 3 of the module
/// doc), tried in this order.
const RADII: [usize; 4] = [2, 5, 10, 20];

/// The most candidates one chunk call asks about (step 4).
const CHUNK: usize = 8;

/// A backbone computation's state (see the module doc).
pub(crate) struct Backbone {
    first: Board,
    latest: Board,
    known: Vec<Option<CellStatus>>,
}

impl Backbone {
    /// The state after `first` alone: every cell a candidate.
    pub(crate) fn new(first: &Board) -> Self {
        Backbone {
            first: first.clone(),
            latest: first.clone(),
            known: vec![None; first.dims().cells()],
        }
    }

    /// Per row-major cell: `Some(Atom | Empty)` proven, `Some(Open)` shown
    /// open by two solutions, `None` not established (yet).
    pub(crate) fn known(&self) -> &[Option<CellStatus>] {
        &self.known
    }

    /// The finished backbone per row-major cell: `Some(atom?)` where every
    /// solution agrees, `None` where they differ (only meaningful after
    /// [`Backbone::run`] succeeded).
    pub(crate) fn fixed(&self) -> Vec<Option<bool>> {
        self.known
            .iter()
            .map(|k| match k {
                Some(CellStatus::Atom) => Some(true),
                Some(CellStatus::Empty) => Some(false),
                _ => None,
            })
            .collect()
    }

    /// Establishes every cell, using the `seen` solutions first; when this
    /// fails (the search's control was cancelled), [`Backbone::known`]
    /// keeps what was established. Afterwards every solution of `search`
    /// agrees with the proven cells by clauses too.
    pub(crate) fn run(&mut self, search: &mut Search, seen: &[Board]) -> Result<()> {
        self.saw(search, &self.first.clone());
        for board in seen {
            self.saw(search, board);
        }
        for r in RADII {
            for cell in self.candidates(search) {
                if self.known[self.first.dims().index(cell)].is_none() {
                    self.local(search, cell, r)?;
                }
            }
        }
        loop {
            let chunk: Vec<Cell> = self.candidates(search).into_iter().take(CHUNK).collect();
            if chunk.is_empty() {
                return Ok(());
            }
            let guard = search.new_guard();
            search.block_if(Some(guard), &self.first, chunk.iter().copied());
            let found = search.next_board_with(&[guard]);
            search.release(guard);
            match found? {
                Some(board) => self.saw(search, &board),
                None => chunk.into_iter().for_each(|c| self.prove(search, c)),
            }
        }
    }

    /// The candidates left after proving those the solver has fixed.
    fn candidates(&mut self, search: &mut Search) -> Vec<Cell> {
        let dims = self.first.dims();
        let mut left = Vec::new();
        for cell in dims.all_cells() {
            if self.known[dims.index(cell)].is_some() {
                continue;
            }
            match search.fixed(cell) {
                Some(_) => self.prove(search, cell),
                None => left.push(cell),
            }
        }
        left
    }

    /// Step 3 of the module doc for `cell` at radius `r`.
    fn local(&mut self, search: &mut Search, cell: Cell, r: usize) -> Result<()> {
        let flip = !search.board_lit(&self.first, cell);
        let (read, _) = search.reads(&self.latest);
        let far = |c: &Cell| c.row().abs_diff(cell.row()) > r || c.col().abs_diff(cell.col()) > r;
        let assumptions: Vec<_> = std::iter::once(flip)
            .chain(
                read.iter()
                    .filter(|c| far(c))
                    .map(|&c| search.board_lit(&self.latest, c)),
            )
            .collect();
        if let Some(board) = search.next_board_with(&assumptions)? {
            self.saw(search, &board);
        }
        Ok(())
    }

    /// Marks open every candidate that the solution `board` flips, and the
    /// free cells of its cube that can take both values.
    fn saw(&mut self, search: &Search, board: &Board) {
        let dims = self.first.dims();
        for cell in dims.all_cells() {
            if board.has_atom(cell) != self.first.has_atom(cell) {
                self.known[dims.index(cell)] = Some(CellStatus::Open);
            }
        }
        for cell in search.varying_free(board) {
            self.known[dims.index(cell)] = Some(CellStatus::Open);
        }
        self.latest = board.clone();
    }

    /// Records that every solution agrees with `first` on `cell`, and adds
    /// that as a clause.
    fn prove(&mut self, search: &mut Search, cell: Cell) {
        let atom = self.first.has_atom(cell);
        self.known[self.first.dims().index(cell)] = Some(if atom {
            CellStatus::Atom
        } else {
            CellStatus::Empty
        });
        search.assert(search.board_lit(&self.first, cell));
    }
}
