//! `blackbox solve PUZZLE`: is the puzzle consistent, its solutions (drawn),
//! their exact number, and whether it is unique.
//!
//! Exit codes: 0 consistent, 1 inconsistent, 2 bad input. JSON schema:
//! `docs/solver.md`.

use super::solving::{atoms_json, read_puzzle, verified, EngineArg};
use anyhow::{bail, Result};
use blackbox::render;
use blackbox::solve::Query;
use num_bigint::BigUint;
use std::path::PathBuf;
use std::process::ExitCode;

/// Solve a puzzle: consistency, solutions, exact count, uniqueness.
#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file (any format; a board file means its full feedback).
    pub puzzle: PathBuf,
    /// The engine: `sat` (default) or `brute` (seed 001's method).
    #[arg(long, value_enum, default_value = "sat")]
    pub engine: EngineArg,
    /// List at most this many solutions.
    #[arg(long, default_value_t = 10)]
    pub max_solutions: usize,
    /// Print JSON: {"consistent","count","complete","unique","solutions"}.
    #[arg(long)]
    pub json: bool,
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let query = Query {
        max_solutions: args.max_solutions,
        count: true,
    };
    let Some(found) = args.engine.engine().solve(&puzzle, query) else {
        bail!("the {:?} engine gave up", args.engine);
    };
    let count = found.count.unwrap_or_default();
    let boards = found
        .boards
        .iter()
        .map(|b| verified(&puzzle, b))
        .collect::<Result<Vec<_>>>()?;
    let consistent = count > BigUint::ZERO;
    let complete = BigUint::from(boards.len()) == count;
    let unique = count == BigUint::from(1u32);
    if args.json {
        let solutions: Vec<_> = boards.iter().map(|b| atoms_json(b)).collect();
        // `count` may exceed every machine integer: written as a JSON number
        // literal of arbitrary length.
        println!(
            "{{\"consistent\":{consistent},\"count\":{count},\"complete\":{complete},\"unique\":{unique},\"solutions\":{}}}",
            serde_json::Value::from(solutions)
        );
    } else {
        println!("consistent: {}", if consistent { "yes" } else { "no" });
        println!(
            "solutions: {count}{}",
            if unique { " (unique)" } else { "" }
        );
        if !complete && !boards.is_empty() {
            println!("showing the first {} of {count}", boards.len());
        }
        for (i, board) in boards.iter().enumerate() {
            println!("\nsolution {}: atoms {:?}", i + 1, board.atom_pairs());
            print!("{}", render::puzzle(&puzzle, Some(board)));
        }
    }
    Ok(if consistent {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
