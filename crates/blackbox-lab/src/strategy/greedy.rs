//! One-ray greedy players: fire the port whose split scores best, guess when
//! the candidates are indistinguishable.
//!
//! - `minimax` (seed 002 §4.2): smallest worst-case part;
//! - `expected`: smallest expected part;
//! - `entropy`: most bits of information per expected point of cost.
//!
//! Ties go to the lower port number, so the players are deterministic.

use super::split::{self, SplitStats};
use super::{Decision, State, Strategy, StrategySpec};
use blackbox::Result;
use logic::Control;
use rand::Rng;

/// What a greedy player minimises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Criterion {
    /// Worst-case remaining candidates, then expected.
    Minimax,
    /// Expected remaining candidates, then worst case.
    Expected,
    /// Minus bits per point.
    Entropy,
}

/// A greedy player.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Greedy(pub Criterion);

impl Greedy {
    /// The sort key of a split: lower is better. Keys are rounded to 1e-9 so
    /// that splits equal up to floating-point summation order (such as those
    /// of symmetric ports) tie, and the lower port wins.
    pub(crate) fn key(self, s: &SplitStats) -> (f64, f64) {
        let (a, b) = match self.0 {
            Criterion::Minimax => (s.worst as f64, s.expected),
            Criterion::Expected => (s.expected, s.worst as f64),
            Criterion::Entropy => (-s.entropy / s.cost, s.expected),
        };
        let round = |x: f64| (x * 1e9).round() / 1e9;
        (round(a), round(b))
    }
}

/// The guess of a player that stops only when nothing more can be learnt:
/// the first candidate, or the best guess if candidates still differ.
pub(crate) fn final_guess(state: &State) -> Decision {
    let u = state.universe;
    let g = if split::single_class(u, state.candidates) {
        state.candidates[0]
    } else {
        split::best_guess(u, state.candidates).0
    };
    Decision::Guess(u.cells(g).to_vec())
}

impl Strategy for Greedy {
    fn name(&self) -> String {
        let spec = match self.0 {
            Criterion::Minimax => StrategySpec::Minimax,
            Criterion::Expected => StrategySpec::Expected,
            Criterion::Entropy => StrategySpec::Entropy,
        };
        spec.to_string()
    }

    fn decide(&self, state: &State, _: &mut dyn Rng, _: &Control) -> Result<Decision> {
        Ok(self.choose(state))
    }
}

impl Greedy {
    /// The port with the best key, or the final guess (quick: one pass
    /// over the candidates, so no poll of the control).
    fn choose(&self, state: &State) -> Decision {
        let u = state.universe;
        if split::single_class(u, state.candidates) {
            return final_guess(state);
        }
        let stats = split::all_stats(u, state.candidates);
        state
            .unknown_ports()
            .map(|p| (p, stats[p]))
            .filter(|(_, s)| s.parts > 1)
            .min_by(|a, b| {
                let (ka, kb) = (self.key(&a.1), self.key(&b.1));
                ka.0.total_cmp(&kb.0)
                    .then(ka.1.total_cmp(&kb.1))
                    .then(a.0.cmp(&b.0))
            })
            .map_or_else(|| final_guess(state), |(p, _)| Decision::Fire(p))
    }
}
