//! The solver: consistency, every solution, exact counts and deductions for
//! a set of Black Box hints.
//!
//! Public front: the engines ([`Sat`], [`Brute`]) behind [`Engine`];
//! [`count`], [`count_within`], [`deduce`], [`report`] (the commands' entry point),
//! [`port_outcomes`], [`first_solution`], [`is_unique`] and [`uniqueness`];
//! [`explain`]; [`Explainer`] (why a cell is certain); [`Forcing`] (what a
//! few premises force, given known cells); seed 001's preprocessing ([`Facts`]); the encoding as
//! DIMACS ([`dimacs`], [`encoding_sizes`]).
//!
//! Private modules behind it:
//! - `preprocess`: seed 001's facts (forbidden cells, fixed and XOR atoms);
//! - `encode`: hints as CNF, linear in the board, exact (argued there);
//! - `reads`: the cells a ray reads on a board (what the search, the cubes
//!   and the split counts rest on);
//! - `search`: the incremental SAT search over solution boards;
//! - `cube`: cubes of solutions that share what the rays read, with
//!   binomial weights (port outcomes);
//! - `split`: exact counts and per-cell shares: the backbone fixed, the
//!   open cells split into parts that interact only through the atom
//!   count, each part counted by cubes, combined by generating functions —
//!   astronomically large counts are printed exactly;
//! - `unique`: deciding uniqueness with witnesses, without counting;
//! - `others`: whether a known answer stays the only board as results are
//!   left out, many questions in one incremental solver ([`OtherBoards`]:
//!   the puzzle generator's minimisation);
//! - `sparse`: the same decision by a conflict-driven search over partial
//!   boards with rays as paths (no SAT call), tried first in the report on
//!   boards up to 20x20 and on sparse boards up to 30x30;
//! - `partial`: rays walked on a partial board, as far as its decided
//!   cells take them;
//! - `report`: what the commands print, in the order users need it
//!   (consistent, unique, count, deductions), as far as a
//!   [`logic::Control`] and a cube budget allow;
//! - `brute`: seed 001's brute force, the baseline and the cross-check;
//! - `explain`: why hints cannot hold together, and which ray would tell
//!   several solutions apart;
//! - `forced`: which cells a few premises force once some cells are known
//!   (the puzzle generator's step-by-step solver asks it), by boards that
//!   rule cells out, the path search and the premises' solver;
//! - `why`: why a cell is certain: a minimal (where the budget allows,
//!   smallest) set of fired rays that forces it, found by the solver's
//!   cores and checked by the `sparse` search, with counter-boards and the
//!   rays' possible paths.
//!
//! Invariant: every board any of the entry points returns solves the puzzle
//! (its hints and its atom count); counts are exact.

#![warn(missing_docs)]

mod adaptive;
mod backbone;
mod brute;
mod cube;
mod encode;
mod explain;
mod forced;
mod moves;
mod others;
mod partial;
mod preprocess;
mod race;
mod reads;
mod report;
mod sample;
mod search;
mod sparse;
mod split;
mod unique;
mod walks;
mod why;

use blackbox::Board;
use blackbox::Cell;
use blackbox::Port;
use blackbox::Puzzle;
use blackbox::Response;
use cube::{for_each_cube, Weights};
use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};
use search::Search;
use std::collections::BTreeMap;

pub use adaptive::Adaptive;
pub use blackbox::CellStatus;
pub use brute::{boards_to_try_log10, Brute, BruteRun, BOARDS_PER_SECOND};
pub use encode::RaySize;
pub use explain::{
    explain, explain_within, ConflictHint, Explanation, Unexplained, CONFLICT_MAX_CLAUSES,
};
pub use forced::Forcing;
pub use logic::{Control, StopReason};
pub use others::OtherBoards;
pub use preprocess::Facts;
pub use report::{report, Count, Report, ReportPlan, Stop, MAX_COUNT_TABLE_BITS};
pub use sample::Sampler;
pub use unique::{decide as uniqueness, Uniqueness};
pub use why::{
    Answer, CellWhy, Check, Counter, Explainer, Forced, PossiblePath, Premise, Premises, Proof,
    RayPaths, Read, Size, WhyBudget, MAX_PATH_CUBES,
};

