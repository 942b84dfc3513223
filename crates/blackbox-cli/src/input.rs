//! Reading boards and puzzles from files (or `-` for standard input), within
//! the limit of Black Box files (`cli_support::read::BLACKBOX_FILE`), with
//! errors that read `file:line: message`. A puzzle ID given where a file is
//! expected (`blackbox solve 8x8-4-3ZH0R9TE1`) is the puzzle, unless a file
//! of that name exists.

use anyhow::{bail, Result};
use blackbox::format::{self, puzzle_id, Document};
use blackbox::{Board, Puzzle};
use cli_support::read::{read_parsed, BLACKBOX_FILE};
use std::path::Path;

/// Reads a board or puzzle, detecting its format; errors read `file:line: message`.
pub fn read_document(path: &Path) -> Result<Document> {
    if let Some(text) = path.to_str().filter(|t| puzzle_id::looks_like(t)) {
        if !path.exists() {
            let id: puzzle_id::PuzzleId = text.parse()?;
            return Ok(Document::Puzzle(id.puzzle().clone()));
        }
    }
    read_parsed(path, BLACKBOX_FILE, format::read, blackbox::Error::line)
}

/// Reads a puzzle file; a board file is read as the puzzle of its full
/// feedback ([`blackbox_app::puzzle::of_document`]).
pub fn read_puzzle(path: &Path) -> Result<Puzzle> {
    let document = read_document(path)?;
    Ok(blackbox_app::puzzle::of_document(document))
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
