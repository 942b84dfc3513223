//! The `blackbox` cases of the hostile battery, generated: every reader ×
//! every seed input × every mutation (as a file and on standard input),
//! every reader × devices and missing files, every option that takes a
//! number × extreme values, every command × unwritable standard output,
//! every file-writing option × files it has no right to replace, and the
//! large boards of every engine and stage under `--time-limit`.

use crate::harness::{Case, Class, Expect, Payload, Prepared, Stdin, Stdout};
use crate::inputs::{extreme_numbers, extreme_sizes, mutations, Format, Seed, Tier};
use std::path::PathBuf;

/// The `blackbox` binary under test.
fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_blackbox"))
}

/// The valid inputs of the readers, one per format and kind.
pub fn seeds() -> Vec<Seed> {
    vec![
        Seed::new("grid", Format::Grid, ".....\n.O...\n.....\n...O.\n.....\n"),
        Seed::new(
            "board-json",
            Format::Json,
            "{\"rows\": 5, \"cols\": 5, \"atoms\": [[2, 2], [4, 4]]}\n",
        ),
        Seed::new(
            "native",
            Format::Native,
            "size 8x8\natoms 4\n1 28\n3 H\n10 H\n30 H\n",
        ),
        Seed::new(
            "puzzle-json",
            Format::Json,
            "{\"rows\": 8, \"cols\": 8, \"atoms\": 4, \"rules\": \"standard\", \"hints\": \
             [{\"port\": 1, \"outcome\": \"exit\", \"exit\": 28}, {\"port\": 3, \"outcome\": \"hit\"}]}\n",
        ),
        Seed::new(
            "acm",
            Format::Acm,
            "5 2\n1 20\n2\n3 6\n4\n5 8\n7\n9\n10 11\n12\n13 16\n14\n15 18\n17\n19\n",
        ),
        Seed::new("save", Format::Save, "game 5x5:2:7\nfire 1\nmark 1 4\n"),
    ]
}

/// A command that reads one file: its arguments around the file (`{F}`)
/// and the seeds it takes.
struct Reader {
    args: &'static [&'static str],
    seeds: &'static [&'static str],
}

const BOARDS: &[&str] = &["grid", "board-json"];
const ANY: &[&str] = &["grid", "board-json", "native", "puzzle-json", "acm"];

fn readers() -> Vec<Reader> {
    let r = |args, seeds| Reader { args, seeds };
    vec![
        r(&["feedback", "{F}"], BOARDS),
        r(&["feedback", "--json", "{F}"], BOARDS),
        r(&["feedback", "--format", "acm", "{F}"], BOARDS),
        r(&["trace", "{F}", "1"], BOARDS),
        r(&["show", "{F}"], ANY),
        r(&["show", "--json", "{F}"], ANY),
        r(&["solve", "{F}", "--time-limit", "1"], ANY),
        r(
            &["solve", "--engine", "brute", "{F}", "--time-limit", "1"],
            ANY,
        ),
        r(&["deduce", "{F}", "--time-limit", "1"], ANY),
        r(&["explain", "{F}", "--time-limit", "1"], ANY),
        r(&["encode", "--dimacs", "{F}"], ANY),
        r(&["play", "--plain", "--load", "{F}"], &["save"]),
    ]
}

/// `args` with `{F}` replaced by `file`.
fn with_file(args: &[&str], file: &str) -> Vec<String> {
    args.iter()
        .map(|a| {
            if *a == "{F}" {
                file.to_string()
            } else {
                a.to_string()
            }
        })
        .collect()
}

fn case(class: Class, label: String, args: &[String]) -> Case {
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    Case::new(class, label, &bin(), &refs).with_time_limit_from_args()
}

