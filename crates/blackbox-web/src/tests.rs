//! The API over real HTTP on 127.0.0.1 (an ephemeral port): answers, limits
//! and errors as a script sees them.

use super::{server, Caps, MAX_BODY};
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

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
            server::serve(listener, caps, std::future::pending()).await;
        });
    });
    rx.recv().unwrap()
}

/// One HTTP/1.1 request; the status and the body.
pub fn request(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let (status, _, body) = exchange(
        addr,
        &format!(
            "{method} {path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    );
    (status, body)
}

/// Sends `raw` as it is and reads the answer until the server closes the
/// connection (30 s at most): the status, the head (lower case) and the body.
fn exchange(addr: SocketAddr, raw: &str) -> (u16, String, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    // A body declared too large is answered (413) and the connection closed
    // before it is all sent: the write may then fail, the answer still counts.
    let _ = stream.write_all(raw.as_bytes());
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let head = head.to_ascii_lowercase();
    let body = if head.contains("transfer-encoding: chunked") {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    (status, head, body)
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

const PUZZLE: &str = include_str!("../../../examples/puzzle-8x8.txt");

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
    let shared = super::Shared::new(Caps {
        deadline: Duration::from_millis(50),
        trial: Duration::from_millis(10),
        ..Caps::default()
    });
    let runtime = tokio::runtime::Runtime::new().unwrap();
    // Work that ignores its time limit: the deadline answers for it.
    let slow = shared.solver(|_| {
        std::thread::sleep(Duration::from_millis(500));
        Ok(())
    });
    let Err(super::ApiError {
        status, message, ..
    }) = runtime.block_on(slow)
    else {
        panic!("a solver call past its deadline answered");
    };
    assert_eq!(status, 503);
    assert_eq!(
        message,
        "the solver did not finish within 0.05 s: try a smaller puzzle"
    );
}

/// Work that runs until its time limit stops it (or 10 s), saying whether
/// it was stopped.
fn heavy(limit: &cli_support::TimeLimit) -> Result<bool, super::ApiError> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        if limit.control().is_cancelled() {
            return Ok(true);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Ok(false)
}

#[test]
fn small_calls_are_answered_while_the_heavy_lane_is_full_and_a_third_heavy_is_refused_at_once() {
    let shared = super::Shared::new(Caps {
        solvers: 2,
        trial: Duration::from_millis(100),
        deadline: Duration::from_secs(2),
        ..Caps::default()
    });
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        // Two heavy calls: each tried, then moved to the heavy lane.
        let first = tokio::spawn({
            let s = shared.clone();
            async move { s.solver(heavy).await }
        });
        let second = tokio::spawn({
            let s = shared.clone();
            async move { s.solver(heavy).await }
        });
        tokio::time::sleep(Duration::from_millis(400)).await;
        // Small calls meanwhile: answered from the quick lane at once.
        for _ in 0..20 {
            let start = Instant::now();
            let answer = shared.solver(|_| Ok(7)).await;
            assert_eq!(answer.ok(), Some(7));
            assert!(
                start.elapsed() < Duration::from_millis(500),
                "{:?}",
                start.elapsed()
            );
        }
        // A third heavy call: refused at the end of its trial, stopped,
        // with when the first heavy slot frees.
        let start = Instant::now();
        let Err(refused) = shared.solver(heavy).await else {
            panic!("a third heavy call ran");
        };
        assert!(
            start.elapsed() < Duration::from_secs(1),
            "{:?}",
            start.elapsed()
        );
        assert_eq!(refused.status, 503);
        assert!(
            refused
                .message
                .starts_with("busy: this request needs more than 0.1 s of solving"),
            "{}",
            refused.message
        );
        // The two heavy calls end at their time limit (0.8 of the deadline
        // from their admission), stopped, and answer.
        for call in [first, second] {
            assert_eq!(call.await.unwrap().ok(), Some(true));
        }
    });
}

#[test]
fn a_refusal_says_when_to_retry() {
    let refused = super::ApiError::busy_for(3, "busy: wait");
    let response = axum::response::IntoResponse::into_response(refused);
    assert_eq!(response.status(), 503);
    assert_eq!(response.headers()["retry-after"], "3");
}

#[test]
fn no_free_solver_slot_answers_busy_with_retry_after() {
    // No solver slot ever frees up: every solver call is turned away.
    let caps = Caps {
        solvers: 0,
        wait: Duration::from_millis(50),
        ..Caps::default()
    };
    let addr = start(caps);
    for (path, body) in [
        ("/api/solve", PUZZLE),
        (
            "/api/parlor/solve",
            r#"{"blue": [], "white": [], "black": []}"#,
        ),
        ("/api/game/advice", r#"{"id": "5x5:2:7"}"#),
    ] {
        let (status, head, body) = exchange(
            addr,
            &format!(
                "POST {path} HTTP/1.1\r\nHost: test\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            ),
        );
        assert_eq!(status, 503, "{path}: {body}");
        assert!(head.contains("retry-after: 1"), "{path}: {head}");
        let message = json(&body)["error"].as_str().unwrap().to_string();
        assert!(message.starts_with("busy: all 0 solver slots"), "{message}");
    }
}

#[test]
fn a_body_declared_over_the_limit_is_refused_before_it_is_sent() {
    // The body timeout is long: only a refusal from the declared length is fast.
    let caps = Caps {
        body_timeout: Duration::from_secs(60),
        ..Caps::default()
    };
    let addr = start(caps);
    let start = Instant::now();
    let (status, _, body) = exchange(
        addr,
        "POST /api/solve HTTP/1.1\r\nHost: test\r\nContent-Length: 2000000\r\n\r\n",
    );
    assert_eq!(status, 413, "{body}");
    assert!(start.elapsed() < Duration::from_secs(20));
    let message = json(&body)["error"].as_str().unwrap().to_string();
    assert_eq!(
        message,
        "the request body is 2000000 bytes; the limit is 1048576 bytes (1 MiB)"
    );
}

#[test]
fn a_chunked_body_is_cut_at_the_limit() {
    let addr = start(Caps::default());
    let chunk = "x".repeat(64 * 1024);
    let mut raw = String::from(
        "POST /api/solve HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
    );
    for _ in 0..(MAX_BODY / chunk.len() + 1) {
        raw.push_str(&format!("{:x}\r\n{chunk}\r\n", chunk.len()));
    }
    raw.push_str("0\r\n\r\n");
    let (status, _, body) = exchange(addr, &raw);
    assert_eq!(status, 413, "{body}");
    assert!(json(&body)["error"]
        .as_str()
        .unwrap()
        .contains("the limit is 1048576 bytes"));
}

#[test]
fn a_slow_request_head_is_disconnected() {
    let caps = Caps {
        header_timeout: Duration::from_millis(300),
        ..Caps::default()
    };
    let addr = start(caps);
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let start = Instant::now();
    stream.write_all(b"GET / HTTP/1.1\r\nHost: te").unwrap();
    let mut answer = Vec::new();
    // The server closes the connection: the read ends (it does not time out).
    stream
        .read_to_end(&mut answer)
        .expect("the server closes a connection whose head is not sent");
    assert!(start.elapsed() >= Duration::from_millis(300));
    assert!(!String::from_utf8_lossy(&answer).contains(" 200 "));
    // A kept-alive connection that sends no next request is closed the same way.
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    stream
        .write_all(b"GET /api/parlor/examples HTTP/1.1\r\nHost: test\r\n\r\n")
        .unwrap();
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .expect("the server closes an idle kept-alive connection");
    assert!(answer.starts_with(b"HTTP/1.1 200"));
}

#[test]
fn a_slow_request_body_gets_408() {
    let caps = Caps {
        body_timeout: Duration::from_millis(300),
        ..Caps::default()
    };
    let addr = start(caps);
    let (status, _, body) = exchange(
        addr,
        "POST /api/game HTTP/1.1\r\nHost: test\r\nContent-Length: 100\r\n\r\n{\"id\"",
    );
    assert_eq!(status, 408, "{body}");
    assert_eq!(
        json(&body)["error"],
        "the request body did not arrive within 0.3 s"
    );
}

#[test]
fn unknown_paths_and_methods_get_json_errors() {
    let addr = start(Caps::default());
    for (method, path, status) in [
        ("GET", "/nowhere", 404),
        ("GET", "/assets/nope.js", 404),
        ("GET", "/assets/%FF", 404),
        ("GET", "/api/nope", 404),
        ("GET", "/api/solve", 405),
        ("DELETE", "/api/game", 405),
        ("POST", "/play", 405),
    ] {
        let (got, body) = request(addr, method, path, "");
        assert_eq!(got, status, "{method} {path}: {body}");
        assert!(json(&body)["error"].is_string(), "{method} {path}: {body}");
    }
    let (_, body) = request(addr, "GET", "/api/solve", "");
    assert_eq!(
        json(&body)["error"],
        "/api/solve does not take GET: the API takes POST (GET for /api/parlor/examples and /api/board), pages and assets GET"
    );
}

#[test]
fn request_json_takes_each_documented_key_once() {
    let addr = start(Caps::default());
    for (path, body, expected) in [
        (
            "/api/game",
            r#"{"id": "5x5:2:7", "id": "6x6:1:1"}"#,
            "duplicate field `id`",
        ),
        (
            "/api/game/advice",
            r#"{"id": "5x5:2:7", "moves": [], "moves": ["fire 1"]}"#,
            "duplicate field `moves`",
        ),
        (
            "/api/game/new",
            r#"{"size": "6", "atoms": "3", "atoms": "1"}"#,
            "duplicate field `atoms`",
        ),
        (
            "/api/parlor/solve",
            r#"{"blue": [], "white": [], "black": [], "blue": ["x"]}"#,
            "duplicate field `blue`",
        ),
        (
            "/api/game",
            r#"{"id": "5x5:2:7", "move": ["fire 1"]}"#,
            "unknown field `move`, expected `id` or `moves`",
        ),
        (
            "/api/game",
            r#"["5x5:2:7", []]"#,
            "the body is not a JSON object",
        ),
        (
            "/api/game",
            r#"{"id": 5}"#,
            "invalid type: integer `5`, expected a string at line 1 column 8",
        ),
        (
            "/api/parlor/solve",
            r#"{"blue": 5, "white": [], "black": []}"#,
            "expected a string (one statement a line) or a list of strings",
        ),
        ("/api/game/new", "", "the body is empty"),
        (
            "/api/game",
            "{\"id\": ",
            "the body ends before its JSON does (line 1, column 7)",
        ),
        (
            "/api/game",
            "{id}",
            "the body is not JSON: key must be a string",
        ),
    ] {
        let (status, answer) = request(addr, "POST", path, body);
        assert_eq!(status, 400, "{path} {body}: {answer}");
        let message = json(&answer)["error"].as_str().unwrap().to_string();
        assert!(message.contains(expected), "{path} {body}: {message}");
        for internal in ["struct", "untagged", "enum", "Raw"] {
            assert!(!message.contains(internal), "{path} {body}: {message}");
        }
    }
}

#[test]
fn a_game_set_up_past_the_time_limit_is_refused_not_half_made() {
    use super::api::{replay, GameRequest};
    let shared = super::Shared::new(Caps::default());
    let request: GameRequest = serde_json::from_str(r#"{"id": "8x8:4:1"}"#).unwrap();
    // A limit of 0 is up before setup starts, deterministically.
    let out_of_time = cli_support::time_limit(0.0).unwrap();
    let Err(super::ApiError {
        status, message, ..
    }) = replay(&shared, &request, &out_of_time)
    else {
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
    let v = json(&body);
    assert!(v["boards"].is_string());
    // A small game: every board listed, every ray rated exactly.
    assert_eq!(v["complete"], true, "{body}");
    assert_eq!(v["suggestion"]["exact"], true, "{body}");
    assert!(v["suggestion"]["bits_error"].is_null(), "{body}");
    // Which player suggested it, by name, and the text says the same.
    let player = v["suggestion"]["player"].as_str().unwrap();
    assert!(["entropy", "best", "best+deep"].contains(&player), "{body}");
    let by = v["suggestion"]["by"].as_str().unwrap();
    assert!(by.starts_with(&format!("the {player} player")), "{body}");
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
    // An aside is answered as free and named, so the page can say so.
    let (status, body) = request(
        addr,
        "POST",
        "/api/parlor/solve",
        r#"{"blue": "The gems are in this box", "white": "The gems are not in this box", "black": "Good luck!"}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        json(&body)["asides"],
        serde_json::json!(["black 1"]),
        "{body}"
    );
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

#[test]
fn any_other_error_answer_is_made_json() {
    use axum::http::StatusCode;
    use axum::response::IntoResponse;
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let answer = |response| {
        runtime.block_on(async {
            let response = super::error::json_errors(response).await;
            let status = response.status();
            let body = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap();
            (status, String::from_utf8(body.to_vec()).unwrap())
        })
    };
    let rejection = (
        StatusCode::BAD_REQUEST,
        "Cannot parse `\\xFF` to a `String`",
    );
    assert_eq!(
        answer(rejection.into_response()),
        (StatusCode::BAD_REQUEST, r#"{"error":"Bad Request"}"#.into())
    );
    let page = (StatusCode::OK, "<html>");
    assert_eq!(
        answer(page.into_response()),
        (StatusCode::OK, "<html>".into())
    );
}

#[test]
fn requests_hyper_cannot_parse_get_a_json_error_too() {
    let addr = start(Caps::default());
    for raw in [
        "POST /api/solve HTTP/1.1\r\nHost: test\r\nContent-Length: abc\r\n\r\n".to_string(),
        "NOT HTTP AT ALL\r\n\r\n".to_string(),
        "GET / HTTP/1.1\r\nHost: test\r\nbad header line\r\n\r\n".to_string(),
        format!(
            "GET / HTTP/1.1\r\nHost: test\r\nX-Big: {}\r\n\r\n",
            "a".repeat(1 << 20)
        ),
    ] {
        let (status, head, body) = exchange(addr, &raw);
        assert!((400..500).contains(&status), "{status} for {:.40}", raw);
        assert!(head.contains("content-type: application/json"), "{head}");
        let message = json(&body)["error"].as_str().unwrap().to_string();
        assert!(!message.is_empty(), "{body}");
    }
}

#[test]
fn a_client_that_never_reads_is_dropped_after_the_write_timeout() {
    let caps = Caps {
        write_timeout: Duration::from_millis(300),
        ..Caps::default()
    };
    let addr = start(caps);
    let stream = TcpStream::connect(addr).unwrap();
    // About 35 MB of answers, far more than the sockets' buffers hold.
    let requests = "GET /assets/play.js HTTP/1.1\r\nHost: test\r\n\r\n".repeat(5000);
    let mut writer = stream.try_clone().unwrap();
    let sending = std::thread::spawn(move || {
        // Fails once the server drops the connection: that is the point.
        let _ = writer.write_all(requests.as_bytes());
    });
    std::thread::sleep(Duration::from_secs(3));
    let mut reader = stream;
    reader
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut answers = Vec::new();
    // Ends at the server's close (or reset) once the buffered answers are read.
    let _ = reader.read_to_end(&mut answers);
    sending.join().unwrap();
    let answered = answers
        .windows(15)
        .filter(|w| w == b"HTTP/1.1 200 OK")
        .count();
    assert!(
        answered < 5000,
        "all {answered} answers were held for the client"
    );
}

#[test]
fn the_play_page_takes_its_scoring_words_from_the_rule() {
    let page = super::assets::PAGES[0].html();
    let scoring = format!(
        "Scoring: {}, {};",
        blackbox::score::ray_costs_text(),
        blackbox::score::check_cost_text()
    );
    assert!(page.contains(&scoring), "{page}");
    assert!(!page.contains("<!--"), "{page}");
    // The words the scoring uses are said before it, in the help.
    let said = |word: &str| page.find(&format!("<i>{word}</i> when")).unwrap();
    assert!(
        said("miss") < page.find("Scoring:").unwrap()
            && said("detour") < page.find("Scoring:").unwrap()
    );
}

#[test]
fn every_page_is_served_with_a_bar_to_every_page_marking_itself() {
    use super::assets::PAGES;
    let addr = start(Caps::default());
    for page in PAGES {
        let (status, served) = request(addr, "GET", page.path, "");
        assert_eq!((status, &served), (200, &page.html()), "{}", page.path);
        assert!(!served.contains("<!--"), "{}: a marker left", page.path);
        for other in PAGES {
            let link = format!("href=\"{}\">{}</a>", other.path, other.name);
            let current = format!("<a aria-current=\"page\" {link}");
            assert_eq!(
                served.contains(&current),
                other.path == page.path,
                "{} marks {} current or not",
                page.path,
                other.path
            );
            assert!(
                served.contains(&link),
                "{} has no link to {}",
                page.path,
                other.path
            );
        }
    }
    assert_eq!(request(addr, "GET", "/", ""), (200, PAGES[0].html()));
}

#[test]
fn a_bad_new_game_names_the_field_and_what_was_typed_and_the_form_states_the_limits() {
    let caps = Caps::default();
    let addr = start(caps);
    let new = |size: &str, atoms: &str| {
        let body = serde_json::json!({"size": size, "atoms": atoms}).to_string();
        let (status, body) = request(addr, "POST", "/api/game/new", &body);
        let v: Value = serde_json::from_str(&body).unwrap();
        (status, v["error"].as_str().unwrap_or_default().to_string())
    };
    let side = caps.side;
    for (size, atoms, said) in [
        (
            "abc",
            "4",
            "Size `abc`: expected a size like `8x8` or `8`".to_string(),
        ),
        (
            "20x20",
            "4",
            format!("Size `20x20`: the web takes boards up to {side}x{side}"),
        ),
        (
            "8x8",
            "many",
            "Atoms `many`: expected an atom count".to_string(),
        ),
        (
            "8x8",
            "99",
            format!("Atoms `99`: the web takes up to {} atoms", caps.atoms),
        ),
    ] {
        let (status, error) = new(size, atoms);
        assert_eq!(status, 422, "{error}");
        assert!(error.starts_with(&said), "{error}");
        assert!(
            !error.contains("game id"),
            "no game ID the player never typed: {error}"
        );
    }
    let page = super::assets::PAGES[0].html_for(&caps);
    assert!(page.contains(&format!("up to {side}x{side}")), "{page}");
    assert!(page.contains("Unique answer: only boards"), "{page}");
}
