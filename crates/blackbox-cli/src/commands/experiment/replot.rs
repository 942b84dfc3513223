//! `experiment replot`: the mean-score figure of `experiment play` drawn
//! again from kept runs (the table a run printed, or its `--json`), without
//! playing the games — a figure in today's style from an old run, or
//! several runs (other machines, other days) in one figure.
//!
//! Invariants: every file is read whole or the command fails naming the
//! file and line; a player that appears twice for one size and atom count
//! is refused (two points in one place would hide one of them); the figure
//! file is checked before any run is read.

use super::plot;
use blackbox_app::experiment::play::{read_kept_run, ConfigResult};
use blackbox_app::Error;
use cli_support::read::read_parsed;
use cli_support::{Limit, Output};
use std::io::Write;
use std::path::PathBuf;

/// Options of `experiment replot`.
#[derive(clap::Args)]
pub struct ReplotArgs {
    /// Kept runs of `experiment play`: the table it printed (comment lines
    /// and its legend may stay) or its `--json`; `-` reads standard input.
    #[arg(required = true, value_name = "RUN")]
    pub runs: Vec<PathBuf>,
    /// The figure to draw: FILE.svg or FILE.png.
    #[arg(long, value_name = "FILE", value_parser = plot::figure_path)]
    pub plot: PathBuf,
    /// Let --plot replace an existing file that is not an image of its kind.
    #[arg(long)]
    pub force: bool,
}

/// A kept run is a few kilobytes (its JSON a little more, with each
/// player's histogram of scores); 64 MiB bounds a wrong file.
const KEPT_RUN: Limit = Limit {
    what: "kept runs",
    bytes: 64 << 20,
    line: 1 << 20,
};

/// Runs the command.
pub fn run(args: &ReplotArgs, out: &mut Output) -> anyhow::Result<()> {
    let file = plot::figure_file(&args.plot, args.force)?;
    file.check()?;
    let mut configs: Vec<(String, ConfigResult)> = Vec::new();
    for path in &args.runs {
        let name = cli_support::display_name(path);
        let read = read_parsed(path, KEPT_RUN, read_kept_run, |e| match e {
            Error::KeptRun { line, .. } => line.to_owned(),
            _ => None,
        })?;
        configs.extend(read.into_iter().map(|c| (name.clone(), c)));
    }
    refuse_repeats(&configs)?;
    let points: usize = configs.iter().map(|(_, c)| c.strategies.len()).sum();
    plot::mean_scores(
        &file,
        &(configs.iter())
            .map(|(_, c)| (c.size.clone(), c.atoms, c.strategies.clone()))
            .collect::<Vec<_>>(),
    )?;
    writeln!(
        out,
        "drew {}: {points} mean scores ({} configurations) from {}",
        file.path().display(),
        configs.len(),
        (args.runs.iter())
            .map(|p| cli_support::display_name(p))
            .collect::<Vec<_>>()
            .join(", ")
    )?;
    Ok(())
}

/// Fails when one player appears twice for one size and atom count.
fn refuse_repeats(configs: &[(String, ConfigResult)]) -> anyhow::Result<()> {
    let mut seen: Vec<(&str, usize, &str, &str)> = Vec::new();
    for (file, config) in configs {
        for s in &config.strategies {
            let key = (config.size.as_str(), config.atoms, s.name.as_str());
            if let Some(first) = seen.iter().find(|k| (k.0, k.1, k.2) == key) {
                anyhow::bail!(
                    "{} on {}/{} is in {} and again in {}: keep one of them (two points in one \
                     place would hide one)",
                    s.name,
                    config.size,
                    config.atoms,
                    first.3,
                    file
                );
            }
            seen.push((key.0, key.1, key.2, file));
        }
    }
    Ok(())
}
