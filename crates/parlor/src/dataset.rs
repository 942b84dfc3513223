//! The JSON data-set format.
//!
//! An array of objects `{"id", "blue", "white", "black", "solution" | "prize",
//! "damaged"}`. Each box field is a string (one statement; `"[nothing]"` or
//! `""` means none) or a list of strings. The expected answer (`solution` or
//! `prize`) is a box name in any case, or absent/`null` when unknown; when
//! both are given they must agree. `id` is any JSON value and is echoed
//! back. `damaged` (optional) lists statements whose text in the data set
//! is known not to be the game's (a scrape lost a quoted word), each as
//! `"BOX N: what was lost"`: such a puzzle is not read or solved, and
//! [`crate::check`] reports it as damaged, never as an answer.
//!
//! The schema is checked for the whole file first ([`parse`]): a syntax
//! error, a bad field, disagreeing answers or an empty array is an error
//! naming the line of the offending puzzle. Statement texts are read later,
//! puzzle by puzzle ([`Entry::puzzle`]), so one unreadable or oversized
//! puzzle does not stop a run. A UTF-8 byte order mark at the start is
//! skipped.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::Value;

use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::grammar::Facts;
use crate::input;
use crate::puzzle::{is_nothing, Puzzle};
use crate::wording::wording;

/// One puzzle of a data set, not yet read.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The puzzle's id as given.
    pub id: Value,
    /// The 1-based line where the puzzle's object starts.
    pub line: usize,
    /// Statement texts per box (blue, white, black); `[nothing]` removed.
    pub texts: [Vec<String>; 3],
    /// The expected box, if given.
    pub expected: Option<Colour>,
    /// Statements the data set marks as damaged (`"black 1: the quoted
    /// word after \"the word\" was lost"`); empty for an intact puzzle.
    pub damaged: Vec<String>,
}

impl Entry {
    /// Reads the statements: each box is checked against
    /// [`crate::limits::MAX_STATEMENTS_PER_BOX`] before any statement is read, and
    /// statements are read with the fact table `facts`. Errors name the box
    /// and position of the first statement that cannot be read.
    pub fn puzzle(&self, facts: &Facts) -> Result<Puzzle> {
        Puzzle::from_texts_with(self.texts.clone(), facts)
    }
}

/// Whether a text is a JSON data set rather than a puzzle file: its first
/// character other than white space (after a byte order mark) opens a JSON
/// array or object. A puzzle file starts with a box name or a `#`.
pub fn is_json(text: &str) -> bool {
    matches!(
        input::strip_bom(text).trim_start().chars().next(),
        Some('[' | '{')
    )
}

#[derive(Deserialize)]
#[serde(untagged, expecting = "a statement (a string) or a list of statements")]
enum Field {
    One(String),
    Many(Vec<String>),
}

#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = r#"a puzzle object {"id", "blue", "white", "black", "solution"}"#
)]
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
    #[serde(default)]
    damaged: Vec<String>,
}

/// A serde_json error as a data-set error, its line shifted by `first_line - 1`.
fn json_error(error: &serde_json::Error, first_line: usize, context: &str) -> ParlorError {
    let text = error.to_string();
    let position = format!(" at line {} column {}", error.line(), error.column());
    let message = text.strip_suffix(&position).unwrap_or(&text);
    // serde quotes what it found (an unknown field's name): keep it to a line.
    let message = match message.char_indices().nth(300) {
        Some((end, _)) => format!("{}…", &message[..end]),
        None => message.to_string(),
    };
    ParlorError::BadDataSet {
        line: (error.line() > 0).then(|| first_line + error.line() - 1),
        message: format!("{context}{message}"),
    }
}

/// Parses a data set (see the module doc); an empty array is
/// [`ParlorError::EmptyDataSet`].
pub fn parse(json: &str) -> Result<Vec<Entry>> {
    let json = input::strip_bom(json);
    let raws: Vec<&RawValue> = serde_json::from_str(json).map_err(|e| {
        let context = match e.classify() {
            serde_json::error::Category::Data => "expected a JSON array of puzzles: ",
            _ => "",
        };
        json_error(&e, 1, context)
    })?;
    if raws.is_empty() {
        return Err(ParlorError::EmptyDataSet);
    }
    // Lines are counted incrementally: each puzzle's text lies after the previous one.
    let (mut line, mut counted) = (1, 0);
    let mut entries = Vec::with_capacity(raws.len());
    for (position, raw) in raws.into_iter().enumerate() {
        let offset = raw.get().as_ptr() as usize - json.as_ptr() as usize;
        line += json[counted..offset].matches('\n').count();
        counted = offset;
        let context = format!("puzzle number {}: ", position + 1);
        // serde would read a struct from an array too (`["x", "a", "b", "c"]`).
        if !raw.get().starts_with('{') {
            return Err(ParlorError::BadDataSet {
                line: Some(line),
                message: format!(
                    "{context}expected a puzzle object {{\"id\", \"blue\", \"white\", \"black\", \"solution\"}}"
                ),
            });
        }
        let parsed: Raw =
            serde_json::from_str(raw.get()).map_err(|e| json_error(&e, line, &context))?;
        entries.push(entry(line, parsed)?);
    }
    Ok(entries)
}

