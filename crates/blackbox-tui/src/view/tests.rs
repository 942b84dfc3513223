//! Screens of the terminal game, drawn on ratatui's TestBackend and
//! compared as text with insta snapshots (monochrome, so the glyphs alone
//! must carry the meaning), plus key and mouse handling.

use super::super::app::{App, Flow};
use super::super::theme::Theme;
use super::{draw, glyph_at, toward_grid};
use crate::session::setting_up::SETUP_SECONDS;
use crate::session::Session;
use blackbox::{AtomCount, Board, Rules};
use blackbox_app::draw::share_text;
use blackbox_app::game::{GameId, Knowledge, Move, Setup, Target};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;
use ratatui::Terminal;
use std::collections::BTreeSet;

fn session(id: &str) -> Session {
    Session::start(id.parse::<GameId>().unwrap(), false, SETUP_SECONDS, None).unwrap()
}

/// The screen as text, one line per terminal row.
fn screen(app: &mut App, width: u16, height: u16) -> String {
    crate::test_screen::screen(width, height, |frame| draw(frame, app))
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

/// Polls until the new game's setup has arrived and replaced the old game.
fn await_setup(app: &mut App) {
    while !app.poll_setup() {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn a_new_game_is_set_up_in_the_background() {
    let mut s = session("8x8:4:1");
    let mut app = App::new(&mut s, Theme::new(false));
    // No move yet, so no question: `n` starts the setup at once, and the
    // old game stays on screen, with the status, until it has arrived.
    press(&mut app, KeyCode::Char('n'));
    assert!(app.setting_up.is_some());
    insta::assert_snapshot!("setting_up", screen(&mut app, 80, 24));
    // The old game stays playable; what a move did shows under the status.
    press(&mut app, KeyCode::Enter);
    let screen_now = screen(&mut app, 80, 24);
    assert!(screen_now.contains("Esc cancels.\nray 1: "), "{screen_now}");
    await_setup(&mut app);
    assert!(app.setting_up.is_none());
    let id = app.session.game().setup().id();
    assert_eq!(app.message, format!("New game {id}."));
    assert!(screen(&mut app, 80, 24).contains(&format!("game {id}")));
}

#[test]
fn esc_or_n_cancels_a_setup_and_the_game_goes_on() {
    let mut s = Session::start("8x8:4:1".parse().unwrap(), true, SETUP_SECONDS, None).unwrap();
    let start = s.game().setup().id();
    let mut app = App::new(&mut s, Theme::new(false));
    for cancel in [KeyCode::Esc, KeyCode::Char('n')] {
        press(&mut app, KeyCode::Char('n'));
        let status = screen(&mut app, 80, 24);
        assert!(status.contains("Setting up a new 8x8 game with 4 atoms..."));
        assert!(status.contains("of 200 seeds tried") && status.contains("Esc cancels."));
        assert_eq!(press(&mut app, cancel), Flow::Continue);
        assert!(app.setting_up.is_none() && !app.poll_setup());
        assert!(app.message.ends_with("cancelled: this game goes on."));
        assert_eq!(app.session.game().setup().id(), start);
    }
    // A --unique session sets up --unique games.
    press(&mut app, KeyCode::Char('n'));
    await_setup(&mut app);
    let setup = app.session.game().setup();
    assert!(setup.twins_known() && setup.twins().len() == 1);
}

#[test]
fn w_explains_the_cursors_cell_and_highlights_its_rays() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    // Fire ports 1, 2 and 3 along the top (miss, miss, reflection).
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "l ");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    // On port 3, `w` asks for a cell.
    keys(&mut app, "w");
    assert_eq!(app.message, "w explains a cell: move the cursor onto one.");
    // A2, under port 2, whose ray went straight through.
    keys(&mut app, "hj");
    keys(&mut app, "w");
    let why = app.shown_why().expect("an explanation is shown");
    assert_eq!(why.cell.name(), "A2");
    // Ray 1's miss alone shows it: an atom on A2 would have turned it back.
    assert!(
        why.lines[0].contains("A2 is empty") || why.lines[0].contains("A2, "),
        "{:?}",
        why.lines
    );
    assert!(!why.ports.is_empty() && !why.cells.is_empty(), "{why:?}");
    insta::assert_snapshot!("why_a2", screen(&mut app, 110, 30));
    // w again hides it; any move replaces the state it explained.
    keys(&mut app, "w");
    assert!(app.shown_why().is_none());
    keys(&mut app, "w ");
    assert!(app.shown_why().is_none());
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
    // A wrong check costs, shows what is wrong, and the game goes on.
    assert!(!app.session.game().state().is_over());
    assert!(app.session.game().state().last_check().is_some());
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
    // Undo never takes back a fired ray.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game().moves().len(), 1);
    assert!(
        app.message.starts_with("nothing to undo"),
        "{}",
        app.message
    );
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game().moves().len(), 1);
    assert_eq!(app.session.game().state().rays_fired(), 1);
    app.key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL));
    assert_eq!(app.session.game().moves().len(), 2);
    keys(&mut app, "s");
    assert!(!app.session.game().state().is_over(), "s asks first");
    keys(&mut app, "y");
    assert!(app.session.game().state().is_over());
    assert!(app.message.starts_with("Game over"), "{}", app.message);
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("Gave up. You found"), "{text}");
}

