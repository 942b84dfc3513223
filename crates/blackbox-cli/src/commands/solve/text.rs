//! `blackbox solve`'s answer as text: whether the puzzle is consistent,
//! how many solutions (exactly, or at least, and why the rest is not
//! known), and each solution listed drawn on the board.

use crate::cells;
use crate::commands::partial::why_stopped;
use anyhow::Result;
use blackbox::render;
use blackbox::Puzzle;
use blackbox_app::solve::SolveRequest;
use blackbox_app::solver::{Count, Report};
use cli_support::Output;
use num_bigint::BigUint;
use std::io::Write;

/// `yes`, `no` or `unknown`.
fn known(answer: Option<bool>) -> &'static str {
    match answer {
        Some(true) => "yes",
        Some(false) => "no",
        None => "unknown",
    }
}

/// Prints the report as text: what is known, and why the rest is not.
pub fn print(
    puzzle: &Puzzle,
    report: &Report,
    request: &SolveRequest,
    out: &mut Output,
) -> Result<()> {
    let why = why_stopped(report, request.time_limit, request.count_budget);
    writeln!(out, "consistent: {}", known(report.consistent))?;
    let total = match &report.count {
        Count::Exact(n) if report.unique == Some(true) => format!("{n} (unique)"),
        Count::Exact(n) => n.to_string(),
        Count::AtLeast(_) if report.consistent.is_none() => format!("unknown; {why}"),
        Count::AtLeast(n) => format!("at least {n}; {why}"),
    };
    writeln!(out, "solutions: {total}")?;
    let boards = &report.solutions;
    let count = report.exact_count();
    if count != Some(&BigUint::from(boards.len())) && !boards.is_empty() {
        match count {
            Some(n) => writeln!(out, "showing the first {} of {n}", boards.len())?,
            None => writeln!(out, "showing the first {}", boards.len())?,
        }
    }
    for (i, board) in boards.iter().enumerate() {
        let atoms: Vec<_> = board.atoms().collect();
        writeln!(out, "\nsolution {}: atoms {}", i + 1, cells::list(&atoms))?;
        write!(out, "{}", render::puzzle(puzzle, Some(board)))?;
    }
    Ok(())
}
