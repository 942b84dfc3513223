//! `blackbox learn`: the rules of Black Box taught by doing, in the
//! terminal (the lessons of the web's Learn page, from the same script).
//!
//! The finished lessons are kept in `learn.json` under the user's config
//! directory (`$XDG_CONFIG_HOME/boxlogic`, or `~/.config/boxlogic` on
//! Linux), and the next start opens the first lesson not finished;
//! `--no-save` reads and writes nothing.

use anyhow::{Context, Result};
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
lesson, q quits. The same lessons are on the Learn page of `blackbox serve`.")]
pub struct Args {
    /// Keep no progress: read no progress file and write none.
    #[arg(long)]
    pub no_save: bool,
    /// Start at this lesson, by name (`miss` is the first; a wrong name
    /// lists them all), instead of the first one not finished.
    #[arg(long, value_name = "NAME")]
    pub lesson: Option<String>,
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let save = match args.no_save {
        true => None,
        false => Some(progress_file()?),
    };
    blackbox_tui::learn::run(save, args.lesson.as_deref())?;
    Ok(ExitCode::SUCCESS)
}

/// Where the progress is kept.
fn progress_file() -> Result<PathBuf> {
    let dir = dirs::config_dir()
        .context("no config directory (HOME is not set): use --no-save to learn without one")?;
    Ok(dir.join("boxlogic").join("learn.json"))
}
