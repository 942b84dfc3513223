//! The sampler against enumeration: the same count and per-cell atoms,
//! the same list of boards, and draws whose frequencies pass a chi-squared
//! test of uniformity (which a mildly biased sampler fails).

use super::*;
use crate::Brute;
use blackbox::{AtomCount, PuzzleBuilder, Rules};
use std::collections::HashMap;

/// A 5x5 board with 3 atoms (seeded) and the puzzle of `rays` of its rays
/// (every `step`-th port from `first`), with `atoms` as the atom count.
pub(crate) fn puzzle(seed: u64, rays: usize, atoms: AtomCount) -> Puzzle {
    let dims = Dims::new(5, 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let board = blackbox::random::board(dims, 3, &mut rng).unwrap();
    let mut b = PuzzleBuilder::new(dims, atoms, Rules::Standard).unwrap();
    for i in 0..rays {
        let port = dims
            .port(1 + (seed as usize + 7 * i) % dims.ports())
            .unwrap();
        b.add(0, port, board.response(port, Rules::Standard))
            .unwrap();
    }
    b.build()
}

/// Every solution, by brute force.
pub(crate) fn solutions(puzzle: &Puzzle) -> Vec<Board> {
    let all = crate::Query {
        max_solutions: usize::MAX,
        count: false,
    };
    crate::Engine::solve(&Brute::default(), puzzle, all)
        .unwrap()
        .boards
}

/// Both engines' samplers: the walks' (with the backbone known, as the
/// assistant builds it) and the SAT cubes'.
fn samplers(puzzle: &Puzzle) -> Vec<Sampler> {
    let control = Control::new();
    let none = vec![None; puzzle.dims().cells()];
    let known = crate::split::backbone_of(puzzle, &control).unwrap();
    let walked = walks::cubes(puzzle, &known, walks::Budget::UNBOUNDED, &control)
        .unwrap()
        .unwrap();
    let sat = sat_cubes(puzzle, u64::MAX, &control).unwrap().unwrap();
    vec![
        Sampler::of(puzzle, known, walked).unwrap(),
        Sampler::of(puzzle, none, sat).unwrap(),
        Sampler::new(puzzle, &[None; 25], u64::MAX, &control)
            .unwrap()
            .unwrap(),
    ]
}

/// Pearson's statistic of `draws` against the uniform law on `all`.
pub(crate) fn chi_squared(all: &[Board], draws: &[Board]) -> f64 {
    let mut seen: HashMap<&Board, usize> = all.iter().map(|b| (b, 0)).collect();
    for d in draws {
        *seen.get_mut(d).expect("every draw solves the puzzle") += 1;
    }
    let expected = draws.len() as f64 / all.len() as f64;
    seen.values()
        .map(|&o| (o as f64 - expected).powi(2) / expected)
        .sum()
}

/// The chi-squared quantile at 1 − 0.001 with `df` degrees of freedom
/// (Wilson–Hilferty; z = 3.09).
pub(crate) fn critical(df: f64) -> f64 {
    let a = 2.0 / (9.0 * df);
    df * (1.0 - a + 3.09 * a.sqrt()).powi(3)
}

/// Puzzles with a few hundred solutions or fewer, each a few rays in.
pub(crate) fn small_puzzles() -> Vec<Puzzle> {
    let mut out = Vec::new();
    for seed in 0..40 {
        let atoms = match seed % 4 {
            0 => AtomCount::Range { min: 2, max: 3 },
            _ => AtomCount::Exact(3),
        };
        let p = puzzle(seed, 2 + (seed as usize % 4), atoms);
        let n = solutions(&p).len();
        if (2..=400).contains(&n) {
            out.push(p);
        }
    }
    out
}

#[test]
fn counts_atoms_and_lists_agree_with_enumeration() {
    let puzzles = small_puzzles();
    assert!(puzzles.len() >= 10, "{} puzzles", puzzles.len());
    for p in &puzzles {
        let mut all = solutions(p);
        all.sort_by_key(Board::atom_pairs);
        for s in samplers(p) {
            assert_eq!(s.count(), BigUint::from(all.len()));
            for (i, n) in s.atoms().iter().enumerate() {
                let cell = p.dims().cell_at(i);
                let want = all.iter().filter(|b| b.has_atom(cell)).count();
                assert_eq!(*n, BigUint::from(want));
            }
            let mut listed = s.all(usize::MAX).unwrap();
            listed.sort_by_key(Board::atom_pairs);
            assert_eq!(listed, all);
            assert!(s.all(all.len() - 1).is_none());
        }
    }
}

#[test]
fn draws_are_uniform_by_a_chi_squared_test() {
    for p in small_puzzles().iter().take(12) {
        let all = solutions(p);
        let n = (all.len() * 20).max(3000);
        for s in samplers(p) {
            let draws = s.draws(7, n, &Control::new()).unwrap();
            assert_eq!(draws.len(), n);
            let chi = chi_squared(&all, &draws);
            let df = (all.len() - 1) as f64;
            assert!(chi < critical(df), "chi2 {chi:.1} on {df} df");
        }
    }
}

#[test]
fn the_test_rejects_a_mildly_biased_sampler() {
    // Boards with an atom in the most shared open cell are drawn again
    // once: a bias of the size a wrong weight would cause.
    let mut rejected = 0;
    let puzzles = small_puzzles();
    for p in puzzles.iter().take(12) {
        let all = solutions(p);
        let s = &samplers(p)[0];
        let atoms = s.atoms();
        let total = s.count();
        let cell = (0..atoms.len())
            .filter(|&i| atoms[i] != total && !atoms[i].is_zero())
            .max_by_key(|&i| atoms[i].clone());
        let Some(cell) = cell.map(|i| p.dims().cell_at(i)) else {
            continue;
        };
        let n = (all.len() * 20).max(3000);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let draws: Vec<Board> = (0..n)
            .map(|_| {
                let b = s.draw(&mut rng).unwrap();
                match b.has_atom(cell) {
                    true => s.draw(&mut rng).unwrap(),
                    false => b,
                }
            })
            .collect();
        let df = (all.len() - 1) as f64;
        if chi_squared(&all, &draws) >= critical(df) {
            rejected += 1;
        }
    }
    assert!(rejected >= 10, "rejected {rejected} of 12");
}

#[test]
fn draws_depend_only_on_the_seed() {
    let p = puzzle(3, 4, AtomCount::Exact(3));
    let s = Sampler::new(&p, &[None; 25], u64::MAX, &Control::new())
        .unwrap()
        .unwrap();
    assert_eq!(
        s.draws(11, 50, &Control::new()).unwrap(),
        s.draws(11, 50, &Control::new()).unwrap()
    );
    assert_ne!(
        s.draws(11, 50, &Control::new()).unwrap(),
        s.draws(12, 50, &Control::new()).unwrap()
    );
}

#[test]
fn uniform_integers_stay_below_their_bound_and_reach_it() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let n = BigUint::from(5u8);
    let mut seen = [0; 5];
    for _ in 0..1000 {
        let x = below_big(&mut rng, &n);
        seen[usize::try_from(&x).unwrap()] += 1;
    }
    assert!(seen.iter().all(|&k| k > 150), "{seen:?}");
    let big = BigUint::from(1u8) << 100;
    assert!((0..100).all(|_| below_big(&mut rng, &(&big + 1u8)) <= big));
}

#[test]
fn a_budget_too_small_gives_no_sampler() {
    let p = small_puzzles().into_iter().next().unwrap();
    let control = Control::new();
    let s = Sampler::new(&p, &[None; 25], 0, &control).unwrap();
    assert!(s.is_none());
}
