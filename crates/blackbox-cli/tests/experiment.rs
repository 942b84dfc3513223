//! `blackbox experiment`: JSON schemas, exhaustive counts on small boards,
//! and figure files.

mod common;

use assert_cmd::Command;
use common::{blackbox, success_stdout, temp_path};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&success_stdout(blackbox().args(args))).unwrap()
}

#[test]
fn census_json_has_the_documented_keys_and_adds_up() {
    let v = json(&[
        "experiment",
        "census",
        "--size",
        "4",
        "--atoms",
        "3",
        "--json",
    ]);
    for key in [
        "boards",
        "distinct",
        "ambiguous_boards",
        "largest_group",
        "unique_fraction",
        "groups",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["boards"], 560);
    let groups = v["groups"].as_object().unwrap();
    let boards: u64 = groups
        .iter()
        .map(|(s, n)| s.parse::<u64>().unwrap() * n.as_u64().unwrap())
        .sum();
    let classes: u64 = groups.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(boards, 560);
    assert_eq!(classes, v["distinct"].as_u64().unwrap());
}

#[test]
fn fill_ports_first_move_and_play_json() {
    let f = json(&[
        "experiment",
        "fill-ports",
        "--size",
        "4",
        "--atoms",
        "2",
        "--json",
    ]);
    assert!(f["min_rays"].as_u64().unwrap() <= f["max_rays"].as_u64().unwrap());
    let m = json(&[
        "experiment",
        "first-move",
        "--size",
        "4",
        "--atoms",
        "2",
        "--json",
    ]);
    assert_eq!(m["ports"].as_array().unwrap().len(), 16);
    assert!(!m["best_ports"].as_array().unwrap().is_empty());
    // The table names the measure by which each port is best, and says
    // what its columns mean.
    let text = success_stdout(blackbox().args([
        "experiment",
        "first-move",
        "--size",
        "4",
        "--atoms",
        "2",
    ]));
    assert!(text.lines().next().unwrap().ends_with("best_by"), "{text}");
    for (key, measure) in [
        ("best_ports", "worst_case"),
        ("best_expected_ports", "expected_remaining"),
        ("best_cost_ports", "expected_cost"),
    ] {
        for port in m[key].as_array().unwrap() {
            let row = (text.lines().skip(1))
                .find(|l| l.split_whitespace().nth(2) == Some(&port.to_string()))
                .unwrap();
            assert!(row.contains(measure), "{row} {measure}");
        }
    }
    assert!(text.contains("worst_case          boards left after it, in the worst case"));
    let p = json(&[
        "experiment",
        "play",
        "--size",
        "4",
        "--atoms",
        "2",
        "--strategy",
        "minimax,best",
        "--games",
        "50",
        "--json",
    ]);
    let s = p["strategies"].as_array().unwrap();
    assert_eq!(s.len(), 2);
    for key in ["name", "games", "mean_score", "stderr", "solved_fraction"] {
        assert!(s[0].get(key).is_some(), "missing {key}");
    }
    assert_eq!(s[0]["games"], 50);
}

#[test]
fn unknown_strategy_is_a_usage_error() {
    Command::cargo_bin("blackbox")
        .unwrap()
        .args([
            "experiment",
            "play",
            "--size",
            "3",
            "--atoms",
            "1",
            "--strategy",
            "bogus",
        ])
        .assert()
        .code(2);
}

#[test]
fn figures_are_written_as_svg_or_png_and_other_names_are_refused_first() {
    let census = ["experiment", "census", "--size", "3", "--atoms", "1"];
    let png = temp_path("fig9.png");
    let svg = temp_path("fig9.svg");
    for (path, magic) in [(&png, &b"\x89PNG\r\n\x1a\n"[..]), (&svg, &b"<svg"[..])] {
        Command::cargo_bin("blackbox")
            .unwrap()
            .args(census)
            .arg("--plot")
            .arg(path)
            .assert()
            .success();
        let bytes = std::fs::read(path).unwrap();
        assert!(bytes.starts_with(magic), "{}", path.display());
    }
    let gif = temp_path("fig9.gif");
    let out = Command::cargo_bin("blackbox")
        .unwrap()
        .args(census)
        .arg("--plot")
        .arg(&gif)
        .assert()
        .code(2);
    let err = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(err.contains("written as .svg or .png"), "{err}");
    assert!(!gif.exists());
}

