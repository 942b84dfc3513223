//! Explaining why a sentence could not be read, so that the message alone
//! leads to a sentence that reads.
//!
//! Lists the words the grammar does not know (with a spelling suggestion
//! when a known word is a plausible slip — one letter away for short
//! words, two for longer ones, a swap of neighbours counting one — and the
//! sentence reads with it; or the known word it is a form of, `emptiest`
//! → `empty`), and the closest known forms: first the repairs of
//! [`super::repair`] (the sentence itself with one word changed, dropped
//! or added, read by the grammar, closest to what was written first),
//! then the example sentences of the grammar's categories ([`EXAMPLES`],
//! each read by the grammar tests) that share a word other than a
//! function word with it, ranked by the share of words in common. When
//! every word is known, it names the first word that could not be placed
//! after the longest reading from the start. The `--fact` hint is given
//! only for a sentence about the room: one that names no box, statement
//! or truth value.

use std::collections::BTreeSet;

use super::facts::Facts;
use super::lexicon::{self, FUNCTION_WORDS, VOCABULARY};
use super::parser::Parser;
use super::repair::{close_spelling, repairs, stem};
use crate::text::{tokenize, Token};

/// How many closest forms are shown.
const SHOWN: usize = 3;

/// One example sentence per category of the grammar: category, example.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("named box", "The gems are in the blue box"),
    ("property of a box", "The white box is empty"),
    ("box by place", "The box on the left is empty"),
    (
        "box relative to another",
        "The box to the right of the white box is true",
    ),
    (
        "coordinated boxes",
        "Neither this box nor the black box contains the gems",
    ),
    ("quantified boxes", "At least two boxes are empty"),
    ("other boxes", "Only one of the other boxes is false"),
    ("neighbours", "A box next to this box contains the gems"),
    ("boxes by truth", "A false box contains the gems"),
    (
        "boxes by their statements",
        "The gems are in a box with no true statements",
    ),
    (
        "boxes by statement count",
        "The gems are in a box with two statements",
    ),
    (
        "boxes by what they say",
        "The box that claims to be black has the gems",
    ),
    (
        "boxes by words",
        "The gems are in a box with the word \"blue\" on it",
    ),
    ("identity", "This box is the middle box"),
    ("the only", "This is the only true box"),
    ("one of the N", "This box is one of the two empty boxes"),
    ("this statement", "This statement is false"),
    (
        "statements by position",
        "The top statement of each box is true",
    ),
    (
        "statements on boxes",
        "Exactly one statement on the other boxes is true",
    ),
    ("counted statements", "There are two false statements"),
    (
        "statements by words",
        "Every statement with the word \"white\" is false",
    ),
    ("text of a statement", "This statement contains six words"),
    (
        "letters",
        "The gems are in a box with a statement containing the letter \"B\"",
    ),
    ("wording", "This statement appears on another box"),
    (
        "comparison",
        "There are more true statements than false statements",
    ),
    (
        "equal counts",
        "An equal number of true and false statements",
    ),
    (
        "self reference",
        "This statement is as true as the statement on the blue box",
    ),
    (
        "conjunction",
        "The blue box is true and the white box is empty",
    ),
    (
        "disjunction",
        "Either the blue box is true or this box is empty",
    ),
    ("negation", "It is not true that the white box is empty"),
    (
        "conditional",
        "If this box is empty then the blue box is true",
    ),
    (
        "only if / unless",
        "The gems are in this box unless the black box is true",
    ),
    (
        "neither … nor",
        "Neither the blue box is true nor the white box is false",
    ),
    ("pronoun", "The black box is true and it contains the gems"),
    (
        "first person",
        "I am telling the truth and the gems are in me",
    ),
    ("whose", "The gems are in the box whose statement is true"),
    (
        "exclusive or",
        "The gems are in the blue box or the white box but not both",
    ),
    (
        "where a statement stands",
        "The only true statement is on the white box",
    ),
    (
        "other statement on a box",
        "The other statement on this box is false",
    ),
    ("ellipsis", "This box is empty and so is the blue box"),
    ("negated quantifier", "Not all boxes are false"),
    ("this statement alone", "Only this statement is true"),
    ("room fact", "You are in the parlor"),
    ("room count", "There are three boxes in this room"),
];

