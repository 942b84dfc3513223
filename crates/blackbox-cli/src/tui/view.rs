//! Drawing one frame of the terminal game.
//!
//! Layout (fits 80x24 for boards up to 10x10): a title line; the board with
//! port numbers outside, rim markers and cells, three columns per position;
//! beside it the score panel and, when on, the assistant; a two-line
//! message area; a line of keys. Larger boards scroll to keep the cursor in
//! view. The glyphs are those of `blackbox_game::draw`, plus the
//! assistant's: `#` must hold an atom, blank must be empty, `1`–`9` the
//! share of consistent boards with an atom there in tenths, `?` on the rim
//! the suggested ray.

use super::app::{App, BoardArea, CELL_WIDTH};
use super::theme::{Role, Theme};
use blackbox::{Dims, Pos};
use blackbox_game::draw::{spot, verdict_text, CellView, Spot};
use blackbox_game::{Advice, Knowledge};
use blackbox_game::{RimMark, State};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use ratatui::Frame;

/// The keys, as the help shows them.
const HELP: &str = "\
arrows, hjkl   move the cursor
Enter, Space   fire (on a port) or mark/unmark an atom (on a cell)
x              note that a cell is empty (again: clear)
c              check your guess (ends the game)
u, Ctrl-R      undo, redo
s              give up and see the solution
a              assistant on/off
n              new game
q              quit (the game is saved with --save FILE)
mouse          left click fires or marks, right click notes empty

Rim: H hit, R reflection, 1 2 3... the two ends of each detour or miss.
Cells: O atom mark, - empty note. At the end: O found, X wrong, @ missed.

Press any key.";

