//! Room facts given by the user (`parlor … --fact "TEXT"=true|false`).
//!
//! A fact is a statement text and its truth: `("There is a second wind-up
//! key in this room", true)`. A statement whose wording equals a fact's text
//! — compared on lower-case words, ignoring punctuation and spacing — is read
//! as that constant ([`crate::claim::Claim::Fact`]) instead of by the grammar,
//! both when the puzzle is read ([`read_statement`], so a fact can also
//! stand for a sentence the grammar cannot read) and when it is solved
//! ([`apply`], so a fact overrides the grammar's default for a room fact it
//! knows). Facts travel in [`crate::Options::facts`]; a grammar that reads
//! room-fact sentences compositionally consumes the same list.

use crate::claim::Claim;
use crate::error::{ParlorError, Result};
use crate::puzzle::{Content, Puzzle, Statement};

/// Reads `TEXT=true` or `TEXT=false` (the last `=` separates; the value
/// ignores case and surrounding space; the text may be quoted).
pub fn parse_fact(arg: &str) -> Result<(String, bool)> {
    let bad = |message: &str| ParlorError::BadFact {
        arg: arg.to_string(),
        message: message.to_string(),
    };
    let (text, value) = arg
        .rsplit_once('=')
        .ok_or_else(|| bad("expected TEXT=true or TEXT=false"))?;
    let value = match value.trim().to_ascii_lowercase().as_str() {
        "true" => true,
        "false" => false,
        _ => return Err(bad("the value after the last `=` must be true or false")),
    };
    let text = text.trim().trim_matches('"').trim();
    if key(text).is_empty() {
        return Err(bad("the fact's text has no words"));
    }
    Ok((text.to_string(), value))
}

/// The comparable form of a text: lower-case alphanumeric words.
fn key(text: &str) -> String {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The truth the facts give a statement text, if one matches.
pub fn lookup(facts: &[(String, bool)], text: &str) -> Option<bool> {
    if facts.is_empty() {
        return None;
    }
    let k = key(text);
    facts.iter().find(|(t, _)| key(t) == k).map(|(_, v)| *v)
}

/// Reads a statement, as a fact if one matches its text, else as usual
/// ([`Statement::parse`], which also applies the input checks). Formula
/// statements (`= …`) are never facts.
pub fn read_statement(text: &str, facts: &[(String, bool)]) -> Result<Statement> {
    let fact = match text.trim_start().starts_with('=') {
        true => None,
        false => lookup(facts, text),
    };
    match fact {
        Some(value) => {
            let text = text.trim();
            crate::limits::check_statement(text)?;
            crate::input::check_letters(text)?;
            Ok(fact_statement(text, value))
        }
        None => Statement::parse(text),
    }
}

fn fact_statement(text: &str, value: bool) -> Statement {
    Statement {
        text: text.to_string(),
        content: Content::English(Claim::Fact(value)),
        tolerated: vec![],
    }
}

/// The puzzle with every English statement that matches a fact replaced by it.
pub fn apply(puzzle: &Puzzle, facts: &[(String, bool)]) -> Puzzle {
    let mut out = Puzzle::default();
    for (colour, _, statement) in puzzle.all() {
        let value = match statement.content {
            Content::English(_) => lookup(facts, &statement.text),
            Content::Formula(_) => None,
        };
        out.push(
            colour,
            value.map_or_else(|| statement.clone(), |v| fact_statement(&statement.text, v)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_text_and_value() {
        assert_eq!(
            parse_fact("There is a second wind-up key in this room=true").unwrap(),
            ("There is a second wind-up key in this room".into(), true)
        );
        assert_eq!(
            parse_fact("\"a = b\" = FALSE").unwrap(),
            ("a = b".into(), false)
        );
        assert!(parse_fact("no value").is_err());
        assert!(parse_fact("text=maybe").is_err());
        assert!(parse_fact(" =true").is_err());
    }

    #[test]
    fn matching_ignores_case_punctuation_and_spacing() {
        let facts = vec![("The clock is  broken.".to_string(), true)];
        assert_eq!(lookup(&facts, "the clock is broken"), Some(true));
        assert_eq!(lookup(&facts, "The clock is not broken"), None);
    }

    #[test]
    fn a_fact_stands_for_an_unreadable_sentence_and_overrides_a_default() {
        let facts = vec![("The clock is broken".to_string(), true)];
        assert!(Statement::parse("The clock is broken").is_err());
        let s = read_statement("The clock is broken", &facts).unwrap();
        assert_eq!(s.claim(), Some(&Claim::Fact(true)));

        let formula = read_statement("= gems(blue)", &[("gems blue".into(), true)]).unwrap();
        assert_eq!(formula.claim(), None, "a formula is never a fact");

        let key = "There is a second wind-up key in this room";
        let mut puzzle = Puzzle::default();
        puzzle.push(crate::Colour::Blue, Statement::parse(key).unwrap());
        assert_eq!(
            puzzle.statements(crate::Colour::Blue)[0].claim(),
            Some(&Claim::Fact(false))
        );
        let applied = apply(&puzzle, &[(key.to_string(), true)]);
        assert_eq!(
            applied.statements(crate::Colour::Blue)[0].claim(),
            Some(&Claim::Fact(true))
        );
    }
}
