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

/// Trials between two polls of the [`Control`].
const POLL_EVERY: u64 = 4096;

/// A child not expanded: its bound is its completions.
const FRESH: u32 = u32::MAX;

/// A child ruled out: its bound is 0.
const OUT: u32 = u32::MAX - 1;

/// Where a trial stands: at an expanded node, at a node not expanded (the
/// parent's node and which child, `None` for the root) or past the stored
/// tree.
enum At {
    Stored(usize),
    Fresh(Option<(usize, usize)>),
    Beyond,
}

/// Uniform solutions of a puzzle from a seeded stream, by rejection on a
/// walk tree whose bounds tighten as it is drawn from (module doc); each
/// call of [`Adaptive::draws`] continues the stream and the tree.
#[derive(Debug)]
pub struct Adaptive<'a> {
    dims: Dims,
    rays: Rays<'a>,
    /// The known cells decided, every other cell open.
    base: Partial,
    /// The rays pending on `base` (`None`: one ends wrongly there).
    start: Option<Vec<Pending>>,
    /// Atoms among the known cells, and the cells not known.
    base_atoms: usize,
    base_open: usize,
    completions: Completions,
    /// The root's bound while it is not expanded: its completions (0 when
    /// a ray ends wrongly on the known cells).
    root: u128,
    /// Per expanded node, its bound (module doc); node 0 is the root, once
    /// expanded. Children not expanded are not stored: their bound is
    /// their completions, known from the partial board.
    bounds: Vec<u128>,
    /// Per expanded node, per child (empty, atom): its node when expanded,
    /// else [`FRESH`] or [`OUT`].
    children: Vec<[u32; 2]>,
    max_nodes: usize,
    rng: ChaCha8Rng,
    /// Trials made and boards kept so far.
    trials: u64,
    kept: u64,
}

impl<'a> Adaptive<'a> {
    /// Draws of `puzzle`'s solutions from `seed`, given the cells every
    /// solution agrees on (`known`, per row-major cell; all `None` for
    /// none), expanding at most `max_nodes` nodes of the tree (24 bytes
    /// each; 0: plain rejection from the known cells). `None` when the completions of the known cells do not fit in
    /// 128 bits.
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
        let start = rays.start(&base);
        let root = match start {
            Some(_) => completions.of(base_open, base_atoms),
            None => 0,
        };
        Some(Adaptive {
            dims,
            rays,
            base,
            start,
            base_atoms,
            base_open,
            completions,
            root,
            bounds: Vec::new(),
            children: Vec::new(),
            max_nodes: max_nodes.min(OUT as usize),
            rng: ChaCha8Rng::seed_from_u64(seed),
            trials: 0,
            kept: 0,
        })
    }

    /// The next `n` boards of the stream; `Ok(None)` once `max_trials`
    /// trials are made in all (or the puzzle has no solution),
    /// `Err(Error::Interrupted)` once `control` is cancelled. The boards
    /// kept in all are `control`'s progress.
    pub fn draws(
        &mut self,
        n: usize,
        max_trials: u64,
        control: &Control,
    ) -> Result<Option<Vec<Board>>> {
        let mut kept = Vec::with_capacity(n.min(1 << 16));
        while kept.len() < n {
            if self.trials >= max_trials || self.bound() == 0 {
                return Ok(None);
            }
            if self.trials.is_multiple_of(POLL_EVERY) {
                control.check()?;
                control.report(self.kept);
            }
            self.trials += 1;
            if let Some(board) = self.trial() {
                self.kept += 1;
                kept.push(board);
            }
        }
        control.report(self.kept);
        Ok(Some(kept))
    }

    /// Trials made so far.
    pub fn trials(&self) -> u64 {
        self.trials
    }

    /// The root's bound now: at least the number of solutions, equal once
    /// the tree is expanded down to its cubes (module doc).
    pub fn bound(&self) -> u128 {
        self.bounds.first().copied().unwrap_or(self.root)
    }

    /// Nodes expanded so far.
    pub fn nodes(&self) -> usize {
        self.bounds.len()
    }

    /// One trial (module doc): the board drawn, or `None` when rejected.
    /// The bounds of the nodes expanded on the way, and of their
    /// ancestors, are lowered at the end.
    fn trial(&mut self) -> Option<Board> {
        let bound = self.bound();
        let mut r = below(&mut self.rng, bound);
        let mut board = self.base.clone();
        let mut pending = self.start.clone()?;
        let (mut atoms, mut open) = (self.base_atoms, self.base_open);
        // The expanded nodes passed, each with the completions ruled out by
        // expanding its child on the way.
        let mut path: Vec<(usize, u128)> = Vec::new();
        let mut at = match self.bounds.is_empty() {
            true => At::Fresh(None),
            false => At::Stored(0),
        };
        let drawn = loop {
            if pending.is_empty() {
                break Some(self.complete(&mut board, r, open, atoms));
            }
            let cell = pending[0].need;
            let ranges = [
                self.completions.of(open - 1, atoms),
                self.completions.of(open - 1, atoms + 1),
            ];
            let mut next = None;
            let step = match at {
                At::Stored(n) => {
                    path.push((n, 0));
                    let children = self.children[n];
                    let bounds = [0, 1].map(|v| match children[v] {
                        FRESH => ranges[v],
                        OUT => 0,
                        k => self.bounds[k as usize],
                    });
                    pick(&mut r, bounds).map(|v| match children[v] {
                        FRESH => (v, At::Fresh(Some((n, v)))),
                        k => (v, At::Stored(k as usize)),
                    })
                }
                At::Fresh(slot) if self.bounds.len() < self.max_nodes => {
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
                    let k = self.bounds.len();
                    self.bounds.push(bounds[0] + bounds[1]);
                    self.children
                        .push(bounds.map(|b| if b == 0 { OUT } else { FRESH }));
                    if let Some((parent, v)) = slot {
                        self.children[parent][v] = k as u32;
                    }
                    if let Some(last) = path.last_mut() {
                        last.1 += ranges[0] + ranges[1] - bounds[0] - bounds[1];
                    }
                    path.push((k, 0));
                    let v = pick_range(&mut r, ranges);
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
        let mut ruled_out = 0;
        for &(n, own) in path.iter().rev() {
            ruled_out += own;
            self.bounds[n] -= ruled_out;
        }
        drawn
    }

    /// The board of `partial`'s decided atoms and `r`'s completion of its
    /// open cells (`r` below their completions with `atoms` decided): the
    /// number of atoms they take by the range of `C(open, j)` holding `r`,
    /// their places uniformly from the stream.
    fn complete(&mut self, partial: &mut Partial, mut r: u128, open: usize, atoms: usize) -> Board {
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
        for k in seeded::sample_indices(&mut self.rng, cells.len(), j) {
            partial.values[cells[k]] = ATOM;
        }
        let mut board = Board::empty(self.dims);
        for c in (0..partial.values.len()).filter(|&c| partial.values[c] == ATOM) {
            board.set(self.dims.cell_at(c), true);
        }
        board
    }
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
