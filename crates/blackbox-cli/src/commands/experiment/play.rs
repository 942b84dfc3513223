//! `experiment play`: strategies side by side on the same games.

use super::output::Report;
use super::{plot, Common};
use blackbox_lab::{binomial, by_name, play, play_all, Summary, Universe};
use cli_support::progress_bar;
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
    strategies: Vec<Summary>,
}

/// The strategy name with `--trim` and `--even` applied to `threshold`.
fn full_name(name: &str, args: &PlayArgs) -> String {
    let mut name = name.to_string();
    if name == "threshold" {
        if args.trim {
            name.push_str("+trim");
        }
        if args.even {
            name.push_str("+even");
        }
    }
    name
}

/// Runs the command.
pub fn run(args: &PlayArgs) -> anyhow::Result<()> {
    let common = &args.common;
    let names: Vec<String> = args.strategy.iter().map(|n| full_name(n, args)).collect();
    for n in &names {
        by_name(n)?;
    }
    let mut configs = Vec::new();
    for (dims, k) in common.configs() {
        let total = binomial(dims.cells() as u64, k as u64).unwrap_or(0);
        let pb = progress_bar(total, &format!("boards {dims}/{k}"));
        let u = Universe::new(dims, k, common.rules(), &|n| pb.inc(n))?;
        pb.finish_and_clear();
        let mut strategies = Vec::new();
        for n in &names {
            let s = by_name(n)?;
            let games = if args.all_boards {
                u.boards()
            } else {
                args.games
            };
            let pb = progress_bar(games as u64, &format!("{n} {dims}/{k}"));
            let tick = |i| pb.inc(i);
            let summary = if args.all_boards {
                play_all(&u, s.as_ref(), common.seed, &tick)
            } else {
                play(&u, s.as_ref(), args.games, common.seed, &tick)
            };
            pb.finish_and_clear();
            strategies.push(summary);
        }
        configs.push(ConfigResult {
            size: dims.to_string(),
            atoms: k,
            strategies,
        });
    }
    if let Some(path) = &common.plot {
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
    }
    .print(common)
}