#[test]
fn clicks_hit_the_position_under_the_mouse() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    // 80x24 keeps the panel wide; 96x24 has room to draw 5x5 twice as big.
    let _ = screen(&mut app, 96, 24);
    let area = app.area;
    assert_eq!(area.scale, 2, "96x24 has room to draw 5x5 twice as big");
    let click = |app: &mut App, button, gx: u16, gy: u16| {
        app.mouse(MouseEvent {
            kind: MouseEventKind::Down(button),
            column: area.x + gx * 6 + 4,
            row: area.y + gy * 2 + 1,
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
    for _ in 0..19 {
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

/// A 15x15 game after three rays, the cursor moved to the bottom rim.
fn fifteen_at_the_bottom(s: &mut Session) -> App<'_> {
    s.apply(Move::parse("fire 1", s.game().setup().id().dims()).unwrap())
        .unwrap();
    let mut app = App::new(s, Theme::new(false));
    for _ in 0..16 {
        press(&mut app, KeyCode::Down);
    }
    app
}

#[test]
fn a_15x15_board_keeps_its_labels_at_every_size() {
    let mut s = session("15x15:20:5");
    let mut app = fifteen_at_the_bottom(&mut s);
    // 80x24: the board scrolls down to the cursor, the top port numbers
    // (the column numbers) and the rim's marks stay pinned on the board's
    // first lines, and the
    // row letters stand beside the rows shown.
    let small = screen(&mut app, 80, 24);
    assert!(app.area.pinned == 2 && app.area.row > 2, "{:?}", app.area);
    let first = small.lines().nth(2).unwrap();
    for col in ["1", "2", "9", "10"] {
        assert!(
            first.split_whitespace().any(|w| w == col),
            "{first}\n{small}"
        );
    }
    assert!(small.contains("│O "), "row O is shown: {small}");
    insta::assert_snapshot!("fifteen_80x24", small);
    let medium = screen(&mut app, 120, 40);
    insta::assert_snapshot!("fifteen_120x40", medium);
    // 200x60: drawn bigger; each port number beside its rim mark.
    let big = screen(&mut app, 200, 60);
    assert!(app.area.scale >= 2, "{:?}", app.area);
    insta::assert_snapshot!("fifteen_200x60", big);
}

#[test]
fn the_layout_adapts_to_small_and_big_screens() {
    let mut s = session("8x8:4:1");
    let mut app = App::new(&mut s, Theme::new(false));
    // 60x20: the board is whole (no scrolling), the panel goes under or beside it.
    let small = screen(&mut app, 60, 20);
    assert_eq!((app.area.row, app.area.col), (0, 0));
    assert_eq!((app.area.width, app.area.height), (12, 12), "{small}");
    insta::assert_snapshot!("layout_60x20", small);
    // 200x60: scaled up and centred.
    let big = screen(&mut app, 200, 60);
    assert_eq!(app.area.scale, 4, "{:?}", app.area);
    insta::assert_snapshot!("layout_200x60", big);
}

#[test]
fn the_help_is_not_clipped() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Char('?'));
    let text = screen(&mut app, 80, 30);
    assert!(text.contains("Press any key."), "{text}");
    assert!(
        text.contains("Scoring: a hit or a reflection costs 1"),
        "{text}"
    );
}

#[test]
fn the_cursor_goes_round_corners_and_the_partner_is_shown() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Left);
    let dims = app.session.game().setup().id().dims();
    assert_eq!(
        app.cursor.target(),
        blackbox_app::game::Target::Port(dims.port(20).unwrap())
    );
    // Port 1 of 5x5:2:7 is a miss out of port 15: with the cursor on it,
    // the far end is underlined.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let far = app
        .session
        .game()
        .state()
        .partner(dims.port(1).unwrap())
        .unwrap();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| draw(frame, &mut app)).unwrap();
    assert_eq!(far.number(), 15, "the far end sits under column 1");
    let area = app.area;
    let (w, h) = (3 * area.scale, area.scale);
    // Grid column 2 (column 1 of the board), grid row 7 (the bottom rim).
    let boxed = Rect::new(area.x + 2 * w, area.y + 7 * h, w, h);
    let bottom_rim = blackbox::Pos::new(dims.rows() as i32, 0);
    let (x, y) = glyph_at(boxed, area.scale > 1, 1, toward_grid(dims, bottom_rim));
    let cell = terminal.backend().buffer().cell((x, y)).unwrap().clone();
    assert_eq!(cell.symbol(), "1");
    assert!(cell.modifier.contains(ratatui::style::Modifier::UNDERLINED));
    assert!(app
        .cursor
        .describe(app.session.game().state())
        .starts_with("port 1 (top, column 1): miss"));
}

