//! `blackbox encode PUZZLE --dimacs`: the CNF of a puzzle, for other SAT
//! solvers. Variable `(r - 1)*C + c` is cell `(r, c)` (counting from 1);
//! comment lines give the size of each ray's part. A puzzle whose encoding
//! would take more than 2 GiB (by [`blackbox_solve::encoding_estimate`],
//! before building it) is refused with exit 2 and the estimate.

use super::solving::read_puzzle;
use anyhow::{bail, Result};
use blackbox_solve as solve;
use cli_support::Output;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The memory a job may take (2 GiB): larger ones are refused up front.
const MEMORY_LIMIT: u64 = 2 << 30;

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
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    if !args.dimacs {
        bail!("choose an output format: --dimacs");
    }
    let puzzle = read_puzzle(&args.puzzle)?;
    let estimate = solve::encoding_estimate(&puzzle);
    if estimate.bytes > MEMORY_LIMIT {
        bail!(
            "refused: the complete encoding would take about {} clauses and {} MB \
             (more than {} MB); fewer hints or a smaller board",
            estimate.clauses,
            estimate.bytes >> 20,
            MEMORY_LIMIT >> 20
        );
    }
    write!(out, "{}", solve::dimacs(&puzzle))?;
    Ok(ExitCode::SUCCESS)
}
