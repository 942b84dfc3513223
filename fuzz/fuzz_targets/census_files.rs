//! The census's files on arbitrary bytes: a shard file (Parquet, the first
//! byte even) opened and, when accepted, merged on its own; a merge part
//! (JSON, the first byte odd) read and combined. Errors are fine, panics
//! are not: whatever is accepted was checked against its header (ranks,
//! partitions, counts) before use. Only a header of at most 100,000 boards
//! is merged, so that a forged one claiming a huge census (its every board
//! re-traced where fingerprints collide) cannot stall the fuzzer.
#![no_main]
use blackbox_lab::{combine, merge, no_progress, Part, ShardFile};
use libfuzzer_sys::fuzz_target;
use logic::Control;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    if mode % 2 == 0 {
        let bytes = bytes::Bytes::copy_from_slice(rest);
        if let Ok(file) = ShardFile::open("fuzz.parquet", bytes) {
            if file.header().boards <= 100_000 {
                let _ = merge(&[file], &no_progress, &Control::new());
            }
        }
    } else if let Ok(part) = serde_json::from_slice::<Part>(rest) {
        let _ = combine(&[("fuzz.json".to_owned(), part)]);
    }
});
