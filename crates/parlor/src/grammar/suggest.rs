//! Explaining why a sentence could not be read.
//!
//! Lists the words that the closest known forms do not use (with a
//! spelling suggestion when a known word is one or two letters away) and
//! the closest forms themselves, ranked by how many of the sentence's words
//! they can use minus how many of their required words are missing.

use std::collections::{BTreeSet, HashSet};

use super::matcher::compiled;
use super::pattern::{Item, Nt};
use crate::text::Token;

/// How many closest forms are shown.
const SHOWN: usize = 3;

/// The words any match of `nt` may use (`None` in the set stands for "any word").
fn vocabulary(nt: Nt, seen: &mut HashSet<Nt>, out: &mut BTreeSet<&'static str>) {
    if !seen.insert(nt) {
        return;
    }
    if nt == Nt::Neg {
        out.insert("not");
    }
    for c in compiled().iter().filter(|c| c.rule.nt == nt) {
        items_vocabulary(&c.items, seen, out);
    }
}

fn items_vocabulary(items: &[Item], seen: &mut HashSet<Nt>, out: &mut BTreeSet<&'static str>) {
    for item in items {
        match item {
            Item::Word(alts) | Item::Opt(alts) => out.extend(alts.iter().copied()),
            Item::Slot(nt) => vocabulary(*nt, seen, out),
        }
    }
}

/// Words accepted anywhere by the grammar.
fn all_words() -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    items_vocabulary(
        &compiled()
            .iter()
            .flat_map(|c| c.items.clone())
            .collect::<Vec<_>>(),
        &mut HashSet::new(),
        &mut out,
    );
    out.insert("not");
    out
}

/// A known form with the words it may use and its required literal words.
struct Form {
    pattern: &'static str,
    words: BTreeSet<&'static str>,
    literals: BTreeSet<&'static str>,
    required: Vec<&'static str>,
}

fn forms() -> Vec<Form> {
    compiled()
        .iter()
        .filter(|c| c.rule.nt == Nt::Simple)
        .map(|c| {
            let mut words = BTreeSet::new();
            items_vocabulary(&c.items, &mut HashSet::new(), &mut words);
            let required = c
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Word(alts) => alts.first().copied(),
                    _ => None,
                })
                .collect();
            let literals = c
                .items
                .iter()
                .flat_map(|i| match i {
                    Item::Word(alts) | Item::Opt(alts) => alts.clone(),
                    Item::Slot(_) => vec![],
                })
                .collect();
            Form {
                pattern: c.rule.pattern,
                words,
                literals,
                required,
            }
        })
        .collect()
}

/// Sentence words the form may use, counting its own literal words
/// double, minus its required words the sentence lacks.
fn score(form: &Form, words: &[&str]) -> i64 {
    let used = words.iter().filter(|w| form.words.contains(*w)).count() as i64;
    let literal = words.iter().filter(|w| form.literals.contains(*w)).count() as i64;
    let missing = form.required.iter().filter(|r| !words.contains(r)).count() as i64;
    used + 2 * literal - missing
}

/// The detail lines of an "unreadable sentence" error.
pub fn explain(tokens: &[Token]) -> String {
    let words: Vec<&str> = tokens
        .iter()
        .filter_map(|t| match t {
            Token::Word(w) => Some(w.as_str()),
            Token::Quoted(_) => None,
        })
        .collect();
    let mut ranked = forms();
    ranked.sort_by_key(|f| std::cmp::Reverse(score(f, &words)));
    let known = all_words();
    let mut lines = Vec::new();
    let best = ranked.first();
    let unread: Vec<String> = words
        .iter()
        .filter(|w| best.is_none_or(|f| !f.words.contains(*w)))
        .map(|w| describe_word(w, &known))
        .collect();
    if unread.is_empty() {
        lines.push("  every word is known, but no form fits them in this order".to_string());
    } else {
        lines.push(format!("  words not understood: {}", unread.join(", ")));
    }
    lines.push("  closest known forms:".to_string());
    lines.extend(
        ranked
            .iter()
            .take(SHOWN)
            .map(|f| format!("    {}", f.pattern)),
    );
    lines.join("\n")
}

/// `"word"`, plus a spelling suggestion or a note that it is unknown.
fn describe_word(word: &str, known: &BTreeSet<&'static str>) -> String {
    if known.contains(word) {
        return format!("{word:?}");
    }
    let closest = known
        .iter()
        .map(|k| (strsim::levenshtein(word, k), *k))
        .filter(|(d, _)| *d <= 2)
        .min();
    match closest {
        Some((_, k)) => format!("{word:?} (unknown; did you mean {k:?}?)"),
        None => format!("{word:?} (unknown)"),
    }
}
