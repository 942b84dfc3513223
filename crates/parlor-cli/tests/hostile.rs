//! The hostile battery of issue 20 for `parlor`: the runner, the judge and
//! the input mutations are `blackbox-cli`'s (`crates/blackbox-cli/tests/hostile/`,
//! shared through `#[path]`); this file generates `parlor`'s cases: every
//! reader (`solve`, `check`, file and standard input) × every seed × every
//! mutation, every option that takes a number × extreme values, unwritable
//! standard output, and endless generation cut after 100 bytes.
//!
//! Issue 33's Parlor items are tested here too, in variants: `solve
//! --explain` on twelve counting statements stops at every time limit with
//! bounded memory and names what it cut (text and JSON); a data set whose
//! puzzles repeat each other notes the repeats once with a count; every
//! numeric option's error names the option, the value and the allowed range
//! in the user's terms, never a Rust parse message.

// The battery prints its table of counts per class, for the record.
#![allow(clippy::disallowed_macros)]

#[path = "../../blackbox-cli/tests/hostile/harness.rs"]
mod harness;
#[path = "../../blackbox-cli/tests/hostile/inputs.rs"]
mod inputs;

use harness::{Case, Class, Expect, Prepared, Stdin, Stdout};
use inputs::{extreme_numbers, mutations, Format, Mutation, Seed, Tier};
use std::path::PathBuf;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_parlor"))
}

fn seeds() -> Vec<Seed> {
    vec![
        Seed::new(
            "puzzle",
            Format::ParlorText,
            "blue: The gems are not in this box\nblue: The white box is false\n\
             white: The gems are in the black box\nwhite: The above statement is false\n\
             black: Only one box is true\nblack: The second statement on the white box is true\n",
        ),
        Seed::new(
            "formula",
            Format::ParlorText,
            "blue: = T\nwhite: = \u{ac}gems(white)\nblack: = stmt(blue,1)\n",
        ),
        Seed::new(
            "dataset",
            Format::ParlorJson,
            "[{\"id\": \"one\", \"blue\": \"The gems are in this box\", \"white\": [], \
             \"black\": \"The gems are not in this box\", \"solution\": \"blue\"}]\n",
        ),
    ]
}

fn case(class: Class, label: String, args: &[&str]) -> Case {
    Case::new(class, label, &bin(), args).with_time_limit_from_args()
}

