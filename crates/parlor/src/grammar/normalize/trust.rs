//! Verbs and idioms of trust and lying, reduced to the truth of a box (or
//! of whatever the noun phrase names), each exact under the game's rules:
//!
//! - `Trust X`, `Believe X`, `Listen to X`, `You can (should, may) trust /
//!   believe X`,
//!   `X can be trusted / believed`, `X is trustworthy` → `X is true`: every
//!   statement of X is true (trusting a box is trusting all it says);
//! - `Don't believe a word X says`, `Don't believe anything X says` →
//!   `everything X says is false` (X is lying);
//! - (`X tells nothing but lies` and the other idioms of a box lying or
//!   telling the truth in all it says are the module `throughout`);
//! - `lying to you` (us, me), `honest with you`, `telling you the truth`:
//!   the one lied to adds nothing;
//! - **doubt** — `Don't trust / believe / listen to X`, `You can't trust X`, `X can't
//!   be trusted`, `X is untrustworthy` — has two readings on a box with
//!   several statements: X is lying (every statement false) or X is not
//!   telling the truth (some statement false). The rewrite gives the first
//!   and [`doubted`] the second; the grammar keeps both, so a puzzle where
//!   they differ is refused, and one where they agree (a box with one
//!   statement) is read.
//!
//! A box picked as one to trust (`the only one you can trust`, `a box you
//! can believe`) is a true box (`trusted_relative`).
//!
//! `Trust me` and `Believe me` beside a claim are assurances, dropped by
//! the fixed phrases (they are not rewritten here).

use super::w;
use crate::text::Token;

fn spelled(ws: &[&str]) -> Vec<Token> {
    ws.iter().map(|s| w(s)).collect()
}

/// Words one of which a trusted noun phrase has: it names a box or what a
/// box says (`Trust your instincts` is about nothing in the room, an
/// aside, and is not rewritten).
const SAYERS: &[&str] = &[
    "box",
    "boxes",
    "statement",
    "statements",
    "everything",
    "anything",
    "what",
    "whatever",
];

/// The noun phrase a trust verb takes, as the grammar reads it: `me` is
/// the speaker's box; `me`/`us` alone after `trust` is an assurance.
fn object(rest: &[Token]) -> Option<Vec<Token>> {
    let ws = Token::words(rest);
    match ws.as_slice() {
        [] | ["us", ..] => None,
        ["me"] => Some(spelled(&["this", "box"])),
        ["me", ..] => None,
        _ if ws
            .iter()
            .any(|w| SAYERS.contains(w) || crate::grammar::lexicon::colour(w).is_some()) =>
        {
            Some(rest.to_vec())
        }
        _ => None,
    }
}

/// Openings of a sentence that trust what follows.
const TRUSTING: &[&[&str]] = &[
    &["trust"],
    &["believe"],
    &["you", "can", "trust"],
    &["you", "can", "believe"],
    &["you", "should", "trust"],
    &["you", "should", "believe"],
    &["you", "may", "trust"],
    &["you", "may", "believe"],
    &["always", "trust"],
    &["always", "believe"],
    &["listen", "to"],
    &["you", "can", "listen", "to"],
    &["you", "should", "listen", "to"],
];

/// Openings of a sentence that doubt what follows.
const DOUBTING: &[&[&str]] = &[
    &["do", "not", "trust"],
    &["do", "not", "believe"],
    &["never", "trust"],
    &["never", "believe"],
    &["you", "can", "not", "trust"],
    &["you", "can", "not", "believe"],
    &["you", "should", "not", "trust"],
    &["you", "should", "not", "believe"],
    &["do", "not", "listen", "to"],
    &["never", "listen", "to"],
    &["you", "should", "not", "listen", "to"],
];