/// Every reader × seed × mutation, as a file (and on standard input: every
/// seed in the slow tier, the first in the fast one); every reader × the
/// devices, a directory, a missing file and empty or endless standard input.
/// The fast tier takes every mutation of every seed through `show` (every
/// format's reader) and through each command with its first seed.
pub fn reader_cases(tier: Tier) -> Vec<Case> {
    let seeds = seeds();
    let mut cases = Vec::new();
    for reader in readers() {
        let command = reader.args.join(" ");
        // `play --load` takes a file name only (`-` is not standard input).
        let stdin_too = !reader.args.contains(&"--load");
        for (k, name) in reader.seeds.iter().enumerate() {
            if tier == Tier::Fast && k > 0 && reader.args != ["show", "{F}"] {
                continue;
            }
            let seed = seeds.iter().find(|s| s.name == *name).unwrap();
            let forbidden: Vec<String> = if seed.format == Format::Acm {
                vec!["`size` line".to_string()]
            } else {
                Vec::new()
            };
            let mut all = vec![crate::inputs::Mutation {
                name: "valid".into(),
                bytes: seed.bytes.clone().into(),
                expect: Expect::NotBadInput,
            }];
            all.extend(mutations(seed, tier));
            // The big inputs once per reader, on its first seed.
            all.retain(|m| k == 0 || !m.name.contains("MB"));
            for m in all {
                let class = m.class();
                let mut c = case(
                    class,
                    format!("{command}: {} {} (file)", seed.name, m.name),
                    &with_file(reader.args, "input.txt"),
                )
                .input_file("input.txt", m.bytes.clone())
                .expect(m.expect);
                c.forbidden = forbidden.clone();
                cases.push(c);
                if stdin_too && (k == 0 || tier == Tier::Slow) {
                    let mut c = case(
                        class,
                        format!("{command}: {} {} (stdin)", seed.name, m.name),
                        &with_file(reader.args, "-"),
                    )
                    .stdin(Stdin::Bytes(m.bytes))
                    .expect(m.expect);
                    c.forbidden = forbidden.clone();
                    cases.push(c);
                }
            }
        }
        for device in ["/dev/zero", "/dev/urandom"] {
            let mut c = case(
                Class::Reads,
                format!("{command}: {device}"),
                &with_file(reader.args, device),
            )
            .expect(Expect::Refuse);
            c.input_name = Some(device.to_string());
            cases.push(c);
            if stdin_too {
                cases.push(
                    case(
                        Class::Reads,
                        format!("{command}: - < {device}"),
                        &with_file(reader.args, "-"),
                    )
                    .stdin(Stdin::Path(device.into()))
                    .expect(Expect::Refuse),
                );
            }
        }
        let mut c = case(
            Class::Reads,
            format!("{command}: a directory"),
            &with_file(reader.args, "somedir"),
        )
        .file("somedir", Prepared::Dir)
        .expect(Expect::Refuse);
        c.input_name = Some("somedir".into());
        cases.push(c);
        let mut c = case(
            Class::Reads,
            format!("{command}: a missing file"),
            &with_file(reader.args, "missing.txt"),
        )
        .expect(Expect::Refuse);
        c.input_name = Some("missing.txt".into());
        cases.push(c);
        if stdin_too {
            cases.push(
                case(
                    Class::Reads,
                    format!("{command}: - < /dev/null"),
                    &with_file(reader.args, "-"),
                )
                .expect(Expect::Refuse),
            );
        }
    }
    cases
}

/// An option of a command that takes a number or a size, with the rest of
/// a command line that runs quickly.
struct NumberOption {
    before: &'static [&'static str],
    option: &'static str,
    after: &'static [&'static str],
    sizes: bool,
}

