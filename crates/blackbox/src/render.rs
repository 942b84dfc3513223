//! Plain-text drawings of boards, puzzles and traced rays.
//!
//! Every drawing has the board in the middle, port numbers around the rim,
//! the row letters at both ends of each row and the column numbers under
//! the bottom port numbers (cells are named so: `C4` is row C, column 4;
//! the top port numbers are the column numbers too) and, where there is something to say about ports, a ring of markers
//! between the two: `H` hit, `R` reflection, `D` ACM edge deflection,
//! `1`, `2`, `3`… for the two ends of each exit pair (numbered in port
//! order, as in the game). Cells are `.` empty and `O` atom; a traced ray
//! draws `|`, `-` and `+` (a turn or crossing) on the cells it visits.
//! [`cell_table`] is the plain table of one text per cell, numbered from 1.

use crate::board::Board;
use crate::geometry::{Cell, Dims, Port, Side};
use crate::puzzle::Puzzle;
use crate::trace::{Ending, Response, Trace};
use std::collections::HashMap;

/// What to draw: a glyph per cell and optionally a marker per port.
struct Picture<'a> {
    dims: Dims,
    cell: &'a dyn Fn(Cell) -> String,
    marker: Option<&'a dyn Fn(Port) -> String>,
}

impl Picture<'_> {
    fn width(&self) -> usize {
        self.dims.ports().to_string().len() + 1
    }

    fn render(&self) -> String {
        let (w, d) = (self.width(), self.dims);
        // The port on `side` facing row or column `k`.
        let port = |side: Side, k: usize| {
            let offset = match side {
                Side::Bottom => d.cols() - 1 - k,
                Side::Left => d.rows() - 1 - k,
                Side::Top | Side::Right => k,
            };
            d.port_on(side, offset)
        };
        let pad = |s: String| format!("{s:>w$}");
        let label_w = crate::row_name(d.rows() - 1).len() + 1;
        let margin = " ".repeat(label_w + w * if self.marker.is_some() { 2 } else { 1 });
        let mut lines = Vec::new();
        let edge_row = |label: &dyn Fn(Port) -> String, side: Side| {
            let cols: String = (0..d.cols()).map(|c| pad(label(port(side, c)))).collect();
            format!("{margin}{cols}")
        };
        let number = |p: Port| p.to_string();
        lines.push(edge_row(&number, Side::Top));
        if let Some(m) = self.marker {
            lines.push(edge_row(m, Side::Top));
        }
        for r in 0..d.rows() {
            let (left, right) = (port(Side::Left, r), port(Side::Right, r));
            let cells: String = (0..d.cols())
                .map(|c| pad((self.cell)(Cell::new(r, c))))
                .collect();
            let (lm, rm) = match self.marker {
                Some(m) => (pad(m(left)), pad(m(right))),
                None => (String::new(), String::new()),
            };
            let letters = crate::row_name(r);
            lines.push(format!(
                "{letters:<label_w$}{}{lm}{cells}{rm}{}  {letters}",
                pad(number(left)),
                pad(number(right))
            ));
        }
        if let Some(m) = self.marker {
            lines.push(edge_row(m, Side::Bottom));
        }
        lines.push(edge_row(&number, Side::Bottom));
        let columns: String = (1..=d.cols()).map(|c| pad(c.to_string())).collect();
        lines.push(format!("{margin}{columns}"));
        lines
            .iter()
            .map(|l| l.trim_end().to_string() + "\n")
            .collect()
    }
}

fn atom_glyph(board: &Board) -> impl Fn(Cell) -> String + '_ {
    move |cell| if board.has_atom(cell) { "O" } else { "." }.to_string()
}

/// The board with port numbers around it.
pub fn board(board: &Board) -> String {
    Picture {
        dims: board.dims(),
        cell: &atom_glyph(board),
        marker: None,
    }
    .render()
}

/// Rim labels for the known ports of a puzzle: `H`, `R`, `D`, or the
/// number of the exit pair a port belongs to (pairs numbered in port order).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PortLabels {
    /// The label of each known port.
    pub labels: HashMap<Port, String>,
    /// The exit pairs `(label, lower port, higher port)`.
    pub pairs: Vec<(usize, Port, Port)>,
}

impl PortLabels {
    /// The labels of `puzzle`'s known ports.
    pub fn of(puzzle: &Puzzle) -> Self {
        let mut out = PortLabels::default();
        for (p, r) in puzzle.hints() {
            let label = match r {
                Response::Hit => "H".to_string(),
                Response::Reflection => "R".to_string(),
                Response::Deflected => "D".to_string(),
                Response::Exit(q) if q > p => {
                    out.pairs.push((out.pairs.len() + 1, p, q));
                    out.pairs.len().to_string()
                }
                Response::Exit(q) => out.labels[&q].clone(),
            };
            out.labels.insert(p, label);
        }
        out
    }

    /// The label of `port`, if it is known.
    pub fn get(&self, port: Port) -> Option<&str> {
        self.labels.get(&port).map(String::as_str)
    }
}

