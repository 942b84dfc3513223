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

mod portfolio;

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
fn lit(cell: usize, atom: bool) -> Lit {
    ((cell as u32) << 1) | u32::from(atom)
}

/// The cell of a literal.
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

/// The `i`-th term (from 0) of the Luby sequence 1 1 2 1 1 2 4 …
fn luby(mut i: u64) -> u64 {
    let (mut size, mut seq) = (1u64, 0u32);
    while size < i + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1 << seq
}

impl<'a> Sparse<'a> {
    /// The root: seed 001's facts decided at level 0 (their XOR atoms as
    /// clauses), every ray before its entry. `None` when the facts already
    /// contradict each other.
    fn new(
        puzzle: &'a Puzzle,
        limit: &'a AtomicU64,
        thorough: bool,
        variant: u32,
        control: &'a Control,
    ) -> Option<Self> {
        let dims = puzzle.dims();
        let facts = Facts::of(puzzle);
        if facts.contradiction() {
            return None;
        }
        let n = dims.cells();
        let rays = puzzle
            .hints()
            .map(|(port, _)| {
                let (pos, dir) = dims.entry(port);
                let entry = State {
                    pos,
                    dir,
                    entry: true,
                };
                Ray {
                    port,
                    status: Status::Waits(entry, usize::MAX),
                    reads: Vec::new(),
                    stops: vec![(0, entry)],
                    latest: 0,
                }
            })
            .collect();
        let mut s = Sparse {
            puzzle,
            board: Partial::new(dims, puzzle.rules()),
            rays,
            level: vec![0; n],
            pos: vec![0; n],
            reason: vec![Vec::new(); n],
            activity: vec![0.0; n],
            phase: vec![EMPTY; n],
            seen: vec![false; n],
            mark: vec![0; n],
            stamp: 0,
            bump: 1.0,
            trail: Vec::new(),
            levels: Vec::new(),
            qhead: 0,
            clauses: Vec::new(),
            ranked: Vec::new(),
            watches: vec![Vec::new(); 2 * n],
            block: None,
            atoms: 0,
            open: n,
            lo: puzzle.atoms().min(),
            hi: puzzle.atoms().max(n),
            found: Vec::new(),
            probes: 0,
            limit,
            over: false,
            conflicts: 0,
            restarts: 0,
            next_restart: RESTART_UNIT,
            thorough,
            probe_reads: [Vec::new(), Vec::new()],
            changes: 0,
            needs_cache: None,
            rng: 0x9E37_79B9_7F4A_7C15 ^ u64::from(variant).wrapping_mul(0x1234_5678_9ABC_DEF1),
            variant,
            tally: vec![0.0; n],
            first_only: false,
            control,
        };
        for (i, cell) in dims.all_cells().enumerate() {
            match facts.known(cell) {
                Known::Atom => s.assign(i, ATOM, vec![lit(i, true)]),
                Known::Empty => s.assign(i, EMPTY, vec![lit(i, false)]),
                Known::Open => {}
            }
        }
        if s.atoms > s.hi || s.atoms + s.open < s.lo {
            return None;
        }
        for &(a, b) in facts.xors() {
            let (a, b) = (dims.index(a), dims.index(b));
            for atom in [true, false] {
                // Preprocessing resolves a pair with one side known.
                let (x, y) = (lit(a, atom), lit(b, atom));
                match (s.value(x), s.value(y)) {
                    (None, None) => s.add_clause(vec![x, y], 0, true),
                    (Some(false), Some(false)) => return None,
                    _ => {}
                }
            }
        }
        Some(s)
    }

    /// Whether literal `l` holds: `None` while its cell is open.
    fn value(&self, l: Lit) -> Option<bool> {
        match self.board.values[cell_of(l)] {
            OPEN => None,
            v => Some((v == ATOM) == (l & 1 == 1)),
        }
    }

    /// The literal that is false now because `cell` is decided.
    fn false_lit(&self, cell: usize) -> Lit {
        lit(cell, self.board.values[cell] != ATOM)
    }

    /// The current decision level.
    fn decision_level(&self) -> usize {
        self.levels.len()
    }

    /// Whether `ending` is what the hint of ray `r` says.
    fn allowed(&self, r: usize, ending: Ending) -> bool {
        let port = self.rays[r].port;
        self.puzzle.hint(port) == Some(ending.response(port, self.puzzle.rules()))
    }

    /// Decides the cell of `reason[0]` as that literal says, at the current
    /// level (no checks).
    fn assign(&mut self, cell: usize, value: u8, reason: Vec<Lit>) {
        self.changes += 1;
        self.board.values[cell] = value;
        self.atoms += usize::from(value == ATOM);
        self.open -= 1;
        self.level[cell] = self.decision_level();
        self.pos[cell] = self.trail.len();
        self.trail.push(cell);
        self.reason[cell] = reason;
    }

