//! `blackbox bench --process`: a tiny bench (one small row, one seed) runs
//! its children and prints the table, the scaling section and JSON.

mod common;

use common::{blackbox, success_stdout};
use serde_json::Value;

#[test]
fn a_tiny_process_bench_prints_the_table_with_its_target() {
    let out = success_stdout(blackbox().args([
        "bench",
        "--process",
        "--rows",
        "solve:10x10/10,count:5x5/3:half",
        "--seeds",
        "1",
        "--no-scaling",
    ]));
    let lines: Vec<_> = out.lines().collect();
    let header = lines.iter().position(|l| l.starts_with("row ")).unwrap();
    assert!(lines[header].contains("median") && lines[header].contains("peak MB"));
    let solve = lines[header + 1];
    assert!(solve.starts_with("solve 10x10/10 full"), "{out}");
    assert!(solve.contains("median <= 30ms"), "{out}");
    let count = lines[header + 2];
    assert!(count.starts_with("count 5x5/3 half"), "{out}");
    // One seed, answered completely: 1 done, 0 stopped, 0 killed.
    let fields: Vec<_> = count.split_whitespace().collect();
    assert_eq!(&fields[3..6], ["1", "0", "0"], "{out}");
    assert!(
        out.contains("assistant first and complete answers"),
        "{out}"
    );
    assert!(
        out.contains("# first: blackbox solve --json --count-budget 0 --max-solutions 1"),
        "{out}"
    );
    assert!(out.contains("# whole bench:"), "{out}");
}

#[test]
fn the_json_bench_has_rows_and_scaling_points() {
    let out = success_stdout(blackbox().args([
        "bench",
        "--process",
        "--json",
        "--rows",
        "first:6x6/3",
        "--seeds",
        "2",
        "--scaling-sides",
        "5",
        "--scaling-limit",
        "5",
    ]));
    let v: Value = serde_json::from_str(&out).unwrap();
    let row = &v["rows"][0];
    assert_eq!(row["row"], "first 6x6/3 full");
    assert_eq!(row["runs"], 2);
    assert_eq!(row["complete"], 2);
    assert_eq!(row["median"]["at_least"], false);
    assert!(row["median"]["ms"].as_f64().unwrap() > 0.0);
    assert!(row["max_rss_mb"].as_u64().is_some());
    assert!(row["command"]
        .as_str()
        .unwrap()
        .starts_with("blackbox solve --json --count-budget 0 --max-solutions 1"));
    let points = v["scaling"].as_array().unwrap();
    // Side 5 at a tenth and a thirtieth of the cells: 2 atoms and 1.
    assert_eq!(points.len(), 2);
    assert_eq!(points[0]["atoms"], 2);
    assert_eq!(points[1]["atoms"], 1);
    assert_eq!(points[1]["complete"], 2);
}

#[test]
fn a_bad_row_is_refused() {
    blackbox()
        .args(["bench", "--process", "--rows", "solve:10x12/3"])
        .assert()
        .code(2);
}

#[test]
fn the_assistant_bench_times_only_the_games_and_rays_asked_for() {
    let out = success_stdout(blackbox().args([
        "bench",
        "--assistant",
        "--json",
        "--samples",
        "2",
        "--assistant-games",
        "6x6/3,8x8/4",
        "--assistant-rays",
        "5",
    ]));
    let v: Value = serde_json::from_str(&out).unwrap();
    let rows = v.as_array().unwrap();
    let games: Vec<_> = rows.iter().map(|r| (&r["game"], &r["rays"])).collect();
    assert_eq!(games.len(), 2, "{out}");
    assert_eq!(games[0], (&Value::from("6x6/3"), &Value::from(5)), "{out}");
    assert_eq!(games[1], (&Value::from("8x8/4"), &Value::from(5)), "{out}");
    for row in rows {
        assert_eq!(row["samples"], 2);
        // Every run has its first answer, and each is complete, exact or
        // estimated, or cut.
        assert_eq!(row["first"]["cut"], 0, "{row}");
        assert!(row["first"]["p50"]["ms"].is_number(), "{row}");
        let (exact, est, cut) = (&row["exact"], &row["estimated"], &row["cut"]);
        let sum = [exact, est, cut]
            .iter()
            .map(|n| n.as_u64().unwrap())
            .sum::<u64>();
        assert_eq!(sum, 2, "{row}");
    }
}

#[test]
fn an_assistant_game_that_is_not_one_says_what_is_wrong() {
    for (game, says) in [
        ("8x9/4", "square boards"),
        ("8x8", "expected SIDExSIDE/ATOMS"),
        ("ax8/3", "expected SIDExSIDE/ATOMS"),
    ] {
        let out = blackbox()
            .args(["bench", "--assistant", "--assistant-games", game])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{game}: {stderr}");
        assert!(stderr.contains(says), "{game}: {stderr}");
    }
    let out = blackbox()
        .args(["bench", "--assistant", "--assistant-games", "4x4/17"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("game 4x4/17"), "{stderr}");
    assert!(out.stdout.is_empty(), "nothing timed before the error");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
