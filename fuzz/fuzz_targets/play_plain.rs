//! `blackbox play --plain` input streams: any bytes as the lines typed into
//! a plain session of a small game, through the session's public function
//! (`commands::play::plain::run`). No input may panic, and a stream that is
//! text (UTF-8) never ends the session with an error: a bad line is answered
//! `error: …` and the game goes on.
#![no_main]
use blackbox::{AtomCount, Dims};
use blackbox_cli::commands::play::plain;
use blackbox_tui::session::Session;
use blackbox_game::GameId;
use libfuzzer_sys::fuzz_target;

/// Largest side of the boards played (small: setups and the assistant stay fast).
const SIDE: u8 = 5;

/// The setup's time limit, seconds: a setup of these small boards ends long before.
const SETUP_SECONDS: f64 = 10.0;

fuzz_target!(|input: (u8, u8, u8, u64, &[u8])| {
    let (rows, cols, atoms, seed, typed) = input;
    let dims = Dims::new(usize::from(1 + rows % SIDE), usize::from(1 + cols % SIDE)).unwrap();
    let atoms = AtomCount::Exact(usize::from(atoms) % (dims.cells().min(4) + 1));
    let id = GameId::new(dims, atoms, seed).expect("the count fits the board");
    let mut session = Session::start(id, false, SETUP_SECONDS, None).expect("small setups succeed");
    let played = plain::run(&mut session, typed, &mut std::io::sink());
    if std::str::from_utf8(typed).is_ok() {
        assert!(played.is_ok(), "{played:?}");
    }
});
