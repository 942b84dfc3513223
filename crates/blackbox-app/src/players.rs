//! The players whose suggestions the assistant shows once it has computed
//! them (see `blackbox_game::advise_anytime`): the lab's strongest, `best`
//! and then `best+deep` (`blackbox_lab::Advisor`), weakest first.
//!
//! A lab player's decision stops when the assistant's control is cancelled
//! (the next move), and each one is asked only when few enough boards are
//! left for its decision to be quick (a deterministic bound in boards,
//! measured with `blackbox bench --assistant`); past it the assistant's own
//! suggestion stays. Each player keeps its memos from one move to the next
//! of a game while they are valid (see `blackbox_lab::Advisor`).

use blackbox::{Board, Port, Puzzle};
use blackbox_game::{Control, Player};
use blackbox_lab::{Advisor, StrategySpec};
use std::sync::Arc;

/// Players shared by the threads that advise, weakest first.
pub type Players = Arc<Vec<Box<dyn Player>>>;

/// Most boards left for which `best` is asked.
const BEST_BOARDS: usize = 5_000;

/// Most boards left for which `best+deep` is asked.
const DEEP_BOARDS: usize = 1_000;

/// The players the assistant asks, weakest first.
pub fn players() -> Players {
    let deep: StrategySpec = "best+deep".parse().expect("a strategy the lab names");
    Arc::new(vec![
        Box::new(Lab {
            advisor: Advisor::new(StrategySpec::BEST),
            max_boards: BEST_BOARDS,
        }),
        Box::new(Lab {
            advisor: Advisor::new(deep),
            max_boards: DEEP_BOARDS,
        }),
    ])
}

/// The players as `blackbox_game::advise_anytime` takes them.
pub(crate) fn as_refs(players: &[Box<dyn Player>]) -> Vec<&dyn Player> {
    players.iter().map(|p| p.as_ref()).collect()
}

/// A lab player, asked only when at most `max_boards` boards are left.
struct Lab {
    advisor: Advisor,
    max_boards: usize,
}

impl Player for Lab {
    fn name(&self) -> String {
        self.advisor.spec().to_string()
    }

    fn choose(&self, puzzle: &Puzzle, boards: &[Board], control: &Control) -> Option<Port> {
        if boards.len() > self.max_boards || control.is_cancelled() {
            return None;
        }
        // Boards of several atom counts (a game of A-B atoms): no lab
        // player; stopped by the control: no answer.
        (self.advisor.next_port(puzzle, boards, control))
            .ok()
            .flatten()
    }
}
