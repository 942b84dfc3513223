//! The rows of `blackbox bench --process`: which command runs on which
//! boards, and the target issue 14 sets for it.
//!
//! A row is written `JOB:SIDExSIDE/ATOMS[:HINTS]`, e.g. `first:50x50/250`
//! or `count:10x10/10:half` (square boards; hints `full`, the default, or
//! `half`). Its boards are `blackbox random --size SIDExSIDE --atoms ATOMS
//! --seed S` for each seed S, with all their feedback or a seeded half of
//! the ports. [`DEFAULT_ROWS`] are issue 14's target table plus sparse
//! boards and partial hints; a row matching a target gets it wherever it
//! comes from.
//!
//! The assistant rows of issue 14 (first answer on 8x8/4, 8x8/5, 10x10/10,
//! at the start and after 1 to 10 rays) are not process rows: the
//! assistant answers inside a running game, so its latency is timed in
//! process by `blackbox bench --assistant` ([`ASSISTANT_NOTE`] says so in
//! the table).

use anyhow::{anyhow, bail, Context, Result};
use blackbox::Dims;
use std::fmt;
use std::str::FromStr;

/// What a row runs, on a puzzle file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Job {
    /// `solve --json`, default flags (its default `--time-limit`).
    Solve,
    /// First solution and uniqueness: `solve --json --count-budget 0
    /// --max-solutions 1 --time-limit L`.
    First,
    /// The exact count: `solve --json --max-solutions 1 --count-budget
    /// <no bound> --time-limit L`.
    Count,
    /// `deduce --json`, default flags.
    Deduce,
}

/// The jobs by name.
const JOBS: [(&str, Job); 4] = [
    ("solve", Job::Solve),
    ("first", Job::First),
    ("count", Job::Count),
    ("deduce", Job::Deduce),
];

impl Job {
    /// Every job.
    pub fn all() -> impl Iterator<Item = Job> {
        JOBS.into_iter().map(|(_, j)| j)
    }

    /// Whether the job runs with the command's default flags (and so its
    /// default time limit) rather than the bench's `--limit`.
    pub fn default_flags(self) -> bool {
        matches!(self, Job::Solve | Job::Deduce)
    }

    /// The command line before the puzzle file; `limit` is the time limit
    /// in seconds of the jobs that take one.
    pub fn args(self, limit: f64) -> Vec<String> {
        let fixed: &[&str] = match self {
            Job::Solve => &["solve", "--json"],
            Job::First => &[
                "solve",
                "--json",
                "--count-budget",
                "0",
                "--max-solutions",
                "1",
            ],
            Job::Count => &["solve", "--json", "--max-solutions", "1", "--count-budget"],
            Job::Deduce => &["deduce", "--json"],
        };
        let mut args: Vec<String> = fixed.iter().map(|s| s.to_string()).collect();
        if self == Job::Count {
            args.push(u64::MAX.to_string());
        }
        if !self.default_flags() {
            args.extend(["--time-limit".into(), limit.to_string()]);
        }
        args
    }

    /// Whether the JSON answer of the job is its full answer: a decided
    /// uniqueness for `first`, the exact count for `count` and `deduce`
    /// (the shares need it), nothing stopped for `solve`.
    pub fn complete(self, answer: &serde_json::Value) -> bool {
        match self {
            Job::Solve => answer["stopped"].is_null() && !answer["consistent"].is_null(),
            Job::First => answer["consistent"] == false || !answer["unique"].is_null(),
            Job::Count | Job::Deduce => !answer["count"].is_null(),
        }
    }
}

impl fmt::Display for Job {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = JOBS.iter().find(|(_, j)| j == self).map(|(n, _)| *n);
        f.write_str(name.unwrap_or("?"))
    }
}

/// Which feedback a puzzle keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hints {
    /// Every port's response.
    Full,
    /// A seeded random half of the ports.
    Half,
}

/// A kind of seeded board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Boards {
    /// Side of the square board.
    pub side: usize,
    /// Atoms.
    pub atoms: usize,
    /// Hints kept.
    pub hints: Hints,
}

impl fmt::Display for Boards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hints = match self.hints {
            Hints::Full => "full",
            Hints::Half => "half",
        };
        write!(f, "{0}x{0}/{1} {hints}", self.side, self.atoms)
    }
}

/// Which statistic a target bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantile {
    /// The median.
    Median,
    /// The 95th percentile.
    P95,
}

/// A target: the statistic must be at most `ms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Target {
    /// The statistic bounded.
    pub of: Quantile,
    /// The bound in milliseconds.
    pub ms: f64,
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let of = match self.of {
            Quantile::Median => "median",
            Quantile::P95 => "p95",
        };
        write!(f, "{of} <= {}", super::stats::show_ms(self.ms))
    }
}

/// One row: a job on a kind of board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    /// The job.
    pub job: Job,
    /// Its boards.
    pub boards: Boards,
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.job, self.boards)
    }
}

