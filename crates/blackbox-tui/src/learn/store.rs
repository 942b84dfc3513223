//! Where `blackbox learn` keeps the player's progress: one small JSON file
//! (`blackbox_app::learn::LessonProgress`), written whole to a temporary file
//! beside it and renamed over it, so a crash never leaves half a file.
//!
//! Invariant: a file that cannot be read is reported and left alone (the
//! player starts afresh); it is replaced only when a lesson is finished.

use anyhow::{Context, Result};
use blackbox_app::learn::{Lesson, LessonProgress};
use std::path::{Path, PathBuf};

/// The progress file.
#[derive(Debug, Clone)]
pub struct Store {
    path: PathBuf,
}

impl Store {
    /// The store at `path`.
    pub fn new(path: PathBuf) -> Store {
        Store { path }
    }

    /// The progress kept: none yet when there is no file, an error when the
    /// file cannot be read or is not a progress file.
    pub fn load(&self, lessons: &[Lesson]) -> Result<LessonProgress> {
        let text = match std::fs::read_to_string(&self.path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(LessonProgress::default())
            }
            read => read.with_context(|| format!("cannot read {}", self.path.display()))?,
        };
        LessonProgress::read(&text, lessons)
            .map_err(|e| anyhow::anyhow!("{}: {e}", self.path.display()))
    }

    /// Writes `progress`, creating the directory if needed.
    pub fn save(&self, progress: &LessonProgress) -> Result<()> {
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        let temporary = self.path.with_extension("json.tmp");
        std::fs::write(&temporary, progress.json() + "\n")
            .with_context(|| format!("cannot write {}", temporary.display()))?;
        std::fs::rename(&temporary, &self.path)
            .with_context(|| format!("cannot replace {}", self.path.display()))
    }
}
