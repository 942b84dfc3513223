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

mod text;

use super::solving::counting;
use crate::args::{CountBudget, Json, TimeLimit};
use crate::input::read_document;
use anyhow::Result;
use blackbox_app::solve::{solve, EngineChoice, SolveAnswer, SolveRequest};
use blackbox_app::Answer;
use cli_support::time_limit;
use cli_support::Output;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Solve a puzzle: consistency, solutions, exact count, uniqueness.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback),
    /// or a puzzle ID.
    pub puzzle: PathBuf,
    /// The engine: `sat` (default) or `brute` (seed 001's method; it
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
    /// Seed 001's preprocessing plus brute force (small boards only).
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

/// Runs the command: the file read into its puzzle, the use case, then the
/// answer as JSON or text. Each step hands its value on to the next and
/// none comes back to an earlier one's file (`docs/architecture.md`, "A
/// command's path").
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let document = read_document(&args.puzzle)?;
    let puzzle = blackbox_app::puzzle::of_document(document);
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
    }?;
    if args.json.json {
        writeln!(out, "{}", SolveAnswer::of(&report).json())?;
    } else {
        text::print(&puzzle, &report, &request, out)?;
    }
    Ok(if report.consistent == Some(false) {
        ExitCode::from(cli_support::exit::NEGATIVE)
    } else {
        ExitCode::SUCCESS
    })
}
