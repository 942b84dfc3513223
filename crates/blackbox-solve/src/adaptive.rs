//! Boards drawn uniformly from a puzzle's solutions by **rejection on a
//! walk tree that learns its bounds** ([`Adaptive`]): no cube is
//! enumerated up front, so it draws where the cubes are far too many for
//! the exact sampler ([`super::sample`]) and where rejection from a fixed
//! set of boards pays every ray's pass rate on every proposal (a
//! reflection keeps 3–25% of the boards with the known cells fixed, a hit
//! about half: 1 proposal in 60,000 kept on 10x10/10 after 10 rays).
//!
//! **The tree.** Its nodes are the nodes of the walks' search (module
//! [`super::walks`]): a partial board (the known cells, then the cells the
//! hinted rays needed, decided in the walks' order: each ray to its end,
//! reflections and exits first, hits last) with the rays pending on it. A
//! node's *completions* are the boards agreeing with its decided cells
//! whose atom number is allowed, `W(open, atoms) = Σ_t C(open, t − atoms)`;
//! its two children (the cell the first pending ray needs, empty or atom)
//! split them exactly (`W(o, a) = W(o − 1, a) + W(o − 1, a + 1)`). Every
//! stored node keeps a **bound**: the number of its completions not yet
//! ruled out. A node not expanded keeps `W`; an expanded node keeps the sum
//! of its children's bounds, where a child on which a ray ends wrongly
//! counts 0 and a child with no pending ray (a cube: every completion
//! solves the puzzle) counts its `W`. So a node's bound is at least the
//! number of solutions below it, with equality once its subtree is expanded
//! down to cubes.
//!
//! **A draw** (one *trial*): a uniform integer `r` below the root's bound
//! `U` picks a path: at an expanded node, the child whose range of bounds
//! holds `r` (`r` minus the ranges before it); at a node not expanded, the
//! child whose range of completions holds it, the node being expanded on
//! the way while the node budget lasts (its bound then drops by the
//! completions of children ruled out); past the stored tree, cells are
//! decided the same way without being stored (plain rejection from that
//! node). A cell whose range is ruled out rejects the trial; a node with no
//! pending ray completes the board from `r` (its atom number by the range
//! of `C(open, j)` holding `r`, the atoms' places uniformly from the
//! seeded stream). Every solution lies in exactly one cube's range, and the
//! ranges of a node's children partition the node's range as far as they
//! are not ruled out, so each solution is drawn with probability exactly
//! `1/U` per trial, whatever the tree learned: a kept board is uniform,
//! and trials are independent given the tree (which only changes between
//! them), so the draws are independent.
//!
//! **Why it learns.** Each trial expands the nodes it passes, so the tree
//! grows where the solutions' completions are, and every completion ruled
//! out by an expanded node lowers `U`: the acceptance, solutions over `U`,
//! rises as trials go, towards 1 for a tree expanded down to its cubes.
//! A reflection or an exit is settled within a few cells on most boards
//! (an edge atom beside the entry, or the ray leaving elsewhere), so the
//! rays' low pass rates are learned in the first levels, where
//! rejection from a fixed set pays each of them on every proposal.
//!
//! **Two threads once full.** When the node budget is spent the tree no
//! longer changes, so trials only read it: they then run on two threads,
//! each with its own stream, the first giving half the boards of a call
//! and the second the rest, so the boards are the same on every run.
//!
//! Invariants: bounds are exact integers (`u128`; [`Adaptive::new`] gives
//! `None` when the completions of the known cells do not fit); a stored
//! node's bound is the sum of its children's once expanded; the tree holds
//! at most the node budget; the work is bounded by a budget in trials and
//! polls the [`Control`] (reporting the boards kept so far).

use super::partial::{Partial, ATOM, EMPTY, OPEN};
use super::walks::{Pending, Rays};
use blackbox::{Board, Dims, Puzzle};
use logic::{Control, Result};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use std::sync::atomic::{AtomicU64, Ordering};

