//! `blackbox solve PUZZLE`: is the puzzle consistent, its solutions (drawn),
//! their exact number, and whether it is unique.
//!
//! The SAT engine answers through [`blackbox_solve::report`]: consistency
//! with a witness and uniqueness first, then more solutions, then the
//! count within `--count-budget` cubes, all within `--time-limit` seconds.
//! Past either, what is known is printed and the rest said to be unknown
//! (`null` in JSON); the exit code still says consistent or not when that
//! is known (unknown counts as consistent: exit 0). The brute engine
//! (`--engine brute`) counts every solution within `--time-limit` too,
//! answering the solutions met by then (`at least N`) when stopped; a job
//! it estimates at over [`BRUTE_REFUSE_FACTOR`] times the limit is refused
//! up front with the estimate (exit 2).
//!
//! Exit codes: 0 consistent (or not decided in time), 1 inconsistent, 2 bad
//! input. JSON schema: `docs/solver.md`.

use super::solving::{atoms_json, counting, read_puzzle, verified, EngineArg};
use crate::cells;
use anyhow::Result;
use blackbox::render;
use blackbox::Puzzle;
use blackbox_solve::{self as solve, Brute, Control, Count, Plan, Query, Report, StopReason};
use cli_support::Output;
use cli_support::{time_limit, DEFAULT_TIME_LIMIT};
use num_bigint::BigUint;
use serde_json::value::RawValue;
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
    /// Stop after this many seconds and print what is known by then (the
    /// brute engine refuses up front a job estimated at over 100 times
    /// this).
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

/// The brute engine refuses a job whose estimated time is more than this
/// many times its `--time-limit` (and over a second): it could only stop
/// with next to nothing.
pub const BRUTE_REFUSE_FACTOR: f64 = 100.0;

/// The brute engine's answer within `--time-limit`: complete, or the
/// solutions met by then (a lower bound of the count). A job estimated far
/// beyond the limit ([`BRUTE_REFUSE_FACTOR`]) is refused up front with its
/// estimate.
fn brute_report(puzzle: &Puzzle, args: &Args) -> Result<Report> {
    let limit = time_limit(args.time_limit)?;
    let boards_log10 = solve::boards_to_try_log10(puzzle);
    let seconds_log10 = boards_log10 - solve::BOARDS_PER_SECOND.log10();
    let allowed = (BRUTE_REFUSE_FACTOR * args.time_limit).max(1.0);
    if seconds_log10 > allowed.log10() {
        return Err(cli_support::located(
            &args.puzzle,
            None,
            format!(
                "the brute engine would try about {} boards (about {} s at {} boards a second), \
                 far beyond --time-limit {} s: use --engine sat",
                power_of_ten(boards_log10),
                power_of_ten(seconds_log10),
                power_of_ten(solve::BOARDS_PER_SECOND.log10()),
                args.time_limit
            ),
        ));
    }
    let query = Query {
        max_solutions: args.max_solutions,
        count: true,
    };
    let run = Brute::default().search(puzzle, query, limit.control());
    let found = BigUint::from(run.found);
    Ok(Report {
        consistent: (run.complete || run.found > 0).then_some(run.found > 0),
        unique: (run.complete || run.found > 1).then_some(run.found == 1),
        solutions: run.boards,
        count: match run.complete {
            true => Count::Exact(found),
            false => Count::AtLeast(found),
        },
        deduced: None,
        interrupted: !run.complete,
        needs_cubes_log2: None,
        count_over_memory: false,
    })
}

/// `10^x` for people: `3.2e9` style, or `10^1234` past what `f64` holds.
fn power_of_ten(log10: f64) -> String {
    match log10 {
        l if l < 6.0 => format!("{:.0}", 10f64.powf(l)),
        l if l < 300.0 => format!("{:.1e}", 10f64.powf(l)),
        l => format!("10^{l:.0}"),
    }
}

/// The `--json` answer's fields, in their printed order.
#[derive(serde::Serialize)]
struct SolveJson {
    consistent: Option<bool>,
    count: Option<Number>,
    at_least: Option<Number>,
    complete: bool,
    unique: Option<bool>,
    stopped: Option<StopReason>,
    solutions: Vec<serde_json::Value>,
}

/// A count as a JSON number literal of any length.
type Number = Box<RawValue>;

fn number(n: &BigUint) -> Number {
    RawValue::from_string(n.to_string()).expect("the digits of a number are a JSON number")
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
    let answer = SolveJson {
        consistent: report.consistent,
        count: count.map(number),
        at_least: at_least.map(number),
        complete: count == Some(&BigUint::from(report.solutions.len())),
        unique: report.unique,
        stopped: report.stopped(),
        solutions: report.solutions.iter().map(atoms_json).collect(),
    };
    serde_json::to_string(&answer).expect("the answer serialises: no maps, no failing types")
}

/// Why `report` is not complete, in words (empty when it is): the time
/// limit, the count's memory bound, or the count budget of `budget`
/// cubes (proven in advance to need more, or run out of).
pub fn why_stopped(report: &Report, time_limit: f64, budget: u64) -> String {
    match (report.stopped(), report.needs_cubes_log2) {
        (None, _) => String::new(),
        (Some(StopReason::TimeLimit), _) => format!("stopped by --time-limit {time_limit} s"),
        (Some(StopReason::Memory), _) => format!(
            "not counted: its tables of binomial weights would take more than {} MB \
             (the atom range is too wide for this board)",
            blackbox_solve::MAX_COUNT_TABLE_BITS / 8 / (1 << 20)
        ),
        (Some(StopReason::CountBudget), Some(n)) => {
            format!("not counted: it needs at least 2^{n} cubes, more than --count-budget {budget}")
        }
        (Some(StopReason::CountBudget), None) => {
            format!("not counted within {budget} cubes (raise --count-budget)")
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
    let why = why_stopped(report, args.time_limit, args.count_budget);
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

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::{Board, Dims};

    fn report(count: Count, solutions: Vec<Board>, interrupted: bool) -> Report {
        Report {
            consistent: Some(true),
            unique: Some(solutions.len() == 1),
            solutions,
            count,
            deduced: None,
            interrupted,
            needs_cubes_log2: None,
            count_over_memory: false,
        }
    }

    /// The serde answer is byte for byte the one the hand-built JSON printed
    /// (the same keys in the same order, counts past every machine integer
    /// as bare numbers, the stop reasons' tags).
    #[test]
    fn json_is_byte_identical_to_the_documented_answer() {
        let board = Board::with_atoms(Dims::new(5, 5).unwrap(), [(1, 4), (2, 2), (4, 4)]).unwrap();
        let unique = report(Count::Exact(BigUint::from(1u8)), vec![board], false);
        assert_eq!(
            json(&unique),
            r#"{"consistent":true,"count":1,"at_least":null,"complete":true,"unique":true,"stopped":null,"solutions":[[[2,5],[3,3],[5,5]]]}"#
        );
        let huge = BigUint::from(10u8).pow(30);
        let stopped = report(Count::AtLeast(huge), vec![], true);
        assert_eq!(
            json(&stopped),
            r#"{"consistent":true,"count":null,"at_least":1000000000000000000000000000000,"complete":false,"unique":false,"stopped":"time-limit","solutions":[]}"#
        );
        let mut budget = report(Count::AtLeast(BigUint::from(2u8)), vec![], false);
        (budget.consistent, budget.unique) = (None, None);
        assert_eq!(
            json(&budget),
            r#"{"consistent":null,"count":null,"at_least":2,"complete":false,"unique":null,"stopped":"count-budget","solutions":[]}"#
        );
    }
}
