//! Small pieces of English shared by the game's messages: "an 8x8 board",
//! "1 atom" / "3 atoms", counts of boards ("635,376", "about 1.3 × 10^28").

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

/// Most digits a count is written with in full.
const FULL_DIGITS: usize = 12;

/// A count of boards as people read it, with no space inside so that a
/// line never wraps in the middle of it: in full up to twelve digits,
/// grouped by commas (`635,376`), past that to two figures (`about
/// 1.3×10^28`; the exact number is in the JSON).
pub fn big_count(n: &num_bigint::BigUint) -> String {
    figures(n, true)
}

/// A lower bound on a count of boards, as [`big_count`] writes it but
/// never rounded up: `at least 1.3×10^28` for 1.39…×10^28.
pub fn at_least(n: &num_bigint::BigUint) -> String {
    format!(
        "at least {}",
        figures(n, false).trim_start_matches("about ")
    )
}

/// [`big_count`], past twelve digits rounded to two figures or (`round`
/// false) cut to them.
fn figures(n: &num_bigint::BigUint, round: bool) -> String {
    let digits = n.to_string();
    if digits.len() <= FULL_DIGITS {
        let mut out = String::new();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(d);
        }
        return out;
    }
    // Two figures, rounded on the third: 1.29… → 1.3; 9.96… → 10 → 1.0 and
    // one more power of ten.
    let first: u32 = digits[..3].parse().expect("three digits");
    let up = if round { 5 } else { 0 };
    let (mut figures, mut power) = ((first + up) / 10, digits.len() - 1);
    if figures == 100 {
        figures = 10;
        power += 1;
    }
    format!("about {}.{}×10^{power}", figures / 10, figures % 10)
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

    #[test]
    fn big_counts_read_whole_or_to_two_figures_with_no_space_inside() {
        let big = |s: &str| big_count(&s.parse().unwrap());
        assert_eq!(big("9"), "9");
        assert_eq!(big("635376"), "635,376");
        assert_eq!(big("999999999999"), "999,999,999,999");
        assert_eq!(big("1294000000000"), "about 1.3×10^12");
        assert_eq!(big("99600000000000"), "about 1.0×10^14");
        let low = |s: &str| at_least(&s.parse().unwrap());
        assert_eq!(low("1394000000000"), "at least 1.3×10^12");
        assert_eq!(low("635376"), "at least 635,376");
        let number = big("12345678901234567890");
        assert!(!number
            .trim_start_matches("about ")
            .contains(char::is_whitespace));
    }
}
