//! `blackbox learn --plain`: the lessons line by line over standard input
//! and output, for scripts, screen readers and terminals without the full
//! screen (used too when standard input or output is not a terminal).
//!
//! The same lessons as the full screen and the web's Learn page, from the
//! same script and engine (`blackbox_app::learn`): every ray, verdict and
//! check is the app's; this module only reads lines and prints. The board
//! is printed as text ([`blackbox_app::learn::Lesson::picture`]) with each
//! fired ray's path drawn. A ray the lesson asks for is fired with an empty
//! line (or its port number); a prediction is typed as `h`, `r` or the port
//! the ray leaves at; in a "find the atom" exercise a port number fires, a
//! cell name (`C4`) marks or unmarks, `c` checks. `n` and `p` turn to the
//! next and previous lesson, `help` or `?` lists the words, `q` quits; the
//! end of the input ends too. A line that means nothing here is answered
//! with `error: …` and the lesson goes on. Progress is kept in the same
//! file as the full screen's, when a lesson is finished. Sentences are
//! wrapped to the terminal's width (80 columns when it is unknown or the
//! output is no terminal), between words only; so is the list of words,
//! its second column's lines indented under it.

use anyhow::Result;
use blackbox::{Cell, Port};
use blackbox_app::learn::{self, Lesson, LessonProgress, Shot, PICTURE_KEY};
use blackbox_tui::learn::{Opening, Store};
use cli_support::read::PLAIN_INPUT;
use cli_support::PromptedLines;
use std::io::{BufRead, IsTerminal, Write};

/// The words the line mode understands.
const HELP: &str = "\
Enter          fire the ray the lesson asks for (or type its port number)
h, r, 12       your prediction: a hit, a reflection, or the port it leaves at
12, fire 12    in a \"find the atom\" exercise: fire the ray from port 12
C4             there: mark C4 as an atom (again: unmark); c checks your marks
n, p           the next, the previous lesson
help, ?        these words;  q  quit
";

/// Plays the lessons of `opening`, reading lines from `input` (within the
/// limits of [`PLAIN_INPUT`]) and writing to `out`; with the prompt `> `
/// when standard input is a terminal.
pub fn run(opening: Opening, input: impl BufRead, out: &mut impl Write) -> Result<()> {
    let width = match cli_support::stdout_is_terminal() {
        true => crossterm::terminal::size().map_or(UNKNOWN_WIDTH, |(columns, _)| columns.into()),
        false => UNKNOWN_WIDTH,
    };
    learn(opening, input, out, std::io::stdin().is_terminal(), width)
}

/// The width sentences are wrapped to when the terminal's is unknown.
const UNKNOWN_WIDTH: usize = 80;

/// `text` with each of its lines longer than `width` characters broken
/// between words (a word longer than `width` stands alone on its line).
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut column = 0;
        for word in line.split(' ') {
            let length = word.chars().count();
            if column > 0 && column + 1 + length > width {
                out.push('\n');
                column = 0;
            } else if column > 0 {
                out.push(' ');
                column += 1;
            }
            out.push_str(word);
            column += length;
        }
    }
    out
}

/// The width of [`HELP`]'s first column, the keys.
const KEY_COLUMN: usize = 15;

/// The narrowest second column worth a hanging indent: below it, the key
/// list's lines are wrapped as sentences.
const NARROWEST_WHAT: usize = 20;

/// [`HELP`] for a terminal `width` columns wide: each line's words past
/// the width continue on lines of their own, indented under the second
/// column (what a key does), so that the keys stand out.
fn key_list(width: usize) -> String {
    let room = width.saturating_sub(KEY_COLUMN);
    if room < NARROWEST_WHAT {
        return wrap(HELP, width);
    }
    let indent = format!("\n{}", " ".repeat(KEY_COLUMN));
    (HELP.lines())
        .map(|line| {
            let at = line
                .char_indices()
                .nth(KEY_COLUMN)
                .map_or(line.len(), |(at, _)| at);
            let (key, what) = line.split_at(at);
            format!("{key}{}\n", wrap(what, room).replace('\n', &indent))
        })
        .collect()
}

/// A lesson in progress and the player's progress.
struct Class {
    lessons: &'static [Lesson],
    /// The lesson on screen.
    index: usize,
    /// Its rays fired in order so far.
    step: usize,
    /// The rays fired in a find exercise.
    fired: Vec<Shot>,
    /// The atoms marked in a find exercise.
    marks: Vec<Cell>,
    /// Whether the find exercise is solved.
    solved: bool,
    progress: LessonProgress,
    store: Option<Store>,
    /// The width sentences are wrapped to.
    width: usize,
}

