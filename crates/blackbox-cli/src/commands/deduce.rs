//! `blackbox deduce PUZZLE`: what every solution agrees on (the backbone)
//! and each cell's share of the solutions; `--preprocess` shows seed 001's
//! preprocessing view for comparison. Shares need the exact count: when it
//! runs out of `--count-budget` cubes, the statuses are shown alone; when
//! `--time-limit` stops the backbone, the cells established by then are
//! shown and the others reported unknown (`-`, JSON `"unknown"`); when it
//! stops even consistency, every cell is unknown.

use super::solving::{counting, read_puzzle};
use anyhow::Result;
use blackbox::{render, Dims};
use blackbox_solve::{self as solve, CellStatus, Deduced, Facts, Plan};
use cli_support::Output;
use cli_support::{time_limit, DEFAULT_TIME_LIMIT};
use num_bigint::BigUint;
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Deduce certain atoms, certain empty cells and open cells with their share.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// Also show seed 001's preprocessing (forbidden / fixed / XOR cells).
    #[arg(long)]
    pub preprocess: bool,
    /// Give up the count (and the shares) after this many cubes, or at
    /// once when independent moves of a solution prove it needs more; the
    /// certain and open cells are still shown.
    #[arg(long, default_value_t = 10_000, value_name = "CUBES")]
    pub count_budget: u64,
    /// Stop after this many seconds and print what is known by then.
    #[arg(long, default_value_t = DEFAULT_TIME_LIMIT, value_name = "SECONDS",
          value_parser = cli_support::seconds)]
    pub time_limit: f64,
    /// Print JSON (schema in docs/solver.md).
    #[arg(long)]
    pub json: bool,
}

fn status_name(s: Option<CellStatus>) -> &'static str {
    match s {
        Some(CellStatus::Atom) => "atom",
        Some(CellStatus::Empty) => "empty",
        Some(CellStatus::Open) => "open",
        None => "unknown",
    }
}

fn known_name(k: CellStatus) -> &'static str {
    match k {
        CellStatus::Atom => "fixed",
        CellStatus::Empty => "forbidden",
        CellStatus::Open => "open",
    }
}

/// The table of `render::cell_table` (4 columns a cell), by row-major index.
fn grid(dims: Dims, glyph: impl Fn(usize) -> String) -> String {
    render::cell_table(dims, 4, |cell| glyph(dims.index(cell)))
}

/// What is shown: statuses when established; the count and per-cell atom
/// tallies and shares when counted. Shared with `blackbox serve`.
pub struct View {
    consistent: Option<bool>,
    /// Per cell, `None` where unknown (cut short by the time limit).
    statuses: Option<Vec<Option<CellStatus>>>,
    counted: Option<(BigUint, Vec<(BigUint, f64)>)>,
}

impl View {
    /// The view of what the report established.
    pub fn of(consistent: Option<bool>, deduced: Option<Deduced>) -> View {
        match deduced {
            None => View {
                consistent,
                statuses: None,
                counted: None,
            },
            Some(Deduced::Counted(d)) => View {
                consistent,
                statuses: Some(d.cells.iter().map(|c| Some(c.status)).collect()),
                counted: Some((
                    d.count.clone(),
                    (0..d.cells.len())
                        .map(|i| (d.cells[i].atoms.clone(), d.share(i)))
                        .collect(),
                )),
            },
            Some(Deduced::Backbone(statuses)) => View {
                consistent,
                statuses: Some(statuses.into_iter().map(Some).collect()),
                counted: None,
            },
            Some(Deduced::Partial(statuses)) => View {
                consistent,
                statuses: Some(statuses),
                counted: None,
            },
        }
    }
}

/// The `--json` answer (schema in docs/solver.md).
pub fn to_json(dims: Dims, v: &View, facts: Option<&Facts>) -> serde_json::Value {
    let cells: Vec<_> = dims
        .all_cells()
        .enumerate()
        .map(|(i, cell)| {
            let share = v.counted.as_ref().map(|(_, s)| &s[i]);
            let mut c = json!({
                "cell": cell,
                "status": v.statuses.as_ref().map(|s| status_name(s[i])),
                "atoms": share.map(|s| s.0.to_string()), "share": share.map(|s| s.1),
            });
            if let Some(f) = facts {
                c["preprocess"] = json!(known_name(f.known(cell)));
            }
            c
        })
        .collect();
    let mut out = json!({
        "consistent": v.consistent,
        "count": v.counted.as_ref().map(|(n, _)| n.to_string()),
        "cells": cells,
    });
    if let Some(f) = facts {
        out["xor"] = f.xors().iter().map(|(a, b)| json!([a, b])).collect();
    }
    out
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let dims = puzzle.dims();
    let limit = time_limit(args.time_limit)?;
    let control = limit.control();
    let plan = Plan {
        max_solutions: 10,
        count_budget: args.count_budget,
        deduce: true,
    };
    let report = counting(control, args.count_budget, |control| {
        solve::report(&puzzle, plan, control)
    });
    let stopped = super::solve::why_stopped(&report, args.time_limit, args.count_budget);
    let v = View::of(report.consistent, report.deduced);
    let facts = args.preprocess.then(|| Facts::of(&puzzle));
    if args.json {
        out.json(&to_json(dims, &v, facts.as_ref()))?;
    } else {
        match (&v.counted, v.consistent) {
            (Some((n, _)), _) => writeln!(out, "solutions: {n}")?,
            (None, None) => writeln!(out, "solutions: unknown; {stopped}")?,
            (None, Some(_)) => match &report.count {
                solve::Count::AtLeast(n) => writeln!(out, "solutions: at least {n}; {stopped}")?,
                solve::Count::Exact(n) => writeln!(out, "solutions: {n}")?,
            },
        }
        match &v.statuses {
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
        if let Some((_, shares)) = &v.counted {
            writeln!(out, "share of solutions with an atom (%)")?;
            write!(
                out,
                "{}",
                grid(dims, |i| format!("{:.0}", 100.0 * shares[i].1))
            )?;
        }
        if let Some(f) = &facts {
            writeln!(
                out,
                "seed 001 preprocessing: forbidden x, fixed o, XOR ?, open ."
            )?;
            write!(out, "{}", f.render())?;
        }
    }
    Ok(if v.consistent == Some(false) {
        ExitCode::from(cli_support::exit::NEGATIVE)
    } else {
        ExitCode::SUCCESS
    })
}
