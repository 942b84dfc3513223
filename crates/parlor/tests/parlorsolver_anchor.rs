//! The second public anchor: 110 Parlor puzzles of the game as scraped from
//! the Blue Prince wiki by SpaceMonkeyy86/ParlorSolver
//! (`data/anchors/parlor/parlorsolver`, see `../SOURCE.md`), graded with the
//! library's check, pure and with the uniqueness assumption. The figures
//! are pinned: a change that answers a puzzle wrongly, or reads one fewer,
//! fails here. Every puzzle read is also answered by the independent
//! evaluator, which must agree with the solver on the possible boxes; and
//! every statement the data marks as damaged is refused by the grammar on
//! its own (the damage check), so the mark and the reader agree.

mod anchor_set;
mod evaluator;

use std::collections::BTreeSet;

use logic::Control;
use parlor::puzzle::Statement;
use parlor::{check, dataset, solve, Colour, Facts, Options, Verdict};
use serde_json::Value;

fn entries() -> Vec<dataset::Entry> {
    anchor_set::entries("parlorsolver")
}

fn grade(assume_unique: bool) -> check::CheckReport {
    anchor_set::grade("parlorsolver", assume_unique)
}

fn ids(report: &check::CheckReport, f: fn(&check::PuzzleResult) -> bool) -> Vec<u64> {
    report
        .results
        .iter()
        .filter(|r| f(r))
        .map(|r| r.id.as_u64().unwrap())
        .collect()
}

const DAMAGED: [u64; 8] = [17, 18, 39, 48, 53, 54, 61, 74];

/// The set graded, pure or with the uniqueness assumption, checked for the
/// figures both share: 110 puzzles, none wrong, the damaged and refused
/// ones as recorded, and `unanswered` left without a unique answer.
fn graded(assume_unique: bool, unanswered: &[u64]) -> check::CheckReport {
    let report = grade(assume_unique);
    assert_eq!(report.total, 110);
    let ids = |keep| ids(&report, keep);
    assert_eq!(ids(check::PuzzleResult::is_wrong), Vec::<u64>::new());
    assert_eq!(ids(check::PuzzleResult::is_damaged), DAMAGED);
    assert_eq!(ids(check::PuzzleResult::is_unanswered), unanswered);
    assert_eq!(ids(check::PuzzleResult::is_refused), REFERENCE_REFUSED);
    report
}

#[test]
fn figures_pure_logic() {
    let report = graded(false, REFERENCE_UNANSWERED_PURE);
    assert_eq!(report.correct, REFERENCE_CORRECT_PURE);
    assert!(report.results.iter().all(|r| r.tolerated.is_empty()));
}

#[test]
fn figures_with_the_uniqueness_assumption() {
    let report = graded(true, &[]);
    assert_eq!(
        report.correct,
        REFERENCE_CORRECT_PURE + REFERENCE_UNANSWERED_PURE.len()
    );
}

#[test]
fn every_damaged_statement_is_refused_by_the_reader_too() {
    for entry in entries() {
        for note in &entry.damaged {
            let (place, _) = note.split_once(':').unwrap();
            let (name, position) = place.split_once(' ').unwrap();
            let colour: Colour = name.parse().unwrap();
            let position: usize = position.parse().unwrap();
            let text = &entry.texts[colour.index()][position - 1];
            let err = Statement::parse(text).unwrap_err().to_string();
            assert!(
                err.contains("is damaged"),
                "puzzle {}: {text:?}: {err}",
                entry.id
            );
        }
        let marked = !entry.damaged.is_empty();
        let expected = DAMAGED.contains(&entry.id.as_u64().unwrap());
        assert_eq!(marked, expected, "puzzle {}", entry.id);
    }
}

#[test]
fn the_evaluator_agrees_with_the_solver_on_every_puzzle_read() {
    let mut read = 0;
    for entry in entries() {
        // Refused puzzles (not read, or refused when the puzzle is put
        // together: an anaphor with nothing to refer to) are counted by
        // the figures above.
        let Ok(puzzle) = entry.puzzle(&Facts::default()) else {
            continue;
        };
        let Ok(solution) = solve(&puzzle, &Options::default(), &Control::new()) else {
            continue;
        };
        read += 1;
        let by_solver: BTreeSet<Colour> = solution.possible.iter().copied().collect();
        assert_eq!(
            by_solver,
            evaluator::possible(&puzzle),
            "puzzle {}: solver and evaluator disagree",
            entry.id
        );
        if solution.verdict == Verdict::Unique {
            assert_eq!(solution.prize, entry.expected, "puzzle {}", entry.id);
        }
    }
    assert_eq!(read, 110 - DAMAGED.len() - REFERENCE_REFUSED.len());
}

#[test]
fn no_id_is_repeated() {
    let all: Vec<Value> = entries().into_iter().map(|e| e.id).collect();
    let unique: BTreeSet<String> = all.iter().map(Value::to_string).collect();
    assert_eq!(unique.len(), all.len());
}

/// Puzzles without a unique answer under pure logic: 50 is the anchor set's
/// puzzle 5 (two identical boxes, symmetric).
const REFERENCE_UNANSWERED_PURE: &[u64] = &[50];
/// Puzzles with a statement the grammar does not read (see docs/parlor.md):
/// 68, and 109 ("THE GEMS ARE IN THE TRUE BOX." where the blue and black
/// boxes may both be true: `the` presupposes exactly one true box, and
/// "exactly one true box has the gems" and "a true box has the gems" give
/// the puzzle different answers, so it is refused naming both — the same
/// puzzle as the first anchor set's 18).
const REFERENCE_REFUSED: &[u64] = &[68, 109];
const REFERENCE_CORRECT_PURE: usize = 99;
