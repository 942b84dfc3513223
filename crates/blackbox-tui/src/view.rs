//! Drawing one frame of the terminal game.
//!
//! Layout: a title line; the board with port numbers outside, rim markers
//! and cells; beside it (or under it, when the side has no room but the
//! screen is tall) the score panel with a readout of the cursor and, when
//! on, the assistant; a two-line message area; a line of keys. The board
//! takes the space it needs first: three columns and one row per position
//! (80x24 fits boards up to 10x10); on bigger screens each position gets a
//! box a whole number of times bigger and the cells are drawn with borders
//! between them, their glyphs centred, the rim's glyphs and port numbers
//! against the side that faces the cells; boards larger than the screen scroll to
//! keep the cursor in view. Every position's box has the same size, so a
//! screen cell maps back to a position by division (mouse clicks).
//!
//! The glyphs are those of `blackbox_app::draw`, plus the assistant's: `#`
//! must hold an atom, blank must be empty, a number the percentage of
//! consistent boards with an atom there (`<1` to `>99`: an open cell never
//! reads 0 or 100), over a shade from cold to hot when colours are on, `?`
//! on the rim the suggested ray. After a wrong check every ray that tells
//! the guess from the board is marked `!`: after its glyph for a ray seen
//! (the guess contradicts it), alone on an unfired one. With the cursor on
//! one end of a detour or a miss, the other end is underlined. `w` on a
//! cell shows why it is what it is in the panel ([`super::why`]) and
//! highlights the rays of the explanation: their ports and the cells of
//! their possible paths (underlined, over a blue shade in colour; a blank
//! cell shows `·`). Once the game is over, the key line shows only the
//! keys that still work. A panel too short for what it says (a big board
//! at 80x24 leaves it 16 columns) drops its spare lines first, then ends
//! with a line saying there is more; `m` shows the panel in full over the
//! board, with how the suggested ray was rated.

use super::app::{App, BoardArea, CELL_WIDTH};
use super::theme::{Role, Theme};
use super::why::Shown;
use blackbox::{score, Dims, Pos, Rules};
use blackbox_app::draw::{check_text, flag, rules_text, share_text, spot, verdict_text};
use blackbox_app::draw::{CellView, Flag, Spot};
use blackbox_app::game::{Advice, Knowledge};
use blackbox_app::game::{RimMark, State, Target};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use ratatui::Frame;

/// The keys, as the help shows them, and the rules when they are not the
/// standard ones ([`rules_text`]).
fn help(rules: Rules) -> String {
    // The rules' sentence on two lines, each within the 80 columns of a terminal.
    let rules = rules_text(rules).map_or(String::new(), |text| {
        format!("\n{}.", text.replace("; ", ";\n"))
    });
    format!(
        "\
arrows, hjkl   move the cursor
Enter, Space   fire (on a port) or mark/unmark an atom (on a cell)
x              note that a cell is empty (again: clear)
c              check your guess (a wrong one costs, and you go on)
u, Ctrl-R      undo, redo (marks and notes only: fired rays stay)
s              give up and see the solution
w, i           why the cursor's cell is certain; a hint (again: more)
a              assistant on/off
m              the panel in full, and how the suggested ray was rated
n              new game
q              quit (the game is saved with --save FILE)
mouse          left click fires or marks, right click notes empty

Rim: H hit, R reflection, 1 2 3... the two ends of each detour or miss.
Cells: O atom mark, - empty note. At the end: O found, X wrong, @ missed;
solved with a twin no ray tells apart: o your atom, * the hidden one.
After a wrong check, ! marks every ray your atoms answer differently.
Assistant: # certain atom, blank certainly empty, 62 = 62 % of boards.

Scoring: {};
{}. The lowest score wins.{rules}

Press any key.",
        score::ray_costs_text(),
        score::check_cost_text()
    )
}

/// The key reminder under the board, most needed first.
const KEYS: [&str; 8] = [
    "? help",
    "Enter fire/mark",
    "c check",
    "i hint",
    "w why",
    "a assist",
    "m more",
    "q quit",
];

/// The key reminder once the game is over: only the keys that still work.
const KEYS_OVER: [&str; 4] = ["? help", "m more", "n new game", "q quit"];

/// As many of `keys` as fit in `width` columns, whole, in order (`?`
/// lists them all).
fn key_line(keys: &[&str], width: u16) -> String {
    let mut line = String::new();
    for key in keys {
        let next = match line.is_empty() {
            true => key.to_string(),
            false => format!("{line}  {key}"),
        };
        if next.chars().count() > usize::from(width) {
            break;
        }
        line = next;
    }
    line
}

