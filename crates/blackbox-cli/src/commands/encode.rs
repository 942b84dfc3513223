//! `blackbox encode PUZZLE --dimacs`: the CNF of a puzzle, for other SAT
//! solvers. Variable `(r - 1)*C + c` is cell `(r, c)` (counting from 1);
//! comment lines give the size of each ray's part.

use super::solving::read_puzzle;
use anyhow::{bail, Result};
use blackbox_solve as solve;
use std::path::PathBuf;
use std::process::ExitCode;

/// Write the SAT encoding of a puzzle.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Write DIMACS CNF (the only output format).
    #[arg(long)]
    pub dimacs: bool,
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    if !args.dimacs {
        bail!("choose an output format: --dimacs");
    }
    let puzzle = read_puzzle(&args.puzzle)?;
    print!("{}", solve::dimacs(&puzzle));
    Ok(ExitCode::SUCCESS)
}
