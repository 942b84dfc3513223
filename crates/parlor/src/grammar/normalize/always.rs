//! `never` and `always` with a box's lying or telling the truth — `the
//! white box never lies`, `I always tell the truth`, `X never tells a lie`,
//! `X always lies`, `X is never wrong`, `X is always honest` — and a lie
//! told as a count noun — `X tells a lie`, `X tells lies`, `X is saying a
//! lie`, `X doesn't tell a lie`, `X does not tell lies`, `X is not telling
//! a lie`, `X is full of lies` — have two readings, and this module is the home of the second:
//!
//! - said of the box as a whole (the grammar's reading: `never` is `not`,
//!   `always` adds nothing, `tells a lie` is `lies`): `X never lies` and
//!   `X doesn't tell a lie` are `X is not lying` (some statement of X is
//!   true), `X always tells the truth` is `X is telling the truth` (X has
//!   statements, all true), `X tells a lie` is `X is lying` (all false);
//! - said of each statement X makes ([`each_statement`]): `X never lies`
//!   and `X doesn't tell a lie` are `no statement on X is a lie`, that is
//!   `every statement on X is true`; `X always lies` is `every statement
//!   on X is false`, also true of a box that says nothing; `X tells a lie`
//!   is `X has a false statement` (one of them is a lie).
//!
//! The grammar keeps both, so a puzzle is read only where they give the
//! same worlds (a box with one statement, for `never` and a lie told; a
//! box with statements, for `always`) and refused otherwise, with a
//! message naming both ([`hint`]). A subject that names one box (`I`,
//! `this box`, `the white box`, `white`) gets `every statement on X is …`
//! (`X has a false statement`); another subject that names boxes (`every
//! box`, `the box with the gems`, `we`) gets `… has no false (true)
//! statement` (`… has a false statement`, `each of us has …` for a
//! definite plural), an indefinite one (`a box`) generic (`every box …`)
//! under `never` / `always`; a subject that names statements (`the
//! statement on the white box is never false`) has one reading and is left
//! alone. `X lies`, `X is lying`, `X does not lie` (no count noun) and `X
//! tells the truth` have the grammar's reading only, and so has a lie told
//! in the plural said positively (`X tells lies`, `X is full of lies`: a
//! liar's habit, the box lying), except after a negative subject (`no box
//! tells lies` is also `no box has a false statement`).

use super::super::STATEMENT_NOUNS;
use super::throughout::{
    be, clause_ends, every_statement, form_of, one_box, subject_end, subject_start, Whole,
    ADJECTIVES, FINITE,
};
use super::w;
use crate::grammar::morph::Form;
use crate::text::Token;

/// What a phrase says of each statement, in the second reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Each {
    /// Every statement is of this kind (`never lies`: every statement on X
    /// is true), also true of a box that says nothing.
    Every(Whole),
    /// Some statement is of this kind (`tells a lie`: X has a false
    /// statement).
    Has(Whole),
}

/// A phrase of lying or telling the truth after a subject that has a
/// second reading: `never` / `always` with a verb or adjective, or a lie
/// told as a count noun (`tells a lie`, `does not tell lies`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Phrase {
    /// How many words it takes.
    len: usize,
    /// What the verb or adjective says of the box: lies or the truth.
    verb: Whole,
    /// `never`, `does not`, `is not` (else `always` or nothing).
    negated: bool,
    /// What it says of each statement.
    each: Each,
    /// A positive plural lie told (`tells lies`, `is full of lies`): the
    /// liar's habit, one reading (the box lying) unless its subject is
    /// negative (`no box tells lies`), where `no box has a false
    /// statement` is as natural.
    habit: bool,
}

impl Phrase {
    /// A phrase of `never` (`negated`) or `always`: every statement is of
    /// one kind in the statement-by-statement reading.
    fn adverb(len: usize, verb: Whole, negated: bool) -> Phrase {
        let each = match (verb, negated) {
            (Whole::Lies, false) | (Whole::Truth, true) => Whole::Lies,
            _ => Whole::Truth,
        };
        Phrase {
            len,
            verb,
            negated,
            each: Each::Every(each),
            habit: false,
        }
    }

