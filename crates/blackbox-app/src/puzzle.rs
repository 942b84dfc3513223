//! The one reading of a document into a puzzle, for every front end: a
//! puzzle file is that puzzle; a board file is the puzzle of its full
//! feedback under the standard rules with its exact atom count (what a
//! player knows after firing every ray).

use blackbox::format::{self, Document};
use blackbox::{Puzzle, Rules};

/// The puzzle a document stands for.
pub fn of_document(document: Document) -> Puzzle {
    match document {
        Document::Puzzle(puzzle) => puzzle,
        Document::Board(board) => Puzzle::of_board(&board, Rules::Standard),
    }
}

/// Reads `text` in any supported format ([`blackbox::format::read`]) as a
/// puzzle ([`of_document`]); the error says what and on which line.
pub fn read(text: &str) -> blackbox::Result<Puzzle> {
    format::read(text).map(of_document)
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::AtomCount;

    #[test]
    fn a_board_reads_as_the_puzzle_of_its_full_feedback() {
        let text = "O...\n....\n..O.\n....\n";
        let Ok(Document::Board(board)) = format::read(text) else {
            panic!("not a board");
        };
        let puzzle = read(text).unwrap();
        assert_eq!(puzzle.atoms(), AtomCount::Exact(2));
        assert!(puzzle.is_solved_by(&board));
        assert_eq!(
            Some(puzzle),
            Puzzle::from_feedback(&board.feedback(Rules::Standard), AtomCount::Exact(2)).ok()
        );
    }

    #[test]
    fn a_puzzle_reads_as_itself_and_errors_keep_their_line() {
        let text = include_str!("../../../examples/puzzle-8x8.txt");
        let Ok(Document::Puzzle(puzzle)) = format::read(text) else {
            panic!("not a puzzle");
        };
        assert_eq!(read(text).unwrap(), puzzle);
        assert_eq!(
            read("").unwrap_err().line(),
            format::read("").unwrap_err().line()
        );
    }
}
