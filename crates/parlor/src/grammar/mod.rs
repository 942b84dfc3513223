//! The English grammar: reading a statement as written in the game.
//!
//! [`read`] checks the text for damage ([`damage`]), tokenizes it
//! ([`crate::text`]) and reads it compositionally: noun phrases
//! (`noun`: quantified sets of boxes and statements), verb phrases
//! (`verb`: predicates), clauses and connectives (`clause`),
//! comparisons of counts (`compare`), over a lexicon of words with fixed
//! meanings ([`lexicon`]) and a table of facts about the room ([`Facts`]).
//! The result is a typed meaning, a [`Claim`]. Every reading of the whole
//! sentence is collected: none is an [`ParlorError::Unreadable`] error
//! naming the words not understood and the closest known forms
//! (`suggest`); several different ones are all kept, and the puzzle is
//! solved only if they mean the same under the rules of the game (checked
//! by the SAT backend when the puzzle is lowered), otherwise it is an
//! [`ParlorError::AmbiguousWording`] error. Nothing is guessed silently: a
//! sentence that only reads after one small edit (a soft word `a an the of
//! at` dropped, added or swapped for another) is read with that edit
//! reported in [`Reading::tolerated`].

mod aside;
mod clause;
mod compare;
pub mod damage;
mod determiner;
mod ellipsis;
pub mod facts;
mod focus;
mod forms;
mod fragment;
pub mod lexicon;
mod morph;
pub mod normalize;
mod noun;
mod parser;
mod printed;
mod repair;
mod room;
mod statement;
mod suggest;
mod verb;

pub use aside::aside;
pub use facts::Facts;

use crate::claim::Claim;
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};
use parser::Parser;

/// Words whose absence, presence or confusion is tolerated as one edit.
pub const SOFT: &[&str] = &["a", "an", "the", "of", "at"];

/// Most words a statement may have (the game's are far shorter); longer
/// text is an error rather than a long search.
pub const MAX_WORDS: usize = 80;

/// Most words of a statement for which small edits are tried.
pub const MAX_EDITED_WORDS: usize = 24;

/// A sentence's reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// What the sentence claims (the first reading, in a fixed order).
    pub claim: Claim,
    /// Its other readings, if the grammar finds several; a puzzle is
    /// lowered only when they all mean the same (see
    /// [`crate::model::Model::build`]).
    pub alternatives: Vec<Claim>,
    /// Wording differences tolerated to read it (empty for an exact match).
    pub tolerated: Vec<String>,
}

/// Reads one English statement with the built-in facts (see module doc).
pub fn read(sentence: &str) -> Result<Reading> {
    read_with(sentence, &Facts::default())
}

/// Reads one English statement with a given fact table.
pub fn read_with(sentence: &str, facts: &Facts) -> Result<Reading> {
    damage::check(sentence)?;
    let tokens = normalize::normalize(tokenize(sentence));
    if tokens.len() > MAX_WORDS {
        return Err(ParlorError::Unreadable {
            sentence: sentence.chars().take(200).collect(),
            detail: format!(
                "  too long to be a statement: {} words (at most {MAX_WORDS})",
                tokens.len()
            ),
        });
    }
    for (edited, tolerated) in variants(&tokens) {
        let mut claims = Parser::new(&edited, facts).sentence();
        claims.sort_by_key(|c| format!("{c:?}"));
        claims.dedup();
        if claims.is_empty() {
            continue;
        }
        let claim = claims.remove(0);
        return Ok(Reading {
            claim,
            alternatives: claims,
            tolerated,
        });
    }
    Err(ParlorError::Unreadable {
        sentence: sentence.to_string(),
        detail: suggest::explain(
            sentence,
            &tokens,
            facts,
            Parser::new(&tokens, facts).reach(),
        ),
    })
}

/// The token list itself, then (for sentences of at most
/// [`MAX_EDITED_WORDS`] words) every list one soft-word edit away, each with
/// the edit described; [`read_with`] takes the first that reads.
fn variants(tokens: &[Token]) -> Vec<(Vec<Token>, Vec<String>)> {
    let soft = |t: &Token| matches!(t, Token::Word(w) if SOFT.contains(&w.as_str()));
    let word = |w: &str| Token::Word(w.to_string());
    let mut out = vec![(tokens.to_vec(), vec![])];
    if tokens.len() > MAX_EDITED_WORDS {
        return out;
    }
    for (i, t) in tokens.iter().enumerate().filter(|(_, t)| soft(t)) {
        let mut dropped = tokens.to_vec();
        dropped.remove(i);
        out.push((dropped, vec![format!("ignored {:?}", t.show())]));
        // An article is never read as another one (`the` as `a`): the
        // definite and the indefinite article mean different things.
        let article = |w: &str| matches!(w, "a" | "an" | "the");
        let written = t.show();
        for w in SOFT
            .iter()
            .filter(|w| word(w) != *t)
            .filter(|w| !(article(w) && article(&written) && (**w == "the" || written == "the")))
        {
            let mut swapped = tokens.to_vec();
            swapped[i] = word(w);
            out.push((swapped, vec![format!("read {:?} as {w:?}", t.show())]));
        }
    }
    for i in 0..=tokens.len() {
        for w in SOFT {
            let mut added = tokens.to_vec();
            added.insert(i, word(w));
            out.push((added, vec![format!("assumed {w:?}")]));
        }
    }
    out
}

#[cfg(test)]
mod tests;
