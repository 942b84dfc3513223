//! The strongest general player: policy rollout over an exactly valued base
//! policy, with optimal stopping.
//!
//! The **base policy** `B` plays from a candidate set `S` by: 0 when `S` is
//! one class; the exact [`Optimal`] play when `|S|` is at most
//! [`Best::endgame`]; otherwise the cheaper of guessing now (considered when
//! `|S|` is at most [`Best::guess_limit`]) and firing the `entropy` port (most
//! bits per expected point). Its expected cost `V_B(S)` is computed exactly,
//! over every board of `S`, and memoised per known vector (the candidate set
//! is a function of the known vector), so all games and all decisions share
//! it.
//!
//! The player itself is one step of policy improvement on `B`: at `S` it
//! values the [`Best::width`] best `entropy` ports `p` whose splits have
//! pairwise different profiles (part sizes and total cost; ports made
//! equivalent by a symmetry of the board have equal profiles, so one port per
//! orbit is valued) exactly as `cost(p) + sum |S_o|/|S| * V_B(S_o)` over the
//! outcomes `o`, compares with guessing now, and takes the cheapest. The
//! base's own port is always among those valued, so the player never does
//! worse than `B` (policy improvement theorem). It is deterministic: values
//! are pure functions of the candidate set, and ties go to the lower port
//! number.
//!
//! With [`Best::depth`] `d` > 1 (`best+deep`, `best+deepN`) the same
//! choice is made `d` plies deep: the value of an outcome is the best of
//! guessing and its own `width` ports, each valued `d - 1` plies deep in
//! turn. The ports valued at a node are those the player itself would value
//! there, the base's port among them, so the player never pays more than
//! its own estimate, which is at most `V_B`.
//!
//! Measured (exact expected score over all 635,376 boards of 8x8 with 4
//! atoms, `experiment play --all-boards`): width 3 scores 10.0823, width 5
//! 10.0699, the default width 8 10.0630 (72 s CPU); `B` alone is about 10.29;
//! depth 2 10.0524 (362 s CPU). Over 100,000 random games (seed 1) width 8
//! averages 10.059 ± 0.005 and depth 2 10.052 ± 0.005, above the 10.0 that
//! issue 5 asks for; depth 3 scores 10.0490 (1,304 s CPU). The exact
//! optimum is not known there. Where [`Optimal`] runs (up to 6x6 with 3
//! atoms, 4x4 with 5), depth 2 is within 0.23 % of it (4x4 with 4 atoms:
//! 7.9500 against 7.9401, where depth 1 scores 8.0016), and depth 1 within
//! 0.8 %. More plies are not always better: on 4x4 with 5 atoms depth 3
//! scores 9.4421 against depth 2's 9.4389.
//! A second rollout level only on large candidate sets (the base itself
//! valuing 3 ports when `|S|` > 60,000) gave the same 8x8/4 value at 1.6
//! times the cost, and other base keys (`-H/(cost + a)`, `cost - b*H`, and
//! `cost + a*log2|S_o| + b*[|S_o| > 1]`) did no better on 5x5/4, 6x6/4 and
//! 7x7/3.
//!
//! A decision polls the caller's [`Control`] at every candidate set it
//! values and answers [`blackbox::Error::Interrupted`] once cancelled; only
//! finished values enter the memos, so a stopped decision leaves them exact.

use super::cache::Cache;
use super::greedy::{Criterion, Greedy};
use super::optimal::Optimal;
use super::split::{self, all_stats};
use super::{observe, Decision, State, Strategy, StrategySpec, Universe, UNKNOWN};
use crate::experiment::fast::cost;
use crate::experiment::scan::poll;
use blackbox::Result;
use logic::Control;
use rand::Rng;
use rayon::prelude::*;

/// Ports valued per node unless `+wideN` says otherwise.
pub(crate) const DEFAULT_WIDTH: usize = 8;

