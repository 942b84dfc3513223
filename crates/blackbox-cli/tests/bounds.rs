//! Issue 20's "time limits not honoured" class: every engine and stage
//! stops at its time limit with an honest partial answer, or refuses up
//! front with its estimate. No speed targets: the generous bound on each
//! run (`HANG`) only catches hangs.

mod common;

use common::{blackbox, write_temp};
use predicates::prelude::*;
use std::time::Duration;

/// Far more than any of these runs needs: a run past it has hung.
const HANG: Duration = Duration::from_secs(20);

/// A random board of `blackbox random` (`size`, `atoms`, `seed`) written
/// to the temporary file `name`.
fn random_board(size: &str, atoms: usize, seed: u64, name: &str) -> common::TempPath {
    let board = blackbox()
        .args(["random", "--size", size])
        .args(["--atoms", &atoms.to_string(), "--seed", &seed.to_string()])
        .output()
        .unwrap()
        .stdout;
    write_temp(name, &board)
}

/// A `size`x`size` puzzle with `atoms` atoms and every port showing a
/// reflection: inconsistent.
fn every_port_reflects(size: usize, atoms: usize) -> Vec<u8> {
    let mut text = format!("size {size}x{size}\natoms {atoms}\n");
    for port in 1..=4 * size {
        text += &format!("{port} R\n");
    }
    text.into_bytes()
}

#[test]
fn brute_refuses_a_job_far_beyond_its_time_limit_with_the_estimate() {
    let path = random_board("12x12", 12, 1, "brute-12x12.txt");
    blackbox()
        .args(["solve", "--engine", "brute", "--time-limit", "2"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("the brute engine would try about").and(
                predicate::str::contains("far beyond --time-limit 2 s: use --engine sat"),
            ),
        );
}

#[test]
fn brute_stopped_by_its_time_limit_answers_what_it_found() {
    // C(36, 3) boards: within reach, but a limit of 0 stops it at once.
    let path = write_temp("brute-6x6.txt", b"size 6x6\natoms 3\n1 H\n");
    let out = blackbox()
        .args(["solve", "--engine", "brute", "--json", "--time-limit", "0"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["stopped"], "time-limit");
    assert_eq!(v["count"], serde_json::Value::Null);
    assert_eq!(v["complete"], false);
    // Unlimited, the same job is counted exactly.
    let out = blackbox()
        .args(["solve", "--engine", "brute", "--json"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["stopped"], serde_json::Value::Null);
    assert!(v["count"].as_u64().unwrap() > 0);
}

#[test]
fn explain_says_inconsistent_within_its_time_limit_on_a_big_puzzle() {
    let path = write_temp("every-port-r.txt", &every_port_reflects(100, 10));
    blackbox()
        .args(["explain", "--time-limit", "1"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "inconsistent: no board solves it",
        ));
    let out = blackbox()
        .args(["explain", "--json", "--time-limit", "1"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["consistent"], false);
    assert_eq!(v["hints"], serde_json::Value::Null);
    // Whichever bound the conflict search meets first on this machine: its
    // time limit, or its clause cap (`memory`); either way no hints.
    assert!(
        v["stopped"] == "time-limit" || v["stopped"] == "memory",
        "stopped: {}",
        v["stopped"]
    );
}

#[test]
fn play_on_a_huge_board_starts_at_once_without_the_solver() {
    // The full feedback of 255x255 with 3,000 atoms is estimated far past
    // the setup's memory bound: the game starts with its twins unknown.
    blackbox()
        .args(["play", "--plain", "--id", "255x255:3000:1"])
        .write_stdin("")
        .timeout(HANG)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("game 255x255:3000:1"));
    blackbox()
        .args(["play", "--plain", "--unique", "--size", "255x255"])
        .args(["--atoms", "100", "--seed", "1"])
        .write_stdin("")
        .timeout(HANG)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "would take about 128403 MB, over the 1024 MB setup bound",
        ));
}

#[test]
fn the_assistant_says_when_a_game_is_beyond_its_memory_bound() {
    blackbox()
        .args(["play", "--plain", "--id", "100x100:1000:1"])
        .write_stdin("assist\n")
        .timeout(HANG)
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "assistant: computed nothing: the solver would need about 2866 MB, over the 1024 MB bound",
        ));
}