#[test]
fn combinatorics_json_carries_the_size_like_every_experiment() {
    let v = json(&[
        "experiment",
        "combinatorics",
        "--size",
        "8x5",
        "--atoms",
        "3",
        "--json",
    ]);
    assert_eq!(v["size"], "8x5");
    assert_eq!(v["atoms"], 3);
    assert_eq!(v["boards"], "9880");
    let several = json(&["experiment", "combinatorics", "--size", "4,5", "--json"]);
    assert_eq!(several[1]["size"], "5x5");
}

#[test]
fn combinatorics_and_fill_ports_draw_their_figures() {
    for (experiment, atoms, title) in [
        ("combinatorics", "2,3,4", "Number of boards"),
        ("fill-ports", "1,2", "Rays needed to fill every port"),
        ("fill-ports", "2", "Rays needed to fill every port"),
    ] {
        let text = plotted(experiment, "3,4", atoms);
        assert!(
            text.starts_with("<svg") && text.contains(title),
            "{experiment}"
        );
    }
}

/// The SVG `experiment` draws with `--plot` for `size` and `atoms`.
fn plotted(experiment: &str, size: &str, atoms: &str) -> String {
    let svg = temp_path(&format!("{experiment}-{size}-{atoms}.svg"));
    blackbox()
        .args([
            "experiment",
            experiment,
            "--size",
            size,
            "--atoms",
            atoms,
            "--plot",
        ])
        .arg(&svg)
        .assert()
        .success();
    std::fs::read_to_string(&svg).unwrap()
}

#[test]
fn a_census_of_one_size_plots_the_ambiguous_share_by_atoms_and_of_several_fig_9() {
    for (size, atoms, title, axis) in [
        (
            "5",
            "2,3,4",
            "Boards of 5x5 whose full feedback another board shares",
            "ambiguous boards (%)",
        ),
        (
            "3,4",
            "2,3",
            "Boards whose full feedback no other board has",
            "boards with unique feedback (%)",
        ),
        // One census: its boards by the size of their class, on a log scale.
        (
            "4",
            "3",
            "Boards of 4x4 with 3 atoms by the size of their class",
            "share of the boards (%, log scale)",
        ),
    ] {
        let text = plotted("census", size, atoms);
        assert!(
            text.contains(title) && text.contains(axis),
            "{size}/{atoms}"
        );
    }
}

/// Runs `args`, requires exit 2 (refused), and returns stderr.
fn refused(args: &[&str]) -> String {
    refused_by(blackbox().args(args))
}

/// The error of `cmd`, which must be refused: exit 2, nothing on stdout.
fn refused_by(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    String::from_utf8(out.stderr).unwrap()
}

/// [`refused`] for `experiment census --size SIZE --atoms ATOMS` and `more`,
/// run as on a machine where the process may use 64 GB (`BOXLOGIC_MEMORY_MB`),
/// so that a `--memory-mb` up to that is honoured, not lowered to what this
/// machine has free: the refusals tested do not depend on the machine.
fn census_refused(size: &str, atoms: &str, more: &[&str]) -> String {
    let args = ["experiment", "census", "--size", size, "--atoms", atoms];
    refused_by(
        blackbox()
            .args([&args[..], more].concat())
            .env("BOXLOGIC_MEMORY_MB", "64000"),
    )
}

#[test]
fn optimal_on_8x8_with_4_atoms_is_refused_with_its_estimate() {
    let err = refused(&[
        "experiment",
        "play",
        "--strategy",
        "optimal",
        "--size",
        "8",
        "--atoms",
        "4",
    ]);
    assert!(err.contains("optimal 8x8/4 over 635376 boards"), "{err}");
    assert!(err.contains("MB (estimate)"), "{err}");
}

