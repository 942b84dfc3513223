//! The adaptive sampler against enumeration: kept boards pass the
//! sampler's chi-squared test of uniformity (with a tree of any size, from
//! the known cells or from none), the bound never falls below the number
//! of solutions and reaches it once the tree is expanded down to its
//! cubes, the completions are the binomial sums, and the budgets hold.

use super::*;
use crate::sample::tests::{chi_squared, critical, puzzle, small_puzzles, solutions};
use blackbox::{binomial_row, AtomCount};
use num_bigint::BigUint;

/// The known cells of `p` (its backbone) and none.
fn knowns(p: &Puzzle) -> [Vec<Option<bool>>; 2] {
    let known = crate::split::backbone_of(p, &Control::new()).unwrap();
    [known, vec![None; p.dims().cells()]]
}

#[test]
fn draws_are_uniform_by_a_chi_squared_test() {
    let control = Control::new();
    for p in small_puzzles().iter().take(8) {
        let all = solutions(p);
        let n = (all.len() * 20).max(3000);
        // No node expanded (plain rejection from the known cells), a
        // small tree that fills up while drawing, and no bound
        // (from no known cell: the tree soon learns what they are).
        let [known, none] = knowns(p);
        for (known, nodes) in [(&known, 0), (&known, 20), (&none, usize::MAX)] {
            // In two calls: the second continues the stream and the tree.
            let mut a = Adaptive::new(p, known, 5, nodes).unwrap();
            let mut draws = a.draws(n / 3, u64::MAX, &control).unwrap().unwrap();
            draws.extend(a.draws(n - n / 3, u64::MAX, &control).unwrap().unwrap());
            assert_eq!(draws.len(), n);
            assert!(a.nodes() <= nodes);
            let chi = chi_squared(&all, &draws);
            let df = (all.len() - 1) as f64;
            assert!(
                chi < critical(df),
                "chi2 {chi:.1} on {df} df ({nodes} nodes)"
            );
        }
    }
}

#[test]
fn the_bound_holds_every_solution_and_reaches_their_number() {
    let control = Control::new();
    let mut reached = 0;
    for p in &small_puzzles() {
        let count = solutions(p).len() as u128;
        for known in knowns(p) {
            let mut a = Adaptive::new(p, &known, 1, usize::MAX).unwrap();
            let mut last = a.bound();
            for _ in 0..40 {
                a.draws(50, u64::MAX, &control).unwrap().unwrap();
                assert!(a.bound() >= count && a.bound() <= last);
                last = a.bound();
            }
            reached += usize::from(a.bound() == count);
        }
    }
    // The tree of a small puzzle is expanded down to its cubes within
    // 2,000 draws: the bound is then the exact count.
    assert!(reached * 2 > 2 * small_puzzles().len(), "{reached}");
}

#[test]
fn completions_are_the_binomial_sums_of_the_allowed_atom_numbers() {
    for (open, atoms, lo, hi) in [(25, 0, 3, 3), (20, 1, 2, 3), (9, 2, 0, 25), (30, 4, 4, 4)] {
        let w = Completions::new(open, atoms, lo, hi).unwrap();
        for o in 0..=open {
            for a in atoms..=(atoms + open).min(hi + 1) {
                let want: BigUint = (lo.max(a)..=hi.min(a + o))
                    .map(|t| binomial_row(o, t - a)[t - a].clone())
                    .sum();
                assert_eq!(BigUint::from(w.of(o, a)), want, "W({o}, {a})");
            }
        }
    }
    // 2^128 completions do not fit; C(225, 20) on 15x15 does.
    assert!(Completions::new(128, 0, 0, 128).is_none());
    assert!(Completions::new(225, 0, 20, 20).is_some());
}

#[test]
fn budgets_and_puzzles_with_no_solution_end_the_draws() {
    let control = Control::new();
    let p = small_puzzles().into_iter().next().unwrap();
    let mut a = Adaptive::new(&p, &[None; 25], 5, 100).unwrap();
    assert_eq!(a.draws(1_000_000, 10, &control).unwrap(), None);
    assert_eq!(a.trials(), 10);
    // Four rays of a board with 3 atoms, but at most 2 atoms allowed.
    let none = (0..40)
        .map(|seed| puzzle(seed, 4, AtomCount::Range { min: 0, max: 1 }))
        .find(|q| solutions(q).is_empty())
        .unwrap();
    let mut a = Adaptive::new(&none, &[None; 25], 5, usize::MAX).unwrap();
    assert_eq!(a.draws(1, 1_000_000, &control).unwrap(), None);
    assert_eq!(a.bound(), 0, "proved empty in {} trials", a.trials());
    control.cancel();
    let mut a = Adaptive::new(&p, &[None; 25], 5, 100).unwrap();
    assert!(a.draws(1, u64::MAX, &control).is_err());
}

#[test]
fn the_draws_on_two_threads_are_the_same_on_every_run() {
    // Once its 20 nodes are expanded the tree is full and the trials run
    // on two threads: which is quicker must not change the boards.
    let control = Control::new();
    for p in small_puzzles().iter().take(4) {
        let run = || {
            let mut a = Adaptive::new(p, &[None; 25], 3, 20).unwrap();
            let mut draws = a.draws(101, u64::MAX, &control).unwrap().unwrap();
            draws.extend(a.draws(300, u64::MAX, &control).unwrap().unwrap());
            assert_eq!(a.nodes(), 20);
            (draws, a.trials())
        };
        let first = run();
        assert_eq!(first.0.len(), 401);
        for _ in 0..3 {
            assert_eq!(run(), first);
        }
    }
}

#[test]
fn the_work_beside_is_cancelled_once_the_tree_is_full() {
    let control = Control::new();
    let p = small_puzzles().into_iter().next().unwrap();
    let mut a = Adaptive::new(&p, &[None; 25], 5, 12).unwrap();
    let beside = Control::new();
    a.cancel_when_full(beside.clone());
    let mut calls = 0;
    while !beside.is_cancelled() && calls < 1000 {
        a.draws(1, u64::MAX, &control).unwrap().unwrap();
        calls += 1;
        if a.nodes() < 12 {
            assert!(!beside.is_cancelled(), "cancelled at {} nodes", a.nodes());
        }
    }
    assert!(beside.is_cancelled() && calls > 1, "{calls} boards");
    assert_eq!(a.nodes(), 12);
}
