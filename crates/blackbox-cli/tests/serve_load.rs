//! A load test of `blackbox serve` on 127.0.0.1, ignored by default:
//! `cargo test -p blackbox-cli --release --test serve_load -- --ignored --nocapture`.
//!
//! Concurrent clients POST 8x8/4 full-feedback puzzles to `/api/solve`,
//! then replay games on `/api/game` (8x8:4 IDs, a ray, marks, a note, an undo).
//! Bounded: at most `REQUESTS` requests a phase and `PHASE_LIMIT` each;
//! the server is stopped at the end. Prints requests/s, p50/p99 latency,
//! the error count and the server's peak resident memory (VmHWM).

// Its figures are the point of the run (`--nocapture`): printed, not asserted.
#![allow(clippy::disallowed_macros)]

mod common;

use blackbox::format::json::{puzzle_json, to_string};
use blackbox::{AtomCount, Dims, Puzzle, Rules};
use rand::SeedableRng;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

const CLIENTS: usize = 4;
const REQUESTS: usize = 2000;
const PHASE_LIMIT: Duration = Duration::from_secs(60);

/// One POST; whether it answered 200.
fn post(addr: &str, path: &str, body: &str) -> bool {
    let Ok(mut stream) = TcpStream::connect(addr) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
    let sent = write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut answer = Vec::new();
    sent.is_ok() && stream.read_to_end(&mut answer).is_ok() && answer.starts_with(b"HTTP/1.1 200")
}

/// Runs `bodies` against `path` from `CLIENTS` threads; prints the figures.
fn phase(addr: &str, name: &str, path: &str, bodies: &[String]) {
    let start = Instant::now();
    let results: Vec<(Duration, bool)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..CLIENTS)
            .map(|k| {
                s.spawn(move || {
                    let mut out = Vec::new();
                    for body in bodies.iter().skip(k).step_by(CLIENTS) {
                        if start.elapsed() > PHASE_LIMIT {
                            break;
                        }
                        let t = Instant::now();
                        let ok = post(addr, path, body);
                        out.push((t.elapsed(), ok));
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let elapsed = start.elapsed();
    let mut latencies: Vec<Duration> = results.iter().map(|r| r.0).collect();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    let errors = results.iter().filter(|r| !r.1).count();
    println!(
        "{name}: {} requests, {CLIENTS} clients, {:.1} s, {:.0} requests/s, p50 {:.2} ms, p99 {:.2} ms, errors {errors}",
        results.len(),
        elapsed.as_secs_f64(),
        results.len() as f64 / elapsed.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
    );
}

#[test]
#[ignore = "a load test: run it on purpose, with --release"]
fn serve_under_load() {
    let server = common::serve();
    let addr = server.addr();
    let dims = Dims::new(8, 8).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let puzzles: Vec<String> = (0..REQUESTS)
        .map(|_| {
            let board = blackbox::random::board(dims, 4, &mut rng).unwrap();
            let puzzle =
                Puzzle::from_feedback(&board.feedback(Rules::Standard), AtomCount::Exact(4))
                    .unwrap();
            to_string(&puzzle_json(&puzzle, None))
        })
        .collect();
    let script = [
        "\"fire 1\"",
        "\"mark 1 1\"",
        "\"mark 2 2\"",
        "\"note-empty 3 3\"",
        "\"undo\"",
    ];
    let games: Vec<String> = (0..REQUESTS)
        .map(|i| {
            let moves = script[..i % script.len() + 1].join(",");
            format!(r#"{{"id": "8x8:4:{i}", "moves": [{moves}]}}"#)
        })
        .collect();
    phase(
        addr,
        "/api/solve 8x8/4 full feedback",
        "/api/solve",
        &puzzles,
    );
    phase(addr, "/api/game 8x8:4 replays", "/api/game", &games);
    let status =
        std::fs::read_to_string(format!("/proc/{}/status", server.process.0.id())).unwrap();
    let peak = status.lines().find(|l| l.starts_with("VmHWM")).unwrap();
    println!(
        "server peak memory: {}",
        peak.trim_start_matches("VmHWM:").trim()
    );
}
