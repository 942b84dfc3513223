//! End-to-end tests of `blackbox generate` and of playing its puzzles:
//! each puzzle's ID, pasted back, has exactly the answer printed (found
//! again by the library's uniqueness decision); the same seed gives the
//! same puzzles; a request that cannot be met is refused with its reason;
//! the printable pages are written; `play --puzzle` and `--daily` play
//! them to a right check.

mod common;

use blackbox_app::puzzles::playable;
use blackbox_app::Control;
use common::{
    assert_daily_is_the_date_as_seed, blackbox, generated, marks, success_stdout, temp_path,
};
use predicates::prelude::*;
use serde_json::Value;

#[test]
fn every_puzzle_id_gives_back_its_one_answer() {
    let puzzles = generated(&[
        "--size",
        "6x6",
        "--atoms",
        "3",
        "--difficulty",
        "easy",
        "--count",
        "2",
        "--seed",
        "5",
    ]);
    assert_eq!(puzzles.len(), 2);
    for puzzle in &puzzles {
        assert_eq!(puzzle["difficulty"], "easy");
        assert_eq!(puzzle["checks"]["count"], 1);
        assert_eq!(puzzle["checks"]["minimal"], true);
        let id = puzzle["id"].as_str().unwrap();
        let found = playable(id, &Control::new()).unwrap();
        let answer: Vec<Value> = found
            .answer
            .atoms()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect();
        assert_eq!(&answer, puzzle["answer"].as_array().unwrap(), "{id}");
        // Pasted into solve: one solution.
        blackbox()
            .args(["solve", id])
            .assert()
            .success()
            .stdout(predicate::str::contains("unique"));
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles() {
    let args = [
        "--size",
        "6x6",
        "--atoms",
        "2",
        "--difficulty",
        "medium",
        "--seed",
        "11",
    ];
    assert_eq!(generated(&args), generated(&args));
}

#[test]
fn the_text_header_counts_its_puzzles_in_words_that_agree() {
    let args = [
        "--size",
        "6x6",
        "--atoms",
        "2",
        "--difficulty",
        "medium",
        "--seed",
        "11",
    ];
    let one = success_stdout(blackbox().arg("generate").args(args));
    assert!(one.starts_with("# 1 medium puzzle, 6x6 board"), "{one}");
    let two = success_stdout(blackbox().arg("generate").args(args).args(["--count", "2"]));
    assert!(two.starts_with("# 2 medium puzzles, 6x6 board"), "{two}");
}

#[test]
fn a_difficulty_that_cannot_be_reached_is_refused_with_the_reason() {
    blackbox()
        .args([
            "generate",
            "--size",
            "5x5",
            "--atoms",
            "1",
            "--difficulty",
            "expert",
        ])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("one atom"));
    blackbox()
        .args(["generate", "--difficulty", "extreme"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("easy, medium, hard or expert"));
}

#[test]
fn printable_pages_hold_the_puzzles_then_their_solutions() {
    let dir = temp_path("generate-pages");
    let _ = std::fs::remove_dir_all(&dir);
    let text = success_stdout(
        blackbox()
            .args([
                "generate",
                "--size",
                "6x6",
                "--atoms",
                "2",
                "--difficulty",
                "easy",
                "--count",
                "3",
                "--seed",
                "3",
                "--sheet",
                "4",
                "--svg",
            ])
            .arg(&dir),
    );
    let ids: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("ID ")).collect();
    assert_eq!(ids.len(), 3, "{text}");
    let puzzles = std::fs::read_to_string(dir.join("puzzles-1.svg")).unwrap();
    let solutions = std::fs::read_to_string(dir.join("solutions-1.svg")).unwrap();
    for page in [&puzzles, &solutions] {
        assert!(page.starts_with("<svg") || page.starts_with("<?xml"));
        for id in &ids {
            assert!(page.contains(id), "{id} on each page");
        }
    }
    assert!(
        !dir.join("puzzles-2.svg").exists(),
        "three puzzles fill one sheet of four"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_pdf_holds_each_sheet_then_its_solutions_on_a4_pages() {
    let path = temp_path("generate-book.pdf");
    let _ = std::fs::remove_file(&path);
    let args = [
        "generate",
        "--size",
        "6x6",
        "--atoms",
        "2",
        "--difficulty",
        "easy",
        "--count",
        "3",
        "--seed",
        "3",
        "--sheet",
        "2",
        "--pdf",
    ];
    success_stdout(blackbox().args(args).arg(&path));
    let bytes = std::fs::read(&path).unwrap();
    let pdf = lopdf::Document::load_mem(&bytes).expect("a PDF lopdf reads");
    // Three puzzles, two to a sheet: two sheets of a puzzle page and a
    // solution page each.
    let pages = pdf.get_pages();
    assert_eq!(pages.len(), 4);
    for (number, id) in pages {
        let page = pdf.get_dictionary(id).unwrap();
        let media: Vec<f32> = (page.get(b"MediaBox").unwrap().as_array().unwrap().iter())
            .map(|v| v.as_float().unwrap())
            .collect();
        // A4 in points: 210 mm x 297 mm.
        assert!(
            (media[2] - 595.3).abs() < 0.5 && (media[3] - 841.9).abs() < 0.5,
            "page {number}: {media:?}"
        );
    }
    // The text is set in the DejaVu Sans this binary carries, embedded.
    assert!(bytes.windows(10).any(|w| w == b"DejaVuSans"));
    // A file that is not a PDF is not replaced (without --force), and is
    // refused before the work.
    std::fs::write(&path, "my notes").unwrap();
    blackbox()
        .args(args)
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "is not a PDF document; it is not replaced",
        ));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "my notes");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn a_pasted_puzzle_is_played_to_a_right_check() {
    let puzzle = &generated(&[
        "--size",
        "6x6",
        "--atoms",
        "2",
        "--difficulty",
        "easy",
        "--seed",
        "8",
    ])[0];
    let id = puzzle["id"].as_str().unwrap();
    let script = format!("hint\nhint\nmark 9 9\ncheck\n{}check\n", marks(puzzle));
    let out = success_stdout(
        blackbox()
            .args(["play", "--puzzle", id])
            .write_stdin(script),
    );
    assert!(out.contains(id));
    assert!(out.contains("hint: look at"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("hint: ") && l.contains(" is empty: ")
                || l.contains(" holds an atom: ")),
        "the second hint names a cell: {out}"
    );
    assert!(out.contains("error: "), "row 9 is off the board: {out}");
    assert!(out.contains("atoms marked"), "{out}");
    assert!(
        out.trim_end().ends_with("solved: every atom found"),
        "{out}"
    );
    blackbox()
        .args(["play", "--puzzle", id])
        .write_stdin("reveal\n")
        .assert()
        .code(1)
        .stdout(predicate::str::contains("the answer:"));
}

#[test]
fn the_daily_puzzle_is_the_puzzle_of_the_date_as_seed() {
    assert_daily_is_the_date_as_seed(&[]);
}
