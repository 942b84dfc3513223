//! `experiment optimum`: the least expected score of a game, proven by
//! [`blackbox_app::experiment::optimum`], printed here; its tree written to
//! `--out`, its memo kept in `--memo` (resumed from, saved at checkpoints
//! and at the end, written atomically).

use super::memory;
use super::pace::Pace;
use super::trees::tree_file;
use crate::args::RulesArg;
use crate::bars::Bars;
use anyhow::Context;
use blackbox::Dims;
use blackbox_app::experiment::optimum::{
    fixed_bytes, optimum, MemoStore, NoStore, OptimumReport, OptimumRequest,
};
use blackbox_app::Control;
use cli_support::{starts_with_after_space, time_limit, FileKind, Output, OutputFile};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The least expected score of a game over every board, proven.
#[derive(clap::Args)]
pub struct OptimumArgs {
    /// The board size: RxC or N.
    #[arg(long, default_value = "4x4")]
    pub size: Dims,
    /// Atoms per board.
    #[arg(long, default_value_t = 3)]
    pub atoms: usize,
    #[command(flatten)]
    pub rules: RulesArg,
    /// Write the optimal strategy, once proven (a run stopped short has
    /// none), to FILE as a decision tree (`experiment play --tree FILE`
    /// replays it over every board).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Let --out replace an existing file that is not a decision tree.
    #[arg(long, requires = "out")]
    pub force: bool,
    /// Keep what the search proved in FILE: a run given the FILE of a
    /// stopped one goes on where it stopped; saved every
    /// --checkpoint-sets sets and at the end.
    #[arg(long, value_name = "FILE")]
    pub memo: Option<PathBuf>,
    /// Candidate sets searched between two saves of --memo.
    #[arg(long, value_name = "N", default_value_t = 2_000_000, requires = "memo")]
    pub checkpoint_sets: u64,
    /// Each round of the search asks whether the optimum is below the
    /// bound proven so far plus this many points per board: a "no" proves
    /// that higher bound, a "yes" finds the optimum. Smaller steps prove
    /// smaller bounds sooner; larger ones reach a far optimum in fewer
    /// rounds.
    #[arg(long, default_value_t = 0.05)]
    pub step: f64,
    /// Stop after this many seconds and print the lower bound proven so far
    /// (exit 0). Default: no limit.
    #[arg(long, value_name = "SECONDS", value_parser = cli_support::seconds)]
    pub time_limit: Option<f64>,
    /// The memory budget in MB (the boards, the search's tables and its
    /// memo); the search stops like at its time limit once its memo fills
    /// it [default: four fifths of the machine's available memory].
    #[arg(long, value_name = "MB")]
    pub memory_mb: Option<u64>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Memo files: what `--memo` may replace.
static MEMO_FILE: FileKind = FileKind {
    name: "an optimum search's memo",
    recognise: |head| starts_with_after_space(head, b"boxlogic optimum memo"),
};

/// The memo kept in a file.
struct MemoFile(OutputFile);

impl MemoStore for MemoFile {
    fn load(&self) -> blackbox_app::Result<Option<Vec<u8>>> {
        match std::fs::read(self.0.path()) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(store_error(self.0.path(), e)),
        }
    }

    fn save(&self, memo: &[u8]) -> blackbox_app::Result<()> {
        (self.0.write(memo)).map_err(|e| blackbox_app::Error::Store(format!("{e:#}")))
    }
}

fn store_error(path: &Path, e: std::io::Error) -> blackbox_app::Error {
    blackbox_app::Error::Store(format!(
        "cannot read {}: {}",
        path.display(),
        cli_support::read::io_reason(&e)
    ))
}

