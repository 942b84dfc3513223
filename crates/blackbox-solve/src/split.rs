//! Exact counting by *splitting* the board into parts that interact only
//! through the atom count, combined by generating functions.
//!
//! **Terms.** `Sol` is the set of solutions (hints and atom count), `Sol*`
//! the boards that reproduce the hints whatever their atom number. The
//! **backbone** `B` is the set of cells with the same value in every board
//! of `Sol` (found by SAT: see [`Backbone`]). `Sol*_B ⊇ Sol` is the set of boards of
//! `Sol*` that agree with `B`. The rays are the hinted ports, one end per
//! exit pair ([`Search::rays`]; by reversibility the other end's hint
//! holds exactly when this one's does).
//!
//! **Reach.** For a ray `r`, a breadth-first search over the tracing
//! outcomes ([`super::encode`]) with the backbone cells as constants finds
//! the states the ray can visit on a board agreeing with `B`; keeping only
//! the states from which an outcome path leads to the *allowed* ending
//! (the hint), and at each kept state only the outcomes whose guard is not
//! refuted by `B` and that lead to a kept state or the allowed ending,
//! the open cells of those guards form `reach(r)`. On a board of `Sol*_B`
//! the ray's trace visits only kept states, takes a kept outcome at each,
//! and the tracer reads exactly the cells of that outcome's guard
//! (ahead; then left if ahead is empty; then right if both are empty; at
//! the entry both sides). So the open cells it reads lie in `reach(r)`.
//!
//! **Parts.** Rays whose reaches share a cell are joined (union-find); a
//! **part** is a class of rays with the union `C` of their reaches. Parts'
//! cell sets are disjoint; open cells in no reach are **free**. A ray with
//! an empty reach is decided by `B` alone. Claim: `Sol*_B` is exactly the
//! set of boards agreeing with `B` whose restriction to every part's `C`
//! is the restriction of some board of `Sol*_B`, free cells arbitrary.
//! Proof of ⊇: for a ray of part `P`, take the witness `w ∈ Sol*_B` for
//! `C_P`; the board agrees with `w` on `B` and on `C_P`, which hold every
//! cell the ray reads on `w`, so it traces the same path to the same
//! (allowed) ending. ⊆ is trivial.
//!
//! **Counting a part.** Cubes as in [`super::cube`], restricted to the
//! part: a model `M` of the whole encoding, the cells `W ⊆ C` the part's
//! rays read on `M`, blocked by a clause over `W` switched on by the part's
//! guard literal ([`Search::block_if`]). Each cube's boards (any values on
//! `C \ W`, `M` elsewhere) are in `Sol*_B` (the part's rays read only `W`
//! and `B`; the others read what they read on `M`), cubes are disjoint
//! (the blocking argument of [`super::cube`]) and the enumeration ends
//! only when every board of `Sol` has its restriction to `C` in a found
//! cube. The part's generating function sums `x^a (1 + x)^(|C| − |W|)`
//! over its cubes (`a`: atoms of `M` in `W`).
//!
//! **Combining.** The product `x^b (1 + x)^f Π_P GF_P` (`b` atoms in `B`,
//! `f` free cells) counts, by atom number, the tuples of per-part cube
//! members with free cells and `B`; by the claim each tuple is a board of
//! `Sol*_B`, and distinct tuples are distinct boards. Summing the
//! coefficients of the allowed atom numbers gives `|Sol|` exactly: a tuple
//! with an allowed atom number is in `Sol`; every board of `Sol` is such a
//! tuple (its restrictions lie in found cubes); tuples whose part lies in
//! cubes never found cannot have an allowed atom number, else they would
//! be a solution outside the found cubes. Per cell, the same product with
//! the cell's part replaced by its boards with an atom in that cell gives
//! the cell's exact share ([`split`] computes both).
//!
//! **Order of work.** [`split`] first enumerates up to `quick` cubes of
//! the whole board as one part with `B = ∅` (the argument above needs only
//! that every reach lies in its part's cells, which holds trivially when
//! the one part has every cell). Only if that does not finish is the backbone
//! computed; if the board then falls into several parts or leaves free
//! cells, it is split, else the whole board's enumeration simply goes on
//! (its cubes so far stay valid: the backbone clauses only restate what
//! every solution satisfies). A cube budget makes the count give up rather
//! than run for minutes: the library has no clock; a [`Control`] cancels
//! it from outside. Either way the cubes found so far give a proven lower
//! bound ([`Counted::OverBudget`]): every tuple of members of found cubes
//! of the counted parts, of the stopped part (or the first solution's own
//! restriction there) and of the first solution's restrictions to the parts
//! not reached is a distinct board of `Sol*_B`, a solution when its atom
//! number is allowed.
//!
//! **Measured, and not kept.** On the bench's 10x10/10 half-port boards
//! the backbone fixes 50–90 of 100 cells but the rest stays one part
//! (even the read sets over all solutions connect every ray), so the cubes
//! are as many as before; each costs ~0.4 ms of SAT search either way.
//! Branching on cells (a part's hub cell, or the first open cell a ray
//! reads) with the parts recomputed at every node, as a DPLL-style
//! counter, was exact but slower: with a SAT check per node 7.2 k nodes
//! (first-read cell) or 45 k (hub) on a board of 1.2 k cubes, 63 k on one
//! of 4.4 k; without it (rays decided by the fixed cells checked by
//! simulation) 1.2 M nodes on the latter. Conditioning on one ray's cube
//! splits off only a few cells (e.g. 49 open cells → 43 + 3).
//!
//! A dedicated component counter (no SAT calls: rays walked on the partly
//! decided board, forced cells propagated, independent components of
//! pending rays and free cells combined by generating functions, results
//! cached by exact keys) was exact (cross-checked against enumeration,
//! brute force and the anchors) but slower: median 3.5 s against 0.94 s
//! here on 11 10x10/10 half-port boards; it won only on boards with many
//! solutions (247,591: 6.4 s against 34.7 s). On 20x20/40 full feedback it
//! met the same wall as the cubes: after propagation every open cell is
//! one some ray could still read, so all 66 pending rays form one component
//! and the cache answers ~3% of lookups
//! (`benchsuite/runs/2026-11-23-component-counter/`).

