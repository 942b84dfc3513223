//! `blackbox show FILE`: draw a board or a puzzle.

use crate::input::read_document;
use anyhow::Result;
use blackbox::format::{json, Document};
use blackbox::render;
use cli_support::Output;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Draw a board, or a puzzle with its hints on the rim (H hit, R reflection,
/// D ACM edge deflection, 1 2 3… exit pairs, ? unknown).
#[derive(clap::Args)]
pub struct Args {
    /// A board or puzzle file in any supported format; `-` reads standard input.
    pub file: PathBuf,
    /// Print what was read as JSON instead of drawing it (the JSON board or
    /// puzzle format of docs/formats.md, so it reads back).
    #[arg(long)]
    pub json: bool,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let document = read_document(&args.file)?;
    if args.json {
        match &document {
            Document::Board(board) => out.json(&json::board_json(board))?,
            Document::Puzzle(puzzle) => out.json(&json::puzzle_json(puzzle, None))?,
        }
        return Ok(ExitCode::SUCCESS);
    }
    match document {
        Document::Board(board) => write!(out, "{}", render::board(&board))?,
        Document::Puzzle(puzzle) => {
            writeln!(
                out,
                "{} board, atoms: {}, rules: {:?}",
                puzzle.dims(),
                puzzle.atoms(),
                puzzle.rules()
            )?;
            write!(out, "{}", render::puzzle(&puzzle, None))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
