//! `blackbox encode PUZZLE --dimacs`: the CNF of a puzzle, for other SAT
//! solvers. Variable `(r - 1)*C + c` is cell `(r, c)` (counting from 1);
//! comment lines give the size of each ray's part.
//!
//! Bounded twice: a puzzle whose encoding would take more than
//! [`MEMORY_LIMIT`](blackbox_app::encode::MEMORY_LIMIT) (estimated by
//! [`blackbox_app::encode`] before building it) is refused with exit 2 and
//! the estimate; and `--time-limit` stops the building (polled before each
//! ray) and the writing (polled every [`CHUNK`] bytes) with exit 1 and a
//! note on standard error saying which stage it stopped and that the output
//! is missing or incomplete.

use crate::input::read_puzzle;
use anyhow::{bail, Result};
use blackbox_app::encode::encode;
use blackbox_app::Control;
use cli_support::{exit, note, time_limit, Output, DEFAULT_TIME_LIMIT};
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Bytes written to standard output at once; the time limit is looked at
/// before each such piece.
const CHUNK: usize = 1 << 16;

/// Write the SAT encoding of a puzzle.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Write DIMACS CNF (the only output format).
    #[arg(long)]
    pub dimacs: bool,
    /// Stop after this many seconds (exit 1: the output is then missing
    /// or incomplete, as standard error says).
    #[arg(long, default_value_t = DEFAULT_TIME_LIMIT, value_name = "SECONDS",
          allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub time_limit: f64,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    if !args.dimacs {
        bail!("choose an output format: --dimacs");
    }
    let puzzle = read_puzzle(&args.puzzle)?;
    let limit = time_limit(args.time_limit)?;
    let stopped = |what: &str| -> Result<ExitCode> {
        note(format_args!(
            "blackbox: encode stopped by --time-limit {} s {what}",
            args.time_limit
        ));
        Ok(ExitCode::from(exit::NEGATIVE))
    };
    let Some(cnf) = encode(&puzzle, limit.control())? else {
        return stopped("while building the encoding: nothing was written");
    };
    let mut sink = BufWriter::with_capacity(
        CHUNK,
        Polled {
            out,
            control: limit.control(),
        },
    );
    match cnf.write_dimacs(&mut sink).and_then(|()| sink.flush()) {
        Err(_) if limit.passed() => {
            stopped("while writing it: the output is incomplete (its header counts every clause)")
        }
        // A write error of standard output itself: `Output` keeps it and
        // the run ends with it.
        Err(error) => Err(error.into()),
        Ok(()) => Ok(ExitCode::SUCCESS),
    }
}

/// Standard output that fails once `control` is cancelled: each piece the
/// [`BufWriter`] hands over is written only while time is left.
struct Polled<'a> {
    out: &'a mut Output,
    control: &'a Control,
}

impl Write for Polled<'_> {
    fn write(&mut self, piece: &[u8]) -> io::Result<usize> {
        if self.control.is_cancelled() {
            return Err(io::Error::other("stopped by --time-limit"));
        }
        self.out.write(piece)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