impl FromStr for Row {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> Result<Row> {
        let usage = || format!("row `{s}`: expected JOB:SIDExSIDE/ATOMS[:full|half]");
        let mut parts = s.split(':');
        let (Some(job), Some(board)) = (parts.next(), parts.next()) else {
            bail!(usage());
        };
        let job = JOBS
            .iter()
            .find(|(n, _)| *n == job)
            .map(|(_, j)| *j)
            .with_context(|| format!("{}; jobs: solve, first, count, deduce", usage()))?;
        let hints = match parts.next() {
            None | Some("full") => Hints::Full,
            Some("half") => Hints::Half,
            Some(_) => bail!(usage()),
        };
        if parts.next().is_some() {
            bail!(usage());
        }
        let (size, atoms) = board.split_once('/').with_context(usage)?;
        // The one size parser of the project (`Dims`), quoting what it was given.
        let dims: Dims = size.parse().map_err(|e| anyhow!("{}: {e}", usage()))?;
        if !dims.is_square() {
            bail!("{}: boards are square", usage());
        }
        let side = dims.rows();
        let atoms: usize = atoms.parse().map_err(|_| {
            anyhow!(
                "{}: the atom count {} is not a whole number",
                usage(),
                input_text::quoted(atoms)
            )
        })?;
        if atoms > dims.cells() {
            bail!("{}: at most {} atoms on {dims}", usage(), dims.cells());
        }
        Ok(Row {
            job,
            boards: Boards { side, atoms, hints },
        })
    }
}

/// Issue 14's target table, then sparse boards (a thirtieth of the cells
/// as atoms) and partial hints (half the ports) with default flags.
pub const DEFAULT_ROWS: [&str; 14] = [
    "solve:10x10/10",
    "solve:30x30/90",
    "first:30x30/30",
    "first:50x50/250",
    "first:100x100/1000",
    "count:20x20/40",
    "count:30x30/90",
    "count:10x10/10:half",
    "deduce:30x30/90",
    "solve:20x20/13",
    "solve:30x30/30",
    "solve:10x10/10:half",
    "solve:20x20/40:half",
    "solve:20x20/13:half",
];

/// Issue 14's targets, by row.
const TARGETS: [(&str, Quantile, f64); 9] = [
    ("solve:10x10/10", Quantile::Median, 30.0),
    ("solve:30x30/90", Quantile::Median, 1_000.0),
    ("first:30x30/30", Quantile::Median, 10_000.0),
    ("first:50x50/250", Quantile::Median, 10_000.0),
    ("first:100x100/1000", Quantile::Median, 10_000.0),
    ("count:20x20/40", Quantile::Median, 1_000.0),
    ("count:30x30/90", Quantile::Median, 1_000.0),
    ("count:10x10/10:half", Quantile::P95, 100.0),
    ("deduce:30x30/90", Quantile::Median, 2_000.0),
];

/// Where the assistant rows of issues 14 and 24 are measured.
pub const ASSISTANT_NOTE: &str = "assistant first and complete answers on 8x8/4, 8x8/5, \
     10x10/10, 15x15/20 after 0, 5, 10, 15 and 20 rays (targets: first answer p95 <= 200 ms, \
     complete answer p95 <= 2 s on 10x10/10 and <= 5 s on 15x15/20): timed inside a running \
     game by `blackbox bench --assistant`";

impl Row {
    /// The target issue 14 sets for this row, if any.
    pub fn target(&self) -> Option<Target> {
        TARGETS.iter().find_map(|&(spec, of, ms)| {
            let row: Row = spec.parse().expect("the target rows parse");
            (row == *self).then_some(Target { of, ms })
        })
    }
}

/// The default rows.
pub fn default_rows() -> Vec<Row> {
    DEFAULT_ROWS
        .iter()
        .map(|s| s.parse().expect("the default rows parse"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_parse_with_and_without_hints() {
        let r: Row = "count:10x10/10:half".parse().unwrap();
        assert_eq!(r.job, Job::Count);
        assert_eq!(
            r.boards,
            Boards {
                side: 10,
                atoms: 10,
                hints: Hints::Half
            }
        );
        let r: Row = "first:50/250".parse().unwrap();
        assert_eq!(r.boards.side, 50);
        assert_eq!(r.boards.hints, Hints::Full);
        assert_eq!(r.to_string(), "first 50x50/250 full");
    }

    #[test]
    fn bad_rows_are_refused() {
        for bad in [
            "",
            "solve",
            "fly:10x10/10",
            "solve:10x12/10",
            "solve:10x10",
            "solve:10x10/101",
            "solve:0x0/0",
            "solve:10x10/10:some",
            "solve:10x10/10:half:x",
        ] {
            assert!(bad.parse::<Row>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_default_rows_hold_every_target() {
        let rows = default_rows();
        let targeted = rows.iter().filter(|r| r.target().is_some()).count();
        assert_eq!(targeted, TARGETS.len());
        let t = "count:10x10/10:half".parse::<Row>().unwrap().target();
        assert_eq!(
            t,
            Some(Target {
                of: Quantile::P95,
                ms: 100.0
            })
        );
        assert_eq!("count:10x10/10".parse::<Row>().unwrap().target(), None);
    }

    #[test]
    fn jobs_with_default_flags_take_no_time_limit() {
        assert_eq!(Job::Solve.args(3.0), ["solve", "--json"]);
        let count = Job::Count.args(2.5);
        assert_eq!(&count[count.len() - 2..], ["--time-limit", "2.5"]);
        assert!(count.contains(&u64::MAX.to_string()));
    }

    #[test]
    fn completeness_reads_the_answer() {
        let v = |s: &str| serde_json::from_str::<serde_json::Value>(s).unwrap();
        let first = v(r#"{"consistent":true,"unique":true,"count":null,"stopped":"count-budget"}"#);
        assert!(Job::First.complete(&first));
        assert!(!Job::Count.complete(&first));
        assert!(!Job::Solve.complete(&first));
        let stopped = v(r#"{"consistent":true,"unique":null,"count":null,"stopped":"time-limit"}"#);
        assert!(!Job::First.complete(&stopped));
    }
}
