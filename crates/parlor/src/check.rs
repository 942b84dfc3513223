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
//! counted (a typo in a data set is seen, never passed silently). A puzzle
//! the data set marks as damaged ([`Entry::damaged`]) is neither read nor
//! solved: its text is not the game's, so no answer to it would mean
//! anything; it is counted apart, never as wrong.
//!
//! The report counts each kind of failure ([`CheckReport`]): `wrong` (a
//! unique answer on another box: the worst outcome), `unanswered` (no
//! unique answer: ambiguous, inconsistent, or no box survives the
//! uniqueness assumption), `refused` (a statement not read or a limit
//! reached), `damaged`, `stopped`.

use logic::Control;
use serde::Serialize;
use serde_json::Value;

use crate::answer::{answer, Answer, Request, Source};
use crate::colour::Colour;
use crate::dataset::Entry;
use crate::error::{ParlorError, Result};
use crate::expect::Expectation;
use crate::solve::{Options, Verdict};

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
    /// The expected verdict: the data set's box (a unique answer there),
    /// or a puzzle file's `# expect:` line; JSON writes it as that line's
    /// text (`"white"`, `"ambiguous: blue or white"`).
    pub expected: Option<Expectation>,
    /// The verdict is the expected one (and, unless assumptions are
    /// allowed, read without any).
    pub correct: bool,
    /// Why the puzzle could not be read or solved.
    pub error: Option<String>,
    /// Statements read with tolerated wording differences, as
    /// `box position: edits` (`black 1: ignored "of", assumed "at"`).
    pub tolerated: Vec<String>,
    /// Statements read as asides (`black 1`): each may be true or false.
    pub asides: Vec<String>,
    /// Boxes discarded by `--assume-unique` (all of them when none survives).
    pub ruled_out_by_symmetry: Vec<Colour>,
    /// The data set's notes on damaged statements (the puzzle was not read).
    pub damaged: Vec<String>,
    /// The id of the first earlier puzzle of the data set with the same
    /// statements, if any (the data set repeats a puzzle).
    pub same_as: Option<Value>,
    /// Each error of `error` on its own, with the line it is about when
    /// known (a puzzle file's statement), for the text report.
    #[serde(skip)]
    pub(crate) located: Vec<(Option<usize>, String)>,
}

impl PuzzleResult {
    /// The verdict is the expected one, but the reading rests on wording
    /// assumptions that were not allowed.
    pub fn answered_by_assumption(&self) -> bool {
        !self.tolerated.is_empty() && self.met()
    }

    /// Whether the verdict is the expected one.
    fn met(&self) -> bool {
        let Some(expected) = &self.expected else {
            return false;
        };
        match (expected, self.verdict) {
            (Expectation::Unique(c), Some(Verdict::Unique)) => self.prize == Some(*c),
            (Expectation::Ambiguous(boxes), Some(Verdict::Ambiguous)) => {
                boxes.is_empty() || *boxes == self.possible
            }
            (Expectation::Inconsistent, Some(Verdict::Inconsistent)) => true,
            _ => false,
        }
    }

    /// A unique answer other than the expected verdict (the worst outcome:
    /// a definite answer that is not the author's).
    pub fn is_wrong(&self) -> bool {
        self.verdict == Some(Verdict::Unique) && self.expected.is_some() && !self.met()
    }

    /// Not read: marked damaged in the data set.
    pub fn is_damaged(&self) -> bool {
        !self.damaged.is_empty()
    }

    /// Not read or solved for a reason of its own text (a statement not
    /// understood, a limit), the data set not marking it damaged.
    pub fn is_refused(&self) -> bool {
        self.error.is_some() && !self.is_damaged()
    }

    /// Solved without a unique answer, and that is not the verdict
    /// expected: ambiguous, inconsistent, or no box survives the
    /// uniqueness assumption (a puzzle file expecting `inconsistent` that
    /// is inconsistent is no failure).
    pub fn is_unanswered(&self) -> bool {
        !self.met()
            && matches!(
                self.verdict,
                Some(Verdict::Ambiguous | Verdict::Inconsistent | Verdict::NoBoxSurvives)
            )
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
    /// How many got a unique answer on another box.
    pub wrong: usize,
    /// How many were solved without a unique answer.
    pub unanswered: usize,
    /// How many could not be read or solved (not marked damaged).
    pub refused: usize,
    /// How many the data set marks as damaged (not read).
    pub damaged: usize,
    /// How many got the expected verdict only through wording assumptions
    /// that were not allowed (not correct).
    pub assumed: usize,
    /// How many puzzles there are.
    pub total: usize,
}

/// Solves and grades one puzzle of a data set until `control` is
/// cancelled. Readings are not listed (`max_readings` is ignored): grading
/// needs only the verdict.
pub fn check_one(entry: &Entry, options: &Options, control: &Control) -> PuzzleResult {
    let mut result = PuzzleResult::new(entry.id.clone(), entry.line);
    result.expected = entry.expected.map(Expectation::Unique);
    result.damaged = entry.damaged.clone();
    if !entry.damaged.is_empty() {
        let why = format!(
            "marked damaged in the data set, so not read: {}",
            entry.damaged.join("; ")
        );
        result.located = vec![(None, why.clone())];
        result.error = Some(why);
        return result;
    }
    let request = Request::new(Source::Boxes(entry.texts.clone()), grading(options));
    result.grade(answer(&request, control), options.allow_assumptions);
    result
}

/// Solves and grades a puzzle file against its `# expect:` line (the
/// result's id is `id`, its line the expectation's). A file without one is
/// an error: there is nothing to check it against.
pub fn check_file(
    id: &str,
    text: &str,
    options: &Options,
    control: &Control,
) -> Result<PuzzleResult> {
    let expect = crate::file::texts(text)?.expect;
    let Some((line, expected)) = expect else {
        return Err(ParlorError::NoExpectation);
    };
    let mut result = PuzzleResult::new(id.into(), line);
    result.expected = Some(expected);
    let request = Request::new(Source::File(text.to_string()), grading(options));
    result.grade(answer(&request, control), options.allow_assumptions);
    Ok(result)
}

/// The options of a check: no readings listed.
fn grading(options: &Options) -> Options {
    Options {
        max_readings: 0,
        ..options.clone()
    }
}

impl PuzzleResult {
    fn new(id: Value, line: usize) -> PuzzleResult {
        PuzzleResult {
            id,
            line,
            verdict: None,
            prize: None,
            possible: vec![],
            undecided: vec![],
            expected: None,
            correct: false,
            error: None,
            tolerated: vec![],
            asides: vec![],
            ruled_out_by_symmetry: vec![],
            damaged: vec![],
            same_as: None,
            located: vec![],
        }
    }