/// Runs `experiment optimum`.
pub fn run(args: &OptimumArgs, out: &mut Output) -> anyhow::Result<ExitCode> {
    let tree_out = args.out.as_deref().map(|p| tree_file(p, args.force));
    if let Some(file) = &tree_out {
        file.check()?;
    }
    let memo = args
        .memo
        .as_deref()
        .map(|p| MemoFile(OutputFile::new(p, &MEMO_FILE, false)));
    if let Some(MemoFile(file)) = &memo {
        file.check()?;
    }
    if !(args.step > 0.0 && args.step.is_finite()) {
        anyhow::bail!(
            "--step {}: a positive number of points per board",
            args.step
        );
    }
    let limit = args.time_limit.map(time_limit).transpose()?;
    let control = limit
        .as_ref()
        .map_or_else(Control::new, |l| l.control().clone());
    let budget = memory::budget(args.memory_mb);
    let (boards, fixed) = fixed_bytes(args.size, args.atoms);
    cli_support::note(format_args!(
        "optimum {}/{}: {boards} boards; the boards and the search's tables take about {} MB, \
         the memo grows into the rest of the {} MB budget ({}; how far the search must go cannot be \
         known before it runs: it stops at --time-limit or the budget with the bound it proved{}; \
         each new bound is printed with the pace measured so far)",
        args.size,
        args.atoms,
        fixed.div_ceil(1 << 20),
        budget.mb(),
        budget.source,
        if memo.is_some() {
            ", and --memo resumes it"
        } else {
            ""
        },
    ));
    let request = OptimumRequest {
        dims: args.size,
        atoms: args.atoms,
        rules: args.rules.rules(),
        step: args.step,
        checkpoint_every: if memo.is_some() {
            args.checkpoint_sets
        } else {
            0
        },
    };
    let game = format!("{}/{}", args.size, args.atoms);
    let mut pace = Pace::new(budget.bytes.saturating_sub(fixed));
    let mut on_status = |s: &blackbox_app::lab::Status| {
        let at_most = s.upper.map_or("—".into(), |u| {
            format!("{:.6}", u as f64 / s.boards as f64)
        });
        cli_support::note(format_args!(
            "optimum {game}: at least {:.6}, at most {at_most} ({} to {} over {} boards); \
             {} sets searched, memo {} sets, {:.0} MB{}",
            s.lower as f64 / s.boards as f64,
            s.lower,
            s.upper.map_or("—".into(), |u| u.to_string()),
            s.boards,
            s.sets,
            s.memo_entries,
            s.memo_bytes as f64 / (1 << 20) as f64,
            pace.describe(s),
        ))
    };
    let store: &dyn MemoStore = match &memo {
        Some(file) => file,
        None => &NoStore,
    };
    let run = optimum(&request, budget, store, &Bars, &mut on_status, &control)?;
    if let (Some(file), Some(tree)) = (&tree_out, &run.tree) {
        file.write(tree.to_text().as_bytes())
            .with_context(|| format!("the optimal tree of {game}"))?;
    }
    print(&run.report, args, out)?;
    Ok(ExitCode::SUCCESS)
}

/// Prints the report: JSON, or a table and what a stop left open.
fn print(r: &OptimumReport, args: &OptimumArgs, out: &mut Output) -> anyhow::Result<()> {
    if args.json {
        return out.json(r);
    }
    let score = |v: Option<f64>| v.map_or("—".into(), |v| format!("{v:.6}"));
    let total = |t: Option<u64>| t.map_or("—".into(), |t| format!("{t}/{}", r.boards));
    writeln!(
        out,
        "size  atoms  boards   optimum  at least  best found  total of the best  sets searched  memo MB"
    )?;
    writeln!(
        out,
        "{:>4}  {:>5}  {:>6}  {:>8}  {:>8.6}  {:>10}  {:>17}  {:>13}  {:>7.0}",
        r.size,
        r.atoms,
        r.boards,
        score(r.optimum),
        r.lower_bound,
        score(r.best_found),
        total(r.best_found_total),
        r.sets,
        r.memo_mb
    )?;
    if let Some(why) = r.stopped {
        let why = match why {
            "memory" => "stopped by the memory budget".to_string(),
            _ => format!(
                "stopped by --time-limit {} s",
                args.time_limit.unwrap_or_default()
            ),
        };
        let why = match r.stopped_in {
            Some(phase) => format!("{why} while {}", phase.describe()),
            None => why,
        };
        let gap = r.best_found.map_or(String::new(), |b| {
            format!(
                ", at most {b:.6} (the best strategy found; gap {:.6})",
                b - r.lower_bound
            )
        });
        writeln!(
            out,
            "partial: {why}; the optimum is at least {:.6} ({}/{}){gap}{}",
            r.lower_bound,
            r.lower_bound_total,
            r.boards,
            match &args.memo {
                Some(p) => format!("; run again with --memo {} to go on", p.display()),
                None => String::new(),
            }
        )?;
    }
    Ok(())
}
