//! A pencil-and-paper puzzle in the full-screen terminal game (`blackbox
//! play --puzzle ID` and `--daily`): the printed results on the rim, no ray
//! to fire; the player marks atoms and empty cells, checks against the
//! puzzle's one answer, asks for hints, or gives up and sees the answer.
//!
//! [`PuzzleApp`] holds the UI state (the attempt, the cursor, which is
//! always on a cell, the message, a pending question) and turns keys and
//! clicks into marks; [`view`] draws it. The answer is only read through
//! the attempt's check, and once the player gives up.

mod view;

#[cfg(test)]
mod tests;

use crate::app::{direction, Flow};
use crate::theme::Theme;
use anyhow::{Context, Result};
use blackbox::{Cell, Dir};
use blackbox_app::draw::rules_text;
use blackbox_app::puzzles::attempt::{Attempt, Mark, Verdict};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event, KeyEventKind};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use crossterm::execute;
use std::process::ExitCode;

/// How a puzzle ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// A check found every atom.
    Solved,
    /// The player gave up and saw the answer.
    GaveUp,
}

/// A question waiting for `y`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// Give up and see the answer.
    GiveUp,
    /// Quit with marks that are not kept.
    Quit,
}

/// The UI state of a puzzle being played.
pub struct PuzzleApp {
    /// The player's attempt.
    pub attempt: Attempt,
    /// The title line: which puzzle this is.
    pub title: String,
    /// The cell the player points at.
    pub cursor: Cell,
    /// The message line.
    pub message: String,
    /// Whether the help is shown.
    pub help: bool,
    /// A question waiting for an answer.
    pub confirm: Option<Confirm>,
    /// How the puzzle ended, once it has.
    pub end: Option<End>,
    /// The styles.
    pub theme: Theme,
    /// The screen position of the top-left cell as last drawn (for
    /// clicks), if the board fitted.
    pub origin: Option<(u16, u16)>,
}

impl PuzzleApp {
    /// The UI for `attempt` under `title`, cursor on the top-left cell.
    pub fn new(title: String, attempt: Attempt, theme: Theme) -> Self {
        let dims = attempt.id().puzzle().dims();
        let cursor = dims.cell(0, 0).expect("a board has a cell");
        PuzzleApp {
            message: match rules_text(attempt.id().rules()) {
                None => format!("Find the {} atoms. Press ? for help.", attempt.id().atoms()),
                Some(rules) => format!(
                    "Find the {} atoms; {rules}. Press ? for help.",
                    attempt.id().atoms()
                ),
            },
            attempt,
            title,
            cursor,
            help: false,
            confirm: None,
            end: None,
            theme,
            origin: None,
        }
    }

    /// The exit code once the player leaves: 0 solved or simply left,
    /// 1 gave up (not solved), as plain puzzle play.
    pub fn exit_code(&self) -> ExitCode {
        match self.end {
            Some(End::GaveUp) => ExitCode::from(cli_support::exit::NEGATIVE),
            _ => ExitCode::SUCCESS,
        }
    }

    /// Handles a key press.
    pub fn key(&mut self, key: KeyEvent) -> Flow {
        if self.help {
            self.help = false;
            return Flow::Continue;
        }
        if let Some(question) = self.confirm.take() {
            if matches!(key.code, KeyCode::Char('y' | 'Y')) {
                return self.confirmed(question);
            }
            self.message = "Carry on.".into();
            return Flow::Continue;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if let Some(dir) = direction(key.code) {
            self.go(dir);
            return Flow::Continue;
        }
        match key.code {
            KeyCode::Char('c' | 'd') if ctrl => return Flow::Quit,
            KeyCode::Enter | KeyCode::Char(' ') => self.toggle(Mark::Atom),
            KeyCode::Char('x') => self.toggle(Mark::Empty),
            KeyCode::Char('c') => self.check(),
            KeyCode::Char('i') => self.hint(),
            KeyCode::Char('s') => self.ask(Confirm::GiveUp),
            KeyCode::Char('?') => self.help = true,
            KeyCode::Char('q') | KeyCode::Esc => return self.quit(),
            _ => {}
        }
        Flow::Continue
    }

    /// Handles a mouse event: a left click marks or unmarks an atom, a
    /// right click notes or clears "empty".
    pub fn mouse(&mut self, mouse: MouseEvent) -> Flow {
        let MouseEventKind::Down(button) = mouse.kind else {
            return Flow::Continue;
        };
        let Some(cell) = self.cell_at(mouse.column, mouse.row) else {
            return Flow::Continue;
        };
        self.cursor = cell;
        match button {
            MouseButton::Left => self.toggle(Mark::Atom),
            MouseButton::Right => self.toggle(Mark::Empty),
            MouseButton::Middle => {}
        }
        Flow::Continue
    }

    /// The cell drawn at screen position `x`, `y`, if any.
    fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        let (x0, y0) = self.origin?;
        if x < x0 || y < y0 {
            return None;
        }
        let (row, col) = (
            usize::from(y - y0),
            usize::from((x - x0) / view::CELL_WIDTH),
        );
        let dims = self.attempt.id().puzzle().dims();
        dims.cell(row, col).ok()
    }

