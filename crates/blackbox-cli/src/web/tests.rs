//! The API over real HTTP on 127.0.0.1 (an ephemeral port): answers, limits
//! and errors as a script sees them.

use super::{router, Caps, MAX_BODY};
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// Starts a server with `caps` on a free port of 127.0.0.1, in the background.
pub fn start(caps: Caps) -> SocketAddr {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            axum::serve(listener, router(caps)).await.unwrap();
        });
    });
    rx.recv().unwrap()
}

/// One HTTP/1.1 request; the status and the body.
pub fn request(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    (
        status,
        if chunked {
            dechunk(rest)
        } else {
            rest.to_string()
        },
    )
}

fn dechunk(mut text: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = text.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        text = &rest[n + 2..];
    }
    out
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

const PUZZLE: &str = include_str!("../../../../examples/puzzle-8x8.txt");

#[test]
fn solve_deduce_and_explain_answer_the_commands_json() {
    let addr = start(Caps::default());
    let (status, body) = request(addr, "POST", "/api/solve", PUZZLE);
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    assert_eq!(v["consistent"], true);
    assert!(v["count"].as_u64().unwrap() >= 1);
    assert!(v["solutions"].as_array().is_some());
    let (status, body) = request(addr, "POST", "/api/deduce", PUZZLE);
    assert_eq!(status, 200, "{body}");
    assert_eq!(json(&body)["cells"].as_array().unwrap().len(), 64);
    let (status, body) = request(addr, "POST", "/api/explain", PUZZLE);
    assert_eq!(status, 200, "{body}");
    let x = json(&body);
    assert_eq!(x["consistent"], true);
    assert_eq!(x["count"], "1", "{body}");
}

#[test]
fn bad_input_gets_json_errors_with_the_right_status() {
    let caps = Caps {
        side: 6,
        ..Caps::default()
    };
    let addr = start(caps);
    let (status, body) = request(addr, "POST", "/api/solve", "{not json");
    assert_eq!(status, 422);
    assert!(json(&body)["error"].is_string());
    let (status, body) = request(addr, "POST", "/api/solve", PUZZLE);
    assert_eq!(status, 422);
    assert!(json(&body)["error"].as_str().unwrap().contains("up to 6x6"));
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(MAX_BODY));
    let (status, body) = request(addr, "POST", "/api/solve", &big);
    assert_eq!(status, 413);
    assert!(json(&body)["error"].is_string());
    let (status, body) = request(addr, "GET", "/nowhere", "");
    assert_eq!(status, 404);
    assert!(json(&body)["error"].is_string());
    let (status, body) = request(
        addr,
        "POST",
        "/api/game",
        r#"{"id": "8x8:4:1", "moves": []}"#,
    );
    assert_eq!(status, 422, "{body}");
}

#[test]
fn a_solver_call_past_the_deadline_answers_503() {
    // No solver slot ever frees up: every solver call waits past the deadline.
    let caps = Caps {
        deadline: Duration::from_millis(50),
        solvers: 0,
        ..Caps::default()
    };
    let addr = start(caps);
    let (status, body) = request(addr, "POST", "/api/deduce", PUZZLE);
    assert_eq!(status, 503, "{body}");
    assert!(json(&body)["error"]
        .as_str()
        .unwrap()
        .contains("did not finish"));
}

#[test]
fn a_game_set_up_past_the_time_limit_is_refused_not_half_made() {
    use super::api::{replay, GameRequest};
    let shared = super::Shared {
        caps: Caps::default(),
        permits: std::sync::Arc::new(tokio::sync::Semaphore::new(1)),
    };
    let request: GameRequest = serde_json::from_str(r#"{"id": "8x8:4:1"}"#).unwrap();
    // A limit of 0 is up before setup starts, deterministically.
    let out_of_time = cli_support::time_limit(0.0).unwrap();
    let Err(super::ApiError(status, message)) = replay(&shared, &request, &out_of_time) else {
        panic!("a game was set up past its time limit");
    };
    assert_eq!(status, 422);
    assert!(
        message.starts_with("setting up game 8x8:4:1 took longer than the time limit (0 s)"),
        "{message}"
    );
    let in_time = cli_support::time_limit(60.0).unwrap();
    assert!(replay(&shared, &request, &in_time).is_ok());
}

#[test]
fn a_game_is_its_id_and_moves_replayed() {
    let addr = start(Caps::default());
    let game = |moves: &str| {
        request(
            addr,
            "POST",
            "/api/game",
            &format!(r#"{{"id": "5x5:2:7", "moves": [{moves}]}}"#),
        )
    };
    let (status, body) = game(r#""fire 1", "fire 3", "mark 1 4""#);
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    assert_eq!(v["rays"], 2);
    assert_eq!(v["marked"], 1);
    assert_eq!(v["cells"][0][3], "atom");
    // Undo takes back the mark, never a ray.
    let (_, body) = game(r#""fire 1", "fire 3", "mark 1 4", "undo", "undo""#);
    assert_eq!(status, 200);
    let v = json(&body);
    assert!(v.get("error").is_some(), "{v}");
    let (status, body) = game(r#""fire 1", "fire 3", "mark 1 4", "undo""#);
    assert_eq!(status, 200);
    let v = json(&body);
    assert_eq!(
        (v["rays"].as_u64(), v["marked"].as_u64()),
        (Some(2), Some(0))
    );
    let (status, body) = game(r#""fire 1", "fire 1""#);
    assert_eq!(status, 422);
    assert!(json(&body)["error"]
        .as_str()
        .unwrap()
        .starts_with("move 2 `fire 1`"));
    let (status, body) = request(
        addr,
        "POST",
        "/api/game/new",
        r#"{"size": "6", "atoms": "3"}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert!(json(&body)["id"].as_str().unwrap().starts_with("6x6:3:"));
    let (status, body) = request(
        addr,
        "POST",
        "/api/game/advice",
        r#"{"id": "5x5:2:7", "moves": ["fire 1"]}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert!(json(&body)["boards"].is_string());
}

#[test]
fn parlor_puzzles_are_solved_from_strings_or_lists() {
    let addr = start(Caps::default());
    let (status, body) = request(
        addr,
        "POST",
        "/api/parlor/solve",
        r#"{"blue": "The gems are in this box", "white": ["The gems are not in this box"], "black": []}"#,
    );
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    assert!(v["verdict"].is_string());
    assert!(v["explanation"].is_string());
    assert_eq!(v["explanation_complete"], true);
    let (status, body) = request(addr, "GET", "/api/parlor/examples", "");
    assert_eq!(status, 200);
    assert!(json(&body).as_array().unwrap().len() >= 3);
    for page in [
        "/",
        "/play",
        "/solve",
        "/parlor",
        "/assets/play.js",
        "/assets/style.css",
    ] {
        assert_eq!(request(addr, "GET", page, "").0, 200, "{page}");
    }
}
