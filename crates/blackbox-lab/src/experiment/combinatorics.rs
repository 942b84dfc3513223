//! The number of boards (seed 002 §2.1): `C(cells, atoms)`, exactly.

use blackbox::Dims;
use serde::Serialize;

/// The count of boards of one size and atom count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Combinatorics {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Atoms.
    pub atoms: usize,
    /// Cells, `rows * cols`.
    pub cells: usize,
    /// Ports, `2 (rows + cols)`.
    pub ports: usize,
    /// `C(cells, atoms)` in decimal (it can exceed any machine integer).
    pub boards: String,
}

/// The number of boards of `dims` with `atoms` atoms.
pub fn combinatorics(dims: Dims, atoms: usize) -> Combinatorics {
    Combinatorics {
        rows: dims.rows(),
        cols: dims.cols(),
        atoms,
        cells: dims.cells(),
        ports: dims.ports(),
        boards: blackbox::binomial_exact(dims.cells(), atoms).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_002_table() {
        let d = Dims::new(8, 8).unwrap();
        let got: Vec<_> = (3..=5).map(|k| combinatorics(d, k).boards).collect();
        assert_eq!(got, ["41664", "635376", "7624512"]);
        let big = combinatorics(Dims::new(10, 10).unwrap(), 50).boards;
        assert_eq!(big, "100891344545564193334812497256");
    }
}