/// A puzzle: hint markers on the rim, port numbers outside, and the cells of
/// `board` (a candidate solution) if given; then a legend of the exit pairs.
pub fn puzzle(puzzle: &Puzzle, board: Option<&Board>) -> String {
    let empty = |_: Cell| ".".to_string();
    let glyph = board.map(atom_glyph);
    let cell: &dyn Fn(Cell) -> String = match &glyph {
        Some(g) => g,
        None => &empty,
    };
    puzzle_with(puzzle, cell)
}

/// [`puzzle`] with a glyph of one character per cell from `cell` (a
/// player's marks, say).
pub fn puzzle_with(puzzle: &Puzzle, cell: &dyn Fn(Cell) -> String) -> String {
    let labels = PortLabels::of(puzzle);
    let marker = |p: Port| labels.get(p).unwrap_or("?").to_string();
    let mut out = Picture {
        dims: puzzle.dims(),
        cell,
        marker: Some(&marker),
    }
    .render();
    if !labels.pairs.is_empty() {
        let list: Vec<String> = labels
            .pairs
            .iter()
            .map(|(n, p, q)| format!("{n}: {p}-{q}"))
            .collect();
        out.push_str(&format!("exit pairs: {}\n", list.join(", ")));
    }
    out
}

/// A traced ray over its board: the path on the cells, `*` at the entry port
/// and `X` at the exit port (or `H`/`R` at the entry), then the outcome.
pub fn trace(board: &Board, trace: &Trace) -> String {
    let mut seen: HashMap<Cell, (bool, bool)> = HashMap::new();
    for step in &trace.path {
        if board.dims().contains(step.pos) {
            let cell = Cell::new(step.pos.row as usize, step.pos.col as usize);
            let e = seen.entry(cell).or_default();
            if step.dir.is_vertical() {
                e.0 = true;
            } else {
                e.1 = true;
            }
        }
    }
    let cell = |c: Cell| {
        match (board.has_atom(c), seen.get(&c)) {
            (true, _) => "O",
            (_, Some((true, true))) => "+",
            (_, Some((true, false))) => "|",
            (_, Some((false, true))) => "-",
            _ => ".",
        }
        .to_string()
    };
    let (entry, ending) = (trace.entry, trace.ending);
    let marker = |p: Port| match ending {
        Ending::Hit if p == entry => "H".into(),
        Ending::EdgeReflection { .. } if p == entry => "R".into(),
        Ending::Deflected if p == entry => "D".into(),
        Ending::Exit(q) if q == entry && p == entry => "R".into(),
        Ending::Exit(q) if p == q => "X".into(),
        _ if p == entry => "*".into(),
        _ => String::new(),
    };
    let mut out = Picture {
        dims: board.dims(),
        cell: &cell,
        marker: Some(&marker),
    }
    .render();
    out.push_str(&format!(
        "ray from port {entry}: {}\n",
        describe(board.dims(), trace)
    ));
    out
}

/// A table of one text per cell, each right-aligned in `width` columns,
/// with the column numbers (from 1) above and the row letters on the left
/// ([`crate::row_name`]: the cell in row `C`, column 4 is `C4`), for
/// `deduce`'s certain cells and shares.
pub fn cell_table(dims: Dims, width: usize, text: impl Fn(Cell) -> String) -> String {
    let pad = |s: String| format!("{s:>width$}");
    let mut out = " ".repeat(width);
    for c in 1..=dims.cols() {
        out.push_str(&pad(c.to_string()));
    }
    out.push('\n');
    for r in 0..dims.rows() {
        out.push_str(&pad(crate::row_name(r)));
        for c in 0..dims.cols() {
            out.push_str(&pad(text(Cell::new(r, c))));
        }
        out.push('\n');
    }
    out
}

/// A sentence saying how a traced ray ended.
pub fn describe(dims: Dims, trace: &Trace) -> String {
    match trace.ending {
        Ending::Hit => "hit (absorbed)".into(),
        Ending::EdgeReflection { atoms: 1 } => {
            "reflection at the edge (one atom beside the entry cell; ACM: no output)".into()
        }
        Ending::Deflected => {
            "deflected at the edge (one atom beside the entry cell): no output under the ACM rules"
                .into()
        }
        Ending::EdgeReflection { .. } => {
            "reflection at the edge (atoms on both sides of the entry cell)".into()
        }
        Ending::Exit(q) if q == trace.entry => {
            "reflection (came back out of its entry port)".into()
        }
        Ending::Exit(q) if q == dims.opposite(trace.entry) => {
            format!("miss: left straight across at port {q}")
        }
        Ending::Exit(q) => format!("detour: left at port {q}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_tables_letter_rows_and_number_columns_from_one() {
        let dims = Dims::new(2, 3).unwrap();
        let table = cell_table(dims, 4, |c| (10 * c.row() + c.col()).to_string());
        assert_eq!(
            table,
            "       1   2   3\n   A   0   1   2\n   B  10  11  12\n"
        );
    }
}
