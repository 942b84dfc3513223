//! Rewrites of the token list that keep the meaning, applied before the
//! grammar reads a sentence: other names for words the grammar knows, and
//! constructions reduced to the full form the grammar reads.
//!
//! Each rule is exact (the rewritten words mean what the written ones do)
//! and, except for the fixed synonyms, applies only to words the grammar
//! does not know ([`VOCABULARY`]), so no sentence that read before reads
//! differently. Verb forms come from the morphological analyser
//! ([`super::morph`]), not from lists of word forms:
//!
//! - other names: `treasure`, `jewel(s)`, `diamonds`, `loot`, `riches` …
//!   ([`lexicon::GEM_NAMES`]) → `gems`; a verb of lying (`fib`,
//!   `deceive`) in a present form → the same form of `lie`, `fibber(s)` →
//!   `liar(s)`; a verb of
//!   showing in any form → the same form of `show` (`features`,
//!   `exhibiting`);
//! - a reduced relative clause after a box or statement noun → the full one:
//!   `a box having two statements` → `a box that has two statements`,
//!   `boxes displaying …` → `boxes that display …`;
//! - where a statement stands: `the statement written on the white box` →
//!   `the statement on the white box` (`printed`, `inscribed`, `painted`,
//!   `displayed`, `shown`, `carved`);
//! - a compound pre-modifier of statement count: `a two-statement box` →
//!   `a box with two statements`;
//! - anaphora on the statement above, at the start of a sentence: `That is
//!   not so`, `That's right`, `That is a lie` → `the above statement is
//!   not true / true / false`;
//! - a `we` subject spelled out at the end: `we are both lying, the white
//!   box and I` → `the white box and I are both lying`;
//! - fixed phrases ([`PHRASES`]): `of us` → `of the boxes` (the boxes speak),
//!   `my neighbours` → `the boxes next to me`, `has got` → `has`, `you'll`
//!   → `you will`; where the gems are: `the gems sit / rest / lie / reside
//!   in …` → `are in …`, `must be` → `are`, `can not be` → `are not`;
//!   adverbs of emphasis (`definitely`, `certainly`, `surely`, `indeed`)
//!   are dropped — statements in the game are simply true or false;
//! - truth adjectives of a statement noun: `an honest statement` → `a true
//!   statement`, `every lying statement` → `every false statement`.

use super::lexicon::{self, VOCABULARY};
use super::morph::{analyse, inflect, Form};
use crate::text::Token;