fn entry(line: usize, raw: Raw) -> Result<Entry> {
    let bad = |message: String| ParlorError::BadDataSet {
        line: Some(line),
        message: format!("puzzle {}: {message}", show_id(&raw.id)),
    };
    let expected = |field: &str, name: &Option<String>| -> Result<Option<Colour>> {
        name.as_deref()
            .map(|n| input::colour(n).map_err(|e| bad(format!("`{field}`: {e}"))))
            .transpose()
    };
    let solution = expected("solution", &raw.solution)?;
    let prize = expected("prize", &raw.prize)?;
    let expected = match (solution, prize) {
        (Some(s), Some(p)) if s != p => {
            return Err(bad(format!(
                "`solution` says {s} but `prize` says {p}; give one of them, or make them agree"
            )))
        }
        (s, p) => s.or(p),
    };
    let texts = [raw.blue, raw.white, raw.black].map(|f| match f {
        Field::One(s) => vec![s],
        Field::Many(v) => v,
    });
    let texts: [Vec<String>; 3] =
        texts.map(|list| list.into_iter().filter(|t| !is_nothing(t)).collect());
    for note in &raw.damaged {
        damaged_place(note, &texts).map_err(|e| bad(format!("`damaged`: {e}")))?;
    }
    Ok(Entry {
        id: raw.id,
        line,
        texts,
        expected,
        damaged: raw.damaged,
    })
}

/// Checks a `damaged` note, `"BOX N: what was lost"`: the box and position
/// must name a statement of the puzzle and the note must say something.
fn damaged_place(note: &str, texts: &[Vec<String>; 3]) -> std::result::Result<(), String> {
    let form = || format!("{note:?} is not of the form \"BOX N: what was lost\"");
    let (place, why) = note.split_once(':').ok_or_else(form)?;
    let (name, position) = place.trim().split_once(' ').ok_or_else(form)?;
    let colour: Colour = name.parse().map_err(|_| form())?;
    let position: usize = position.trim().parse().map_err(|_| form())?;
    if why.trim().is_empty() {
        return Err(form());
    }
    let count = texts[colour.index()].len();
    if position == 0 || position > count {
        return Err(format!(
            "{note:?} names statement {position} of the {colour} box, which has {count}"
        ));
    }
    Ok(())
}