fn number_options() -> Vec<NumberOption> {
    let o = |before, option, after, sizes| NumberOption {
        before,
        option,
        after,
        sizes,
    };
    let tl: &[&str] = &["--time-limit", "1"];
    let mut v = vec![
        o(&["solve", "in.txt"], "--max-solutions", tl, false),
        o(&["solve", "in.txt"], "--count-budget", tl, false),
        o(&["solve", "in.txt"], "--time-limit", &[], false),
        o(
            &["solve", "--engine", "brute", "in.txt"],
            "--time-limit",
            &[],
            false,
        ),
        o(&["deduce", "in.txt"], "--count-budget", tl, false),
        o(&["deduce", "in.txt"], "--time-limit", &[], false),
        o(&["explain", "in.txt"], "--time-limit", &[], false),
        o(
            &["encode", "--dimacs", "in.txt"],
            "--time-limit",
            &[],
            false,
        ),
        o(&["random"], "--size", &[], true),
        o(&["random"], "--atoms", &[], false),
        o(&["random"], "--seed", &[], false),
        o(&["play", "--plain", "--seed", "1"], "--size", &[], true),
        o(&["play", "--plain", "--seed", "1"], "--atoms", &[], false),
        o(&["play", "--plain"], "--seed", &[], false),
    ];
    for sub in [
        "combinatorics",
        "census",
        "fill-ports",
        "first-move",
        "play",
    ] {
        let before: &'static [&'static str] = match sub {
            "combinatorics" => &["experiment", "combinatorics"],
            "census" => &["experiment", "census"],
            "fill-ports" => &["experiment", "fill-ports"],
            "first-move" => &["experiment", "first-move"],
            _ => &["experiment", "play", "--games", "20"],
        };
        v.push(o(before, "--size", tl, true));
        v.push(o(before, "--atoms", tl, false));
        v.push(o(before, "--seed", tl, false));
        v.push(o(before, "--memory-mb", tl, false));
        v.push(o(before, "--time-limit", &[], false));
    }
    // `bench` on its smallest boards, so that a valid value runs quickly.
    let process: &[&str] = &[
        "bench",
        "--process",
        "--no-scaling",
        "--rows",
        "first:5x5/3",
    ];
    v.push(o(process, "--seeds", &["--limit", "1"], false));
    v.push(o(process, "--limit", &["--seeds", "1"], false));
    v.push(o(
        process,
        "--child-memory-mb",
        &["--seeds", "1", "--limit", "1"],
        false,
    ));
    v.push(o(
        &["bench", "--max-side", "5", "--count-max-side", "5"],
        "--samples",
        &[],
        false,
    ));
    v.push(o(
        &["bench", "--max-side", "5", "--samples", "1"],
        "--count-budget",
        &[],
        false,
    ));
    v.push(o(
        &["experiment", "play", "--strategy", "random"],
        "--games",
        tl,
        false,
    ));
    v.push(o(
        &["experiment", "play", "--strategy", "best+deep"],
        "--games",
        tl,
        false,
    ));
    v
}

/// Every option that takes a number × extreme values; `trace`'s port too.
pub fn extreme_cases(_tier: Tier) -> Vec<Case> {
    let native = &seeds()[2].bytes;
    let grid = &seeds()[0].bytes;
    let mut cases = Vec::new();
    for opt in number_options() {
        let values = if opt.sizes {
            extreme_sizes()
        } else {
            extreme_numbers()
        };
        for (value, mut expect) in values {
            let is_time = opt.option == "--time-limit";
            if is_time && is_huge(value) {
                // The upper bound must be said, not accepted (issue 20).
                expect = Expect::Refuse;
            }
            let mut args: Vec<String> = opt.before.iter().map(|s| s.to_string()).collect();
            args.push(opt.option.to_string());
            args.push(value.to_string());
            args.extend(opt.after.iter().map(|s| s.to_string()));
            let mut c = case(
                Class::Extremes,
                format!("{} {} {value:?}", opt.before.join(" "), opt.option),
                &args,
            )
            .file("in.txt", Prepared::protected(native.clone()))
            .expect(expect);
            c.option_value = Some(value.to_string());
            c.option = Some(opt.option.to_string());
            cases.push(c);
        }
    }
    for (value, expect) in extreme_numbers() {
        let mut c = case(
            Class::Extremes,
            format!("trace PORT {value:?}"),
            &["trace".into(), "board.txt".into(), value.into()],
        )
        .file("board.txt", Prepared::protected(grid.clone()))
        .expect(if value == "0" { Expect::Refuse } else { expect });
        c.option_value = Some(value.to_string());
        c.option = Some("<PORT>".to_string());
        cases.push(c);
    }
    for row in [
        "first:0x0/0",
        "first:256x256/4",
        "first:8x8x8/4",
        "first:8x8/65",
        "first:8x8/-1",
        "first:8x8/18446744073709551616",
        "first:5x6/3",
        "first:８x８/4",
        "first:8x8/4:quarter",
        "sleep:8x8/4",
        "first",
        "",
    ] {
        let mut c = case(
            Class::Extremes,
            format!("bench --process --rows {row:?}"),
            &[
                "bench".into(),
                "--process".into(),
                "--no-scaling".into(),
                "--rows".into(),
                row.into(),
            ],
        )
        .expect(Expect::Refuse);
        c.option_value = Some(row.to_string());
        cases.push(c);
    }
    for id in [
        "0x0:0:0",
        "8x8:4",
        "8x8:4:1:1",
        "8x8:-1:1",
        "8x8:65:1",
        "8x8:4:18446744073709551616",
        "256x256:4:1",
        "8x8:4-3:1",
        "8x8::1",
        ":::",
    ] {
        let mut c = case(
            Class::Extremes,
            format!("play --id {id:?}"),
            &["play".into(), "--plain".into(), "--id".into(), id.into()],
        )
        .expect(Expect::Refuse);
        c.option_value = Some(id.to_string());
        cases.push(c);
    }
    cases.push(
        case(
            Class::Extremes,
            "play with no terminal".into(),
            &["play".into()],
        )
        .expect(Expect::Refuse),
    );
    cases
}

