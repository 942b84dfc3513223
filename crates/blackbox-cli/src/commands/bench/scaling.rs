//! The scaling section of `blackbox bench --process`: time to the first
//! solution and the uniqueness decision (job `first`, full feedback)
//! against the side, at fixed density (a tenth and a thirtieth of the cells
//! as atoms, rounded down, at least 1).
//!
//! Each point is the median (nearest rank, see [`stats`])
//! over the seeds, every child under `--scaling-limit` seconds. To keep
//! the section bounded, a point stops running seeds as soon as its median
//! is known to be at least the limit (seeds not run count as unfinished),
//! and once a density's median reaches the limit its larger sides are not
//! run (shown as "skipped"). Runs the table made already are reused.

use super::rows::{Boards, Hints, Job, Row};
use super::runner::{kill_after, samples, Bench};
use super::stats::{self, Sample, Stat};
use super::Args;
use anyhow::Result;
use blackbox::{Dims, MAX_SIDE};
use serde_json::{json, Value};
use std::fmt::Write;

/// The densities: one atom per this many cells.
pub const DENSITIES: [usize; 2] = [10, 30];

/// The default sides, and those of `--quick`.
const SIDES: [usize; 9] = [8, 10, 15, 20, 30, 40, 50, 70, 100];
const QUICK_SIDES: [usize; 4] = [8, 10, 15, 20];

/// What the section runs.
pub struct Scaling {
    /// Sides, increasing.
    pub sides: Vec<usize>,
    /// Time limit of every child, seconds.
    pub limit: f64,
}

impl Scaling {
    /// The section of the command line; `default_limit` unless
    /// `--scaling-limit`.
    pub fn of(args: &Args, default_limit: f64) -> Result<Scaling> {
        let mut sides = match &args.scaling_sides {
            Some(s) => s.clone(),
            None if args.quick => QUICK_SIDES.to_vec(),
            None => SIDES.to_vec(),
        };
        sides.sort_unstable();
        sides.dedup();
        if let Some(&bad) = sides.iter().find(|&&s| Dims::new(s, s).is_err()) {
            anyhow::bail!("--scaling-sides: sides from 1 to {MAX_SIDE}, not {bad}");
        }
        let limit = args.scaling_limit.unwrap_or(default_limit);
        anyhow::ensure!(
            limit.is_finite() && limit > 0.0,
            "--scaling-limit must be a positive number of seconds"
        );
        Ok(Scaling { sides, limit })
    }

    /// Points of the section: sides times densities.
    pub fn points(&self) -> usize {
        self.sides.len() * DENSITIES.len()
    }
}

/// Atoms of a side at one atom per `per` cells.
pub fn atoms(side: usize, per: usize) -> usize {
    (side * side / per).max(1)
}

/// The row of one point.
fn row(side: usize, per: usize) -> Row {
    Row {
        job: Job::First,
        boards: Boards {
            side,
            atoms: atoms(side, per),
            hints: Hints::Full,
        },
    }
}

/// Runs seeds of `row` until its median is known to be at least the limit;
/// the samples, seeds not run counted as unfinished at 0 ms.
fn point(row: Row, seeds: u64, s: &Scaling, bench: &mut Bench) -> Result<(Vec<Sample>, u64)> {
    let mut runs = Vec::new();
    let mut worst = 0;
    for seed in 1..=seeds {
        let run = bench.run(row, seed, s.limit)?;
        worst = worst.max(run.max_rss_kib);
        runs.push(run);
        let unfinished = runs.iter().filter(|r| !r.complete()).count() as u64;
        if unfinished > seeds / 2 {
            let skipped = seeds - seed;
            bench.bar.inc(skipped);
            let mut out = samples(&runs);
            out.extend((0..skipped).map(|_| Sample {
                ms: 0.0,
                complete: false,
            }));
            return Ok((out, worst));
        }
    }
    Ok((samples(&runs), worst))
}

/// Runs the section: its JSON points and its text.
pub fn run(s: &Scaling, seeds: u64, bench: &mut Bench) -> Result<(Value, String)> {
    let mut points = Vec::new();
    let mut cells: Vec<Vec<String>> = vec![Vec::new(); s.sides.len()];
    for per in DENSITIES {
        let mut reached = false;
        for (i, &side) in s.sides.iter().enumerate() {
            let row = row(side, per);
            let cached = (1..=seeds).all(|seed| bench.cached(row, seed, s.limit));
            if reached && !cached {
                bench.bar.inc(seeds);
                points.push(json!({"side": side, "per": per, "atoms": row.boards.atoms,
                    "median": null, "skipped": true}));
                cells[i].push(format!(
                    "{:>6} {:>12} {:>7}",
                    row.boards.atoms, "skipped", "—"
                ));
                continue;
            }
            let (samples, rss) = point(row, seeds, s, bench)?;
            let median = stats::median(&samples).expect("at least one seed");
            reached |= matches!(median, Stat::AtLeast(_));
            points.push(json!({"side": side, "per": per, "atoms": row.boards.atoms,
                "median": median.to_json(), "skipped": false,
                "complete": samples.iter().filter(|x| x.complete).count(),
                "max_rss_mb": rss / 1024}));
            cells[i].push(format!(
                "{:>6} {:>12} {:>7}",
                row.boards.atoms,
                median.to_string(),
                rss / 1024
            ));
        }
    }
    let mut text = String::new();
    writeln!(
        text,
        "scaling: first solution + uniqueness (`first`, full feedback), median over seeds \
         1-{seeds}; each child --time-limit {} s, killed at {} s; '>=' = not answered within it",
        s.limit,
        kill_after(s.limit)
    )?;
    writeln!(
        text,
        "{:>5} {:>6} {:>12} {:>7} {:>6} {:>12} {:>7}",
        "side", "atoms", "median 1/10", "peak MB", "atoms", "median 1/30", "peak MB"
    )?;
    for (side, row) in s.sides.iter().zip(cells) {
        writeln!(text, "{side:>5} {}", row.join(" "))?;
    }
    Ok((Value::from(points), text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn densities_round_down_to_at_least_one_atom() {
        assert_eq!(atoms(8, 10), 6);
        assert_eq!(atoms(8, 30), 2);
        assert_eq!(atoms(30, 30), 30);
        assert_eq!(atoms(100, 10), 1000);
        assert_eq!(atoms(3, 30), 1);
    }
}
