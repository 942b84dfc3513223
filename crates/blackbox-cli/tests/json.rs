//! `--json` on every command that prints a result (README: "`--json`
//! everywhere"); `encode` alone prints DIMACS, and its help says so.

mod common;

use common::{blackbox, success_stdout, write_temp};
use predicates::prelude::*;
use serde_json::{json, Value};

fn json_of(args: &[&str], code: i32) -> Value {
    let out = blackbox()
        .args(args)
        .assert()
        .code(code)
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

#[test]
fn every_result_command_takes_json() {
    let cases: &[&[&str]] = &[
        &["feedback", "--json", "examples/board-8x8.txt"],
        &["trace", "--json", "examples/board-8x8.txt", "5"],
        &["show", "--json", "examples/board-8x8.txt"],
        &["show", "--json", "examples/puzzle-8x8.txt"],
        &["random", "--json", "--seed", "1"],
        &["solve", "--json", "examples/puzzle-partial.txt"],
        &["deduce", "--json", "examples/puzzle-partial.txt"],
        &["explain", "--json", "examples/puzzle-partial.txt"],
        &["experiment", "combinatorics", "--size", "3", "--json"],
        &[
            "experiment",
            "census",
            "--size",
            "3",
            "--atoms",
            "2",
            "--json",
        ],
        &[
            "experiment",
            "fill-ports",
            "--size",
            "3",
            "--atoms",
            "2",
            "--json",
        ],
        &[
            "experiment",
            "first-move",
            "--size",
            "3",
            "--atoms",
            "2",
            "--json",
        ],
        &[
            "experiment",
            "play",
            "--size",
            "3",
            "--atoms",
            "1",
            "--games",
            "2",
            "--json",
        ],
    ];
    for args in cases {
        json_of(args, 0);
    }
    blackbox()
        .args(["encode", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("without --json"));
}

#[test]
fn json_flags_match_the_format_option() {
    for (cmd, file) in [
        ("feedback", "examples/board-8x8.txt"),
        ("random", "--seed=4"),
    ] {
        let flag = success_stdout(blackbox().args([cmd, "--json", file]));
        let format = success_stdout(blackbox().args([cmd, "--format", "json", file]));
        assert_eq!(flag, format);
    }
}

#[test]
fn show_json_reads_back_as_the_same_document() {
    for file in ["examples/board-8x8.txt", "examples/puzzle-8x8.txt"] {
        let out = success_stdout(blackbox().args(["show", "--json", file]));
        let copy = write_temp("show-copy.json", out.as_bytes());
        let drawn = success_stdout(blackbox().args(["show", file]));
        assert_eq!(success_stdout(blackbox().arg("show").arg(&copy)), drawn);
    }
}

#[test]
fn explain_json_for_each_kind_of_answer() {
    let bad = write_temp("explain-bad.txt", b"size 3x3\natoms 0\n2 H\n5 11\n");
    let v = json_of(&["explain", "--json", bad.to_str().unwrap()], 1);
    assert_eq!(v["consistent"], false);
    assert_eq!(v["atom_count"], true);
    assert_eq!(v["hints"][0]["port"], 2);
    assert_eq!(
        v["hints"][0]["observed"],
        json!({"outcome": "hit", "exit": null})
    );
    let board = write_temp("explain-board.txt", b"O..\n...\n...\n");
    let v = json_of(&["explain", "--json", board.to_str().unwrap()], 0);
    assert_eq!(v["count"], "1");
    assert_eq!(v["solution"], json!([[1, 1]]));
    let v = json_of(&["explain", "--json", "examples/puzzle-partial.txt"], 0);
    assert_eq!(v["count"], "1330");
    assert_eq!(v["differing"].as_array().unwrap().len(), 52);
    assert_eq!(v["differing"][0], json!([1, 3]));
    assert_eq!(v["ray"]["port"], 11);
    let boards: u64 = v["ray"]["split"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["boards"].as_str().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(boards, 1330);
}
