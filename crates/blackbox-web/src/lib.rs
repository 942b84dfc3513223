//! `blackbox serve`: the web pages and the JSON API they use.
//!
//! One router ([`router`]) serves the embedded pages ([`assets`]) and the
//! API ([`api`]; the Learn page's lessons in [`learn`]); [`server::serve`] runs it on a listener. The server keeps
//! no per-user state: a game is its ID and its move list, held by the page
//! (and its URL) and sent with every request, then replayed through the
//! game library's one apply path. What it keeps is the daily puzzles it
//! made, of the dates near today ([`dailies`]), and a bounded cache of the
//! puzzles the Puzzles page asked it to solve ([`attempts`]).
//!
//! Limits, so that no request can hurt the server (docs/limits.md): request
//! heads within [`Caps::header_timeout`] (else the connection is closed),
//! bodies of at most [`MAX_BODY`] bytes (413, at once when declared larger)
//! within [`Caps::body_timeout`] (408), boards and atom counts capped by
//! [`Caps`] (422), solver calls admitted by their cost ([`lanes`]: a quick
//! lane where each is tried for [`Caps::trial`], and a heavy lane for those
//! that take longer, [`Caps::solvers`] slots each; 503 `busy` with
//! `Retry-After` when no slot is free), each on a blocking thread under
//! [`Caps::deadline`] (503 past it), answers
//! read by the client within [`Caps::write_timeout`] (else the connection
//! is dropped). Every error is JSON, `{"error": "..."}` ([`ApiError`]; and
//! hyper's own replies to unparsable requests, [`connection`]).

// Module docs name their private parts for readers of the source (the links
// resolve with `cargo doc --document-private-items`).
#![allow(rustdoc::private_intra_doc_links)]

pub mod advice_job;
pub mod api;
pub mod assets;
pub mod attempts;
pub mod board;
pub mod body;
pub mod caps;
pub mod connection;
pub mod dailies;
pub mod error;
mod lanes;
pub mod learn;
pub mod puzzles;
pub mod server;

pub use caps::Caps;
pub use error::ApiError;

use axum::response::Html;
use axum::routing::{get, post};
use axum::Router;
use cli_support::{time_limit, TimeLimit};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The largest request body accepted, in bytes (1 MiB).
pub const MAX_BODY: usize = 1 << 20;

/// What every handler shares: the caps, the solver lanes, the daily
/// puzzles made so far ([`dailies`]) and the puzzles solved ([`attempts`]).
#[derive(Clone)]
pub struct Shared {
    caps: Caps,
    lanes: Arc<lanes::Lanes>,
    jobs: advice_job::Jobs,
    dailies: Arc<dailies::Dailies>,
    attempts: Arc<attempts::Attempts>,
}

/// The whole site: pages, assets and the API.
pub fn router(caps: Caps) -> Router {
    let shared = Shared::new(caps);
    let home = &assets::PAGES[0];
    let pages = (assets::PAGES.iter()).fold(Router::new(), |router, page| {
        router.route(
            page.path,
            get(move || async move { Html(page.html_for(&caps)) }),
        )
    });
    pages
        .route("/", get(move || async move { Html(home.html_for(&caps)) }))
        .route("/assets/{name}", get(assets::file))
        .route("/api/solve", post(api::solve))
        .route("/api/deduce", post(api::deduce))
        .route("/api/explain", post(api::explain))
        .route("/api/parlor/solve", post(api::parlor_solve))
        .route("/api/parlor/examples", get(api::parlor_examples))
        .route("/api/game", post(api::game))
        .route("/api/game/new", post(api::new_game))
        .route("/api/game/advice", post(api::advice))
        .route("/api/game/why", post(api::why))
        .route("/api/game/hint", post(api::hint))
        .route("/api/game/advice/stream", post(advice_job::stream))
        .route("/api/game/paths", post(board::paths))
        .route("/api/board", get(board::board))
        .route("/api/learn", get(learn::lessons))
        .route("/api/learn/ray", post(learn::ray))
        .route("/api/learn/check", post(learn::check))
        .route("/api/puzzle", post(board::read))
        .route("/api/puzzles/daily", post(puzzles::daily))
        .route("/api/puzzles/view", post(puzzles::view))
        .route("/api/puzzles/marks", post(puzzles::marks))
        .fallback(error::not_found)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(axum::middleware::map_response(error::json_errors))
        .with_state(shared)
}

