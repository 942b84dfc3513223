//! Sentences that open with a verb: an imperative about where to search
//! and a conditional said with `should` first.
//!
//! - `Look in X.`, `Look inside X.`, `Check X.`, `Search X.`, `Open X.`,
//!   `Pick X.`, `Choose X.`, `Go for X.` are
//!   advice to find the gems there: read as `the gems are in X`; `Don't
//!   look in X.`, `Don't open X.`, `Don't pick X.` as `the gems are not in
//!   X`. Only as the
//!   whole sentence's opening (`trust X` is not one of them: it says X is
//!   true, not where the gems are).
//! - `Should X be P, Q` is `if X is P, Q`: the comma is gone before the
//!   parse, and the grammar reads `if X is P Q` as a conditional without
//!   `then`.

use super::{w, word};
use crate::text::Token;

/// Openings read as `the gems are in` / `the gems are not in`.
const SEARCH: &[(&[&str], bool)] = &[
    (&["look", "in"], true),
    (&["look", "inside"], true),
    (&["check", "in"], true),
    (&["check"], true),
    (&["search"], true),
    (&["open"], true),
    (&["pick"], true),
    (&["choose"], true),
    (&["go", "for"], true),
    (&["do", "not", "pick"], false),
    (&["do", "not", "choose"], false),
    (&["do", "not", "look", "in"], false),
    (&["do", "not", "look", "inside"], false),
    (&["do", "not", "check"], false),
    (&["do", "not", "open"], false),
    (&["do", "not", "search"], false),
    (&["never", "look", "in"], false),
];

/// `Look in the white box` → `the gems are in the white box`; `Don't look
/// in the white box` → `the gems are not in the white box`.
pub(super) fn search(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let Some((opening, found)) = SEARCH
        .iter()
        .filter(|(o, _)| words.starts_with(o) && words.len() > o.len())
        .max_by_key(|(o, _)| o.len())
    else {
        return tokens;
    };
    let mut out: Vec<Token> = ["the", "gems", "are"].map(w).to_vec();
    if !found {
        out.push(w("not"));
    }
    out.push(w("in"));
    out.extend(tokens[opening.len()..].iter().cloned());
    out
}

/// `Should the black box be lying, …` → `if the black box is lying …`.
pub(super) fn should_first(tokens: Vec<Token>) -> Vec<Token> {
    if tokens.first().and_then(word) != Some("should") {
        return tokens;
    }
    let Some(be) = tokens.iter().take(8).position(|t| word(t) == Some("be")) else {
        return tokens;
    };
    let plural = tokens[1..be].iter().any(|t| {
        matches!(
            word(t),
            Some("gems" | "boxes" | "statements" | "we" | "they")
        )
    });
    let mut out = vec![w("if")];
    out.extend(tokens[1..be].iter().cloned());
    out.push(w(if plural { "are" } else { "is" }));
    out.extend(tokens[be + 1..].iter().cloned());
    out
}
