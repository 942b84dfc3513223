//! The English grammar: reading a statement as written in the game.
//!
//! [`read`] checks the text for damage ([`damage`]), tokenizes it
//! ([`crate::text`]) and reads it compositionally: noun phrases
//! (`noun`: quantified sets of boxes and statements), verb phrases
//! (`verb`: predicates), clauses and connectives (`clause`),
//! comparisons of counts (`compare`), over a lexicon of words with fixed
//! meanings ([`lexicon`]) and a table of facts about the room ([`Facts`]).
//! The result is a typed meaning, a [`Claim`]. Every reading of the whole
//! sentence is collected: none is an [`ParlorError::Unreadable`] error
//! naming the words not understood and the closest known forms
//! (`suggest`); several different ones are all kept, and the puzzle is
//! solved only if they mean the same under the rules of the game (checked
//! by the SAT backend when the puzzle is lowered), otherwise it is an
//! [`ParlorError::AmbiguousWording`] error. Nothing is guessed silently: a
//! sentence that only reads after one small edit (a soft word `a an the of
//! at` dropped, added or swapped for another) is read with that edit
//! reported in [`Reading::tolerated`].

mod aside;
pub mod bare_box;
mod clause;
mod compare;
pub mod damage;
mod determiner;
pub mod discourse;
mod ellipsis;
mod exception;
mod exclusive;
pub mod facts;
mod focus;
pub mod follow_up;
mod forms;
mod fragment;
pub mod lexicon;
mod morph;
pub mod normalize;
mod noun;
mod parser;
mod printed;
pub mod pronoun;
mod quote;
mod repair;
mod room;
pub mod sentences;
pub mod spoken;
mod statement;
mod suggest;
mod verb;
pub mod wh;

pub use aside::aside;
pub use facts::Facts;
pub use focus::ambiguity_hint;

use crate::claim::Claim;
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};
use parser::Parser;

/// Words whose absence, presence or confusion is tolerated as one edit.
pub const SOFT: &[&str] = &["a", "an", "the", "of", "at"];

/// Most words a statement may have (the game's are far shorter); longer
/// text is an error rather than a long search.
pub const MAX_WORDS: usize = 80;

/// Most words of a statement for which small edits are tried.
pub const MAX_EDITED_WORDS: usize = 24;

/// A sentence's reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// What the sentence claims (the first reading, in a fixed order).
    pub claim: Claim,
    /// Its other readings, if the grammar finds several; a puzzle is
    /// lowered only when they all mean the same (see
    /// [`crate::model::Model::build`]).
    pub alternatives: Vec<Claim>,
    /// Wording differences tolerated to read it (empty for an exact match).
    pub tolerated: Vec<String>,
}

impl Reading {
    /// The reading of a sentence found in the ways `claims` lists (at least
    /// one): the first in a fixed order is the claim, the others distinct
    /// from it are its alternatives.
    fn of(mut claims: Vec<Claim>, tolerated: Vec<String>) -> Reading {
        claims.sort_by_key(|c| format!("{c:?}"));
        claims.dedup();
        let claim = claims.remove(0);
        Reading {
            claim,
            alternatives: claims,
            tolerated,
        }
    }
}

/// Reads one English statement with the built-in facts (see module doc).
pub fn read(sentence: &str) -> Result<Reading> {
    read_with(sentence, &Facts::default())
}

