//! The `parlor` binary: exit codes, JSON schemas, errors naming file:line,
//! `generate` (deterministic, verified, readable by `check`), standard
//! input, the anchor data set, issue 13's hostile inputs, `--fact`,
//! `--time-limit`, and the help text of every command (snapshots).

use std::path::PathBuf;

use assert_cmd::Command;
use predicates::boolean::PredicateBooleanExt;
use predicates::str::contains;
use serde_json::Value;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/parlor")
        .join(name)
}

/// The 60 public puzzles, copied into the repository (data/anchors).
fn anchors() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../data/anchors/parlor/llm-parlor-puzzles/puzzles.json")
}

fn stderr_of(cmd: &mut Command) -> String {
    String::from_utf8(cmd.output().unwrap().stderr).unwrap()
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
        .stderr(predicates::str::starts_with("parlor: "))
        .stderr(contains("bad.txt:3: cannot read"))
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
    assert_eq!(
        (r[0]["line"].clone(), r[2]["line"].clone()),
        (1.into(), 3.into())
    );
    let text = parlor().arg("check").arg(&set).output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.starts_with("REFUSED 1: not read (expected ")
            && text.contains(".json:1: statement 1 on the blue box: cannot read"),
        "{text}"
    );
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
        .find_map(|l| l.strip_prefix("# expect: "))
        .unwrap()
        .to_string();
    let path = temp_file("generated.txt", &text);
    parlor()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(0)
        .stdout(contains(format!("in the {answer} box")));
    // The file checks against its own `# expect:` line; another answer fails.
    parlor().arg("check").arg(&path).assert().code(0);
    let other = if answer == "blue" { "white" } else { "blue" };
    let wrong = temp_file(
        "generated-wrong.txt",
        &text.replace(
            &format!("# expect: {answer}"),
            &format!("# expect: {other}"),
        ),
    );
    parlor()
        .arg("check")
        .arg(&wrong)
        .assert()
        .code(1)
        .stdout(contains("WRONG"));
    parlor()
        .arg("solve")
        .arg(&wrong)
        .assert()
        .code(1)
        .stdout(contains(format!(
            "not as expected: the puzzle expects {other} (line 2), but the answer is {answer}"
        )));
    let bare = temp_file(
        "generated-bare.txt",
        &text.replace("# expect:", "# answer:"),
    );
    parlor()
        .arg("check")
        .arg(&bare)
        .assert()
        .code(2)
        .stderr(contains("needs a `# expect:` line"));
}

#[test]
fn a_puzzle_file_is_checked_against_every_kind_of_expect_line() {
    let liar = "# expect: inconsistent\nblue: This statement is false\nwhite: The gems are in this box\nblack: The gems are not in this box\n";
    let path = temp_file("expect-inconsistent.txt", liar);
    parlor()
        .arg("check")
        .arg(&path)
        .assert()
        .code(0)
        .stdout(contains(
            ": inconsistent (expected inconsistent)\naccuracy: 1/1 (100.0%)\n",
        ))
        // The expected inconsistency is no failure.
        .stdout(contains("not correct").not());
    // The verdict is named as an `# expect:` line writes it, never "NONE".
    let open = "blue: The gems are not in the black box\nwhite: The gems are not in the black box\nblack: Every box is empty\n";
    let path = temp_file(
        "open.txt",
        &format!("# expect: ambiguous: blue or white\n{open}"),
    );
    parlor()
        .arg("check")
        .arg(&path)
        .assert()
        .code(0)
        .stdout(contains(
            "open.txt: ambiguous: blue or white (expected ambiguous: blue or white)",
        ))
        .stdout(predicates::str::starts_with("ok "));
    let path = temp_file("open-unique.txt", &format!("# expect: blue\n{open}"));
    parlor()
        .arg("check")
        .arg(&path)
        .assert()
        .code(1)
        .stdout(contains(
            "open-unique.txt: ambiguous: blue or white (expected blue)",
        ))
        .stdout(predicates::str::starts_with("AMBIGUOUS "))
        .stdout(contains("1 without the verdict expected"));
    parlor()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(1)
        .stdout(contains(
            "not as expected: the puzzle expects blue (line 1)",
        ));
    // A statement not read: the expectation on the result line, each
    // error at its own line of the file, its details under it.
    let unread = "# expect: white\nblue: The gems are in this box\nwhite: This statement is true\nwhite: The treasure is far away\nblack: The white box hums the truth\n";
    let path = temp_file("unread.txt", unread);
    let out = parlor().arg("check").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("REFUSED ")
            && lines[0].ends_with("unread.txt: not read (expected white)"),
        "{text}"
    );
    assert!(
        lines[1].ends_with("unread.txt:4: cannot read `The treasure is far away`"),
        "{text}"
    );
    assert!(
        text.contains("unread.txt:5: cannot read `The white box hums the truth`"),
        "{text}"
    );
    assert!(
        !text.contains("line 4") && !text.contains("unread.txt:1:"),
        "{text}"
    );
}

