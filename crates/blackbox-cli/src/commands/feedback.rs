//! `blackbox feedback BOARD`: the full feedback of a board.

use crate::args::RulesArg;
use crate::input::read_board;
use anyhow::Result;
use blackbox::format::{acm, json, native};
use blackbox::{Puzzle, Rules};
use clap::ValueEnum;
use cli_support::Output;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Output formats for feedback.
#[derive(Clone, Copy, ValueEnum)]
pub enum OutFormat {
    /// The native puzzle format (reads back as a puzzle).
    Text,
    /// The ACM contest format (square boards; ACM rules, whatever --rules says).
    Acm,
    /// JSON (see docs/formats.md).
    Json,
}

/// Print the response of every port of a board.
#[derive(clap::Args)]
pub struct Args {
    /// The board file (`.`/`O` rows, or JSON); `-` reads standard input.
    pub board: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: OutFormat,
    /// Print JSON: the same as `--format json`.
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
    #[command(flatten)]
    pub rules: RulesArg,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let board = read_board(&args.board)?;
    let puzzle = Puzzle::of_board(&board, args.rules.rules());
    let format = if args.json {
        OutFormat::Json
    } else {
        args.format
    };
    let text = match format {
        OutFormat::Acm => acm::write(&board.feedback(Rules::Acm), board.atom_count())
            .map_err(|e| cli_support::located(&args.board, None, e))?,
        OutFormat::Text => native::write(&puzzle),
        OutFormat::Json => json::to_string(&json::puzzle_json(&puzzle, Some(&board))) + "\n",
    };
    write!(out, "{text}")?;
    Ok(ExitCode::SUCCESS)
}