/// Phrases read as other phrases with the same meaning in the game.
const PHRASES: &[(&[&str], &[&str])] = &[
    (&["of", "us"], &["of", "the", "boxes"]),
    (&["my", "neighbours"], &["the", "boxes", "next", "to", "me"]),
    (&["my", "neighbors"], &["the", "boxes", "next", "to", "me"]),
    (&["my", "neighbour"], &["the", "box", "next", "to", "me"]),
    (&["my", "neighbor"], &["the", "box", "next", "to", "me"]),
    (&["has", "not", "got"], &["does", "not", "have"]),
    (&["have", "not", "got"], &["do", "not", "have"]),
    (&["has", "not"], &["does", "not", "have"]),
    (&["have", "not"], &["do", "not", "have"]),
    (&["has", "got"], &["has"]),
    (&["have", "got"], &["have"]),
    (&["you'll"], &["you", "will"]),
    (&["gems", "must", "be"], &["gems", "are"]),
    (&["gems", "can", "not", "be"], &["gems", "are", "not"]),
    (&["gems", "sit"], &["gems", "are"]),
    (&["gems", "rest"], &["gems", "are"]),
    (&["gems", "lie"], &["gems", "are"]),
    (&["gems", "reside"], &["gems", "are"]),
    (&["that", "'s"], &["that", "is"]),
    (&["which", "'s"], &["which", "is"]),
    (&["who", "'s"], &["who", "is"]),
    // The far end of the row is its end.
    (&["at", "the", "far", "left"], &["on", "the", "left"]),
    (&["at", "the", "far", "right"], &["on", "the", "right"]),
    (&["far", "left"], &["left"]),
    (&["far", "right"], &["right"]),
    (&["at", "the", "left", "end"], &["on", "the", "left"]),
    (&["at", "the", "right", "end"], &["on", "the", "right"]),
    (&["at", "the", "left"], &["on", "the", "left"]),
    (&["at", "the", "right"], &["on", "the", "right"]),
    (&["at", "the", "center"], &["in", "the", "middle"]),
    (&["at", "the", "centre"], &["in", "the", "middle"]),
    // Whose the gems are: `the gems are mine`, `belong to the white box`.
    (&["gems", "are", "mine"], &["gems", "are", "in", "me"]),
    (
        &["gems", "are", "not", "mine"],
        &["gems", "are", "not", "in", "me"],
    ),
    (&["gems", "is", "mine"], &["gems", "are", "in", "me"]),
    (
        &["gems", "is", "not", "mine"],
        &["gems", "are", "not", "in", "me"],
    ),
    (&["gems", "belong", "to"], &["gems", "are", "in"]),
    (&["gems", "belongs", "to"], &["gems", "are", "in"]),
    (
        &["gems", "do", "not", "belong", "to"],
        &["gems", "are", "not", "in"],
    ),
    (
        &["gems", "does", "not", "belong", "to"],
        &["gems", "are", "not", "in"],
    ),
    (&["gems", "are", "with"], &["gems", "are", "in"]),
    (&["gems", "'s"], &["gems", "are"]),
    // The one box that lies / tells the truth.
    (&["the", "liar"], &["the", "lying", "box"]),
    (&["the", "truth-teller"], &["the", "truthful", "box"]),
    (&["the", "truthteller"], &["the", "truthful", "box"]),
    (&["is", "a", "truth-teller"], &["is", "truthful"]),
    // What is written on a box: its statements.
    (
        &["everything", "i", "say"],
        &["every", "statement", "on", "this", "box"],
    ),
    (
        &["everything", "here"],
        &["every", "statement", "on", "this", "box"],
    ),
    (&["everything", "on"], &["every", "statement", "on"]),
    (&["nothing", "on"], &["no", "statement", "on"]),
    (
        &["everything", "written", "on"],
        &["every", "statement", "on"],
    ),
    (&["nothing", "written", "on"], &["no", "statement", "on"]),
    // Truth told or not, in other words.
    (&["is", "being"], &["is"]),
    (&["are", "being"], &["are"]),
    (&["telling", "a", "lie"], &["lying"]),
    (&["telling", "lies"], &["lying"]),
    (&["tells", "a", "lie"], &["lies"]),
    (&["tell", "a", "lie"], &["lie"]),
    // A box's claim is its statement.
    (&["'s", "claim"], &["'s", "statement"]),
    (&["'s", "claims"], &["'s", "statements"]),
    (&["statement", "here"], &["statement", "on", "this", "box"]),
    (
        &["statements", "here"],
        &["statements", "on", "this", "box"],
    ),
    (&["my", "claim"], &["my", "statement"]),
    (&["my", "claims"], &["my", "statements"]),
    // `has the gems in it`: `in it` repeats the box.
    (&["gems", "in", "it"], &["gems"]),
    // Under a negation `a single` is `any`: `without a single false statement`.
    (&["without", "a", "single"], &["without", "a"]),
    (&["not", "a", "single"], &["no"]),
    // Where the gems were put is where they are.
    (&["gems", "have", "been"], &["gems", "are"]),
    (&["gems", "were"], &["gems", "are"]),
    (
        &["gems", "are", "somewhere", "else"],
        &["gems", "are", "not", "here"],
    ),
    (
        &["gems", "are", "elsewhere"],
        &["gems", "are", "not", "here"],
    ),
    (
        &["you", "will", "find", "the", "gems"],
        &["the", "gems", "are"],
    ),
    (
        &["you", "will", "not", "find", "the", "gems"],
        &["the", "gems", "are", "not"],
    ),
    (
        &["there", "is", "nothing", "in"],
        &["there", "are", "no", "gems", "in"],
    ),
    (&["contain", "anything"], &["contain", "the", "gems"]),
    (&["hold", "anything"], &["hold", "the", "gems"]),
    (&["have", "anything"], &["have", "the", "gems"]),
    // The boxes speaking together.
    (&["we", "are", "all"], &["all", "the", "boxes", "are"]),
    (&["we", "all"], &["all", "the", "boxes"]),
    (&["we", "are", "both"], &["both", "the", "boxes", "are"]),
    (&["we", "are"], &["the", "boxes", "are"]),
    (&["i", "alone"], &["only", "i"]),
    (&["this", "very"], &["this"]),
    (&["next", "to", "mine"], &["next", "to", "me"]),
    (&["beside", "mine"], &["beside", "me"]),
    (&["whichever", "box"], &["the", "box", "that"]),
    // `most` of three boxes: at least two.
    (&["most", "boxes"], &["at", "least", "two", "boxes"]),
    (
        &["most", "of", "the", "boxes"],
        &["at", "least", "two", "of", "the", "boxes"],
    ),
    (
        &["most", "of", "us"],
        &["at", "least", "two", "of", "the", "boxes"],
    ),
    // Nouns for lying and truthful boxes.
    // `liars` / `truth-tellers` as a predicate noun: `are liars` = `are lying`.
    (&["are", "liars"], &["are", "lying"]),
    (&["are", "not", "liars"], &["are", "not", "lying"]),
    (&["both", "liars"], &["both", "lying"]),
    (&["all", "liars"], &["all", "lying"]),
    (&["are", "truth-tellers"], &["are", "truthful"]),
    (
        &["are", "not", "truth-tellers"],
        &["are", "not", "truthful"],
    ),
    (&["both", "truth-tellers"], &["both", "truthful"]),
    (&["liars"], &["lying", "boxes"]),
    (&["truth-tellers"], &["truthful", "boxes"]),
    (&["truthtellers"], &["truthful", "boxes"]),
    (&["liar"], &["lying", "box"]),
    (&["among", "us"], &[]),
    (&["among", "the", "boxes"], &[]),
    (&["greater", "than"], &["more", "than"]),
    (&["larger", "than"], &["more", "than"]),
    (&["smaller", "than"], &["fewer", "than"]),
    (&["as", "there", "are"], &["as"]),
    (&["than", "there", "are"], &["than"]),
    (&["the", "claim"], &["the", "statement"]),
    (&["the", "claims"], &["the", "statements"]),
    (&["on", "my", "left"], &["to", "my", "left"]),
    (&["on", "my", "right"], &["to", "my", "right"]),
    (
        &["it", "is", "a", "lie", "that"],
        &["it", "is", "not", "true", "that"],
    ),
    (
        &["it", "is", "a", "fact", "that"],
        &["it", "is", "true", "that"],
    ),
    (&["or", "else"], &["or"]),
    (
        &["here", "is", "where", "the", "gems", "are"],
        &["the", "gems", "are", "here"],
    ),
    // The boxes as people: `nobody`, `everyone`, `someone`.
    (&["nobody"], &["no", "box"]),
    (&["everyone"], &["every", "box"]),
    (&["everybody"], &["every", "box"]),
    (&["someone"], &["some", "box"]),
    (&["somebody"], &["some", "box"]),
    (&["anyone", "who"], &["every", "box", "that"]),
    (&["all", "but", "one", "box"], &["exactly", "two", "boxes"]),
    (
        &["all", "but", "one", "of", "the", "boxes"],
        &["exactly", "two", "of", "the", "boxes"],
    ),
    (
        &["all", "but", "one", "of", "us"],
        &["exactly", "two", "of", "the", "boxes"],
    ),
    (&["my", "box"], &["this", "box"]),
    (&["gems", "lies"], &["gems", "are"]),
    (&["gems", "are", "held", "by"], &["gems", "are", "in"]),
    (&["gems", "are", "contained", "in"], &["gems", "are", "in"]),
    (
        &["gems", "are", "not", "held", "by"],
        &["gems", "are", "not", "in"],
    ),
    (
        &["gems", "are", "not", "contained", "in"],
        &["gems", "are", "not", "in"],
    ),
    // `whoever` / `whatever box`: the box that (as `whichever box`).
    (&["whoever"], &["the", "box", "that"]),
    (&["whatever", "box"], &["the", "box", "that"]),
    // `every single` adds emphasis only.
    (&["every", "single"], &["every"]),
    (&["each", "single"], &["each"]),
    (&["each", "and", "every"], &["every"]),
    // A predeterminer before `my`: `both my statements` = `both of my statements`.
    (&["both", "my"], &["both", "of", "my"]),
    (&["all", "my"], &["all", "of", "my"]),
    (
        &["gems", "are", "not", "with"],
        &["gems", "are", "not", "in"],
    ),
    (
        &["there", "is", "nothing", "inside"],
        &["there", "are", "no", "gems", "in"],
    ),
    (&["nothing", "inside"], &["nothing", "in"]),
    (&["nothing", "within"], &["nothing", "in"]),
    (&["gems", "can", "be", "found"], &["gems", "are"]),
    (
        &["gems", "can", "not", "be", "found"],
        &["gems", "are", "not"],
    ),
    (&["gems", "are", "to", "be", "found"], &["gems", "are"]),
    // The far end of the row in another word order.
    (&["furthest", "to", "the", "left"], &["on", "the", "left"]),
    (&["farthest", "to", "the", "left"], &["on", "the", "left"]),
    (&["furthest", "to", "the", "right"], &["on", "the", "right"]),
    (&["farthest", "to", "the", "right"], &["on", "the", "right"]),
    // The statement speaking as `me`: `the statement above me` = above this one.
    (
        &["statement", "above", "me"],
        &["statement", "above", "this", "one"],
    ),
    (
        &["statement", "before", "me"],
        &["statement", "before", "this", "one"],
    ),
    (
        &["statement", "below", "me"],
        &["statement", "below", "this", "one"],
    ),
    (
        &["statement", "after", "me"],
        &["statement", "after", "this", "one"],
    ),
    (&["statements", "above", "me"], &["statements", "above"]),
    (&["statements", "below", "me"], &["statements", "below"]),
    // My statement before / after this one on my box.
    (
        &["my", "previous", "statement"],
        &["the", "previous", "statement"],
    ),
    (
        &["my", "preceding", "statement"],
        &["the", "preceding", "statement"],
    ),
    (&["my", "next", "statement"], &["the", "next", "statement"]),
    (
        &["my", "following", "statement"],
        &["the", "following", "statement"],
    ),
    (&["definitely"], &[]),
    (&["certainly"], &[]),
    (&["surely"], &[]),
    (&["indeed"], &[]),
];

