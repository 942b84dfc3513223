//! `blackbox trace BOARD PORT`: one ray's path, drawn.

use crate::input::read_board;
use anyhow::Result;
use blackbox::format::json;
use blackbox::{render, Ending, Rules};
use cli_support::Output;
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Draw the path of the ray fired from PORT and print its outcome.
#[derive(clap::Args)]
pub struct Args {
    /// The board file; `-` reads standard input.
    pub board: PathBuf,
    /// The port to fire from (1 to 2(R+C), clockwise from the top-left).
    #[arg(allow_negative_numbers = true,
          value_parser = cli_support::whole(1, 4 * blackbox::MAX_SIDE))]
    pub port: usize,
    /// Print JSON: `{"port", "outcome", "exit", "at_entry", "path": [[row, col, heading], ...]}`;
    /// rows and columns count from 1 (0 and R+1 or C+1 are just outside the board).
    #[arg(long)]
    pub json: bool,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let board = read_board(&args.board)?;
    let port = board.dims().port(args.port)?;
    let trace = board.trace(port);
    if args.json {
        let (outcome, exit) = json::outcome(trace.ending.response(port, Rules::Standard));
        let path: Vec<_> = trace
            .path
            .iter()
            .map(|s| {
                let [row, col] = s.pos.numbered();
                json!([row, col, format!("{:?}", s.dir).to_lowercase()])
            })
            .collect();
        let value = json!({
            "port": port.number(),
            "outcome": outcome,
            "exit": exit,
            "at_entry": matches!(trace.ending, Ending::EdgeReflection { .. }),
            "path": path,
        });
        out.json(&value)?;
    } else {
        write!(out, "{}", render::trace(&board, &trace))?;
    }
    Ok(ExitCode::SUCCESS)
}
