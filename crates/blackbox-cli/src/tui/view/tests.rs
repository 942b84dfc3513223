//! Screens of the terminal game, drawn on ratatui's TestBackend and
//! compared as text with insta snapshots (monochrome, so the glyphs alone
//! must carry the meaning), plus key and mouse handling.

use super::super::app::{App, Flow};
use super::super::theme::Theme;
use super::draw;
use crate::commands::play::session::Session;
use blackbox_game::{GameId, Move};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn session(id: &str) -> Session {
    Session::start(id.parse::<GameId>().unwrap(), false, None).unwrap()
}

/// The screen as text, one line per terminal row.
fn screen(app: &mut App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| draw(frame, app)).unwrap();
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

fn press(app: &mut App, code: KeyCode) -> Flow {
    app.key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

#[test]
fn a_new_game_fits_80x24() {
    let mut s = session("8x8:4:1");
    let mut app = App::new(&mut s, Theme::new(false));
    insta::assert_snapshot!("new_game_8x8", screen(&mut app, 80, 24));
}

#[test]
fn rays_marks_and_the_assistant() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    // Fire ports 1, 2 and 3 along the top, then mark and note cells.
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "l ");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "jj x");
    keys(&mut app, "j ");
    keys(&mut app, "a");
    assert!(app.assistant);
    app.request_advice();
    assert!(screen(&mut app, 80, 24).contains("Assistant: thinking..."));
    app.worker.wait();
    insta::assert_snapshot!("five_by_five_with_assistant", screen(&mut app, 80, 24));
    let game = app.session.game();
    assert_eq!(game.state().rays_fired(), 3);
    assert_eq!(game.moves().len(), 6);
}

#[test]
fn the_end_of_a_game_shows_the_differences() {
    let mut s = session("5x5:2:7");
    let hidden: Vec<_> = s.game().setup().hidden().atoms().collect();
    // Mark one right atom and one wrong one, then check.
    s.apply(Move::Mark(hidden[0])).unwrap();
    let wrong = s
        .game()
        .setup()
        .id()
        .dims()
        .all_cells()
        .find(|c| !hidden.contains(c))
        .unwrap();
    s.apply(Move::Mark(wrong)).unwrap();
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Char('c'));
    assert!(app.session.game().state().is_over());
    insta::assert_snapshot!("checked_wrong", screen(&mut app, 80, 24));
}

#[test]
fn help_and_questions() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Char('?'));
    insta::assert_snapshot!("help", screen(&mut app, 80, 24));
    press(&mut app, KeyCode::Char('z'));
    assert!(!app.help);
    // With no move made, q quits at once; after a move it asks first.
    press(&mut app, KeyCode::Enter);
    assert_eq!(press(&mut app, KeyCode::Char('q')), Flow::Continue);
    assert!(app.message.starts_with("Quit?"), "{}", app.message);
    assert_eq!(press(&mut app, KeyCode::Char('n')), Flow::Continue);
    assert_eq!(press(&mut app, KeyCode::Char('q')), Flow::Continue);
    assert_eq!(press(&mut app, KeyCode::Char('y')), Flow::Quit);
}

#[test]
fn undo_redo_and_give_up_by_keys() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game().moves().len(), 0);
    app.key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    assert_eq!(app.session.game().moves().len(), 1);
    keys(&mut app, "s");
    assert!(!app.session.game().state().is_over(), "s asks first");
    keys(&mut app, "y");
    assert!(app.session.game().state().is_over());
    assert!(app.message.starts_with("Game over"), "{}", app.message);
    let text = screen(&mut app, 80, 24);
    assert!(
        text.contains("Gave up. 2 atoms wrongly placed (+10)."),
        "{text}"
    );
}

#[test]
fn clicks_hit_the_position_under_the_mouse() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    let _ = screen(&mut app, 80, 24);
    let area = app.area;
    let click = |app: &mut App, button, gx: u16, gy: u16| {
        app.mouse(MouseEvent {
            kind: MouseEventKind::Down(button),
            column: area.x + gx * 3 + 2,
            row: area.y + gy,
            modifiers: KeyModifiers::NONE,
        })
    };
    // Grid column 3, row 1 is the rim above cell column 1: port 2.
    click(&mut app, MouseButton::Left, 3, 1);
    let dims = app.session.game().setup().id().dims();
    assert_eq!(
        app.session.game().moves(),
        &[Move::Fire(dims.port(2).unwrap())]
    );
    // Grid (4, 4) is cell row 2, column 2 (0-based); right click notes it empty.
    click(&mut app, MouseButton::Right, 4, 4);
    let cell = dims.cell(2, 2).unwrap();
    assert_eq!(app.session.game().moves()[1], Move::NoteEmpty(cell));
    // Clicks on a corner or outside the board do nothing.
    click(&mut app, MouseButton::Left, 1, 1);
    click(&mut app, MouseButton::Left, 30, 1);
    assert_eq!(app.session.game().moves().len(), 2);
}

#[test]
fn big_boards_scroll_to_the_cursor() {
    let mut s = session("20x20:4:3");
    let mut app = App::new(&mut s, Theme::new(false));
    for _ in 0..21 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..20 {
        press(&mut app, KeyCode::Right);
    }
    // The cursor is now on the bottom-right port area; it must be on screen.
    let text = screen(&mut app, 80, 24);
    assert!(app.area.row > 0 && app.area.col > 0, "{:?}", app.area);
    let pos = app.cursor.pos();
    let (gr, gc) = ((pos.row + 2) as usize, (pos.col + 2) as usize);
    assert!((app.area.row..app.area.row + usize::from(app.area.height)).contains(&gr));
    assert!((app.area.col..app.area.col + usize::from(app.area.width)).contains(&gc));
    // The bottom port numbers (port 41 sits below the last column) are visible.
    assert!(text.contains(" 41"), "{text}");
}
