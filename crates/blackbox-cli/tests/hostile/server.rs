//! The server cases of the hostile battery, against a real `blackbox serve`
//! on 127.0.0.1: every endpoint × hostile bodies (the readers' mutations and
//! bodies that are not the endpoint's JSON), every endpoint × the wrong
//! method, unknown paths, a body declared past the limit, half-sent
//! requests, and the server's memory after a burst of heavy requests.
//!
//! Generic verdicts: an answer within the documented deadline plus 1 s; no
//! 500 and no dropped connection; every error status with a JSON body
//! `{"error": "..."}` whose message passes the CLI's message checks; every
//! input that must be refused answered 4xx. Bounded: every socket has a
//! read timeout, every burst a fixed size; the server is killed at the end.

use crate::harness::{message_failures, Class, Expect, Failure, Kind, Tally};
use crate::inputs::{mutations, Tier};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The server's documented deadline of a solver call, plus 1 s.
const ANSWER_WITHIN: Duration = Duration::from_secs(6);
/// How long a half-sent request may hold its connection.
const HALF_SENT_WITHIN: Duration = Duration::from_secs(15);
/// How much the server's resident memory may grow over a burst.
const BURST_GROWTH_KB: i64 = 256 << 10;

/// An HTTP answer.
#[derive(Clone)]
struct Answer {
    status: u16,
    body: Vec<u8>,
    took: Duration,
}

/// Sends `raw` and reads the answer (the connection is closed by the
/// request); None when the connection was dropped without a status line.
fn exchange(addr: &str, raw: &[u8], read_timeout: Duration) -> Result<Answer, String> {
    let start = Instant::now();
    let mut stream = TcpStream::connect(addr).map_err(|e| format!("connect: {e}"))?;
    stream.set_read_timeout(Some(read_timeout)).unwrap();
    stream.set_write_timeout(Some(read_timeout)).unwrap();
    // A server may answer (413) before reading the whole body.
    let _ = stream.write_all(raw);
    let mut answer = Vec::new();
    let mut buf = [0u8; 16 << 10];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                answer.extend_from_slice(&buf[..n]);
                if answer.len() > 8 << 20 {
                    break;
                }
            }
            Err(e) if answer.is_empty() => {
                return Err(format!(
                    "no answer after {:.1} s: {e}",
                    start.elapsed().as_secs_f64()
                ))
            }
            Err(_) => break,
        }
    }
    let took = start.elapsed();
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .strip_prefix("HTTP/1.1 ")
        .and_then(|r| r.get(..3))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| {
            format!(
                "no status line (connection dropped after {:.1} s)",
                took.as_secs_f64()
            )
        })?;
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(answer.len(), |p| p + 4);
    let head = String::from_utf8_lossy(&answer[..split]).to_ascii_lowercase();
    let mut body = answer[split..].to_vec();
    if head.contains("transfer-encoding: chunked") {
        body = dechunk(&body);
    }
    Ok(Answer { status, body, took })
}

fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    while let Some(eol) = raw.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&raw[..eol]).trim(), 16).unwrap_or(0);
        if size == 0 || raw.len() < eol + 2 + size {
            break;
        }
        body.extend_from_slice(&raw[eol + 2..eol + 2 + size]);
        raw = &raw[(eol + 4 + size).min(raw.len())..];
    }
    body
}