#[test]
fn solve_and_deduce_on_a_255x255_board_stop_at_their_time_limit() {
    let path = random_board("255x255", 100, 1, "board-255x255.txt");
    for (command, line) in [("solve", "solutions: "), ("deduce", "cells: ")] {
        blackbox()
            .args([command, "--time-limit", "1"])
            .arg(&path)
            .timeout(HANG)
            .assert()
            .code(0)
            .stdout(predicate::str::contains(format!(
                "{line}unknown; stopped by --time-limit 1 s"
            )));
    }
}

#[test]
fn encode_stopped_by_its_time_limit_writes_nothing_and_says_so() {
    let path = write_temp("encode-6x6.txt", b"size 6x6\natoms 3\n1 H\n2 R\n");
    blackbox()
        .args(["encode", "--dimacs", "--time-limit", "0"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(
            "encode stopped by --time-limit 0 s while building the encoding: nothing was written",
        ));
    // Within its limit it writes the whole encoding.
    blackbox()
        .args(["encode", "--dimacs", "--time-limit", "60"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(0)
        .stdout(
            predicate::str::starts_with("p cnf ")
                .and(predicate::str::contains("\nc blackbox 6x6 board, atoms 3:")),
        );
}

#[test]
fn encode_of_a_big_board_stops_at_its_time_limit() {
    // About 20 M clauses: seconds to build and hundreds of MB to write.
    let path = random_board("60x60", 100, 1, "encode-60x60.txt");
    blackbox()
        .args(["encode", "--dimacs", "--time-limit", "1"])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "encode stopped by --time-limit 1 s",
        ));
}

#[test]
fn play_setup_stopped_by_its_time_limit_says_what_is_left_unknown() {
    // Far more work than half a second holds on any machine: the boards
    // that share the feedback of a 48x48 board with 150 atoms.
    blackbox()
        .args(["play", "--plain", "--id", "48x48:150:1"])
        .args(["--setup-time-limit", "0.5"])
        .write_stdin("quit\n")
        .timeout(3 * HANG)
        .assert()
        .code(0)
        .stderr(predicate::str::contains(
            "setting up 48x48:150:1 stopped at its 0.5 s limit: the boards \
             indistinguishable from the hidden one are unknown",
        ));
}

#[test]
fn a_search_past_the_memory_bound_ends_with_a_clear_message_not_an_abort() {
    let board = random_board("120x120", 600, 3, "memory-120x120.txt");
    let puzzle = blackbox()
        .arg("feedback")
        .arg(&board)
        .output()
        .unwrap()
        .stdout;
    let path = write_temp("memory-120x120-puzzle.txt", &puzzle);
    blackbox()
        .args(["solve", "--time-limit", "15"])
        .arg(&path)
        .env(cli_support::ENV_MEMORY_MB, "40")
        .timeout(HANG)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "blackbox: stopped: the command's memory reached",
        ))
        .stderr(predicate::str::contains(
            "past its bound of 40 MB (BOXLOGIC_MEMORY_MB)",
        ));
    blackbox()
        .args(["solve"])
        .arg(&path)
        .env(cli_support::ENV_MEMORY_MB, "lots")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "BOXLOGIC_MEMORY_MB must be a whole number of MB above 0, found `lots`",
        ));
}

#[test]
fn a_count_whose_weight_tables_cannot_fit_is_not_tried_and_says_why() {
    // 65,026 atom numbers on 65,025 cells: tables of gigabytes.
    let path = write_temp("wide-range.txt", b"size 255x255\natoms 0-65025\n1 H\n");
    let out = blackbox()
        .args([
            "solve",
            "--json",
            "--max-solutions",
            "1",
            "--time-limit",
            "5",
        ])
        .arg(&path)
        .timeout(HANG)
        .assert()
        .code(0)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains(r#""count":null"#), "{text:.300}");
    assert!(text.contains(r#""stopped":"memory""#), "{text:.300}");
    for args in [&["solve", "--max-solutions", "0"][..], &["deduce"]] {
        blackbox()
            .args(args)
            .arg(&path)
            .timeout(HANG)
            .assert()
            .code(0)
            .stdout(predicate::str::contains(
                "not counted: its tables of binomial weights would take more than 8 MB",
            ));
    }
}
