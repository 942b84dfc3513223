//! Clauses and statements in other words: subordinators meaning `if`, `'s`
//! for `is`, a final `either`, anaphora on the statement above, `what BOX
//! says`, truth adjectives of a statement noun, and `the words on BOX`.

use super::{w, word};
use crate::grammar::lexicon;
use crate::grammar::morph::analyse;
use crate::text::Token;

/// Subordinators meaning `if`: `provided (that)`, `providing (that)`, `so
/// long as`, `on condition that`, `in the event that`, and `as long as`
/// unless it compares a length (after `is`/`are`: `is as long as`).
pub(super) fn subordinators(tokens: Vec<Token>) -> Vec<Token> {
    const IF: &[&[&str]] = &[
        &["provided", "that"],
        &["providing", "that"],
        &["provided"],
        &["providing"],
        &["so", "long", "as"],
        &["on", "condition", "that"],
        &["in", "the", "event", "that"],
        &["as", "long", "as"],
    ];
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    'tokens: while i < tokens.len() {
        for pattern in IF {
            let matches = tokens.len() - i >= pattern.len()
                && pattern
                    .iter()
                    .zip(&tokens[i..])
                    .all(|(p, t)| word(t) == Some(*p));
            let length = pattern[0] == "as"
                && matches!(out.last().and_then(word), Some("is" | "are" | "not"));
            if matches && !length {
                out.push(w("if"));
                i += pattern.len();
                continue 'tokens;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `'s` for `is` after a noun (`my other statement's a lie`, `the blue
/// box's empty`): when what follows cannot begin the noun phrase of a
/// possessive (an article, `not`, a preposition, an adjective of the
/// copula; `true` / `false` unless a statement noun follows).
pub(super) fn is_contraction(mut tokens: Vec<Token>) -> Vec<Token> {
    for i in 0..tokens.len() {
        if word(&tokens[i]) != Some("'s") {
            continue;
        }
        let next = tokens.get(i + 1).and_then(word);
        let after = tokens.get(i + 2).and_then(word);
        let copula = match next {
            Some(
                "a" | "an" | "not" | "in" | "inside" | "on" | "here" | "empty" | "full" | "lying"
                | "honest" | "truthful" | "telling" | "right" | "wrong" | "mistaken" | "correct"
                | "incorrect",
            ) => true,
            Some("true" | "false") => !matches!(
                after,
                Some("statement" | "statements" | "one" | "ones" | "claim" | "claims")
            ),
            _ => false,
        };
        if copula {
            tokens[i] = w("is");
        }
    }
    tokens
}

/// A final `either` after a negated clause adds nothing (`… and they are
/// not in the black box either`): dropped when a `not`, `no` or `nor`
/// stands before it in the sentence.
pub(super) fn negative_either(mut tokens: Vec<Token>) -> Vec<Token> {
    let last = tokens.last().and_then(word) == Some("either");
    let negated = tokens
        .iter()
        .rev()
        .skip(1)
        .take_while(|t| !matches!(word(t), Some("and" | "but" | "or")))
        .any(|t| matches!(word(t), Some("not" | "no" | "nor")));
    if last && negated {
        tokens.pop();
    }
    tokens
}

/// `That is [not] so/true/right/correct/false/wrong/a lie` at the start of
/// a sentence: the statement above is (not) true or false.
pub(super) fn anaphora(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let head = match words.as_slice() {
        [Some("that"), Some("is" | "'s"), ..] => 2,
        _ => return tokens,
    };
    let not = words.get(head) == Some(&Some("not"));
    let at = head + usize::from(not);
    let value = match &words[at..] {
        [Some("so" | "true" | "right" | "correct")] => "true",
        [Some("false" | "wrong" | "incorrect")] | [Some("a"), Some("lie")] => "false",
        _ => return tokens,
    };
    let mut out = vec![w("the"), w("above"), w("statement"), w("is")];
    if not {
        out.push(w("not"));
    }
    out.push(w(value));
    out
}

/// `what BOX says` → `the statements on BOX`: `What the white box says is
/// true`, `What I say is false` (the verb may be `say`, `claim` or `state`
/// in any form; at most five words name the box). The same with
/// `whatever`, `everything [that]`, `all that` (every statement on BOX)
/// and `nothing [that]` (no statement on BOX): `Everything the white box
/// says is false`, `Nothing I say is true`.
pub(super) fn what_says(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let heads = (0..words.len()).find_map(|at| {
        let then = |k: usize| words.get(at + k).copied().flatten();
        let (det, skip): (&[&str], usize) = match (words[at]?, then(1)) {
            ("what" | "whatever", _) => (&["the", "statements"], 1),
            ("everything", Some("that")) | ("all", Some("that")) => (&["every", "statement"], 2),
            ("everything", _) => (&["every", "statement"], 1),
            ("nothing", Some("that")) => (&["no", "statement"], 2),
            // `nothing` alone is a word of its own (`nothing inside`):
            // rewritten only before the words that name a box.
            ("nothing", Some("the" | "this" | "i" | "my" | "you")) => (&["no", "statement"], 1),
            _ => return None,
        };
        Some((at, det, at + skip))
    });
    let Some((at, det, from)) = heads else {
        return tokens;
    };
    let verb = (from + 1..words.len().min(from + 6))
        .find(|&j| words[j].is_some_and(|v| !analyse(v, lexicon::ASSERTING).is_empty()));
    let Some(verb) = verb else {
        return tokens;
    };
    let mut out: Vec<Token> = tokens[..at].to_vec();
    out.extend(det.iter().map(|d| w(d)));
    out.push(w("on"));
    out.extend(tokens[from..verb].iter().cloned());
    out.extend(tokens[verb + 1..].iter().cloned());
    out
}

/// Truth adjectives of a statement noun read as `true`/`false`: `an
/// honest statement` → `a true statement`, `every lying statement` →
/// `every false statement`, `a lying first statement` → `a false first
/// statement`.
pub(super) fn statement_adjectives(mut tokens: Vec<Token>) -> Vec<Token> {
    for i in 0..tokens.len().saturating_sub(1) {
        let value = match word(&tokens[i]) {
            Some("honest" | "truthful" | "correct") => "true",
            Some("lying" | "untrue" | "incorrect") => "false",
            _ => continue,
        };
        // A position may stand between: `a lying first statement`.
        let noun = match word(&tokens[i + 1]) {
            Some(p) if lexicon::position(p).is_some() => tokens.get(i + 2).and_then(word),
            other => other,
        };
        if matches!(noun, Some("statement" | "statements")) {
            tokens[i] = w(value);
        }
    }
    tokens
}

/// `the words on BOX` → `the statements on BOX`: what is written on a box
/// is its statements (after `the words printed on` lost its participle).
pub(super) fn words_on(mut tokens: Vec<Token>) -> Vec<Token> {
    for i in 1..tokens.len().saturating_sub(1) {
        let here = (word(&tokens[i - 1]), word(&tokens[i]), word(&tokens[i + 1]));
        if let (Some("the"), Some("words"), Some("on")) = here {
            tokens[i] = w("statements");
        }
    }
    tokens
}