#[test]
fn play_stopped_by_its_time_limit_prints_what_was_played_marked_partial() {
    // Two million random games cannot finish in 0.3 s: the run stops
    // between games, prints the games played so far and exits 0.
    let args = [
        "experiment",
        "play",
        "--size",
        "5",
        "--atoms",
        "3",
        "--strategy",
        "random",
        "--games",
        "2000000",
        "--time-limit",
        "0.3",
    ];
    let text = success_stdout(blackbox().args(args));
    assert!(text.starts_with("size  atoms  strategy"), "{text}");
    assert!(
        text.contains("partial: stopped by --time-limit 0.3 s; not done: random 5x5/3: "),
        "{text}"
    );
    let v = json(&[&args[..], &["--json"]].concat());
    assert_eq!(v["stopped"], "time-limit");
    for s in v["strategies"].as_array().unwrap() {
        assert_eq!(s["partial"], true);
        let games = s["games"].as_u64().unwrap();
        assert!(games > 0 && games < 2_000_000, "{games}");
        let counted: u64 = s["histogram"]
            .as_object()
            .unwrap()
            .values()
            .map(|n| n.as_u64().unwrap())
            .sum();
        assert_eq!(counted, games);
    }
}

#[test]
fn exhaustive_experiments_past_their_time_limit_name_what_was_not_done() {
    // A limit of 0 stops before the first configuration, deterministically.
    let v = json(&[
        "experiment",
        "census",
        "--size",
        "4",
        "--atoms",
        "2,3",
        "--time-limit",
        "0",
        "--json",
    ]);
    assert_eq!(
        v,
        serde_json::json!([
            {"size": "4x4", "atoms": 2, "stopped": "time-limit"},
            {"size": "4x4", "atoms": 3, "stopped": "time-limit"}
        ])
    );
    let text = success_stdout(blackbox().args([
        "experiment",
        "fill-ports",
        "--size",
        "4",
        "--atoms",
        "2",
        "--time-limit",
        "0",
    ]));
    assert!(
        text.ends_with("partial: stopped by --time-limit 0 s; not done: 4x4/2\n"),
        "{text}"
    );
}

#[test]
fn figures_never_follow_links_nor_replace_other_files() {
    let census = ["experiment", "combinatorics", "--size", "3", "--atoms", "1"];
    let target = temp_path("target.svg");
    std::fs::write(&target, "not a figure\n").unwrap();
    let link = temp_path("link.svg");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    for (path, why) in [
        (&link, "it is a symbolic link"),
        (&target, "it exists and is not an SVG image"),
    ] {
        for force in [&[][..], &["--force"]] {
            if path.as_os_str() == target.as_os_str() && !force.is_empty() {
                continue;
            }
            let out = blackbox()
                .args(census)
                .arg("--plot")
                .arg(path)
                .args(force)
                .assert()
                .code(2);
            let err = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
            let expected = format!("cannot write {}: {why}", path.display());
            assert!(err.contains(&expected), "{err}");
        }
    }
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "not a figure\n");
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    // Forced, the file (not a link) is replaced by the figure.
    blackbox()
        .args(census)
        .arg("--plot")
        .arg(&target)
        .arg("--force")
        .assert()
        .success();
    assert!(std::fs::read(&target).unwrap().starts_with(b"<svg"));
    // A figure of ours is replaced without --force.
    blackbox()
        .args(census)
        .arg("--plot")
        .arg(&target)
        .assert()
        .success();
}

/// `experiment census` of 6x6/4 with `extra` arguments, as JSON.
fn census_6x6_4(extra: &[&str]) -> String {
    let mut args = vec![
        "experiment",
        "census",
        "--size",
        "6",
        "--atoms",
        "4",
        "--json",
    ];
    args.extend(extra);
    success_stdout(blackbox().args(args))
}