/// Trials between two polls of the [`Control`].
const POLL_EVERY: u64 = 4096;

/// A child not expanded: its bound is its completions.
const FRESH: u32 = u32::MAX;

/// A child ruled out: its bound is 0.
const OUT: u32 = u32::MAX - 1;

/// Where a trial stands: at an expanded node, at a node not expanded (the
/// parent's node and which child, `None` for the root) or past the stored
/// tree.
#[derive(Clone, Copy)]
enum At {
    Stored(usize, Option<(usize, usize)>),
    Fresh(Option<(usize, usize)>),
    Beyond,
}

/// Uniform solutions of a puzzle from a seeded stream, by rejection on a
/// walk tree whose bounds tighten as it is drawn from (module doc); each
/// call of [`Adaptive::draws`] continues the streams and the tree.
#[derive(Debug)]
pub struct Adaptive<'a> {
    start: Start<'a>,
    tree: Tree,
    /// The streams of the trials: the first while the tree grows, both
    /// (on two threads) once it is full.
    rngs: [ChaCha8Rng; 2],
    /// Trials made and boards kept so far.
    trials: u64,
    kept: u64,
    /// Cancelled once the tree is full ([`Adaptive::cancel_when_full`]).
    when_full: Option<Control>,
}

/// What every trial starts from.
#[derive(Debug)]
struct Start<'a> {
    dims: Dims,
    rays: Rays<'a>,
    /// The known cells decided, every other cell open.
    base: Partial,
    /// The rays pending on `base` (`None`: one ends wrongly there).
    pending: Option<Vec<Pending>>,
    /// Atoms among the known cells, and the cells not known.
    base_atoms: usize,
    base_open: usize,
    completions: Completions,
}

/// The nodes expanded and their bounds.
#[derive(Debug)]
struct Tree {
    /// The root's bound: its completions while it is not expanded (0 when
    /// a ray ends wrongly on the known cells), then the sum of its
    /// children's.
    bound: u128,
    /// The expanded nodes; node 0 is the root, once expanded.
    nodes: Vec<Node>,
    max_nodes: usize,
}

/// An expanded node, in one record so that a trial passing it reads one
/// place: the bound of its first child (empty) and, per child, its node
/// when expanded, else [`FRESH`] or [`OUT`]. The second child's bound is
/// the node's own (kept by its parent, or the root's) less the first's;
/// a child not expanded counts its completions, one ruled out 0.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// The first child's bound, in two halves (so a record takes 24
    /// bytes, not the 32 a `u128`'s alignment would make it).
    first: [u64; 2],
    children: [u32; 2],
}

impl Node {
    fn new(first: u128, children: [u32; 2]) -> Node {
        let mut node = Node {
            first: [0, 0],
            children,
        };
        node.set_first(first);
        node
    }

    fn first(&self) -> u128 {
        (u128::from(self.first[1]) << 64) | u128::from(self.first[0])
    }

    fn set_first(&mut self, bound: u128) {
        self.first = [bound as u64, (bound >> 64) as u64];
    }
}

impl Tree {
    /// Whether a trial may still expand a node.
    fn growing(&self) -> bool {
        self.nodes.len() < self.max_nodes
    }
}

/// How a trial uses the tree: expanding it while it grows, or only
/// reading it (once it is full, where trials run on two threads).
enum Access<'t> {
    Grow(&'t mut Tree),
    Read(&'t Tree),
}

impl Access<'_> {
    fn tree(&self) -> &Tree {
        match self {
            Access::Grow(t) => t,
            Access::Read(t) => t,
        }
    }

    /// The tree, when this trial may expand a node of it.
    fn growing(&mut self) -> Option<&mut Tree> {
        match self {
            Access::Grow(t) if t.growing() => Some(t),
            _ => None,
        }
    }
}