fn request(method: &str, path: &str, body: &[u8]) -> Vec<u8> {
    let mut raw = format!(
        "{method} {path} HTTP/1.1\r\nHost: battery\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    raw.extend_from_slice(body);
    raw
}

/// The generic verdict of one answer.
fn judge(answer: Result<Answer, String>, expect: Expect) -> Vec<Failure> {
    let mut failures = Vec::new();
    let f = |kind, why: String| Failure { kind, why };
    let answer = match answer {
        Ok(a) => a,
        Err(why) => return vec![f(Kind::Server, why)],
    };
    if answer.took > ANSWER_WITHIN {
        failures.push(f(
            Kind::Time,
            format!("answered after {:.1} s", answer.took.as_secs_f64()),
        ));
    }
    if answer.status >= 500 && answer.status != 503 {
        failures.push(f(Kind::Panic, format!("status {}", answer.status)));
    }
    if expect == Expect::Refuse && answer.status < 400 {
        failures.push(f(Kind::Silent, format!("accepted ({})", answer.status)));
    }
    if expect == Expect::NotBadInput && (400..500).contains(&answer.status) {
        failures.push(f(
            Kind::Message,
            format!(
                "refused ({}): {}",
                answer.status,
                String::from_utf8_lossy(&answer.body)
            ),
        ));
    }
    if answer.status >= 400 {
        match serde_json::from_slice::<serde_json::Value>(&answer.body) {
            Ok(serde_json::Value::Object(map)) => match map.get("error") {
                Some(serde_json::Value::String(message)) => {
                    message_failures(message, &mut failures)
                }
                _ => failures.push(f(
                    Kind::Server,
                    format!("status {} without an \"error\" string", answer.status),
                )),
            },
            _ => failures.push(f(
                Kind::Server,
                format!(
                    "status {} with a body that is not JSON: {:?}",
                    answer.status,
                    String::from_utf8_lossy(&answer.body[..answer.body.len().min(80)])
                ),
            )),
        }
    }
    failures
}

/// Bodies that are not what any endpoint takes.
fn generic_bodies() -> Vec<(&'static str, Vec<u8>, Expect)> {
    vec![
        ("empty", Vec::new(), Expect::Refuse),
        ("null", b"null".to_vec(), Expect::Refuse),
        ("an array", b"[]".to_vec(), Expect::Refuse),
        ("an empty object", b"{}".to_vec(), Expect::Refuse),
        ("a number", b"18446744073709551616".to_vec(), Expect::Refuse),
        ("unterminated", b"{\"a\":".to_vec(), Expect::Refuse),
        ("deep nesting", vec![b'['; 100_000], Expect::Refuse),
        (
            "invalid utf-8",
            b"{\"id\": \"\xff\xfe\"}".to_vec(),
            Expect::Refuse,
        ),
        ("nul", b"{\"id\": \"8x8\x004:1\"}".to_vec(), Expect::Refuse),
        (
            "a 900 KB string",
            {
                let mut v = b"{\"id\": \"".to_vec();
                v.extend(std::iter::repeat_n(b'x', 900 << 10));
                v.extend_from_slice(b"\"}");
                v
            },
            Expect::Refuse,
        ),
    ]
}

/// Bodies aimed at one endpoint.
fn endpoint_bodies(path: &str, tier: Tier) -> Vec<(String, Vec<u8>, Expect)> {
    let mut v: Vec<(String, Vec<u8>, Expect)> = Vec::new();
    let s = |x: &str| x.as_bytes().to_vec();
    match path {
        "/api/solve" | "/api/deduce" | "/api/explain" => {
            for seed in crate::blackbox_cases::seeds().into_iter().take(5) {
                v.push((
                    format!("{} valid", seed.name),
                    seed.bytes.clone(),
                    Expect::NotBadInput,
                ));
                for m in mutations(&seed, Tier::Fast) {
                    // The big inputs are past the 1 MiB body limit (413, above).
                    let Some(bytes) = m.bytes.as_small() else {
                        continue;
                    };
                    if tier == Tier::Fast && seed.name != "puzzle-json" && seed.name != "native" {
                        continue;
                    }
                    v.push((
                        format!("{} {}", seed.name, m.name),
                        bytes.to_vec(),
                        m.expect,
                    ));
                }
            }
            v.push((
                "a 255x255 board".into(),
                crate::blackbox_cases::grid(255, 255, 40),
                Expect::Refuse,
            ));
            v.push((
                "12x12, atoms 12, every port R".into(),
                {
                    let mut t = String::from("size 12x12\natoms 12\n");
                    for p in 1..=48 {
                        t.push_str(&format!("{p} R\n"));
                    }
                    t.into_bytes()
                },
                Expect::Any,
            ));
        }
        "/api/parlor/solve" => {
            v.push((
                "valid".into(),
                s(r#"{"blue": "The gems are in this box", "white": [], "black": []}"#),
                Expect::NotBadInput,
            ));
            v.push((
                "duplicate key".into(),
                s(r#"{"blue": "The gems are in this box", "blue": "x", "white": [], "black": []}"#),
                Expect::Refuse,
            ));
            v.push((
                "nul in a statement".into(),
                s("{\"blue\": \"The gems are\\u0000in this box\", \"white\": [], \"black\": []}"),
                Expect::Refuse,
            ));
            v.push((
                "raw nul in a statement".into(),
                b"{\"blue\": \"The gems are\x00in this box\", \"white\": [], \"black\": []}"
                    .to_vec(),
                Expect::Refuse,
            ));
            v.push(("zero-width space".into(), s("{\"blue\": \"The gems are\u{200b} in this box\", \"white\": [], \"black\": []}"), Expect::Refuse));
            v.push(("bom in a statement".into(), s("{\"blue\": \"\u{feff}The gems are in this box\", \"white\": [], \"black\": []}"), Expect::Any));
            v.push((
                "unknown key".into(),
                s(r#"{"blue": "x", "white": [], "black": [], "red": "y"}"#),
                Expect::Refuse,
            ));
            v.push((
                "a number for a box".into(),
                s(r#"{"blue": 1, "white": [], "black": []}"#),
                Expect::Refuse,
            ));
            v.push((
                "nested lists".into(),
                s(r#"{"blue": [["x"]], "white": [], "black": []}"#),
                Expect::Refuse,
            ));
            let many: Vec<String> = (0..2000)
                .map(|_| "\"The gems are in this box\"".to_string())
                .collect();
            v.push((
                "2000 statements".into(),
                format!(
                    "{{\"blue\": [{}], \"white\": [], \"black\": []}}",
                    many.join(",")
                )
                .into_bytes(),
                Expect::Any,
            ));
            let long = "The blue box is true and ".repeat(20_000);
            v.push((
                "a 500 KB statement".into(),
                format!("{{\"blue\": \"{long}x\", \"white\": [], \"black\": []}}").into_bytes(),
                Expect::Any,
            ));
        }
        "/api/game" | "/api/game/advice" => {
            v.push((
                "valid".into(),
                s(r#"{"id": "5x5:2:7", "moves": ["fire 1"]}"#),
                Expect::NotBadInput,
            ));
            v.push((
                "duplicate key".into(),
                s(r#"{"id": "5x5:2:7", "id": "6x6:2:7", "moves": []}"#),
                Expect::Refuse,
            ));
            for id in [
                "255x255:65025:1",
                "255x255:3000:1",
                "12x12:12:1",
                "0x0:0:0",
                "8x8:4:18446744073709551616",
                "8x8:4",
                "",
            ] {
                let expect = if id == "12x12:12:1" {
                    Expect::Any
                } else {
                    Expect::Refuse
                };
                v.push((
                    format!("id {id:?}"),
                    format!(r#"{{"id": "{id}", "moves": []}}"#).into_bytes(),
                    expect,
                ));
            }
            for mv in [
                "fire 0",
                "fire 18446744073709551616",
                "mark -1 1",
                "fire\u{0}1",
                "fire \u{200b}1",
                "\u{feff}fire 1",
                "launch 1",
            ] {
                let body = serde_json::json!({"id": "5x5:2:7", "moves": [mv]}).to_string();
                v.push((format!("move {:?}", mv), body.into_bytes(), Expect::Refuse));
            }
            let undo: Vec<&str> = std::iter::repeat_n("\"fire 1\",\"undo\"", 40_000).collect();
            v.push((
                "80,000 moves".into(),
                format!(r#"{{"id": "12x12:12:1", "moves": [{}]}}"#, undo.join(",")).into_bytes(),
                Expect::Any,
            ));
        }
        "/api/game/new" => {
            v.push((
                "valid".into(),
                s(r#"{"size": "8x8", "atoms": "4", "unique": false}"#),
                Expect::NotBadInput,
            ));
            v.push((
                "duplicate key".into(),
                s(r#"{"size": "8x8", "size": "4x4", "atoms": "4", "unique": false}"#),
                Expect::Refuse,
            ));
            for (size, atoms) in [
                ("255x255", "65025"),
                ("12x12", "0-144"),
                ("12x12", "12"),
                ("8x8x8", "4"),
                ("0x0", "0"),
                ("8x8", "-1"),
                ("8x8", "18446744073709551616"),
            ] {
                let expect = if size == "12x12" && atoms == "12" {
                    Expect::Any
                } else {
                    Expect::Refuse
                };
                v.push((
                    format!("size {size} atoms {atoms}"),
                    format!(r#"{{"size": "{size}", "atoms": "{atoms}", "unique": true}}"#)
                        .into_bytes(),
                    expect,
                ));
            }
        }
        _ => {}
    }
    v
}

const POSTS: &[&str] = &[
    "/api/solve",
    "/api/deduce",
    "/api/explain",
    "/api/parlor/solve",
    "/api/game",
    "/api/game/new",
    "/api/game/advice",
];

fn resident_kb(pid: u32) -> i64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// A client that pipelines 5,000 requests for a 7 KB script (35 MB of
/// answers) and reads nothing for 15 s: the server must have dropped it by
/// then (its write timeout is 10 s), so fewer than 5,000 answers arrive.
fn never_reads(addr: &str) -> Vec<Failure> {
    let Ok(stream) = TcpStream::connect(addr) else {
        return vec![Failure {
            kind: Kind::Server,
            why: "could not connect".into(),
        }];
    };
    let requests = "GET /assets/play.js HTTP/1.1\r\nHost: battery\r\n\r\n".repeat(5000);
    let mut writer = stream.try_clone().unwrap();
    let sending = std::thread::spawn(move || {
        let _ = writer.write_all(requests.as_bytes());
    });
    std::thread::sleep(Duration::from_secs(15));
    let mut reader = stream;
    reader
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    let mut answers = Vec::new();
    let _ = reader.read_to_end(&mut answers);
    let _ = sending.join();
    let answered = answers
        .windows(15)
        .filter(|w| w == b"HTTP/1.1 200 OK")
        .count();
    if answered < 5000 {
        Vec::new()
    } else {
        vec![Failure {
            kind: Kind::Server,
            why: "a client that read nothing for 15 s was held, not dropped".into(),
        }]
    }
}

/// Runs every server case of `tier`; returns the counts.
pub fn run(tier: Tier) -> Tally {
    let server = crate::common::serve();
    let addr = server.addr().to_string();
    let mut tally = Tally::default();
    let mut record = |label: String, command: String, failures: Vec<Failure>| {
        tally.record(Class::Server, &label, &command, failures);
    };
    // Half-sent requests, held open on their own threads meanwhile.
    let half = [
        (
            "headers never finished",
            b"POST /api/solve HTTP/1.1\r\nHost: battery\r\n".to_vec(),
        ),
        (
            "body shorter than declared",
            b"POST /api/solve HTTP/1.1\r\nHost: battery\r\nContent-Length: 100\r\n\r\n{\"rows\""
                .to_vec(),
        ),
        ("nothing after connecting", Vec::new()),
    ];
    let half_threads: Vec<_> = half
        .into_iter()
        .map(|(name, raw)| {
            let addr = addr.clone();
            std::thread::spawn(move || {
                let start = Instant::now();
                let result = TcpStream::connect(&addr).map(|mut s| {
                    let _ = s.write_all(&raw);
                    s.set_read_timeout(Some(HALF_SENT_WITHIN)).unwrap();
                    let mut buf = [0u8; 1024];
                    // Closed (0 bytes) or answered (408/400) is fine; held is not.
                    s.read(&mut buf)
                });
                let held = matches!(result, Ok(Err(e)) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut));
                (name, held, start.elapsed())
            })
        })
        .collect();
    for path in POSTS {
        let mut bodies: Vec<(String, Vec<u8>, Expect)> = generic_bodies()
            .into_iter()
            .map(|(n, b, e)| (n.to_string(), b, e))
            .collect();
        bodies.extend(endpoint_bodies(path, tier));
        for (name, body, expect) in bodies {
            let answer = exchange(&addr, &request("POST", path, &body), ANSWER_WITHIN * 2);
            record(
                format!("POST {path}: {name}"),
                format!("POST {path} ({} bytes)", body.len()),
                judge(answer, expect),
            );
        }
        // The wrong method: still a JSON error.
        let answer = exchange(&addr, &request("GET", path, b""), ANSWER_WITHIN);
        record(
            format!("GET {path}"),
            format!("GET {path}"),
            judge(answer, Expect::Refuse),
        );
        // A body declared past the limit, never sent: 413 from the length.
        let raw =
            format!("POST {path} HTTP/1.1\r\nHost: battery\r\nContent-Length: 2000000\r\n\r\n");
        let answer = exchange(&addr, raw.as_bytes(), Duration::from_secs(2));
        let mut failures = judge(answer.clone(), Expect::Refuse);
        match &answer {
            Ok(a) if a.status == 413 && a.took <= Duration::from_secs(2) => {}
            Ok(a) => failures.push(Failure {
                kind: Kind::Server,
                why: format!(
                    "status {} after {:.1} s, not 413 within 2 s",
                    a.status,
                    a.took.as_secs_f64()
                ),
            }),
            Err(_) => {}
        }
        record(
            format!("POST {path}: 2 MB declared, not sent"),
            format!("POST {path} (Content-Length: 2000000)"),
            failures,
        );
        // A 2 MB body, sent in chunks.
        let mut raw = format!("POST {path} HTTP/1.1\r\nHost: battery\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n").into_bytes();
        for _ in 0..32 {
            raw.extend_from_slice(format!("{:x}\r\n", 64 << 10).as_bytes());
            raw.extend(std::iter::repeat_n(b' ', 64 << 10));
            raw.extend_from_slice(b"\r\n");
        }
        raw.extend_from_slice(b"0\r\n\r\n");
        let answer = exchange(&addr, &raw, ANSWER_WITHIN);
        let mut failures = judge(answer.clone(), Expect::Refuse);
        if let Ok(a) = &answer {
            if a.status != 413 {
                failures.push(Failure {
                    kind: Kind::Server,
                    why: format!("status {} for a 2 MB chunked body, not 413", a.status),
                });
            }
        }
        record(
            format!("POST {path}: 2 MB chunked"),
            format!("POST {path} (chunked, 2 MB)"),
            failures,
        );
    }
    for path in [
        "/api/nope",
        "/api/solve/extra",
        "/assets/nope.js",
        "/assets/..%2f..%2fCargo.toml",
        "/../../etc/passwd",
        "/%00",
        "/assets/%e2%80%8b",
        &format!("/{}", "a".repeat(10_000)),
    ] {
        let answer = exchange(&addr, &request("GET", path, b""), ANSWER_WITHIN);
        let mut failures = judge(answer.clone(), Expect::Refuse);
        if let Ok(a) = &answer {
            if a.status == 200 {
                failures.push(Failure {
                    kind: Kind::Server,
                    why: "answered 200".into(),
                });
            }
        }
        record(
            format!("GET {}", &path[..path.len().min(40)]),
            format!("GET {}", &path[..path.len().min(40)]),
            failures,
        );
    }
    let answer = exchange(&addr, &request("DELETE", "/api/solve", b""), ANSWER_WITHIN);
    record(
        "DELETE /api/solve".into(),
        "DELETE /api/solve".into(),
        judge(answer, Expect::Refuse),
    );
    // Requests hyper answers by itself, before any handler: still JSON.
    let big_header = format!(
        "GET / HTTP/1.1\r\nHost: battery\r\nX-Big: {}\r\n\r\n",
        "a".repeat(1 << 20)
    );
    for (name, raw) in [
        ("garbage request line", "NOT HTTP AT ALL\r\n\r\n"),
        (
            "Content-Length: abc",
            "POST /api/solve HTTP/1.1\r\nHost: battery\r\nContent-Length: abc\r\n\r\n",
        ),
        (
            "two Content-Lengths",
            "POST /api/solve HTTP/1.1\r\nHost: battery\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        ),
        (
            "header without a colon",
            "GET / HTTP/1.1\r\nHost: battery\r\nno colon here\r\n\r\n",
        ),
        ("bad version", "GET / HTTP/9.9\r\nHost: battery\r\n\r\n"),
        ("NUL in the path", "GET /\0 HTTP/1.1\r\nHost: battery\r\n\r\n"),
        (
            "chunk size not hex",
            "POST /api/solve HTTP/1.1\r\nHost: battery\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        ),
        ("a 1 MB header", big_header.as_str()),
    ] {
        let answer = exchange(&addr, raw.as_bytes(), ANSWER_WITHIN);
        record(
            format!("malformed: {name}"),
            format!("malformed request: {name}"),
            judge(answer, Expect::Refuse),
        );
    }
    // A client that sends requests but never reads the answers: dropped
    // after the write timeout, not held.
    record(
        "client that never reads".into(),
        "5000 pipelined GET /assets/play.js, answers unread".into(),
        never_reads(&addr),
    );
    // Heavy requests of each kind, more of them than the heavy lane holds
    // in the slow tier, then small ones at once: every small one is
    // answered 200 (in the slow tier, release binaries, within 1 s), every
    // heavy one 200 or 503 with its estimate.
    for (label, failures) in fairness(&addr, tier) {
        record(label.clone(), label, failures);
    }
    // A burst of heavy Parlor requests; the memory must come back.
    let before = resident_kb(server.process.0.id());
    let burst = match tier {
        Tier::Fast => 8,
        Tier::Slow => 24,
    };
    let heavy = serde_json::json!({
        "blue": ["The gems are in a box with a true statement", "The white box is false", "Only one box is true"],
        "white": ["The gems are not in the black box", "The statement above is false", "At least two boxes are false"],
        "black": ["The gems are in a box with a false statement", "The blue box is true", "Exactly one box has the gems"],
    })
    .to_string();
    let answers: Vec<Result<Answer, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..burst)
            .map(|_| {
                let addr = &addr;
                let heavy = &heavy;
                s.spawn(move || {
                    exchange(
                        addr,
                        &request("POST", "/api/parlor/solve", heavy.as_bytes()),
                        ANSWER_WITHIN * 2,
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for a in answers {
        let failures = match a {
            Ok(a) if a.status == 200 || a.status == 503 => judge(Ok(a), Expect::Any),
            Ok(a) => vec![Failure {
                kind: Kind::Server,
                why: format!("status {} in a burst", a.status),
            }],
            Err(e) => vec![Failure {
                kind: Kind::Server,
                why: e,
            }],
        };
        record(
            "burst: heavy /api/parlor/solve".into(),
            format!("{burst} × POST /api/parlor/solve"),
            failures,
        );
    }
    std::thread::sleep(Duration::from_millis(500));
    let after = resident_kb(server.process.0.id());
    let mut failures = Vec::new();
    if after - before > BURST_GROWTH_KB {
        failures.push(Failure {
            kind: Kind::Memory,
            why: format!(
                "resident memory {} MB before, {} MB after the burst",
                before >> 10,
                after >> 10
            ),
        });
    }
    record(
        "memory after the burst".into(),
        format!("{burst} × POST /api/parlor/solve"),
        failures,
    );
    for h in half_threads {
        let (name, held, took) = h.join().unwrap();
        let failures = if held {
            vec![Failure {
                kind: Kind::Server,
                why: format!("held open for {:.0} s", took.as_secs_f64()),
            }]
        } else {
            Vec::new()
        };
        record(
            format!("half-sent: {name}"),
            format!("half-sent: {name}"),
            failures,
        );
    }
    drop(server);
    tally
}

/// A puzzle of a seeded random board (native format), with every `keep`-th
/// hint (1: all of them).
fn puzzle(side: usize, atoms: usize, seed: u64, keep: usize) -> String {
    use rand::SeedableRng;
    let dims = blackbox::Dims::new(side, side).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let board = blackbox::random::board(dims, atoms, &mut rng).unwrap();
    let feedback = board.feedback(blackbox::Rules::Standard);
    let full = blackbox::Puzzle::from_feedback(&feedback, blackbox::AtomCount::Exact(atoms));
    let text = blackbox::format::native::write(&full.unwrap());
    let (head, hints): (Vec<&str>, Vec<&str>) = text
        .lines()
        .partition(|l| l.starts_with("size") || l.starts_with("atoms"));
    let kept = hints.iter().step_by(keep).copied();
    head.into_iter().chain(kept).collect::<Vec<_>>().join("\n") + "\n"
}

/// Heavy requests of each kind, then small ones at once (see `run`): the
/// failures of each, by label.
fn fairness(addr: &str, tier: Tier) -> Vec<(String, Vec<Failure>)> {
    let (heavies, smalls) = match tier {
        Tier::Fast => (2, 20),
        Tier::Slow => (4, 50),
    };
    let counting = r#"["An equal number of true and false statements", "An equal number of true and false statements", "An equal number of true and false statements", "An equal number of true and false statements"]"#;
    let heavy_kinds = [
        ("/api/solve", puzzle(12, 12, 1, 3)),
        (
            "/api/parlor/solve",
            format!(r#"{{"blue": {counting}, "white": {counting}, "black": {counting}}}"#),
        ),
        (
            "/api/game/advice",
            r#"{"id": "12x12:12:5", "moves": ["fire 1", "fire 20"]}"#.to_string(),
        ),
    ];
    let small_kinds = [
        ("/api/solve", puzzle(8, 4, 7, 1)),
        (
            "/api/game",
            r#"{"id": "5x5:2:7", "moves": ["fire 1", "mark 2 2"]}"#.to_string(),
        ),
        ("/api/explain", puzzle(6, 3, 3, 1)),
    ];
    let mut results = Vec::new();
    for (heavy_path, heavy_body) in &heavy_kinds {
        let (heavy, small) = std::thread::scope(|s| {
            let heavy: Vec<_> = (0..heavies)
                .map(|_| {
                    s.spawn(|| {
                        let raw = request("POST", heavy_path, heavy_body.as_bytes());
                        exchange(addr, &raw, ANSWER_WITHIN * 2)
                    })
                })
                .collect();
            // The heavy ones are past their trial, in the heavy lane.
            std::thread::sleep(Duration::from_millis(600));
            let small: Vec<_> = (0..smalls)
                .map(|i| {
                    let (path, body) = &small_kinds[i % small_kinds.len()];
                    s.spawn(move || {
                        let raw = request("POST", path, body.as_bytes());
                        (*path, exchange(addr, &raw, ANSWER_WITHIN))
                    })
                })
                .collect();
            (
                heavy
                    .into_iter()
                    .map(|h| h.join().unwrap())
                    .collect::<Vec<_>>(),
                small
                    .into_iter()
                    .map(|h| h.join().unwrap())
                    .collect::<Vec<_>>(),
            )
        });
        for answer in heavy {
            let failures = match answer {
                Ok(a) if a.status == 200 || a.status == 503 => judge(Ok(a), Expect::Any),
                Ok(a) => vec![Failure {
                    kind: Kind::Server,
                    why: format!("a heavy request answered {}", a.status),
                }],
                Err(e) => vec![Failure {
                    kind: Kind::Server,
                    why: e,
                }],
            };
            results.push((format!("fairness: heavy {heavy_path}"), failures));
        }
        for (path, answer) in small {
            let mut failures = match answer {
                Ok(ref a) if a.status != 200 => vec![Failure {
                    kind: Kind::Server,
                    why: format!(
                        "a small request answered {} beside heavy {heavy_path}: {}",
                        a.status,
                        String::from_utf8_lossy(&a.body)
                    ),
                }],
                Ok(ref a) if tier == Tier::Slow && a.took > Duration::from_secs(1) => {
                    vec![Failure {
                        kind: Kind::Time,
                        why: format!(
                            "a small request answered after {:.2} s beside heavy {heavy_path}",
                            a.took.as_secs_f64()
                        ),
                    }]
                }
                _ => Vec::new(),
            };
            failures.extend(judge(answer, Expect::Any));
            results.push((
                format!("fairness: small {path} beside heavy {heavy_path}"),
                failures,
            ));
        }
    }
    results
}
