//! Helpers shared by the CLI test binaries: the `blackbox` command run from
//! the repository root, and per-process temporary files.
//!
//! Each test binary uses only some of these, hence `dead_code` is allowed.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::PathBuf;

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

/// A fresh path `name` in this test process's temporary directory (any
/// file left there by an earlier run is removed).
pub fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("blackbox-cli-test-{}", std::process::id()));
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
pub fn success_stdout(cmd: &mut Command) -> String {
    let out = cmd.assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}
