//! Moves: everything a player does that the game records, as data with a
//! one-line text form.
//!
//! | text              | short     | move                                            |
//! |-------------------|-----------|-------------------------------------------------|
//! | `fire P`          | `f P`     | fire the ray from port `P`                      |
//! | `mark C4`         | `m C4`    | mark an atom in cell `C4` (row C, column 4)     |
//! | `note-empty C4`   | `e C4`    | note that cell `C4` holds no atom               |
//! | `unmark C4`       | `um C4`   | clear the mark or note in cell `C4`             |
//! | `check`           | `c`       | submit the marked atoms (a right guess ends it) |
//! | `reveal`          | `rv`      | give up and see the hidden board (ends game)    |
//!
//! [`Move::parse`] reads both forms (any case); `Display` writes the long
//! one, which save files keep. A cell is written as the board labels it
//! ([`Cell::name`]: row letters from `A` at the top, column numbers from 1
//! at the left, the top port `c` above column `c`); the older form of two
//! numbers from 1, `mark 3 4` (row, column), is still read, so save files
//! written before keep loading. Invariant: a parsed [`Move`] only names
//! ports and cells of the board it was parsed for.

use crate::{Error, Result};
use blackbox::{Cell, Dims, Port};
use std::fmt;

/// One recorded player action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Fire the ray from a port.
    Fire(Port),
    /// Mark an atom in a cell.
    Mark(Cell),
    /// Note that a cell holds no atom.
    NoteEmpty(Cell),
    /// Clear a cell's mark or note.
    Unmark(Cell),
    /// Submit the marked atoms as the guess: a right one ends the game, a
    /// wrong one costs its penalty and the game goes on.
    Check,
    /// Give up and see the hidden board.
    Reveal,
}

impl Move {
    /// Whether undo and redo take this move back: marks and notes only.
    /// Firing is knowledge and cost that cannot be returned, and a check
    /// has been judged; both stay in the move log.
    pub fn is_undoable(self) -> bool {
        matches!(self, Move::Mark(_) | Move::NoteEmpty(_) | Move::Unmark(_))
    }

    /// The verbs of the text form and their short forms, long first.
    const VERBS: [(&'static str, &'static str); 6] = [
        ("fire", "f"),
        ("mark", "m"),
        ("note-empty", "e"),
        ("unmark", "um"),
        ("check", "c"),
        ("reveal", "rv"),
    ];

    /// Reads the text form of a move, long or short (`fire 7`, `f 7`), for
    /// a board of `dims`.
    pub fn parse(text: &str, dims: Dims) -> Result<Move> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else {
            return Err(Error::EmptyMove);
        };
        let want = |n: usize, usage: &str| {
            if args.len() == n {
                Ok(())
            } else {
                Err(Error::Usage(usage.to_string()))
            }
        };
        let verb = verb.to_ascii_lowercase();
        let verb = Move::VERBS
            .iter()
            .find(|(_, short)| *short == verb)
            .map_or(verb.as_str(), |(long, _)| long);
        match verb {
            "fire" => {
                want(1, "fire PORT")?;
                Ok(Move::Fire(parse_port(args[0], dims)?))
            }
            "mark" | "note-empty" | "unmark" => {
                let cell = match args {
                    [name] => parse_cell(name, dims)?,
                    [row, col] => parse_cell(&format!("{row} {col}"), dims)?,
                    _ => return Err(Error::Usage(format!("{verb} CELL (a cell like C4)"))),
                };
                Ok(match verb {
                    "mark" => Move::Mark(cell),
                    "note-empty" => Move::NoteEmpty(cell),
                    _ => Move::Unmark(cell),
                })
            }
            "check" => want(0, "check").map(|_| Move::Check),
            "reveal" => want(0, "reveal").map(|_| Move::Reveal),
            other => Err(Error::UnknownMove(other.to_string())),
        }
    }
}

