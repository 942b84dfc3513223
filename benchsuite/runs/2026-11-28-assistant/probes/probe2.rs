//! Temporary: acceptance of rejection from the known cells, per ray.
use blackbox::{Board, Response};
use blackbox_solve::internals::backbone_of;
use blackbox_solve::Control;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use std::time::Instant;

fn main() {
    let n: usize = std::env::var("N").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let p = blackbox::format::native::parse(&text).unwrap();
        let c = Control::new();
        let known = backbone_of(&p, &c).unwrap();
        let dims = p.dims();
        let open: Vec<usize> = (0..dims.cells()).filter(|&i| known[i].is_none()).collect();
        let fixed_atoms = known.iter().filter(|k| **k == Some(true)).count();
        let need = p.atoms().min() - fixed_atoms;
        let mut hints: Vec<_> = p.hints().filter(|&(q, r)| !matches!(r, Response::Exit(e) if e < q)).collect();
        hints.sort_by_key(|&(_, r)| r == Response::Hit);
        let mut base = Board::empty(dims);
        for i in 0..dims.cells() { if known[i] == Some(true) { base.set(dims.cell_at(i), true); } }
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut pass = vec![0u64; hints.len() + 1];
        let t = Instant::now();
        for _ in 0..n {
            let mut b = base.clone();
            for k in seeded::sample_indices(&mut rng, open.len(), need) { b.set(dims.cell_at(open[k]), true); }
            pass[0] += 1;
            for (i, &(q, r)) in hints.iter().enumerate() {
                if b.response(q, p.rules()) != r { break; }
                pass[i + 1] += 1;
            }
        }
        let rates: Vec<String> = (1..pass.len()).map(|i| format!("{}{:.2}", if hints[i-1].1 == Response::Hit {"H"} else {""}, pass[i] as f64 / pass[i-1].max(1) as f64)).collect();
        println!("{path}: open {} need {} acc {:.2e} ({} of {n}) {:?} [{}]", open.len(), need, *pass.last().unwrap() as f64 / n as f64, pass.last().unwrap(), t.elapsed(), rates.join(" "));
    }
}
