//! The JSON reader on arbitrary text: errors are fine, panics are not.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = blackbox::format::json::parse(text);
});
