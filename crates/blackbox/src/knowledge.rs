//! What is known about one cell of a hidden board: the one cell-knowledge
//! type of the workspace. Seed 001's preprocessing, the solver's backbone
//! and deductions, and the command line all speak in it.
//!
//! Invariant: `Atom` and `Empty` are certainties about every board that
//! fits what is known (every solution of a puzzle); `Open` claims nothing.

/// What is known about one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CellStatus {
    /// An atom in every board that fits ("fixed" in seed 001).
    Atom,
    /// No atom in any board that fits ("forbidden" in seed 001).
    Empty,
    /// Not settled: an atom in some boards that fit only, or nothing was
    /// derived (also every cell of a puzzle without solutions).
    Open,
}
