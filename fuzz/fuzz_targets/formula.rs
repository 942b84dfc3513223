//! The logic crate's formula parser: whatever parses prints and reads back the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(f) = text.parse::<logic::Formula>() {
        let again: logic::Formula = f.to_string().parse().expect("a printed formula reads back");
        assert_eq!(again, f);
    }
});
