//! The 60 Parlor puzzles of ../shared/anchors (llm-parlor-puzzles), graded
//! through the `parlor check` binary and cross-checked against brute force.
//! The data set must be present: a missing file fails the test.

use std::path::PathBuf;

use assert_cmd::Command;
use parlor::{dataset, model::Model, solve, Puzzle};
use serde_json::Value;

fn anchors() -> PathBuf {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/anchors/parlor/llm-parlor-puzzles/puzzles.json");
    assert!(
        path.is_file(),
        "anchor data set missing: {} (it must be checked out beside the repo)",
        path.display()
    );
    path
}

fn check_json(extra: &[&str]) -> (i32, Value) {
    let out = Command::cargo_bin("parlor")
        .unwrap()
        .arg("check")
        .arg(anchors())
        .arg("--json")
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        serde_json::from_slice(&out.stdout).unwrap(),
    )
}

#[test]
fn pure_logic_answers_all_but_the_two_symmetric_puzzles() {
    let (code, json) = check_json(&[]);
    assert_eq!(code, 1, "wrong answers must fail the check");
    assert_eq!(json["total"], 60);
    assert_eq!(json["correct"], 58);
    let wrong: Vec<&Value> = json["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["correct"] == false)
        .collect();
    let ids: Vec<i64> = wrong.iter().map(|r| r["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [5, 35]);
    for r in wrong {
        assert_eq!(r["verdict"], "ambiguous");
        assert!(r["error"].is_null());
        assert!(r["possible"].as_array().unwrap().contains(&r["expected"]));
    }
}

#[test]
fn assuming_a_unique_answer_answers_all_sixty() {
    let (code, json) = check_json(&["--assume-unique"]);
    assert_eq!(code, 0);
    assert_eq!(json["correct"], 60);
    assert!(json["results"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["verdict"] == "unique" && r["error"].is_null()));
}

#[test]
fn text_output_reports_duplicate_and_accuracy() {
    let out = Command::cargo_bin("parlor")
        .unwrap()
        .arg("check")
        .arg(anchors())
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stdout.ends_with("accuracy: 58/60 (96.7%)\n"), "{stdout}");
    assert!(
        stderr.contains("puzzle 52 has the same statements as puzzle 29"),
        "{stderr}"
    );
}

#[test]
fn typos_are_read_with_reported_tolerance() {
    let entries = dataset::parse(&std::fs::read_to_string(anchors()).unwrap()).unwrap();
    for id in [43, 48] {
        let entry = entries.iter().find(|e| e.id == id).unwrap();
        let puzzle = Puzzle::from_texts(entry.texts.clone()).unwrap();
        assert!(
            puzzle.all().any(|(_, _, s)| !s.tolerated.is_empty()),
            "puzzle {id}"
        );
    }
}

#[test]
fn sat_readings_equal_brute_force_on_every_anchor() {
    let entries = dataset::parse(&std::fs::read_to_string(anchors()).unwrap()).unwrap();
    for entry in entries {
        let puzzle = Puzzle::from_texts(entry.texts.clone()).unwrap();
        let model = Model::build(&puzzle).unwrap();
        assert_eq!(
            solve::sat_readings(&model),
            solve::brute_force_readings(&model).unwrap(),
            "puzzle {}",
            entry.id
        );
    }
}
