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
//!
//! Reading ([`parse`]) deserializes straight into typed values (module `read`):
//! unknown or duplicate keys are errors, syntax and type errors carry their
//! line and column, and errors found after reading name the place in the
//! document (`atoms[3]`, `hints[2]`). A byte order mark at the very start
//! is skipped.

mod read;

use super::Document;
use crate::board::Board;
use crate::error::{Error, Result};
use crate::geometry::{Cell, Dims};
use crate::puzzle::{AtomCount, Puzzle, PuzzleBuilder};
use crate::trace::{Response, Rules};
use read::{AtomsJson, DocumentJson, Object};
use serde::Serialize;

/// A board as JSON (as written; reading goes through [`parse`]).
#[derive(Debug, Serialize)]
pub struct BoardJson {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Atoms as `[row, col]`, numbered from 1 ([`Cell::numbered`]).
    pub atoms: Vec<[usize; 2]>,
}

/// An atom count as JSON: a number, `null` or `{"min", "max"}`.
#[derive(Debug, Serialize)]
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
#[derive(Debug, Serialize)]
pub struct HintJson {
    /// The port fired.
    pub port: usize,
    /// `hit`, `reflection`, `exit` or `deflected`.
    pub outcome: String,
    /// The exit port, for `exit`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit: Option<usize>,
    /// For a reflection of a known board: whether it happened at entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at_entry: Option<bool>,
}

/// A puzzle or a board's feedback as JSON.
#[derive(Debug, Serialize)]
pub struct PuzzleJson {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Atom count, `null` when unknown.
    pub atoms: Option<CountJson>,
    /// Rule set; standard when absent.
    pub rules: Rules,
    /// Known responses.
    pub hints: Vec<HintJson>,
}

/// A serde_json error as a parse error at its line. serde_json's message
/// ends `at line L column C`; the line is dropped there (a binary prints it
/// once, as `file:line:`) and the column kept.
fn json_error(text: &str, e: serde_json::Error) -> Error {
    let found = match e.classify() {
        serde_json::error::Category::Syntax => found_at(text, e.line(), e.column()),
        _ => String::new(),
    };
    // JSON has keys where serde has fields.
    let message = e
        .to_string()
        .replace("duplicate field", "duplicate key")
        .replace("unknown field", "unknown key")
        .replace("missing field", "missing key")
        .replace(", expected one of", ", expected one of the keys")
        .replace("invalid type: sequence", "invalid type: array")
        .replace("invalid type: map", "invalid type: object")
        .replace("invalid type: floating point", "invalid type: number");
    let position = format!(" at line {} column {}", e.line(), e.column());
    // serde quotes what it found (a key, a string): keep it visible and short.
    let shown = |m: &str| input_text::escaped(m, 300);
    match message.strip_suffix(&position) {
        Some(message) => Error::parse(
            e.line(),
            format!("JSON: {} (column {}{found})", shown(message), e.column()),
        ),
        None => Error::parse(e.line(), format!("JSON: {}", shown(&message))),
    }
}

/// `, found `C`` for the character a syntax error stopped at (line and
/// column 1-based, as serde_json counts them), so that an invisible one is
/// seen; empty past the end.
fn found_at(text: &str, line: usize, column: usize) -> String {
    let Some(row) = text.split('\n').nth(line.saturating_sub(1)) else {
        return String::new();
    };
    let mut at = column.saturating_sub(1).min(row.len());
    while !row.is_char_boundary(at) {
        at -= 1;
    }
    match row[at..].chars().next() {
        Some(c) => format!(", found {}", input_text::quoted(&c.to_string())),
        None => String::new(),
    }
}

