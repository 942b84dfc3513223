//! `blackbox learn` with piped input: no terminal, so the lessons go line
//! by line (as with `--plain`), and progress goes to the config directory.

mod common;

use common::{blackbox, success_stdout, temp_path};

#[test]
fn piped_input_plays_a_lesson_to_its_end_line_by_line() {
    let out = success_stdout(
        blackbox()
            .args(["learn", "--no-save", "--lesson", "reflection"])
            .write_stdin("\nh\n\n"),
    );
    // Sentences are wrapped to the terminal's width: read them with the
    // lines joined.
    let joined = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        out.contains("Lesson 4 of 9: Turned back by two atoms"),
        "{out}"
    );
    // A wrong prediction: the path is drawn and the rule that applied said.
    assert!(
        joined.contains(
            "Not quite: you said a hit, but it came back out where it went in: a reflection."
        ),
        "{out}"
    );
    assert!(
        joined.contains("atoms stand diagonally ahead on both sides"),
        "{out}"
    );
    assert!(
        joined.contains("Lesson done. Press Enter for the next lesson."),
        "{out}"
    );
    // Enter opened the next lesson; the end of the input ends the lessons.
    assert!(
        out.contains("Lesson 5 of 9: Reflected at the edge"),
        "{out}"
    );
}

#[test]
fn progress_is_saved_under_the_config_directory() {
    let home = temp_path("config");
    let _ = std::fs::remove_dir_all(&home);
    success_stdout(
        blackbox()
            .args(["learn", "--plain"])
            .env("XDG_CONFIG_HOME", &home)
            .write_stdin("\n10\n"),
    );
    let kept = std::fs::read_to_string(home.join("boxlogic/learn.json")).unwrap();
    assert_eq!(kept, "{\"done\":[\"miss\"]}\n");
    // The next start opens the first lesson not done.
    let out = success_stdout(
        blackbox()
            .args(["learn", "--plain"])
            .env("XDG_CONFIG_HOME", &home)
            .write_stdin(""),
    );
    assert!(out.contains("Lesson 2 of 9: Absorbed: a hit"), "{out}");
}