    fn go(&mut self, dir: Dir) {
        let dims = self.attempt.id().puzzle().dims();
        let (row, col) = (self.cursor.row(), self.cursor.col());
        let (row, col) = match dir {
            Dir::North => (row.saturating_sub(1), col),
            Dir::South => ((row + 1).min(dims.rows() - 1), col),
            Dir::West => (row, col.saturating_sub(1)),
            Dir::East => (row, (col + 1).min(dims.cols() - 1)),
        };
        self.cursor = dims.cell(row, col).expect("kept inside the board");
    }

    /// Where the cursor is, as the board labels it (`C4`).
    fn here(&self) -> String {
        self.cursor.name()
    }

    /// Marks the cursor's cell `mark`, or clears it if it is marked so.
    fn toggle(&mut self, mark: Mark) {
        if self.end.is_some() {
            self.message = over_text(self.end);
            return;
        }
        let new = (self.attempt.mark_at(self.cursor) != Some(mark)).then_some(mark);
        self.attempt.mark(self.cursor, new);
        self.message = match new {
            Some(Mark::Atom) => format!("Atom marked at {}.", self.here()),
            Some(Mark::Empty) => format!("Noted {} as empty.", self.here()),
            None => format!("Cleared {}.", self.here()),
        };
    }

    fn check(&mut self) {
        if self.end.is_some() {
            self.message = over_text(self.end);
            return;
        }
        self.message = match self.attempt.check() {
            Verdict::Solved => {
                self.end = Some(End::Solved);
                "Solved: every atom found. q quits.".into()
            }
            Verdict::Wrong(1) => "Not yet: one mark is wrong.".into(),
            Verdict::Wrong(n) => format!("Not yet: {n} marks are wrong."),
            Verdict::Unfinished { marked, atoms } => {
                format!("No mark is wrong so far; {marked} of {atoms} atoms marked.")
            }
        };
    }

    /// A hint: first the printed results to look at, asked again the cell
    /// they settle (the cursor goes there).
    fn hint(&mut self) {
        if self.end.is_some() {
            self.message = over_text(self.end);
            return;
        }
        self.message = match self.attempt.hint() {
            Some(hint) if hint.named => {
                self.cursor = hint.cell;
                format!("Hint: {}.", hint.text())
            }
            Some(hint) => format!("Hint: {} (i again: which cell).", hint.text()),
            None => "Every atom is marked as it is: check (c).".into(),
        };
    }

    fn ask(&mut self, question: Confirm) {
        if self.end.is_some() {
            self.message = over_text(self.end);
            return;
        }
        self.confirm = Some(question);
        self.message = match question {
            Confirm::GiveUp => "Give up and see the answer? (y/n)".into(),
            Confirm::Quit => "Quit? Your marks are not kept. (y/n)".into(),
        };
    }

    fn quit(&mut self) -> Flow {
        if self.end.is_some() {
            return Flow::Quit;
        }
        self.ask(Confirm::Quit);
        Flow::Continue
    }

    fn confirmed(&mut self, question: Confirm) -> Flow {
        match question {
            Confirm::Quit => return Flow::Quit,
            Confirm::GiveUp => {
                self.end = Some(End::GaveUp);
                self.message = "The answer: O your atom, X a wrong mark, @ an atom you \
                                did not mark. q quits."
                    .into();
            }
        }
        Flow::Continue
    }
}

/// What a key that changes the puzzle says once it is over.
fn over_text(end: Option<End>) -> String {
    match end {
        Some(End::Solved) => "Solved already: q quits.".into(),
        _ => "The answer is shown: q quits.".into(),
    }
}

/// Plays `attempt` full screen under `title` until the player quits.
pub fn run(title: String, attempt: Attempt) -> Result<ExitCode> {
    let mut terminal = ratatui::try_init().context("cannot set up the terminal")?;
    // Mouse capture is best effort: terminals without it still play by keys.
    let _ = execute!(terminal.backend_mut(), EnableMouseCapture);
    let mut app = PuzzleApp::new(title, attempt, Theme::from_env());
    let result = (|| -> Result<()> {
        loop {
            terminal.draw(|frame| view::draw(frame, &mut app))?;
            let flow = match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => app.key(key),
                Event::Mouse(mouse) => app.mouse(mouse),
                _ => Flow::Continue,
            };
            if flow == Flow::Quit {
                return Ok(());
            }
        }
    })();
    let _ = execute!(terminal.backend_mut(), DisableMouseCapture);
    ratatui::restore();
    result.map(|()| app.exit_code())
}
