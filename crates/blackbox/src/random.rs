//! Random boards from a caller-supplied random number generator.
//!
//! The library owns no randomness source: callers pass a seeded generator,
//! so the same seed always gives the same board.

use crate::board::Board;
use crate::error::Result;
use crate::geometry::{Cell, Dims};
use crate::puzzle::AtomCount;
use rand::Rng;

/// A board with exactly `atoms` atoms placed uniformly at random.
pub fn board(dims: Dims, atoms: usize, rng: &mut impl Rng) -> Result<Board> {
    AtomCount::Exact(atoms).check(dims)?;
    let mut board = Board::empty(dims);
    for i in rand::seq::index::sample(rng, dims.cells(), atoms) {
        board.set(Cell::from_index(dims, i), true);
    }
    Ok(board)
}

impl Cell {
    /// The cell with row-major index `i` on a board of `dims`.
    pub(crate) fn from_index(dims: Dims, i: usize) -> Cell {
        Cell::new(i / dims.cols(), i % dims.cols())
    }
}