use super::backbone::Backbone;
use super::encode::{for_each_outcome, Next};
use super::moves::{independent_moves, Moves};
use super::reads::mark_reads;
use super::search::Search;
use blackbox::Ending;
use blackbox::Port;
use blackbox::Puzzle;
use blackbox::{binomial_row, Board};
use blackbox::{Dims, Dir, Pos};
use logic::{Control, Error, Lit, Result};
use num_bigint::BigUint;
use num_traits::Zero;

/// A polynomial in `x` with exact coefficients: index = atom number.
pub(crate) type Poly = Vec<BigUint>;

/// The largest atom number `puzzle` allows: every polynomial is kept only
/// up to this degree. Coefficients are never negative and products only
/// raise degrees, so the terms above it never reach an allowed atom number
/// (on a 255x255 board with 20 atoms, a whole row of binomials would be
/// 65,026 numbers of up to 65,000 bits each).
fn degree_cap(puzzle: &Puzzle) -> usize {
    puzzle.atoms().max(puzzle.dims().cells())
}

/// `a · b`, up to degree `cap`.
fn mul(a: &[BigUint], b: &[BigUint], cap: usize) -> Poly {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut out = vec![BigUint::zero(); (a.len() + b.len() - 1).min(cap + 1)];
    for (i, x) in a.iter().enumerate().filter(|(_, x)| !x.is_zero()) {
        for (j, y) in b.iter().enumerate().take((cap + 1).saturating_sub(i)) {
            out[i + j] += x * y;
        }
    }
    out
}

/// `acc += x^shift · row`, up to degree `cap` (`row`: the terms of
/// `(1 + x)^f` that [`binomial_row`] gave).
fn add_cube(acc: &mut Poly, shift: usize, row: &[BigUint], cap: usize) {
    let end = (shift + row.len()).min(cap + 1);
    if acc.len() < end {
        acc.resize(end, BigUint::zero());
    }
    for (k, c) in row.iter().enumerate().take(end.saturating_sub(shift)) {
        acc[shift + k] += c;
    }
}

/// The sum of the coefficients of `p` at the atom numbers `puzzle` allows.
fn allowed_sum(puzzle: &Puzzle, p: &[BigUint]) -> BigUint {
    let (lo, hi) = (
        puzzle.atoms().min(),
        puzzle.atoms().max(puzzle.dims().cells()),
    );
    p.iter().take(hi + 1).skip(lo).sum()
}

