//! First solution and uniqueness by a search over partial boards, with
//! rays as paths (no SAT call): conflict-driven, with the rays' walks as
//! the propagator and clauses over cells learnt from their conflicts.
//!
//! **State.** A partial board ([`super::partial`]: each cell atom, empty or
//! open) starting from seed 001's facts ([`Facts`]), a trail of the
//! decided cells by decision level, and per hinted port (both ends of an
//! exit pair) the state where its ray's walk stopped: ended (as its hint
//! says), or waiting for one open cell. Each ray keeps the decided cells
//! its walk consulted ([`Partial::walk_reading`]): where it stands depends
//! on their values alone.
//!
//! **Propagation**, to a fixpoint after every decision, each implied value
//! with a *reason*: a clause over cells that the current values make
//! unit (every other literal false):
//! - the learnt clauses, by two watched literals;
//! - every ray whose waited-for cell is decided is walked on; an ending
//!   its hint does not allow is a conflict whose clause negates the cells
//!   the walk consulted;
//! - the atom count: at the largest allowed number every cell a ray waits
//!   for is empty (reason: the atoms), at the smallest (the open cells just
//!   enough) every such cell holds an atom (reason: the empty cells);
//! - every waiting ray is *probed*: its cell set to each value in turn and
//!   the ray walked on until it needs another open cell or ends; a value
//!   that ends it against its hint forces the other value (reason: the
//!   cells both walks consulted), both doing so is a conflict. Once these
//!   quick probes force nothing more, one round probes deeper: a search
//!   over the values of the open cells the ray meets next ([`REACH_STEPS`]
//!   at most, past which the value is kept); a refutation's reason is
//!   every decided cell that search consulted;
//! - the *atom bound*: a waiting ray that ends against its hint on the
//!   *empty completion* (every open cell empty) needs an atom among the
//!   open cells that walk consults (else it would walk so); rays whose such
//!   cells are disjoint need that many atoms more. Past the largest allowed
//!   number that is a conflict (reason: the atoms, and the cells those rays
//!   consulted); at it, every cell a ray waits for outside those sets is
//!   empty. On sparse boards this is most of the pruning: a search that
//!   explains rays with wrong atoms runs out of atoms.
//!
//! **Conflicts** are analysed to the first unique implication point, as in
//! CDCL SAT solvers: the learnt clause is a resolvent of reasons, so every
//! solution satisfies it; the search jumps back to the level where it
//! becomes unit (a wrong early decision is undone as soon as a conflict
//! below it is traced to it, not after every decision in between has been
//! tried both ways). Rays whose consulted cells were undone step back to
//! their last stop before them.
//!
//! **Branching** places the atom that explains most rays: for every ray
//! that ends against its hint on the empty completion, each open cell that
//! walk consults is tried as the one atom, and a cell scores for every ray
//! it alone makes end as its hint says (on alternate restarts each ray's
//! score is shared among its explaining cells, so a ray with one
//! explanation counts most); ties by activity (bumped for the cells of
//! each conflict's analysis, decaying); after the first restart the scores
//! get a little deterministic noise ([`NOISE`]). When no single atom explains a
//! ray, the open cell some ray waits for with the highest activity (ties:
//! the most rays waiting) takes the value it last had, empty at first. On
//! a sparse board most cells are empty and a ray's explanation with the
//! fewest atoms is usually the right one; when every ray ends as its hint
//! says on the empty completion, the empty decisions lead straight to a
//! leaf. Restarts follow the Luby sequence ([`RESTART_UNIT`] conflicts);
//! the learnt clauses are halved at a restart when there are more than
//! [`KEEP_LEARNT`], keeping those over the fewest levels; clauses are
//! minimised as in MiniSat.
//!
//! **A thorough search**, for big sparse boards ([`SPARSE_CELLS_PER_ATOM`]),
//! adds two more, which cost more than they save on denser or smaller
//! boards: every open cell is probed at the
//! root (set to each value and propagated; a conflict is learnt from, so
//! the other value becomes a root fact), and on two restarts in four an
//! atom decision looks ahead: the [`LOOK_AHEAD`] best-scoring atoms are
//! each placed and propagated, and the one leaving the fewest atoms needed
//! (placed plus the atom bound) is chosen (a conflict on the way is learnt
//! from instead). Measured on the 11 boards 30x30/30 of docs/solver.md,
//! each of the two heuristics, and both weightings, decides a different
//! subset; alternating them over restarts decides most.
//!
//! **Leaves.** A node where no ray waits is a cube of [`super::cube`]'s
//! kind: every completion of the open cells with an allowed atom number
//! solves the puzzle (each ray reads only decided cells, by the walk's
//! invariant). The first leaf gives the first solution; when its cube holds
//! a second one, or one atom of it can be moved nearby so that the board
//! still solves the puzzle ([`one_move_away`]: on sparse boards the second
//! solution is usually such a neighbour, and the search below took most of
//! the time on most boards), the puzzle has several. Otherwise the decided cells
//! (above level 0) are blocked with one clause and the search goes on from
//! the root: a leaf that satisfies that clause holds solutions that differ
//! from the first; one that does not yet is decided on further (a cell of
//! the clause set against the first solution). A conflict at level 0 is a
//! proof that no (further) solution exists: every clause is a consequence
//! of the hints, the atom count and the blocking clause, which excludes the
//! first solution alone.
//!
//! **Two searches**, on big sparse boards: the thorough search runs twice,
//! on two threads ([`portfolio`]), the second alternating the other way
//! (its first descents weigh explanations alike and do not look ahead)
//! with the noise from its first descent, from another stream. Each
//! decides boards the other does not within 30 s (30x30/30 seeds 12, 36,
//! 42 for the second, 28 for the first).
//!
//! Bounds: the probes (each a walk, a probe or a reach search) are at most
//! the caller's budget (beyond it the search gives up: `Ok(None)`, a bound
//! that does not depend on the machine, so neither does the answer), and
//! the search polls a [`Control`] every [`POLL_EVERY`] probes. Invariant:
//! every board returned solves the puzzle (checked by simulation).

