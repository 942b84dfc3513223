//! `--rules` (and its alias `--acm`) reaches the game and the bench: a ray
//! whose result the ACM rules change shows that result in `play --plain`,
//! the game ID and the save file carry the rules and load them back, an old
//! save without rules loads as a standard game, and the bench's puzzles
//! follow the rules asked for.

mod common;

use blackbox::{Board, Port, Response, Rules};
use blackbox_app::game::GameId;
use common::{blackbox, plain, success_stdout, temp_path};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// The hidden board of a game ID, drawn as the binary draws it.
fn hidden(id: &str) -> Board {
    let id: GameId = id.parse().unwrap();
    id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()))
}

/// The first 5x5 game with 2 atoms (by seed) with a ray that the ACM rules
/// turn away unseen where the standard rules reflect it: its seed and that
/// port.
fn a_game_the_rules_change() -> (u64, Port) {
    (0..1000)
        .find_map(|seed| {
            let board = hidden(&format!("5x5:2:{seed}"));
            let differs = |&p: &Port| {
                board.response(p, Rules::Standard) == Response::Reflection
                    && board.response(p, Rules::Acm) == Response::Deflected
            };
            board.dims().all_ports().find(differs).map(|p| (seed, p))
        })
        .expect("an edge atom beside an entry in the first 1000 seeds")
}

#[test]
fn play_follows_the_rules_asked_for_and_says_them() {
    let (seed, port) = a_game_the_rules_change();
    let seed = seed.to_string();
    let fire = format!("fire {port}\n");
    let game = ["--size", "5x5", "--atoms", "2", "--seed", &seed];
    let standard = plain(&game, &fire);
    assert!(
        standard.contains(&format!("game 5x5:2:{seed} ")),
        "{standard}"
    );
    assert!(standard.contains("reflection"), "{standard}");
    assert!(!standard.contains("rules"), "{standard}");
    for acm in [&["--rules", "acm"][..], &["--acm"]] {
        let out = plain(&[&game[..], acm].concat(), &fire);
        assert!(out.contains(&format!("game 5x5:2:{seed}:acm ")), "{out}");
        assert!(out.contains("deflection, turned away at the edge"), "{out}");
        assert!(
            out.contains("rules acm: the ACM contest variant"),
            "the rules are said under the board: {out}"
        );
        // The pictures differ in one glyph: D on the rim where the standard
        // game shows R (the lines about the game and the ray aside).
        let picture = |text: &str| -> Vec<String> {
            let about = ["game ", "rules ", "ray "];
            (text.lines())
                .filter(|l| !about.iter().any(|w| l.contains(w)))
                .map(String::from)
                .collect()
        };
        let (a, s) = (picture(&out), picture(&standard));
        assert_eq!(a.len(), s.len(), "{out}\n{standard}");
        let differing: Vec<(&str, &str)> = (a.iter().zip(&s))
            .flat_map(|(a, s)| a.split_whitespace().zip(s.split_whitespace()))
            .filter(|(a, s)| a != s)
            .collect();
        assert_eq!(differing, [("D", "R")], "{out}\n{standard}");
    }
    // The game ID alone says the rules, and --rules cannot contradict it.
    let id = format!("5x5:2:{seed}:acm");
    assert!(plain(&["--id", &id], &fire).contains("deflection"));
    blackbox()
        .args(["play", "--plain", "--id", &id, "--rules", "standard"])
        .assert()
        .code(2);
}

#[test]
fn saves_carry_the_rules_and_old_saves_load_as_standard() {
    let (seed, port) = a_game_the_rules_change();
    let save = temp_path("acm-game.txt");
    let path = save.to_str().unwrap();
    let id = format!("5x5:2:{seed}:acm");
    plain(&["--id", &id, "--save", path], &format!("fire {port}\n"));
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(
        text.contains(&format!("game {id}\nfire {port}\n")),
        "{text}"
    );
    let resumed = plain(&["--load", path], "");
    assert!(resumed.contains(&format!("game {id} ")), "{resumed}");
    assert!(resumed.contains("rules acm"), "{resumed}");
    // A save written before games had rules: a standard game.
    let old = temp_path("old-game.txt");
    std::fs::write(
        &old,
        format!(
            "# blackbox game: the game ID, then one move a line\ngame 5x5:2:{seed}\nfire {port}\n"
        ),
    )
    .unwrap();
    let loaded = plain(&["--load", old.to_str().unwrap()], "");
    assert!(loaded.contains(&format!("game 5x5:2:{seed} ")), "{loaded}");
    assert!(!loaded.contains("rules acm"), "{loaded}");
    // The resumed ACM game shows a D (beside the row labels D) where the
    // old save shows an R.
    let glyphs = |text: &str, glyph: &str| {
        (text
            .lines()
            .filter(|l| !l.contains("game ") && !l.contains("rules ")))
        .flat_map(str::split_whitespace)
        .filter(|&t| t == glyph)
        .count()
    };
    assert_eq!(
        glyphs(&resumed, "D"),
        glyphs(&loaded, "D") + 1,
        "{resumed}\n{loaded}"
    );
    assert_eq!(
        glyphs(&loaded, "R"),
        glyphs(&resumed, "R") + 1,
        "{resumed}\n{loaded}"
    );
    // --load takes the rules from the file: --rules with it is refused.
    blackbox()
        .args(["play", "--plain", "--load", path, "--acm"])
        .assert()
        .code(2);
}

/// The solver bench's rows under `rules`, as JSON (seed 3: its puzzles
/// include one the rules decide, see below).
fn bench_rows(rules: &str) -> Vec<Value> {
    let out = success_stdout(blackbox().args([
        "bench",
        "--samples",
        "5",
        "--max-side",
        "5",
        "--seed",
        "3",
        "--json",
        "--rules",
        rules,
    ]));
    let json: Value = serde_json::from_str(&out).unwrap();
    json.as_array().expect("rows").clone()
}

#[test]
fn the_bench_times_puzzles_under_the_rules_asked_for() {
    let (standard, acm) = (bench_rows("standard"), bench_rows("acm"));
    assert!(standard.iter().all(|r| r["rules"] == "standard"));
    assert!(acm.iter().all(|r| r["rules"] == "acm"));
    // The same boards and ports: under the ACM rules a ray turned away at
    // the edge is told from a reflection, so a half of the ports that
    // leaves two boards under the standard rules can leave one.
    let unique = |rows: &[Value]| {
        let half = rows.iter().find(|r| r["hints"] == "half").unwrap();
        half["unique"].as_u64().unwrap()
    };
    assert_eq!(
        (unique(&standard), unique(&acm)),
        (3, 4),
        "{standard:?}\n{acm:?}"
    );
}