    /// A lie told as a count noun: `tells a lie` is some statement false,
    /// `does not tell a lie` (`negated`) no statement false.
    fn lie_told(len: usize, negated: bool) -> Phrase {
        Phrase::told(len, negated, false)
    }

    /// [`Phrase::lie_told`], positive and plural: the liar's habit.
    fn habit(len: usize) -> Phrase {
        Phrase::told(len, false, true)
    }

    /// A lie told, with whether it is the liar's habit.
    fn told(len: usize, negated: bool, habit: bool) -> Phrase {
        Phrase {
            len,
            verb: Whole::Lies,
            negated,
            each: if negated {
                Each::Every(Whole::Truth)
            } else {
                Each::Has(Whole::Lies)
            },
            habit,
        }
    }
}

/// A verb of lying or telling the truth opening `ws` (`lies`, `tells
/// lies`, `tells a lie`, `tells the truth`, `says the truth`): its length
/// and what it says.
pub(super) fn verb(ws: &[&str]) -> Option<(usize, Whole)> {
    let (v, rest) = ws.split_first()?;
    if form_of(v, &["lie"], FINITE) {
        return Some((1, Whole::Lies));
    }
    if form_of(v, &["tell"], FINITE) {
        match rest {
            ["lies", ..] => return Some((2, Whole::Lies)),
            ["a", "lie", ..] => return Some((3, Whole::Lies)),
            _ => {}
        }
    }
    let truth = form_of(v, &["tell", "speak", "say"], FINITE);
    (truth && rest.starts_with(&["the", "truth"])).then_some((3, Whole::Truth))
}

/// A lie told, as a count noun, opening `ws`: a verb of telling in one of
/// `forms` (`tells`, `says`, `speaks`, `utters`; `telling`) and its object
/// `a lie` or `lies` (a non-native `says lie` too): its length.
fn lie_told(ws: &[&str], forms: &[Form]) -> Option<usize> {
    told(ws, forms).map(|(len, _)| len)
}

/// A lie told as a singular count noun (`tells a lie`, a non-native `says
/// lie`) opening `ws`: its length. The plural (`tells lies`, `is full of
/// lies`) said positively is a liar's habit, the box lying, and has that
/// one reading: authors write `The white box tells lies` of a box whose
/// every statement is false.
fn a_lie_told(ws: &[&str], forms: &[Form]) -> Option<usize> {
    told(ws, forms).and_then(|(len, plural)| (!plural).then_some(len))
}

/// [`lie_told`], with whether the object is the plural `lies`.
fn told(ws: &[&str], forms: &[Form]) -> Option<(usize, bool)> {
    let (v, rest) = ws.split_first()?;
    if !form_of(v, &["tell", "say", "speak", "utter"], forms) {
        return None;
    }
    match rest {
        ["a", "lie", ..] => Some((3, false)),
        ["lies", ..] => Some((2, true)),
        ["lie", ..] if !form_of(v, &["tell"], forms) => Some((2, false)),
        _ => None,
    }
}

/// `full of lies` (`fibs`, `falsehoods`) opening `ws`, after a copula: a
/// box full of lies is lying, or has lies among its statements, as a lie
/// told ([`lie_told`]): its length.
fn full_of_lies(ws: &[&str]) -> Option<usize> {
    matches!(ws, ["full", "of", "lies" | "fibs" | "falsehoods", ..]).then_some(3)
}

/// An adjective of a box's truth after `is never` / `is always`.
pub(super) fn adjective(ws: &[&str]) -> Option<(usize, Whole)> {
    match ws {
        ["a", "liar", ..] => Some((2, Whole::Lies)),
        ["telling", "the", "truth", ..] => Some((3, Whole::Truth)),
        ["telling", "lies", ..] => Some((2, Whole::Lies)),
        ["telling", "a", "lie", ..] => Some((3, Whole::Lies)),
        [adj, ..] => ADJECTIVES
            .iter()
            .find(|(a, _)| a == adj)
            .map(|(_, kind)| (1, *kind)),
        [] => None,
    }
}

