//! `blackbox solve PUZZLE`: is the puzzle consistent, its solutions (drawn),
//! their exact number, and whether it is unique.
//!
//! The SAT engine answers through [`blackbox_solve::report`]: consistency
//! with a witness and uniqueness first, then more solutions, then the
//! count within `--count-budget` cubes, all within `--time-limit` seconds.
//! Past either, what is known is printed and the rest said to be unknown
//! (`null` in JSON); the exit code still says consistent or not when that
//! is known (unknown counts as consistent: exit 0).
//!
//! Exit codes: 0 consistent (or not decided in time), 1 inconsistent, 2 bad
//! input. JSON schema: `docs/solver.md`.

use super::solving::{atoms_json, counting, read_puzzle, verified, EngineArg};
use crate::cells;
use anyhow::{bail, Result};
use blackbox::render;
use blackbox::Puzzle;
use blackbox_solve::{self as solve, Control, Count, Plan, Query, Report};
use cli_support::Output;
use cli_support::{time_limit, DEFAULT_TIME_LIMIT};
use num_bigint::BigUint;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Solve a puzzle: consistency, solutions, exact count, uniqueness.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// The engine: `sat` (default) or `brute` (seed 001's method).
    #[arg(long, value_enum, default_value = "sat")]
    pub engine: EngineArg,
    /// List at most this many solutions.
    #[arg(long, default_value_t = 10)]
    pub max_solutions: usize,
    /// Give up the exact count (SAT engine) after this many cubes, or at
    /// once when independent moves of a solution prove it needs more, and
    /// report it as unknown (at least the solutions found or proven);
    /// uniqueness is still decided.
    #[arg(long, default_value_t = 10_000, value_name = "CUBES")]
    pub count_budget: u64,
    /// Stop (SAT engine) after this many seconds and print what is known by
    /// then.
    #[arg(long, default_value_t = DEFAULT_TIME_LIMIT, value_name = "SECONDS",
          value_parser = cli_support::seconds)]
    pub time_limit: f64,
    /// Print JSON: {"consistent","count","at_least","complete","unique",
    /// "stopped","solutions"}.
    #[arg(long)]
    pub json: bool,
}

/// The SAT engine's report, with a spinner on a terminal.
fn sat_report(puzzle: &Puzzle, args: &Args) -> Result<Report> {
    let limit = time_limit(args.time_limit)?;
    let control = limit.control();
    let plan = Plan {
        max_solutions: args.max_solutions,
        count_budget: args.count_budget,
        deduce: false,
    };
    Ok(counting(control, args.count_budget, |control| {
        solve::report(puzzle, plan, control)
    }))
}

/// The SAT engine's report with every listed solution checked by
/// simulation: what `solve` prints and `blackbox serve` answers.
pub fn verified_report(puzzle: &Puzzle, plan: Plan, control: &Control) -> Result<Report> {
    let report = solve::report(puzzle, plan, control);
    for board in &report.solutions {
        verified(puzzle, board)?;
    }
    Ok(report)
}

/// The brute engine's answer as a complete report.
fn brute_report(puzzle: &Puzzle, args: &Args) -> Result<Report> {
    let query = Query {
        max_solutions: args.max_solutions,
        count: true,
    };
    let Some(found) = args.engine.engine().solve(puzzle, query) else {
        bail!("the {:?} engine gave up", args.engine);
    };
    let count = found.count.unwrap_or_default();
    Ok(Report {
        consistent: Some(count > BigUint::ZERO),
        unique: Some(count == BigUint::from(1u32)),
        solutions: found.boards,
        count: Count::Exact(count),
        deduced: None,
        interrupted: false,
        needs_cubes_log2: None,
    })
}

/// Why the report is incomplete, if it is: the JSON tag of `stopped`.
fn stop_reason(report: &Report) -> Option<&'static str> {
    if report.interrupted {
        Some("time-limit")
    } else if report.exact_count().is_none() {
        Some("count-budget")
    } else {
        None
    }
}

/// The `--json` answer (also `blackbox serve`'s): counts may exceed every
/// machine integer, so they are JSON number literals of any length (`null`
/// when unknown).
pub fn json(report: &Report) -> String {
    let count = report.exact_count();
    let at_least = match &report.count {
        Count::AtLeast(n) => Some(n),
        Count::Exact(_) => None,
    };
    let complete = count == Some(&BigUint::from(report.solutions.len()));
    let solutions: Vec<_> = report.solutions.iter().map(atoms_json).collect();
    let number = |n: Option<&BigUint>| n.map_or("null".to_string(), |n| n.to_string());
    let flag = |b: Option<bool>| b.map_or("null".to_string(), |b| b.to_string());
    format!(
        "{{\"consistent\":{},\"count\":{},\"at_least\":{},\"complete\":{complete},\"unique\":{},\"stopped\":{},\"solutions\":{}}}",
        flag(report.consistent),
        number(count),
        number(at_least),
        flag(report.unique),
        serde_json::Value::from(stop_reason(report)),
        serde_json::Value::from(solutions)
    )
}

/// Why the count was not finished within `budget` cubes: proven in
/// advance to need more, or run out of.
pub fn over_budget(report: &Report, budget: u64) -> String {
    match report.needs_cubes_log2 {
        Some(n) => {
            format!("not counted: it needs at least 2^{n} cubes, more than --count-budget {budget}")
        }
        None => format!("not counted within {budget} cubes (raise --count-budget)"),
    }
}

/// `yes`, `no` or `unknown`.
fn known(answer: Option<bool>) -> &'static str {
    match answer {
        Some(true) => "yes",
        Some(false) => "no",
        None => "unknown",
    }
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let report = match args.engine {
        EngineArg::Sat => sat_report(&puzzle, args)?,
        EngineArg::Brute => brute_report(&puzzle, args)?,
    };
    for board in &report.solutions {
        verified(&puzzle, board)?;
    }
    if args.json {
        writeln!(out, "{}", json(&report))?;
    } else {
        print_text(&puzzle, &report, args, out)?;
    }
    Ok(if report.consistent == Some(false) {
        ExitCode::from(cli_support::exit::NEGATIVE)
    } else {
        ExitCode::SUCCESS
    })
}

/// Prints the report as text: what is known, and why the rest is not.
fn print_text(puzzle: &Puzzle, report: &Report, args: &Args, out: &mut Output) -> Result<()> {
    let why = match stop_reason(report) {
        Some("time-limit") => format!("stopped by --time-limit {} s", args.time_limit),
        Some(_) => over_budget(report, args.count_budget),
        None => String::new(),
    };
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
