//! An exception said after the statement it corrects, on the same box:
//! `None of the three boxes is telling the truth.` / `Well, except the
//! black one.` (also `Except for X.`, `Apart from X.`, `Oh, except X.`).
//!
//! The statement above must deny a verb phrase of every box (`no box …`,
//! `none of the (three) boxes …`, `nobody …`, `none of us …`), and the
//! exception names boxes. The exception says that they do what the
//! statement above denied (`the black one is telling the truth`); it may
//! also say again, corrected, that no other box does (`only the black one
//! is telling the truth`): **two readings**, both kept, so the puzzle is
//! read only where they agree. Anything else is not read here.

use super::facts::Facts;
use super::{read_with, Reading};
use crate::claim::{BoxBase, Claim, Quant};

/// Openings of an exception.
const OPENINGS: &[&[&str]] = &[
    &["except", "for"],
    &["except"],
    &["apart", "from"],
    &["save", "for"],
    &["other", "than"],
];

/// Words that may come before the exception (a comma after them).
const BEFORE: &[&str] = &["well", "oh", "but", "and", "ok", "okay"];

/// Subjects of a denial of every box, in words.
const NONE_OF: &[&[&str]] = &[
    &["none", "of", "the", "three", "boxes"],
    &["none", "of", "the", "boxes"],
    &["none", "of", "us"],
    &["no", "boxes"],
    &["no", "box"],
    &["nobody"],
    &["no", "one"],
];

/// Reads `text` as an exception to `previous` (module doc), whose one
/// reading is `above`.
pub fn read(text: &str, previous: &str, above: &Claim, facts: &Facts) -> Option<Reading> {
    if !matches!(above, Claim::Boxes(q, set, _) if *q == Quant::NONE && set.base == BoxBase::Every && set.filter.is_empty())
    {
        return None;
    }
    let mut ws = words(text);
    if ws.first().is_some_and(|w| BEFORE.contains(&w.as_str())) {
        ws.remove(0);
    }
    let opening = OPENINGS
        .iter()
        .find(|o| ws.starts_with(&o.iter().map(|w| w.to_string()).collect::<Vec<_>>()))?;
    let named = ws[opening.len()..].join(" ");
    // The statement above as it reads, its fillers set apart (`Honestly?
    // None of the boxes …`).
    let above_words = match super::spoken::spoken(previous) {
        Some(super::spoken::Spoken::Plain(text)) => words(&text),
        _ => words(previous),
    };
    let subject = NONE_OF
        .iter()
        .find(|s| above_words.starts_with(&s.iter().map(|w| w.to_string()).collect::<Vec<_>>()))?;
    let verb_phrase = above_words[subject.len()..].join(" ");
    if named.is_empty() || verb_phrase.is_empty() {
        return None;
    }
    let mut claims = Vec::new();
    for said in [
        format!("{named} {verb_phrase}"),
        format!("only {named} {verb_phrase}"),
    ] {
        let reading = read_with(&said, facts).ok()?;
        if !reading.tolerated.is_empty() {
            return None;
        }
        claims.push(reading.claim);
        claims.extend(reading.alternatives);
    }
    claims.sort_by_key(|c| format!("{c:?}"));
    claims.dedup();
    let claim = claims.remove(0);
    Some(Reading {
        claim,
        alternatives: claims,
        tolerated: vec![],
    })
}

/// The words as written: lower case, punctuation around them dropped, and
/// `are` read as `is` (the verb phrase moves to a singular subject).
fn words(text: &str) -> Vec<String> {
    super::spoken::words(text)
        .into_iter()
        .map(|w| if w == "are" { "is".to_string() } else { w })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(text: &str, previous: &str) -> Option<Reading> {
        let facts = Facts::default();
        let above = read_with(previous, &facts).unwrap().claim;
        read(text, previous, &above, &facts)
    }

    #[test]
    fn an_exception_has_both_readings() {
        let read = reading(
            "Well, except the black one.",
            "None of the three boxes is telling the truth.",
        )
        .expect("read");
        let facts = Facts::default();
        let mut expected = vec![
            read_with("the black box is telling the truth", &facts)
                .unwrap()
                .claim,
            read_with("only the black box is telling the truth", &facts)
                .unwrap()
                .claim,
        ];
        expected.sort_by_key(|c| format!("{c:?}"));
        let mut found = vec![read.claim];
        found.extend(read.alternatives);
        assert_eq!(found, expected);
    }

    #[test]
    fn the_statement_above_is_read_without_its_fillers() {
        assert!(reading(
            "Well, except the black one.",
            "Honestly? None of the three boxes is telling the truth.",
        )
        .is_some());
    }

    #[test]
    fn other_statements_above_and_other_words_are_not_read() {
        for (text, previous) in [
            ("Well, except the white one.", "The black box is empty."),
            ("Except the black box.", "None of the other boxes is lying."),
            ("Except the black box.", "Every box is lying."),
            ("Well, the black one.", "No box is lying."),
            ("Except maybe the black box.", "No box is lying."),
            ("Except the black box.", "Is no box lying? Yes."),
        ] {
            assert_eq!(reading(text, previous), None, "{text:?} after {previous:?}");
        }
    }
}