    /// The reason that the atom count forbids `cell` (open) to take
    /// `value`, forcing the other value: every atom when they are as many
    /// as allowed, every empty cell when the open cells are just enough.
    fn count_reason(&self, cell: usize, value: u8) -> Option<Vec<Lit>> {
        let (forced, of) = if value == ATOM && self.atoms >= self.hi {
            (false, ATOM)
        } else if value == EMPTY && self.atoms + self.open <= self.lo {
            (true, EMPTY)
        } else {
            return None;
        };
        let mut reason = vec![lit(cell, forced)];
        reason.extend(
            self.trail
                .iter()
                .filter(|&&c| self.board.values[c] == of && self.level[c] > 0)
                .map(|&c| self.false_lit(c)),
        );
        Some(reason)
    }

    /// Implies `reason[0]` (its other literals false); `Err` with a
    /// conflict clause when the atom count forbids it.
    fn imply(&mut self, reason: Vec<Lit>) -> std::result::Result<(), Vec<Lit>> {
        let (cell, atom) = (cell_of(reason[0]), reason[0] & 1 == 1);
        let value = if atom { ATOM } else { EMPTY };
        if let Some(count) = self.count_reason(cell, value) {
            let mut conflict = reason;
            conflict.extend_from_slice(&count[1..]);
            conflict.remove(0);
            return Err(conflict);
        }
        self.assign(cell, value, reason);
        Ok(())
    }

    /// Adds a clause whose first two literals are open or the last to be
    /// falsified (the watched ones).
    fn add_clause(&mut self, lits: Vec<Lit>, lbd: usize, keep: bool) {
        let i = self.clauses.len();
        self.watches[lits[0] as usize].push(i);
        self.watches[lits[1] as usize].push(i);
        self.clauses.push(Clause { lits, lbd, keep });
    }

    /// Unit propagation of the clauses over the trail; a conflict clause
    /// when one is falsified.
    fn bcp(&mut self) -> Option<Vec<Lit>> {
        while self.qhead < self.trail.len() {
            let falsified = self.false_lit(self.trail[self.qhead]);
            self.qhead += 1;
            let mut watching = std::mem::take(&mut self.watches[falsified as usize]);
            let mut i = 0;
            let mut conflict = None;
            while i < watching.len() {
                let ci = watching[i];
                let values = &self.board.values;
                let holds = |l: Lit| match values[cell_of(l)] {
                    OPEN => None,
                    v => Some((v == ATOM) == (l & 1 == 1)),
                };
                let lits = &mut self.clauses[ci].lits;
                if lits[0] == falsified {
                    lits.swap(0, 1);
                }
                if holds(lits[0]) == Some(true) {
                    i += 1;
                    continue;
                }
                if let Some(k) = (2..lits.len()).find(|&k| holds(lits[k]) != Some(false)) {
                    lits.swap(1, k);
                    let watch = lits[1] as usize;
                    self.watches[watch].push(ci);
                    watching.swap_remove(i);
                    continue;
                }
                let reason = lits.clone();
                if holds(reason[0]) == Some(false) {
                    conflict = Some(reason);
                    break;
                }
                if let Err(c) = self.imply(reason) {
                    conflict = Some(c);
                    break;
                }
                i += 1;
            }
            self.watches[falsified as usize].append(&mut watching);
            if conflict.is_some() {
                return conflict;
            }
        }
        None
    }

    /// The clause negating the decided cells above level 0 among `cells`
    /// (each once), after `head` when given.
    fn negation(&mut self, head: Option<Lit>, cells: &[&[usize]]) -> Vec<Lit> {
        self.stamp += 1;
        let mut out: Vec<Lit> = head.into_iter().collect();
        for &c in cells.iter().flat_map(|c| c.iter()) {
            if self.board.values[c] != OPEN && self.level[c] > 0 && self.mark[c] != self.stamp {
                self.mark[c] = self.stamp;
                out.push(self.false_lit(c));
            }
        }
        out
    }

    /// [`Sparse::negation`] of ray `r`'s reads and `extra`.
    fn ray_negation(&mut self, head: Option<Lit>, r: usize, extra: &[&[usize]]) -> Vec<Lit> {
        let reads = std::mem::take(&mut self.rays[r].reads);
        let mut parts = vec![&reads[..]];
        parts.extend_from_slice(extra);
        let out = self.negation(head, &parts);
        self.rays[r].reads = reads;
        out
    }

