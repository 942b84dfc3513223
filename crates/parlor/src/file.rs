//! The puzzle file format.
//!
//! One statement per line, prefixed by its box: `blue: The gems are in this
//! box`. Repeated prefixes add statements to the box in order; a box with no
//! lines has no statements. Box names ignore case. Blank lines and lines
//! starting with `#` are ignored, but for one `# expect: …` line, the
//! verdict the author expects ([`Expectation`]). A statement starting with
//! `=` is a formula. A UTF-8 byte order mark at the start is skipped
//! ([`crate::input`]). Errors carry the 1-based line number: unknown or
//! look-alike box names, unreadable statements, a box over
//! [`crate::limits::MAX_STATEMENTS_PER_BOX`], a malformed or second
//! `# expect:` line.

use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::expect::Expectation;
use crate::grammar::Facts;
use crate::puzzle::{Puzzle, Statement};
use crate::{input, limits};

/// A puzzle file read: the puzzle and what its author expects.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The `# expect:` line's verdict and its 1-based line, if the file has one.
    pub expect: Option<(usize, Expectation)>,
}

/// The statement texts of a puzzle file, box by box, and its expectation,
/// read without the grammar: what the file says, before any statement is
/// understood.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Texts {
    /// Each statement's 1-based line and text, per box (blue, white, black).
    pub boxes: [Vec<(usize, String)>; 3],
    /// The `# expect:` line's verdict and its line.
    pub expect: Option<(usize, Expectation)>,
}

impl Texts {
    /// The statement texts per box, without their lines.
    pub fn statements(&self) -> [Vec<String>; 3] {
        [0, 1, 2].map(|i| self.boxes[i].iter().map(|(_, t)| t.clone()).collect())
    }
}

/// Reads a puzzle file's text (with the built-in facts).
pub fn parse(text: &str) -> Result<Puzzle> {
    parse_with(text, &Facts::default())
}

/// [`parse`] with a given fact table (see [`Facts`]; the CLI's `--fact`).
pub fn parse_with(text: &str, facts: &Facts) -> Result<Puzzle> {
    Ok(read(text, facts)?.puzzle)
}

/// Reads a puzzle file: its statements with the fact table `facts`, and
/// its `# expect:` line.
pub fn read(text: &str, facts: &Facts) -> Result<PuzzleFile> {
    let texts = texts(text)?;
    Ok(PuzzleFile {
        puzzle: texts.puzzle(facts)?,
        expect: texts.expect,
    })
}

impl Texts {
    /// Reads every statement with the fact table `facts`; errors name the
    /// line of each statement not understood.
    pub fn puzzle(&self, facts: &Facts) -> Result<Puzzle> {
        let mut puzzle = Puzzle::default();
        let mut unread = Vec::new();
        for (colour, list) in Colour::ALL.into_iter().zip(&self.boxes) {
            // The statement above, while every statement so far was read.
            let mut above: Option<Statement> = None;
            for (index, (line, statement)) in list.iter().enumerate() {
                let others = crate::puzzle::others(list.iter().map(|(_, t)| t.as_str()), index + 1);
                // Every statement not understood is reported, not only the first.
                match Statement::parse_after(statement, above.as_ref(), &others, index, facts) {
                    Ok(statement) => {
                        above = Some(statement.clone());
                        puzzle.push(colour, statement)
                    }
                    Err(e) => {
                        above = None;
                        unread.push((*line, e))
                    }
                }
            }
        }
        unread.sort_by_key(|(line, _)| *line);
        ParlorError::all(
            unread
                .into_iter()
                .map(|(line, e)| ParlorError::BadLine {
                    line,
                    message: e.to_string(),
                })
                .collect(),
        )?;
        Ok(puzzle)
    }

    /// An error about statement `index` of box `colour` located at its
    /// line (errors found when the puzzle is lowered name the statement,
    /// not the line); other errors unchanged.
    pub fn locate(&self, error: ParlorError) -> ParlorError {
        match error {
            ParlorError::BadReference {
                colour,
                index,
                message,
            } => match self.boxes[colour.index()].get(index.wrapping_sub(1)) {
                Some((line, _)) => ParlorError::BadLine {
                    line: *line,
                    message: format!("statement {index} on the {colour} box: {message}"),
                },
                None => ParlorError::BadReference {
                    colour,
                    index,
                    message,
                },
            },
            ParlorError::Several(errors) => {
                ParlorError::Several(errors.into_iter().map(|e| self.locate(e)).collect())
            }
            other => other,
        }
    }
}

/// Splits a puzzle file into its statement texts and expectation (see
/// [`Texts`]); the box limits are checked here, before any statement is
/// read.
pub fn texts(text: &str) -> Result<Texts> {
    let mut out = Texts::default();
    for (n, line) in input::strip_bom(text).lines().enumerate() {
        let line_no = n + 1;
        let line = line.trim();
        let bad = |message: String| ParlorError::BadLine {
            line: line_no,
            message,
        };
        if let Some(comment) = line.strip_prefix('#') {
            let comment = comment.trim();
            let expect = comment
                .get(..7)
                .filter(|head| head.eq_ignore_ascii_case("expect:"))
                .map(|_| &comment[7..]);
            if let Some(expect) = expect {
                if let Some((first, _)) = out.expect {
                    return Err(bad(format!(
                        "a second `# expect:` line (the first is line {first})"
                    )));
                }
                out.expect = Some((line_no, expect.parse().map_err(bad)?));
            }
            continue;
        }
        if line.is_empty() {
            continue;
        }
        let (prefix, statement) = line.split_once(':').ok_or_else(|| {
            bad("expected `blue:`, `white:` or `black:` before the statement".into())
        })?;
        let colour = input::colour(prefix).map_err(|e| bad(e.to_string()))?;
        let list = &mut out.boxes[colour.index()];
        limits::check_box(colour, list.len() + 1).map_err(|e| bad(e.to_string()))?;
        list.push((line_no, statement.trim().to_string()));
    }
    Ok(out)
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
    fn the_expect_line_is_read_once() {
        let file = read(
            "# a puzzle\n# Expect: ambiguous: blue or white\nblue: This box is empty\n",
            &Facts::default(),
        )
        .unwrap();
        assert_eq!(
            file.expect,
            Some((2, Expectation::Ambiguous(vec![Colour::Blue, Colour::White])))
        );
        let err = parse("# expect: blue\n# expect: white\nblue: x\n").unwrap_err();
        assert_eq!(err.line(), Some(2));
        assert!(err
            .to_string()
            .contains("a second `# expect:` line (the first is line 1)"));
        let err = parse("blue: This box is empty\n# expect: the red box\n").unwrap_err();
        assert_eq!(err.line(), Some(2));
        assert!(err.to_string().contains("`# expect:` takes a box"), "{err}");
        // Other comments are comments.
        assert_eq!(
            read(
                "# expected to be hard\nblue: This box is empty\n",
                &Facts::default()
            )
            .unwrap()
            .expect,
            None
        );
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
