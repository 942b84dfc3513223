//! Boards drawn uniformly from a puzzle's solutions **by rejection**, for
//! when the cubes of every ray are too many to enumerate (module
//! [`super::sample`]): [`rejection_draws`].
//!
//! **Why it is uniform.** Boards are proposed uniformly from a set that
//! holds every solution and kept when they solve the puzzle: each kept
//! board is a uniform solution (the proposal is uniform on a superset), at
//! a cost of one proposal per `1/acceptance`.
//!
//! **The set proposed from: a relaxation.** The cheapest superset (the
//! cells every solution agrees on fixed, every other cell free) is
//! hopeless once a few rays are fired on 10x10 (an acceptance under
//! `10^-4`), while the cubes of every ray (the exact sampler) may be too
//! many to enumerate in seconds. Between the two, the boards that
//! reproduce a subset of the rays form a set that still holds every
//! solution, is enumerated into cubes quickly when the rays that make the
//! cubes many are left out, and is a far tighter proposal. The hinted rays
//! (one per exit pair) are tried one at a time, in the walks' order (hits
//! last: a reflection or an exit pins its path down within a few cells, a
//! hit can end almost anywhere), each added when the walks' cubes of the
//! rays kept with it fit within the budget, else left out (to be checked
//! on each proposed board). Each ray is tried once: the work is at most
//! one budget per ray.
//!
//! **Proposals made lazily.** A proposal is drawn as the relaxation's
//! [`Sampler`] draws (a cube, then the number `j` of atoms among its `o`
//! open cells), but the open cells are revealed only when a ray left out
//! reads them (walked on a partial board, module [`super::partial`]): the
//! next one revealed holds an atom with probability `j'/o'` (`j'` atoms
//! left among `o'` open cells left), which is how the cells of a uniform
//! `j`-subset of the open cells are distributed in any order of looking,
//! even one chosen by what was seen. The first ray to end otherwise than
//! its hint rejects the proposal, most of its cells never drawn; a board
//! all of whose rays end as hinted is completed by a uniform `j'`-subset
//! of the cells still open. So each proposal costs the cells its rays read
//! up to the first wrong ending (measured on 10x10/10 after 10 rays: about
//! 40x less than building and tracing whole boards), and the kept boards
//! are exactly those of the module doc's rejection.
//!
//! Invariants: the relaxation holds every solution of the puzzle when
//! `known` holds only cells every solution agrees on (the walks' cubes are
//! exact: module [`super::walks`]); the work is bounded by the budget in
//! cubes for each try and a budget in proposals, and polls the [`Control`]
//! (reporting the boards kept so far as its progress).

use super::cube::Decided;
use super::partial::{Partial, State, Walk, ATOM, EMPTY, OPEN};
use super::sample::Sampler;
use super::walks;
use blackbox::{Board, Port, Puzzle, Response};
use logic::{Control, Result};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// How far [`rejection_draws`] may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rejection {
    /// Walk cubes each try of the relaxation may take (module `relax`;
    /// 0: no ray kept, only the known cells fixed).
    pub cubes: u64,
    /// Most boards proposed.
    pub proposals: u64,
}

/// Proposals between two polls of the [`Control`].
const POLL_EVERY: u64 = 4096;

