//! A *relaxation* of a puzzle for drawing by rejection: the uniform
//! [`Sampler`] of the boards that reproduce only some of the puzzle's
//! rays and agree with the cells every solution agrees on.
//!
//! **Why.** Drawing by rejection proposes boards uniformly from a set that
//! holds every solution and keeps those that solve the puzzle: each kept
//! board is a uniform solution, at one proposal per `1/acceptance`. The
//! cheapest such set (the known cells fixed, every other cell free) is
//! hopeless once a few rays are fired on 10x10 (an acceptance under
//! `10^-4`), while the cubes of every ray (the exact sampler) may be too
//! many to enumerate in seconds. Between the two, the boards that
//! reproduce a subset of the rays form a set that still holds every
//! solution, is enumerated into cubes quickly when the rays that make the
//! cubes many are left out, and is a far tighter proposal.
//!
//! **Which rays.** The hinted rays (one per exit pair) are tried one at a
//! time, in the walks' order (hits last: a reflection or an exit pins its
//! path down within a few cells, a hit can end almost anywhere), each
//! added when the walks' cubes of the rays kept with it fit within the
//! budget, else left out (to be checked on each proposed board). Each ray
//! is tried once: the work is at most one budget per ray.
//!
//! Invariants: the sampler returned draws uniformly from the boards that
//! agree with `known` and reproduce the kept rays, a set holding every
//! solution of the puzzle when `known` holds only cells every solution
//! agrees on (the walks' cubes are exact: module [`super::walks`]). The
//! work is bounded by the budget in cubes (and walk nodes per cube) for
//! each try, and polls the [`Control`].

use super::report::WALK_NODES_PER_CUBE;
use super::sample::{known_only, Sampler};
use super::walks;
use blackbox::{Port, Puzzle, Response};
use logic::{Control, Result};

/// The relaxation of `puzzle` (module doc) within `cubes` walk cubes per
/// try (0: no ray kept); `Ok(None)` when even the boards with only `known`
/// fixed would need more than [`crate::MAX_WEIGHT_BITS`] of weights;
/// `Err(Interrupted)` once `control` is cancelled.
pub(crate) fn relaxation(
    puzzle: &Puzzle,
    known: &[Option<bool>],
    cubes: u64,
    control: &Control,
) -> Result<Option<Sampler>> {
    let rays = rays(puzzle);
    let without = |kept: &[bool]| {
        (rays.iter().zip(kept))
            .filter(|(_, &k)| !k)
            .fold(puzzle.clone(), |p, (&port, _)| p.without_hint(port))
    };
    let budget = walks::Budget {
        cubes,
        nodes: cubes.saturating_mul(WALK_NODES_PER_CUBE),
    };
    let Some(mut best) = known_only(puzzle, known) else {
        return Ok(None);
    };
    let mut kept = vec![false; rays.len()];
    for i in (0..rays.len()).filter(|_| cubes > 0) {
        kept[i] = true;
        match sampler(&without(&kept), known, budget, control)? {
            Some(tighter) => best = tighter,
            None => kept[i] = false,
        }
    }
    Ok(Some(best))
}

/// The sampler of the walks' cubes of `puzzle` from `known`; `None` over
/// `budget` or the weights' bound.
fn sampler(
    puzzle: &Puzzle,
    known: &[Option<bool>],
    budget: walks::Budget,
    control: &Control,
) -> Result<Option<Sampler>> {
    Ok(walks::cubes(puzzle, known, budget, control)?
        .and_then(|cubes| Sampler::of(puzzle, known.to_vec(), cubes)))
}

/// The hinted rays, one port per exit pair, hits last.
fn rays(puzzle: &Puzzle) -> Vec<Port> {
    let mut rays: Vec<(Port, Response)> = (puzzle.hints())
        .filter(|&(p, r)| !matches!(r, Response::Exit(q) if q < p))
        .collect();
    rays.sort_by_key(|&(_, r)| r == Response::Hit);
    rays.into_iter().map(|(p, _)| p).collect()
}
