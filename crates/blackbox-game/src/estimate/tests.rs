//! The stated error holds: on 8x8 games a few rays in, the exact bits and
//! expected cost of every unfired ray fall inside the estimate's interval
//! in at least 95% of cases, on the draws of the assistant's first round
//! and on [`crate::advice::DRAWS`] (deterministic seeds); the ray suggested where
//! the assistant's rounds stop is the exact best in 19 games of 20.

use super::*;
use crate::advice::rate;
use crate::setup::{setup_for, Budget};
use crate::{Control, Game, GameId, Move};
use blackbox::random::below_u32;
use blackbox::{AtomCount, Dims};
use blackbox_solve::Sampler;
use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The game 8x8 with `atoms` atoms of `seed`, after `rays` seeded rays.
fn game(atoms: usize, seed: u64, rays: usize) -> Game {
    let id = GameId::new(Dims::new(8, 8).unwrap(), AtomCount::Exact(atoms), seed).unwrap();
    let mut game = Game::new(setup_for(id, Budget::INTERACTIVE, &Control::new()).unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.state().rays_fired() < rays {
        let port = id
            .dims()
            .port(1 + below_u32(&mut rng, 32) as usize)
            .unwrap();
        let _ = game.apply(Move::Fire(port));
    }
    game
}

/// The puzzle of test game `seed` (4 or 5 atoms, 2 to 6 rays) and its sampler.
fn sampled_game(seed: u64) -> (blackbox::Puzzle, Sampler) {
    let g = game(4 + seed as usize % 2, seed, 2 + seed as usize % 5);
    let puzzle = g.state().puzzle(g.setup());
    let sampler = Sampler::new(&puzzle, &[None; 64], u64::MAX, &Control::new())
        .unwrap()
        .unwrap();
    (puzzle, sampler)
}

/// Per (game, unfired ray): whether the exact bits and cost fall inside
/// the stated intervals of the estimate on `n` draws; and per game whether
/// the best ray by the estimates on `n` draws, or on the draws at which
/// the assistant's rounds stop (the suggestion settled, or [`crate::advice::DRAWS`]
/// drawn), is the best by the exact ratings.
struct Tally {
    rays: usize,
    bits_inside: usize,
    cost_inside: usize,
    games: usize,
    same_best: usize,
    same_when_stopped: usize,
}

/// The ratings of every unfired ray of `puzzle` estimated on `draws`.
fn estimates(puzzle: &blackbox::Puzzle, draws: &[Board]) -> Vec<crate::Suggestion> {
    (puzzle.dims().all_ports())
        .filter(|&p| puzzle.hint(p).is_none())
        .filter_map(|p| estimate(puzzle, p, draws))
        .collect()
}

/// The ray suggested once the assistant's rounds stop on `sampler`'s draws.
fn suggested_when_stopped(puzzle: &blackbox::Puzzle, sampler: &Sampler, seed: u64) -> Option<Port> {
    let mut n = crate::anytime::FIRST_DRAWS;
    loop {
        let draws = sampler.draws(seed, n, &Control::new()).unwrap();
        let rated = estimates(puzzle, &draws);
        let best = rated
            .iter()
            .cloned()
            .map(Some)
            .fold(None, crate::advice::better);
        if crate::anytime::stops(n, crate::anytime::settled(best.as_ref(), &rated)) {
            return best.map(|s| s.port);
        }
        n *= 4;
    }
}

fn tally(n: usize) -> Tally {
    let mut t = Tally {
        rays: 0,
        bits_inside: 0,
        cost_inside: 0,
        games: 0,
        same_best: 0,
        same_when_stopped: 0,
    };
    for seed in 0..24u64 {
        let (puzzle, sampler) = sampled_game(seed);
        let Some(all) = sampler.all(60_000) else {
            continue;
        };
        let draws = sampler.draws(seed, n, &Control::new()).unwrap();
        let (mut best_exact, mut best_estimate) = (None, None);
        for port in (puzzle.dims().all_ports()).filter(|&p| puzzle.hint(p).is_none()) {
            let mut counts: BTreeMap<Response, usize> = BTreeMap::new();
            for b in &all {
                *counts.entry(b.response(port, puzzle.rules())).or_default() += 1;
            }
            let outcomes: Vec<(Response, BigUint)> = counts
                .into_iter()
                .map(|(r, n)| (r, BigUint::from(n)))
                .collect();
            let exact = rate(port, &outcomes, Suggester::Entropy);
            let est = estimate(&puzzle, port, &draws);
            best_exact = crate::advice::better(best_exact, exact.clone());
            best_estimate = crate::advice::better(best_estimate, est.clone());
            let (Some(exact), Some(est)) = (exact, est) else {
                continue;
            };
            let Suggester::Estimate {
                bits_error,
                cost_error,
                ..
            } = est.by
            else {
                unreachable!("an estimate")
            };
            t.rays += 1;
            t.bits_inside += usize::from((exact.bits - est.bits).abs() <= bits_error);
            t.cost_inside +=
                usize::from((exact.expected_cost - est.expected_cost).abs() <= cost_error);
        }
        let best_exact = best_exact.map(|s| s.port);
        t.games += 1;
        t.same_best += usize::from(best_exact == best_estimate.map(|s| s.port));
        t.same_when_stopped +=
            usize::from(best_exact == suggested_when_stopped(&puzzle, &sampler, seed));
    }
    t
}

#[test]
fn the_exact_rating_falls_inside_the_stated_error_in_95_percent_of_cases() {
    // On the draws of the assistant's first round and on those after
    // which it is complete however unsettled.
    for n in [crate::anytime::FIRST_DRAWS, crate::advice::DRAWS] {
        let t = tally(n);
        assert!(
            t.games >= 12 && t.rays >= 200,
            "{} games, {} rays",
            t.games,
            t.rays
        );
        let share = |k: usize| k as f64 / t.rays as f64;
        assert!(
            share(t.bits_inside) >= 0.95,
            "{n} draws: bits inside {} of {}",
            t.bits_inside,
            t.rays
        );
        assert!(
            share(t.cost_inside) >= 0.95,
            "{n} draws: cost inside {} of {}",
            t.cost_inside,
            t.rays
        );
        // The suggested ray changes when the exact ratings arrive in at
        // most 1 game in 20: on DRAWS draws, and where the rounds stop.
        let at_most_1_in_20 = |same: usize| same * 20 >= t.games * 19;
        assert!(
            n < crate::advice::DRAWS || at_most_1_in_20(t.same_best),
            "same best ray in {} of {}",
            t.same_best,
            t.games
        );
        assert!(
            at_most_1_in_20(t.same_when_stopped),
            "same best ray where the rounds stop in {} of {}",
            t.same_when_stopped,
            t.games
        );
    }
}

#[test]
fn one_response_drawn_gives_no_estimate() {
    let g = game(4, 1, 0);
    let puzzle = g.state().puzzle(g.setup());
    let port = puzzle.dims().port(1).unwrap();
    let hit = Board::with_atoms(puzzle.dims(), [(0, 0), (0, 1), (1, 1), (2, 2)]).unwrap();
    assert_eq!(estimate(&puzzle, port, &[hit.clone(), hit]), None);
}

#[test]
fn every_estimated_share_falls_inside_the_stated_error_at_once() {
    let (mut games, mut inside) = (0, 0);
    for (seed, n) in
        (0..24u64).flat_map(|s| [(s, crate::anytime::FIRST_DRAWS), (s, crate::advice::DRAWS)])
    {
        let (puzzle, sampler) = sampled_game(seed);
        let (shares, error) =
            estimate_shares(&puzzle, &sampler.draws(seed, n, &Control::new()).unwrap());
        let total = sampler.count();
        let atoms = sampler.atoms();
        let exact = atoms.iter().map(|n| blackbox_solve::ratio(n, &total));
        games += 1;
        inside += usize::from(
            shares
                .iter()
                .zip(exact)
                .all(|(p, q)| (p - q).abs() <= error),
        );
    }
    assert!(
        inside * 20 >= games * 19,
        "all shares inside in {inside} of {games}"
    );
}
