//! Word order other than the grammar's, read in its order: a place said
//! first (`In the black box there are the gems.`, `In the blue box are the
//! gems.`, `Inside this box there is nothing.`, `Here are the gems.`) and
//! a statement said first and taken up by a pronoun (`What the blue box
//! says, it is false.`).
//!
//! A fronted place is read only at the sentence's start, before `there
//! is/are` or a bare `is/are`, with one of a closed list of subjects after
//! it (the gems, no gems, nothing; [`SUBJECTS`]), so the rest of the
//! sentence stays where it was: `In X there are the gems` → `the gems are
//! in X`, `In X there is nothing` → `there is nothing in X`. The place is
//! moved as written; the grammar still has to read it as a box.

use super::{w, word};
use crate::grammar::lexicon;
use crate::grammar::morph::analyse;
use crate::text::Token;

/// Prepositions of a fronted place.
const IN: &[&str] = &["in", "inside", "within"];

/// Most words between the preposition and the verb (`the box on the left`).
const PLACE_WORDS: usize = 5;

/// Subjects after a fronted place, and how the clause is said in the
/// grammar's order: `None` for `the gems are in X`, `Some(words)` for
/// `there is WORDS in X`.
const SUBJECTS: &[(&[&str], Option<&[&str]>)] = &[
    (&["the", "gems"], None),
    (&["gems"], None),
    (&["no", "gems"], Some(&["no", "gems"])),
    (&["nothing"], Some(&["nothing"])),
];

/// `In X there are the gems …` → `the gems are in X …` (see the module
/// doc); `Here are the gems` → `the gems are here`.
pub(super) fn fronted_place(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = tokens.iter().map(|t| word(t).unwrap_or("\"")).collect();
    let (place, verb): (Vec<Token>, usize) = match ws.first() {
        Some(&"here") => (vec![w("here")], 1),
        Some(p) if IN.contains(p) => {
            let Some(verb) = (2..=(1 + PLACE_WORDS).min(ws.len()))
                .find(|&k| matches!(ws.get(k), Some(&("there" | "is" | "are"))))
            else {
                return tokens;
            };
            (tokens[..verb].to_vec(), verb)
        }
        _ => return tokens,
    };
    let be_at = verb + usize::from(ws.get(verb) == Some(&"there"));
    let Some(be) = ws.get(be_at).filter(|b| matches!(**b, "is" | "are")) else {
        return tokens;
    };
    let negated = ws.get(be_at + 1) == Some(&"not");
    let at = be_at + 1 + usize::from(negated);
    let Some((subject, there)) = SUBJECTS.iter().find(|(s, _)| ws[at..].starts_with(s)) else {
        return tokens;
    };
    let rest = tokens[at + subject.len()..].iter().cloned();
    let said: Vec<Token> = match there {
        None => [w("the"), w("gems"), w(be)]
            .into_iter()
            .chain(negated.then(|| w("not")))
            .chain(place)
            .chain(rest)
            .collect(),
        // `In X there is not nothing` is no English: left as written.
        Some(_) if negated => return tokens,
        Some(words) => [w("there"), w(be)]
            .into_iter()
            .chain(words.iter().map(|s| w(s)))
            .chain(place)
            .chain(rest)
            .collect(),
    };
    said
}

/// Words that open the statements a box makes, said first (`what`,
/// `whatever`, `everything`).
const WHAT: &[&str] = &["what", "whatever", "everything"];

/// Words a dislocated statement is taken up by.
const RESUMPTIVE: &[&str] = &["it", "that", "this"];

/// The predicates of truth after the pronoun: with them `it` means the
/// same whether it takes up what is said or the box that says it
/// (`whatever the blue box says, it is false` may also be a concession
/// about the box).
const TRUTH: &[&str] = &[
    "true",
    "false",
    "untrue",
    "right",
    "wrong",
    "correct",
    "incorrect",
    "a",
    "not",
    "all",
];

/// `What the blue box says, it is false.` → `what the blue box says is
/// false` (read as `what BOX says` is): the statements of a box said first
/// and taken up again by `it` / `that` at the sentence's start, before a
/// predicate of truth ([`TRUTH`]; `a` for `a lie`, `not` for `not true`).
pub(super) fn dislocated_what(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = tokens.iter().map(|t| word(t).unwrap_or("\"")).collect();
    if !ws.first().is_some_and(|f| WHAT.contains(f)) {
        return tokens;
    }
    let Some(verb) = (2..ws.len().min(7)).find(|&k| !analyse(ws[k], lexicon::ASSERTING).is_empty())
    else {
        return tokens;
    };
    let taken_up = ws.get(verb + 1).is_some_and(|p| RESUMPTIVE.contains(p))
        && matches!(ws.get(verb + 2), Some(&("is" | "'s")))
        && ws.get(verb + 3).is_some_and(|p| TRUTH.contains(p));
    if !taken_up {
        return tokens;
    }
    let mut out = tokens;
    out.remove(verb + 1);
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn a_place_said_first_is_read_in_the_grammars_order() {
        for (said, meant) in [
            (
                "In the black box there are the gems.",
                "the gems are in the black box",
            ),
            (
                "In the blue box are the gems",
                "the gems are in the blue box",
            ),
            (
                "In this box there is nothing.",
                "there are no gems in this box",
            ),
            (
                "Inside the white box, there are no gems.",
                "there are no gems inside the white box",
            ),
            (
                "In the box on the left there are not the gems",
                "the gems are not in the box on the left",
            ),
            ("Here are the gems", "the gems are here"),
            (
                "In the black box there are the gems, and the white box is lying",
                "the gems are in the black box and the white box is lying",
            ),
        ] {
            assert_eq!(norm(said), meant, "{said}");
        }
        // A place before another subject, or a fronted place that is a
        // condition of a count: left as written.
        for said in [
            "In this room, exactly one box is lying",
            "In the black box there are two statements",
            "Here the gems are",
        ] {
            let tokens = crate::text::tokenize(said);
            assert_eq!(super::fronted_place(tokens.clone()), tokens, "{said}");
        }
    }

    #[test]
    fn a_statement_said_first_is_taken_up_by_its_pronoun() {
        for said in [
            "What the blue box says, it is false.",
            "What the blue box says, that's false.",
            "Whatever the blue box says, it is a lie",
            "Everything the blue box says, it's not true",
        ] {
            let tokens = crate::text::tokenize(said);
            let out = super::dislocated_what(tokens.clone());
            assert_eq!(out.len() + 1, tokens.len(), "{said}");
        }
        // A concession about the box (`it` is the box), or no pronoun.
        for said in [
            "Whatever the blue box says, it is empty",
            "What the blue box says is false",
            "What the blue box says, the gems are here",
        ] {
            let tokens = crate::text::tokenize(said);
            assert_eq!(super::dislocated_what(tokens.clone()), tokens, "{said}");
        }
    }
}
