//! `blackbox experiment`: exhaustive studies of the game (the study of
//! seed 002, redone exactly; experiments/README.md) and players side by side.
//!
//! Every experiment prints a table, or JSON with `--json`, or CSV with
//! `--csv`; long runs show a progress bar on stderr; `--size` and `--atoms`
//! take comma-separated lists where a table over several configurations
//! makes sense. JSON schemas are documented in docs/experiments.md.
//!
//! `--time-limit SECONDS` (no limit by default: a study's figures must not
//! depend on the machine's speed) stops a run inside a configuration too:
//! the lab's scans poll the control between chunks of boards and its
//! searching players (`best`, `optimal`) at every candidate set they value.
//! What was done is printed and marked partial (a configuration whose scan
//! was stopped is not done; a `play` game whose decision was stopped does
//! not count), and the exit is 0.

mod exhaustive;
mod memory;
mod optimum;
mod output;
mod pace;
mod play;
mod plot;
mod replot;
mod shards;
mod trees;

use crate::args::RulesArg;
use blackbox::Dims;
use blackbox_app::experiment::Configs;
use blackbox_app::Control;
use clap::Subcommand;
use cli_support::{time_limit, Output, OutputFile, TimeLimit};
use std::path::PathBuf;
use std::process::ExitCode;

/// The largest `--memory-mb`: 2^30 MB (a pebibyte), so that no budget a
/// user gives overflows the arithmetic built on it.
const MAX_MEMORY_MB: u64 = 1 << 30;

/// Run one experiment.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    pub experiment: Experiment,
}

/// The experiments.
#[derive(Subcommand)]
pub enum Experiment {
    /// Number of boards: C(cells, atoms) for each size and atom count.
    Combinatorics(Common),
    /// Indistinguishable boards: how many boards share their full feedback
    /// (every ray fired) with another board, and the sizes of those groups.
    Census(CensusArgs),
    /// Merge the shard files of a census (`census --shard K/N --out DIR`)
    /// into its report, as one run would print it.
    Merge(MergeArgs),
    /// Fewest and most rays needed to fill every port, with a board of each.
    FillPorts(Common),
    /// The first ray: for each port, the boards left after it in the worst
    /// case and on average, and the points it costs on average; the best
    /// ports by each measure are marked.
    FirstMove(Common),
    /// Players side by side on the same random games (or every board once):
    /// mean score with its standard error, rays, solved share.
    Play(play::PlayArgs),
    /// The mean-score figure of `play` drawn again from kept runs (the table
    /// a run printed, or its --json), without playing the games: an old run
    /// in today's style, or several runs in one figure.
    Replot(replot::ReplotArgs),
    /// A player's opening book: its decisions while many boards are left,
    /// computed once over every board and written as a decision tree.
    Opening(trees::OpeningArgs),
    /// The least expected score of a game over every board, proven by
    /// branch and bound, and the optimal strategy as a decision tree.
    Optimum(optimum::OptimumArgs),
}

/// `experiment census`: the options of every experiment, and where the
/// boards go when they do not fit in memory.
#[derive(clap::Args, Clone)]
pub struct CensusArgs {
    #[command(flatten)]
    pub common: Common,
    /// Compute only shard K of N (rank ranges of one size and atom count)
    /// and write it as a Parquet file into --out; `experiment merge` adds
    /// the shards up.
    #[arg(long, value_name = "K/N", requires = "out")]
    pub shard: Option<blackbox_app::lab::ShardSpec>,
    /// The directory of --shard's file.
    #[arg(long, value_name = "DIR", requires = "shard")]
    pub out: Option<PathBuf>,
    /// Where a census that does not fit in the memory budget spills its
    /// shards (kept: the same command resumes from the completed ones)
    /// [default: a temporary directory, removed afterwards].
    #[arg(long, value_name = "DIR", conflicts_with = "shard")]
    pub spill_dir: Option<PathBuf>,
}

/// `experiment merge`.
#[derive(clap::Args, Clone)]
pub struct MergeArgs {
    /// The directory of the shard files (`*.parquet`), all of one census;
    /// or of the merge's part files (`*.json`, from --part), all of one
    /// merge, which are added up.
    pub dir: PathBuf,
    /// Merge only part K of N (a range of partitions of every shard) and
    /// write it as a small JSON file into --out; `experiment merge` of that
    /// directory adds the parts up.
    #[arg(long, value_name = "K/N", requires = "out")]
    pub part: Option<blackbox_app::lab::ShardSpec>,
    /// The directory of --part's file.
    #[arg(long, value_name = "DIR", requires = "part")]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub format: Format,
    /// Stop after this many seconds (nothing is printed then, exit 1: a
    /// merge is all or nothing).
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = cli_support::seconds)]
    pub time_limit: Option<f64>,
    /// The memory budget in MB: a merge holds one partition's keys and
    /// every shard file's footer, and is refused before it starts when
    /// their estimate exceeds it [default: four fifths of the machine's
    /// available memory].
    #[arg(long, value_name = "MB", allow_negative_numbers = true,
          value_parser = cli_support::whole(1, MAX_MEMORY_MB))]
    pub memory_mb: Option<u64>,
}

