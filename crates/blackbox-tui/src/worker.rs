//! The assistant's advice off the UI thread: computed in stages
//! ([`advice`]) as a job of [`blackbox_app::job`], each stage shown as it
//! arrives; a new request cancels the computation still running for an
//! older state (the newest request wins).
//!
//! Invariant: advice is only ever shown for the state it was computed for;
//! the answers of a cancelled computation are never read. A cancelled
//! computation is kept until its thread has ended (dropping a job waits
//! for its thread, and a key press must not), then dropped; dropping the
//! worker waits for them all, so no computation outlives the game.

use blackbox_app::game::{Advice, Setup, State};
use blackbox_app::job::{Job, Jobs, Next};
use blackbox_app::play::advice;
use blackbox_app::players::Players;

/// Requests advice in the background and keeps the latest answer.
pub struct Worker {
    players: Players,
    jobs: Jobs<()>,
    latest: Option<(State, Advice)>,
    /// The state asked for last and the job computing its advice.
    pending: Option<(State, Job<Advice>)>,
    /// Cancelled jobs whose threads may still be winding down.
    retired: Vec<Job<Advice>>,
}

impl Worker {
    /// A worker with no request yet; its jobs are cancelled when it is
    /// dropped.
    pub fn spawn(players: Players) -> Self {
        Worker {
            players,
            jobs: Jobs::new(),
            latest: None,
            pending: None,
            retired: Vec::new(),
        }
    }

    /// Asks for advice on `state` unless it is known or on its way; the
    /// computation for any other state is cancelled.
    pub fn want(&mut self, state: &State, setup: &Setup) {
        let asked = self.pending.as_ref().map(|(s, _)| s) == Some(state);
        let complete = self
            .get(state)
            .is_some_and(|advice| !advice.pending.as_ref().is_some_and(|s| s.is_running()));
        if asked || complete {
            return;
        }
        self.stop();
        let (players, asked, setup) = (self.players.clone(), state.clone(), setup.clone());
        let job = self.jobs.spawn((), None, move |control, send| {
            advice(&asked, &setup, &players, control, |advice| {
                send(advice.clone())
            });
        });
        self.pending = Some((state.clone(), job));
    }

    /// Cancels the computation running for the last request, if any (the
    /// assistant was switched off, or the state changed).
    pub fn stop(&mut self) {
        if let Some((_, job)) = self.pending.take() {
            job.cancel();
            self.retired.push(job);
        }
    }

    /// Takes in the advice that arrived; true when something new did.
    pub fn poll(&mut self) -> bool {
        self.retired.retain(|job| !job.is_finished());
        let mut fresh = false;
        while let Some((_, job)) = &self.pending {
            match job.next() {
                Next::Answer(advice) => fresh |= self.accept(advice),
                Next::Running => break,
                // The work ended without a complete answer: nothing more comes.
                Next::Ended => self.pending = None,
            }
        }
        fresh
    }

    /// Waits for the complete advice on the pending request (for tests).
    #[cfg(test)]
    pub fn wait(&mut self) {
        while let Some((_, job)) = &self.pending {
            match job.wait() {
                Some(advice) => {
                    self.accept(advice);
                }
                None => self.pending = None,
            }
        }
    }

    /// Keeps `advice` on the state asked for; true (it is always kept: a
    /// pending job's answers are about its own state).
    fn accept(&mut self, advice: Advice) -> bool {
        let Some((state, _)) = &self.pending else {
            return false;
        };
        let state = state.clone();
        if !advice
            .pending
            .as_ref()
            .is_some_and(|stage| stage.is_running())
        {
            self.pending = None;
        }
        self.latest = Some((state, advice));
        true
    }

    /// The advice on `state` as far as it has arrived.
    pub fn get(&self, state: &State) -> Option<&Advice> {
        self.latest
            .as_ref()
            .filter(|(s, _)| s == state)
            .map(|(_, a)| a)
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop();
    }
}