#[test]
fn the_heat_map_shows_percentages_that_differ() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    // Rays from ports 3 and 6 (round the top-right corner), assistant on.
    keys(&mut app, "ll lll a");
    app.request_advice();
    app.worker.wait();
    let text = screen(&mut app, 80, 24);
    let state = app.session.game().state().clone();
    let dims = state.dims();
    let advice = app.worker.get(&state).unwrap();
    let shares: BTreeSet<String> = dims
        .all_cells()
        .filter_map(|c| match advice.cell(dims, c) {
            Knowledge::Open(Some(p)) => Some(share_text(p)),
            _ => None,
        })
        .collect();
    assert!(shares.len() >= 4, "shares that differ: {shares:?}");
    for share in &shares {
        assert!(text.contains(&format!(" {share} ")), "{share}:\n{text}");
    }
    insta::assert_snapshot!("heat_map_percentages", text);
    // On a cell, the panel reads out its share too: A4.
    keys(&mut app, "hh");
    assert_eq!(
        super::readout(&app, app.worker.get(&state)),
        "A4 (row A, column 4): no mark; an atom in 54 % of the boards left"
    );
}

#[test]
fn every_ray_that_tells_a_wrong_guess_apart_is_marked() {
    let mut s = session("5x5:2:7");
    let hidden: Vec<_> = s.game().setup().hidden().atoms().collect();
    let dims = s.game().setup().id().dims();
    // Fire port 1, then mark two atoms in the corners that are empty.
    s.apply(Move::Fire(dims.port(1).unwrap())).unwrap();
    let wrong: Vec<_> = dims.all_cells().filter(|c| !hidden.contains(c)).collect();
    s.apply(Move::Mark(wrong[0])).unwrap();
    s.apply(Move::Mark(*wrong.last().unwrap())).unwrap();
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Char('c'));
    let check = app.session.game().state().last_check().unwrap().clone();
    assert!(!check.contradicted.is_empty(), "{check:?}");
    let text = screen(&mut app, 80, 24);
    let marked = check.contradicted.len() + check.would_differ.len();
    assert_eq!(text.matches('!').count(), marked, "{text}");
    insta::assert_snapshot!("checked_wrong_rays_marked", text);
}

