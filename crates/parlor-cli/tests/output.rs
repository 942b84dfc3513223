//! Hostile output, end to end: every `parlor` command with standard
//! output on a full disk (`/dev/full`) says `parlor: cannot write to
//! standard output: No space left on device` with exit 2, never a panic.

use std::fs::File;
use std::path::PathBuf;
use std::process::{Command, Stdio};

#[test]
fn every_command_reports_a_full_disk_with_exit_2() {
    let examples = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/parlor");
    let liar = examples.join("liar.txt");
    let suite = examples.join("suite.json");
    let (liar, suite) = (liar.to_str().unwrap(), suite.to_str().unwrap());
    let commands: &[&[&str]] = &[
        &["solve", liar],
        &["solve", liar, "--json"],
        &["solve", liar, "--explain"],
        &["check", suite],
        &["check", suite, "--json"],
        &["generate", "--count", "2"],
        &["generate", "--count", "2", "--json"],
        &["--help"],
        &["--version"],
    ];
    for args in commands {
        let full = File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full (Linux) is what this test writes to");
        let out = Command::new(assert_cmd::cargo::cargo_bin("parlor"))
            .args(*args)
            .stdin(Stdio::null())
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.ends_with("parlor: cannot write to standard output: No space left on device\n"),
            "{args:?}: {stderr}"
        );
    }
}