/// The counting internals the integration tests cross-check against brute
/// force (the split path with no quick whole-board cubes); not a stable API.
#[doc(hidden)]
pub mod internals {
    pub use crate::moves::{one_move_away, STEP as MOVE_STEP};
    pub use crate::sparse::decide as decide_by_paths;
    pub use crate::split::{backbone_of, split, Counted, Split};
    pub use crate::walks::{
        count as count_by_walks, outcomes as outcomes_by_walks, Budget as WalkBudget, Walked,
    };
}

/// The result of work under a control nobody else holds, which therefore is
/// never cancelled.
fn unbounded<T>(result: logic::Result<T>) -> T {
    result.expect("a control nobody holds is never cancelled")
}

/// What to ask an engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Query {
    /// List at most this many solutions.
    pub max_solutions: usize,
    /// Also count every solution exactly.
    pub count: bool,
}

/// What an engine found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Solutions {
    /// Up to `max_solutions` solutions, each verified by simulation.
    pub boards: Vec<Board>,
    /// The exact number of solutions, when asked for.
    pub count: Option<BigUint>,
}

/// A way of solving puzzles; the CLI and the tests switch between them.
pub trait Engine {
    /// The engine's name on the command line.
    fn name(&self) -> &'static str;
    /// Answers `query`, or `None` when the engine gives up (budget).
    fn solve(&self, puzzle: &Puzzle, query: Query) -> Option<Solutions>;
}

/// The SAT engine: boards from the incremental search, counts by splitting into independent parts (module `split`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sat;

impl Engine for Sat {
    fn name(&self) -> &'static str {
        "sat"
    }

    fn solve(&self, puzzle: &Puzzle, query: Query) -> Option<Solutions> {
        let mut search = Search::new(puzzle, &Control::new());
        let dims = puzzle.dims();
        let mut boards = Vec::new();
        while boards.len() < query.max_solutions {
            let Some(board) = unbounded(search.next_board()) else {
                break;
            };
            search.block(&board, dims.all_cells());
            boards.push(board);
        }
        let count = query.count.then(|| count(puzzle));
        Some(Solutions { boards, count })
    }
}

/// The exact number of boards that solve `puzzle`.
pub fn count(puzzle: &Puzzle) -> BigUint {
    unbounded(split::split(
        puzzle,
        false,
        None,
        split::QUICK_CUBES,
        &Control::new(),
    ))
    .exact()
    .expect("no budget to run out of")
    .count
}

/// [`count`], or `None` when it would take more than `cubes` cubes (see
/// module `split`): a deterministic cap for benchmarks and interactive use.
pub fn count_within(puzzle: &Puzzle, cubes: u64) -> Option<BigUint> {
    unbounded(split::split(
        puzzle,
        false,
        Some(cubes),
        split::QUICK_CUBES,
        &Control::new(),
    ))
    .exact()
    .map(|s| s.count)
}

/// Some board that solves `puzzle`, if any.
pub fn first_solution(puzzle: &Puzzle) -> Option<Board> {
    unbounded(Search::new(puzzle, &Control::new()).next_board())
}

/// [`uniqueness`] under `control`: `Err(Error::Interrupted)` once it is
/// cancelled.
pub fn uniqueness_within(puzzle: &Puzzle, control: &Control) -> logic::Result<Uniqueness> {
    unique::decide_in(&mut Search::new(puzzle, control), puzzle)
}

/// Whether exactly one board solves `puzzle` (decided by [`uniqueness`]).
pub fn is_unique(puzzle: &Puzzle) -> bool {
    matches!(unique::decide(puzzle), Uniqueness::Unique(_))
}

/// For an unfired (or fired) `port`: each response it can give on a board
/// solving `puzzle`, with the exact number of such boards. Responses that no
/// solution gives are left out; the counts add up to [`count`].
pub fn port_outcomes(puzzle: &Puzzle, port: Port) -> Vec<(Response, BigUint)> {
    unbounded(port_outcomes_within(puzzle, port, &Control::new()))
}

