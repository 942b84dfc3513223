//! The census's files and limits in the hostile battery: shard files and
//! merge parts damaged every way a disk or a copy damages them (one bit
//! flipped at positions spread over each file, cut short, emptied, another
//! census's file, a doubled shard), each merged by `blackbox experiment
//! merge`, which must refuse it (exit 2, naming the file, in words without
//! the Parquet crate's) or print the undamaged input's figures, byte for
//! byte; the census under `--time-limit` in every phase (scan, sort, tally,
//! a spill's shards and merge); and under an address-space cap, which its
//! memory budget must keep it within.

use crate::harness::{Case, Class, Expect, Prepared};
use crate::inputs::Tier;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The `blackbox` binary under test.
fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_blackbox"))
}

/// What the Parquet crate and Rust say, which a merge's errors must not.
const INTERNALS: &[&str] = &[
    "Parquet error",
    "EOF",
    "thrift",
    "Thrift",
    "General(",
    "Invalid Parquet",
    "Corrupt footer",
    "out of spec",
    "expected value at line",
];

/// Runs `blackbox ARGS` in `dir`, which must succeed; its standard output.
fn run(dir: &Path, args: &[&str]) -> Vec<u8> {
    let out = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "blackbox {args:?}: {out:?}");
    out.stdout
}

