//! Emphasis on a claim of truth or lying, the one home of these phrasings:
//!
//! - a tail that stresses a denial said before it (`The blue box is not
//!   true, not even a little.`, `… not one bit`, `… not in the least`): it
//!   repeats the denial and adds nothing, so it is dropped — only after a
//!   clause with a negation of its own (`denial_tail`);
//! - (a degree adverb before a word of truth, `is completely false`, is
//!   dropped by the loose forms' `wholly`, its one home);
//! - `at all` after a denied word of truth (`X is not true at all`, `X is
//!   not at all honest`): said of a statement it is `not true`; said of a
//!   box it may deny the box's truth (`X is not true`: some statement of X
//!   is false) or every bit of it (`X is false`: every statement of X is
//!   false). The first is the grammar's reading (`at_all`), the second
//!   is kept beside it ([`wholly_denied`]), and a puzzle is read only where
//!   they give the same worlds (a box with one statement, a statement).

use super::{w, word};
use crate::text::Token;

/// Tails that stress a denial.
const TAILS: &[&[&str]] = &[
    &["not", "even", "a", "little"],
    &["not", "even", "a", "little", "bit"],
    &["not", "even", "a", "bit"],
    &["not", "even", "slightly"],
    &["not", "even", "partly"],
    &["not", "one", "bit"],
    &["not", "a", "bit"],
    &["not", "in", "the", "least"],
    &["not", "in", "the", "slightest"],
    &["not", "at", "all"],
];

/// Words that make a clause a denial.
const NEGATIONS: &[&str] = &["not", "no", "never", "none", "nothing", "neither", "nor"];

/// Words of truth or lying after the copula, each with the one a box has
/// when none of it has the first (`true` → `false`).
const TRUTH: &[(&str, &str)] = &[
    ("true", "false"),
    ("false", "true"),
    ("honest", "lying"),
    ("truthful", "lying"),
    ("lying", "telling the truth"),
    ("right", "wrong"),
    ("correct", "wrong"),
    ("wrong", "right"),
    ("incorrect", "right"),
];

fn truth_word(w: &str) -> Option<&'static str> {
    TRUTH.iter().find(|(t, _)| *t == w).map(|(_, o)| *o)
}

fn is_copula(w: Option<&str>) -> bool {
    matches!(w, Some("is" | "are" | "am"))
}

/// `…, not even a little` after a clause with a negation: dropped.
pub(super) fn denial_tail(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    if ws.len() != tokens.len() {
        return tokens;
    }
    let Some(tail) = TAILS
        .iter()
        .filter(|t| ws.ends_with(t) && ws.len() > t.len())
        .map(|t| t.len())
        .max()
    else {
        return tokens;
    };
    let before = &ws[..ws.len() - tail];
    if !before.iter().any(|w| NEGATIONS.contains(w)) {
        return tokens;
    }
    tokens[..before.len()].to_vec()
}

/// Where `COPULA not T at all` (or `COPULA not at all T`) stands: the
/// position of `not`, of the truth word, and the end of the phrase.
fn denied_at_all(ws: &[Option<&str>]) -> Option<(usize, usize, usize)> {
    (1..ws.len()).find_map(|i| {
        if !is_copula(ws[i - 1]) || ws[i] != Some("not") {
            return None;
        }
        let at_all =
            |k: usize| ws.get(k) == Some(&Some("at")) && ws.get(k + 1) == Some(&Some("all"));
        let truth = |k: usize| ws.get(k).copied().flatten().and_then(truth_word).is_some();
        if truth(i + 1) && at_all(i + 2) {
            Some((i, i + 1, i + 4))
        } else if at_all(i + 1) && truth(i + 3) {
            Some((i, i + 3, i + 4))
        } else {
            None
        }
    })
}

/// `X is not true at all` → `X is not true` (the grammar's reading; see
/// the module doc).
pub(super) fn at_all(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let Some((not, truth, end)) = denied_at_all(&ws) else {
        return tokens;
    };
    let mut out = tokens[..=not].to_vec();
    out.push(tokens[truth].clone());
    out.extend(tokens[end..].iter().cloned());
    out
}

/// The second reading of `X is not true at all`: `X is false` (see the
/// module doc); `None` when the sentence has no such phrase.
pub fn wholly_denied(tokens: &[Token]) -> Option<Vec<Token>> {
    // A tail stressing the denial goes with the denial it stresses.
    let tokens = denial_tail(tokens.to_vec());
    let ws: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let (not, truth, end) = denied_at_all(&ws)?;
    let opposite = ws[truth].and_then(truth_word)?;
    let mut out = tokens[..not].to_vec();
    out.extend(opposite.split(' ').map(w));
    out.extend(tokens[end..].iter().cloned());
    Some(out)
}

/// What to write when the two readings of `not true at all` differ.
pub const AT_ALL_HINT: &str = "`not true at all` (`not honest at all`, `not lying at all`) said \
     of a box may deny its truth (some statement on it is false) or every bit of it (every \
     statement on it is false): write the one meant (`X is not telling the truth`, `X is lying`)";

#[cfg(test)]
mod tests {
    use super::super::tests::norm;
    use super::*;
    use crate::text::tokenize;

    #[test]
    fn a_tail_stressing_a_denial_is_dropped() {
        for (said, meant) in [
            (
                "The blue box is not true, not even a little.",
                "the blue box is not true",
            ),
            (
                "THE GEMS ARE NOT IN THE BLACK BOX, NOT ONE BIT",
                "the gems are not in the black box",
            ),
            ("No box is lying, not in the least", "no box is lying"),
        ] {
            assert_eq!(norm(said), meant, "{said}");
        }
        // No denial before it: left as written (and not read).
        for said in [
            "The blue box is true, not even a little",
            "Not even a little",
        ] {
            let tokens = tokenize(said);
            assert_eq!(denial_tail(tokens.clone()), tokens, "{said}");
        }
    }

    #[test]
    fn a_degree_adverb_before_a_word_of_truth_is_dropped() {
        for (said, meant) in [
            ("THE BLUE BOX IS COMPLETELY FALSE.", "the blue box is false"),
            (
                "The white box is entirely honest",
                "the white box is honest",
            ),
            ("I am wholly truthful", "i is truthful"),
        ] {
            assert_eq!(norm(said), meant, "{said}");
        }
    }

    #[test]
    fn not_true_at_all_has_two_readings() {
        for (said, first, second) in [
            (
                "The blue box is not true at all",
                "the blue box is not true",
                "the blue box is false",
            ),
            (
                "The white box is not at all honest",
                "the white box is not honest",
                "the white box is lying",
            ),
            (
                "I am not lying at all",
                "i is not lying",
                "i is telling the truth",
            ),
        ] {
            assert_eq!(norm(said), first, "{said}");
            let other = wholly_denied(&tokenize(said)).unwrap();
            assert_eq!(
                super::super::normalize(other)
                    .iter()
                    .map(Token::show)
                    .collect::<Vec<_>>()
                    .join(" "),
                second,
                "{said}"
            );
        }
        assert_eq!(wholly_denied(&tokenize("The blue box is not true")), None);
        assert_eq!(wholly_denied(&tokenize("Not at all")), None);
    }
}
