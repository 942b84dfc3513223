//! A lesson's board as plain text, for the line-by-line `blackbox learn`:
//! the row letters at the left, the port numbers around the cells (the top
//! ones are the column numbers, so `C4` is read off the picture), the atoms
//! the lesson shows and the player's marks as `O`, and a fired ray's path,
//! one arrow per cell it crossed (the way it went on from there), its
//! ports starred.
//!
//! Invariant: a hidden board is never drawn: its atoms are not shown and
//! its rays carry no path ([`Lesson::fire`]), so only their ports are
//! starred.

use super::{Lesson, Shot};
use blackbox::{row_name, Cell, Pos};
use std::collections::HashMap;

/// What the glyphs of [`Lesson::picture`] mean, one line.
pub const PICTURE_KEY: &str = "O atom (or your mark)  · empty  ↑→↓← the ray's path  * its ports";

impl Lesson {
    /// The board as text, `marks` drawn as atoms and `shot`'s path and
    /// ports shown, one line per row of the board and of its rim.
    pub fn picture(&self, marks: &[Cell], shot: Option<&Shot>) -> String {
        let dims = self.dims();
        let atoms = self.shown_atoms();
        let arrows: HashMap<Cell, char> = (shot.into_iter())
            .flat_map(|s| s.path.iter().map(|p| (p.cell, p.arrow)))
            .collect();
        let lit: Vec<usize> = (shot.into_iter())
            .flat_map(|s| std::iter::once(s.port).chain(s.exit))
            .collect();
        let width = dims.ports().to_string().len() + 2;
        let label_width = row_name(dims.rows() - 1).len() + 1;
        let mut out = String::new();
        for row in -1..=dims.rows() as i32 {
            let label = match dims.cell_of(Pos::new(row, 0)) {
                Some(cell) => row_name(cell.row()),
                None => String::new(),
            };
            let mut line = format!("{label:<label_width$}");
            for col in -1..=dims.cols() as i32 {
                let pos = Pos::new(row, col);
                let text = if let Some(cell) = dims.cell_of(pos) {
                    match arrows.get(&cell) {
                        _ if atoms.contains(&cell) || marks.contains(&cell) => "O".to_string(),
                        Some(arrow) => arrow.to_string(),
                        None => "·".to_string(),
                    }
                } else if let Some(port) = dims.port_at(pos) {
                    match lit.contains(&port.number()) {
                        true => format!("{port}*"),
                        false => format!("{port} "),
                    }
                } else {
                    String::new()
                };
                // Cells line up under the last digit of the port numbers.
                let text = match dims.cell_of(pos) {
                    Some(_) => format!("{text} "),
                    None => text,
                };
                line.push_str(&format!("{text:>width$}"));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}
