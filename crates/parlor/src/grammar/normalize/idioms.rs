//! Idioms reduced to the forms the grammar reads, each exact: `nothing`
//! as the subject of where the gems are (`nothing is in this box`),
//! `anything on BOX` as every statement on it, a neighbour with its side
//! (`next to me on the right`), a trailing `in it` after a quoted word, a
//! participle after a counted noun (`the number of boxes telling the
//! truth`), and `none` standing for the gems named before it.
//!
//! Each rewrite leaves the sentence alone unless its whole pattern is
//! there; what the rewritten sentence says is then read by the grammar,
//! which refuses it if it does not read (`Nothing in the white box is
//! true` is no statement about the gems, and stays refused).

use super::{w, word};
use crate::grammar::lexicon;
use crate::grammar::morph::{analyse, inflect, Form};
use crate::text::Token;

/// Words after which a new clause starts, so a `nothing` there is a
/// subject (`… and nothing is in the black box`).
const CLAUSE_STARTS: &[&str] = &["and", "but", "so", "or"];

/// `nothing is in BOX`, `nothing's in BOX`, `nothing inside BOX`
/// (a clause's subject) → `there is nothing in BOX`:
/// the box holds no gems, as `there is nothing in BOX` says; `nothing is
/// here` → `nothing here`.
pub(super) fn nothing_in(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 2);
    let mut i = 0;
    while i < tokens.len() {
        let starts = out
            .last()
            .and_then(word)
            .is_none_or(|p| CLAUSE_STARTS.contains(&p));
        if starts && word(&tokens[i]) == Some("nothing") {
            let be = matches!(tokens.get(i + 1).and_then(word), Some("is" | "'s"));
            let at = i + 1 + usize::from(be);
            let place = tokens.get(at).and_then(word);
            // `nothing in here` is a fixed phrase the grammar reads as it is.
            let in_here = place == Some("in") && tokens.get(at + 1).and_then(word) == Some("here");
            // A place must follow (`nothing inside` alone is a fixed phrase).
            let named = at + 1 < tokens.len();
            if matches!(place, Some("in" | "inside")) && !in_here && named {
                out.extend([w("there"), w("is"), w("nothing")]);
                i = at;
                continue;
            }
            // `nothing is here` → the fixed `nothing here`.
            if be && place == Some("here") {
                out.push(w("nothing"));
                i = at;
                continue;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `has nothing true on it` → `has no true statement` (`have nothing false
/// on them` → `have no false statement`): what is on a box is its
/// statements, and the pronoun after `on` is the subject that has them
/// (`it`, `them`, `me`). Like `no true statement`, it is also true of a box
/// with no statement.
pub(super) fn nothing_kind_on(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    for i in 0..words.len() {
        let found = match words.get(i..i + 5) {
            Some(
                [Some(has @ ("has" | "have" | "had")), Some("nothing"), Some(kind @ ("true" | "false")), Some("on"), Some("it" | "them" | "me")],
            ) => Some((*has, *kind)),
            _ => None,
        };
        let Some((has, kind)) = found else { continue };
        let mut out = tokens[..i].to_vec();
        out.extend([w(has), w("no"), w(kind), w("statement")]);
        out.extend(nothing_kind_on(tokens[i + 5..].to_vec()));
        return out;
    }
    tokens
}

/// `anything on BOX` after `than` or opening a sentence, `everything on
/// BOX` → `every statement on BOX` (`longer than anything on the white
/// box`); `nothing on BOX` → `no statement on BOX`. What is *on* a box is
/// its printed statements; what is *in* it, the gems (see [`nothing_in`]).
pub(super) fn things_on(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 2);
    for (i, t) in tokens.iter().enumerate() {
        let on = tokens.get(i + 1).and_then(word) == Some("on");
        let after = out.last().and_then(word);
        let replaced = match word(t) {
            Some("anything") if on && (i == 0 || after == Some("than")) => Some("every"),
            Some("everything") if on => Some("every"),
            Some("nothing") if on => Some("no"),
            _ => None,
        };
        match replaced {
            Some(det) => out.extend([w(det), w("statement")]),
            None => out.push(t.clone()),
        }
    }
    out
}

/// `next to BOX on the right|left` → `to the right|left of BOX` (`to my
/// right` for `me`): the neighbour on that side, as `the box to my right`
/// reads. BOX is `me`, `this box` or a box named by its colour.
pub(super) fn next_to_side(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    for i in 0..words.len() {
        if words[i..].get(..2) != Some(&[Some("next"), Some("to")]) {
            continue;
        }
        let boxed = match words.get(i + 2..) {
            Some([Some("me"), ..]) => Some(1),
            Some([Some("this"), Some("box"), ..]) => Some(2),
            Some([Some("the"), Some(c), Some("box"), ..]) if lexicon::colour(c).is_some() => {
                Some(3)
            }
            _ => None,
        };
        let Some(len) = boxed else { continue };
        let side_at = i + 2 + len;
        let side = match words.get(side_at..side_at + 3) {
            Some([Some("on"), Some("the"), Some(s @ ("right" | "left"))]) => *s,
            _ => continue,
        };
        let mut out = tokens[..i].to_vec();
        if len == 1 {
            out.extend([w("to"), w("my"), w(side)]);
        } else {
            out.extend([w("to"), w("the"), w(side), w("of")]);
            out.extend(tokens[i + 2..side_at].iter().cloned());
        }
        out.extend(tokens[side_at + 3..].iter().cloned());
        return out;
    }
    tokens
}

/// `in it` / `on it` after a quoted word or a letter (`every statement
/// with the word 'gems' in it`): the statement that has the word, said
/// again; dropped.
pub(super) fn word_in_it(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        out.push(tokens[i].clone());
        let quoted = matches!(tokens[i], Token::Quoted(_));
        let letter = i > 0
            && word(&tokens[i - 1]) == Some("letter")
            && word(&tokens[i]).is_some_and(|l| l.chars().count() == 1);
        let in_it = matches!(
            (
                tokens.get(i + 1).and_then(word),
                tokens.get(i + 2).and_then(word)
            ),
            (Some("in" | "on"), Some("it"))
        );
        if (quoted || letter) && in_it {
            i += 3;
        } else {
            i += 1;
        }
    }
    out
}

/// Verbs whose `-ing` form after a counted noun is a relative clause
/// (`boxes telling the truth` = `boxes that tell the truth`).
const COUNTED_VERBS: &[&str] = &["tell", "speak", "hold", "have", "contain", "say"];

/// `the number of boxes|statements VERB-ing …` → `the number of boxes
/// that VERB …`: the participle is a reduced relative clause (the grammar
/// reads these verbs' `-ing` forms only after `is`/`are`).
pub(super) fn number_of_participle(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 1);
    for t in tokens {
        let n = out.len();
        let counted = n >= 3
            && out[n - 3..n - 1]
                .iter()
                .map(word)
                .eq([Some("number"), Some("of")])
            && matches!(word(&out[n - 1]), Some("boxes" | "statements"));
        let verb = word(&t).and_then(|v| {
            analyse(v, COUNTED_VERBS)
                .into_iter()
                .find(|(_, f)| *f == Form::Ing)
        });
        if let (true, Some((lemma, _))) = (counted, verb) {
            out.extend([w("that"), w(&inflect(lemma, Form::Base))]);
        } else {
            out.push(t);
        }
    }
    out
}

