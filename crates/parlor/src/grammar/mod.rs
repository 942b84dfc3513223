//! The English grammar: reading a statement as written in the game.
//!
//! [`read`] tokenizes a sentence ([`crate::text`]), matches it against the
//! rule table ([`rules`]) and returns the one [`Claim`] with the fewest
//! tolerated edits. A sentence with no reading is an
//! [`ParlorError::Unreadable`] error naming the words not understood and the
//! closest known forms; a sentence with two different best readings is an
//! [`ParlorError::AmbiguousWording`] error. Nothing is guessed silently:
//! tolerated edits are returned with the claim.

mod matcher;
mod pattern;
pub mod rules;
mod suggest;
mod value;

pub use pattern::Nt;

use crate::claim::Claim;
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};
use matcher::{Matcher, MAX_EDITS, SOFT};
use value::Value;

/// A sentence's reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// What the sentence claims.
    pub claim: Claim,
    /// Wording differences tolerated to read it (empty for an exact match).
    pub tolerated: Vec<String>,
}

/// Reads one English statement (see module doc).
pub fn read(sentence: &str) -> Result<Reading> {
    let tokens = tokenize(sentence);
    let mut matcher = Matcher::new(&tokens);
    let mut best: Vec<Reading> = Vec::new();
    for parse in matcher.nt(Nt::Sentence, 0).iter() {
        let Some(edits) = finish(&tokens, parse.end, &parse.edits) else {
            continue;
        };
        let Value::Claim(claim) = &parse.value else {
            continue;
        };
        let reading = Reading {
            claim: claim.clone(),
            tolerated: edits,
        };
        match best.first().map(|b| b.tolerated.len()) {
            Some(n) if n < reading.tolerated.len() => {}
            Some(n) if n > reading.tolerated.len() => best = vec![reading],
            _ if best.iter().any(|b| b.claim == reading.claim) => {}
            _ => best.push(reading),
        }
    }
    match best.len() {
        0 => Err(ParlorError::Unreadable {
            sentence: sentence.to_string(),
            detail: suggest::explain(&tokens),
        }),
        1 => Ok(best.remove(0)),
        _ => Err(ParlorError::AmbiguousWording {
            sentence: sentence.to_string(),
            readings: best
                .iter()
                .map(|b| format!("{:?}", b.claim))
                .collect::<Vec<_>>()
                .join(" | "),
        }),
    }
}

/// The edits of a parse ending at `end` once trailing soft words are
/// ignored, or `None` if other words remain or too many edits are needed.
fn finish(tokens: &[Token], end: usize, edits: &[String]) -> Option<Vec<String>> {
    let mut all = edits.to_vec();
    for token in &tokens[end..] {
        match token {
            Token::Word(w) if SOFT.contains(&w.as_str()) => all.push(format!("ignored {w:?}")),
            _ => return None,
        }
    }
    (all.len() <= MAX_EDITS).then_some(all)
}

#[cfg(test)]
mod tests;
