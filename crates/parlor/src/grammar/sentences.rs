//! A statement of several sentences (`NOT BLUE. NOT BLACK.`, `The gems
//! are not here. They are in the white box.`): it says each of them, so it
//! is true exactly when every sentence is — their conjunction.
//!
//! Each sentence is read on its own, or, when it does not read alone, as a
//! follow-up of the sentence before it ([`super::follow_up`]: `So is the
//! white box.`, `They are in the black box.`, `The black box is empty
//! too.`), exactly as a statement below another on a box is read. Read
//! only when the whole text does not read as one sentence, it has no
//! quotation (whose full stops belong to the words quoted), and no sentence
//! points at a statement by its place (`this statement`, `the statement
//! above`, `the following`): inside a statement of several sentences such a
//! phrase could name the sentence or the whole statement, and is refused.

use super::facts::Facts;
use super::{follow_up, read_with, Reading};
use crate::claim::Claim;
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};

/// Most readings of a statement of several sentences (the product of its
/// sentences' readings); more is refused as read in too many ways.
const MAX_READINGS: usize = 16;

/// Words by which a sentence points at a statement by its place.
const PLACED: &[&str] = &[
    "above",
    "below",
    "preceding",
    "previous",
    "following",
    "former",
    "latter",
];

/// The sentences of `text` when it has several: split after a full stop or
/// an exclamation mark followed by a space and more words. `None` for one
/// sentence, or when the text quotes anything (a quotation mark, or an
/// apostrophe opening or closing a word).
pub fn split(text: &str) -> Option<Vec<String>> {
    if text.contains(['"', '\u{201c}', '\u{201d}', '\u{2018}']) {
        return None;
    }
    let chars: Vec<char> = text.chars().collect();
    let quote = chars.iter().enumerate().any(|(i, c)| {
        let apostrophe = *c == '\'' || *c == '\u{2019}';
        let before = i.checked_sub(1).map(|k| chars[k]);
        let after = chars.get(i + 1);
        apostrophe
            && (before.is_none_or(|b| !b.is_alphanumeric())
                || after.is_none_or(|a| !a.is_alphanumeric()))
    });
    if quote {
        return None;
    }
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, c) in chars.iter().enumerate() {
        let end = matches!(c, '.' | '!') && chars.get(i + 1).is_some_and(|n| n.is_whitespace());
        if end {
            let part: String = chars[start..=i].iter().collect();
            if part.chars().any(char::is_alphanumeric) {
                parts.push(part.trim().to_string());
                start = i + 1;
            }
        }
    }
    let last: String = chars[start..].iter().collect();
    if !last.chars().any(char::is_alphanumeric) {
        // A trailing full stop after the last sentence belongs to it.
        if let Some(p) = parts.last_mut() {
            p.push_str(last.trim());
        }
    } else {
        parts.push(last.trim().to_string());
    }
    (parts.len() > 1).then_some(parts)
}

/// Whether a sentence points at a statement by its place (see the module
/// doc).
fn placed(sentence: &str) -> bool {
    let tokens = tokenize(sentence);
    let ws = Token::words(&tokens);
    ws.iter().any(|w| PLACED.contains(w))
        || ws.windows(2).any(|p| {
            matches!(p[0], "this" | "these" | "that" | "those")
                && matches!(p[1], "statement" | "statements" | "sentence" | "sentences")
        })
}

