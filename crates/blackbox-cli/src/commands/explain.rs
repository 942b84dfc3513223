//! `blackbox explain PUZZLE`: for an inconsistent puzzle a minimal set of
//! hints that cannot hold together and why; for several solutions the cells
//! on which they differ and the ray that would tell them apart. `--json`
//! gives the same as one object (schema in docs/solver.md). Past
//! `--time-limit` before consistency is decided it says it stopped (exit
//! 0; `solve` then tells what is known); once the puzzle is known to be
//! inconsistent it says so (exit 1) with as much of the conflict as was
//! found by then (none when its search was stopped or would not fit in
//! memory).

use super::solving::read_puzzle;
use crate::cells;
use anyhow::Result;
use blackbox::format::json::outcome;
use blackbox::{render, Puzzle, Response};
use blackbox_solve::{explain_within, Explanation, StopReason, Unexplained, CONFLICT_MAX_CLAUSES};
use cli_support::exit;
use cli_support::Output;
use cli_support::{time_limit, DEFAULT_TIME_LIMIT};
use num_bigint::BigUint;
use serde_json::{json, Value};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Explain why a puzzle has no solution, or how its solutions differ.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Print JSON (schema in docs/solver.md).
    #[arg(long)]
    pub json: bool,
    /// Stop after this many seconds (saying so) if no answer is ready.
    #[arg(long, default_value_t = DEFAULT_TIME_LIMIT, value_name = "SECONDS",
          value_parser = cli_support::seconds)]
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

/// Why an inconsistent puzzle's conflict is not shown, in the user's terms.
fn unexplained(why: Unexplained, time_limit: f64) -> String {
    match why {
        Unexplained::Stopped => format!("stopped by --time-limit {time_limit} s"),
        Unexplained::TooBig { rays, of } => format!(
            "the search for it would hold more than {CONFLICT_MAX_CLAUSES} clauses \
             (passed after {rays} of {of} rays); `solve` needs no conflict"
        ),
    }
}

/// Prints the explanation as text.
fn print_text(
    puzzle: &Puzzle,
    explanation: &Explanation,
    time_limit: f64,
    out: &mut Output,
) -> Result<()> {
    match explanation {
        Explanation::Unexplained(why) => {
            writeln!(out, "inconsistent: no board solves it")?;
            writeln!(
                out,
                "(no conflict shown: {})",
                unexplained(*why, time_limit)
            )?;
        }
        Explanation::Inconsistent {
            hints,
            atom_count,
            minimal,
        } => {
            let list: Vec<String> = hints
                .iter()
                .map(|h| format!("{} {}", h.port, h.observed))
                .collect();
            let count = if *atom_count {
                format!(" with {} atoms", puzzle.atoms())
            } else {
                String::new()
            };
            writeln!(
                out,
                "inconsistent: these hints cannot hold together{count}: {}",
                list.join(", ")
            )?;
            match minimal {
                true => writeln!(out, "(dropping any one of them leaves a consistent set)")?,
                false => writeln!(
                    out,
                    "(stopped by --time-limit {time_limit} s before this set was made minimal)"
                )?,
            }
            for h in hints {
                let instead = match &h.instead {
                    Some(list) => outcomes(list),
                    None => format!("something not counted within --time-limit {time_limit} s"),
                };
                writeln!(
                    out,
                    "  port {} shows {}, but on boards meeting the others it gives {instead}",
                    h.port, h.observed,
                )?;
            }
        }
        Explanation::Unique(board) => {
            writeln!(out, "unique: exactly one board solves it")?;
            write!(out, "{}", render::puzzle(puzzle, Some(board)))?;
        }
        Explanation::Several {
            count,
            differing,
            ray,
        } => {
            writeln!(
                out,
                "{count} solutions; they differ on {} cells: {}",
                differing.len(),
                cells::list(differing)
            )?;
            match ray {
                Some((port, split)) => writeln!(
                    out,
                    "fire port {port} to tell them apart: it gives {}",
                    outcomes(split)
                )?,
                None => writeln!(out, "every port is fired: no ray can tell them apart")?,
            }
        }
    }
    Ok(())
}

/// A response as in the puzzle JSON (`outcome`, `exit`), with `boards`
/// (a decimal string) where it is the number of boards giving it.
fn response_json(response: Response, boards: Option<&BigUint>) -> Value {
    let (outcome, exit) = outcome(response);
    let mut value = json!({ "outcome": outcome, "exit": exit });
    if let Some(n) = boards {
        value["boards"] = json!(n.to_string());
    }
    value
}

fn split_json(list: &[(Response, BigUint)]) -> Value {
    list.iter()
        .map(|(r, n)| response_json(*r, Some(n)))
        .collect()
}

/// The explanation as one JSON object.
pub fn to_json(explanation: &Explanation) -> Value {
    match explanation {
        Explanation::Inconsistent {
            hints,
            atom_count,
            minimal,
        } => json!({
            "consistent": false,
            "atom_count": atom_count,
            "minimal": minimal,
            "hints": hints.iter().map(|h| json!({
                "port": h.port.number(),
                "observed": response_json(h.observed, None),
                "instead": h.instead.as_deref().map(split_json),
            })).collect::<Vec<_>>(),
        }),
        Explanation::Unexplained(why) => json!({
            "consistent": false,
            "hints": null,
            "stopped": match why {
                Unexplained::Stopped => StopReason::TimeLimit,
                Unexplained::TooBig { .. } => StopReason::Memory,
            },
        }),
        Explanation::Unique(board) => json!({
            "consistent": true,
            "count": "1",
            "solution": board.atoms().collect::<Vec<_>>(),
        }),
        Explanation::Several {
            count,
            differing,
            ray,
        } => json!({
            "consistent": true,
            "count": count.to_string(),
            "differing": differing,
            "ray": ray.as_ref().map(|(port, split)| json!({
                "port": port.number(),
                "split": split_json(split),
            })),
        }),
    }
}

/// The `--json` answer when the time limit stopped the explanation before
/// it could say anything (also `blackbox serve`'s).
pub fn stopped_json() -> Value {
    json!({"consistent": null, "stopped": StopReason::TimeLimit})
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let limit = time_limit(args.time_limit)?;
    let control = limit.control();
    let Ok(explanation) = explain_within(&puzzle, control) else {
        if args.json {
            out.json(&stopped_json())?;
        } else {
            writeln!(out,
                "not explained: stopped by --time-limit {} s (raise it; `solve` prints what is known)",
                args.time_limit
            )?;
        }
        return Ok(ExitCode::SUCCESS);
    };
    if args.json {
        out.json(&to_json(&explanation))?;
    } else {
        print_text(&puzzle, &explanation, args.time_limit, out)?;
    }
    Ok(match explanation {
        Explanation::Inconsistent { .. } | Explanation::Unexplained(_) => {
            ExitCode::from(exit::NEGATIVE)
        }
        _ => ExitCode::SUCCESS,
    })
}
