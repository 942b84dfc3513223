//! `blackbox serve`: the web pages and the JSON API they use.
//!
//! One router ([`router`]) serves the embedded pages ([`assets`]) and the
//! API ([`api`]). The server keeps no per-user state: a game is its ID and
//! its move list, held by the page (and its URL) and sent with every
//! request, then replayed through the game library's one apply path.
//!
//! Limits, so that no request can hurt the server: bodies of at most
//! [`MAX_BODY`] bytes (413), boards and atom counts capped by [`Caps`]
//! (422), every solver call on a blocking thread under [`Caps::deadline`]
//! (503 past it), at most [`Caps::solvers`] solver calls at once (503 when
//! none frees up in time). Errors are JSON: `{"error": "..."}`.

pub mod api;
pub mod assets;

use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// The largest request body accepted, in bytes (1 MiB).
pub const MAX_BODY: usize = 1 << 20;

/// What the web allows and how long it waits.
#[derive(Debug, Clone, Copy)]
pub struct Caps {
    /// Most rows and most columns of a board.
    pub side: usize,
    /// Most atoms in a game or a puzzle.
    pub atoms: usize,
    /// The longest a solver call may take.
    pub deadline: Duration,
    /// Solver calls running at once.
    pub solvers: usize,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            side: 12,
            atoms: 12,
            deadline: Duration::from_secs(5),
            solvers: 4,
        }
    }
}

/// What every handler shares: the caps and the solver permits.
#[derive(Clone)]
pub struct Shared {
    caps: Caps,
    permits: Arc<Semaphore>,
}

/// An API error: a status and a message, sent as `{"error": message}`.
#[derive(Debug)]
pub struct ApiError(pub StatusCode, pub String);

impl ApiError {
    /// 422: the request is well-formed but not acceptable.
    pub fn unprocessable(message: impl Into<String>) -> Self {
        ApiError(StatusCode::UNPROCESSABLE_ENTITY, message.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(serde_json::json!({ "error": self.1 }))).into_response()
    }
}

/// The whole site: pages, assets and the API.
pub fn router(caps: Caps) -> Router {
    let shared = Shared {
        caps,
        permits: Arc::new(Semaphore::new(caps.solvers)),
    };
    Router::new()
        .route("/", get(assets::play))
        .route("/play", get(assets::play))
        .route("/solve", get(assets::solve))
        .route("/parlor", get(assets::parlor))
        .route("/assets/{name}", get(assets::file))
        .route("/api/solve", post(api::solve))
        .route("/api/deduce", post(api::deduce))
        .route("/api/explain", post(api::explain))
        .route("/api/parlor/solve", post(api::parlor_solve))
        .route("/api/parlor/examples", get(api::parlor_examples))
        .route("/api/game", post(api::game))
        .route("/api/game/new", post(api::new_game))
        .route("/api/game/advice", post(api::advice))
        .fallback(|| async { ApiError(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(shared)
}

impl Shared {
    /// Runs `work` on a blocking thread under the deadline: 503 when no
    /// solver slot frees up or the work does not finish in time (it then
    /// runs on to its end, its answer dropped), 500 if it panicked.
    pub async fn solver<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let deadline = self.caps.deadline;
        let busy = || {
            ApiError(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the solver did not finish within {} s: try a smaller puzzle",
                    deadline.as_secs_f64()
                ),
            )
        };
        let run = async {
            let permit = self.permits.clone().acquire_owned().await;
            let handle = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                work()
            });
            handle.await
        };
        match tokio::time::timeout(deadline, run).await {
            Err(_) => Err(busy()),
            Ok(Err(_)) => Err(ApiError(
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal error in the solver".into(),
            )),
            Ok(Ok(result)) => result,
        }
    }

    /// The caps in force.
    pub fn caps(&self) -> Caps {
        self.caps
    }
}

#[cfg(test)]
mod tests;