/// The phrase right after a subject, if it is one of the module doc's.
fn phrase(ws: &[&str]) -> Option<Phrase> {
    let adverb = |w: &str| match w {
        "never" => Some(true),
        "always" => Some(false),
        _ => None,
    };
    let (first, rest) = ws.split_first()?;
    if let Some(never) = adverb(first) {
        let (len, verb) = verb(rest)?;
        return Some(Phrase::adverb(1 + len, verb, never));
    }
    if let Some(len) = a_lie_told(ws, FINITE) {
        return Some(Phrase::lie_told(len, false));
    }
    if let Some(len) = lie_told(ws, FINITE) {
        return Some(Phrase::habit(len));
    }
    if matches!(*first, "does" | "do" | "did") && rest.first() == Some(&"not") {
        let len = lie_told(&rest[1..], &[Form::Base])?;
        return Some(Phrase::lie_told(2 + len, true));
    }
    if !matches!(*first, "is" | "are" | "am" | "was" | "were") {
        return None;
    }
    if let Some(len) = a_lie_told(rest, &[Form::Ing]) {
        return Some(Phrase::lie_told(1 + len, false));
    }
    if let Some(len) = lie_told(rest, &[Form::Ing]).or_else(|| full_of_lies(rest)) {
        return Some(Phrase::habit(1 + len));
    }
    let (second, rest) = rest.split_first()?;
    if *second == "not" {
        let len = lie_told(rest, &[Form::Ing]).or_else(|| full_of_lies(rest))?;
        return Some(Phrase::lie_told(2 + len, true));
    }
    let never = adverb(second)?;
    let (len, verb) = adjective(rest)?;
    Some(Phrase::adverb(2 + len, verb, never))
}

/// One phrase found: where its subject starts, where the phrase starts and
/// ends, and the phrase.
struct Found {
    subject: usize,
    at: usize,
    end: usize,
    phrase: Phrase,
}

/// The first phrase of `ws` from `from` on whose subject names boxes.
fn find(ws: &[&str], from: usize) -> Option<Found> {
    (from.max(1)..ws.len()).find_map(|at| {
        if !subject_end(ws, at) {
            return None;
        }
        let phrase = phrase(&ws[at..])?;
        let end = at + phrase.len;
        let subject = subject_start(ws, at).max(from);
        let names_statements = ws[subject..at].iter().any(|w| STATEMENT_NOUNS.contains(w));
        let negative = matches!(
            ws.get(subject),
            Some(&("no" | "none" | "neither" | "nobody"))
        );
        if phrase.habit && !negative {
            return None;
        }
        (clause_ends(ws, end, ws[end - 1]) && !names_statements).then_some(Found {
            subject,
            at,
            end,
            phrase,
        })
    })
}

/// The clause of a phrase said of each statement: `every statement on X is
/// true` for one box, `SUBJECT has no false statement` for others; `X has
/// a false statement` for a lie told (`each of the other boxes has …` for a
/// definite plural, which could be read of them together).
fn each_clause(subject: &[&str], phrase: Phrase) -> Vec<String> {
    let plural = be(subject.last().copied().unwrap_or("")) == "are";
    let has = if plural { "have" } else { "has" };
    match phrase.each {
        Each::Every(kind) => every_statement(subject, has, kind),
        Each::Has(kind) => {
            let kind = match kind {
                Whole::Lies => "false",
                Whole::Truth => "true",
            };
            let mut out: Vec<String> = match one_box(subject) {
                Some(named) => named.iter().map(|s| s.to_string()).collect(),
                None => subject.iter().map(|s| s.to_string()).collect(),
            };
            let definite = matches!(subject.first(), Some(&("the" | "we" | "they" | "these")));
            let has = if plural && definite {
                let of = out.iter().map(|s| match s.as_str() {
                    "we" => "us".to_string(),
                    "they" => "them".to_string(),
                    other => other.to_string(),
                });
                out = ["each", "of"]
                    .map(String::from)
                    .into_iter()
                    .chain(of)
                    .collect();
                "has"
            } else {
                has
            };
            out.extend([has, "a", kind, "statement"].map(String::from));
            out
        }
    }
}