    /// Walks on every ray whose waited-for cell is decided; a conflict
    /// clause when one ends against its hint.
    fn advance(&mut self) -> Option<Vec<Lit>> {
        for r in 0..self.rays.len() {
            let Status::Waits(state, cell) = self.rays[r].status else {
                continue;
            };
            if cell != usize::MAX && self.board.values[cell] == OPEN {
                continue;
            }
            let ray = &mut self.rays[r];
            let from = ray.reads.len();
            let walk = self
                .board
                .walk_reading(state, false, &mut |c, _| ray.reads.push(c));
            let latest = ray.reads[from..].iter().map(|&c| self.pos[c]).max();
            ray.latest = ray.latest.max(latest.unwrap_or(0));
            match walk {
                Walk::End(ending) if self.allowed(r, ending) => self.rays[r].status = Status::Done,
                Walk::End(_) => return Some(self.ray_negation(None, r, &[])),
                Walk::Need(state, cell) => {
                    let ray = &mut self.rays[r];
                    ray.stops.push((ray.reads.len(), state));
                    ray.status = Status::Waits(state, cell);
                }
            }
        }
        None
    }

    /// The atom count's implications for the cells rays wait for: `Ok(true)`
    /// when it implied some.
    fn count_propagate(&mut self) -> std::result::Result<bool, Vec<Lit>> {
        if self.atoms < self.hi && self.atoms + self.open > self.lo {
            return Ok(false);
        }
        let mut implied = false;
        for r in 0..self.rays.len() {
            let Status::Waits(_, cell) = self.rays[r].status else {
                continue;
            };
            if self.board.values[cell] != OPEN {
                continue;
            }
            let forbidden = if self.atoms >= self.hi { ATOM } else { EMPTY };
            let reason = self.count_reason(cell, forbidden).expect("at a bound");
            self.imply(reason)?;
            implied = true;
        }
        Ok(implied)
    }

    /// The waiting rays that end against their hint on the completion with
    /// every open cell empty (see [`Need`]); computed at most once per
    /// state of the search.
    fn needs(&mut self) -> Vec<Need> {
        if let Some((at, needs)) = &self.needs_cache {
            if *at == self.changes {
                return needs.clone();
            }
        }
        let mut needs = Vec::new();
        for r in 0..self.rays.len() {
            let Status::Waits(state, _) = self.rays[r].status else {
                continue;
            };
            let (mut open, mut decided) = (Vec::new(), Vec::new());
            let values = &self.board.values;
            let walk = self.board.walk_reading(state, true, &mut |c, s| {
                if values[c] == OPEN {
                    open.push((c, s));
                } else {
                    decided.push(c);
                }
            });
            if matches!(walk, Walk::End(e) if !self.allowed(r, e)) {
                // Stable: each cell keeps the state it was first read from.
                open.sort_by_key(|&(c, _)| c);
                open.dedup_by_key(|&mut (c, _)| c);
                needs.push(Need {
                    open,
                    ray: r,
                    decided,
                });
            }
        }
        self.needs_cache = Some((self.changes, needs.clone()));
        needs
    }

    /// The atom that explains most rays: among the open cells of
    /// [`Sparse::needs`], the one that, alone an atom, lets most of those
    /// rays end as their hints say on the completion with every other open
    /// cell empty (ties by activity); `None` when none explains any. All
    /// the cells that explain some, best first, go to `ranked`.
    fn explaining_atom(&mut self) -> Option<usize> {
        let needs = self.needs();
        // Alternate restarts weigh each ray's explanations by their number.
        let weighted = (self.restarts + self.variant).is_multiple_of(2);
        let mut tally = std::mem::take(&mut self.tally);
        let mut cells: Vec<usize> = Vec::new();
        let mut explains = Vec::new();
        for need in &needs {
            explains.clear();
            // The walk with `c` an atom is the empty completion's until it
            // first reads `c`: it starts there.
            for &(c, from) in &need.open {
                self.board.values[c] = ATOM;
                let walk = self.board.walk_reading(from, true, &mut |_, _| {});
                self.board.values[c] = OPEN;
                if matches!(walk, Walk::End(e) if self.allowed(need.ray, e)) {
                    explains.push(c);
                }
            }
            let w = if weighted {
                1.0 / explains.len().max(1) as f64
            } else {
                1.0
            };
            for &c in &explains {
                if tally[c] == 0.0 {
                    cells.push(c);
                }
                tally[c] += w;
            }
        }
        let mut score: Vec<(usize, f64)> = cells
            .into_iter()
            .map(|c| (c, std::mem::take(&mut tally[c])))
            .collect();
        self.tally = tally;
        if self.restarts + self.variant > 0 {
            for (_, v) in &mut score {
                *v *= 1.0 + NOISE * self.random();
            }
        }
        score.sort_by(|a, b| {
            b.1.total_cmp(&a.1)
                .then(self.activity[b.0].total_cmp(&self.activity[a.0]))
        });
        self.ranked = score.iter().map(|&(c, _)| c).collect();
        score.first().map(|&(c, _)| c)
    }