fn is_huge(value: &str) -> bool {
    matches!(
        value,
        "1e300" | "18446744073709551615" | "18446744073709551616" | "inf"
    )
}

/// A `rows`x`cols` grid with `atoms` atoms at spread-out cells.
pub fn grid(rows: usize, cols: usize, atoms: usize) -> Vec<u8> {
    let mut cells = vec![b'.'; rows * cols];
    let mut x: u64 = 12345;
    let mut placed = 0;
    while placed < atoms.min(rows * cols) {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let i = (x >> 33) as usize % (rows * cols);
        if cells[i] == b'.' {
            cells[i] = b'O';
            placed += 1;
        }
    }
    let mut text = Vec::new();
    for row in cells.chunks(cols) {
        text.extend_from_slice(row);
        text.push(b'\n');
    }
    text
}

/// A `side`x`side` puzzle with `atoms` atoms where every port reflects.
fn all_reflections(side: usize, atoms: usize) -> Vec<u8> {
    let mut text = format!("size {side}x{side}\natoms {atoms}\n");
    for p in 1..=4 * side {
        text.push_str(&format!("{p} R\n"));
    }
    text.into_bytes()
}

/// The large boards of every engine and stage under `--time-limit`.
pub fn time_cases(tier: Tier) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |label: String, args: &[&str], input: Option<Vec<u8>>, stdin: Stdin| {
        let mut c = Case::new(Class::Time, label, &bin(), args)
            .with_time_limit_from_args()
            .stdin(stdin)
            .timeout(20);
        if let Some(bytes) = input {
            c = c.input_file("in.txt", bytes);
        }
        cases.push(c);
    };
    let boards: Vec<(usize, usize)> = match tier {
        Tier::Fast => vec![(12, 12)],
        Tier::Slow => vec![(12, 12), (20, 20), (50, 50), (100, 100), (255, 255)],
    };
    let limit = match tier {
        Tier::Fast => "1",
        Tier::Slow => "2",
    };
    for (side, atoms) in boards {
        let board = grid(side, side, atoms);
        for args in [
            &[
                "solve",
                "--engine",
                "brute",
                "in.txt",
                "--time-limit",
                limit,
            ][..],
            &["solve", "in.txt", "--time-limit", limit],
            &["deduce", "in.txt", "--time-limit", limit],
            &["explain", "in.txt", "--time-limit", limit],
        ] {
            add(
                format!(
                    "{} on a {side}x{side}/{atoms} board",
                    args[..args.len() - 3].join(" ")
                ),
                args,
                Some(board.clone()),
                Stdin::Nothing,
            );
        }
    }
    let reflections: Vec<(usize, usize)> = match tier {
        Tier::Fast => vec![(30, 10)],
        Tier::Slow => vec![(30, 10), (100, 10), (255, 20)],
    };
    for (side, atoms) in reflections {
        for args in [
            &["explain", "in.txt", "--time-limit", "1"][..],
            &["solve", "in.txt", "--time-limit", "1"],
            &["deduce", "in.txt", "--time-limit", "1"],
            &["solve", "--engine", "brute", "in.txt", "--time-limit", "1"],
        ] {
            add(
                format!("{} on {side}x{side}, atoms {atoms}, every port R", args[0]),
                args,
                Some(all_reflections(side, atoms)),
                Stdin::Nothing,
            );
        }
    }
    // `encode` builds the whole encoding, then writes it: its time limit
    // stops either stage.
    let encodings: &[(usize, usize)] = match tier {
        Tier::Fast => &[(40, 60)],
        Tier::Slow => &[(40, 60), (60, 100)],
    };
    for &(side, atoms) in encodings {
        add(
            format!("encode --dimacs on a {side}x{side}/{atoms} board"),
            &["encode", "--dimacs", "in.txt", "--time-limit", limit],
            Some(grid(side, side, atoms)),
            Stdin::Nothing,
        );
    }
    // `bench --process` runs children under its `--limit`, and says first
    // how long it may take.
    add(
        "bench --process on 100x100/100".into(),
        &[
            "bench",
            "--process",
            "--no-scaling",
            "--rows",
            "first:100x100/100",
            "--seeds",
            "2",
            "--limit",
            "1",
        ],
        None,
        Stdin::Nothing,
    );
    // `play` setup is documented as never blocking: it has the case's timeout.
    let ids: &[&str] = match tier {
        Tier::Fast => &["100x100:100:1", "255x255:10:1"],
        Tier::Slow => &[
            "255x255:3000:1",
            "255x255:100:1",
            "100x100:100:1",
            "100x100:1000:1",
            "255x255:10:1",
            "255x255:65025:1",
            "255x255:0-65025:1",
            "12x12:144:1",
        ],
    };
    for id in ids {
        add(
            format!("play setup --id {id}"),
            &["play", "--plain", "--id", id],
            None,
            Stdin::Nothing,
        );
        add(
            format!("play assist --id {id}"),
            &["play", "--plain", "--id", id],
            None,
            Stdin::Bytes(b"assist\nquit\n".to_vec().into()),
        );
    }
    add(
        "play --unique 255x255/100".into(),
        &[
            "play", "--plain", "--unique", "--size", "255x255", "--atoms", "100",
        ],
        None,
        Stdin::Nothing,
    );
    add(
        "play --size 255x255 --atoms 0-65025".into(),
        &["play", "--plain", "--size", "255x255", "--atoms", "0-65025"],
        None,
        Stdin::Nothing,
    );
    for args in [
        &[
            "experiment",
            "play",
            "--strategy",
            "random",
            "--games",
            "18446744073709551615",
            "--time-limit",
            "2",
        ][..],
        &[
            "experiment",
            "census",
            "--size",
            "255x255",
            "--atoms",
            "3",
            "--time-limit",
            "1",
        ],
        &[
            "experiment",
            "first-move",
            "--size",
            "100x100",
            "--atoms",
            "3",
            "--time-limit",
            "1",
        ],
        &[
            "experiment",
            "fill-ports",
            "--size",
            "255x255",
            "--atoms",
            "5",
            "--time-limit",
            "1",
        ],
        &[
            "experiment",
            "play",
            "--strategy",
            "optimal",
            "--size",
            "6x6",
            "--atoms",
            "4",
            "--time-limit",
            "1",
        ],
        &[
            "experiment",
            "play",
            "--strategy",
            "best+deep4+wide64",
            "--size",
            "10x10",
            "--atoms",
            "5",
            "--time-limit",
            "1",
        ],
    ] {
        add(args.join(" "), args, None, Stdin::Nothing);
    }
    cases
}

