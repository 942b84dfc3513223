//! JSON for boards, puzzles and feedback (schemas in `docs/formats.md`).
//!
//! - board: `{"rows": R, "cols": C, "atoms": [[row, col], ...]}`, cells
//!   numbered from 1 at the top left as everywhere people see them;
//! - puzzle / feedback: `{"rows": R, "cols": C, "atoms": k | null | {"min": a, "max": b},
//!   "rules": "standard" | "acm" (optional), "hints": [{"port": 1, "outcome": "hit"},
//!   {"port": 2, "outcome": "reflection", "at_entry": true}, {"port": 3, "outcome": "exit",
//!   "exit": 17}, {"port": 4, "outcome": "deflected"}]}`.
//!
//! `at_entry` is written for the feedback of a known board (whether the
//! reflection happened before the ray entered) and is informational on
//! reading: players cannot observe it, so puzzles do not constrain it.
//! A document with a `hints` key is a puzzle, otherwise a board.

use super::Document;
use crate::board::Board;
use crate::error::{Error, Result};
use crate::geometry::{Cell, Dims};
use crate::puzzle::{AtomCount, Puzzle, PuzzleBuilder};
use crate::trace::{Response, Rules};
use serde::{Deserialize, Serialize};

/// A board as JSON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardJson {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Atoms as `[row, col]`, numbered from 1 ([`Cell::numbered`]).
    pub atoms: Vec<[usize; 2]>,
}

/// An atom count as JSON: a number, `null` or `{"min", "max"}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CountJson {
    /// Exactly this many.
    Exact(usize),
    /// A range, both ends included.
    Range {
        /// Fewest.
        min: usize,
        /// Most.
        max: usize,
    },
}

/// One hint as JSON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HintJson {
    /// The port fired.
    pub port: usize,
    /// `hit`, `reflection`, `exit` or `deflected`.
    pub outcome: String,
    /// The exit port, for `exit`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub exit: Option<usize>,
    /// For a reflection of a known board: whether it happened at entry.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub at_entry: Option<bool>,
}

/// A puzzle or a board's feedback as JSON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleJson {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Atom count, `null` when unknown.
    pub atoms: Option<CountJson>,
    /// Rule set; standard when absent.
    #[serde(default)]
    pub rules: Rules,
    /// Known responses.
    pub hints: Vec<HintJson>,
}

/// A serde_json error as a parse error at its line. serde_json's message
/// ends `at line L column C`; the line is dropped there (a binary prints it
/// once, as `file:line:`) and the column kept.
fn json_error(e: serde_json::Error) -> Error {
    let text = e.to_string();
    let position = format!(" at line {} column {}", e.line(), e.column());
    match text.strip_suffix(&position) {
        Some(message) => Error::parse(e.line(), format!("JSON: {message} (column {})", e.column())),
        None => Error::parse(e.line(), format!("JSON: {text}")),
    }
}

/// Reads a board or puzzle from JSON.
pub fn parse(text: &str) -> Result<Document> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(json_error)?;
    if value.get("hints").is_some() {
        let raw: PuzzleJson = serde_json::from_value(value).map_err(json_error)?;
        puzzle_from_json(raw).map(Document::Puzzle)
    } else {
        let raw: BoardJson = serde_json::from_value(value).map_err(json_error)?;
        board_from_json(&raw).map(Document::Board)
    }
}

fn board_from_json(raw: &BoardJson) -> Result<Board> {
    let dims = Dims::new(raw.rows, raw.cols)?;
    let mut board = Board::empty(dims);
    for (i, &[row, col]) in raw.atoms.iter().enumerate() {
        let cell = dims
            .numbered_cell(row, col)
            .map_err(|e| Error::parse(0, format!("atoms[{i}]: {e}")))?;
        board.set(cell, true);
    }
    Ok(board)
}

fn puzzle_from_json(raw: PuzzleJson) -> Result<Puzzle> {
    let dims = Dims::new(raw.rows, raw.cols)?;
    let atoms = match raw.atoms {
        None => AtomCount::Unknown,
        Some(CountJson::Exact(k)) => AtomCount::Exact(k),
        Some(CountJson::Range { min, max }) => AtomCount::Range { min, max },
    };
    let mut builder = PuzzleBuilder::new(dims, atoms, raw.rules)?;
    for (i, hint) in raw.hints.iter().enumerate() {
        let at = |e: Error| Error::parse(0, format!("hints[{i}]: {e}"));
        let port = dims.port(hint.port).map_err(at)?;
        let response = match (hint.outcome.as_str(), hint.exit) {
            ("hit", None) => Response::Hit,
            ("reflection", None) => Response::Reflection,
            ("deflected", None) => Response::Deflected,
            ("exit", Some(q)) => Response::Exit(dims.port(q).map_err(at)?),
            (outcome, _) => {
                return Err(at(Error::parse(
                    0,
                    format!("outcome `{outcome}` with exit {:?}: expected hit, reflection, deflected, or exit with an `exit` port", hint.exit),
                )))
            }
        };
        builder.add(0, port, response).map_err(at)?;
    }
    Ok(builder.build())
}

