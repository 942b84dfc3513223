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

/// `yet` joining two clauses or two verb phrases (`The gems are here, yet
/// the white box is lying.`, `… is empty yet true`), with `and yet` / `but
/// yet`, or opening a sentence: the contrast `but` is, so `but` (both parts
/// are said). Not when it is the adverb of time: last in the sentence (`…
/// not here yet`), after `not`, `as`, `nor` or `than`, or before `to`,
/// `again`, `another` or `more` — those keep `yet` and stay unread.
pub(super) fn yet_as_but(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        if word(t) != Some("yet") {
            out.push(t.clone());
            continue;
        }
        let before = out.last().and_then(word);
        let after = tokens.get(i + 1).and_then(word);
        let adverb = after.is_none()
            || matches!(before, Some("not" | "as" | "nor" | "than"))
            || matches!(after, Some("to" | "again" | "another" | "more"));
        if adverb {
            out.push(t.clone());
        } else if matches!(before, Some("and" | "but")) {
            out.pop();
            out.push(w("but"));
        } else {
            out.push(w("but"));
        }
    }
    out
}

/// `the gems are not in X and not in Y` (`… and not in Y either`, `…, nor
/// in Y`): the subject and its verb said again before the second place —
/// `the gems are not in X and the gems are not in Y`. Only after a clause
/// whose subject is the gems, negated (`the gems are not in`); a final
/// `either` is then dropped by [`negative_either`].
pub(super) fn not_in_again(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let Some(start) = words.windows(4).position(|p| {
        matches!(
            p,
            [
                Some("gems"),
                Some("are" | "is"),
                Some("not"),
                Some("in" | "inside")
            ]
        )
    }) else {
        return tokens;
    };
    let verb = words[start + 1].unwrap_or("are");
    let mut out: Vec<Token> = tokens[..start + 4].to_vec();
    let mut i = start + 4;
    while i < tokens.len() {
        let again = matches!(words[i], Some("and"))
            && words.get(i + 1) == Some(&Some("not"))
            && matches!(words.get(i + 2), Some(Some("in" | "inside")));
        out.push(tokens[i].clone());
        if again {
            out.extend([w("the"), w("gems"), w(verb)]);
        }
        i += 1;
    }
    out
}