impl<'a> Adaptive<'a> {
    /// Draws of `puzzle`'s solutions from `seed`, given the cells every
    /// solution agrees on (`known`, per row-major cell; all `None` for
    /// none), expanding at most `max_nodes` nodes of the tree (24 bytes
    /// each; 0: plain rejection from the known cells). `None` when the
    /// completions of the known cells do not fit in 128 bits.
    pub fn new(
        puzzle: &'a Puzzle,
        known: &[Option<bool>],
        seed: u64,
        max_nodes: usize,
    ) -> Option<Adaptive<'a>> {
        let dims = puzzle.dims();
        let mut base = Partial::new(dims, puzzle.rules());
        for (value, k) in base.values.iter_mut().zip(known) {
            if let Some(atom) = k {
                *value = if *atom { ATOM } else { EMPTY };
            }
        }
        let base_atoms = known.iter().filter(|&&k| k == Some(true)).count();
        let base_open = known.iter().filter(|k| k.is_none()).count();
        let (lo, hi) = (puzzle.atoms().min(), puzzle.atoms().max(dims.cells()));
        let completions = Completions::new(base_open, base_atoms, lo, hi)?;
        let rays = Rays::of(puzzle);
        let pending = rays.start(&base);
        let bound = match pending {
            Some(_) => completions.of(base_open, base_atoms),
            None => 0,
        };
        let stream = |k: u64| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            rng.set_stream(k);
            rng
        };
        Some(Adaptive {
            start: Start {
                dims,
                rays,
                base,
                pending,
                base_atoms,
                base_open,
                completions,
            },
            tree: Tree {
                bound,
                nodes: Vec::new(),
                max_nodes: max_nodes.min(OUT as usize),
            },
            rngs: [stream(0), stream(1)],
            trials: 0,
            kept: 0,
            when_full: None,
        })
    }

    /// Cancels `other` once the tree is full and the trials run on two
    /// threads: the caller's work beside the draws (another engine on the
    /// same puzzle) that would take a core from them.
    pub fn cancel_when_full(&mut self, other: Control) {
        self.when_full = Some(other);
    }

    /// The next `n` boards of the streams; `Ok(None)` once `max_trials`
    /// trials are made in all (or the puzzle has no solution),
    /// `Err(Error::Interrupted)` once `control` is cancelled. The boards
    /// kept in all are `control`'s progress.
    ///
    /// While the tree grows, trials come from the first stream one after
    /// another. Once it is full they only read it, and run on two threads:
    /// the first stream gives the first half of the boards still wanted
    /// (rounded up) and the second the rest, each within half the trials
    /// left. So the boards returned are the same on every run, whichever
    /// thread is quicker; each is uniform and independent of the others
    /// (module doc: the tree no longer changes, and the streams are
    /// independent).
    pub fn draws(
        &mut self,
        n: usize,
        max_trials: u64,
        control: &Control,
    ) -> Result<Option<Vec<Board>>> {
        let progress = AtomicU64::new(self.kept);
        let drawn = self.draw(n, max_trials, control, &progress);
        self.kept = progress.into_inner();
        control.report(self.kept);
        drawn
    }

    /// [`Adaptive::draws`], the boards kept counted in `progress`.
    fn draw(
        &mut self,
        n: usize,
        max_trials: u64,
        control: &Control,
        progress: &AtomicU64,
    ) -> Result<Option<Vec<Board>>> {
        let (start, tree) = (&self.start, &mut self.tree);
        let [first, second] = &mut self.rngs;
        let left = max_trials.saturating_sub(self.trials);
        let (grown, trials) = keep(n, left, control, progress, || {
            if !tree.growing() {
                return Trial::Full;
            }
            Trial::of(tree.bound, || start.trial(Access::Grow(tree), first))
        });
        self.trials += trials;
        let Some(mut kept) = grown? else {
            return Ok(None);
        };
        if kept.len() < n {
            if let Some(other) = self.when_full.take() {
                other.cancel();
            }
            let wanted = n - kept.len();
            let left = max_trials.saturating_sub(self.trials);
            let tree = &*tree;
            let run = |rng: &mut ChaCha8Rng, n: usize, trials: u64| {
                keep(n, trials, control, progress, || {
                    Trial::of(tree.bound, || start.trial(Access::Read(tree), rng))
                })
            };
            let (a, b) = std::thread::scope(|scope| {
                let b = scope.spawn(|| run(second, wanted / 2, left / 2));
                let a = run(first, wanted - wanted / 2, left - left / 2);
                (a, b.join().expect("the trials do not panic"))
            });
            for (drawn, trials) in [a, b] {
                self.trials += trials;
                match drawn? {
                    Some(boards) => kept.extend(boards),
                    None => return Ok(None),
                }
            }
        }
        Ok(Some(kept))
    }

    /// Trials made so far.
    pub fn trials(&self) -> u64 {
        self.trials
    }

    /// The root's bound now: at least the number of solutions, equal once
    /// the tree is expanded down to its cubes (module doc).
    pub fn bound(&self) -> u128 {
        self.tree.bound
    }

    /// Nodes expanded so far.
    pub fn nodes(&self) -> usize {
        self.tree.nodes.len()
    }
}

