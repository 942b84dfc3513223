//! End-to-end tests of `blackbox play --plain`: a scripted game whose
//! expected score is computed from the library, illegal moves answered
//! without ending the game, saving after every move and resuming.

mod common;

use blackbox::{Board, Response, Rules};
use blackbox_app::game::GameId;
use blackbox_app::solve::{solve, EngineChoice, SolveRequest};
use blackbox_app::solver::Count;
use blackbox_app::Control;
use common::{blackbox, plain, temp_path};
use predicates::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;

const ID: &str = "5x5:2:7";

/// The hidden board of a game ID, drawn as the binary draws it.
fn hidden(id: &str) -> Board {
    let id: GameId = id.parse().unwrap();
    id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()))
}

#[test]
fn a_scripted_game_is_scored_like_the_library_says() {
    let board = hidden(ID);
    let dims = board.dims();
    // Three rays from the lowest ports that no earlier ray has marked.
    let mut rays = Vec::new();
    let mut marked = std::collections::HashSet::new();
    for port in dims.all_ports() {
        if rays.len() == 3 {
            break;
        }
        if marked.contains(&port) {
            continue;
        }
        rays.push(port);
        marked.insert(port);
        if let Response::Exit(q) = board.response(port, Rules::Standard) {
            marked.insert(q);
        }
    }
    let mut script: Vec<String> = rays.iter().map(|p| format!("fire {p}")).collect();
    script.extend([
        "fire 1".into(),  // already marked
        "mark F1".into(), // off the board
        "shoot 3".into(), // unknown word
        "check".into(),   // no atoms marked yet
        "note-empty 1 1".into(),
        "undo".into(),
        "redo".into(),
        "assist".into(),
    ]);
    script.extend(board.atoms().map(|c| format!("mark {}", c.name())));
    script.push("check".into());
    script.push("fire 2".into()); // never read: the game is over
    let out = plain(&["--id", ID], &(script.join("\n") + "\n"));

    let cost: u32 = rays
        .iter()
        .map(|&p| blackbox::score::response_cost(board.response(p, Rules::Standard)))
        .sum();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.last(),
        Some(&format!("score {cost}").as_str()),
        "{out}"
    );
    assert!(out.contains("Solved!"), "{out}");
    // Each ray's result in words, for screen readers.
    let first = rays[0];
    let said = format!(
        "ray {first}: {}, +{}",
        blackbox_app::draw::describe(dims, first, board.response(first, Rules::Standard)),
        blackbox::score::response_cost(board.response(first, Rules::Standard))
    );
    assert!(out.contains(&said), "{said}\n{out}");
    assert!(out.contains("error: port 1 is already marked"), "{out}");
    assert!(out.contains("error: no cell `F1` on a 5x5 board"), "{out}");
    assert!(out.contains("error: unknown move `shoot`"), "{out}");
    assert!(
        out.contains("error: place 2 atoms before checking: 0 marked"),
        "{out}"
    );
    assert!(out.contains("boards left: "), "{out}");
    assert!(!out.contains("fire 2"), "{out}");
    insta::assert_snapshot!("plain_game", out);
}

#[test]
fn short_forms_play_like_the_long_ones_and_assist_names_its_cells() {
    let long = plain(
        &["--id", ID],
        "fire 3\nfire 6\nmark A1\nnote-empty B2\nunmark A1\nundo\nredo\nassist\nhelp\n\
         check\nquit\nfire 1\n",
    );
    let short = plain(
        &["--id", ID],
        "f 3\nF 6\nm a1\ne 2 2\num 1 1\nu\nr\na\nh\nc\nq\nf 1\n",
    );
    // The older numbered cells (`e 2 2`) read as the named ones.
    assert_eq!(short, long);
    assert!(long.contains("\nredid unmark A1\n"), "{long}");
    assert!(!long.contains("ray 1:"), "quit ends the game: {long}");
    // The assistant names the open cells as moves do, most likely first.
    assert!(
        long.contains("\nchance of an atom: A4 (54 %), A2 (49 %), A1 (5 %), "),
        "{long}"
    );
    assert!(long.contains("short: f PORT"), "{long}");
    assert!(plain(&["--id", ID], "rv\n").ends_with("score 10\n"));
}

#[test]
fn reveal_ends_the_game_with_the_penalty_for_missing_atoms() {
    let out = plain(&["--id", ID], "reveal\n");
    assert!(
        out.contains("Gave up with no atoms marked: the 2 atoms are shown as @ (+10)."),
        "{out}"
    );
    assert!(out.ends_with("score 10\n"), "{out}");
    // Two on the board, one in the text that explains them.
    assert_eq!(out.matches('@').count(), 3, "{out}");
}

