//! `blackbox deduce PUZZLE`: what every solution agrees on (the backbone)
//! and each cell's share of the solutions; `--preprocess` shows seed 001's
//! preprocessing view for comparison. Shares need the exact count: when it
//! runs out of `--count-budget` cubes, the statuses are shown alone; when
//! `--time-limit` stops the backbone, the cells established by then are
//! shown and the others reported unknown (`-`, JSON `"unknown"`); when it
//! stops even consistency, every cell is unknown.

use super::solving::{counting, read_puzzle, why_stopped};
use anyhow::Result;
use blackbox::{render, Dims};
use blackbox_app::args::{CountBudget, Json, TimeLimit};
use blackbox_app::deduce::{deduce, DeduceAnswer, DeduceRequest};
use blackbox_app::solver::{CellStatus, Count};
use blackbox_app::Answer;
use cli_support::time_limit;
use cli_support::Output;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Certain atoms, certain empty cells, and each cell's share of the solutions.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Also show seed 001's preprocessing (forbidden / fixed / XOR cells).
    #[arg(long)]
    pub preprocess: bool,
    #[command(flatten)]
    pub count_budget: CountBudget,
    #[command(flatten)]
    pub time_limit: TimeLimit,
    #[command(flatten)]
    pub json: Json,
}

/// The table of `render::cell_table` (4 columns a cell), by row-major index.
fn grid(dims: Dims, glyph: impl Fn(usize) -> String) -> String {
    render::cell_table(dims, 4, |cell| glyph(dims.index(cell)))
}

/// Runs the command: the use case, then the answer as JSON or text.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let dims = puzzle.dims();
    let budget = args.count_budget.count_budget;
    let limit = time_limit(args.time_limit.time_limit)?;
    let request = DeduceRequest {
        count_budget: budget,
        preprocess: args.preprocess,
    };
    let deduction = counting(limit.control(), budget, |control| {
        deduce(&puzzle, &request, control)
    });
    let report = &deduction.report;
    let stopped = why_stopped(report, args.time_limit.time_limit, budget);
    if args.json.json {
        writeln!(out, "{}", DeduceAnswer::of(&deduction).json())?;
    } else {
        match (&deduction.counted, report.consistent) {
            (Some((n, _)), _) => writeln!(out, "solutions: {n}")?,
            (None, None) => writeln!(out, "solutions: unknown; {stopped}")?,
            (None, Some(_)) => match &report.count {
                Count::AtLeast(n) => writeln!(out, "solutions: at least {n}; {stopped}")?,
                Count::Exact(n) => writeln!(out, "solutions: {n}")?,
            },
        }
        match &deduction.statuses {
            Some(statuses) => {
                if statuses.contains(&None) {
                    writeln!(
                        out,
                        "certain atom O, certain empty ., open ?, unknown - ({stopped})"
                    )?;
                } else {
                    writeln!(out, "certain atom O, certain empty ., open ?")?;
                }
                write!(
                    out,
                    "{}",
                    grid(dims, |i| match statuses[i] {
                        Some(CellStatus::Atom) => "O".into(),
                        Some(CellStatus::Empty) => ".".into(),
                        Some(CellStatus::Open) => "?".into(),
                        None => "-".into(),
                    })
                )?;
            }
            None => writeln!(out, "cells: unknown; {stopped}")?,
        }
        if let Some((_, shares)) = &deduction.counted {
            writeln!(out, "share of solutions with an atom (%)")?;
            write!(
                out,
                "{}",
                grid(dims, |i| format!("{:.0}", 100.0 * shares[i].1))
            )?;
        }
        if let Some(f) = &deduction.facts {
            writeln!(
                out,
                "seed 001 preprocessing: forbidden x, fixed o, XOR ?, open ."
            )?;
            write!(out, "{}", f.render())?;
        }
    }
    Ok(if report.consistent == Some(false) {
        ExitCode::from(cli_support::exit::NEGATIVE)
    } else {
        ExitCode::SUCCESS
    })
}
