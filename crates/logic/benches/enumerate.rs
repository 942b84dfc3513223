//! Enumeration speed of the default backend: all 1001 models of
//! "exactly 4 of 14" (Totalizer encoding), projected onto the 14 inputs,
//! plus the backbone of the same instance under four assumptions.
//! Measured with `cargo bench -p logic --bench enumerate` on the 2-core dev
//! machine: about 14.5 ms for the 1001 models, about 72 µs for the backbone.

use criterion::{criterion_group, criterion_main, Criterion};
use logic::{backbone, default_solver, enumerate_models, exactly, ClauseSink, Lit, Var};

fn instance() -> (logic::DefaultSolver, Vec<Var>) {
    let mut solver = default_solver();
    let vars: Vec<Var> = (0..14).map(|_| solver.new_var()).collect();
    let lits: Vec<Lit> = vars.iter().map(|&v| Lit::positive(v)).collect();
    exactly(&mut solver, &lits, 4);
    (solver, vars)
}

fn bench(c: &mut Criterion) {
    c.bench_function("enumerate 1001 models (exactly 4 of 14)", |b| {
        b.iter(|| {
            let (mut solver, vars) = instance();
            let models = enumerate_models(&mut solver, &vars, None, &[]);
            assert_eq!(models.len(), 1001);
        })
    });
    c.bench_function("backbone of exactly 4 of 14 given 4 true", |b| {
        b.iter(|| {
            let (mut solver, vars) = instance();
            let fixed: Vec<Lit> = vars[..4].iter().map(|&v| Lit::positive(v)).collect();
            let bb = backbone(&mut solver, &vars, &fixed).expect("satisfiable");
            assert_eq!(bb.len(), 14);
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
