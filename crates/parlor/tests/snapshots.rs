//! Snapshots of user-visible text: solve, solve --explain, check, errors.

use std::path::PathBuf;

use logic::Control;
use parlor::{
    check, dataset, file, model::Model, reasoning, report, solve, Colour, Options, Request, Source,
    Verdict,
};

fn example(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/parlor")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

fn solve_text(text: &str, explain: bool, assume_unique: bool) -> String {
    let request = Request {
        source: Source::File(text.into()),
        options: Options {
            assume_unique,
            ..Options::default()
        },
        explain,
        expect: None,
    };
    let answer = parlor::answer(&request, &Control::new()).unwrap();
    assert!(answer.missing.is_empty());
    report::answer_text(&answer)
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
    let text = "blue: This box is empty\nwhite: This box is empty\nblack: This statement is of no help at at all\n";
    insta::assert_snapshot!(solve_text(text, false, true));
}

#[test]
fn check_text() {
    let entries = dataset::parse(&example("multi.json")).unwrap();
    let results = entries
        .iter()
        .map(|entry| check::check_one(entry, &Options::default(), &Control::new()))
        .collect();
    insta::assert_snapshot!(report::check_text(
        &check::CheckReport::of(results),
        "multi.json"
    ));
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
    let text = report::check_text(&report, "set.json");
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

/// `--explain` under a control the time limit has cancelled: the verdict
/// stands, but no box's contradictory set is claimed, let alone minimal.
#[test]
fn a_stopped_explanation_claims_no_minimal_set() {
    let puzzle = file::parse(&example("multi-statement.txt")).unwrap();
    let model = Model::build(&puzzle).unwrap();
    let solution = solve::solve_model(&puzzle, &model, &Options::default(), &Control::new());
    let explain = |control: &Control| {
        let reasoning = reasoning::explain(&puzzle, &model, &solution, control);
        (report::reasoning_text(&reasoning), reasoning.missing())
    };
    let (whole, missing) = explain(&Control::new());
    assert!(missing.is_empty() && whole.contains("these cannot all hold together:\n"));
    let cancelled = Control::new();
    cancelled.cancel();
    let (stopped, missing) = explain(&cancelled);
    assert!(!missing.is_empty());
    assert!(
        !stopped.contains("these cannot all hold together"),
        "{stopped}"
    );
    assert!(stopped.contains("why is not available: the time limit stopped"));
    // Cancelled after the first deletion try: a set found, not called minimal.
    let control = Control::new();
    let stop = control.clone();
    let control = control.with_progress(move |_| stop.cancel());
    let (cut, missing) = explain(&control);
    assert!(missing
        .iter()
        .any(|m| matches!(m, reasoning::Cut::Minimality(_))));
    assert!(!cut.contains("these cannot all hold together:\n"), "{cut}");
    assert!(cut.contains("(not shown to be a minimal set: the time limit stopped the search)"));
}