#[test]
fn a_census_in_shards_or_spilled_prints_the_same_json_as_one_run() {
    let one_run = census_6x6_4(&[]);
    // Three shards written as separate jobs, then merged.
    let dir = temp_path("shards-6x6-4");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    for k in ["1/3", "3/3", "2/3"] {
        census_6x6_4(&["--shard", k, "--out", d]);
    }
    let merged = success_stdout(blackbox().args(["experiment", "merge", d, "--json"]));
    assert_eq!(merged, one_run);
    // A shard gone: the merge names it and prints nothing.
    let gone = dir.join("census-6x6-4-standard-2-of-3.parquet");
    std::fs::remove_file(&gone).unwrap();
    let err = refused(&["experiment", "merge", d]);
    assert!(err.contains("1 of 3 shards missing: 2 "), "{err}");
    // A 1 MB budget: the census spills to shards and merges them.
    let spill = temp_path("spill-6x6-4");
    let _ = std::fs::remove_dir_all(&spill);
    let s = spill.to_str().unwrap();
    let spilled = census_6x6_4(&["--memory-mb", "1", "--spill-dir", s]);
    assert_eq!(spilled, one_run);
    let files: Vec<_> = std::fs::read_dir(&spill).unwrap().collect();
    assert!(files.len() > 1, "{files:?}");
    // Run again, it resumes: the completed shards are read, not rewritten.
    let first = files[0].as_ref().unwrap().path();
    let before = std::fs::metadata(&first).unwrap().modified().unwrap();
    assert_eq!(
        census_6x6_4(&["--memory-mb", "1", "--spill-dir", s]),
        one_run
    );
    assert_eq!(
        std::fs::metadata(&first).unwrap().modified().unwrap(),
        before
    );
}

#[test]
fn a_shard_changed_after_it_was_written_is_refused_naming_it_and_nothing_is_printed() {
    let dir = temp_path("flipped-6x6-4");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    for k in ["1/4", "2/4", "3/4", "4/4"] {
        census_6x6_4(&["--shard", k, "--out", d]);
    }
    let clean = success_stdout(blackbox().args(["experiment", "merge", d]));
    assert!(clean.contains("fingerprint_collisions"), "{clean}");
    // One bit of a fingerprint, of a rank, of the footer's header: each
    // refused with exit 2, naming the file; the figures are never printed.
    let name = "census-6x6-4-standard-3-of-4.parquet";
    let file = dir.join(name);
    let bytes = std::fs::read(&file).unwrap();
    let key = b"\"shard\":3";
    let header_at = bytes.windows(key.len()).position(|w| w == key).unwrap();
    for at in [100, bytes.len() / 2, header_at + 8] {
        let mut flipped = bytes.clone();
        flipped[at] ^= 0x04;
        std::fs::write(&file, &flipped).unwrap();
        let out = blackbox()
            .args(["experiment", "merge", d])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "byte {at}: {err}");
        assert!(out.stdout.is_empty(), "byte {at}");
        assert!(
            err.contains(&format!("{name}: damaged")),
            "byte {at}: {err}"
        );
        for internal in ["Parquet error", "EOF", "thrift", "General("] {
            assert!(!err.contains(internal), "byte {at}: {err}");
        }
    }
    std::fs::write(&file, &bytes).unwrap();
    assert_eq!(
        success_stdout(blackbox().args(["experiment", "merge", d])),
        clean
    );
}

#[test]
fn a_merge_run_in_parts_adds_up_to_the_same_json_as_one_run() {
    let one_run = census_6x6_4(&[]);
    let dir = temp_path("part-shards-6x6-4");
    let parts = temp_path("parts-6x6-4");
    for d in [&dir, &parts] {
        let _ = std::fs::remove_dir_all(d);
    }
    let (d, p) = (dir.to_str().unwrap(), parts.to_str().unwrap());
    for k in ["1/2", "2/2"] {
        census_6x6_4(&["--shard", k, "--out", d]);
    }
    // Three parts as separate jobs; a census this small has one partition,
    // so two of them hold none and still count.
    for k in ["3/3", "1/3", "2/3"] {
        let out =
            success_stdout(blackbox().args(["experiment", "merge", d, "--part", k, "--out", p]));
        assert!(out.starts_with("wrote "), "{out}");
        assert!(
            out.contains(&format!("part {k} of the merge of census 6x6/4")),
            "{out}"
        );
    }
    let merged = success_stdout(blackbox().args(["experiment", "merge", p, "--json"]));
    assert_eq!(merged, one_run);
    // A part run again (a scheduler's retry) replaces its own file.
    success_stdout(blackbox().args(["experiment", "merge", d, "--part", "2/3", "--out", p]));
    // A part gone: named, nothing printed.
    std::fs::remove_file(parts.join("census-6x6-4-standard-part-2-of-3.json")).unwrap();
    let err = refused(&["experiment", "merge", p]);
    assert!(err.contains("1 of 3 parts missing: 2 "), "{err}");
    // A part edited by hand is refused, not added up.
    let first = parts.join("census-6x6-4-standard-part-1-of-3.json");
    let text = std::fs::read_to_string(&first).unwrap();
    std::fs::write(&first, text.replacen("\"boards\": ", "\"boards\": 1", 1)).unwrap();
    let err = refused(&["experiment", "merge", p]);
    assert!(
        err.contains("census-6x6-4-standard-part-1-of-3.json: damaged: its figures do not match"),
        "{err}"
    );
    // Shards and parts in one directory are refused.
    std::fs::copy(&first, dir.join("stray.json")).unwrap();
    let err = refused(&["experiment", "merge", d]);
    assert!(err.contains("holds both shard files"), "{err}");
}

