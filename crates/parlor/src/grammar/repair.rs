//! Repairs of a sentence the grammar cannot read: sentences one edit of one
//! word away from what was written that the grammar does read, closest
//! first — what an author most likely meant.
//!
//! The edits, each with a cost in letters changed: a word replaced by a
//! known word a typing slip away (Damerau–Levenshtein distance: one
//! letter for words of up to four letters, two for longer ones, a swap of
//! two neighbours counting one), or by the known word it is a form of
//! (`emptiest` → `empty`, by its ending); a word dropped; a short word
//! added (`in`, `the`, `is`, `box`, …). Candidates are tried cheapest
//! first, nearest the place where reading stopped first, and each is
//! read by the grammar before it is offered; at most [`MAX_TRIES`]
//! readings are tried, so an error costs a bounded time. The repaired
//! sentence keeps the writer's case (`THE GEMS ARE HERE`) and punctuation.

use std::collections::BTreeSet;

use super::facts::Facts;
use super::normalize::normalize;
use super::parser::Parser;
use crate::text::tokenize;

/// Most candidate sentences read while looking for repairs.
pub const MAX_TRIES: usize = 48;

/// Short words most often left out.
const ADDED: &[&str] = &[
    "in", "the", "is", "are", "a", "box", "not", "of", "on", "to", "with",
];

/// Endings of inflected and derived forms and what gives the stem
/// (`emptiest` → `empty`, `truer` → `true`, `lied` → `lie`).
pub const ENDINGS: &[(&str, &str)] = &[
    ("iest", "y"),
    ("ier", "y"),
    ("iness", "y"),
    ("ily", "y"),
    ("est", ""),
    ("est", "e"),
    ("er", ""),
    ("er", "e"),
    ("ness", ""),
    ("ly", ""),
    ("ed", ""),
    ("ed", "e"),
    ("ing", ""),
    ("ing", "e"),
    ("es", ""),
    ("s", ""),
];

/// One edit of the written sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Edit {
    /// Letters changed.
    cost: usize,
    /// Which word (for an addition: before which word).
    at: usize,
    /// The word put there (`None`: the word dropped).
    word: Option<String>,
    /// Whether the word is added rather than replacing one.
    added: bool,
}

/// Words that take no endings (determiners, pronouns, particles): no
/// word is a form of them (`bother` is no form of `both`, `others` may
/// be of `other` only as a noun, which the grammar reads as written).
const UNINFLECTED: &[&str] = &[
    "both", "either", "neither", "each", "every", "all", "some", "any", "none", "no", "not", "nor",
    "other", "another", "only", "also", "too", "then", "than", "here", "there", "what", "which",
    "who", "whose", "if", "unless", "whether", "else", "just", "one", "two", "three",
];

/// A known word that `word` is a form of, by its ending (a stem of at
/// least three letters that takes endings: no function word or
/// [`UNINFLECTED`] word).
pub fn stem(word: &str, known: &BTreeSet<String>) -> Option<String> {
    ENDINGS.iter().find_map(|(end, put)| {
        let base = format!("{}{put}", word.strip_suffix(end)?);
        let inflects = !UNINFLECTED.contains(&base.as_str())
            && !super::lexicon::FUNCTION_WORDS.contains(&base.as_str());
        (base.chars().count() >= 3 && inflects && known.contains(&base)).then_some(base)
    })
}

/// Whether `known` is a plausible slip for `word` at `distance`: one edit
/// for short words, two for longer ones, never a much shorter word.
pub fn close_spelling(word: &str, known: &str, distance: usize) -> bool {
    let (w, k) = (word.chars().count(), known.chars().count());
    let allowed = if w.min(k) <= 4 { 1 } else { 2 };
    distance <= allowed && k + 1 >= w && k >= 2
}

/// The words of a sentence as byte ranges (letters, digits, hyphens and
/// inner apostrophes), so an edit keeps everything around them.
fn spans(sentence: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    let chars: Vec<(usize, char)> = sentence.char_indices().collect();
    for (k, &(at, c)) in chars.iter().enumerate() {
        let inner = c == '\''
            && k > 0
            && chars[k - 1].1.is_alphanumeric()
            && chars.get(k + 1).is_some_and(|(_, n)| n.is_alphanumeric());
        let part = c.is_alphanumeric() || c == '-' || inner;
        match (part, start) {
            (true, None) => start = Some(at),
            (false, Some(s)) => {
                out.push((s, at));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, sentence.len()));
    }
    // A possessive `'s` stays when its word is changed (`boxx's` → `box's`).
    out.into_iter()
        .map(
            |(s, e)| match sentence[s..e].to_lowercase().ends_with("'s") && e - s > 2 {
                true => (s, e - 2),
                false => (s, e),
            },
        )
        .collect()
}

/// `word` in the case of `like`: all capitals, a capital first, or lower.
fn cased(word: &str, like: &str) -> String {
    let letters: Vec<char> = like.chars().filter(|c| c.is_alphabetic()).collect();
    if letters.len() > 1 && letters.iter().all(|c| c.is_uppercase()) {
        return word.to_uppercase();
    }
    match like.chars().next() {
        Some(c) if c.is_uppercase() => {
            let mut cs = word.chars();
            cs.next()
                .map(|f| f.to_uppercase().chain(cs).collect())
                .unwrap_or_default()
        }
        _ => word.to_string(),
    }
}