/// [`run`], prompting for each line when `prompt` is set, sentences
/// wrapped to `width` columns.
fn learn(
    opening: Opening,
    input: impl BufRead,
    out: &mut impl Write,
    prompt: bool,
    width: usize,
) -> Result<()> {
    let mut class = Class {
        lessons: opening.lessons,
        index: opening.start,
        step: 0,
        fired: Vec::new(),
        marks: Vec::new(),
        solved: false,
        progress: opening.progress,
        store: opening.store,
        width,
    };
    writeln!(
        out,
        "Learn Black Box: {} short lessons.",
        class.lessons.len()
    )?;
    if let Some(warning) = opening.warning {
        class.say(out, &format!("Starting afresh: {warning}."))?;
    }
    write!(out, "{}", key_list(width))?;
    class.open(class.index, out)?;
    let mut lines = PromptedLines::new(input, "standard input", PLAIN_INPUT, prompt);
    while let Some(line) = lines.next(out)? {
        let line = line.trim().to_ascii_lowercase();
        match line.as_str() {
            "q" | "quit" => return Ok(()),
            "help" | "?" => write!(out, "{}", key_list(class.width))?,
            "n" | "next" => class.turn(1, out)?,
            "p" | "previous" => class.turn(-1, out)?,
            _ if class.done() => match line.as_str() {
                "" => match class.index + 1 < class.lessons.len() {
                    true => class.turn(1, out)?,
                    false => return Ok(()),
                },
                _ => writeln!(
                    out,
                    "error: this lesson is done: Enter or n for the next, q to quit"
                )?,
            },
            _ if class.lesson().find => class.find(&line, out)?,
            _ => class.ray(&line, out)?,
        }
    }
    Ok(())
}

impl Class {
    /// Writes `text` as a paragraph, wrapped to the width.
    fn say(&self, out: &mut impl Write, text: &str) -> Result<()> {
        Ok(writeln!(out, "{}", wrap(text, self.width))?)
    }

