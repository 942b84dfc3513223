//! Move text (`fire 5`, `mark 2 3`, as plain mode and save files read it)
//! on arbitrary text for a board of any size: errors are fine, panics are
//! not; an accepted move names only ports and cells of that board and its
//! text form reads back to the same move.
#![no_main]
use blackbox::Dims;
use blackbox_game::Move;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: (u8, u8, &str)| {
    let (rows, cols, text) = input;
    let Ok(dims) = Dims::new(usize::from(rows), usize::from(cols)) else {
        return;
    };
    match Move::parse(text, dims) {
        Ok(mv) => {
            match mv {
                Move::Fire(port) => assert!(port.index() < dims.ports()),
                Move::Mark(c) | Move::NoteEmpty(c) | Move::Unmark(c) => {
                    assert!(dims.cell(c.row(), c.col()).is_ok())
                }
                Move::Check | Move::Reveal => {}
            }
            assert_eq!(Move::parse(&mv.to_string(), dims).as_ref(), Ok(&mv));
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
