//! The answer of `solve --json` and `POST /api/solve` (schema in
//! docs/solver.md), made from a solver's report. Invariant: a count is a
//! JSON number literal of any length (counts may exceed every machine
//! integer), `null` when unknown.

use crate::Answer;
use blackbox::Cell;
use blackbox_solve::{Count, Report, Stop, StopReason};
use num_bigint::BigUint;
use serde_json::value::RawValue;

/// The answer of `solve --json` and `POST /api/solve` (schema in
/// docs/solver.md): counts may exceed every machine integer, so they are
/// JSON number literals of any length (`null` when unknown).
#[derive(Debug, serde::Serialize)]
pub struct SolveAnswer {
    /// Whether a board solves it (`None`: not decided in time).
    pub consistent: Option<bool>,
    /// The exact count, when known.
    pub count: Option<Number>,
    /// A lower bound of the count, when the exact one is not known.
    pub at_least: Option<Number>,
    /// Whether the solutions listed are all of them.
    pub complete: bool,
    /// Whether exactly one board solves it (`None`: not decided in time).
    pub unique: Option<bool>,
    /// Why the answer is partial.
    pub stopped: Option<StopReason>,
    /// The solutions listed, each its atoms `[row, col]` from 1.
    pub solutions: Vec<Vec<Cell>>,
}

/// A count as a JSON number literal of any length.
pub type Number = Box<RawValue>;

fn number(n: &BigUint) -> Number {
    RawValue::from_string(n.to_string()).expect("the digits of a number are a JSON number")
}

impl SolveAnswer {
    /// The answer of `report`.
    pub fn of(report: &Report) -> SolveAnswer {
        let count = report.exact_count();
        let at_least = match &report.count {
            Count::AtLeast(n) => Some(n),
            Count::Exact(_) => None,
        };
        SolveAnswer {
            consistent: report.consistent,
            count: count.map(number),
            at_least: at_least.map(number),
            complete: count == Some(&BigUint::from(report.solutions.len())),
            unique: report.unique,
            stopped: report.stopped.map(Stop::reason),
            solutions: report
                .solutions
                .iter()
                .map(|board| board.atoms().collect())
                .collect(),
        }
    }
}

impl Answer for SolveAnswer {
    const PRETTY: bool = false;
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::{Board, Dims};

    fn report(count: Count, solutions: Vec<Board>, interrupted: bool) -> Report {
        let stopped = match (interrupted, &count) {
            (true, _) => Some(Stop::TimeLimit),
            (false, Count::AtLeast(_)) => Some(Stop::CountBudget {
                needs_cubes_log2: None,
            }),
            (false, Count::Exact(_)) => None,
        };
        Report {
            consistent: Some(true),
            unique: Some(solutions.len() == 1),
            solutions,
            count,
            deduced: None,
            stopped,
        }
    }

    /// The serde answer is byte for byte the one the hand-built JSON printed
    /// (the same keys in the same order, counts past every machine integer
    /// as bare numbers, the stop reasons' tags).
    #[test]
    fn json_is_byte_identical_to_the_documented_answer() {
        let json = |r: &Report| SolveAnswer::of(r).json();
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
