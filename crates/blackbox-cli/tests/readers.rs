//! Hostile input for every reader of `blackbox` (issue 20): each format
//! (native, ACM, JSON, grid), standard input, `play --load` saves and
//! `play --plain`'s lines, against each class — a file past its size
//! limit, a line past its limit, endless devices, a byte order mark (skipped
//! at the start, refused elsewhere), NUL and other invisible characters
//! (refused, shown escaped), duplicate JSON keys and atoms. Inputs are
//! generated here, many per class.

mod common;

use common::{blackbox, write_temp};
use std::path::Path;

/// One valid input per reader: a command reading the file last, and text.
const READERS: &[(&str, &[&str], &str)] = &[
    ("native", &["show"], "size 5\natoms 1\n1 H\n2 R\n"),
    ("acm", &["show"], "3 1\n1\n2\n"),
    ("grid", &["show"], "..O\n...\n"),
    (
        "json",
        &["show"],
        "{\"rows\": 3, \"cols\": 3, \"atoms\": 1, \"hints\": [{\"port\": 1, \"outcome\": \"hit\"}]}\n",
    ),
    ("save", &["play", "--plain", "--load"], "game 5x5:2:7\nfire 1\n"),
];

/// Runs `blackbox ARGS FILE` (stdin empty): exit code, stdout, stderr.
fn run(args: &[&str], file: &Path) -> (i32, String, String) {
    let out = blackbox()
        .args(args)
        .arg(file)
        .write_stdin("quit\n")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const MIB: usize = 1 << 20;

#[test]
fn files_past_16_mib_are_refused_naming_file_and_limit() {
    for (name, args, text) in READERS {
        // Valid content, then a hole up to one byte past the limit: the
        // file is 16 MiB + 1 bytes long but takes almost no disk (CI's
        // temporary directory is small); it is refused for its size, as an
        // endless device is.
        let path = write_temp(&format!("big-{name}"), text.as_bytes());
        let file = std::fs::OpenOptions::new().write(true).open(&path);
        file.unwrap().set_len(16 * MIB as u64 + 1).unwrap();
        let (code, _, err) = run(args, &path);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(
            err.contains(&format!(
                "{}: larger than 16 MiB, the limit for Black Box files",
                path.display()
            )),
            "{name}: {err}"
        );
    }
}

#[test]
fn endless_devices_are_refused_fast() {
    for device in ["/dev/zero", "/dev/urandom"] {
        for args in [
            &["show"][..],
            &["feedback"],
            &["solve"],
            &["play", "--plain", "--load"],
        ] {
            let (code, _, err) = run(args, Path::new(device));
            assert_eq!(code, 2, "{args:?} {device}: {err}");
            assert!(
                err.contains(&format!(
                    "{device}: larger than 16 MiB, the limit for Black Box files"
                )),
                "{args:?} {device}: {err}"
            );
        }
    }
}

#[test]
fn lines_past_1_mib_are_refused_with_their_number() {
    for (name, args, text) in READERS {
        for at in [1, 2] {
            let long = "#".repeat(MIB + 1) + "\n";
            let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
            let at = at.min(lines.len());
            lines.insert(at, &long);
            let path = write_temp(&format!("line-{name}-{at}"), lines.concat().as_bytes());
            let (code, _, err) = run(args, &path);
            assert_eq!(code, 2, "{name}: {err}");
            assert!(
                err.contains(&format!(
                    "{}:{}: line longer than 1 MiB, the limit for Black Box files",
                    path.display(),
                    at + 1
                )),
                "{name} at {at}: {err}"
            );
        }
    }
}

#[test]
fn a_leading_bom_is_skipped_by_every_reader() {
    for (name, args, text) in READERS {
        let plain = run(args, &write_temp(&format!("plain-{name}"), text.as_bytes()));
        let with_bom = format!("\u{feff}{text}");
        let bom = run(
            args,
            &write_temp(&format!("bom-{name}"), with_bom.as_bytes()),
        );
        assert_eq!(plain.0, 0, "{name}: {}", plain.2);
        assert_eq!(bom, plain, "{name}");
    }
}

#[test]
fn a_bom_or_invisible_character_elsewhere_is_refused_and_shown() {
    for (name, args, text) in READERS {
        for c in ['\u{feff}', '\0', '\u{200b}', '\u{7}', '\u{202e}'] {
            // After the first character of the last line.
            let cut = text.trim_end().rfind('\n').map_or(1, |i| i + 2);
            let bad = format!("{}{c}{}", &text[..cut], &text[cut..]);
            let path = write_temp(&format!("invisible-{name}"), bad.as_bytes());
            let (code, _, err) = run(args, &path);
            assert_eq!(code, 2, "{name} {c:?}: {err}");
            assert!(
                err.contains(&format!("\\u{{{:x}}}", c as u32)),
                "{name} {c:?}: {err}"
            );
            assert!(!err.contains(c), "{name} {c:?} shown raw: {err}");
        }
    }
}

#[test]
fn standard_input_has_the_same_limits_and_rules() {
    let out = blackbox()
        .args(["show", "-"])
        .write_stdin(vec![b'#'; 16 * MIB + 1])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("<stdin>: larger than 16 MiB, the limit for Black Box files"));
    let out = blackbox()
        .args(["show", "-"])
        .write_stdin("\u{feff}size 5\n1 H\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

/// `blackbox show` on JSON text: exit code and stderr.
fn show_json(json: &str) -> (i32, String) {
    let path = write_temp("doc.json", json.as_bytes());
    let (code, _, err) = run(&["show"], &path);
    (code, err)
}

#[test]
fn duplicate_json_keys_are_refused_at_their_line_and_column() {
    let fields = [
        ("rows", "8"),
        ("cols", "8"),
        ("atoms", "2"),
        ("rules", "\"standard\""),
        ("hints", "[]"),
    ];
    for (dup, value) in fields {
        let mut parts: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("\"{k}\": {v}"))
            .collect();
        parts.push(format!("\"{dup}\": {value}"));
        let (code, err) = show_json(&format!("{{{}}}\n", parts.join(",\n ")));
        assert_eq!(code, 2, "{dup}: {err}");
        assert!(err.contains(":6: JSON: duplicate key"), "{dup}: {err}");
        assert!(err.contains(&format!("`{dup}`")), "{dup}: {err}");
    }
    for (key, value) in [("port", "2"), ("outcome", "\"hit\""), ("exit", "5")] {
        let json = format!(
            "{{\"rows\": 8, \"cols\": 8, \"atoms\": null, \"hints\": [{{\"port\": 1, \"outcome\": \"exit\", \"exit\": 9, \"{key}\": {value}}}]}}"
        );
        let (code, err) = show_json(&json);
        assert_eq!(code, 2, "{key}: {err}");
        assert!(
            err.contains(&format!("duplicate key `{key}`")),
            "{key}: {err}"
        );
    }
    let (code, err) = show_json(
        r#"{"rows": 8, "cols": 8, "atoms": {"min": 1, "max": 3, "min": 2}, "hints": []}"#,
    );
    assert_eq!(code, 2);
    assert!(err.contains("duplicate key `min`"), "{err}");
    // A board, too: `rows` twice was read as the second.
    let (code, err) = show_json(r#"{"rows": 8, "rows": 4, "cols": 8, "atoms": []}"#);
    assert_eq!(code, 2);
    assert!(err.contains("duplicate key `rows`"), "{err}");
}

#[test]
fn duplicate_atoms_are_refused_naming_both() {
    for (atoms, i, first) in [
        ("[[1,2],[1,2]]", 1, 0),
        ("[[3,3],[1,1],[2,2],[1,1]]", 3, 1),
        ("[[8,8],[1,1],[8,8]]", 2, 0),
    ] {
        let (code, err) = show_json(&format!("{{\"rows\": 8, \"cols\": 8, \"atoms\": {atoms}}}"));
        assert_eq!(code, 2, "{atoms}: {err}");
        assert!(
            err.contains(&format!("atoms[{i}]: the atom"))
                && err.contains(&format!("(first as atoms[{first}])")),
            "{atoms}: {err}"
        );
    }
}

#[test]
fn json_errors_are_in_the_users_terms() {
    for (json, wanted) in [
        (
            r#"{"rows": 8, "cols": 8, "atoms": "x", "hints": []}"#,
            "expected an atom count",
        ),
        (
            r#"{"rows": "8", "cols": 8, "atoms": []}"#,
            "expected a whole number",
        ),
        (
            r#"{"rows": -1, "cols": 8, "atoms": []}"#,
            "expected a whole number",
        ),
        (r#"[8, 8, []]"#, "expected a JSON object with `rows`"),
        (
            r#"{"rows": 8, "cols": 8, "atoms": [[1]]}"#,
            "an atom is [row, col]",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": 1, "hints": [7]}"#,
            "expected a hint like",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": 1, "hints": [{"port": 1, "outcome": "boom"}]}"#,
            "hints[0]: unknown outcome `boom`",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": 1, "hints": [{"port": 1, "outcome": "exit"}]}"#,
            "hints[0]: outcome `exit` needs an `exit` port",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": 1, "hints": [{"port": 1, "outcome": "hit", "exit": 3}]}"#,
            "hints[0]: outcome `hit` takes no `exit` port",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": 1, "hints": [{"port": 1, "outcome": "hit"}, {"port": 1, "outcome": "reflection"}]}"#,
            "hints[1]: port 1 gives R here but H before (contradicts hints[0])",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": 3}"#,
            "a puzzle needs `hints`",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": [], "hints": []}"#,
            "not a list of atoms",
        ),
        (
            r#"{"rows": 8, "cols": 8, "atoms": [], "rules": "acm"}"#,
            "`rules` belongs to a puzzle",
        ),
    ] {
        let (code, err) = show_json(json);
        assert_eq!(code, 2, "{json}: {err}");
        assert!(err.contains(wanted), "{json}: {err}");
        for internal in [
            "untagged",
            "CountJson",
            "struct",
            "usize",
            "line 0",
            "None",
            "Some(",
        ] {
            assert!(!err.contains(internal), "{json}: {err}");
        }
    }
}

#[test]
fn sizes_and_ids_quote_what_they_were_given() {
    for size in ["8x8x8", "8xx8", "x8", "8x", "8 by 8", "8x8\u{7}", "-8"] {
        let out = blackbox()
            .args(["random", &format!("--size={size}")])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{size}: {err}");
        let shown = size.replace('\u{7}', "\\u{7}");
        assert!(err.contains(&format!("found `{shown}`")), "{size}: {err}");
    }
    for id in ["8x8x8:4:1", "8x8:4x:1", "8x8:4:1\u{feff}"] {
        let out = blackbox()
            .args(["play", "--plain", "--id", id])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{id}: {err}");
        // clap repeats the raw value first ("invalid value '…'"); ours is escaped.
        let shown = id.replace('\u{feff}', "\\u{feff}");
        assert!(err.contains(&format!("game id `{shown}`")), "{id}: {err}");
    }
    let out = blackbox()
        .args(["bench", "--process", "--rows", "solve:8x8x8/4"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("found `8x8x8`"), "{err}");
}

#[test]
fn a_wrong_acm_header_says_what_is_wrong() {
    for (header, wanted) in [
        ("5 -1", "the atom count is `-1`"),
        ("-5 1", "the side is `-5`"),
        ("5 2.5", "the atom count is `2.5`"),
    ] {
        let path = write_temp("header.txt", format!("{header}\n1\n").as_bytes());
        let (code, _, err) = run(&["show"], &path);
        assert_eq!(code, 2, "{header}: {err}");
        assert!(err.contains(&format!("{}:1: ", path.display())), "{err}");
        assert!(err.contains(wanted), "{header}: {err}");
        assert!(!err.contains("`size`"), "{header}: {err}");
    }
}

/// `play --plain --id 5x5:2:7` fed `input`: exit code and stdout.
fn plain(input: Vec<u8>) -> (i32, String, String) {
    let out = blackbox()
        .args(["play", "--plain", "--id", "5x5:2:7"])
        .write_stdin(input)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn plain_mode_answers_a_bad_line_and_goes_on() {
    let bad_lines: Vec<(Vec<u8>, &str)> = vec![
        (b"\xff\xfe".to_vec(), "not UTF-8 text"),
        (b"fire \xc3".to_vec(), "not UTF-8 text"),
        (vec![b'x'; 4097], "line longer than 4 KiB"),
        (vec![b' '; 100_000], "line longer than 4 KiB"),
    ];
    for (bad, wanted) in bad_lines {
        let mut input = b"fire 1\n".to_vec();
        input.extend_from_slice(&bad);
        input.extend_from_slice(b"\nfire 2\nquit\n");
        let (code, out, err) = plain(input);
        assert_eq!(code, 0, "{wanted}: {err}");
        assert!(out.contains(&format!("error: line 2: {wanted}")), "{out}");
        assert!(
            out.contains("ray 2:"),
            "the game goes on after line 2: {out}"
        );
    }
}

#[test]
fn plain_mode_skips_a_leading_bom_and_shows_invisible_characters() {
    let (code, out, _) = plain("\u{feff}fire 1\nquit\n".into());
    assert_eq!(code, 0);
    assert!(out.contains("ray 1:"), "{out}");
    for c in ['\0', '\u{feff}', '\u{200b}'] {
        let (code, out, _) = plain(format!("fire 1\nfi{c}re 2\nquit\n").into_bytes());
        assert_eq!(code, 0);
        assert!(
            out.contains(&format!("\\u{{{:x}}}", c as u32)),
            "{c:?}: {out}"
        );
    }
}

#[test]
fn plain_mode_input_past_16_mib_ends_the_game_with_an_error() {
    let (code, _, err) = plain(vec![b'\n'; 16 * MIB + 1]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("standard input: more than 16 MiB, the limit for plain-mode input"),
        "{err}"
    );
}
