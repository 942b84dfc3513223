//! The hostile battery of issue 20 for `parlor`: the runner, the judge and
//! the input mutations are `blackbox-cli`'s (`crates/blackbox-cli/tests/hostile/`,
//! shared through `#[path]`); this file generates `parlor`'s cases: every
//! reader (`solve`, `check`, file and standard input) × every seed × every
//! mutation, every option that takes a number × extreme values, unwritable
//! standard output, and endless generation cut after 100 bytes.

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
    // Options that take a number × extreme values.
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