/// `there is|are none` and `has none` when the nearest plural noun before
/// is `gems` (`there's no prize in the white box, and there's none in the
/// black one`) → `no gems`. Another plural noun in between (`statements`,
/// `boxes`) keeps `none` as it is (the grammar does not read it).
pub(super) fn none_gems(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 1);
    let mut last_plural: Option<&str> = None;
    for t in &tokens {
        match word(t) {
            Some("gems") => last_plural = Some("gems"),
            Some(p @ ("boxes" | "statements" | "words" | "letters" | "ones" | "us" | "we")) => {
                last_plural = Some(p)
            }
            Some("none") if last_plural == Some("gems") => {
                let before = out.last().and_then(word);
                let there = before.is_some_and(|b| matches!(b, "is" | "are"))
                    && out.len() >= 2
                    && word(&out[out.len() - 2]) == Some("there");
                if there || matches!(before, Some("has" | "have" | "holds" | "hold")) {
                    out.extend([w("no"), w("gems")]);
                    continue;
                }
            }
            _ => {}
        }
        out.push(t.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn idioms_become_the_forms_the_grammar_reads() {
        assert_eq!(
            norm("Nothing's in the blue box"),
            norm("There is nothing in the blue box")
        );
        assert_eq!(
            norm("Nothing in the white box"),
            norm("There is nothing in the white box")
        );
        assert_eq!(norm("Nothing is here"), norm("Nothing here"));
        assert!(crate::grammar::read("Nothing inside.").is_ok());
        assert_eq!(
            norm("Longer than anything written on the white box"),
            "longer than every statement on the white box"
        );
        assert_eq!(
            norm("The gems are in the box next to me on the right"),
            "the gems are in the box to my right"
        );
        assert_eq!(
            norm("The box next to the black box on the left is empty"),
            "the box to the left of the black box is empty"
        );
        assert_eq!(
            norm("The number of boxes telling the truth is one"),
            "the number of boxes that tell the truth is one"
        );
    }

    #[test]
    fn near_misses_are_left_alone() {
        // `nothing` not as a subject, or before no place.
        assert!(!norm("I have nothing to say").contains("there is"));
        assert!(!norm("Nothing is true").contains("there is"));
        // `anything` inside a sentence is no universal.
        assert!(!norm("Is anything on the white box").contains("every"));
        // `none` after statements is not the gems.
        assert!(norm(
            "The gems are here and the white box has no true statements, the black box has none"
        )
        .ends_with("has none"));
        // `next to me` without a side.
        assert!(norm("The box next to me is empty").contains("next to me"));
    }
}