#[test]
fn a_census_that_spills_says_its_plan_and_estimates_first() {
    let spill = temp_path("plan-6x6-4");
    let _ = std::fs::remove_dir_all(&spill);
    let out = blackbox()
        .args(["experiment", "census", "--size", "6", "--atoms", "4"])
        .args(["--memory-mb", "1", "--spill-dir"])
        .arg(&spill)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("census 6x6/4: 58905 boards, about 18 MB in memory (estimate), over the 1 MB budget (--memory-mb): spilling to 2 shard files"),
        "{err}"
    );
    assert!(
        err.contains("MB of disk in all), then merging them; peak memory about"),
        "{err}"
    );
    // A census that fits says nothing of the kind.
    let out = blackbox()
        .args(["experiment", "census", "--size", "6", "--atoms", "4"])
        .output()
        .unwrap();
    assert!(out.stderr.is_empty(), "{out:?}");
}

#[test]
fn a_census_whose_shard_files_would_not_fit_the_disk_is_refused_first() {
    // C(100, 7) = 1.6e10 boards: 257 GB of shard files, more than this
    // machine's disk holds (a 4 GB budget, which any machine running the
    // tests has, lets the merge of its shards fit).
    let err = census_refused("10", "7", &["--memory-mb", "4000"]);
    assert!(err.contains("MB of disk (estimate)"), "{err}");
    assert!(err.contains("refused before starting"), "{err}");
    // C(256, 8) = 4.1e14 boards: under 100 MB, 111 million shards to merge.
    let err = census_refused("16", "8", &["--memory-mb", "100"]);
    assert!(
        err.contains(
            "merging a census spilled to 111624499 shard files over 409663695276000 boards"
        ),
        "{err}"
    );
    assert!(err.contains("refused before starting"), "{err}");
    let err = refused(&["experiment", "census", "--shard", "0/3", "--out", "x"]);
    assert!(err.contains("expected K/N with 1 <= K <= N"), "{err}");
    let err = refused(&[
        "experiment",
        "census",
        "--size",
        "4,5",
        "--shard",
        "1/2",
        "--out",
        "x",
    ]);
    assert!(err.contains("--shard takes one --size"), "{err}");
}

#[test]
fn shards_whose_merge_would_not_fit_are_refused_before_the_first_one() {
    // 10x10/8 in 100,000 shards: every merge would hold 100,000 footers of
    // 65,536 row groups (6 TB); refused at the first shard, nothing written.
    let dir = temp_path("shards-10x10-8");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    let err = census_refused(
        "10",
        "8",
        &["--shard", "1/100000", "--out", d, "--memory-mb", "4000"],
    );
    // (How many fit depends on the budget, which --memory-mb only sets
    // where the machine's available memory allows it.)
    assert!(
        err.contains("merging 100000 shard files (at most ") && err.contains(" fit the budget)"),
        "{err}"
    );
    assert!(!dir.exists());
    // One shard's keys in 200 (930M boards, 21 GB) do not fit 4 GB,
    // refused before the merge is considered.
    let err = census_refused(
        "10",
        "8",
        &["--shard", "1/200", "--out", d, "--memory-mb", "4000"],
    );
    assert!(
        err.contains("shard 1/200 over 930439472 boards would need about"),
        "{err}"
    );
    assert!(!dir.exists());
}

