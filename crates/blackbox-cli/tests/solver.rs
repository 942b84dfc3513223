//! End-to-end tests of the solver commands: outputs, JSON shapes, exit codes.

mod common;

use assert_cmd::Command;
use common::{blackbox, root, write_temp};
use predicates::prelude::*;
use std::path::PathBuf;

fn anchor(name: &str) -> PathBuf {
    root().join("data/anchors/blackbox/Black-Box").join(name)
}

fn json_of(cmd: &mut Command, code: i32) -> serde_json::Value {
    let out = cmd.assert().code(code).get_output().stdout.clone();
    serde_json::from_slice(&out).unwrap()
}

#[test]
fn solve_json_matches_the_schema_and_both_engines_agree() {
    for engine in ["sat", "brute"] {
        let v = json_of(
            blackbox()
                .args(["solve", "--json", "--engine", engine])
                .arg(anchor("Test1.txt")),
            0,
        );
        assert_eq!(v["consistent"], true);
        assert_eq!(v["count"], 2);
        assert_eq!(v["complete"], true);
        assert_eq!(v["unique"], false);
        let mut sols: Vec<_> = v["solutions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.to_string())
            .collect();
        sols.sort();
        assert_eq!(sols, ["[[1,1],[3,3]]", "[[1,3],[3,1]]"]);
    }
}

#[test]
fn solve_lists_at_most_n_and_says_it_is_incomplete() {
    let v = json_of(
        blackbox()
            .args(["solve", "--json", "--max-solutions", "3"])
            .arg(anchor("Test7.txt")),
        0,
    );
    assert_eq!(v["count"], 14);
    assert_eq!(v["complete"], false);
    assert_eq!(v["solutions"].as_array().unwrap().len(), 3);
}

#[test]
fn a_count_over_budget_is_null_but_consistency_and_uniqueness_are_decided() {
    let partial = root().join("examples/puzzle-partial.txt");
    let counted = json_of(blackbox().args(["solve", "--json"]).arg(&partial), 0);
    assert!(counted["count"].as_u64().unwrap() > 2);
    let budget = ["solve", "--json", "--count-budget", "1"];
    let v = json_of(blackbox().args(budget).arg(&partial), 0);
    assert_eq!(v["count"], serde_json::Value::Null);
    assert_eq!(v["consistent"], true);
    assert_eq!(v["unique"], false);
    assert_eq!(v["complete"], false);
    assert_eq!(v["solutions"], counted["solutions"]);
    // A unique puzzle gets its count (1) from the decision even with no budget.
    let full = root().join("examples/puzzle-8x8.txt");
    let v = json_of(
        blackbox()
            .args(["solve", "--json", "--count-budget", "0"])
            .arg(full),
        0,
    );
    assert_eq!(v["count"], 1);
    assert_eq!(v["unique"], true);
    blackbox()
        .args(["solve", "--count-budget", "1"])
        .arg(&partial)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("more than --count-budget 1"));
}

#[test]
fn past_the_time_limit_what_is_not_known_is_said_and_the_exit_is_normal() {
    let partial = root().join("examples/puzzle-partial.txt");
    let v = json_of(
        blackbox()
            .args(["solve", "--json", "--time-limit", "0"])
            .arg(&partial),
        0,
    );
    assert_eq!(v["stopped"], "time-limit");
    assert_eq!(v["count"], serde_json::Value::Null);
    // Whatever was established is true: consistent (or not yet known).
    assert_ne!(v["consistent"], false);
    assert!(v["at_least"].as_u64().unwrap() >= v["solutions"].as_array().unwrap().len() as u64);
    let d = json_of(
        blackbox()
            .args(["deduce", "--json", "--time-limit", "0"])
            .arg(&partial),
        0,
    );
    assert_eq!(d["count"], serde_json::Value::Null);
    blackbox()
        .args(["solve", "--time-limit=-1"])
        .arg(&partial)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--time-limit"));
    let done = json_of(blackbox().args(["solve", "--json"]).arg(&partial), 0);
    assert_eq!(done["stopped"], serde_json::Value::Null);
    assert_eq!(done["at_least"], serde_json::Value::Null);
}

#[test]
fn encode_refuses_a_job_too_big_for_memory_before_starting() {
    let board = success_stdout_of(&[
        "random", "--size", "255x255", "--atoms", "6000", "--seed", "1",
    ]);
    let path = write_temp("huge-board.txt", board.as_bytes());
    blackbox()
        .args(["encode", "--dimacs"])
        .arg(&path)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("refused").and(predicate::str::contains("MB")));
}

#[test]
fn explain_past_its_time_limit_says_it_stopped() {
    blackbox()
        .args(["explain", "--time-limit", "0"])
        .arg(root().join("examples/puzzle-partial.txt"))
        .assert()
        .code(0)
        .stdout(predicate::str::contains("stopped by --time-limit"));
}

fn success_stdout_of(args: &[&str]) -> String {
    common::success_stdout(blackbox().args(args))
}