/// The exact result of a split count, and how the board was split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    /// The number of solutions.
    pub count: BigUint,
    /// Per row-major cell, the number of solutions with an atom there
    /// (empty unless asked for).
    pub atoms: Vec<BigUint>,
    /// Cells in the backbone (0 when there is no solution).
    pub fixed: usize,
    /// The open cells of each part.
    pub parts: Vec<usize>,
    /// Open cells no ray can read.
    pub free: usize,
}

/// A class of rays and the open cells their reaches cover.
#[derive(Debug, Clone, Default)]
struct Part {
    rays: Vec<Port>,
    cells: Vec<usize>,
}

/// One part's generating function and, when asked, each of its cells'.
struct PartGf {
    gf: Poly,
    cell_gf: Vec<Poly>,
}

/// The default `quick` of [`split`]. Counts within it skip the backbone's
/// solver calls (up to one per cell; on the bench's 10x10/10 full feedback
/// they cost more than the cubes). Beyond it the split pays off only when
/// the board falls into parts: on the bench's 10x10/10 half-port boards it
/// stays one part, and the time per cube is the same either way (measured).
pub(crate) const QUICK_CUBES: u64 = 256;

/// What a split count established.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Counted {
    /// Counted exactly.
    Exact(Split),
    /// Given up: the cubes would exceed the budget.
    OverBudget {
        /// A proven lower bound on the number of solutions.
        at_least: BigUint,
        /// When the count was given up before any cube because it provably
        /// needs at least `2^n` cubes (module `moves`), `Some(n)`.
        needs_log2: Option<usize>,
        /// Stopped by the [`Control`] rather than by the budget.
        interrupted: bool,
    },
}

/// How an enumeration of cubes ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ended {
    /// Every cube found.
    All,
    /// The budget was used up.
    Budget,
    /// The [`Control`] was cancelled.
    Interrupted,
}

impl Counted {
    /// The exact result, if counted.
    pub fn exact(self) -> Option<Split> {
        match self {
            Counted::Exact(s) => Some(s),
            Counted::OverBudget { .. } => None,
        }
    }
}

/// Counts `puzzle`'s solutions by parts; with `per_cell`, also the
/// solutions with an atom in each cell (see `split_in`).
/// `Err(Error::Interrupted)` once `control` is cancelled.
pub fn split(
    puzzle: &Puzzle,
    per_cell: bool,
    budget: Option<u64>,
    quick: u64,
    control: &Control,
) -> Result<Counted> {
    let mut search = Search::new(puzzle, control);
    match search.next_board()? {
        Some(first) => {
            let budget = budget.map(|b| (b, moves_of(&search, puzzle, &first, None)));
            split_in(&mut search, puzzle, &first, None, per_cell, budget, quick)
        }
        None => Ok(Counted::Exact(Split {
            count: BigUint::zero(),
            atoms: vec![BigUint::zero(); if per_cell { puzzle.dims().cells() } else { 0 }],
            fixed: 0,
            parts: Vec::new(),
            free: 0,
        })),
    }
}

/// The independent moves of the solution `first` (module `moves`), with
/// the cells the backbone `known` leaves open (when computed) and the free
/// cells of `first`'s cube marked as open: what a count proves before any
/// cube, so callers can report it even when the count is stopped.
pub(crate) fn moves_of(
    search: &Search,
    puzzle: &Puzzle,
    first: &Board,
    known: Option<&[Option<bool>]>,
) -> Moves {
    let dims = puzzle.dims();
    let mut open: Vec<bool> = match known {
        Some(fixed) => fixed.iter().map(Option::is_none).collect(),
        None => vec![false; dims.cells()],
    };
    for cell in search.varying_free(first) {
        open[dims.index(cell)] = true;
    }
    independent_moves(puzzle, first, search.rays(), open)
}

