//! The terminal game's UI state and input handling.
//!
//! [`App`] owns what undo does not touch: the cursor, the message line,
//! whether the assistant, the help and the panel in full are shown, a
//! pending yes/no question, a new game being set up in the background, and
//! where the board was last drawn, at what scale (for mouse clicks). Every change to the game goes
//! through the session, so it is saved after each move. A new game
//! replaces the old one only once its setup has arrived; until then the
//! old game stays on screen and playable, and Esc or `n` cancels the setup.

use crate::session::{Saved, Session};
use blackbox::{Dir, Pos};
use blackbox_app::draw;
use blackbox_app::game::{Cursor, Move, Target};
use blackbox_app::players::players;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

use super::setup_job::SetupJob;
use super::theme::Theme;
use super::why::{explain, hint, Shown};
use super::worker::Worker;
use blackbox_app::game::State;
use blackbox_app::hint::Step;

/// Whether the event loop goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Keep playing.
    Continue,
    /// Leave the game.
    Quit,
}

/// The direction a cursor key moves: the arrows, or `h` `j` `k` `l` as in
/// vi. One table for every screen that moves a cursor over the cells.
pub(crate) fn direction(code: KeyCode) -> Option<Dir> {
    match code {
        KeyCode::Left | KeyCode::Char('h') => Some(Dir::West),
        KeyCode::Right | KeyCode::Char('l') => Some(Dir::East),
        KeyCode::Up | KeyCode::Char('k') => Some(Dir::North),
        KeyCode::Down | KeyCode::Char('j') => Some(Dir::South),
        _ => None,
    }
}

/// A question waiting for `y`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// Quit with a game in progress.
    Quit,
    /// Give up and see the solution.
    GiveUp,
    /// Abandon this game for a new one.
    NewGame,
}

/// Where the board's grid was drawn: the screen cell of the top-left
/// visible grid position, the first visible grid row and column, and the
/// width of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BoardArea {
    /// Screen column of the first visible position.
    pub x: u16,
    /// Screen row of the first visible position.
    pub y: u16,
    /// Visible columns and rows of positions.
    pub width: u16,
    /// Visible rows of positions.
    pub height: u16,
    /// First visible grid row after the pinned ones (0 is the top port
    /// numbers).
    pub row: usize,
    /// How many of the top grid rows (the top port numbers, which are the
    /// column numbers, and the rim's marks) are drawn first, kept in view
    /// while the rest scrolls: 0 when the board fits.
    pub pinned: usize,
    /// Rings of positions around the cells: 2 (the rim's marks, then the
    /// port numbers outside them) or, on a board drawn at least three
    /// times bigger, 1 (each port's number beside its mark).
    pub ring: usize,
    /// First visible grid column (0 is the left port numbers).
    pub col: usize,
    /// How many times bigger than one row and [`CELL_WIDTH`] columns a
    /// position is drawn.
    pub scale: u16,
}

/// Screen columns per grid position.
pub const CELL_WIDTH: u16 = 3;

/// The UI state of the terminal game.
pub struct App<'a> {
    /// The game being played.
    pub session: &'a mut Session,
    /// Where the player points.
    pub cursor: Cursor,
    /// The message line.
    pub message: String,
    /// Whether the assistant panel is shown.
    pub assistant: bool,
    /// Whether the help is shown.
    pub help: bool,
    /// Whether the panel is shown in full, with how the suggested ray was
    /// rated (`m`), over the board.
    pub more: bool,
    /// A question waiting for an answer.
    pub confirm: Option<Confirm>,
    /// Where the board was last drawn.
    pub area: BoardArea,
    /// The styles.
    pub theme: Theme,
    /// Computes the assistant's advice in the background.
    pub worker: Worker,
    /// The new game being set up in the background, if any.
    pub setting_up: Option<SetupJob>,
    /// The explanation asked for with `w`, shown while its state lasts.
    pub why: Option<Shown>,
    /// The hint ladder's last step given (`i`) and the state it was for.
    pub hint: Option<(State, Step)>,
}

impl<'a> App<'a> {
    /// The UI for `session`, cursor on port 1.
    pub fn new(session: &'a mut Session, theme: Theme) -> Self {
        let dims = session.game().setup().id().dims();
        App {
            message: format!("Game {}. Press ? for help.", session.game().setup().id()),
            session,
            cursor: Cursor::new(dims),
            assistant: false,
            help: false,
            more: false,
            confirm: None,
            area: BoardArea::default(),
            theme,
            worker: Worker::spawn(players()),
            setting_up: None,
            why: None,
            hint: None,
        }
    }