/// Every command with a valid input × a full disk and a closed pipe (and
/// long outputs cut after 100 bytes).
pub fn output_cases(_tier: Tier) -> Vec<Case> {
    let seeds = seeds();
    let board = seeds[0].bytes.clone();
    let puzzle = seeds[2].bytes.clone();
    // (arguments, the input file `in.txt` if any, standard input)
    type Command<'a> = (Vec<&'a str>, Option<&'a Vec<u8>>, Stdin);
    let commands: Vec<Command> = vec![
        (vec!["feedback", "in.txt"], Some(&board), Stdin::Nothing),
        (
            vec!["feedback", "--json", "in.txt"],
            Some(&board),
            Stdin::Nothing,
        ),
        (
            vec!["feedback", "--format", "acm", "in.txt"],
            Some(&board),
            Stdin::Nothing,
        ),
        (vec!["trace", "in.txt", "1"], Some(&board), Stdin::Nothing),
        (
            vec!["trace", "--json", "in.txt", "1"],
            Some(&board),
            Stdin::Nothing,
        ),
        (vec!["show", "in.txt"], Some(&puzzle), Stdin::Nothing),
        (
            vec!["show", "--json", "in.txt"],
            Some(&puzzle),
            Stdin::Nothing,
        ),
        (vec!["random", "--seed", "1"], None, Stdin::Nothing),
        (
            vec!["random", "--json", "--seed", "1"],
            None,
            Stdin::Nothing,
        ),
        (vec!["random"], None, Stdin::Nothing),
        (vec!["solve", "in.txt"], Some(&puzzle), Stdin::Nothing),
        (
            vec!["solve", "--json", "in.txt"],
            Some(&puzzle),
            Stdin::Nothing,
        ),
        (
            vec!["solve", "--engine", "brute", "in.txt"],
            Some(&puzzle),
            Stdin::Nothing,
        ),
        (vec!["deduce", "in.txt"], Some(&puzzle), Stdin::Nothing),
        (
            vec!["deduce", "--json", "in.txt"],
            Some(&puzzle),
            Stdin::Nothing,
        ),
        (vec!["explain", "in.txt"], Some(&puzzle), Stdin::Nothing),
        (
            vec!["explain", "--json", "in.txt"],
            Some(&puzzle),
            Stdin::Nothing,
        ),
        (
            vec!["encode", "--dimacs", "in.txt"],
            Some(&puzzle),
            Stdin::Nothing,
        ),
        (vec!["experiment", "combinatorics"], None, Stdin::Nothing),
        (
            vec!["experiment", "combinatorics", "--json"],
            None,
            Stdin::Nothing,
        ),
        (
            vec!["experiment", "combinatorics", "--csv"],
            None,
            Stdin::Nothing,
        ),
        (
            vec!["experiment", "census", "--size", "5x5", "--atoms", "2"],
            None,
            Stdin::Nothing,
        ),
        (
            vec!["experiment", "fill-ports", "--size", "5x5", "--atoms", "2"],
            None,
            Stdin::Nothing,
        ),
        (
            vec!["experiment", "first-move", "--size", "5x5", "--atoms", "2"],
            None,
            Stdin::Nothing,
        ),
        (
            vec![
                "experiment",
                "play",
                "--size",
                "5x5",
                "--atoms",
                "2",
                "--games",
                "3",
            ],
            None,
            Stdin::Nothing,
        ),
        (
            vec!["play", "--plain", "--id", "5x5:2:7"],
            None,
            Stdin::Bytes(b"fire 1\nassist\nquit\n".to_vec().into()),
        ),
        (
            vec!["play", "--plain", "--id", "5x5:2:7"],
            None,
            Stdin::Nothing,
        ),
        (vec!["--help"], None, Stdin::Nothing),
        (vec!["solve", "--help"], None, Stdin::Nothing),
        (vec!["--version"], None, Stdin::Nothing),
    ];
    let mut cases = Vec::new();
    for (args, input, stdin) in &commands {
        for target in [Stdout::Full, Stdout::Closed, Stdout::CloseAfter(100)] {
            let mut c = Case::new(Class::Output, args.join(" "), &bin(), args)
                .stdin(stdin.clone())
                .stdout(target);
            if let Some(bytes) = input {
                c = c.file("in.txt", Prepared::protected((*bytes).clone()));
            }
            cases.push(c);
        }
    }
    // `serve` announces its URL on standard output; it cannot on a full disk.
    cases.push(
        Case::new(Class::Output, "serve", &bin(), &["serve", "--port", "0"])
            .stdout(Stdout::Full)
            .timeout(5),
    );
    cases
}

