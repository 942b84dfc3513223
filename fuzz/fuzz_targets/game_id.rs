//! Game IDs (`RxC:ATOMS:SEED`, as `play --id` and save files read them) on
//! arbitrary text: errors are fine, panics are not; an accepted ID prints
//! to text that reads back to the same ID, and the board it draws fits it.
#![no_main]
use blackbox_game::{GameId, Setup};
use libfuzzer_sys::fuzz_target;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fuzz_target!(|text: &str| {
    match text.parse::<GameId>() {
        Ok(id) => {
            assert_eq!(id.to_string().parse::<GameId>().as_ref(), Ok(&id));
            let hidden = id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
            Setup::new(id, hidden).expect("an ID's own board fits it");
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