    fn lesson(&self) -> &'static Lesson {
        &self.lessons[self.index]
    }

    fn done(&self) -> bool {
        match self.lesson().find {
            true => self.solved,
            false => self.step == self.lesson().rays.len(),
        }
    }

    /// Opens lesson `index` from its start: its words, its board and what
    /// to do first.
    fn open(&mut self, index: usize, out: &mut impl Write) -> Result<()> {
        self.index = index;
        self.step = 0;
        self.fired.clear();
        self.marks.clear();
        self.solved = false;
        let lesson = self.lesson();
        let done = match self.progress.is_done(&lesson.id) {
            true => " (done before)",
            false => "",
        };
        let heading = format!(
            "\nLesson {} of {}: {}{done}\n{}",
            index + 1,
            self.lessons.len(),
            lesson.title,
            lesson.intro
        );
        self.say(out, &heading)?;
        write!(out, "\n{}", lesson.picture(&[], None))?;
        writeln!(out, "{PICTURE_KEY}")?;
        self.instruct(out)
    }

    /// Another lesson: `by` forward (or back).
    fn turn(&mut self, by: isize, out: &mut impl Write) -> Result<()> {
        let index = self.index as isize + by;
        match (0..self.lessons.len() as isize).contains(&index) {
            true => self.open(index as usize, out),
            false if by > 0 => Ok(writeln!(out, "error: this is the last lesson (q quits)")?),
            false => Ok(writeln!(out, "error: this is the first lesson")?),
        }
    }

    /// What to do now.
    fn instruct(&self, out: &mut impl Write) -> Result<()> {
        let lesson = self.lesson();
        if lesson.find {
            let text = format!(
                "Atoms hidden: {}. Fire a ray by its port number, mark a cell by its name \
                 (C4; again: unmark), and type c to check your marks.",
                lesson.atom_count()
            );
            self.say(out, &text)?;
        } else if let Some(ray) = lesson.rays.get(self.step) {
            self.say(out, &ray.say)?;
            match ray.predict {
                true => self.say(
                    out,
                    "Predict first: type h (a hit), r (a reflection) or the port it leaves at.",
                )?,
                false => self.say(out, &format!("Press Enter to fire ray {}.", ray.port))?,
            }
        }
        Ok(())
    }

    /// A line in a lesson that shows its atoms: a prediction, or a ray to
    /// fire.
    fn ray(&mut self, line: &str, out: &mut impl Write) -> Result<()> {
        let lesson = self.lesson();
        let Some(ray) = lesson.rays.get(self.step) else {
            return Ok(());
        };
        if ray.predict {
            if line.is_empty() {
                return self.instruct(out);
            }
            match learn::parse_guess(lesson.dims(), ray.port, line) {
                Err(e) => writeln!(out, "error: {line}: {e}")?,
                Ok(guess) => {
                    let verdict = lesson.judge(ray.port, guess);
                    write!(out, "\n{}", lesson.picture(&[], Some(&verdict.shot)))?;
                    self.say(out, &verdict.text)?;
                    self.advance(out)?;
                }
            }
            return Ok(());
        }
        let port = match line {
            "" | "f" | "fire" => ray.port,
            text => match port(lesson, text) {
                Ok(port) => port,
                Err(e) => return Ok(writeln!(out, "error: {e}")?),
            },
        };
        let shot = lesson.fire(port);
        write!(out, "\n{}", lesson.picture(&[], Some(&shot)))?;
        self.say(out, &shot.rules.join(" "))?;
        match port == ray.port {
            true => self.advance(out),
            // Another ray is shown, as it would go, but the lesson waits.
            false => Ok(writeln!(out, "(The lesson asks for ray {}.)", ray.port)?),
        }
    }

    /// One ray of the lesson done: on to the next, or the lesson finished.
    fn advance(&mut self, out: &mut impl Write) -> Result<()> {
        self.step += 1;
        match self.done() {
            true => {
                self.say(out, &self.lesson().outro)?;
                self.finish(out)
            }
            false => self.instruct(out),
        }
    }

    /// A line of a find exercise: a ray to fire, a cell to mark, or a check.
    fn find(&mut self, line: &str, out: &mut impl Write) -> Result<()> {
        let lesson = self.lesson();
        if line == "c" || line == "check" {
            let ports: Vec<Port> = (self.fired.iter())
                .filter_map(|s| lesson.dims().port(s.port).ok())
                .collect();
            let check = lesson.check(&self.marks, &ports);
            if check.solved {
                self.solved = true;
                write!(out, "\n{}", lesson.picture(&check.atoms, None))?;
                self.say(out, &check.text)?;
                return self.finish(out);
            }
            return self.say(out, &check.text);
        }
        if let Ok(cell) = lesson.dims().parse_cell(line.trim_start_matches("mark ")) {
            match self.marks.iter().position(|&m| m == cell) {
                Some(at) => {
                    self.marks.remove(at);
                }
                None => self.marks.push(cell),
            }
            write!(out, "\n{}", lesson.picture(&self.marks, None))?;
            return Ok(writeln!(
                out,
                "Marked: {} of {}.",
                self.marks.len(),
                lesson.atom_count()
            )?);
        }
        let port = match port(lesson, line) {
            Ok(port) => port,
            Err(e) => {
                return Ok(writeln!(
                    out,
                    "error: {e}; or a cell to mark (C4), or c to check"
                )?)
            }
        };
        let shot = lesson.fire(port);
        write!(out, "\n{}", lesson.picture(&self.marks, Some(&shot)))?;
        self.say(out, &format!("Ray {port}: {}.", shot.said))?;
        self.fired.push(shot);
        self.say(out, &learn::results_text(&self.fired).unwrap_or_default())
    }

    /// The lesson on screen is finished: remembered, saved if kept, and
    /// what comes next said.
    fn finish(&mut self, out: &mut impl Write) -> Result<()> {
        let id = &self.lesson().id;
        if self.progress.finish(id) {
            if let Some(Err(e)) = self.store.as_ref().map(|s| s.save(&self.progress)) {
                self.say(out, &format!("Progress not saved: {e:#}."))?;
            }
        }
        match self.index + 1 < self.lessons.len() {
            true => writeln!(out, "Lesson done. Press Enter for the next lesson.")?,
            false => writeln!(out, "That was the last lesson.")?,
        }
        Ok(())
    }
}

/// The port typed as `12` or `fire 12` (`f 12`) on the lesson's board.
fn port(lesson: &Lesson, text: &str) -> std::result::Result<Port, String> {
    let number = (text
        .strip_prefix("fire ")
        .or_else(|| text.strip_prefix("f ")))
    .unwrap_or(text)
    .trim();
    let dims = lesson.dims();
    (number.parse().ok())
        .and_then(|n| dims.port(n).ok())
        .ok_or_else(|| format!("`{text}`: say a port number, 1 to {}", dims.ports()))
}

#[cfg(test)]
mod tests;