use super::moves::one_move_away;
use super::partial::{Partial, State, Walk, ATOM, EMPTY, OPEN};
use super::preprocess::{Facts, Known};
use super::search::fill_free;
use super::unique::{cube_sibling, Uniqueness};
use blackbox::{Board, Cell, Ending, Port, Puzzle};
use logic::{Control, Result};
use std::sync::atomic::{AtomicU64, Ordering};

mod analysis;
mod branching;
mod clauses;
mod portfolio;
mod rays;
mod search;

/// Probes between two polls of the [`Control`].
const POLL_EVERY: u64 = 64;

/// Most open cells one reach search of a probe decides.
const REACH_STEPS: usize = 64;

/// Conflicts per unit of the Luby restart sequence (on the 11 30x30/30
/// boards of docs/solver.md, before the look-ahead: 32 decided 8 within
/// 2.1 s where 64 took up to 8.8 s and 256 decided 6 within 15 s).
const RESTART_UNIT: u64 = 32;

/// Boards with at least this many cells per allowed atom are *sparse*:
/// worth a thorough search when big (module doc).
pub(crate) const SPARSE_CELLS_PER_ATOM: usize = 20;

/// How many of the best-explaining atoms a look-ahead tries.
const LOOK_AHEAD: usize = 4;

/// After the first restart, each atom's score is multiplied by a factor
/// drawn from `[1, 1 + NOISE)` (deterministic pseudo-random numbers), so
/// that restarts try other explanations. Measured on 33 boards 30x30/30
/// (seeds 1–33, in-process, 10 s each): 28 decided, against 25 without.
const NOISE: f64 = 0.3;

/// Learnt clauses kept before a restart halves them.
const KEEP_LEARNT: usize = 4000;

/// A literal: "cell `l >> 1` holds an atom" when `l & 1`, else "… is empty".
type Lit = u32;

/// The literal "`cell` holds an atom" (`atom`) or "`cell` is empty".
#[inline]
fn lit(cell: usize, atom: bool) -> Lit {
    ((cell as u32) << 1) | u32::from(atom)
}

/// The cell of a literal.
#[inline]
fn cell_of(l: Lit) -> usize {
    (l >> 1) as usize
}

/// Where one hinted port's ray stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// Ended as its hint says, on every completion.
    Done,
    /// Waits at this state for this open cell (row-major index;
    /// `usize::MAX`: not walked from this state yet).
    Waits(State, usize),
}

/// One ray's walk so far.
#[derive(Debug, Clone)]
struct Ray {
    port: Port,
    status: Status,
    /// The decided cells the walk consulted, in order.
    reads: Vec<usize>,
    /// Each stop of the walk: how many reads it had made, and its state.
    stops: Vec<(usize, State)>,
    /// The latest trail position among `reads` (0 when none).
    latest: usize,
}

/// A waiting ray that ends against its hint on the *empty completion*
/// (every open cell empty): it needs an atom among the open cells that
/// walk consults.
#[derive(Debug, Clone)]
struct Need {
    /// Those open cells (each once, by index), each with the state the walk
    /// first consults it from.
    open: Vec<(usize, State)>,
    /// The ray.
    ray: usize,
    /// The decided cells the walk consults (the reason, with the ray's
    /// reads).
    decided: Vec<usize>,
}

/// A learnt clause (or the blocking clause): its first two literals are
/// watched.
#[derive(Debug, Clone)]
struct Clause {
    lits: Vec<Lit>,
    /// Distinct decision levels among its literals when learnt.
    lbd: usize,
    /// The blocking clause is never dropped.
    keep: bool,
}

/// What a look-ahead found.
enum Look {
    /// Decide this cell an atom.
    Best(usize),
    /// A conflict was learnt from (and a further one met, if `Some`).
    Learnt(Option<Vec<Lit>>),
    /// The search is over: exhausted.
    Done(Uniqueness),
    /// Over the budget.
    Over,
}

/// What a leaf settled.
enum Leaf {
    /// The verdict.
    Done(Uniqueness),
    /// Decide this cell so (the blocking clause is not yet satisfied).
    Decide(usize, u8),
    /// Blocked the first solution and restarted; a conflict at the root
    /// when `Some`.
    Blocked(Option<Vec<Lit>>),
}

