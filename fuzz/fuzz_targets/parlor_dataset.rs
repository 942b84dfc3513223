//! The Parlor JSON data-set reader on arbitrary text, then the check of its
//! first few puzzles (read, lower, solve): errors are fine, panics are not,
//! and the input limits keep every puzzle small.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(entries) = parlor::dataset::parse(text) {
        let _ = parlor::dataset::duplicates(&entries);
        for entry in entries.iter().take(4) {
            let _ = parlor::check::check_one(
                entry,
                &parlor::Options::default(),
                &logic::Control::new(),
            );
        }
    }
});