/// The files a command may meet where it writes, each with whether it is
/// the command's own kind.
fn targets(name: &str, own: &[u8]) -> Vec<(String, Vec<(String, Prepared)>)> {
    let victim = || {
        (
            "victim.txt".to_string(),
            Prepared::protected(b"precious notes\n".to_vec()),
        )
    };
    let foreign = |mode| Prepared::File {
        bytes: b"precious notes, not ours\n".to_vec().into(),
        mode,
        protected: true,
    };
    let own_file = |mode| Prepared::File {
        bytes: own.to_vec().into(),
        mode,
        protected: false,
    };
    vec![
        ("a foreign file".into(), vec![(name.into(), foreign(0o644))]),
        (
            "a read-only foreign file".into(),
            vec![(name.into(), foreign(0o444))],
        ),
        (
            "a foreign file of mode 600".into(),
            vec![(name.into(), foreign(0o600))],
        ),
        (
            "a symbolic link".into(),
            vec![
                victim(),
                (
                    name.into(),
                    Prepared::Symlink {
                        target: "victim.txt".into(),
                    },
                ),
            ],
        ),
        ("a directory".into(), vec![(name.into(), Prepared::Dir)]),
        ("a named pipe".into(), vec![(name.into(), Prepared::Fifo)]),
        (
            "its own kind, mode 600".into(),
            vec![(name.into(), own_file(0o600))],
        ),
        (
            "its own kind, read-only".into(),
            vec![(name.into(), own_file(0o444))],
        ),
    ]
}

