//! The pairs of `examples/parlor/follow-up-pairs.tsv`: statements that lean
//! on the statement above them on the same box (`So is the white box.`,
//! `They are in the black box.`), read in a puzzle where that statement
//! stands above them. Each must have the same truth table as its
//! paraphrase in its place under the independent evaluator, or, for a
//! `refused:` pair, be refused with an error naming the words given.

mod evaluator;

use std::path::PathBuf;

use parlor::{Colour, Puzzle};

/// The probe puzzle: the blue box says `above`, then `text`.
fn probe(above: &str, text: &str) -> parlor::Result<Puzzle> {
    Puzzle::from_texts([
        vec![above.to_string(), text.to_string()],
        vec!["This box is empty".into(), "The blue box is true".into()],
        vec!["The gems are in this box".into()],
    ])
}

fn table(above: &str, text: &str) -> Result<Vec<bool>, String> {
    let puzzle = probe(above, text).map_err(|e| format!("refused: {e}"))?;
    if !puzzle.assumptions().is_empty() {
        return Err(format!("read with assumptions {:?}", puzzle.assumptions()));
    }
    parlor::model::Model::build(&puzzle).map_err(|e| format!("refused: {e}"))?;
    Ok(evaluator::truth_table(&puzzle, (Colour::Blue, 2)))
}

