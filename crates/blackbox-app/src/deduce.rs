//! Deducing a puzzle: what every solution agrees on (the backbone) and each
//! cell's share of the solutions, optionally with seed 001's preprocessing
//! view for comparison. Shares need the exact count: past the count budget
//! the statuses come alone; when the control stops the backbone, the cells
//! established by then are known and the others unknown; when it stops
//! even consistency, every cell is unknown.

use crate::Answer;
use blackbox::{Cell, Dims, Puzzle};
use blackbox_solve::{self as solve, CellStatus, Control, Deduced, Facts, Report, ReportPlan};
use num_bigint::BigUint;

/// What to deduce.
#[derive(Clone, Copy, Debug)]
pub struct DeduceRequest {
    /// Cubes the exact count (and so the shares) may use.
    pub count_budget: u64,
    /// Also seed 001's preprocessing view.
    pub preprocess: bool,
}

/// Solutions the deduction's report lists (it needs none; the solver
/// finds a few on its way).
const MAX_SOLUTIONS: usize = 10;

/// What was deduced.
#[derive(Debug)]
pub struct Deduction {
    /// The board's size.
    pub dims: Dims,
    /// The solver's report (its count and why it stopped; its deductions
    /// are in the fields below).
    pub report: Report,
    /// Per cell (row-major), `None` where unknown; `None` as a whole when
    /// no status was established.
    pub statuses: Option<Vec<Option<CellStatus>>>,
    /// The exact count and, per cell, the solutions with an atom there and
    /// their share, when counted.
    pub counted: Option<(BigUint, Vec<(BigUint, f64)>)>,
    /// Seed 001's preprocessing, when asked for.
    pub facts: Option<Facts>,
}

/// Deduces `puzzle` as `request` asks, within `control`.
pub fn deduce(puzzle: &Puzzle, request: &DeduceRequest, control: &Control) -> Deduction {
    let plan = ReportPlan {
        max_solutions: MAX_SOLUTIONS,
        count_budget: request.count_budget,
        deduce: true,
    };
    let mut report = solve::report(puzzle, plan, control);
    let (statuses, counted) = match report.deduced.take() {
        None => (None, None),
        Some(Deduced::Counted(d)) => (
            Some(d.cells.iter().map(|c| Some(c.status)).collect()),
            Some((
                d.count.clone(),
                (0..d.cells.len())
                    .map(|i| (d.cells[i].atoms.clone(), d.share(i)))
                    .collect(),
            )),
        ),
        Some(Deduced::Backbone(statuses)) => (Some(statuses.into_iter().map(Some).collect()), None),
        Some(Deduced::Partial(statuses)) => (Some(statuses), None),
    };
    Deduction {
        dims: puzzle.dims(),
        report,
        statuses,
        counted,
        facts: request.preprocess.then(|| Facts::of(puzzle)),
    }
}

/// The answer of `deduce --json` and `POST /api/deduce` (schema in
/// docs/solver.md).
#[derive(Debug, serde::Serialize)]
pub struct DeduceAnswer {
    /// Per cell, row by row.
    pub cells: Vec<CellAnswer>,
    /// Whether a board solves it (`None`: not decided in time).
    pub consistent: Option<bool>,
    /// The exact count (a decimal string), when counted.
    pub count: Option<String>,
    /// With preprocessing: its XOR pairs of cells.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub xor: Option<Vec<[Cell; 2]>>,
}

/// One cell of a [`DeduceAnswer`].
#[derive(Debug, serde::Serialize)]
pub struct CellAnswer {
    /// Solutions with an atom there (a decimal string), when counted.
    pub atoms: Option<String>,
    /// The cell, `[row, col]` from 1.
    pub cell: Cell,
    /// With preprocessing: `fixed`, `forbidden` or `open`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preprocess: Option<&'static str>,
    /// Its share of the solutions, when counted.
    pub share: Option<f64>,
    /// `atom`, `empty`, `open` or `unknown`; `None` when no status was
    /// established.
    pub status: Option<&'static str>,
}

/// A status as the JSON names it.
fn status_name(s: Option<CellStatus>) -> &'static str {
    match s {
        Some(CellStatus::Atom) => "atom",
        Some(CellStatus::Empty) => "empty",
        Some(CellStatus::Open) => "open",
        None => "unknown",
    }
}

/// A preprocessing status as the JSON names it.
fn known_name(k: CellStatus) -> &'static str {
    match k {
        CellStatus::Atom => "fixed",
        CellStatus::Empty => "forbidden",
        CellStatus::Open => "open",
    }
}

impl DeduceAnswer {
    /// The answer of `deduction`.
    pub fn of(deduction: &Deduction) -> DeduceAnswer {
        let facts = deduction.facts.as_ref();
        let cells = deduction
            .dims
            .all_cells()
            .enumerate()
            .map(|(i, cell)| {
                let share = deduction.counted.as_ref().map(|(_, s)| &s[i]);
                CellAnswer {
                    atoms: share.map(|s| s.0.to_string()),
                    cell,
                    preprocess: facts.map(|f| known_name(f.known(cell))),
                    share: share.map(|s| s.1),
                    status: deduction.statuses.as_ref().map(|s| status_name(s[i])),
                }
            })
            .collect();
        DeduceAnswer {
            cells,
            consistent: deduction.report.consistent,
            count: deduction.counted.as_ref().map(|(n, _)| n.to_string()),
            xor: facts.map(|f| f.xors().iter().map(|&(a, b)| [a, b]).collect()),
        }
    }
}

impl Answer for DeduceAnswer {
    const PRETTY: bool = true;
}
