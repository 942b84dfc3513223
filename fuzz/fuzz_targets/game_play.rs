//! Whole games: a small game ID and a list of actions (every move, undo and
//! redo) applied in turn. Illegal actions must fail with an error and change
//! nothing, none may panic; every legal move's text reads back to it; the
//! game at the end saves and loads back to itself (see `common/game.rs`).
#![no_main]
use blackbox::{AtomCount, Dims};
use blackbox_game::{Game, GameId, Move};
use libfuzzer_sys::fuzz_target;

#[path = "common/game.rs"]
mod game;

/// Largest side of the boards played (kept small so the setup's solver
/// search and the moves that hit something stay likely).
const SIDE: u8 = 6;

/// One action: what (a move, undo or redo) and two numbers that pick the
/// port or the cell.
type Action = (u8, u8, u8);

/// Rows, columns, the atom count's two ends, the seed, and the actions.
type Input = (u8, u8, u8, u8, u64, Vec<Action>);

fuzz_target!(|input: Input| {
    let (rows, cols, low, high, seed, actions) = input;
    let dims = Dims::new(usize::from(1 + rows % SIDE), usize::from(1 + cols % SIDE)).unwrap();
    let count = |byte: u8| usize::from(byte) % (dims.cells() + 1);
    let atoms = match (count(low), count(high)) {
        (min, max) if min < max => AtomCount::Range { min, max },
        (k, _) => AtomCount::Exact(k),
    };
    let id = GameId::new(dims, atoms, seed).expect("the count fits the board");
    let mut played = Game::new(game::setup(id).expect("small setups succeed"));
    for (what, a, b) in actions {
        let port = dims.port(1 + usize::from(a) % dims.ports());
        let cell = dims.cell(usize::from(a) % dims.rows(), usize::from(b) % dims.cols());
        let mv = match what % 8 {
            0 => Move::Fire(port.unwrap()),
            1 => Move::Mark(cell.unwrap()),
            2 => Move::NoteEmpty(cell.unwrap()),
            3 => Move::Unmark(cell.unwrap()),
            4 => Move::Check,
            5 => Move::Reveal,
            6 => {
                let _ = played.undo();
                continue;
            }
            _ => {
                let _ = played.redo();
                continue;
            }
        };
        assert_eq!(Move::parse(&mv.to_string(), dims).as_ref(), Ok(&mv));
        let (state, moves) = (played.state().clone(), played.moves().len());
        if played.apply(mv).is_err() {
            assert_eq!(played.state(), &state);
            assert_eq!(played.moves().len(), moves);
        }
    }
    game::check_game(&played);
});
