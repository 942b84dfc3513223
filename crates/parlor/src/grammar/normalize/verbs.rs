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
        // A dropped `g` (`lyin'`, `tellin`): the `-ing` form it spells.
        if let Some(ing) = s.strip_suffix("in").map(|stem| format!("{stem}ing")) {
            if !unknown(&ing) {
                return w(&ing);
            }
        }
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
/// something somewhere adds nothing to where it is; nor does the progressive
/// of being somewhere (`the gems are sitting / lying / hiding in …`).
pub(super) fn placed(tokens: Vec<Token>) -> Vec<Token> {
    const PUT: &[&str] = &["place", "put", "store", "stash", "conceal", "lock", "leave"];
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in &tokens {
        let tail: Vec<Option<&str>> = out.iter().rev().take(3).map(word).collect();
        let after_gems = matches!(tail.as_slice(), [Some("are"), Some("gems"), ..])
            || matches!(tail.as_slice(), [Some("not"), Some("are"), Some("gems")]);
        let participle =
            word(t).is_some_and(|v| analyse(v, PUT).iter().any(|(_, f)| *f == Form::Past));
        // The progressive of being somewhere: `the gems are sitting / lying
        // / hiding in …` (`hiding` is `containing` by now, see [`synonym`]).
        let progressive = word(t).is_some_and(|v| {
            analyse(v, LOCATED)
                .iter()
                .chain(analyse(v, &["hide", "contain"]).iter())
                .any(|(_, f)| *f == Form::Ing)
        });
        let participle = participle || progressive;
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
/// verb the grammar does not know, after a statement or word noun, the
/// copula or `anything`/`everything`/`nothing`, and before `on`).
pub(super) fn written_on(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let placed = word(t)
            .filter(|h| unknown(h))
            .is_some_and(|verb| analyse(verb, WRITTEN).iter().any(|(_, f)| *f == Form::Past));
        let next = tokens.get(i + 1).and_then(word);
        let previous = out.last().and_then(word);
        // After a statement or word noun (`the statement written on`), the
        // copula (`the letter Q is not written on any box`) or a pronoun
        // of things (`anything written on the white box`).
        let noun = previous.is_some_and(|p| {
            p.starts_with("statement")
                || p.starts_with("word")
                || matches!(
                    p,
                    "is" | "are" | "not" | "anything" | "everything" | "nothing"
                )
        });
        if !(placed && next == Some("on") && noun) {
            out.push(t.clone());
        }
    }
    out
}

/// A form of `mix` with truth and lies as its object (`mixes truth with
/// lies`, `mix true and false statements`, `mixing lies and truths`, `mixes
/// true statements with false ones`): at least one statement of each kind,
/// the grammar's `has a mix of true and false statements` (`is mixing` →
/// `has`, a participle after a noun → `with`).
pub(super) fn mixes(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let form = word(&tokens[i]).and_then(|t| analyse(t, &["mix"]).first().map(|a| a.1));
        let kinds = tokens.get(i + 1..).and_then(mixed_kinds);
        let (Some(form), Some(len)) = (form, kinds) else {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        };
        let verb = match form {
            Form::Ing if matches!(out.last().and_then(word), Some("is" | "are" | "am")) => {
                let be = out.pop().and_then(|t| word(&t).map(str::to_string));
                if be.as_deref() == Some("is") {
                    "has"
                } else {
                    "have"
                }
            }
            Form::Past => {
                out.push(tokens[i].clone());
                i += 1;
                continue;
            }
            form => having(form),
        };
        out.push(w(verb));
        for x in ["a", "mix", "of", "true", "and", "false", "statements"] {
            out.push(w(x));
        }
        i += 1 + len;
    }
    out
}

/// How many words at the start of `ts` name truth and lies together
/// (`truth and lies`, `lies with the truth`, `true and false statements`,
/// `true statements with false ones`), if they do.
fn mixed_kinds(ts: &[Token]) -> Option<usize> {
    const TRUE: &[&[&str]] = &[
        &["the", "truth"],
        &["truth"],
        &["truths"],
        &["true", "statements"],
        &["true", "ones"],
    ];
    const FALSE: &[&[&str]] = &[
        &["lies"],
        &["falsehoods"],
        &["falsehood"],
        &["false", "statements"],
        &["false", "ones"],
    ];
    let words: Vec<&str> = Token::words(ts);
    let phrase = |at: usize, kinds: &[&[&str]]| {
        kinds
            .iter()
            .find(|k| words.get(at..at + k.len()) == Some(k))
            .map(|k| k.len())
    };
    let joined = |at: usize| matches!(words.get(at), Some(&("and" | "with")));
    for (first, second) in [(TRUE, FALSE), (FALSE, TRUE)] {
        if let Some(a) = phrase(0, first) {
            if joined(a) {
                if let Some(b) = phrase(a + 1, second) {
                    return Some(a + 1 + b);
                }
            }
        }
    }
    match words.get(..4) {
        Some(["true", "and", "false", "statements"] | ["false", "and", "true", "statements"]) => {
            Some(4)
        }
        _ => None,
    }
}

/// A box that says nothing: a form of `say` with `nothing` (or `does not
/// say anything`) ending its clause (`the white box says nothing`, `a box
/// saying nothing is empty`), or `is silent`: the box has no statements.
/// `says nothing true` (no true statement) and `says nothing about the
/// gems` go on to other words and are left alone.
pub(super) fn says_nothing(tokens: Vec<Token>) -> Vec<Token> {
    let words: Vec<&str> = Token::words(&tokens);
    let ends = |at: usize| {
        words.get(at).is_none_or(|w| {
            matches!(
                *w,
                "and" | "or" | "but" | "if" | "unless" | "so" | "then" | "while"
            )
        })
    };
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let say = |at: usize| {
            words
                .get(at)
                .and_then(|t| analyse(t, &["say"]).first().map(|a| a.1))
        };
        // `does not say anything`, `do not say anything`.
        let negated = matches!(words.get(i..i + 4), Some([d, "not", "say", "anything"]) if matches!(*d, "does" | "do"))
            && ends(i + 4);
        if negated {
            let have = if words[i] == "do" { "have" } else { "has" };
            out.extend([have, "no", "statements"].map(w));
            i += 4;
            continue;
        }
        let silent = matches!(words.get(i..i + 2), Some([b, "silent"]) if matches!(*b, "is" | "are"))
            && ends(i + 2);
        // In a relative clause the main verb may follow (`a box that says
        // nothing is empty`).
        let relative = i > 0 && matches!(words[i - 1], "that" | "which");
        let closes = |at: usize| {
            ends(at)
                || (relative && matches!(words.get(at), Some(&("is" | "are" | "has" | "have"))))
        };
        let verb = match say(i) {
            Some(form) if words.get(i + 1) == Some(&"nothing") && closes(i + 2) => Some(form),
            _ => None,
        };
        if silent {
            out.extend(
                [
                    if words[i] == "is" { "has" } else { "have" },
                    "no",
                    "statements",
                ]
                .map(w),
            );
            i += 2;
            continue;
        }
        let Some(form) = verb else {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        };
        let have = having(form);
        out.extend([have, "no", "statements"].map(w));
        i += 2;
    }
    out
}

/// The form of `have` that stands for a verb in `form` (`mixes` → `has`, a
/// participle after a noun → `with`: `a box saying nothing` → `a box with no
/// statements`).
fn having(form: Form) -> &'static str {
    match form {
        Form::Base => "have",
        Form::Third | Form::Past => "has",
        Form::Ing => "with",
    }
}
