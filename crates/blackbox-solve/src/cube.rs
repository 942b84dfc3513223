//! *Cubes*: sets of solutions that share what the hinted rays look at —
//! the unit of exact counting ([`super::split`] counts by cubes per part;
//! uniqueness and port outcomes use the whole-board cubes here).
//!
//! The **read set** of a board is the set of cells the tracer inspects while
//! firing the encoded rays (and optionally one extra port): at the entry
//! the entry cell and, unless it holds an atom, both cells beside it; at
//! each state the cell ahead, then (if empty) the ahead-left cell, then (if
//! empty) the ahead-right cell. A **cube** is a board's read set `W` with
//! the board's values on `W`. Any board that agrees on `W` traces the very
//! same rays (the tracer never looks elsewhere), so *every* board in the
//! cube solves the hints, whatever the `f = R·C − |W|` free cells hold.
//!
//! Cubes found one after another, each blocked by a clause over its `W`,
//! are disjoint: a board in two cubes would trace the same rays as both
//! cubes' models, so both would have its read set and its values there —
//! but the second model was required to differ from the first on that set.
//! They cover every solution, since only boards in found cubes are blocked.
//!
//! A cube with `a` atoms in `W` holds `C(f, t − a)` boards of `t` atoms: its
//! generating function by atom number is `x^a (1 + x)^f`. Summing over cubes
//! and over the allowed atom numbers gives the exact count (arbitrary
//! precision). Cells that no ray can ever observe are simply never in any
//! `W`: they contribute the binomial factors. Per cell, the boards of a cube
//! with an atom in a free cell number `weight(a + 1, f − 1)`.

use super::reads::mark_reads;
use super::search::Search;
use blackbox::Board;
use blackbox::Port;
use blackbox::{binomial_row, Cell};
use blackbox::{AtomCount, Puzzle};
use logic::Control;
use num_bigint::BigUint;
use num_traits::{One, Zero};
use std::collections::HashMap;

/// One cube: a model, the cells its rays read, and its atom tally there.
#[derive(Debug, Clone)]
pub(crate) struct Cube {
    /// A solution in the cube.
    pub board: Board,
    /// Atoms of `board` in the read set.
    pub atoms_read: usize,
    /// Cells outside the read set.
    pub free: usize,
    /// The read set.
    pub read: Vec<Cell>,
}

/// Enumerates the cubes of `puzzle`'s solutions (reading `extra`'s ray too,
/// if given) until `visit` returns `false`; `Err(Error::Interrupted)` when
/// `control` is cancelled first.
pub(crate) fn for_each_cube(
    puzzle: &Puzzle,
    extra: Option<Port>,
    control: &Control,
    mut visit: impl FnMut(&Cube) -> bool,
) -> logic::Result<()> {
    let mut search = Search::new(puzzle, control);
    let dims = puzzle.dims();
    let ports: Vec<Port> = search.rays().iter().copied().chain(extra).collect();
    while let Some(board) = search.next_board()? {
        let mut read = vec![false; dims.cells()];
        for &port in &ports {
            mark_reads(&board, port, puzzle.rules(), &mut read);
        }
        let cells: Vec<Cell> = dims.all_cells().filter(|c| read[dims.index(*c)]).collect();
        let cube = Cube {
            atoms_read: cells.iter().filter(|&&c| board.has_atom(c)).count(),
            free: dims.cells() - cells.len(),
            board,
            read: cells,
        };
        if !visit(&cube) {
            return Ok(());
        }
        search.block(&cube.board, cube.read);
    }
    Ok(())
}

/// Exact weights of cubes: how many boards with an allowed atom number a
/// cube holds. Caches rows of binomial coefficients.
#[derive(Debug, Clone)]
pub(crate) struct Weights {
    count: AtomCount,
    cells: usize,
    rows: HashMap<usize, Vec<BigUint>>,
    memo: HashMap<(usize, usize), BigUint>,
}

impl Weights {
    /// Weights under the atom count of `puzzle`.
    pub(crate) fn new(puzzle: &Puzzle) -> Self {
        Weights {
            count: puzzle.atoms(),
            cells: puzzle.dims().cells(),
            rows: HashMap::new(),
            memo: HashMap::new(),
        }
    }

    /// `Σ C(f, t − a)` over the allowed atom numbers `t`: the boards of a
    /// cube with `a` atoms read and `f` free cells.
    pub(crate) fn weight(&mut self, a: usize, f: usize) -> BigUint {
        if let Some(w) = self.memo.get(&(a, f)) {
            return w.clone();
        }
        let lo = self.count.min().max(a);
        let hi = self.count.max(self.cells).min(a + f);
        let w = if lo > hi {
            BigUint::zero()
        } else if lo == a && hi == a + f {
            BigUint::one() << f
        } else {
            // Terms up to `hi − a` only: the row is cached per `f`, so the
            // largest allowed atom number bounds every term ever read.
            let cap = self.count.max(self.cells);
            let row = self.rows.entry(f).or_insert_with(|| binomial_row(f, cap));
            row[lo - a..=hi - a].iter().sum()
        };
        self.memo.insert((a, f), w.clone());
        w
    }

    /// The weight of a cube.
    pub(crate) fn of(&mut self, cube: &Cube) -> BigUint {
        self.weight(cube.atoms_read, cube.free)
    }
}

/// A cube as the uniform sampler keeps it ([`crate::Sampler`]): its decided
/// cells (row-major index, atom or not) besides the cells known in every
/// solution; every other cell is open.
#[derive(Debug, Clone)]
pub(crate) struct Decided {
    /// Decided cells, each `index << 1 | atom`.
    pub decided: Vec<u32>,
    /// Atoms among the decided and known cells.
    pub atoms: usize,
    /// Open cells.
    pub open: usize,
}

impl Decided {
    /// A cube from its decided cells (`(index, atom)`), its atoms (decided
    /// and known) and its open cells.
    pub(crate) fn new(
        decided: impl IntoIterator<Item = (usize, bool)>,
        atoms: usize,
        open: usize,
    ) -> Decided {
        let decided = (decided.into_iter())
            .map(|(i, atom)| (i as u32) << 1 | u32::from(atom))
            .collect();
        Decided {
            decided,
            atoms,
            open,
        }
    }
}
