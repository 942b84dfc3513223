//! Solving a puzzle: is it consistent, its solutions, their exact number,
//! and whether it is unique.
//!
//! The SAT engine answers through [`blackbox_solve::report`] within the
//! request's count budget and the caller's control. The brute engine counts
//! every solution (the solutions met by then when stopped: a lower bound);
//! a job it estimates at over [`BRUTE_REFUSE_FACTOR`] times the time limit
//! is refused up front with the estimate. Every listed solution is checked
//! by simulation before it is answered. Its JSON form is [`SolveAnswer`]
//! (in a file of its own: the web and the command both print it).

mod answer;

pub use answer::{Number, SolveAnswer};

use crate::{Error, Result};
use blackbox::{Board, Puzzle};
use blackbox_solve::{self as solve, Brute, Control, Count, Query, Report, ReportPlan, Stop};
use num_bigint::BigUint;

/// The engines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EngineChoice {
    /// SAT encoding with exact counting by cubes (default).
    #[default]
    Sat,
    /// Seed 001's preprocessing plus brute force (small boards only).
    Brute,
}

/// What to solve for.
#[derive(Clone, Copy, Debug)]
pub struct SolveRequest {
    /// The engine.
    pub engine: EngineChoice,
    /// List at most this many solutions.
    pub max_solutions: usize,
    /// Cubes the SAT engine's exact count may use.
    pub count_budget: u64,
    /// The seconds after which the caller's control is cancelled: the
    /// brute engine's refusal compares its estimate with them.
    pub time_limit: f64,
}

/// The brute engine refuses a job whose estimated time is more than this
/// many times its time limit (and over a second): it could only stop with
/// next to nothing.
pub const BRUTE_REFUSE_FACTOR: f64 = 100.0;

/// Solves `puzzle` as `request` asks, within `control`; every listed
/// solution is checked by simulation.
pub fn solve(puzzle: &Puzzle, request: &SolveRequest, control: &Control) -> Result<Report> {
    let report = match request.engine {
        EngineChoice::Sat => solve::report(
            puzzle,
            ReportPlan {
                max_solutions: request.max_solutions,
                count_budget: request.count_budget,
                deduce: false,
            },
            control,
        ),
        EngineChoice::Brute => brute_report(puzzle, request, control)?,
    };
    for board in &report.solutions {
        verified(puzzle, board)?;
    }
    Ok(report)
}

/// Fails unless `board` reproduces every hint of `puzzle`: no solution is
/// answered unchecked.
pub fn verified<'a>(puzzle: &Puzzle, board: &'a Board) -> Result<&'a Board> {
    match puzzle.is_solved_by(board) {
        true => Ok(board),
        false => Err(Error::Unverified(format!("{board:?}"))),
    }
}

/// The brute engine's answer: complete, or the solutions met by then (a
/// lower bound of the count); refused up front when estimated far beyond
/// the time limit ([`BRUTE_REFUSE_FACTOR`]).
fn brute_report(puzzle: &Puzzle, request: &SolveRequest, control: &Control) -> Result<Report> {
    let boards_log10 = solve::boards_to_try_log10(puzzle);
    let seconds_log10 = boards_log10 - solve::BOARDS_PER_SECOND.log10();
    let allowed = (BRUTE_REFUSE_FACTOR * request.time_limit).max(1.0);
    if seconds_log10 > allowed.log10() {
        return Err(Error::BruteTooSlow {
            boards: power_of_ten(boards_log10),
            seconds: power_of_ten(seconds_log10),
            rate: power_of_ten(solve::BOARDS_PER_SECOND.log10()),
            limit: request.time_limit,
        });
    }
    let query = Query {
        max_solutions: request.max_solutions,
        count: true,
    };
    let run = Brute::default().search(puzzle, query, control);
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
        stopped: (!run.complete).then_some(Stop::TimeLimit),
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