/// The detail lines of an "unreadable sentence" error for `sentence`
/// (read as `tokens`); `reach` is how many tokens a reading gets through
/// from the start (`Parser::reach`).
pub fn explain(sentence: &str, tokens: &[Token], facts: &Facts, reach: usize) -> String {
    let known = known_words(facts);
    let words: Vec<&str> = tokens.iter().filter_map(Token::word).collect();
    // A letter named as a letter (`the letter Q`) is read as that letter:
    // never blamed as an unknown word.
    let named_letters: BTreeSet<&str> = words
        .windows(2)
        .filter(|p| matches!(p[0], "letter" | "letters") && p[1].chars().count() == 1)
        .map(|p| p[1])
        .collect();
    let unknown =
        |known: &BTreeSet<String>, w: &str| unknown(known, w) && !named_letters.contains(w);
    let unknowns = words.iter().filter(|w| unknown(&known, w)).count();
    // With several unknown words no single replacement can make the
    // sentence read: each then gets its closest spelling alone.
    let reads = |word: &str, with: &str| {
        if unknowns > 1 {
            return true;
        }
        let edited: Vec<Token> = tokens
            .iter()
            .map(|t| match t {
                Token::Word(w) if w == word => Token::Word(with.to_string()),
                t => t.clone(),
            })
            .collect();
        !Parser::new(&edited, facts).sentence().is_empty()
    };
    let unread: Vec<String> = words
        .iter()
        .filter(|w| unknown(&known, w))
        .map(|w| describe_word(w, &known, &|k| reads(w, k)))
        .collect();
    // A word that is no misspelling may name something in the room, when
    // the sentence is about the room at all.
    // Only a word the grammar does not know can name such a thing: a
    // sentence of known words (`The gems are in them`) is no fact.
    let strange = about_the_room(&words)
        && !unread.is_empty()
        && !unread.iter().any(|d| d.contains("did you mean"));
    let mut lines = vec![if unread.is_empty() {
        "  every word is known, but no form fits them in this order".to_string()
    } else {
        format!("  words not understood: {}", unread.join(", "))
    }];
    if unread.is_empty() {
        lines.push(placed(sentence, tokens, reach));
    }
    let mut close = repairs(sentence, facts, &known, reach, SHOWN);
    for example in closest(&words) {
        if close.len() < SHOWN && !close.iter().any(|c| c == example) {
            close.push(example.to_string());
        }
    }
    if close.is_empty() {
        lines.push("  no known form is close to it".to_string());
    } else {
        lines.push("  closest known forms:".to_string());
        lines.extend(close.into_iter().map(|e| format!("    {e}")));
    }
    if strange {
        lines.push(
            "  (a fact about the room can be given with --fact \"SENTENCE\"=true|false)"
                .to_string(),
        );
    }
    lines.join("\n")
}

/// Where reading stopped: the first word that could not be placed, after
/// the words read (`could not place "there" after "i is the last
/// statement"`), or the whole sentence read but not as one statement.
/// The words before it are quoted as written (`sentence`), not as the
/// grammar rewrote them (`tokens`: `there's no prize` is read as `there is
/// no gems`); a word the rewrites put in is named as such.
fn placed(sentence: &str, tokens: &[Token], reach: usize) -> String {
    let Some(t) = tokens.get(reach) else {
        return "  every word is placed, but not as one whole statement".to_string();
    };
    let word = t.show();
    if reach == 0 {
        return format!("  could not place the first word, {word:?}");
    }
    // The same occurrence of the word in the sentence as written.
    let nth = tokens[..reach].iter().filter(|p| p.show() == word).count();
    let written: Vec<&str> = sentence.split_whitespace().collect();
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    };
    match written
        .iter()
        .enumerate()
        .filter(|(_, w)| bare(w) == word)
        .nth(nth)
    {
        Some((0, w)) => format!("  could not place the first word, {:?}", bare(w)),
        Some((j, _)) => {
            let before = written[..j].join(" ");
            let before =
                before.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '"');
            format!("  could not place {word:?} after {before:?}")
        }
        None => {
            let show = |ts: &[Token]| ts.iter().map(Token::show).collect::<Vec<_>>().join(" ");
            format!(
                "  could not place {word:?}, a word of the sentence as rewritten for reading: {:?}",
                show(tokens)
            )
        }
    }
}