/// Reads one English statement with a given fact table.
pub fn read_with(sentence: &str, facts: &Facts) -> Result<Reading> {
    damage::check(sentence)?;
    if let Some(spoken) = spoken::spoken(sentence) {
        return read_spoken(sentence, spoken, facts);
    }
    let tokens = normalize::normalize(tokenize(sentence));
    if tokens.len() > MAX_WORDS {
        return Err(ParlorError::Unreadable {
            sentence: sentence.chars().take(200).collect(),
            detail: format!(
                "  too long to be a statement: {} words (at most {MAX_WORDS})",
                tokens.len()
            ),
        });
    }
    let mut tries = variants(&tokens);
    let splice = comma_splice(sentence, facts);
    if let Splice::Read(spliced) = &splice {
        tries.insert(1, (spliced.clone(), vec![]));
    }
    if let Some(listed) = serial_list(sentence, facts) {
        tries.insert(1, (listed, vec![]));
    }
    // Words around the statement that say nothing themselves (an opening
    // connective, an imperative), and `but not both` after a clause whose
    // subject is two boxes: read before any small edit is tried.
    let around = [
        discourse::opening(sentence, &tokens),
        discourse::imperative_aside(sentence).map(normalize::normalize),
        exclusive::subject_but_not_both(&tokens, facts),
    ];
    for rest in around.into_iter().flatten().rev() {
        tries.insert(1, (rest, vec![]));
    }
    // Second readings kept beside the first: `statements here` in the
    // room ([`here_in_the_room`]); a doubt as `not telling the truth`
    // ([`normalize::trust::doubted`]); `on both counts` as `on every
    // count` ([`normalize::throughout::every_count`]); `never lies`,
    // `always tells the truth` said of each statement
    // ([`normalize::always::each_statement`]); a box said to lie and to
    // tell the truth as mixing them ([`normalize::mixed::mixed`]); `here`
    // before a box in apposition as the room
    // ([`normalize::apposition::here_as_room`]); `not true at all` as
    // `false` ([`normalize::emphatic::wholly_denied`]).
    let second = [
        here_in_the_room(&tokenize(sentence)).map(|t| (t, HERE_HINT)),
        normalize::trust::doubted(&tokenize(sentence)).map(|t| (t, DOUBT_HINT)),
        normalize::throughout::every_count(&tokenize(sentence)).map(|t| (t, BOTH_COUNTS_HINT)),
        normalize::always::each_statement(&tokenize(sentence)).map(|t| (t, ALWAYS_HINT)),
        normalize::mixed::mixed(&tokenize(sentence)).map(|t| (t, MIXED_HINT)),
        normalize::apposition::here_as_room(&tokenize(sentence)).map(|t| (t, HERE_BOX_HINT)),
        normalize::emphatic::wholly_denied(&tokenize(sentence))
            .map(|t| (t, normalize::emphatic::AT_ALL_HINT)),
    ];
    for (edited, tolerated) in tries {
        let mut claims = Parser::new(&edited, facts).sentence();
        if claims.is_empty() {
            continue;
        }
        for (other, hint) in second.iter().flatten() {
            let mut more = Parser::new(&normalize::normalize(other.clone()), facts).sentence();
            if more.is_empty() {
                // The second reading as a sentence of its own, for the words
                // around a statement read above (`What's more, …`).
                let text: Vec<String> = other.iter().map(Token::show).collect();
                if let Ok(read) = read_with(&text.join(" "), facts) {
                    if read.tolerated.is_empty() {
                        more.push(read.claim);
                        more.extend(read.alternatives);
                    }
                }
            }
            if more.is_empty() {
                return Err(ParlorError::Unreadable {
                    sentence: sentence.to_string(),
                    detail: format!("  {hint}"),
                });
            }
            claims.extend(more);
        }
        return Ok(Reading::of(claims, tolerated));
    }
    // Several sentences: each said, read one by one.
    if let Some(read) = sentences::read(sentence, facts) {
        return read;
    }
    let mut detail = suggest::explain(
        sentence,
        &tokens,
        facts,
        Parser::new(&tokens, facts).reach(),
    );
    // A verb phrase left out that the grammar does not repeat: the reason
    // and the clause written out come first.
    if let Some(hint) = ellipsis::hint(&tokenize(sentence)) {
        detail = format!("  {hint}\n{detail}");
    }
    if let Some(hint) = noun::other_hint(&tokenize(sentence)) {
        detail = format!("  {hint}\n{detail}");
    }
    if let Some(hint) = quote::speaker_hint(&tokens, facts) {
        detail.push('\n');
        detail.push_str(&hint);
    }
    if let Some(hint) = quote::reported_hint(&tokenize(sentence)) {
        detail.push('\n');
        detail.push_str(&hint);
    }
    if let Some(hint) = unread_word_hint(&tokens) {
        detail.push_str("\n  ");
        detail.push_str(hint);
    }
    if splice == Splice::Connective {
        detail.push_str(
            "\n  a comma alone between two clauses is read as \"and\" only when neither \
             clause has a joining word of its own (and, or, if, unless, …): write the \
             word meant in place of the comma",
        );
    }
    Err(ParlorError::Unreadable {
        sentence: sentence.to_string(),
        detail,
    })
}

