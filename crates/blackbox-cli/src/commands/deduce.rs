//! `blackbox deduce PUZZLE`: what every solution agrees on (the backbone)
//! and each cell's share of the solutions; `--preprocess` shows the ACM-contest solver's
//! preprocessing view for comparison. Shares need the exact count: when it
//! runs out of `--count-budget` cubes, the statuses are shown alone; when
//! `--time-limit` stops the backbone, the cells established by then are
//! shown and the others reported unknown (`-`, JSON `"unknown"`); when it
//! stops even consistency, every cell is unknown.
//!
//! `--why CELL` (a name such as `C4`, or `ROW,COL` from 1) explains one
//! cell instead: for a certain cell the fired rays that force it, in the
//! rules' words, with each ray's possible paths (blackbox_app::why); for
//! another, its share. `--why all` explains every certain cell.

use super::partial::why_stopped;
use super::solving::counting;
use crate::args::{CountBudget, Json, TimeLimit};
use crate::input::read_puzzle;
use anyhow::Result;
use blackbox::{render, Dims};
use blackbox_app::deduce::{deduce, DeduceAnswer, DeduceRequest};
use blackbox_app::draw::share_text;
use blackbox_app::solver::{CellStatus, Count, StopReason};
use blackbox_app::why::{why, CellWhyAnswer, Cells, WhyAnswer, WhyRequest};
use blackbox_app::Answer;
use cli_support::time_limit;
use cli_support::Output;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Certain atoms, certain empty cells, and each cell's share of the solutions.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Also show what the rays settle without any search, as the
    /// ACM-contest solver's preprocessing reads them: cells with no atom,
    /// atoms, and pairs of cells of which exactly one holds an atom.
    #[arg(long)]
    pub preprocess: bool,
    /// Say why a cell is certain (the rays that force it) or how likely
    /// an atom is there: a cell as the board labels it, `C4` (row letter,
    /// column number), or `3,4` (row and column from 1); `all` explains
    /// every certain cell.
    #[arg(long, value_name = "CELL|all")]
    pub why: Option<String>,
    /// With --why: for each ray of an explanation, a board that fits the
    /// others with the cell the other way (what leaving it out allows).
    #[arg(long, requires = "why")]
    pub counter_boards: bool,
    #[command(flatten)]
    pub count_budget: CountBudget,
    #[command(flatten)]
    pub time_limit: TimeLimit,
    #[command(flatten)]
    pub json: Json,
}

/// The table of `render::cell_table` (4 columns a cell), by row-major index.
fn grid(dims: Dims, glyph: impl Fn(usize) -> String) -> String {
    render::cell_table(dims, 4, |cell| glyph(dims.index(cell)))
}

/// What `--preprocess`'s picture shows, in words.
const PREPROCESS_KEY: &str = "what the rays settle without any search (the ACM-contest solver's \
     preprocessing): x no atom, o an atom, ? one of two cells of which exactly one holds an atom, \
     . not settled by it";

/// Runs the command: the use case, then the answer as JSON or text.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let dims = puzzle.dims();
    let budget = args.count_budget.count_budget;
    let limit = time_limit(args.time_limit.time_limit)?;
    if let Some(which) = &args.why {
        let cells = match which.trim() {
            "all" => Cells::Certain,
            cell => Cells::One(
                dims.parse_cell(cell)
                    .map_err(|e| anyhow::anyhow!("--why {}: {e}", input_text::quoted(cell)))?,
            ),
        };
        let request = WhyRequest {
            cells,
            counter_boards: args.counter_boards,
            count_budget: budget,
            fired: None,
        };
        let answer = why(&puzzle, &request, limit.control());
        return print_why(&answer, args, out);
    }
    let request = DeduceRequest {
        count_budget: budget,
        preprocess: args.preprocess,
    };
    let deduction = counting(limit.control(), budget, |control| {
        deduce(&puzzle, &request, control)
    });
    let report = &deduction.report;
    let stopped = why_stopped(report, args.time_limit.time_limit, budget);
    if args.json.json {
        writeln!(out, "{}", DeduceAnswer::of(&deduction).json())?;
    } else {
        match (&deduction.counted, report.consistent) {
            (Some((n, _)), _) => writeln!(out, "solutions: {n}")?,
            (None, None) => writeln!(out, "solutions: unknown; {stopped}")?,
            (None, Some(_)) => match &report.count {
                Count::AtLeast(n) => writeln!(out, "solutions: at least {n}; {stopped}")?,
                Count::Exact(n) => writeln!(out, "solutions: {n}")?,
            },
        }
        match &deduction.statuses {
            Some(statuses) => {
                if statuses.contains(&None) {
                    writeln!(
                        out,
                        "certain atom O, certain empty ., open ?, unknown - ({stopped})"
                    )?;
                } else {
                    writeln!(out, "certain atom O, certain empty ., open ?")?;
                }
                write!(
                    out,
                    "{}",
                    grid(dims, |i| match statuses[i] {
                        Some(CellStatus::Atom) => "O".into(),
                        Some(CellStatus::Empty) => ".".into(),
                        Some(CellStatus::Open) => "?".into(),
                        None => "-".into(),
                    })
                )?;
            }
            None => writeln!(out, "cells: unknown; {stopped}")?,
        }
        if let Some((_, shares)) = &deduction.counted {
            writeln!(out, "share of solutions with an atom (%)")?;
            let statuses = deduction.statuses.as_deref().unwrap_or_default();
            write!(
                out,
                "{}",
                grid(dims, |i| match statuses.get(i).copied().flatten() {
                    Some(CellStatus::Atom) => "100".into(),
                    Some(CellStatus::Empty) => "0".into(),
                    // Never 0 or 100 for a cell that is still open.
                    _ => share_text(shares[i].1),
                })
            )?;
        }
        if let Some(f) = &deduction.facts {
            writeln!(out, "{PREPROCESS_KEY}")?;
            let paired = |cell| f.xors().iter().any(|&(a, b)| a == cell || b == cell);
            let glyph = |cell| match f.known(cell) {
                CellStatus::Empty => "x",
                CellStatus::Atom => "o",
                CellStatus::Open if paired(cell) => "?",
                CellStatus::Open => ".",
            };
            write!(out, "{}", render::cell_table(dims, 4, |c| glyph(c).into()))?;
        }
    }
    Ok(if report.consistent == Some(false) {
        ExitCode::from(cli_support::exit::NEGATIVE)
    } else {
        ExitCode::SUCCESS
    })
}

