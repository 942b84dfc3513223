//! An incremental SAT search over the boards that solve a puzzle.
//!
//! [`Search`] loads the encoding of [`super::encode`] into the default
//! solver of `logic` and hands out solution boards one by one; callers
//! exclude what they have seen with blocking clauses over chosen cells.
//! Invariant: every board returned reproduces every hint and the atom count
//! (the encoding is exact; debug builds re-check by simulation).

use super::encode::Encoder;
use crate::board::Board;
use crate::geometry::Cell;
use crate::puzzle::Puzzle;
use crate::Port;
use logic::{default_solver, ClauseSink, DefaultSolver, Lit, SatResult, SatSolver, Var};

/// A SAT solver loaded with a puzzle's encoding.
pub struct Search<'a> {
    puzzle: &'a Puzzle,
    solver: DefaultSolver,
    cells: Vec<Var>,
    rays: Vec<Port>,
}

impl<'a> Search<'a> {
    /// Encodes `puzzle` (with the preprocessing facts) into a fresh solver.
    pub fn new(puzzle: &'a Puzzle) -> Self {
        let mut solver = default_solver();
        let mut encoder = Encoder::new(puzzle, true);
        encoder.encode_all(&mut solver);
        Search {
            puzzle,
            cells: encoder.cells().to_vec(),
            rays: encoder.rays(),
            solver,
        }
    }

    /// The ports whose rays the encoding constrains (one per exit pair).
    pub fn rays(&self) -> &[Port] {
        &self.rays
    }

    /// The literal "cell holds an atom".
    pub fn cell_lit(&self, cell: Cell) -> Lit {
        Lit::positive(self.cells[self.puzzle.dims().index(cell)])
    }

    /// Another solution not excluded so far, or `None`.
    pub fn next_board(&mut self) -> Option<Board> {
        self.next_board_with(&[])
    }

    /// Another solution in which every literal of `assumptions` holds.
    pub fn next_board_with(&mut self, assumptions: &[Lit]) -> Option<Board> {
        if self.solver.solve_with(assumptions) == SatResult::Unsat {
            return None;
        }
        let dims = self.puzzle.dims();
        let mut board = Board::empty(dims);
        for cell in dims.all_cells() {
            if self.solver.value(self.cell_lit(cell)) == Some(true) {
                board.set(cell, true);
            }
        }
        debug_assert!(self.puzzle.is_solved_by(&board), "{board:?}");
        Some(board)
    }

    /// Excludes every board that agrees with `board` on all cells of
    /// `cells` (an empty list excludes everything).
    pub fn block(&mut self, board: &Board, cells: impl IntoIterator<Item = Cell>) {
        let clause: Vec<Lit> = cells
            .into_iter()
            .map(|c| {
                let x = self.cell_lit(c);
                if board.has_atom(c) {
                    !x
                } else {
                    x
                }
            })
            .collect();
        self.solver.add_clause(&clause);
    }
}