/// An id for messages: strings bare, other JSON values as written.
pub fn show_id(id: &Value) -> String {
    match id {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Pairs `(later, earlier)` of the indices of puzzles with the same wording
/// on every box, each later puzzle paired with the first one. Linear:
/// puzzles are hashed by their statements' wording.
pub fn duplicates(entries: &[Entry]) -> Vec<(usize, usize)> {
    let mut first: HashMap<[Vec<Vec<String>>; 3], usize> = HashMap::with_capacity(entries.len());
    let mut out = Vec::new();
    for (k, entry) in entries.iter().enumerate() {
        let key = entry
            .texts
            .each_ref()
            .map(|list| list.iter().map(|t| wording(t)).collect::<Vec<_>>());
        match first.get(&key) {
            Some(&earlier) => out.push((k, earlier)),
            None => {
                first.insert(key, k);
            }
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
        assert_eq!(
            entries.iter().map(|e| e.line).collect::<Vec<_>>(),
            [1, 3, 4]
        );
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

    #[test]
    fn schema_errors_say_what_was_expected_in_json_terms() {
        for (json, expected) in [
            (r#"[["x", "a", "b", "c"]]"#, "expected a puzzle object"),
            (r#"[3]"#, "expected a puzzle object"),
            (
                r#"[{"id": 1, "blue": 3, "white": "b", "black": "c"}]"#,
                "a statement (a string) or a list of statements",
            ),
            (
                r#"[{"id": 1, "blue": "a", "blue": "a", "white": "b", "black": "c"}]"#,
                "duplicate field `blue`",
            ),
        ] {
            let err = parse(json).unwrap_err().to_string();
            assert!(err.contains(expected), "{json}: {err}");
            for internal in ["Raw", "Field", "untagged"] {
                assert!(!err.contains(internal), "{json}: {err}");
            }
        }
    }

    #[test]
    fn schema_errors_name_the_line_of_their_puzzle() {
        let json = "[\n{\"id\": 1, \"blue\": \"a\", \"white\": \"b\", \"black\": \"c\"},\n\n{\"id\": 2,\n \"blue\": \"a\", \"white\": \"b\", \"black\": \"c\", \"extra\": 1}]";
        let err = parse(json).unwrap_err();
        assert_eq!(err.line(), Some(5), "{err}");
        assert!(
            err.message()
                .starts_with("puzzle number 2: unknown field `extra`"),
            "{err}"
        );
        let err = parse("[\n{\"id\": 1,\n").unwrap_err();
        assert_eq!(err.line(), Some(3), "{err}");
    }

    #[test]
    fn a_huge_unknown_field_makes_a_short_message() {
        let json = format!(
            r#"[{{"id": 1, "blue": "a", "white": "b", "black": "c", "{}": 1}}]"#,
            "k".repeat(1_000_000)
        );
        let err = parse(&json).unwrap_err();
        assert!(err.to_string().len() < 400, "{}", err.to_string().len());
        assert!(err.message().starts_with("puzzle number 1: unknown field"));
    }

    #[test]
    fn damaged_statements_are_noted_and_must_name_a_statement() {
        let json = r#"[{"id": 1, "blue": ["a", "b"], "white": "c", "black": [],
            "damaged": ["blue 2: the quoted word after \"the word\" was lost"]}]"#;
        let entries = parse(json).unwrap();
        assert_eq!(
            entries[0].damaged,
            ["blue 2: the quoted word after \"the word\" was lost"]
        );
        assert!(
            parse(r#"[{"id": 1, "blue": "a", "white": "b", "black": "c"}]"#).unwrap()[0]
                .damaged
                .is_empty()
        );
        for (note, expected) in [
            (
                "blue 3: lost",
                "names statement 3 of the blue box, which has 2",
            ),
            (
                "black 1: lost",
                "names statement 1 of the black box, which has 0",
            ),
            ("blue 0: lost", "names statement 0"),
            ("red 1: lost", "is not of the form"),
            ("blue one: lost", "is not of the form"),
            ("blue 1:", "is not of the form"),
            ("blue 1 lost", "is not of the form"),
        ] {
            let json = format!(
                r#"[{{"id": 1, "blue": ["a", "b"], "white": "c", "black": [], "damaged": [{note:?}]}}]"#
            );
            let err = parse(&json).unwrap_err();
            assert!(err.message().contains("`damaged`"), "{note}: {err}");
            assert!(err.message().contains(expected), "{note}: {err}");
        }
    }

    #[test]
    fn an_empty_data_set_is_an_error() {
        assert_eq!(parse(" [ ] ").unwrap_err(), ParlorError::EmptyDataSet);
    }

    #[test]
    fn solution_and_prize_must_agree() {
        let json = r#"[{"id": 7, "blue": "a", "white": "b", "black": "c", "solution": "Blue", "prize": "blue"},
            {"id": 8, "blue": "a", "white": "b", "black": "c", "solution": "Blue", "prize": "white"}]"#;
        let err = parse(json).unwrap_err();
        assert_eq!(err.line(), Some(2));
        assert_eq!(
            err.message(),
            "puzzle 8: `solution` says blue but `prize` says white; give one of them, or make them agree"
        );
    }

    #[test]
    fn look_alike_box_names_and_a_bom() {
        let json = "\u{feff}[{\"id\": 1, \"blue\": \"a\", \"white\": \"b\", \"black\": \"c\", \"solution\": \"blуe\"}]";
        let err = parse(json).unwrap_err();
        assert!(err.to_string().contains("U+0443, Cyrillic"), "{err}");
        let ok = json.replace('у', "u");
        assert_eq!(parse(&ok).unwrap()[0].expected, Some(Colour::Blue));
    }

    #[test]
    fn duplicates_are_found_in_linear_time() {
        let entry = |n: usize| Entry {
            id: Value::from(n),
            line: n,
            texts: [vec![format!("Statement {n}")], vec![], vec!["x".into()]],
            expected: None,
            damaged: vec![],
        };
        let mut entries: Vec<Entry> = (0..20_000).map(entry).collect();
        entries.push(Entry {
            texts: [vec!["statement, 5!".into()], vec![], vec!["X".into()]],
            ..entry(20_000)
        });
        // Pairwise comparison (2 * 10^8 pairs here) would not finish.
        let found = duplicates(&entries);
        assert_eq!(found, [(20_000, 5)]);
    }

    #[test]
    fn a_box_over_the_limit_is_an_error_of_its_puzzle_only() {
        let many = vec!["This box is empty".to_string(); crate::limits::MAX_STATEMENTS_PER_BOX + 1];
        let entry = Entry {
            id: Value::from(1),
            line: 1,
            texts: [vec![], many, vec![]],
            expected: None,
            damaged: vec![],
        };
        let err = entry.puzzle(&Facts::default()).unwrap_err();
        assert!(
            err.to_string().contains("the white box is too large"),
            "{err}"
        );
    }
}
