//! Counting the printed text: the one home of the rules every statement
//! about words, letters, characters and length uses (`docs/parlor.md`,
//! *Counting the printed text*, states them for people).
//!
//! - A **word** is a run of letters, digits, hyphens and apostrophes
//!   between spaces, punctuation and quote marks: a contraction (`isn't`,
//!   `box's`) is one word, a hyphenated word (`wind-up`, `six-word`) one
//!   word, a numeral (`3`, `12`) one word; punctuation and quote marks are
//!   no words and no part of one; quoted words count like the others.
//! - A **letter** is an alphabetic character: digits, apostrophes, hyphens
//!   and punctuation are not letters.
//! - **Characters** are counted three ways, as people do: every character
//!   but spaces, every character with the spaces, letters and digits only.
//!   A claim about characters is decided only when it holds in all three
//!   or in none ([`characters`] gives the three counts); otherwise it is
//!   refused, never guessed.
//! - The **length** of a statement (`longer`, `the shortest statement`) is
//!   its number of words; of a box, the words of all its statements.
//! - The **first** and **last word** are the first and last by the word
//!   rule, compared without case.
//! - A box's **name** is its colour word: `blue` (4 letters), `white`,
//!   `black` (5 letters each).

use crate::claim::{Cmp, Unit};
use crate::text::plain_words;

/// The words of a text (see the module doc), lower case.
pub fn words(text: &str) -> Vec<String> {
    plain_words(text)
}

/// How many letters `text` has.
pub fn letters(text: &str) -> usize {
    text.chars().filter(|c| c.is_alphabetic()).count()
}

/// The three counts of characters of `text`: without spaces, with them,
/// and of letters and digits only.
pub fn characters(text: &str) -> [usize; 3] {
    let text = text.trim();
    [
        text.chars().filter(|c| !c.is_whitespace()).count(),
        text.chars().count(),
        text.chars().filter(|c| c.is_alphanumeric()).count(),
    ]
}

/// Whether the size of `text` in `unit` compares with `n`: `None` when the
/// ways of counting characters disagree.
pub fn compares(text: &str, unit: Unit, cmp: Cmp, n: usize) -> Option<bool> {
    agree(&counts(text, unit), |size| cmp.holds(size, n))
}

/// The counts of `text` in `unit`: one for words and letters, three for
/// characters (see [`characters`]).
pub fn counts(text: &str, unit: Unit) -> Vec<usize> {
    match unit {
        Unit::Words => vec![words(text).len()],
        Unit::Letters => vec![letters(text)],
        Unit::Characters => characters(text).to_vec(),
    }
}

/// Whether two texts' sizes in `unit` compare, way of counting by way of
/// counting: `None` when the ways disagree.
pub fn compare(a: &str, unit: Unit, cmp: Cmp, b: &str) -> Option<bool> {
    compare_sizes(&counts(a, unit), cmp, &counts(b, unit))
}

/// Whether sizes compare, way of counting by way of counting (as from
/// [`counts`]): `None` when the ways disagree.
pub fn compare_sizes(a: &[usize], cmp: Cmp, b: &[usize]) -> Option<bool> {
    let pairs: Vec<(usize, usize)> = a.iter().copied().zip(b.iter().copied()).collect();
    agree(&pairs, |(x, y)| cmp.holds(x, y))
}

/// `Some(v)` when `test` gives `v` on every count, `None` when they differ.
fn agree<T: Copy>(counts: &[T], test: impl Fn(T) -> bool) -> Option<bool> {
    let first = test(*counts.first()?);
    counts.iter().all(|c| test(*c) == first).then_some(first)
}

/// The first word of a text, lower case.
pub fn first_word(text: &str) -> Option<String> {
    words(text).into_iter().next()
}

/// The last word of a text, lower case.
pub fn last_word(text: &str) -> Option<String> {
    words(text).pop()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counting_rules() {
        let text = "THE BOX'S WIND-UP KEY ISN'T HERE: 3 \"GEMS\".";
        assert_eq!(
            words(text),
            ["the", "box's", "wind-up", "key", "isn't", "here", "3", "gems"]
        );
        assert_eq!(letters(text), 28);
        assert_eq!(characters("The box."), [7, 8, 6]);
        assert_eq!(
            compares("The box.", Unit::Characters, Cmp::Lt, 20),
            Some(true)
        );
        assert_eq!(compares("The box.", Unit::Characters, Cmp::Eq, 7), None);
        assert_eq!(compare("ab cd", Unit::Words, Cmp::Gt, "ab"), Some(true));
        assert_eq!(first_word("\"The\" end"), Some("the".into()));
        assert_eq!(last_word("It is in the box."), Some("box".into()));
        assert_eq!(last_word("..."), None);
    }
}