#[test]
fn saving_after_every_move_and_resuming() {
    let save = temp_path("game.txt");
    let save_arg = save.to_str().unwrap();
    // The input ends mid-game: the save file holds every move so far.
    plain(
        &["--id", ID, "--save", save_arg],
        "fire 3\nmark 2 2\nfire 3\nunmark 2 2\nundo\n",
    );
    let text = std::fs::read_to_string(&save).unwrap();
    assert_eq!(
        text,
        format!("# blackbox game: the game ID, then one move a line\ngame {ID}\nfire 3\nmark B2\n")
    );
    assert!(!PathBuf::from(format!("{save_arg}.tmp")).exists());
    // Resume, play on, and the log grows.
    let out = plain(&["--load", save_arg, "--save", save_arg], "reveal\n");
    assert!(out.contains(&format!("game {ID}")), "{out}");
    assert!(out.contains("rays 1"), "{out}");
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.ends_with("fire 3\nmark B2\nreveal\n"), "{text}");
    // A finished game loads as finished.
    let out = plain(&["--load", save_arg], "");
    assert!(out.lines().last().unwrap().starts_with("score "), "{out}");
}

#[test]
fn bad_save_files_and_arguments_exit_2_with_file_line() {
    let save = temp_path("bad.txt");
    std::fs::write(&save, format!("game {ID}\nfire 3\nfire 99\n")).unwrap();
    blackbox()
        .args(["play", "--plain", "--load", save.to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.txt:3: no port `99`"));
    blackbox()
        .args(["play", "--plain", "--id", "5x5:99:1"])
        .assert()
        .code(2);
    blackbox()
        .args(["play", "--plain", "--atoms", "3-x"])
        .assert()
        .code(2);
    blackbox()
        .args(["play", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("--unique"));
}

#[test]
fn unique_boards_are_determined_by_their_feedback_and_reproducible() {
    let out = plain(
        &["--size", "4x4", "--atoms", "2", "--seed", "5", "--unique"],
        "",
    );
    let id_line = out.lines().next().unwrap();
    let id = id_line.strip_prefix("Black Box, game ").unwrap();
    let board = hidden(id);
    let feedback = board.feedback(Rules::Standard);
    // Every board the brute engine finds (all of them: its count is exact).
    let puzzle = blackbox::Puzzle::from_feedback(&feedback, blackbox::AtomCount::Exact(2)).unwrap();
    let brute = SolveRequest {
        engine: EngineChoice::Brute,
        max_solutions: 16,
        count_budget: 0,
        time_limit: 60.0,
    };
    let twins = solve(&puzzle, &brute, &Control::new()).unwrap();
    assert!(matches!(twins.count, Count::Exact(_)), "{id}");
    assert_eq!(twins.solutions, vec![board], "{id}");
    assert_eq!(plain(&["--id", id], ""), out);
}

#[test]
fn saves_go_only_to_regular_files() {
    let target = temp_path("target.txt");
    std::fs::write(&target, "keep me\n").unwrap();
    let link = temp_path("link.txt");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&target, &link).unwrap();
    for (path, why) in [
        (link.to_str().unwrap(), "it is a symbolic link"),
        ("/dev/null", "it is not a regular file"),
    ] {
        blackbox()
            .args(["play", "--plain", "--id", ID, "--save", path])
            .write_stdin("fire 1\n")
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "cannot write {path}: {why}"
            )));
    }
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me\n");
}

