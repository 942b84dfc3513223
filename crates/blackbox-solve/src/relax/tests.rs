//! Rejection against enumeration: the kept boards pass the sampler's
//! chi-squared test of uniformity, a proposal is kept exactly when it
//! solves the puzzle, and the relaxation holds every solution, tightening
//! with its budget.

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
fn rejection_is_uniform_by_a_chi_squared_test() {
    let control = Control::new();
    for p in small_puzzles().iter().take(8) {
        let all = solutions(p);
        let n = (all.len() * 20).max(3000);
        // Proposed from the known cells alone (no cube), from a
        // relaxation that leaves rays out (a few cubes) and from one that
        // keeps every ray (every proposal kept).
        for known in knowns(p) {
            for cubes in [0, 3, u64::MAX] {
                // In two calls: the second continues the stream.
                let mut r = Rejection::new(p, &known, 5, cubes, &control)
                    .unwrap()
                    .unwrap();
                let mut draws = r.draws(n / 3, u64::MAX, &control).unwrap().unwrap();
                draws.extend(r.draws(n - n / 3, u64::MAX, &control).unwrap().unwrap());
                assert_eq!(draws.len(), n);
                let chi = chi_squared(&all, &draws);
                let df = (all.len() - 1) as f64;
                assert!(
                    chi < critical(df),
                    "chi2 {chi:.1} on {df} df ({cubes} cubes)"
                );
            }
        }
        let mut r = Rejection::new(p, &[None; 25], 5, 0, &control)
            .unwrap()
            .unwrap();
        assert_eq!(r.draws(n, 10, &control).unwrap(), None);
        assert_eq!(r.proposed(), 10);
    }
}

#[test]
fn the_rays_left_out_decide_a_proposal_as_every_hint_does() {
    // One end per exit pair, and none of the rays kept: the same verdict
    // as checking every hint, on solutions and on other boards alike.
    let control = Control::new();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut both = [0, 0];
    for p in small_puzzles().iter().take(8) {
        for known in knowns(p) {
            for cubes in [0, 3] {
                let relaxed = relaxation(p, &known, cubes, &control).unwrap().unwrap();
                for _ in 0..2000 {
                    let board = relaxed.sampler.draw(&mut rng).unwrap();
                    let solved = p.is_solved_by(&board);
                    assert_eq!(relaxed.solved_by(p, &board), solved);
                    both[usize::from(solved)] += 1;
                }
            }
        }
    }
    assert!(both.iter().all(|&n| n > 1000), "{both:?}");
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
