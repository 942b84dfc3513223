//! Sizes of printed text said with a verb of holding: `this box holds
//! fourteen words in all`, `my statements contain 20 letters in total` are
//! `… has fourteen words`, `… have 20 letters` (the box's or statements'
//! count, by the counting rules of `docs/parlor.md`).

use super::{w, word};
use crate::grammar::lexicon;
use crate::text::Token;

/// `holds N words [in all | in total]` → `has N words`.
pub(super) fn held_size(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = tokens.iter().map(|t| word(t).unwrap_or("\"")).collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let verb = match words[i] {
            "holds" | "contains" | "carries" | "bears" => Some("has"),
            "hold" | "contain" | "carry" | "bear" => Some("have"),
            _ => None,
        };
        let counted = words
            .get(i + 1)
            .is_some_and(|n| lexicon::number(n).is_some())
            && words
                .get(i + 2)
                .is_some_and(|u| matches!(*u, "words" | "letters" | "characters"));
        match verb {
            Some(has) if counted => {
                out.push(w(has));
                out.extend(tokens[i + 1..i + 3].iter().cloned());
                i += 3;
                if matches!(words.get(i..i + 2), Some(["in", "all" | "total"])) {
                    i += 2;
                }
            }
            _ => {
                out.push(tokens[i].clone());
                i += 1;
            }
        }
    }
    out
}