/// The clause of a phrase said of the box as a whole: `X is [not] lying`,
/// `X is [not] telling the truth`.
fn whole_clause(subject: &[&str], phrase: Phrase) -> Vec<String> {
    // A box named loosely (`white`, `white box`) is named in full.
    let named = one_box(subject).filter(|_| subject != ["i"]);
    let mut out: Vec<String> = match named {
        Some(named) => named.iter().map(|s| s.to_string()).collect(),
        None => subject.iter().map(|s| s.to_string()).collect(),
    };
    out.push(be(subject.last().copied().unwrap_or("")).to_string());
    if phrase.negated {
        out.push("not".to_string());
    }
    out.extend(
        match phrase.verb {
            Whole::Lies => &["lying"][..],
            Whole::Truth => &["telling", "the", "truth"][..],
        }
        .iter()
        .map(|s| s.to_string()),
    );
    out
}

/// The sentence with every phrase said of each statement, or `None` when it
/// has none: the grammar's second reading (see the module doc).
pub fn each_statement(tokens: &[Token]) -> Option<Vec<Token>> {
    let ws: Vec<&str> = Token::words(tokens);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(found) = find(&ws, from) {
        out.extend(tokens[from..found.subject].iter().cloned());
        let clause = each_clause(&ws[found.subject..found.at], found.phrase);
        out.extend(clause.iter().map(|s| w(s)));
        from = found.end;
    }
    (from > 0).then(|| {
        out.extend(tokens[from..].iter().cloned());
        out
    })
}

