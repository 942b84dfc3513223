//! The solver behind the assistant, `--unique` and the check's twins.
//!
//! Until the SAT solver is wired in, the library's exact enumeration
//! ([`BruteForce`]) serves boards whose candidate count is small; bigger
//! games play without an assistant.

use blackbox::game::assistant::{BruteForce, Oracle};
use blackbox::game::GameId;

/// Most candidate boards the enumeration is allowed to visit.
const ENUMERATION_LIMIT: f64 = 20_000.0;

/// The oracle for games of `id`, if one can answer in reasonable time.
pub fn for_game(id: GameId) -> Option<Box<dyn Oracle>> {
    let cells = id.dims().cells();
    let candidates: f64 = (id.atoms().min()..=id.atoms().max(cells))
        .map(|k| binomial(cells, k))
        .sum();
    (candidates <= ENUMERATION_LIMIT).then(|| Box::new(BruteForce) as Box<dyn Oracle>)
}

fn binomial(n: usize, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}
