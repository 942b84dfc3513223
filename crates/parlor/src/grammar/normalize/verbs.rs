//! Verbs in other words, by the morphological analyser (`grammar::morph`),
//! never by lists of forms: other names for the gems and for lying, verbs of
//! showing, housing and being somewhere, `refer to`, `never`, the
//! progressive of holding, participles of putting and of writing, and
//! reduced relative clauses.

use super::{unknown, w, word};
use crate::grammar::lexicon::{self, VOCABULARY};
use crate::grammar::morph::{analyse, inflect, Form};
use crate::text::Token;

/// Fixed other names, and verbs of showing in any form.
pub(super) fn synonym(token: Token) -> Token {
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

/// Verbs meaning `show` (of statements on a box).
pub(super) const SHOWING: &[&str] = &["feature", "exhibit", "present", "sport"];

/// Verbs meaning `contain` (of a box and the gems): `the white box hides
/// the gems`, `a box concealing the treasure`.
pub(super) const HOUSING: &[&str] = &["hide", "conceal", "house", "harbour", "harbor", "store"];

/// Verbs of being somewhere, said of the gems: `the treasure sits / rests
/// / lies / resides in …` = `the gems are in …` (any present form, so the
/// singular `treasure`, read as `gems`, keeps its verb).
pub(super) const LOCATED: &[&str] = &["sit", "rest", "lie", "reside", "remain", "wait"];

/// A form of `refer to` → the same form of `mention` (`refers to`,
/// `referring to`, `referred to`): a statement refers to a box by naming it.
pub(super) fn refer_to(tokens: Vec<Token>) -> Vec<Token> {
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

/// `gems` followed by a present form of a [`LOCATED`] verb → `gems are`.
pub(super) fn gems_at(tokens: Vec<Token>) -> Vec<Token> {
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

/// `the gems are [not] placed / put / stored / stashed / concealed / locked
/// / left in …` → `the gems are [not] in …`: the participle of putting
/// something somewhere adds nothing to where it is.
pub(super) fn placed(tokens: Vec<Token>) -> Vec<Token> {
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

/// `never` with a verb → `does not` / `do not` with its base form (`the
/// blue box never lies` → `… does not lie`): statements in the game are
/// timeless, so `never` is `not`; `is never` → `is not`.
pub(super) fn never(tokens: Vec<Token>) -> Vec<Token> {
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

/// Verbs of holding and showing in the progressive: `I am holding the
/// gems` → `I hold the gems`, `the box is not showing a true statement`
/// → `… does not show …` (a state, the same as the simple present).
pub(super) const PROGRESSIVE: &[&str] = &[
    "hold", "contain", "have", "keep", "display", "show", "carry", "bear",
];

/// `is|are [not] VERB-ing` of a [`PROGRESSIVE`] verb → the simple present.
pub(super) fn progressive(tokens: Vec<Token>) -> Vec<Token> {
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

/// Verbs that relate a box to what is written on it or in it, read in a
/// reduced relative clause.
pub(super) const RELATIVE_VERBS: &[&str] = &[
    "display", "show", "bear", "carry", "have", "hold", "contain", "mention", "include", "keep",
    "feature",
];

/// Past participles that say where a statement is written.
pub(super) const WRITTEN: &[&str] = &[
    "write", "print", "inscribe", "paint", "display", "show", "carve",
];

/// Whether a noun is a plural box or statement noun (`None`: not one).
fn noun_number(noun: &str) -> Option<bool> {
    match noun {
        "box" | "statement" | "one" => Some(false),
        "boxes" | "statements" | "ones" => Some(true),
        _ => None,
    }
}

/// A reduced relative clause after a box or statement noun → the full one:
/// `a box having two statements` → `a box that has two statements`, `boxes
/// displaying …` → `boxes that display …` (an `-ing` form of a
/// [`RELATIVE_VERBS`] verb the grammar does not know, agreeing with the noun).
pub(super) fn reduced_relatives(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        let noun = out.last().and_then(word).and_then(noun_number);
        let relative = word(&t).filter(|h| unknown(h)).and_then(|verb| {
            analyse(verb, RELATIVE_VERBS)
                .into_iter()
                .find(|(_, f)| *f == Form::Ing)
        });
        if let (Some(plural), Some((lemma, _))) = (noun, relative) {
            let form = if plural { Form::Base } else { Form::Third };
            out.extend([w("that"), w(&inflect(lemma, form))]);
            continue;
        }
        out.push(t);
    }
    out
}

/// Where a statement is written: `the statement written on the white box`
/// → `the statement on the white box` (a past participle of a [`WRITTEN`]
/// verb the grammar does not know, after a statement or word noun and
/// before `on`).
pub(super) fn written_on(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let placed = word(t)
            .filter(|h| unknown(h))
            .is_some_and(|verb| analyse(verb, WRITTEN).iter().any(|(_, f)| *f == Form::Past));
        let next = tokens.get(i + 1).and_then(word);
        let previous = out.last().and_then(word);
        let noun = previous.is_some_and(|p| p.starts_with("statement") || p.starts_with("word"));
        if !(placed && next == Some("on") && noun) {
            out.push(t.clone());
        }
    }
    out
}
