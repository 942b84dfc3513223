//! `experiment optimum`: the least expected score of one game over every
//! board, proven by the lab's branch and bound (`blackbox_lab::optimum`),
//! with the optimal strategy as a decision tree; or, stopped by its time
//! limit or memory budget, the lower bound it proved and the best strategy
//! it found (its exact score, and its tree).
//!
//! Invariants: the search's memo comes from and goes to the front end's
//! [`MemoStore`] (resumed when it holds one, saved at each checkpoint and
//! at the end, finished or not); a job whose fixed part (the boards and
//! their symmetries) exceeds the memory budget is refused before it starts,
//! with the estimate.

use super::{ensure_fits, model_error};
use crate::progress::Reporter;
use crate::Result;
use blackbox::{binomial, Dims, Rules};
use blackbox_lab::{self as lab, DecisionTree, OptimumOptions, Status, Universe};
use blackbox_solve::Control;
use logic::MemoryBudget;
use serde::Serialize;

/// The search to run.
#[derive(Clone, Debug)]
pub struct OptimumRequest {
    /// The board size.
    pub dims: Dims,
    /// Atoms per board.
    pub atoms: usize,
    /// The rules rays follow.
    pub rules: Rules,
    /// Each test of the search raises its target by at least this many
    /// points per board.
    pub step: f64,
    /// Sets expanded between two saves of the memo (0: only at the end).
    pub checkpoint_every: u64,
}

/// Where the search's memo is kept between runs (the front end's file).
pub trait MemoStore {
    /// The memo saved by an earlier run, if any.
    fn load(&self) -> Result<Option<Vec<u8>>>;
    /// Keeps `memo` (replacing the one kept).
    fn save(&self, memo: &[u8]) -> Result<()>;
}

/// A store that keeps nothing: the search starts afresh and its memo is
/// dropped.
pub struct NoStore;

impl MemoStore for NoStore {
    fn load(&self) -> Result<Option<Vec<u8>>> {
        Ok(None)
    }

    fn save(&self, _: &[u8]) -> Result<()> {
        Ok(())
    }
}

/// The phases of a search, in order: what was under way when it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Listing every board and its full feedback.
    Boards,
    /// Building the symmetries' board maps.
    SymmetryTables,
    /// The branch and bound itself.
    Search,
}

impl Phase {
    /// The phase in words.
    pub fn describe(self) -> &'static str {
        match self {
            Phase::Boards => "listing the boards",
            Phase::SymmetryTables => "building the symmetry tables",
            Phase::Search => "searching",
        }
    }
}

/// What the search found, as `--json` prints it.
#[derive(Clone, Debug, Serialize)]
pub struct OptimumReport {
    /// `6x6`.
    pub size: String,
    /// Atoms.
    pub atoms: usize,
    /// The boards, all equally likely.
    pub boards: u64,
    /// The least expected score, when proven (`optimum_total / boards`).
    pub optimum: Option<f64>,
    /// Its exact total over the boards.
    pub optimum_total: Option<u64>,
    /// The expected score proven not to be beaten (the optimum itself when
    /// found).
    pub lower_bound: f64,
    /// Its total over the boards.
    pub lower_bound_total: u64,
    /// The expected score of the best strategy found (the optimum itself
    /// when found), replayed over every board; null when none was found.
    pub best_found: Option<f64>,
    /// Its total over the boards.
    pub best_found_total: Option<u64>,
    /// `time-limit` or `memory` when the search stopped short.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<&'static str>,
    /// The phase under way when it stopped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_in: Option<Phase>,
    /// Candidate sets the search expanded in this run.
    pub sets: u64,
    /// Sets the memo holds.
    pub memo_entries: usize,
    /// The memo's size, MB (estimated).
    pub memo_mb: f64,
    /// Decisions of the tree of the best strategy found.
    pub tree_nodes: Option<usize>,
}

/// The report and the tree of the best strategy found.
pub struct OptimumRun {
    /// What was found.
    pub report: OptimumReport,
    /// The best strategy found (the optimal one when the optimum is
    /// proven), replayed over every board.
    pub tree: Option<DecisionTree>,
}