/// Endings of a sentence that trust (or doubt) its subject.
const TRUSTED: &[&[&str]] = &[
    &["can", "be", "trusted"],
    &["can", "be", "believed"],
    &["is", "trustworthy"],
    &["are", "trustworthy"],
];
const DOUBTED: &[&[&str]] = &[
    &["can", "not", "be", "trusted"],
    &["can", "not", "be", "believed"],
    &["is", "untrustworthy"],
    &["is", "not", "trustworthy"],
];

fn opens<'a>(ws: &[&str], list: &[&'a [&'a str]]) -> Option<usize> {
    list.iter().find(|p| ws.starts_with(p)).map(|p| p.len())
}

fn ends<'a>(ws: &[&str], list: &[&'a [&'a str]]) -> Option<usize> {
    list.iter()
        .find(|p| ws.len() > p.len() && ws.ends_with(p))
        .map(|p| p.len())
}

/// The subject doubted or trusted and the predicate that says so, in the
/// first reading: `(X, is true)` or `(X, is lying)`.
fn judged(tokens: &[Token]) -> Option<(Vec<Token>, bool)> {
    let ws = Token::words(tokens);
    // `don't believe a word / anything X says` is not a doubt: every
    // statement of X is false.
    if let Some(n) = opens(&ws, DOUBTING) {
        if matches!(ws.get(n..n + 2), Some(["a", "word"])) || ws.get(n) == Some(&"anything") {
            return None;
        }
        return object(&tokens[n..]).map(|o| (o, false));
    }
    if let Some(n) = opens(&ws, TRUSTING) {
        return object(&tokens[n..]).map(|o| (o, true));
    }
    if let Some(n) = ends(&ws, DOUBTED) {
        return Some((tokens[..tokens.len() - n].to_vec(), false));
    }
    if let Some(n) = ends(&ws, TRUSTED) {
        return Some((tokens[..tokens.len() - n].to_vec(), true));
    }
    None
}

/// Trust and doubt: `Trust X` → `X is true`; `Don't trust X` → `X is
/// lying` (the second reading is [`doubted`]).
pub(super) fn trust(tokens: Vec<Token>) -> Vec<Token> {
    let Some((mut subject, trusted)) = judged(&tokens) else {
        return tokens;
    };
    let predicate: &[&str] = if trusted {
        &["is", "true"]
    } else {
        &["is", "lying"]
    };
    subject.extend(spelled(predicate));
    subject
}

/// The second reading of a doubt (`Don't trust X` → `X is not telling the
/// truth`), or `None` when the sentence doubts nothing.
pub fn doubted(tokens: &[Token]) -> Option<Vec<Token>> {
    let (mut subject, trusted) = judged(tokens)?;
    if trusted {
        return None;
    }
    subject.extend(spelled(&["is", "not", "telling", "the", "truth"]));
    Some(subject)
}

/// Relative clauses that pick a box as one to trust.
const TRUSTED_BY_YOU: &[&[&str]] = &[
    &["you", "can", "trust"],
    &["you", "can", "believe"],
    &["you", "should", "trust"],
    &["you", "should", "believe"],
    &["you", "may", "trust"],
];

/// A box picked as one to trust: `the one you can trust`, `the only box
/// (that) you can believe`, `boxes you can trust` → `the true box`, `the
/// only true box`, `true boxes` (trusting a box is trusting all it says).
/// `one` only after `only`, `a`, `sole` (else it is a count); `the one you
/// can trust` alone is left to the reading of the definite article.
pub(super) fn trusted_relative(tokens: Vec<Token>) -> Vec<Token> {
    let ws = Token::words(&tokens);
    for i in 0..ws.len() {
        let noun = match ws[i] {
            "one" | "box" => "box",
            "ones" | "boxes" => "boxes",
            _ => continue,
        };
        // `one` after a number is a count; `the one` / `the box` alone is
        // the definite article's question (one box or some box), not ours.
        let before = i.checked_sub(1).map(|k| ws[k]);
        let counted = ws[i] == "one" && !matches!(before, Some("only" | "a" | "sole"));
        let definite = matches!(ws[i], "one" | "box") && before == Some("the");
        if counted || definite {
            continue;
        }
        let k = i + 1 + usize::from(matches!(ws.get(i + 1), Some(&("that" | "which" | "whom"))));
        let Some(by_you) = TRUSTED_BY_YOU.iter().find(|t| ws[k..].starts_with(t)) else {
            continue;
        };
        let mut out = tokens[..i].to_vec();
        out.extend(spelled(&["true", noun]));
        out.extend(tokens[k + by_you.len()..].iter().cloned());
        return out;
    }
    tokens
}