/// What to write when the two readings differ: the first phrase with both
/// its readings spelled out.
pub fn hint(tokens: &[Token]) -> Option<String> {
    let ws: Vec<&str> = Token::words(tokens);
    let found = find(&ws, 0)?;
    let subject = &ws[found.subject..found.at];
    let spoken = |clause: Vec<String>| {
        let text = clause.join(" ");
        let text = text
            .replacen("i is ", "I am ", 1)
            .replacen("i has ", "I have ", 1);
        match text.strip_prefix("i ") {
            Some(rest) => format!("I {rest}"),
            None => text,
        }
    };
    let said = spoken(
        ws[found.subject..found.end]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    );
    let whole = spoken(whole_clause(subject, found.phrase));
    let each = spoken(each_clause(subject, found.phrase));
    Some(match found.phrase.each {
        Each::Every(_) => format!(
            "`{said}` may be said of the box as a whole (`{whole}`) or of each statement it \
             makes (`{each}`), which differ here (on a box with several statements, or with \
             none): write the one meant"
        ),
        Each::Has(_) => format!(
            "`{said}` may say that the box is lying, all it says false (`{whole}`), or that one \
             of its statements is a lie (`{each}`), which differ on a box with several \
             statements: write the one meant"
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::tokenize;

    fn each(s: &str) -> Option<String> {
        each_statement(&tokenize(s)).map(|t| {
            t.iter()
                .map(|t| t.word().unwrap_or("\"").to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
    }

    #[test]
    fn never_and_always_are_said_of_each_statement() {
        let cases = [
            ("The white box never lies", "every statement on the white box is true"),
            ("White never tells a lie.", "every statement on the white box is true"),
            ("I always tell the truth", "every statement on this box is true"),
            ("I am never wrong", "every statement on this box is true"),
            ("The blue box always lies", "every statement on the blue box is false"),
            ("The blue box is always lying", "every statement on the blue box is false"),
            ("The black box never tells the truth", "every statement on the black box is false"),
            ("The black box is never honest", "every statement on the black box is false"),
            ("Black box always say the truth", "every statement on the black box is true"),
            ("Every box always lies", "every box has no true statement"),
            ("The other boxes never lie", "the other boxes have no false statement"),
            ("A true box never lies", "every true box has no false statement"),
            (
                "If the white box never lies, the gems are here",
                "if every statement on the white box is true the gems are here",
            ),
            (
                "The white box never lies and the black box always lies",
                "every statement on the white box is true and every statement on the black box is false",
            ),
        ];
        for (said, meant) in cases {
            assert_eq!(each(said).as_deref(), Some(meant), "{said}");
        }
    }

    #[test]
    fn a_lie_told_is_said_of_the_box_or_of_some_statement() {
        let cases = [
            (
                "The white box tells a lie",
                "the white box has a false statement",
            ),
            ("I am telling a lie", "this box has a false statement"),
            (
                "The blue box is saying a lie",
                "the blue box has a false statement",
            ),
            ("White box says lie", "the white box has a false statement"),
            (
                "Exactly one box tells a lie",
                "exactly one box has a false statement",
            ),
            ("No box tells lies", "no box has a false statement"),
            ("Two boxes tell a lie", "two boxes have a false statement"),
            (
                "The other boxes tell a lie",
                "each of the other boxes has a false statement",
            ),
            ("We are telling a lie", "each of us has a false statement"),
            (
                "The white box doesn't tell a lie",
                "every statement on the white box is true",
            ),
            (
                "The black box does not tell lies",
                "every statement on the black box is true",
            ),
            (
                "The black box isn't saying a lie",
                "every statement on the black box is true",
            ),
            (
                "I'm not telling a lie",
                "every statement on this box is true",
            ),
            (
                "The other boxes don't tell lies",
                "the other boxes have no false statement",
            ),
            (
                "If the white box tells a lie, the gems are here",
                "if the white box has a false statement the gems are here",
            ),
            (
                "The white box tells a lie and the black box doesn't tell a lie",
                "the white box has a false statement and every statement on the black box is true",
            ),
        ];
        for (said, meant) in cases {
            assert_eq!(each(said).as_deref(), Some(meant), "{said}");
        }
    }

    #[test]
    fn other_sentences_have_no_second_reading() {
        for said in [
            "The white box is lying",
            "The white box does not lie",
            "The gems are never in the white box",
            "The statement on the white box is never false",
            "A false box is always empty",
            "The white box never lies about the gems",
            "The white box tells lies about the gems",
            "White tells lies.",
            "The black box speaks lies",
            "The other boxes tell lies",
            "We are telling lies",
            "The white box is full of lies",
            "The white box tells the truth",
            "The white box doesn't tell the truth",
            "The white box tells nothing but lies",
            "The white box only tells lies",
            "The white box doesn't tell a single lie",
            "The statement on the white box tells a lie",
            "The white box tells a lie about the gems",
            "The white box is telling",
        ] {
            assert_eq!(each(said), None, "{said}");
        }
    }

    #[test]
    fn the_hint_spells_out_both_readings() {
        let hint = hint(&tokenize("I never lie.")).unwrap();
        assert!(hint.contains("`I am not lying`"), "{hint}");
        assert!(
            hint.contains("`every statement on this box is true`"),
            "{hint}"
        );
        let hint = super::hint(&tokenize("White tells a lie.")).unwrap();
        assert!(hint.contains("`the white box is lying`"), "{hint}");
        assert!(
            hint.contains("`the white box has a false statement`"),
            "{hint}"
        );
        let hint = super::hint(&tokenize("I don't tell lies")).unwrap();
        assert!(hint.contains("`I am not lying`"), "{hint}");
        assert!(
            hint.contains("`every statement on this box is true`"),
            "{hint}"
        );
        let hint = super::hint(&tokenize("The white box is always honest")).unwrap();
        assert!(
            hint.contains("`the white box is telling the truth`"),
            "{hint}"
        );
    }
}