/// Every file-writing option × files it has no right to replace (and its
/// own kind, whose mode must be kept), with and without a move to save.
pub fn file_cases(_tier: Tier) -> Vec<Case> {
    let mut cases = Vec::new();
    let save = b"# blackbox game: the game ID, then one move a line\ngame 5x5:2:7\nfire 3\n";
    for (what, files) in targets("notes.txt", save) {
        for (moves, stdin) in [
            ("no move", Stdin::Nothing),
            ("one move", Stdin::Bytes(b"fire 1\n".to_vec().into())),
        ] {
            let mut c = Case::new(
                Class::Files,
                format!("play --save onto {what}, {moves}"),
                &bin(),
                &["play", "--plain", "--id", "5x5:2:7", "--save", "notes.txt"],
            )
            .stdin(stdin)
            .timeout(10);
            for (name, prepared) in &files {
                c = c.file(name, prepared.clone());
            }
            // With no move there is nothing to save: even its own kind stays.
            if moves == "no move" {
                for (_, p) in &mut c.files {
                    if let Prepared::File { protected, .. } = p {
                        *protected = true;
                    }
                }
            }
            cases.push(c);
        }
    }
    // A save that cannot be written is refused before the game, naming it.
    for (what, save, files) in [
        ("into a missing directory", "nodir/game.sav", vec![]),
        (
            "under a regular file",
            "notes.txt/game.sav",
            vec![("notes.txt", Prepared::protected(b"my notes\n".to_vec()))],
        ),
        (
            "into a missing directory, loaded game",
            "nodir/deeper/game.sav",
            vec![("g.sav", Prepared::protected(seeds()[5].bytes.clone()))],
        ),
    ] {
        let load: &[&str] = if files.iter().any(|(n, _)| *n == "g.sav") {
            &["--load", "g.sav"]
        } else {
            &["--id", "5x5:2:7"]
        };
        let mut args = vec!["play", "--plain", "--save", save];
        args.extend(load);
        let mut c = Case::new(Class::Files, format!("play --save {what}"), &bin(), &args)
            .stdin(Stdin::Bytes(b"fire 1\nfire 2\n".to_vec().into()))
            .expect(Expect::Refuse);
        for (name, prepared) in files {
            c = c.file(name, prepared);
        }
        c.input_name = Some(save.to_string());
        cases.push(c);
    }
    let svg = b"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"></svg>\n";
    for (ext, own) in [
        ("svg", svg.as_slice()),
        ("png", b"\x89PNG\r\n\x1a\n".as_slice()),
    ] {
        let name = format!("figure.{ext}");
        for (what, files) in targets(&name, own) {
            let mut c = Case::new(
                Class::Files,
                format!("experiment --plot onto {what} ({ext})"),
                &bin(),
                &["experiment", "combinatorics", "--plot", &name],
            );
            for (n, prepared) in &files {
                c = c.file(n, prepared.clone());
            }
            cases.push(c);
        }
    }
    cases
}

