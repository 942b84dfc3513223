//! The anchor data sets kept in the repository (`data/anchors/parlor/NAME`)
//! as the tests read them, and their grading by the library's check, so
//! every anchor test loads and grades a set the same way.

use std::path::PathBuf;

use logic::Control;
use parlor::{check, dataset, Options};

/// The puzzles of `data/anchors/parlor/{name}/puzzles.json`.
pub fn entries(name: &str) -> Vec<dataset::Entry> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../data/anchors/parlor")
        .join(name)
        .join("puzzles.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("anchor data set {}: {e}", path.display()));
    dataset::parse(&text).unwrap()
}

/// The set `name` graded by `check`, pure or with the uniqueness
/// assumption.
pub fn grade(name: &str, assume_unique: bool) -> check::CheckReport {
    let options = Options {
        assume_unique,
        ..Options::default()
    };
    let results = entries(name)
        .iter()
        .map(|entry| check::check_one(entry, &options, &Control::new()))
        .collect();
    check::CheckReport::of(results)
}
