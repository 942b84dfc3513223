//! `blackbox learn`: the rules of Black Box taught by doing, in the
//! terminal (the lessons of the web's Learn page, from the same script).
//!
//! The finished lessons are kept in `learn.json` under the user's config
//! directory (`$XDG_CONFIG_HOME/boxlogic`, or `~/.config/boxlogic` on
//! Linux), and the next start opens the first lesson not finished;
//! `--no-save` reads and writes nothing. With `--plain`, or when standard
//! input or output is not a terminal, the lessons go line by line
//! ([`plain`]), with the same progress.

pub mod plain;

use anyhow::{Context, Result};
use cli_support::Output;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

/// Learn the rules by doing: short lessons that fire rays and draw their paths.
#[derive(clap::Args)]
#[command(after_help = "\
Short lessons on small boards: a miss, a hit, a ray turned by one atom, \
turned back by two (a reflection), reflected at the edge, a detour through \
several turns, then three boards whose atoms you find yourself. Before some \
rays you say what they will do; a wrong guess is answered with the path and \
the rule that applied.

Keys: arrows move, Enter fires the port under the cursor (or marks a cell in \
the exercises), c checks your marks, n and p turn to the next and previous \
lesson, q quits. The same lessons are on the Learn page of `blackbox serve`.

With --plain (or when input or output is not a terminal) the lessons go \
line by line: the board is printed as text with each ray's path drawn; \
Enter fires the ray a lesson asks for, a prediction is typed as h, r or a \
port number, and in the exercises a port number fires, a cell name (C4) \
marks, c checks.")]
pub struct Args {
    /// Keep no progress: read no progress file and write none.
    #[arg(long)]
    pub no_save: bool,
    /// Start at this lesson, by name (`miss` is the first; a wrong name
    /// lists them all), instead of the first one not finished.
    #[arg(long, value_name = "NAME")]
    pub lesson: Option<String>,
    /// Line by line over stdin/stdout, the board printed as text (also
    /// when either is not a terminal).
    #[arg(long)]
    pub plain: bool,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let save = match args.no_save {
        true => None,
        false => Some(progress_file()?),
    };
    let opening = blackbox_tui::learn::open(save, args.lesson.as_deref())?;
    let terminal = std::io::stdin().is_terminal() && cli_support::stdout_is_terminal();
    match args.plain || !terminal {
        true => plain::run(opening, std::io::stdin().lock(), out)?,
        false => blackbox_tui::learn::run(opening)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// Where the progress is kept.
fn progress_file() -> Result<PathBuf> {
    let dir = dirs::config_dir()
        .context("no config directory (HOME is not set): use --no-save to learn without one")?;
    Ok(dir.join("boxlogic").join("learn.json"))
}
