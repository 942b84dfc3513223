//! The Parlor JSON data-set reader on arbitrary text: errors are fine, panics are not.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = parlor::dataset::parse(text);
});
