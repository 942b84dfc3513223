//! One convention for cells in every input and output: named as the board
//! labels them in text (`B3`: row B, column 3), `[row, col]` counting from
//! 1 at the top left in JSON.

mod common;

use common::{blackbox, success_stdout, write_temp};
use predicates::prelude::*;
use serde_json::{json, Value};

/// A 3x3 board with one atom in the top-left cell, `(1, 1)`, and one in `(2, 3)`.
const BOARD: &[u8] = b"O..\n..O\n...\n";

fn stdout_of(args: &[&str], file: &std::path::Path) -> String {
    success_stdout(blackbox().args(args).arg(file))
}

fn json_of(args: &[&str], file: &std::path::Path) -> Value {
    serde_json::from_str(&stdout_of(args, file)).unwrap()
}

#[test]
fn solver_commands_print_cells_from_1() {
    let board = write_temp("coords-board.txt", BOARD);
    let text = stdout_of(&["solve"], &board);
    assert!(text.contains("atoms A1 B3\n"), "{text}");
    let v = json_of(&["solve", "--json"], &board);
    assert_eq!(v["solutions"], json!([[[1, 1], [2, 3]]]));
    let v = json_of(&["deduce", "--json"], &board);
    assert_eq!(v["cells"][0]["cell"], json!([1, 1]));
    assert_eq!(v["cells"][0]["status"], "atom");
    assert_eq!(v["cells"][5]["cell"], json!([2, 3]));
    let grid = stdout_of(&["deduce"], &board);
    // The grid labels rows by letter, as every board does (`A1` is [1, 1]).
    assert!(grid.contains("\n       1   2   3\n   A   O"), "{grid}");
    let drawn = stdout_of(&["solve"], &board);
    assert!(drawn.contains("\nA  12  H  O  .  .  R  4  A\n"), "{drawn}");
}

#[test]
fn explain_names_differing_cells_from_1() {
    // 2x2, one atom, no hints: the solutions differ on every cell.
    let puzzle = write_temp("coords-open.txt", b"size 2\natoms 1\n");
    let text = stdout_of(&["explain"], &puzzle);
    assert!(text.contains("differ on 4 cells: A1 A2 B1 B2"), "{text}");
}

#[test]
fn trace_json_numbers_the_path_from_1() {
    let board = write_temp("coords-trace.txt", BOARD);
    // Port 7 enters column 3 from below (row 4, just outside) and hits the
    // atom in (2, 3) from (3, 3).
    let out = success_stdout(blackbox().args(["trace", "--json"]).arg(&board).arg("7"));
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["outcome"], "hit");
    assert_eq!(v["path"], json!([[4, 3, "north"], [3, 3, "north"]]));
}

#[test]
fn experiments_print_example_boards_from_1() {
    let out = success_stdout(blackbox().args([
        "experiment",
        "fill-ports",
        "--size",
        "2",
        "--atoms",
        "1",
        "--json",
    ]));
    let v: Value = serde_json::from_str(&out).unwrap();
    for key in ["min_example", "max_example"] {
        let cell = &v[key][0];
        let (r, c) = (cell[0].as_u64().unwrap(), cell[1].as_u64().unwrap());
        assert!((1..=2).contains(&r) && (1..=2).contains(&c), "{v}");
    }
    let csv = success_stdout(blackbox().args([
        "experiment",
        "fill-ports",
        "--size",
        "2",
        "--atoms",
        "1",
        "--csv",
    ]));
    assert!(csv.contains(",A1,"), "{csv}");
}

#[test]
fn json_boards_are_written_and_read_from_1() {
    let out = success_stdout(blackbox().args([
        "random", "--size", "3", "--atoms", "2", "--seed", "5", "--format", "json",
    ]));
    let grid =
        success_stdout(blackbox().args(["random", "--size", "3", "--atoms", "2", "--seed", "5"]));
    let from_json = write_temp("coords-random.json", out.as_bytes());
    let from_grid = write_temp("coords-random.txt", grid.as_bytes());
    assert_eq!(
        stdout_of(&["show"], &from_json),
        stdout_of(&["show"], &from_grid)
    );
    let top_left = write_temp(
        "coords-top-left.json",
        br#"{"rows": 3, "cols": 3, "atoms": [[1, 1]]}"#,
    );
    assert!(stdout_of(&["show"], &top_left).contains("  O  .  ."));
    for (name, atoms, message) in [
        (
            "coords-zero.json",
            "[[0, 2]]",
            "rows and columns count from 1",
        ),
        (
            "coords-off.json",
            "[[1, 1], [4, 1]]",
            "atoms[1]: cell (4, 1) is off the 3x3 board",
        ),
    ] {
        let text = format!(r#"{{"rows": 3, "cols": 3, "atoms": {atoms}}}"#);
        let path = write_temp(name, text.as_bytes());
        blackbox().arg("show").arg(&path).assert().code(2).stderr(
            predicate::str::contains(format!("{name}: ")).and(predicate::str::contains(message)),
        );
    }
}
