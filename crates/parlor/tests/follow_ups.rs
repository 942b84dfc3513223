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
