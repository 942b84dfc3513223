//! The grammar suites in `examples/parlor/`, each puzzle answered twice: by
//! the solver (lowering to logic, SAT enumeration) and by the independent
//! evaluator of the typed meaning (`evaluator`), which must agree on the
//! boxes the gems may be in and give the expected answer.
//!
//! - `suite.json`: puzzles written for this grammar, mixing its features;
//!   every answer is unique under pure logic.
//! - `paraphrases.json`: two or more rewordings of each public puzzle (ids
//!   `N-a`, `N-b`, … for public puzzle N); answered like the original
//!   (puzzles 5 and 35 need the uniqueness assumption, as the originals do).
//! - `free-english.json`: 616 puzzles in free English (contractions, first
//!   person, other names for the gems, verbs of showing, parity, long
//!   sentences; one to three statements per box), every statement read
//!   exactly, every answer unique under pure logic.

mod evaluator;

use std::collections::BTreeSet;
use std::path::PathBuf;

use logic::Control;
use parlor::{dataset, solve, Colour, Options, Puzzle, Verdict};

fn entries(name: &str) -> Vec<dataset::Entry> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/parlor")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    dataset::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn id(entry: &dataset::Entry) -> String {
    entry
        .id
        .as_str()
        .map_or(entry.id.to_string(), str::to_string)
}

/// Solver and evaluator agree; returns the pure-logic solution.
fn agreed(entry: &dataset::Entry) -> (Puzzle, parlor::Solution) {
    let puzzle = Puzzle::from_texts(entry.texts.clone())
        .unwrap_or_else(|e| panic!("puzzle {}: {e}", id(entry)));
    let solution = solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    let by_solver: BTreeSet<Colour> = solution.possible.iter().copied().collect();
    assert_eq!(
        by_solver,
        evaluator::possible(&puzzle),
        "puzzle {}: solver and evaluator disagree",
        id(entry)
    );
    (puzzle, solution)
}

#[test]
fn suite_is_answered_and_agrees_with_the_evaluator() {
    let all = entries("suite.json");
    assert!(all.len() >= 100, "only {} puzzles", all.len());
    for entry in &all {
        let (_, solution) = agreed(entry);
        assert_eq!(solution.verdict, Verdict::Unique, "puzzle {}", id(entry));
        assert_eq!(solution.prize, entry.expected, "puzzle {}", id(entry));
    }
}

#[test]
fn free_english_is_read_exactly_answered_and_agrees_with_the_evaluator() {
    let all = entries("free-english.json");
    assert!(all.len() >= 615, "only {} puzzles", all.len());
    for entry in &all {
        let (puzzle, solution) = agreed(entry);
        assert!(
            puzzle.assumptions().is_empty(),
            "puzzle {}: {:?}",
            id(entry),
            puzzle.assumptions()
        );
        assert_eq!(solution.verdict, Verdict::Unique, "puzzle {}", id(entry));
        assert_eq!(solution.prize, entry.expected, "puzzle {}", id(entry));
    }
}

#[test]
fn paraphrases_are_answered_like_their_originals() {
    let all = entries("paraphrases.json");
    let originals: BTreeSet<String> = all
        .iter()
        .map(|e| id(e).split('-').next().unwrap_or("").to_string())
        .collect();
    assert_eq!(originals.len(), 60, "every public puzzle is reworded");
    for entry in &all {
        let (puzzle, solution) = agreed(entry);
        let original = id(entry).split('-').next().unwrap_or("").to_string();
        if original == "5" || original == "35" {
            assert_eq!(solution.verdict, Verdict::Ambiguous, "puzzle {}", id(entry));
            let assumed = solve(
                &puzzle,
                &Options {
                    assume_unique: true,
                    ..Options::default()
                },
                &Control::new(),
            )
            .unwrap();
            assert_eq!(assumed.prize, entry.expected, "puzzle {}", id(entry));
        } else {
            assert_eq!(solution.prize, entry.expected, "puzzle {}", id(entry));
        }
    }
    for original in &originals {
        let n = all
            .iter()
            .filter(|e| id(e).starts_with(&format!("{original}-")))
            .count();
        assert!(n >= 2, "public puzzle {original} has {n} rewordings");
    }
}

#[test]
fn explain_closes_every_argument_on_the_suite() {
    use parlor::reasoning::{ArgumentEnd, BoxStatus, Refutation};
    for entry in entries("suite.json") {
        let (puzzle, solution) = agreed(&entry);
        let model = parlor::model::Model::build(&puzzle).unwrap();
        let reasoning = parlor::reasoning::explain(&puzzle, &model, &solution, &Control::new());
        let text = parlor::report::reasoning_text(&reasoning);
        let mut ruled_out = 0;
        for b in &reasoning.boxes {
            if let BoxStatus::RuledOut { refutation } = &b.status {
                ruled_out += 1;
                let closed = matches!(
                    refutation,
                    Refutation::Set {
                        minimal: true,
                        end: ArgumentEnd::Closed,
                        ..
                    }
                );
                assert!(closed, "puzzle {}: {text}", id(&entry));
            }
        }
        assert_eq!(
            ruled_out,
            Colour::ALL.len() - solution.possible.len(),
            "{text}"
        );
        assert!(
            text.contains("contradiction: "),
            "puzzle {}: {text}",
            id(&entry)
        );
    }
}