/// A sentence read once its conversational words are set apart
/// ([`spoken`]): what it says, with errors quoting the sentence as written.
fn read_spoken(sentence: &str, spoken: spoken::Spoken, facts: &Facts) -> Result<Reading> {
    use spoken::Spoken;
    let refuse = |detail: String| ParlorError::Unreadable {
        sentence: sentence.to_string(),
        detail: format!("  {detail}"),
    };
    let part = |text: &str| {
        read_with(text, facts).map_err(|e| match e {
            ParlorError::Unreadable { detail, .. } => ParlorError::Unreadable {
                sentence: sentence.to_string(),
                detail,
            },
            e => e,
        })
    };
    let (first, rest) = match spoken {
        Spoken::Plain(text) => return part(&text),
        Spoken::Refused(why) => return Err(refuse(why)),
        Spoken::Unasked(_) => {
            return Err(refuse(
                "an answer word (`nope`, `yep`) opening a statement below another may take \
                 that statement back, or answer a question no one asked: write the claim alone \
                 (as a box's first statement it is read as the claim after it)"
                    .to_string(),
            ))
        }
        Spoken::Wh(readings) => {
            let mut claims = Vec::new();
            let mut tolerated = Vec::new();
            for filled in readings {
                let reading = part(&filled.clause)?;
                tolerated.extend(reading.tolerated);
                claims.extend(
                    std::iter::once(reading.claim)
                        .chain(reading.alternatives)
                        .map(|c| if filled.denied { Claim::negate(c) } else { c }),
                );
            }
            return Ok(Reading::of(claims, tolerated));
        }
        Spoken::Correction(rest) => (vec![read("the statement above is false")?.claim], rest),
        Spoken::Answered {
            question,
            yes,
            rest,
        } => {
            let mut claims: Vec<Claim> = spoken::declaratives(&question)
                .iter()
                .flat_map(|d| Parser::new(&normalize::normalize(tokenize(d)), facts).sentence())
                .map(|c| if yes { c } else { Claim::negate(c) })
                .collect();
            claims.sort_by_key(|c| format!("{c:?}"));
            claims.dedup();
            if claims.is_empty() {
                return Err(refuse(format!(
                    "the question \"{question}\" does not read as a claim in statement order \
                     (`is it in the blue box` → `it is in the blue box`), so its answer is not \
                     read: write the claim itself"
                )));
            }
            (claims, rest)
        }
    };
    let Some(rest) = rest else {
        let mut claims = first.into_iter();
        return Ok(Reading {
            claim: claims.next().expect("at least one reading"),
            alternatives: claims.collect(),
            tolerated: vec![],
        });
    };
    let then = part(&rest)?;
    let mut claims: Vec<Claim> = first
        .iter()
        .flat_map(|f| {
            std::iter::once(&then.claim)
                .chain(&then.alternatives)
                .map(|t| Claim::And(vec![f.clone(), t.clone()]))
        })
        .collect();
    let claim = claims.remove(0);
    Ok(Reading {
        claim,
        alternatives: claims,
        tolerated: then.tolerated,
    })
}

/// What to write when a doubt (`don't trust the white box`) is read in two
/// ways.
pub const DOUBT_HINT: &str = "a doubt (`don't trust X`, `X can't be trusted`) means X is lying \
     (every statement false) or only that X is not telling the truth (some statement false): \
     write the one meant (`X is lying`, `X is not telling the truth`)";

/// What to write when `on both counts` is said of a box that does not have
/// two statements.
pub const BOTH_COUNTS_HINT: &str = "`on both counts` takes for granted that the box has two \
     statements, and it has another number here: write `every statement on X is false` (or \
     `true`) for all of them, or name the ones meant";

