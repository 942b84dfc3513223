//! The board endpoints and the streamed assistant over real HTTP: the rim
//! from the library's numbering, ray paths only after the end, a pasted
//! puzzle read back as JSON, and the advice stream's stages and bounds.

use super::tests::{request, start};
use super::Caps;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn the_rim_is_numbered_by_the_library() {
    let addr = start(Caps::default());
    let (status, body) = request(addr, "GET", "/api/board?rows=3&cols=5", "");
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    let dims = blackbox::Dims::new(3, 5).unwrap();
    let ports = v["ports"].as_array().unwrap();
    assert_eq!(ports.len(), dims.ports());
    for (port, entry) in dims.all_ports().zip(ports) {
        assert_eq!(entry["port"], port.number());
        assert_eq!(
            entry["at"],
            serde_json::json!(dims.entry(port).0.numbered())
        );
    }
    // Port 1 is above the first column, port 6 right of the first row.
    assert_eq!(ports[0]["at"], serde_json::json!([0, 1]));
    assert_eq!(ports[5]["at"], serde_json::json!([1, 6]));
    let (status, body) = request(addr, "GET", "/api/board?rows=30&cols=5", "");
    assert_eq!(status, 422, "{body}");
    let (status, body) = request(addr, "GET", "/api/board?rows=x", "");
    assert_eq!(status, 400, "{body}");
    assert!(json(&body)["error"]
        .as_str()
        .unwrap()
        .contains("?rows=R&cols=C"));
}

