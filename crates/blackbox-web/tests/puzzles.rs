//! The Puzzles page's API over HTTP: the daily puzzle of a date is the
//! puzzle `blackbox generate` makes with the date as seed; its marks are
//! checked without the answer leaving the server (a wrong mark counted, the
//! right ones solve it); hints come in two levels; bad input is refused in
//! words; the page itself is served; a pasted ACM puzzle ID is played
//! under the ACM rules, the view saying so.

mod common;

use blackbox::{Dims, Rules};
use blackbox_app::puzzles::{generator, playable, Date, Difficulty, GenerateRequest, PuzzleAnswer};
use blackbox_app::Control;
use common::{post, serve};
use serde_json::{json, Value};

fn ask(addr: &str, path: &str, body: Value) -> (u16, Value) {
    let (status, text, _) = post(addr, path, &body.to_string());
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

#[test]
fn the_daily_puzzle_is_played_to_a_right_check() {
    let server = serve();
    let addr = server.url.trim_start_matches("http://");
    let (status, view) = ask(
        addr,
        "/api/puzzles/daily",
        json!({"date": "2026-11-28", "difficulty": "easy"}),
    );
    assert_eq!(status, 200, "{view}");
    let id = view["id"].as_str().unwrap().to_string();
    assert_eq!(view["rows"], 8);
    assert_eq!(view["rim"].as_array().unwrap().len(), 32);
    assert!(
        view.get("answer").is_none(),
        "the answer stays on the server"
    );
    let date: Date = "2026-11-28".parse().unwrap();
    let answer = playable(&id, &Control::new()).unwrap().answer;
    let atoms: Vec<[usize; 2]> = answer.atoms().map(|c| c.numbered()).collect();
    assert_eq!(date.seed(), 20261128);

    let (_, first) = ask(
        addr,
        "/api/puzzles/marks",
        json!({"id": id, "atoms": atoms[..3]}),
    );
    assert_eq!(first["verdict"], "unfinished", "{first}");
    let hint = first["hint"].as_array().unwrap();
    assert!(hint[0].as_str().unwrap().starts_with("look at"), "{first}");
    // The second step names the cell as the board labels it: `A1`.
    let cell: String = hint[1].as_str().unwrap().chars().take(2).collect();
    assert!(
        cell.starts_with(|c: char| ('A'..='H').contains(&c))
            && cell.ends_with(|c: char| ('1'..='8').contains(&c)),
        "{first}"
    );

    let empty = (1..=8)
        .flat_map(|r| (1..=8).map(move |c| [r, c]))
        .find(|cell| !atoms.contains(cell))
        .unwrap();
    let (_, wrong) = ask(
        addr,
        "/api/puzzles/marks",
        json!({"id": id, "atoms": [empty]}),
    );
    assert_eq!(wrong["verdict"], "wrong", "{wrong}");
    let (_, solved) = ask(
        addr,
        "/api/puzzles/marks",
        json!({"id": id, "atoms": atoms}),
    );
    assert_eq!(solved["verdict"], "solved", "{solved}");
}

#[test]
fn bad_input_is_refused_in_words_and_the_page_is_served() {
    let server = serve();
    let addr = server.url.trim_start_matches("http://");
    let (status, error) = ask(
        addr,
        "/api/puzzles/daily",
        json!({"date": "2026-02-30", "difficulty": "easy"}),
    );
    assert_eq!(status, 422);
    assert!(
        error["error"].as_str().unwrap().contains("2026-02-30"),
        "{error}"
    );
    let (status, error) = ask(
        addr,
        "/api/puzzles/view",
        json!({"id": "8x8-4-7PFJ60E00009"}),
    );
    assert_eq!(status, 422);
    assert!(
        error["error"].as_str().unwrap().contains("check character"),
        "{error}"
    );
    let (status, error) = ask(
        addr,
        "/api/puzzles/marks",
        json!({"id": "8x8-4-7PFJ60E00008", "atoms": [[9, 1]]}),
    );
    assert_eq!(status, 422);
    assert!(
        error["error"]
            .as_str()
            .unwrap()
            .contains("off the 8x8 board"),
        "{error}"
    );
    let (status, view) = ask(
        addr,
        "/api/puzzles/view",
        json!({"id": "8x8-4-7PFJ60E00008"}),
    );
    assert_eq!(status, 200);
    assert_eq!(view["rim"][8], "R", "port 9 shows a reflection: {view}");
    let page = get(addr, "/puzzles");
    assert!(page.contains("Black Box puzzles") && page.contains("/assets/puzzles.js"));
    assert!(get(addr, "/assets/puzzles.js").contains("/api/puzzles/marks"));
}

/// One GET over a plain socket: the body.
fn get(addr: &str, path: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

/// The page has no rules choice, so a pasted ACM ID must carry its rules:
/// the view says them (and what `D` means) and prints any `D` on the rim,
/// and the marks of its answer under those rules solve it.
#[test]
fn a_pasted_acm_puzzle_is_played_under_the_acm_rules() {
    let request = GenerateRequest {
        dims: Dims::new(5, 5).unwrap(),
        rules: Rules::Acm,
        atoms: 2,
        difficulty: Difficulty::Easy,
        seed: 4,
        threads: 1,
    };
    let made = generator(&request).unwrap().next(&Control::new()).unwrap();
    let id = PuzzleAnswer::of(&made, 4).id;
    assert!(id.ends_with("-acm"), "{id}");
    let server = serve();
    let addr = server.url.trim_start_matches("http://");
    let (status, view) = ask(addr, "/api/puzzles/view", json!({ "id": id }));
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["rules"], "acm");
    let text = view["rules_text"].as_str().unwrap();
    assert!(text.contains("such a ray shows D"), "{view}");
    let deflected = (made.puzzle().hints())
        .filter(|(_, r)| *r == blackbox::Response::Deflected)
        .count();
    let rim = view["rim"].as_array().unwrap();
    assert_eq!(
        rim.iter().filter(|l| *l == "D").count(),
        deflected,
        "{view}"
    );
    let atoms: Vec<[usize; 2]> = made.answer.atoms().map(|c| c.numbered()).collect();
    let (_, solved) = ask(
        addr,
        "/api/puzzles/marks",
        json!({"id": id, "atoms": atoms}),
    );
    assert_eq!(solved["verdict"], "solved", "{solved}");
    // A standard ID's view says so.
    let (_, standard) = ask(
        addr,
        "/api/puzzles/view",
        json!({"id": "8x8-4-7PFJ60E00008"}),
    );
    assert_eq!(standard["rules"], "standard");
    assert!(standard["rules_text"].is_null(), "{standard}");
}
