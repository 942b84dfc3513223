//! Puzzle screens drawn on ratatui's TestBackend, compared as text with
//! insta snapshots (monochrome), and the keys and clicks that play one.

use super::{view, End, PuzzleApp};
use crate::app::Flow;
use crate::theme::Theme;
use blackbox_app::puzzles::attempt::{Attempt, Mark};
use blackbox_app::puzzles::playable;
use blackbox_app::Control;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

/// An easy 8x8 puzzle with 4 atoms and three printed results; its answer
/// has atoms at rows and columns (1,2), (1,5), (3,8), (7,6).
const ID: &str = "8x8-4-003Q070YG0K";

fn app() -> PuzzleApp {
    let control = Control::new();
    let attempt = Attempt::new(playable(ID, &control).unwrap(), &control).unwrap();
    PuzzleApp::new("Black Box puzzle".into(), attempt, Theme::new(false))
}

/// The screen as text, one line per terminal row.
fn screen(app: &mut PuzzleApp, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::draw(frame, app)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            let line: String = (0..width)
                .map(|x| buffer.cell((x, y)).unwrap().symbol().to_string())
                .collect();
            line.trim_end().to_string() + "\n"
        })
        .collect()
}

fn press(app: &mut PuzzleApp, code: KeyCode) -> Flow {
    app.key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn keys(app: &mut PuzzleApp, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Moves the cursor to `row`, `col` (from 1, as the board labels them).
fn go(app: &mut PuzzleApp, row: usize, col: usize) {
    keys(app, &"k".repeat(8));
    keys(app, &"h".repeat(8));
    keys(app, &"j".repeat(row - 1));
    keys(app, &"l".repeat(col - 1));
}

#[test]
fn a_puzzle_fits_80x24_with_its_printed_results_on_the_rim() {
    let mut app = app();
    let shown = screen(&mut app, 80, 24);
    insta::assert_snapshot!("puzzle_8x8", shown);
    assert!(shown.contains(ID), "the title names the puzzle:\n{shown}");
    assert!(shown.contains("grade: "), "{shown}");
}

#[test]
fn marks_and_checks_against_the_one_answer() {
    let mut app = app();
    go(&mut app, 2, 2);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.message, "Atom marked at row 2, column 2.");
    keys(&mut app, "c");
    assert_eq!(app.message, "Not yet: one mark is wrong.");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.message, "Cleared row 2, column 2.");
    for (row, col) in [(1, 2), (1, 5), (3, 8)] {
        go(&mut app, row, col);
        press(&mut app, KeyCode::Char(' '));
    }
    keys(&mut app, "c");
    assert_eq!(app.message, "No mark is wrong so far; 3 of 4 atoms marked.");
    go(&mut app, 7, 6);
    keys(&mut app, " c");
    assert_eq!(app.end, Some(End::Solved));
    assert!(app.message.starts_with("Solved"), "{}", app.message);
    insta::assert_snapshot!("puzzle_solved", screen(&mut app, 80, 24));
    assert_eq!(press(&mut app, KeyCode::Char('q')), Flow::Quit);
}

#[test]
fn hints_name_the_results_then_the_cell_and_lead_to_the_answer() {
    let mut app = app();
    let mut placed = 0;
    while app.end.is_none() {
        keys(&mut app, "i");
        if app.message.starts_with("Every atom is marked") {
            keys(&mut app, "c");
            break;
        }
        assert!(app.message.starts_with("Hint: look at"), "{}", app.message);
        keys(&mut app, "i");
        // The cursor went to the cell the hint names, named as the board
        // labels it (row letter, column number: `C4`).
        let [row, col] = app.cursor.numbered();
        let name = format!("{}{col}", char::from(b'A' + row as u8 - 1));
        assert!(
            app.message.starts_with(&format!("Hint: {name} ")),
            "{}",
            app.message
        );
        let key = if app.message.contains("holds an atom") {
            ' '
        } else {
            'x'
        };
        keys(&mut app, &key.to_string());
        placed += 1;
        assert!(placed <= 64, "each hint places a cell");
    }
    assert_eq!(app.end, Some(End::Solved), "{}", app.message);
}

#[test]
fn giving_up_shows_the_answer_against_the_marks() {
    let mut app = app();
    go(&mut app, 1, 2);
    press(&mut app, KeyCode::Enter);
    go(&mut app, 2, 2);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "s");
    assert_eq!(app.message, "Give up and see the answer? (y/n)");
    keys(&mut app, "n");
    assert_eq!(app.end, None);
    keys(&mut app, "sy");
    assert_eq!(app.end, Some(End::GaveUp));
    let shown = screen(&mut app, 80, 24);
    insta::assert_snapshot!("puzzle_given_up", shown);
    // One atom found, one wrong mark, three atoms not marked.
    let board: String = shown.lines().skip(4).take(8).collect();
    assert_eq!(board.matches('O').count(), 1, "{shown}");
    assert_eq!(board.matches('X').count(), 1, "{shown}");
    assert_eq!(board.matches('@').count(), 3, "{shown}");
    assert_eq!(
        app.exit_code(),
        std::process::ExitCode::from(cli_support::exit::NEGATIVE)
    );
    keys(&mut app, " ");
    assert_eq!(app.message, "The answer is shown: q quits.");
}

#[test]
fn clicks_mark_the_cell_under_the_mouse() {
    let mut app = app();
    screen(&mut app, 80, 24);
    let (x, y) = app.origin.expect("the board fits");
    let click = |button, column, row| MouseEvent {
        kind: MouseEventKind::Down(button),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    };
    // Row 3, column 4: three rows down, four cells of three columns right.
    app.mouse(click(MouseButton::Left, x + 3 * 3 + 1, y + 2));
    assert_eq!(app.cursor.numbered(), [3, 4]);
    assert_eq!(app.attempt.mark_at(app.cursor), Some(Mark::Atom));
    app.mouse(click(MouseButton::Right, x, y));
    assert_eq!(app.cursor.numbered(), [1, 1]);
    assert_eq!(app.attempt.mark_at(app.cursor), Some(Mark::Empty));
    // Outside the cells: nothing happens.
    app.mouse(click(MouseButton::Left, 0, 0));
    assert_eq!(app.cursor.numbered(), [1, 1]);
}

#[test]
fn quitting_with_marks_asks_and_a_small_screen_says_what_it_needs() {
    let mut app = app();
    assert_eq!(press(&mut app, KeyCode::Char('q')), Flow::Continue);
    assert_eq!(app.message, "Quit? Your marks are not kept. (y/n)");
    assert_eq!(press(&mut app, KeyCode::Char('y')), Flow::Quit);
    let mut app = self::app();
    let shown = screen(&mut app, 30, 12);
    assert!(shown.contains("too small"), "{shown}");
    assert_eq!(app.origin, None);
    keys(&mut app, "?");
    assert!(screen(&mut app, 80, 24).contains("Puzzle help"));
    keys(&mut app, "c");
    assert!(!app.help, "any key closes the help");
}
