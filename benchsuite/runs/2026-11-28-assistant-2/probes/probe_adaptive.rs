//! Temporary probe: the adaptive sampler on bench states.
use blackbox_solve::internals::backbone_of;
use blackbox_solve::{Adaptive, Control};
use std::time::Instant;

fn main() {
    let nodes: usize = std::env::var("NODES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2_000_000);
    let want: usize = std::env::var("WANT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(4096);
    let limit: u64 = std::env::var("TRIALS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000_000);
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let p = blackbox::format::native::parse(&text).unwrap();
        let c = Control::new();
        let t0 = Instant::now();
        let known = backbone_of(&p, &c).unwrap();
        let tb = t0.elapsed();
        let t = Instant::now();
        let Some(mut a) = Adaptive::new(&p, &known, 0, nodes) else {
            println!("{path}: too big");
            continue;
        };
        let u0 = a.bound() as f64;
        let mut got = 0;
        let mut line = String::new();
        for round in [16usize, 64, 256, 1024, 4096, 16384] {
            if round > want {
                break;
            }
            match a.draws(round - got, limit, &c).unwrap() {
                Some(b) => got += b.len(),
                None => {
                    line += " GAVE-UP";
                    break;
                }
            }
            line += &format!(
                " [{got}: {:.2?} trials {} nodes {} U/U0 {:.2e}]",
                t.elapsed(),
                a.trials(),
                a.nodes(),
                a.bound() as f64 / u0
            );
        }
        let ta = t.elapsed();
        let t = Instant::now();
        let mut r = blackbox_solve::Rejection::new(&p, &known, 0, 20_000, &c)
            .unwrap()
            .unwrap();
        let tr0 = t.elapsed();
        let got = r.draws(want, limit, &c).unwrap().map(|b| b.len());
        println!("{}: backbone {:.2?}{line} | adaptive {:.2?} rejection {:?} relax {:.2?} total {:.2?} proposals {}", path.rsplit('/').next().unwrap(), tb, ta, got, tr0, t.elapsed(), r.proposed());
    }
}
#[allow(dead_code)]
fn unused() {}