/// Possible paths of a ray listed in the text (`--json` has them all).
const PATHS_SHOWN: usize = 5;

/// Prints `--why`'s answer as JSON or text; exit code 1 when the puzzle
/// has no solution.
fn print_why(answer: &WhyAnswer, args: &Args, out: &mut Output) -> Result<ExitCode> {
    if args.json.json {
        writeln!(out, "{}", answer.json())?;
    } else {
        if answer.cells.is_empty() && answer.consistent == Some(true) {
            writeln!(out, "no cell is certain yet")?;
        }
        for cell in &answer.cells {
            write_why(cell, out)?;
        }
        match (answer.consistent, answer.stopped) {
            (Some(false), _) => writeln!(out, "no board fits these rays: nothing to explain")?,
            (_, Some(StopReason::Memory)) => writeln!(
                out,
                "not explained: the rays' encoding would pass {} clauses",
                blackbox_app::solver::CONFLICT_MAX_CLAUSES
            )?,
            (_, Some(_)) => writeln!(
                out,
                "stopped by --time-limit {} s: cells not reached are not explained",
                args.time_limit.time_limit
            )?,
            _ => {}
        }
    }
    Ok(if answer.consistent == Some(false) {
        ExitCode::from(cli_support::exit::NEGATIVE)
    } else {
        ExitCode::SUCCESS
    })
}

/// One cell's explanation as text: the words, then each ray's possible
/// paths as the cells they pass, and the counter-boards when asked for.
fn write_why(cell: &CellWhyAnswer, out: &mut Output) -> Result<()> {
    writeln!(out, "{}: {}", cell.name, cell.text)?;
    let Some(forced) = &cell.forced else {
        return Ok(());
    };
    for ray in &forced.rays {
        let paths = &ray.path_names;
        match (paths.len(), ray.paths_complete) {
            (0, _) => writeln!(
                out,
                "  ray {}: its paths were not listed before the time limit",
                ray.port
            )?,
            (1, true) => writeln!(out, "  ray {}'s path: {}", ray.port, paths[0])?,
            (n, true) => {
                writeln!(out, "  ray {}'s {n} possible paths:", ray.port)?;
                for path in paths.iter().take(PATHS_SHOWN) {
                    writeln!(out, "    {path}")?;
                }
                if n > PATHS_SHOWN {
                    writeln!(out, "    (and {} more: --json lists them)", n - PATHS_SHOWN)?;
                }
            }
            (_, false) => writeln!(
                out,
                "  ray {}: one of its many possible paths: {}",
                ray.port,
                paths.first().map_or("", String::as_str)
            )?,
        }
    }
    for counter in forced.counter_boards.iter().flatten() {
        let atoms: Vec<String> = counter.atoms.iter().map(|c| c.name()).collect();
        let left_out = match counter.without_ray {
            Some(port) => format!("ray {port}"),
            None => "the atom count".into(),
        };
        writeln!(
            out,
            "  without {left_out}: atoms {} ({})",
            atoms.join(" "),
            counter.text
        )?;
    }
    Ok(())
}