impl Shared {
    /// What the handlers of a site with `caps` share.
    pub fn new(caps: Caps) -> Shared {
        Shared {
            caps,
            lanes: Arc::new(lanes::Lanes::new(caps.solvers)),
            jobs: advice_job::Jobs::new(caps.solvers),
            dailies: Arc::new(dailies::Dailies::new()),
            attempts: Arc::new(attempts::Attempts::new()),
        }
    }

    /// Runs `work` on a blocking thread, admitted by its cost ([`lanes`]):
    /// in a quick slot (503 `busy` when none frees up within
    /// [`Caps::wait`]) for its trial, then in a heavy slot, or stopped and
    /// refused (503, with its estimate and `Retry-After`) when none is free.
    /// `work` gets the call's time limit, 0.8 of the deadline from its
    /// admission, so that it answers what is known in time; 503 if it
    /// still does not finish within the deadline (work that ignores its
    /// time limit), 500 if it panicked.
    pub async fn solver<T: Send + 'static>(
        &self,
        work: impl FnOnce(&TimeLimit) -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let caps = self.caps;
        let held = self.lanes.quick_slot(&caps).await?;
        let admitted = Instant::now();
        let limit = web_time_limit(&caps)?;
        let control = limit.control().clone();
        let ends_by = admitted + Duration::from_secs_f64(limit.seconds());
        let slot = held.clone();
        let mut handle = tokio::task::spawn_blocking(move || {
            let answer = work(&limit);
            release_memory();
            lanes::release(&slot);
            answer
        });
        let _heavy = match tokio::time::timeout(caps.trial, &mut handle).await {
            Ok(done) => return joined(done),
            Err(_) => match self.lanes.to_heavy(&held, ends_by, &caps) {
                Ok(call) => call,
                Err(refused) => {
                    control.cancel();
                    return Err(refused);
                }
            },
        };
        let left = caps.deadline.saturating_sub(admitted.elapsed());
        match tokio::time::timeout(left, handle).await {
            Err(_) => Err(ApiError::new(
                axum::http::StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the solver did not finish within {} s: try a smaller puzzle",
                    caps.deadline.as_secs_f64()
                ),
            )),
            Ok(done) => joined(done),
        }
    }

    /// The caps in force.
    pub fn caps(&self) -> Caps {
        self.caps
    }
}

/// A solver call's answer once its thread is joined: 500 if it panicked.
fn joined<T>(done: Result<Result<T, ApiError>, tokio::task::JoinError>) -> Result<T, ApiError> {
    done.unwrap_or_else(|_| {
        Err(ApiError::new(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            "internal error in the solver",
        ))
    })
}

/// A solver call's time limit: a little before its deadline, so that a
/// slow puzzle gets what is known (`"stopped": "time-limit"`), not a 503.
/// Its timer ends with the call's work (the limit is dropped with it).
pub fn web_time_limit(caps: &Caps) -> Result<TimeLimit, ApiError> {
    let seconds = caps.deadline.as_secs_f64() * 0.8;
    time_limit(seconds).map_err(|e| ApiError::unprocessable(format!("{e:#}")))
}

/// Hands the memory a finished solver call freed back to the system
/// (glibc keeps it in per-thread arenas otherwise, so a burst of heavy
/// requests would leave the server at its peak size).
fn release_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free heap pages to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod board_tests;
#[cfg(test)]
mod learn_tests;
#[cfg(test)]
mod tests;
