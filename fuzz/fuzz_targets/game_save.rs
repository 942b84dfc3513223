//! Save files (as `play --load` reads them: `Game::load`, the game ID, then
//! every move replayed) on arbitrary text: errors are fine, panics are not;
//! a loaded game saves and loads back to itself, and undo/redo of all its
//! marks gives the same state back.
#![no_main]
use blackbox_game::Game;
use libfuzzer_sys::fuzz_target;

#[path = "common/game.rs"]
mod game;

fuzz_target!(|text: &str| {
    match Game::load(text, game::setup) {
        Ok(loaded) => game::check_game(&loaded),
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
