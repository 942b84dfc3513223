//! The lessons a player has finished: what `blackbox learn` keeps in its
//! file and the Learn page in the browser's storage (each front end keeps
//! the text; this is its one form, `{"done": ["miss", "hit"]}`).
//!
//! Invariant: only ids of the script's lessons are kept; an unknown id
//! (a lesson renamed or removed) is dropped when read.

use super::Lesson;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The finished lessons, by id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    done: BTreeSet<String>,
}

impl LessonProgress {
    /// Progress read from its JSON text, keeping only ids of `lessons`.
    pub fn read(text: &str, lessons: &[Lesson]) -> Result<LessonProgress, String> {
        let mut progress: LessonProgress =
            serde_json::from_str(text).map_err(|e| format!("not a progress file: {e}"))?;
        progress
            .done
            .retain(|id| lessons.iter().any(|l| &l.id == id));
        Ok(progress)
    }

    /// The JSON text to keep.
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("a set of strings is JSON")
    }

    /// Whether lesson `id` is finished.
    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }

    /// Marks lesson `id` finished; whether that is news.
    pub fn finish(&mut self, id: &str) -> bool {
        self.done.insert(id.to_string())
    }

    /// The first lesson of `lessons` not finished (the last when all are).
    pub fn next(&self, lessons: &[Lesson]) -> usize {
        (lessons.iter())
            .position(|l| !self.is_done(&l.id))
            .unwrap_or(lessons.len().saturating_sub(1))
    }
}