    /// The next number of a xorshift sequence, in `[0, 1)`: the same on
    /// every machine.
    fn random(&mut self) -> f64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        (self.rng >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Greedily, rays of `needs` (sorted here by their open cells, fewest
    /// first) whose open cells are disjoint; those cells marked with the
    /// current stamp.
    fn packing(&mut self, needs: &mut [Need]) -> Vec<usize> {
        needs.sort_by_key(|n| n.open.len());
        self.stamp += 1;
        let stamp = self.stamp;
        let mut chosen: Vec<usize> = Vec::new();
        for (i, need) in needs.iter().enumerate() {
            if need.open.iter().all(|&(c, _)| self.mark[c] != stamp) {
                for &(c, _) in &need.open {
                    self.mark[c] = stamp;
                }
                chosen.push(i);
            }
        }
        chosen
    }

    /// Tries each of `choices` (decided, propagated, undone) and returns
    /// the one leaving the fewest atoms needed (placed plus the packing
    /// bound); a conflict is learnt from at once.
    fn look_ahead(&mut self, choices: &[usize]) -> Result<Look> {
        let level = self.decision_level();
        let mut best: Option<(usize, usize, usize)> = None;
        for &cell in choices {
            if self.board.values[cell] != OPEN {
                continue;
            }
            let conflict = match self.decide_cell(cell, ATOM) {
                Some(c) => Some(c),
                None => self.propagate()?,
            };
            if self.over {
                return Ok(Look::Over);
            }
            if let Some(conflict) = conflict {
                if !self.probe()? {
                    return Ok(Look::Over);
                }
                return Ok(match self.learn(conflict) {
                    Err(()) => Look::Done(self.exhausted()),
                    Ok(next) => Look::Learnt(next),
                });
            }
            let mut needs = self.needs();
            let need = self.atoms + self.packing(&mut needs).len();
            let key = (need, needs.len(), cell);
            if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                best = Some(key);
            }
            self.backtrack(level);
        }
        Ok(match best {
            Some((_, _, cell)) => Look::Best(cell),
            None => Look::Learnt(None),
        })
    }

    /// The atom bound: each waiting ray that ends against its hint on the
    /// completion with every open cell empty needs an atom among the open
    /// cells that walk consults (else it would walk so); rays whose such
    /// cells are disjoint need that many atoms more. Past the largest
    /// allowed number that is a conflict; at it, every open cell a ray waits
    /// for outside those sets is empty. The reason: the atoms and the cells
    /// those rays consulted. `Ok(true)` when it implied some.
    fn atom_bound(&mut self) -> std::result::Result<bool, Vec<Lit>> {
        let left = self.hi - self.atoms;
        let mut needs = self.needs();
        let mut chosen = self.packing(&mut needs);
        let stamp = self.stamp;
        if chosen.len() < left {
            return Ok(false);
        }
        if chosen.len() > left {
            // Any `left + 1` of them make the conflict: those that consulted
            // the fewest cells give the shortest clause.
            let size = |i: usize| self.rays[needs[i].ray].reads.len() + needs[i].decided.len();
            chosen.sort_by_key(|&i| size(i));
            chosen.truncate(left + 1);
        }
        let inside = self.mark.clone();
        let mut cells: Vec<usize> = self
            .trail
            .iter()
            .copied()
            .filter(|&c| self.board.values[c] == ATOM)
            .collect();
        for &i in &chosen {
            cells.extend_from_slice(&self.rays[needs[i].ray].reads);
            cells.extend_from_slice(&needs[i].decided);
        }
        let body = self.negation(None, &[&cells]);
        if chosen.len() > left {
            return Err(body);
        }
        let mut implied = false;
        for r in 0..self.rays.len() {
            let Status::Waits(_, cell) = self.rays[r].status else {
                continue;
            };
            if self.board.values[cell] != OPEN || inside[cell] == stamp {
                continue;
            }
            let mut reason = vec![lit(cell, false)];
            reason.extend_from_slice(&body);
            self.imply(reason)?;
            implied = true;
        }
        Ok(implied)
    }

    /// Counts a probe; `false` (and `over` set) past the budget; polls the
    /// control.
    fn probe(&mut self) -> Result<bool> {
        self.probes += 1;
        if self.probes > self.limit.load(Ordering::Relaxed) {
            self.over = true;
            return Ok(false);
        }
        if self.probes.is_multiple_of(POLL_EVERY) {
            self.control.check()?;
        }
        Ok(true)
    }

    /// Propagation (module doc) to a fixpoint; a conflict clause, or `None`
    /// (also when over the budget: see `over`).
    fn propagate(&mut self) -> Result<Option<Vec<Lit>>> {
        let n = self.rays.len();
        // The next ray to probe, how many in a row found nothing, and how
        // many deep probes were made (one round at most).
        let (mut r, mut quiet, mut deep) = (0, 0, 0);
        // Whether the atom bound was checked since the last implication.
        let mut bounded = false;
        loop {
            if let Some(conflict) = self.bcp() {
                return Ok(Some(conflict));
            }
            if let Some(conflict) = self.advance() {
                return Ok(Some(conflict));
            }
            match self.count_propagate() {
                Err(conflict) => return Ok(Some(conflict)),
                Ok(true) => continue,
                Ok(false) => {}
            }
            if quiet >= n && !bounded {
                bounded = true;
                match self.atom_bound() {
                    Err(conflict) => return Ok(Some(conflict)),
                    Ok(true) => {
                        quiet = 0;
                        continue;
                    }
                    Ok(false) => {}
                }
            }
            if deep >= n || !self.probe()? {
                return Ok(None);
            }
            let reach = quiet >= n;
            deep += usize::from(reach);
            let probed = r;
            (r, quiet) = ((r + 1) % n, quiet + 1);
            let Status::Waits(state, cell) = self.rays[probed].status else {
                continue;
            };
            let [mut atom_reads, mut empty_reads] = std::mem::take(&mut self.probe_reads);
            atom_reads.clear();
            empty_reads.clear();
            let atom_ok = self.survives(probed, state, cell, ATOM, reach, &mut atom_reads);
            let empty_ok = self.survives(probed, state, cell, EMPTY, reach, &mut empty_reads);
            let reason = match (atom_ok, empty_ok) {
                (true, true) => None,
                (false, false) => {
                    let both = [&atom_reads[..], &empty_reads[..]];
                    return Ok(Some(self.ray_negation(None, probed, &both)));
                }
                (false, true) => {
                    Some(self.ray_negation(Some(lit(cell, false)), probed, &[&atom_reads]))
                }
                (true, false) => {
                    Some(self.ray_negation(Some(lit(cell, true)), probed, &[&empty_reads]))
                }
            };
            self.probe_reads = [atom_reads, empty_reads];
            let Some(reason) = reason else {
                continue;
            };
            if let Err(conflict) = self.imply(reason) {
                return Ok(Some(conflict));
            }
            if !reach {
                quiet = 0;
            }
            bounded = false;
        }
    }

    /// Whether ray `r`, waiting at `state` for `cell`, can still end as its
    /// hint says once `cell` holds `value`: quickly, whether the walk on to
    /// the next open cell does not end against the hint; with `reach`,
    /// whether some values of the open cells it meets on the way (a search
    /// over them, [`REACH_STEPS`] cells at most, past which the answer is
    /// `true`) take it to that ending. `false` is a proof resting on the
    /// decided cells pushed onto `reads` (with some cells open now too,
    /// which reasons leave out).
    fn survives(
        &mut self,
        r: usize,
        state: State,
        cell: usize,
        value: u8,
        reach: bool,
        reads: &mut Vec<usize>,
    ) -> bool {
        let mut budget = if reach { REACH_STEPS } else { 0 };
        self.board.values[cell] = value;
        let found = self.reaches(r, state, &mut budget, reads);
        self.board.values[cell] = OPEN;
        found
    }

    /// Whether ray `r` walked from `state` ends as its hint says for some
    /// values of the open cells it meets, deciding at most `budget` of
    /// them (past that: `true`); the cells consulted go onto `reads`.
    fn reaches(
        &mut self,
        r: usize,
        state: State,
        budget: &mut usize,
        reads: &mut Vec<usize>,
    ) -> bool {
        match self
            .board
            .walk_reading(state, false, &mut |c, _| reads.push(c))
        {
            Walk::End(ending) => self.allowed(r, ending),
            Walk::Need(_, _) if *budget == 0 => true,
            Walk::Need(next, need) => {
                *budget -= 1;
                let mut found = false;
                for value in [EMPTY, ATOM] {
                    self.board.values[need] = value;
                    found = self.reaches(r, next, budget, reads);
                    self.board.values[need] = OPEN;
                    if found {
                        break;
                    }
                }
                found
            }
        }
    }

    /// Undoes every decision above `level`; rays that consulted undone
    /// cells step back to their last stop before the first of them.
    fn backtrack(&mut self, level: usize) {
        if level >= self.decision_level() {
            return;
        }
        self.changes += 1;
        let keep = self.levels[level];
        for &cell in &self.trail[keep..] {
            let value = self.board.values[cell];
            self.phase[cell] = value;
            self.atoms -= usize::from(value == ATOM);
            self.open += 1;
            self.board.values[cell] = OPEN;
        }
        self.trail.truncate(keep);
        self.levels.truncate(level);
        self.qhead = self.qhead.min(keep);
        for ray in &mut self.rays {
            if ray.latest < keep {
                continue;
            }
            let values = &self.board.values;
            let first = ray
                .reads
                .iter()
                .position(|&c| values[c] == OPEN)
                .unwrap_or(ray.reads.len());
            let stop = ray.stops.partition_point(|&(n, _)| n <= first) - 1;
            let (n, state) = ray.stops[stop];
            ray.stops.truncate(stop + 1);
            ray.reads.truncate(n);
            ray.latest = ray.reads.iter().map(|&c| self.pos[c]).max().unwrap_or(0);
            ray.status = Status::Waits(state, usize::MAX);
        }
    }

    /// Bumps a cell's activity.
    fn bump_cell(&mut self, cell: usize) {
        self.activity[cell] += self.bump;
        if self.activity[cell] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
    }

    /// The first-UIP clause of `conflict` (all its literals false, some at
    /// the current level), its asserting literal first, and the level to
    /// jump back to.
    fn analyze(&mut self, conflict: Vec<Lit>) -> (Vec<Lit>, usize) {
        let current = self.decision_level();
        let mut learnt: Vec<Lit> = vec![0];
        let mut pending = 0;
        let mut index = self.trail.len();
        let mut clause = conflict;
        let mut skip = 0;
        let uip = loop {
            for &l in &clause[skip..] {
                let c = cell_of(l);
                if !self.seen[c] && self.level[c] > 0 {
                    self.seen[c] = true;
                    self.bump_cell(c);
                    if self.level[c] == current {
                        pending += 1;
                    } else {
                        learnt.push(l);
                    }
                }
            }
            let cell = loop {
                index -= 1;
                if self.seen[self.trail[index]] {
                    break self.trail[index];
                }
            };
            self.seen[cell] = false;
            pending -= 1;
            if pending == 0 {
                break cell;
            }
            clause = self.reason[cell].clone();
            skip = 1;
        };
        learnt[0] = self.false_lit(uip);
        let levels = learnt[1..]
            .iter()
            .fold(0u64, |a, &l| a | 1 << (self.level[cell_of(l)] % 64));
        let all = learnt.clone();
        let mut clear = Vec::new();
        learnt.retain(|&l| {
            let c = cell_of(l);
            c == uip || self.reason[c].len() == 1 || !self.redundant(c, levels, &mut clear)
        });
        for &l in &all[1..] {
            self.seen[cell_of(l)] = false;
        }
        for c in clear {
            self.seen[c] = false;
        }
        self.bump /= 0.95;
        let mut back = 0;
        for k in 1..learnt.len() {
            let level = self.level[cell_of(learnt[k])];
            if level > back {
                back = level;
                learnt.swap(1, k);
            }
        }
        (learnt, back)
    }

    /// Whether the literal on `cell` of a clause being learnt follows from
    /// the clause's other literals (every path back through reasons ends
    /// in a marked cell or at level 0), MiniSat's minimisation; `levels`
    /// over-approximates the clause's levels; cells found redundant stay
    /// marked (listed in `clear`).
    fn redundant(&mut self, cell: usize, levels: u64, clear: &mut Vec<usize>) -> bool {
        let mut stack = vec![cell];
        let top = clear.len();
        while let Some(c) = stack.pop() {
            for k in 1..self.reason[c].len() {
                let d = cell_of(self.reason[c][k]);
                if self.seen[d] || self.level[d] == 0 {
                    continue;
                }
                if self.reason[d].len() > 1 && levels & (1 << (self.level[d] % 64)) != 0 {
                    self.seen[d] = true;
                    stack.push(d);
                    clear.push(d);
                } else {
                    for &x in &clear[top..] {
                        self.seen[x] = false;
                    }
                    clear.truncate(top);
                    return false;
                }
            }
        }
        true
    }

    /// Distinct decision levels among `lits`.
    fn lbd(&mut self, lits: &[Lit]) -> usize {
        let mut levels: Vec<usize> = lits.iter().map(|&l| self.level[cell_of(l)]).collect();
        levels.sort_unstable();
        levels.dedup();
        levels.len()
    }

    /// Learns from `conflict`; `Some(proof)` when it is at level 0 (no
    /// further solution), else a conflict the learnt literal met, if any.
    fn learn(&mut self, conflict: Vec<Lit>) -> std::result::Result<Option<Vec<Lit>>, ()> {
        self.conflicts += 1;
        let top = conflict
            .iter()
            .map(|&l| self.level[cell_of(l)])
            .max()
            .unwrap_or(0);
        if top == 0 {
            return Err(());
        }
        self.backtrack(top);
        let (learnt, back) = self.analyze(conflict);
        let lbd = self.lbd(&learnt);
        self.backtrack(back);
        if learnt.len() > 1 {
            self.add_clause(learnt.clone(), lbd, false);
        }
        Ok(self.imply(learnt).err())
    }

    /// Restarts (back to level 0) when the Luby sequence says so.
    fn maybe_restart(&mut self) -> bool {
        if self.conflicts < self.next_restart {
            return false;
        }
        self.restarts += 1;
        self.next_restart = self.conflicts + RESTART_UNIT * luby(u64::from(self.restarts));
        self.backtrack(0);
        true
    }

    /// Drops the worse half of the learnt clauses (most levels, then
    /// longest) and those satisfied at level 0; at level 0, after
    /// propagation (so no clause is unit or falsified).
    fn reduce(&mut self) {
        let learnt = self.clauses.iter().filter(|c| !c.keep).count();
        if learnt <= KEEP_LEARNT {
            return;
        }
        let mut order: Vec<(usize, usize)> = self
            .clauses
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.keep && c.lbd > 2)
            .map(|(i, c)| (c.lbd * 1000 + c.lits.len().min(999), i))
            .collect();
        order.sort_unstable();
        let mut drop = vec![false; self.clauses.len()];
        for &(_, i) in &order[order.len() / 2..] {
            drop[i] = true;
        }
        let clauses = std::mem::take(&mut self.clauses);
        for w in &mut self.watches {
            w.clear();
        }
        for (i, mut c) in clauses.into_iter().enumerate() {
            if drop[i] || c.lits.iter().any(|&l| self.value(l) == Some(true)) {
                continue;
            }
            c.lits.retain(|&l| self.value(l).is_none());
            debug_assert!(c.lits.len() >= 2, "propagated at level 0");
            if c.lits.len() >= 2 {
                self.add_clause(c.lits, c.lbd, c.keep);
            }
        }
    }

