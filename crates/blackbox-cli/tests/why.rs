//! `blackbox deduce --why`: why a cell is certain, in the rules' words and
//! as JSON, cells named as the board labels them (`C4`), with honest
//! answers for cells that are not certain, cells off the board and rays
//! that no board fits.

mod common;

use common::{blackbox, success_stdout, write_temp};
use serde_json::Value;

/// A 5x5 game with two atoms after two rays: port 3 went straight across
/// to 13, port 7 came back out.
const GAME: &[u8] = b"size 5x5\natoms 2\n3 13\n7 R\n";

fn why(puzzle: &[u8], name: &str, args: &[&str]) -> String {
    let file = write_temp(name, puzzle);
    success_stdout(blackbox().arg("deduce").arg(&file).args(args))
}

#[test]
fn a_cell_where_a_ray_enters_is_explained_by_that_rule() {
    let text = why(GAME, "why-entry.txt", &["--why", "A3"]);
    assert!(
        text.starts_with(
            "A3: Ray 3 went straight across to 13 (a miss). A3, where it enters, is empty: an \
             atom there would have absorbed it at once (a hit).\n"
        ),
        "{text}"
    );
    // The same cell by its numbers.
    assert_eq!(why(GAME, "why-entry-2.txt", &["--why", "1,3"]), text);
    let far_end = why(GAME, "why-exit.txt", &["--why", "E4"]);
    assert!(
        far_end.contains("E4, beside where it comes out, is empty"),
        "{far_end}"
    );
}

#[test]
fn a_cell_on_every_path_of_one_ray_names_the_paths() {
    let text = why(GAME, "why-path.txt", &["--why", "D3"]);
    assert!(
        text.contains("D3 lies on each of its 3 possible paths"),
        "{text}"
    );
    assert!(text.contains("    A3 B3 C3 D3 E3\n"), "{text}");
}

#[test]
fn several_rays_say_what_each_one_adds() {
    let text = why(
        GAME,
        "why-several.txt",
        &["--why", "C2", "--counter-boards"],
    );
    assert!(
        text.starts_with(
            "C2: C2 is empty: ray 3 and the atom count (2) force it together. Ray 3 went \
             straight across to 13 (a miss); without it, C2 could hold an atom"
        ),
        "{text}"
    );
    assert!(text.contains("No fewer would do."), "{text}");
    assert!(text.contains("  without ray 3: atoms "), "{text}");
    assert!(text.contains("  without the atom count: atoms "), "{text}");
}

#[test]
fn json_gives_the_premises_paths_and_checks() {
    let out = why(
        GAME,
        "why-json.txt",
        &["--why", "C2", "--json", "--counter-boards"],
    );
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["consistent"], true);
    let cell = &v["cells"][0];
    assert_eq!(cell["cell"], serde_json::json!([3, 2]));
    assert_eq!(cell["name"], "C2");
    assert_eq!(cell["status"], "empty");
    let forced = &cell["forced"];
    assert_eq!(forced["atom_count"], true);
    assert_eq!(forced["size"], "smallest");
    assert_eq!(forced["check"], "verified");
    assert_ne!(forced["checked_by"], forced["proof"]);
    let ray = &forced["rays"][0];
    assert_eq!(ray["port"], 3);
    assert_eq!(ray["outcome"], "exit");
    assert_eq!(ray["exit"], 13);
    assert_eq!(ray["paths"][0][0], serde_json::json!([0, 3, "south"]));
    let counters = forced["counter_boards"].as_array().unwrap();
    assert_eq!(counters.len(), 2);
    assert_eq!(counters[0]["without_ray"], 3);
    assert_eq!(counters[1]["without_ray"], Value::Null);
}

#[test]
fn all_explains_every_certain_cell_and_nothing_else() {
    let out = why(GAME, "why-all.txt", &["--why", "all", "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let cells = v["cells"].as_array().unwrap();
    let deduced = why(GAME, "why-all-2.txt", &["--json"]);
    let d: Value = serde_json::from_str(&deduced).unwrap();
    let certain: Vec<&Value> = d["cells"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] != "open")
        .collect();
    assert_eq!(cells.len(), certain.len());
    for (explained, deduced) in cells.iter().zip(certain) {
        assert_eq!(explained["cell"], deduced["cell"]);
        assert_eq!(explained["status"], deduced["status"]);
    }
}

#[test]
fn a_cell_that_is_not_certain_gets_its_share_never_zero() {
    let text = why(GAME, "why-open.txt", &["--why", "D1"]);
    assert_eq!(
        text,
        "D1: D1 is not certain: the rays fired so far leave boards with an atom there and \
         boards without (an atom in 13 % of the boards that fit).\n"
    );
    // One atom on a big board, no ray: every cell's share rounds to 0 %.
    let wide = why(
        b"size 20x20\natoms 1\n",
        "why-open-wide.txt",
        &["--why", "J10"],
    );
    assert!(
        wide.contains("(an atom in <1 % of the boards that fit)"),
        "{wide}"
    );
    let grid = why(b"size 20x20\natoms 1\n", "why-open-grid.txt", &[]);
    assert!(!grid.contains(" 0"), "{grid}");
}

#[test]
fn bad_cells_and_impossible_rays_are_told_apart() {
    let file = write_temp("why-bad.txt", GAME);
    let out = blackbox()
        .arg("deduce")
        .arg(&file)
        .args(["--why", "F1"])
        .assert()
        .code(2)
        .get_output()
        .stderr
        .clone();
    let err = String::from_utf8(out).unwrap();
    assert!(
        err.contains("there is no cell F1 on this 5x5 board: rows A to E, columns 1 to 5"),
        "{err}"
    );
    let none = write_temp("why-none.txt", b"size 3\natoms 1\n2 H\n1 7\n");
    let out = blackbox()
        .arg("deduce")
        .arg(&none)
        .args(["--why", "B2"])
        .assert()
        .code(1)
        .get_output()
        .stdout
        .clone();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "no board fits these rays: nothing to explain\n"
    );
}
