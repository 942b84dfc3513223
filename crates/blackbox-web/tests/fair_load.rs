//! The web stays fair under load: two heavy solver requests (12x12
//! puzzles with 12 atoms and a third of the hints, whose count runs to the
//! time limit) and fifty small ones (8x8/4 full feedback) at once. The
//! heavy ones take the heavy lane; every small one is answered 200 from
//! the quick lane meanwhile (before the lanes, the two heavy requests held
//! both solver slots and small ones got 503 after 2 s). The latencies are
//! printed; their target (p99 under 1 s) is checked by the release run of
//! `benchsuite/runs/2026-11-28-integrity/fair-load.py`, not here (timings
//! of a debug build beside other tests are not the product's).

// Its latencies are the point of the run (`--nocapture`): printed.
#![allow(clippy::disallowed_macros)]

mod common;

use blackbox::format::native;
use blackbox::{AtomCount, Dims, Puzzle, Rules};
use common::post;
use rand::SeedableRng;
use std::time::Duration;

/// A puzzle of a seeded random board in the native format, with every
/// `keep`-th hint (1: all of them).
fn puzzle(side: usize, atoms: usize, seed: u64, keep: usize) -> String {
    let dims = Dims::new(side, side).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let board = blackbox::random::board(dims, atoms, &mut rng).unwrap();
    let full =
        Puzzle::from_feedback(&board.feedback(Rules::Standard), AtomCount::Exact(atoms)).unwrap();
    let text = native::write(&full);
    let (head, hints): (Vec<&str>, Vec<&str>) = text
        .lines()
        .partition(|l| l.starts_with("size") || l.starts_with("atoms"));
    let kept = hints.iter().step_by(keep).copied();
    head.into_iter().chain(kept).collect::<Vec<_>>().join("\n") + "\n"
}

#[test]
fn small_requests_are_answered_while_two_heavy_ones_run() {
    let server = common::serve();
    let addr = server.url.trim_start_matches("http://").to_string();
    let heavy = puzzle(12, 12, 1, 3);
    let heavy_calls: Vec<_> = (0..2)
        .map(|_| {
            let (addr, heavy) = (addr.clone(), heavy.clone());
            std::thread::spawn(move || post(&addr, "/api/solve", &heavy))
        })
        .collect();
    // The heavy requests are past their trial, in the heavy lane.
    std::thread::sleep(Duration::from_millis(600));
    let small: Vec<String> = (0..50).map(|seed| puzzle(8, 4, seed, 1)).collect();
    let answers: Vec<(u16, String, Duration)> = std::thread::scope(|s| {
        let calls: Vec<_> = small
            .iter()
            .map(|body| s.spawn(|| post(&addr, "/api/solve", body)))
            .collect();
        calls.into_iter().map(|c| c.join().unwrap()).collect()
    });
    for (status, body, _) in &answers {
        assert_eq!(*status, 200, "a small request: {body}");
    }
    let mut latencies: Vec<Duration> = answers.iter().map(|a| a.2).collect();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    println!(
        "50 small requests beside 2 heavy: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        latencies[latencies.len() - 1].as_secs_f64() * 1e3
    );
    // Each heavy request is answered what is known by its time limit, or
    // (with one heavy slot, on one core) refused at once with its estimate.
    for call in heavy_calls {
        let (status, body, took) = call.join().unwrap();
        match status {
            200 => assert!(body.contains("\"consistent\":true"), "{body}"),
            503 => assert!(body.contains("needs more than"), "{body}"),
            _ => panic!("a heavy request: {status} {body}"),
        }
        assert!(took < Duration::from_secs(6), "{took:?}");
    }
}
