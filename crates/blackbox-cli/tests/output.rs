//! Hostile output, end to end: every command with standard output on a
//! full disk (`/dev/full`) says `blackbox: cannot write to standard output:
//! No space left on device` with exit 2, never a panic; a closed pipe is
//! quiet; the terminal game without a terminal points to `--plain`.

mod common;

use common::root;
use std::fs::File;
use std::process::{Command, Output, Stdio};

/// Every command line whose result goes to standard output.
const COMMANDS: &[&[&str]] = &[
    &["feedback", "examples/board-8x8.txt"],
    &["feedback", "examples/board-8x8.txt", "--json"],
    &["feedback", "examples/board-8x8.txt", "--format", "acm"],
    &["trace", "examples/board-8x8.txt", "3"],
    &["trace", "examples/board-8x8.txt", "3", "--json"],
    &["show", "examples/puzzle-8x8.txt"],
    &["show", "examples/board-8x8.txt", "--json"],
    &["random", "--seed", "1"],
    &["random", "--seed", "1", "--json"],
    &["solve", "examples/puzzle-8x8.txt"],
    &["solve", "examples/puzzle-8x8.txt", "--json"],
    &["deduce", "examples/puzzle-8x8.txt"],
    &["deduce", "examples/puzzle-8x8.txt", "--json"],
    &["explain", "examples/puzzle-8x8.txt"],
    &["explain", "examples/puzzle-8x8.txt", "--json"],
    &["encode", "examples/puzzle-8x8.txt", "--dimacs"],
    &["experiment", "combinatorics", "--size", "4", "--atoms", "1"],
    &[
        "experiment",
        "combinatorics",
        "--size",
        "4",
        "--atoms",
        "1",
        "--json",
    ],
    &[
        "experiment",
        "combinatorics",
        "--size",
        "4",
        "--atoms",
        "1",
        "--csv",
    ],
    &[
        "experiment",
        "play",
        "--size",
        "4",
        "--atoms",
        "1",
        "--strategy",
        "random",
        "--games",
        "3",
    ],
    &["bench", "--max-side", "5", "--samples", "1"],
    &["bench", "--max-side", "5", "--samples", "1", "--json"],
    &["play", "--plain", "--id", "5x5:2:7"],
    &["serve", "--port", "0"],
    &["--help"],
    &["solve", "--help"],
    &["--version"],
];

/// Runs `blackbox ARGS` from the repository root with standard input
/// empty and standard output `stdout`.
fn run(args: &[&str], stdout: Stdio) -> Output {
    Command::new(assert_cmd::cargo::cargo_bin("blackbox"))
        .current_dir(root())
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

fn full_disk() -> Stdio {
    File::options()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full (Linux) is what this test writes to")
        .into()
}

#[test]
fn every_command_reports_a_full_disk_with_exit_2() {
    for args in COMMANDS {
        let out = run(args, full_disk());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr
                .ends_with("blackbox: cannot write to standard output: No space left on device\n"),
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::os::unix::process::ExitStatusExt;
    for args in [
        &["encode", "examples/puzzle-8x8.txt", "--dimacs"][..],
        &["feedback", "examples/board-8x8.txt", "--json"],
    ] {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("blackbox"))
            .current_dir(root())
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Nobody reads: the first write meets a closed pipe.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let quiet_end = out.status.code() == Some(0) || out.status.signal() == Some(libc::SIGPIPE);
        assert!(quiet_end, "{args:?}: {:?}", out.status);
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn the_terminal_game_without_a_terminal_points_to_plain() {
    let out = run(&["play", "--id", "5x5:2:7"], Stdio::piped());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("play needs a terminal") && stderr.contains("--plain"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_huge_game_count_runs_until_the_time_limit_and_says_so() {
    let out = run(
        &[
            "experiment",
            "play",
            "--strategy",
            "random",
            "--size",
            "4",
            "--atoms",
            "1",
            "--games",
            "18446744073709551615",
            "--time-limit",
            "1",
        ],
        Stdio::piped(),
    );
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("capacity overflow"), "{stderr}");
    assert!(
        stdout.contains("partial: stopped by --time-limit 1 s"),
        "{stdout}"
    );
}

#[test]
fn a_huge_time_limit_names_the_upper_bound() {
    let out = run(
        &["solve", "examples/puzzle-8x8.txt", "--time-limit", "1e300"],
        Stdio::piped(),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("from 0 to 31536000 (one year)"), "{stderr}");
    assert!(!stderr.contains("0000000000"), "{stderr}");
}

#[test]
fn numbers_out_of_range_are_usage_errors_not_panics() {
    for args in [
        &["bench", "--assistant", "--assistant-limit=-1"][..],
        &["bench", "--assistant", "--assistant-limit", "1e300"],
        &["bench", "--process", "--limit", "1e300"],
        &["bench", "--process", "--scaling-limit", "NaN"],
        &["bench", "--samples", "0"],
        &["bench", "--samples", "18446744073709551615"],
        &["bench", "--process", "--seeds", "18446744073709551615"],
        &[
            "bench",
            "--process",
            "--child-memory-mb",
            "18446744073709551615",
        ],
        &["explain", "examples/puzzle-8x8.txt", "--time-limit=-0.5"],
    ] {
        let out = run(args, Stdio::piped());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("invalid value"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