/// [`port_outcomes`], or `Err(Error::Interrupted)` once `control` is
/// cancelled. Two engines race on two threads, each under a child of
/// `control`, and the first to finish stops the other: the SAT cubes, and
/// the cube walks of module `walks` (no SAT call; much quicker on small
/// boards with few rays fired, where the SAT cubes are many).
pub fn port_outcomes_within(
    puzzle: &Puzzle,
    port: Port,
    control: &Control,
) -> logic::Result<Vec<(Response, BigUint)>> {
    let (counted, walked) = race::race(
        control,
        |c| walks::outcomes(puzzle, port, walks::Budget::UNBOUNDED, c),
        |c| outcomes_by_cubes(puzzle, port, c),
        |_| false,
    );
    walked.map_or(counted, Ok)
}

/// [`port_outcomes_within`] by SAT cubes alone.
fn outcomes_by_cubes(
    puzzle: &Puzzle,
    port: Port,
    control: &Control,
) -> logic::Result<Vec<(Response, BigUint)>> {
    let mut weights = Weights::new(puzzle);
    let mut by_response: BTreeMap<Response, BigUint> = BTreeMap::new();
    for_each_cube(puzzle, Some(port), control, |cube| {
        let response = cube.board.response(port, puzzle.rules());
        *by_response.entry(response).or_default() += weights.of(cube);
        true
    })?;
    Ok(by_response.into_iter().collect())
}

/// One cell's deduction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellDeduction {
    /// The cell.
    pub cell: Cell,
    /// Certain atom, certain empty, or open.
    pub status: CellStatus,
    /// The exact number of solutions with an atom in this cell.
    pub atoms: BigUint,
}

/// The backbone of a puzzle with each cell's share of the solutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deduction {
    /// The exact number of solutions (0: inconsistent, every cell open).
    pub count: BigUint,
    /// Every cell, row-major.
    pub cells: Vec<CellDeduction>,
}

impl Deduction {
    /// The fraction of solutions with an atom in the cell with row-major
    /// index `i` (0 when there are no solutions).
    pub fn share(&self, i: usize) -> f64 {
        if self.count.is_zero() {
            return 0.0;
        }
        ratio(&self.cells[i].atoms, &self.count)
    }
}

/// `a / b` as `f64`, exact enough for shares even for huge integers.
pub fn ratio(a: &BigUint, b: &BigUint) -> f64 {
    let shift = b.bits().saturating_sub(60);
    let (a, b) = (a >> shift, b >> shift);
    a.to_f64().unwrap_or(0.0) / b.to_f64().unwrap_or(1.0)
}

/// Every cell's status and its exact share of the solutions.
pub fn deduce(puzzle: &Puzzle) -> Deduction {
    let found = unbounded(split::split(
        puzzle,
        true,
        None,
        split::QUICK_CUBES,
        &Control::new(),
    ));
    deduction(puzzle, found.exact().expect("no budget to run out of"))
}

/// What a [`Report`] could establish about the cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deduced {
    /// Counted within the budget: statuses and exact shares.
    Counted(Deduction),
    /// The count ran out of its budget (so there are several solutions):
    /// each row-major cell's status from the backbone, without shares.
    Backbone(Vec<CellStatus>),
    /// Cancelled while finding the backbone (there are several
    /// solutions): per row-major cell `Some(status)` where established by
    /// then (proven atom or empty, or open because two solutions differ
    /// there), `None` where unknown.
    Partial(Vec<Option<CellStatus>>),
}

/// A split count as per-cell statuses and atom tallies.
fn deduction(puzzle: &Puzzle, found: split::Split) -> Deduction {
    let split::Split { count, atoms, .. } = found;
    deduction_of(puzzle, count, atoms)
}

/// Per-cell statuses from the count and each row-major cell's atom tally.
fn deduction_of(puzzle: &Puzzle, count: BigUint, atoms: Vec<BigUint>) -> Deduction {
    let cells = puzzle
        .dims()
        .all_cells()
        .zip(atoms)
        .map(|(cell, atoms)| {
            let status = if count.is_zero() {
                CellStatus::Open
            } else if atoms == count {
                CellStatus::Atom
            } else if atoms.is_zero() {
                CellStatus::Empty
            } else {
                CellStatus::Open
            };
            CellDeduction {
                cell,
                status,
                atoms,
            }
        })
        .collect();
    Deduction { count, cells }
}