/// Reads a board or puzzle from JSON (see the module doc).
pub fn parse(text: &str) -> Result<Document> {
    let text = input_text::strip_bom(text);
    let Object(raw): Object<DocumentJson> =
        serde_json::from_str(text).map_err(|e| json_error(text, e))?;
    let dims = Dims::new(raw.rows.0, raw.cols.0)?;
    match (raw.hints, raw.atoms) {
        (None, Some(AtomsJson::Cells(cells))) => {
            if raw.rules.is_some() {
                return Err(Error::parse(
                    0,
                    "`rules` belongs to a puzzle, but this has no `hints`: add `\"hints\": []` or drop `rules`",
                ));
            }
            board_from_json(dims, &cells).map(Document::Board)
        }
        (None, _) => Err(Error::parse(
            0,
            "a board needs `atoms` as a list of atoms [[row, col], ...]; a puzzle needs `hints`",
        )),
        (Some(hints), atoms) => {
            let atoms = match atoms {
                None => AtomCount::Unknown,
                Some(AtomsJson::Exact(k)) => AtomCount::Exact(k),
                Some(AtomsJson::Range { min, max }) => AtomCount::Range { min, max },
                Some(AtomsJson::Cells(_)) => return Err(Error::parse(
                    0,
                    "a puzzle's `atoms` is a count: a number, null or {\"min\": a, \"max\": b}, not a list of atoms",
                )),
            };
            puzzle_from_json(dims, atoms, raw.rules.unwrap_or_default(), &hints)
                .map(Document::Puzzle)
        }
    }
}

/// The board of `cells` (numbered from 1); a cell listed twice is an error
/// naming both places.
fn board_from_json(dims: Dims, cells: &[[usize; 2]]) -> Result<Board> {
    let mut board = Board::empty(dims);
    for (i, &[row, col]) in cells.iter().enumerate() {
        let cell = dims
            .numbered_cell(row, col)
            .map_err(|e| Error::parse(0, format!("atoms[{i}]: {e}")))?;
        if board.has_atom(cell) {
            let first = cells.iter().position(|&c| c == [row, col]).unwrap_or(i);
            return Err(Error::parse(
                0,
                format!(
                    "atoms[{i}]: the atom [{row}, {col}] is listed twice (first as atoms[{first}])"
                ),
            ));
        }
        board.set(cell, true);
    }
    Ok(board)
}

/// The puzzle of `hints`; errors name the hint by its index (`hints[2]`),
/// and a contradiction names both hints.
fn puzzle_from_json(
    dims: Dims,
    atoms: AtomCount,
    rules: Rules,
    hints: &[Object<read::HintIn>],
) -> Result<Puzzle> {
    let mut builder = PuzzleBuilder::new(dims, atoms, rules)?;
    for (i, Object(hint)) in hints.iter().enumerate() {
        let at = |e: Error| Error::parse(0, format!("hints[{i}]: {e}"));
        let port = dims.port(hint.port.0).map_err(at)?;
        let exit = hint.exit.map(|q| q.0);
        let response = match (hint.outcome.as_str(), exit) {
            ("hit", None) => Response::Hit,
            ("reflection", None) => Response::Reflection,
            ("deflected", None) => Response::Deflected,
            ("exit", Some(q)) => Response::Exit(dims.port(q).map_err(at)?),
            ("exit", None) => {
                return Err(at(Error::parse(0, "outcome `exit` needs an `exit` port")))
            }
            (outcome @ ("hit" | "reflection" | "deflected"), Some(_)) => {
                return Err(at(Error::parse(
                    0,
                    format!("outcome `{outcome}` takes no `exit` port"),
                )))
            }
            (outcome, _) => {
                return Err(at(Error::parse(
                    0,
                    format!(
                        "unknown outcome {}: expected `hit`, `reflection`, `deflected` or `exit`",
                        input_text::quoted(outcome)
                    ),
                )))
            }
        };
        // Hints are numbered from 1 in the builder (0 means "no place").
        builder.add(i + 1, port, response).map_err(|e| match e {
            Error::Contradiction { first, message, .. } => Error::parse(
                0,
                format!("hints[{i}]: {message} (contradicts hints[{}])", first - 1),
            ),
            e => at(e),
        })?;
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
                (Response::Reflection, Some(b)) => Some(b.ending(port, puzzle.rules()).at_entry()),
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
        assert_eq!(
            syntax.to_string(),
            "JSON: key must be a string (column 2, found `o`)"
        );
    }
}