/// What to write when `never lies`, `always tells the truth`, `tells a lie`
/// (said of a box as a whole or of the statements it makes) cannot be read
/// both ways.
pub const ALWAYS_HINT: &str = "`never` and `always` with lying or the truth, and a lie told \
     (`tells a lie`, `doesn't tell lies`), may be said of the box as a whole (`X never lies`: X \
     is not lying; `X tells a lie`: X is lying) or of the statements it makes (no statement on \
     X is a lie: `every statement on X is true`; one is: `X has a false statement`): write the \
     one meant";

/// What to write when a box said to lie and to tell the truth (a
/// self-contradiction as written, a mixed box as most likely meant) cannot
/// be read both ways.
pub const MIXED_HINT: &str = "a box said to be lying and telling the truth is false of every \
     box as written, but may mean a box with statements of both kinds: for that, write `X mixes \
     truth and lies` or `X has a true statement and a false statement`";

/// For an error message: words the grammar does not read in any form, with
/// a sentence that says the same and reads.
fn unread_word_hint(tokens: &[Token]) -> Option<&'static str> {
    let has = |w: &str| tokens.iter().any(|t| matches!(t, Token::Word(x) if x == w));
    if has("otherwise") {
        return Some(
            "`otherwise` is not read: say both cases with `either … or …` (`either the black \
             box is lying and the gems are in the white box, or the black box is not lying and \
             the gems are in the black box`)",
        );
    }
    if has("longest") && (has("name") || has("colour") || has("color")) {
        return Some(
            "`white` and `black` both have five letters, so no one box has the longest colour \
             name: name the boxes (`the white box or the black box`), or ask for the shortest \
             name, which only `blue` has",
        );
    }
    None
}

/// What to write when `the gems are here, in BOX` is read in two ways.
pub const HERE_BOX_HINT: &str = "`here` before a box may mean this box or the whole room: \
     write `the gems are in this box` or `the gems are in the white box` (the box meant)";

/// What to write when `statements here` is read in two ways.
pub const HERE_HINT: &str = "`here` after `statements` may mean this box or the whole room: \
     write `on this box` or `in this room` (`exactly one statement in this room is true`)";

/// Nouns for statements (a subject with one is not a box).
pub(super) const STATEMENT_NOUNS: &[&str] = &[
    "statement",
    "statements",
    "sentence",
    "sentences",
    "claim",
    "claims",
];

/// Words that pick statements by their place on a box (`the first statement
/// here`, `the other statement here`): with them `here` is this box.
const PLACE_WORDS: &[&str] = &[
    "first",
    "second",
    "third",
    "last",
    "other",
    "previous",
    "preceding",
    "next",
    "following",
    "above",
    "below",
    "this",
    "that",
    "my",
];

/// `statements here` counted or quantified (`most statements here`, `one
/// and only one statement here`, `all the statements here`): `here` may be
/// this box or the room, and the two differ. Returns the sentence with
/// `here` as `in this room`, read beside the box reading (which the
/// rewrites give), so that a puzzle where they differ is refused as read in
/// several ways. A statement picked by its place (`the first statement
/// here`, `the other statement here`) or `the statement here` (one) is the
/// box's, and is not doubled.
pub(super) fn here_in_the_room(tokens: &[Token]) -> Option<Vec<Token>> {
    let word = Token::word;
    let at = (1..tokens.len()).find(|&i| {
        word(&tokens[i]) == Some("here")
            && word(&tokens[i - 1]).is_some_and(|w| STATEMENT_NOUNS.contains(&w))
    })?;
    let before: Vec<&str> = tokens[at.saturating_sub(4)..at - 1]
        .iter()
        .filter_map(word)
        .collect();
    let singular = !word(&tokens[at - 1])?.ends_with('s');
    let by_place = before.iter().any(|w| PLACE_WORDS.contains(w));
    if by_place || (singular && before.last() == Some(&"the")) {
        return None;
    }
    let mut room = tokens.to_vec();
    room.splice(
        at..=at,
        ["in", "this", "room"].map(|w| Token::Word(w.to_string())),
    );
    Some(room)
}

