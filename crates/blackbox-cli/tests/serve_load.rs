//! A load test of `blackbox serve` on 127.0.0.1, ignored by default:
//! `cargo test -p blackbox-cli --release --test serve_load -- --ignored --nocapture`.
//!
//! Concurrent clients POST 8x8/4 full-feedback puzzles to `/api/solve`,
//! then replay games on `/api/game` (8x8:4 IDs, a ray, marks, a note, an undo).
//! Bounded: at most `REQUESTS` requests a phase and `PHASE_LIMIT` each;
//! the server is stopped at the end. Prints requests/s, p50/p99 latency,
//! the error count and the server's peak resident memory (VmHWM).
//! A second test sends a burst of 24 heaviest-allowed Parlor puzzles at once:
//! each is answered 200 or 503 (`busy`, `Retry-After`), and the server's
//! resident memory 10 s later is printed and held under 200 MB.

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
    answer(addr, path, body).starts_with("HTTP/1.1 200")
}

/// One POST; the whole answer (empty when the connection failed).
fn answer(addr: &str, path: &str, body: &str) -> String {
    let Ok(mut stream) = TcpStream::connect(addr) else {
        return String::new();
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
    let sent = write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut answer = Vec::new();
    if sent.is_err() || stream.read_to_end(&mut answer).is_err() {
        return String::new();
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// A line of the server's `/proc/PID/status` (`VmRSS`, `VmHWM`), in kB.
fn memory_kb(pid: u32, key: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with(key)).unwrap();
    line[key.len() + 1..]
        .trim()
        .trim_end_matches(" kB")
        .parse()
        .unwrap()
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

/// Clients sending heavy Parlor puzzles at once.
const BURST: usize = 24;

#[test]
#[ignore = "a load test: run it on purpose, with --release"]
fn a_burst_of_heavy_parlor_requests_is_bounded_and_memory_comes_back() {
    let server = common::serve();
    let addr = server.addr();
    let pid = server.process.0.id();
    // Counting statements lower to formulas that grow fast: 12 of them is
    // the heaviest a puzzle may be (4 a box).
    let box_of = r#"["An equal number of true and false statements", "An equal number of true and false statements", "An equal number of true and false statements", "An equal number of true and false statements"]"#;
    let body = format!(r#"{{"blue": {box_of}, "white": {box_of}, "black": {box_of}}}"#);
    let before = memory_kb(pid, "VmRSS");
    let start = Instant::now();
    let answers: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..BURST)
            .map(|_| s.spawn(|| answer(addr, "/api/parlor/solve", &body)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let took = start.elapsed();
    let status = |a: &String| a.split(' ').nth(1).unwrap_or("none").to_string();
    let mut statuses: Vec<String> = answers.iter().map(status).collect();
    statuses.sort();
    statuses.dedup();
    for a in &answers {
        assert!(
            a.starts_with("HTTP/1.1 200") || a.starts_with("HTTP/1.1 503"),
            "{a}"
        );
        if a.starts_with("HTTP/1.1 503") {
            assert!(a.to_ascii_lowercase().contains("retry-after: "), "{a}");
            assert!(a.contains(r#"{"error":"#), "{a}");
        }
    }
    let ok = answers
        .iter()
        .filter(|a| a.starts_with("HTTP/1.1 200"))
        .count();
    // The turned-away calls are answered; the admitted ones run to their time limit.
    std::thread::sleep(Duration::from_secs(10));
    let after = memory_kb(pid, "VmRSS");
    let peak = memory_kb(pid, "VmHWM");
    println!(
        "{BURST} heavy Parlor requests in {:.1} s: {ok} answered 200, statuses {statuses:?}; \
         server resident {before} kB before, {after} kB 10 s after, peak {peak} kB",
        took.as_secs_f64()
    );
    assert!(
        after < 200_000,
        "the server kept {after} kB after the burst"
    );
}