#[test]
fn anchors_through_the_binary() {
    let out = parlor()
        .arg("check")
        .arg(anchors())
        .arg("--json")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "57 of 60: a puzzle not right fails"
    );
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (json["correct"].clone(), json["total"].clone()),
        (57.into(), 60.into())
    );
    let tolerated: Vec<&Value> = json["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !r["tolerated"].as_array().unwrap().is_empty())
        .map(|r| &r["id"])
        .collect();
    assert!(tolerated.is_empty(), "read with assumptions: {tolerated:?}");
    let out = parlor().arg("check").arg(anchors()).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stdout.ends_with(
            "accuracy: 57/60 (95.0%)\nnot correct: 0 wrong, 2 without the verdict expected, 1 refused, 0 damaged in the data set\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nAMBIGUOUS 5: ambiguous: blue, white or black (expected black)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("ok    48: unique: blue (expected blue)\nok    49"),
        "{stdout}"
    );
    assert!(
        stderr.contains("note: puzzle 52 has the same statements as puzzle 29"),
        "{stderr}"
    );
    parlor()
        .arg("check")
        .arg(anchors())
        .arg("--assume-unique")
        .assert()
        .code(1)
        .stdout(contains("accuracy: 59/60 (98.3%)"))
        // Puzzle 18's `the true box` where the puzzle does not make it
        // unique: refused with both readings, never read as `a true box`.
        .stdout(contains("REFUSED 18:"));
}

#[test]
fn standard_input_is_read_for_a_dash() {
    let text = std::fs::read(example("seed-two-readings.txt")).unwrap();
    parlor()
        .args(["solve", "-"])
        .write_stdin(text)
        .assert()
        .code(0)
        .stdout("unique: the gems are in the blue box\n");
    let set = std::fs::read(example("multi.json")).unwrap();
    parlor()
        .args(["check", "-"])
        .write_stdin(set)
        .assert()
        .code(0)
        .stdout(contains("accuracy: 3/3"));
    parlor()
        .args(["solve", "-"])
        .write_stdin("blue: This box is empty\nred: hi\n")
        .assert()
        .code(2)
        .stderr("parlor: <stdin>:2: unknown box `red` (expected blue, white or black)\n");
}

#[test]
fn an_empty_data_set_is_an_error() {
    let empty = temp_file("empty.json", "[]\n");
    parlor()
        .arg("check")
        .arg(&empty)
        .assert()
        .code(2)
        .stdout("")
        .stderr(contains("empty.json: the data set has no puzzles"));
}

#[test]
fn disagreeing_answers_bom_and_look_alikes_are_clear_errors() {
    let set = temp_file(
        "disagree.json",
        "[\n{\"id\": 1, \"blue\": \"a\", \"white\": \"b\", \"black\": \"c\",\n \"solution\": \"Blue\", \"prize\": \"White\"}]\n",
    );
    insta::assert_snapshot!(
        "disagreeing_answers",
        stderr_of(parlor().arg("check").arg(&set)).replace(set.to_str().unwrap(), "FILE")
    );
    let look_alike = temp_file(
        "look-alike.txt",
        "# blue with a Cyrillic u\nblуe: This box is empty\n",
    );
    insta::assert_snapshot!(
        "look_alike_box_name",
        stderr_of(parlor().arg("solve").arg(&look_alike))
            .replace(look_alike.to_str().unwrap(), "FILE")
    );
    // A byte order mark at the start is skipped, in both formats.
    let mut with_bom = vec![0xEF, 0xBB, 0xBF];
    with_bom.extend(std::fs::read(example("seed-two-readings.txt")).unwrap());
    parlor()
        .args(["solve", "-"])
        .write_stdin(with_bom)
        .assert()
        .code(0);
    let mut with_bom = vec![0xEF, 0xBB, 0xBF];
    with_bom.extend(std::fs::read(example("multi.json")).unwrap());
    parlor()
        .args(["check", "-"])
        .write_stdin(with_bom)
        .assert()
        .code(0);
}

