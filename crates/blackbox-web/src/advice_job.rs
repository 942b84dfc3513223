//! `POST /api/game/advice/stream`: the assistant's stages as server-sent
//! events, each sent the moment [`play::advice`] establishes it, so the
//! first answer arrives at once and the full rating may run past the
//! request deadline of the other endpoints.
//!
//! Bounds (docs/web.md): one job per game ID (a new request for the same
//! game, i.e. after a move, cancels the running one); at most
//! [`Caps::solvers`](super::Caps::solvers) jobs at once (503 `busy` when no
//! slot frees up within [`Caps::wait`](super::Caps::wait)); each job stops
//! after [`JOB_TIME`], or as soon as its client is gone (the event stream
//! dropped). Invariant: every event is an [`advice_json`] of a state the
//! request's moves reach; the last event, `done`, says why the job ended.

use super::api::{replay, GameRequest};
use super::body::Strict;
use super::{ApiError, Shared};
use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use blackbox::Dims;
use blackbox_app::game::Advice;
use blackbox_app::play;
use blackbox_app::players::players;
use blackbox_app::Control;
use futures_util::stream::{self, Stream};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, Semaphore};

/// The longest one advice job may run (the full rating of a 10x10 board
/// with 10 atoms may take minutes; the stream shows every stage meanwhile).
pub const JOB_TIME: Duration = Duration::from_secs(300);

/// How often an idle stream sends a comment (so a client that left is noticed).
const KEEP_ALIVE: Duration = Duration::from_secs(5);

/// The running advice jobs: one control per game ID, and the job slots.
#[derive(Clone)]
pub struct Jobs {
    running: Arc<Mutex<HashMap<String, (u64, Control)>>>,
    slots: Arc<Semaphore>,
    serial: Arc<AtomicU64>,
}

impl Jobs {
    /// Room for `slots` jobs at once.
    pub fn new(slots: usize) -> Self {
        Jobs {
            running: Arc::default(),
            slots: Arc::new(Semaphore::new(slots)),
            serial: Arc::default(),
        }
    }

    /// Cancels the job running for `game`, if any.
    fn cancel(&self, game: &str) {
        if let Some((_, control)) = self.lock().remove(game) {
            control.cancel();
        }
    }

    /// Registers a new job for `game` (cancelling any other): its serial.
    fn start(&self, game: &str, control: &Control) -> u64 {
        let serial = self.serial.fetch_add(1, Ordering::Relaxed);
        let old = self
            .lock()
            .insert(game.to_string(), (serial, control.clone()));
        if let Some((_, old)) = old {
            old.cancel();
        }
        serial
    }

    /// Forgets the job `serial` of `game` (a newer job stays).
    fn finish(&self, game: &str, serial: u64) {
        let mut running = self.lock();
        if running.get(game).is_some_and(|(s, _)| *s == serial) {
            running.remove(game);
        }
    }

    /// Jobs running now (for tests).
    #[cfg(test)]
    pub fn running(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, (u64, Control)>> {
        // A panic while holding this lock leaves the map usable.
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The advice as the API answers it (`/api/game/advice` and each event of
/// the stream): see docs/web.md.
pub fn advice_json(advice: &Advice, dims: Dims) -> Value {
    serde_json::to_value(play::advice_answer(advice, dims)).expect("an advice serialises")
}

/// What a job sends: an advice, then why it ended.
enum Message {
    Advice(Value),
    Done(&'static str),
}

/// `POST /api/game/advice/stream`, the body of `/api/game`: the advice on
/// the game after the moves, as `text/event-stream`: a `data:` event per
/// stage (the JSON of `/api/game/advice`), then `event: done` with
/// `{"ended": "finished" | "cancelled" | "time cap"}`.
pub async fn stream(
    State(shared): State<Shared>,
    Strict(request): Strict<GameRequest>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, ApiError> {
    let jobs = shared.jobs.clone();
    let key = request.id.trim().to_string();
    jobs.cancel(&key);
    let caps = shared.caps();
    let slot = tokio::time::timeout(caps.wait, jobs.slots.clone().acquire_owned()).await;
    let Ok(Ok(permit)) = slot else {
        return Err(ApiError::busy(caps.solvers));
    };
    let inner = shared.clone();
    let game = shared
        .solver(move |limit| replay(&inner, &request, limit))
        .await?;
    let control = Control::new();
    let serial = jobs.start(&key, &control);
    let (tx, rx) = mpsc::unbounded_channel();
    let watcher = {
        let (tx, control) = (tx.clone(), control.clone());
        tokio::spawn(async move {
            tokio::select! {
                () = tx.closed() => {}
                () = tokio::time::sleep(JOB_TIME) => {}
            }
            control.cancel();
        })
    };
    tokio::task::spawn_blocking(move || {
        let dims = game.state().dims();
        let advice = play::advice(game.state(), game.setup(), &players(), &control, |a| {
            if tx.send(Message::Advice(advice_json(a, dims))).is_err() {
                control.cancel();
            }
        });
        let ended = match advice.pending {
            Some(stage) if stage.is_running() && watcher.is_finished() => "time cap",
            Some(stage) if stage.is_running() => "cancelled",
            _ => "finished",
        };
        watcher.abort();
        let _ = tx.send(Message::Done(ended));
        jobs.finish(&key, serial);
        drop(permit);
    });
    let events = stream::unfold(rx, |mut rx| async move {
        let event = match rx.recv().await? {
            Message::Advice(value) => Event::default().data(value.to_string()),
            Message::Done(ended) => Event::default()
                .event("done")
                .data(json!({ "ended": ended }).to_string()),
        };
        Some((Ok(event), rx))
    });
    Ok(Sse::new(events).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)))
}