    /// The open cell to decide, and its value: among the cells rays wait
    /// for, the most active, ties by the rays waiting; `None` when no ray
    /// waits.
    fn branch(&mut self) -> Option<(usize, u8)> {
        self.ranked.clear();
        if let Some(cell) = self.explaining_atom() {
            return Some((cell, ATOM));
        }
        let mut best: Option<(f64, usize, usize)> = None;
        for ray in &self.rays {
            let Status::Waits(_, cell) = ray.status else {
                continue;
            };
            let waiting = self
                .rays
                .iter()
                .filter(|r| matches!(r.status, Status::Waits(_, c) if c == cell))
                .count();
            let key = (self.activity[cell], waiting, cell);
            if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                best = Some(key);
            }
        }
        best.map(|(_, _, cell)| (cell, self.phase[cell]))
    }

    /// Decides `cell` so at a new level; when the atom count forbids the
    /// value, implies the other instead (a conflict clause if that fails).
    fn decide_cell(&mut self, cell: usize, value: u8) -> Option<Vec<Lit>> {
        if let Some(reason) = self.count_reason(cell, value) {
            return self.imply(reason).err();
        }
        self.levels.push(self.trail.len());
        self.assign(cell, value, vec![lit(cell, value == ATOM)]);
        None
    }

    /// The search: propagate, learn from conflicts, decide, until a verdict.
    fn run(&mut self) -> Result<Option<Uniqueness>> {
        if let Some(verdict) = self.probe_root()? {
            return Ok(verdict);
        }
        let mut pending: Option<Vec<Lit>> = None;
        loop {
            let conflict = match pending.take() {
                Some(c) => Some(c),
                None => self.propagate()?,
            };
            if self.over {
                return Ok(None);
            }
            if let Some(conflict) = conflict {
                if !self.probe()? {
                    return Ok(None);
                }
                match self.learn(conflict) {
                    Err(()) => return Ok(Some(self.exhausted())),
                    Ok(next) => pending = next,
                }
                continue;
            }
            if self.maybe_restart() {
                continue;
            }
            if self.decision_level() == 0 {
                self.reduce();
            }
            let (cell, value) = match self.branch() {
                Some(choice) => choice,
                None => match self.leaf() {
                    Leaf::Done(verdict) => return Ok(Some(verdict)),
                    Leaf::Decide(cell, value) => (cell, value),
                    Leaf::Blocked(conflict) => {
                        pending = conflict;
                        if pending.is_some() && self.decision_level() == 0 {
                            return Ok(Some(self.exhausted()));
                        }
                        continue;
                    }
                },
            };
            // On sparse boards, two restarts in four look ahead.
            let look = self.thorough && ((self.restarts + 2 * self.variant) / 2).is_multiple_of(2);
            if look && value == ATOM && self.ranked.len() > 1 {
                let choices: Vec<usize> = self.ranked.iter().copied().take(LOOK_AHEAD).collect();
                match self.look_ahead(&choices)? {
                    Look::Best(best) => pending = self.decide_cell(best, ATOM),
                    Look::Learnt(next) => pending = next,
                    Look::Done(verdict) => return Ok(Some(verdict)),
                    Look::Over => return Ok(None),
                }
                continue;
            }
            pending = self.decide_cell(cell, value);
        }
    }

    /// Propagates, learning from each conflict, until a fixpoint without
    /// one: `Some(verdict)` when the search is over (exhausted or over the
    /// budget: `Some(None)`).
    fn settle(&mut self, mut pending: Option<Vec<Lit>>) -> Result<Option<Option<Uniqueness>>> {
        loop {
            let conflict = match pending.take() {
                Some(c) => Some(c),
                None => self.propagate()?,
            };
            if self.over || (conflict.is_some() && !self.probe()?) {
                return Ok(Some(None));
            }
            let Some(conflict) = conflict else {
                return Ok(None);
            };
            match self.learn(conflict) {
                Err(()) => return Ok(Some(Some(self.exhausted()))),
                Ok(next) => pending = next,
            }
        }
    }

    /// Failed-literal probing at the root: each open cell set to each value
    /// in turn and propagated; a conflict is learnt from (its clause makes
    /// the other value a root fact). `Some(verdict)` when that ends the
    /// search.
    fn probe_root(&mut self) -> Result<Option<Option<Uniqueness>>> {
        if let Some(done) = self.settle(None)? {
            return Ok(Some(done));
        }
        if !self.thorough {
            return Ok(None);
        }
        for cell in 0..self.board.values.len() {
            for value in [ATOM, EMPTY] {
                if self.board.values[cell] != OPEN {
                    break;
                }
                let pending = self.decide_cell(cell, value);
                if let Some(done) = self.settle(pending)? {
                    return Ok(Some(done));
                }
                self.backtrack(0);
                if let Some(done) = self.settle(None)? {
                    return Ok(Some(done));
                }
            }
        }
        Ok(None)
    }

    /// The verdict once no further solution exists.
    fn exhausted(&mut self) -> Uniqueness {
        let mut found = std::mem::take(&mut self.found).into_iter();
        match (found.next(), found.next()) {
            (None, _) => Uniqueness::Inconsistent,
            (Some(one), None) => Uniqueness::Unique(one),
            (Some(one), Some(two)) => Uniqueness::Several(one, two),
        }
    }

    /// A node where no ray waits (module doc, "Leaves").
    fn leaf(&mut self) -> Leaf {
        if let Some(block) = &self.block {
            if !block.iter().any(|&l| self.value(l) == Some(true)) {
                let open = block.iter().find(|&&l| self.value(l).is_none());
                let &l = open.expect("propagation leaves no clause falsified");
                let value = if l & 1 == 1 { ATOM } else { EMPTY };
                return Leaf::Decide(cell_of(l), value);
            }
        }
        let dims = self.puzzle.dims();
        let mut decided = Board::empty(dims);
        let mut free: Vec<Cell> = Vec::new();
        for (i, &v) in self.board.values.iter().enumerate() {
            match v {
                ATOM => decided.set(dims.cell_at(i), true),
                OPEN => free.push(dims.cell_at(i)),
                _ => {}
            }
        }
        let t = self.lo.saturating_sub(self.atoms);
        debug_assert!(t <= free.len() && self.atoms + t <= self.hi);
        let board = fill_free(&decided, &free, t);
        if !self.puzzle.is_solved_by(&board) {
            debug_assert!(false, "a cube's board solves the puzzle");
            return Leaf::Done(self.exhausted());
        }
        if self.first_only {
            self.hand_out(board);
            return Leaf::Done(self.exhausted());
        }
        if let Some(first) = self.found.first() {
            debug_assert!(first != &board, "the blocking clause holds");
            self.hand_out(board);
            return Leaf::Done(self.exhausted());
        }
        let sibling = cube_sibling(self.puzzle, &board, &free)
            .filter(|b| self.puzzle.is_solved_by(b))
            .or_else(|| one_move_away(self.puzzle, &board));
        self.hand_out(board);
        if let Some(second) = sibling.filter(|b| self.puzzle.is_solved_by(b)) {
            self.hand_out(second);
            return Leaf::Done(self.exhausted());
        }
        let trail: Vec<usize> = self.trail.clone();
        let block = self.negation(None, &[&trail]);
        self.block = Some(block.clone());
        self.backtrack(0);
        Leaf::Blocked(match block.len() {
            0 => Some(Vec::new()),
            1 => self.imply(block).err(),
            _ => {
                self.add_clause(block, 0, true);
                None
            }
        })
    }

    /// Keeps `board` among the (at most two) solutions found, and tells the
    /// control how many there are.
    fn hand_out(&mut self, board: Board) {
        if self.found.len() < 2 {
            self.found.push(board);
            self.control.report(self.found.len() as u64);
        }
    }
}
