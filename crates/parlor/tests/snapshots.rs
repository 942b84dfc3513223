//! Snapshots of user-visible text: solve, solve --explain, check, errors.

use std::path::PathBuf;

use parlor::{check, dataset, file, model::Model, report, solve, Options};

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
    let solution = solve::solve_model(&puzzle, &model, &options).unwrap();
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
    insta::assert_snapshot!(report::check_text(&check::check(
        &entries,
        &Options::default(),
        || {}
    )));
}

#[test]
fn unreadable_error() {
    insta::assert_snapshot!(file::parse("blue: The blue box is emtpy\n")
        .unwrap_err()
        .to_string());
}
