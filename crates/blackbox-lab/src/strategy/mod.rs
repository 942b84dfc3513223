//! AI players for Black Box (seed 002 §4–7 and stronger ones), scored exactly.
//!
//! Terms:
//! - the **known** vector holds one outcome code per port (see
//!   [`crate::experiment::fast`]) or [`UNKNOWN`]; firing a port that exits
//!   elsewhere makes both ports known, since exits are symmetric;
//! - the **candidates** are the boards of the [`Universe`] consistent with
//!   every known outcome, in rank order;
//! - a **class** is a set of boards with equal full feedback; a guess in the
//!   hidden board's class is correct.
//!
//! Scoring: the rule of [`blackbox::score`] (each ray 1 for a hit or
//! reflection, 2 for an exit elsewhere; a wrong guess adds 5 per atom wrong
//! against the nearest board indistinguishable from the hidden one).
//!
//! A [`Strategy`] sees only the known vector and the candidates, never the
//! hidden board. Deterministic strategies are memoised per known vector by
//! [`play`], so all games share one decision tree.

pub(crate) mod advise;
pub(crate) mod best;
pub(crate) mod cache;
pub(crate) mod greedy;
pub(crate) mod opening;
pub(crate) mod optimal;
pub(crate) mod optimum;
pub(crate) mod play;
pub(crate) mod random;
pub(crate) mod spec;
pub(crate) mod split;
pub(crate) mod threshold;
pub(crate) mod tree;
pub(crate) mod universe;

pub use spec::StrategySpec;
pub use universe::Universe;

use blackbox::Result;
use logic::Control;
use rand::Rng;

/// Marks a port whose outcome is not known yet.
pub(crate) const UNKNOWN: u8 = 0xFD;

/// `known` after port index `p` gave outcome `code` (exits are symmetric:
/// the port it left by is known too).
pub(crate) fn observe(known: &[u8], p: usize, code: u8) -> Vec<u8> {
    let mut next = known.to_vec();
    next[p] = code;
    if (code as usize) < next.len() {
        next[code as usize] = p as u8;
    }
    next
}

/// Penalty points per wrong atom ([`blackbox::score::PENALTY_PER_ATOM`]),
/// as the expected-score arithmetic needs it.
pub(crate) const ATOM_PENALTY: f64 = blackbox::score::PENALTY_PER_ATOM as f64;

/// What the game so far tells a player.
#[derive(Debug, Clone, Copy)]
pub struct State<'a> {
    /// All boards with their outcomes.
    pub universe: &'a Universe,
    /// Outcome code per port, or `0xFD` for a port not fired yet.
    pub known: &'a [u8],
    /// Boards consistent with `known`, in rank order (empty for strategies
    /// that do not use them; see [`Strategy::uses_candidates`]).
    pub candidates: &'a [u32],
}

impl State<'_> {
    /// Port indices not known yet.
    pub fn unknown_ports(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.known.len()).filter(|&p| self.known[p] == UNKNOWN)
    }
}

/// A player's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Fire the ray of this port index.
    Fire(usize),
    /// End the game guessing atoms in these sorted cell indices.
    Guess(Vec<u8>),
}

/// A Black Box player.
pub trait Strategy: Send + Sync {
    /// What the player is, as named on the command line (a
    /// [`StrategySpec`]'s canonical name), or for a player read from a
    /// decision tree, the tree's.
    fn name(&self) -> String;

    /// Whether the decision depends on the state alone (no randomness), so
    /// it can be memoised per known vector.
    fn deterministic(&self) -> bool {
        true
    }

    /// Whether [`State::candidates`] must be filled in.
    fn uses_candidates(&self) -> bool {
        true
    }

    /// The next move. When no port is unknown the player must guess.
    /// Players whose decision searches (`best`, `optimal`) poll `control`
    /// as they go and answer [`blackbox::Error::Interrupted`] once it is
    /// cancelled, leaving their memos as they were (only finished values
    /// are kept).
    fn decide(&self, state: &State, rng: &mut dyn Rng, control: &Control) -> Result<Decision>;

    /// The exact expected score over uniformly random boards, when the
    /// strategy can compute it (the optimal player does): `Ok(None)` when
    /// it cannot, [`blackbox::Error::Interrupted`] once `control` is
    /// cancelled.
    fn exact_value(&self, _universe: &Universe, _control: &Control) -> Result<Option<f64>> {
        Ok(None)
    }
}
