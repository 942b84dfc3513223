//! Facts computed from the wording of statements.
//!
//! Wording is compared on [`crate::text::plain_words`]: case, punctuation and
//! quote marks do not matter. A phrase occurs in a text when its words occur
//! consecutively.

use crate::text::plain_words;

/// The comparable wording of a text.
pub fn wording(text: &str) -> Vec<String> {
    plain_words(text)
}

/// Whether `phrase` occurs in `text` as consecutive words.
pub fn has_phrase(text: &str, phrase: &str) -> bool {
    let needle = plain_words(phrase);
    !needle.is_empty()
        && plain_words(text)
            .windows(needle.len())
            .any(|w| w == needle.as_slice())
}

/// Whether `text` contains `letter` (case-insensitive).
pub fn has_letter(text: &str, letter: char) -> bool {
    text.to_lowercase().chars().any(|c| c == letter)
}

/// How many letters `text` has ([`crate::printed::letters`]).
pub fn letters(text: &str) -> usize {
    crate::printed::letters(text)
}

/// The one distinct word of `texts` with the most letters (the fewest with
/// `fewest`), or `None` when different words tie (see
/// [`crate::claim::TextProp::WordMost`]).
pub fn extreme_word<'t>(texts: impl Iterator<Item = &'t str>, fewest: bool) -> Option<String> {
    let mut words: Vec<String> = texts.flat_map(plain_words).collect();
    words.sort();
    words.dedup();
    let size = |w: &String| {
        let n = letters(w);
        if fewest {
            usize::MAX - n
        } else {
            n
        }
    };
    let best = words.iter().map(size).max()?;
    let mut at_best = words.into_iter().filter(|w| size(w) == best);
    let found = at_best.next()?;
    at_best.next().is_none().then_some(found)
}

/// `text` with every whole word `from` replaced by `to` (case-insensitive),
/// or `None` if the word does not occur.
pub fn replace_word(text: &str, from: &str, to: &str) -> Option<String> {
    let words = plain_words(text);
    if !words.iter().any(|w| w == from) {
        return None;
    }
    Some(
        words
            .iter()
            .map(|w| if w == from { to } else { w.as_str() })
            .collect::<Vec<_>>()
            .join(" "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_letters_and_replacement() {
        assert!(has_phrase(
            "The gems are in another box.",
            "\"another box\""
        ));
        assert!(!has_phrase("The gems are in another", "another box"));
        assert!(has_letter("The blue box is true", 'u'));
        assert_eq!(
            replace_word("Every box is black", "every", "this").as_deref(),
            Some("this box is black")
        );
        assert_eq!(replace_word("Some box", "every", "this"), None);
    }
}