fn all(tier: Tier) -> Vec<Case> {
    let seeds = seeds();
    let mut cases = Vec::new();
    let readers: [(&[&str], &[&str]); 4] = [
        (
            &["solve", "{F}", "--time-limit", "1"],
            &["puzzle", "formula"],
        ),
        (
            &["solve", "--json", "--explain", "{F}", "--time-limit", "1"],
            &["puzzle", "formula"],
        ),
        (&["check", "{F}", "--time-limit", "1"], &["dataset"]),
        (
            &["check", "--json", "{F}", "--time-limit", "1"],
            &["dataset"],
        ),
    ];
    for (args, names) in readers {
        let command = args.join(" ");
        let with = |f: &'static str| -> Vec<&str> {
            args.iter()
                .map(|a| if *a == "{F}" { f } else { a })
                .collect()
        };
        for (k, name) in names.iter().enumerate() {
            let seed = seeds.iter().find(|s| s.name == *name).unwrap();
            let mut all = vec![Mutation {
                name: "valid".into(),
                bytes: seed.bytes.clone().into(),
                expect: Expect::NotBadInput,
            }];
            all.extend(mutations(seed, tier));
            // The big inputs once per reader, on its first seed.
            all.retain(|m| k == 0 || !m.name.contains("MB"));
            for m in all {
                // A doubled Parlor file is a valid puzzle with more statements.
                let expect = if m.name == "doubled" && seed.format == Format::ParlorText {
                    Expect::Any
                } else {
                    m.expect
                };
                let class = m.class();
                cases.push(
                    case(
                        class,
                        format!("{command}: {name} {} (file)", m.name),
                        &with("input.txt"),
                    )
                    .input_file("input.txt", m.bytes.clone())
                    .expect(expect),
                );
                if k == 0 || tier == Tier::Slow {
                    cases.push(
                        case(
                            class,
                            format!("{command}: {name} {} (stdin)", m.name),
                            &with("-"),
                        )
                        .stdin(Stdin::Bytes(m.bytes))
                        .expect(expect),
                    );
                }
            }
        }
        for device in ["/dev/zero", "/dev/urandom"] {
            let mut c = case(Class::Reads, format!("{command}: {device}"), &with(device))
                .expect(Expect::Refuse);
            c.input_name = Some(device.into());
            cases.push(c);
            cases.push(
                case(Class::Reads, format!("{command}: - < {device}"), &with("-"))
                    .stdin(Stdin::Path(device.into()))
                    .expect(Expect::Refuse),
            );
        }
        let mut c = case(
            Class::Reads,
            format!("{command}: a directory"),
            &with("somedir"),
        )
        .file("somedir", Prepared::Dir)
        .expect(Expect::Refuse);
        c.input_name = Some("somedir".into());
        cases.push(c);
        let mut c = case(
            Class::Reads,
            format!("{command}: a missing file"),
            &with("missing.txt"),
        )
        .expect(Expect::Refuse);
        c.input_name = Some("missing.txt".into());
        cases.push(c);
        cases.push(
            case(
                Class::Reads,
                format!("{command}: - < /dev/null"),
                &with("-"),
            )
            .expect(Expect::Refuse),
        );
    }
    // NUL and invisible characters in one statement; facts.
    let liar = b"blue: This statement is false\nwhite: The gems are in this box\nblack: The gems are not in this box\n";
    let facts: [(&str, Expect); 7] = [
        ("This statement is false=true", Expect::NotBadInput),
        ("This statement is false=false", Expect::NotBadInput),
        ("=true", Expect::Refuse),
        ("The clock is broken=maybe", Expect::Refuse),
        ("The clock is broken", Expect::Refuse),
        ("The clock\u{200b} is broken=true", Expect::Refuse),
        ("\u{1b}[31m=true", Expect::Refuse),
    ];
    for (fact, expect) in facts {
        let mut c = case(
            Class::Silent,
            format!("solve --fact {fact:?}"),
            &["solve", "liar.txt", "--fact", fact, "--time-limit", "1"],
        )
        .input_file("liar.txt", liar.to_vec())
        .expect(expect);
        // A bad --fact is an error about the option, not about the file.
        c.input_name = None;
        c.option_value = Some(fact.into());
        cases.push(c);
    }
    // Options that take a number × extreme values: the error is in the
    // user's terms, never Rust's parse messages.
    let puzzle = seeds[0].bytes.clone();
    let options: [(&[&str], &str, &[&str]); 6] = [
        (&["solve", "p.txt"], "--time-limit", &[]),
        (&["check", "d.json"], "--time-limit", &[]),
        (&["generate"], "--seed", &[]),
        (&["generate"], "--statements", &[]),
        (&["generate", "--statements", "3"], "--count", &[]),
        (&["generate", "--json"], "--count", &[]),
    ];
    for (before, option, after) in options {
        for (value, mut expect) in extreme_numbers() {
            if option == "--time-limit"
                && matches!(
                    value,
                    "1e300" | "18446744073709551615" | "18446744073709551616" | "inf"
                )
            {
                expect = Expect::Refuse;
            }
            let mut args: Vec<&str> = before.to_vec();
            args.push(option);
            args.push(value);
            args.extend_from_slice(after);
            let mut c = case(
                Class::Extremes,
                format!("{} {option} {value:?}", before.join(" ")),
                &args,
            )
            .file("p.txt", Prepared::protected(puzzle.clone()))
            .file("d.json", Prepared::protected(seeds[2].bytes.clone()))
            .stdout(Stdout::CloseAfter(1 << 20))
            .expect(expect);
            c.option_value = Some(value.into());
            c.forbidden = RUST_PARSE_TEXTS.iter().map(|t| t.to_string()).collect();
            cases.push(c);
        }
    }
    // Endless generation must stream: the first puzzle, then a closed pipe.
    for args in [
        &["generate", "--count", "18446744073709551615"][..],
        &["generate", "--json", "--count", "18446744073709551615"],
        &["generate", "--statements", "3", "--count", "1000000"],
    ] {
        cases.push(
            case(
                Class::Time,
                format!("{} | head -c 100", args.join(" ")),
                args,
            )
            .stdout(Stdout::CloseAfter(100))
            .timeout(10),
        );
    }
    // Standard output that cannot be written.
    let outputs: [&[&str]; 8] = [
        &["solve", "p.txt"],
        &["solve", "--json", "p.txt"],
        &["solve", "--explain", "p.txt"],
        &["check", "d.json"],
        &["check", "--json", "d.json"],
        &["generate", "--count", "3"],
        &["generate", "--json", "--count", "3"],
        &["--help"],
    ];
    for args in outputs {
        for target in [Stdout::Full, Stdout::Closed] {
            cases.push(
                case(Class::Output, args.join(" "), args)
                    .file("p.txt", Prepared::protected(puzzle.clone()))
                    .file("d.json", Prepared::protected(seeds[2].bytes.clone()))
                    .stdout(target),
            );
        }
    }
    cases
}