/// Verbs that relate a box to what is written on it or in it, read in a
/// reduced relative clause.
const RELATIVE_VERBS: &[&str] = &[
    "display", "show", "bear", "carry", "have", "hold", "contain", "mention", "include", "keep",
    "feature",
];

/// Verbs meaning `show` (of statements on a box).
const SHOWING: &[&str] = &["feature", "exhibit", "present", "sport"];

/// Past participles that say where a statement is written.
const WRITTEN: &[&str] = &[
    "write", "print", "inscribe", "paint", "display", "show", "carve",
];

fn word(t: &Token) -> Option<&str> {
    match t {
        Token::Word(w) => Some(w),
        Token::Quoted(_) => None,
    }
}

fn w(s: &str) -> Token {
    Token::Word(s.to_string())
}

fn unknown(s: &str) -> bool {
    !VOCABULARY.contains(&s)
}

/// The rewritten tokens (see module doc).
pub fn normalize(tokens: Vec<Token>) -> Vec<Token> {
    let tokens: Vec<Token> = refer_to(tokens.into_iter().map(synonym).collect());
    let tokens = statement_adjectives(anaphora(phrases(we_spelled_out(tokens))));
    let tokens = there_parity(coordinated_names(not_one(any_first(what_says(tokens)))));
    let tokens = number_compared(placed(never(negated_single(tokens))));
    let tokens = bare_names(listed_boxes(gems_pronoun(is_contraction(tokens))));
    let tokens = adjacency_adverbs(progressive(subordinators(or_more(gems_at(tokens)))));
    let tokens = there_and(no_two(negative_either(tokens)));
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let here = word(&tokens[i]);
        let next = tokens.get(i + 1).and_then(word);
        let previous = out.last().and_then(word);
        let noun = previous.and_then(noun_number);
        if let (Some(plural), Some(verb)) = (noun, here.filter(|h| unknown(h))) {
            let relative = analyse(verb, RELATIVE_VERBS)
                .into_iter()
                .find(|(_, f)| *f == Form::Ing);
            if let Some((lemma, _)) = relative {
                let form = if plural { Form::Base } else { Form::Third };
                out.extend([w("that"), w(&inflect(lemma, form))]);
                i += 1;
                continue;
            }
        }
        if let Some(verb) = here.filter(|h| unknown(h)) {
            let placed = analyse(verb, WRITTEN).iter().any(|(_, f)| *f == Form::Past);
            if placed
                && next == Some("on")
                && matches!(previous, Some(p) if p.starts_with("statement") || p.starts_with("word"))
            {
                i += 1;
                continue;
            }
        }
        if let (Some(compound), Some(boxes)) = (here.and_then(statement_count), next) {
            if matches!(boxes, "box" | "boxes") {
                let count = if compound == "one" {
                    "statement"
                } else {
                    "statements"
                };
                out.extend([w(boxes), w("with"), w(compound), w(count)]);
                i += 2;
                continue;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    words_on(out)
}

/// A form of `refer to` → the same form of `mention` (`refers to`,
/// `referring to`, `referred to`): a statement refers to a box by naming it.
fn refer_to(tokens: Vec<Token>) -> Vec<Token> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let form = word(&tokens[i]).and_then(|t| analyse(t, &["refer"]).first().map(|a| a.1));
        match (form, tokens.get(i + 1).and_then(word)) {
            (Some(form), Some("to")) => {
                out.push(w(&inflect("mention", form)));
                i += 2;
            }
            _ => {
                out.push(tokens[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// `the words on BOX` → `the statements on BOX`: what is written on a box
/// is its statements (after `the words printed on` lost its participle).
fn words_on(mut tokens: Vec<Token>) -> Vec<Token> {
    for i in 1..tokens.len().saturating_sub(1) {
        let here = (word(&tokens[i - 1]), word(&tokens[i]), word(&tokens[i + 1]));
        if let (Some("the"), Some("words"), Some("on")) = here {
            tokens[i] = w("statements");
        }
    }
    tokens
}

/// The tokens with every [`PHRASES`] pattern replaced, left to right.
fn phrases(tokens: Vec<Token>) -> Vec<Token> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    'tokens: while i < tokens.len() {
        for (pattern, replacement) in PHRASES {
            let matches = pattern.len() <= tokens.len() - i
                && pattern
                    .iter()
                    .zip(&tokens[i..])
                    .all(|(p, t)| word(t) == Some(*p));
            if matches {
                out.extend(replacement.iter().map(|r| w(r)));
                i += pattern.len();
                continue 'tokens;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// Truth adjectives of a statement noun read as `true`/`false`: `an
/// honest statement` → `a true statement`, `every lying statement` →
/// `every false statement`, `a lying first statement` → `a false first
/// statement`.
fn statement_adjectives(mut tokens: Vec<Token>) -> Vec<Token> {
    for i in 0..tokens.len().saturating_sub(1) {
        let value = match word(&tokens[i]) {
            Some("honest" | "truthful" | "correct") => "true",
            Some("lying" | "untrue" | "incorrect") => "false",
            _ => continue,
        };
        // A position may stand between: `a lying first statement`.
        let noun = match word(&tokens[i + 1]) {
            Some(p) if lexicon::position(p).is_some() => tokens.get(i + 2).and_then(word),
            other => other,
        };
        if matches!(noun, Some("statement" | "statements")) {
            tokens[i] = w(value);
        }
    }
    tokens
}

/// Whether a noun is a plural box or statement noun (`None`: not one).
fn noun_number(noun: &str) -> Option<bool> {
    match noun {
        "box" | "statement" | "one" => Some(false),
        "boxes" | "statements" | "ones" => Some(true),
        _ => None,
    }
}

/// `two-statement` → `two` (`single-statement` → `one`).
fn statement_count(word: &str) -> Option<&str> {
    let n = word.strip_suffix("-statement")?;
    match n {
        "single" => Some("one"),
        _ => lexicon::number(n).map(|_| n),
    }
}

/// Coordinated colour or place words sharing one noun, each spelled as a
/// full name: `the blue or the black box` → `the blue box or the black
/// box`, `the blue and white boxes` → `the blue box and the white box`,
/// `neither the left nor the middle box` → `… the left box nor the middle
/// box`; not a place word ending a box's place phrase (`the box on the left
/// and the black box` is two boxes already).
fn coordinated_names(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let named =
        |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).or(lexicon::place(w)).is_some());
    for i in 0..words.len() {
        if words[i] != Some("the") || !named(words.get(i + 1).copied().flatten()) {
            continue;
        }
        // `the box on the left and the black box`: the first name ends a
        // place phrase after a box noun, and is a conjunct in its own right.
        let place_phrase = i >= 2
            && matches!(words[i - 1], Some("on" | "in" | "at"))
            && matches!(words[i - 2], Some("box" | "boxes" | "one" | "ones"));
        if place_phrase {
            continue;
        }
        let join = words.get(i + 2).copied().flatten();
        if !matches!(join, Some("and" | "or" | "nor")) {
            continue;
        }
        let second_the = words.get(i + 3) == Some(&Some("the"));
        let second = i + 3 + usize::from(second_the);
        let noun = words.get(second + 1).copied().flatten();
        if !named(words.get(second).copied().flatten()) || !matches!(noun, Some("box" | "boxes")) {
            continue;
        }
        let mut out: Vec<Token> = tokens[..i + 2].to_vec();
        out.extend([
            w("box"),
            tokens[i + 2].clone(),
            w("the"),
            tokens[second].clone(),
            w("box"),
        ]);
        out.extend(tokens[second + 2..].iter().cloned());
        return coordinated_names(out);
    }
    tokens
}

/// `what BOX says` → `the statements on BOX`: `What the white box says is
/// true`, `What I say is false` (the verb may be `say`, `claim` or `state`
/// in any form; at most five words name the box).
fn what_says(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let Some(at) = words.iter().position(|w| *w == Some("what")) else {
        return tokens;
    };
    let verb = (at + 2..words.len().min(at + 7))
        .find(|&j| words[j].is_some_and(|v| !analyse(v, lexicon::ASSERTING).is_empty()));
    let Some(verb) = verb else {
        return tokens;
    };
    let mut out: Vec<Token> = tokens[..at].to_vec();
    out.extend([w("the"), w("statements"), w("on")]);
    out.extend(tokens[at + 1..verb].iter().cloned());
    out.extend(tokens[verb + 1..].iter().cloned());
    out
}

/// Under a negation `a single` is `any`: `does not have a single true
/// statement` → `does not have a true statement` (a `not` or `without` at
/// most two words before `a single`).
fn negated_single(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let negated = out
            .iter()
            .rev()
            .skip(1)
            .take(2)
            .any(|p| matches!(word(p), Some("not" | "without")));
        let single = word(t) == Some("single") && i > 0 && word(&tokens[i - 1]) == Some("a");
        if !(single && negated) {
            out.push(t.clone());
        }
    }
    out
}

/// `never` with a verb → `does not` / `do not` with its base form (`the
/// blue box never lies` → `… does not lie`): statements in the game are
/// timeless, so `never` is `not`; `is never` → `is not`.
fn never(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if word(&tokens[i]) == Some("never") {
            let verb = tokens.get(i + 1).and_then(word);
            let after_is = matches!(out.last().and_then(word), Some("is" | "are"));
            let base = verb.and_then(|v| {
                VOCABULARY.iter().find_map(|l| {
                    analyse(v, &[l])
                        .into_iter()
                        .find(|(_, f)| matches!(f, Form::Third | Form::Base))
                })
            });
            if after_is {
                out.push(w("not"));
                i += 1;
                continue;
            }
            if let (Some((lemma, form)), Some(_)) = (base, verb) {
                let aux = if form == Form::Third { "does" } else { "do" };
                out.extend([w(aux), w("not"), w(lemma)]);
                i += 2;
                continue;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `the gems are [not] placed / put / stored / stashed / concealed / locked
/// / left in …` → `the gems are [not] in …`: the participle of putting
/// something somewhere adds nothing to where it is.
fn placed(tokens: Vec<Token>) -> Vec<Token> {
    const PUT: &[&str] = &["place", "put", "store", "stash", "conceal", "lock", "leave"];
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in &tokens {
        let tail: Vec<Option<&str>> = out.iter().rev().take(3).map(word).collect();
        let after_gems = matches!(tail.as_slice(), [Some("are"), Some("gems"), ..])
            || matches!(tail.as_slice(), [Some("not"), Some("are"), Some("gems")]);
        let participle =
            word(t).is_some_and(|v| analyse(v, PUT).iter().any(|(_, f)| *f == Form::Past));
        if !(after_gems && participle) {
            out.push(t.clone());
        }
    }
    out
}

/// `The number of X is equal to / the same as / more than / fewer than the
/// number of Y` (or `equals`) → `there are as many / more / fewer X as /
/// than Y`, the comparison the grammar reads.
fn number_compared(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    if words.get(..3) != Some(&[Some("the"), Some("number"), Some("of")]) {
        return tokens;
    }
    let relations: [(&[&str], &str, &str); 6] = [
        (&["is", "equal", "to"], "as many", "as"),
        (&["is", "the", "same", "as"], "as many", "as"),
        (&["equals"], "as many", "as"),
        (&["is", "more", "than"], "more", "than"),
        (&["is", "fewer", "than"], "fewer", "than"),
        (&["is", "less", "than"], "fewer", "than"),
    ];
    for at in 4..words.len() {
        for (rel, head, join) in relations {
            let end = at + rel.len();
            let matches = words
                .get(at..end)
                .is_some_and(|ws| ws.iter().zip(rel).all(|(a, b)| *a == Some(*b)))
                && words.get(end..end + 3) == Some(&[Some("the"), Some("number"), Some("of")]);
            if matches {
                let mut out = vec![w("there"), w("are")];
                out.extend(head.split(' ').map(w));
                out.extend(tokens[3..at].iter().cloned());
                out.push(w(join));
                out.extend(tokens[end + 3..].iter().cloned());
                return out;
            }
        }
    }
    tokens
}

/// `Any` opening a sentence (not `any of`) is free-choice: `Any lying box
/// is empty`, `Any box that lies is empty` say it of every such box →
/// `every`. Elsewhere (`without any false statements`, `if any box lies`)
/// `any` is `some`.
fn any_first(mut tokens: Vec<Token>) -> Vec<Token> {
    let of = tokens.get(1).and_then(word) == Some("of");
    if tokens.first().and_then(word) == Some("any") && !of {
        tokens[0] = w("every");
    }
    tokens
}

/// `Not one box …` / `Not one of …` at the start of a sentence → `No box
/// …` / `None of …` (elsewhere `is not one of the true boxes` is a
/// negated membership, left alone).
fn not_one(tokens: Vec<Token>) -> Vec<Token> {
    let head: Vec<Option<&str>> = tokens.iter().take(3).map(word).collect();
    match head.as_slice() {
        [Some("not"), Some("one"), Some("of")] => {
            let mut out = vec![w("none")];
            out.extend(tokens[2..].iter().cloned());
            out
        }
        [Some("not"), Some("one"), ..] => {
            let mut out = vec![w("no")];
            out.extend(tokens[2..].iter().cloned());
            out
        }
        _ => tokens,
    }
}

/// `there is / are an even | odd number of X` to the end of the sentence
/// → `the number of X is even | odd`.
fn there_parity(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    match words.as_slice() {
        [Some("there"), Some("is" | "are"), Some("an"), Some(parity @ ("even" | "odd")), Some("number"), Some("of"), rest @ ..]
            if !rest.is_empty() =>
        {
            let mut out = vec![w("the"), w("number"), w("of")];
            out.extend(tokens[6..].iter().cloned());
            out.extend([w("is"), w(parity)]);
            out
        }
        _ => tokens,
    }
}

/// Fixed other names, and verbs of showing in any form.
fn synonym(token: Token) -> Token {
    let Some(s) = word(&token) else {
        return token;
    };
    match s {
        _ if lexicon::GEM_NAMES.contains(&s) => return w("gems"),
        "fibber" => return w("liar"),
        "fibbers" => return w("liars"),
        "sentence" => return w("statement"),
        "sentences" => return w("statements"),
        "untrue" => return w("false"),
        "precisely" => return w("exactly"),
        "dishonest" | "deceitful" | "deceptive" | "untruthful" => return w("lying"),
        _ => {}
    }
    if unknown(s) {
        // `keep` in any form is `hold` (`kept`, the grammar's own word in
        // `the gems are kept in`, is known and stays).
        if let Some((_, form)) = analyse(s, &["keep"]).first() {
            return w(&inflect("hold", *form));
        }
        if let Some((_, form)) = analyse(s, lexicon::LYING)
            .into_iter()
            .find(|(_, f)| *f != Form::Past)
        {
            return w(&inflect("lie", form));
        }
        if let Some((_, form)) = analyse(s, SHOWING).first() {
            return w(&inflect("show", *form));
        }
        if let Some((_, form)) = analyse(s, HOUSING).first() {
            return w(&inflect("contain", *form));
        }
    }
    token
}

/// Verbs meaning `contain` (of a box and the gems): `the white box hides
/// the gems`, `a box concealing the treasure`.
const HOUSING: &[&str] = &["hide", "conceal", "house", "harbour", "harbor", "store"];

/// Verbs of being somewhere, said of the gems: `the treasure sits / rests
/// / lies / resides in …` = `the gems are in …` (any present form, so the
/// singular `treasure`, read as `gems`, keeps its verb).
const LOCATED: &[&str] = &["sit", "rest", "lie", "reside", "remain", "wait"];

/// `gems` followed by a present form of a [`LOCATED`] verb → `gems are`.
fn gems_at(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let located = word(&t).is_some_and(|v| {
            analyse(v, LOCATED)
                .iter()
                .any(|(_, f)| matches!(f, Form::Base | Form::Third))
        });
        if located && out.last().and_then(word) == Some("gems") {
            out.push(w("are"));
        } else {
            out.push(t);
        }
    }
    out
}

/// `N or more` → `at least N`, `N or fewer` / `N or less` → `at most N`
/// (with a singular noun after `one`: `one or more boxes` → `at least one
/// box`).
fn or_more(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let n = word(&tokens[i]).filter(|n| lexicon::number(n).is_some());
        let bound = match (
            tokens.get(i + 1).and_then(word),
            tokens.get(i + 2).and_then(word),
        ) {
            (Some("or"), Some("more" | "greater")) => Some("least"),
            (Some("or"), Some("fewer" | "less")) => Some("most"),
            _ => None,
        };
        if let (Some(n), Some(bound)) = (n, bound) {
            out.extend([w("at"), w(bound), w(n)]);
            i += 3;
            if n == "one" || n == "1" {
                match tokens.get(i).and_then(word) {
                    Some("boxes") => {
                        out.push(w("box"));
                        i += 1;
                    }
                    Some("statements") => {
                        out.push(w("statement"));
                        i += 1;
                    }
                    _ => {}
                }
            }
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// Subordinators meaning `if`: `provided (that)`, `providing (that)`, `so
/// long as`, `on condition that`, `in the event that`, and `as long as`
/// unless it compares a length (after `is`/`are`: `is as long as`).
fn subordinators(tokens: Vec<Token>) -> Vec<Token> {
    const IF: &[&[&str]] = &[
        &["provided", "that"],
        &["providing", "that"],
        &["provided"],
        &["providing"],
        &["so", "long", "as"],
        &["on", "condition", "that"],
        &["in", "the", "event", "that"],
        &["as", "long", "as"],
    ];
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    'tokens: while i < tokens.len() {
        for pattern in IF {
            let matches = tokens.len() - i >= pattern.len()
                && pattern
                    .iter()
                    .zip(&tokens[i..])
                    .all(|(p, t)| word(t) == Some(*p));
            let length = pattern[0] == "as"
                && matches!(out.last().and_then(word), Some("is" | "are" | "not"));
            if matches && !length {
                out.push(w("if"));
                i += pattern.len();
                continue 'tokens;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// Verbs of holding and showing in the progressive: `I am holding the
/// gems` → `I hold the gems`, `the box is not showing a true statement`
/// → `… does not show …` (a state, the same as the simple present).
const PROGRESSIVE: &[&str] = &[
    "hold", "contain", "have", "keep", "display", "show", "carry", "bear",
];

/// `is|are [not] VERB-ing` of a [`PROGRESSIVE`] verb → the simple present.
fn progressive(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let aux = word(&tokens[i]).filter(|a| matches!(*a, "is" | "are"));
        let not = tokens.get(i + 1).and_then(word) == Some("not");
        let at = i + 1 + usize::from(not);
        let verb = tokens.get(at).and_then(word).and_then(|v| {
            analyse(v, PROGRESSIVE)
                .into_iter()
                .find(|(_, f)| *f == Form::Ing)
        });
        if let (Some(aux), Some((lemma, _))) = (aux, verb) {
            let third = aux == "is";
            if not {
                let does = if third { "does" } else { "do" };
                out.extend([w(does), w("not"), w(lemma)]);
            } else {
                let form = if third { Form::Third } else { Form::Base };
                out.push(w(&inflect(lemma, form)));
            }
            i = at + 1;
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `'s` for `is` after a noun (`my other statement's a lie`, `the blue
/// box's empty`): when what follows cannot begin the noun phrase of a
/// possessive (an article, `not`, a preposition, an adjective of the
/// copula; `true` / `false` unless a statement noun follows).
fn is_contraction(mut tokens: Vec<Token>) -> Vec<Token> {
    for i in 0..tokens.len() {
        if word(&tokens[i]) != Some("'s") {
            continue;
        }
        let next = tokens.get(i + 1).and_then(word);
        let after = tokens.get(i + 2).and_then(word);
        let copula = match next {
            Some(
                "a" | "an" | "not" | "in" | "inside" | "on" | "here" | "empty" | "full" | "lying"
                | "honest" | "truthful" | "telling" | "right" | "wrong" | "mistaken" | "correct"
                | "incorrect",
            ) => true,
            Some("true" | "false") => !matches!(
                after,
                Some("statement" | "statements" | "one" | "ones" | "claim" | "claims")
            ),
            _ => false,
        };
        if copula {
            tokens[i] = w("is");
        }
    }
    tokens
}

/// A `we` subject spelled out by an appositive at the end of the sentence
/// (the comma is dropped by the tokenizer): `we are both lying, the white
/// box and I` → `the white box and I are both lying`, `both of us are
/// liars, the box on the left and I` → `both the box on the left and I are
/// liars`. The appositive names whom `we` means: the speaker and one box
/// named by colour or place (`the NAME box`, `the box on|in|at the PLACE`).
fn we_spelled_out(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let subject = match words.as_slice() {
        [Some("we"), ..] => 1,
        [Some("both"), Some("of"), Some("us"), ..] => 3,
        _ => return tokens,
    };
    let n = words.len();
    if n < subject + 5 || words[n - 2] != Some("and") || !matches!(words[n - 1], Some("i" | "me")) {
        return tokens;
    }
    let is = |k: usize, f: fn(&str) -> bool| words[k].is_some_and(f);
    let named = |w: &str| lexicon::colour(w).or(lexicon::place(w)).is_some();
    let noun = |w: &str| matches!(w, "box" | "one");
    // `the NAME box`, three words before `and I`.
    let short = words[n - 5] == Some("the") && is(n - 4, named) && is(n - 3, noun);
    // `the box on the left`, five words before `and I`.
    let long = n >= 7
        && words[n - 7] == Some("the")
        && is(n - 6, noun)
        && matches!(words[n - 5], Some("on" | "in" | "at"))
        && words[n - 4] == Some("the")
        && is(n - 3, |w| lexicon::place(w).is_some());
    let start = match (short, long) {
        (true, _) => n - 5,
        (_, true) => n - 7,
        _ => return tokens,
    };
    // The predicate between the subject and the appositive.
    if start <= subject {
        return tokens;
    }
    let mut out: Vec<Token> = Vec::with_capacity(n);
    if subject > 1 {
        out.push(w("both"));
    }
    out.extend(tokens[start..].iter().cloned());
    out.extend(tokens[subject..start].iter().cloned());
    out
}

/// A list of three box names with the commas dropped (the tokenizer drops
/// punctuation): `the blue box, the white box or the black box` → `the
/// blue box or the white box or the black box`, and `the blue, white and
/// black boxes` → `the blue box and the white box and the black box`. Two
/// names side by side read nothing else, so the conjunction of the list is
/// the one meant between them.
fn listed_boxes(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let named =
        |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).or(lexicon::place(w)).is_some());
    let name_at = |i: usize| -> Option<usize> {
        // `[the] NAME box` from i: its end.
        let j = i + usize::from(words.get(i) == Some(&Some("the")));
        (named(words.get(j).copied().flatten()) && words.get(j + 1) == Some(&Some("box")))
            .then_some(j + 2)
    };
    // `the NAME NAME (and|or|nor) [the] NAME boxes`
    for i in 0..words.len() {
        if words[i] != Some("the") {
            continue;
        }
        let mut names = vec![];
        let mut j = i + 1;
        while named(words.get(j).copied().flatten()) {
            names.push(j);
            j += 1;
        }
        let join = words.get(j).copied().flatten();
        if names.len() < 2 || !matches!(join, Some("and" | "or" | "nor")) {
            continue;
        }
        let k = j + 1 + usize::from(words.get(j + 1) == Some(&Some("the")));
        // `the blue, white and black boxes`; `the blue, white or black box`.
        let noun = match join {
            Some("and") => "boxes",
            _ => "box",
        };
        if !named(words.get(k).copied().flatten()) || words.get(k + 1) != Some(&Some(noun)) {
            continue;
        }
        names.push(k);
        let mut out: Vec<Token> = tokens[..i].to_vec();
        for (n, at) in names.iter().enumerate() {
            if n > 0 {
                out.push(tokens[j].clone());
            }
            out.extend([w("the"), tokens[*at].clone(), w("box")]);
        }
        out.extend(tokens[k + 2..].iter().cloned());
        return listed_boxes(out);
    }
    // `the NAME box the NAME box (and|or|nor) the NAME box`
    for i in 0..words.len() {
        let Some(a) = name_at(i) else { continue };
        let Some(b) = name_at(a) else { continue };
        let mut last = b;
        while let Some(c) = name_at(last) {
            last = c;
        }
        let join = words.get(last).copied().flatten();
        if !matches!(join, Some("and" | "or" | "nor")) || name_at(last + 1).is_none() {
            continue;
        }
        let mut out: Vec<Token> = tokens[..a].to_vec();
        out.push(tokens[last].clone());
        out.extend(tokens[a..].iter().cloned());
        return listed_boxes(out);
    }
    tokens
}

/// Words that may stand before a box's name without an article: the start
/// of a clause, a conjunction, a preposition, the copula.
const BEFORE_NAME: &[&str] = &[
    "and", "or", "nor", "but", "if", "then", "unless", "either", "neither", "both", "whenever",
    "in", "inside", "within", "than", "from", "by", "of", "to", "beside", "opposite", "is", "are",
    "not", "only",
];

/// A box named without an article: `Blue box is empty`, `the gems are in
/// black box` → `the blue box`, `the black box` (a colour before `box`
/// with no determiner is the box's name); and a bare colour as a clause's
/// subject, `Blue is lying`, `If white is empty, …` → `the blue box is
/// lying`, `… the white box …` (a colour word then a verb; after `is` or
/// `not` a bare colour stays the box's colour, `this box is blue`).
fn bare_names(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let colour = |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).is_some());
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 4);
    for (i, t) in tokens.iter().enumerate() {
        let previous = i.checked_sub(1).map(|p| words[p]);
        let open = match previous {
            None => true,
            Some(p) => p.is_some_and(|p| BEFORE_NAME.contains(&p)),
        };
        let next = words.get(i + 1).copied().flatten();
        if colour(words[i]) && open && next == Some("box") {
            out.extend([w("the"), t.clone()]);
            continue;
        }
        // A bare colour as a subject: a verb follows (or a conjunction
        // and another colour), and no copula or negation stands before.
        // Not after a word that makes the colour a complement or a word
        // quoted (`is blue`, `not blue`, `says blue`, `the word blue`), a
        // determiner or an adverb (`a box that is actually blue`).
        let subject_start = match previous {
            None => true,
            Some(None) => false,
            Some(Some(p)) => {
                !matches!(
                    p,
                    "is" | "are"
                        | "not"
                        | "says"
                        | "say"
                        | "said"
                        | "claims"
                        | "claim"
                        | "mentions"
                        | "mention"
                        | "names"
                        | "name"
                        | "word"
                        | "words"
                        | "letter"
                        | "letters"
                        | "the"
                        | "a"
                        | "an"
                        | "this"
                        | "that"
                        | "actually"
                        | "really"
                        | "also"
                        | "always"
                        | "than"
                        | "as"
                        | "'s"
                ) && lexicon::colour(p).is_none()
            }
        };
        // `and so is black`: the colour ends the sentence or a clause.
        let so_is = i >= 2
            && words[i - 2] == Some("so")
            && matches!(previous, Some(Some("is" | "are" | "does")))
            && matches!(next, None | Some("and" | "or" | "but" | "if"));
        if colour(words[i]) && so_is {
            out.extend([w("the"), t.clone(), w("box")]);
            continue;
        }
        let verb = next.is_some_and(|n| {
            matches!(
                n,
                "is" | "are"
                    | "has"
                    | "have"
                    | "holds"
                    | "contains"
                    | "lies"
                    | "tells"
                    | "does"
                    | "speaks"
                    | "says"
                    | "shows"
                    | "displays"
                    | "'s"
            )
        });
        let listed = matches!(next, Some("and" | "or" | "nor"))
            && colour(words.get(i + 2).copied().flatten());
        if colour(words[i]) && subject_start && (verb || listed) {
            out.extend([w("the"), t.clone(), w("box")]);
            continue;
        }
        out.push(t.clone());
    }
    out
}

/// `no N X` for N of two or more: no N of them share the property, so at
/// most N - 1 do (`no two boxes are true` → `at most one box is true`).
fn no_two(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let n = tokens
            .get(i + 1)
            .and_then(word)
            .and_then(lexicon::number)
            .filter(|n| *n >= 2);
        if let (Some("no"), Some(n)) = (word(&tokens[i]), n) {
            let fewer = n - 1;
            out.extend([w("at"), w("most"), w(&fewer.to_string())]);
            i += 2;
            if fewer == 1 {
                let single = match tokens.get(i).and_then(word) {
                    Some("boxes") => Some("box"),
                    Some("statements") => Some("statement"),
                    _ => None,
                };
                if let Some(single) = single {
                    out.push(w(single));
                    i += 1;
                }
            }
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// `there is|are A and B` with B a counted noun phrase (`there is exactly
/// one true box and exactly one false box`) → `there is A and there is B`:
/// each noun phrase is its own existence claim.
fn there_and(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    if !matches!(words.as_slice(), [Some("there"), Some("is" | "are"), ..]) {
        return tokens;
    }
    let counted = |w: Option<&str>| {
        w.is_some_and(|w| {
            matches!(
                w,
                "exactly" | "at" | "only" | "just" | "no" | "more" | "fewer" | "a" | "an"
            ) || lexicon::number(w).is_some()
        })
    };
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len() + 4);
    for (i, t) in tokens.iter().enumerate() {
        out.push(t.clone());
        if i > 2 && words[i] == Some("and") && counted(words.get(i + 1).copied().flatten()) {
            out.extend([w("there"), tokens[1].clone()]);
        }
    }
    out
}

/// A final `either` after a negated clause adds nothing (`… and they are
/// not in the black box either`): dropped when a `not`, `no` or `nor`
/// stands before it in the sentence.
fn negative_either(mut tokens: Vec<Token>) -> Vec<Token> {
    let last = tokens.last().and_then(word) == Some("either");
    let negated = tokens
        .iter()
        .rev()
        .skip(1)
        .take_while(|t| !matches!(word(t), Some("and" | "but" | "or")))
        .any(|t| matches!(word(t), Some("not" | "no" | "nor")));
    if last && negated {
        tokens.pop();
    }
    tokens
}

/// Adverbs of exact place before a relation of places, dropped: the
/// grammar's relations are already the nearest box (`immediately to my
/// right`, `directly next to`, `right beside me`, `directly opposite`).
fn adjacency_adverbs(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let next = tokens.get(i + 1).and_then(word);
        let relation = matches!(
            next,
            Some("next" | "beside" | "opposite" | "across" | "adjacent" | "above" | "below")
        );
        let drop = match word(t) {
            Some("immediately" | "directly") => relation || next == Some("to"),
            Some("right") => relation,
            _ => false,
        };
        if !drop {
            out.push(t.clone());
        }
    }
    out
}

/// `they` / `them` for the gems, when the nearest plural noun before it
/// is `gems` (`if the gems are not in the white box, they are in the
/// black box`). A plural of boxes or statements in between, or boxes
/// joined by `and` / `or` / `nor` (`the white box and the black box`),
/// keeps the pronoun for the grammar, which reads it as boxes.
fn gems_pronoun(mut tokens: Vec<Token>) -> Vec<Token> {
    let mut last_plural: Option<&str> = None;
    for i in 0..tokens.len() {
        let previous = i.checked_sub(1).and_then(|p| word(&tokens[p]));
        match word(&tokens[i]) {
            Some("they" | "them") if last_plural == Some("gems") => {
                // `gems` alone reads as `the gems` (anchor 43: any
                // determiner means the one set of gems).
                tokens[i] = w("gems");
            }
            Some("gems") => last_plural = Some("gems"),
            Some("boxes" | "statements" | "us" | "we" | "ones") => last_plural = Some("boxes"),
            Some("and" | "or" | "nor") if matches!(previous, Some("box" | "me" | "i")) => {
                // Boxes joined (`the white box and the black box`, `the
                // blue box and I`), not a new clause (`… box, and they …`).
                let next = tokens.get(i + 1).and_then(word);
                let after = tokens.get(i + 2).and_then(word);
                let boxes = match next {
                    Some("i" | "me" | "this") => true,
                    Some("the" | "a") => after != Some("gems"),
                    Some(n) => lexicon::colour(n).is_some(),
                    None => false,
                };
                if boxes {
                    last_plural = Some("boxes");
                }
            }
            _ => {}
        }
    }
    tokens
}

/// `That is [not] so/true/right/correct/false/wrong/a lie` at the start of
/// a sentence: the statement above is (not) true or false.
fn anaphora(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let head = match words.as_slice() {
        [Some("that"), Some("is" | "'s"), ..] => 2,
        _ => return tokens,
    };
    let not = words.get(head) == Some(&Some("not"));
    let at = head + usize::from(not);
    let value = match &words[at..] {
        [Some("so" | "true" | "right" | "correct")] => "true",
        [Some("false" | "wrong" | "incorrect")] | [Some("a"), Some("lie")] => "false",
        _ => return tokens,
    };
    let mut out = vec![w("the"), w("above"), w("statement"), w("is")];
    if not {
        out.push(w("not"));
    }
    out.push(w(value));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::tokenize;

    fn norm(s: &str) -> String {
        normalize(tokenize(s))
            .iter()
            .map(Token::show)
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn rewrites_keep_the_meaning() {
        assert_eq!(
            norm("A box having two statements"),
            "a box that has two statements"
        );
        assert_eq!(
            norm("Boxes displaying no false statements"),
            "boxes that display no false statements"
        );
        assert_eq!(
            norm("The statement written on the white box"),
            "the statement on the white box"
        );
        assert_eq!(norm("A two-statement box"), "a box with two statements");
        assert_eq!(
            norm("The blue box features a true statement"),
            "the blue box shows a true statement"
        );
        assert_eq!(norm("That's not so."), "the above statement is not true");
        assert_eq!(norm("That is a lie"), "the above statement is false");
        assert_eq!(
            norm("Every lying statement is on the white box"),
            "every false statement is on the white box"
        );
        assert_eq!(norm("The treasure is here"), "the gems is here");
        assert_eq!(
            norm("Exactly one of us is lying"),
            "exactly one of the boxes is lying"
        );
        assert_eq!(
            norm("The gems can't be in the black box"),
            "the gems are not in the black box"
        );
        assert_eq!(
            norm("The gems sit in the white box"),
            "the gems are in the white box"
        );
        assert_eq!(
            norm("The blue box definitely holds the gems"),
            "the blue box holds the gems"
        );
    }

    #[test]
    fn known_words_and_other_places_are_left_alone() {
        // `containing` is the grammar's own word: not rewritten.
        assert_eq!(
            norm("A box containing the gems"),
            "a box containing the gems"
        );
        assert_eq!(norm("That box is true"), "that box is true");
        assert_eq!(norm("The blue box written on"), "the blue box written on");
    }
}