/// [`split`] in `search` (loaded with `puzzle`), given one solution `first` and, when already
/// computed, the backbone `known` (which must then hold in `search` by
/// clauses, as [`Backbone::run`] leaves it). With a budget (in cubes, with
/// the independent moves of `first` by [`moves_of`]), the moves say first
/// whether the count needs more cubes than the budget: then it is given up
/// at once. Without `known`, up to `quick` cubes of the whole board are
/// tried (one part, no backbone); when they do not suffice, the backbone
/// is computed. Then the board is split. [`Counted::OverBudget`] when the
/// cubes together would exceed `budget` (no budget: always exact).
pub(crate) fn split_in(
    search: &mut Search,
    puzzle: &Puzzle,
    first: &Board,
    known: Option<Vec<Option<bool>>>,
    per_cell: bool,
    budget: Option<(u64, Moves)>,
    quick: u64,
) -> Result<Counted> {
    let dims = puzzle.dims();
    let rays = search.rays().to_vec();
    let moves = budget.map(|(_, m)| m);
    let budget = budget.map(|(b, _)| b);
    let moved = moves.map_or_else(|| BigUint::from(1u32), |m| m.solutions());
    let over = |needs_log2, counted: BigUint, ended| Counted::OverBudget {
        at_least: counted.max(moved.clone()),
        needs_log2,
        interrupted: ended == Ended::Interrupted,
    };
    let mut budget = budget.unwrap_or(u64::MAX);
    if let Some(m) = moves.filter(|m| m.exceeds(budget)) {
        return Ok(over(Some(m.part), BigUint::zero(), Ended::Budget));
    }
    let whole = Part {
        rays: rays.clone(),
        cells: (0..dims.cells()).collect(),
    };
    let cap = degree_cap(puzzle);
    let mut cubes = Cubes::new(search, &whole, per_cell, cap);
    // What the quick cubes of the whole board proved, if they did not finish.
    let mut counted_whole = BigUint::zero();
    let fixed = match known {
        Some(fixed) => fixed,
        None => {
            // First the whole board as one part (empty backbone: the
            // split's argument holds with B = ∅), up to a few cubes.
            let mut quick = quick.min(budget);
            budget -= quick;
            match cubes.run(search, &whole, dims, &mut quick)? {
                Ended::All => {
                    return Ok(Counted::Exact(whole_board(puzzle, whole, cubes, per_cell)))
                }
                Ended::Interrupted => {
                    let bound = cubes.bound(puzzle, &whole, first);
                    return Ok(over(None, bound, Ended::Interrupted));
                }
                Ended::Budget => {}
            }
            budget += quick;
            let fixed = backbone(search, first)?;
            counted_whole = cubes.bound(puzzle, &whole, first);
            fixed
        }
    };
    let open: Vec<usize> = (0..fixed.len()).filter(|&c| fixed[c].is_none()).collect();
    let (parts, free) = parts(puzzle, &fixed, &rays, &open);
    if parts.len() <= 1 && free.is_empty() {
        // One part, no free cell: the whole board's cubes go on (those
        // found so far stay valid: the backbone clauses only restate what
        // every solution satisfies).
        let ended = cubes.run(search, &whole, dims, &mut budget)?;
        if ended != Ended::All {
            return Ok(over(None, cubes.bound(puzzle, &whole, first), ended));
        }
        return Ok(Counted::Exact(whole_board(puzzle, whole, cubes, per_cell)));
    }
    let mut gfs = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let mut cubes = Cubes::new(search, part, per_cell, cap);
        let ended = cubes.run(search, part, dims, &mut budget)?;
        if ended != Ended::All {
            // The parts counted so far, this one's cubes so far (or at
            // least `first`'s own restriction), `first`'s on the others.
            let at = |p: &Part| atoms_in(first, p, dims);
            let rest = parts[i + 1..].iter().map(|p| monomial(at(p)));
            let partial = std::iter::once(cubes.gf).map(|gf| at_least_with(gf, at(part)));
            gfs.extend(partial.chain(rest).map(|gf| PartGf {
                gf,
                cell_gf: Vec::new(),
            }));
            let counted = combine(puzzle, &fixed, &free, &parts, &gfs, false).count;
            return Ok(over(None, counted.max(counted_whole), ended));
        }
        gfs.push(cubes.finish());
    }
    Ok(Counted::Exact(combine(
        puzzle, &fixed, &free, &parts, &gfs, per_cell,
    )))
}

/// The result of counting the whole board as one part.
fn whole_board(puzzle: &Puzzle, whole: Part, cubes: Cubes, per_cell: bool) -> Split {
    let none = vec![None; puzzle.dims().cells()];
    combine(puzzle, &none, &[], &[whole], &[cubes.finish()], per_cell)
}

