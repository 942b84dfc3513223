//! A Parlor puzzle file on arbitrary text; whatever reads must then solve
//! (or fail with an error) without panicking.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(puzzle) = parlor::file::parse(text) {
        let _ = parlor::solve(&puzzle, &parlor::Options::default());
    }
});
