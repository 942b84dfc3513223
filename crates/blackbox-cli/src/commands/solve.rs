//! `blackbox solve PUZZLE`: is the puzzle consistent, its solutions (drawn),
//! their exact number, and whether it is unique.
//!
//! The SAT engine's count stops after `--count-budget` cubes (big boards
//! with full feedback can need millions); consistency and uniqueness are then
//! decided without the count ([`blackbox_solve::uniqueness`]) and the count is
//! reported as unknown (`null` in JSON).
//!
//! Exit codes: 0 consistent, 1 inconsistent, 2 bad input. JSON schema:
//! `docs/solver.md`.

use super::solving::{atoms_json, counting, read_puzzle, verified, EngineArg};
use crate::cells;
use anyhow::{bail, Result};
use blackbox::render;
use blackbox::Puzzle;
use blackbox_solve::{self as solve, Query, Uniqueness};
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
    /// Give up the exact count (SAT engine) after this many cubes, and
    /// report it as unknown; uniqueness is still decided.
    #[arg(long, default_value_t = 10_000, value_name = "CUBES")]
    pub count_budget: u64,
    /// Print JSON: {"consistent","count","complete","unique","solutions"}.
    #[arg(long)]
    pub json: bool,
}

/// The exact count within `budget` cubes, with a spinner on a terminal.
/// When the budget runs out, the uniqueness decision still tells 0 and 1
/// apart from "several", which is `None`.
fn bounded_count(puzzle: &Puzzle, budget: u64) -> Option<BigUint> {
    let count = counting(budget, || solve::count_within(puzzle, budget));
    count.or_else(|| match solve::uniqueness(puzzle) {
        Uniqueness::Inconsistent => Some(BigUint::ZERO),
        Uniqueness::Unique(_) => Some(BigUint::from(1u32)),
        Uniqueness::Several(..) => None,
    })
}

/// Runs the command.
pub fn run(args: &Args) -> Result<ExitCode> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let sat = matches!(args.engine, EngineArg::Sat);
    let query = Query {
        max_solutions: args.max_solutions,
        count: !sat,
    };
    let Some(found) = args.engine.engine().solve(&puzzle, query) else {
        bail!("the {:?} engine gave up", args.engine);
    };
    let boards = found
        .boards
        .iter()
        .map(|b| verified(&puzzle, b))
        .collect::<Result<Vec<_>>>()?;
    let count = found
        .count
        .or_else(|| bounded_count(&puzzle, args.count_budget));
    // No count means several solutions (see `bounded_count`).
    let consistent = count.as_ref().is_none_or(|n| *n > BigUint::ZERO);
    let unique = count == Some(BigUint::from(1u32));
    let complete = count.as_ref() == Some(&BigUint::from(boards.len()));
    if args.json {
        let solutions: Vec<_> = boards.iter().map(|b| atoms_json(b)).collect();
        // `count` may exceed every machine integer: written as a JSON number
        // literal of arbitrary length (`null` when the budget ran out).
        let count = count.map_or("null".to_string(), |n| n.to_string());
        println!(
            "{{\"consistent\":{consistent},\"count\":{count},\"complete\":{complete},\"unique\":{unique},\"solutions\":{}}}",
            serde_json::Value::from(solutions)
        );
    } else {
        println!("consistent: {}", if consistent { "yes" } else { "no" });
        let total = match &count {
            Some(n) if unique => format!("{n} (unique)"),
            Some(n) => n.to_string(),
            None => format!(
                "several; not counted within {} cubes (raise --count-budget)",
                args.count_budget
            ),
        };
        println!("solutions: {total}");
        if !complete && !boards.is_empty() {
            match &count {
                Some(n) => println!("showing the first {} of {n}", boards.len()),
                None => println!("showing the first {}", boards.len()),
            }
        }
        for (i, board) in boards.iter().enumerate() {
            let atoms: Vec<_> = board.atoms().collect();
            println!("\nsolution {}: atoms {}", i + 1, cells::list(&atoms));
            print!("{}", render::puzzle(&puzzle, Some(board)));
        }
    }
    Ok(if consistent {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(cli_support::exit::NEGATIVE)
    })
}
