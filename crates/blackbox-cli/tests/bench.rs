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