#[test]
fn a_failed_save_says_the_move_was_played_but_not_saved() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let dir = temp_path("gone");
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.txt");
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("blackbox"))
        .args([
            "play",
            "--plain",
            "--id",
            ID,
            "--save",
            save.to_str().unwrap(),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    writeln!(stdin, "fire 1").unwrap();
    lines
        .by_ref()
        .map(Result::unwrap)
        .find(|l| l.starts_with("ray 1:"))
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    writeln!(stdin, "fire 3").unwrap();
    drop(stdin);
    let rest: Vec<String> = lines.map(Result::unwrap).collect();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    let status = child.wait().unwrap();
    let error = rest.iter().find(|l| l.starts_with("error:")).unwrap();
    // The user's file is named, not the temporary one beside it.
    let named = format!(
        "error: fire 3 was played, but the game was not saved: cannot write {}:",
        save.display()
    );
    assert!(error.starts_with(&named), "{error}");
    assert!(!error.contains(".tmp-"), "{error}");
    assert!(rest.iter().any(|l| l.contains("rays 2")), "{rest:?}");
    // The game ends with an error: its save file is behind it.
    assert_eq!(status.code(), Some(2));
    assert!(
        stderr.starts_with(&format!(
            "blackbox: the game's last moves were NOT saved in {}: cannot write",
            save.display()
        )),
        "{stderr}"
    );
}

#[test]
fn a_save_that_cannot_be_written_is_refused_before_the_game() {
    let dir = temp_path("save-dirs");
    std::fs::create_dir_all(&dir).unwrap();
    let missing = dir.join("no-such-dir/game.txt");
    let file = dir.join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let under_file = file.join("game.txt");
    for (save, why) in [
        (&missing, "does not exist".to_string()),
        (&under_file, "not a directory".to_string()),
    ] {
        let out = blackbox()
            .args(["play", "--plain", "--id", ID, "--save"])
            .arg(save)
            .write_stdin("fire 1\n")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(out.stdout.is_empty(), "the game did not start");
        assert!(
            err.starts_with(&format!("blackbox: cannot write {}: ", save.display()))
                && err.to_lowercase().contains(&why),
            "{err}"
        );
    }
}

#[test]
fn an_interrupted_game_leaves_no_temporary_file() {
    // SIGINT and SIGTERM at moments spread over a game that saves after
    // every move (the issue found a `.tmp-PID-NAME` after 23 to 28 of 40
    // interrupts): the save file is whole, and nothing else is left.
    use std::io::Write;
    use std::process::Stdio;
    let dir = temp_path("interrupted");
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.txt");
    for round in 0..40u64 {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("blackbox"))
            .args(["play", "--plain", "--id", ID, "--save"])
            .arg(&save)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            for i in 0.. {
                let line = format!("mark {} {}\nundo\n", 1 + i % 5, 1 + i / 5 % 5);
                if stdin.write_all(line.as_bytes()).is_err() {
                    break;
                }
            }
        });
        std::thread::sleep(std::time::Duration::from_millis(30 + round * 7 % 60));
        let signal = if round % 2 == 0 {
            libc::SIGINT
        } else {
            libc::SIGTERM
        };
        // SAFETY: signals our own child.
        unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        child.wait().unwrap();
        writer.join().unwrap();
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n != "game.txt")
            .collect();
        assert!(
            left.is_empty(),
            "round {round}: {left:?} left beside the save"
        );
        if save.exists() {
            let text = std::fs::read_to_string(&save).unwrap();
            assert!(
                text.contains(&format!("game {ID}")),
                "round {round}: {text}"
            );
        }
    }
}

/// The mode bits of a file.
fn mode(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn nothing_is_saved_before_the_first_move() {
    let save = temp_path("unmoved.txt");
    plain(&["--id", ID, "--save", save.to_str().unwrap()], "");
    assert!(!save.exists(), "no move, no file");
    plain(&["--id", ID, "--save", save.to_str().unwrap()], "fire 1\n");
    assert!(std::fs::read_to_string(&save)
        .unwrap()
        .ends_with("fire 1\n"));
}

#[test]
fn a_file_that_is_not_a_save_is_kept_unless_forced() {
    let notes = temp_path("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    let path = notes.to_str().unwrap();
    for input in ["", "fire 1\n"] {
        blackbox()
            .args(["play", "--plain", "--id", ID, "--save", path])
            .write_stdin(input)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "cannot write {path}: it exists and is not a saved game"
            )))
            .stderr(predicate::str::contains("--force"));
    }
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
    plain(&["--id", ID, "--save", path, "--force"], "fire 1\n");
    assert!(std::fs::read_to_string(&notes)
        .unwrap()
        .starts_with("# blackbox game"));
}

#[test]
fn a_read_only_file_is_refused_and_a_replaced_save_keeps_its_mode() {
    use std::os::unix::fs::PermissionsExt;
    let save = temp_path("kept-mode.txt");
    let path = save.to_str().unwrap();
    plain(&["--id", ID, "--save", path], "fire 1\n");
    std::fs::set_permissions(&save, std::fs::Permissions::from_mode(0o600)).unwrap();
    plain(&["--load", path, "--save", path], "fire 2\n");
    assert_eq!(mode(&save), 0o600);
    assert!(std::fs::read_to_string(&save)
        .unwrap()
        .ends_with("fire 2\n"));

    std::fs::set_permissions(&save, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read_to_string(&save).unwrap();
    for force in [&[][..], &["--force"]] {
        blackbox()
            .args(["play", "--plain", "--id", ID, "--save", path])
            .args(force)
            .write_stdin("fire 3\n")
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "cannot write {path}: it is read-only"
            )));
    }
    assert_eq!(std::fs::read_to_string(&save).unwrap(), before);
    assert_eq!(mode(&save), 0o444);
}

#[test]
fn load_refuses_the_options_its_save_decides() {
    let save = temp_path("decided.txt");
    plain(&["--id", ID, "--save", save.to_str().unwrap()], "fire 1\n");
    for extra in [
        &["--size", "9x9"][..],
        &["--seed", "3"],
        &["--atoms", "2"],
        &["--unique"],
    ] {
        blackbox()
            .args(["play", "--plain", "--load", save.to_str().unwrap()])
            .args(extra)
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("cannot be used with"));
    }
}
