//! Throughput of the ray tracer: single rays and full feedback on seeded
//! random boards 8x8 with 4 atoms and 30x30 with 90 atoms. Criterion reports
//! elements per second (rays/s for `ray`, feedbacks/s for `feedback`).

use blackbox::{random, Dims, Rules};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn boards(rows: usize, atoms: usize) -> Vec<blackbox::Board> {
    let dims = Dims::new(rows, rows).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    (0..64)
        .map(|_| random::board(dims, atoms, &mut rng).unwrap())
        .collect()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("trace");
    for (rows, atoms) in [(8, 4), (30, 90)] {
        let set = boards(rows, atoms);
        let ports = set[0].dims().ports() as u64;
        let label = format!("{rows}x{rows}/{atoms}");
        group.throughput(Throughput::Elements(set.len() as u64 * ports));
        group.bench_function(BenchmarkId::new("ray", &label), |b| {
            b.iter(|| {
                let mut hits = 0usize;
                for board in &set {
                    for p in board.dims().all_ports() {
                        hits += (board.response(black_box(p), Rules::Standard)
                            == blackbox::Response::Hit) as usize;
                    }
                }
                hits
            })
        });
        group.throughput(Throughput::Elements(set.len() as u64));
        group.bench_function(BenchmarkId::new("feedback", &label), |b| {
            b.iter(|| {
                set.iter()
                    .map(|board| black_box(board.feedback(Rules::Standard)).dims().ports())
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
