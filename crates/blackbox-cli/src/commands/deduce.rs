//! `blackbox deduce PUZZLE`: what every solution agrees on (the backbone)
//! and each cell's share of the solutions; `--preprocess` shows seed 001's
//! preprocessing view for comparison.

use super::solving::read_puzzle;
use anyhow::Result;
use blackbox::solve::preprocess::{Facts, Known};
use blackbox::solve::{deduce, CellStatus, Deduction};
use blackbox::Dims;
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

/// Rows of glyphs with column digits above and row numbers on the left.
fn grid(dims: Dims, glyph: impl Fn(usize) -> String) -> String {
    let mut out = String::from("    ");
    for c in 0..dims.cols() {
        out.push_str(&format!("{:>4}", c));
    }
    out.push('\n');
    for r in 0..dims.rows() {
        out.push_str(&format!("{r:>4}"));
        for c in 0..dims.cols() {
            out.push_str(&format!("{:>4}", glyph(r * dims.cols() + c)));
        }
        out.push('\n');
    }
    out
}

fn to_json(d: &Deduction, facts: Option<&Facts>) -> serde_json::Value {
    let cells: Vec<_> = d
        .cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut v = json!({
                "row": c.cell.row(), "col": c.cell.col(),
                "status": status_name(c.status),
                "atoms": c.atoms.to_string(), "share": d.share(i),
            });
            if let Some(f) = facts {
                v["preprocess"] = json!(known_name(f.known(c.cell)));
            }
            v
        })
        .collect();
    let mut out = json!({
        "consistent": d.count.bits() > 0,
        "count": d.count.to_string(),
        "cells": cells,
    });
    if let Some(f) = facts {
        out["xor"] = f
            .xors()
            .iter()
            .map(|(a, b)| json!([[a.row(), a.col()], [b.row(), b.col()]]))
            .collect();
    }
    out
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let d = deduce(&puzzle);
    let facts = args.preprocess.then(|| Facts::of(&puzzle));
    let consistent = d.count.bits() > 0;
    if args.json {
        println!("{}", to_json(&d, facts.as_ref()));
    } else {
        println!("solutions: {}", d.count);
        println!("certain atom O, certain empty ., open ?");
        print!(
            "{}",
            grid(puzzle.dims(), |i| match d.cells[i].status {
                CellStatus::Atom => "O".into(),
                CellStatus::Empty => ".".into(),
                CellStatus::Open => "?".into(),
            })
        );
        println!("share of solutions with an atom (%)");
        print!(
            "{}",
            grid(puzzle.dims(), |i| format!("{:.0}", 100.0 * d.share(i)))
        );
        if let Some(f) = &facts {
            println!("seed 001 preprocessing: forbidden x, fixed o, XOR ?, open .");
            print!("{}", f.render());
        }
    }
    Ok(if consistent {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
