//! `blackbox learn`: the rules of Black Box taught by doing, in the
//! terminal.
//!
//! The lessons, what each ray does, the verdicts and the checks are
//! `blackbox_app::learn`'s (the script the web's Learn page plays too);
//! [`tutor`] keeps the screen's state and turns keys into it, [`view`]
//! draws it, [`store`] keeps the finished lessons in a file. This module
//! owns the terminal and the event loop, which draws a fired ray one cell
//! per tick.

mod store;
#[cfg(test)]
mod tests;
mod tutor;
mod view;

use crate::theme::Theme;
use anyhow::{Context, Result};
use crossterm::event::{self, Event, KeyEventKind};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;
use store::Store;
use tutor::{Flow, Tutor};

/// How long each cell of a ray's path takes to appear.
const TICK: Duration = Duration::from_millis(120);

/// Plays the lessons in the terminal until the player quits, from lesson
/// `start` (an id) or the first one not finished; progress is read from
/// and kept in `save` (none: nothing is read or written).
pub fn run(save: Option<PathBuf>, start: Option<&str>) -> Result<()> {
    let lessons = blackbox_app::learn::lessons()?;
    let start = start
        .map(|id| {
            blackbox_app::learn::lesson(id).map(|l| lessons.iter().position(|m| m.id == l.id))
        })
        .transpose()?
        .flatten();
    if !std::io::stdin().is_terminal() || !cli_support::stdout_is_terminal() {
        anyhow::bail!("learn needs a terminal, and standard input or output is not one");
    }
    let store = save.map(Store::new);
    let (progress, warning) = match store.as_ref().map(|s| s.load(lessons)) {
        None => (Default::default(), None),
        Some(Ok(progress)) => (progress, None),
        Some(Err(e)) => (Default::default(), Some(format!("{e:#}"))),
    };
    let mut tutor = Tutor::new(lessons, progress, store, start);
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
