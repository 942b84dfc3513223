//! The JSON reader on arbitrary text: errors are fine, panics are not.
//! What it accepts reads back the same once written, and the same text with
//! a byte order mark in front reads the same; an error shows no invisible
//! character raw (input is quoted through `input_text`).
#![no_main]
use blackbox::format::json::{board_json, parse, puzzle_json, to_string};
use blackbox::format::Document;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let read = parse(text);
    if !text.starts_with('\u{feff}') {
        assert_eq!(parse(&format!("\u{feff}{text}")), read);
    }
    match &read {
        Ok(Document::Board(board)) => {
            let again = parse(&to_string(&board_json(board)));
            assert_eq!(again, Ok(Document::Board(board.clone())));
        }
        Ok(Document::Puzzle(puzzle)) => {
            let again = parse(&to_string(&puzzle_json(puzzle, None)));
            assert_eq!(again, Ok(Document::Puzzle(puzzle.clone())));
        }
        Err(e) => {
            let message = e.to_string();
            assert!(
                !message.chars().any(|c| c != '\n' && input_text::is_invisible(c)),
                "{message:?}"
            );
        }
    }
});
