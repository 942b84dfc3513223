//! Cells in command output as people number them: `(row, col)` counting
//! from 1 at the top left (the model's `Display` for `Cell`; JSON gets
//! `[row, col]` from its `Serialize`), a list separated by spaces.

use blackbox::Cell;

/// The cells as `(1, 2) (3, 3)`.
pub fn list<'a>(cells: impl IntoIterator<Item = &'a Cell>) -> String {
    cells
        .into_iter()
        .map(Cell::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