/// What the assistant's glyphs on the board mean.
const ASSISTANT_KEY: &str = "# atom, blank empty, 62: 62 % of boards";

/// The narrowest useful score panel.
const MIN_PANEL: u16 = 24;
/// The narrowest panel a board drawn bigger leaves: room for the
/// assistant's sentences, which matter more than a bigger board.
const SCALED_PANEL: u16 = 36;
/// The narrowest panel the board leaves room for, when the screen is small.
const NARROW_PANEL: u16 = 16;
/// The widest score panel.
const MAX_PANEL: u16 = 48;
/// The panel's height when stacked under the board.
const STACKED_PANEL: u16 = 8;

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
    // Other rules than the standard ones are named; the help says them.
    let rules = match rules_text(id.rules()) {
        Some(_) => format!("   {} rules (? says them)", id.rules()),
        None => String::new(),
    };
    frame.render_widget(Line::from(format!(" Black Box   game {id}{rules}")), title);
    let (board, panel, scale) = arrange(id.dims(), body);
    // Once the game is over, the hidden board is what is shown: no advice.
    let over = app.session.game().state().is_over();
    let advice = if app.assistant && !app.help && !over {
        app.worker.get(app.session.game().state()).cloned()
    } else {
        None
    };
    draw_board(frame, app, advice.as_ref(), board, scale);
    draw_panel(frame, app, advice.as_ref(), panel);
    frame.render_widget(
        Paragraph::new(app.status()).wrap(Wrap { trim: true }),
        message,
    );
    let reminder = match over {
        true => &KEYS_OVER[..],
        false => &KEYS[..],
    };
    frame.render_widget(Line::from(key_line(reminder, keys.width)), keys);
    if app.help {
        draw_help(frame, id.rules());
    } else if app.more {
        draw_more(frame, app, advice.as_ref());
    }
}

/// Where the board and the panel go in `body`, and the board's scale (1:
/// three columns and one row per position). The board gets what it needs
/// first; the panel goes beside it, or under it when only that keeps the
/// board whole; on big screens the board is scaled up while the panel keeps [`SCALED_PANEL`] columns; both are centred
/// across the screen.
fn arrange(dims: Dims, body: Rect) -> (Rect, Rect, u16) {
    let size = |scale: u16| {
        let label = label_width(dims, scale);
        let ring = 2 * ring(scale) as u16;
        let (cols, rows) = (dims.cols() as u16 + ring, dims.rows() as u16 + ring);
        (cols * CELL_WIDTH * scale + 2 + label, rows * scale + 2)
    };
    let (width, height) = size(1);
    let stacked = body.width < width + MIN_PANEL && body.height >= height + STACKED_PANEL;
    if stacked {
        let [board, panel] =
            Layout::vertical([Constraint::Length(height), Constraint::Min(0)]).areas(body);
        return (board, panel, 1);
    }
    let scale = (2..=4)
        .take_while(|&s| {
            let (w, h) = size(s);
            w + SCALED_PANEL <= body.width && h <= body.height
        })
        .last()
        .unwrap_or(1);
    let (width, height) = size(scale);
    // Unscaled, the whole board comes first; the panel makes do with less.
    let width = width.min(body.width.saturating_sub(NARROW_PANEL));
    let panel_width = (body.width - width).min(MAX_PANEL);
    let left = body.x + (body.width - width - panel_width) / 2;
    let height = height.min(body.height);
    // Both at the top; the panel runs down to the bottom of the screen, so
    // that a short board does not cut the assistant's lines.
    let top = body.y;
    (
        Rect::new(left, top, width, height),
        Rect::new(left + width, top, panel_width, body.bottom() - top),
        scale,
    )
}

/// Rings of positions around the cells at `scale`: the rim's marks and the
/// port numbers outside them (2), or, from three times bigger, where a
/// rim box has room for both, the number beside its mark (1), so that the
/// numbers stand next to the grid rather than a wide box away.
fn ring(scale: u16) -> usize {
    if scale >= 3 {
        1
    } else {
        2
    }
}

/// The columns of the row letters left of the board at `scale`: the
/// longest and a space on an unscaled board, which may scroll sideways
/// (the letters stay); none on a bigger one, which never scrolls and has
/// room for them in the left edge of its leftmost boxes.
fn label_width(dims: Dims, scale: u16) -> u16 {
    match scale {
        1 => blackbox::row_name(dims.rows() - 1).len() as u16 + 1,
        _ => 0,
    }
}