#[test]
fn a_shard_stopped_by_its_time_limit_writes_nothing_and_exits_1() {
    let dir = temp_path("stopped-shard");
    let _ = std::fs::remove_dir_all(&dir);
    let out = blackbox()
        .args(["experiment", "census", "--size", "8", "--atoms", "5"])
        .args(["--shard", "1/1", "--time-limit", "0.05", "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("shard 1/1 not written"), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn a_players_whole_tree_is_written_then_replayed_to_its_exact_score() {
    let tree = temp_path("optimal-4x4-2.tree");
    let _ = std::fs::remove_file(&tree);
    let game = ["--size", "4", "--atoms", "2"];
    blackbox()
        .args([
            "experiment",
            "opening",
            "--strategy",
            "optimal",
            "--min-boards",
            "0",
        ])
        .args(game)
        .arg("--out")
        .arg(&tree)
        .assert()
        .success();
    let played = |extra: &[&str]| {
        let mut cmd = blackbox();
        cmd.args(["experiment", "play", "--all-boards", "--tree"])
            .arg(&tree)
            .args(game)
            .args(extra);
        cmd
    };
    let v: Value = serde_json::from_str(&success_stdout(&mut played(&[
        "--strategy",
        "optimal",
        "--json",
    ])))
    .unwrap();
    let s = v["strategies"].as_array().unwrap();
    assert_eq!(s[0]["name"], "optimal");
    assert_eq!(s[1]["name"], tree.display().to_string());
    // The same value, the player's a sum of fractions, the tree's a ratio
    // of integers.
    let exact = |i: usize| s[i]["exact_expected_score"].as_f64().unwrap();
    assert!((exact(0) - exact(1)).abs() < 1e-9);
    assert_eq!(s[1]["mean_score"], s[1]["exact_expected_score"]);
    // The table shows the exact column, since it is known.
    let text = success_stdout(&mut played(&[]));
    assert!(text.lines().next().unwrap().ends_with("exact"), "{text}");
    // A tree whose header lies about its total is refused, saying so.
    let text = std::fs::read_to_string(&tree).unwrap();
    let total = text.lines().find(|l| l.starts_with("total ")).unwrap();
    std::fs::write(&tree, text.replace(total, "total 1")).unwrap();
    let out = played(&[]).assert().code(2);
    let err = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    assert!(err.contains("the scores add up to 1"), "{err}");
}

#[test]
fn random_games_show_no_exact_column() {
    let text = success_stdout(blackbox().args([
        "experiment",
        "play",
        "--size",
        "4",
        "--atoms",
        "2",
        "--games",
        "20",
    ]));
    assert!(
        text.lines().next().unwrap().ends_with("wrong_atoms"),
        "{text}"
    );
}

#[test]
fn the_optimum_is_proven_written_as_a_tree_and_resumed_from_its_memo() {
    let tree = temp_path("optimum-4x4-2.tree");
    let memo = temp_path("optimum-4x4-2.memo");
    for f in [&tree, &memo] {
        let _ = std::fs::remove_file(f);
    }
    let game = ["experiment", "optimum", "--size", "4", "--atoms", "2"];
    let run = |extra: &[&str]| -> Value {
        let mut cmd = blackbox();
        cmd.args(game)
            .args(["--json", "--memo"])
            .arg(&memo)
            .args(extra);
        serde_json::from_str(&success_stdout(&mut cmd)).unwrap()
    };
    // Stopped at once: nothing proven, no optimum, exit 0.
    let cut = run(&["--time-limit", "0"]);
    assert_eq!(cut["stopped"], "time-limit");
    assert!(cut["optimum"].is_null());
    // The optimum, its tree, and the memo kept.
    let v = run(&["--out", tree.to_str().unwrap()]);
    assert!(memo.exists() && tree.exists());
    assert!(v["sets"].as_u64().unwrap() > 0);
    // Run again on the memo: the same optimum, nothing searched again.
    let again = run(&[]);
    assert_eq!(again["optimum_total"], v["optimum_total"]);
    assert_eq!(again["sets"], 0);
    assert_eq!(v["boards"], 120);
    assert_eq!(v["lower_bound_total"], v["optimum_total"]);
    let p: Value = serde_json::from_str(&success_stdout(blackbox().args([
        "experiment",
        "play",
        "--size",
        "4",
        "--atoms",
        "2",
        "--all-boards",
        "--json",
        "--strategy",
        "optimal",
        "--tree",
        tree.to_str().unwrap(),
    ])))
    .unwrap();
    let s = p["strategies"].as_array().unwrap();
    // The tree replays to the optimum, and the optimal player (whose
    // guesses are candidates; none is wrong on 4x4/2) agrees.
    assert_eq!(s[1]["exact_expected_score"], v["optimum"]);
    let optimum = v["optimum"].as_f64().unwrap();
    assert!((s[0]["exact_expected_score"].as_f64().unwrap() - optimum).abs() < 1e-9);
}

#[test]
fn the_optimum_and_the_opening_book_take_the_rules_parameter() {
    let total = |rules: &[&str]| -> Value {
        let mut cmd = blackbox();
        cmd.args([
            "experiment",
            "optimum",
            "--size",
            "3",
            "--atoms",
            "2",
            "--json",
        ])
        .args(rules);
        serde_json::from_str::<Value>(&success_stdout(&mut cmd)).unwrap()["optimum_total"].clone()
    };
    // An edge atom plays differently under the ACM rules: 3x3/2 is cheaper there.
    assert_eq!(total(&[]), 135);
    assert_eq!(total(&["--rules", "standard"]), 135);
    assert_eq!(total(&["--rules", "acm"]), 129);
    assert_eq!(total(&["--acm"]), 129);
    let help = success_stdout(blackbox().args(["experiment", "opening", "--help"]));
    assert!(
        help.contains("--rules <RULES>") && help.contains("--acm"),
        "{help}"
    );
}

/// The standard error of `experiment census ARGS --time-limit 0` run under
/// the resource limit `resource` of `bytes` (its plan is said before it
/// starts; the time limit then stops it at once, or a lack of free disk
/// refuses a spilling plan before it starts).
fn census_plan_under(resource: libc::__rlimit_resource_t, bytes: u64, args: &[&str]) -> String {
    use std::os::unix::process::CommandExt;
    let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("blackbox"));
    cmd.args(["experiment", "census", "--time-limit", "0"])
        .args(args);
    // SAFETY: only setrlimit, async-signal-safe, between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            match libc::setrlimit(resource, &limit) {
                0 => Ok(()),
                _ => Err(std::io::Error::last_os_error()),
            }
        });
    }
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    // A machine with little free disk refuses the spilling plans before
    // they start (exit 2), after saying the plan this test reads.
    let refused_for_disk = out.status.code() == Some(2)
        && stderr.contains("of disk (estimate), more than the")
        && stderr.contains("refused before starting");
    assert!(
        out.status.code() == Some(0) || refused_for_disk,
        "{:?}: {stderr}",
        out.status
    );
    stderr
}

