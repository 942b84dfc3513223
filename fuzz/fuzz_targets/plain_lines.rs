//! Byte streams as `blackbox play --plain` reads them
//! (`cli_support::BoundedLines`): never more than the line limit of a line
//! held, every line numbered in order, a too-long or non-UTF-8 line reported
//! and the next one read, and the whole stream cut at its limit.
#![no_main]
use cli_support::read::{BoundedLines, Limit};
use cli_support::LineError;
use libfuzzer_sys::fuzz_target;

const LIMIT: Limit = Limit {
    what: "fuzzing",
    bytes: 4096,
    line: 16,
};

fuzz_target!(|data: &[u8]| {
    let reader = std::io::BufReader::with_capacity(7, data);
    let mut expected = 1;
    let mut ended = false;
    for item in BoundedLines::new(reader, "<stdin>", LIMIT) {
        assert!(!ended, "nothing after the stream's error");
        match item {
            Ok((number, line)) => {
                assert_eq!(number, expected);
                expected += 1;
                match line {
                    Ok(text) => assert!(text.len() <= LIMIT.line && !text.contains('\n')),
                    Err(LineError::TooLong(limit)) => assert_eq!(limit, LIMIT.line),
                    Err(LineError::NotUtf8) => {}
                }
            }
            Err(_) => {
                assert!(data.len() as u64 > LIMIT.bytes);
                ended = true;
            }
        }
    }
    let lines = data.split(|&b| b == b'\n').count() - usize::from(data.ends_with(b"\n"));
    if data.len() as u64 <= LIMIT.bytes {
        assert_eq!(expected - 1, if data.is_empty() { 0 } else { lines });
    }
});
