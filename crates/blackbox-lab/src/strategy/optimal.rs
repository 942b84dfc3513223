//! The optimal player for small boards: exact expectimax over candidate sets.
//!
//! `V(S)` is the least expected score still to pay from candidate set `S`
//! (hidden boards equally likely): 0 when `S` is one class, otherwise the
//! cheaper of guessing now (the best guess among the candidates) and firing
//! the best port, `cost(p) + sum |S_o| / |S| * V(S_o)` over its outcomes.
//! Values are memoised per candidate set; a port is abandoned as soon as its
//! partial sum reaches the best value found (values are never negative), so
//! the result is exact. Guesses are drawn from the candidates' classes.
//! `V(all boards)` is the true minimum expected score under that rule: the
//! yardstick for every other player.
//!
//! The search polls the caller's [`Control`] at every candidate set it
//! values and answers [`blackbox::Error::Interrupted`] once cancelled;
//! only finished values enter the memo, so a stopped search leaves it
//! exact.

use super::cache::Cache;
use super::split::{self, all_stats};
use super::{Decision, State, Strategy, StrategySpec, Universe};
use crate::experiment::fast::cost;
use crate::experiment::scan::poll;
use blackbox::Result;
use logic::Control;
use rand::Rng;

/// What to do at a candidate set: fire a port index, or guess a board rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    Fire(usize),
    Guess(u32),
}

/// Candidate sets of at most this many boards value their best guess before
/// the ports, so that it bounds them; larger ones value it after the ports,
/// and only if [`split::guess_floor`] does not already exceed the best port
/// (valuing a guess takes time quadratic in the candidates). Either way a
/// guess wins ties with ports.
const EARLY_GUESS: usize = 64;

/// The best guess at `cands` and its expected penalty.
fn guess(u: &Universe, cands: &[u32]) -> (f64, Move) {
    let (g, pen) = split::best_guess(u, cands);
    (pen, Move::Guess(g))
}

/// The exact player. Its memo (bounded, see [`Cache`]) is shared by all games.
#[derive(Debug, Default)]
pub(crate) struct Optimal {
    memo: Cache<Vec<u32>, (f64, Move)>,
}

impl Optimal {
    /// `V(S)`: the least expected score still to pay from candidates
    /// `cands` ([`blackbox::Error::Interrupted`] once `control` is cancelled).
    pub(crate) fn value(&self, u: &Universe, cands: &[u32], control: &Control) -> Result<f64> {
        Ok(self.solve(u, cands, control)?.0)
    }

    /// `V(S)` and the move reaching it.
    fn solve(&self, u: &Universe, cands: &[u32], control: &Control) -> Result<(f64, Move)> {
        if split::single_class(u, cands) {
            return Ok((0.0, Move::Guess(cands[0])));
        }
        if let Some(hit) = self.memo.get(cands) {
            return Ok(hit);
        }
        poll(control)?;
        let early = cands.len() <= EARLY_GUESS;
        let mut best = match early {
            true => guess(u, cands),
            false => (f64::INFINITY, Move::Guess(cands[0])),
        };
        let n = cands.len() as f64;
        let mut ports: Vec<(f64, usize)> = all_stats(u, cands)
            .into_iter()
            .enumerate()
            .filter(|(_, s)| s.parts > 1)
            .map(|(p, s)| (s.cost + s.expected.log2(), p))
            .collect();
        ports.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        for &(_, p) in &ports {
            let mut parts = split::parts(u, cands, p);
            parts.sort_by_key(|(_, part)| std::cmp::Reverse(part.len()));
            let mut value: f64 = parts
                .iter()
                .map(|(code, part)| part.len() as f64 / n * cost(*code, p) as f64)
                .sum();
            for (_, part) in &parts {
                if value >= best.0 {
                    break;
                }
                value += part.len() as f64 / n * self.solve(u, part, control)?.0;
            }
            if value < best.0 {
                best = (value, Move::Fire(p));
            }
        }
        if !early && split::guess_floor(u, cands) <= best.0 {
            let now = guess(u, cands);
            if now.0 <= best.0 {
                best = now;
            }
        }
        self.memo.insert(cands.to_vec(), best);
        Ok(best)
    }
}

impl Strategy for Optimal {
    fn name(&self) -> String {
        StrategySpec::Optimal.to_string()
    }

    fn decide(&self, state: &State, _: &mut dyn Rng, control: &Control) -> Result<Decision> {
        let u = state.universe;
        Ok(match self.solve(u, state.candidates, control)?.1 {
            Move::Fire(p) => Decision::Fire(p),
            Move::Guess(g) => Decision::Guess(u.cells(g).to_vec()),
        })
    }

    fn exact_value(&self, u: &Universe, control: &Control) -> Result<Option<f64>> {
        let all: Vec<u32> = (0..u.boards() as u32).collect();
        Ok(Some(self.solve(u, &all, control)?.0))
    }
}