/// The count (and per-cell atoms) from the parts' generating functions.
fn combine(
    puzzle: &Puzzle,
    fixed: &[Option<bool>],
    free: &[usize],
    parts: &[Part],
    gfs: &[PartGf],
    per_cell: bool,
) -> Split {
    let cap = degree_cap(puzzle);
    let fixed_atoms = fixed.iter().filter(|&&v| v == Some(true)).count();
    let mut base = vec![BigUint::zero(); fixed_atoms];
    base.extend(binomial_row(free.len(), cap));
    let count = allowed_sum(puzzle, &product(&base, gfs, None, cap));
    let atoms = if per_cell {
        cell_atoms(puzzle, fixed, free, parts, gfs, &count)
    } else {
        Vec::new()
    };
    Split {
        atoms,
        fixed: fixed.iter().filter(|v| v.is_some()).count(),
        parts: parts.iter().map(|p| p.cells.len()).collect(),
        free: free.len(),
        count,
    }
}

/// `base · Π gfs`, leaving out part `skip`, up to degree `cap`.
fn product(base: &[BigUint], gfs: &[PartGf], skip: Option<usize>, cap: usize) -> Poly {
    gfs.iter()
        .enumerate()
        .filter(|&(j, _)| Some(j) != skip)
        .fold(base.to_vec(), |acc, (_, p)| mul(&acc, &p.gf, cap))
}

/// Per cell, the solutions with an atom there (see the module doc).
fn cell_atoms(
    puzzle: &Puzzle,
    fixed: &[Option<bool>],
    free: &[usize],
    parts: &[Part],
    gfs: &[PartGf],
    count: &BigUint,
) -> Vec<BigUint> {
    let cap = degree_cap(puzzle);
    let fixed_atoms = fixed.iter().filter(|&&v| v == Some(true)).count();
    let mut atoms: Vec<BigUint> = fixed
        .iter()
        .map(|&v| match v {
            Some(true) => count.clone(),
            _ => BigUint::zero(),
        })
        .collect();
    if !free.is_empty() {
        // A free cell holds an atom: x · (1+x)^(f−1) in place of (1+x)^f.
        let mut with = vec![BigUint::zero(); fixed_atoms + 1];
        with.extend(binomial_row(free.len() - 1, cap));
        let n = allowed_sum(puzzle, &product(&with, gfs, None, cap));
        for &i in free {
            atoms[i] = n.clone();
        }
    }
    let mut base = vec![BigUint::zero(); fixed_atoms];
    base.extend(binomial_row(free.len(), cap));
    for (i, (part, gf)) in parts.iter().zip(gfs).enumerate() {
        // weights[k]: the allowed completions of k atoms in this part.
        let others = product(&base, gfs, Some(i), cap);
        let (lo, hi) = (puzzle.atoms().min(), puzzle.atoms().max(fixed.len()));
        let weights: Vec<BigUint> = (0..=part.cells.len())
            .map(|k| {
                let from = lo.saturating_sub(k);
                let to = (hi + 1).saturating_sub(k).min(others.len());
                others
                    .get(from..to)
                    .map_or_else(BigUint::zero, |w| w.iter().sum())
            })
            .collect();
        for (&cell, cell_gf) in part.cells.iter().zip(&gf.cell_gf) {
            atoms[cell] = cell_gf.iter().zip(&weights).map(|(a, w)| a * w).sum();
        }
    }
    atoms
}

/// The backbone of `puzzle` per row-major cell: `Some(atom?)` where every
/// solution agrees, `None` where they differ — and everywhere when there is
/// no solution. `Err(Error::Interrupted)` once `control` is cancelled.
pub fn backbone_of(puzzle: &Puzzle, control: &Control) -> Result<Vec<Option<bool>>> {
    let mut search = Search::new(puzzle, control);
    match search.next_board()? {
        Some(first) => backbone(&mut search, &first),
        None => Ok(vec![None; puzzle.dims().cells()]),
    }
}

/// The backbone of `search`'s solutions given one of them, `first`
/// (see [`Backbone`]); afterwards the backbone holds in `search` by
/// clauses.
fn backbone(search: &mut Search, first: &Board) -> Result<Vec<Option<bool>>> {
    let mut backbone = Backbone::new(first);
    backbone.run(search, &[])?;
    Ok(backbone.fixed())
}

