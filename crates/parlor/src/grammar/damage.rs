//! Damaged statement text: a word lost in transcription.
//!
//! When a quoted word is lost, the text keeps the spaces around it (`the
//! word  is here`) or empty quotes (`the word "" is here`). Reading such a
//! sentence would be a guess, so [`check`] reports it as a
//! [`ParlorError::Damaged`] error naming the words on either side of the gap.
//! Leading and trailing spaces are not damage.

use crate::error::{ParlorError, Result};

/// Fails when `sentence` has a gap: two spaces in a row, or empty quotes.
pub fn check(sentence: &str) -> Result<()> {
    let text = sentence.trim();
    let gap = ["  ", "\"\"", "''", "\u{201C}\u{201D}", "\u{2018}\u{2019}"]
        .iter()
        .filter_map(|g| text.find(g).map(|at| (at, g.len())))
        .min();
    let Some((at, len)) = gap else {
        return Ok(());
    };
    let before = text[..at].split_whitespace().last().unwrap_or("");
    let after = text[at + len..].split_whitespace().next().unwrap_or("");
    Err(ParlorError::Damaged {
        sentence: sentence.to_string(),
        gap: format!(
            "a word is missing between {before:?} and {after:?} (the text has a gap at character {})",
            text[..at].chars().count() + 1
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_gap() {
        let err = check("Statements with the word  are always true").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("between \"word\" and \"are\""), "{text}");
        assert!(check("The word \"\" is on a box").is_err());
        assert!(check("  The blue box is true  ").is_ok());
        assert!(check("It's the blue box").is_ok());
    }
}