/// How an experiment gives its results: a table, JSON or CSV, and a figure.
#[derive(clap::Args, Clone)]
pub struct Format {
    /// Print JSON.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print CSV.
    #[arg(long)]
    pub csv: bool,
    /// Draw a figure into FILE as well: FILE.svg or FILE.png.
    #[arg(long, value_name = "FILE", value_parser = plot::figure_path)]
    pub plot: Option<PathBuf>,
    /// Let --plot replace an existing file that is not an image of its kind.
    #[arg(long, requires = "plot")]
    pub force: bool,
}

/// Options shared by every experiment.
#[derive(clap::Args, Clone)]
pub struct Common {
    /// Board sizes: RxC or N, comma-separated.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "8x8",
        allow_hyphen_values = true
    )]
    pub size: Vec<Dims>,
    /// Atom counts, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "4", allow_negative_numbers = true,
          value_parser = cli_support::whole(0, blackbox::MAX_SIDE * blackbox::MAX_SIDE))]
    pub atoms: Vec<usize>,
    #[command(flatten)]
    pub rules: RulesArg,
    #[command(flatten)]
    pub format: Format,
    /// Random seed (experiments that sample).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = cli_support::whole(0, u64::MAX))]
    pub seed: u64,
    /// The memory budget in MB: a census whose estimate exceeds it spills
    /// to shard files on disk (see --spill-dir); an `optimal` player is
    /// refused before starting [default: four fifths of the machine's
    /// available memory].
    #[arg(long, value_name = "MB", allow_negative_numbers = true,
          value_parser = cli_support::whole(1, MAX_MEMORY_MB))]
    pub memory_mb: Option<u64>,
    /// Stop after this many seconds (inside a configuration's scan or a
    /// player's decision too) and print what was done, marked partial
    /// (exit 0). Default: no limit.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = cli_support::seconds,
          verbatim_doc_comment)]
    pub time_limit: Option<f64>,
}

impl MergeArgs {
    /// The options of the merged census's report (its size and atoms come
    /// from the files).
    fn common(&self) -> Common {
        Common {
            size: vec![],
            atoms: vec![],
            rules: RulesArg::default(),
            format: self.format.clone(),
            seed: 0,
            memory_mb: self.memory_mb,
            time_limit: self.time_limit,
        }
    }
}

impl Common {
    /// The configurations asked for, under the rules asked for.
    fn configs(&self) -> Configs {
        Configs {
            sizes: self.size.clone(),
            atoms: self.atoms.clone(),
            rules: self.rules.rules(),
        }
    }

    /// The `--time-limit` timer, if one was asked for, and the control the
    /// work polls (never cancelled without a limit).
    fn control(&self) -> anyhow::Result<(Option<TimeLimit>, Control)> {
        let limit = self.time_limit.map(time_limit).transpose()?;
        let control = limit
            .as_ref()
            .map_or_else(Control::new, |l| l.control().clone());
        Ok((limit, control))
    }

    /// The `--plot` file, if any.
    fn plot_file(&self) -> anyhow::Result<Option<OutputFile>> {
        (self.format.plot.as_deref())
            .map(|path| plot::figure_file(path, self.format.force))
            .transpose()
    }

    /// Why a run is partial, for its note.
    fn stopped(&self) -> String {
        format!(
            "stopped by --time-limit {} s",
            self.time_limit.unwrap_or_default()
        )
    }
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> anyhow::Result<ExitCode> {
    let merged;
    let common = match &args.experiment {
        Experiment::Combinatorics(c) | Experiment::FillPorts(c) | Experiment::FirstMove(c) => c,
        Experiment::Census(c) => &c.common,
        Experiment::Merge(m) => {
            merged = m.common();
            &merged
        }
        Experiment::Play(p) => &p.common,
        Experiment::Opening(o) => return trees::run_opening(o),
        Experiment::Replot(r) => return replot::run(r, out).map(|()| ExitCode::SUCCESS),
        Experiment::Optimum(o) => return optimum::run(o, out),
    };
    // A figure file that would be refused is refused before the run.
    if let Some(file) = common.plot_file()? {
        file.check()?;
    }
    match &args.experiment {
        Experiment::Combinatorics(c) => exhaustive::combinatorics(c, out),
        Experiment::Census(c) => return exhaustive::census(c, out),
        Experiment::Merge(m) => return exhaustive::merge(m, out),
        Experiment::FillPorts(c) => exhaustive::fill_ports(c, out),
        Experiment::FirstMove(c) => exhaustive::first_move(c, out),
        Experiment::Play(p) => play::run(p, out),
        Experiment::Opening(_) | Experiment::Optimum(_) | Experiment::Replot(_) => {
            unreachable!("run above")
        }
    }?;
    Ok(ExitCode::SUCCESS)
}
