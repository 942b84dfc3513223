//! The strongest general player: two-ray lookahead with optimal stopping.
//!
//! At a candidate set `S` the player compares
//! - **guessing now**: the expected penalty of the best guess (computed when
//!   `|S|` is at most [`Best::guess_limit`]), against
//! - **firing** port `p`: its expected ray cost plus, for each outcome, the
//!   estimated cost of finishing from the part left. Parts are valued by a
//!   cheap estimate `h(n) = slope * log2(n) + offset` (0 for one board);
//!   the [`Best::width`] most promising ports are valued again one ray deeper,
//!   each part taking the cheaper of guessing and its best estimated ray.
//!
//! It guesses when guessing now is no dearer than the best ray. Candidate
//! sets of at most [`Best::endgame`] boards are valued and played exactly by
//! the [`Optimal`] solver (shared memo). Ties go to the lower port number:
//! the player is deterministic.

use super::optimal::Optimal;
use super::split::{self, counts};
use super::{Decision, State, Strategy, Universe};
use crate::experiment::fast::cost;
use rand::RngCore;

/// The lookahead player.
#[derive(Debug)]
pub struct Best {
    /// Points per bit of the finishing estimate.
    pub slope: f64,
    /// Fixed points of the finishing estimate for two or more boards.
    pub offset: f64,
    /// Ports valued two rays deep.
    pub width: usize,
    /// Largest candidate set for which guessing is considered.
    pub guess_limit: usize,
    /// Largest candidate set solved exactly.
    pub endgame: usize,
    /// The exact solver for endgames.
    pub exact: Optimal,
}

impl Default for Best {
    fn default() -> Self {
        Best {
            slope: 0.5,
            offset: 1.0,
            width: 3,
            guess_limit: 24,
            endgame: 6,
            exact: Optimal::default(),
        }
    }
}

impl Best {
    fn estimate(&self, n: u32) -> f64 {
        if n <= 1 {
            0.0
        } else {
            self.slope * (n as f64).log2() + self.offset
        }
    }

    /// One-ray value of port `p`: cost plus estimated finishing cost.
    fn shallow(&self, u: &Universe, cands: &[u32], p: usize) -> Option<f64> {
        let counts = counts(u, cands, p);
        let n = cands.len() as f64;
        let mut parts = 0;
        let mut value = 0.0;
        for (code, &c) in counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
            parts += 1;
            value += c as f64 / n * (cost(code as u8, p) as f64 + self.estimate(c));
        }
        (parts > 1).then_some(value)
    }

    /// Estimated cost of finishing from `cands`: guess or best shallow ray.
    fn finish(&self, u: &Universe, cands: &[u32], ports: &[usize]) -> f64 {
        if split::single_class(u, cands) {
            return 0.0;
        }
        if cands.len() <= self.endgame {
            return self.exact.value(u, cands);
        }
        let guess = self.guess_now(u, cands).map_or(f64::INFINITY, |g| g.1);
        ports
            .iter()
            .filter_map(|&p| self.shallow(u, cands, p))
            .fold(guess, f64::min)
    }

    fn guess_now(&self, u: &Universe, cands: &[u32]) -> Option<(u32, f64)> {
        (cands.len() <= self.guess_limit).then(|| split::best_guess(u, cands))
    }

    /// Two-ray value of port `p`.
    fn deep(&self, u: &Universe, cands: &[u32], p: usize, ports: &[usize]) -> f64 {
        let n = cands.len() as f64;
        let rest: Vec<usize> = ports.iter().copied().filter(|&q| q != p).collect();
        split::parts(u, cands, p)
            .iter()
            .map(|(code, part)| {
                part.len() as f64 / n * (cost(*code, p) as f64 + self.finish(u, part, &rest))
            })
            .sum()
    }
}

impl Strategy for Best {
    fn name(&self) -> String {
        "best".into()
    }

    fn decide(&self, state: &State, _: &mut dyn RngCore) -> Decision {
        let u = state.universe;
        let cands = state.candidates;
        let guess = |g: u32| Decision::Guess(u.cells(g).to_vec());
        if split::single_class(u, cands) {
            return guess(cands[0]);
        }
        if cands.len() <= self.endgame {
            return self
                .exact
                .decide(state, &mut rand::rngs::mock::StepRng::new(0, 0));
        }
        let ports: Vec<usize> = state.unknown_ports().collect();
        let mut shallow: Vec<(f64, usize)> = ports
            .iter()
            .filter_map(|&p| self.shallow(u, cands, p).map(|v| (v, p)))
            .collect();
        shallow.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let fire = shallow
            .iter()
            .take(self.width.max(1))
            .map(|&(_, p)| (self.deep(u, cands, p, &ports), p))
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let now = self.guess_now(u, cands);
        match (fire, now) {
            (Some((v, _)), Some((g, pen))) if pen <= v => guess(g),
            (Some((_, p)), _) => Decision::Fire(p),
            (None, _) => guess(split::best_guess(u, cands).0),
        }
    }
}
