//! Informal English: text-speak spellings of words the grammar knows, as a
//! closed list ([`SPELLINGS`]: `r` for are, `u` for you), `every single
//! thing` for everything, and `, or both` after a disjunction (English
//! `or` is inclusive in the grammar already, so it adds nothing; `but not
//! both` keeps its exclusive reading, read elsewhere). A single letter is also how a
//! letter is named (`the letter r`, `whose name has an r`), so after
//! `letter`, an article or `no` it is left alone. The text-speak words
//! that carry no truth value (`lol`, `tbh`, `ngl`, `jk`) are set apart on
//! the sentence as written (`grammar/spoken.rs`); digits are never read as
//! words (`2` is a count, not `to`).

use super::{w, word};
use crate::text::Token;

/// Text-speak spellings and the words they stand for.
pub const SPELLINGS: &[(&str, &str)] = &[("r", "are"), ("u", "you")];

/// Words after which a single letter names the letter.
const NAMING: &[&str] = &["letter", "letters", "a", "an", "the", "no", "one", "of"];

/// `the gems r here` → `the gems are here`.
pub(super) fn spellings(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let named = out
            .last()
            .and_then(word)
            .is_some_and(|p| NAMING.contains(&p));
        match SPELLINGS.iter().find(|(s, _)| word(&t) == Some(s)) {
            Some((_, meant)) if !named => out.push(w(meant)),
            _ => out.push(t),
        }
    }
    out
}

/// `every single thing` / `each and every thing` → `everything`.
pub(super) fn every_thing(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        out.push(t);
        let n = out.len();
        let tail: Vec<Option<&str>> = out[n.saturating_sub(4)..].iter().map(word).collect();
        let drop = match tail.as_slice() {
            [.., Some("each"), Some("and"), Some("every"), Some("thing")] => 4,
            [.., Some("every"), Some("single"), Some("thing")] => 3,
            _ => 0,
        };
        if drop > 0 {
            out.truncate(n - drop);
            out.push(w("everything"));
        }
    }
    out
}

/// A final `or both` after an earlier `or` (`either A or B, or both`) is
/// dropped: `or` is inclusive already.
pub(super) fn or_both(tokens: Vec<Token>) -> Vec<Token> {
    let n = tokens.len();
    let ends = n >= 3 && word(&tokens[n - 2]) == Some("or") && word(&tokens[n - 1]) == Some("both");
    if ends && tokens[..n - 2].iter().any(|t| word(t) == Some("or")) {
        return tokens[..n - 2].to_vec();
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn text_speak_is_spelled_out_but_a_named_letter_stays() {
        assert_eq!(
            norm("the gems r in the black box"),
            "the gems are in the black box"
        );
        assert_eq!(norm("u will find the gems here"), "the gems are here");
        assert_eq!(
            norm("ok every single thing the white box says is false"),
            "ok every statement on the white box is false"
        );
        assert_eq!(
            norm("either I am lying or the white box is empty or both"),
            norm("either I am lying or the white box is empty")
        );
        // `or both` needs an `or` before it to be the inclusive tag.
        assert_eq!(
            norm("the gems are in the white box or both"),
            "the gems are in the white box or both"
        );
        assert_eq!(
            norm("the letter r is on the white box"),
            "the letter r is on the white box"
        );
    }
}
