//! The lexicon: what single words and fixed word groups mean.
//!
//! Numbers (`zero`…`twenty`, `thirty`, `forty`, `fifty`, numerals), ordinals and positions
//! of statements (`top`, `first`, `second`, `bottom`, `last`), colours,
//! boxes by their place in the row (`left`, `leftmost`, `middle`, `centre`,
//! `right`, `rightmost`), and [`VOCABULARY`], every word the grammar uses,
//! for the "words not understood" part of an unreadable-sentence error.
//! The grammar functions (`noun`, `verb`,
//! `clause`) combine these meanings; nothing here reads a sentence.

use crate::claim::Position;
use crate::colour::Colour;

/// Number words up to twenty.
const NUMBERS: [&str; 21] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
];

/// Tens after twenty.
const TENS: [(&str, u32); 3] = [("thirty", 30), ("forty", 40), ("fifty", 50)];

/// A number word or numeral.
pub fn number(word: &str) -> Option<u32> {
    if let Some(n) = NUMBERS.iter().position(|w| *w == word) {
        return u32::try_from(n).ok();
    }
    if let Some((_, n)) = TENS.iter().find(|(w, _)| *w == word) {
        return Some(*n);
    }
    match word {
        "a" | "an" | "single" => None,
        _ if word.len() <= 4 => word.parse().ok(),
        _ => None,
    }
}

/// The position of a statement on its box named by an ordinal.
pub fn position(word: &str) -> Option<Position> {
    Some(match word {
        "top" | "first" | "topmost" | "upper" => Position::Nth(1),
        "second" => Position::Nth(2),
        "third" => Position::Nth(3),
        "fourth" => Position::Nth(4),
        "bottom" | "last" | "lowest" | "lower" => Position::Last,
        _ => return None,
    })
}

/// A colour word.
pub fn colour(word: &str) -> Option<Colour> {
    word.parse().ok()
}

/// A box named by its place in the row: `left` → blue.
pub fn place(word: &str) -> Option<Colour> {
    Some(match word {
        "left" | "leftmost" | "left-hand" | "first" => Colour::Blue,
        "middle" | "center" | "centre" | "central" | "second" => Colour::White,
        "right" | "rightmost" | "right-hand" | "third" | "last" => Colour::Black,
        _ => return None,
    })
}

/// Every word the grammar uses (besides numbers and quoted phrases).
pub const VOCABULARY: &[&str] = &[
    "a",
    "above",
    "actually",
    "adjacent",
    "all",
    "also",
    "always",
    "an",
    "and",
    "another",
    "any",
    "appear",
    "appears",
    "are",
    "as",
    "at",
    "be",
    "below",
    "beside",
    "besides",
    "between",
    "black",
    "blank",
    "blue",
    "both",
    "bottom",
    "box",
    "boxes",
    "but",
    "by",
    "carries",
    "carry",
    "center",
    "central",
    "centre",
    "claim",
    "claims",
    "contain",
    "containing",
    "contains",
    "display",
    "displays",
    "do",
    "does",
    "each",
    "either",
    "empty",
    "end",
    "equal",
    "every",
    "exactly",
    "false",
    "fewer",
    "find",
    "first",
    "fourth",
    "from",
    "gems",
    "has",
    "have",
    "hold",
    "holding",
    "holds",
    "identical",
    "if",
    "in",
    "include",
    "includes",
    "inside",
    "is",
    "it",
    "just",
    "last",
    "least",
    "left",
    "left-hand",
    "leftmost",
    "less",
    "letter",
    "letters",
    "long",
    "lower",
    "lowest",
    "make",
    "makes",
    "many",
    "more",
    "most",
    "middle",
    "neither",
    "next",
    "no",
    "none",
    "nor",
    "not",
    "number",
    "of",
    "on",
    "one",
    "ones",
    "only",
    "open",
    "or",
    "other",
    "right",
    "right-hand",
    "rightmost",
    "room",
    "same",
    "say",
    "says",
    "second",
    "show",
    "shows",
    "some",
    "statement",
    "statements",
    "than",
    "that",
    "the",
    "them",
    "then",
    "there",
    "they",
    "thing",
    "third",
    "this",
    "to",
    "top",
    "topmost",
    "true",
    "truth",
    "unique",
    "unless",
    "upper",
    "use",
    "uses",
    "when",
    "which",
    "white",
    "will",
    "with",
    "word",
    "words",
    "wording",
    "would",
    "you",
    "replaced",
    "replace",
    "what",
    "where",
];