/// Whether `word` is neither one of the `known` words ([`known_words`]) nor a
/// number.
pub(super) fn unknown(known: &BTreeSet<String>, word: &str) -> bool {
    !known.contains(word) && lexicon::number(word).is_none()
}

/// The grammar's words and the words of the fact table.
pub(super) fn known_words(facts: &Facts) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = VOCABULARY
        .iter()
        .chain(lexicon::NOT_BOXES)
        .map(|w| w.to_string())
        .collect();
    out.extend(
        lexicon::ROOMS
            .iter()
            .flat_map(|r| r.split(' '))
            .map(str::to_string),
    );
    for (sentence, _) in facts.entries() {
        out.extend(sentence.split(' ').map(str::to_string));
    }
    out
}

/// The examples closest to the sentence, best first: most words shared
/// relative to the words of both (shared / union, in per mille); only
/// examples sharing a word other than [`FUNCTION_WORDS`] with it.
fn closest(words: &[&str]) -> Vec<&'static str> {
    let mine: BTreeSet<&str> = words.iter().copied().collect();
    let mut ranked: Vec<(usize, usize, &str)> = EXAMPLES
        .iter()
        .enumerate()
        .map(|(n, (_, e))| {
            let theirs: BTreeSet<String> = tokenize(e).iter().map(Token::show).collect();
            let shared = mine.iter().filter(|w| theirs.contains(**w)).count();
            let content = mine
                .iter()
                .any(|w| theirs.contains(*w) && !FUNCTION_WORDS.contains(w));
            let union = mine.len() + theirs.len() - shared;
            (content, 1000 * shared / union.max(1), n, *e)
        })
        .filter(|(content, ..)| *content)
        .map(|(_, score, n, e)| (score, n, e))
        .collect();
    ranked.sort_by_key(|(score, n, _)| (std::cmp::Reverse(*score), *n));
    ranked.into_iter().take(SHOWN).map(|(_, _, e)| e).collect()
}

/// `"word"`, plus a spelling suggestion or a note that it is unknown. A
/// known word is suggested only when it is a plausible misspelling and the
/// sentence reads with it in place of `word` (`reads`, always true when
/// the sentence has several unknown words): "text" is one letter from
/// "next", but "The next on the white box" reads as nothing.
fn describe_word(word: &str, known: &BTreeSet<String>, reads: &dyn Fn(&str) -> bool) -> String {
    let mut candidates: Vec<(usize, &String)> = known
        .iter()
        .map(|k| (strsim::osa_distance(word, k), k))
        .filter(|(d, k)| close_spelling(word, k, *d))
        .collect();
    candidates.sort();
    // A word of the other polarity would reverse the sentence (`anything`
    // is two letters from `nothing`): never suggested.
    let negative = |w: &str| NEGATIVE_WORDS.contains(&w);
    let closest = candidates
        .into_iter()
        .filter(|(_, k)| negative(k) == negative(word))
        .find(|(_, k)| reads(k));
    match (closest, stem(word, known)) {
        (Some((_, k)), _) => format!("{word:?} (unknown; did you mean {k:?}?)"),
        (None, Some(s)) => format!("{word:?} (unknown; a form of {s:?}, which the grammar knows)"),
        (None, None) => format!("{word:?} (unknown)"),
    }
}

/// Words that deny: a suggestion never swaps one of them for a word that
/// does not, or back.
const NEGATIVE_WORDS: &[&str] = &[
    "no", "not", "none", "nothing", "nobody", "never", "neither", "nor", "nowhere", "noone",
];

/// Whether a sentence is about the room rather than the puzzle: none of
/// its words names a box, a statement or a truth value (`There is a piano
/// in this room`, `The gems are in the chest`): only then may a fact about
/// the room be what the writer meant.
fn about_the_room(words: &[&str]) -> bool {
    const PUZZLE_WORDS: &[&str] = &[
        "box",
        "boxes",
        "statement",
        "statements",
        "true",
        "false",
        "truth",
        "lie",
        "lies",
        "lying",
        "liar",
        "honest",
        "empty",
        "i",
        "me",
        "my",
        "we",
        "us",
        "left",
        "right",
        "middle",
        "other",
        "word",
        "letter",
        "words",
        "letters",
    ];
    !words
        .iter()
        .any(|w| PUZZLE_WORDS.contains(w) || lexicon::colour(w).is_some())
}
