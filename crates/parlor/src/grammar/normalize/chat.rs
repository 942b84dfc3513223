//! Informal English: text-speak spellings of words the grammar knows, as a
//! closed list ([`SPELLINGS`]: `r` for are, `u` for you), `every single
//! thing` for everything, and `, or both` after a disjunction (English
//! `or` is inclusive in the grammar already, so it adds nothing; `but not
//! both` keeps its exclusive reading, read elsewhere). A single letter is also how a
//! letter is named (`the letter r`, `whose name has an r`), so after
//! `letter`, an article or `no` it is left alone. The text-speak words
//! that carry no truth value (`lol`, `tbh`, `ngl`, `jk`) are set apart on
//! the sentence as written (`grammar/spoken.rs`); digits are never read as
//! words (`2` is a count, not `to`).

use super::{w, word};
use crate::grammar::lexicon;
use crate::text::Token;

/// Text-speak spellings and the words they stand for.
pub const SPELLINGS: &[(&str, &str)] = &[("r", "are"), ("u", "you")];

/// Words after which a single letter names the letter.
const NAMING: &[&str] = &["letter", "letters", "a", "an", "the", "no", "one", "of"];

/// `the gems r here` → `the gems are here`.
pub(super) fn spellings(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let named = out
            .last()
            .and_then(word)
            .is_some_and(|p| NAMING.contains(&p));
        match SPELLINGS.iter().find(|(s, _)| word(&t) == Some(s)) {
            Some((_, meant)) if !named => out.push(w(meant)),
            _ => out.push(t),
        }
    }
    out
}

/// `every single thing` / `each and every thing` → `everything`.
pub(super) fn every_thing(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        out.push(t);
        let n = out.len();
        let tail: Vec<Option<&str>> = out[n.saturating_sub(4)..].iter().map(word).collect();
        let drop = match tail.as_slice() {
            [.., Some("each"), Some("and"), Some("every"), Some("thing")] => 4,
            [.., Some("every"), Some("single"), Some("thing")] => 3,
            _ => 0,
        };
        if drop > 0 {
            out.truncate(n - drop);
            out.push(w("everything"));
        }
    }
    out
}

/// A final `or both` after an earlier `or` (`either A or B, or both`) is
/// dropped: `or` is inclusive already.
pub(super) fn or_both(tokens: Vec<Token>) -> Vec<Token> {
    let n = tokens.len();
    let ends = n >= 3 && word(&tokens[n - 2]) == Some("or") && word(&tokens[n - 1]) == Some("both");
    if ends && tokens[..n - 2].iter().any(|t| word(t) == Some("or")) {
        return tokens[..n - 2].to_vec();
    }
    tokens
}

/// `if A is P, then so is B` with A not a box (`if everything on the white
/// box is false, then so is everything on the black box`): the consequent
/// takes the antecedent's predicate, copied word for word (`… then every
/// statement on the black box is false`). Only when the antecedent is one
/// clause (no `and`, `or`, `but`) and its predicate is what follows its
/// last `is`/`are`; box subjects are read by the grammar's own ellipsis,
/// which this agrees with.
pub(super) fn then_so_is(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    if ws.first() != Some(&Some("if")) {
        return tokens;
    }
    let Some(then) = ws.iter().position(|w| *w == Some("then")) else {
        return tokens;
    };
    let so = ws.get(then + 1) == Some(&Some("so"));
    let be = ws.get(then + 2).copied().flatten();
    if !so || !matches!(be, Some("is" | "are")) || then + 3 >= ws.len() {
        return tokens;
    }
    let joined = ws[1..then]
        .iter()
        .any(|w| matches!(w, Some("and" | "or" | "but" | "nor")));
    let Some(copula) = (1..then)
        .rev()
        .find(|&i| matches!(ws[i], Some("is" | "are")))
    else {
        return tokens;
    };
    if joined || copula + 1 >= then {
        return tokens;
    }
    let mut out = tokens[..=then].to_vec();
    out.extend(tokens[then + 3..].iter().cloned());
    out.push(tokens[then + 2].clone());
    out.extend(tokens[copula + 1..then].iter().cloned());
    out
}

