//! Facts about the room and the puzzle: sentences whose truth the boxes do
//! not decide.
//!
//! The table maps a sentence, normalized as the tokenizer does (lower case,
//! no punctuation, contractions expanded), to its truth value. The built-in
//! entries ([`DEFAULT_FACTS`]) are documented in `docs/parlor.md` with the
//! reason for each value; callers add or override entries with
//! [`Facts::with`] (the CLI's `--fact "sentence"=true|false`). A fact may
//! appear as a whole statement or as one clause of a compound ("You are in
//! the parlor and this box is empty"). Counting the boxes ("There are three
//! boxes in this room") is not a fact: the grammar reads it as a count.

use crate::claim::Fact;
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};

/// The built-in facts: normalized sentence and truth value.
pub const DEFAULT_FACTS: &[(&str, bool)] = &[
    ("you are in the parlor", true),
    ("you are in the parlour", true),
    ("this room is the parlor", true),
    ("this is the parlor", true),
    ("there is a second wind-up key in this room", false),
    ("this statement is of no help at all", false),
    // The game's own wording of the same sentence (anchor 48), read as it
    // stands rather than by a guessed edit.
    ("this statement is of no help of all", false),
    ("this puzzle is harder than it seems", false),
    ("you will not solve this puzzle", false),
];

/// The fact table (see module doc). `Facts::default()` holds [`DEFAULT_FACTS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    entries: Vec<(Vec<Token>, bool)>,
}

impl Default for Facts {
    fn default() -> Facts {
        DEFAULT_FACTS
            .iter()
            .fold(Facts { entries: vec![] }, |f, (s, v)| f.with(s, *v))
    }
}

impl Facts {
    /// The table with one more entry; an entry for the same sentence is replaced.
    pub fn with(mut self, sentence: &str, value: bool) -> Facts {
        let key = tokenize(sentence);
        self.entries.retain(|(k, _)| *k != key);
        if !key.is_empty() {
            self.entries.push((key, value));
        }
        self
    }

    /// Adds entries given as `(sentence, value)` pairs.
    pub fn extend<S: AsRef<str>>(self, pairs: impl IntoIterator<Item = (S, bool)>) -> Facts {
        pairs
            .into_iter()
            .fold(self, |f, (s, v)| f.with(s.as_ref(), v))
    }

    /// Reads `"sentence"=true` or `sentence=false` (the CLI's `--fact`
    /// value): the last `=` separates, the value ignores case and
    /// surrounding space, the sentence may be quoted.
    pub fn parse_entry(text: &str) -> Result<(String, bool)> {
        let bad = |message: &str| ParlorError::BadFact {
            arg: text.to_string(),
            message: message.to_string(),
        };
        let (sentence, value) = text
            .rsplit_once('=')
            .ok_or_else(|| bad("expected TEXT=true or TEXT=false"))?;
        let value = match value.trim().to_ascii_lowercase().as_str() {
            "true" => true,
            "false" => false,
            _ => return Err(bad("the value after the last `=` must be true or false")),
        };
        let sentence = sentence.trim().trim_matches('"').trim();
        if tokenize(sentence).is_empty() {
            return Err(bad("the fact's text has no words"));
        }
        Ok((sentence.to_string(), value))
    }

    /// Every entry whose sentence starts `toks`: its length and the fact.
    pub fn prefixes<'a>(&'a self, toks: &'a [Token]) -> impl Iterator<Item = (usize, Fact)> + 'a {
        self.entries
            .iter()
            .filter(|(k, _)| toks.starts_with(k))
            .map(|(k, v)| (k.len(), listed(k, false, *v)))
    }

    /// Every entry that starts `toks` with one `not` inserted ("You are
    /// not in the parlor"): its length with the `not`, the negated value.
    pub fn negated_prefixes<'a>(
        &'a self,
        toks: &'a [Token],
    ) -> impl Iterator<Item = (usize, Fact)> + 'a {
        let not = Token::Word("not".to_string());
        self.entries.iter().filter_map(move |(k, v)| {
            let at = toks.iter().position(|t| *t == not)?;
            let end = k.len() + 1;
            let matches = at > 0
                && at < end
                && toks.len() >= end
                && toks[..at] == k[..at]
                && toks[at + 1..end] == k[at..];
            matches.then(|| (end, listed(k, true, !*v)))
        })
    }

    /// The entries as normalized sentences and values, in table order.
    pub fn entries(&self) -> Vec<(String, bool)> {
        self.entries
            .iter()
            .map(|(k, v)| (key_text(k), *v))
            .collect()
    }
}

/// The fact of an entry as a statement says it.
fn listed(key: &[Token], negated: bool, value: bool) -> Fact {
    Fact::Listed {
        sentence: key_text(key),
        negated,
        value,
        about_gems: key
            .iter()
            .any(|t| matches!(t, Token::Word(w) if w == "gems" || super::lexicon::GEM_NAMES.contains(&w.as_str()))),
    }
}

fn key_text(key: &[Token]) -> String {
    key.iter().map(Token::show).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_facts_override_and_parse() {
        let facts = Facts::default().with("You are in the PARLOR.", false);
        assert!(facts
            .entries()
            .contains(&("you are in the parlor".into(), false)));
        assert_eq!(
            Facts::parse_entry("\"There is a piano here\"=TRUE").unwrap(),
            ("There is a piano here".into(), true)
        );
        assert!(Facts::parse_entry("no value").is_err());
        assert!(Facts::parse_entry("x=maybe").is_err());
        assert!(Facts::parse_entry("=true").is_err());
    }
}
