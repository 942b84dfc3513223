//! Reading and writing boards and puzzles in every supported format.
//!
//! Formats (documented in `docs/formats.md`):
//! - [`grid`]: a board as rows of `.` and `O`;
//! - [`native`]: the native puzzle format (`size`, `atoms`, `rules`, one hint a line);
//! - [`acm`]: the ACM contest format of seed 001 (complete feedback, variant rules);
//! - [`json`]: boards, puzzles and feedback as JSON;
//! - [`puzzle_id`]: a puzzle as a short ID to paste (`8x8-4-3ZH0R9TE1`).
//!
//! [`read`] detects the format of a text. Every reader returns validated
//! values or an [`Error`] carrying the 1-based line at fault (or, in JSON,
//! the place in the document), skips a byte order mark at the very start of
//! the text, and quotes input in its errors with `input_text::quoted`
//! (invisible characters escaped).

pub mod acm;
pub mod grid;
pub mod json;
pub mod native;
pub mod puzzle_id;

use crate::board::Board;
use crate::error::{Error, Result};
use crate::puzzle::Puzzle;

/// The formats a text can be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Rows of `.` and `O`: a board.
    Grid,
    /// The native puzzle format.
    Native,
    /// The ACM contest format.
    Acm,
    /// JSON (a board or a puzzle).
    Json,
    /// A puzzle ID alone on its line.
    PuzzleId,
}

/// A board or a puzzle read from a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Document {
    /// A board (every atom known).
    Board(Board),
    /// A puzzle (what is known about a hidden board).
    Puzzle(Puzzle),
}

/// The lines that carry content: `(1-based line number, text)` with `#`
/// comments removed and surrounding white space (including `\r`) trimmed.
/// A byte order mark at the very start of `text` is skipped (and only
/// there: anywhere else it is content, which the readers refuse).
pub fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    input_text::strip_bom(text)
        .lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let line = line.split('#').next().unwrap_or("").trim();
            (!line.is_empty()).then_some((i + 1, line))
        })
}

/// Guesses the format of `text` from its content.
///
/// JSON starts with `{` or `[`; a grid's first line holds only `.`, `O`, `o`;
/// a text whose one line is `ROWSxCOLS-ATOMS-CODE` is a puzzle ID; a text
/// with a `size` line is native; a first line of two numbers is the ACM
/// header; anything else is read as native (and its errors say why).
pub fn detect(text: &str) -> Format {
    let mut lines = content_lines(text);
    let Some((_, first)) = lines.next() else {
        return Format::Native;
    };
    if first.starts_with('{') || first.starts_with('[') {
        return Format::Json;
    }
    if first.chars().all(|c| matches!(c, '.' | 'O' | 'o')) {
        return Format::Grid;
    }
    if content_lines(text).count() == 1 && puzzle_id::looks_like(first) {
        return Format::PuzzleId;
    }
    let has_size = content_lines(text).any(|(_, l)| l.to_ascii_lowercase().starts_with("size"));
    if !has_size && acm::looks_like_header(first) {
        return Format::Acm;
    }
    Format::Native
}

/// Reads a board or a puzzle, detecting the format; a text with no content
/// (only blank lines and comments) is an error.
pub fn read(text: &str) -> Result<Document> {
    let lines: Vec<(usize, &str)> = content_lines(text).collect();
    let Some(&(line, first)) = lines.first() else {
        return Err(Error::parse(0, "the file is empty"));
    };
    match detect(text) {
        Format::Grid => grid::parse(text).map(Document::Board),
        Format::Native => native::parse_lines(&lines).map(Document::Puzzle),
        Format::Acm => acm::parse_lines(&lines).map(Document::Puzzle),
        Format::Json => json::parse(text),
        Format::PuzzleId => {
            let id: puzzle_id::PuzzleId = first.parse().map_err(|e: Error| e.at_line(line))?;
            Ok(Document::Puzzle(id.puzzle().clone()))
        }
    }
}

/// Reads raw bytes: checks they are UTF-8 (naming the line of the first bad
/// byte), then [`read`]s them.
pub fn read_bytes(bytes: &[u8]) -> Result<Document> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        Error::parse(
            line,
            format!("not UTF-8 text (bad byte at offset {})", e.valid_up_to()),
        )
    })?;
    read(text)
}

pub(crate) use crate::error::number;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_each_format() {
        assert_eq!(detect("# c\n..O\n...\n"), Format::Grid);
        assert_eq!(detect("size 5\natoms 2\n1 H\n"), Format::Native);
        assert_eq!(detect("1 H\nsize 5\n"), Format::Native);
        assert_eq!(detect("5 4\n1\n2 6\n"), Format::Acm);
        assert_eq!(detect("10, 10\n2\n"), Format::Acm);
        assert_eq!(detect("5 -1\n"), Format::Acm);
        assert_eq!(detect("\u{feff}5 4\n1\n"), Format::Acm);
        assert_eq!(detect("  {\"rows\": 1}"), Format::Json);
        assert_eq!(detect(""), Format::Native);
        assert_eq!(detect("# a puzzle\n8x8-4-3ZH0R9TE1\n"), Format::PuzzleId);
        assert_eq!(detect("8x8-4-3ZH0R9TE1\n1 H\n"), Format::Native);
    }

    #[test]
    fn bad_bytes_and_empty_files_are_errors() {
        assert_eq!(
            read_bytes(b"size 5\n\xff\n").unwrap_err(),
            Error::parse(2, "not UTF-8 text (bad byte at offset 7)")
        );
        assert_eq!(
            read_bytes(b"\n# only a comment\n").unwrap_err(),
            Error::parse(0, "the file is empty")
        );
    }
}
