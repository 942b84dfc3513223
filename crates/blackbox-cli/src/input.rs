//! Reading boards and puzzles from files (or `-` for standard input), within
//! the limit of Black Box files (`cli_support::read::BLACKBOX_FILE`), with
//! errors that read `file:line: message`.

use anyhow::{bail, Result};
use blackbox::format::{self, Document};
use blackbox::Board;
use cli_support::located;
use cli_support::read::{read_text, BLACKBOX_FILE};
use std::path::Path;

/// Reads a board or puzzle, detecting its format; errors read `file:line: message`.
pub fn read_document(path: &Path) -> Result<Document> {
    format::read(&read_text(path, BLACKBOX_FILE)?).map_err(|e| located(path, e.line(), e))
}

/// Reads a file that must hold a board.
pub fn read_board(path: &Path) -> Result<Board> {
    match read_document(path)? {
        Document::Board(b) => Ok(b),
        Document::Puzzle(_) => bail!(
            "{}: expected a board (rows of `.` and `O`), found a puzzle",
            path.display()
        ),
    }
}
