//! Temporary probe: how long the cube sampler takes to build or give up,
//! against how long the adaptive tree takes to fill.
use blackbox_solve::internals::backbone_of;
use blackbox_solve::{Adaptive, Control, Sampler};
use std::time::{Duration, Instant};
fn main() {
    let limit: u64 = std::env::var("LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    for path in std::env::args().skip(1) {
        let p = blackbox::format::native::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let c = Control::new();
        let known = backbone_of(&p, &c).unwrap();
        let t = Instant::now();
        let c2 = c.clone();
        let h = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(limit));
            c2.cancel();
        });
        let s = Sampler::new(&p, &known, 200_000, &c);
        let cubes = format!(
            "{} in {:.2?}",
            match s {
                Ok(Some(_)) => "built",
                Ok(None) => "over budget",
                Err(_) => "cut",
            },
            t.elapsed()
        );
        drop(h);
        let c = Control::new();
        let t = Instant::now();
        let mut a = Adaptive::new(&p, &known, 0, 2_000_000).unwrap();
        let mut full = None;
        let mut got = 0;
        while got < 16384 {
            match a.draws(64, 20_000_000, &c).unwrap() {
                Some(b) => got += b.len(),
                None => break,
            }
            if full.is_none() && a.nodes() >= 2_000_000 {
                full = Some(t.elapsed());
            }
        }
        println!(
            "{}: cubes {cubes}; tree full {:?} ({got} draws, {:.2?})",
            path.rsplit('/').next().unwrap(),
            full,
            t.elapsed()
        );
    }
}
