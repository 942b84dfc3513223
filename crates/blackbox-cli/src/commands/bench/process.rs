//! `blackbox bench --process`: whole-process timings of what users run,
//! against issue 14's targets.
//!
//! Each row ([`rows`]) runs one job on the puzzles of seeds
//! 1..=`--seeds` ([`boards`](super::boards)), each as a child process of this
//! very executable ([`child`]), one at a time. A row gives
//! how many runs gave their full answer, stopped at their time limit, or
//! were killed by the bench (past time limit + grace, or past
//! `--child-memory-mb`); the median and p95 of wall-clock time by nearest
//! rank, an unfinished run counting as "at least" its time
//! ([`stats`]); the largest peak memory of a child; and the
//! row's target, met or not. Then [`scaling`]. Runs are
//! cached by (row, seed, time limit) in the [`runner`](super::runner), so
//! the scaling reuses the table's.
//!
//! Total time is bounded before starting: every child has a time limit
//! and a hard kill, and the bound is printed on stderr up front.

use super::child::{End, Run};
use super::rows::{self, Job, Quantile, Row};
use super::runner::{kill_after, own_limit, samples, Bench};
use super::scaling::{self, Scaling};
use super::stats::{self, Stat};
use super::Args;
use anyhow::Result;
use blackbox::Rules;
use cli_support::Output;
use cli_support::DEFAULT_TIME_LIMIT;
use serde_json::{json, Value};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// What one invocation runs, from the command line.
pub struct ProcessPlan {
    /// The table's rows.
    pub rows: Vec<Row>,
    /// Seeds 1..=seeds.
    pub seeds: u64,
    /// Time limit (s) of the jobs that take one (`first`, `count`).
    pub limit: f64,
    /// The scaling section, if any.
    pub scaling: Option<Scaling>,
    /// Kill a child past this resident memory (KiB).
    pub max_rss_kib: u64,
    /// The rule set of the puzzle files' rays.
    pub rules: Rules,
}

impl ProcessPlan {
    /// The plan of the command line: `--quick` lowers the defaults.
    pub fn of(args: &Args) -> Result<ProcessPlan> {
        let quick = |full, fast| if args.quick { fast } else { full };
        let limit = args.limit.unwrap_or(quick(10.0, 2.0));
        anyhow::ensure!(
            limit.is_finite() && limit > 0.0,
            "--limit must be a positive number of seconds"
        );
        let seeds = args.seeds.unwrap_or(if args.quick { 3 } else { 11 });
        let scaling = (!args.no_scaling)
            .then(|| Scaling::of(args, quick(10.0, 2.0)))
            .transpose()?;
        Ok(ProcessPlan {
            rows: args.rows.clone().unwrap_or_else(rows::default_rows),
            seeds,
            limit,
            scaling,
            max_rss_kib: args.child_memory_mb * 1024,
            rules: args.rules.rules(),
        })
    }
}

/// One row's figures as JSON.
fn row_json(row: Row, runs: &[Run], limit: f64) -> Value {
    let s = samples(runs);
    let (median, p95) = (stats::median(&s), stats::p95(&s));
    let count = |f: &dyn Fn(End) -> bool| runs.iter().filter(|r| f(r.end)).count();
    let target = row.target();
    let met = target.and_then(|t| {
        match t.of {
            Quantile::Median => median,
            Quantile::P95 => p95,
        }?
        .within(t.ms)
    });
    json!({
        "row": row.to_string(),
        "command": format!("blackbox {} PUZZLE", row.job.args(limit).join(" ")),
        "time_limit_s": own_limit(row.job, limit),
        "runs": runs.len(),
        "complete": count(&|e| e == End::Exited(true)),
        "stopped": count(&|e| e == End::Exited(false)),
        "killed": count(&|e| e != End::Exited(true) && e != End::Exited(false)),
        "median": median.map(Stat::to_json),
        "p95": p95.map(Stat::to_json),
        "max_rss_mb": runs.iter().map(|r| r.max_rss_kib).max().unwrap_or(0) / 1024,
        "target": target.map(|t| t.to_string()),
        "met": met,
    })
}

/// A statistic back from its JSON.
fn stat_of(v: &Value) -> String {
    match (v["ms"].as_f64(), v["at_least"].as_bool()) {
        (Some(ms), Some(true)) => Stat::AtLeast(ms).to_string(),
        (Some(ms), _) => Stat::Exact(ms).to_string(),
        _ => "—".into(),
    }
}

