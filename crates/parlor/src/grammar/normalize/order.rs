//! Word order other than the grammar's, read in its order: a place said
//! first (`In the black box there are the gems.`, `In the blue box are the
//! gems.`, `Inside this box there is nothing.`, `Here are the gems.`) and
//! a statement said first and taken up by a pronoun (`What the blue box
//! says, it is false.`), and a negated clause inverted after `neither` /
//! `nor` (`…, and neither is the blue box telling the truth.`), and a
//! hedged exception said last (`None of the boxes contains the gems,
//! except maybe the black one.`), read as the boxes left out first.
//!
//! A fronted place is read only at the sentence's start, before `there
//! is/are` or a bare `is/are`, with one of a closed list of subjects after
//! it (the gems, no gems, nothing; [`SUBJECTS`]), so the rest of the
//! sentence stays where it was: `In X there are the gems` → `the gems are
//! in X`, `In X there is nothing` → `there is nothing in X`. The place is
//! moved as written; the grammar still has to read it as a box.

use super::w;
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
    let ws: Vec<&str> = Token::words(&tokens);
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
    let ws: Vec<&str> = Token::words(&tokens);
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

/// The length of a box's name at the start of `ws`: `the white box`,
/// `the white one`, `this box`, `white box`, `white`, `i`.
fn box_name(ws: &[&str]) -> Option<usize> {
    let colour = |w: &&str| lexicon::colour(w).is_some();
    match ws {
        ["the", c, "box" | "one", ..] if colour(c) => Some(3),
        ["this", "box" | "one", ..] | [_, "box", ..] if ws[0] != "the" => Some(2),
        [c, ..] if colour(c) => Some(1),
        ["i", ..] => Some(1),
        _ => None,
    }
}

/// Auxiliaries after an inverted `neither` / `nor`.
const AUXILIARIES: &[&str] = &["is", "are", "does", "do", "has", "have", "can"];

/// `neither` / `nor` before an inverted clause with its own verb phrase
/// (`…, and neither is the blue box telling the truth`, `nor does the
/// white box lie`, `nor are they in the white box`) → `and the blue box is
/// not telling the truth`: the clause denied in the grammar's order, joined
/// by `and` (at a sentence's start, the clause alone: `Nor are they in the
/// white box.` → `they are not in the white box`, whose pronoun is read as
/// any pronoun is). Only where a box, the gems or a pronoun (`they`, `it`)
/// is named after the auxiliary and words follow it; without them the
/// clause is elliptical (`and neither is the white box`), read by the
/// grammar's ellipsis.
pub(super) fn inverted_negation(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    for i in 0..ws.len() {
        if !matches!(ws[i], "neither" | "nor")
            || !ws.get(i + 1).is_some_and(|a| AUXILIARIES.contains(a))
        {
            continue;
        }
        let Some(n) = box_name(&ws[i + 2..]).or_else(|| gems_or_pronoun(&ws[i + 2..])) else {
            continue;
        };
        let predicate = i + 2 + n;
        if predicate >= ws.len() || matches!(ws[predicate], "and" | "or" | "but" | "either" | "too")
        {
            continue;
        }
        let joined = i == 0 || matches!(ws[i - 1], "and" | "but");
        let mut out = tokens[..i].to_vec();
        if !joined {
            out.push(w("and"));
        }
        out.extend(tokens[i + 2..predicate].iter().cloned());
        out.extend([tokens[i + 1].clone(), w("not")]);
        out.extend(inverted_negation(tokens[predicate..].to_vec()));
        return out;
    }
    tokens
}

/// The length of the gems or a pronoun at the start of `ws`: `the gems`,
/// `gems`, `they`, `it` (what the pronoun stands for is read later, as
/// for any pronoun).
fn gems_or_pronoun(ws: &[&str]) -> Option<usize> {
    match ws {
        ["the", "gems", ..] => Some(2),
        ["gems" | "they" | "it", ..] => Some(1),
        _ => None,
    }
}

/// Subjects that deny something of every box, in words.
const NONE_OF: &[&[&str]] = &[
    &["none", "of", "the", "three", "boxes"],
    &["none", "of", "the", "boxes"],
    &["none", "of", "us"],
    &["no", "box"],
    &["nobody"],
    &["no", "one"],
];

/// Words that hedge an exception: it says nothing of what it names.
const HEDGES: &[&str] = &["maybe", "possibly", "perhaps"];

/// A hedged exception said at the end (`None of the boxes contains the
/// gems, except maybe the black one.`): the boxes it names are only left
/// out of the denial, nothing is said of them, so `no box other than the
/// black one contains the gems`. Only after a subject that denies every
/// box ([`NONE_OF`]), with the exception last in the sentence.
pub(super) fn hedged_exception(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let Some(subject) = NONE_OF.iter().find(|s| ws.starts_with(s)) else {
        return tokens;
    };
    let Some(except) = ws.iter().position(|w| *w == "except") else {
        return tokens;
    };
    let hedge = except + 1 + usize::from(ws.get(except + 1) == Some(&"for"));
    if !ws.get(hedge).is_some_and(|h| HEDGES.contains(h)) || hedge + 1 >= ws.len() {
        return tokens;
    }
    [w("no"), w("box"), w("other"), w("than")]
        .into_iter()
        .chain(tokens[hedge + 1..].iter().cloned())
        .chain(tokens[subject.len()..except].iter().cloned())
        .collect()
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
    fn an_inverted_negation_is_read_in_the_grammars_order() {
        for (said, meant) in [
            (
                "The gems are not in the black box, and neither is the blue box telling the truth.",
                "the gems are not in the black box and the blue box is not telling the truth",
            ),
            (
                "The gems are not here, nor does the white box lie",
                "the gems are not here and the white box does not lie",
            ),
            (
                "The white box is empty, nor am I lying",
                "the white box is empty and i is not lying",
            ),
            (
                "The gems are not here, nor are they in the white box",
                "the gems are not here and gems are not in the white box",
            ),
            (
                "Nor are they in the white box.",
                "they are not in the white box",
            ),
            (
                "Neither are the gems in the blue box.",
                "the gems are not in the blue box",
            ),
            ("Nor is it in the black box.", "it is not in the black box"),
        ] {
            assert_eq!(norm(said), meant, "{said}");
        }
        // Elliptical: the grammar's ellipsis reads it.
        for said in [
            "The black box is not lying and neither is the white box",
            "The black box is not lying, nor is the white one either",
            "The gems are not here, nor are they",
            "Nor are they either",
        ] {
            let tokens = crate::text::tokenize(said);
            assert_eq!(super::inverted_negation(tokens.clone()), tokens, "{said}");
        }
    }

    #[test]
    fn a_hedged_exception_only_leaves_its_boxes_out() {
        assert_eq!(
            norm("None of the boxes contains the gems, except maybe the black one."),
            "no box other than the black one contains the gems"
        );
        assert_eq!(
            norm("Nobody is lying except possibly me"),
            "no box other than me is lying"
        );
        // Not hedged, or no denial of every box: left to the grammar.
        for said in [
            "None of the boxes contains the gems, except the black one.",
            "The white box is lying, except maybe not",
        ] {
            let tokens = crate::text::tokenize(said);
            assert_eq!(super::hedged_exception(tokens.clone()), tokens, "{said}");
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
