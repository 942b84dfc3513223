//! `blackbox learn`: the rules of Black Box taught by doing, in the
//! terminal.
//!
//! The lessons, what each ray does, the verdicts and the checks are
//! `blackbox_app::learn`'s (the script the web's Learn page plays too);
//! [`tutor`] keeps the screen's state and turns keys into it, [`view`]
//! draws it, [`store`] keeps the finished lessons in a file. This module
//! owns the terminal and the event loop, which draws a fired ray one cell
//! per tick. [`open`] reads the lessons and the progress for it and for
//! the line-by-line mode of `blackbox learn --plain` (in the command line
//! crate), which keeps progress in the same [`Store`].

mod store;
#[cfg(test)]
mod tests;
mod tutor;
mod view;

pub use store::Store;

use crate::theme::Theme;
use anyhow::{Context, Result};
use blackbox_app::learn::{Lesson, LessonProgress};
use crossterm::event::{self, Event, KeyEventKind};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;
use tutor::{Flow, Tutor};

/// How long each cell of a ray's path takes to appear.
const TICK: Duration = Duration::from_millis(120);

/// The lessons as a player opens them: where to start, what was done
/// before and where progress is kept, for the full screen ([`run`]) and
/// the line-by-line mode of `blackbox learn --plain` alike.
pub struct Opening {
    /// Every lesson, in order.
    pub lessons: &'static [Lesson],
    /// The lesson to open first.
    pub start: usize,
    /// The lessons finished before.
    pub progress: LessonProgress,
    /// Where progress is kept, if anywhere.
    pub store: Option<Store>,
    /// Why the progress kept could not be read (the player starts afresh).
    pub warning: Option<String>,
}

/// Opens the lessons at lesson `start` (an id) or the first one not
/// finished, progress read from `save` (none: nothing is read or written).
pub fn open(save: Option<PathBuf>, start: Option<&str>) -> Result<Opening> {
    let lessons = blackbox_app::learn::lessons()?;
    let start = start
        .map(|id| {
            blackbox_app::learn::lesson(id).map(|l| lessons.iter().position(|m| m.id == l.id))
        })
        .transpose()?
        .flatten();
    let store = save.map(Store::new);
    let (progress, warning) = match store.as_ref().map(|s| s.load(lessons)) {
        None => (LessonProgress::default(), None),
        Some(Ok(progress)) => (progress, None),
        Some(Err(e)) => (LessonProgress::default(), Some(format!("{e:#}"))),
    };
    Ok(Opening {
        lessons,
        start: start.unwrap_or_else(|| progress.next(lessons)),
        progress,
        store,
        warning,
    })
}

/// Plays the lessons of `opening` in the terminal until the player quits.
pub fn run(opening: Opening) -> Result<()> {
    if !std::io::stdin().is_terminal() || !cli_support::stdout_is_terminal() {
        anyhow::bail!("learn needs a terminal, and standard input or output is not one");
    }
    let Opening {
        lessons,
        start,
        progress,
        store,
        warning,
    } = opening;
    let mut tutor = Tutor::new(lessons, progress, store, Some(start));
    if let Some(warning) = warning {
        tutor.message = format!("Starting afresh: {warning}.");
    }
    let mut terminal = ratatui::try_init().context("cannot set up the terminal")?;
    let result = event_loop(&mut terminal, &mut tutor, Theme::from_env());
    ratatui::restore();
    result
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    tutor: &mut Tutor,
    theme: Theme,
) -> Result<()> {
    loop {
        terminal.draw(|frame| view::draw(frame, tutor, theme))?;
        if tutor.drawing_on() && !event::poll(TICK)? {
            tutor.tick();
            continue;
        }
        if let Event::Key(key) = event::read()? {
            if key.kind == KeyEventKind::Press && tutor.key(key) == Flow::Quit {
                return Ok(());
            }
        }
    }
}