/// Rust's and clap's own texts for a number that does not parse: never
/// what a user should read about an option.
const RUST_PARSE_TEXTS: &[&str] = &[
    "too large to fit in target type",
    "too small to fit in target type",
    "invalid digit found in string",
    "cannot parse integer from empty string",
    "invalid float literal",
    "is not in 1..=",
    "unexpected argument '-",
];

fn battery(tier: Tier) {
    let start = std::time::Instant::now();
    let tally = harness::run_all(all(tier), harness::threads(), tier.time_grace());
    harness::conclude("parlor", tier, start, &tally);
}

// The fast tier runs in `cargo test --workspace` (and so in scripts/test).
#[test]
fn fast_tier() {
    battery(Tier::Fast);
}

#[test]
#[ignore = "slow: run by scripts/hostile (release build)"]
fn slow_tier() {
    battery(Tier::Slow);
}

/// One run of `parlor`: exit code, wall time, peak memory, output.
struct Run {
    code: Option<i32>,
    wall: std::time::Duration,
    peak_kb: i64,
    stdout: String,
    stderr: String,
}

/// Runs `parlor ARGS`, measuring its peak memory with `wait4`.
fn run(args: &[&str]) -> Run {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let start = std::time::Instant::now();
    #[allow(clippy::zombie_processes)] // reaped by wait4 below, for its rusage
    let mut child = Command::new(bin())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        out.read_to_string(&mut text).unwrap();
        text
    });
    let mut stderr = String::new();
    err.read_to_string(&mut stderr).unwrap();
    let stdout = reader.join().unwrap();
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 writes it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, whose pid we hold, once.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32);
    Run {
        code: libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status)),
        wall: start.elapsed(),
        peak_kb: usage.ru_maxrss,
        stdout,
        stderr,
    }
}

/// Twelve counting statements, four a box (the input limit): the kind of
/// puzzle whose `--explain` ran 2-3 s past its limit with 370 MB.
fn counting_puzzles() -> Vec<(&'static str, String)> {
    let equal = "An equal number of true and false statements";
    let same: String = ["blue", "white", "black"]
        .iter()
        .flat_map(|b| (0..4).map(move |_| format!("{b}: {equal}\n")))
        .collect();
    let mixed = "blue: Exactly two statements are true
blue: At least three statements are false
blue: More statements are true than false
blue: The number of true statements is odd
white: Exactly five statements are true
white: At most four statements are false
white: There are more false statements than true statements
white: An even number of statements are true
black: Exactly six statements are false
black: At least two statements are true
black: An equal number of true and false statements
black: Exactly seven statements are true
";
    vec![("equal", same), ("mixed", mixed.to_string())]
}

#[test]
fn explain_stops_at_every_time_limit_and_names_what_it_cut() {
    let dir = tempfile::tempdir().unwrap();
    for (name, puzzle) in counting_puzzles() {
        let path = dir.path().join(format!("{name}.txt"));
        std::fs::write(&path, puzzle).unwrap();
        let path = path.to_str().unwrap();
        for limit in ["0", "0.1", "0.3", "0.8", "1.5"] {
            for json in [false, true] {
                let mut args = vec!["solve", "--explain", path, "--time-limit", limit];
                if json {
                    args.push("--json");
                }
                let r = run(&args);
                let what = format!("{name} --time-limit {limit} json={json}");
                let bound = limit.parse::<f64>().unwrap() + 1.0;
                assert!(
                    r.wall.as_secs_f64() <= bound,
                    "{what}: {:?} (the limit and a second)",
                    r.wall
                );
                assert!(r.peak_kb < 300 << 10, "{what}: {} KiB", r.peak_kb);
                assert_eq!(r.code, Some(1), "{what}: {}", r.stderr);
                assert_eq!(r.stderr, "", "{what}");
                if json {
                    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
                    let missing = v["missing"].as_array().unwrap();
                    let whole = v["verdict"] != "unknown" && v["explanation"].is_object();
                    // Cut or whole, never cut and silent.
                    assert!(whole || !missing.is_empty(), "{what}: {v}");
                } else {
                    let cut = r.stdout.contains("the time limit cut: ")
                        || r.stdout.contains("unknown: stopped by the time limit");
                    let whole = !r.stdout.contains("time limit");
                    assert!(cut || whole, "{what}: {}", r.stdout);
                }
            }
        }
    }
}

