//! The web API's request bodies: any bytes POSTed (or sent with GET) to any
//! endpoint, through the whole router (`tower::ServiceExt::oneshot`), as
//! `blackbox serve` handles them. No input may panic (a panic in a solver
//! thread would be a 500); every answer is JSON, and every error answer is
//! `{"error": "..."}`. The caps are small so that solver calls stay short.
#![no_main]
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use blackbox_web::{router, Caps};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use std::time::Duration;
use tower::ServiceExt;

/// Every route of the API.
const ENDPOINTS: &[&str] = &[
    "/api/solve",
    "/api/deduce",
    "/api/explain",
    "/api/parlor/solve",
    "/api/parlor/examples",
    "/api/game",
    "/api/game/new",
    "/api/game/advice",
    "/api/learn",
    "/api/learn/ray",
    "/api/learn/check",
];

/// One runtime for every input (building one per input would dominate).
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a runtime")
    })
}

fuzz_target!(|input: (u8, &[u8])| {
    let (which, body) = input;
    let path = ENDPOINTS[usize::from(which) % ENDPOINTS.len()];
    let method = if which & 0x80 == 0 {
        Method::POST
    } else {
        Method::GET
    };
    let caps = Caps {
        side: 6,
        atoms: 4,
        deadline: Duration::from_secs(2),
        wait: Duration::from_secs(2),
        solvers: 1,
        ..Caps::default()
    };
    let request = Request::builder()
        .method(method)
        .uri(path)
        .header("content-length", body.len())
        .body(Body::from(body.to_vec()))
        .expect("a request");
    let (status, answer) = runtime().block_on(async {
        let response = router(caps).oneshot(request).await.expect("infallible");
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("an answer in memory");
        (status, bytes)
    });
    assert_ne!(status, StatusCode::INTERNAL_SERVER_ERROR, "{path}");
    let value: serde_json::Value =
        serde_json::from_slice(&answer).expect("every answer is JSON");
    if !status.is_success() {
        assert!(value["error"].is_string(), "{status} {path}: {value}");
    }
});
