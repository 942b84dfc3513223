//! `blackbox deduce PUZZLE`: what every solution agrees on (the backbone)
//! and each cell's share of the solutions; `--preprocess` shows seed 001's
//! preprocessing view for comparison. Shares need the exact count: when it
//! runs out of `--count-budget` cubes, the statuses are shown alone.

use super::solving::{counting, read_puzzle};
use anyhow::Result;
use blackbox::Dims;
use blackbox_solve::{deduce_within, CellStatus, Deduced};
use blackbox_solve::{Facts, Known};
use num_bigint::BigUint;
use serde_json::json;
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
    /// Give up the count (and the shares) after this many cubes; the
    /// certain and open cells are still shown.
    #[arg(long, default_value_t = 10_000, value_name = "CUBES")]
    pub count_budget: u64,
    /// Print JSON (schema in docs/solver.md).
    #[arg(long)]
    pub json: bool,
}

fn status_name(s: CellStatus) -> &'static str {
    match s {
        CellStatus::Atom => "atom",
        CellStatus::Empty => "empty",
        CellStatus::Open => "open",
    }
}

fn known_name(k: Known) -> &'static str {
    match k {
        Known::Atom => "fixed",
        Known::Empty => "forbidden",
        Known::Open => "open",
    }
}

/// Rows of glyphs with column numbers above and row numbers on the left,
/// both counting from 1 as people number cells.
fn grid(dims: Dims, glyph: impl Fn(usize) -> String) -> String {
    let mut out = String::from("    ");
    for c in 1..=dims.cols() {
        out.push_str(&format!("{c:>4}"));
    }
    out.push('\n');
    for r in 0..dims.rows() {
        out.push_str(&format!("{:>4}", r + 1));
        for c in 0..dims.cols() {
            out.push_str(&format!("{:>4}", glyph(r * dims.cols() + c)));
        }
        out.push('\n');
    }
    out
}

/// What is shown: statuses always; the count and per-cell atom tallies
/// and shares when counted.
struct View {
    statuses: Vec<CellStatus>,
    counted: Option<(BigUint, Vec<(BigUint, f64)>)>,
}

impl View {
    fn of(deduced: Deduced) -> View {
        match deduced {
            Deduced::Counted(d) => View {
                statuses: d.cells.iter().map(|c| c.status).collect(),
                counted: Some((
                    d.count.clone(),
                    (0..d.cells.len())
                        .map(|i| (d.cells[i].atoms.clone(), d.share(i)))
                        .collect(),
                )),
            },
            Deduced::Backbone(statuses) => View {
                statuses,
                counted: None,
            },
        }
    }

    /// A count that ran out of budget means several solutions.
    fn consistent(&self) -> bool {
        self.counted.as_ref().is_none_or(|(n, _)| n.bits() > 0)
    }
}

fn to_json(dims: Dims, v: &View, facts: Option<&Facts>) -> serde_json::Value {
    let cells: Vec<_> = dims
        .all_cells()
        .enumerate()
        .map(|(i, cell)| {
            let share = v.counted.as_ref().map(|(_, s)| &s[i]);
            let mut c = json!({
                "cell": cell,
                "status": status_name(v.statuses[i]),
                "atoms": share.map(|s| s.0.to_string()), "share": share.map(|s| s.1),
            });
            if let Some(f) = facts {
                c["preprocess"] = json!(known_name(f.known(cell)));
            }
            c
        })
        .collect();
    let mut out = json!({
        "consistent": v.consistent(),
        "count": v.counted.as_ref().map(|(n, _)| n.to_string()),
        "cells": cells,
    });
    if let Some(f) = facts {
        out["xor"] = f.xors().iter().map(|(a, b)| json!([a, b])).collect();
    }
    out
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let dims = puzzle.dims();
    let v = View::of(counting(args.count_budget, || {
        deduce_within(&puzzle, args.count_budget)
    }));
    let facts = args.preprocess.then(|| Facts::of(&puzzle));
    if args.json {
        cli_support::print_json(&to_json(dims, &v, facts.as_ref()))?;
    } else {
        match &v.counted {
            Some((n, _)) => println!("solutions: {n}"),
            None => println!(
                "solutions: several; not counted within {} cubes (raise --count-budget)",
                args.count_budget
            ),
        }
        println!("certain atom O, certain empty ., open ?");
        print!(
            "{}",
            grid(dims, |i| match v.statuses[i] {
                CellStatus::Atom => "O".into(),
                CellStatus::Empty => ".".into(),
                CellStatus::Open => "?".into(),
            })
        );
        if let Some((_, shares)) = &v.counted {
            println!("share of solutions with an atom (%)");
            print!("{}", grid(dims, |i| format!("{:.0}", 100.0 * shares[i].1)));
        }
        if let Some(f) = &facts {
            println!("seed 001 preprocessing: forbidden x, fixed o, XOR ?, open .");
            print!("{}", f.render());
        }
    }
    Ok(if v.consistent() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(cli_support::exit::NEGATIVE)
    })
}
