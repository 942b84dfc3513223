//! Benchmarks of the exhaustive experiments: the fast tracer, the census of
//! 8x8 with 5 atoms (target: at most 10 s on two cores) and fill-ports.

use blackbox::{Dims, Rules};
use blackbox_lab::{census, fill_ports, no_progress, Space};
use criterion::{criterion_group, criterion_main, Criterion};
use logic::Control;
use std::time::Duration;

fn space(n: usize, k: usize) -> Space {
    Space::new(Dims::new(n, n).unwrap(), k, Rules::Standard, u64::MAX).unwrap()
}

fn tracer(c: &mut Criterion) {
    let s = space(8, 4);
    let mut out = vec![0; s.ports()];
    let cells = s.cells(123_456);
    c.bench_function("fast feedback 8x8/4", |b| {
        b.iter(|| {
            s.geometry()
                .feedback(std::hint::black_box(&cells), &mut out)
        })
    });
}

fn exhaustive(c: &mut Criterion) {
    let mut g = c.benchmark_group("exhaustive");
    g.sample_size(10).measurement_time(Duration::from_secs(60));
    let s = space(8, 5);
    g.bench_function("census 8x8/5", |b| {
        b.iter(|| census(&s, &no_progress, &Control::new()).unwrap())
    });
    g.bench_function("fill-ports 8x8/5", |b| {
        b.iter(|| fill_ports(&s, &no_progress, &Control::new()).unwrap())
    });
    g.finish();
}

criterion_group!(benches, tracer, exhaustive);
criterion_main!(benches);
