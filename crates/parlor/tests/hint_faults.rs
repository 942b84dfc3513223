//! Error messages that would mislead an author, found on the blind set
//! 2026-11-29c, each with a sentence of our own: a hint that reverses the
//! meaning, a word called a form of a word that takes no endings, a named
//! letter blamed as unknown, the `--fact` hint on a sentence of known
//! words, and a message quoting words the author never wrote.

use parlor::grammar;

fn error(sentence: &str) -> String {
    match grammar::read(sentence) {
        Ok(r) => panic!("{sentence:?} was read: {r:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn no_suggestion_reverses_the_meaning() {
    let e = error("Anything could be in the white box");
    assert!(e.contains("\"anything\""), "{e}");
    assert!(!e.contains("did you mean \"nothing\""), "{e}");
}

#[test]
fn no_word_is_a_form_of_a_word_without_endings() {
    let e = error("Don't bother, it's empty");
    assert!(e.contains("\"bother\" (unknown"), "{e}");
    assert!(!e.contains("a form of \"both\""), "{e}");
}

#[test]
fn a_named_letter_is_not_blamed_as_unknown() {
    let e = error("The letter Q is scrawled on this box");
    assert!(e.contains("\"scrawled\" (unknown"), "{e}");
    assert!(!e.contains("\"q\" (unknown"), "{e}");
}

#[test]
fn the_fact_hint_needs_an_unknown_word() {
    let e = error("The gems are in them");
    assert!(!e.contains("--fact"), "{e}");
    let e = error("There is a harpsichord in the corner");
    assert!(e.contains("--fact"), "{e}");
}

#[test]
fn the_words_before_the_word_not_placed_are_quoted_as_written() {
    let e = error("Nothing in the white box is true");
    assert!(e.contains("after \"Nothing in the white box\""), "{e}");
    assert!(!e.contains("there are no gems"), "{e}");
}

/// Found on the blind set 2026-11-29e: a refusal for a sentence read in
/// two ways printed some 1,900 characters of formulas before the one line
/// that says what to write. The advice comes first now, and each reading's
/// formula follows on a line of its own, cut short.
#[test]
fn an_ambiguity_says_what_to_write_before_the_formulas() {
    let text =
        "blue: Most of the statements here are false.\nblue: The gems are in the white box.\n\
                white: The gems are not here.\nblack: The blue box is lying.\n";
    let puzzle = parlor::file::parse(text).unwrap();
    let e = parlor::solve(&puzzle, &parlor::Options::default(), &logic::Control::new())
        .expect_err("`here` after `statements` has two readings")
        .to_string();
    let first = e.lines().next().unwrap();
    assert!(first.contains("`on this box` or `in this room`"), "{e}");
    assert!(!first.contains("stmt("), "{e}");
    let readings: Vec<&str> = e.lines().filter(|l| l.contains("reading ")).collect();
    assert_eq!(readings.len(), 2, "{e}");
    assert!(readings.iter().all(|l| l.chars().count() < 230), "{e}");
}

/// A noun or a verb before a box is no telegraphic statement: `Truth the
/// white box.` (a damaged `Trust the white box.` once offered as a fix) is
/// refused, while the adjective with its colon, `True: the white box.`, is
/// read.
#[test]
fn a_noun_before_a_box_is_not_read_as_a_label() {
    for sentence in [
        "Truth the white box.",
        "Lies the black box.",
        "truth the black one",
    ] {
        error(sentence);
    }
    for sentence in [
        "True: the white box.",
        "Lying: the black box.",
        "Black box: lies.",
    ] {
        assert!(grammar::read(sentence).is_ok(), "{sentence}");
    }
}
