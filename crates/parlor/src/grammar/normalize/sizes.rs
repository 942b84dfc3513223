//! Sizes of printed text said with a verb of holding or of being made of:
//! `this box holds fourteen words in all`, `my statements contain 20
//! letters in total`, `this statement is made (up) of seven words`,
//! `consists of exactly seven words`, `is composed of …` are `… has
//! fourteen words`, `… have 20 letters` (the box's or statements' count, by
//! the counting rules of `docs/parlor.md`).

use super::w;
use crate::grammar::lexicon;
use crate::text::Token;

/// Verbs of holding or being made of, with the `has` / `have` they are.
const HOLDING: &[(&[&str], &str)] = &[
    (&["holds"], "has"),
    (&["contains"], "has"),
    (&["carries"], "has"),
    (&["bears"], "has"),
    (&["hold"], "have"),
    (&["contain"], "have"),
    (&["carry"], "have"),
    (&["bear"], "have"),
    (&["is", "made", "up", "of"], "has"),
    (&["is", "made", "of"], "has"),
    (&["is", "composed", "of"], "has"),
    (&["consists", "of"], "has"),
    (&["are", "made", "up", "of"], "have"),
    (&["are", "made", "of"], "have"),
    (&["are", "composed", "of"], "have"),
    (&["consist", "of"], "have"),
];

/// Words that may stand between the verb and the number (kept).
const BOUNDS: &[&[&str]] = &[
    &["exactly"],
    &["at", "least"],
    &["at", "most"],
    &["more", "than"],
    &["fewer", "than"],
    &["less", "than"],
];

/// `holds N words [in all | in total]`, `is made of N words` → `has N
/// words` (a bound such as `exactly` kept before the number).
pub(super) fn held_size(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let verb = HOLDING.iter().find(|(v, _)| words[i..].starts_with(v));
        let counted = verb.and_then(|(v, has)| {
            let at = i + v.len();
            let bound = BOUNDS
                .iter()
                .find(|b| words[at..].starts_with(b))
                .map_or(0, |b| b.len());
            let n = at + bound;
            let size = words.get(n).is_some_and(|n| lexicon::number(n).is_some())
                && words
                    .get(n + 1)
                    .is_some_and(|u| matches!(*u, "words" | "letters" | "characters"));
            size.then_some((at, n + 2, *has))
        });
        match counted {
            Some((at, end, has)) => {
                out.push(w(has));
                out.extend(tokens[at..end].iter().cloned());
                i = end;
                if matches!(words.get(i..i + 2), Some(["in", "all" | "total"])) {
                    i += 2;
                }
            }
            None => {
                out.push(tokens[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// Names of a box's colour name.
const NAME: &[&[&str]] = &[
    &["colour", "name"],
    &["color", "name"],
    &["name"],
    &["colour"],
    &["color"],
];

/// The letters of a box's colour name said of the box: `BOX has N letters
/// in its name` and `the name of BOX has N letters` (BOX any noun phrase:
/// `the box with the gems`) → `BOX has a N letter name`, which the grammar
/// reads as the boxes whose colour names have N letters. Only an exact
/// count (`has five letters`), where `a N-letter name` says the same.
pub(super) fn name_size(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let count = |k: usize| {
        words.get(k).is_some_and(|n| lexicon::number(n).is_some())
            && words.get(k + 1) == Some(&"letters")
    };
    let named = |k: usize| {
        NAME.iter()
            .find(|n| words[k..].starts_with(n))
            .map(|n| n.len())
    };
    let has_a_name = |n: usize| -> Vec<Token> {
        vec![w("has"), w("a"), tokens[n].clone(), w("letter"), w("name")]
    };
    // `BOX has N letters in its name`.
    for i in 0..words.len() {
        if words[i] == "has" && count(i + 1) && words.get(i + 3..i + 5) == Some(&["in", "its"]) {
            if let Some(len) = named(i + 5) {
                let mut out = tokens[..i].to_vec();
                out.extend(has_a_name(i + 1));
                out.extend(tokens[i + 5 + len..].iter().cloned());
                return out;
            }
        }
    }
    // `the name of BOX has N letters`.
    let Some(len) = (words.first() == Some(&"the"))
        .then(|| named(1))
        .flatten()
        .filter(|len| words.get(1 + len) == Some(&"of"))
    else {
        return tokens;
    };
    let from = 2 + len;
    let Some(has) = (from + 1..words.len()).find(|&k| words[k] == "has" && count(k + 1)) else {
        return tokens;
    };
    // `the name of this box's colour` is read as it stands.
    let of_a_name = words[from..has]
        .iter()
        .any(|w| matches!(*w, "'s" | "s" | "colour" | "color" | "name"));
    if of_a_name {
        return tokens;
    }
    let mut out = tokens[from..has].to_vec();
    out.extend(has_a_name(has + 1));
    out.extend(tokens[has + 3..].iter().cloned());
    out
}
