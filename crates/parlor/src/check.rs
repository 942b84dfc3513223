//! Grading a data set: the puzzle author's CI check.
//!
//! Each puzzle is read and solved on its own, under its own [`Control`]
//! (the `parlor` binary gives each puzzle a fresh `--time-limit`); a puzzle
//! whose text cannot be read or that is over a limit ([`crate::limits`])
//! gets an `error`, one stopped by its control gets the verdict `unknown`
//! (with the boxes not decided), both count as not correct, and the run
//! goes on. A puzzle is correct when the verdict is unique and the box is
//! the expected one and, unless [`Options::allow_assumptions`], the puzzle was
//! read without assumptions: statements read only after a wording edit are
//! listed per puzzle (`tolerated`), and such a puzzle's answer is not
//! counted (a typo in a data set is seen, never passed silently).

use logic::Control;
use serde::Serialize;
use serde_json::Value;

use crate::colour::Colour;
use crate::dataset::Entry;
use crate::solve::{solve, Options, Verdict};

/// The result for one puzzle (JSON schema in `docs/parlor.md`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PuzzleResult {
    /// The puzzle's id.
    pub id: Value,
    /// The 1-based line of the data set where the puzzle starts.
    pub line: usize,
    /// The verdict, `null` when the puzzle could not be read or solved;
    /// `unknown` when its control stopped the solver first.
    pub verdict: Option<Verdict>,
    /// The gems' box when the verdict is unique.
    pub prize: Option<Colour>,
    /// Boxes the gems may be in (when unknown: the boxes shown so far).
    pub possible: Vec<Colour>,
    /// Boxes not decided when the solver was stopped.
    pub undecided: Vec<Colour>,
    /// The expected box.
    pub expected: Option<Colour>,
    /// Unique verdict on the expected box.
    pub correct: bool,
    /// Why the puzzle could not be read or solved.
    pub error: Option<String>,
    /// Statements read with tolerated wording differences, as
    /// `box position: edits` (`black 1: ignored "of", assumed "at"`).
    pub tolerated: Vec<String>,
    /// Boxes discarded by `--assume-unique` (all of them when none survives).
    pub ruled_out_by_symmetry: Vec<Colour>,
}

impl PuzzleResult {
    /// The verdict is unique on the expected box, but the reading rests on
    /// wording assumptions that were not allowed.
    pub fn answered_by_assumption(&self) -> bool {
        !self.tolerated.is_empty() && self.prize.is_some() && self.prize == self.expected
    }
}

/// The result for a data set.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckReport {
    /// One result per puzzle, in data-set order.
    pub results: Vec<PuzzleResult>,
    /// How many are correct.
    pub correct: usize,
    /// How many were stopped before their verdict was known (not correct).
    pub stopped: usize,
    /// How many puzzles there are.
    pub total: usize,
}

/// Solves and grades one puzzle until `control` is cancelled. Readings are
/// not listed (`max_readings` is ignored): grading needs only the verdict.
pub fn check_one(entry: &Entry, options: &Options, control: &Control) -> PuzzleResult {
    let mut result = PuzzleResult {
        id: entry.id.clone(),
        line: entry.line,
        verdict: None,
        prize: None,
        possible: vec![],
        undecided: vec![],
        expected: entry.expected,
        correct: false,
        error: None,
        tolerated: vec![],
        ruled_out_by_symmetry: vec![],
    };
    let puzzle = match entry.puzzle(&options.facts) {
        Ok(puzzle) => puzzle,
        Err(e) => {
            result.error = Some(e.to_string());
            return result;
        }
    };
    result.tolerated = puzzle.assumptions();
    let options = Options {
        max_readings: 0,
        ..options.clone()
    };
    match solve(&puzzle, &options, control) {
        Ok(solution) => {
            result.correct = solution.prize.is_some()
                && solution.prize == entry.expected
                && (options.allow_assumptions || result.tolerated.is_empty());
            result.ruled_out_by_symmetry = solution.ruled_out_by_symmetry;
            result.verdict = Some(solution.verdict);
            result.prize = solution.prize;
            result.possible = solution.possible;
            result.undecided = solution.undecided;
        }
        Err(e) => result.error = Some(e.to_string()),
    }
    result
}

impl CheckReport {
    /// The report of these results, in data-set order, with the totals.
    pub fn of(results: Vec<PuzzleResult>) -> CheckReport {
        CheckReport {
            correct: results.iter().filter(|r| r.correct).count(),
            stopped: results
                .iter()
                .filter(|r| r.verdict == Some(Verdict::Unknown))
                .count(),
            total: results.len(),
            results,
        }
    }
}