/// A final `either` after a negated clause adds nothing (`… and they are
/// not in the black box either`): dropped when a `not`, `no` or `nor`
/// stands before it in its clause and, when a clause before it in the
/// sentence is joined by `and` / `but` / `or`, that clause is negated too
/// (`either` says the same denial again: `the gems are in the white box
/// and not in the black box either` has none to repeat, and is not read).
pub(super) fn negative_either(mut tokens: Vec<Token>) -> Vec<Token> {
    let last = tokens.last().and_then(word) == Some("either");
    let joins = |t: &Token| matches!(word(t), Some("and" | "but" | "or"));
    let denies = |t: &Token| matches!(word(t), Some("not" | "no" | "nor" | "never"));
    let body = &tokens[..tokens.len().saturating_sub(1)];
    let join = body.iter().rposition(joins);
    let negated = body[join.map_or(0, |j| j + 1)..].iter().any(denies);
    // A joining word opening the sentence (`But they are not here either`)
    // has no clause before it in the sentence: the denial it repeats is
    // the statement above's.
    let before = join.is_none_or(|j| {
        let start = body[..j].iter().rposition(joins).map_or(0, |k| k + 1);
        start == j || body[start..j].iter().any(denies)
    });
    if last && negated && before {
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
/// says is false`, `Nothing I say is true`; `thing(s) [that] BOX says`
/// (a reduced relative) → `statement(s) on BOX`: `At least one thing the
/// white box says is true`.
pub(super) fn what_says(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let names_box = |k: usize| {
        words.get(k).copied().flatten().is_some_and(|w| {
            matches!(w, "the" | "this" | "i" | "my") || lexicon::colour(w).is_some()
        })
    };
    let thing = |w: &str| -> &'static [&'static str] {
        if w == "things" {
            &["statements"]
        } else {
            &["statement"]
        }
    };
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
            // A reduced relative: `one thing the white box says` (the
            // determiner before `thing` is kept), only before a box.
            ("thing" | "things", Some("that" | "which")) if names_box(at + 2) => {
                (thing(words[at]?), 2)
            }
            ("thing" | "things", _) if names_box(at + 1) => (thing(words[at]?), 1),
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

/// `one` / `ones` after a truth adjective stands for the last noun before
/// it: when that is `statement(s)`, it is written out (`The blue box has
/// one true statement and one false one` → `… one false statement`,
/// `two true ones` → `two true statements`). After a box noun, or with no
/// noun before, it is left alone.
pub(super) fn elided_statement(mut tokens: Vec<Token>) -> Vec<Token> {
    const TRUTH: &[&str] = &[
        "true",
        "false",
        "honest",
        "lying",
        "truthful",
        "untrue",
        "correct",
        "incorrect",
    ];
    for i in 1..tokens.len() {
        let plural = match word(&tokens[i]) {
            Some("one") => false,
            Some("ones") => true,
            _ => continue,
        };
        if !word(&tokens[i - 1]).is_some_and(|a| TRUTH.contains(&a)) {
            continue;
        }
        let last_noun = tokens[..i - 1].iter().rev().find_map(|t| match word(t) {
            Some(n @ ("statement" | "statements" | "box" | "boxes")) => Some(n),
            _ => None,
        });
        if matches!(last_noun, Some("statement" | "statements")) {
            tokens[i] = w(if plural { "statements" } else { "statement" });
        }
    }
    tokens
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

/// `A and B too` where A says of one box what B says of another (`the white
/// box is empty, and the black box is empty too`): the particle's
/// presupposition (another box has it) is A itself, said in the same
/// breath, so the particle adds nothing and is dropped. Only for two
/// clauses about boxes named by different colours with the same predicate
/// after the same copula (`is`/`are`/`am`); a speaker or a box named by its
/// place could be the other box, and the particle is then left for the
/// grammar, which offers both of its readings.
pub(super) fn additive_antecedent(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let particle = additive_particle(&words);
    if particle == 0 {
        return tokens;
    }
    let ands: Vec<usize> = (0..words.len()).filter(|&i| words[i] == "and").collect();
    let [and] = ands.as_slice() else {
        return tokens;
    };
    let (left, right) = (&words[..*and], &words[and + 1..words.len() - particle]);
    if !said_of_another_box(left, right) {
        return tokens;
    }
    let mut out = tokens;
    out.truncate(out.len() - particle);
    out
}

/// How many words a final additive particle takes: 2 for `as well`, 1 for
/// `too`, 0 for none.
pub fn additive_particle(words: &[&str]) -> usize {
    match words {
        [.., "as", "well"] => 2,
        [.., "too"] => 1,
        _ => 0,
    }
}

/// Whether clause `right` says of one box named by colour what clause
/// `left` says of another (the same words after the same copula `is` /
/// `are`): `the white box is empty` / `the black box is empty`.
pub fn said_of_another_box(left: &[&str], right: &[&str]) -> bool {
    let copula = |ws: &[&str]| ws.iter().position(|w| matches!(*w, "is" | "are"));
    let (Some(l), Some(r)) = (copula(left), copula(right)) else {
        return false;
    };
    let colour = |ws: &[&str]| -> Option<String> {
        let named: Vec<&&str> = ws.iter().filter(|w| lexicon::colour(w).is_some()).collect();
        match (named.as_slice(), ws) {
            ([c], [.., "box"] | ["the", _, "one"]) => Some(c.to_string()),
            _ => None,
        }
    };
    let (Some(a), Some(b)) = (colour(&left[..l]), colour(&right[..r])) else {
        return false;
    };
    a != b && left[l + 1..] == right[r + 1..] && right.len() > r + 1
}

/// A topic said first and taken up again by a pronoun (`The gems? They're
/// in the white box.`, `The white box, it is lying.`): the pronoun is the
/// topic, and is dropped. Only at the start of a sentence, for `the gems`
/// with `they` and a box named by colour or `this box` with `it` (or, as a
/// writer who speaks of the boxes as people has it, `he` / `she`: `The
/// blue box, he is lying.`).
pub(super) fn dislocated_topic(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let pronoun = match words.as_slice() {
        ["the", "gems", "they", ..] => 2,
        ["the", c, "box", "it" | "he" | "she", ..] if lexicon::colour(c).is_some() => 3,
        ["this", "box", "it" | "he" | "she", ..] => 2,
        _ => return tokens,
    };
    let mut out = tokens;
    out.remove(pronoun);
    out
}

/// `the one` for a box named by its place (`so is the one on the left`,
/// `the one in the middle is empty`): `the box`. Only before the words of
/// a place in the row (`on the left|right`, `in the middle`, `at the end`,
/// `to the left|right`, `next to`, `beside`), where `one` can only be a box.
pub(super) fn the_one_placed(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let placed = |at: usize| {
        matches!(
            words.get(at..),
            Some(
                ["on", "the", "left" | "right", ..]
                    | ["in", "the", "middle" | "centre" | "center", ..]
                    | ["at", "the", "end" | "left" | "right", ..]
                    | ["to", "the", "left" | "right", ..]
                    | ["next", "to", ..]
                    | ["beside", ..]
            )
        )
    };
    let ones: Vec<usize> = (1..words.len())
        .filter(|&i| words[i - 1] == "the" && words[i] == "one" && placed(i + 1))
        .collect();
    let mut out = tokens;
    for i in ones {
        out[i] = w("box");
    }
    out
}

/// `here` after boxes counted or singled out (`the only liar here`, `every
/// box here`, `two boxes here`, `some box here`, `a box here`): the room,
/// which holds every box, so it adds nothing and is dropped. `the box
/// here` (this box?) is left alone.
pub(super) fn boxes_here(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let counted = |at: usize| {
        words[at.saturating_sub(4)..at].iter().any(|w| {
            matches!(
                *w,
                "only" | "every" | "each" | "no" | "any" | "one" | "sole"
            ) || lexicon::number(w).is_some()
        })
    };
    let drop: Vec<usize> = (1..words.len())
        .filter(|&i| {
            words[i] == "here"
                && (words[i - 1] == "boxes"
                    || (words[i - 1] == "box" && counted(i - 1))
                    || (words[i - 1] == "box" && i >= 2 && matches!(words[i - 2], "some" | "a")))
        })
        .collect();
    let mut out = tokens;
    for i in drop.into_iter().rev() {
        out.remove(i);
    }
    out
}

/// A partitive said first (`Of the three boxes, exactly one is lying`, `Of
/// us, only one tells the truth`): moved after its count (`exactly one of
/// the boxes is lying`). Only at the start of a sentence, before a count of
/// one word (`one`, `two`, `none`, `both`, `all`, …) with at most one word
/// before it (`exactly`, `only`, `at least` …).
pub(super) fn fronted_partitive(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    if let Some(moved) = fronted_statements(&tokens, &words) {
        return moved;
    }
    if let Some(counted) = counted_statements(&tokens, &words) {
        return counted;
    }
    let rest = match words.as_slice() {
        // The room has three boxes: another number is not dropped.
        ["of", "the", n, "boxes", ..] if lexicon::number(n) == Some(3) => 4,
        ["of", "the", "boxes", ..] => 3,
        ["of", "us", ..] | ["of", "these", "boxes", ..] => {
            words
                .iter()
                .position(|w| *w == "us" || *w == "boxes")
                .unwrap_or(0)
                + 1
        }
        _ => return tokens,
    };
    let count = |w: &str| {
        lexicon::number(w).is_some()
            || matches!(w, "none" | "both" | "all" | "neither" | "either" | "most")
    };
    // `Of the three boxes, only the white box is lying`: every box is the
    // domain anyway, so the partitive adds nothing.
    if words.get(rest) == Some(&"only") && words.get(rest + 1) != Some(&"one") {
        return tokens[rest..].to_vec();
    }
    let Some(at) = (rest..(rest + 3).min(words.len())).find(|&i| count(words[i])) else {
        return tokens;
    };
    let mut out: Vec<Token> = tokens[rest..=at].to_vec();
    out.extend(["of", "the", "boxes"].map(w));
    out.extend(tokens[at + 1..].iter().cloned());
    out
}

/// Where the place after `statements` ends (`in this room`, `here`, `on
/// this box`, `on me`, `on the X box`), counted from `after`.
fn statements_place(after: &[&str]) -> usize {
    match after {
        ["in", "this" | "the", "room", ..] | ["on", "this", "box", ..] => 3,
        ["on", "the", c, "box", ..] if lexicon::colour(c).is_some() => 4,
        ["on" | "in", "me", ..] => 2,
        ["here", ..] => 1,
        _ => 0,
    }
}

/// `Exactly two of the five statements in this room are true` (the
/// partitive opening the sentence) → `exactly two of the statements in this
/// room are true and there are five statements in this room`: the number
/// inside the partitive is claimed, not dropped.
fn counted_statements(tokens: &[Token], words: &[&str]) -> Option<Vec<Token>> {
    let k = (1..=3).find(|&k| {
        matches!(words.get(k..k + 4), Some(["of", "the", n, "statements"]) if lexicon::number(n).is_some())
    })?;
    let count = |w: &str| lexicon::number(w).is_some() || matches!(w, "none" | "all" | "most");
    if !count(words[k - 1]) {
        return None;
    }
    let rest = k + 4 + statements_place(&words[k + 4..]);
    let mut out: Vec<Token> = tokens[..k + 2].to_vec();
    out.extend(tokens[k + 3..].iter().cloned());
    out.extend(["and", "there", "are"].map(w));
    out.push(tokens[k + 2].clone());
    out.extend(tokens[k + 3..rest].iter().cloned());
    Some(out)
}

/// `Of the [N] statements [in this room | here | on this box | on me | on
/// the X box], exactly two are true` → `exactly two of the statements …
/// are true`; with a number, `… and there are N statements …` is said too
/// (the count is part of what the sentence claims, never dropped).
fn fronted_statements(tokens: &[Token], words: &[&str]) -> Option<Vec<Token>> {
    // (where the number is, where the noun is)
    let (number, noun) = match words {
        ["of", "the", "statements", ..] => (None, 2),
        ["of", "the", n, "statements", ..] if lexicon::number(n).is_some() => (Some(2), 3),
        _ => return None,
    };
    let place = statements_place(&words[noun + 1..]);
    let rest = noun + 1 + place;
    let count = |w: &str| {
        lexicon::number(w).is_some() || matches!(w, "none" | "all" | "most" | "neither" | "both")
    };
    let at = (rest..(rest + 3).min(words.len())).find(|&i| count(words[i]))?;
    let set: Vec<Token> = ["of", "the", "statements"]
        .map(w)
        .into_iter()
        .chain(tokens[noun + 1..rest].iter().cloned())
        .collect();
    let mut out: Vec<Token> = tokens[rest..=at].to_vec();
    out.extend(set);
    out.extend(tokens[at + 1..].iter().cloned());
    if let Some(n) = number {
        out.extend(["and", "there", "are"].map(w));
        out.push(tokens[n].clone());
        out.push(w("statements"));
        out.extend(tokens[noun + 1..rest].iter().cloned());
    }
    Some(out)
}

/// A whole statement that is a count of its own words or letters, the
/// telegraphic way (`Three words only.`, `Exactly four words.`, `Twenty
/// letters.`): this statement has exactly that many. Only when the count
/// and the unit are the whole sentence, with at most `exactly`, `only` or
/// `just` before and `only`, `exactly`, `in all`, `here` after.
pub(super) fn telegraphic_count(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let mut at = 0;
    if matches!(words.first(), Some(&("exactly" | "only" | "just"))) {
        at = 1;
    }
    let Some(n) = words
        .get(at)
        .filter(|n| lexicon::number(n).is_some() || n.parse::<u32>().is_ok())
    else {
        return tokens;
    };
    let Some(unit) = words
        .get(at + 1)
        .filter(|u| matches!(**u, "words" | "letters"))
    else {
        return tokens;
    };
    let tail = &words[at + 2..];
    if !matches!(tail, [] | ["only"] | ["exactly"] | ["in", "all"] | ["here"]) {
        return tokens;
    }
    ["this", "statement", "has", "exactly", n, unit]
        .map(w)
        .to_vec()
}

/// `A, so is B` with the comma alone (`The white box is empty, so is the
/// black box`): `A and so is B`, as written with `and`. Only for `so`
/// followed by an auxiliary (`is`, `are`, `am`, `does`, `do`) after a
/// clause that has no `and` of its own.
pub(super) fn so_is_splice(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let Some(at) = (1..words.len().saturating_sub(1))
        .find(|&i| words[i] == "so" && matches!(words[i + 1], "is" | "are" | "am" | "does" | "do"))
    else {
        return tokens;
    };
    let joined = |w: &&str| matches!(*w, "and" | "or" | "but" | "if" | "unless" | "then");
    if words[..at].iter().any(joined) {
        return tokens;
    }
    let mut out = tokens;
    out.insert(at, w("and"));
    out
}

/// `A if B, and C otherwise` with C left without its subject and verb (`The
/// gems are in the white box if the black box is lying, and in the black
/// box otherwise`): A's subject and verb said again before C. Only when the
/// sentence ends with `otherwise`, A opens it with a subject and `is`/`are`
/// before its `if`, and C starts with a complement (`in`, `inside`, `not`,
/// `empty`, `true`, `false`, `lying`, `telling`).
pub(super) fn otherwise_ellipsis(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    if words.last() != Some(&"otherwise") {
        return tokens;
    }
    let Some(cond) = words.iter().position(|w| *w == "if") else {
        return tokens;
    };
    let Some(verb) = words[..cond]
        .iter()
        .position(|w| matches!(*w, "is" | "are"))
    else {
        return tokens;
    };
    let Some(and) = words
        .iter()
        .rposition(|w| *w == "and")
        .filter(|&a| a > cond)
    else {
        return tokens;
    };
    let complement = matches!(
        words.get(and + 1),
        Some(&("in" | "inside" | "not" | "empty" | "true" | "false" | "lying" | "telling"))
    );
    if verb == 0 || !complement {
        return tokens;
    }
    let mut out = tokens[..=and].to_vec();
    out.extend(tokens[..=verb].iter().cloned());
    out.extend(tokens[and + 1..].iter().cloned());
    out
}
