//! Grading a data set: the puzzle author's CI check.
//!
//! Each puzzle is read and solved on its own; a puzzle whose text cannot be
//! read, that is over a limit ([`crate::limits`]) or that reaches the time
//! limit gets an `error` and counts as not correct, and the run goes on. A
//! puzzle is correct when the verdict is unique and the box is the expected
//! one. Statements read with tolerated wording edits are listed per puzzle
//! (`tolerated`), so a typo in a data set is seen.

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
    /// The verdict, `null` when the puzzle could not be read or solved.
    pub verdict: Option<Verdict>,
    /// The gems' box when the verdict is unique.
    pub prize: Option<Colour>,
    /// Boxes the gems may be in.
    pub possible: Vec<Colour>,
    /// The expected box.
    pub expected: Option<Colour>,
    /// Unique verdict on the expected box.
    pub correct: bool,
    /// Why the puzzle could not be read or solved.
    pub error: Option<String>,
    /// Statements read with tolerated wording differences, as
    /// `box position: edits` (`black 1: ignored "of", assumed "at"`).
    pub tolerated: Vec<String>,
}

/// The result for a data set.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckReport {
    /// One result per puzzle, in data-set order.
    pub results: Vec<PuzzleResult>,
    /// How many are correct.
    pub correct: usize,
    /// How many puzzles there are.
    pub total: usize,
}

/// Solves and grades one puzzle. Readings are not listed
/// (`max_readings` is ignored): grading needs only the verdict.
pub fn check_one(entry: &Entry, options: &Options) -> PuzzleResult {
    let mut result = PuzzleResult {
        id: entry.id.clone(),
        line: entry.line,
        verdict: None,
        prize: None,
        possible: vec![],
        expected: entry.expected,
        correct: false,
        error: None,
        tolerated: vec![],
    };
    let puzzle = match entry.puzzle(&options.facts) {
        Ok(puzzle) => puzzle,
        Err(e) => {
            result.error = Some(e.to_string());
            return result;
        }
    };
    result.tolerated = puzzle
        .all()
        .filter(|(_, _, s)| !s.tolerated.is_empty())
        .map(|(c, i, s)| format!("{c} {i}: {}", s.tolerated.join(", ")))
        .collect();
    let options = Options {
        max_readings: 0,
        ..options.clone()
    };
    match solve(&puzzle, &options) {
        Ok(solution) => {
            result.correct = solution.prize.is_some() && solution.prize == entry.expected;
            result.verdict = Some(solution.verdict);
            result.prize = solution.prize;
            result.possible = solution.possible;
        }
        Err(e) => result.error = Some(e.to_string()),
    }
    result
}

/// Grades every puzzle, calling `progress` after each.
pub fn check(entries: &[Entry], options: &Options, mut progress: impl FnMut()) -> CheckReport {
    let results: Vec<PuzzleResult> = entries
        .iter()
        .map(|e| {
            let r = check_one(e, options);
            progress();
            r
        })
        .collect();
    CheckReport {
        correct: results.iter().filter(|r| r.correct).count(),
        total: results.len(),
        results,
    }
}
