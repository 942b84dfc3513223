//! The terminal game: ratatui drawing, crossterm input.
//!
//! [`app`] holds the UI state and turns keys and mouse clicks into game
//! moves; [`view`] draws a frame from it; [`theme`] picks colours, or none
//! under `NO_COLOR`; [`worker`] computes the assistant's advice and
//! [`setup_job`] a new game's setup off the UI thread; [`why`] explains
//! the cursor's cell. This module only
//! owns the terminal (and refuses to start without one, pointing to
//! `--plain`): raw mode, the alternate screen, mouse capture, and
//! the event loop, which redraws every tenth of a second while a new game
//! is set up (its progress) and whenever advice or the new game arrives.
//! [`session`] is the game being played with its save file, which plain
//! play (`blackbox play --plain`, a command of `blackbox-cli`) shares.
//! [`learn`] is `blackbox learn`, the lessons' screen.
//! [`puzzle`] plays a pencil-and-paper puzzle (`play --puzzle`, `--daily`).

// Module docs name their private parts for readers of the source (the links
// resolve with `cargo doc --document-private-items`).
#![allow(rustdoc::private_intra_doc_links)]

mod app;
pub mod learn;
pub mod puzzle;
pub mod session;
mod setup_job;
mod theme;
mod view;
mod why;
mod worker;

use crate::session::Session;
use anyhow::{bail, Context, Result};
use app::{App, Flow};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event, KeyEventKind};
use crossterm::execute;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;
use theme::Theme;

/// Refuses, before a game is set up, to play without a terminal (standard
/// input or output redirected), pointing to `--plain`.
pub fn ensure_terminal() -> Result<()> {
    if !std::io::stdin().is_terminal() || !cli_support::stdout_is_terminal() {
        bail!(
            "play needs a terminal, and standard input or output is not one; \
             use `play --plain` to play over standard input and output"
        );
    }
    Ok(())
}

/// Plays `session` in the terminal until the player quits.
pub fn run(session: &mut Session) -> Result<ExitCode> {
    let mut terminal = ratatui::try_init().context("cannot set up the terminal")?;
    // Mouse capture is best effort: terminals without it still play by keys.
    let _ = execute!(terminal.backend_mut(), EnableMouseCapture);
    let result = event_loop(&mut terminal, App::new(session, Theme::from_env()));
    let _ = execute!(terminal.backend_mut(), DisableMouseCapture);
    ratatui::restore();
    result.map(|()| ExitCode::SUCCESS)
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, mut app: App) -> Result<()> {
    loop {
        app.request_advice();
        terminal.draw(|frame| view::draw(frame, &mut app))?;
        // Wake up now and then to show advice or a new game that has
        // arrived, and the progress of a setup.
        let redraw = loop {
            if event::poll(Duration::from_millis(100))? {
                break false;
            }
            let setting_up = app.setting_up.is_some();
            if app.worker.poll() | app.poll_setup() || setting_up {
                break true;
            }
        };
        if redraw {
            continue;
        }
        let flow = match event::read()? {
            Event::Key(key) if key.kind == KeyEventKind::Press => app.key(key),
            Event::Mouse(mouse) => app.mouse(mouse),
            _ => Flow::Continue,
        };
        if flow == Flow::Quit {
            return Ok(());
        }
    }
}
