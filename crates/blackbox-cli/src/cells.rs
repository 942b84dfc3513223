//! Cells in command output as the board labels them ([`Cell::name`]:
//! `C4` is row C, column 4; JSON keeps `[row, col]` from 1 through its
//! `Serialize`), a list separated by spaces.

use blackbox::Cell;

/// The cells as `A2 C3`.
pub fn list<'a>(cells: impl IntoIterator<Item = &'a Cell>) -> String {
    cells
        .into_iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(" ")
}
