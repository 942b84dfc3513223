//! Helpers of the web's integration tests: the repository root, a child
//! process killed when the test ends, one POST over a plain socket, and the
//! server started in this process on a free port of 127.0.0.1 (as
//! `blackbox serve --port 0` starts it: the default caps for this
//! machine's cores).
//!
//! Each test binary uses only some of these, hence `dead_code` is allowed.
#![allow(dead_code)]

use blackbox_web::server::serve as serve_on;
use blackbox_web::Caps;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::Child;
use std::time::{Duration, Instant};

/// The repository root (examples/ and docs/ are relative to it).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A child process killed when the test ends, however it ends.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A running server.
pub struct Server {
    /// Its base URL, `http://127.0.0.1:PORT` (no trailing slash).
    pub url: String,
}

/// Starts the server on a free port of 127.0.0.1 on a thread of its own;
/// it runs until the test process ends.
pub fn serve() -> Server {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            let cores = std::thread::available_parallelism().map_or(1, usize::from);
            serve_on(listener, Caps::for_cores(cores), std::future::pending()).await;
        });
    });
    Server {
        url: format!("http://{}", rx.recv().unwrap()),
    }
}

/// One POST; its status and body, and how long it took.
pub fn post(addr: &str, path: &str, body: &str) -> (u16, String, Duration) {
    let start = Instant::now();
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: load\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body, start.elapsed())
}