/// Words that can only follow a box's name through a copula: a predicate
/// of truth or of the gems, or `not` before one. `a` only before `liar`.
const COMPLEMENTS: &[&str] = &[
    "not",
    "lying",
    "telling",
    "honest",
    "truthful",
    "true",
    "false",
    "right",
    "wrong",
    "correct",
    "incorrect",
    "mistaken",
    "empty",
    "full",
];

/// Words after which a new clause may start with its subject.
const CLAUSE_JOINS: &[&str] = &["and", "but", "so", "ok"];

/// The copula left out after a box named by its colour (chat: `black ones
/// lying`, `white one honest`, `blue not lying`, `white box telling the
/// truth`): `the … box is` said in full, where the name opens a clause and a predicate
/// ([`COMPLEMENTS`]) follows it at once, so nothing else can join them.
/// `ones` after the colour is `one's` with its apostrophe left out (one
/// box has each colour): `black ones lying` → `the black box is lying`. A name
/// after `and` that follows another name or `box` (`white and black lying`) is
/// part of a list, and left alone; so is `white one true, one false` (a
/// fragment counting the box's statements).
pub(super) fn copula_dropped(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let named = |k: usize| lexicon::colour(ws[k]).is_some() || ws[k] == "box" || ws[k] == "one";
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 1);
    let mut i = 0;
    while i < tokens.len() {
        let opens = i == 0
            || (CLAUSE_JOINS.contains(&ws[i - 1])
                && !(ws[i - 1] == "and" && i >= 2 && named(i - 2)));
        let start = i + usize::from(ws[i] == "the");
        let colour = opens && ws.get(start).is_some_and(|c| lexicon::colour(c).is_some());
        let noun = match ws.get(start + 1) {
            Some(&("box" | "one" | "ones")) => 1,
            _ => 0,
        };
        let end = start + 1 + noun;
        let complement = ws.get(end).is_some_and(|c| {
            COMPLEMENTS.contains(c) || (*c == "a" && ws.get(end + 1) == Some(&"liar"))
        });
        // `White: one true, one false`: `one` counts the box's statements.
        let counted = ws.get(end - 1) == Some(&"one")
            && matches!(ws.get(end + 1..), Some(["one", ..] | ["and", "one", ..]));
        if colour && complement && !counted {
            out.extend([w("the"), tokens[start].clone(), w("box"), w("is")]);
            i = end;
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn text_speak_is_spelled_out_but_a_named_letter_stays() {
        assert_eq!(
            norm("the gems r in the black box"),
            "the gems are in the black box"
        );
        assert_eq!(norm("u will find the gems here"), "the gems are here");
        assert_eq!(
            norm("ok every single thing the white box says is false"),
            "ok every statement on the white box is false"
        );
        assert_eq!(
            norm("either I am lying or the white box is empty or both"),
            norm("either I am lying or the white box is empty")
        );
        assert_eq!(
            norm("If everything on the white box is false, then so is everything on the black box"),
            "if every statement on the white box is false then every statement on the black box is false"
        );
        // Two clauses before `then`: which predicate is meant is not said.
        assert_eq!(
            norm("If the white box is empty and the black box is false then so is the blue box"),
            "if the white box is empty and the black box is false then so is the blue box"
        );
        // `or both` needs an `or` before it to be the inclusive tag.
        assert_eq!(
            norm("the gems are in the white box or both"),
            "the gems are in the white box or both"
        );
        // The copula left out after a box's name (and `ones` for `one's`).
        assert_eq!(norm("black ones lying"), "the black box is lying");
        assert_eq!(norm("blue not lying"), "the blue box is not lying");
        assert_eq!(
            norm("ok white box telling the truth"),
            "ok the white box is telling the truth"
        );
        assert_eq!(
            norm("the gems r in black but white one a liar"),
            "the gems are in the black box but the white box is a lying box"
        );
        // A list of names, a name with its verb, a name that is no subject,
        // a count of a box's statements.
        assert_eq!(norm("white one true one false"), "white one true one false");
        assert_eq!(
            norm("white and black lying"),
            "the white box and black lying"
        );
        assert_eq!(norm("the black box lies"), "the black box lies");
        assert_eq!(
            norm("the gems are in the black box not the white box"),
            "the gems are in the black box not the white box"
        );
        // The named letter is quoted as a letter (`game::named_letter`).
        assert_eq!(
            norm("the letter r is on the white box"),
            "the letter \"r\" is on the white box"
        );
    }
}