#[test]
fn hostile_inputs_end_quickly_with_clear_errors() {
    let deep = temp_file(
        "deep.txt",
        &format!("blue: = {}gems(blue){}\n", "(".repeat(300), ")".repeat(300)),
    );
    parlor()
        .arg("solve")
        .arg(&deep)
        .assert()
        .code(2)
        .stderr(contains("deep.txt:1: formula"))
        .stderr(contains("formula nested more than 256 levels deep"));
    let huge = temp_file(
        "huge.txt",
        &format!(
            "white: This box is empty\nblue: {}\n",
            "The gems are in the blue box and ".repeat(160_000)
        ),
    );
    // Over the file limit (1 MiB), refused before it is read further.
    parlor()
        .arg("solve")
        .arg(&huge)
        .assert()
        .code(2)
        .stderr(contains(
            "huge.txt: larger than 1 MiB, the limit for Parlor puzzle files",
        ));
    let long = temp_file(
        "long.txt",
        &format!(
            "white: This box is empty\nblue: {}\n",
            "The gems are in the blue box and ".repeat(60)
        ),
    );
    parlor()
        .arg("solve")
        .arg(&long)
        .assert()
        .code(2)
        .stderr(contains(
            "long.txt:2: statement is too large: 1979 characters (the limit is 1000 characters)",
        ));
    let self_ref: String = ["blue", "white", "black"]
        .iter()
        .flat_map(|c| std::iter::repeat_n(format!("{c}: This statement is true\n"), 14))
        .collect();
    let self_ref = temp_file("self-ref-42.txt", &self_ref);
    parlor()
        .arg("solve")
        .arg(&self_ref)
        .assert()
        .code(2)
        .stderr(contains(
            "self-ref-42.txt:5: the blue box is too large: 5 statements (the limit is 4 statements per box)",
        ));
    // At the limit: 12 free statements; 90 ways for the boxes to have a true
    // and a false box (6 * 14 with one box mixed, 6 with none), 3 gem boxes.
    let self_ref: String = ["blue", "white", "black"]
        .iter()
        .flat_map(|c| std::iter::repeat_n(format!("{c}: This statement is true\n"), 4))
        .collect();
    let self_ref = temp_file("self-ref-12.txt", &self_ref);
    parlor()
        .arg("solve")
        .arg(&self_ref)
        .assert()
        .code(1)
        .stdout("ambiguous: the gems may be in the blue, white or black box\n");
    let out = parlor()
        .args(["solve", "--json"])
        .arg(&self_ref)
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["readings"].as_array().unwrap().len(), 270);
    assert_eq!(json["readings_complete"], true);
}

#[test]
fn one_hostile_puzzle_does_not_stall_a_check() {
    let huge = "x".repeat(5_000_000);
    let set = serde_json::json!([
        {"id": 1, "blue": "You are in the parlor", "white": "This box is empty", "black": "The blue box is true", "solution": "White"},
        {"id": 2, "blue": huge, "white": "", "black": "", "solution": "Blue"},
        {"id": 3, "blue": vec!["This statement is true"; 40], "white": "", "black": "", "solution": "Blue"},
    ]);
    let set = temp_file("hostile.json", &set.to_string());
    let out = parlor()
        .arg("check")
        .arg(&set)
        .arg("--json")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let r = &json["results"];
    assert_eq!(r[0]["correct"], true);
    assert_eq!(
        r[1]["error"],
        "statement 1 on the blue box: statement is too large: 5000000 characters (the limit is 1000 characters)"
    );
    assert_eq!(
        r[2]["error"],
        "the blue box is too large: 40 statements (the limit is 4 statements per box)"
    );
}

