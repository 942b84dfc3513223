//! The JSON data-set format.
//!
//! An array of objects `{"id", "blue", "white", "black", "solution" | "prize"}`.
//! Each box field is a string (one statement; `"[nothing]"` or `""` means
//! none) or a list of strings. The expected answer (`solution` or `prize`)
//! is a box name in any case, or absent/`null` when unknown. `id` is any
//! JSON value and is echoed back. Statement texts are read later, puzzle by
//! puzzle, so one unreadable puzzle does not stop a run.

use serde::Deserialize;
use serde_json::Value;

use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::puzzle::is_nothing;
use crate::wording::wording;

/// One puzzle of a data set, not yet read.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The puzzle's id as given.
    pub id: Value,
    /// Statement texts per box (blue, white, black); `[nothing]` removed.
    pub texts: [Vec<String>; 3],
    /// The expected box, if given.
    pub expected: Option<Colour>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Field {
    One(String),
    Many(Vec<String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    #[serde(default)]
    id: Value,
    blue: Field,
    white: Field,
    black: Field,
    #[serde(default)]
    solution: Option<String>,
    #[serde(default)]
    prize: Option<String>,
}

/// Parses a data set.
pub fn parse(json: &str) -> Result<Vec<Entry>> {
    let raws: Vec<Raw> =
        serde_json::from_str(json).map_err(|e| ParlorError::BadDataSet(e.to_string()))?;
    raws.into_iter()
        .enumerate()
        .map(|(i, raw)| entry(i, raw))
        .collect()
}

fn entry(position: usize, raw: Raw) -> Result<Entry> {
    let expected = match raw.solution.or(raw.prize) {
        None => None,
        Some(name) => Some(name.parse::<Colour>().map_err(|e| {
            ParlorError::BadDataSet(format!("puzzle {} (position {position}): {e}", raw.id))
        })?),
    };
    let texts = [raw.blue, raw.white, raw.black].map(|f| match f {
        Field::One(s) => vec![s],
        Field::Many(v) => v,
    });
    let texts = texts.map(|list| list.into_iter().filter(|t| !is_nothing(t)).collect());
    Ok(Entry {
        id: raw.id,
        texts,
        expected,
    })
}

/// Pairs `(later id, earlier id)` of puzzles with the same wording on every box.
pub fn duplicates(entries: &[Entry]) -> Vec<(Value, Value)> {
    let key = |e: &Entry| {
        e.texts
            .clone()
            .map(|list| list.iter().map(|t| wording(t)).collect::<Vec<_>>())
    };
    let mut out = Vec::new();
    for (i, later) in entries.iter().enumerate() {
        if let Some(earlier) = entries[..i].iter().find(|e| key(e) == key(later)) {
            out.push((later.id.clone(), earlier.id.clone()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_strings_lists_and_nothing() {
        let json = r#"[{"id": 1, "blue": "This box is empty", "white": "[nothing]",
            "black": ["The blue box is true", "This box is empty"], "solution": "Black"},
            {"id": "x", "blue": "a", "white": "", "black": "c", "prize": "white"},
            {"id": 3, "blue": "This box is empty.", "white": "", "black": "[nothing]"}]"#;
        let entries = parse(json).unwrap();
        assert_eq!(entries[0].texts[1], Vec::<String>::new());
        assert_eq!(entries[0].texts[2].len(), 2);
        assert_eq!(entries[0].expected, Some(Colour::Black));
        assert_eq!(entries[1].expected, Some(Colour::White));
        assert_eq!(entries[2].expected, None);
        assert!(duplicates(&entries).is_empty());
    }

    #[test]
    fn rejects_bad_schema() {
        assert!(parse(r#"{"id": 1}"#).is_err());
        assert!(parse(
            r#"[{"id": 1, "blue": "a", "white": "b", "black": "c", "solution": "Red"}]"#
        )
        .is_err());
        assert!(
            parse(r#"[{"id": 1, "blue": "a", "white": "b", "black": "c", "extra": 1}]"#).is_err()
        );
    }
}
