//! Snapshots of user-visible text: solve, solve --explain, check, errors.

use std::path::PathBuf;

use logic::Control;
use parlor::{check, dataset, file, model::Model, report, solve, Colour, Options, Verdict};

fn example(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/parlor")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

fn solve_text(text: &str, explain: bool, assume_unique: bool) -> String {
    let puzzle = file::parse(text).unwrap();
    let model = Model::build(&puzzle).unwrap();
    let options = Options {
        assume_unique,
        ..Options::default()
    };
    let solution = solve::solve_model(&puzzle, &model, &options, &Control::new());
    report::solve_text(&puzzle, &model, &solution, explain)
}

#[test]
fn solve_seed_example() {
    insta::assert_snapshot!(solve_text(&example("seed-two-readings.txt"), false, false));
}

#[test]
fn explain_seed_example() {
    insta::assert_snapshot!(solve_text(&example("seed-two-readings.txt"), true, false));
}

#[test]
fn explain_multi_statement_example() {
    insta::assert_snapshot!(solve_text(&example("multi-statement.txt"), true, false));
}

#[test]
fn solve_with_symmetry_and_tolerance() {
    let text = "blue: This box is empty\nwhite: This box is empty\nblack: This statement is of no help of all\n";
    insta::assert_snapshot!(solve_text(text, false, true));
}

#[test]
fn check_text() {
    let entries = dataset::parse(&example("multi.json")).unwrap();
    let results = entries
        .iter()
        .map(|entry| check::check_one(entry, &Options::default(), &Control::new()))
        .collect();
    insta::assert_snapshot!(report::check_text(&check::CheckReport::of(results)));
}

#[test]
fn a_stopped_puzzle_is_unknown_and_not_correct() {
    let entries = dataset::parse(&example("multi.json")).unwrap();
    let cancelled = Control::new();
    cancelled.cancel();
    let results: Vec<_> = entries
        .iter()
        .map(|entry| check::check_one(entry, &Options::default(), &cancelled))
        .collect();
    let report = check::CheckReport::of(results);
    assert_eq!((report.correct, report.stopped), (0, entries.len()));
    for r in &report.results {
        assert_eq!(r.verdict, Some(Verdict::Unknown));
        assert_eq!((r.prize, r.error.as_deref()), (None, None));
        assert_eq!(r.undecided, Colour::ALL);
    }
    let text = report::check_text(&report);
    assert!(text.lines().all(|l| !l.starts_with("ok")), "{text}");
    assert!(text.contains("STOP "), "{text}");
    assert!(
        text.ends_with(&format!(
            "accuracy: 0/{n} (0.0%); {n} stopped by the time limit before their verdict\n",
            n = entries.len()
        )),
        "{text}"
    );
}

#[test]
fn unreadable_error() {
    insta::assert_snapshot!(file::parse("blue: The blue box is emtpy\n")
        .unwrap_err()
        .to_string());
}
