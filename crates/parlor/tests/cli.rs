//! The `parlor` binary: exit codes, JSON schemas, errors naming file:line,
//! and `generate` (deterministic, verified, readable by `check`).

use std::path::PathBuf;

use assert_cmd::Command;
use predicates::str::contains;
use serde_json::Value;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/parlor")
        .join(name)
}

fn parlor() -> Command {
    Command::cargo_bin("parlor").unwrap()
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn solve_exit_codes() {
    parlor()
        .arg("solve")
        .arg(example("seed-two-readings.txt"))
        .assert()
        .code(0);
    parlor()
        .arg("solve")
        .arg(example("liar.txt"))
        .assert()
        .code(1)
        .stdout(contains("inconsistent"));
    let ambiguous = temp_file("ambiguous.txt", "blue: This box is empty\nwhite: This box is empty\nblack: You will not solve this puzzle\n");
    parlor()
        .arg("solve")
        .arg(&ambiguous)
        .assert()
        .code(1)
        .stdout(contains("ambiguous"));
    parlor()
        .arg("solve")
        .arg(&ambiguous)
        .arg("--assume-unique")
        .assert()
        .code(0)
        .stdout(contains("black box"));
    parlor()
        .arg("solve")
        .arg("/nonexistent/puzzle.txt")
        .assert()
        .code(2);
    parlor().arg("solve").assert().code(2);
}

#[test]
fn unreadable_statement_names_file_and_line() {
    let bad = temp_file(
        "bad.txt",
        "blue: This box is empty\n\nwhite: The gems are in the purple box\n",
    );
    parlor()
        .arg("solve")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(contains("bad.txt:3:"))
        .stderr(contains("\"purple\""))
        .stderr(contains("closest known forms"));
}

#[test]
fn solve_json_schema() {
    let out = parlor()
        .arg("solve")
        .arg(example("seed-two-readings.txt"))
        .arg("--json")
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["verdict"], "unique");
    assert_eq!(json["prize"], "blue");
    assert_eq!(json["possible"], serde_json::json!(["blue"]));
    let readings = json["readings"].as_array().unwrap();
    assert_eq!(readings.len(), 2);
    for r in readings {
        assert_eq!(r["gems"], "blue");
        assert!(r["boxes"]["white"].is_string());
        assert_eq!(r["statements"]["black"].as_array().unwrap().len(), 1);
    }
}

#[test]
fn check_reports_unreadable_puzzles_and_goes_on() {
    let set = temp_file(
        "set.json",
        r#"[{"id": 1, "blue": "The gems are in the purple box", "white": "a", "black": "b", "solution": "Blue"},
            {"id": 2, "blue": "You are in the parlor", "white": "This box is empty", "black": "The blue box is true", "solution": "White"},
            {"id": 3, "blue": "You are in the parlor", "white": "This box is empty", "black": "The blue box is true", "solution": "Black"}]"#,
    );
    let out = parlor()
        .arg("check")
        .arg(&set)
        .arg("--json")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["total"], 3);
    assert_eq!(json["correct"], 1);
    let r = &json["results"];
    assert!(r[0]["error"].as_str().unwrap().contains("purple"));
    assert_eq!(r[0]["correct"], false);
    assert_eq!(r[1]["correct"], true);
    assert_eq!(
        (
            r[2]["prize"].clone(),
            r[2]["expected"].clone(),
            r[2]["correct"].clone()
        ),
        ("white".into(), "black".into(), false.into())
    );
    parlor()
        .arg("check")
        .arg(example("multi.json"))
        .assert()
        .code(0)
        .stdout(contains("accuracy: 3/3"));
    let broken = temp_file("broken.json", "[{\"id\": 1,");
    parlor()
        .arg("check")
        .arg(&broken)
        .assert()
        .code(2)
        .stderr(contains("broken.json"));
}

#[test]
fn generate_is_deterministic_and_verified() {
    let run = |seed: &str| {
        let out = parlor()
            .args([
                "generate",
                "--seed",
                seed,
                "--statements",
                "2",
                "--count",
                "3",
                "--json",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        out.stdout
    };
    let first = run("7");
    assert_eq!(first, run("7"));
    assert_ne!(first, run("8"));
    let set = temp_file("generated.json", std::str::from_utf8(&first).unwrap());
    parlor()
        .arg("check")
        .arg(&set)
        .assert()
        .code(0)
        .stdout(contains("accuracy: 3/3"));
    let json: Value = serde_json::from_slice(&first).unwrap();
    assert!(json
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["blue"].as_array().unwrap().len() == 2));
}

#[test]
fn generated_puzzle_files_solve_to_their_stated_answer() {
    let out = parlor().args(["generate", "--seed", "3"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let answer = text
        .lines()
        .next()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .to_string();
    let path = temp_file("generated.txt", &text);
    parlor()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(0)
        .stdout(contains(format!("in the {answer} box")));
}
