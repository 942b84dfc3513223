//! The runner of `blackbox bench --process`: each (row, seed, time limit)
//! as a child process of this executable, run once and cached, so that the
//! table ([`process`](super::process)) and the scaling
//! ([`scaling`](super::scaling)) share runs; and when a child is killed.

use super::boards::Files;
use super::child::{self, Bounds, Run};
use super::rows::{Job, Row};
use super::stats::Sample;
use anyhow::{Context, Result};
use blackbox::Rules;
use cli_support::DEFAULT_TIME_LIMIT;
use indicatif::ProgressBar;
use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

/// The time limit a job's child runs under: its command's default, or `limit`.
pub fn own_limit(job: Job, limit: f64) -> f64 {
    if job.default_flags() {
        DEFAULT_TIME_LIMIT
    } else {
        limit
    }
}

/// When the bench kills a child with time limit `limit`: half as long
/// again, at least 2 s more.
pub fn kill_after(limit: f64) -> f64 {
    limit + (limit / 2.0).max(2.0)
}

/// The runner: this executable, the puzzle files, the runs made so far.
pub struct Bench {
    exe: PathBuf,
    files: Files,
    runs: HashMap<(Row, u64, u64), Run>,
    max_rss_kib: u64,
    /// The progress bar, one tick per child (or per seed skipped).
    pub bar: ProgressBar,
}

impl Bench {
    /// The runner on puzzles under `rules`, killing children past
    /// `max_rss_kib`, with a bar of `children` ticks.
    pub fn new(max_rss_kib: u64, children: u64, rules: Rules) -> Result<Bench> {
        Ok(Bench {
            exe: std::env::current_exe().context("finding this executable")?,
            files: Files::new(rules)?,
            runs: HashMap::new(),
            max_rss_kib,
            bar: cli_support::progress_bar(children, "bench"),
        })
    }

    /// Whether `row` on `seed` under `limit` has run already.
    pub fn cached(&self, row: Row, seed: u64, limit: f64) -> bool {
        self.runs.contains_key(&(row, seed, limit.to_bits()))
    }

    /// Runs `row` on `seed` (once: later calls return the same run).
    pub fn run(&mut self, row: Row, seed: u64, limit: f64) -> Result<Run> {
        let key = (row, seed, limit.to_bits());
        if let Some(run) = self.runs.get(&key) {
            return Ok(*run);
        }
        self.bar.set_message(format!("{row} seed {seed}"));
        let file = self.files.puzzle(row.boards, seed)?;
        let bounds = Bounds {
            kill_after: Duration::from_secs_f64(kill_after(own_limit(row.job, limit))),
            max_rss_kib: self.max_rss_kib,
        };
        let run = child::run(&self.exe, &row.job.args(limit), file, bounds, |v| {
            row.job.complete(v)
        })?;
        self.bar.inc(1);
        self.runs.insert(key, run);
        Ok(run)
    }
}

/// The samples of runs, for [`stats`].
pub fn samples(runs: &[Run]) -> Vec<Sample> {
    runs.iter()
        .map(|r| Sample {
            ms: r.ms,
            complete: r.complete(),
        })
        .collect()
}