    /// Records an answer (or why there is none) and whether it is correct.
    fn grade(&mut self, answer: Result<Answer>, allow_assumptions: bool) {
        let solution = match answer {
            Ok(answer) => answer.solution,
            Err(e) => {
                self.located = e.each().iter().map(|e| (e.line(), e.message())).collect();
                self.error = Some(e.to_string());
                return;
            }
        };
        self.tolerated = solution.assumptions;
        self.asides = solution.asides;
        self.ruled_out_by_symmetry = solution.ruled_out_by_symmetry;
        self.verdict = Some(solution.verdict);
        self.prize = solution.prize;
        self.possible = solution.possible;
        self.undecided = solution.undecided;
        self.correct = self.met() && (allow_assumptions || self.tolerated.is_empty());
    }
}

impl CheckReport {
    /// The report of these results, in data-set order, with the totals.
    pub fn of(results: Vec<PuzzleResult>) -> CheckReport {
        let count = |f: fn(&PuzzleResult) -> bool| results.iter().filter(|r| f(r)).count();
        CheckReport {
            correct: count(|r| r.correct),
            stopped: count(|r| r.verdict == Some(Verdict::Unknown)),
            wrong: count(PuzzleResult::is_wrong),
            unanswered: count(PuzzleResult::is_unanswered),
            refused: count(PuzzleResult::is_refused),
            damaged: count(PuzzleResult::is_damaged),
            assumed: count(|r| !r.correct && r.answered_by_assumption()),
            total: results.len(),
            results,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::parse;

    #[test]
    fn a_damaged_puzzle_is_not_read_and_never_counted_wrong() {
        // Read, this puzzle would get a unique answer on the blue box.
        let json = r#"[
            {"id": 1, "blue": "This box is not empty", "white": "The gems are in the blue box",
             "black": "This box is blue", "prize": "white", "damaged": ["black 1: a word was lost"]},
            {"id": 2, "blue": "This box is not empty", "white": "The gems are in the blue box",
             "black": "This box is blue", "prize": "white"},
            {"id": 3, "blue": "This box is zorpy", "white": "x", "black": "y", "prize": "white"},
            {"id": 4, "blue": "This box is empty", "white": "This box is empty",
             "black": "This statement is true", "prize": "black"}]"#;
        let results: Vec<_> = parse(json)
            .unwrap()
            .iter()
            .map(|e| check_one(e, &Options::default(), &Control::new()))
            .collect();
        let damaged = &results[0];
        assert!(damaged.is_damaged() && !damaged.is_wrong() && !damaged.is_refused());
        assert_eq!(damaged.verdict, None);
        assert!(damaged.error.as_deref().unwrap().contains("marked damaged"));
        assert!(results[1].is_wrong());
        assert!(results[2].is_refused() && !results[2].is_damaged());
        assert!(results[3].is_unanswered());
        let report = CheckReport::of(results);
        assert_eq!(
            (
                report.correct,
                report.wrong,
                report.unanswered,
                report.refused,
                report.damaged
            ),
            (0, 1, 1, 1, 1)
        );
        let text = crate::report::check_text(&report, "set.json");
        assert!(
            text.starts_with(
                "DAMAGED 1: not read (expected white)\n        set.json:2: marked damaged"
            ),
            "{text}"
        );
        assert!(
            text.contains("\nWRONG 2: unique: blue (expected white)"),
            "{text}"
        );
        assert!(
            text.contains("\nREFUSED 3: not read (expected white)\n        set.json:"),
            "{text}"
        );
        assert!(
            text.contains("\nAMBIGUOUS 4: ambiguous: blue, white or black (expected black)"),
            "{text}"
        );
        assert!(
            text.ends_with("not correct: 1 wrong, 1 without the verdict expected, 1 refused, 1 damaged in the data set\n"),
            "{text}"
        );
    }
}
