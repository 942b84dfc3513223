//! Phrasings of the game's own style reduced to forms the grammar reads,
//! each exact and applied only where its whole pattern is there:
//!
//! - `every word on BOX is a lie` (`… is false`, `… is true`) is every
//!   statement on it: a box's words are its statements here, so only the
//!   truth of them is meant (`every word on BOX has four letters` is the
//!   printed words, and is left alone);
//! - `has more words than any other box` (`every other box`, `each of the
//!   other boxes`) is having strictly the most words, `fewer` the fewest;
//!   after a negation it is left alone (`does not have more words than any
//!   other box` says something else);
//! - `the letter L` with the letter unquoted is the quoted letter;
//! - `all boxes but one`, `all the boxes except one`, `every box but one`
//!   are `all but one of the boxes`;
//! - `without writing` (`with no writing on it`, `without any text`) is
//!   `without statements`: what is written on a box is its statements.

use super::{w, word};
use crate::text::Token;

/// `every|each word on …` → `every statement on …`, when the clause says
/// the words are a lie, false or true; `not a word on …` likewise `no
/// statement on …`.
pub(super) fn every_word_on(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let truth_after = |from: usize| {
        (from..words.len()).any(|j| {
            let said = &words[j + 1..];
            words[j] == "is" && matches!(said, ["a", "lie", ..] | ["false" | "true", ..])
        })
    };
    let mut out = tokens.clone();
    let mut edits: Vec<(usize, usize, Vec<Token>)> = Vec::new();
    for i in 0..words.len().saturating_sub(2) {
        let on = words[i + 2] == "on";
        if !on || words[i + 1] != "word" || !truth_after(i + 3) {
            continue;
        }
        match words[i] {
            "every" | "each" => edits.push((i + 1, i + 2, vec![w("statement")])),
            "a" if i > 0 && words[i - 1] == "not" => {
                edits.push((i - 1, i + 2, vec![w("no"), w("statement")]))
            }
            _ => {}
        }
    }
    for (from, to, with) in edits.into_iter().rev() {
        out.splice(from..to, with);
    }
    out
}

/// The other boxes one at a time, after `than`.
const EACH_OTHER_BOX: &[&[&str]] = &[
    &["any", "other", "box"],
    &["every", "other", "box"],
    &["each", "other", "box"],
    &["any", "of", "the", "other", "boxes"],
    &["each", "of", "the", "other", "boxes"],
    &["either", "of", "the", "other", "boxes"],
    &["either", "other", "box"],
];

/// `has more|fewer UNIT [on it] than any other box` → `has the
/// most|fewest UNIT` (words or letters; strict, as the superlative is).
pub(super) fn than_any_other_box(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    for i in 0..words.len() {
        let (Some(&"has"), Some(more), Some(unit)) =
            (words.get(i), words.get(i + 1), words.get(i + 2))
        else {
            continue;
        };
        let most = match *more {
            "more" => "most",
            "fewer" | "less" => "fewest",
            _ => continue,
        };
        if !matches!(*unit, "words" | "letters") || i > 0 && words[i - 1] == "not" {
            continue;
        }
        let mut j = i + 3;
        if matches!(words.get(j..j + 2), Some(["on" | "in", "it"])) {
            j += 2;
        }
        if words.get(j) != Some(&"than") {
            continue;
        }
        let Some(other) = EACH_OTHER_BOX
            .iter()
            .find(|o| words.get(j + 1..j + 1 + o.len()) == Some(o))
        else {
            continue;
        };
        let mut out = tokens.clone();
        out.splice(i + 1..j + 1 + other.len(), [w("the"), w(most), w(unit)]);
        return out;
    }
    tokens
}

/// `the letter L` / `a letter L` with the letter as a bare word of one
/// letter → the letter quoted (`the letter "L"`), as the grammar reads it.
pub(super) fn named_letter(tokens: Vec<Token>) -> Vec<Token> {
    let mut out = tokens.clone();
    for i in 2..tokens.len() {
        let letter = word(&tokens[i]).filter(|l| {
            let mut chars = l.chars();
            matches!((chars.next(), chars.next()), (Some(c), None) if c.is_alphabetic())
        });
        let named = word(&tokens[i - 1]) == Some("letter")
            && matches!(word(&tokens[i - 2]), Some("the" | "a"));
        if let (Some(l), true) = (letter, named) {
            out[i] = Token::Quoted(l.to_string());
        }
    }
    out
}

/// Exceptives of one box said with the noun first.
const ALL_BUT_ONE: &[&[&str]] = &[
    &["all", "boxes", "but", "one"],
    &["all", "boxes", "except", "one"],
    &["all", "the", "boxes", "but", "one"],
    &["all", "the", "boxes", "except", "one"],
    &["all", "of", "the", "boxes", "but", "one"],
    &["all", "of", "the", "boxes", "except", "one"],
];

/// `all boxes but one` → `all but one of the boxes` (see [`ALL_BUT_ONE`]).
pub(super) fn all_boxes_but_one(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    for i in 0..words.len() {
        if let Some(found) = ALL_BUT_ONE
            .iter()
            .find(|p| words.get(i..i + p.len()) == Some(p))
        {
            let mut out = tokens.clone();
            let with = ["all", "but", "one", "of", "the", "boxes"].map(w);
            out.splice(i..i + found.len(), with);
            return out;
        }
    }
    tokens
}

/// Words for what is written on a box, as a whole: its statements.
const WRITING: &[&str] = &["writing", "text", "inscription", "inscriptions"];

/// `without writing` → `without statements`, `with no writing (on it)` →
/// `with no statements` (also `without any writing`): a box is blank when
/// nothing is written on it.
pub(super) fn without_writing(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let lack = match (ws[i], ws.get(i + 1).copied().flatten()) {
            (Some("without"), Some("any")) => Some(2),
            (Some("without"), _) => Some(1),
            (Some("with"), Some("no")) => Some(2),
            _ => None,
        };
        let at = lack.map(|n| i + n);
        if let Some(k) = at.filter(|&k| {
            ws.get(k)
                .copied()
                .flatten()
                .is_some_and(|x| WRITING.contains(&x))
        }) {
            out.extend(tokens[i..k].iter().cloned());
            out.push(w("statements"));
            let on_it = matches!(
                (
                    ws.get(k + 1).copied().flatten(),
                    ws.get(k + 2).copied().flatten()
                ),
                (Some("on"), Some("it"))
            );
            i = k + 1 + if on_it { 2 } else { 0 };
        } else {
            out.push(tokens[i].clone());
            i += 1;
        }
    }
    out
}
