//! The verdict on a guess: right or wrong, the penalty, and which rays show it.
//!
//! Boards can be indistinguishable (seed 002 §3): the check accepts any
//! guess whose full feedback equals the hidden board's, as Simon Tatham's
//! game does. A wrong guess is compared with the **nearest** board that is
//! indistinguishable from the hidden one (the "twins" of [`Setup`]), so the
//! player is not charged for a choice no ray could have settled. An atom is
//! wrongly placed when it is marked where that board has none or missing
//! where it has one; a missing atom and a misplaced one pair up and count
//! once, so the count is `max(|guess \ board|, |board \ guess|)`. The
//! penalty is [`blackbox::score::PENALTY_PER_ATOM`] points per wrongly placed
//! atom; both rules live in [`blackbox::score`].
//!
//! The rays that tell the guess from the hidden board come in two kinds,
//! kept apart as in Tatham's game: rays the player has **seen** (fired, or
//! the far end of one) that the guess contradicts, and rays not seen yet
//! that would answer differently. One of them, the **witness**, is the ray
//! to show: a contradicted one when there is one.

use crate::setup::Setup;
use blackbox::score::{penalty, wrong_atoms};
use blackbox::Board;
use blackbox::Port;

/// The verdict on the player's marked atoms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the guess is indistinguishable from the hidden board (never
    /// true when the player gave up).
    pub solved: bool,
    /// The player's guess.
    pub guess: Board,
    /// The board the guess is compared with: the guess itself when it is
    /// indistinguishable from the hidden board, otherwise the nearest board
    /// that is.
    pub nearest: Board,
    /// The hidden board: when the guess is solved but not the hidden board
    /// itself, an indistinguishable twin of it that the check accepted.
    pub hidden: Board,
    /// Wrongly placed atoms, counted against `nearest`.
    pub wrong_atoms: usize,
    /// Ports the player has seen whose ray the guess answers differently.
    pub contradicted: Vec<Port>,
    /// Ports not seen yet whose ray would answer differently on the guess.
    pub would_differ: Vec<Port>,
    /// Points added to the score.
    pub penalty: u32,
}

impl Verdict {
    /// Judges `guess`, the atoms the player marked, against the hidden
    /// board; `seen` tells whether the player has seen the ray at a port.
    pub fn judge(guess: Board, seen: impl Fn(Port) -> bool, setup: &Setup) -> Verdict {
        let hidden = setup.hidden().feedback(setup.rules());
        let answers = guess.feedback(setup.rules());
        let (contradicted, would_differ): (Vec<Port>, Vec<Port>) = hidden
            .iter()
            .filter(|&(p, r)| answers.get(p) != r)
            .map(|(p, _)| p)
            .partition(|&p| seen(p));
        let solved = contradicted.is_empty() && would_differ.is_empty();
        let nearest = if solved {
            guess.clone()
        } else {
            setup
                .twins()
                .iter()
                .min_by_key(|b| wrong_atoms(&guess, b))
                .expect("the twins include the hidden board")
                .clone()
        };
        let wrong = wrong_atoms(&guess, &nearest);
        Verdict {
            solved,
            guess,
            nearest,
            hidden: setup.hidden().clone(),
            wrong_atoms: wrong,
            contradicted,
            would_differ,
            penalty: penalty(wrong),
        }
    }

    /// The verdict when the player gives up: judged the same way, never solved.
    pub fn give_up(guess: Board, seen: impl Fn(Port) -> bool, setup: &Setup) -> Verdict {
        Verdict {
            solved: false,
            ..Verdict::judge(guess, seen, setup)
        }
    }

    /// Whether the guess was accepted as a twin: solved, but its atoms are
    /// not where the hidden board's are (no ray can tell the two apart).
    pub fn is_twin(&self) -> bool {
        self.solved && self.guess != self.hidden
    }

    /// The one ray to show that tells the guess from the hidden board: the
    /// first contradicted seen ray, else the first unseen one that differs.
    pub fn witness(&self) -> Option<Port> {
        self.contradicted
            .first()
            .or(self.would_differ.first())
            .copied()
    }
}
