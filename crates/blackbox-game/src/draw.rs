//! Drawing: what every position of the board and its rim shows, and a
//! plain-text picture made from that.
//!
//! [`spot`] is the single source of what a position shows; the plain text
//! of [`plain`] and the terminal UI both draw from it. Glyphs of the plain
//! picture ([`Spot::glyph`]):
//! - rim: port numbers outside, and between them and the cells `H` hit,
//!   `R` reflection, `1`, `2`, `3`… the two ends of each exit pair (in the
//!   order found), blank for a port not yet used;
//! - cells while playing: `.` unknown, `O` marked atom, `-` noted empty;
//! - cells once the game is over, against the board the guess is compared
//!   with: `O` atom found, `X` marked but empty, `@` atom not marked.
//!
//! Rows are labelled `r1`, `r2`… on the left; the top port numbers are the
//! column numbers.

use super::state::{Mark, RimMark, State};
use super::Game;
use blackbox::{Cell, Dims, Port, Pos};
use std::fmt::Write;

/// What one grid position shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// A rim corner: nothing.
    Corner,
    /// A port and its rim mark, if it has been used.
    Port(Port, Option<RimMark>),
    /// A cell.
    Cell(Cell, CellView),
}

/// What a cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellView {
    /// Nothing marked.
    Blank,
    /// Marked as an atom.
    Atom,
    /// Noted as empty.
    Empty,
    /// Game over: an atom the player marked.
    Found,
    /// Game over: marked as an atom, but empty.
    Wrong,
    /// Game over: an atom the player did not mark.
    Missed,
}

impl Spot {
    /// The glyph of the plain picture.
    pub fn glyph(self) -> String {
        match self {
            Spot::Corner | Spot::Port(_, None) => String::new(),
            Spot::Port(_, Some(RimMark::Hit)) => "H".into(),
            Spot::Port(_, Some(RimMark::Reflection)) => "R".into(),
            Spot::Port(_, Some(RimMark::Pair(n))) => n.to_string(),
            Spot::Cell(_, view) => match view {
                CellView::Blank => ".",
                CellView::Atom | CellView::Found => "O",
                CellView::Empty => "-",
                CellView::Wrong => "X",
                CellView::Missed => "@",
            }
            .into(),
        }
    }
}

/// What the grid position `pos` (`-1..=R`, `-1..=C`) shows in `state`.
pub fn spot(state: &State, pos: Pos) -> Spot {
    let dims = state.dims();
    if let Some(port) = dims.port_at(pos) {
        return Spot::Port(port, state.rim(port).map(|(_, mark)| mark));
    }
    if !dims.contains(pos) {
        return Spot::Corner;
    }
    let cell = dims
        .cell(pos.row as usize, pos.col as usize)
        .expect("contains() checked the position");
    let mark = state.mark(cell);
    let view = match state.outcome().map(|o| o.verdict().nearest.has_atom(cell)) {
        None => match mark {
            Mark::None => CellView::Blank,
            Mark::Atom => CellView::Atom,
            Mark::Empty => CellView::Empty,
        },
        Some(atom) => match (mark == Mark::Atom, atom) {
            (true, true) => CellView::Found,
            (true, false) => CellView::Wrong,
            (false, true) => CellView::Missed,
            (false, false) => CellView::Blank,
        },
    };
    Spot::Cell(cell, view)
}

/// One line about the game: score, rays fired, atoms marked.
pub fn status(game: &Game) -> String {
    let state = game.state();
    format!(
        "game {}  score {}  rays {}  atoms {}/{}",
        game.setup().id(),
        state.score(),
        state.rays_fired(),
        state.atoms_marked(),
        game.setup().id().atoms()
    )
}

/// How the game ended, in words (`None` while it goes on).
pub fn verdict_text(state: &State) -> Option<String> {
    let outcome = state.outcome()?;
    let v = outcome.verdict();
    let mut out = match outcome {
        super::Outcome::Checked(_) if v.solved => "Solved!".to_string(),
        super::Outcome::Checked(_) => "Not quite.".to_string(),
        super::Outcome::Revealed(_) => "Gave up.".to_string(),
    };
    if v.wrong_atoms > 0 {
        let _ = write!(
            out,
            " {} atom{} wrongly placed (+{}).",
            v.wrong_atoms,
            if v.wrong_atoms == 1 { "" } else { "s" },
            v.penalty
        );
    }
    if !v.wrong_rays.is_empty() {
        let ports: Vec<String> = v.wrong_rays.iter().map(|p| p.to_string()).collect();
        let _ = write!(
            out,
            " Your atoms answer differently at port{} {}.",
            if ports.len() == 1 { "" } else { "s" },
            ports.join(", ")
        );
    }
    let _ = write!(out, " Final score {}.", state.score());
    Some(out)
}

/// The plain-text picture of a game: the board with its rim, then the
/// status line and, once over, the verdict.
pub fn plain(game: &Game) -> String {
    let state = game.state();
    let dims = state.dims();
    let w = dims.ports().to_string().len().max(2) + 1;
    let label_w = format!("r{}", dims.rows()).len() + 1;
    let cell = |s: String| format!("{s:>w$}");
    let mut out = String::new();
    let mut line = |label: String, row: i32, numbers: bool| {
        let mut text = format!("{label:<label_w$}");
        text.push_str(&cell(side_number(dims, row, -1, numbers)));
        for col in -1..=dims.cols() as i32 {
            let s = spot(state, Pos::new(row, col));
            text.push_str(&cell(match (numbers, s) {
                (true, Spot::Port(p, _)) => p.to_string(),
                (true, _) => String::new(),
                (false, s) => s.glyph(),
            }));
        }
        text.push_str(&cell(side_number(dims, row, dims.cols() as i32, numbers)));
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(String::new(), -1, true);
    for row in -1..=dims.rows() as i32 {
        let label = if (0..dims.rows() as i32).contains(&row) {
            format!("r{}", row + 1)
        } else {
            String::new()
        };
        line(label, row, false);
    }
    line(String::new(), dims.rows() as i32, true);
    out.push_str(&status(game));
    out.push('\n');
    if let Some(text) = verdict_text(state) {
        out.push_str(&text);
        out.push('\n');
    }
    out
}

/// The port number outside a side port on `row` (for the left and right
/// columns of the picture), when drawing a marker row rather than a number row.
fn side_number(dims: Dims, row: i32, col: i32, numbers: bool) -> String {
    if numbers {
        return String::new();
    }
    dims.port_at(Pos::new(row, col))
        .map(|p| p.to_string())
        .unwrap_or_default()
}
