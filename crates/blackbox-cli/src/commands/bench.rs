//! `blackbox bench`: solver timings on seeded random boards.
//!
//! For each size (5x5/3 … 30x30/90) and each hint set (full feedback, and
//! a seeded random half of the ports), `--samples` boards are drawn from
//! a seeded generator; the table gives the median and 95th percentile of
//! (a) deciding consistency and giving one solution, (u) deciding
//! uniqueness from scratch (one solution, then a second one or the proof
//! that there is none), (b) the exact count, for the SAT engine (nearest
//! rank, see [`stats`]), and the brute engine on the same puzzles as a
//! ratio (brute / sat medians) where it finishes within its budget. Sizes above
//! `--count-max-side` get (a) and (u) only; a count that needs more than
//! `--count-budget` cubes gives up, and from then on that row's (b) is "—"
//! (like the brute engine's budget). Every board is verified by
//! simulation, and where counted, uniqueness must agree with the count
//! ([`blackbox_app::bench`] solves and checks; this module times and prints).
//! Use a release build: `cargo run --release -p blackbox-cli -- bench`.
//!
//! `--assistant` times the game assistant's first and complete answers
//! ([`assistant`]).
//!
//! `--process` times instead what users run, whole processes of `solve` and
//! `deduce` on puzzle files, against the speed targets ([`process`]), and
//! the scaling of the first solution with the side ([`scaling`]).

mod assistant;
mod boards;
mod child;
mod process;
mod rows;
mod runner;
mod scaling;
mod stats;

use crate::args::{CountBudget, Json, RulesArg};
use anyhow::Result;
use blackbox_app::bench::{samples, BenchRequest, Stopwatch};
use cli_support::Output;
use indicatif::ProgressBar;
use serde_json::json;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// Benchmark the solver on seeded random boards.
#[derive(clap::Args)]
pub struct Args {
    /// Boards per size and hint set (1 to 100000).
    #[arg(long, default_value_t = 11, allow_negative_numbers = true,
          value_parser = cli_support::whole::<usize>(1, 100_000))]
    pub samples: usize,
    /// Seed of the random boards.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = cli_support::whole(0, u64::MAX))]
    pub seed: u64,
    /// Boards the brute engine may try per puzzle before it gives up.
    #[arg(long, default_value_t = 2_000_000, allow_negative_numbers = true,
          value_parser = cli_support::whole(0, u64::MAX))]
    pub brute_budget: u64,
    /// Only boards up to this side (the largest sizes can take minutes).
    #[arg(long, default_value_t = 30, allow_negative_numbers = true,
          value_parser = cli_support::whole(1, blackbox::MAX_SIDE))]
    pub max_side: usize,
    /// Time the exact count (the table's (b) columns) only on boards up to
    /// this side; larger ones get the consistency (a) and uniqueness (u)
    /// columns only (their counts can take far longer).
    #[arg(long, default_value_t = 30, allow_negative_numbers = true,
          value_parser = cli_support::whole(1, blackbox::MAX_SIDE))]
    pub count_max_side: usize,
    #[command(flatten)]
    pub count_budget: CountBudget,
    #[command(flatten)]
    pub json: Json,
    /// The rule set of the boards' rays (every mode).
    #[command(flatten)]
    pub rules: RulesArg,
    /// Time whole `blackbox solve` and `deduce` processes on seeded puzzle
    /// files instead, against the project's speed targets (the `target`
    /// column), and the scaling of the first solution with the side.
    #[arg(long)]
    pub process: bool,
    /// With `--process`: the rows, comma-separated `JOB:SIDExSIDE/ATOMS[:full|half]`
    /// with JOB solve, first, count or deduce (default: the rows that have a
    /// speed target, sparse boards and partial hints).
    #[arg(long, value_delimiter = ',', requires = "process")]
    pub rows: Option<Vec<rows::Row>>,
    /// With `--process`: boards of seeds 1 to N per row, N from 1 to 100000
    /// [default: 11, quick 3].
    #[arg(long, value_name = "N", requires = "process", allow_negative_numbers = true,
          value_parser = cli_support::whole::<u64>(1, 100_000))]
    pub seeds: Option<u64>,
    /// With `--process`: time limit in seconds of the `first` and `count`
    /// jobs (`solve` and `deduce` keep their default) [default: 10, quick 2].
    #[arg(long, value_name = "SECONDS", requires = "process", allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub limit: Option<f64>,
    /// With `--process`: sides of the scaling section, comma-separated
    /// [default: 8,10,15,20,30,40,50,70,100, quick 8,10,15,20].
    #[arg(long, value_delimiter = ',', requires = "process", allow_negative_numbers = true,
          value_parser = cli_support::whole(1, blackbox::MAX_SIDE))]
    pub scaling_sides: Option<Vec<usize>>,
    /// With `--process`: time limit in seconds of each scaling child
    /// [default: 10, quick 2].
    #[arg(long, value_name = "SECONDS", requires = "process", allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub scaling_limit: Option<f64>,
    /// With `--process`: no scaling section.
    #[arg(long, requires = "process")]
    pub no_scaling: bool,
    /// With `--process`: 3 seeds, time limits of 2 s, scaling up to 20x20.
    #[arg(long, requires = "process")]
    pub quick: bool,
    /// With `--process`: kill a child whose resident memory exceeds this.
    #[arg(long, value_name = "MB", default_value_t = 4096, requires = "process",
          allow_negative_numbers = true, value_parser = cli_support::whole::<u64>(1, 1 << 30))]
    pub child_memory_mb: u64,
    /// Time the game assistant instead: first, shares and complete answer
    /// on 8x8/4, 8x8/5, 10x10/10 and 15x15/20 after 0, 5, 10, 15 and 20 rays.
    #[arg(long, conflicts_with = "process")]
    pub assistant: bool,
    /// With `--assistant`: seconds after which a computation is cancelled.
    #[arg(long, default_value_t = 5.0, requires = "assistant", allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub assistant_limit: f64,
    /// With `--assistant`: only these games, comma-separated SIDExSIDE/ATOMS
    /// (default 8x8/4,8x8/5,10x10/10,15x15/20).
    #[arg(long, value_name = "GAMES", value_delimiter = ',', requires = "assistant",
          value_parser = assistant::parse_game)]
    pub assistant_games: Vec<(usize, usize)>,
    /// With `--assistant`: only after these numbers of rays, comma-separated
    /// (default 0,5,10,15,20).
    #[arg(long, value_name = "RAYS", value_delimiter = ',', requires = "assistant",
          allow_negative_numbers = true, value_parser = cli_support::whole::<u16>(0, 1000))]
    pub assistant_rays: Vec<u16>,
}