/// Options that `--load` makes meaningless must be refused, not ignored;
/// `play --plain` lines that cannot be played get `error:` and the game
/// goes on.
pub fn silent_cases(tier: Tier) -> Vec<Case> {
    let save = seeds()[5].bytes.clone();
    let mut cases = Vec::new();
    for extra in [
        &["--size", "9x9"][..],
        &["--atoms", "3"],
        &["--seed", "3"],
        &["--unique"],
        &["--id", "5x5:2:7"],
        &["--size", "9x9", "--seed", "3", "--unique"],
    ] {
        let mut args = vec!["play", "--plain", "--load", "g.sav"];
        args.extend_from_slice(extra);
        cases.push(
            Case::new(
                Class::Silent,
                format!("play --load with {}", extra.join(" ")),
                &bin(),
                &args,
            )
            .input_file("g.sav", save.clone())
            .expect(Expect::Refuse),
        );
    }
    let big = tier.big();
    let lines: Vec<(String, Payload)> = vec![
        ("nul".into(), b"fire\x001".to_vec().into()),
        ("invalid utf-8".into(), b"fire \xff1".to_vec().into()),
        ("bom".into(), b"\xEF\xBB\xBFfire 2".to_vec().into()),
        (
            "zero-width space".into(),
            "fire \u{200b}2".as_bytes().to_vec().into(),
        ),
        ("escape sequence".into(), b"fire \x1b[31m2".to_vec().into()),
        (
            "port 2^64".into(),
            b"fire 18446744073709551616".to_vec().into(),
        ),
        ("port 0".into(), b"fire 0".to_vec().into()),
        ("cell 0 0".into(), b"mark 0 0".to_vec().into()),
        ("cell -1 1".into(), b"mark -1 1".to_vec().into()),
        ("cell 2^32+1".into(), b"mark 4294967297 1".to_vec().into()),
        ("a bare word".into(), b"fire".to_vec().into()),
        ("a line of spaces".into(), b"      ".to_vec().into()),
        (
            format!("a line of {} MB", big >> 20),
            Payload::repeat(b"", b"f", big, b""),
        ),
        ("a check with no marks".into(), b"check".to_vec().into()),
        (
            "undo with nothing to undo".into(),
            b"undo\nundo\nredo\nredo".to_vec().into(),
        ),
    ];
    for (name, line) in lines {
        // A line is skipped and the game goes on, unless the input as a
        // whole passes plain mode's documented limit: then it is refused.
        let expect = match &line {
            Payload::Repeat { len, .. } if *len as u64 > cli_support::read::PLAIN_INPUT.bytes => {
                Expect::Refuse
            }
            _ => Expect::Accept,
        };
        let stdin = match line {
            Payload::Bytes(b) => Payload::Bytes([b.as_slice(), b"\nfire 1\nquit\n"].concat()),
            Payload::Repeat {
                head, unit, len, ..
            } => Payload::repeat(&head, &unit, len, b"\nfire 1\nquit\n"),
        };
        cases.push(
            Case::new(
                Class::Silent,
                format!("play --plain: a line with {name}, then a move"),
                &bin(),
                &["play", "--plain", "--id", "5x5:2:7"],
            )
            .stdin(Stdin::Bytes(stdin))
            .expect(expect),
        );
    }
    cases.push(
        Case::new(
            Class::Reads,
            "play --plain < /dev/zero".to_string(),
            &bin(),
            &["play", "--plain", "--id", "5x5:2:7"],
        )
        .stdin(Stdin::Path("/dev/zero".into())),
    );
    cases.push(
        Case::new(
            Class::Reads,
            "play --plain < /dev/urandom".to_string(),
            &bin(),
            &["play", "--plain", "--id", "5x5:2:7"],
        )
        .stdin(Stdin::Path("/dev/urandom".into())),
    );
    cases
}

/// Every `blackbox` case of `tier`.
pub fn all(tier: Tier) -> Vec<Case> {
    let mut cases = reader_cases(tier);
    cases.extend(extreme_cases(tier));
    cases.extend(time_cases(tier));
    cases.extend(output_cases(tier));
    cases.extend(file_cases(tier));
    cases.extend(silent_cases(tier));
    cases
}
