//! Setting a game up: the hidden board of a game ID and the boards
//! indistinguishable from it (its twins), as every front end needs them —
//! the terminal game and plain play at startup and on `n`, the web's new
//! game, the assistant's bench.
//!
//! Invariants: setup is bounded by [`BUDGET`] and by the
//! caller's control, which also hears its progress (boards found with the
//! hidden board's feedback, or seeds tried for `unique`); a setup stopped
//! by the control is [`Error::Setup`] with [`blackbox::Error::Interrupted`],
//! except at [`start`], where a game that need not be unique goes on with
//! its twins unknown.

use crate::{Error, Result};
use blackbox_game::setup::{generate, setup_for, without_twins, Budget};
use blackbox_game::{Control, GameId, Setup};

/// What setup may compute: at most [`Budget::boards`] twins listed (past
/// them the twins are unknown), at most [`Budget::tries`] seeds for
/// `unique`.
pub const BUDGET: Budget = Budget::INTERACTIVE;

/// The setup of the game of `id` as it is (no other seed tried).
pub fn set_up_as_is(id: GameId, control: &Control) -> Result<Setup> {
    setup_for(id, BUDGET, control).map_err(Error::Setup)
}

/// The setup of a new game of `id`'s size and atoms from `id`'s seed (with
/// `unique`, the first seed from it whose board full feedback determines).
pub fn set_up(id: GameId, unique: bool, control: &Control) -> Result<Setup> {
    generate(id, unique, BUDGET, control).map_err(Error::Setup)
}

/// A game set up at startup.
#[derive(Debug)]
pub struct Started {
    /// Its setup.
    pub setup: Setup,
    /// Whether the control stopped setup, so that the game goes on with
    /// its twins unknown (a guess with the hidden board's full feedback is
    /// then accepted; a wrong guess's atoms count against the hidden board).
    pub stopped: bool,
}

/// The game of [`set_up`] at startup: when the control stops its setup, the
/// game of `id` with its twins unknown, unless it must be `unique` (then
/// [`Error::Setup`] with [`blackbox::Error::Interrupted`] inside).
pub fn start(id: GameId, unique: bool, control: &Control) -> Result<Started> {
    match set_up(id, unique, control) {
        Ok(setup) => Ok(Started {
            setup,
            stopped: false,
        }),
        Err(Error::Setup(e)) if e.is_interrupted() && !unique => Ok(Started {
            setup: without_twins(id),
            stopped: true,
        }),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id() -> GameId {
        "5x5:2:7".parse().unwrap()
    }

    #[test]
    fn a_stopped_start_goes_on_without_twins_unless_unique() {
        let control = Control::new();
        control.cancel();
        let started = start(id(), false, &control).unwrap();
        assert!(started.stopped && !started.setup.twins_known());
        assert_eq!(started.setup.id(), id());
        let error = start(id(), true, &control).unwrap_err();
        assert!(
            matches!(&error, Error::Setup(e) if e.is_interrupted()),
            "{error}"
        );
    }

    #[test]
    fn a_start_not_stopped_knows_the_twins() {
        let started = start(id(), false, &Control::new()).unwrap();
        assert!(!started.stopped && started.setup.twins_known());
        assert_eq!(started.setup, set_up_as_is(id(), &Control::new()).unwrap());
    }
}
