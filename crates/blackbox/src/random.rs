//! Random boards from a caller-supplied random number generator.
//!
//! The library owns no randomness source: callers pass a seeded generator,
//! so the same seed always gives the same board.

use crate::board::Board;
use crate::error::Result;
use crate::geometry::Dims;
use crate::puzzle::AtomCount;
use rand::Rng;

/// A board with exactly `atoms` atoms placed uniformly at random.
pub fn board(dims: Dims, atoms: usize, rng: &mut impl Rng) -> Result<Board> {
    AtomCount::Exact(atoms).check(dims)?;
    let mut board = Board::empty(dims);
    for i in rand::seq::index::sample(rng, dims.cells(), atoms) {
        board.set(dims.cell_at(i), true);
    }
    Ok(board)
}