/// `n` solutions of `puzzle` drawn uniformly and independently by
/// rejection (module doc), from `seed`, given the cells every solution
/// agrees on (`known`): proposed from the relaxation (the boards
/// reproducing the rays whose cubes fit `budget.cubes`), kept when they
/// solve the puzzle. `Ok(None)` when `budget.proposals` boards are
/// proposed first or the weights would take more than
/// [`crate::MAX_WEIGHT_BITS`], `Err(Error::Interrupted)` once `control` is
/// cancelled. The boards kept so far are `control`'s progress.
pub fn rejection_draws(
    puzzle: &Puzzle,
    known: &[Option<bool>],
    seed: u64,
    n: usize,
    budget: Rejection,
    control: &Control,
) -> Result<Option<Vec<Board>>> {
    let Some(relaxed) = relaxation(puzzle, known, budget.cubes, control)? else {
        return Ok(None);
    };
    let mut lazy = Lazy::new(puzzle, &relaxed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut kept = Vec::with_capacity(n);
    let mut proposed = 0u64;
    while kept.len() < n {
        if proposed >= budget.proposals {
            return Ok(None);
        }
        if proposed.is_multiple_of(POLL_EVERY) {
            control.check()?;
            control.report(kept.len() as u64);
        }
        proposed += 1;
        let Some(board) = lazy.propose(&mut rng) else {
            return Ok(None);
        };
        kept.extend(board);
    }
    control.report(kept.len() as u64);
    Ok(Some(kept))
}

/// A relaxation (module doc): the sampler of the boards that reproduce the
/// rays kept, and the rays left out.
pub(crate) struct Relaxation {
    /// Draws uniformly from a set holding every solution.
    pub sampler: Sampler,
    /// The rays left out, with their hints: to be checked on each board.
    pub checked: Vec<(Port, Response)>,
}

/// The relaxation of `puzzle` (module doc) within `cubes` walk cubes per
/// try (0: no ray kept); `Ok(None)` when even the boards with only
/// `known` fixed would need more than [`crate::MAX_WEIGHT_BITS`] of
/// weights; `Err(Interrupted)` once `control` is cancelled.
pub(crate) fn relaxation(
    puzzle: &Puzzle,
    known: &[Option<bool>],
    cubes: u64,
    control: &Control,
) -> Result<Option<Relaxation>> {
    let rays = rays(puzzle);
    let without = |kept: &[bool]| {
        (rays.iter().zip(kept))
            .filter(|(_, &k)| !k)
            .fold(puzzle.clone(), |p, (&(port, _), _)| p.without_hint(port))
    };
    let open = known.iter().filter(|k| k.is_none()).count();
    let atoms = known.iter().filter(|&&k| k == Some(true)).count();
    let cube = Decided::new([], atoms, open);
    let Some(mut best) = Sampler::of(puzzle, known.to_vec(), vec![cube]) else {
        return Ok(None);
    };
    let mut kept = vec![false; rays.len()];
    for i in (0..rays.len()).filter(|_| cubes > 0) {
        kept[i] = true;
        let found = walks::cubes(
            &without(&kept),
            known,
            walks::Budget::of_cubes(cubes),
            control,
        )?;
        match found.and_then(|found| Sampler::of(puzzle, known.to_vec(), found)) {
            Some(tighter) => best = tighter,
            None => kept[i] = false,
        }
    }
    let checked = (rays.into_iter().zip(kept))
        .filter(|&(_, k)| !k)
        .map(|(ray, _)| ray)
        .collect();
    Ok(Some(Relaxation {
        sampler: best,
        checked,
    }))
}

/// The hinted rays with their hints, one port per exit pair, hits last.
fn rays(puzzle: &Puzzle) -> Vec<(Port, Response)> {
    let mut rays: Vec<(Port, Response)> = (puzzle.hints())
        .filter(|&(p, r)| !matches!(r, Response::Exit(q) if q < p))
        .collect();
    rays.sort_by_key(|&(_, r)| r == Response::Hit);
    rays
}

/// Proposals drawn lazily from a relaxation (module doc).
struct Lazy<'a> {
    puzzle: &'a Puzzle,
    sampler: &'a Sampler,
    /// The rays the relaxation left out, with their hints.
    checked: &'a [(Port, Response)],
    /// The known cells decided, the others open, between proposals.
    board: Partial,
    /// The cells decided for the proposal under way.
    trail: Vec<usize>,
}

impl<'a> Lazy<'a> {
    /// Proposals from `relaxed`, a relaxation of `puzzle`.
    fn new(puzzle: &'a Puzzle, relaxed: &'a Relaxation) -> Self {
        let (sampler, checked) = (&relaxed.sampler, &relaxed.checked);
        let mut board = Partial::new(puzzle.dims(), puzzle.rules());
        for (value, known) in board.values.iter_mut().zip(sampler.known()) {
            if let Some(atom) = known {
                *value = if *atom { ATOM } else { EMPTY };
            }
        }
        Lazy {
            puzzle,
            sampler,
            checked,
            board,
            trail: Vec::new(),
        }
    }

    /// One proposal: `Some(Some(board))` when it solves the puzzle,
    /// `Some(None)` when rejected, `None` when the sampler has no board.
    fn propose(&mut self, rng: &mut impl Rng) -> Option<Option<Board>> {
        let (cube, j) = self.sampler.pick(rng)?;
        for &d in &cube.decided {
            let cell = (d >> 1) as usize;
            self.board.values[cell] = if d & 1 == 1 { ATOM } else { EMPTY };
            self.trail.push(cell);
        }
        let (mut open, mut atoms) = (cube.open, j);
        let solved = (0..self.checked.len()).all(|ray| {
            let (port, hint) = self.checked[ray];
            let (pos, dir) = self.puzzle.dims().entry(port);
            let mut state = State {
                pos,
                dir,
                entry: true,
            };
            loop {
                match self.board.walk(state) {
                    Walk::End(ending) => return ending.response(port, self.puzzle.rules()) == hint,
                    Walk::Need(at, cell) => {
                        // Below `open` as a u32: the board's cells fit it.
                        let atom = seeded::below_u32(rng, open as u32) < atoms as u32;
                        self.board.values[cell] = if atom { ATOM } else { EMPTY };
                        self.trail.push(cell);
                        open -= 1;
                        atoms -= usize::from(atom);
                        state = at;
                    }
                }
            }
        });
        let board = solved.then(|| self.complete(atoms, rng));
        for &cell in &self.trail {
            self.board.values[cell] = OPEN;
        }
        self.trail.clear();
        Some(board)
    }

    /// The board of the proposal under way, with `atoms` atoms placed
    /// uniformly among the cells still open.
    fn complete(&self, atoms: usize, rng: &mut impl Rng) -> Board {
        let dims = self.puzzle.dims();
        let values = &self.board.values;
        let open: Vec<usize> = (0..values.len()).filter(|&c| values[c] == OPEN).collect();
        let mut board = Board::empty(dims);
        for (c, _) in values.iter().enumerate().filter(|(_, &v)| v == ATOM) {
            board.set(dims.cell_at(c), true);
        }
        for k in seeded::sample_indices(rng, open.len(), atoms) {
            board.set(dims.cell_at(open[k]), true);
        }
        board
    }
}

#[cfg(test)]
mod tests;
