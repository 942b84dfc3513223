//! Small pieces of English shared by the game's messages: "an 8x8 board",
//! "1 atom" / "3 atoms".

use blackbox::Dims;

/// `a RxC board` with the right article: "an 8x8 board", "an 11x11 board",
/// "a 10x10 board".
pub fn a_board(dims: Dims) -> String {
    format!("{} {dims} board", article(dims.rows()))
}

/// "a" or "an" before the number `n` read aloud ("an 8", "an 18", "an 11000").
fn article(n: usize) -> &'static str {
    let digits = n.to_string();
    let eleven_or_eighteen =
        digits.len() % 3 == 2 && (digits.starts_with("11") || digits.starts_with("18"));
    if digits.starts_with('8') || eleven_or_eighteen {
        "an"
    } else {
        "a"
    }
}

/// `n` and the noun, plural unless `n` is 1: "1 atom", "0 atoms".
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_follow_the_sound_of_the_number() {
        let board = |r, c| a_board(Dims::new(r, c).unwrap());
        assert_eq!(board(8, 8), "an 8x8 board");
        assert_eq!(board(11, 5), "an 11x5 board");
        assert_eq!(board(18, 18), "an 18x18 board");
        assert_eq!(board(10, 10), "a 10x10 board");
        assert_eq!(board(1, 8), "a 1x8 board");
        assert_eq!(board(111, 3), "a 111x3 board");
        assert_eq!(count(1, "atom"), "1 atom");
        assert_eq!(count(4, "atom"), "4 atoms");
    }
}
