//! The line mode of `blackbox learn` played with scripted input: lessons
//! to their end, a wrong prediction answered with the rule, an exercise
//! solved, progress kept in the file the full screen uses.

use super::*;
use blackbox_tui::learn::open;

/// What the line mode prints for `input`, from lesson `start`, progress
/// kept in `save` (sentences unwrapped, so that they can be looked for).
fn lines(start: &str, input: &str, save: Option<std::path::PathBuf>) -> String {
    lines_within(start, input, save, usize::MAX)
}

/// [`lines`] with sentences wrapped to `width` columns.
fn lines_within(
    start: &str,
    input: &str,
    save: Option<std::path::PathBuf>,
    width: usize,
) -> String {
    let opening = open(save, Some(start)).unwrap();
    let mut out = Vec::new();
    learn(opening, input.as_bytes(), &mut out, false, width).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn sentences_are_wrapped_to_the_width_between_words() {
    let input = "\n10\nh\n";
    let wide = lines("miss", input, None);
    for width in [80, 40] {
        let out = lines_within("miss", input, None, width);
        // Every line fits but the pictures' and the key list's, which are
        // not sentences (their lines are those of the unwrapped output).
        let wide_lines: Vec<&str> = wide.lines().collect();
        for line in out.lines() {
            assert!(
                line.chars().count() <= width || wide_lines.contains(&line),
                "{width}: {line:?}"
            );
        }
        // Nothing but line breaks changed: no word was cut.
        let words = |text: &str| {
            text.split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        };
        assert_eq!(words(&out), words(&wide), "{width}");
        assert!(out.lines().count() > wide.lines().count(), "{width}: {out}");
    }
    assert_eq!(wrap("a bb ccc", 4), "a bb\nccc");
    assert_eq!(wrap("averylongword x", 4), "averylongword\nx");
    assert_eq!(wrap("one\ntwo three", 7), "one\ntwo\nthree");
}

#[test]
fn the_key_list_is_wrapped_under_its_second_column() {
    assert_eq!(key_list(80), HELP, "it fits 80 columns as written");
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    for width in [50, 40, 36] {
        let list = key_list(width);
        assert_eq!(words(&list), words(HELP), "{width}: no word lost or cut");
        assert!(list.lines().count() > HELP.lines().count(), "{width}");
        for line in list.lines() {
            assert!(line.chars().count() <= width, "{width}: {line:?}");
        }
        // Each key starts a line; the lines continuing one start blank,
        // under the second column.
        let keys: Vec<&str> = HELP.lines().map(|l| &l[..KEY_COLUMN]).collect();
        for line in list.lines() {
            let head = &line[..KEY_COLUMN.min(line.len())];
            assert!(
                keys.contains(&head) || head.trim().is_empty(),
                "{width}: {line:?}"
            );
        }
        // The list as the line mode prints it, at that width.
        assert!(lines_within("miss", "", None, width).contains(&list));
    }
    // Too narrow for two columns: sentences, still within the width.
    assert!(key_list(30).lines().all(|l| l.chars().count() <= 30));
}

#[test]
fn the_first_lesson_plays_to_its_end_with_the_path_drawn() {
    let out = lines("miss", "\n10\n", None);
    assert!(out.contains("Lesson 1 of 9: Straight through"), "{out}");
    assert!(out.contains("Press Enter to fire ray 1."), "{out}");
    // Ray 1 runs down column 1 and leaves at 15: its path and ports drawn.
    let drawn = "
        1*  2   3   4   5
A  20   ↓   ·   ·   ·   ·   6
B  19   ↓   ·   ·   ·   ·   7
C  18   ↓   ·   O   ·   ·   8
D  17   ↓   ·   ·   ·   ·   9
E  16   ↓   ·   ·   ·   ·  10
       15* 14  13  12  11
";
    assert!(out.contains(drawn), "{out}");
    assert!(out.contains("it went straight across and leaves at port 15: a miss"));
    assert!(out.contains("Predict first: type h (a hit), r (a reflection)"));
    assert!(out.contains("Right: it left at port 10."), "{out}");
    assert!(out.contains("A ray with no atom on its path"), "{out}");
    assert!(
        out.ends_with("Lesson done. Press Enter for the next lesson.\n"),
        "{out}"
    );
}

#[test]
fn a_wrong_prediction_prints_the_rule_that_applied() {
    // Lesson 3: ray 4 is turned by the atom in C3 and leaves at 7, not 13.
    let out = lines("turn", "\n13\n", None);
    assert!(
        out.contains("Not quite: you said an exit at port 13, but it left at port 7."),
        "{out}"
    );
    assert!(
        out.contains("At B4 the atom in C3 stands diagonally ahead: the ray turns a quarter turn away from it and heads right."),
        "{out}"
    );
    assert!(out.contains("Lesson done."), "{out}");
}

#[test]
fn bad_lines_are_answered_and_the_lesson_goes_on() {
    let out = lines("hit", "\nx\n99\nh\n", None);
    assert!(
        out.contains("error: x: say h (a hit), r (a reflection) or the port it leaves at, 1 to 20"),
        "{out}"
    );
    assert!(out.contains("error: 99: say h"), "{out}");
    assert!(out.contains("Right: it was absorbed: a hit."), "{out}");
}

#[test]
fn an_exercise_is_solved_by_firing_marking_and_checking() {
    // One atom hidden in B4: ray 4 down column 4 is a hit.
    let out = lines("find-one", "4\nc4\nc\nc4\nb4\nc\n", None);
    assert!(out.contains("Ray 4: it was absorbed: a hit."), "{out}");
    assert!(out.contains("Rays fired (port→result): 4→H"), "{out}");
    // The hidden board's path is never drawn, only the ports.
    let board = (out.lines()).filter(|l| l.contains(" · ") && !l.contains("empty"));
    assert!(
        board.clone().count() > 0 && board.clone().all(|l| !l.contains(['↑', '→', '↓', '←'])),
        "{out}"
    );
    // C4 would absorb ray 4 too: the check says the marks fit, not where.
    assert!(
        out.contains("Not yet: your atoms fit every ray you fired"),
        "{out}"
    );
    assert!(out.contains("Right! Found it."), "{out}");
    assert!(out.contains("Lesson done."), "{out}");
}

#[test]
fn progress_is_kept_in_the_full_screens_file_and_the_next_start_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("boxlogic").join("learn.json");
    let out = lines("miss", "\n10\n", Some(file.clone()));
    assert!(out.contains("Lesson done."), "{out}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "{\"done\":[\"miss\"]}\n"
    );
    // Opened with no lesson named, the next start is the first not done.
    let opening = open(Some(file), None).unwrap();
    assert_eq!(opening.lessons[opening.start].id, "hit");
}

#[test]
fn every_lesson_plays_to_the_last_one() {
    // Each lesson's rays fired with Enter and predicted right, the
    // exercises solved from their answers, Enter to turn the page.
    let lessons = learn::lessons().unwrap();
    let mut input = String::new();
    for lesson in lessons {
        for ray in &lesson.rays {
            input.push_str(&match (ray.predict, ray.expect) {
                (false, _) => String::new(),
                (true, blackbox::Response::Hit) => "h".into(),
                (true, blackbox::Response::Exit(q)) if q != ray.port => q.to_string(),
                (true, _) => "r".into(),
            });
            input.push('\n');
        }
        if lesson.find {
            for cell in find_answer(lesson) {
                input.push_str(&format!("{}\n", cell.name()));
            }
            input.push_str("c\n");
        }
        input.push('\n');
    }
    let out = lines("miss", &input, None);
    assert_eq!(
        out.matches("Lesson done.").count(),
        lessons.len() - 1,
        "{out}"
    );
    assert!(!out.contains("Not quite"), "{out}");
    assert!(!out.contains("error"), "{out}");
    assert!(out.ends_with("That was the last lesson.\n"), "{out}");
}

/// The hidden atoms of a find exercise, found as a player would: the one
/// set of cells its check accepts (each exercise has one or two atoms).
fn find_answer(lesson: &Lesson) -> Vec<Cell> {
    let cells: Vec<Cell> = lesson.dims().all_cells().collect();
    let tries: Vec<Vec<Cell>> = match lesson.atom_count() {
        1 => cells.iter().map(|&c| vec![c]).collect(),
        _ => (cells.iter().enumerate())
            .flat_map(|(i, &a)| cells[i + 1..].iter().map(move |&b| vec![a, b]))
            .collect(),
    };
    (tries.into_iter())
        .find(|marks| lesson.check(marks, &[]).solved)
        .unwrap()
}