    /// The explanation on screen: the one asked for, while the game is in
    /// the state it explains and goes on.
    pub fn shown_why(&self) -> Option<&Shown> {
        let state = self.session.game().state();
        self.why
            .as_ref()
            .filter(|why| &why.state == state && !state.is_over())
    }

    /// What the message area shows: the last message, under the setup's
    /// status while a new game is set up (a pending question alone).
    pub fn status(&self) -> String {
        match &self.setting_up {
            Some(job) if self.confirm.is_none() => format!("{}\n{}", job.status(), self.message),
            _ => self.message.clone(),
        }
    }

    /// Takes in the new game once its setup has arrived, replacing the old
    /// one; true when the setup ended (the screen changes).
    pub fn poll_setup(&mut self) -> bool {
        let Some(answer) = self.setting_up.as_ref().and_then(SetupJob::poll) else {
            return false;
        };
        self.setting_up = None;
        self.message = match answer.map(|setup| {
            let id = setup.id();
            self.session.replace(setup);
            id
        }) {
            Ok(id) => format!("New game {id}."),
            Err(e) => format!("{e:#}"),
        };
        self.cursor = Cursor::new(self.session.game().setup().id().dims());
        true
    }

    /// Asks the worker for advice on the current state when the assistant
    /// is on and the game goes on.
    pub fn request_advice(&mut self) {
        if self.assistant && !self.session.game().state().is_over() {
            let game = self.session.game();
            self.worker.want(game.state(), game.setup());
        }
    }

