//! `experiment play`: strategies side by side on the same games, played
//! by [`blackbox_app::experiment::play`] and printed here.

use super::output::Report;
use super::{memory, plot, Common};
use crate::bars::Bars;
use blackbox_app::experiment::play::{play, PlayRequest};
use blackbox_app::lab::StrategySpec;
use cli_support::Output;

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
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true,
          value_parser = cli_support::whole(1, usize::MAX))]
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

/// Runs the command.
pub fn run(args: &PlayArgs, out: &mut Output) -> anyhow::Result<()> {
    let common = &args.common;
    let request = PlayRequest {
        configs: common.configs(),
        strategies: specs(args)?,
        games: args.games,
        all_boards: args.all_boards,
        seed: common.seed,
    };
    let (_limit, control) = common.control()?;
    let budget = memory::budget(common.memory_mb);
    let runs = play(&request, budget, &Bars, &control)?;
    let configs = &runs.configs;
    let partial = (!runs.missing.is_empty()).then(|| {
        let missing: Vec<String> = runs.missing.iter().map(ToString::to_string).collect();
        format!("{}; not done: {}", common.stopped(), missing.join(", "))
    });
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
        json: &runs,
        partial,
    }
    .print(common, out)
}