#[test]
fn the_memory_budget_is_the_least_of_the_process_limits() {
    // 7x7/6: 14M boards, about 337 MB in memory. Under `ulimit -v` of
    // 700 MB (7/8 of it, less the address space of the binary and of its
    // threads) or `ulimit -d` of 300 MB it spills from the start, saying
    // which limit; with no such limit it fits.
    let census = ["--size", "7", "--atoms", "6"];
    let v = census_plan_under(libc::RLIMIT_AS, 700 << 20, &census);
    assert!(
        v.contains("about 337 MB in memory (estimate), over the")
            && v.contains("MB budget (ulimit -v): spilling to 2 shard files"),
        "{v}"
    );
    let d = census_plan_under(libc::RLIMIT_DATA, 300 << 20, &census);
    assert!(
        d.contains("MB budget (ulimit -d): spilling to 2 shard files"),
        "{d}"
    );
    let none = census_plan_under(libc::RLIMIT_AS, libc::RLIM_INFINITY, &census);
    assert!(!none.contains("spilling"), "{none}");
    // --memory-mb cannot raise the budget past the limits.
    let mut more = census.to_vec();
    more.extend(["--memory-mb", "100000"]);
    let err = census_plan_under(libc::RLIMIT_AS, 700 << 20, &more);
    assert!(
        err.contains("--memory-mb 100000 is more than this process may use: the budget is"),
        "{err}"
    );
}

