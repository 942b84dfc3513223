//! What the game fuzz targets share: the setup a game is played against and
//! the properties every accepted game must have.
//!
//! The setup is the binary's own (`setup_for`, as `play --load` calls it)
//! with a small budget on boards of at most [`SOLVED_CELLS`] cells; bigger
//! boards get the drawn hidden board alone (twins unknown), so no single
//! input runs a long solver search and large IDs are still played.

use blackbox_game::Result;
use blackbox_game::setup::{setup_for, Budget};
use blackbox_game::{Control, Game, GameId, Setup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Largest board (in cells) whose twins are searched with the solver.
pub const SOLVED_CELLS: usize = 100;

/// The setup of a game of `id`: see the module doc.
pub fn setup(id: GameId) -> Result<Setup> {
    if id.dims().cells() <= SOLVED_CELLS {
        let budget = Budget {
            boards: 2,
            tries: 0,
        };
        // Never cancelled, so never interrupted.
        let setup = setup_for(id, budget, &Control::new());
        return Ok(setup.expect("setup without a cancel cannot be interrupted"));
    }
    let hidden = id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
    Ok(Setup::new(id, hidden)?.twins_unknown())
}

/// Checks what must hold of any game that was played or loaded: its save
/// file loads back to the same game and saves to the same text, and undoing
/// every mark and note then redoing them all gives the same state back.
/// The reload is given the game's own setup (the one [`setup`] would draw
/// again for its ID, at twice the cost).
pub fn check_game(game: &Game) {
    let saved = game.save();
    let same_setup = |id| {
        assert_eq!(id, game.setup().id(), "a save file keeps its game ID");
        Ok::<_, blackbox_game::Error>(game.setup().clone())
    };
    let again = Game::load(&saved, same_setup).expect("a saved game loads");
    assert_eq!(again.setup().id(), game.setup().id());
    assert_eq!(again.moves(), game.moves());
    assert_eq!(again.state(), game.state());
    assert_eq!(again.save(), saved);
    check_undo_redo(again);
}

/// Undoes until nothing is left to undo, then redoes as many moves: each
/// redo must succeed and the state must be the one before the undos.
fn check_undo_redo(mut game: Game) {
    let before = game.state().clone();
    let mut undone = 0;
    while game.undo().is_ok() {
        undone += 1;
    }
    for _ in 0..undone {
        game.redo().expect("an undone mark or note can be redone");
    }
    assert!(game.redo().is_err(), "nothing left to redo");
    assert_eq!(game.state(), &before);
}
