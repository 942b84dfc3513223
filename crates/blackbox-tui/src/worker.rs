//! The assistant's worker thread: advice is computed off the UI thread in
//! stages ([`advice`]); each stage is shown as it arrives, and a
//! new request cancels the computation still running for an older state.
//!
//! Invariant: advice is only ever shown for the state it was computed for;
//! the worker always skips to the newest request, and the UI cancels the
//! [`Control`] of every request it no longer needs.

use blackbox_app::game::{Advice, Setup, State};
use blackbox_app::play::advice;
use blackbox_app::players::Players;
use blackbox_app::Control;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread;

/// One request: the state, its setup, and the control that stops it.
type Request = (State, Setup, Control);

/// Requests advice in the background and keeps the latest answer.
pub struct Worker {
    requests: Sender<Request>,
    answers: Receiver<(State, Advice)>,
    latest: Option<(State, Advice)>,
    /// The state asked for last and the control of its computation.
    pending: Option<(State, Control)>,
}

impl Worker {
    /// Starts the worker thread; it ends when the worker is dropped.
    pub fn spawn(players: Players) -> Self {
        let (requests, inbox) = channel::<Request>();
        let (outbox, answers) = channel();
        thread::spawn(move || {
            while let Ok(mut job) = inbox.recv() {
                while let Ok(newer) = inbox.try_recv() {
                    job = newer;
                }
                let (state, setup, control) = job;
                let mut gone = false;
                advice(&state, &setup, &players, &control, |advice| {
                    gone |= outbox.send((state.clone(), advice.clone())).is_err();
                    if gone {
                        control.cancel();
                    }
                });
                if gone {
                    return;
                }
            }
        });
        Worker {
            requests,
            answers,
            latest: None,
            pending: None,
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
        let control = Control::new();
        self.pending = Some((state.clone(), control.clone()));
        // A send only fails once the thread is gone; then there is no advice.
        let _ = self.requests.send((state.clone(), setup.clone(), control));
    }

    /// Cancels the computation running for the last request, if any (the
    /// assistant was switched off, or the state changed).
    pub fn stop(&mut self) {
        if let Some((_, control)) = self.pending.take() {
            control.cancel();
        }
    }

    /// Takes in the advice that arrived; true when something new did.
    pub fn poll(&mut self) -> bool {
        let mut fresh = false;
        while let Ok(answer) = self.answers.try_recv() {
            fresh |= self.accept(answer);
        }
        fresh
    }

    /// Waits for the complete advice on the pending request (for tests).
    #[cfg(test)]
    pub fn wait(&mut self) {
        while self.pending.is_some() {
            let answer = self.answers.recv().expect("the worker answers");
            self.accept(answer);
        }
    }

    /// Keeps `advice` when it is about the state asked for; true if kept.
    fn accept(&mut self, (state, advice): (State, Advice)) -> bool {
        if self.pending.as_ref().map(|(s, _)| s) != Some(&state) {
            return false;
        }
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