#[test]
fn the_kept_optimal_trees_replay_to_their_totals_over_every_board() {
    // experiments/optimum/*.tree, written by `experiment optimum --out`
    // (benchsuite/runs/2026-11-28-optimum): replayed over every board, each
    // scores the optimum its search proved.
    for (size, boards, total) in [("7", 18424, 138903.0), ("8", 41664, 333165.0)] {
        let tree = format!(
            "{}/../../experiments/optimum/optimum-{size}x{size}-3.tree",
            env!("CARGO_MANIFEST_DIR")
        );
        let v = json(&[
            "experiment",
            "play",
            "--size",
            size,
            "--atoms",
            "3",
            "--all-boards",
            "--tree",
            &tree,
            "--json",
        ]);
        let s = &v["strategies"][0];
        assert_eq!(s["games"], boards);
        let exact = s["exact_expected_score"].as_f64().unwrap();
        assert!(
            (exact * boards as f64 - total).abs() < 1e-6,
            "{size}: {exact}"
        );
        assert_eq!(s["solved_fraction"], 1.0);
    }
}

/// `experiment replot` draws the figure of a kept run: from the run's JSON,
/// the very figure the run drew; from its printed table (four decimals),
/// the same players and sizes.
#[test]
fn replot_draws_a_kept_runs_figure_again_without_playing() {
    let played = temp_path("replot-played.svg");
    let run = [
        "experiment",
        "play",
        "--size",
        "3,4",
        "--atoms",
        "2",
        "--strategy",
        "random,minimax",
        "--games",
        "40",
        "--seed",
        "3",
    ];
    let json = success_stdout(
        blackbox()
            .args(run)
            .arg("--json")
            .arg("--plot")
            .arg(&played),
    );
    let table = success_stdout(blackbox().args(run));
    let kept_json = common::write_temp("replot-run.json", json.as_bytes());
    let kept_table = common::write_temp("replot-run.txt", table.as_bytes());
    for (kept, exact) in [(&kept_json, true), (&kept_table, false)] {
        let svg = temp_path("replot-again.svg");
        let said = success_stdout(
            blackbox()
                .args(["experiment", "replot"])
                .arg(kept)
                .arg("--plot")
                .arg(&svg)
                .arg("--force"),
        );
        assert!(said.contains("4 mean scores (2 configurations)"), "{said}");
        let again = std::fs::read_to_string(&svg).unwrap();
        let first = std::fs::read_to_string(&played).unwrap();
        if exact {
            assert_eq!(again, first, "the JSON gives the run's own figure");
        } else {
            for name in ["random", "minimax", "3x3", "4x4"] {
                assert!(again.contains(name), "{name} missing from the figure");
            }
        }
    }
}

#[test]
fn replot_names_the_file_and_line_of_a_damaged_run_and_refuses_a_player_twice() {
    let table = "size  atoms  strategy  games  mean_score  stderr  mean_rays  solved_fraction  wrong_atoms\n \
                 3x3      2    random     10      5.2000  0.4163      3.800           1.0000       0.0000\n";
    let good = common::write_temp("replot-good.txt", table.as_bytes());
    let bad = common::write_temp("replot-bad.txt", table.replace("5.2000", "five").as_bytes());
    let svg = temp_path("replot-refused.svg");
    let replot = |files: &[&std::path::Path]| {
        let mut cmd = blackbox();
        cmd.args(["experiment", "replot"]);
        for f in files {
            cmd.arg(f);
        }
        refused_by(cmd.arg("--plot").arg(&svg))
    };
    let said = replot(&[&*bad]);
    assert!(
        said.contains("replot-bad.txt:2: mean_score `five` is not a number"),
        "{said}"
    );
    let said = replot(&[&*good, &*good]);
    assert!(said.contains("random on 3x3/2 is in"), "{said}");
    assert!(!svg.exists(), "nothing drawn for a refused run");
}
