//! The assistant's worker thread: advice can take seconds on big boards,
//! so it is computed off the UI thread and shown when it arrives.
//!
//! Invariant: advice is only ever shown for the state it was computed for;
//! the worker always skips to the newest request.

use blackbox_game::{advise, Advice, Solver};
use blackbox_game::{Setup, State};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread;

/// Requests advice in the background and keeps the latest answer.
pub struct Worker {
    requests: Sender<(State, Setup)>,
    answers: Receiver<(State, Advice)>,
    latest: Option<(State, Advice)>,
    pending: Option<State>,
}

impl Worker {
    /// Starts the worker thread; it ends when the worker is dropped.
    pub fn spawn() -> Self {
        let (requests, inbox) = channel::<(State, Setup)>();
        let (outbox, answers) = channel();
        thread::spawn(move || {
            while let Ok(mut job) = inbox.recv() {
                while let Ok(newer) = inbox.try_recv() {
                    job = newer;
                }
                let (state, setup) = job;
                let advice = advise(&state, &setup, &Solver);
                if outbox.send((state, advice)).is_err() {
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

    /// Asks for advice on `state` unless it is known or on its way.
    pub fn want(&mut self, state: &State, setup: &Setup) {
        let known = self.latest.as_ref().map(|(s, _)| s) == Some(state);
        if !known && self.pending.as_ref() != Some(state) {
            self.pending = Some(state.clone());
            // A send only fails once the thread is gone; then there is no advice.
            let _ = self.requests.send((state.clone(), setup.clone()));
        }
    }

    /// Takes in finished advice; true when something new arrived.
    pub fn poll(&mut self) -> bool {
        let mut fresh = false;
        while let Ok(answer) = self.answers.try_recv() {
            self.accept(answer);
            fresh = true;
        }
        fresh
    }

    /// Waits for the advice on the pending request (for tests).
    #[cfg(test)]
    pub fn wait(&mut self) {
        while self.pending.is_some() {
            let answer = self.answers.recv().expect("the worker answers");
            self.accept(answer);
        }
    }

    fn accept(&mut self, (state, advice): (State, Advice)) {
        if self.pending.as_ref() == Some(&state) {
            self.pending = None;
        }
        self.latest = Some((state, advice));
    }

    /// The advice on `state`, if it has arrived.
    pub fn get(&self, state: &State) -> Option<&Advice> {
        self.latest
            .as_ref()
            .filter(|(s, _)| s == state)
            .map(|(_, a)| a)
    }
}
