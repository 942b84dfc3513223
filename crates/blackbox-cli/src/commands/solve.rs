//! `blackbox solve PUZZLE`: is the puzzle consistent, its solutions (drawn),
//! their exact number, and whether it is unique.
//!
//! The SAT engine answers through [`blackbox_app::solve::solve`]: consistency
//! with a witness and uniqueness first, then more solutions, then the
//! count within `--count-budget` cubes, all within `--time-limit` seconds.
//! Past either, what is known is printed and the rest said to be unknown
//! (`null` in JSON); the exit code still says consistent or not when that
//! is known (unknown counts as consistent: exit 0). The brute engine
//! (`--engine brute`) counts every solution within `--time-limit` too,
//! answering the solutions met by then (`at least N`) when stopped; a job
//! it estimates at over
//! [`BRUTE_REFUSE_FACTOR`](blackbox_app::solve::BRUTE_REFUSE_FACTOR) times the limit is refused
//! up front with the estimate (exit 2).
//!
//! Exit codes: 0 consistent (or not decided in time), 1 inconsistent, 2 bad
//! input. JSON schema: `docs/solver.md`.

use super::solving::{counting, read_puzzle, why_stopped};
use crate::args::{CountBudget, Json, TimeLimit};
use crate::cells;
use anyhow::Result;
use blackbox::render;
use blackbox::Puzzle;
use blackbox_app::solve::{solve, EngineChoice, SolveAnswer, SolveRequest};
use blackbox_app::solver::{Count, Report};
use blackbox_app::{Answer, Error};
use cli_support::time_limit;
use cli_support::Output;
use num_bigint::BigUint;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Solve a puzzle: consistency, solutions, exact count, uniqueness.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback),
    /// or a puzzle ID.
    pub puzzle: PathBuf,
    /// The engine: `sat` (default) or `brute` (the ACM-contest solver's method; it
    /// refuses up front a job estimated at over 100 times --time-limit).
    #[arg(long, value_enum, default_value = "sat")]
    pub engine: EngineArg,
    /// List at most this many solutions (0 to 1000000).
    #[arg(long, default_value_t = 10, allow_negative_numbers = true,
          value_parser = cli_support::whole::<usize>(0, 1_000_000))]
    pub max_solutions: usize,
    #[command(flatten)]
    pub count_budget: CountBudget,
    #[command(flatten)]
    pub time_limit: TimeLimit,
    #[command(flatten)]
    pub json: Json,
}

/// `--engine` values.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum EngineArg {
    /// SAT encoding with exact counting by cubes (default).
    Sat,
    /// The ACM-contest solver's preprocessing plus brute force (small boards only).
    Brute,
}

impl From<EngineArg> for EngineChoice {
    fn from(engine: EngineArg) -> EngineChoice {
        match engine {
            EngineArg::Sat => EngineChoice::Sat,
            EngineArg::Brute => EngineChoice::Brute,
        }
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

/// Runs the command: the use case, then the answer as JSON or text.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let request = SolveRequest {
        engine: args.engine.into(),
        max_solutions: args.max_solutions,
        count_budget: args.count_budget.count_budget,
        time_limit: args.time_limit.time_limit,
    };
    let limit = time_limit(request.time_limit)?;
    let report = match request.engine {
        EngineChoice::Sat => counting(limit.control(), request.count_budget, |control| {
            solve(&puzzle, &request, control)
        }),
        EngineChoice::Brute => solve(&puzzle, &request, limit.control()),
    }
    .map_err(|e| match e {
        Error::BruteTooSlow { .. } => cli_support::located(&args.puzzle, None, e),
        e => e.into(),
    })?;
    if args.json.json {
        writeln!(out, "{}", SolveAnswer::of(&report).json())?;
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
    let why = why_stopped(
        report,
        args.time_limit.time_limit,
        args.count_budget.count_budget,
    );
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