#[test]
fn facts_from_the_command_line() {
    let room = temp_file(
        "room.txt",
        "blue: The clock on the wall is broken\nwhite: This box is empty\nblack: The gems are in the blue box\n",
    );
    parlor()
        .arg("solve")
        .arg(&room)
        .assert()
        .code(2)
        .stderr(contains("room.txt:1: cannot read"));
    let with_fact = |value: &str| {
        let out = parlor()
            .arg("solve")
            .arg(&room)
            .arg("--json")
            .arg("--fact")
            .arg(format!("The clock on the wall is broken={value}"))
            .output()
            .unwrap();
        let json: Value = serde_json::from_slice(&out.stdout).unwrap();
        json["readings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["statements"]["blue"][0].as_bool().unwrap())
            .collect::<Vec<bool>>()
    };
    let (t, f) = (with_fact("true"), with_fact("false"));
    assert!(!t.is_empty() && t.iter().all(|&b| b), "{t:?}");
    assert!(!f.is_empty() && f.iter().all(|&b| !b), "{f:?}");
    parlor()
        .args(["check", "--fact", "no value here"])
        .arg(example("multi.json"))
        .assert()
        .code(2)
        .stderr(contains("expected TEXT=true or TEXT=false"));
}

#[test]
fn time_limit_is_checked_and_applied() {
    for bad in ["-1", "soon", "inf"] {
        parlor()
            .arg("solve")
            .arg(format!("--time-limit={bad}"))
            .arg(example("liar.txt"))
            .assert()
            .code(2)
            .stderr(contains("--time-limit"));
    }
    parlor()
        .args(["solve", "--time-limit", "30"])
        .arg(example("seed-two-readings.txt"))
        .assert()
        .code(0);
    parlor()
        .args(["check", "--time-limit", "0.5"])
        .arg(example("multi.json"))
        .assert()
        .code(0);
}

#[test]
fn past_the_time_limit_the_verdict_is_unknown_and_the_exit_normal() {
    // A limit of 0 stops before any work, deterministically.
    parlor()
        .args(["solve", "--time-limit", "0"])
        .arg(example("seed-two-readings.txt"))
        .assert()
        .code(1)
        .stdout("unknown: stopped by the time limit; not decided: the blue, white or black box\n")
        .stderr("");
    let out = parlor()
        .args(["solve", "--json", "--time-limit=0"])
        .arg(example("seed-two-readings.txt"))
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let json: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(json["verdict"], "unknown");
    assert_eq!(json["stopped"], "time-limit");
    assert_eq!(json["prize"], serde_json::Value::Null);
    assert_eq!(
        json["undecided"],
        serde_json::json!(["blue", "white", "black"])
    );
    let out = parlor()
        .args(["check", "--time-limit", "0"])
        .arg(example("multi.json"))
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.lines().any(|l| l.starts_with("STOP ")), "{text}");
    assert!(!text.lines().any(|l| l.starts_with("ok")), "{text}");
    assert!(
        text.contains("stopped by the time limit before their verdict"),
        "{text}"
    );
}

#[test]
fn every_command_has_real_help() {
    for command in [&[][..], &["solve"], &["check"], &["generate"]] {
        let out = parlor().args(command).arg("--help").output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let name = format!("help_{}", command.first().unwrap_or(&"parlor"));
        insta::assert_snapshot!(name, String::from_utf8(out.stdout).unwrap());
    }
}

#[test]
fn an_answer_read_with_an_assumption_is_not_a_success() {
    // "in box with" reads only with an article assumed.
    let room = temp_file(
        "assumed.txt",
        "blue: The gems are in box with a true statement\nwhite: The gems are in a box with a false statement\nblack: The white box is true\n",
    );
    parlor()
        .arg("solve")
        .arg(&room)
        .assert()
        .code(1)
        .stdout(contains("assumption: blue 1: assumed \"a\""));
    parlor()
        .args(["solve", "--allow-assumptions"])
        .arg(&room)
        .assert()
        .code(0);
    let out = parlor()
        .arg("solve")
        .arg(&room)
        .arg("--json")
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["assumptions"][0], "blue 1: assumed \"a\"");
    let set = temp_file(
        "assumed.json",
        r#"[{"id": 1, "blue": "The gems are in box with a true statement",
             "white": "The gems are in a box with a false statement",
             "black": "The white box is true", "solution": "blue"}]"#,
    );
    parlor()
        .arg("check")
        .arg(&set)
        .assert()
        .code(1)
        .stdout(contains("ASSUMED 1: unique: blue"))
        .stdout(contains("accuracy: 0/1"));
    parlor()
        .args(["check", "--allow-assumptions"])
        .arg(&set)
        .assert()
        .code(0)
        .stdout(contains("accuracy: 1/1"));
}