    /// Handles a key press.
    pub fn key(&mut self, key: KeyEvent) -> Flow {
        if self.help || self.more {
            self.help = false;
            self.more = false;
            return Flow::Continue;
        }
        if let Some(question) = self.confirm.take() {
            if key.code == KeyCode::Char('y') || key.code == KeyCode::Char('Y') {
                return self.confirmed(question);
            }
            self.message = "Carry on.".into();
            return Flow::Continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let cancel = matches!(key.code, KeyCode::Esc | KeyCode::Char('n'));
        if let Some(job) = self.setting_up.take_if(|_| cancel && !ctrl) {
            self.message = format!("Setting up {} cancelled: this game goes on.", job.id());
            return Flow::Continue;
        }
        if let Some(dir) = direction(key.code) {
            self.go(dir);
            return Flow::Continue;
        }
        match key.code {
            KeyCode::Char('c') | KeyCode::Char('d') if ctrl => return Flow::Quit,
            KeyCode::Char('r') if ctrl => self.redo(),
            KeyCode::Enter | KeyCode::Char(' ') => self.primary(),
            KeyCode::Char('x') => self.secondary(),
            KeyCode::Char('c') => self.play(Move::Check),
            KeyCode::Char('u') => self.undo(),
            KeyCode::Char('s') => {
                return self.ask(Confirm::GiveUp, "Give up and see the solution? (y/n)")
            }
            KeyCode::Char('a') => self.toggle_assistant(),
            KeyCode::Char('w') => self.explain(),
            KeyCode::Char('i') => self.hint(),
            KeyCode::Char('m') => self.more = true,
            KeyCode::Char('n') => {
                return self.ask(Confirm::NewGame, "Abandon this game for a new one? (y/n)")
            }
            KeyCode::Char('?') => self.help = true,
            KeyCode::Char('q') | KeyCode::Esc => return self.quit(),
            _ => {}
        }
        Flow::Continue
    }

    /// Handles a mouse event: a left click fires or toggles an atom mark,
    /// a right click toggles the "no atom here" note.
    pub fn mouse(&mut self, mouse: MouseEvent) -> Flow {
        let MouseEventKind::Down(button) = mouse.kind else {
            return Flow::Continue;
        };
        let Some(cursor) = self.at_screen(mouse.column, mouse.row) else {
            return Flow::Continue;
        };
        self.cursor = cursor;
        match button {
            MouseButton::Left => self.primary(),
            MouseButton::Right => self.secondary(),
            MouseButton::Middle => {}
        }
        Flow::Continue
    }

    /// The cursor for a screen position inside the drawn board.
    fn at_screen(&self, x: u16, y: u16) -> Option<Cursor> {
        let a = self.area;
        let (w, h) = (CELL_WIDTH * a.scale.max(1), a.scale.max(1));
        if x < a.x || y < a.y || x >= a.x + a.width * w || y >= a.y + a.height * h {
            return None;
        }
        let col = a.col + usize::from((x - a.x) / w);
        let slot = usize::from((y - a.y) / h);
        let row = match slot < a.pinned {
            true => slot,
            false => a.row + slot - a.pinned,
        };
        // Grid rows and columns 0 are the port numbers (with two rings);
        // the rim (-1) is `ring - 1`.
        let ring = a.ring as i32;
        let pos = Pos::new(row as i32 - ring, col as i32 - ring);
        Cursor::at(self.session.game().setup().id().dims(), pos)
    }

    fn go(&mut self, dir: Dir) {
        self.cursor = self.cursor.moved(dir);
    }

    fn primary(&mut self) {
        let mv = self.cursor.primary(self.session.game().state());
        self.play(mv);
    }

    fn secondary(&mut self) {
        match self.cursor.secondary(self.session.game().state()) {
            Some(mv) => self.play(mv),
            None => self.message = "x notes an empty cell; on a port, press Enter to fire.".into(),
        }
    }

    /// Plays `mv` and says what happened.
    fn play(&mut self, mv: Move) {
        let before = self.session.game().state().score();
        self.message = match self.session.apply(mv) {
            Err(why) => why,
            Ok(()) => self.report(mv, before),
        };
    }

    fn report(&self, mv: Move, before: u32) -> String {
        let state = self.session.game().state();
        if state.is_over() {
            return "Game over: n starts a new one, q quits.".into();
        }
        match mv {
            Move::Fire(port) => format!("{}.", draw::ray_text(state, port, state.score() - before)),
            Move::Check => "Not quite: see the panel, move your marks and check again.".into(),
            other => format!("{other}."),
        }
    }

    fn undo(&mut self) {
        self.message = match self.session.undo() {
            Ok(mv) => format!("Undid {mv}."),
            Err(why) => why,
        };
    }

    fn redo(&mut self) {
        self.message = match self.session.redo() {
            Ok(mv) => format!("Redid {mv}."),
            Err(why) => why,
        };
    }

    /// Shows why the cursor's cell is what it is (again: hides it).
    fn explain(&mut self) {
        let game = self.session.game();
        if game.state().is_over() {
            self.message = "The game is over: every cell is shown.".into();
            return;
        }
        let Target::Cell(cell) = self.cursor.target() else {
            self.message = "w explains a cell: move the cursor onto one.".into();
            return;
        };
        if self.shown_why().is_some_and(|why| why.cell == cell) {
            self.why = None;
            self.message = "Explanation hidden.".into();
            return;
        }
        let shown = explain(game, cell);
        self.message = if shown.ports.is_empty() {
            format!("Why {}: see the panel.", cell.name())
        } else {
            format!(
                "Why {}: its rays are highlighted (w again hides them).",
                cell.name()
            )
        };
        self.why = Some(shown);
    }

    /// The next step of the hint ladder for this state: a nudge, then
    /// where (the cursor goes there), then why (shown as `w` shows it).
    fn hint(&mut self) {
        let game = self.session.game();
        if game.state().is_over() {
            self.message = "The game is over: n starts a new one.".into();
            return;
        }
        let last = self
            .hint
            .as_ref()
            .filter(|(state, _)| state == game.state())
            .map(|(_, step)| *step);
        let (step, text, cell, shown) = hint(game, last);
        let state = game.state().clone();
        if let Some(at) = cell.and_then(|cell| Cursor::at(state.dims(), cell.pos())) {
            self.cursor = at;
        }
        self.why = shown.or(self.why.take());
        self.hint = Some((state, step));
        let more = if step == Step::Why {
            ""
        } else {
            " (i again: more)"
        };
        self.message = format!("Hint: {text}{more}");
    }

    fn toggle_assistant(&mut self) {
        self.assistant = !self.assistant;
        if !self.assistant {
            self.worker.stop();
        }
        self.message = if self.assistant {
            "Assistant on: # must hold an atom, blank must be empty, a number: % of boards with \
             an atom there."
                .into()
        } else {
            "Assistant off.".into()
        };
    }

    /// Asks `question` when a game is in progress, else acts at once.
    fn ask(&mut self, question: Confirm, text: &str) -> Flow {
        let state = self.session.game().state();
        let in_progress = !state.is_over() && !self.session.game().moves().is_empty();
        if question == Confirm::GiveUp && state.is_over() {
            self.message = "The game is over: n starts a new one.".into();
            return Flow::Continue;
        }
        if in_progress || question == Confirm::GiveUp {
            self.confirm = Some(question);
            self.message = text.into();
            return Flow::Continue;
        }
        self.confirmed(question)
    }

    fn quit(&mut self) -> Flow {
        let text = quit_question(self.session.saved(), self.session.save_path());
        self.ask(Confirm::Quit, &text)
    }

    fn confirmed(&mut self, question: Confirm) -> Flow {
        match question {
            Confirm::Quit => return Flow::Quit,
            Confirm::GiveUp => self.play(Move::Reveal),
            Confirm::NewGame => {
                let (id, unique) = self.session.next_game(rand::random());
                self.setting_up = Some(SetupJob::spawn(id, unique));
                self.message.clear();
            }
        }
        Flow::Continue
    }
}

/// The quit question: what the save file holds, as it is (never "saved"
/// when nothing was written).
fn quit_question(saved: Saved, path: Option<&std::path::Path>) -> String {
    let path = path.map_or(String::new(), |p| p.display().to_string());
    match saved {
        Saved::NoFile => "Quit? This game is not saved (use --save FILE). (y/n)".into(),
        Saved::Current => format!("Quit? The game is saved in {path}. (y/n)"),
        Saved::NothingYet => {
            format!("Quit? Nothing was written to {path}: no move since the game started. (y/n)")
        }
        Saved::Failed => {
            format!("Quit? The last move was NOT saved: writing {path} failed. (y/n)")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::save_target;
    use crate::session::setting_up::SETUP_SECONDS;
    use blackbox_app::game::GameId;

    /// A game of 5x5:2:7 saved to `name` in `dir`.
    fn session(dir: &std::path::Path, name: &str) -> Session {
        let save = save_target(Some(&dir.join(name)), false).unwrap();
        Session::start(
            "5x5:2:7".parse::<GameId>().unwrap(),
            false,
            SETUP_SECONDS,
            save,
        )
        .unwrap()
    }

    /// What the terminal UI asks when `q` is pressed.
    fn quit_prompt(session: &mut Session) -> String {
        let mut app = App::new(session, Theme::new(false));
        assert_eq!(app.key(KeyEvent::from(KeyCode::Char('q'))), Flow::Continue);
        app.message.clone()
    }

    #[test]
    fn the_quit_prompt_says_saved_only_when_the_file_holds_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut game = session(dir.path(), "game.sav");
        let port = game.game().setup().id().dims().port(1).unwrap();
        game.apply(Move::Fire(port)).unwrap();
        let prompt = quit_prompt(&mut game);
        assert!(
            prompt.starts_with("Quit? The game is saved in "),
            "{prompt}"
        );
        assert!(dir.path().join("game.sav").exists());
    }

    #[test]
    fn the_quit_prompt_says_when_nothing_was_written() {
        let dir = tempfile::tempdir().unwrap();
        // A loaded game has moves, but nothing is written before the next one.
        let mut first = session(dir.path(), "first.sav");
        let port = first.game().setup().id().dims().port(1).unwrap();
        first.apply(Move::Fire(port)).unwrap();
        let save = save_target(Some(&dir.path().join("second.sav")), false).unwrap();
        let mut loaded = Session::load(&dir.path().join("first.sav"), SETUP_SECONDS, save).unwrap();
        let prompt = quit_prompt(&mut loaded);
        assert_eq!(
            prompt,
            format!(
                "Quit? Nothing was written to {}: no move since the game started. (y/n)",
                dir.path().join("second.sav").display()
            )
        );
        assert!(!dir.path().join("second.sav").exists());
    }

    #[test]
    fn the_quit_prompt_says_when_saving_failed() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("gone");
        std::fs::create_dir(&sub).unwrap();
        let mut game = session(&sub, "game.sav");
        std::fs::remove_dir(&sub).unwrap();
        let port = game.game().setup().id().dims().port(1).unwrap();
        assert!(game.apply(Move::Fire(port)).is_err());
        let prompt = quit_prompt(&mut game);
        assert!(
            prompt.starts_with("Quit? The last move was NOT saved: writing "),
            "{prompt}"
        );
    }
}