/// `rays` split into parts by their reaches among the open `cells` (every
/// reach lies in `cells`), and the cells of `cells` in no reach (free).
fn parts(
    puzzle: &Puzzle,
    fixed: &[Option<bool>],
    rays: &[Port],
    cells: &[usize],
) -> (Vec<Part>, Vec<usize>) {
    let n = fixed.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut first_cell = Vec::new();
    let mut in_reach = vec![false; n];
    for &port in rays {
        let reach = reach(puzzle, fixed, port);
        for &c in &reach {
            in_reach[c] = true;
            let (a, b) = (root(&mut parent, c), root(&mut parent, reach[0]));
            parent[a] = b;
        }
        if let Some(&c) = reach.first() {
            first_cell.push((port, c));
        }
    }
    let mut parts: Vec<Part> = Vec::new();
    let mut part_of = vec![usize::MAX; n];
    let mut free = Vec::new();
    for &c in cells {
        if !in_reach[c] {
            free.push(c);
            continue;
        }
        let r = root(&mut parent, c);
        if part_of[r] == usize::MAX {
            part_of[r] = parts.len();
            parts.push(Part::default());
        }
        parts[part_of[r]].cells.push(c);
    }
    for (port, c) in first_cell {
        let r = root(&mut parent, c);
        parts[part_of[r]].rays.push(port);
    }
    (parts, free)
}

/// An outcome of a state in [`reach`] whose guard the fixed cells do not
/// refute: the open cells of its guard, the state's slot, and the slot it
/// leads to (`None`: the allowed ending).
struct Live {
    open: Vec<usize>,
    from: usize,
    to: Option<usize>,
}

/// The open cells the ray from `port` can read on a board of `Sol*_B`
/// (see "Reach" in the module doc), row-major, without repeats.
fn reach(puzzle: &Puzzle, fixed: &[Option<bool>], port: Port) -> Vec<usize> {
    let dims = puzzle.dims();
    let slot = |p: Pos, d: Dir| dims.padded_index(p) * 4 + d as usize;
    let index = |p: Pos| p.row as usize * dims.cols() + p.col as usize;
    let known = |p: Pos| {
        if dims.contains(p) {
            fixed[index(p)]
        } else {
            Some(false)
        }
    };
    let allowed = |e: Ending| Some(e.response(port)) == puzzle.hint(port);
    // Forward: every state reachable through live outcomes.
    let entry = dims.entry(port);
    let mut seen = vec![false; dims.padded_len() * 4];
    let mut live: Vec<Live> = Vec::new();
    let mut queue = vec![entry];
    seen[slot(entry.0, entry.1)] = true;
    while let Some((pos, dir)) = queue.pop() {
        for_each_outcome(
            puzzle.rules(),
            dims,
            pos,
            dir,
            (pos, dir) == entry,
            |guard, next| {
                if guard
                    .iter()
                    .any(|&(p, atom)| known(p).is_some_and(|v| v != atom))
                {
                    return;
                }
                let to = match next {
                    Next::State(p, d) => {
                        if !std::mem::replace(&mut seen[slot(p, d)], true) {
                            queue.push((p, d));
                        }
                        Some(slot(p, d))
                    }
                    Next::End(e) if allowed(e) => None,
                    Next::End(_) => return,
                };
                let open = guard
                    .iter()
                    .filter(|&&(p, _)| known(p).is_none())
                    .map(|&(p, _)| index(p))
                    .collect();
                live.push(Live {
                    open,
                    from: slot(pos, dir),
                    to,
                });
            },
        );
    }
    // Backward: the states from which live outcomes lead to the allowed ending.
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); seen.len()];
    for (i, o) in live.iter().enumerate() {
        if let Some(t) = o.to {
            into[t].push(i);
        }
    }
    let mut good = vec![false; seen.len()];
    let mut work: Vec<usize> = live
        .iter()
        .filter(|o| o.to.is_none())
        .map(|o| o.from)
        .collect();
    while let Some(s) = work.pop() {
        if !std::mem::replace(&mut good[s], true) {
            work.extend(into[s].iter().map(|&i| live[i].from));
        }
    }
    let mut cells = vec![false; fixed.len()];
    for o in live
        .iter()
        .filter(|o| good[o.from] && o.to.is_none_or(|t| good[t]))
    {
        for &c in &o.open {
            cells[c] = true;
        }
    }
    (0..cells.len()).filter(|&c| cells[c]).collect()
}

/// A part's cube enumeration so far (see "Counting a part" in the module
/// doc): its guard literal and generating functions. It can be resumed.
struct Cubes {
    guard: Lit,
    per_cell: bool,
    /// Polynomials are kept up to this degree ([`degree_cap`]).
    cap: usize,
    gf: Poly,
    read_atom: Vec<Poly>,
    read_free: Vec<Poly>,
    free_all: Poly,
}