/// A game whose hidden board has an indistinguishable twin, both known:
/// the first two 4x4 boards of 4 atoms with the same feedback (in the
/// solver's enumeration order), written out.
fn twin_session() -> (Session, Board) {
    let id = GameId::new(blackbox::Dims::new(4, 4).unwrap(), AtomCount::Exact(4), 1).unwrap();
    let hidden = Board::with_atoms(id.dims(), [(0, 0), (0, 1), (0, 3), (3, 1)]).unwrap();
    let twin = Board::with_atoms(id.dims(), [(0, 0), (0, 1), (3, 1), (3, 3)]).unwrap();
    assert_eq!(
        hidden.feedback(Rules::Standard),
        twin.feedback(Rules::Standard)
    );
    let mut s = Session::start(id, false, SETUP_SECONDS, None).unwrap();
    s.replace(Setup::new(id, hidden).unwrap().with_twins([twin.clone()]));
    (s, twin)
}

#[test]
fn a_twin_accepted_says_so_and_shows_the_hidden_board() {
    let (mut s, twin) = twin_session();
    for c in twin.atoms() {
        s.apply(Move::Mark(c)).unwrap();
    }
    let mut app = App::new(&mut s, Theme::new(false));
    press(&mut app, KeyCode::Char('c'));
    assert!(app.session.game().state().is_over());
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("Solved! Your atoms (o)"), "{text}");
    assert!(text.contains(" o ") && text.contains(" * "), "{text}");
    insta::assert_snapshot!("solved_with_a_twin", text);
}

#[test]
fn the_end_of_a_game_clears_the_advice() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    keys(&mut app, "ll lll a");
    app.request_advice();
    app.worker.wait();
    let playing = screen(&mut app, 80, 24);
    assert!(playing.contains(" 54 ") && playing.matches('?').count() == 2);
    keys(&mut app, "sy");
    assert!(app.session.game().state().is_over());
    app.request_advice();
    app.worker.wait();
    let over = screen(&mut app, 80, 24);
    // No share, no suggested ray: only the help key's `?` is left.
    assert!(
        !over.contains(" 54 ") && !over.contains("│  5  │"),
        "{over}"
    );
    assert_eq!(over.matches('?').count(), 1, "{over}");
    assert!(over.contains("Gave up with no atoms"), "{over}");
}

#[test]
fn once_the_game_is_over_the_footer_lists_only_the_keys_that_still_work() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    keys(&mut app, "ll lll");
    let footer = |app: &mut App| {
        screen(app, 80, 24)
            .lines()
            .last()
            .unwrap()
            .trim()
            .to_string()
    };
    assert!(footer(&mut app).contains("i hint  w why"));
    keys(&mut app, "sy");
    assert!(app.session.game().state().is_over());
    assert_eq!(footer(&mut app), "? help  m more  n new game  q quit");
    // The keys left out of it do nothing but say why.
    for (key, said) in [
        ('i', "The game is over: n starts"),
        ('w', "The game is over: every cell"),
    ] {
        keys(&mut app, &key.to_string());
        assert!(app.message.starts_with(said), "{key}: {}", app.message);
    }
}