/// The rollout player.
#[derive(Debug)]
pub(crate) struct Best {
    /// Ports valued by rollout at each decision: the best by `entropy`,
    /// counting ports with equal split profiles once.
    pub width: usize,
    /// Largest candidate set for which guessing is considered.
    pub guess_limit: usize,
    /// Largest candidate set solved exactly.
    pub endgame: usize,
    /// Plies of exact lookahead before the base policy takes over (0 acts
    /// as 1): 1 is the rollout player above; 2 (`best+deep`) values each
    /// outcome of a candidate port by the best of that outcome's own `width`
    /// ports, each followed by the base policy; and so on (`best+deepN`).
    pub depth: usize,
    /// The exact solver for endgames.
    pub exact: Optimal,
    /// `V_B` and the lookahead values per known vector, with the plies left
    /// appended as one more byte (bounded, see [`Cache`]).
    base: Cache<Vec<u8>, f64>,
}

impl Default for Best {
    fn default() -> Self {
        Best {
            width: DEFAULT_WIDTH,
            guess_limit: 24,
            endgame: 6,
            depth: 1,
            exact: Optimal::default(),
            base: Cache::default(),
        }
    }
}

/// A decision point: the universe, the known vector and the candidates it
/// leaves.
#[derive(Clone, Copy)]
struct Node<'a> {
    u: &'a Universe,
    known: &'a [u8],
    cands: &'a [u32],
}

impl<'a> Node<'a> {
    /// The node of the same universe at `known` with candidates `cands`.
    fn with<'b>(self, known: &'b [u8], cands: &'b [u32]) -> Node<'b>
    where
        'a: 'b,
    {
        Node {
            u: self.u,
            known,
            cands,
        }
    }
}

/// Informative unknown ports, best `entropy` first (ties: lower port).
fn ranked_ports(u: &Universe, known: &[u8], cands: &[u32]) -> Vec<usize> {
    let greedy = Greedy(Criterion::Entropy);
    let mut ports: Vec<((f64, f64), usize)> = all_stats(u, cands)
        .into_iter()
        .enumerate()
        .filter(|&(p, _)| known[p] == UNKNOWN)
        .filter(|(_, s)| s.parts > 1)
        .map(|(p, s)| (greedy.key(&s), p))
        .collect();
    ports.sort_by(|a, b| {
        a.0 .0
            .total_cmp(&b.0 .0)
            .then(a.0 .1.total_cmp(&b.0 .1))
            .then(a.1.cmp(&b.1))
    });
    ports.into_iter().map(|(_, p)| p).collect()
}

/// The first `width` (at least one) of `ports` with pairwise different split
/// profiles, so that ports made equivalent by a symmetry of the board (which
/// have equal profiles) are valued once.
fn distinct(u: &Universe, cands: &[u32], ports: Vec<usize>, width: usize) -> Vec<usize> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for p in ports {
        if out.len() == width.max(1) {
            break;
        }
        let profile = split::profile(u, cands, p);
        if !seen.contains(&profile) {
            seen.push(profile);
            out.push(p);
        }
    }
    out
}

impl Best {
    fn guess_now(&self, u: &Universe, cands: &[u32]) -> Option<(u32, f64)> {
        (cands.len() <= self.guess_limit).then(|| split::best_guess(u, cands))
    }

    /// Exact expected cost of firing `p` at `(known, cands)`, then looking
    /// `plies` more plies ahead and following the base policy.
    fn fire_value(&self, at: Node, p: usize, plies: usize, control: &Control) -> Result<f64> {
        let n = at.cands.len() as f64;
        let mut sum = 0.0;
        for (code, part) in split::parts(at.u, at.cands, p) {
            let next = observe(at.known, p, code);
            let rest = self.lookahead_value(at.with(&next, &part), plies, control)?;
            sum += part.len() as f64 / n * (cost(code, p) as f64 + rest);
        }
        Ok(sum)
    }