impl Start<'_> {
    /// One trial (module doc) with `rng`: the board drawn, or `None` when
    /// rejected. With [`Access::Grow`], the bounds of the nodes expanded on
    /// the way, and of their ancestors, are lowered at the end.
    fn trial(&self, mut access: Access, rng: &mut ChaCha8Rng) -> Option<Board> {
        // The bound of the node the trial stands at.
        let mut own = access.tree().bound;
        let mut r = below(rng, own);
        let mut board = self.base.clone();
        let mut pending = self.pending.clone()?;
        let (mut atoms, mut open) = (self.base_atoms, self.base_open);
        // The expanded nodes passed: which child of which node each is
        // (`None`: the root) and the completions ruled out by expanding it
        // on the way.
        let mut path: Vec<(Option<(usize, usize)>, u128)> = Vec::new();
        let mut at = match access.tree().nodes.is_empty() {
            true => At::Fresh(None),
            false => At::Stored(0, None),
        };
        let drawn = loop {
            if pending.is_empty() {
                break Some(self.complete(&mut board, r, open, atoms, rng));
            }
            let cell = pending[0].need;
            let ranges = [
                self.completions.of(open - 1, atoms),
                self.completions.of(open - 1, atoms + 1),
            ];
            let mut next = None;
            let step = match (at, access.growing()) {
                (At::Stored(n, link), _) => {
                    path.push((link, 0));
                    let node = access.tree().nodes[n];
                    let first = node.first();
                    let bounds = [first, own - first];
                    pick(&mut r, bounds).map(|v| {
                        own = bounds[v];
                        match node.children[v] {
                            FRESH => (v, At::Fresh(Some((n, v)))),
                            k => (v, At::Stored(k as usize, Some((n, v)))),
                        }
                    })
                }
                (At::Fresh(link), Some(tree)) => {
                    let mut after = [None, None];
                    let mut bounds = [0, 0];
                    for (v, value) in [EMPTY, ATOM].into_iter().enumerate() {
                        if ranges[v] == 0 {
                            continue;
                        }
                        board.values[cell] = value;
                        after[v] = self.rays.after_deciding(&board, &pending, cell);
                        if after[v].is_some() {
                            bounds[v] = ranges[v];
                        }
                    }
                    board.values[cell] = OPEN;
                    let k = tree.nodes.len();
                    let children = bounds.map(|b| if b == 0 { OUT } else { FRESH });
                    tree.nodes.push(Node::new(bounds[0], children));
                    if let Some((parent, v)) = link {
                        tree.nodes[parent].children[v] = k as u32;
                    }
                    path.push((link, ranges[0] + ranges[1] - bounds[0] - bounds[1]));
                    let v = pick_range(&mut r, ranges);
                    own = ranges[v];
                    next = after[v].take();
                    (bounds[v] != 0).then_some((v, At::Fresh(Some((k, v)))))
                }
                _ => Some((pick_range(&mut r, ranges), At::Beyond)),
            };
            let Some((v, then)) = step else {
                break None;
            };
            board.values[cell] = [EMPTY, ATOM][v];
            atoms += v;
            open -= 1;
            match next {
                Some(next) => pending = next,
                None if self.rays.walk_on(&board, &mut pending, cell) => {}
                None => break None,
            }
            at = then;
        };
        if let Access::Grow(tree) = access {
            // Each node's bound falls by what was ruled out at it and
            // below: kept by its parent for a first child, by the root's
            // bound for the root; a second child's follows its parent's.
            let mut ruled_out = 0;
            for &(link, own) in path.iter().rev() {
                ruled_out += own;
                match link {
                    None => tree.bound -= ruled_out,
                    Some((parent, 0)) => {
                        let node = &mut tree.nodes[parent];
                        node.set_first(node.first() - ruled_out);
                    }
                    Some(_) => {}
                }
            }
        }
        drawn
    }

    /// The board of `partial`'s decided atoms and `r`'s completion of its
    /// open cells (`r` below their completions with `atoms` decided): the
    /// number of atoms they take by the range of `C(open, j)` holding `r`,
    /// their places uniformly from `rng`.
    fn complete(
        &self,
        partial: &mut Partial,
        mut r: u128,
        open: usize,
        atoms: usize,
        rng: &mut ChaCha8Rng,
    ) -> Board {
        let mut j = self.completions.lo.saturating_sub(atoms);
        loop {
            let c = self.completions.binomial(open, j);
            if r < c {
                break;
            }
            r -= c;
            j += 1;
        }
        let cells: Vec<usize> = (0..partial.values.len())
            .filter(|&c| partial.values[c] == OPEN)
            .collect();
        for k in seeded::sample_indices(rng, cells.len(), j) {
            partial.values[cells[k]] = ATOM;
        }
        let mut board = Board::empty(self.dims);
        for c in (0..partial.values.len()).filter(|&c| partial.values[c] == ATOM) {
            board.set(self.dims.cell_at(c), true);
        }
        board
    }
}

