//! Background work where the newest request wins, for every front end: the
//! terminal game's advice and new-game setup, the game's setup at startup,
//! the web's streamed advice.
//!
//! [`Jobs`] keeps one job per key (a game, or `()` when a front end has one
//! kind of job): starting a job cancels the one running for the same key,
//! and a job that ends takes itself off unless a newer one has replaced it.
//! A job is either run here on a thread of its own ([`Jobs::spawn`], the
//! answers read from its [`Job`]) or run by the caller's own runtime with a
//! [`Ticket`] ([`Jobs::start`]: the web runs it on tokio's blocking pool).
//!
//! Invariants: every job has its own [`Control`] (a child of the caller's
//! time limit, when given), cancelled when a newer job of its key starts,
//! when its [`Job`] is dropped, or when nobody reads its answers any more;
//! its progress reports are kept ([`Job::progress`]); a cancelled job's
//! answers are never delivered to a newer job's reader (each job has its
//! own channel). No thread outlives its [`Job`]: dropping a job cancels its
//! work and waits for the thread to end (the work stops at its next poll of
//! its control), so a caller that drops its jobs leaves nothing running
//! behind it — not even a thread still freeing what it held, which a leak
//! checker run at that moment would report. A front end that must not wait
//! (a key press that replaces the advice being computed) cancels the job,
//! keeps it until [`Job::is_finished`], and drops it then.

use crate::Control;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

/// The running jobs, at most one per key (shared by clones).
pub struct Jobs<K> {
    running: Arc<Mutex<HashMap<K, (u64, Control)>>>,
    serial: Arc<AtomicU64>,
}

impl<K> Clone for Jobs<K> {
    fn clone(&self) -> Self {
        Jobs {
            running: Arc::clone(&self.running),
            serial: Arc::clone(&self.serial),
        }
    }
}

impl<K: Eq + Hash + Clone> Default for Jobs<K> {
    fn default() -> Self {
        Jobs {
            running: Arc::default(),
            serial: Arc::default(),
        }
    }
}

impl<K: Eq + Hash + Clone + Send + 'static> Jobs<K> {
    /// No job running.
    pub fn new() -> Self {
        Jobs::default()
    }

    /// Registers a new job for `key`, cancelling the one running for it: the
    /// ticket holds its control, which `within` (a time limit) also cancels.
    /// The job is taken off when the ticket is dropped.
    pub fn start(&self, key: K, within: Option<&Control>) -> Ticket<K> {
        let progress = Arc::new(AtomicU64::new(0));
        let sink = Arc::clone(&progress);
        let control = within
            .map_or_else(Control::new, Control::child)
            .with_progress(move |n| sink.store(n, Ordering::Relaxed));
        let serial = self.serial.fetch_add(1, Ordering::Relaxed);
        let older = self.lock().insert(key.clone(), (serial, control.clone()));
        if let Some((_, older)) = older {
            older.cancel();
        }
        Ticket {
            jobs: self.clone(),
            key,
            serial,
            control,
            progress,
        }
    }

    /// Starts `work` as the job of `key` ([`Jobs::start`]) on a thread of
    /// its own, which the returned [`Job`] joins when dropped. It sends its
    /// answers (stages, or its one result) through the function it is
    /// given; once nobody reads them, a send cancels the work.
    pub fn spawn<T: Send + 'static>(
        &self,
        key: K,
        within: Option<&Control>,
        work: impl FnOnce(&Control, &dyn Fn(T)) + Send + 'static,
    ) -> Job<T> {
        let ticket = self.start(key, within);
        let (control, progress) = (ticket.control.clone(), Arc::clone(&ticket.progress));
        let (outbox, answers) = channel();
        let thread = std::thread::spawn(move || {
            let control = ticket.control();
            let send = |answer: T| {
                if outbox.send(answer).is_err() {
                    control.cancel();
                }
            };
            work(control, &send);
        });
        Job {
            control,
            progress,
            answers,
            thread: Some(thread),
        }
    }

    /// Cancels the job running for `key`, if any.
    pub fn cancel(&self, key: &K) {
        if let Some((_, control)) = self.lock().remove(key) {
            control.cancel();
        }
    }

    /// How many jobs are running.
    pub fn running(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<K, (u64, Control)>> {
        // A panic while holding this lock leaves the map usable.
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A job registered with [`Jobs::start`]: its control and progress; the job
/// is taken off its [`Jobs`] when this is dropped (unless a newer job of
/// its key replaced it).
pub struct Ticket<K: Eq + Hash + Clone + Send + 'static> {
    jobs: Jobs<K>,
    key: K,
    serial: u64,
    control: Control,
    progress: Arc<AtomicU64>,
}

impl<K: Eq + Hash + Clone + Send + 'static> Ticket<K> {
    /// The job's control: the work polls it.
    pub fn control(&self) -> &Control {
        &self.control
    }
}

impl<K: Eq + Hash + Clone + Send + 'static> Drop for Ticket<K> {
    fn drop(&mut self) {
        let mut running = self.jobs.lock();
        if running
            .get(&self.key)
            .is_some_and(|(s, _)| *s == self.serial)
        {
            running.remove(&self.key);
        }
    }
}

/// What a job has to say now.
#[derive(Debug, PartialEq, Eq)]
pub enum Next<T> {
    /// An answer.
    Answer(T),
    /// Nothing yet: the work is running.
    Running,
    /// The work has ended and every answer was read (or it panicked).
    Ended,
}

/// A job started with [`Jobs::spawn`]: its answers as they arrive. Dropping
/// it cancels the work and waits for its thread to end.
pub struct Job<T> {
    control: Control,
    progress: Arc<AtomicU64>,
    answers: Receiver<T>,
    /// The work's thread, joined on drop (`None` only while dropping).
    thread: Option<JoinHandle<()>>,
}

