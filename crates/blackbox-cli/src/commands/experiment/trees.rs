//! Decision trees as files: `experiment opening` writes a player's opening
//! book, `experiment play --tree FILE` reads a tree back (bounded, parsed
//! and checked by `blackbox_lab::DecisionTree::parse`).

use crate::args::RulesArg;
use crate::bars::Bars;
use anyhow::Context;
use blackbox::Dims;
use blackbox_app::experiment::opening::{opening, OpeningRequest};
use blackbox_app::lab::{DecisionTree, StrategySpec, TREE_MAGIC};
use blackbox_app::Control;
use cli_support::read::{read_text, Limit};
use cli_support::{starts_with_after_space, time_limit, FileKind, OutputFile};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Decision tree files: 256 MiB, short lines. A node is one line of at most
/// a few dozen bytes, and the largest tree a search can store (a few
/// million nodes) fits.
const DECISION_TREES: Limit = Limit {
    what: "decision trees",
    bytes: 256 << 20,
    line: 4096,
};

/// Decision tree files: what `--out` may replace without `--force`.
static TREE_FILE: FileKind = FileKind {
    name: "a decision tree",
    recognise: |head| starts_with_after_space(head, TREE_MAGIC.as_bytes()),
};

/// The file of `--out PATH` for a tree.
pub fn tree_file(path: &Path, force: bool) -> OutputFile {
    OutputFile::new(path, &TREE_FILE, force)
}

/// Reads and checks the decision tree in `path`.
pub fn read_tree(path: &Path) -> anyhow::Result<DecisionTree> {
    let text = read_text(path, DECISION_TREES)?;
    Ok(DecisionTree::parse(
        &text,
        &cli_support::display_name(path),
    )?)
}

/// `experiment opening`: a player's opening book on one game.
#[derive(clap::Args)]
pub struct OpeningArgs {
    /// The board size: RxC or N.
    #[arg(long, default_value = "8x8")]
    pub size: Dims,
    /// Atoms per board.
    #[arg(long, default_value_t = 4)]
    pub atoms: usize,
    #[command(flatten)]
    pub rules: RulesArg,
    /// The player whose decisions the book keeps (a deterministic one:
    /// best, best+deep, minimax, …).
    #[arg(long, default_value = "best")]
    pub strategy: StrategySpec,
    /// Keep the decisions of the nodes that leave more than this many
    /// boards; the player decides the others itself, quickly.
    #[arg(long, default_value_t = 2000)]
    pub min_boards: usize,
    /// The file to write the book to.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Let --out replace an existing file that is not a decision tree.
    #[arg(long)]
    pub force: bool,
    /// Stop after this many seconds; nothing is written then (exit 1).
    #[arg(long, value_name = "SECONDS", value_parser = cli_support::seconds)]
    pub time_limit: Option<f64>,
}

/// Runs `experiment opening`.
pub fn run_opening(args: &OpeningArgs) -> anyhow::Result<ExitCode> {
    let file = tree_file(&args.out, args.force);
    file.check()?;
    let limit = args.time_limit.map(time_limit).transpose()?;
    let control = limit
        .as_ref()
        .map_or_else(Control::new, |l| l.control().clone());
    let request = OpeningRequest {
        dims: args.size,
        atoms: args.atoms,
        rules: args.rules.rules(),
        strategy: args.strategy,
        min_boards: args.min_boards,
    };
    let tree = match opening(&request, &Bars, &control) {
        Err(e) if e.is_interrupted() => {
            cli_support::note(format_args!(
                "stopped by --time-limit {} s; no book written",
                args.time_limit.unwrap_or_default()
            ));
            return Ok(ExitCode::from(1));
        }
        tree => tree?,
    };
    file.write(tree.to_text().as_bytes())
        .with_context(|| format!("the book of {}", tree.game()))?;
    cli_support::note(format_args!(
        "{}: {} decisions of {} over {} boards",
        args.out.display(),
        tree.root.nodes(),
        tree.player,
        tree.boards
    ));
    Ok(ExitCode::SUCCESS)
}