/// What one call of [`keep`]'s trial gave.
enum Trial {
    Kept(Board),
    Rejected,
    /// No trial made: the tree is full (the trials go on with it read only).
    Full,
    /// No trial made: the bound is 0, the puzzle has no solution.
    Empty,
}

impl Trial {
    /// A trial's outcome, under a root's `bound` (0: none was made).
    fn of(bound: u128, trial: impl FnOnce() -> Option<Board>) -> Trial {
        match bound {
            0 => Trial::Empty,
            _ => trial().map_or(Trial::Rejected, Trial::Kept),
        }
    }
}

/// Up to `n` boards from `trial` within `max_trials` trials: the boards
/// (fewer than `n` when `trial` says the tree is full; `None` past the
/// trials, or with no solution) and the trials made. Polls `control`,
/// reporting the boards kept in all, counted in `progress` (shared by the
/// threads).
fn keep(
    n: usize,
    max_trials: u64,
    control: &Control,
    progress: &AtomicU64,
    mut trial: impl FnMut() -> Trial,
) -> (Result<Option<Vec<Board>>>, u64) {
    let mut kept = Vec::with_capacity(n.min(1 << 16));
    let mut trials = 0;
    while kept.len() < n {
        if trials >= max_trials {
            return (Ok(None), trials);
        }
        if trials.is_multiple_of(POLL_EVERY) {
            if let Err(e) = control.check() {
                return (Err(e), trials);
            }
            control.report(progress.load(Ordering::Relaxed));
        }
        match trial() {
            Trial::Kept(board) => {
                progress.fetch_add(1, Ordering::Relaxed);
                kept.push(board);
            }
            Trial::Rejected => {}
            Trial::Full => break,
            Trial::Empty => return (Ok(None), trials),
        }
        trials += 1;
    }
    (Ok(Some(kept)), trials)
}