#[test]
fn deduce_over_budget_keeps_the_statuses_and_drops_the_shares() {
    let partial = root().join("examples/puzzle-partial.txt");
    let counted = json_of(blackbox().args(["deduce", "--json"]).arg(&partial), 0);
    let budget = ["deduce", "--json", "--count-budget", "1"];
    let v = json_of(blackbox().args(budget).arg(&partial), 0);
    assert_eq!(v["count"], serde_json::Value::Null);
    assert_eq!(v["consistent"], true);
    let (full, bare) = (
        counted["cells"].as_array().unwrap(),
        v["cells"].as_array().unwrap(),
    );
    assert_eq!(full.len(), 64);
    assert_eq!(bare.len(), 64);
    for (a, b) in full.iter().zip(bare) {
        assert_eq!(a["status"], b["status"]);
        assert_eq!(b["share"], serde_json::Value::Null);
    }
    assert!(full.iter().any(|c| c["status"] == "atom"));
    assert!(full.iter().any(|c| c["status"] == "open"));
}

#[test]
fn inconsistent_puzzles_exit_1_and_explain_names_a_minimal_conflict() {
    // 3x3 with no atoms: every ray misses straight across, so a hit at
    // port 2 contradicts the atom count; port 5's miss is irrelevant.
    let p = write_temp("bad.txt", b"size 3x3\natoms 0\n2 H\n5 11\n");
    blackbox()
        .arg("solve")
        .arg(&p)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("consistent: no"));
    blackbox()
        .arg("explain")
        .arg(&p)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "cannot hold together with 0 atoms: ray 2: a hit\n",
        ))
        .stdout(predicate::str::contains(
            "ray 2: a hit; on the boards that fit the others it gives a miss (leaving at 8) on 1 board\n",
        ));
}

#[test]
fn bad_input_exits_2_with_file_and_line() {
    let too_many = write_temp("many.txt", b"size 2x2\natoms 5\n");
    blackbox()
        .arg("solve")
        .arg(&too_many)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("many.txt"));
    let bad_port = write_temp("port.txt", b"size 2x2\natoms 1\n99 H\n");
    blackbox()
        .arg("solve")
        .arg(&bad_port)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("port.txt:3"));
}

#[test]
fn a_puzzle_without_hints_counts_all_boards() {
    let p = write_temp("none.txt", b"size 4x4\natoms 3\n");
    let v = json_of(
        blackbox()
            .args(["solve", "--json", "--max-solutions", "0"])
            .arg(&p),
        0,
    );
    assert_eq!(v["count"], 560); // C(16, 3)
}

#[test]
fn deduce_json_and_preprocess_view() {
    let v = json_of(
        blackbox()
            .args(["deduce", "--json", "--preprocess"])
            .arg(anchor("Test7.txt")),
        0,
    );
    assert_eq!(v["count"], "14");
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 100);
    let open = cells.iter().filter(|c| c["status"] == "open").count();
    assert_eq!(open, 14);
    // Every fixed atom of preprocessing is a certain atom.
    for c in cells.iter().filter(|c| c["preprocess"] == "fixed") {
        assert_eq!(c["status"], "atom");
    }
    // The text says its glyphs in words and labels the board as the other
    // pictures do: column numbers over it, row letters beside it.
    let text = common::success_stdout(
        blackbox()
            .args(["deduce", "--preprocess"])
            .arg(anchor("Test7.txt")),
    );
    let (_, picture) = text
        .split_once("x no atom, o an atom, ? one of two cells of which exactly one holds an atom")
        .unwrap_or_else(|| panic!("{text}"));
    let rows: Vec<&str> = picture.lines().skip(1).collect();
    assert!(rows[0].trim_start().starts_with("1   2   3"), "{text}");
    assert!(rows[1].trim_start().starts_with("A "), "{text}");
    assert_eq!(rows.len(), 11, "{text}");
}

#[test]
fn explain_finds_the_telling_ray_for_test1() {
    blackbox()
        .arg("explain")
        .arg(anchor("Test1.txt"))
        .assert()
        .success()
        .stdout(predicate::str::contains("2 solutions"));
    // The telling ray's outcomes in words, as the game's assistant says them.
    let p = write_temp("two.txt", b"size 3x3\natoms 1\n2 R\n");
    blackbox().arg("explain").arg(&p).assert().success().stdout(
        "2 solutions; they differ on 2 cells: A1 A3\n\
         fire ray 1 to tell them apart: it gives a hit on 1 board, a miss (leaving at 9) on 1 board\n",
    );
}

#[test]
fn encode_writes_dimacs_with_ray_sizes() {
    let out = blackbox()
        .args(["encode", "--dimacs"])
        .arg(anchor("Sample.txt"))
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.starts_with("p cnf "));
    assert!(text.contains("c ray from port 1:"));
    blackbox()
        .arg("encode")
        .arg(anchor("Sample.txt"))
        .assert()
        .code(2);
}
