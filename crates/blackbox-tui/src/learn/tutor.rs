//! The state of `blackbox learn`: which lesson, which of its rays is next,
//! the prediction being typed, the ray being drawn, the marks of a "find
//! the atom" exercise, and the player's progress; keys turn into its
//! changes. Every ray, verdict and check comes from
//! `blackbox_app::learn` (the one ray rule); nothing here decides what a
//! ray does.
//!
//! Invariant: `step` counts the lesson's rays already fired in order (all
//! of them once the lesson is done); the cursor is on the board's rim or
//! cells, never on a corner.

use super::store::Store;
use blackbox::{Cell, Dims, Port, Pos};
use blackbox_app::learn::{self, Lesson, LessonProgress, Shot};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::collections::BTreeSet;

/// Whether the loop goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Keep going.
    Continue,
    /// Leave.
    Quit,
}

/// A ray being drawn, cell by cell.
#[derive(Debug, Clone)]
pub struct Drawing {
    /// The ray.
    pub shot: Shot,
    /// How many of its path cells are shown.
    pub shown: usize,
}

/// The learn screen's state.
pub struct Tutor {
    /// Every lesson, in order.
    pub lessons: &'static [Lesson],
    /// The lesson on screen.
    pub index: usize,
    /// Its rays fired in order so far.
    pub step: usize,
    /// Where the player points (a grid position: the rim is row or column
    /// 0 and R+1 or C+1).
    pub cursor: Pos,
    /// The prediction being typed, while the next ray asks for one.
    pub guess: String,
    /// The last ray fired, drawn cell by cell.
    pub drawing: Option<Drawing>,
    /// The rays fired in this lesson, by port (a find exercise lists
    /// their results).
    pub fired: Vec<(Port, Shot)>,
    /// The atoms marked in a find exercise.
    pub marks: BTreeSet<Cell>,
    /// The hidden atoms, once found.
    pub found: Vec<Cell>,
    /// What the lesson says now (verdicts, the rules that applied, checks).
    pub message: String,
    /// The finished lessons.
    pub progress: LessonProgress,
    /// Where progress is kept, if anywhere.
    store: Option<Store>,
}

impl Tutor {
    /// The tutor at the first lesson not yet finished (or at `start`).
    pub fn new(
        lessons: &'static [Lesson],
        progress: LessonProgress,
        store: Option<Store>,
        start: Option<usize>,
    ) -> Tutor {
        let index = start.unwrap_or_else(|| progress.next(lessons));
        let mut tutor = Tutor {
            lessons,
            index,
            step: 0,
            cursor: Pos::new(0, 1),
            guess: String::new(),
            drawing: None,
            fired: Vec::new(),
            marks: BTreeSet::new(),
            found: Vec::new(),
            message: String::new(),
            progress,
            store,
        };
        tutor.open(index);
        tutor
    }

