//! The line-by-line dialogue of the plain modes (`learn --plain`,
//! `play --plain`, `play --puzzle`): the prompt `> ` before each line when
//! standard input is a terminal, lines read within a [`Limit`], a line that
//! cannot be read answered `error: line N: …` on the output and skipped
//! (the dialogue goes on), a byte order mark skipped at the very start of
//! the input only, and the prompt's line ended when the input ends.

use crate::read::{BoundedLines, Limit};
use std::io::{BufRead, Write};

/// The lines a plain mode reads, each asked for with the prompt.
pub struct PromptedLines<R> {
    lines: BoundedLines<R>,
    prompt: bool,
}

impl<R: BufRead> PromptedLines<R> {
    /// The lines of `input`, named `name` in errors, within `limit`; with
    /// the prompt `> ` before each when `prompt` is set.
    pub fn new(input: R, name: impl Into<String>, limit: Limit, prompt: bool) -> Self {
        PromptedLines {
            lines: BoundedLines::new(input, name, limit),
            prompt,
        }
    }

    /// The next line that could be read (without its line break), after the
    /// prompt; `None` at the end of the input. A line that cannot be read
    /// (too long, not UTF-8) is answered on `out` and the next one read; an
    /// error reading the input or past its whole limit ends with that error.
    pub fn next(&mut self, out: &mut impl Write) -> anyhow::Result<Option<String>> {
        loop {
            if self.prompt {
                write!(out, "> ")?;
                out.flush()?;
            }
            let Some(line) = self.lines.next() else {
                if self.prompt {
                    writeln!(out)?;
                }
                return Ok(None);
            };
            match line? {
                (1, Ok(line)) => {
                    return Ok(Some(match line.strip_prefix('\u{feff}') {
                        Some(rest) => rest.to_string(),
                        None => line,
                    }))
                }
                (_, Ok(line)) => return Ok(Some(line)),
                (number, Err(e)) => writeln!(out, "error: line {number}: {e}")?,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMIT: Limit = Limit {
        what: "tests",
        bytes: 1024,
        line: 8,
    };

    /// Every line `input` gives, and what was written around them.
    fn dialogue(input: &[u8], prompt: bool) -> (Vec<String>, String) {
        let mut lines = PromptedLines::new(input, "standard input", LIMIT, prompt);
        let mut out = Vec::new();
        let mut read = Vec::new();
        while let Some(line) = lines.next(&mut out).unwrap() {
            read.push(line);
        }
        (read, String::from_utf8(out).unwrap())
    }

    #[test]
    fn each_line_is_prompted_for_and_the_end_ends_the_prompt_line() {
        let (read, out) = dialogue(b"one\r\ntwo\n", true);
        assert_eq!(read, ["one", "two"]);
        assert_eq!(out, "> > > \n");
        let (read, out) = dialogue(b"one\ntwo", false);
        assert_eq!(read, ["one", "two"]);
        assert_eq!(out, "");
    }

    #[test]
    fn an_unreadable_line_is_answered_and_skipped() {
        let (read, out) = dialogue(b"far too long\n\xff\nok\n", false);
        assert_eq!(read, ["ok"]);
        assert_eq!(
            out,
            "error: line 1: line longer than 8 bytes; it was skipped\n\
             error: line 2: not UTF-8 text; the line was skipped\n"
        );
    }

    #[test]
    fn a_byte_order_mark_is_skipped_at_the_start_only() {
        let (read, _) = dialogue("\u{feff}one\n\u{feff}two\n".as_bytes(), false);
        assert_eq!(read, ["one", "\u{feff}two"]);
    }

    #[test]
    fn past_the_whole_limit_the_dialogue_ends_with_an_error() {
        let long = "a\n".repeat(600);
        let mut lines = PromptedLines::new(long.as_bytes(), "standard input", LIMIT, false);
        let mut out = Vec::new();
        let error = loop {
            match lines.next(&mut out) {
                Ok(Some(_)) => continue,
                Ok(None) => panic!("the limit was not met"),
                Err(e) => break e,
            }
        };
        assert!(error.to_string().contains("the limit for tests"), "{error}");
    }
}
