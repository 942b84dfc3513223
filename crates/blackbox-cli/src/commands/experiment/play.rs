//! `experiment play`: strategies side by side on the same games.

use super::output::Report;
use super::{memory, plot, Common};
use blackbox::{binomial, Dims};
use blackbox_lab::{play, play_all, StrategySpec, Summary, Universe};
use blackbox_solve::StopReason;
use cli_support::progress_bar;
use cli_support::Output;
use serde::Serialize;

/// Options of `experiment play`.
#[derive(clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub common: Common,
    /// Strategies, comma-separated: random, minimax, expected, entropy,
    /// threshold (with +trim, +even), best (with +deep, or +deepN for N plies
    /// of lookahead up to 4, and +wideN for N ports valued per node, default
    /// 8), optimal.
    #[arg(long, value_delimiter = ',', default_value = "minimax,best")]
    pub strategy: Vec<String>,
    /// Games per strategy and configuration.
    #[arg(long, default_value_t = 1000)]
    pub games: usize,
    /// Apply §6.1 board trimming to `threshold`.
    #[arg(long)]
    pub trim: bool,
    /// Apply §6.2 even guessing to `threshold`.
    #[arg(long)]
    pub even: bool,
    /// Play every board once instead of random games (exact expected score
    /// of deterministic strategies).
    #[arg(long)]
    pub all_boards: bool,
}

/// One configuration's results.
#[derive(Serialize)]
struct ConfigResult {
    size: String,
    atoms: usize,
    /// The strategies that played at least one game (a stopped one is
    /// marked `partial`).
    strategies: Vec<Summary>,
    /// [`StopReason::TimeLimit`] when `--time-limit` stopped the run before
    /// every strategy played every game here (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped: Option<StopReason>,
}

impl ConfigResult {
    /// A configuration `--time-limit` stopped before any strategy played.
    fn stopped(dims: Dims, atoms: usize) -> Self {
        ConfigResult {
            size: dims.to_string(),
            atoms,
            strategies: vec![],
            stopped: Some(StopReason::TimeLimit),
        }
    }
}

/// What a stopped run did not do, for its note: `best 8x8/4: 12 of 1000
/// games`, `8x8/5: not started`.
fn shortfall(config: &ConfigResult, specs: &[StrategySpec], wanted: usize) -> Vec<String> {
    specs
        .iter()
        .filter_map(|spec| {
            let name = spec.to_string();
            let played = config
                .strategies
                .iter()
                .find(|s| s.name == name)
                .map_or(0, |s| s.games);
            (played < wanted).then(|| {
                format!(
                    "{name} {}/{}: {played} of {wanted} games",
                    config.size, config.atoms
                )
            })
        })
        .collect()
}

/// The strategies asked for, with `--trim` and `--even` applied to `threshold`.
fn specs(args: &PlayArgs) -> anyhow::Result<Vec<StrategySpec>> {
    args.strategy
        .iter()
        .map(|name| {
            let spec: StrategySpec = name.parse()?;
            Ok(spec.with_threshold_flags(args.trim, args.even))
        })
        .collect()
}

/// Fails, before anything runs, when the optimal player's memo would not
/// fit the memory budget on some configuration.
fn refuse_optimal_too_big(common: &Common) -> anyhow::Result<()> {
    let budget = memory::budget(common.memory_mb);
    for (dims, k) in common.configs() {
        let boards = binomial(dims.cells() as u64, k as u64).unwrap_or(u64::MAX);
        let bytes = blackbox_lab::memory::optimal_bytes(boards);
        memory::ensure_fits(&format!("optimal {dims}/{k}"), boards, bytes, budget)?;
    }
    Ok(())
}

/// Runs the command.
pub fn run(args: &PlayArgs, out: &mut Output) -> anyhow::Result<()> {
    let common = &args.common;
    let specs = specs(args)?;
    if specs.contains(&StrategySpec::Optimal) {
        refuse_optimal_too_big(common)?;
    }
    let (_limit, control) = common.control()?;
    let mut configs = Vec::new();
    let mut missing = Vec::new();
    for (dims, k) in common.configs() {
        let total = binomial(dims.cells() as u64, k as u64).unwrap_or(0);
        if control.is_cancelled() {
            missing.push(format!("{dims}/{k}: not started"));
            configs.push(ConfigResult::stopped(dims, k));
            continue;
        }
        let pb = progress_bar(total, &format!("boards {dims}/{k}"));
        let u = Universe::new(dims, k, common.rules(), &|n| pb.inc(n), &control);
        pb.finish_and_clear();
        let u = match u {
            Err(blackbox::Error::Interrupted) => {
                missing.push(format!("{dims}/{k}: stopped listing its boards"));
                configs.push(ConfigResult::stopped(dims, k));
                continue;
            }
            u => u?,
        };
        let games = if args.all_boards {
            u.boards()
        } else {
            args.games
        };
        let mut strategies = Vec::new();
        for spec in &specs {
            let s = spec.build();
            let pb = progress_bar(games as u64, &format!("{spec} {dims}/{k}"));
            let tick = |i| pb.inc(i);
            let summary = if args.all_boards {
                play_all(&u, s.as_ref(), common.seed, &tick, &control)
            } else {
                play(&u, s.as_ref(), args.games, common.seed, &tick, &control)
            };
            pb.finish_and_clear();
            if summary.games > 0 {
                strategies.push(summary);
            }
        }
        let mut config = ConfigResult {
            size: dims.to_string(),
            atoms: k,
            strategies,
            stopped: None,
        };
        let short = shortfall(&config, &specs, games);
        if !short.is_empty() {
            config.stopped = Some(StopReason::TimeLimit);
            missing.extend(short);
        }
        configs.push(config);
    }
    let partial = (!missing.is_empty())
        .then(|| format!("{}; not done: {}", common.stopped(), missing.join(", ")));
    if let Some(path) = &common.plot_file()? {
        plot::mean_scores(
            path,
            &configs
                .iter()
                .map(|c| (c.size.clone(), c.atoms, c.strategies.clone()))
                .collect::<Vec<_>>(),
        )?;
    }
    let rows = configs
        .iter()
        .flat_map(|c| {
            c.strategies.iter().map(move |s| {
                vec![
                    c.size.clone(),
                    c.atoms.to_string(),
                    s.name.clone(),
                    s.games.to_string(),
                    format!("{:.4}", s.mean_score),
                    format!("{:.4}", s.stderr),
                    format!("{:.3}", s.mean_rays),
                    format!("{:.4}", s.solved_fraction),
                    format!("{:.4}", s.mean_wrong_atoms),
                    s.exact_expected_score
                        .map_or(String::new(), |v| format!("{v:.4}")),
                ]
            })
        })
        .collect();
    let json = if configs.len() == 1 {
        serde_json::to_value(configs.remove(0))?
    } else {
        serde_json::to_value(&configs)?
    };
    Report {
        header: vec![
            "size",
            "atoms",
            "strategy",
            "games",
            "mean_score",
            "stderr",
            "mean_rays",
            "solved_fraction",
            "wrong_atoms",
            "exact",
        ],
        rows,
        json,
        partial,
    }
    .print(common, out)
}
