//! The space of all boards of one size, atom count and rule set.
//!
//! A [`Space`] pairs the fast tracer with the colex enumeration of boards, so
//! that rank `r` names one board and [`Space::feedback`] gives its outcome row.

use super::fast::FastGeometry;
use blackbox::Board;
use blackbox::Dims;
use blackbox::Result;
use blackbox::Rules;
use blackbox::Subsets;

/// Most boards an exhaustive pass enumerates. Passes that keep every board
/// (the census) are bounded by memory first: see [`crate::memory`].
pub const MAX_BOARDS: u64 = 200_000_000;

/// Every board of `dims` with exactly `atoms` atoms, under `rules`.
#[derive(Debug, Clone)]
pub struct Space {
    geom: FastGeometry,
    subsets: Subsets,
}

impl Space {
    /// The space, or an error when the board is too large for the fast tracer
    /// or has more than `limit` boards.
    pub fn new(dims: Dims, atoms: usize, rules: Rules, limit: u64) -> Result<Self> {
        let geom = FastGeometry::new(dims, rules)?;
        let subsets = Subsets::new(dims.cells(), atoms, limit)?;
        Ok(Space { geom, subsets })
    }

    /// The tracer.
    pub fn geometry(&self) -> &FastGeometry {
        &self.geom
    }

    /// The enumeration of boards.
    pub fn subsets(&self) -> Subsets {
        self.subsets
    }

    /// Board dimensions.
    pub fn dims(&self) -> Dims {
        self.geom.dims()
    }

    /// Number of ports.
    pub fn ports(&self) -> usize {
        self.geom.ports()
    }

    /// Number of boards.
    pub fn boards(&self) -> u64 {
        self.subsets.count()
    }

    /// The cells of the board of rank `rank`.
    pub fn cells(&self, rank: u64) -> Vec<u8> {
        let mut cells = vec![0; self.subsets.atoms()];
        self.subsets.unrank(rank, &mut cells);
        cells
    }

    /// The outcome row of the board of rank `rank`.
    pub fn feedback(&self, rank: u64, out: &mut [u8]) {
        self.geom.feedback(&self.cells(rank), out);
    }

    /// The board of rank `rank` as a [`Board`].
    pub fn board(&self, rank: u64) -> Board {
        self.to_board(&self.cells(rank))
    }

    /// A [`Board`] with atoms in the given cell indices.
    pub fn to_board(&self, cells: &[u8]) -> Board {
        let cols = self.dims().cols();
        Board::with_atoms(
            self.dims(),
            cells
                .iter()
                .map(|&i| (i as usize / cols, i as usize % cols)),
        )
        .expect("cell indices come from this space")
    }
}
