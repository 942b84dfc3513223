//! `blackbox bench --process`: whole-process timings of what users run.
//!
//! For each size (dense, a tenth of the cells as atoms, and sparse, a
//! thirtieth) and hint set (full feedback, a seeded half of the ports),
//! `--samples` puzzles are written to files in a temporary directory, and
//! `blackbox solve --json` and `blackbox deduce --json` (default flags,
//! so their default `--time-limit`) run on each as a child process of this
//! very executable. A row gives the wall-clock median and 95th percentile,
//! how many runs answered completely (no `"stopped"` for `solve`, a
//! `count` for `deduce`) and the largest peak memory of a child. `--big`
//! adds 50x50 and 100x100.

use super::{puzzle, stats, Args};
use anyhow::{bail, Context, Result};
use blackbox::format::native;
use indicatif::ProgressBar;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Sizes and atom numbers: dense and sparse.
pub const SIZES: [(usize, usize); 6] = [(10, 10), (10, 3), (20, 40), (20, 13), (30, 90), (30, 30)];

/// Added by `--big`.
pub const BIG_SIZES: [(usize, usize); 4] = [(50, 250), (50, 83), (100, 1000), (100, 333)];

/// The commands timed, with their arguments before the puzzle file.
const JOBS: [(&str, [&str; 2]); 2] = [
    ("solve", ["solve", "--json"]),
    ("deduce", ["deduce", "--json"]),
];

/// One child run: wall-clock milliseconds, peak memory in KiB, and
/// whether the answer was complete.
struct Run {
    ms: f64,
    max_rss_kib: i64,
    complete: bool,
}

/// Runs `exe args file` to its end; its stdout is parsed as JSON.
fn run_child(exe: &Path, job: &str, args: &[&str], file: &Path) -> Result<Run> {
    let start = Instant::now();
    let mut child = Command::new(exe)
        .args(args)
        .arg(file)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("running {}", exe.display()))?;
    let mut out = Vec::new();
    child
        .stdout
        .take()
        .context("child stdout")?
        .read_to_end(&mut out)?;
    let (status, max_rss_kib) = wait_with_rusage(child.id())?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    if !(status == 0 || status == 1) {
        bail!(
            "`blackbox {job}` on {} exited with {status}",
            file.display()
        );
    }
    let v: serde_json::Value = serde_json::from_slice(&out)?;
    let complete = match job {
        "solve" => v["stopped"].is_null(),
        _ => !v["count"].is_null(),
    };
    Ok(Run {
        ms,
        max_rss_kib,
        complete,
    })
}

/// Waits for child `pid`: its exit status and peak resident memory (KiB).
fn wait_with_rusage(pid: u32) -> Result<(i32, i64)> {
    let mut status = 0;
    // SAFETY: `rusage` is plain data that wait4 fills in; `pid` is our own
    // child, not yet waited for.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let got = unsafe { libc::wait4(pid as libc::pid_t, &mut status, 0, &mut usage) };
    if got < 0 {
        bail!("wait4: {}", std::io::Error::last_os_error());
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    Ok((code, usage.ru_maxrss))
}

/// Writes the `--samples` puzzles of a row into `dir`.
fn write_puzzles(
    args: &Args,
    dir: &Path,
    size: usize,
    atoms: usize,
    half: bool,
) -> Result<Vec<PathBuf>> {
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed ^ (size * 1000 + atoms) as u64 ^ half as u64);
    (0..args.samples)
        .map(|i| {
            let path = dir.join(format!("{size}x{size}-{atoms}-{half}-{i}.txt"));
            std::fs::write(&path, native::write(&puzzle(size, atoms, half, &mut rng)?))?;
            Ok(path)
        })
        .collect()
}

/// The rows of one size and hint set, one per job.
pub fn rows(
    args: &Args,
    (size, atoms): (usize, usize),
    half: bool,
    bar: &ProgressBar,
) -> Result<Vec<serde_json::Value>> {
    let exe = std::env::current_exe().context("finding this executable")?;
    let dir = std::env::temp_dir().join(format!("blackbox-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let files = write_puzzles(args, &dir, size, atoms, half)?;
    let mut rows = Vec::new();
    for (job, job_args) in JOBS {
        let runs = files
            .iter()
            .map(|f| {
                let run = run_child(&exe, job, &job_args, f);
                bar.inc(1);
                run
            })
            .collect::<Result<Vec<Run>>>()?;
        let (median, p95) = stats(runs.iter().map(|r| r.ms).collect()).context("no samples")?;
        rows.push(json!({
            "board": format!("{size}x{size}/{atoms}"),
            "hints": if half { "half" } else { "full" },
            "job": job,
            "samples": runs.len(),
            "complete": runs.iter().filter(|r| r.complete).count(),
            "median_ms": median, "p95_ms": p95,
            "max_rss_mb": runs.iter().map(|r| r.max_rss_kib).max().unwrap_or(0) / 1024,
        }));
    }
    for f in files {
        std::fs::remove_file(f)?;
    }
    Ok(rows)
}

/// The table of the rows.
pub fn print_table(rows: &[serde_json::Value]) {
    println!(
        "{:<12} {:<5} {:<7} {:>9} {:>11} {:>11} {:>8}",
        "board", "hints", "job", "complete", "median", "p95", "peak MB"
    );
    for r in rows {
        println!(
            "{:<12} {:<5} {:<7} {:>9} {:>9.0}ms {:>9.0}ms {:>8}",
            r["board"].as_str().unwrap_or(""),
            r["hints"].as_str().unwrap_or(""),
            r["job"].as_str().unwrap_or(""),
            format!("{}/{}", r["complete"], r["samples"]),
            r["median_ms"].as_f64().unwrap_or(f64::NAN),
            r["p95_ms"].as_f64().unwrap_or(f64::NAN),
            r["max_rss_mb"],
        );
    }
}