    /// The lesson on screen.
    pub fn lesson(&self) -> &'static Lesson {
        &self.lessons[self.index]
    }

    /// Whether the lesson on screen is done.
    pub fn done(&self) -> bool {
        let lesson = self.lesson();
        match lesson.find {
            true => !self.found.is_empty(),
            false => self.step == lesson.rays.len(),
        }
    }

    /// The ray the lesson asks for next, if any.
    pub fn next_ray(&self) -> Option<&'static learn::Ray> {
        self.lesson().rays.get(self.step)
    }

    /// Opens lesson `index` from its start.
    fn open(&mut self, index: usize) {
        self.index = index;
        self.step = 0;
        self.guess.clear();
        self.drawing = None;
        self.fired.clear();
        self.marks.clear();
        self.found.clear();
        self.message.clear();
        self.aim();
    }

    /// Puts the cursor on the next ray's port (or the first cell of a
    /// find exercise).
    fn aim(&mut self) {
        self.cursor = match self.next_ray() {
            Some(ray) => self.port_pos(ray.port),
            None if self.lesson().find => Pos::new(1, 1),
            None => self.cursor,
        };
    }

    fn dims(&self) -> Dims {
        self.lesson().dims()
    }

    /// The grid position of a port (from 1: cells are 1..=R, 1..=C).
    fn port_pos(&self, port: Port) -> Pos {
        let p = self.dims().entry(port).0;
        Pos::new(p.row + 1, p.col + 1)
    }

    /// The port at grid position `pos`, if it is one.
    pub fn port_at(&self, pos: Pos) -> Option<Port> {
        self.dims().port_at(Pos::new(pos.row - 1, pos.col - 1))
    }

    /// The cell at grid position `pos`, if it is one.
    pub fn cell_at(&self, pos: Pos) -> Option<Cell> {
        self.dims().cell_of(Pos::new(pos.row - 1, pos.col - 1))
    }

    /// Shows one more cell of the ray being drawn; whether there was one.
    pub fn tick(&mut self) -> bool {
        match &mut self.drawing {
            Some(d) if d.shown < d.shot.path.len() => {
                d.shown += 1;
                true
            }
            _ => false,
        }
    }

    /// Whether a ray is still being drawn.
    pub fn drawing_on(&self) -> bool {
        (self.drawing.as_ref()).is_some_and(|d| d.shown < d.shot.path.len())
    }

    /// Handles a key.
    pub fn key(&mut self, key: KeyEvent) -> Flow {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return Flow::Quit;
        }
        let predicting = self.next_ray().is_some_and(|r| r.predict);
        match key.code {
            KeyCode::Esc | KeyCode::Char('q') => return Flow::Quit,
            KeyCode::Up => self.go(-1, 0),
            KeyCode::Down => self.go(1, 0),
            KeyCode::Left => self.go(0, -1),
            KeyCode::Right => self.go(0, 1),
            KeyCode::Char('n') | KeyCode::PageDown | KeyCode::Tab => self.turn_page(1),
            KeyCode::Char('p') | KeyCode::PageUp | KeyCode::BackTab => self.turn_page(-1),
            KeyCode::Backspace if predicting => {
                self.guess.pop();
            }
            KeyCode::Char(c)
                if predicting
                    && (c.is_ascii_digit() || "hrHR".contains(c))
                    && self.guess.len() < 3 =>
            {
                self.guess.push(c);
            }
            KeyCode::Char('c') if self.lesson().find => self.check(),
            KeyCode::Enter | KeyCode::Char(' ') => self.act(),
            _ => {}
        }
        Flow::Continue
    }

    /// Moves the cursor, keeping it on the rim or the cells.
    fn go(&mut self, dr: i32, dc: i32) {
        let dims = self.dims();
        let (rows, cols) = (dims.rows() as i32 + 1, dims.cols() as i32 + 1);
        let next = Pos::new(
            (self.cursor.row + dr).clamp(0, rows),
            (self.cursor.col + dc).clamp(0, cols),
        );
        let corner = (next.row == 0 || next.row == rows) && (next.col == 0 || next.col == cols);
        if !corner {
            self.cursor = next;
        }
    }

    /// Another lesson: `by` forward (or back).
    fn turn_page(&mut self, by: isize) {
        let index = self.index as isize + by;
        if (0..self.lessons.len() as isize).contains(&index) {
            self.open(index as usize);
        }
    }

    /// Enter: judge the prediction, fire the port under the cursor, or
    /// mark the cell under it.
    fn act(&mut self) {
        if let Some(cell) = self.cell_at(self.cursor) {
            if self.lesson().find && self.found.is_empty() && !self.marks.remove(&cell) {
                self.marks.insert(cell);
            }
            return;
        }
        let Some(port) = self.port_at(self.cursor) else {
            return;
        };
        match self.next_ray() {
            Some(ray) if ray.predict => self.judge(ray),
            Some(ray) if ray.port == port => {
                let shot = self.lesson().fire(port);
                self.message = shot.rules.join(" ");
                self.show(port, shot);
                self.advance();
            }
            _ => {
                let shot = self.lesson().fire(port);
                self.message = match self.lesson().find {
                    true => format!("Ray {port}: {}.", shot.said),
                    false => shot.rules.join(" "),
                };
                self.show(port, shot);
            }
        }
    }

    /// Judges the typed prediction of the next ray.
    fn judge(&mut self, ray: &'static learn::Ray) {
        if self.guess.is_empty() {
            self.message = "First say what ray will do: h (a hit), r (a reflection) or the \
                            port it leaves at, then Enter."
                .into();
            return;
        }
        match learn::parse_guess(self.dims(), ray.port, &self.guess) {
            Err(e) => self.message = format!("{}: {e}.", self.guess),
            Ok(guess) => {
                let verdict = self.lesson().judge(ray.port, guess);
                self.message = verdict.text;
                self.show(ray.port, verdict.shot);
                self.guess.clear();
                self.advance();
            }
        }
    }

    /// Starts drawing `shot`, fired from `port`.
    fn show(&mut self, port: Port, shot: Shot) {
        self.fired.push((port, shot.clone()));
        self.drawing = Some(Drawing { shot, shown: 0 });
    }

    /// One ray of the lesson done: on to the next, or the lesson finished.
    fn advance(&mut self) {
        self.step += 1;
        self.aim();
        if self.done() {
            self.finish();
        }
    }

    /// Checks the marks of a find exercise.
    fn check(&mut self) {
        if !self.found.is_empty() {
            return;
        }
        let marks: Vec<Cell> = self.marks.iter().copied().collect();
        let ports: Vec<Port> = self.fired.iter().map(|(p, _)| *p).collect();
        let check = self.lesson().check(&marks, &ports);
        self.message = check.text;
        if check.solved {
            self.found = check.atoms;
            self.finish();
        }
    }

    /// The lesson on screen is finished: remembered, and saved if kept.
    fn finish(&mut self) {
        let id = &self.lesson().id;
        if self.progress.finish(id) {
            if let Some(Err(e)) = self.store.as_ref().map(|s| s.save(&self.progress)) {
                self.message
                    .push_str(&format!(" (Progress not saved: {e:#}.)"));
            }
        }
    }
}