const SIZES: [(usize, usize); 6] = [(5, 3), (8, 4), (8, 5), (10, 10), (20, 40), (30, 90)];

/// Median and 95th percentile of durations in milliseconds (nearest rank).
fn percentiles(ms: &[f64]) -> Option<(f64, f64)> {
    let samples: Vec<_> = ms
        .iter()
        .map(|&ms| stats::Sample { ms, complete: true })
        .collect();
    Some((stats::median(&samples)?.ms(), stats::p95(&samples)?.ms()))
}

/// The wall clock the bench times its jobs on.
struct Wall;

impl Stopwatch for Wall {
    fn time(&self, job: &mut dyn FnMut()) -> f64 {
        let start = Instant::now();
        job();
        start.elapsed().as_secs_f64() * 1e3
    }
}

/// The row of one kind of puzzle: [`samples`] timed, as JSON.
fn run_row(
    args: &Args,
    size: usize,
    atoms: usize,
    half: bool,
    bar: &ProgressBar,
) -> Result<serde_json::Value> {
    let request = BenchRequest {
        samples: args.samples,
        seed: args.seed,
        brute_budget: args.brute_budget,
        count_max_side: args.count_max_side,
        count_budget: args.count_budget.count_budget,
        rules: args.rules.rules(),
    };
    let timed = samples(&request, (size, atoms, half), &Wall, &|| bar.inc(1))?;
    let s = percentiles(&timed.solve_ms).expect("at least one sample");
    let c = timed.count_ms.as_deref().and_then(percentiles);
    let u = percentiles(&timed.unique_ms).expect("at least one sample");
    let ratio = |b: Option<(f64, f64)>, sat: f64| b.map(|b| b.0 / sat.max(1e-6));
    let (bs, bc) = match &timed.brute {
        Some((solve_ms, count_ms)) => (percentiles(solve_ms), percentiles(count_ms)),
        None => (None, None),
    };
    Ok(json!({
        "board": format!("{size}x{size}/{atoms}"),
        "hints": if half { "half" } else { "full" },
        "rules": args.rules.rules(),
        "samples": args.samples,
        "unique": timed.unique,
        "median_count": timed.median_count,
        "solve_median_ms": s.0, "solve_p95_ms": s.1,
        "unique_median_ms": u.0, "unique_p95_ms": u.1,
        "count_median_ms": c.map(|c| c.0), "count_p95_ms": c.map(|c| c.1),
        "brute_solve_ratio": ratio(bs, s.0),
        "brute_count_ratio": c.and_then(|c| ratio(bc, c.0)),
    }))
}