impl<T> Job<T> {
    /// The next answer, without waiting.
    pub fn next(&self) -> Next<T> {
        match self.answers.try_recv() {
            Ok(answer) => Next::Answer(answer),
            Err(TryRecvError::Empty) => Next::Running,
            Err(TryRecvError::Disconnected) => Next::Ended,
        }
    }

    /// The next answer, waiting up to `timeout`.
    pub fn next_within(&self, timeout: Duration) -> Next<T> {
        match self.answers.recv_timeout(timeout) {
            Ok(answer) => Next::Answer(answer),
            Err(RecvTimeoutError::Timeout) => Next::Running,
            Err(RecvTimeoutError::Disconnected) => Next::Ended,
        }
    }

    /// The next answer, waiting as long as the work runs (`None`: it ended).
    pub fn wait(&self) -> Option<T> {
        self.answers.recv().ok()
    }

    /// The work's last progress report (what it counts is the work's).
    pub fn progress(&self) -> u64 {
        self.progress.load(Ordering::Relaxed)
    }

    /// Stops the work at its next poll of its control.
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// Whether the work's thread has ended (its answers may still wait to
    /// be read): dropping the job then does not wait.
    pub fn is_finished(&self) -> bool {
        self.thread.as_ref().is_none_or(JoinHandle::is_finished)
    }
}

impl<T> Drop for Job<T> {
    /// Cancels the work and waits for its thread: nothing of the job runs
    /// on once it is gone.
    fn drop(&mut self) {
        self.cancel();
        if let Some(thread) = self.thread.take() {
            // A work that panicked has said so on standard error already;
            // its job simply ends.
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work that sends `first`, then waits to be cancelled and sends `last`.
    fn until_cancelled(first: u32, last: u32) -> impl FnOnce(&Control, &dyn Fn(u32)) + Send {
        move |control, send| {
            send(first);
            while !control.is_cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
            send(last);
        }
    }

    #[test]
    fn a_newer_job_of_the_same_key_cancels_the_older_and_only_its_answers_arrive() {
        let jobs = Jobs::new();
        let older = jobs.spawn("game", None, until_cancelled(1, 2));
        assert_eq!(older.wait(), Some(1));
        let newer = jobs.spawn("game", None, until_cancelled(3, 4));
        assert_eq!(older.wait(), Some(2), "the older job was cancelled");
        assert_eq!(older.wait(), None);
        assert_eq!(newer.wait(), Some(3));
        assert_eq!(jobs.running(), 1, "the newer job stays registered");
        let other = jobs.spawn("another game", None, until_cancelled(5, 6));
        assert_eq!(other.wait(), Some(5));
        assert_eq!(newer.next(), Next::Running, "another key cancels nothing");
        jobs.cancel(&"game");
        assert_eq!(newer.wait(), Some(4));
        drop(other);
        drop(newer);
        assert_eq!(jobs.running(), 0, "dropped jobs have ended");
    }

    /// A dropped job's thread has ended when the drop returns: what the
    /// work held is freed and its ticket taken off, with no waiting by the
    /// caller (a detached thread would still be winding down here).
    #[test]
    fn dropping_a_job_waits_for_its_thread() {
        let jobs = Jobs::new();
        let held = Arc::new(());
        let mine = Arc::clone(&held);
        let job = jobs.spawn((), None, move |control: &Control, send: &dyn Fn(u32)| {
            send(1);
            // Winds down slowly after its answer, as a thread freeing a
            // large state does.
            while !control.is_cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
            std::thread::sleep(Duration::from_millis(50));
            drop(mine);
        });
        assert_eq!(job.wait(), Some(1));
        assert!(!job.is_finished());
        drop(job);
        assert_eq!(Arc::strong_count(&held), 1, "the work's share is freed");
        assert_eq!(jobs.running(), 0, "its ticket is taken off");
        let quick = jobs.spawn((), None, |_: &Control, send: &dyn Fn(u32)| send(2));
        assert_eq!(quick.wait(), Some(2));
        while !quick.is_finished() {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(quick.next(), Next::Ended);
    }

    #[test]
    fn a_dropped_job_is_cancelled_and_its_progress_and_end_are_seen() {
        let jobs = Jobs::new();
        let (tx, rx) = channel();
        let job = jobs.spawn((), None, move |control: &Control, send: &dyn Fn(u32)| {
            control.report(7);
            send(0);
            while !control.is_cancelled() {
                std::thread::sleep(Duration::from_millis(1));
            }
            tx.send("cancelled").unwrap();
        });
        assert_eq!(job.wait(), Some(0));
        assert_eq!(job.progress(), 7);
        drop(job);
        assert_eq!(rx.recv(), Ok("cancelled"));
        let done = jobs.spawn((), None, |_: &Control, send: &dyn Fn(u32)| send(9));
        assert_eq!(done.wait(), Some(9));
        assert_eq!(done.next_within(Duration::from_secs(5)), Next::Ended);
    }

    #[test]
    fn a_time_limit_cancels_the_job_and_a_ticket_unregisters_when_dropped() {
        let jobs = Jobs::new();
        let limit = Control::new();
        let ticket = jobs.start(1u8, Some(&limit));
        assert_eq!(jobs.running(), 1);
        limit.cancel();
        assert!(ticket.control().is_cancelled());
        let newer = jobs.start(1u8, None);
        drop(ticket);
        assert_eq!(jobs.running(), 1, "the older ticket leaves the newer job");
        drop(newer);
        assert_eq!(jobs.running(), 0);
    }
}
