//! `experiment play`: strategies side by side on the same games, played
//! by [`blackbox_app::experiment::play`] and printed here.

use super::output::Report;
use super::{memory, plot, trees, Common};
use crate::bars::Bars;
use blackbox_app::experiment::play::{play, PlayRequest, PLAY_COLUMNS};
use blackbox_app::lab::StrategySpec;
use cli_support::Output;
use std::path::PathBuf;

/// Options of `experiment play`.
#[derive(clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub common: Common,
    /// Strategies, comma-separated: random, minimax, expected, entropy,
    /// threshold (with +trim, +even), best (with +deep, or +deepN for N plies
    /// of lookahead up to 4, and +wideN for N ports valued per node, default
    /// 8), optimal.
    /// [default: minimax,best; none when --tree is given]
    #[arg(long, value_delimiter = ',')]
    pub strategy: Vec<String>,
    /// A complete decision tree to play as well (`experiment optimum
    /// --out`), by the name of its file; it is checked over every board of
    /// its game first, and its exact expected score shown. Repeatable.
    #[arg(long, value_name = "FILE")]
    pub tree: Vec<PathBuf>,
    /// Games per strategy and configuration.
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true,
          value_parser = cli_support::whole(1, usize::MAX))]
    pub games: usize,
    /// Let `threshold` trim the board first: rays along the outermost rows
    /// and columns, whose straight misses prove lines empty.
    #[arg(long)]
    pub trim: bool,
    /// Let `threshold` fire its random rays from the side with the fewest
    /// known ports (even guessing).
    #[arg(long)]
    pub even: bool,
    /// Play every board once instead of random games (exact expected score
    /// of deterministic strategies).
    #[arg(long)]
    pub all_boards: bool,
    /// Compute every decision, also those the shipped opening books hold
    /// (the same moves, so the same figures, only slower to start).
    #[arg(long)]
    pub no_openings: bool,
}

/// The strategies asked for, with `--trim` and `--even` applied to `threshold`.
fn specs(args: &PlayArgs) -> anyhow::Result<Vec<StrategySpec>> {
    let default = ["minimax".to_string(), "best".to_string()];
    let names = match (&args.strategy[..], &args.tree[..]) {
        ([], []) => &default[..],
        (names, _) => names,
    };
    names
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
        trees: (args.tree.iter())
            .map(|path| Ok((cli_support::display_name(path), trees::read_tree(path)?)))
            .collect::<anyhow::Result<_>>()?,
        openings: !args.no_openings,
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
    // The exact expected score is shown when some row knows it (every
    // board played by a deterministic player, or a player that computes
    // its own); the JSON always carries it, null when unknown.
    let exact = (configs.iter()).any(|c| {
        c.strategies
            .iter()
            .any(|s| s.exact_expected_score.is_some())
    });
    let rows = configs
        .iter()
        .flat_map(|c| {
            c.strategies.iter().map(move |s| {
                let mut row = vec![
                    c.size.clone(),
                    c.atoms.to_string(),
                    s.name.clone(),
                    s.games.to_string(),
                    format!("{:.4}", s.mean_score),
                    format!("{:.4}", s.stderr),
                    format!("{:.3}", s.mean_rays),
                    format!("{:.4}", s.solved_fraction),
                    format!("{:.4}", s.mean_wrong_atoms),
                ];
                if exact {
                    row.push((s.exact_expected_score).map_or("—".into(), |v| format!("{v:.4}")));
                }
                row
            })
        })
        .collect();
    // The columns `experiment replot` reads back.
    let mut header = PLAY_COLUMNS.to_vec();
    if exact {
        header.push("exact");
    }
    Report {
        header,
        rows,
        json: &runs,
        partial,
        legend: Some(legend(exact)),
    }
    .print(common, out)
}

/// What `play`'s columns mean (`exact`'s too, when it is shown).
fn legend(exact: bool) -> String {
    let mut text = format!(
        "mean_score   points per game ({}; {})\n\
         stderr       the standard error of mean_score over these games (a 95% interval is \
         about ±2 stderr)\n\
         mean_rays    rays fired per game; solved_fraction: games whose guess was right\n\
         wrong_atoms  atoms guessed wrong per game, on average",
        blackbox::score::ray_costs_text(),
        blackbox::score::check_cost_text()
    );
    if exact {
        text.push_str(
            "\nexact        the expected score over every board, where it is known exactly (every \
             board\n             played once by a deterministic player, or a decision tree \
             replayed over every board)",
        );
    }
    text
}
