//! Words of the conversation around a statement, which add nothing to what
//! it says: a connective opening the sentence (`But the blue box is a
//! liar.`, `Also, the black box is telling the truth.`) and an imperative
//! beside it (`I'm empty, don't bother with me.`).
//!
//! The reading: a connective opening a sentence links it to what was said
//! before, and the sentence says what its clause says (`But X` claims X).
//! An imperative (`don't bother with me`, `look in the white box`) asks for
//! something; it is neither true nor false, so a statement made of a clause
//! and an imperative says what the clause says. A pronoun `it` in the
//! clause stands for the one box the imperative names (`Don't bother
//! opening the black box, it's empty.`); if the imperative names no box or
//! several, the statement is not read. Each function returns the tokens to
//! read instead (the grammar still has to read them), or `None`.

use super::lexicon;
use super::morph::analyse;
use crate::text::{tokenize, Token};

/// Connectives that may open a sentence: the sentence says what follows.
/// `also` only before a comma (`Also, …`): without one it may be the
/// additive particle of the subject (`also the black box is …`).
const OPENINGS: &[&str] = &["but", "and", "so", "also", "plus"];

/// Words that after an opening connective make it part of an elliptical
/// clause (`so is the blue box`, `and neither is …`), not an opening.
const ELLIPTICAL: &[&str] = &[
    "is", "are", "am", "does", "do", "not", "neither", "nor", "so",
];

/// The sentence without its opening connective, if it has one.
pub fn opening(sentence: &str, tokens: &[Token]) -> Option<Vec<Token>> {
    let first = match tokens.first()? {
        Token::Word(w) if OPENINGS.contains(&w.as_str()) => w.as_str(),
        _ => return None,
    };
    let comma = sentence
        .split_whitespace()
        .next()
        .is_some_and(|w| w.ends_with(','));
    if first == "also" && !comma {
        return None;
    }
    match tokens.get(1)? {
        Token::Word(w) if ELLIPTICAL.contains(&w.as_str()) => None,
        _ => Some(tokens[1..].to_vec()),
    }
}

/// Verbs that open an imperative (in their base form, first in a clause).
const IMPERATIVE_VERBS: &[&str] = &[
    "look", "check", "open", "try", "ignore", "skip", "pick", "choose", "take", "avoid", "forget",
    "remember", "bother", "go",
];

/// Whether a clause is an imperative: `do not …` / `don't …`, `please …`,
/// or one of [`IMPERATIVE_VERBS`] first; and every word of it known (the
/// grammar's, or a form of an [`IMPERATIVE_VERBS`] verb), so that a
/// damaged or unknown word is never passed over unread.
fn imperative(tokens: &[Token]) -> bool {
    let words: Vec<&str> = tokens
        .iter()
        .map(|t| match t {
            Token::Word(w) => w.as_str(),
            Token::Quoted(_) => "",
        })
        .collect();
    let opens = match words.as_slice() {
        ["do", "not", _, ..] | ["please", _, ..] => true,
        [verb, _, ..] => IMPERATIVE_VERBS.contains(verb),
        _ => false,
    };
    let known = |w: &&str| {
        lexicon::VOCABULARY.contains(w)
            || *w == "please"
            || w.chars().all(|c| c.is_ascii_digit())
            || !analyse(w, IMPERATIVE_VERBS).is_empty()
    };
    opens && words.iter().all(known)
}

/// The boxes a clause names by colour.
fn named_boxes(tokens: &[Token]) -> Vec<&str> {
    let mut out: Vec<&str> = tokens
        .iter()
        .filter_map(|t| match t {
            Token::Word(w) if lexicon::colour(w).is_some() => Some(w.as_str()),
            _ => None,
        })
        .collect();
    out.dedup();
    out
}

/// A statement of two clauses joined by one comma, one of them an
/// imperative: the other clause, with `it` replaced by the one box the
/// imperative names (see the module doc).
pub fn imperative_aside(sentence: &str) -> Option<Vec<Token>> {
    let (left, right) = sentence.split_once(',')?;
    if right.contains(',') {
        return None;
    }
    let (left, right) = (tokenize(left), tokenize(right));
    let (order, clause) = match (imperative(&left), imperative(&right)) {
        (true, false) => (left, right),
        (false, true) => (right, left),
        _ => return None,
    };
    if clause.is_empty() {
        return None;
    }
    let it = |t: &Token| matches!(t, Token::Word(w) if w == "it");
    // Whom the clause is about must be in it: `it`, a box by its colour,
    // or the speaker. A bare fragment (`Don't bother opening the black
    // box, empty.`) could be about the box the imperative names or about
    // the speaker, and is not read.
    let speaker = clause.iter().any(
        |t| matches!(t, Token::Word(w) if matches!(w.as_str(), "i" | "me" | "my" | "this" | "here")),
    );
    if !clause.iter().any(it) {
        let about = speaker || !named_boxes(&clause).is_empty() || named_boxes(&order).is_empty();
        return about.then_some(clause);
    }
    let [colour] = named_boxes(&order)[..] else {
        return None;
    };
    if !named_boxes(&clause).is_empty() {
        return None;
    }
    let mut out = Vec::with_capacity(clause.len() + 2);
    for t in clause {
        if it(&t) {
            out.extend(["the", colour, "box"].map(|w| Token::Word(w.to_string())));
        } else {
            out.push(t);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(tokens: Option<Vec<Token>>) -> Option<String> {
        tokens.map(|ts| ts.iter().map(Token::show).collect::<Vec<_>>().join(" "))
    }

    #[test]
    fn an_opening_connective_is_dropped() {
        let open = |s: &str| show(opening(s, &tokenize(s)));
        assert_eq!(
            open("But the blue box is a liar."),
            Some("the blue box is a liar".into())
        );
        assert_eq!(
            open("Also, the black box is true."),
            Some("the black box is true".into())
        );
        assert_eq!(
            open("So the gems are here."),
            Some("the gems are here".into())
        );
        // Elliptical clauses and a bare `also` are not openings.
        assert_eq!(open("So is the blue box."), None);
        assert_eq!(open("And so is the black box."), None);
        assert_eq!(open("Also the black box is true."), None);
        assert_eq!(open("The blue box is true."), None);
    }

    #[test]
    fn an_imperative_leaves_its_clause_and_names_its_it() {
        let aside = |s: &str| show(imperative_aside(s));
        assert_eq!(
            aside("I'm empty, don't bother with me."),
            show(Some(tokenize("I'm empty")))
        );
        assert_eq!(
            aside("Don't bother opening the black box, it's empty."),
            Some("the black box is empty".into())
        );
        assert_eq!(
            aside("Look in the white box, the gems are in it."),
            Some("the gems are in the white box".into())
        );
        // Two boxes named: `it` is not decided.
        assert_eq!(
            aside("Don't open the black box or the blue box, it's empty."),
            None
        );
        // A fragment whose subject could be the box named or the speaker;
        // an unknown word in the imperative.
        assert_eq!(aside("Don't bother opening the black box, empty."), None);
        assert_eq!(aside("Don't bother zorp the black box, it's empty."), None);
        // No imperative, or two.
        assert_eq!(aside("The blue box is empty, the gems are here."), None);
        assert_eq!(aside("Don't look, don't open."), None);
    }
}
