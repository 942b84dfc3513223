//! Helpers shared by the CLI test binaries: the `blackbox` command run from
//! the repository root, per-process temporary files, generated puzzles read
//! back, and `blackbox serve` started on a free port (killed when the test
//! ends, however it ends).
//!
//! Each test binary uses only some of these, hence `dead_code` is allowed.
#![allow(dead_code)]

use assert_cmd::Command;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
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

/// A fresh path `name` in this test binary's temporary directory (any
/// file left there by an earlier run is removed). The directory is under
/// the target directory (`CARGO_TARGET_TMPDIR`), one per test binary, so
/// runs overwrite each other's files instead of piling up in the system's
/// temporary directory (some of these files are 16 MB).
pub fn temp_path(name: &str) -> PathBuf {
    let binary = std::env::current_exe()
        .ok()
        .and_then(|exe| {
            exe.file_stem()
                .map(|stem| stem.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| "tests".to_string());
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("blackbox-cli-test")
        .join(binary);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// Writes `bytes` to a temporary file `name` and returns its path.
pub fn write_temp(name: &str, bytes: &[u8]) -> PathBuf {
    let path = temp_path(name);
    std::fs::write(&path, bytes).unwrap();
    path
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