fn print_table(rows: &[serde_json::Value], out: &mut Output) -> Result<()> {
    writeln!(
        out,
        "{:<10} {:<5} {:>7} {:>14} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>11} {:>11}",
        "board",
        "hints",
        "unique",
        "median count",
        "(a) med",
        "(a) p95",
        "(u) med",
        "(u) p95",
        "(b) med",
        "(b) p95",
        "brute (a)x",
        "brute (b)x"
    )?;
    let ms = |v: &serde_json::Value| v.as_f64().map_or("—".into(), |t| format!("{t:.3}ms"));
    let ratio = |v: &serde_json::Value| v.as_f64().map_or("—".into(), |r| format!("{r:.1}x"));
    for r in rows {
        writeln!(
            out,
            "{:<10} {:<5} {:>7} {:>14} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>11} {:>11}",
            r["board"].as_str().unwrap_or(""),
            r["hints"].as_str().unwrap_or(""),
            format!("{}/{}", r["unique"], r["samples"]),
            r["median_count"].as_str().unwrap_or("—"),
            ms(&r["solve_median_ms"]),
            ms(&r["solve_p95_ms"]),
            ms(&r["unique_median_ms"]),
            ms(&r["unique_p95_ms"]),
            ms(&r["count_median_ms"]),
            ms(&r["count_p95_ms"]),
            ratio(&r["brute_solve_ratio"]),
            ratio(&r["brute_count_ratio"]),
        )?;
    }
    writeln!(out, "\n{LEGEND}")?;
    Ok(())
}

/// What the table's columns mean, printed under it.
const LEGEND: &str = "\
board      side x side / atoms; hints: full (every port) or half (a seeded random half)
unique     boards whose hints have exactly one solution, of those drawn
(a)        time to decide the hints are consistent and give one solution (SAT engine)
(u)        time to decide uniqueness from scratch (one solution, then a second or a proof of none)
(b)        time to count every solution exactly (— past --count-max-side or --count-budget)
med, p95   median and 95th percentile over the boards drawn (nearest rank)
brute (a)x, brute (b)x   the brute-force engine's median over the SAT engine's, for (a) and (b)
           (— where brute force gave up within --brute-budget)";

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    if args.process {
        return process::run(args, out);
    }
    if args.assistant {
        return assistant::run(args, out);
    }
    let sizes: Vec<_> = SIZES
        .into_iter()
        .filter(|&(s, _)| s <= args.max_side)
        .collect();
    let bar = cli_support::progress_bar((sizes.len() * 2 * args.samples) as u64, "bench");
    let mut rows = Vec::new();
    for (size, atoms) in sizes {
        for half in [false, true] {
            bar.set_message(format!("bench {size}x{size}/{atoms}"));
            rows.push(run_row(args, size, atoms, half, &bar)?);
        }
    }
    bar.finish_and_clear();
    if args.json.json {
        out.json(&rows)?;
    } else {
        let rules = args.rules.rules();
        if rules != blackbox::Rules::default() {
            writeln!(out, "# rays under the {rules} rules: {}", rules.summary())?;
        }
        print_table(&rows, out)?;
    }
    Ok(ExitCode::SUCCESS)
}
