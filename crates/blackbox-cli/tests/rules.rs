//! `--rules` (and its alias `--acm`) reaches the game and the bench: a ray
//! whose result the ACM rules change shows that result in `play --plain`,
//! the game ID and the save file carry the rules and load them back, an old
//! save without rules loads as a standard game, and the bench's puzzles
//! follow the rules asked for.

mod common;

use blackbox::{Board, Port, Response, Rules};
use blackbox_app::game::GameId;
use common::{
    assert_daily_is_the_date_as_seed, blackbox, generated, marks, plain, success_stdout, temp_path,
};
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
            out.contains("rules acm: ACM contest rules: one atom beside the entry"),
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

/// `generate --rules acm` (named in any case) makes puzzles whose IDs end
/// in `-acm` and read back under those rules: `solve ID` finds one
/// solution, `play --puzzle ID` says the rules and is solved by the
/// answer; the text and the printed page say the rules; `play --daily
/// --rules acm` is the date's ACM puzzle; `--puzzle` refuses `--rules`
/// (its ID decides).
#[test]
fn generated_puzzles_carry_their_rules_to_the_id_the_page_and_play() {
    let args = ["--size", "5x5", "--atoms", "2", "--difficulty", "easy"];
    let acm = generated(
        &[
            &args[..],
            &["--rules", "ACM", "--seed", "4", "--count", "2"],
        ]
        .concat(),
    );
    assert_eq!(acm.len(), 2);
    for puzzle in &acm {
        let id = puzzle["id"].as_str().unwrap();
        assert!(id.starts_with("5x5-2-") && id.ends_with("-acm"), "{id}");
        assert_eq!(puzzle["rules"], "acm");
        let solved = success_stdout(blackbox().args(["solve", id]));
        assert!(solved.contains("unique"), "{solved}");
        let out = success_stdout(
            (blackbox().args(["play", "--puzzle", id]))
                .write_stdin(format!("{}check\n", marks(puzzle))),
        );
        assert!(
            out.contains("rules acm: ACM contest rules: one atom beside the entry"),
            "{out}"
        );
        assert!(
            out.trim_end().ends_with("solved: every atom found"),
            "{out}"
        );
        blackbox()
            .args(["play", "--plain", "--puzzle", id, "--rules", "acm"])
            .assert()
            .code(2);
    }
    // The standard rules by name, in any case: the IDs are as without it.
    let standard = generated(&[&args[..], &["--seed", "4"]].concat());
    let named = generated(&[&args[..], &["--seed", "4", "--rules", "Standard"]].concat());
    assert_eq!(standard[0]["id"], named[0]["id"]);
    assert!(!standard[0]["id"].as_str().unwrap().contains("-acm"));
    assert_eq!(standard[0]["rules"], "standard");

    // The text and the page say the rules.
    let dir = temp_path("generate-acm-pages");
    let _ = std::fs::remove_dir_all(&dir);
    let text = success_stdout(
        (blackbox().arg("generate").args(args))
            .args(["--acm", "--seed", "4", "--svg"])
            .arg(&dir),
    );
    assert!(text.contains("# rules acm: "), "{text}");
    let page = std::fs::read_to_string(dir.join("puzzles-1.svg")).unwrap();
    assert!(page.contains("ACM rules") && page.contains("(D)"), "{page}");
    let _ = std::fs::remove_dir_all(&dir);

    // The daily ACM puzzle is the first ACM puzzle of the date's seed.
    assert_daily_is_the_date_as_seed(&["--rules", "acm"]);
}

/// `--rules` reads a rule set's name in any case, as game IDs do, and
/// names the choices when it is none of them.
#[test]
fn rules_names_are_read_in_any_case() {
    for name in ["acm", "ACM", "Acm"] {
        let out = plain(
            &[
                "--size", "5x5", "--atoms", "2", "--seed", "1", "--rules", name,
            ],
            "",
        );
        assert!(out.contains("game 5x5:2:1:acm "), "{name}: {out}");
    }
    let refused = blackbox()
        .args(["play", "--plain", "--rules", "tatham"])
        .assert()
        .code(2);
    let error = String::from_utf8_lossy(&refused.get_output().stderr).to_string();
    assert!(
        error.contains("standard") && error.contains("acm"),
        "{error}"
    );
}
