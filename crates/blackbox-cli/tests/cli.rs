//! End-to-end tests of the `blackbox` binary: outputs users see (snapshots),
//! error messages with file:line, and exit codes.

mod common;

use common::{blackbox, root, success_stdout, write_temp};
use predicates::prelude::*;

fn stdout_of(args: &[&str]) -> String {
    success_stdout(blackbox().args(args))
}

#[test]
fn feedback_of_the_example_matches_the_shipped_puzzle() {
    let expected = std::fs::read_to_string(root().join("examples/puzzle-8x8.txt")).unwrap();
    assert_eq!(stdout_of(&["feedback", "examples/board-8x8.txt"]), expected);
}

#[test]
fn feedback_formats_read_back() {
    for format in ["acm", "json", "text"] {
        let out = stdout_of(&["feedback", "--format", format, "examples/board-8x8.txt"]);
        let path = write_temp(&format!("fb.{format}"), out.as_bytes());
        blackbox().arg("show").arg(&path).assert().success();
    }
}

#[test]
fn drawings() {
    insta::assert_snapshot!(
        "show_puzzle",
        stdout_of(&["show", "examples/puzzle-8x8.txt"])
    );
    insta::assert_snapshot!(
        "trace_detour",
        stdout_of(&["trace", "examples/board-8x8.txt", "5"])
    );
    insta::assert_snapshot!("show_board", stdout_of(&["show", "examples/board-8x8.txt"]));
}

#[test]
fn random_is_deterministic_by_seed() {
    let a = stdout_of(&["random", "--size", "6x9", "--atoms", "5", "--seed", "42"]);
    let b = stdout_of(&["random", "--size", "6x9", "--atoms", "5", "--seed", "42"]);
    assert_eq!(a, b);
    assert_eq!(a.matches('O').count(), 5);
    let c = stdout_of(&["random", "--size", "6x9", "--atoms", "5", "--seed", "43"]);
    assert_ne!(a, c);
}

#[test]
fn bad_input_gets_file_line_and_exit_2() {
    let cases: &[(&str, &[u8], &str)] = &[
        ("ragged.txt", b"...\n..\n", "ragged.txt:2:"),
        ("token.txt", b"size 5\n1 Q\n", "token.txt:2:"),
        ("port.txt", b"size 5\n21 H\n", "port.txt:2:"),
        ("contra.txt", b"size 5\n3 17\n17 5\n", "contra.txt:3:"),
        ("big.txt", b"size 300x3\n", "big.txt:1:"),
        ("utf8.txt", b"size 5\n\xff\xfe\n", "utf8.txt:2:"),
        ("empty.txt", b"", "empty.txt: the file is empty"),
        (
            "syntax.json",
            b"{\n\"rows\": 8,\n oops}",
            "syntax.json:3: JSON: key must be",
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = write_temp(name, bytes);
        blackbox()
            .arg("show")
            .arg(&path)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(*expected))
            // The line is named once, as `file:line:`, never again as `line N:`.
            .stderr(predicate::str::contains(": line ").not())
            .stderr(predicate::str::contains("at line").not());
    }
    blackbox()
        .args(["trace", "examples/board-8x8.txt", "33"])
        .assert()
        .code(2);
    blackbox()
        .args(["feedback", "examples/puzzle-8x8.txt"])
        .assert()
        .code(2);
    blackbox()
        .args(["random", "--size", "2x2", "--atoms", "5"])
        .assert()
        .code(2);
    blackbox().args(["frobnicate"]).assert().code(2);
}

#[test]
fn sizes_and_atom_counts_are_read_by_the_model() {
    let cases: &[(&[&str], &str)] = &[
        (&["random", "--size", "0x3"], "out of range"),
        (&["random", "--size", "8y8"], "a size like `8x8` or `8`"),
        (
            &["experiment", "combinatorics", "--size", "4,x"],
            "a size like",
        ),
        (
            &["play", "--plain", "--atoms", "5-3"],
            "reversed: write `3-5`",
        ),
        (&["play", "--plain", "--size", "0"], "out of range"),
    ];
    for (args, message) in cases {
        blackbox()
            .args(*args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(*message));
    }
    let square = stdout_of(&["random", "--size", "5", "--atoms", "2", "--seed", "3"]);
    assert!(square.starts_with("# 5x5 board"), "{square}");
}

#[test]
fn help_everywhere() {
    for cmd in ["feedback", "trace", "show", "random"] {
        blackbox()
            .args([cmd, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("Usage"));
    }
}

/// What a newcomer reads first speaks plain words: no project history
/// (seed or issue numbers, section signs), no jargon left unexplained
/// (the rule sets, a board that firing every ray pins down, the count's
/// cubes, the bench table's columns).
#[test]
fn help_speaks_plain_words() {
    let commands: &[&[&str]] = &[
        &[],
        &["feedback"],
        &["trace"],
        &["show"],
        &["random"],
        &["experiment"],
        &["learn"],
        &["play"],
        &["generate"],
        &["solve"],
        &["deduce"],
        &["explain"],
        &["encode"],
        &["bench"],
        &["serve"],
    ];
    let mut all = String::new();
    for command in commands {
        let help = stdout_of(&[*command, &["--help"]].concat());
        for jargon in [
            "§",
            "seed 00",
            "issue ",
            "Tatham / Emacs",
            "edge deflection",
            "full feedback determines",
        ] {
            assert!(
                !help.contains(jargon),
                "{command:?} --help says {jargon:?}: {help}"
            );
        }
        all.push_str(&help);
    }
    for plain in [
        "the usual rules (Simon Tatham's, Emacs's and KDE's games): an atom beside the entry sends a ray back, a reflection",
        "ACM contest rules: one atom beside the entry turns a ray away unseen",
        "Only boards that firing every ray pins down: no other board gives every ray the same result",
        "after this many cubes (the parts the count is split into)",
        "Time the exact count (the table's (b) columns)",
    ] {
        assert!(all.contains(plain), "no --help says {plain:?}");
    }
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // A 20x20 board's full-feedback CNF is megabytes: far more than a pipe holds.
    let rows: String = (0..20)
        .map(|r| {
            if r % 3 == 1 {
                ".O..O.....O...O..O..\n"
            } else {
                "....................\n"
            }
        })
        .collect();
    let board = write_temp("pipe-board.txt", rows.as_bytes());
    let puzzle = write_temp(
        "pipe-puzzle.txt",
        stdout_of(&["feedback", board.to_str().unwrap()]).as_bytes(),
    );
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("blackbox"))
        .args(["encode", "--dimacs"])
        .arg(&puzzle)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("p cnf"), "{first}");
    let out = child.wait_with_output().unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    assert_ne!(out.status.code(), Some(101));
}