impl Cubes {
    fn new(search: &mut Search, part: &Part, per_cell: bool, cap: usize) -> Self {
        let per = vec![Poly::new(); if per_cell { part.cells.len() } else { 0 }];
        Cubes {
            guard: search.new_guard(),
            per_cell,
            cap,
            gf: Poly::new(),
            read_atom: per.clone(),
            read_free: per,
            free_all: Poly::new(),
        }
    }

    /// Enumerates `part`'s remaining cubes until all are found, `budget`
    /// cubes are used up or the search is interrupted (the cubes found
    /// stay: [`Cubes::bound`]).
    fn run(
        &mut self,
        search: &mut Search,
        part: &Part,
        dims: Dims,
        budget: &mut u64,
    ) -> Result<Ended> {
        let size = part.cells.len();
        let (per_cell, cap) = (self.per_cell, self.cap);
        let mut rows: Vec<Option<Poly>> = vec![None; size + 1];
        let mut row = |f: usize| rows[f].get_or_insert_with(|| binomial_row(f, cap)).clone();
        loop {
            let board = match search.next_board_with(&[self.guard]) {
                Ok(Some(board)) => board,
                Ok(None) => return Ok(Ended::All),
                Err(Error::Interrupted) => return Ok(Ended::Interrupted),
                Err(e) => return Err(e),
            };
            let Some(left) = budget.checked_sub(1) else {
                return Ok(Ended::Budget);
            };
            *budget = left;
            let mut read = vec![false; dims.cells()];
            for &port in &part.rays {
                mark_reads(&board, port, search.rules(), &mut read);
            }
            let atom = |i: usize| board.has_atom(dims.cell_at(i));
            let w: Vec<usize> = part.cells.iter().copied().filter(|&i| read[i]).collect();
            let a = w.iter().filter(|&&i| atom(i)).count();
            let f = size - w.len();
            add_cube(&mut self.gf, a, &row(f), cap);
            if per_cell && f > 0 {
                add_cube(&mut self.free_all, a + 1, &row(f - 1), cap);
            }
            let reads = part.cells.iter().enumerate().filter(|(_, &i)| read[i]);
            for (k, &i) in reads.filter(|_| per_cell) {
                if atom(i) {
                    add_cube(&mut self.read_atom[k], a, &row(f), cap);
                }
                if f > 0 {
                    add_cube(&mut self.read_free[k], a + 1, &row(f - 1), cap);
                }
            }
            search.block_if(Some(self.guard), &board, w.iter().map(|&i| dims.cell_at(i)));
        }
    }

    /// A proven lower bound on the solutions when `part` is the whole board
    /// and its enumeration stopped: the cubes found so far (disjoint, each
    /// of solutions when its atom number is allowed), or `first`.
    fn bound(&self, puzzle: &Puzzle, part: &Part, first: &Board) -> BigUint {
        let gf = at_least_with(self.gf.clone(), atoms_in(first, part, puzzle.dims()));
        allowed_sum(puzzle, &gf)
    }

    /// The part's generating functions (per cell: free share plus read
    /// atoms, less the free share of the cubes that read the cell).
    fn finish(self) -> PartGf {
        let (free_all, cap) = (self.free_all, self.cap);
        let cell_gf = self
            .read_atom
            .into_iter()
            .zip(self.read_free)
            .map(|(mut p, minus)| {
                add_cube(&mut p, 0, &free_all, cap);
                for (k, m) in minus.iter().enumerate() {
                    p[k] -= m;
                }
                p
            })
            .collect();
        PartGf {
            gf: self.gf,
            cell_gf,
        }
    }
}

/// The atoms of `board` in `part`'s cells.
fn atoms_in(board: &Board, part: &Part, dims: Dims) -> usize {
    part.cells
        .iter()
        .filter(|&&i| board.has_atom(dims.cell_at(i)))
        .count()
}

/// `x^k`.
fn monomial(k: usize) -> Poly {
    let mut p = vec![BigUint::zero(); k + 1];
    p[k] = BigUint::from(1u32);
    p
}

/// A part's cubes found so far, `gf`, with at least one restriction of `k`
/// atoms (a known solution's, which may lie in a cube not yet found):
/// coefficient by coefficient a lower bound on the part's restrictions.
fn at_least_with(mut gf: Poly, k: usize) -> Poly {
    if gf.len() <= k {
        gf.resize(k + 1, BigUint::zero());
    }
    if gf[k].is_zero() {
        gf[k] = BigUint::from(1u32);
    }
    gf
}