/// The grid rows shown in `visible` slots of `total`, keeping `at` in view
/// and moving as little as possible from `first` (the first row after the
/// pinned ones): all of them when they fit; otherwise the top `pin` rows
/// (the top port numbers, which are the column numbers, and the rim's
/// marks) stay pinned in the first slots and the rest scroll. Returns the
/// first scrolled row and how many rows are pinned.
fn rows_shown(first: usize, visible: usize, at: usize, total: usize, pin: usize) -> (usize, usize) {
    if visible >= total || visible < pin + 2 {
        return (scroll(first, visible, at, total), 0);
    }
    let rest = scroll(
        first.saturating_sub(pin),
        visible - pin,
        at.saturating_sub(pin),
        total - pin,
    );
    (rest + pin, pin)
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

fn draw_board(frame: &mut Frame, app: &mut App, advice: Option<&Advice>, area: Rect, scale: u16) {
    let block = Block::bordered().title(" Board ");
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let state = app.session.game().state();
    let dims = state.dims();
    let ring = ring(scale);
    let label = label_width(dims, scale).min(inner.width);
    let grid_area = Rect::new(inner.x + label, inner.y, inner.width - label, inner.height);
    let (rows, cols) = (dims.rows() + 2 * ring, dims.cols() + 2 * ring);
    let (cell_w, cell_h) = (CELL_WIDTH * scale, scale);
    let (height, width) = (
        usize::from(grid_area.height / cell_h),
        usize::from(grid_area.width / cell_w),
    );
    let at = app.cursor.pos();
    let at_row = (at.row + ring as i32) as usize;
    let (row, pinned) = rows_shown(app.area.row, height, at_row, rows, ring);
    let col = scroll(app.area.col, width, (at.col + ring as i32) as usize, cols);
    app.area = BoardArea {
        x: grid_area.x,
        y: grid_area.y,
        width: width.min(cols) as u16,
        height: height.min(rows) as u16,
        row,
        pinned,
        ring,
        col,
        scale,
    };
    let partner = match app.cursor.target() {
        Target::Port(port) => state.partner(port).map(|q| dims.entry(q).0),
        Target::Cell(_) => None,
    };
    let bordered = scale > 1;
    let why = app.shown_why().cloned();
    let why = why.as_ref();
    let grid = app.theme.style(Role::Grid);
    let buf = frame.buffer_mut();
    let shown: Vec<usize> = (0..pinned).chain(row..rows).take(height).collect();
    for (slot, &gr) in shown.iter().enumerate() {
        let y = grid_area.y + slot as u16 * cell_h;
        let r = gr as i32 - ring as i32;
        if (0..dims.rows() as i32).contains(&r) {
            // The row's letters: in their own column on an unscaled board,
            // kept while it scrolls sideways; else at the left edge.
            let letters = blackbox::row_name(r as usize);
            let (_, gy) = glyph_at(Rect::new(inner.x, y, cell_w, cell_h), bordered, 1, (0, 0));
            buf.set_string(inner.x, gy, letters, app.theme.style(Role::Plain));
        }
        for gc in col..cols.min(col + width) {
            let pos = Pos::new(r, gc as i32 - ring as i32);
            let x = grid_area.x + (gc - col) as u16 * cell_w;
            let boxed = Rect::new(x, y, cell_w, cell_h);
            if bordered {
                draw_borders(buf, dims, pos, boxed, grid);
            }
            let (text, style) = position(state, advice, app.theme, pos);
            let (text, style) = match why {
                Some(why) if lit(why, dims, pos) => (
                    if text.is_empty() { "·".into() } else { text },
                    app.theme.lit(style),
                ),
                _ => (text, style),
            };
            let style = if pos == at {
                app.theme.cursor(style)
            } else if Some(pos) == partner {
                style.add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
            } else {
                style
            };
            let inside = interior(boxed, bordered);
            // The shade and the cursor fill the whole box; the rest of the
            // style (bold, underline) is the glyph's alone.
            let mut fill = Style::default().add_modifier(style.add_modifier & Modifier::REVERSED);
            fill.bg = style.bg;
            buf.set_style(inside, fill);
            let len = text.chars().count() as u16;
            let toward = toward_grid(dims, pos);
            let (gx, gy) = glyph_at(boxed, bordered, len, toward);
            buf.set_string(gx, gy, &text, style);
            if let (1, Some(port)) = (ring, dims.port_at(pos)) {
                let number = port.to_string();
                let (nx, ny) = number_at(boxed, number.len() as u16, toward);
                buf.set_string(nx, ny, number, app.theme.style(Role::Plain));
            }
        }
    }
}

/// Where a port's number goes in its rim box when it shares the box with
/// the rim's mark (one ring, boards drawn at least three times bigger):
/// above a top mark, below a bottom one, and on the mark's line outside
/// the room a side mark takes (three columns: `12!`).
fn number_at(boxed: Rect, len: u16, toward: (i8, i8)) -> (u16, u16) {
    const MARK: u16 = 3;
    let inside = interior(boxed, true);
    let (mx, my) = glyph_at(boxed, true, 1, toward);
    match toward {
        (1, _) => (mx.saturating_sub(len / 2), my - 1),
        (-1, _) => (mx.saturating_sub(len / 2), my + 1),
        (_, 1) => ((inside.right() - 1).saturating_sub(MARK + 1 + len), my),
        _ => (inside.x + 1 + MARK + 1, my),
    }
}

/// Whether the explanation shown highlights `pos`: a port of one of its
/// rays, a cell one of them may pass, or the cell explained.
fn lit(why: &Shown, dims: Dims, pos: Pos) -> bool {
    match dims.cell_of(pos) {
        Some(cell) => cell == why.cell || why.cells.contains(&cell),
        None => dims
            .port_at(pos)
            .is_some_and(|port| why.ports.contains(&port.number())),
    }
}

/// The part of a position's box that its glyph and shade fill: all of it,
/// or, with borders, all but the top row and left column, where the lines
/// between cells run.
fn interior(boxed: Rect, bordered: bool) -> Rect {
    let b = u16::from(bordered);
    Rect::new(boxed.x + b, boxed.y + b, boxed.width - b, boxed.height - b)
}

/// Which way the board's cells lie from `pos`, as (rows, columns) steps of
/// -1, 0 or 1: (1, 0) above the board, (0, -1) right of it, (0, 0) on a cell.
pub(super) fn toward_grid(dims: Dims, pos: Pos) -> (i8, i8) {
    let step = |at: i32, size: usize| match at {
        at if at < 0 => 1,
        at if at >= size as i32 => -1,
        _ => 0,
    };
    (step(pos.row, dims.rows()), step(pos.col, dims.cols()))
}

/// Where a glyph `len` columns wide starts in the box of its position, the
/// board's cells lying `toward` it ([`toward_grid`]): with borders, a cell's
/// glyph centred in its interior and a rim glyph or port number against
/// the side that faces the cells, so the rim reads next to the grid rather
/// than in the middle of a wide margin; without borders right-aligned (so
/// the unscaled board reads as columns of numbers).
pub(super) fn glyph_at(boxed: Rect, bordered: bool, len: u16, toward: (i8, i8)) -> (u16, u16) {
    let inside = interior(boxed, bordered);
    let len = len.min(inside.width);
    if !bordered {
        return (inside.right() - len, inside.y + (inside.height - 1) / 2);
    }
    // One column of space from the cells' border line, where there is room.
    let pad = u16::from(inside.width > len + 1);
    let x = match toward.1 {
        1 => inside.right() - len - pad,
        -1 => inside.x + pad,
        _ => inside.x + (inside.width - len) / 2,
    };
    let y = match toward.0 {
        1 => inside.bottom() - 1,
        -1 => inside.y,
        _ => inside.y + (inside.height - 1) / 2,
    };
    (x, y)
}

/// The lines between cells that run through the box of `pos`: along its
/// top row when a cell lies below or above that edge, down its left column
/// when a cell lies beside, and the right junction where they meet.
fn draw_borders(buf: &mut Buffer, dims: Dims, pos: Pos, boxed: Rect, style: Style) {
    let (rows, cols) = (dims.rows() as i32, dims.cols() as i32);
    let (r, c) = (pos.row, pos.col);
    let across = (0..=rows).contains(&r) && (0..cols).contains(&c);
    let down = (0..rows).contains(&r) && (0..=cols).contains(&c);
    if across {
        for x in boxed.left()..boxed.right() {
            buf[(x, boxed.y)].set_symbol("─").set_style(style);
        }
    }
    if down {
        for y in boxed.top()..boxed.bottom() {
            buf[(boxed.x, y)].set_symbol("│").set_style(style);
        }
    }
    if (0..=rows).contains(&r) && (0..=cols).contains(&c) {
        let junction = match (r > 0, r < rows, c > 0, c < cols) {
            (false, _, false, _) => "┌",
            (false, _, _, false) => "┐",
            (false, _, _, _) => "┬",
            (_, false, false, _) => "└",
            (_, false, _, false) => "┘",
            (_, false, _, _) => "┴",
            (_, _, false, _) => "├",
            (_, _, _, false) => "┤",
            _ => "┼",
        };
        buf[(boxed.x, boxed.y)]
            .set_symbol(junction)
            .set_style(style);
    }
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
        Spot::Port(port, None) if flag(state, port) == Some(Flag::WouldDiffer) => {
            ("!".into(), Role::Wrong)
        }
        s @ Spot::Port(port, Some(_)) if flag(state, port) == Some(Flag::Contradicted) => {
            (format!("{}!", s.glyph()), Role::Wrong)
        }
        Spot::Port(port, None) => match advice.and_then(|a| a.suggestion.as_ref()) {
            Some(s) if s.port == port => ("?".into(), Role::Suggested),
            _ => (String::new(), Role::Plain),
        },
        s @ Spot::Port(_, Some(mark)) => (
            s.glyph(),
            match mark {
                RimMark::Hit => Role::Hit,
                RimMark::Reflection | RimMark::Deflection => Role::Reflection,
                RimMark::Pair(_) => Role::Pair,
            },
        ),
        Spot::Cell(cell, CellView::Blank) => match advice.map(|a| a.cell(dims, cell)) {
            Some(Knowledge::Atom) => ("#".into(), Role::SureAtom),
            Some(Knowledge::Empty) => (String::new(), Role::Plain),
            Some(Knowledge::Open(None)) => (".".into(), Role::Plain),
            Some(Knowledge::Open(Some(p))) => {
                let percent = ((p * 100.0).round() as u8).clamp(1, 99);
                (share_text(p), Role::Heat(percent))
            }
            None => (".".into(), Role::Plain),
        },
        s @ Spot::Cell(_, view) => (
            s.glyph(),
            match view {
                CellView::Atom | CellView::Found | CellView::Twin => Role::Atom,
                CellView::Wrong => Role::Wrong,
                CellView::Missed | CellView::Hidden => Role::Missed,
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

/// Where the cursor is and what is there, in words, and on a cell what the
/// assistant knows of it: `A4 (row A, column 4): no mark; an atom in 54 % of
/// the boards left`.
fn readout(app: &App, advice: Option<&Advice>) -> String {
    let state = app.session.game().state();
    let mut text = app.cursor.describe(state);
    if let (Some(advice), Target::Cell(cell)) = (advice, app.cursor.target()) {
        let known = match advice.cell(state.dims(), cell) {
            Knowledge::Atom => "certainly an atom".to_string(),
            Knowledge::Empty => "certainly empty".to_string(),
            Knowledge::Open(Some(p)) => {
                format!("an atom in {} % of the boards left", share_text(p))
            }
            Knowledge::Open(None) => "open, share not known yet".to_string(),
        };
        text.push_str("; ");
        text.push_str(&known);
    }
    text
}

/// A line of the panel, and whether it may be left out when the panel is
/// too short for everything (it only spaces, or says what the help says).
struct PanelLine {
    text: String,
    spare: bool,
}

impl PanelLine {
    fn kept(text: impl Into<String>) -> PanelLine {
        PanelLine {
            text: text.into(),
            spare: false,
        }
    }

    fn spare(text: impl Into<String>) -> PanelLine {
        PanelLine {
            text: text.into(),
            spare: true,
        }
    }
}

/// What the panel says, line by line, before wrapping.
fn panel_lines(app: &App, advice: Option<&Advice>) -> Vec<PanelLine> {
    let game = app.session.game();
    let state = game.state();
    let id = game.setup().id();
    let mut lines = vec![
        // Short labels: the counts stay on their lines in a narrow panel.
        PanelLine::kept(format!("Score  {}", state.score())),
        PanelLine::kept(format!("Rays   {}", state.rays_fired())),
        PanelLine::kept(format!("Atoms  {} of {}", state.atoms_marked(), id.atoms())),
        PanelLine::kept(readout(app, advice)),
        PanelLine::spare(""),
    ];
    if let Some(why) = app.shown_why() {
        lines.push(PanelLine::kept(format!(
            "Why {} (w hides it)",
            why.cell.name()
        )));
        lines.extend(why.lines.iter().map(PanelLine::kept));
        lines.push(PanelLine::spare(""));
    }
    if let Some(text) = verdict_text(game) {
        lines.push(PanelLine::kept(text));
    } else if let Some(text) = check_text(game) {
        lines.push(PanelLine::kept(text));
    } else if let Some(advice) = advice {
        lines.push(PanelLine::spare(format!("Assistant ({ASSISTANT_KEY})")));
        lines.extend(advice.summary(id.dims()).into_iter().map(PanelLine::kept));
        match &advice.pending {
            Some(stage) if stage.is_running() => {
                lines.push(PanelLine::kept(format!("still computing: {stage}")))
            }
            Some(stage) => lines.push(PanelLine::kept(format!("computed {stage}"))),
            None => {}
        }
        if advice.suggestion.is_some() {
            lines.push(PanelLine::spare(MORE_HINT));
        }
    } else if app.assistant {
        lines.push(PanelLine::kept("Assistant: thinking..."));
    } else {
        lines.push(PanelLine::kept("a: assistant"));
    }
    lines
}

/// Under the suggestion, where there is room: the key for its details.
const MORE_HINT: &str = "m: how this ray was rated";

/// The last line of a panel too short for all it says.
const CUT: &str = "▼ more: press m";

/// `lines` as one paragraph, wrapped at word boundaries.
fn wrapped<'a>(lines: impl IntoIterator<Item = &'a str>) -> Paragraph<'a> {
    let text: Vec<Line> = lines.into_iter().map(Line::from).collect();
    Paragraph::new(text).wrap(Wrap { trim: false })
}

/// Draws the panel. What does not fit is never cut silently: the spare
/// lines go first, and if the rest is still too long its last line says
/// so, and `m` shows it all ([`draw_more`]).
fn draw_panel(frame: &mut Frame, app: &App, advice: Option<&Advice>, area: Rect) {
    let block = Block::bordered().title(" Game ");
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let lines = panel_lines(app, advice);
    let height = usize::from(inner.height);
    let fits = |kept: &[&PanelLine]| {
        wrapped(kept.iter().map(|l| l.text.as_str())).line_count(inner.width) <= height
    };
    let mut kept: Vec<&PanelLine> = lines.iter().collect();
    if !fits(&kept) {
        kept.retain(|l| !l.spare);
    }
    let text = wrapped(kept.iter().map(|l| l.text.as_str()));
    if fits(&kept) || inner.height < 2 {
        frame.render_widget(text, inner);
        return;
    }
    let [shown, cut] = Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(inner);
    frame.render_widget(text, shown);
    frame.render_widget(Line::from(CUT).style(app.theme.style(Role::Suggested)), cut);
}

/// What `m` shows over the board: the panel in full, and how the
/// assistant's suggested ray was rated (the same words as the plain mode's
/// `assist more` and the web's "How was this ray rated?").
fn draw_more(frame: &mut Frame, app: &App, advice: Option<&Advice>) {
    // The spare lines left out: the box must fit 80x24 with an explanation
    // and the assistant's sentences in it.
    let mut lines: Vec<String> = (panel_lines(app, advice).into_iter())
        .filter(|l| !l.spare)
        .map(|l| l.text)
        .collect();
    let over = app.session.game().state().is_over();
    match advice.and_then(|a| a.suggestion.as_ref()) {
        Some(s) => lines.push(format!("How this ray was rated: {}", s.details())),
        None if over => {}
        None if app.assistant => lines.push("No ray is suggested now.".into()),
        None => lines.push("Press a for the assistant: it suggests a ray to fire.".into()),
    }
    lines.push("Press any key.".into());
    popup(frame, " In full ", &lines.join("\n"), 72);
}

fn draw_help(frame: &mut Frame, rules: Rules) {
    let help = help(rules);
    let longest = help.lines().map(str::len).max().unwrap_or(0) as u16;
    popup(frame, " Keys ", &help, longest);
}

/// `text` in a bordered box `width` columns wide inside (at most the
/// screen's), centred over the screen, as tall as its wrapped lines.
fn popup(frame: &mut Frame, title: &str, text: &str, width: u16) {
    let area = frame.area();
    let width = (width + 2).min(area.width);
    let paragraph = wrapped(text.lines());
    let lines = paragraph.line_count(width.saturating_sub(2)) as u16;
    let height = (lines + 2).min(area.height);
    let popup = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, popup);
    frame.render_widget(paragraph.block(Block::bordered().title(title)), popup);
}

#[cfg(test)]
mod tests;
