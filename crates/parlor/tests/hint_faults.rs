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