#[test]
fn every_follow_up_reads_as_intended_or_is_refused() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/parlor/follow-up-pairs.tsv");
    let text = std::fs::read_to_string(path).unwrap();
    let mut failures = Vec::new();
    let mut count = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let [above, sentence, meant] = line.split('|').map(str::trim).collect::<Vec<_>>()[..]
        else {
            panic!("not ABOVE|SENTENCE|PARAPHRASE: {line:?}");
        };
        count += 1;
        if let Some(named) = meant.strip_prefix("refused:") {
            match table(above, sentence) {
                Err(e) if e.contains(named.trim()) => {}
                Err(e) => failures.push(format!("{sentence:?}: refused without {named:?}: {e}")),
                Ok(_) => failures.push(format!(
                    "{sentence:?} after {above:?} was read, but must be refused"
                )),
            }
            continue;
        }
        let expected = table(above, meant).unwrap_or_else(|e| panic!("paraphrase {meant:?}: {e}"));
        match table(above, sentence) {
            Ok(found) if found == expected => {}
            Ok(_) => failures.push(format!(
                "{sentence:?} after {above:?} does not mean {meant:?}"
            )),
            Err(e) => failures.push(format!("{sentence:?} after {above:?}: {e}")),
        }
    }
    assert!(count >= 29, "only {count} pairs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A follow-up is read with the statement above it wherever the puzzle
/// comes from: a puzzle file reads it too, and it stays the same when the
/// puzzle is read again with other facts.
#[test]
fn puzzle_files_and_rereading_keep_the_statement_above() {
    let file = "blue: The black box is empty.\nblue: So is the white box.\nwhite: This box is empty\nblack: The gems are in this box\n";
    let puzzle = parlor::file::parse(file).unwrap();
    let plain = parlor::puzzle::Statement::parse("The white box is empty").unwrap();
    assert_eq!(puzzle.statements(Colour::Blue)[1].claim(), plain.claim());
    let again = puzzle.reread(&parlor::grammar::Facts::default()).unwrap();
    assert_eq!(again, puzzle);
}

/// A pronoun refers back: `it` after one box named above it on its box is
/// that box, whatever a statement below names; with two boxes named above
/// it is refused, the referents named.
#[test]
fn a_pronoun_takes_its_referent_above_before_below() {
    let texts = |blue: [&str; 3]| {
        [
            blue.iter().map(|s| s.to_string()).collect(),
            vec!["This box is empty".to_string()],
            vec!["The gems are in this box".to_string()],
        ]
    };
    let back = Puzzle::from_texts(texts([
        "The black box is true",
        "It holds the gems",
        "The white box is true",
    ]))
    .unwrap();
    let meant = Puzzle::from_texts(texts([
        "The black box is true",
        "The black box holds the gems",
        "The white box is true",
    ]))
    .unwrap();
    assert_eq!(
        evaluator::truth_table(&back, (Colour::Blue, 2)),
        evaluator::truth_table(&meant, (Colour::Blue, 2))
    );
    let two = Puzzle::from_texts(texts([
        "The black box is true",
        "The white box is false",
        "It holds the gems",
    ]))
    .unwrap_err()
    .to_string();
    assert!(
        two.contains("the black box") && two.contains("the white box"),
        "{two}"
    );
}

/// The truth table of a box's first statement in a probe where the blue box
/// says `text` first, then `The white box is empty`.
fn first_table(text: &str) -> Result<Vec<bool>, String> {
    let puzzle = Puzzle::from_texts([
        vec![text.to_string(), "The white box is empty".into()],
        vec!["This box is empty".into(), "The blue box is true".into()],
        vec!["The gems are in this box".into()],
    ])
    .map_err(|e| format!("refused: {e}"))?;
    if !puzzle.assumptions().is_empty() {
        return Err(format!("read with assumptions {:?}", puzzle.assumptions()));
    }
    parlor::model::Model::build(&puzzle).map_err(|e| format!("refused: {e}"))?;
    Ok(evaluator::truth_table(&puzzle, (Colour::Blue, 1)))
}

#[test]
fn an_answer_word_with_no_question_reads_as_a_first_statement() {
    for (sentence, meant) in [
        ("nope, not in this one", "The gems are not in this box"),
        (
            "Nope, the black box isn't lying.",
            "The black box is not lying",
        ),
        ("Yep, in the black one.", "The gems are in the black box"),
        ("yeah, the white box is empty", "The white box is empty"),
        (
            "Nah, not the white box, obviously.",
            "The gems are not in the white box",
        ),
    ] {
        assert_eq!(
            first_table(sentence),
            first_table(meant),
            "{sentence:?} as {meant:?}"
        );
    }
    // The answer's sign must agree with the claim after it.
    for sentence in [
        "Nope, the gems are in the black box.",
        "Yep, not in this one.",
        "Yes, no box is lying.",
    ] {
        let read = first_table(sentence);
        assert!(
            matches!(&read, Err(e) if e.contains("answers a question no one asked")),
            "{sentence:?}: {read:?}"
        );
    }
}

/// A plural `statements here` on a box with one statement names the room
/// (a plural names at least two, and the box has one); on a box with
/// several it may be either, and the puzzle is refused where they differ.
#[test]
fn plural_statements_here_on_a_box_with_one_statement_is_the_room() {
    let on_black = |text: &str| {
        Puzzle::from_texts([
            vec![
                "The white box is empty".into(),
                "The gems are in the blue box".into(),
            ],
            vec!["This box is empty".into(), "The blue box is true".into()],
            vec![text.to_string()],
        ])
        .unwrap()
    };
    for (here, room) in [
        (
            "Most of the statements here are false.",
            "Most of the statements in this room are false",
        ),
        (
            "MORE THAN HALF OF THE STATEMENTS HERE ARE TRUE.",
            "More than half of the statements in this room are true",
        ),
        (
            "Fewer than half of all the statements here are true",
            "Fewer than half of all the statements in this room are true",
        ),
        (
            "Exactly two statements here are false",
            "Exactly two statements in this room are false",
        ),
    ] {
        let (read, meant) = (on_black(here), on_black(room));
        parlor::model::Model::build(&read).unwrap_or_else(|e| panic!("{here}: {e}"));
        assert_eq!(
            evaluator::truth_table(&read, (Colour::Black, 1)),
            evaluator::truth_table(&meant, (Colour::Black, 1)),
            "{here}"
        );
    }
    // Near-misses: on a box with two statements the readings differ here;
    // a singular `the statement here` is this box's own.
    let two = Puzzle::from_texts([
        vec![
            "Most of the statements here are false.".into(),
            "The gems are in the white box.".into(),
        ],
        vec!["The gems are not here.".into()],
        vec!["The blue box is lying.".into()],
    ])
    .unwrap();
    let refused = parlor::model::Model::build(&two).unwrap_err().to_string();
    assert!(refused.contains("whole room"), "{refused}");
    let one = on_black("The statement here is false");
    let this = on_black("This statement is false");
    assert_eq!(
        evaluator::truth_table(&one, (Colour::Black, 1)),
        evaluator::truth_table(&this, (Colour::Black, 1)),
    );
}

/// `it` after a report (`X says S, and it's right`) is the box or what it
/// says; both readings are kept, so a puzzle is read where they give the
/// same worlds (X has one statement, which says S) and refused otherwise.
#[test]
fn it_after_a_report_is_the_box_or_what_it_says() {
    let solve = |blue: &str, black: &[&str]| {
        let puzzle = Puzzle::from_texts([
            vec![blue.to_string()],
            vec!["The blue box is lying.".into()],
            black.iter().map(|s| s.to_string()).collect(),
        ])
        .map_err(|e| e.to_string())?;
        parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
            .map(|s| format!("{:?} {:?}", s.verdict, s.readings))
            .map_err(|e| e.to_string())
    };
    let black = ["The gems are not in the white box."];
    for (said, meant) in [
        (
            "The black box says the gems are not in the white box, and it's right.",
            "The black box is telling the truth",
        ),
        (
            "The black box says that the gems are not in the white box, and it is correct",
            "The gems are not in the white box",
        ),
        (
            "The black box claims the gems aren't in the white box but it's wrong",
            "The black box is lying",
        ),
        (
            "The black box says the gems are not in the white box, and it is not mistaken",
            "The gems are not in the white box",
        ),
    ] {
        assert_eq!(solve(said, &black), solve(meant, &black), "{said}");
        assert!(solve(said, &black).is_ok(), "{said}");
    }
    // The black box has two statements: right (both true) and what it
    // says (one of them true) differ.
    let two = [
        "The gems are not in the white box.",
        "The blue box is empty.",
    ];
    let refused = solve(
        "The black box says the gems are not in the white box, and it's right.",
        &two,
    )
    .unwrap_err();
    assert!(refused.contains("several ways"), "{refused}");
}