/// A plural `statements here` (`most of the statements here`, `more than
/// half of all the statements here`) as `in this room`, for a box with one
/// statement: a plural names at least two, so there it cannot mean this
/// box's statements, and the sentence is read of the room alone. `None`
/// when the sentence has no plural `statements here`.
pub fn plural_here_as_room(sentence: &str) -> Option<String> {
    let tokens = tokenize(sentence);
    let plural = tokens.windows(2).any(|p| {
        p[1].word() == Some("here")
            && p[0]
                .word()
                .is_some_and(|w| STATEMENT_NOUNS.contains(&w) && w.ends_with('s'))
    });
    let room = here_in_the_room(&tokens).filter(|_| plural)?;
    let text: Vec<String> = room
        .iter()
        .map(|t| match t {
            Token::Word(w) => w.clone(),
            Token::Quoted(q) => format!("\"{q}\""),
        })
        .collect();
    Some(text.join(" "))
}

/// Words that join or subordinate clauses: a comma next to one of them is
/// part of that construction (`if A, B`; `A, or B`), not a splice.
const CONNECTIVES: &[&str] = &[
    "and",
    "or",
    "nor",
    "but",
    "yet",
    "if",
    "unless",
    "then",
    "so",
    "because",
    "while",
    "although",
    "though",
    "whether",
    "either",
    "neither",
    "otherwise",
    "except",
    "than",
    "when",
    "whenever",
];

/// What a comma in a sentence allows.
#[derive(Debug, PartialEq)]
enum Splice {
    /// No comma splice: no comma, several, a quotation, or words before
    /// the comma that are no statement on their own.
    None,
    /// Two clauses joined by a comma, one with a connective of its own: not
    /// read as a splice (the error says why).
    Connective,
    /// The tokens with the comma read as `and`.
    Read(Vec<Token>),
}

/// Two clauses side by side, joined by a comma alone (`This isn't the
/// parlor, it's the kitchen`): both are said, as with `and`. Read so when
/// the sentence has exactly one comma and no quotation, the words before it
/// read as a whole statement on their own, the words after it are a clause
/// (a statement, or one whose subject is `it`/`they`), and neither side has
/// a connective (which would make the comma part of a list or a condition,
/// and `and` could bind differently than the comma did).
fn comma_splice(sentence: &str, facts: &Facts) -> Splice {
    let Some((left, right)) = sentence.split_once(',') else {
        return Splice::None;
    };
    let (left, right) = (tokenize(left), tokenize(right));
    let quoted = |ts: &[Token]| ts.iter().any(|t| matches!(t, Token::Quoted(_)));
    if right.is_empty() || quoted(&left) || quoted(&right) || sentence.matches(',').count() > 1 {
        return Splice::None;
    }
    let alone = normalize::normalize(left.clone());
    if Parser::new(&alone, facts).sentence().is_empty() {
        return Splice::None;
    }
    let connective = |ts: &[Token]| {
        ts.iter()
            .any(|t| matches!(t, Token::Word(w) if CONNECTIVES.contains(&w.as_str())))
    };
    // A comma before a joining word (`…, and in the black box otherwise`)
    // is the joining word's: no splice, nothing to say about the comma.
    if connective(&right[..1]) {
        return Splice::None;
    }
    // The words after the comma are a clause: a whole statement on their
    // own, or a clause whose subject is a pronoun for something before the
    // comma (`…, they are in the black box`). Anything else (`in the black
    // box, the blue box`) is a list or an apposition, not a splice.
    let pronoun = matches!(right.first(), Some(Token::Word(w)) if w == "it" || w == "they");
    // `…, it is true` may say that the clause before is true, or that the
    // box it is about is: not read.
    let truth = ["true", "right", "so", "correct", "false", "wrong", "lie"];
    if pronoun
        && right.len() <= 4
        && matches!(right.last(), Some(Token::Word(w)) if truth.contains(&w.as_str()))
    {
        return Splice::None;
    }
    let clause = Parser::new(&normalize::normalize(right.clone()), facts).sentence();
    if !pronoun && clause.is_empty() {
        return Splice::None;
    }
    if connective(&left) || connective(&right) {
        return Splice::Connective;
    }
    let mut joined = left;
    joined.push(Token::Word("and".to_string()));
    joined.extend(right);
    Splice::Read(normalize::normalize(joined))
}