/// The search's state for one puzzle.
struct Sparse<'a> {
    puzzle: &'a Puzzle,
    board: Partial,
    rays: Vec<Ray>,
    /// Per cell: its decision level, trail position, reason (the implied
    /// literal first), activity, last value, and scratch marks.
    level: Vec<usize>,
    pos: Vec<usize>,
    reason: Vec<Vec<Lit>>,
    activity: Vec<f64>,
    phase: Vec<u8>,
    seen: Vec<bool>,
    mark: Vec<u32>,
    stamp: u32,
    bump: f64,
    /// The decided cells in order, the trail length at each decision, and
    /// how far the clauses have been propagated.
    trail: Vec<usize>,
    levels: Vec<usize>,
    qhead: usize,
    clauses: Vec<Clause>,
    /// The candidates of the last [`Sparse::explaining_atom`], best first.
    ranked: Vec<usize>,
    /// Per literal, the clauses watching it.
    watches: Vec<Vec<usize>>,
    block: Option<Vec<Lit>>,
    atoms: usize,
    open: usize,
    lo: usize,
    hi: usize,
    found: Vec<Board>,
    probes: u64,
    /// Most probes; past it `over` is set and the search gives up. Another
    /// search of a [`portfolio`] lowers it once it has its verdict.
    limit: &'a AtomicU64,
    over: bool,
    conflicts: u64,
    restarts: u32,
    next_restart: u64,
    /// Probe the root and look ahead (a sparse board).
    thorough: bool,
    /// Counts the changes of the board (decisions and undos), so that
    /// `needs_cache` knows whether it is current.
    changes: u64,
    needs_cache: Option<(u64, Vec<Need>)>,
    /// Scratch lists of the cells a probe's two walks consult.
    probe_reads: [Vec<usize>; 2],
    /// The state of [`Sparse::random`].
    rng: u64,
    /// Which search of a [`portfolio`] (0: the first): shifts the restarts'
    /// alternation by this many and seeds [`Sparse::random`].
    variant: u32,
    /// Per cell, scratch scores of [`Sparse::explaining_atom`] (all 0
    /// between calls).
    tally: Vec<f64>,
    /// Stop at the first leaf ([`board_with`]).
    first_only: bool,
    control: &'a Control,
}

/// Whether `puzzle`'s board is sparse ([`SPARSE_CELLS_PER_ATOM`]).
pub(crate) fn is_sparse(puzzle: &Puzzle) -> bool {
    let cells = puzzle.dims().cells();
    puzzle
        .atoms()
        .max(cells)
        .saturating_mul(SPARSE_CELLS_PER_ATOM)
        <= cells
}

/// Decides whether `puzzle` has no, one or several solutions, with
/// witnesses (see the module doc), probing the root and looking ahead
/// when `thorough` (for big sparse boards: `is_sparse`; on 20x20 with 13
/// atoms it doubled the time, to 1–19 ms). `Ok(None)` when the search needs
/// more than `probes` probes; `Err(Error::Interrupted)` once `control` is
/// cancelled.
pub fn decide(
    puzzle: &Puzzle,
    probes: u64,
    thorough: bool,
    control: &Control,
) -> Result<Option<Uniqueness>> {
    control.check()?;
    if thorough {
        return portfolio::decide(puzzle, probes, control);
    }
    let limit = AtomicU64::new(probes);
    let Some(mut s) = Sparse::new(puzzle, &limit, false, 0, control) else {
        return Ok(Some(Uniqueness::Inconsistent));
    };
    s.run()
}

/// Some board solving `puzzle` whose cells of `fixed` (row-major index,
/// atom?) hold the values given, or `Ok(Some(None))` when none does: the
/// same search, with those cells decided at the root like seed 001's
/// facts, stopped at its first leaf (no second solution is looked for).
/// `Ok(None)` when it needs more than `probes` probes;
/// `Err(Error::Interrupted)` once `control` is cancelled. The board
/// solves `puzzle` (checked by simulation at the leaf) and keeps the root's
/// cells.
pub(crate) fn board_with(
    puzzle: &Puzzle,
    fixed: &[(usize, bool)],
    probes: u64,
    control: &Control,
) -> Result<Option<Option<Board>>> {
    control.check()?;
    let limit = AtomicU64::new(probes);
    let Some(mut s) = Sparse::new(puzzle, &limit, false, 0, control) else {
        return Ok(Some(None));
    };
    for &(cell, atom) in fixed {
        let value = if atom { ATOM } else { EMPTY };
        match s.board.values[cell] {
            OPEN => s.assign(cell, value, vec![lit(cell, atom)]),
            v if v == value => {}
            _ => return Ok(Some(None)),
        }
    }
    if s.atoms > s.hi || s.atoms + s.open < s.lo {
        return Ok(Some(None));
    }
    s.first_only = true;
    Ok(s.run()?.map(|verdict| match verdict {
        Uniqueness::Inconsistent => None,
        Uniqueness::Unique(board) | Uniqueness::Several(board, _) => Some(board),
    }))
}
