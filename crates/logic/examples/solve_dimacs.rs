//! Solves one DIMACS file with the default backend (batsat) and prints
//! `sat|unsat parse_ms solve_ms`: the batsat side of
//! `benchsuite/sat-backends/run.sh`.

// A measuring tool, not a command of the binaries: it prints its figures.
#![allow(clippy::disallowed_macros)]

use logic::{default_solver, Cnf, SatResult, SatSolver};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: solve_dimacs FILE.cnf")?;
    let start = Instant::now();
    let cnf = Cnf::from_dimacs(&std::fs::read_to_string(path)?)?;
    let mut solver = default_solver();
    cnf.add_to(&mut solver);
    let loaded = start.elapsed();
    let result = solver.solve();
    let solved = start.elapsed() - loaded;
    let answer = if result == SatResult::Sat {
        "sat"
    } else {
        "unsat"
    };
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!("{answer} {:.1} {:.1}", ms(loaded), ms(solved));
    Ok(())
}