/// The child of an expanded node whose range of bounds holds `r` (`r`
/// then taken into that range); `None` past both.
fn pick(r: &mut u128, bounds: [u128; 2]) -> Option<usize> {
    if *r < bounds[0] {
        Some(0)
    } else if *r - bounds[0] < bounds[1] {
        *r -= bounds[0];
        Some(1)
    } else {
        None
    }
}

/// The child of a node not expanded whose range of completions holds `r`
/// (below their sum), `r` then taken into that range.
fn pick_range(r: &mut u128, ranges: [u128; 2]) -> usize {
    if *r < ranges[0] {
        0
    } else {
        *r -= ranges[0];
        1
    }
}

/// A uniform integer below `n` (positive), by rejection on `n`'s bit
/// length (fewer than two tries on average).
fn below(rng: &mut impl Rng, n: u128) -> u128 {
    let bits = 128 - n.leading_zeros();
    let mask = if bits == 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    loop {
        let x = ((u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64())) & mask;
        if x < n {
            return x;
        }
    }
}

/// The completions `W(open, atoms)` of a node (module doc) for every
/// `open` up to the known cells' and every `atoms` from theirs up to the
/// most the board can hold, and the binomials they sum, exact in 128 bits.
#[derive(Debug, Clone)]
struct Completions {
    lo: usize,
    /// The known cells' atoms, and the most atoms a node may hold.
    first: usize,
    last: usize,
    /// `C(n, k)` at `n * width + k`, for `k <= last - first`.
    binomials: Vec<u128>,
    /// `W(open, atoms)` at `open * width + atoms - first`.
    table: Vec<u128>,
}

impl Completions {
    /// The table for nodes below known cells with `open` open cells and
    /// `atoms` atoms, the allowed atom numbers `lo..=hi`; `None` when the
    /// largest value, `Σ_k C(open, k)` over the atoms the open cells may
    /// take, does not fit in 128 bits (checked before the table is built:
    /// its size is then at most `(open + 1)^2`, every value no larger).
    fn new(open: usize, atoms: usize, lo: usize, hi: usize) -> Option<Completions> {
        let last = hi.min(atoms + open).max(atoms);
        let most = last - atoms;
        let (mut c, mut sum) = (1u128, 1u128);
        for k in 0..most {
            c = c.checked_mul((open - k) as u128)? / (k as u128 + 1);
            sum = sum.checked_add(c)?;
        }
        let width = most + 1;
        let mut binomials = vec![0u128; (open + 1) * width];
        for n in 0..=open {
            binomials[n * width] = 1;
            for k in 1..=most.min(n) {
                let beside = if k < n {
                    binomials[(n - 1) * width + k]
                } else {
                    0
                };
                binomials[n * width + k] = binomials[(n - 1) * width + k - 1] + beside;
            }
        }
        let mut table = vec![0u128; (open + 1) * width];
        for o in 0..=open {
            for a in atoms..=last {
                table[o * width + a - atoms] = (lo.max(a)..=hi.min(a + o))
                    .map(|t| binomials[o * width + t - a])
                    .sum();
            }
        }
        Some(Completions {
            lo,
            first: atoms,
            last,
            binomials,
            table,
        })
    }

    /// `W(open, atoms)`; 0 past the most atoms allowed.
    fn of(&self, open: usize, atoms: usize) -> u128 {
        match atoms <= self.last {
            true => self.table[open * (self.last - self.first + 1) + atoms - self.first],
            false => 0,
        }
    }

    /// `C(n, k)`, for `k` at most the most atoms a node's open cells may
    /// take (else 0, never asked).
    fn binomial(&self, n: usize, k: usize) -> u128 {
        let width = self.last - self.first + 1;
        match k < width && k <= n {
            true => self.binomials[n * width + k],
            false => 0,
        }
    }
}

#[cfg(test)]
mod tests;
