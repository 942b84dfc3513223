//! `never` and `always` with a box's lying or telling the truth — `the
//! white box never lies`, `I always tell the truth`, `X never tells a lie`,
//! `X always lies`, `X is never wrong`, `X is always honest` — have two
//! readings, and this module is the home of the second:
//!
//! - said of the box as a whole (the grammar's reading: `never` is `not`,
//!   `always` adds nothing): `X never lies` is `X is not lying` (some
//!   statement of X is true), `X always tells the truth` is `X is telling
//!   the truth` (X has statements, all true);
//! - said of each statement X makes ([`each_statement`]): `X never lies` is
//!   `no statement on X is a lie`, that is `every statement on X is true`;
//!   `X always lies` is `every statement on X is false`, also true of a box
//!   that says nothing.
//!
//! The grammar keeps both, so a puzzle is read only where they give the
//! same worlds (a box with one statement, for `never`; a box with
//! statements, for `always`) and refused otherwise, with a message naming
//! both ([`hint`]). A subject that names one box (`I`, `this box`, `the
//! white box`, `white`) gets `every statement on X is …`; another subject
//! that names boxes (`every box`, `the box with the gems`, `we`) gets `…
//! has no false (true) statement`, an indefinite one (`a box`) generic
//! (`every box …`); a subject that names statements (`the statement on the
//! white box is never false`) has one reading and is left alone.

use super::super::STATEMENT_NOUNS;
use super::throughout::{
    be, clause_ends, every_statement, form_of, subject_end, subject_start, Whole, ADJECTIVES,
    FINITE,
};
use super::w;
use crate::text::Token;

/// A phrase of `never` / `always` after a subject.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Phrase {
    /// How many words it takes.
    len: usize,
    /// What the verb or adjective says of the box: lies or the truth.
    verb: Whole,
    /// `never` (else `always`).
    never: bool,
}

impl Phrase {
    /// The kind every statement has in the statement-by-statement reading.
    fn each(self) -> Whole {
        match (self.verb, self.never) {
            (Whole::Lies, false) | (Whole::Truth, true) => Whole::Lies,
            _ => Whole::Truth,
        }
    }
}

/// A verb of lying or telling the truth opening `ws` (`lies`, `tells
/// lies`, `tells a lie`, `tells the truth`, `says the truth`): its length
/// and what it says.
fn verb(ws: &[&str]) -> Option<(usize, Whole)> {
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

/// An adjective of a box's truth after `is never` / `is always`.
fn adjective(ws: &[&str]) -> Option<(usize, Whole)> {
    match ws {
        ["a", "liar", ..] => Some((2, Whole::Lies)),
        ["telling", "the", "truth", ..] => Some((3, Whole::Truth)),
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
        return Some(Phrase {
            len: 1 + len,
            verb,
            never,
        });
    }
    if !matches!(*first, "is" | "are" | "am" | "was" | "were") {
        return None;
    }
    let (second, rest) = rest.split_first()?;
    let never = adverb(second)?;
    let (len, verb) = adjective(rest)?;
    Some(Phrase {
        len: 2 + len,
        verb,
        never,
    })
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
        (clause_ends(ws, end, ws[end - 1]) && !names_statements).then_some(Found {
            subject,
            at,
            end,
            phrase,
        })
    })
}

/// The clause of a phrase said of each statement: `every statement on X is
/// true` for one box, `SUBJECT has no false statement` for others.
fn each_clause(subject: &[&str], phrase: Phrase) -> Vec<String> {
    let has = if be(subject.last().copied().unwrap_or("")) == "are" {
        "have"
    } else {
        "has"
    };
    every_statement(subject, has, phrase.each())
}

/// The clause of a phrase said of the box as a whole: `X is [not] lying`,
/// `X is [not] telling the truth`.
fn whole_clause(subject: &[&str], phrase: Phrase) -> Vec<String> {
    let mut out: Vec<String> = subject.iter().map(|s| s.to_string()).collect();
    out.push(be(subject.last().copied().unwrap_or("")).to_string());
    if phrase.never {
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
    Some(format!(
        "`{said}` may be said of the box as a whole (`{whole}`) or of each statement it makes \
         (`{each}`), which differ here (on a box with several statements, or with none): \
         write the one meant"
    ))
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
    fn other_sentences_have_no_second_reading() {
        for said in [
            "The white box is lying",
            "The white box does not lie",
            "The gems are never in the white box",
            "The statement on the white box is never false",
            "A false box is always empty",
            "The white box never lies about the gems",
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
        let hint = super::hint(&tokenize("The white box is always honest")).unwrap();
        assert!(
            hint.contains("`the white box is telling the truth`"),
            "{hint}"
        );
    }
}