/// An upper estimate of the complete encoding of a puzzle (what [`dimacs`]
/// writes), computed without building it, so that a caller can refuse a job
/// that would not fit in memory before starting it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EncodingEstimate {
    /// Clauses: every hinted port's ray can reach each of the four headings
    /// in every cell, with up to 5 (`CLAUSES_PER_STATE`) clauses each, plus
    /// the atom count's.
    pub clauses: u64,
    /// Peak memory to build and print them (100 bytes each, `BYTES_PER_CLAUSE`).
    pub bytes: u64,
}

/// Clauses per ray state in [`EncodingEstimate`]. Measured (`encode
/// --dimacs`, full feedback): 30x30/90 1.14 M clauses for 120 rays (3.6 per
/// reachable state bound); 100x100/1000 66 M for 400 rays (4.1).
const CLAUSES_PER_STATE: u64 = 5;

/// Bytes of peak memory per clause in [`EncodingEstimate`]. Measured: 87 on
/// 30x30/90 (99 MB peak for 1.14 M clauses: the clause lists and the text).
const BYTES_PER_CLAUSE: u64 = 100;

/// The [`EncodingEstimate`] of `puzzle`.
pub fn encoding_estimate(puzzle: &Puzzle) -> EncodingEstimate {
    let dims = puzzle.dims();
    let rays = dims
        .all_ports()
        .filter(|&p| puzzle.hint(p).is_some())
        .count() as u64;
    let cells = dims.cells() as u64;
    // The atom count's totalizer capped at `cap` outputs: under
    // `2.5 · cells · cap` clauses (`cap²` per node near the top of the tree,
    // `size²/4` below), on the atoms or on the empty cells, whichever needs
    // the smaller cap (`logic::between`); none when every number is allowed.
    let (lo, hi) = (puzzle.atoms().min(), puzzle.atoms().max(dims.cells()));
    let (n, hi) = (dims.cells(), hi.min(dims.cells()));
    let cap = lo.max(hi + 1).min((n - hi).max(n.saturating_sub(lo) + 1)) as u64;
    let counter = if lo == 0 && hi >= dims.cells() {
        0
    } else {
        3 * cells * (cap + 1)
    };
    let clauses = rays * 4 * cells * CLAUSES_PER_STATE + counter;
    EncodingEstimate {
        clauses,
        bytes: clauses * BYTES_PER_CLAUSE,
    }
}

/// The size of each ray's part of the encoding of `puzzle`.
pub fn encoding_sizes(puzzle: &Puzzle) -> Vec<RaySize> {
    let mut cnf = logic::Cnf::new();
    encode::Encoder::new(puzzle, true)
        .encode_all(&mut cnf, &Control::new())
        .expect("a fresh control is never cancelled")
}

/// The encoding of `puzzle`, for DIMACS ([`logic::Cnf::write_dimacs`]):
/// variable `i + 1` is the cell with row-major index `i`, which people
/// number `(r, c)` from 1: variable `(r - 1) * C + c` (the first comment
/// line says so; the others give each ray's size). `None` when `control`
/// stops it; it is polled before each ray, so a stop comes within one
/// ray's encoding (check [`encoding_estimate`] first: the whole encoding
/// is held in memory).
pub fn dimacs(puzzle: &Puzzle, control: &Control) -> Option<logic::Cnf> {
    let mut cnf = logic::Cnf::new();
    let dims = puzzle.dims();
    cnf.add_comment(&format!(
        "blackbox {dims} board, atoms {}: variable (r-1)*{}+c is cell (r, c), numbered from 1",
        puzzle.atoms(),
        dims.cols()
    ));
    for size in encode::Encoder::new(puzzle, true).encode_all(&mut cnf, control)? {
        cnf.add_comment(&format!(
            "ray from port {}: {} state variables, {} clauses",
            size.port, size.vars, size.clauses
        ));
    }
    Some(cnf)
}
