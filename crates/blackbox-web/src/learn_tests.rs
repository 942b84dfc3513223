//! The Learn page's API over real HTTP: the lessons without their answers,
//! rays with their paths and rules, predictions judged, marks checked, and
//! bad requests answered 422 with what is wrong.

use super::tests::{request, start};
use super::Caps;
use serde_json::Value;

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn the_lessons_come_without_answers_and_hidden_atoms() {
    let addr = start(Caps::default());
    let (status, body) = request(addr, "GET", "/api/learn", "");
    assert_eq!(status, 200, "{body}");
    let lessons = json(&body)["lessons"].as_array().unwrap().clone();
    assert_eq!(lessons.len(), 9);
    let turn = &lessons[2];
    assert_eq!(
        (turn["id"].as_str(), turn["rows"].as_u64()),
        (Some("turn"), Some(5))
    );
    assert_eq!(turn["atoms"], serde_json::json!([[3, 3]]));
    assert_eq!(
        turn["ports"][0],
        serde_json::json!({"port": 1, "at": [0, 1]})
    );
    assert_eq!(turn["row_names"][2], "C");
    assert!(turn["rays"][0].get("expect").is_none());
    let find = &lessons[6];
    assert_eq!(find["find"], true);
    assert_eq!(find["atoms"], serde_json::json!([]));
    assert_eq!(find["atom_count"], 1);
}

#[test]
fn a_ray_is_drawn_and_a_prediction_judged_with_the_rule() {
    let addr = start(Caps::default());
    let (status, body) = request(
        addr,
        "POST",
        "/api/learn/ray",
        r#"{"lesson": "turn", "port": 2}"#,
    );
    assert_eq!(status, 200, "{body}");
    let shot = json(&body);
    assert_eq!(
        (shot["outcome"].as_str(), shot["exit"].as_u64()),
        (Some("exit"), Some(19))
    );
    assert_eq!(
        shot["path"],
        serde_json::json!([
            {"cell": [1, 2], "arrow": "↓"},
            {"cell": [2, 2], "arrow": "←"},
            {"cell": [2, 1], "arrow": "←"}
        ])
    );
    let body = r#"{"lesson": "turn", "port": 4, "guess": "h"}"#;
    let verdict = json(&request(addr, "POST", "/api/learn/ray", body).1);
    assert_eq!(verdict["right"], false);
    let text = verdict["text"].as_str().unwrap();
    assert!(
        text.starts_with("Not quite: you said a hit, but it left at port 7. Ray 4 enters at A4")
            && text.contains("the atom in C3 stands diagonally ahead"),
        "{text}"
    );
    let body = r#"{"lesson": "turn", "port": 4, "guess": "7"}"#;
    let verdict = json(&request(addr, "POST", "/api/learn/ray", body).1);
    assert_eq!(
        (verdict["right"].as_bool(), verdict["text"].as_str()),
        (Some(true), Some("Right: it left at port 7."))
    );
}

#[test]
fn a_hidden_board_answers_results_only_and_checks_marks() {
    let addr = start(Caps::default());
    let body = r#"{"lesson": "find-one", "port": 3}"#;
    let shot = json(&request(addr, "POST", "/api/learn/ray", body).1);
    assert_eq!(
        (shot["rim"].as_str(), shot["path"].as_array().map(Vec::len)),
        (Some("20"), Some(0))
    );
    assert_eq!(shot["rules"], serde_json::json!([]));
    let body = r#"{"lesson": "find-one", "marks": ["B3"], "fired": [3]}"#;
    let check = json(&request(addr, "POST", "/api/learn/check", body).1);
    assert_eq!(check["solved"], false);
    assert_eq!(
        check["text"],
        "Not yet: with atoms in B3, ray 3 would give a hit, but it left at port 20."
    );
    assert_eq!(check["atoms"], serde_json::json!([]));
    let body = r#"{"lesson": "find-one", "marks": ["2,4"], "fired": [3]}"#;
    let check = json(&request(addr, "POST", "/api/learn/check", body).1);
    assert_eq!(
        (check["solved"].as_bool(), &check["atoms"]),
        (Some(true), &serde_json::json!([[2, 4]]))
    );
}

#[test]
fn bad_learn_requests_say_what_is_wrong() {
    let addr = start(Caps::default());
    for (path, body, status, says) in [
        (
            "/api/learn/ray",
            r#"{"lesson": "nope", "port": 1}"#,
            422,
            "lesson: no lesson `nope`: the lessons are miss, hit",
        ),
        (
            "/api/learn/ray",
            r#"{"lesson": "miss", "port": 21}"#,
            422,
            "port: 21 is not a port of this 5x5 board (1 to 20)",
        ),
        (
            "/api/learn/ray",
            r#"{"lesson": "miss", "port": 1, "guess": "x"}"#,
            422,
            "guess: say h (a hit), r (a reflection) or the port",
        ),
        (
            "/api/learn/ray",
            r#"{"lesson": "miss"}"#,
            400,
            "missing field `port`",
        ),
        (
            "/api/learn/ray",
            r#"{"lesson": "miss", "port": 1, "atoms": []}"#,
            400,
            "unknown field `atoms`",
        ),
        (
            "/api/learn/check",
            r#"{"lesson": "find-one", "marks": ["Z9"]}"#,
            422,
            "marks: there is no cell Z9",
        ),
        (
            "/api/learn/check",
            r#"{"lesson": "find-one", "marks": [], "fired": [0]}"#,
            422,
            "port: 0 is not a port",
        ),
    ] {
        let (got, answer) = request(addr, "POST", path, body);
        let error = json(&answer)["error"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert_eq!(got, status, "{body}: {answer}");
        assert!(error.contains(says), "{body}: {error}");
    }
}
