//! Non-native English read by mechanism: a negation written without its
//! auxiliary (`This box not have the gems.`, `The blue box not tell the
//! truth.`) is the negation with `do` (`This box does not have the gems.`).
//!
//! Read only where `not` follows the end of a box's name or a subject
//! pronoun (`box`, `boxes`, `one`, `ones`, `I`, `it`, a colour) and comes
//! right before the base form of a verb the grammar reads with a box as its
//! subject ([`VERBS`], forms by the analyser). `not` before anything else
//! (`not lying`, `not in`, `not the black box`) is left as written: the
//! copula left out is read elsewhere, and a stripped `not NP` belongs to the
//! grammar's ellipsis.

use super::{w, word};
use crate::grammar::lexicon;
use crate::grammar::morph::{analyse, Form};
use crate::text::Token;

/// Verbs whose base form after a bare `not` is read with `do`.
const VERBS: &[&str] = &[
    "have", "contain", "hold", "tell", "say", "speak", "lie", "mention", "show",
];

/// `X not VERB` → `X does not VERB` (`do` after a plural or `I`).
pub(super) fn bare_not(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 1);
    for (i, t) in tokens.iter().enumerate() {
        let previous = i.checked_sub(1).and_then(|p| word(&tokens[p]));
        let subject = previous.is_some_and(|p| {
            matches!(p, "box" | "boxes" | "one" | "ones" | "i" | "it")
                || lexicon::colour(p).is_some()
        });
        let verb = tokens.get(i + 1).and_then(word).is_some_and(|v| {
            analyse(v, VERBS)
                .iter()
                .any(|(_, form)| *form == Form::Base)
        });
        if word(t) == Some("not") && subject && verb {
            let plural = matches!(previous, Some("boxes" | "ones" | "i"));
            out.push(w(if plural { "do" } else { "does" }));
        }
        out.push(t.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn a_bare_not_before_a_verb_takes_do() {
        for (written, meant) in [
            (
                "This box not have the gems",
                "this box does not have the gems",
            ),
            (
                "The blue box not tell the truth",
                "the blue box does not tell the truth",
            ),
            ("I not have the gems", "i do not have the gems"),
            ("Both boxes not lie", "both boxes do not lie"),
        ] {
            assert_eq!(norm(written), meant, "{written:?}");
        }
        // Not before a verb, or not after a subject: left as written.
        for written in [
            "the black box not lying",
            "the gems are in the blue box not the black box",
            "it is not the case that the gems are here",
        ] {
            assert!(!norm(written).contains("does not"), "{written:?}");
        }
    }
}
