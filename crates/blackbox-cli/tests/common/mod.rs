//! Helpers shared by the CLI test binaries: the `blackbox` command run from
//! the repository root, temporary files (removed when the test is done),
//! generated puzzles read back, and `blackbox serve` started on a free port
//! (killed when the test ends, however it ends).
//!
//! Each test binary uses only some of these, hence `dead_code` is allowed.
#![allow(dead_code)]

use assert_cmd::Command;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

/// The repository root (examples/ and docs/ are relative to it).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `blackbox` binary, run from the repository root.
pub fn blackbox() -> Command {
    let mut cmd = Command::cargo_bin("blackbox").unwrap();
    cmd.current_dir(root());
    cmd
}

/// A path `name` in a fresh directory of its own, made in the system's
/// temporary directory (`TMPDIR`). The directory and whatever the test
/// put there are removed when the returned guard is dropped — at the end
/// of the statement or scope that holds it, also when the test panics — so
/// no run leaves files behind, and a test holds only the files it still
/// uses (the largest, a line past 1 MiB, one at a time).
pub fn temp_path(name: &str) -> TempPath {
    let dir = tempfile::Builder::new()
        .prefix("blackbox-cli-test-")
        .tempdir()
        .unwrap();
    TempPath {
        path: dir.path().join(name),
        _dir: dir,
    }
}

/// Writes `bytes` to a temporary file `name` (see [`temp_path`]).
pub fn write_temp(name: &str, bytes: &[u8]) -> TempPath {
    let path = temp_path(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// A temporary path, removed with its directory on drop; it reads as the
/// [`Path`] it holds.
pub struct TempPath {
    path: PathBuf,
    _dir: tempfile::TempDir,
}

impl std::ops::Deref for TempPath {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for TempPath {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<std::ffi::OsStr> for TempPath {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.path.as_os_str()
    }
}

/// Runs `cmd`, requires success, and returns its standard output.
/// The output of `blackbox play --plain ARGS`, fed `stdin`; it must succeed.
pub fn plain(args: &[&str], stdin: &str) -> String {
    success_stdout(
        blackbox()
            .arg("play")
            .arg("--plain")
            .args(args)
            .write_stdin(stdin),
    )
}

pub fn success_stdout(cmd: &mut Command) -> String {
    let out = cmd.assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

/// A child process killed when the test ends, however it ends.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A running `blackbox serve`.
pub struct Server {
    /// The server process, killed on drop.
    pub process: Killed,
    /// Its base URL, `http://127.0.0.1:PORT` (no trailing slash).
    pub url: String,
}

impl Server {
    /// `host:port`, for raw TCP clients.
    pub fn addr(&self) -> &str {
        self.url.trim_start_matches("http://")
    }
}

/// The puzzles `blackbox generate --json ARGS` prints, one JSON object a line.
pub fn generated(args: &[&str]) -> Vec<serde_json::Value> {
    let text = success_stdout(blackbox().arg("generate").arg("--json").args(args));
    (text.lines())
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect()
}

/// The `mark ROW COL` lines of a generated puzzle's answer.
pub fn marks(puzzle: &serde_json::Value) -> String {
    (puzzle["answer"].as_array().unwrap().iter())
        .map(|c| format!("mark {} {}\n", c[0], c[1]))
        .collect()
}

/// Checks that the easy daily puzzle of 2026-11-28 under `rules` (extra
/// arguments of both commands, e.g. `--acm`) is the first puzzle that
/// `generate` makes from the date as seed: same ID, solved by its answer.
pub fn assert_daily_is_the_date_as_seed(rules: &[&str]) {
    let mut args = vec!["--difficulty", "easy", "--seed", "20261128"];
    args.extend(rules);
    let made = &generated(&args)[0];
    let id = made["id"].as_str().unwrap();
    let daily = [
        "play",
        "--daily",
        "--difficulty",
        "easy",
        "--date",
        "2026-11-28",
    ];
    let out = success_stdout(
        (blackbox().args(daily).args(rules)).write_stdin(format!("{}check\n", marks(made))),
    );
    assert!(
        out.starts_with(&format!("Black Box daily puzzle, 2026-11-28, easy {id}")),
        "{out}"
    );
    assert!(out.contains("solved"), "{out}");
}

/// Starts `blackbox serve` on a free port of 127.0.0.1 and waits for the
/// line that announces its URL.
pub fn serve() -> Server {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("blackbox"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"))
        .trim_end_matches('/')
        .to_string();
    Server {
        process: Killed(child),
        url,
    }
}