fn parse_port(word: &str, dims: Dims) -> Result<Port> {
    word.parse::<usize>()
        .ok()
        .and_then(|n| dims.port(n).ok())
        .ok_or_else(|| Error::NoPort {
            word: word.to_string(),
            dims,
        })
}

/// The cell `words` name: `C4`, or the older `3 4` (row, column from 1).
fn parse_cell(words: &str, dims: Dims) -> Result<Cell> {
    dims.parse_cell(words).map_err(|_| Error::NoCell {
        words: words.to_ascii_uppercase(),
        dims,
    })
}

/// A cell as moves and every message name it, the way the board labels
/// it: `C4` is row C, column 4 (see [`Cell::name`]); `mark C4` marks it.
pub fn cell_text(cell: Cell) -> String {
    cell.name()
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Fire(p) => write!(f, "fire {p}"),
            Move::Mark(c) => write!(f, "mark {}", cell_text(c)),
            Move::NoteEmpty(c) => write!(f, "note-empty {}", cell_text(c)),
            Move::Unmark(c) => write!(f, "unmark {}", cell_text(c)),
            Move::Check => write!(f, "check"),
            Move::Reveal => write!(f, "reveal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips() {
        let d = Dims::new(8, 6).unwrap();
        for text in [
            "fire 1",
            "fire 28",
            "mark A1",
            "mark H6",
            "note-empty B3",
            "unmark D5",
            "check",
            "reveal",
        ] {
            assert_eq!(Move::parse(text, d).unwrap().to_string(), text);
        }
        assert_eq!(
            Move::parse("  FIRE   5 ", d).unwrap(),
            Move::Fire(d.port(5).unwrap())
        );
        assert_eq!(
            Move::parse("mark B3", d).unwrap(),
            Move::Mark(d.cell(1, 2).unwrap())
        );
    }

    #[test]
    fn the_older_numbered_cells_still_read() {
        let d = Dims::new(8, 6).unwrap();
        for (old, new) in [
            ("mark 2 3", "mark B3"),
            ("e 8 6", "note-empty H6"),
            ("m 3,4", "mark C4"),
        ] {
            assert_eq!(Move::parse(old, d).unwrap().to_string(), new);
        }
    }

    #[test]
    fn short_forms_read_as_the_long_ones() {
        let d = Dims::new(8, 6).unwrap();
        for (short, long) in [
            ("f 7", "fire 7"),
            ("M b3", "mark B3"),
            ("e H6", "note-empty H6"),
            ("um a1", "unmark A1"),
            ("c", "check"),
            ("rv", "reveal"),
        ] {
            assert_eq!(Move::parse(short, d).unwrap().to_string(), long);
        }
        let err = |t: &str| Move::parse(t, d).unwrap_err().to_string();
        assert_eq!(err("f"), "usage: fire PORT");
        assert_eq!(err("m"), "usage: mark CELL (a cell like C4)");
        assert!(err("r").starts_with("unknown move `r`: use fire (f)"));
    }

    #[test]
    fn bad_moves_say_why() {
        let d = Dims::new(8, 8).unwrap();
        let err = |t: &str| Move::parse(t, d).unwrap_err().to_string();
        assert_eq!(
            err("fire 33"),
            "no port `33` on an 8x8 board: ports are 1 to 32"
        );
        assert_eq!(
            err("fire 0"),
            "no port `0` on an 8x8 board: ports are 1 to 32"
        );
        assert!(err("mark 9 1").starts_with("no cell `9 1`"));
        assert!(err("mark 0 1").starts_with("no cell `0 1`"));
        assert_eq!(
            err("mark I1"),
            "no cell `I1` on an 8x8 board: name a cell by its row letter (A to H) and column \
             number (1 to 8), like C4"
        );
        assert_eq!(err("mark 1 2 3"), "usage: mark CELL (a cell like C4)");
        assert_eq!(err("check now"), "usage: check");
        assert!(err("shoot 5").starts_with("unknown move `shoot`"));
        assert_eq!(err("  "), "empty move");
    }
}
