//! What a page needs to show and play a puzzle, without its answer: the
//! board size, the atom count, each rim square's printed label, the grade
//! in words; and the answers to a check and to a hint of marks sent back
//! (the web keeps no state: the page sends the ID and its marks).

use super::attempt::{Attempt, Mark, Verdict};
use super::{measure_text, playable};
use crate::draw::rules_text;
use crate::{Answer, Result};
use blackbox::render::PortLabels;
use blackbox::{Cell, Rules};
use blackbox_solve::Control;

/// A puzzle to show (`GET /api/puzzles/daily`, `POST /api/puzzles/view`).
#[derive(Debug, serde::Serialize)]
pub struct PuzzleView {
    /// The atoms to find.
    pub atoms: usize,
    /// Columns.
    pub cols: usize,
    /// The grade in words.
    pub grade: String,
    /// The puzzle ID.
    pub id: String,
    /// The rules its results are under: `standard` or `acm`.
    pub rules: Rules,
    /// What a player must know of those rules beyond the standard ones
    /// (`null` for the standard rules): under ACM rules a `D` on the rim.
    pub rules_text: Option<String>,
    /// The printed label of each port, by port number from 1 (`""`:
    /// nothing printed; `H`, `R`, `D` under ACM rules, or the number of an
    /// exit pair).
    pub rim: Vec<String>,
    /// Rows.
    pub rows: usize,
}

impl Answer for PuzzleView {
    const PRETTY: bool = false;
}

impl PuzzleView {
    /// The view of `attempt`'s puzzle.
    pub fn of(attempt: &Attempt) -> PuzzleView {
        let puzzle = attempt.id().puzzle();
        let dims = puzzle.dims();
        let labels = PortLabels::of(puzzle);
        PuzzleView {
            atoms: attempt.id().atoms(),
            cols: dims.cols(),
            grade: measure_text(attempt.grade()),
            id: attempt.id().to_string(),
            rules: attempt.id().rules(),
            rules_text: rules_text(attempt.id().rules()),
            rim: (dims.all_ports())
                .map(|p| labels.get(p).unwrap_or("").to_string())
                .collect(),
            rows: dims.rows(),
        }
    }
}

/// What a check or a hint of the page's marks answers.
#[derive(Debug, serde::Serialize)]
pub struct MarksAnswer {
    /// `solved`, `wrong` or `unfinished`.
    pub verdict: &'static str,
    /// The verdict in words.
    pub text: String,
    /// The next hint: where to look, then the cell (`null`: none left).
    pub hint: Option<[String; 2]>,
}

impl Answer for MarksAnswer {
    const PRETTY: bool = false;
}

/// The attempt at puzzle `id` with no marks yet: its one answer found and
/// graded within `control` (the work a page's request costs; the web
/// keeps the result, [`with_marks`] is cheap).
pub fn unmarked(id: &str, control: &Control) -> Result<Attempt> {
    Attempt::new(playable(id, control)?, control)
}

/// `attempt` with the page's marks: `atoms` and `empty`, cells as
/// `[row, col]` counting from 1 (each checked against the board).
pub fn with_marks(
    mut attempt: Attempt,
    atoms: &[[usize; 2]],
    empty: &[[usize; 2]],
) -> Result<Attempt> {
    for (cells, mark) in [(atoms, Mark::Atom), (empty, Mark::Empty)] {
        for &[row, col] in cells {
            let cell: Cell = attempt.cell(row, col)?;
            attempt.mark(cell, Some(mark));
        }
    }
    Ok(attempt)
}

/// The check of `attempt`'s marks, and the next hint's two levels.
pub fn marks_answer(attempt: &mut Attempt) -> MarksAnswer {
    let (verdict, text) = match attempt.check() {
        Verdict::Solved => ("solved", "Solved: every atom found.".to_string()),
        Verdict::Wrong(1) => ("wrong", "Not yet: one mark is wrong.".to_string()),
        Verdict::Wrong(n) => ("wrong", format!("Not yet: {n} marks are wrong.")),
        Verdict::Unfinished { marked, atoms } => (
            "unfinished",
            format!("No mark is wrong so far; {marked} of {atoms} atoms marked."),
        ),
    };
    let look = attempt.hint();
    let hint = look.map(|look| {
        let named = attempt.hint().expect("the same hint again names its cell");
        [look.text(), named.text()]
    });
    MarksAnswer {
        verdict,
        text,
        hint,
    }
}