/// Reads a statement of several sentences (see the module doc): `None`
/// when `text` is one sentence.
pub fn read(text: &str, facts: &Facts) -> Option<Result<Reading>> {
    let parts = split(text)?;
    let refuse = |detail: String| ParlorError::Unreadable {
        sentence: text.to_string(),
        detail: format!("  {detail}"),
    };
    if let Some(part) = parts.iter().find(|p| placed(p)) {
        return Some(Err(refuse(format!(
            "in a statement of several sentences, \"{part}\" could point at one sentence or at \
             the whole statement: write the sentences as statements of their own, or name the \
             statement meant"
        ))));
    }
    let mut readings: Vec<Reading> = Vec::with_capacity(parts.len());
    for (k, part) in parts.iter().enumerate() {
        let previous = k.checked_sub(1).map(|p| parts[p].as_str());
        // A particle whose presupposition is the sentence before.
        if let Some(r) = previous.and_then(|p| follow_up::additive(part, p, facts)) {
            readings.push(r);
            continue;
        }
        let error = match read_with(part, facts) {
            Ok(r) => {
                readings.push(r);
                continue;
            }
            Err(e) => e,
        };
        let leaning = match previous.map(|p| follow_up::read(part, p, facts)) {
            Some(Ok(Some(r))) => r,
            Some(Err(e)) => return Some(Err(e)),
            _ => {
                return Some(Err(match error {
                    ParlorError::Unreadable { detail, .. } => ParlorError::Unreadable {
                        sentence: text.to_string(),
                        detail: format!("  the sentence \"{part}\" does not read:\n{detail}"),
                    },
                    e => e,
                }))
            }
        };
        readings.push(leaning);
    }
    let mut claims: Vec<Vec<Claim>> = vec![vec![]];
    let mut tolerated = Vec::new();
    for r in readings {
        tolerated.extend(r.tolerated);
        let each: Vec<Claim> = std::iter::once(r.claim).chain(r.alternatives).collect();
        claims = claims
            .iter()
            .flat_map(|done| {
                each.iter().map(move |c| {
                    let mut next = done.clone();
                    next.push(c.clone());
                    next
                })
            })
            .collect();
        if claims.len() > MAX_READINGS {
            return Some(Err(refuse(
                "its sentences can be read in too many ways together: write fewer sentences, \
                 or each as a statement of its own"
                    .to_string(),
            )));
        }
    }
    let claims = claims.into_iter().map(Claim::And).collect();
    Some(Ok(Reading::of(claims, tolerated)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(text: &str) -> Option<Claim> {
        read(text, &Facts::default())
            .and_then(|r| r.ok())
            .map(|r| r.claim)
    }

    fn both(a: &str, b: &str) -> Option<Claim> {
        let read = |t: &str| read_with(t, &Facts::default()).unwrap().claim;
        Some(Claim::And(vec![read(a), read(b)]))
    }

    #[test]
    fn sentences_are_split_where_one_ends() {
        assert_eq!(
            split("NOT BLUE. NOT BLACK."),
            Some(vec!["NOT BLUE.".to_string(), "NOT BLACK.".to_string()])
        );
        assert_eq!(
            split("Empty!  The blue box lies"),
            Some(vec!["Empty!".to_string(), "The blue box lies".to_string()])
        );
        for one in [
            "The gems are in the blue box.",
            "The white box's statement is false.",
            "The word \"here.\" is on the blue box. It is.",
            "The word 'gems. ' is here. Yes.",
            "This statement has 2.5 words",
        ] {
            assert_eq!(split(one), None, "{one}");
        }
    }

    #[test]
    fn a_statement_says_each_of_its_sentences() {
        assert_eq!(
            claim("NOT BLUE. NOT BLACK."),
            both("the blue box is empty", "the black box is empty")
        );
        assert_eq!(
            claim("The gems are not here. The white box is lying."),
            both("the gems are not here", "the white box is lying")
        );
        // A sentence that leans on the one before it.
        assert_eq!(
            claim("The black box is empty. So is the white box."),
            both("the black box is empty", "the white box is empty")
        );
        assert_eq!(
            claim("The gems are not in the blue box. They are in the black box."),
            both(
                "the gems are not in the blue box",
                "the gems are in the black box"
            )
        );
    }

    #[test]
    fn a_sentence_pointing_at_a_statement_by_its_place_is_refused() {
        for text in [
            "The gems are here. This statement is true.",
            "The gems are here. The statement above is false.",
            "Not blue. The following is true.",
        ] {
            let err = read(text, &Facts::default()).unwrap().unwrap_err();
            assert!(err.to_string().contains("several sentences"), "{err}");
        }
        // A sentence that does not read makes the statement refused.
        assert!(matches!(
            read("Not blue. Zorp the black box.", &Facts::default()),
            Some(Err(_))
        ));
        assert!(read("Not blue.", &Facts::default()).is_none());
    }
}
