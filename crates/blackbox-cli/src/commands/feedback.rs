//! `blackbox feedback BOARD`: the full feedback of a board.

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
    /// The ACM contest format (square boards; ACM rules).
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
    /// Rule set for the text and JSON formats (the ACM format always uses acm).
    #[arg(long, value_enum, default_value = "standard")]
    pub rules: RulesArg,
}

/// `--rules` values.
#[derive(Clone, Copy, ValueEnum)]
pub enum RulesArg {
    /// Tatham / Emacs / KDE: an edge deflection is a reflection.
    Standard,
    /// The ACM contest variant: one edge atom turns the ray away unseen.
    Acm,
}

impl From<RulesArg> for Rules {
    fn from(r: RulesArg) -> Rules {
        match r {
            RulesArg::Standard => Rules::Standard,
            RulesArg::Acm => Rules::Acm,
        }
    }
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let board = read_board(&args.board)?;
    let puzzle = Puzzle::of_board(&board, args.rules.into());
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