/// The files of directory `dir`, by name, sorted.
fn files_of(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let name = e.file_name().to_string_lossy().into_owned();
            (name, std::fs::read(e.path()).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// A shard set, its merge parts and its clean figures, made by the binary.
struct Census {
    shards: Vec<(String, Vec<u8>)>,
    parts: Vec<(String, Vec<u8>)>,
    /// A shard of another census (5x5/3), named like shard 2 of this one.
    foreign: Vec<u8>,
    /// `experiment merge` of the shards: text and JSON.
    text: Vec<u8>,
    json: Vec<u8>,
}

impl Census {
    /// 6x6/4 (58,905 boards) in 4 shards, merged in 2 parts: the set of the
    /// issue that found a flipped bit merged into other figures.
    fn make() -> Census {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        for k in 1..=4 {
            let shard = format!("{k}/4");
            let args = ["experiment", "census", "--size", "6", "--atoms", "4"];
            run(
                dir,
                &[&args[..], &["--shard", &shard, "--out", "shards"]].concat(),
            );
        }
        for k in ["1/2", "2/2"] {
            run(
                dir,
                &[
                    "experiment",
                    "merge",
                    "shards",
                    "--part",
                    k,
                    "--out",
                    "parts",
                ],
            );
        }
        run(
            dir,
            &[
                "experiment",
                "census",
                "--size",
                "5",
                "--atoms",
                "3",
                "--shard",
                "2/4",
                "--out",
                ".",
            ],
        );
        let foreign = std::fs::read(dir.join("census-5x5-3-standard-2-of-4.parquet")).unwrap();
        Census {
            shards: files_of(&dir.join("shards")),
            parts: files_of(&dir.join("parts")),
            foreign,
            text: run(dir, &["experiment", "merge", "shards"]),
            json: run(dir, &["experiment", "merge", "shards", "--json"]),
        }
    }
}

/// A merge of `files` (in a directory `sub`) with file `which` replaced by
/// `bytes`, judged against the clean output (`--json` or not).
fn merge_case(
    label: String,
    sub: &str,
    files: &[(String, Vec<u8>)],
    which: usize,
    bytes: Vec<u8>,
    clean: &Census,
    json: bool,
) -> Case {
    let mut args = vec!["experiment", "merge", sub];
    if json {
        args.push("--json");
    }
    let mut case = Case::new(Class::Integrity, label, &bin(), &args)
        .file(sub, Prepared::Dir)
        .expect(Expect::Any);
    for (i, (name, original)) in files.iter().enumerate() {
        let content = if i == which {
            bytes.clone()
        } else {
            original.clone()
        };
        case = case.file(&format!("{sub}/{name}"), Prepared::protected(content));
    }
    case.input_name = Some(files[which].0.clone());
    case.clean_stdout = Some(if json {
        clean.json.clone()
    } else {
        clean.text.clone()
    });
    case.forbidden = INTERNALS.iter().map(|s| s.to_string()).collect();
    case
}

/// Byte positions spread over `len` bytes: `n` evenly, the first and last
/// 64 bytes (Parquet's magic, the footer's length) among them.
fn positions(len: usize, n: usize) -> Vec<usize> {
    let mut at: Vec<usize> = (0..n).map(|i| i * len / n).collect();
    at.extend([0, 4, len.saturating_sub(8), len.saturating_sub(5), len - 1]);
    at.sort_unstable();
    at.dedup();
    at
}

/// Every damaged shard set and part set of the tier, merged.
pub fn integrity_cases(tier: Tier) -> Vec<Case> {
    let clean = Census::make();
    let per_file = match tier {
        Tier::Fast => 12,
        Tier::Slow => 200,
    };
    let mut cases = Vec::new();
    for (which, (name, bytes)) in clean.shards.iter().enumerate() {
        for (k, at) in positions(bytes.len(), per_file).into_iter().enumerate() {
            let mut flipped = bytes.clone();
            flipped[at] ^= 1 << (k % 8);
            let label = format!("merge: {name}, bit {} of byte {at} flipped", k % 8);
            cases.push(merge_case(
                label,
                "shards",
                &clean.shards,
                which,
                flipped,
                &clean,
                k % 2 == 1,
            ));
        }
        for cut in [0, 4, 8, bytes.len() / 2, bytes.len() - 8, bytes.len() - 1] {
            let label = format!("merge: {name} cut to {cut} bytes");
            let short = bytes[..cut].to_vec();
            cases.push(merge_case(
                label,
                "shards",
                &clean.shards,
                which,
                short,
                &clean,
                false,
            ));
        }
    }
    let label = "merge: another census's shard named as shard 2".to_string();
    cases.push(merge_case(
        label,
        "shards",
        &clean.shards,
        1,
        clean.foreign.clone(),
        &clean,
        false,
    ));
    let label = "merge: shard 3 a copy of shard 2".to_string();
    let copy = clean.shards[1].1.clone();
    cases.push(merge_case(
        label,
        "shards",
        &clean.shards,
        2,
        copy,
        &clean,
        false,
    ));
    for (which, (name, bytes)) in clean.parts.iter().enumerate() {
        for (k, at) in positions(bytes.len(), per_file).into_iter().enumerate() {
            let mut flipped = bytes.clone();
            flipped[at] ^= 1 << (k % 8);
            let label = format!("merge parts: {name}, bit {} of byte {at} flipped", k % 8);
            cases.push(merge_case(
                label,
                "parts",
                &clean.parts,
                which,
                flipped,
                &clean,
                k % 2 == 1,
            ));
        }
        // A figure edited by hand: a digit of the first number changed.
        let text = String::from_utf8(bytes.clone()).unwrap();
        let digit = text.find(|c: char| c.is_ascii_digit() && c != '0').unwrap();
        let mut edited = bytes.clone();
        edited[digit] = if edited[digit] == b'9' {
            b'8'
        } else {
            edited[digit] + 1
        };
        let label = format!("merge parts: {name} with a number edited");
        cases.push(merge_case(
            label,
            "parts",
            &clean.parts,
            which,
            edited,
            &clean,
            false,
        ));
    }
    cases
}

/// The census under `--time-limit` in each of its phases, and under an
/// address-space cap.
pub fn census_limit_cases(tier: Tier) -> Vec<Case> {
    let (size, atoms, limits): (&str, &str, &[&str]) = match tier {
        // Debug binaries: 7x7/5 (1.9M boards) takes a few seconds.
        Tier::Fast => ("7", "5", &["0.3", "1", "2"]),
        // Release: 8x8/6 (75M boards): its scan, sort and tally each take
        // seconds.
        Tier::Slow => ("8", "6", &["2", "6", "9", "11", "13", "15"]),
    };
    let mut cases = Vec::new();
    for limit in limits {
        for spill in [&[][..], &["--memory-mb", "40"][..]] {
            let mut args = vec!["experiment", "census", "--size", size, "--atoms", atoms];
            args.extend(spill);
            args.extend(["--time-limit", limit]);
            let label = format!(
                "census {size}/{atoms} {} --time-limit {limit}",
                spill.join(" ")
            );
            cases.push(
                Case::new(Class::Time, label, &bin(), &args)
                    .with_time_limit_from_args()
                    .timeout(60),
            );
        }
    }
    // Under an address-space cap the budget spills from the start, and
    // the census completes within it.
    let capped = [("7", "5", 400u64 << 20), ("6", "4", 200 << 20)];
    for (size, atoms, cap) in capped {
        let args = ["experiment", "census", "--size", size, "--atoms", atoms];
        let label = format!("census {size}/{atoms} under ulimit -v {} MB", cap >> 20);
        let mut case = Case::new(Class::Time, label, &bin(), &args)
            .expect(Expect::Accept)
            .timeout(120);
        case.address_space = Some(cap);
        cases.push(case);
    }
    cases
}
