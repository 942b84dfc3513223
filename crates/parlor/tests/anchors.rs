//! The 60 Parlor puzzles of `data/anchors/parlor/llm-parlor-puzzles` (a copy
//! kept in the repository; see its SOURCE.md), graded with the library's
//! check, cross-checked against brute force and the reading-set reference.
//! The `parlor check` command on the same file is tested in `parlor-cli`.

mod anchor_set;

use logic::Control;
use parlor::{check, dataset, model::Model, solve, Facts, Options, Verdict};
use serde_json::Value;

fn anchors() -> Vec<dataset::Entry> {
    anchor_set::entries("llm-parlor-puzzles")
}

fn grade(assume_unique: bool) -> check::CheckReport {
    anchor_set::grade("llm-parlor-puzzles", assume_unique)
}

#[test]
fn pure_logic_answers_all_but_the_two_symmetric_puzzles() {
    let report = grade(false);
    assert_eq!(report.total, 60);
    assert_eq!(report.correct, 58);
    let wrong: Vec<_> = report.results.iter().filter(|r| !r.correct).collect();
    let ids: Vec<&Value> = wrong.iter().map(|r| &r.id).collect();
    assert_eq!(ids, [&Value::from(5), &Value::from(35)]);
    for r in wrong {
        assert_eq!(r.verdict, Some(Verdict::Ambiguous));
        assert!(r.error.is_none());
        let Some(parlor::expect::Expectation::Unique(expected)) = r.expected else {
            panic!("puzzle {} expects a box", r.id);
        };
        assert!(r.possible.contains(&expected));
    }
}

#[test]
fn assuming_a_unique_answer_answers_all_sixty() {
    let report = grade(true);
    assert_eq!(report.correct, 60);
    assert!(report
        .results
        .iter()
        .all(|r| r.verdict == Some(Verdict::Unique) && r.error.is_none()));
}

#[test]
fn the_repeated_puzzle_is_found() {
    let anchors = anchors();
    let ids: Vec<(&Value, &Value)> = dataset::duplicates(&anchors)
        .into_iter()
        .map(|(later, earlier)| (&anchors[later].id, &anchors[earlier].id))
        .collect();
    assert_eq!(ids, [(&Value::from(52), &Value::from(29))]);
}

#[test]
fn every_anchor_is_read_without_assumptions() {
    // The game's own typos (43: "A gems are", 48: "of no help of all") are
    // read as written, so no answer rests on a guessed edit.
    let report = grade(false);
    let assumed: Vec<(&Value, &Vec<String>)> = report
        .results
        .iter()
        .filter(|r| !r.tolerated.is_empty())
        .map(|r| (&r.id, &r.tolerated))
        .collect();
    assert!(assumed.is_empty(), "{assumed:?}");
}

#[test]
fn sat_readings_equal_brute_force_on_every_anchor() {
    for entry in anchors() {
        let puzzle = entry.puzzle(&Facts::default()).unwrap();
        let model = Model::build(&puzzle).unwrap();
        assert_eq!(
            solve::sat_readings(&model),
            solve::brute_force_readings(&model).unwrap(),
            "puzzle {}",
            entry.id
        );
    }
}

#[test]
fn solve_agrees_with_the_reading_set_reference_on_every_anchor() {
    for assume_unique in [false, true] {
        let options = Options {
            assume_unique,
            ..Options::default()
        };
        for entry in anchors() {
            let puzzle = entry.puzzle(&Facts::default()).unwrap();
            let model = Model::build(&puzzle).unwrap();
            let fast = solve::solve_model(&puzzle, &model, &options, &Control::new());
            let reference = solve::conclude(
                &puzzle,
                &model,
                solve::brute_force_readings(&model).unwrap(),
                &options,
            );
            assert_eq!(fast, reference, "puzzle {} ({options:?})", entry.id);
        }
    }
}
