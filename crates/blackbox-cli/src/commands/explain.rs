//! `blackbox explain PUZZLE`: for an inconsistent puzzle a minimal set of
//! hints that cannot hold together and why; for several solutions the cells
//! on which they differ and the ray that would tell them apart. Past
//! `--time-limit` it says it stopped (exit 0); `solve` then tells what is
//! known.

use super::solving::{read_puzzle, time_limit, DEFAULT_TIME_LIMIT};
use anyhow::Result;
use blackbox::{render, Response};
use blackbox_solve::explain::{explain_within, Explanation};
use num_bigint::BigUint;
use std::path::PathBuf;
use std::process::ExitCode;

/// Explain why a puzzle has no solution, or how its solutions differ.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Stop after this many seconds (saying so) if no answer is ready.
    #[arg(long, default_value_t = DEFAULT_TIME_LIMIT, value_name = "SECONDS")]
    pub time_limit: f64,
}

fn outcomes(list: &[(Response, BigUint)]) -> String {
    if list.is_empty() {
        return "nothing at all (the rest cannot hold either)".into();
    }
    let parts: Vec<String> = list
        .iter()
        .map(|(r, n)| {
            format!(
                "{r} on {n} board{}",
                if *n == BigUint::from(1u32) { "" } else { "s" }
            )
        })
        .collect();
    parts.join(", ")
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let control = time_limit(args.time_limit)?;
    let Ok(explanation) = explain_within(&puzzle, &control) else {
        println!(
            "not explained: stopped by --time-limit {} s (raise it; `solve` prints what is known)",
            args.time_limit
        );
        return Ok(ExitCode::SUCCESS);
    };
    match explanation {
        Explanation::Inconsistent { hints, atom_count } => {
            let list: Vec<String> = hints
                .iter()
                .map(|h| format!("{} {}", h.port, h.observed))
                .collect();
            let count = if atom_count {
                format!(" with {} atoms", puzzle.atoms())
            } else {
                String::new()
            };
            println!(
                "inconsistent: these hints cannot hold together{count}: {}",
                list.join(", ")
            );
            println!("(dropping any one of them leaves a consistent set)");
            for h in &hints {
                println!(
                    "  port {} shows {}, but on boards meeting the others it gives {}",
                    h.port,
                    h.observed,
                    outcomes(&h.instead)
                );
            }
            Ok(ExitCode::from(1))
        }
        Explanation::Unique(board) => {
            println!("unique: exactly one board solves it");
            print!("{}", render::puzzle(&puzzle, Some(&board)));
            Ok(ExitCode::SUCCESS)
        }
        Explanation::Several {
            count,
            differing,
            ray,
        } => {
            let cells: Vec<String> = differing.iter().map(|c| c.to_string()).collect();
            println!(
                "{count} solutions; they differ on {} cells: {}",
                cells.len(),
                cells.join(" ")
            );
            match ray {
                Some((port, split)) => println!(
                    "fire port {port} to tell them apart: it gives {}",
                    outcomes(&split)
                ),
                None => println!("every port is fired: no ray can tell them apart"),
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