#[test]
fn ray_paths_are_shown_only_once_the_game_is_over() {
    let addr = start(Caps::default());
    let paths = |moves: &str| {
        request(
            addr,
            "POST",
            "/api/game/paths",
            &format!(r#"{{"id": "5x5:2:7", "moves": [{moves}]}}"#),
        )
    };
    let (status, body) = paths(r#""fire 1""#);
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("once the game is over"), "{body}");
    let (status, body) = paths(r#""fire 1", "fire 3", "reveal""#);
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    let list = v["paths"].as_array().unwrap();
    // Port 1's miss leaves at the opposite port; port 3 is a reflection.
    let fired: Vec<u64> = list.iter().map(|p| p["port"].as_u64().unwrap()).collect();
    assert!(fired.contains(&1) && fired.contains(&3), "{body}");
    let one = &list.iter().find(|p| p["port"] == 1).unwrap()["path"];
    assert_eq!(one[0], serde_json::json!([0, 1]), "starts outside port 1");
    assert_eq!(
        one.as_array().unwrap().last().unwrap(),
        &serde_json::json!([6, 1]),
        "a miss leaves below the board: {body}"
    );
}

#[test]
fn a_pasted_puzzle_is_read_back_as_json() {
    let addr = start(Caps::default());
    let text = include_str!("../../../examples/puzzle-8x8.txt");
    let (status, body) = request(addr, "POST", "/api/puzzle", text);
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    assert_eq!((v["rows"].as_u64(), v["cols"].as_u64()), (Some(8), Some(8)));
    assert_eq!(v["atoms"], 4);
    let hint3 = v["hints"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["port"] == 3)
        .unwrap();
    assert_eq!(hint3["outcome"], "hit");
    let (status, body) = request(addr, "POST", "/api/puzzle", "size 8x8\n1 H\n1 R\n");
    assert_eq!(status, 422, "{body}");
}

/// Sends a streamed advice request for `moves` of `id` on a connection of its own.
fn open_stream(addr: SocketAddr, id: &str) -> TcpStream {
    let body = format!(r#"{{"id": "{id}", "moves": []}}"#);
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    write!(
        stream,
        "POST /api/game/advice/stream HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    stream
}

/// Reads from `stream` until `until` is in what was read (or the stream ends).
fn read_until(stream: &mut TcpStream, until: &str) -> String {
    let mut text = String::new();
    let mut buffer = [0u8; 4096];
    while !text.contains(until) {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => text.push_str(&String::from_utf8_lossy(&buffer[..n])),
        }
    }
    text
}

/// The JSON of each `data:` line, in order.
fn events(text: &str) -> Vec<Value> {
    text.lines()
        .filter_map(|line| line.strip_prefix("data: "))
        .map(json)
        .collect()
}

#[test]
fn the_assistant_streams_each_stage_then_says_it_is_done() {
    let addr = start(Caps::default());
    let mut stream = open_stream(addr, "5x5:2:7");
    let text = read_until(&mut stream, "event: done");
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    assert!(text.contains("content-type: text/event-stream"), "{text}");
    let all = events(&text);
    assert!(
        all.len() >= 3,
        "the quick answer, refinements, the end: {text}"
    );
    // The first answer is the quick stage, still pending; the last advice is
    // complete and nothing is pending; then the job ends, finished.
    assert!(all[0]["pending"].is_string(), "{text}");
    let last = &all[all.len() - 2];
    assert_eq!(last["complete"], true, "{text}");
    assert!(last["pending"].is_null(), "{text}");
    assert_eq!(all[all.len() - 1]["ended"], "finished", "{text}");
    // The same answer as the one-shot endpoint, field for field.
    let (_, body) = request(
        addr,
        "POST",
        "/api/game/advice",
        r#"{"id": "5x5:2:7", "moves": []}"#,
    );
    assert_eq!(*last, json(&body));
}

#[test]
fn a_new_request_for_the_same_game_cancels_the_running_job() {
    let addr = start(Caps::default());
    // 12x12 with 12 atoms and no ray fired: the full rating takes long.
    let mut first = open_stream(addr, "12x12:12:1");
    let head = read_until(&mut first, "data: ");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    let mut second = open_stream(addr, "12x12:12:1");
    let rest = read_until(&mut first, "event: done");
    let ended = events(&rest).pop().unwrap();
    assert_eq!(ended["ended"], "cancelled", "{rest}");
    let text = read_until(&mut second, "data: ");
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
}

#[test]
fn jobs_past_the_cap_are_refused_busy_and_a_client_that_leaves_frees_its_slot() {
    let caps = Caps {
        solvers: 1,
        wait: Duration::from_millis(300),
        ..Caps::default()
    };
    let addr = start(caps);
    let mut first = open_stream(addr, "12x12:12:1");
    let head = read_until(&mut first, "data: ");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    let (status, body) = request(
        addr,
        "POST",
        "/api/game/advice/stream",
        r#"{"id": "12x12:12:2", "moves": []}"#,
    );
    assert_eq!(status, 503, "{body}");
    assert!(json(&body)["error"].as_str().unwrap().starts_with("busy"));
    // The first client leaves: its job is cancelled (noticed at its next
    // event or keep-alive) and the slot is free again.
    drop(first);
    let mut answered = None;
    for _ in 0..60 {
        let mut next = open_stream(addr, "12x12:12:2");
        let text = read_until(&mut next, "data: ");
        if text.starts_with("HTTP/1.1 200") {
            answered = Some(text);
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    assert!(answered.is_some(), "the slot never came free");
}

#[test]
fn why_explains_a_cell_from_the_rays_fired() {
    let addr = start(Caps::default());
    let why = |cell: &str| {
        request(
            addr,
            "POST",
            "/api/game/why",
            &format!(
                r#"{{"id": "5x5:2:7", "moves": ["fire 1", "fire 2", "fire 3"], "cell": "{cell}"}}"#
            ),
        )
    };
    // A2 is certainly empty: ray 1's miss alone shows it.
    let (status, body) = why("A2");
    assert_eq!(status, 200, "{body}");
    let v = json(&body);
    let cell = &v["cells"][0];
    assert_eq!(cell["name"], "A2");
    assert_eq!(cell["status"], "empty");
    assert!(cell["text"].as_str().unwrap().contains("A2"), "{body}");
    let rays = cell["forced"]["rays"].as_array().unwrap();
    assert!(
        !rays.is_empty() && !rays[0]["paths"].as_array().unwrap().is_empty(),
        "{body}"
    );
    assert_eq!(cell["forced"]["check"], "verified", "{body}");
    // The numbers work too; a cell off the board is refused, saying why.
    let (status, body) = why("1,2");
    assert_eq!(status, 200, "{body}");
    assert_eq!(json(&body)["cells"][0]["name"], "A2");
    let (status, body) = why("F9");
    assert_eq!(status, 422, "{body}");
    assert!(
        json(&body)["error"].as_str().unwrap().starts_with("cell: "),
        "{body}"
    );
}

#[test]
fn the_hint_ladder_goes_nudge_where_why() {
    let addr = start(Caps::default());
    let hint = |step: &str| {
        let (status, body) = request(
            addr,
            "POST",
            "/api/game/hint",
            &format!(
                r#"{{"id": "5x5:2:7", "moves": ["fire 1", "fire 2", "fire 3"], "step": "{step}"}}"#
            ),
        );
        assert_eq!(status, 200, "{body}");
        json(&body)
    };
    let nudge = hint("nudge");
    assert_eq!(nudge["text"], "An atom can be placed for certain.");
    assert!(nudge["cell"].is_null() && nudge["why"].is_null());
    let at = hint("where");
    assert_eq!(at["text"], "Look at A4: it must hold an atom.");
    assert_eq!(at["cell"], serde_json::json!([1, 4]));
    let why = hint("why");
    assert_eq!(why["why"]["cells"][0]["name"], "A4");
    assert_eq!(why["why"]["cells"][0]["status"], "atom");
}
