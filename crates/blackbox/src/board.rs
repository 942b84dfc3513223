//! A board: its dimensions and the set of cells that hold an atom.
//!
//! Atoms are stored as a bitset over a grid padded with one empty cell on
//! every side, so the ray tracer can look at the cells around any position it
//! reaches (including the positions just outside the rim) without bounds
//! checks. Invariant: padding bits are always zero.

use crate::error::{Error, Result};
use crate::geometry::{Cell, Dims, Pos};
use std::fmt;

/// A Black Box board: dimensions plus atom positions.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    dims: Dims,
    /// One bit per position of the padded grid ([`Dims::padded_index`]).
    bits: Vec<u64>,
}

impl Board {
    /// An empty board.
    pub fn empty(dims: Dims) -> Self {
        Board {
            dims,
            bits: vec![0; dims.padded_len().div_ceil(64)],
        }
    }

    /// A board with atoms in the given cells (0-based row and column).
    /// Fails when a cell is off the board or listed twice: a duplicate is
    /// a mistake in the list, never merged into one atom.
    pub fn with_atoms(dims: Dims, atoms: impl IntoIterator<Item = (usize, usize)>) -> Result<Self> {
        let mut board = Board::empty(dims);
        for (row, col) in atoms {
            let cell = dims.cell(row, col)?;
            if board.has_atom(cell) {
                return Err(Error::DuplicateAtom { row, col });
            }
            board.set(cell, true);
        }
        Ok(board)
    }

    /// The board's dimensions.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    fn bit(&self, pos: Pos) -> usize {
        self.dims.padded_index(pos)
    }

    /// Whether `cell` holds an atom.
    pub fn has_atom(&self, cell: Cell) -> bool {
        self.atom_at(cell.pos())
    }

    /// Whether the position holds an atom. Positions up to one step outside
    /// the board are allowed and never hold one.
    #[inline]
    pub fn atom_at(&self, pos: Pos) -> bool {
        let i = self.bit(pos);
        self.bits[i / 64] >> (i % 64) & 1 == 1
    }

    /// Puts an atom in `cell` (`true`) or removes it (`false`).
    pub fn set(&mut self, cell: Cell, atom: bool) {
        let i = self.bit(cell.pos());
        let mask = 1u64 << (i % 64);
        if atom {
            self.bits[i / 64] |= mask;
        } else {
            self.bits[i / 64] &= !mask;
        }
    }

    /// Toggles the atom in `cell`.
    pub fn toggle(&mut self, cell: Cell) {
        let now = self.has_atom(cell);
        self.set(cell, !now);
    }

    /// Number of atoms.
    pub fn atom_count(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The atoms, row by row.
    pub fn atoms(&self) -> impl Iterator<Item = Cell> + '_ {
        self.dims.all_cells().filter(|&c| self.has_atom(c))
    }

    /// The atoms as `(row, col)` pairs, row by row.
    pub fn atom_pairs(&self) -> Vec<(usize, usize)> {
        self.atoms().map(|c| (c.row(), c.col())).collect()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({} {:?})", self.dims, self.atom_pairs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_get_and_count() {
        let d = Dims::new(3, 4).unwrap();
        let mut b = Board::with_atoms(d, [(0, 0), (2, 3)]).unwrap();
        assert_eq!(b.atom_count(), 2);
        assert!(b.has_atom(d.cell(2, 3).unwrap()));
        assert!(!b.atom_at(Pos::new(-1, 0)));
        assert!(!b.atom_at(Pos::new(3, 4)));
        b.toggle(d.cell(0, 0).unwrap());
        assert_eq!(b.atom_pairs(), vec![(2, 3)]);
        assert!(Board::with_atoms(d, [(3, 0)]).is_err());
    }

    #[test]
    fn a_duplicate_atom_is_refused_not_merged() {
        let d = Dims::new(3, 4).unwrap();
        let err = Board::with_atoms(d, [(0, 1), (2, 3), (0, 1)]).unwrap_err();
        assert_eq!(err, Error::DuplicateAtom { row: 0, col: 1 });
        assert_eq!(err.to_string(), "atom (1, 2) listed twice");
    }
}
