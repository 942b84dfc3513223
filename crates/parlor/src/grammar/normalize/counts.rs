//! Counts and quantifiers in other words: `N or more`, `no two`, `not
//! one`, `a single` under a negation, free-choice `any`, `the number of X
//! is …`, parity after `there is`, a second counted noun phrase after
//! `there is`, statement-count compounds (`a two-statement box`), and a
//! second `one` that leaves out the `of X` of the first (`one of my
//! statements is true and one is false`).

use super::{w, word};
use crate::grammar::lexicon;
use crate::text::Token;

/// `N or more` → `at least N`, `N or fewer` / `N or less` → `at most N`
/// (with a singular noun after `one`: `one or more boxes` → `at least one
/// box`).
pub(super) fn or_more(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let n = word(&tokens[i]).filter(|n| lexicon::number(n).is_some());
        let bound = match (
            tokens.get(i + 1).and_then(word),
            tokens.get(i + 2).and_then(word),
        ) {
            (Some("or"), Some("more" | "greater")) => Some("least"),
            (Some("or"), Some("fewer" | "less")) => Some("most"),
            _ => None,
        };
        if let (Some(n), Some(bound)) = (n, bound) {
            out.extend([w("at"), w(bound), w(n)]);
            i += 3;
            if n == "one" || n == "1" {
                match tokens.get(i).and_then(word) {
                    Some("boxes") => {
                        out.push(w("box"));
                        i += 1;
                    }
                    Some("statements") => {
                        out.push(w("statement"));
                        i += 1;
                    }
                    _ => {}
                }
            }
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `no N X` for N of two or more: no N of them share the property, so at
/// most N - 1 do (`no two boxes are true` → `at most one box is true`).
pub(super) fn no_two(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let n = tokens
            .get(i + 1)
            .and_then(word)
            .and_then(lexicon::number)
            .filter(|n| *n >= 2);
        if let (Some("no"), Some(n)) = (word(&tokens[i]), n) {
            let fewer = n - 1;
            out.extend([w("at"), w("most"), w(&fewer.to_string())]);
            i += 2;
            if fewer == 1 {
                let single = match tokens.get(i).and_then(word) {
                    Some("boxes") => Some("box"),
                    Some("statements") => Some("statement"),
                    _ => None,
                };
                if let Some(single) = single {
                    out.push(w(single));
                    i += 1;
                }
            }
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `Not one box …` / `Not one of …` at the start of a sentence → `No box
/// …` / `None of …` (elsewhere `is not one of the true boxes` is a
/// negated membership, left alone).
pub(super) fn not_one(tokens: Vec<Token>) -> Vec<Token> {
    let head: Vec<Option<&str>> = tokens.iter().take(3).map(word).collect();
    match head.as_slice() {
        [Some("not"), Some("one"), Some("of")] => {
            let mut out = vec![w("none")];
            out.extend(tokens[2..].iter().cloned());
            out
        }
        [Some("not"), Some("one"), ..] => {
            let mut out = vec![w("no")];
            out.extend(tokens[2..].iter().cloned());
            out
        }
        _ => tokens,
    }
}

/// Under a negation `a single` is `any`: `does not have a single true
/// statement` → `does not have a true statement` (a `not` or `without` at
/// most two words before `a single`).
pub(super) fn negated_single(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let negated = out
            .iter()
            .rev()
            .skip(1)
            .take(2)
            .any(|p| matches!(word(p), Some("not" | "without")));
        let single = word(t) == Some("single") && i > 0 && word(&tokens[i - 1]) == Some("a");
        if !(single && negated) {
            out.push(t.clone());
        }
    }
    out
}

/// `Any` opening a sentence (not `any of`) is free-choice: `Any lying box
/// is empty`, `Any box that lies is empty` say it of every such box →
/// `every`. Elsewhere (`without any false statements`, `if any box lies`)
/// `any` is `some`.
pub(super) fn any_first(mut tokens: Vec<Token>) -> Vec<Token> {
    let of = tokens.get(1).and_then(word) == Some("of");
    if tokens.first().and_then(word) == Some("any") && !of {
        tokens[0] = w("every");
    }
    tokens
}

/// `The number of X is equal to / the same as / more than / fewer than the
/// number of Y` (or `equals`) → `there are as many / more / fewer X as /
/// than Y`, the comparison the grammar reads.
pub(super) fn number_compared(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    if words.get(..3) != Some(&[Some("the"), Some("number"), Some("of")]) {
        return tokens;
    }
    let relations: [(&[&str], &str, &str); 6] = [
        (&["is", "equal", "to"], "as many", "as"),
        (&["is", "the", "same", "as"], "as many", "as"),
        (&["equals"], "as many", "as"),
        (&["is", "more", "than"], "more", "than"),
        (&["is", "fewer", "than"], "fewer", "than"),
        (&["is", "less", "than"], "fewer", "than"),
    ];
    for at in 4..words.len() {
        for (rel, head, join) in relations {
            let end = at + rel.len();
            let matches = words
                .get(at..end)
                .is_some_and(|ws| ws.iter().zip(rel).all(|(a, b)| *a == Some(*b)))
                && words.get(end..end + 3) == Some(&[Some("the"), Some("number"), Some("of")]);
            if matches {
                let mut out = vec![w("there"), w("are")];
                out.extend(head.split(' ').map(w));
                out.extend(tokens[3..at].iter().cloned());
                out.push(w(join));
                out.extend(tokens[end + 3..].iter().cloned());
                return out;
            }
        }
    }
    tokens
}

/// `there is / are an even | odd number of X` to the end of the sentence
/// → `the number of X is even | odd`.
pub(super) fn there_parity(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    match words.as_slice() {
        [Some("there"), Some("is" | "are"), Some("an"), Some(parity @ ("even" | "odd")), Some("number"), Some("of"), rest @ ..]
            if !rest.is_empty() =>
        {
            let mut out = vec![w("the"), w("number"), w("of")];
            out.extend(tokens[6..].iter().cloned());
            out.extend([w("is"), w(parity)]);
            out
        }
        _ => tokens,
    }
}

/// `there is|are A and B` with B a counted noun phrase (`there is exactly
/// one true box and exactly one false box`) → `there is A and there is B`:
/// each noun phrase is its own existence claim.
pub(super) fn there_and(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    if !matches!(words.as_slice(), [Some("there"), Some("is" | "are"), ..]) {
        return tokens;
    }
    let counted = |w: Option<&str>| {
        w.is_some_and(|w| {
            matches!(
                w,
                "exactly" | "at" | "only" | "just" | "no" | "more" | "fewer" | "a" | "an"
            ) || lexicon::number(w).is_some()
        })
    };
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 4);
    for (i, t) in tokens.iter().enumerate() {
        out.push(t.clone());
        if i > 2 && words[i] == Some("and") && counted(words.get(i + 1).copied().flatten()) {
            out.extend([w("there"), tokens[1].clone()]);
        }
    }
    out
}

/// `two-statement` → `two` (`single-statement` → `one`).
fn statement_count(word: &str) -> Option<&str> {
    let n = word.strip_suffix("-statement")?;
    match n {
        "single" => Some("one"),
        _ => lexicon::number(n).map(|_| n),
    }
}

/// A compound pre-modifier of statement count: `a two-statement box` → `a
/// box with two statements`, `a single-statement box` → `a box with one
/// statement`.
pub(super) fn statement_count_compounds(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let compound = word(&tokens[i]).and_then(statement_count);
        let boxes = tokens.get(i + 1).and_then(word);
        if let (Some(compound), Some(boxes @ ("box" | "boxes"))) = (compound, boxes) {
            let count = if compound == "one" {
                "statement"
            } else {
                "statements"
            };
            out.extend([w(boxes), w("with"), w(compound), w(count)]);
            i += 2;
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `one of X is P and one is Q` → `one of X is P and one of X is Q`: the
/// second `one` leaves out the partitive said just before (`One of my
/// statements is true and one is false`). Only when the second `one` is
/// the subject of the second clause (`and one is`, `but one is`) and the
/// first `one of` is the subject of the first.
pub(super) fn second_one(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    if words.first() != Some(&Some("one")) || words.get(1) != Some(&Some("of")) {
        return tokens;
    }
    let Some(verb) = words.iter().position(|w| matches!(w, Some("is" | "are"))) else {
        return tokens;
    };
    let second = (verb + 1..words.len().saturating_sub(2)).find(|&k| {
        matches!(words[k], Some("and" | "but"))
            && words[k + 1] == Some("one")
            && matches!(words[k + 2], Some("is" | "are"))
    });
    let Some(k) = second else {
        return tokens;
    };
    let mut out = tokens[..k + 2].to_vec();
    out.extend(tokens[1..verb].iter().cloned());
    out.extend(tokens[k + 2..].iter().cloned());
    out
}

/// A count of letters as one hyphenated word (`a five-letter name`, `a
/// 4-letter colour`) → the number and `letter` as two words, which the
/// grammar reads before a colour name.
pub(super) fn letter_compounds(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let split = word(&t)
            .and_then(|s| s.split_once('-'))
            .filter(|(n, tail)| {
                matches!(*tail, "letter" | "letters")
                    && (lexicon::number(n).is_some() || n.parse::<u32>().is_ok())
            });
        match split {
            Some((n, _)) => out.extend([w(n), w("letter")]),
            None => out.push(t),
        }
    }
    out
}

/// `A outnumber B` → `there are more A than B`, `A are outnumbered by B`
/// → `there are fewer A than B` (`true statements outnumber false ones`):
/// the whole sentence, with a plural subject (its last word ends in `s`)
/// and something after the verb other than a bare `ones`. What the rewritten sentence compares is
/// read by the grammar, which refuses it if it is no count (`the white box
/// outnumbers …`).
pub(super) fn outnumber(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let Some(at) = words
        .iter()
        .position(|w| matches!(w, Some("outnumber" | "outnumbered")))
    else {
        return tokens;
    };
    let passive = words[at] == Some("outnumbered");
    let (subject_end, object_start) = match (passive, at.checked_sub(1).map(|k| words[k])) {
        (false, _) => (at, at + 1),
        (true, Some(Some("are"))) if words.get(at + 1) == Some(&Some("by")) => (at - 1, at + 2),
        _ => return tokens,
    };
    let plural =
        subject_end > 0 && words[subject_end - 1].is_some_and(|w| w.ends_with('s') && w != "gems");
    // A bare `ones` names nothing (`lying boxes outnumber ones`).
    let bare_ones = words[object_start..] == [Some("ones")];
    if !plural || object_start >= tokens.len() || bare_ones {
        return tokens;
    }
    let than = if passive { "fewer" } else { "more" };
    let mut out = vec![w("there"), w("are"), w(than)];
    out.extend(tokens[..subject_end].iter().cloned());
    out.push(w("than"));
    out.extend(tokens[object_start..].iter().cloned());
    out
}