/// Whether the grammar reads `sentence` exactly (no soft-word edit) and in
/// one way only: a repair read in several ways (`all boxes but ones lie`,
/// an exception that may or may not have the property) is no fix to offer.
fn reads(sentence: &str, facts: &Facts) -> bool {
    if super::damage::check(sentence).is_err() {
        return false;
    }
    let claims = Parser::new(&normalize(tokenize(sentence)), facts).sentence();
    claims
        .first()
        .is_some_and(|one| claims.iter().all(|c| c == one))
}

/// The sentence with one edit applied.
fn applied(sentence: &str, spans: &[(usize, usize)], edit: &Edit) -> String {
    let end_of = |k: usize| spans.get(k).map_or(sentence.len(), |s| s.0);
    match (&edit.word, edit.added) {
        (Some(w), true) => {
            let at = end_of(edit.at);
            let like = spans
                .get(edit.at)
                .or(spans.last())
                .map_or("", |(s, e)| &sentence[*s..*e]);
            let w = cased(w, like);
            let (space_before, space_after) = if at == sentence.len() {
                (" ", "")
            } else {
                ("", " ")
            };
            format!(
                "{}{space_before}{w}{space_after}{}",
                &sentence[..at],
                &sentence[at..]
            )
        }
        (Some(w), false) => {
            let (s, e) = spans[edit.at];
            format!(
                "{}{}{}",
                &sentence[..s],
                cased(w, &sentence[s..e]),
                &sentence[e..]
            )
        }
        (None, _) => {
            let (s, e) = spans[edit.at];
            // Drop the word and one space next to it.
            let e2 = sentence[e..]
                .chars()
                .next()
                .filter(|c| *c == ' ')
                .map_or(e, |_| e + 1);
            format!("{}{}", &sentence[..s], &sentence[e2..])
        }
    }
}

/// Up to `n` repairs of `sentence` that the grammar reads, closest first
/// (see the module doc); `reach` is the index of the first word reading
/// stopped at (a hint of where the slip is), `known` the grammar's words.
pub fn repairs(
    sentence: &str,
    facts: &Facts,
    known: &BTreeSet<String>,
    reach: usize,
    n: usize,
) -> Vec<String> {
    let spans = spans(sentence);
    // The words a slip may have been: the grammar's and the number words.
    let mut known = known.clone();
    known.extend(super::lexicon::number_words().map(str::to_string));
    let known = &known;
    let mut edits: Vec<Edit> = Vec::new();
    for (k, (s, e)) in spans.iter().enumerate() {
        let written = sentence[*s..*e].to_lowercase();
        if !known.contains(&written) || k + 2 >= reach.min(spans.len()) {
            for w in known {
                if *w == written {
                    continue;
                }
                let d = strsim::osa_distance(&written, w);
                if close_spelling(&written, w, d) {
                    edits.push(Edit {
                        cost: d,
                        at: k,
                        word: Some(w.clone()),
                        added: false,
                    });
                }
            }
            if let Some(base) = stem(&written, known) {
                let cost = written.len().abs_diff(base.len()).max(1);
                edits.push(Edit {
                    cost,
                    at: k,
                    word: Some(base),
                    added: false,
                });
            }
        }
        edits.push(Edit {
            cost: written.len() + 1,
            at: k,
            word: None,
            added: false,
        });
    }
    for k in 0..=spans.len() {
        for w in ADDED {
            edits.push(Edit {
                cost: w.len() + 1,
                at: k,
                word: Some(w.to_string()),
                added: true,
            });
        }
    }
    // Cheapest first; among equals, nearest the place reading stopped.
    edits.sort_by_key(|e| (e.cost, e.at.abs_diff(reach), e.at, e.word.clone()));
    let mut out: Vec<String> = Vec::new();
    let mut tries = 0;
    for edit in &edits {
        if out.len() == n || tries == MAX_TRIES {
            break;
        }
        let candidate = applied(sentence, &spans, edit);
        if out.contains(&candidate) {
            continue;
        }
        tries += 1;
        if reads(&candidate, facts) {
            out.push(candidate);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_keep_the_writers_case_and_punctuation() {
        let s = "THE GMES ARE HERE.";
        let sp = spans(s);
        let edit = Edit {
            cost: 1,
            at: 1,
            word: Some("gems".into()),
            added: false,
        };
        assert_eq!(applied(s, &sp, &edit), "THE GEMS ARE HERE.");
        let s = "The gems are the blue box.";
        let sp = spans(s);
        let edit = Edit {
            cost: 3,
            at: 3,
            word: Some("in".into()),
            added: true,
        };
        assert_eq!(applied(s, &sp, &edit), "The gems are in the blue box.");
        let edit = Edit {
            cost: 4,
            at: 3,
            word: None,
            added: false,
        };
        assert_eq!(applied(s, &sp, &edit), "The gems are blue box.");
        assert_eq!(cased("empty", "Emtpy"), "Empty");
    }
}