#[test]
fn every_statement_not_understood_is_listed() {
    let room = temp_file(
        "two-unread.txt",
        "blue: The gems are in the chest\nwhite: This box is empty\nblack: The treasure is far away\n",
    );
    let err = stderr_of(parlor().arg("solve").arg(&room));
    assert!(
        err.contains("two-unread.txt:1: cannot read `The gems are in the chest`"),
        "{err}"
    );
    // Every error is located `FILE:LINE:`, not only the first.
    assert!(
        err.contains("\n/")
            && err.contains("two-unread.txt:3: cannot read `The treasure is far away`"),
        "{err}"
    );
    assert!(!err.contains("did you mean \"a\""), "{err}");
}

#[test]
fn a_fact_overrides_the_grammar_from_the_command_line() {
    let room = temp_file(
        "liar.txt",
        "blue: This statement is false\nwhite: This box is empty\nblack: The blue box is true\n",
    );
    parlor()
        .arg("solve")
        .arg(&room)
        .assert()
        .code(1)
        .stdout(contains("inconsistent"));
    parlor()
        .args(["solve", "--fact", "This statement is false=true"])
        .arg(&room)
        .assert()
        .code(0)
        .stdout(contains("unique: the gems are in the white box"));
}

#[test]
fn no_box_surviving_the_uniqueness_assumption_is_said_so() {
    let room = temp_file(
        "three-empty.txt",
        "blue: This box is empty\nwhite: This box is empty\nblack: This box is empty\n",
    );
    parlor()
        .args(["solve", "--assume-unique"])
        .arg(&room)
        .assert()
        .code(1)
        .stdout(contains("no box survives the uniqueness assumption"))
        .stdout(contains("inconsistent").not());
    // The JSON says the same with its own verdict, in `solve` and `check`.
    parlor()
        .args(["solve", "--assume-unique", "--json"])
        .arg(&room)
        .assert()
        .code(1)
        .stdout(contains(r#""verdict": "no-box-survives""#))
        .stdout(contains("inconsistent").not());
    let set = temp_file(
        "three-empty.json",
        r#"[{"id": 1, "blue": "This box is empty", "white": "This box is empty", "black": "This box is empty", "solution": "blue"}]"#,
    );
    parlor()
        .args(["check", "--assume-unique", "--json"])
        .arg(&set)
        .assert()
        .code(1)
        .stdout(contains(r#""verdict": "no-box-survives""#))
        .stdout(contains("inconsistent").not());
}

/// The second anchor (ParlorSolver's scrape of the wiki): damaged puzzles
/// are reported as such, none is answered wrongly, and the JSON counts
/// each kind of failure.
#[test]
fn second_anchor_through_the_binary() {
    let set = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../data/anchors/parlor/parlorsolver/puzzles.json");
    let out = parlor().arg("check").arg(&set).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("puzzles.json:210: marked damaged in the data set, so not read: black 1: the quoted word after \"the word\""),
        "{stdout}"
    );
    assert!(!stdout.contains("WRONG"), "{stdout}");
    let out = parlor()
        .args(["check", "--json", "--assume-unique"])
        .arg(&set)
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["total"], 110);
    assert_eq!(json["wrong"], 0);
    assert_eq!(json["unanswered"], 0);
    assert_eq!(json["damaged"], 8);
    let refused = json["refused"].as_u64().unwrap();
    assert_eq!(json["correct"].as_u64().unwrap() + refused + 8, 110);
    assert_eq!(
        json["results"][16]["damaged"][0],
        "black 1: the quoted word after \"the word\" and the quoted word after \"with the word\" were lost (\"REPLACED THE WORD  WITH THE WORD.\")"
    );
}