/// Three or more clauses in a list, the last after `and` or `or` (`The blue
/// box is lying, the white box is lying, and I'm the only true box`; the
/// comma before a last `and` optional, before a last `or` required, since
/// `A, B or C` may also be `A, and (B or C)`): read with the joining word
/// between every two, when each part is a whole statement on its own with
/// no joining word of its own (so no question of grouping arises).
fn serial_list(sentence: &str, facts: &Facts) -> Option<Vec<Token>> {
    let mut parts: Vec<Vec<Token>> = sentence.split(',').map(tokenize).collect();
    let conj = |ts: &[Token]| match ts.first().and_then(Token::word) {
        Some(c @ ("and" | "or")) => Some(c.to_string()),
        _ => None,
    };
    // The last part holds `B and C` when the comma before `and` is left out.
    let last = parts.pop()?;
    let joined = match conj(&last) {
        Some(c) => {
            parts.push(last[1..].to_vec());
            c
        }
        // Only `and`: `A, B or C` may be `A, and (B or C)` as well.
        None => {
            let at = last.iter().position(|t| t.word() == Some("and"))?;
            parts.push(last[..at].to_vec());
            parts.push(last[at + 1..].to_vec());
            last[at].word()?.to_string()
        }
    };
    let quoted = |ts: &[Token]| ts.iter().any(|t| matches!(t, Token::Quoted(_)));
    let joining = |ts: &[Token]| {
        ts.iter()
            .any(|t| t.word().is_some_and(|w| CONNECTIVES.contains(&w)))
    };
    let clause = |ts: &[Token]| {
        !ts.is_empty()
            && !quoted(ts)
            && !joining(ts)
            && !Parser::new(&normalize::normalize(ts.to_vec()), facts)
                .sentence()
                .is_empty()
    };
    if parts.len() < 3 || !parts.iter().all(|p| clause(p)) {
        return None;
    }
    let mut out = Vec::new();
    for (k, part) in parts.into_iter().enumerate() {
        if k > 0 {
            out.push(Token::Word(joined.clone()));
        }
        out.extend(part);
    }
    Some(normalize::normalize(out))
}

/// The token list itself, then (for sentences of at most
/// [`MAX_EDITED_WORDS`] words) every list one soft-word edit away, each with
/// the edit described; [`read_with`] takes the first that reads.
fn variants(tokens: &[Token]) -> Vec<(Vec<Token>, Vec<String>)> {
    let soft = |t: &Token| matches!(t, Token::Word(w) if SOFT.contains(&w.as_str()));
    let word = |w: &str| Token::Word(w.to_string());
    let mut out = vec![(tokens.to_vec(), vec![])];
    if tokens.len() > MAX_EDITED_WORDS {
        return out;
    }
    for (i, t) in tokens.iter().enumerate().filter(|(_, t)| soft(t)) {
        let mut dropped = tokens.to_vec();
        dropped.remove(i);
        out.push((dropped, vec![format!("ignored {:?}", t.show())]));
        // An article is never read as another one (`the` as `a`): the
        // definite and the indefinite article mean different things.
        let article = |w: &str| matches!(w, "a" | "an" | "the");
        let written = t.show();
        for w in SOFT
            .iter()
            .filter(|w| word(w) != *t)
            .filter(|w| !(article(w) && article(&written) && (**w == "the" || written == "the")))
        {
            let mut swapped = tokens.to_vec();
            swapped[i] = word(w);
            out.push((swapped, vec![format!("read {:?} as {w:?}", t.show())]));
        }
    }
    for i in 0..=tokens.len() {
        for w in SOFT {
            let mut added = tokens.to_vec();
            added.insert(i, word(w));
            out.push((added, vec![format!("assumed {w:?}")]));
        }
    }
    out
}

#[cfg(test)]
mod tests;