    /// The exact expected cost still to pay from `(known, cands)` when the
    /// next `plies` moves are the best of guessing and the `width` ports
    /// valued by [`Best::fire_value`], and the base policy follows; with no
    /// plies left this is `V_B`.
    fn lookahead_value(&self, at: Node, plies: usize, control: &Control) -> Result<f64> {
        let Node { u, known, cands } = at;
        if split::single_class(u, cands) {
            return Ok(0.0);
        }
        if cands.len() <= self.endgame {
            return self.exact.value(u, cands, control);
        }
        let mut key = known.to_vec();
        key.push(plies as u8);
        if let Some(v) = self.base.get(&key) {
            return Ok(v);
        }
        poll(control)?;
        let guess = self.guess_now(u, cands).map_or(f64::INFINITY, |g| g.1);
        let ranked = ranked_ports(u, known, cands);
        let ports = match plies {
            0 => ranked.into_iter().take(1).collect(),
            _ => distinct(u, cands, ranked, self.width),
        };
        let mut v = guess;
        for p in ports {
            v = v.min(self.fire_value(at, p, plies.saturating_sub(1), control)?);
        }
        self.base.insert(key, v);
        Ok(v)
    }
}

impl Strategy for Best {
    fn name(&self) -> String {
        let spec = StrategySpec::Best {
            depth: self.depth.max(1),
            width: self.width,
        };
        spec.to_string()
    }

    fn decide(&self, state: &State, rng: &mut dyn Rng, control: &Control) -> Result<Decision> {
        let u = state.universe;
        let cands = state.candidates;
        let guess = |g: u32| Decision::Guess(u.cells(g).to_vec());
        if split::single_class(u, cands) {
            return Ok(guess(cands[0]));
        }
        if cands.len() <= self.endgame {
            // Optimal is deterministic: it draws nothing from `rng`.
            return self.exact.decide(state, rng, control);
        }
        let at = Node {
            u,
            known: state.known,
            cands,
        };
        let ports = distinct(u, cands, ranked_ports(u, state.known, cands), self.width);
        let plies = self.depth.saturating_sub(1);
        let values = ports
            .par_iter()
            .map(|&p| Ok((self.fire_value(at, p, plies, control)?, p)))
            .collect::<Result<Vec<(f64, usize)>>>()?;
        let fire = (values.into_iter()).min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let now = self.guess_now(u, cands);
        Ok(match (fire, now) {
            (Some((v, _)), Some((g, pen))) if pen <= v => guess(g),
            (Some((_, p)), _) => Decision::Fire(p),
            (None, _) => guess(split::best_guess(u, cands).0),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use crate::strategy::play::play_all;

    #[test]
    fn lookahead_never_loses_to_its_entropy_base_over_all_boards() {
        // The base's own port is among those valued exactly at every ply, so
        // either depth plays at most the base, which is at most `entropy`.
        for (n, k) in [(4, 2), (4, 3), (5, 2)] {
            let u = Universe::square(n, k);
            let entropy = play_all(
                &u,
                &Greedy(Criterion::Entropy),
                0,
                &no_progress,
                &logic::Control::new(),
            );
            for depth in [1, 2] {
                let best = Best {
                    depth,
                    ..Best::default()
                };
                let best = play_all(&u, &best, 0, &no_progress, &logic::Control::new());
                assert!(
                    best.mean_score <= entropy.mean_score + 1e-9,
                    "{n}x{n}/{k} depth {depth}: {} > {}",
                    best.mean_score,
                    entropy.mean_score
                );
            }
        }
    }

    #[test]
    fn a_second_ply_plays_4x4_with_3_atoms_better() {
        // Measured: 6.1518 against 6.1571 (the optimum is 6.1482).
        let u = Universe::square(4, 3);
        let one = play_all(
            &u,
            &Best::default(),
            0,
            &no_progress,
            &logic::Control::new(),
        )
        .mean_score;
        let deep = Best {
            depth: 2,
            ..Best::default()
        };
        let two = play_all(&u, &deep, 0, &no_progress, &logic::Control::new()).mean_score;
        assert!(two < one - 1e-3, "{two} against {one}");
    }
}