#[test]
fn i_climbs_the_hint_ladder_nudge_where_why() {
    let mut s = session("5x5:2:7");
    let mut app = App::new(&mut s, Theme::new(false));
    // Fire ports 1, 2 and 3 along the top (miss, miss, reflection).
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "l ");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    // First a nudge, naming no cell; then where (the cursor goes there);
    // then why, shown with its rays as `w` shows it.
    keys(&mut app, "i");
    assert!(
        app.message
            .starts_with("Hint: An atom can be placed for certain."),
        "{}",
        app.message
    );
    assert!(app.shown_why().is_none());
    keys(&mut app, "i");
    assert!(
        app.message
            .starts_with("Hint: Look at A4: it must hold an atom."),
        "{}",
        app.message
    );
    let dims = app.session.game().setup().id().dims();
    assert_eq!(app.cursor.target(), Target::Cell(dims.cell(0, 3).unwrap()));
    keys(&mut app, "i");
    let why = app
        .shown_why()
        .expect("the last step shows the explanation");
    assert_eq!(why.cell.name(), "A4");
    assert!(!why.ports.is_empty());
    // Marking the atom settles it: the ladder starts again, on the next cell.
    keys(&mut app, " ");
    keys(&mut app, "i");
    assert!(
        app.message.starts_with("Hint: One cell is certainly empty"),
        "{}",
        app.message
    );
    keys(&mut app, "i");
    assert!(
        app.message
            .starts_with("Hint: Look at A1: it must be empty."),
        "{}",
        app.message
    );
}

/// A game of `id` after firing `ports`, the assistant on and its advice
/// complete.
fn advised<'a>(s: &'a mut Session, ports: &[usize]) -> App<'a> {
    let dims = s.game().setup().id().dims();
    for &n in ports {
        s.apply(Move::Fire(dims.port(n).unwrap())).unwrap();
    }
    let mut app = App::new(s, Theme::new(false));
    keys(&mut app, "a");
    app.request_advice();
    app.worker.wait();
    app
}

/// The suggestion's reason and details, as the app layer words them.
fn suggestion_words(app: &App) -> (String, String) {
    let game = app.session.game();
    let advice = app.worker.get(game.state()).unwrap();
    let s = advice.suggestion.as_ref().expect("a suggested ray");
    (
        s.reason(game.setup().id().dims(), &advice.boards),
        s.details(),
    )
}

/// The text of a popup or panel as one line: its screen lines inside
/// `│ … │` borders from column `from`, trimmed and joined by spaces.
fn boxed_text(screen: &str, from: usize) -> String {
    let words: Vec<String> = (screen.lines())
        .map(|line| line.chars().skip(from).collect::<String>())
        .filter_map(|rest| {
            let inner = rest.strip_prefix('│')?;
            let end = inner.find('│')?;
            Some(inner[..end].trim().to_string())
        })
        .filter(|text| !text.is_empty())
        .collect();
    words.join(" ")
}

/// The screen column of the left border of the popup `m` shows.
fn popup_x(screen: &str) -> usize {
    let line = screen.lines().find(|l| l.contains("┌ In full")).unwrap();
    line[..line.find("┌ In full").unwrap()].chars().count()
}

#[test]
fn m_shows_how_the_suggested_ray_was_rated_in_the_apps_words() {
    let mut s = session("5x5:2:7");
    let mut app = advised(&mut s, &[1, 2]);
    let (reason, details) = suggestion_words(&app);
    let before = screen(&mut app, 80, 24);
    assert!(before.contains("m more"), "the key line lists m: {before}");
    keys(&mut app, "m");
    let more = screen(&mut app, 80, 24);
    insta::assert_snapshot!("more_5x5", more);
    let text = boxed_text(&more, popup_x(&more));
    assert!(text.contains(&reason), "{reason}\n{text}");
    assert!(
        text.contains(&format!("How this ray was rated: {details}")),
        "{details}\n{text}"
    );
    // Any key closes it, and does nothing else.
    let moves = app.session.game().moves().len();
    press(&mut app, KeyCode::Enter);
    assert!(!app.more);
    assert_eq!(app.session.game().moves().len(), moves);
    // The help lists the key.
    keys(&mut app, "?");
    assert!(screen(&mut app, 80, 24).contains("m              the panel in full"));
}

