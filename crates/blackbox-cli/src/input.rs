//! Reading boards and puzzles from files (or `-` for standard input), with
//! errors that name `file:line`, and parsing shared argument values.

use anyhow::{bail, Context, Result};
use blackbox::format::{self, Document};
use blackbox::{Board, Dims};
use std::io::Read;
use std::path::Path;

/// Reads a whole file, or standard input for `-`.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    if path.as_os_str() == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .context("reading standard input")?;
    } else {
        bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    }
    Ok(bytes)
}

/// Reads a board or puzzle, detecting its format; errors read `file:line: message`.
pub fn read_document(path: &Path) -> Result<Document> {
    let bytes = read_bytes(path)?;
    format::read_bytes(&bytes).map_err(|e| match e.line() {
        Some(line) => anyhow::anyhow!("{}:{line}: {e}", path.display()),
        None => anyhow::anyhow!("{}: {e}", path.display()),
    })
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

/// Parses a board size: `RxC` or `N` (square).
pub fn parse_size(text: &str) -> Result<Dims, String> {
    let (r, c) = text.split_once(['x', 'X']).unwrap_or((text, text));
    let num = |s: &str| {
        s.trim()
            .parse::<usize>()
            .map_err(|_| format!("`{text}` is not a size like 8x8 or 8"))
    };
    Dims::new(num(r)?, num(c)?).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_counts() {
        assert_eq!(parse_size("8x5").unwrap(), Dims::new(8, 5).unwrap());
        assert_eq!(parse_size("6").unwrap(), Dims::new(6, 6).unwrap());
        assert!(parse_size("0x3").is_err());
        assert!(parse_size("ax3").is_err());
    }
}
