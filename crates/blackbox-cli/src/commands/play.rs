//! `blackbox play`: play Black Box in the terminal, or over stdin/stdout
//! with `--plain`.
//!
//! A game comes from a game ID (`--id 8x8:4:12345`, or `--size`, `--atoms`,
//! `--seed`) or from a save file (`--load`). With `--save FILE` the move log
//! is written after every move, atomically (write, then rename), so a crash
//! or a closed terminal loses nothing; `--load FILE` resumes it.

pub mod plain;
pub mod players;
pub mod session;
pub mod setting_up;

use anyhow::Result;
use blackbox::{AtomCount, Dims};
use blackbox_game::GameId;
use session::Session;
use std::path::PathBuf;
use std::process::ExitCode;

/// Play Black Box: fire rays, mark atoms, check your guess.
#[derive(clap::Args)]
pub struct Args {
    /// Board size: RxC, or N for NxN.
    #[arg(long, default_value = "8x8")]
    pub size: Dims,
    /// Atoms: K, or a range A-B (the actual count is then hidden).
    #[arg(long, default_value = "4")]
    pub atoms: AtomCount,
    /// Random seed (default: from the system's entropy; shown in the game ID).
    #[arg(long)]
    pub seed: Option<u64>,
    /// A game ID such as 8x8:4:12345 (instead of --size, --atoms, --seed).
    #[arg(long, conflicts_with_all = ["size", "atoms", "seed", "load"])]
    pub id: Option<GameId>,
    /// Only boards that full feedback determines (tries seed, seed+1, ...).
    #[arg(long)]
    pub unique: bool,
    /// Resume the game saved in FILE.
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Write the move log to FILE after every move.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Play over stdin/stdout, one move a line, printing the board after each.
    #[arg(long)]
    pub plain: bool,
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let mut session = match &args.load {
        Some(path) => Session::load(path, args.save.clone())?,
        None => {
            let id = match args.id {
                Some(id) => id,
                None => GameId::new(
                    args.size,
                    args.atoms,
                    args.seed.unwrap_or_else(rand::random),
                )?,
            };
            Session::start(id, args.unique, args.save.clone())?
        }
    };
    if args.plain {
        let stdin = std::io::stdin();
        plain::run(&mut session, stdin.lock(), &mut std::io::stdout().lock())
    } else {
        crate::tui::run(&mut session)
    }
}
