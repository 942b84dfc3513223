//! Any bytes through format detection and every reader; whatever is accepted
//! is then used (feedback, drawing, writing) and must not panic.
#![no_main]
use blackbox::format::{native, read_bytes, Document};
use blackbox::{render, Rules};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match read_bytes(data) {
        Ok(Document::Board(board)) => {
            let _ = render::board(&board);
            let _ = board.feedback(Rules::Acm);
        }
        Ok(Document::Puzzle(puzzle)) => {
            let _ = render::puzzle(&puzzle, None);
            assert_eq!(native::parse(&native::write(&puzzle)).as_ref(), Ok(&puzzle));
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
