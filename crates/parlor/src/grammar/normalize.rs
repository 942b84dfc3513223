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
//! - other names: `treasure`, `jewel(s)`, `diamonds` → `gems`; a verb of
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
    (
        &["identical", "to", "mine"],
        &["identical", "to", "this", "statement"],
    ),
    (
        &["the", "same", "as", "mine"],
        &["the", "same", "as", "this", "statement"],
    ),
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
    (&["liars"], &["lying", "boxes"]),
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
    let tokens = statement_adjectives(anaphora(phrases(tokens)));
    let tokens = there_parity(coordinated_names(not_one(any_first(what_says(tokens)))));
    let tokens = number_compared(placed(never(negated_single(tokens))));
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
/// box`.
fn coordinated_names(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<Option<&str>> = tokens.iter().map(word).collect();
    let named =
        |w: Option<&str>| w.is_some_and(|w| lexicon::colour(w).or(lexicon::place(w)).is_some());
    for i in 0..words.len() {
        if words[i] != Some("the") || !named(words.get(i + 1).copied().flatten()) {
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
        .find(|&j| words[j].is_some_and(|v| !analyse(v, &["say", "claim", "state"]).is_empty()));
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
        "treasure" | "jewels" | "jewel" | "diamonds" => return w("gems"),
        "sentence" => return w("statement"),
        "sentences" => return w("statements"),
        "untrue" => return w("false"),
        "keeps" => return w("holds"),
        "keep" => return w("hold"),
        _ => {}
    }
    if unknown(s) {
        if let Some((_, form)) = analyse(s, SHOWING).first() {
            return w(&inflect("show", *form));
        }
    }
    token
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