#[test]
fn the_suggestion_is_never_cut_silently_at_80x24() {
    // The largest board's panel at 80x24 is 16 columns wide: too short for
    // all the assistant says. Its last line says so, and m shows it all.
    let mut s = session("15x15:2:5");
    let mut app = advised(&mut s, &[1, 8, 20]);
    let (reason, details) = suggestion_words(&app);
    let small = screen(&mut app, 80, 24);
    insta::assert_snapshot!("fifteen_advised_80x24", small);
    assert!(small.contains("▼ more: press m"), "{small}");
    keys(&mut app, "m");
    let more = screen(&mut app, 80, 24);
    insta::assert_snapshot!("fifteen_more_80x24", more);
    let text = boxed_text(&more, popup_x(&more));
    assert!(text.contains(&reason), "{reason}\n{text}");
    assert!(text.contains(&details), "{details}\n{text}");
    press(&mut app, KeyCode::Esc);
    // At 200x60 the panel holds it all, and says how to see the details.
    let big = screen(&mut app, 200, 60);
    insta::assert_snapshot!("fifteen_advised_200x60", big);
    assert!(!big.contains("▼ more"), "{big}");
    let last = reason.split_whitespace().last().unwrap();
    assert!(big.contains(last), "{last}\n{big}");
    assert!(big.contains("m: how this ray was rated"), "{big}");
}

#[test]
fn the_suggestion_fits_the_panel_on_8x8_at_80x24() {
    let mut s = session("8x8:4:1");
    let mut app = advised(&mut s, &[1, 5, 12, 20, 27]);
    let (reason, _) = suggestion_words(&app);
    let text = screen(&mut app, 80, 24);
    insta::assert_snapshot!("eight_advised_80x24", text);
    let panel_x = text
        .lines()
        .nth(1)
        .unwrap()
        .chars()
        .position(|c| c == '┐')
        .unwrap()
        + 1;
    let panel = boxed_text(&text, panel_x);
    match text.contains("▼ more: press m") {
        // Cut: what is shown is the start of the panel's text.
        true => assert!(!panel.contains(&reason), "{panel}"),
        false => assert!(panel.contains(&reason), "{reason}\n{panel}"),
    }
}

/// A game under the ACM rules names them in the title and says them in the
/// help, and a ray turned away unseen at the edge shows D on the rim.
#[test]
fn an_acm_game_says_its_rules_and_shows_its_deflections() {
    let deflecting = |s: &Session| {
        let hidden = s.game().setup().hidden();
        (hidden.dims().all_ports())
            .find(|&p| hidden.response(p, Rules::Acm) == blackbox::Response::Deflected)
    };
    let (mut s, port) = (0..100)
        .map(|seed| session(&format!("5x5:2:{seed}:acm")))
        .find_map(|s| deflecting(&s).map(|port| (s, port)))
        .expect("an edge atom beside an entry in 100 seeds");
    let id = s.game().setup().id();
    s.apply(Move::Fire(port)).unwrap();
    let mut app = App::new(&mut s, Theme::new(false));
    let text = screen(&mut app, 80, 24);
    assert!(
        text.contains(&format!("game {id}   acm rules (? says them)")),
        "{text}"
    );
    let rim_row = text
        .lines()
        .filter(|l| l.contains(" D ") || l.contains("│D") || l.contains(" D│"));
    assert!(rim_row.count() > 0, "{text}");
    press(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app, 80, 30);
    assert!(help.contains("rules acm: ACM contest rules"), "{help}");
    assert!(
        help.contains("such a ray shows D.") && help.contains("Press any key."),
        "{help}"
    );
}
