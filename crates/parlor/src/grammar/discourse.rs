//! Words of the conversation around a statement, which add nothing to what
//! it says: a connective opening the sentence (`But the blue box is a
//! liar.`, `Also, the black box is telling the truth.`), an additive
//! discourse word opening a clause (`Moreover, …`, `What's more, …`, `…,
//! and furthermore …`) and an imperative beside it (`I'm empty, don't
//! bother with me.`).
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
/// `also` only before a comma (`Also, …`) or the gems (`Also gems is not
/// in white box`): before a box it may be the additive particle of the
/// subject (`also the black box is …`).
const OPENINGS: &[&str] = &["but", "and", "so", "also", "plus"];

/// Additive discourse words (`Moreover, …`, `What's more, …`, `On top of
/// that, …`): they add the sentence to what was said before it and claim
/// nothing themselves, so the sentence says what its clause says. They
/// are no focus particles: `too`, `also` and `as well` inside the clause
/// keep their own reading (an additive presupposition, read by the
/// grammar's rules for them). Each phrase with whether a comma must follow
/// it in the text: `besides` and `further` without one are a preposition
/// (`besides the white box, …`) and an adverb of place.
const ADDITIVE: &[(&[&str], bool)] = &[
    (&["moreover"], false),
    (&["furthermore"], false),
    (&["additionally"], false),
    (&["further"], true),
    (&["besides"], true),
    (&["besides", "that"], false),
    (&["besides", "this"], false),
    (&["in", "addition"], false),
    (&["in", "addition", "to", "that"], false),
    (&["in", "addition", "to", "this"], false),
    (&["on", "top", "of", "that"], false),
    (&["on", "top", "of", "this"], false),
    (&["on", "top", "of", "it", "all"], false),
    (&["what", "'s", "more"], false),
    (&["what", "is", "more"], false),
];

/// Words that after an opening connective make it part of an elliptical
/// clause (`so is the blue box`, `and neither is …`), not an opening.
const ELLIPTICAL: &[&str] = &[
    "is", "are", "am", "does", "do", "not", "neither", "nor", "so",
];

/// Words after which a clause may start with an additive discourse word
/// (`…, and moreover the gems are here`).
const JOINS: &[&str] = &["and", "but", "so"];

/// The additive discourse phrase that `ws` starts with (the longest), its
/// length. `comma` says whether the text has a comma right after `n`
/// words; `to` after `in addition` makes it a preposition, and a box word
/// after `on top of that` (`that box`) a place.
fn additive(ws: &[&str], comma: impl Fn(usize) -> bool) -> Option<usize> {
    let n = ADDITIVE
        .iter()
        .filter(|(p, needs)| ws.starts_with(p) && (!needs || comma(p.len())))
        .map(|(p, _)| p.len())
        .max()?;
    match ws.get(n) {
        None | Some(&("to" | "box" | "one" | "boxes" | "ones")) => None,
        Some(c) if lexicon::colour(c).is_some() => None,
        Some(_) => Some(n),
    }
}

/// The sentence without its opening connectives and additive discourse
/// words (`And moreover, …`), if it has any.
pub fn opening(sentence: &str, tokens: &[Token]) -> Option<Vec<Token>> {
    let ws = Token::words(tokens);
    // Whether the text has a comma right after its first `n` words.
    let comma = |n: usize| {
        sentence
            .split_once(',')
            .is_some_and(|(left, _)| Token::words(&tokenize(left)) == ws[..n.min(ws.len())])
    };
    let mut at = 0;
    loop {
        if let Some(n) = additive(&ws[at..], |k| comma(at + k)) {
            at += n;
            continue;
        }
        let Some(first) = ws.get(at).filter(|w| OPENINGS.contains(w)) else {
            break;
        };
        // `also` before the gems (or `there is`, `nothing`, `no gems`) adds
        // nothing either way: nothing else can be in a box, so it is no
        // particle of a subject.
        let gems = matches!(
            ws.get(at + 1..),
            Some(["gems" | "there" | "nothing", ..] | ["the", "gems", ..] | ["no", "gems", ..])
        );
        if *first == "also" && !comma(at + 1) && !gems {
            break;
        }
        if ws.get(at + 1).is_none_or(|w| ELLIPTICAL.contains(w)) {
            return None;
        }
        at += 1;
    }
    (at > 0 && at < ws.len()).then(|| tokens[at..].to_vec())
}

/// An additive discourse word that opens a clause after `and` / `but` /
/// `so` (`The blue box is lying, and moreover the gems are here`) is
/// dropped, as [`opening`] drops it at the sentence's start: a normalizing
/// pass. The phrases that need a comma after them are left (the comma is
/// gone from the tokens).
pub fn additive_after_join(tokens: Vec<Token>) -> Vec<Token> {
    let ws = Token::words(&tokens);
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let joined = i > 0 && JOINS.contains(&ws[i - 1]);
        match joined.then(|| additive(&ws[i..], |_| false)).flatten() {
            Some(n) => i += n,
            None => {
                out.push(tokens[i].clone());
                i += 1;
            }
        }
    }
    out
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
        assert_eq!(
            open("Also gems is not in white box."),
            Some("gems is not in white box".into())
        );
        assert_eq!(open("The blue box is true."), None);
        // Additive discourse words, alone or after a connective.
        for s in [
            "Moreover, the gems are here.",
            "furthermore the gems are here",
            "What's more, the gems are here.",
            "And what is more the gems are here",
            "On top of that, the gems are here.",
            "In addition, the gems are here.",
            "In addition to that the gems are here",
            "Besides, the gems are here.",
            "Besides that, the gems are here.",
            "And also, the gems are here.",
            "Additionally the gems are here",
        ] {
            assert_eq!(open(s), Some("the gems are here".into()), "{s}");
        }
        // A preposition, a place, a box: not a discourse word.
        assert_eq!(open("Besides the white box, the black box is empty."), None);
        assert_eq!(
            open("In addition to the white box, the black box is empty."),
            None
        );
        assert_eq!(open("On top of that box, the gems are here."), None);
        assert_eq!(open("Further the gems are here."), None);
        assert_eq!(open("Moreover."), None);
    }

    #[test]
    fn an_additive_word_after_a_connective_is_dropped() {
        let after = |s: &str| {
            additive_after_join(tokenize(s))
                .iter()
                .map(Token::show)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            after("The blue box is lying, and moreover the gems are here."),
            "the blue box is lying and the gems are here"
        );
        assert_eq!(
            after("The blue box is lying; furthermore, the gems are here."),
            "the blue box is lying and the gems are here"
        );
        // Not after a connective, or a phrase that needs its comma.
        assert_eq!(
            after("moreover the gems are here"),
            "moreover the gems are here"
        );
        assert_eq!(
            after("The white box is empty and besides the black box is lying"),
            "the white box is empty and besides the black box is lying"
        );
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
