//! Drawing one frame of a puzzle: a title line with the puzzle's ID and
//! grade; the board with port numbers outside (the top ones are the column
//! numbers) and the row letters at the left, so that a cell reads `C4` as
//! everywhere (`blackbox::names`); the printed results on the
//! rim (`H` hit, `R` reflection, `D` turned away at the edge under ACM
//! rules, the same number at both ends of a ray
//! that came out, `·` nothing printed) and the cells (`.` unmarked, `O`
//! an atom mark, `-` an empty note; once the player gives up `X` a wrong
//! mark and `@` an atom not marked); the exit pairs in words; a two-line
//! message area; a line of keys. Three columns and one row per position;
//! a screen too small for the board says how big it must be.

use super::{End, PuzzleApp};
use crate::theme::{Role, Theme};
use blackbox::render::PortLabels;
use blackbox::row_name;
use blackbox::{Cell, Pos};
use blackbox_app::puzzles::attempt::Mark;
use blackbox_app::puzzles::measure_text;
use ratatui::layout::{Constraint, Layout, Margin, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use ratatui::Frame;

/// Screen columns per position.
pub const CELL_WIDTH: u16 = 3;

/// Screen columns of the row letters left of the board.
const LETTERS: u16 = 3;

/// The keys, as the help shows them.
const HELP: &str = "\
arrows, hjkl   move the cursor
Enter, Space   mark an atom (again: clear)
x              note that a cell is empty (again: clear)
c              check your marks against the puzzle's one answer
i              a hint: the printed results to look at (again: the cell)
s              give up and see the answer
q              quit
mouse          left click marks an atom, right click notes empty

Rows are letters, columns numbers (the top ports): C4 is row C, column 4.
Rim: H hit, R reflection, D turned away at the edge (ACM rules only),
the same number at both ends of a ray that came out, · nothing printed. Every printed result is needed, and the
results with the atom count allow exactly one placement of the atoms.
Cells: O atom mark, - empty note. After giving up: X a wrong mark,
@ an atom you did not mark.

Press any key.";

/// The key reminder under the board.
const KEYS: &str = "? help  Enter atom  x empty  c check  i hint  s give up  q quit";

/// The key reminder once the puzzle is over.
const KEYS_OVER: &str = "? help  q quit";

/// Screen rows besides the board's.
const LINES: u16 = 8;

/// Draws the puzzle on `frame`, noting where the cells went in `app`.
pub fn draw(frame: &mut Frame, app: &mut PuzzleApp) {
    let dims = app.attempt.id().puzzle().dims();
    let (width, height) = (
        (dims.cols() as u16 + 4) * CELL_WIDTH + LETTERS,
        dims.rows() as u16 + 4,
    );
    let [title, grade, body, here, pairs, message, _, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(height),
        Constraint::Length(1),
        Constraint::Length(2),
        Constraint::Length(2),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(
        Line::from(format!(" {}   {}", app.title, app.attempt.id())),
        title,
    );
    frame.render_widget(
        Line::from(format!(" grade: {}", measure_text(app.attempt.grade()))),
        grade,
    );
    let fits = frame.area().width >= width && frame.area().height >= height + LINES;
    if fits {
        let board = Rect::new(body.x, body.y, width, height);
        app.origin = Some((board.x + LETTERS + 2 * CELL_WIDTH, board.y + 2));
        frame.render_widget(Paragraph::new(board_lines(app)), board);
        let where_ = format!(" cursor: {}", app.cursor.name());
        frame.render_widget(Line::from(where_), here);
    } else {
        app.origin = None;
        let need = format!(
            "The screen is too small for this {}x{} board: it needs {} columns and {} rows. \
             Enlarge the window.",
            dims.rows(),
            dims.cols(),
            width,
            height + LINES
        );
        frame.render_widget(
            Paragraph::new(need).wrap(Wrap { trim: true }),
            frame.area().inner(Margin::new(0, 2)),
        );
        return;
    }
    frame.render_widget(
        Paragraph::new(pairs_text(&PortLabels::of(app.attempt.id().puzzle())))
            .wrap(Wrap { trim: true }),
        pairs,
    );
    frame.render_widget(
        Paragraph::new(app.message.as_str()).wrap(Wrap { trim: true }),
        message,
    );
    let over = app.end.is_some();
    frame.render_widget(Line::from(if over { KEYS_OVER } else { KEYS }), keys);
    if app.help {
        draw_help(frame);
    }
}

/// The board's lines: port numbers, the rim's printed results, the cells.
fn board_lines(app: &PuzzleApp) -> Vec<Line<'static>> {
    let puzzle = app.attempt.id().puzzle();
    let dims = puzzle.dims();
    let labels = PortLabels::of(puzzle);
    let theme = app.theme;
    (0..dims.rows() as i32 + 4)
        .map(|gr| {
            let letters = match (gr - 2).try_into() {
                Ok(row) if row < dims.rows() => row_name(row),
                _ => String::new(),
            };
            let letters = Span::styled(format!("{letters:<3}"), theme.style(Role::Plain));
            let spans: Vec<Span> = std::iter::once(letters)
                .chain((0..dims.cols() as i32 + 4).map(|gc| {
                    let pos = Pos::new(gr - 2, gc - 2);
                    let (text, style) = match dims.cell_of(pos) {
                        Some(cell) => {
                            let (glyph, role) = cell_glyph(app, cell);
                            let style = theme.style(role);
                            let style = match cell == app.cursor {
                                true => theme.cursor(style),
                                false => style,
                            };
                            (glyph.to_string(), style)
                        }
                        None => rim_glyph(&labels, dims, pos, theme),
                    };
                    Span::styled(format!("{text:^3}"), style)
                }))
                .collect();
            Line::from(spans)
        })
        .collect()
}

/// What a cell shows: the player's mark, and after giving up the answer.
fn cell_glyph(app: &PuzzleApp, cell: Cell) -> (&'static str, Role) {
    let mark = app.attempt.mark_at(cell);
    if app.end == Some(End::GaveUp) {
        let atom = app.attempt.revealed_atom(cell);
        return match (mark, atom) {
            (Some(Mark::Atom), true) => ("O", Role::Atom),
            (Some(Mark::Atom), false) => ("X", Role::Wrong),
            (_, true) => ("@", Role::Missed),
            (Some(Mark::Empty), false) => ("-", Role::Empty),
            (None, false) => (".", Role::Grid),
        };
    }
    match mark {
        Some(Mark::Atom) => ("O", Role::Atom),
        Some(Mark::Empty) => ("-", Role::Empty),
        None => (".", Role::Grid),
    }
}

/// What a position outside the cells shows: the printed result of the
/// port next to the board, or the port's number one step further out.
fn rim_glyph(labels: &PortLabels, dims: blackbox::Dims, pos: Pos, theme: Theme) -> (String, Style) {
    if let Some(port) = dims.port_at(pos) {
        let (text, role) = match labels.get(port) {
            None => ("·".to_string(), Role::Grid),
            Some("H") => ("H".to_string(), Role::Hit),
            Some("R") => ("R".to_string(), Role::Reflection),
            Some(other) => (other.to_string(), Role::Pair),
        };
        return (text, theme.style(role));
    }
    // One step further out than a rim position: its port's number.
    let (rows, cols) = (dims.rows() as i32, dims.cols() as i32);
    let inward = Pos::new(pos.row.clamp(-1, rows), pos.col.clamp(-1, cols));
    let number = match (inward != pos).then(|| dims.port_at(inward)).flatten() {
        Some(port) => port.to_string(),
        None => String::new(),
    };
    (number, theme.style(Role::Plain))
}

/// The exit pairs in words: `exits: 1 joins ports 3 and 17, …`.
fn pairs_text(labels: &PortLabels) -> String {
    if labels.pairs.is_empty() {
        return String::new();
    }
    let pairs: Vec<String> = (labels.pairs.iter())
        .map(|(n, p, q)| format!("{n}: ports {p} and {q}"))
        .collect();
    format!("rays that came out: {}", pairs.join("; "))
}

fn draw_help(frame: &mut Frame) {
    let area = frame.area();
    let width = (HELP.lines().map(str::len).max().unwrap_or(0) as u16 + 4).min(area.width);
    let height = (HELP.lines().count() as u16 + 2).min(area.height);
    let rect = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(HELP).block(Block::bordered().title(" Puzzle help ")),
        rect,
    );
}