/// A data set of `n` puzzles that all repeat the first.
fn repeated_data_set(n: usize) -> String {
    let one = r#"{"id": ID, "blue": "The gems are in this box", "white": "This box is empty", "black": "The blue box is false", "solution": "blue"}"#;
    let all: Vec<String> = (0..n).map(|k| one.replace("ID", &k.to_string())).collect();
    format!("[{}]", all.join(",\n"))
}

/// Repeated notes are summarised: the first three named, the rest counted
/// in one line; `--json` gives each repeat its `same_as`.
fn repeats_are_noted_once(n: usize, limit: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("repeated.json");
    std::fs::write(&path, repeated_data_set(n)).unwrap();
    let path = path.to_str().unwrap();
    let r = run(&["check", path, "--time-limit", limit]);
    let notes: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(notes.len(), 4, "{}", r.stderr);
    assert_eq!(
        notes[0],
        "note: puzzle 1 has the same statements as puzzle 0"
    );
    assert_eq!(
        notes[3],
        format!(
            "note: and {} more puzzles have the same statements as an earlier one ({} in all; `--json` gives each one's `same_as`)",
            n - 4,
            n - 1
        )
    );
    let r = run(&["check", "--json", path, "--time-limit", limit]);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), n);
    assert_eq!(results[0]["same_as"], serde_json::Value::Null);
    assert!(results[1..].iter().all(|r| r["same_as"] == 0));
}

#[test]
fn repeated_puzzles_are_noted_once_with_a_count() {
    repeats_are_noted_once(400, "0");
}

#[test]
#[ignore = "slow: 100,000 puzzles (run by scripts/hostile, release build)"]
fn a_hundred_thousand_repeated_puzzles_are_noted_once() {
    repeats_are_noted_once(100_000, "5");
}

#[test]
fn numeric_options_are_refused_in_the_users_terms() {
    let cases: [(&[&str], &str, &str, &str); 9] = [
        (
            &["generate"],
            "--seed",
            "99999999999999999999",
            "from 0 to 18446744073709551615",
        ),
        (
            &["generate"],
            "--seed",
            "-1",
            "from 0 to 18446744073709551615",
        ),
        (
            &["generate"],
            "--seed",
            "seven",
            "from 0 to 18446744073709551615",
        ),
        (&["generate"], "--statements", "0", "from 1 to 3"),
        (&["generate"], "--statements", "4", "from 1 to 3"),
        (
            &["generate"],
            "--count",
            "-5",
            "from 0 to 18446744073709551615",
        ),
        (
            &["generate"],
            "--count",
            "1.5",
            "from 0 to 18446744073709551615",
        ),
        (
            &["solve", "p.txt"],
            "--time-limit",
            "-1",
            "from 0 to 31536000",
        ),
        (
            &["check", "d.json"],
            "--time-limit",
            "1e400",
            "from 0 to 31536000",
        ),
    ];
    for (before, option, value, range) in cases {
        let mut args = before.to_vec();
        args.extend([option, value]);
        let r = run(&args);
        assert_eq!(r.code, Some(2), "{args:?}");
        let first = r.stderr.lines().next().unwrap_or("");
        assert!(
            first.contains(&format!("'{value}'"))
                && first.contains(option)
                && first.contains(range),
            "{args:?}: the message must name the value, the option and the range: {first}"
        );
        for text in RUST_PARSE_TEXTS {
            assert!(!r.stderr.contains(text), "{args:?}: {}", r.stderr);
        }
    }
}
