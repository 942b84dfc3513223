//! Criterion benchmarks of the solver on seeded random boards with full
//! feedback (the `blackbox bench` command gives the full table).

use blackbox::{random, Dims, Rules};
use blackbox::{AtomCount, Puzzle};
use blackbox_solve as solve;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn puzzle(size: usize, atoms: usize, seed: u64) -> Puzzle {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dims = Dims::new(size, size).unwrap();
    let board = random::board(dims, atoms, &mut rng).unwrap();
    Puzzle::from_feedback(&board.feedback(Rules::Standard), AtomCount::Exact(atoms)).unwrap()
}

fn bench(c: &mut Criterion) {
    for (size, atoms) in [(8, 5), (10, 10), (30, 90)] {
        let p = puzzle(size, atoms, 1);
        c.bench_function(&format!("unique {size}x{size}/{atoms}"), |b| {
            b.iter(|| solve::is_unique(&p))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
