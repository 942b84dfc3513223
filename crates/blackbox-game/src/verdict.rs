//! The verdict on a guess: right or wrong, the penalty, and what is wrong.
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

use super::Setup;
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
    /// Wrongly placed atoms, counted against `nearest`.
    pub wrong_atoms: usize,
    /// The ports whose ray would answer differently on the guess than on
    /// the hidden board.
    pub wrong_rays: Vec<Port>,
    /// Points added to the score.
    pub penalty: u32,
}

impl Verdict {
    /// Judges a checked guess.
    pub fn judge(guess: &Board, setup: &Setup) -> Verdict {
        let hidden = setup.hidden.feedback(setup.rules);
        let seen = guess.feedback(setup.rules);
        let wrong_rays: Vec<Port> = hidden
            .iter()
            .filter(|&(p, r)| seen.get(p) != r)
            .map(|(p, _)| p)
            .collect();
        let nearest = if wrong_rays.is_empty() {
            guess.clone()
        } else {
            setup
                .twins()
                .iter()
                .min_by_key(|b| wrong_atoms(guess, b))
                .expect("the twins include the hidden board")
                .clone()
        };
        let wrong = wrong_atoms(guess, &nearest);
        Verdict {
            solved: wrong_rays.is_empty(),
            guess: guess.clone(),
            nearest,
            wrong_atoms: wrong,
            wrong_rays,
            penalty: penalty(wrong),
        }
    }

    /// The verdict when the player gives up: judged the same way, never solved.
    pub fn give_up(guess: &Board, setup: &Setup) -> Verdict {
        Verdict {
            solved: false,
            ..Verdict::judge(guess, setup)
        }
    }
}
