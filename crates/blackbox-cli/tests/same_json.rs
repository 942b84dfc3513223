//! The CLI's `--json` and the web's JSON are the same bytes: for each
//! solver use case (solve, deduce, explain) the command run on a puzzle
//! file and the same puzzle posted to a running `blackbox serve` answer
//! from one typed result (`blackbox_app`), the command adding a newline.

mod common;

use common::{blackbox, root, serve, write_temp};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

/// An inconsistent puzzle: one atom cannot make the rays down the first
/// and the third column both hit.
const INCONSISTENT: &str = "size 3x3\natoms 1\n1 H\n3 H\n";

/// `POST path` with `body` to `addr`: the status line and the body.
fn post(addr: &str, path: &str, body: &str) -> (String, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: test\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(
        !head.to_ascii_lowercase().contains("transfer-encoding"),
        "{head}"
    );
    (head.lines().next().unwrap().to_string(), body.to_string())
}

/// What `blackbox COMMAND --json FILE` prints, whatever its exit code.
fn cli_json(command: &str, file: &Path) -> String {
    let out = blackbox()
        .args([command, "--json"])
        .arg(file)
        .output()
        .unwrap();
    assert!(
        out.status.code().unwrap() < 2,
        "{command} {file:?}: {out:?}"
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_cli_json_and_the_web_json_are_the_same_bytes() {
    let server = serve();
    let examples = root().join("examples");
    let inconsistent = write_temp("inconsistent.txt", INCONSISTENT.as_bytes());
    let files = [
        examples.join("puzzle-8x8.txt"),
        examples.join("puzzle-partial.txt"),
        examples.join("board-8x8.txt"),
        inconsistent.to_path_buf(),
    ];
    for file in &files {
        let puzzle = std::fs::read_to_string(file).unwrap();
        for command in ["solve", "deduce", "explain"] {
            let cli = cli_json(command, file);
            let (status, web) = post(server.addr(), &format!("/api/{command}"), &puzzle);
            assert_eq!(status, "HTTP/1.1 200 OK", "{command} {file:?}: {web}");
            assert_eq!(cli, format!("{web}\n"), "{command} {file:?}");
        }
    }
}

#[test]
fn the_inconsistent_case_is_inconsistent() {
    // The puzzle above must exercise the conflict shape, not a solution.
    let file = write_temp("inconsistent-check.txt", INCONSISTENT.as_bytes());
    let out = cli_json("explain", &file);
    assert!(out.contains("\"consistent\": false"), "{out}");
    assert!(out.contains("\"hints\": ["), "{out}");
}