/// A board as JSON.
pub fn board_json(board: &Board) -> BoardJson {
    let dims = board.dims();
    BoardJson {
        rows: dims.rows(),
        cols: dims.cols(),
        atoms: board.atoms().map(Cell::numbered).collect(),
    }
}

/// A response as JSON names it: the `outcome` (`hit`, `reflection`,
/// `deflected`, `exit`) and, for an exit, the `exit` port.
pub fn outcome(response: Response) -> (&'static str, Option<usize>) {
    match response {
        Response::Hit => ("hit", None),
        Response::Reflection => ("reflection", None),
        Response::Deflected => ("deflected", None),
        Response::Exit(q) => ("exit", Some(q.number())),
    }
}

/// A puzzle as JSON; with `board`, reflections say whether they happened at entry.
pub fn puzzle_json(puzzle: &Puzzle, board: Option<&Board>) -> PuzzleJson {
    let dims = puzzle.dims();
    let hints = puzzle
        .hints()
        .map(|(port, response)| {
            let (outcome, exit) = outcome(response);
            let at_entry = match (response, board) {
                (Response::Reflection, Some(b)) => Some(b.ending(port).at_entry()),
                _ => None,
            };
            HintJson {
                port: port.number(),
                outcome: outcome.to_string(),
                exit,
                at_entry,
            }
        })
        .collect();
    PuzzleJson {
        rows: dims.rows(),
        cols: dims.cols(),
        atoms: match puzzle.atoms() {
            AtomCount::Unknown => None,
            AtomCount::Exact(k) => Some(CountJson::Exact(k)),
            AtomCount::Range { min, max } => Some(CountJson::Range { min, max }),
        },
        rules: puzzle.rules(),
        hints,
    }
}

/// Serialises any of this module's JSON values, pretty-printed.
pub fn to_string<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("JSON values of this module always serialise")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_round_trip() {
        let b = Board::with_atoms(Dims::new(3, 4).unwrap(), [(0, 1), (2, 3)]).unwrap();
        let text = to_string(&board_json(&b));
        assert_eq!(
            text.split_whitespace().collect::<String>(),
            r#"{"rows":3,"cols":4,"atoms":[[1,2],[3,4]]}"#
        );
        assert_eq!(parse(&text).unwrap(), Document::Board(b));
    }

    #[test]
    fn feedback_round_trip_with_at_entry() {
        let b = Board::with_atoms(Dims::new(3, 3).unwrap(), [(0, 1)]).unwrap();
        let p = Puzzle::from_feedback(&b.feedback(Rules::Standard), AtomCount::Exact(1)).unwrap();
        let text = to_string(&puzzle_json(&p, Some(&b)));
        assert!(text.contains("\"at_entry\": true"));
        assert_eq!(parse(&text).unwrap(), Document::Puzzle(p));
    }

    #[test]
    fn documented_example_and_errors() {
        let text = r#"{"rows":8,"cols":8,"atoms":null,"hints":[{"port":1,"outcome":"hit"},
            {"port":2,"outcome":"reflection"},{"port":3,"outcome":"exit","exit":17}]}"#;
        let Document::Puzzle(p) = parse(text).unwrap() else {
            panic!("a puzzle")
        };
        assert_eq!(p.known_ports(), 4);
        assert!(
            parse(r#"{"rows":8,"cols":8,"atoms":null,"hints":[{"port":40,"outcome":"hit"}]}"#)
                .is_err()
        );
        let off = parse(r#"{"rows":8,"cols":8,"atoms":[[1,1],[9,1]]}"#).unwrap_err();
        assert_eq!(
            off.to_string(),
            "atoms[1]: cell (9, 1) is off the 8x8 board"
        );
        let zero = parse(r#"{"rows":8,"cols":8,"atoms":[[0,3]]}"#).unwrap_err();
        assert!(zero.to_string().contains("count from 1"), "{zero}");
        let syntax = parse("{\n\"rows\": 8,\n oops}").unwrap_err();
        assert_eq!(syntax.line(), Some(3));
        assert_eq!(syntax.to_string(), "JSON: key must be a string (column 2)");
    }
}
