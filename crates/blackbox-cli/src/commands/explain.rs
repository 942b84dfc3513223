//! `blackbox explain PUZZLE`: for an inconsistent puzzle a minimal set of
//! hints that cannot hold together and why; for several solutions the cells
//! on which they differ and the ray that would tell them apart. `--json`
//! gives the same as one object (schema in docs/solver.md). Past
//! `--time-limit` before consistency is decided it says it stopped (exit
//! 0; `solve` then tells what is known); once the puzzle is known to be
//! inconsistent it says so (exit 1) with as much of the conflict as was
//! found by then (none when its search was stopped or would not fit in
//! memory).

use crate::args::{Json, TimeLimit};
use crate::cells;
use crate::input::read_puzzle;
use anyhow::Result;
use blackbox::{render, Dims, Port, Puzzle, Response};
use blackbox_app::explain::{explain, ExplainAnswer};
use blackbox_app::solver::{Explanation, Unexplained, CONFLICT_MAX_CLAUSES};
use blackbox_app::Answer;
use cli_support::exit;
use cli_support::time_limit;
use cli_support::Output;
use num_bigint::BigUint;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Explain why a puzzle has no solution, or how its solutions differ.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    #[command(flatten)]
    pub json: Json,
    #[command(flatten)]
    pub time_limit: TimeLimit,
}

/// What the ray from `port` gives on how many boards, in words: "a hit on
/// 316 boards, leaving at 5 on 1 board".
fn outcomes(dims: Dims, port: Port, list: &[(Response, BigUint)]) -> String {
    if list.is_empty() {
        return "nothing at all (the rest cannot hold either)".into();
    }
    let parts: Vec<String> = list
        .iter()
        .map(|(r, n)| {
            format!(
                "{} on {n} board{}",
                r.words(dims, port),
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
                .map(|h| {
                    format!(
                        "ray {}: {}",
                        h.port,
                        h.observed.words(puzzle.dims(), h.port)
                    )
                })
                .collect();
            let count = if *atom_count {
                format!(" with {} atoms", puzzle.atoms())
            } else {
                String::new()
            };
            writeln!(
                out,
                "inconsistent: these hints cannot hold together{count}: {}",
                list.join("; ")
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
                    Some(list) => outcomes(puzzle.dims(), h.port, list),
                    None => format!("something not counted within --time-limit {time_limit} s"),
                };
                writeln!(
                    out,
                    "  ray {}: {}; on the boards that fit the others it gives {instead}",
                    h.port,
                    h.observed.words(puzzle.dims(), h.port),
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
                    "fire ray {port} to tell them apart: it gives {}",
                    outcomes(puzzle.dims(), *port, split)
                )?,
                None => writeln!(out, "every port is fired: no ray can tell them apart")?,
            }
        }
    }
    Ok(())
}

/// Runs the command: the use case, then the answer as JSON or text.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let seconds = args.time_limit.time_limit;
    let limit = time_limit(seconds)?;
    let explanation = explain(&puzzle, limit.control());
    match &explanation {
        _ if args.json.json => writeln!(out, "{}", ExplainAnswer::of(explanation.as_ref()).json())?,
        Some(explanation) => print_text(&puzzle, explanation, seconds, out)?,
        None => writeln!(
            out,
            "not explained: stopped by --time-limit {seconds} s (raise it; `solve` prints what is known)",
        )?,
    }
    Ok(match explanation {
        Some(Explanation::Inconsistent { .. } | Explanation::Unexplained(_)) => {
            ExitCode::from(exit::NEGATIVE)
        }
        _ => ExitCode::SUCCESS,
    })
}
