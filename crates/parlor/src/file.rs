//! The puzzle file format.
//!
//! One statement per line, prefixed by its box: `blue: The gems are in this
//! box`. Repeated prefixes add statements to the box in order; a box with no
//! lines has no statements. Box names ignore case. Blank lines and lines
//! starting with `#` are ignored. A statement starting with `=` is a formula.
//! Errors carry the 1-based line number.

use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::grammar::Facts;
use crate::puzzle::{Puzzle, Statement};

/// Reads a puzzle file's text.
pub fn parse(text: &str) -> Result<Puzzle> {
    parse_with(text, &Facts::default())
}

/// [`parse`] with a given fact table (see [`Facts`]).
pub fn parse_with(text: &str, facts: &Facts) -> Result<Puzzle> {
    let mut puzzle = Puzzle::default();
    for (n, line) in text.lines().enumerate() {
        let line_no = n + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |message: String| ParlorError::BadLine {
            line: line_no,
            message,
        };
        let (prefix, statement) = line.split_once(':').ok_or_else(|| {
            bad("expected `blue:`, `white:` or `black:` before the statement".into())
        })?;
        let colour: Colour = prefix
            .parse()
            .map_err(|e: ParlorError| bad(e.to_string()))?;
        let statement = Statement::parse_with(statement, facts).map_err(|e| bad(e.to_string()))?;
        puzzle.push(colour, statement);
    }
    Ok(puzzle)
}

/// Writes a puzzle in the file format; [`parse`] reads it back.
pub fn write(puzzle: &Puzzle) -> String {
    let texts = puzzle.texts();
    Colour::ALL
        .into_iter()
        .flat_map(|c| texts[c.index()].iter().map(move |t| format!("{c}: {t}\n")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_repeated_prefixes_and_comments() {
        let p = parse("# a puzzle\nBlue: This box is empty\n\nblue: The white box is true\nblack: = gems(white)\n")
            .unwrap();
        assert_eq!(p.counts(), [2, 0, 1]);
        assert_eq!(parse(&write(&p)).unwrap(), p);
    }

    #[test]
    fn errors_name_the_line() {
        let err = parse("blue: This box is empty\nred: hi\n").unwrap_err();
        assert!(matches!(err, ParlorError::BadLine { line: 2, .. }), "{err}");
        let err = parse("blue: This box is empty\nwhite no colon\n").unwrap_err();
        assert!(matches!(err, ParlorError::BadLine { line: 2, .. }), "{err}");
    }
}
