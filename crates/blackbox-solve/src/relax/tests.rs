//! Rejection against enumeration: the kept boards pass the sampler's
//! chi-squared test of uniformity, lazy proposals are kept as often as a
//! uniform proposal on the relaxation would be, and the relaxation holds
//! every solution, tightening with its budget.

use super::*;
use crate::sample::tests::{chi_squared, critical, small_puzzles, solutions};
use blackbox::binomial_row;
use num_bigint::BigUint;

/// The known cells of `p` (its backbone) and none.
fn knowns(p: &Puzzle) -> [Vec<Option<bool>>; 2] {
    let known = crate::split::backbone_of(p, &Control::new()).unwrap();
    [known, vec![None; p.dims().cells()]]
}

#[test]
fn rejection_draws_are_uniform_by_a_chi_squared_test() {
    let control = Control::new();
    for p in small_puzzles().iter().take(8) {
        let all = solutions(p);
        let n = (all.len() * 20).max(3000);
        // Proposed from the known cells alone (no cube), from a
        // relaxation that leaves rays out (a few cubes) and from one that
        // keeps every ray (every proposal kept).
        for known in knowns(p) {
            for cubes in [0, 3, u64::MAX] {
                let budget = Rejection {
                    cubes,
                    proposals: u64::MAX,
                };
                let draws = rejection_draws(p, &known, 5, n, budget, &control)
                    .unwrap()
                    .unwrap();
                assert_eq!(draws.len(), n);
                let chi = chi_squared(&all, &draws);
                let df = (all.len() - 1) as f64;
                assert!(
                    chi < critical(df),
                    "chi2 {chi:.1} on {df} df ({cubes} cubes)"
                );
            }
        }
        let budget = Rejection {
            cubes: 0,
            proposals: 10,
        };
        assert_eq!(
            rejection_draws(p, &[None; 25], 5, n, budget, &control).unwrap(),
            None
        );
    }
}

#[test]
fn lazy_proposals_are_kept_as_often_as_uniform_ones() {
    // A proposal that revealed cells with a wrong law would be kept more
    // or less often than |solutions| / |relaxation|, even if the boards
    // kept were uniform among themselves.
    let control = Control::new();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for p in small_puzzles().iter().take(8) {
        let solutions = solutions(p).len() as f64;
        for known in knowns(p) {
            let relaxed = relaxation(p, &known, 0, &control).unwrap().unwrap();
            assert_eq!(relaxed.checked, rays(p), "no cube: every ray is checked");
            let mut lazy = Lazy::new(p, &relaxed);
            let tries = 20_000;
            let kept = (0..tries)
                .filter(|_| lazy.propose(&mut rng).unwrap().is_some())
                .count() as f64;
            let rate = solutions / crate::ratio(&relaxed.sampler.count(), &BigUint::from(1u8));
            let (mean, sd) = (
                tries as f64 * rate,
                (tries as f64 * rate * (1.0 - rate)).sqrt(),
            );
            assert!(
                (kept - mean).abs() < 4.0 * sd + 1.0,
                "kept {kept} of {tries}, expected {mean:.0} ± {sd:.0}"
            );
            assert!(lazy.board.values.iter().zip(&known).all(|(&v, k)| match k {
                Some(true) => v == ATOM,
                Some(false) => v == EMPTY,
                None => v == OPEN,
            }));
        }
    }
}

#[test]
fn a_relaxation_holds_every_solution_and_tightens_with_its_budget() {
    let control = Control::new();
    let mut between = 0;
    for p in &small_puzzles() {
        let all = BigUint::from(solutions(p).len());
        let known = crate::split::backbone_of(p, &control).unwrap();
        let relaxed = |cubes| relaxation(p, &known, cubes, &control).unwrap().unwrap();
        let (none, few, every) = (relaxed(0), relaxed(3), relaxed(u64::MAX));
        assert_eq!(none.checked, rays(p));
        assert!(every.checked.is_empty());
        let count = |r: Relaxation| r.sampler.count();
        let (none, few, every) = (count(none), count(few), count(every));
        // No ray kept: the boards with the known cells and an allowed
        // atom number.
        let open = known.iter().filter(|k| k.is_none()).count();
        let atoms = known.iter().filter(|&&k| k == Some(true)).count();
        let (lo, hi) = (p.atoms().min(), p.atoms().max(25));
        let row = binomial_row(open, hi - atoms);
        let free: BigUint = row.iter().skip(lo.saturating_sub(atoms)).sum();
        assert_eq!(none, free);
        assert!(none >= few && few >= every, "{none} {few} {every}");
        // Every ray kept: exactly the solutions.
        assert_eq!(every, all);
        if none > few && few > every {
            between += 1;
        }
    }
    // Some budget of 3 cubes keeps some rays and leaves others out.
    assert!(between > 0);
}
