//! The puzzle file format.
//!
//! One statement per line, prefixed by its box: `blue: The gems are in this
//! box`. Repeated prefixes add statements to the box in order; a box with no
//! lines has no statements. Box names ignore case. Blank lines and lines
//! starting with `#` are ignored. A statement starting with `=` is a formula.
//! A UTF-8 byte order mark at the start is skipped ([`crate::input`]).
//! Errors carry the 1-based line number: unknown or look-alike box names,
//! unreadable statements, a box over [`crate::limits::MAX_STATEMENTS_PER_BOX`].

use crate::error::{ParlorError, Result};
use crate::grammar::Facts;
use crate::puzzle::{Puzzle, Statement};
use crate::{input, limits};

/// Reads a puzzle file's text (with the built-in facts).
pub fn parse(text: &str) -> Result<Puzzle> {
    parse_with(text, &Facts::default())
}

/// [`parse`] with a given fact table (see [`Facts`]; the CLI's `--fact`).
pub fn parse_with(text: &str, facts: &Facts) -> Result<Puzzle> {
    let mut puzzle = Puzzle::default();
    let mut unread = Vec::new();
    for (n, line) in input::strip_bom(text).lines().enumerate() {
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
        let colour = input::colour(prefix).map_err(|e| bad(e.to_string()))?;
        limits::check_box(colour, puzzle.statements(colour).len() + 1)
            .map_err(|e| bad(e.to_string()))?;
        // Every statement not understood is reported, not only the first.
        match Statement::parse_with(statement, facts) {
            Ok(statement) => puzzle.push(colour, statement),
            Err(e) => unread.push(bad(e.to_string())),
        }
    }
    ParlorError::all(unread)?;
    Ok(puzzle)
}

/// Writes a puzzle in the file format; [`parse`] reads it back.
pub fn write(puzzle: &Puzzle) -> String {
    let texts = puzzle.texts();
    crate::Colour::ALL
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

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        let plain = parse("blue: This box is empty\n").unwrap();
        assert_eq!(parse("\u{feff}blue: This box is empty\n").unwrap(), plain);
        let err = parse("blue: This box is empty\n\u{feff}white: x\n").unwrap_err();
        assert_eq!(err.line(), Some(2), "{err}");
    }

    #[test]
    fn look_alike_letters_are_named_with_their_line() {
        let err = parse("# c\nblуe: This box is empty\n").unwrap_err();
        assert_eq!(err.line(), Some(2));
        assert!(err.to_string().contains("U+0443, Cyrillic"), "{err}");
        let err = parse("blue: The gems are in the blаck box\n").unwrap_err();
        assert_eq!(err.line(), Some(1));
        assert!(err.to_string().contains("U+0430, Cyrillic"), "{err}");
    }

    #[test]
    fn oversized_input_is_an_error_with_its_line() {
        let long = format!(
            "blue: {}\n",
            "The gems are in the blue box and ".repeat(200_000)
        );
        let err = parse(&long).unwrap_err();
        assert_eq!(err.line(), Some(1));
        assert!(err.to_string().contains("statement is too large"), "{err}");
        let many = "white: This box is empty\n".repeat(limits::MAX_STATEMENTS_PER_BOX + 1);
        let err = parse(&many).unwrap_err();
        assert_eq!(err.line(), Some(limits::MAX_STATEMENTS_PER_BOX + 1));
        assert!(
            err.to_string().contains("the white box is too large"),
            "{err}"
        );
    }
}
