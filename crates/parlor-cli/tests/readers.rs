//! Hostile input for the readers of `parlor` (issue 20): puzzle files
//! (`solve`) and data sets (`check`), from files and standard input, against
//! each class — past the size limit, past the line limit, endless devices,
//! a byte order mark (skipped at the start, refused elsewhere), NUL and
//! other invisible characters (refused, named), duplicate JSON keys.

use assert_cmd::Command;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

const PUZZLE: &str = "blue: The gems are in this box\nwhite: The gems are not in this box\nblack: The blue box is true\n";
const DATASET: &str = "[{\"id\": 1, \"blue\": \"The gems are in this box\", \"white\": \"The gems are not in this box\", \"black\": \"The blue box is true\"}]\n";

/// Writes `bytes` to a file `name` in `dir`, a test's temporary directory
/// (removed with what it holds when the test drops it, also on a panic).
fn temp(dir: &TempDir, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// `parlor COMMAND FILE`: exit code, stdout, stderr.
fn run(command: &str, file: &Path) -> (i32, String, String) {
    let out = Command::cargo_bin("parlor")
        .unwrap()
        .args([command])
        .arg(file)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const MIB: usize = 1 << 20;

/// Each reader: command, valid text, size limit, what.
const READERS: &[(&str, &str, usize, &str)] = &[
    ("solve", PUZZLE, MIB, "Parlor puzzle files"),
    ("check", DATASET, 64 * MIB, "Parlor data sets"),
];

#[test]
fn files_past_their_limit_are_refused_naming_file_and_limit() {
    let dir = tempfile::tempdir().unwrap();
    for &(command, text, limit, what) in READERS {
        // Valid content, then a hole up to one byte past the limit: the
        // file is that long but takes almost no disk (CI's temporary
        // directory is small); its size is refused, as an endless device's.
        let path = temp(&dir, &format!("big-{command}"), text.as_bytes());
        let file = std::fs::OpenOptions::new().write(true).open(&path);
        file.unwrap().set_len(limit as u64 + 1).unwrap();
        let (code, _, err) = run(command, &path);
        assert_eq!(code, 2, "{command}: {err}");
        let size = if limit == MIB {
            "1 MiB".into()
        } else {
            format!("{} MiB", limit / MIB)
        };
        assert!(
            err.contains(&format!(
                "{}: larger than {size}, the limit for {what}",
                path.display()
            )),
            "{command}: {err}"
        );
    }
}

#[test]
fn endless_devices_are_refused() {
    for &(command, _, _, what) in READERS {
        for device in ["/dev/zero", "/dev/urandom"] {
            let (code, _, err) = run(command, Path::new(device));
            assert_eq!(code, 2, "{command} {device}: {err}");
            assert!(err.contains(&format!("{device}: larger than")), "{err}");
            assert!(err.contains(what), "{err}");
        }
    }
}

#[test]
fn puzzle_lines_past_64_kib_are_refused_with_their_number() {
    let dir = tempfile::tempdir().unwrap();
    for at in [0, 1, 3] {
        let mut lines: Vec<String> = PUZZLE.lines().map(|l| format!("{l}\n")).collect();
        lines.insert(at, format!("# {}\n", "x".repeat(64 * 1024)));
        let path = temp(&dir, "long-line", lines.concat().as_bytes());
        let (code, _, err) = run("solve", &path);
        assert_eq!(code, 2, "{err}");
        assert!(
            err.contains(&format!(
                "{}:{}: line longer than 64 KiB, the limit for Parlor puzzle files",
                path.display(),
                at + 1
            )),
            "{err}"
        );
    }
}

#[test]
fn a_leading_bom_is_skipped_by_both_readers() {
    let dir = tempfile::tempdir().unwrap();
    for &(command, text, ..) in READERS {
        let plain = run(
            command,
            &temp(&dir, &format!("plain-{command}"), text.as_bytes()),
        );
        let bom = run(
            command,
            &temp(
                &dir,
                &format!("bom-{command}"),
                format!("\u{feff}{text}").as_bytes(),
            ),
        );
        assert_ne!(plain.0, 2, "{command}: {}", plain.2);
        assert_eq!(bom, plain, "{command}");
    }
}

#[test]
fn nul_and_invisible_characters_in_statements_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for c in ['\0', '\u{1}', '\u{7f}', '\u{feff}', '\u{200b}', '\u{202e}'] {
        for (i, statement) in [
            format!("The gems are in this{c}box"),
            format!("The gems are in this box{c}"),
            format!("The{c} gems are in this box"),
        ]
        .into_iter()
        .enumerate()
        {
            let puzzle = format!("blue: {statement}\nwhite: The blue box is true\n");
            let (code, _, err) = run(
                "solve",
                &temp(&dir, &format!("invisible-{i}"), puzzle.as_bytes()),
            );
            assert_eq!(code, 2, "{c:?} {statement:?}: {err}");
            assert!(err.contains(":1: "), "{err}");
            assert!(
                err.contains(&format!("U+{:04X}", c as u32)),
                "{c:?} {statement:?}: {err}"
            );
            let json = serde_json::json!([{"id": 1, "blue": statement, "white": "", "black": ""}]);
            let (code, out, err) = run(
                "check",
                &temp(&dir, "invisible.json", json.to_string().as_bytes()),
            );
            assert_ne!(code, 0, "{c:?}: {out}{err}");
            assert!(
                format!("{out}{err}").contains(&format!("U+{:04X}", c as u32)),
                "{c:?} {statement:?}: {out}{err}"
            );
        }
    }
}

#[test]
fn duplicate_keys_in_a_data_set_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for key in ["id", "blue", "white", "black", "solution"] {
        let json = format!(
            "[{{\"id\": 1, \"blue\": \"a\", \"white\": \"b\", \"black\": \"c\", \"solution\": \"blue\", \"{key}\": \"blue\"}}]"
        );
        let (code, _, err) = run("check", &temp(&dir, "dup.json", json.as_bytes()));
        assert_eq!(code, 2, "{key}: {err}");
        assert!(
            err.contains(&format!("duplicate field `{key}`")),
            "{key}: {err}"
        );
    }
}