/// The table of the rows.
fn print_rows(rows: &[Value], out: &mut Output) -> Result<()> {
    writeln!(
        out,
        "{:<26} {:>5} {:>5} {:>5} {:>12} {:>12} {:>8}  {:<18} met",
        "row", "done", "stop", "kill", "median", "p95", "peak MB", "target"
    )?;
    for r in rows {
        let met = match r["met"].as_bool() {
            Some(true) => "yes",
            Some(false) => "no",
            None if r["target"].is_null() => "",
            None => "unknown",
        };
        writeln!(
            out,
            "{:<26} {:>5} {:>5} {:>5} {:>12} {:>12} {:>8}  {:<18} {met}",
            r["row"].as_str().unwrap_or(""),
            r["complete"].to_string(),
            r["stopped"].to_string(),
            r["killed"].to_string(),
            stat_of(&r["median"]),
            stat_of(&r["p95"]),
            r["max_rss_mb"].to_string(),
            r["target"].as_str().unwrap_or("—"),
        )?;
    }
    Ok(())
}

/// The bound on the whole bench printed up front: seconds if every child
/// runs to its time limit, and if every one is killed.
fn bound(plan: &ProcessPlan) -> (f64, f64) {
    let per_seed = |limits: Vec<f64>| -> (f64, f64) {
        let own: f64 = limits.iter().sum();
        let kill: f64 = limits.iter().map(|&l| kill_after(l)).sum();
        (own * plan.seeds as f64, kill * plan.seeds as f64)
    };
    let mut limits: Vec<f64> = plan
        .rows
        .iter()
        .map(|r| own_limit(r.job, plan.limit))
        .collect();
    if let Some(s) = &plan.scaling {
        limits.extend(std::iter::repeat_n(s.limit, s.points()));
    }
    per_seed(limits)
}

/// Runs the bench.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let plan = ProcessPlan::of(args)?;
    let started = Instant::now();
    let (own, kill) = bound(&plan);
    let scaling_points = plan.scaling.as_ref().map_or(0, Scaling::points);
    cli_support::note(format_args!(
        "bench: {} rows and {} scaling points x {} seeds; at most {:.0} min if every child \
         runs to its time limit, {:.0} min if every one is killed (limit + grace)",
        plan.rows.len(),
        scaling_points,
        plan.seeds,
        own / 60.0,
        kill / 60.0
    ));
    let children = (plan.rows.len() + scaling_points) as u64 * plan.seeds;
    let mut bench = Bench::new(plan.max_rss_kib, children, plan.rules)?;
    let mut rows = Vec::new();
    for &row in &plan.rows {
        let runs = (1..=plan.seeds)
            .map(|seed| bench.run(row, seed, plan.limit))
            .collect::<Result<Vec<_>>>()?;
        rows.push(row_json(row, &runs, plan.limit));
    }
    let scaled = match &plan.scaling {
        Some(s) => Some(scaling::run(s, plan.seeds, &mut bench)?),
        None => None,
    };
    bench.bar.finish_and_clear();
    let elapsed = started.elapsed().as_secs_f64();
    if args.json.json {
        out.json(&json!({
            "seeds": plan.seeds,
            "time_limit_s": plan.limit,
            "child_memory_mb": args.child_memory_mb,
            "rows": rows,
            "assistant": rows::ASSISTANT_NOTE,
            "scaling": scaled.as_ref().map(|(s, _)| s),
            "elapsed_s": elapsed,
        }))?;
    } else {
        writeln!(
            out,
            "# whole-process bench: seeds 1-{}, time limit of first/count {} s \
             (solve/deduce: default flags, {} s), children killed at limit + grace or \
             past {} MB",
            plan.seeds, plan.limit, DEFAULT_TIME_LIMIT, args.child_memory_mb
        )?;
        writeln!(
            out,
            "# PUZZLE of seed S: the board of `blackbox random --size NxN --atoms K --seed S` \
             with every port's response (full) or a seeded half of the ports (half)"
        )?;
        for job in Job::all() {
            writeln!(
                out,
                "# {job}: blackbox {} PUZZLE",
                job.args(plan.limit).join(" ")
            )?;
        }
        print_rows(&rows, out)?;
        writeln!(out, "\n{}", rows::ASSISTANT_NOTE)?;
        if let Some((_, text)) = scaled {
            write!(out, "\n{text}")?;
        }
        writeln!(out, "\n# whole bench: {elapsed:.1} s")?;
    }
    Ok(ExitCode::SUCCESS)
}
