//! The puzzles in examples/parlor: several statements per box, blank boxes,
//! self reference, formulas. Each file states its answer in a
//! `# expect:` line (a box, or `inconsistent`), which the library checks.

use std::path::PathBuf;

use logic::Control;
use parlor::{file, model::Model, solve, Colour, Options, Request, Source, Verdict};

fn examples() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/parlor");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "examples missing in {}", dir.display());
    files
}

#[test]
fn examples_have_their_stated_answers() {
    for path in examples() {
        let text = std::fs::read_to_string(&path).unwrap();
        let request = Request::new(Source::File(text), Options::default());
        let answer = parlor::answer(&request, &Control::new())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let expected = answer.expectation.expect("an `# expect:` line");
        assert_eq!(expected.met, Some(true), "{}: {expected:?}", path.display());
    }
}

#[test]
fn examples_agree_with_brute_force() {
    for path in examples() {
        let puzzle = file::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let model = Model::build(&puzzle).unwrap();
        assert_eq!(
            solve::sat_readings(&model),
            solve::brute_force_readings(&model).unwrap(),
            "{}",
            path.display()
        );
    }
}

#[test]
fn multi_statement_example_really_has_two_statements_per_box() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/parlor/multi-statement.txt");
    let puzzle = file::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(puzzle.counts(), [2, 2, 2]);
}

#[test]
fn blank_box_is_neither_true_nor_false_in_every_reading() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/parlor/blank-box.txt");
    let puzzle = file::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let solution = parlor::solve(&puzzle, &Options::default(), &Control::new()).unwrap();
    assert!(!solution.readings.is_empty());
    for r in &solution.readings {
        assert_eq!(r.boxes[&Colour::White], solve::BoxTruth::Neither);
        assert!(r.statements[&Colour::White].is_empty());
    }
}

#[test]
fn a_lone_liar_sentence_has_no_reading_but_a_truth_teller_has_two() {
    let liar = file::parse("blue: This statement is false\nwhite: You are in the parlor\nblack: There are four boxes\n").unwrap();
    assert_eq!(
        parlor::solve(&liar, &Options::default(), &Control::new())
            .unwrap()
            .verdict,
        Verdict::Inconsistent
    );
    let teller = file::parse(
        "blue: This statement is true\nwhite: You are in the parlor\nblack: There are four boxes\n",
    )
    .unwrap();
    let s = parlor::solve(&teller, &Options::default(), &Control::new()).unwrap();
    // blue may be true or false, the gems anywhere: 2 × 3 readings.
    assert_eq!(s.readings.len(), 6);
    assert_eq!(s.verdict, Verdict::Ambiguous);
}
