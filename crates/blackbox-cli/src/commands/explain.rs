//! `blackbox explain PUZZLE`: for an inconsistent puzzle a minimal set of
//! hints that cannot hold together and why; for several solutions the cells
//! on which they differ and the ray that would tell them apart.

use super::solving::read_puzzle;
use anyhow::Result;
use blackbox::{render, Puzzle, Response};
use blackbox_solve::explain::{explain, Explanation};
use num_bigint::BigUint;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Explain why a puzzle has no solution, or how its solutions differ.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
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

/// The explanation in words, and whether the puzzle is consistent: the
/// command's output, shared with `blackbox serve`.
pub fn text(puzzle: &Puzzle, explanation: &Explanation) -> (String, bool) {
    let mut out = String::new();
    match explanation {
        Explanation::Inconsistent { hints, atom_count } => {
            let list: Vec<String> = hints
                .iter()
                .map(|h| format!("{} {}", h.port, h.observed))
                .collect();
            let count = if *atom_count {
                format!(" with {} atoms", puzzle.atoms())
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "inconsistent: these hints cannot hold together{count}: {}",
                list.join(", ")
            );
            let _ = writeln!(out, "(dropping any one of them leaves a consistent set)");
            for h in hints {
                let _ = writeln!(
                    out,
                    "  port {} shows {}, but on boards meeting the others it gives {}",
                    h.port,
                    h.observed,
                    outcomes(&h.instead)
                );
            }
            (out, false)
        }
        Explanation::Unique(board) => {
            let _ = writeln!(out, "unique: exactly one board solves it");
            out.push_str(&render::puzzle(puzzle, Some(board)));
            (out, true)
        }
        Explanation::Several {
            count,
            differing,
            ray,
        } => {
            let cells: Vec<String> = differing.iter().map(|c| c.to_string()).collect();
            let _ = writeln!(
                out,
                "{count} solutions; they differ on {} cells: {}",
                cells.len(),
                cells.join(" ")
            );
            let _ = match ray {
                Some((port, split)) => writeln!(
                    out,
                    "fire port {port} to tell them apart: it gives {}",
                    outcomes(split)
                ),
                None => writeln!(out, "every port is fired: no ray can tell them apart"),
            };
            (out, true)
        }
    }
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let (text, consistent) = text(&puzzle, &explain(&puzzle));
    print!("{text}");
    Ok(if consistent {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
