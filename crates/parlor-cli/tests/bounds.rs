//! `parlor generate` streams: each puzzle is printed as it is made, and a
//! run is bounded by `--count` and `--time-limit` (issue 20).

use assert_cmd::Command;
use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::time::Duration;

fn parlor() -> Command {
    Command::cargo_bin("parlor").unwrap()
}

#[test]
fn the_first_puzzle_arrives_before_the_run_ends() {
    // An endless count: the first line must come while the run goes on.
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("parlor"))
        .args([
            "generate",
            "--count",
            "18446744073709551615",
            "--time-limit",
            "60",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let still_running = child.try_wait().unwrap().is_none();
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(first, "# puzzle 1 (seed 0)\n");
    assert!(still_running);
}

#[test]
fn count_3_gives_3_puzzles_and_a_time_limit_closes_the_json() {
    let out = parlor()
        .args(["generate", "--count", "3", "--json"])
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 3);
    let stopped = parlor()
        .args(["generate", "--count", "18446744073709551615"])
        .args(["--json", "--time-limit", "0.5"])
        .timeout(Duration::from_secs(20))
        .assert()
        .code(1)
        .stderr(predicates::str::contains(
            "stopped by --time-limit 0.5 s after",
        ))
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&stopped).unwrap();
    assert!(v.is_array());
}