/// The key reminder under the board.
const KEYS: &str = "? help  Enter fire/mark  x empty  c check  u undo  s give up  a assist  q quit";

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &mut App) {
    let [title, body, message, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(6),
        Constraint::Length(2),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    let id = app.session.game().setup().id();
    frame.render_widget(Line::from(format!(" Black Box   game {id}")), title);
    let needed = (id.dims().cols() as u16 + 4) * CELL_WIDTH + 2;
    let board_width = needed.min(body.width.saturating_sub(30).max(20));
    let [board, panel] =
        Layout::horizontal([Constraint::Length(board_width), Constraint::Min(0)]).areas(body);
    let board_height = (id.dims().rows() as u16 + 4 + 2).min(board.height);
    let [board, _] =
        Layout::vertical([Constraint::Length(board_height), Constraint::Min(0)]).areas(board);
    let advice = if app.assistant && !app.help {
        app.worker.get(app.session.game().state()).cloned()
    } else {
        None
    };
    draw_board(frame, app, advice.as_ref(), board);
    draw_panel(frame, app, advice.as_ref(), panel);
    frame.render_widget(
        Paragraph::new(app.message.as_str()).wrap(Wrap { trim: true }),
        message,
    );
    frame.render_widget(Line::from(KEYS), keys);
    if app.help {
        draw_help(frame);
    }
}

/// The first visible index of a scrolled list of `total`, showing
/// `visible`, that keeps `at` and its neighbours (the port number beside a
/// rim position) in view, moving as little as possible from `first`.
fn scroll(first: usize, visible: usize, at: usize, total: usize) -> usize {
    if visible >= total {
        return 0;
    }
    let (lo, hi) = if visible >= 3 {
        (at.saturating_sub(1), (at + 1).min(total - 1))
    } else {
        (at, at)
    };
    let first = if lo < first {
        lo
    } else if hi >= first + visible {
        hi + 1 - visible
    } else {
        first
    };
    first.min(total - visible)
}

fn draw_board(frame: &mut Frame, app: &mut App, advice: Option<&Advice>, area: Rect) {
    let block = Block::bordered().title(" Board ");
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let state = app.session.game().state();
    let dims = state.dims();
    let (rows, cols) = (dims.rows() + 4, dims.cols() + 4);
    let (height, width) = (
        usize::from(inner.height),
        usize::from(inner.width / CELL_WIDTH),
    );
    let at = app.cursor.pos();
    let row = scroll(app.area.row, height, (at.row + 2) as usize, rows);
    let col = scroll(app.area.col, width, (at.col + 2) as usize, cols);
    app.area = BoardArea {
        x: inner.x,
        y: inner.y,
        width: width.min(cols) as u16,
        height: height.min(rows) as u16,
        row,
        col,
    };
    let lines: Vec<Line> = (row..rows.min(row + height))
        .map(|gr| {
            let spans: Vec<Span> = (col..cols.min(col + width))
                .map(|gc| {
                    let pos = Pos::new(gr as i32 - 2, gc as i32 - 2);
                    let (text, style) = position(state, advice, app.theme, pos);
                    let style = if pos == at {
                        app.theme.cursor(style)
                    } else {
                        style
                    };
                    Span::styled(format!("{text:>w$}", w = CELL_WIDTH as usize), style)
                })
                .collect();
            Line::from(spans)
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), inner);
}

/// The text and style of the grid position `pos` (rows and columns `-2`
/// and `R + 1` / `C + 1` hold the port numbers).
fn position(state: &State, advice: Option<&Advice>, theme: Theme, pos: Pos) -> (String, Style) {
    let dims = state.dims();
    if let Some(n) = port_number(dims, pos) {
        return (n, theme.style(Role::Plain));
    }
    let (text, role) = match spot(state, pos) {
        Spot::Corner => (String::new(), Role::Plain),
        Spot::Port(port, None) => match advice.and_then(|a| a.suggestion) {
            Some(s) if s.port == port => ("?".into(), Role::Suggested),
            _ => (String::new(), Role::Plain),
        },
        s @ Spot::Port(_, Some(mark)) => (
            s.glyph(),
            match mark {
                RimMark::Hit => Role::Hit,
                RimMark::Reflection => Role::Reflection,
                RimMark::Pair(_) => Role::Pair,
            },
        ),
        Spot::Cell(cell, CellView::Blank) => match advice.map(|a| a.cell(dims, cell)) {
            Some(Knowledge::Atom) => ("#".into(), Role::SureAtom),
            Some(Knowledge::Empty) => (String::new(), Role::Plain),
            Some(Knowledge::Open(p)) => {
                let tenths = ((p * 10.0).round() as u8).clamp(1, 9);
                (tenths.to_string(), Role::Heat(tenths))
            }
            None => (".".into(), Role::Plain),
        },
        s @ Spot::Cell(_, view) => (
            s.glyph(),
            match view {
                CellView::Atom | CellView::Found => Role::Atom,
                CellView::Wrong => Role::Wrong,
                CellView::Missed => Role::Missed,
                CellView::Empty | CellView::Blank => Role::Empty,
            },
        ),
    };
    (text, theme.style(role))
}

/// The port number drawn at `pos`, one step outside the rim, if any.
fn port_number(dims: Dims, pos: Pos) -> Option<String> {
    let (r, c) = (dims.rows() as i32, dims.cols() as i32);
    let rim = match (pos.row, pos.col) {
        (-2, col) => Pos::new(-1, col),
        (row, col) if row == r + 1 => Pos::new(r, col),
        (row, -2) => Pos::new(row, -1),
        (row, col) if col == c + 1 => Pos::new(row, c),
        _ => return None,
    };
    Some(dims.port_at(rim).map(|p| p.to_string()).unwrap_or_default())
}

fn draw_panel(frame: &mut Frame, app: &App, advice: Option<&Advice>, area: Rect) {
    let game = app.session.game();
    let state = game.state();
    let id = game.setup().id();
    let mut lines = vec![
        format!("Score         {}", state.score()),
        format!("Rays fired    {}", state.rays_fired()),
        format!("Atoms marked  {} of {}", state.atoms_marked(), id.atoms()),
        String::new(),
    ];
    if let Some(text) = verdict_text(state) {
        lines.push(text);
    } else if let Some(advice) = advice {
        lines.push("Assistant".into());
        lines.extend(advice.summary(id.dims()));
    } else if app.assistant {
        lines.push("Assistant: thinking...".into());
    } else {
        lines.push("a: assistant".into());
    }
    let text: Vec<Line> = lines.into_iter().map(Line::from).collect();
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Game ")),
        area,
    );
}

fn draw_help(frame: &mut Frame) {
    let area = frame.area();
    let width = 76.min(area.width);
    let height = 17.min(area.height);
    let popup = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(HELP)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Keys ")),
        popup,
    );
}

#[cfg(test)]
mod tests;