/// `Don't believe a word X says` (`anything X says`, `a word of what X
/// says`) → `everything X says is false`.
pub(super) fn not_a_word(tokens: Vec<Token>) -> Vec<Token> {
    let ws = Token::words(&tokens);
    let Some(n) = opens(&ws, DOUBTING) else {
        return tokens;
    };
    let mut from = match ws.get(n..n + 2) {
        Some(["a", "word"]) => n + 2,
        Some(["anything", _]) => n + 1,
        _ => return tokens,
    };
    if matches!(ws.get(from..from + 2), Some(["of", "what"])) {
        from += 2;
    }
    if ws.last() != Some(&"says") || from + 1 >= ws.len() {
        return tokens;
    }
    let mut out = spelled(&["everything"]);
    out.extend(tokens[from..].iter().cloned());
    out.extend(spelled(&["is", "false"]));
    out
}

/// The one lied to (`lying to you`, `honest with us`, `telling you the
/// truth`) adds nothing: dropped.
pub(super) fn to_you(tokens: Vec<Token>) -> Vec<Token> {
    let ws = Token::words(&tokens);
    let listener = |w: &str| matches!(w, "you" | "us" | "me");
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        out.push(tokens[i].clone());
        let next = ws.get(i + 1).copied().unwrap_or("");
        let after = ws.get(i + 2).copied().unwrap_or("");
        let skip = match (ws[i], next) {
            ("lying" | "lies" | "lie", "to") if listener(after) => 2,
            ("honest" | "truthful", "with") if listener(after) => 2,
            ("telling" | "tells" | "tell", _) if listener(next) && after == "the" => 1,
            ("telling" | "tells" | "tell", _) if listener(next) && after == "lies" => 1,
            _ => 0,
        };
        i += 1 + skip;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;
    use super::*;
    use crate::text::tokenize;

    #[test]
    fn trust_and_lying_are_a_box_s_truth() {
        assert_eq!(norm("Trust the black box."), "the black box is true");
        assert_eq!(
            norm("You can believe the black box"),
            "the black box is true"
        );
        assert_eq!(
            norm("The white box can be trusted"),
            "the white box is true"
        );
        assert_eq!(
            norm("Don't believe a word the blue box says"),
            "every statement on the blue box is false"
        );
        assert_eq!(
            norm("The black box is lying to you"),
            "the black box is lying"
        );
        assert_eq!(norm("Don't trust the white box"), "the white box is lying");
        assert_eq!(
            doubted(&tokenize("Don't trust the white box")),
            Some(tokenize("the white box is not telling the truth"))
        );
    }

    #[test]
    fn assurances_and_other_objects_are_left_alone() {
        // `Trust me` beside a claim is an assurance, for the fixed phrases.
        assert_eq!(
            trust(tokenize("trust me the gems are here")),
            tokenize("trust me the gems are here")
        );
        assert_eq!(doubted(&tokenize("Trust the black box")), None);
        // Nothing in the room is trusted: an aside, not rewritten.
        assert_eq!(
            trust(tokenize("trust your instincts")),
            tokenize("trust your instincts")
        );
        // `lying to` a box is not a listener.
        assert_eq!(
            to_you(tokenize("the white box is lying to the blue box")),
            tokenize("the white box is lying to the blue box")
        );
    }
}
