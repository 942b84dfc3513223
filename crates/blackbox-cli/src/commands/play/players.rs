//! The players whose suggestions the assistant shows once it has computed
//! them (see `blackbox_game::advise_anytime`): the lab's strongest, `best`
//! and then `best+deep` (`blackbox_lab::next_port`), weakest first.
//!
//! A lab player cannot be interrupted, so each one is asked only when few
//! enough boards are left for its decision to be quick (a deterministic
//! bound in boards, measured with `blackbox bench --assistant`); past it the
//! assistant's own suggestion stays.

use blackbox::{Board, Port, Puzzle};
use blackbox_game::{Control, Player};
use blackbox_lab::{next_port, StrategySpec};
use std::sync::Arc;

/// Players shared by the threads that advise, weakest first.
pub type Players = Arc<Vec<Box<dyn Player>>>;

/// Most boards left for which `best` is asked.
pub const BEST_BOARDS: usize = 5_000;

/// Most boards left for which `best+deep` is asked.
pub const DEEP_BOARDS: usize = 1_000;

/// The players the assistant asks, weakest first.
pub fn players() -> Players {
    let deep: StrategySpec = "best+deep".parse().expect("a strategy the lab names");
    Arc::new(vec![
        Box::new(Lab {
            spec: StrategySpec::BEST,
            max_boards: BEST_BOARDS,
        }),
        Box::new(Lab {
            spec: deep,
            max_boards: DEEP_BOARDS,
        }),
    ])
}

/// A lab player, asked only when at most `max_boards` boards are left.
struct Lab {
    spec: StrategySpec,
    max_boards: usize,
}

impl Player for Lab {
    fn name(&self) -> String {
        self.spec.to_string()
    }

    fn choose(&self, puzzle: &Puzzle, boards: &[Board], control: &Control) -> Option<Port> {
        if boards.len() > self.max_boards || control.is_cancelled() {
            return None;
        }
        // Boards of several atom counts (a game of A-B atoms): no lab player.
        next_port(self.spec, puzzle, boards).ok().flatten()
    }
}
