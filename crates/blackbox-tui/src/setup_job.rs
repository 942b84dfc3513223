//! Setting a new game up off the UI thread: `n` starts a [`SetupJob`],
//! the screen keeps drawing (with [`SetupJob::status`] in the message
//! area), and the new game replaces the old one only once its setup has
//! arrived ([`SetupJob::poll`]).
//!
//! Invariant: a job's setup is for its own game ID; cancelling it
//! ([`SetupJob::cancel`], or dropping it: Esc, another `n`, quitting) stops
//! the library's work at its next poll of the [`Control`], and nothing of a
//! cancelled job is ever shown.

use crate::session::setting_up::found;
use blackbox::AtomCount;
use blackbox_app::draw::count;
use blackbox_app::game::{GameId, Setup};
use blackbox_app::setup::{set_up, BUDGET};
use blackbox_app::Control;
use blackbox_app::{Error, Result};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver, TryRecvError};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// A setup running in the background.
pub struct SetupJob {
    id: GameId,
    unique: bool,
    control: Control,
    /// The setup's progress reports: seeds examined so far (`--unique`),
    /// else boards found with the hidden board's feedback.
    examined: Arc<AtomicU64>,
    started: Instant,
    result: Receiver<Result<Setup>>,
}

impl SetupJob {
    /// Starts setting up the game of `id` (`--unique` when `unique`) with
    /// [`set_up`] on a thread of its own.
    pub fn spawn(id: GameId, unique: bool) -> Self {
        let examined = Arc::new(AtomicU64::new(0));
        let sink = Arc::clone(&examined);
        let control = Control::new().with_progress(move |n| sink.store(n, Ordering::Relaxed));
        let (answer, result) = channel();
        let work = control.clone();
        thread::spawn(move || {
            // Fails only when the job was dropped: nobody wants the answer.
            let _ = answer.send(set_up(id, unique, &work));
        });
        SetupJob {
            id,
            unique,
            control,
            examined,
            started: Instant::now(),
            result,
        }
    }

    /// The game ID being set up.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The setup once it has arrived (or why there is none); `None` while
    /// it is still running.
    pub fn poll(&self) -> Option<Result<Setup>> {
        match self.result.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            // The thread ended without an answer: it panicked.
            Err(TryRecvError::Disconnected) => Some(Err(Error::Setup(blackbox::Error::Game(
                "setting up the new game failed".into(),
            )))),
        }
    }

    /// Stops the work at its next poll; its answer is never shown.
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// What the message area says while the job runs: the game being set
    /// up, the seeds tried for `--unique`, past the first second the boards
    /// found with the hidden board's feedback (other games) and the seconds
    /// taken, and how to cancel.
    pub fn status(&self) -> String {
        let dims = self.id.dims();
        let atoms = match self.id.atoms() {
            AtomCount::Exact(k) => count(k, "atom"),
            range => format!("{range} atoms"),
        };
        let done = self.examined.load(Ordering::Relaxed);
        let taken = self.started.elapsed();
        let slow = taken >= Duration::from_secs(1);
        let mut progress = Vec::new();
        match self.unique {
            true => progress.push(format!("{done} of {} seeds tried", BUDGET.tries)),
            false if slow => progress.push(found(done)),
            false => {}
        }
        if slow {
            progress.push(format!("{} s", taken.as_secs()));
        }
        let progress = match progress.is_empty() {
            true => String::new(),
            false => format!(" ({})", progress.join(", ")),
        };
        format!("Setting up a new {dims} game with {atoms}...{progress} Esc cancels.")
    }
}

impl Drop for SetupJob {
    fn drop(&mut self) {
        self.cancel();
    }
}
