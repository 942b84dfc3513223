//! The puzzles the server has solved for the Puzzles page, kept in its
//! memory: the page sends a puzzle's ID with every check and hint, and
//! finding its one answer and grading it is the costly part (a solver
//! call); marks are then applied to a copy in no time.
//!
//! Bounded: at most [`KEPT`] puzzles, the least recently asked for
//! dropped first (`lru`). Each entry is one puzzle's ID, answer and grade
//! (it grows with the board: its hints, its answer, the grade's steps).
//! Only puzzles with one answer are kept: a refusal (no answer, several,
//! or the time limit) is worked out again when asked again. Keys are the
//! puzzle IDs as the library writes them, so two spellings of one puzzle
//! share an entry.
//!
//! Two requests for the same puzzle at once may both solve it (the lock is
//! not held while solving); both answers are the same, and one is kept.
//! A daily puzzle is kept as the generator made it ([`Attempts::keep`]),
//! so its page's first check solves nothing.

use blackbox::format::puzzle_id::PuzzleId;
use blackbox_app::puzzles::attempt::Attempt;
use blackbox_app::puzzles::view::unmarked;
use blackbox_app::{Control, Result};
use lru::LruCache;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Most puzzles kept.
pub const KEPT: NonZeroUsize = NonZeroUsize::new(256).unwrap();

/// The solved puzzles kept (module doc).
pub struct Attempts {
    kept: Mutex<LruCache<String, Attempt>>,
    solves: AtomicU64,
}

impl Default for Attempts {
    fn default() -> Self {
        Attempts {
            kept: Mutex::new(LruCache::new(KEPT)),
            solves: AtomicU64::new(0),
        }
    }
}

impl Attempts {
    /// None kept yet.
    pub fn new() -> Attempts {
        Attempts::default()
    }

    /// The attempt at puzzle `id` with no marks: kept, or solved within
    /// `control` and kept.
    pub fn unmarked(&self, id: &PuzzleId, control: &Control) -> Result<Attempt> {
        let key = id.to_string();
        if let Some(attempt) = self.lock().get(&key) {
            return Ok(attempt.clone());
        }
        self.solves.fetch_add(1, Ordering::Relaxed);
        let attempt = unmarked(&key, control)?;
        self.keep(attempt.clone());
        Ok(attempt)
    }

    /// Keeps `attempt` (with no marks), solved elsewhere.
    pub fn keep(&self, attempt: Attempt) {
        self.lock().put(attempt.id().to_string(), attempt);
    }

    /// How many puzzles were solved here since the server started.
    pub fn solves(&self) -> u64 {
        self.solves.load(Ordering::Relaxed)
    }

    /// How many puzzles are kept.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether none is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, LruCache<String, Attempt>> {
        // A panic while the lock was held left the cache whole (every
        // change is one get or put): go on with it.
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }
}
