//! Setting a new game up off the UI thread (a job of
//! [`blackbox_app::job`]): `n` starts a [`SetupJob`],
//! the screen keeps drawing (with [`SetupJob::status`] in the message
//! area), and the new game replaces the old one only once its setup has
//! arrived ([`SetupJob::poll`]).
//!
//! Invariant: a job's setup is for its own game ID; cancelling it
//! (dropping it: Esc, another `n`, quitting) stops
//! the library's work at its next poll of its control, and nothing of a
//! cancelled job is ever shown.

use crate::session::setting_up::found;
use blackbox::AtomCount;
use blackbox_app::draw::count;
use blackbox_app::game::{GameId, Setup};
use blackbox_app::job::{Job, Jobs, Next};
use blackbox_app::setup::{set_up, BUDGET};
use blackbox_app::Result;
use std::time::{Duration, Instant};

/// A setup running in the background.
pub struct SetupJob {
    id: GameId,
    unique: bool,
    /// The setup; its progress reports are the seeds examined so far
    /// (`--unique`), else the boards found with the hidden board's feedback.
    job: Job<Result<Setup>>,
    started: Instant,
}

impl SetupJob {
    /// Starts setting up the game of `id` (`--unique` when `unique`) with
    /// [`set_up`] on a thread of its own.
    pub fn spawn(id: GameId, unique: bool) -> Self {
        let job = Jobs::new().spawn((), None, move |control, send| {
            send(set_up(id, unique, control));
        });
        SetupJob {
            id,
            unique,
            job,
            started: Instant::now(),
        }
    }

    /// The game ID being set up.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The setup once it has arrived (or why there is none); `None` while
    /// it is still running.
    pub fn poll(&self) -> Option<anyhow::Result<Setup>> {
        match self.job.next() {
            Next::Answer(answer) => Some(answer.map_err(anyhow::Error::from)),
            Next::Running => None,
            // The work ended without an answer: it panicked.
            Next::Ended => Some(Err(anyhow::anyhow!("setting up the new game failed"))),
        }
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
        let done = self.job.progress();
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
