//! `blackbox random`: a random board from a seed.

use anyhow::Result;
use blackbox::format::{grid, json};
use blackbox::{random, Dims};
use clap::ValueEnum;
use cli_support::Output;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::process::ExitCode;

/// Board output formats.
#[derive(Clone, Copy, ValueEnum)]
pub enum BoardFormat {
    /// Rows of `.` and `O`, preceded by a `# seed` comment.
    Grid,
    /// JSON `{"rows", "cols", "atoms": [[row, col], ...]}`.
    Json,
}

/// Write a random board; the same size, atoms and seed give the same board.
#[derive(clap::Args)]
pub struct Args {
    /// Board size: RxC, or N for NxN.
    #[arg(long, default_value = "8x8", allow_hyphen_values = true)]
    pub size: Dims,
    /// Number of atoms.
    #[arg(long, default_value_t = 4, allow_negative_numbers = true,
          value_parser = cli_support::whole(0, blackbox::MAX_SIDE * blackbox::MAX_SIDE))]
    pub atoms: usize,
    /// Random seed (default: taken from the system's entropy and printed).
    #[arg(long, allow_negative_numbers = true, value_parser = cli_support::whole(0, u64::MAX))]
    pub seed: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value = "grid")]
    pub format: BoardFormat,
    /// Print JSON: the same as `--format json`.
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let board = random::board(args.size, args.atoms, &mut ChaCha8Rng::seed_from_u64(seed))?;
    let format = if args.json {
        BoardFormat::Json
    } else {
        args.format
    };
    match format {
        BoardFormat::Grid => write!(
            out,
            "# {} board, {} atoms, seed {seed}\n{}",
            args.size,
            args.atoms,
            grid::write(&board)
        )?,
        BoardFormat::Json => writeln!(out, "{}", json::to_string(&json::board_json(&board)))?,
    }
    Ok(ExitCode::SUCCESS)
}
