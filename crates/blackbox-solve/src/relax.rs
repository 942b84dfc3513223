//! Boards drawn uniformly from a puzzle's solutions **by rejection**, for
//! when the cubes of every ray are too many to enumerate (module
//! [`super::sample`]): [`Rejection`].
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
//! **Checks.** Each proposal is checked on the rays the relaxation left
//! out only (the others hold on every board it proposes), one port per
//! exit pair (by reversibility the other end's hint then holds too),
//! reflections and exits first (they fail most often: each passes 3–25% of
//! proposals from the known cells on 10x10/10 and 15x15/20 mid-game, a hit
//! about half), stopping at the first wrong ending. Revealing the open
//! cells lazily, only as those rays read them, was tried and is slower:
//! the rays read 30–60 cells before their first wrong ending, each a
//! random draw, where a whole board takes one per atom (measured on
//! 10x10/10 after 10 and 15 rays, 15x15/20 after 15: 2.5–3.4 µs a
//! proposal lazily, 1.5–1.8 µs whole, on the shared machine).
//!
//! Invariants: the relaxation holds every solution of the puzzle when
//! `known` holds only cells every solution agrees on (the walks' cubes are
//! exact: module [`super::walks`]); the work is bounded by the budget in
//! cubes for each try and a budget in proposals, and polls the [`Control`]
//! (reporting the boards kept so far as its progress).

use super::cube::Decided;
use super::sample::Sampler;
use super::walks;
use blackbox::{Board, Port, Puzzle, Response};
use logic::{Control, Result};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Proposals between two polls of the [`Control`].
const POLL_EVERY: u64 = 4096;

/// Solutions of a puzzle drawn uniformly and independently by rejection
/// (module doc) from a seeded stream, which each call of
/// [`Rejection::draws`] continues.
#[derive(Debug)]
pub struct Rejection<'a> {
    puzzle: &'a Puzzle,
    relaxed: Relaxation,
    rng: ChaCha8Rng,
    /// Boards proposed and kept so far.
    proposed: u64,
    kept: u64,
}

impl<'a> Rejection<'a> {
    /// Draws of `puzzle`'s solutions from `seed`, given the cells every
    /// solution agrees on (`known`), proposed from the relaxation of the
    /// rays whose walk cubes fit `cubes` (0: none, only the known cells
    /// fixed). `Ok(None)` when the weights would take more than
    /// [`crate::MAX_WEIGHT_BITS`], `Err(Error::Interrupted)` once
    /// `control` is cancelled.
    pub fn new(
        puzzle: &'a Puzzle,
        known: &[Option<bool>],
        seed: u64,
        cubes: u64,
        control: &Control,
    ) -> Result<Option<Rejection<'a>>> {
        Ok(
            relaxation(puzzle, known, cubes, control)?.map(|relaxed| Rejection {
                puzzle,
                relaxed,
                rng: ChaCha8Rng::seed_from_u64(seed),
                proposed: 0,
                kept: 0,
            }),
        )
    }

    /// The next `n` boards of the stream; `Ok(None)` once `max_proposals`
    /// boards are proposed in all (or the puzzle has no solution),
    /// `Err(Error::Interrupted)` once `control` is cancelled. The boards
    /// kept in all are `control`'s progress.
    pub fn draws(
        &mut self,
        n: usize,
        max_proposals: u64,
        control: &Control,
    ) -> Result<Option<Vec<Board>>> {
        let mut kept = Vec::with_capacity(n.min(1 << 16));
        while kept.len() < n {
            if self.proposed >= max_proposals {
                return Ok(None);
            }
            if self.proposed.is_multiple_of(POLL_EVERY) {
                control.check()?;
                control.report(self.kept);
            }
            self.proposed += 1;
            let Some(board) = self.relaxed.sampler.draw(&mut self.rng) else {
                return Ok(None);
            };
            if self.relaxed.solved_by(self.puzzle, &board) {
                self.kept += 1;
                kept.push(board);
            }
        }
        control.report(self.kept);
        Ok(Some(kept))
    }

    /// Boards proposed so far.
    pub fn proposed(&self) -> u64 {
        self.proposed
    }
}

/// A relaxation (module doc): the sampler of the boards that reproduce the
/// rays kept, and the rays left out.
#[derive(Debug)]
pub(crate) struct Relaxation {
    /// Draws uniformly from a set holding every solution.
    pub sampler: Sampler,
    /// The rays left out, with their hints: to be checked on each board.
    pub checked: Vec<(Port, Response)>,
}

impl Relaxation {
    /// Whether `board`, proposed by this relaxation of `puzzle`, solves
    /// `puzzle`: whether the rays left out end as hinted (module doc).
    fn solved_by(&self, puzzle: &Puzzle, board: &Board) -> bool {
        (self.checked.iter()).all(|&(port, hint)| board.response(port, puzzle.rules()) == hint)
    }
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

#[cfg(test)]
mod tests;