/// The bytes of the boards and the search's tables for `dims`/`atoms`.
pub fn fixed_bytes(dims: Dims, atoms: usize) -> (u64, u64) {
    let boards = binomial(dims.cells() as u64, atoms as u64).unwrap_or(u64::MAX);
    let universe = lab::memory::universe_bytes(boards, dims.ports(), atoms);
    let search = lab::search_bytes(boards, dims.is_square());
    (boards, universe.saturating_add(search))
}

/// The report of a search stopped before it began (while listing the
/// boards or building the symmetry tables): nothing proven.
fn stopped_early(dims: Dims, atoms: usize, boards: u64, phase: Phase) -> OptimumRun {
    OptimumRun {
        report: OptimumReport {
            size: dims.to_string(),
            atoms,
            boards,
            optimum: None,
            optimum_total: None,
            lower_bound: 0.0,
            lower_bound_total: 0,
            best_found: None,
            best_found_total: None,
            stopped: Some("time-limit"),
            stopped_in: Some(phase),
            sets: 0,
            memo_entries: 0,
            memo_mb: 0.0,
            tree_nodes: None,
        },
        tree: None,
    }
}

/// Searches the optimum of `request` with at most `budget` bytes (the
/// boards, the tables and the memo), resuming from and saving to `store`;
/// `on_status` hears of each new proven bound.
pub fn optimum(
    request: &OptimumRequest,
    budget: MemoryBudget,
    store: &dyn MemoStore,
    progress: &dyn Reporter,
    on_status: &mut dyn FnMut(&Status),
    control: &Control,
) -> Result<OptimumRun> {
    let (dims, k) = (request.dims, request.atoms);
    let (boards, fixed) = fixed_bytes(dims, k);
    ensure_fits(&format!("the optimum of {dims}/{k}"), boards, fixed, budget)?;
    let universe = {
        let stage = progress.stage(boards, &format!("boards {dims}/{k}"));
        Universe::new(dims, k, request.rules, &|n| stage.advance(n), control)
    };
    let u = match universe {
        Err(blackbox::Error::Interrupted) => {
            return Ok(stopped_early(dims, k, boards, Phase::Boards))
        }
        u => u.map_err(model_error)?,
    };
    // The symmetry tables: a pass over every board per symmetry, shown and
    // bounded by the time limit like the listing before it.
    let tables = {
        let stage = progress.stage(
            lab::Symmetries::work(&u),
            &format!("symmetry tables {dims}/{k}"),
        );
        lab::Symmetries::new(&u, &|n| stage.advance(n), control)
    };
    let sym = match tables {
        Err(blackbox::Error::Interrupted) => {
            return Ok(stopped_early(dims, k, boards, Phase::SymmetryTables))
        }
        sym => sym.map_err(model_error)?,
    };
    let resume = store.load()?;
    let options = OptimumOptions {
        step: request.step,
        memory_budget: budget.bytes - fixed,
        checkpoint_every: request.checkpoint_every,
    };
    let _stage = progress.stage(0, &format!("optimum {dims}/{k}"));
    let mut saved = Ok(());
    let mut checkpoint = |memo: &[u8]| {
        if saved.is_ok() {
            saved = store.save(memo);
        }
    };
    let found = lab::optimum(
        &u,
        sym,
        resume.as_deref(),
        &options,
        on_status,
        &mut checkpoint,
        control,
    )
    .map_err(model_error)?;
    saved?;
    store.save(&found.memo)?;
    let s = found.status;
    let per_board = |total: u64| total as f64 / boards as f64;
    Ok(OptimumRun {
        report: OptimumReport {
            size: dims.to_string(),
            atoms: k,
            boards,
            optimum: found.value.map(per_board),
            optimum_total: found.value,
            lower_bound: per_board(s.lower),
            lower_bound_total: s.lower,
            best_found: found.tree_total.map(per_board),
            best_found_total: found.tree_total,
            stopped: found.stopped.map(|why| match why {
                lab::OptimumStop::Cancelled => "time-limit",
                lab::OptimumStop::Memory => "memory",
            }),
            stopped_in: found.stopped.map(|_| Phase::Search),
            sets: s.sets,
            memo_entries: s.memo_entries,
            memo_mb: s.memo_bytes as f64 / (1 << 20) as f64,
            tree_nodes: found.tree.as_ref().map(|t| t.root.nodes()),
        },
        tree: found.tree,
    })
}
