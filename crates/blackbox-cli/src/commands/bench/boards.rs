//! The seeded puzzle files the whole-process bench runs on.
//!
//! Seed `S` of [`Boards`] `NxN/K` is the board of `blackbox random --size
//! NxN --atoms K --seed S` (the same generator, seeded the same way); its
//! puzzle keeps every port's response under the bench's rules (`full`), or
//! a random half of the ports drawn from the same generator right after
//! the board (`half`).
//! Files are written once per (boards, seed) into a fresh temporary
//! directory (`tempfile`: a name no other process can predict or take
//! first, mode 0700), removed with it.

use super::rows::{Boards, Hints};
use anyhow::Result;
use blackbox::format::native;
use blackbox::Rules;
use blackbox_app::bench::puzzle;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// The puzzle files written so far, in a temporary directory (removed when
/// the value is dropped).
pub struct Files {
    dir: TempDir,
    rules: Rules,
    written: HashMap<(Boards, u64), PathBuf>,
}

impl Files {
    /// An empty set of files of puzzles under `rules`, in a fresh
    /// temporary directory.
    pub fn new(rules: Rules) -> Result<Files> {
        let dir = tempfile::Builder::new()
            .prefix("blackbox-bench-")
            .tempdir()
            .map_err(|e| anyhow::anyhow!("cannot make a temporary directory: {e}"))?;
        Ok(Files {
            dir,
            rules,
            written: HashMap::new(),
        })
    }

    /// The puzzle file of seed `seed` of `boards`, written on first use.
    pub fn puzzle(&mut self, boards: Boards, seed: u64) -> Result<&Path> {
        if !self.written.contains_key(&(boards, seed)) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let half = boards.hints == Hints::Half;
            let p = puzzle(boards.side, boards.atoms, half, self.rules, &mut rng)?;
            let path = self.dir.path().join(format!(
                "{}x{}-{}-{half}-{seed}.txt",
                boards.side, boards.side, boards.atoms
            ));
            std::fs::write(&path, native::write(&p))?;
            self.written.insert((boards, seed), path);
        }
        Ok(&self.written[&(boards, seed)])
    }
}
