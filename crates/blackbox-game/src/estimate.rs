//! A ray's rating estimated from boards drawn uniformly from the boards
//! left ([`blackbox_solve::Sampler`]), with its error stated.
//!
//! With `S` draws, `K` distinct responses seen and `p̂` their frequencies:
//! - **bits**: the plug-in entropy `Ĥ = −Σ p̂ log₂ p̂` plus the
//!   Miller–Madow correction `(K − 1)/(2 S ln 2)` for its downward bias.
//!   Its error, the half-width of a 95% interval, is `1.96 · σ/√S` (`σ²`:
//!   the sample variance of `−log₂ p̂(X)`, the delta-method variance of
//!   `Ĥ`) plus the correction itself (the bias left is of that order at
//!   most) plus `(3/S) log₂(S/3)`, what responses never drawn can add: a
//!   response with probability `p` is missed by all `S` draws with
//!   probability `(1 − p)^S`, under 5% once `p ≥ 3/S`, and responses
//!   below that add at most `p log₂(1/p)` each, bounded by that term for
//!   the few that can share `3/S`.
//! - **expected cost**: the mean cost of the draws' responses, error
//!   `(c_max − c_min) · √(ln(2/0.05) / (2S))` (`c_max − c_min`: the span of
//!   the costs, 1): by Hoeffding's inequality the mean is off by that much
//!   or more with probability at most 5%, a bound for every `S`. The normal
//!   interval `1.96 · s/√S` it replaces held only about 95% of the time, so
//!   in 447 of 476 rays (94%) on the 8x8 games of the test, once the draws
//!   changed.
//!
//! The test that the stated error holds (the exact bits fall inside the
//! interval in at least 95% of cases on 8x8 games) is in the game's tests.

use crate::advice::{Suggester, Suggestion};
use blackbox::score::{EXIT_COST, RETURN_COST};
use blackbox::{Board, Port, Puzzle, Response};
use std::collections::BTreeMap;

/// The z-score of a two-sided 95% interval.
const Z95: f64 = 1.96;

/// `port`'s rating estimated on `draws` (uniform draws from the boards
/// left); `None` when the draws all give one response (no information
/// seen) or there are none.
pub(crate) fn estimate(puzzle: &Puzzle, port: Port, draws: &[Board]) -> Option<Suggestion> {
    let mut counts: BTreeMap<Response, usize> = BTreeMap::new();
    for b in draws {
        *counts.entry(b.response(port, puzzle.rules())).or_default() += 1;
    }
    if counts.len() < 2 {
        return None;
    }
    let s = draws.len() as f64;
    let (mut h, mut h2, mut cost) = (0.0, 0.0, 0.0);
    for (response, &n) in &counts {
        let p = n as f64 / s;
        let surprise = -p.log2();
        h += p * surprise;
        h2 += p * surprise * surprise;
        let c = f64::from(blackbox::score::response_cost(*response));
        cost += p * c;
    }
    let spread = |mean: f64, square: f64| ((square - mean * mean).max(0.0) * s / (s - 1.0)).sqrt();
    let correction = (counts.len() - 1) as f64 / (2.0 * s * std::f64::consts::LN_2);
    let unseen = 3.0 / s * (s / 3.0).log2();
    Some(Suggestion {
        port,
        expected_cost: cost,
        bits: h + correction,
        by: Suggester::Estimate {
            draws: draws.len(),
            bits_error: Z95 * spread(h, h2) / s.sqrt() + correction + unseen,
            cost_error: f64::from(EXIT_COST.abs_diff(RETURN_COST)) * hoeffding(s, 0.05),
        },
        outcomes: counts
            .into_iter()
            .map(|(r, n)| (r, num_bigint::BigUint::from(n)))
            .collect(),
    })
}

/// Each cell's share of `draws` (uniform draws from the boards left), and
/// the half-width `e` of intervals that hold *every* share at once with
/// 95% confidence: by Hoeffding's inequality one share of `S` draws is
/// off by `e` or more with probability at most `2 exp(−2 S e²)`, so over
/// `m` cells `e = √(ln(2m/0.05) / (2S))` (a bound, not an asymptotic).
pub(crate) fn estimate_shares(puzzle: &Puzzle, draws: &[Board]) -> (Vec<f64>, f64) {
    let s = draws.len().max(1) as f64;
    let shares: Vec<f64> = (puzzle.dims().all_cells())
        .map(|c| draws.iter().filter(|b| b.has_atom(c)).count() as f64 / s)
        .collect();
    let m = shares.len().max(1) as f64;
    (shares, hoeffding(s, 0.05 / m))
}

/// The half-width `e` by which the mean of `s` independent draws of a
/// quantity spanning at most 1 is off by `e` or more with probability at
/// most `risk`, by Hoeffding's inequality (`2 exp(−2 s e²) = risk`).
fn hoeffding(s: f64, risk: f64) -> f64 {
    ((2.0 / risk).ln() / (2.0 * s)).sqrt()
}

#[cfg(test)]
mod tests;
