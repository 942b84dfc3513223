//! A box lying or telling the truth in all it says, said with an idiom: the
//! one home of these phrasings. Each is reduced to `X is lying` (X has
//! statements, all false) or `X is telling the truth` (all true):
//!
//! - all it says is of one kind: `X tells / says / speaks nothing but lies`
//!   (`only lies`, `X only tells lies`, `I only lie`), `… nothing but the
//!   truth` (`only the truth`, `only truth`); `X has nothing but false
//!   statements`;
//! - about everything: `X is wrong / lying / mistaken / false about
//!   everything`, `X lies about everything`, `X tells lies about
//!   everything`; `X is right / correct / true about everything`, `X tells
//!   the truth about everything`;
//! - counts: `X is wrong on all counts` (`on every count`) is X lying;
//!   `X is wrong on both counts` is `both statements on X are false`, read
//!   only for one box (`the white box`, `this box`, `white`, `I`). It takes
//!   for granted that X has two statements: [`every_count`] gives the
//!   grammar a second reading, `every statement on X is false`, and the two
//!   agree exactly when X has two, so on a box with one or three the
//!   sentence is refused (as any sentence whose readings differ);
//! - not one true thing, which only denies the other kind and so is also
//!   true of a box that says nothing: `X hasn't said one true thing`, `X
//!   doesn't say a single true thing`, `X has never said anything true`, `X
//!   never says a true thing`, `X says nothing true` are `every statement
//!   on X is false` (with `false`, or `a single lie`, `every statement on X
//!   is true`) for one box, and `X has (have) no true statement` for other
//!   subjects that name boxes (`at least one of the other boxes says
//!   nothing true`);
//! - a negation before the adjective: `X is not wrong about everything` is
//!   `X is not lying` (some statement of X is true).
//!
//! The verb may be in any form a writer uses — `is telling`, `has told`,
//! `tells`, `told`, or a non-native writer's bare `Black box say only
//! lies`, `The white box don't say one true thing` — and the subject's
//! person and number give the `is` / `are` of the result. A phrase is
//! rewritten only right after a word that ends a subject that can be a box
//! (a name, `box`, a pronoun) and only where a clause ends, so `wrong about
//! the gems` and `lies about everything the white box says` are left alone
//! (and refused). `say the truth` (a non-native `tell the truth`) is read
//! before, in `speaking`, the one home of the verbs of speaking truth or lies.

use super::w;
use crate::grammar::lexicon::colour;
use crate::grammar::morph::{analyse, Form};
use crate::text::Token;

/// Which kind every statement of the box is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Whole {
    /// Every statement false: the box is lying.
    Lies,
    /// Every statement true: the box is telling the truth.
    Truth,
}
use Whole::{Lies, Truth};

/// An idiom found after a subject: how many words it takes and what it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Idiom {
    len: usize,
    whole: Whole,
    /// `is not wrong about everything`: the box is not lying.
    negated: bool,
    /// `on both counts`: the box has two statements, both of the kind.
    both: bool,
    /// `has not said one true thing`, `says nothing true`: no statement of
    /// the other kind, so also true of a box with no statement (read as
    /// `everything X says is false`, which is, not as `X is lying`).
    vacuous: bool,
}

/// Verbs of saying, by lemma (their forms come from the analyser).
const SAYING: &[&str] = &["say", "tell", "speak", "utter"];

/// Words that end a subject that can be a box (a name, `box`, a pronoun,
/// the boxes as people); `one` only when not after `and` (`one box, and
/// one only, tells the truth` is a count).
const SUBJECT_ENDS: &[&str] = &[
    "box",
    "boxes",
    "one",
    "ones",
    "i",
    "it",
    "we",
    "they",
    "others",
    "nobody",
    "everybody",
    "everyone",
    "somebody",
    "someone",
];

/// Words that end the clause the idiom closes, or an exception that
/// follows it (`No box is saying the truth except me`).
const CLAUSE_ENDS: &[&str] = &[
    "and", "but", "or", "so", "if", "unless", "then", "because", "while", "since", "although",
    "though", "whereas", "except",
];

/// What a verb of saying takes, said of everything the box says.
const SAID: &[(&[&str], Whole)] = &[
    (&["nothing", "but", "lies"], Lies),
    (&["only", "lies"], Lies),
    (&["lies", "about", "everything"], Lies),
    (&["nothing", "but", "the", "truth"], Truth),
    (&["nothing", "but", "truth"], Truth),
    (&["only", "the", "truth"], Truth),
    (&["only", "truth"], Truth),
    (&["only", "false", "things"], Lies),
    (&["only", "true", "things"], Truth),
    (&["nothing", "but", "false", "things"], Lies),
    (&["nothing", "but", "true", "things"], Truth),
    (&["the", "truth", "about", "everything"], Truth),
];

/// What a verb of saying takes that denies it anything of the other kind
/// (true of a box that says nothing at all, as [`NOT_SAID`]).
const NOTHING: &[(&[&str], Whole)] =
    &[(&["nothing", "true"], Lies), (&["nothing", "false"], Truth)];

/// What a negated verb of saying takes (`has not said one true thing`).
const NOT_SAID: &[(&[&str], Whole)] = &[
    (&["one", "true", "thing"], Lies),
    (&["a", "single", "true", "thing"], Lies),
    (&["one", "single", "true", "thing"], Lies),
    (&["a", "true", "thing"], Lies),
    (&["anything", "true"], Lies),
    (&["one", "false", "thing"], Truth),
    (&["a", "single", "false", "thing"], Truth),
    (&["one", "single", "false", "thing"], Truth),
    (&["a", "false", "thing"], Truth),
    (&["anything", "false"], Truth),
    (&["a", "single", "lie"], Truth),
    (&["one", "single", "lie"], Truth),
    (&["one", "lie"], Truth),
];

/// What a box has, said of all its statements.
const HAS: &[(&[&str], Whole)] = &[
    (&["nothing", "but", "false", "statements"], Lies),
    (&["nothing", "but", "true", "statements"], Truth),
];

/// Adjectives of a box's truth before `about everything`, `on … counts`.
pub(super) const ADJECTIVES: &[(&str, Whole)] = &[
    ("wrong", Lies),
    ("mistaken", Lies),
    ("incorrect", Lies),
    ("false", Lies),
    ("lying", Lies),
    ("right", Truth),
    ("correct", Truth),
    ("true", Truth),
    ("truthful", Truth),
    ("honest", Truth),
];

/// What follows such an adjective; `true` for `on both counts`.
const SCOPES: &[(&[&str], bool)] = &[
    (&["about", "everything"], false),
    (&["on", "all", "counts"], false),
    (&["on", "every", "count"], false),
    (&["on", "both", "counts"], true),
];

/// The lemma of `w` among `lemmas` in one of `forms`.
pub(super) fn form_of(w: &str, lemmas: &[&'static str], forms: &[Form]) -> bool {
    analyse(w, lemmas).iter().any(|(_, f)| forms.contains(f))
}

fn starts<'a>(ws: &[&str], table: &[(&'a [&'a str], Whole)]) -> Option<(usize, Whole)> {
    table
        .iter()
        .find(|(p, _)| ws.starts_with(p))
        .map(|(p, whole)| (p.len(), *whole))
}

/// What a verb of saying found: the idiom's length, its kind, and whether
/// it only denies the other kind ([`Idiom::vacuous`]).
type Said = (usize, Whole, bool);

/// A verb of saying (any form in `forms`) and what it takes. `negated`
/// takes the objects of [`NOT_SAID`].
fn saying(ws: &[&str], forms: &[Form], negated: bool) -> Option<Said> {
    let verb = ws.first()?;
    let rest = &ws[1..];
    let with = |found: Option<(usize, Whole)>, vacuous: bool| found.map(|(n, k)| (n, k, vacuous));
    let said = if negated {
        form_of(verb, SAYING, forms).then(|| with(starts(rest, NOT_SAID), true))?
    } else if form_of(verb, SAYING, forms) {
        with(starts(rest, SAID), false).or_else(|| with(starts(rest, NOTHING), true))
    } else if form_of(verb, &["lie"], forms) {
        // `lies about everything`; `tell` is the saying verb above.
        rest.starts_with(&["about", "everything"])
            .then_some((2, Lies, false))
    } else {
        None
    }?;
    Some((1 + said.0, said.1, said.2))
}

/// Finite forms a subject takes directly: a non-native writer's bare
/// `Black box say` too.
pub(super) const FINITE: &[Form] = &[Form::Base, Form::Third, Form::Past];
const PARTICIPLE: &[Form] = &[Form::Past];
const ING: &[Form] = &[Form::Ing];

/// The idiom that starts `ws`, the words right after a subject.
fn idiom(ws: &[&str]) -> Option<Idiom> {
    let plain = |(len, whole, vacuous): Said| Idiom {
        len,
        whole,
        negated: false,
        both: false,
        vacuous,
    };
    let shifted = |n: usize, i: Idiom| Idiom {
        len: i.len + n,
        ..i
    };
    let (first, rest) = ws.split_first()?;
    match *first {
        "is" | "are" | "am" | "was" | "were" | "'s" => {
            let (not, after) = match rest.split_first() {
                Some((&"not", after)) => (1, after),
                _ => (0, rest),
            };
            if let Some(found) = adjective(after) {
                let negated = not == 1;
                return (!(negated && found.both)).then(|| Idiom {
                    negated,
                    ..shifted(1 + not, found)
                });
            }
            (not == 0)
                .then(|| saying(rest, ING, false))
                .flatten()
                .map(|s| shifted(1, plain(s)))
        }
        "has" | "have" | "had" => {
            let (not, after) = match rest.split_first() {
                Some((&("not" | "never"), after)) => (1, after),
                _ => (0, rest),
            };
            let has = (not == 0).then(|| starts(rest, HAS)).flatten();
            has.map(|(n, k)| (n, k, false))
                .or_else(|| saying(after, PARTICIPLE, not == 1).map(|(n, k, v)| (n + not, k, v)))
                .map(|s| shifted(1, plain(s)))
        }
        "does" | "do" | "did" => match rest.split_first() {
            Some((&"not", after)) => {
                saying(after, &[Form::Base], true).map(|s| shifted(2, plain(s)))
            }
            _ => None,
        },
        "never" => saying(rest, FINITE, true).map(|s| shifted(1, plain(s))),
        "only" => only(rest).map(|s| shifted(1, plain(s))),
        _ => saying(ws, FINITE, false).map(plain),
    }
}

/// `wrong about everything`, `right on both counts` (see [`SCOPES`]).
fn adjective(ws: &[&str]) -> Option<Idiom> {
    let (adj, rest) = ws.split_first()?;
    let whole = ADJECTIVES.iter().find(|(a, _)| a == adj)?.1;
    let (scope, both) = SCOPES.iter().find(|(s, _)| rest.starts_with(s))?;
    Some(Idiom {
        len: 1 + scope.len(),
        whole,
        negated: false,
        both: *both,
        vacuous: false,
    })
}

/// After `only`: `only lies`, `only tells lies`, `only tells the truth`.
fn only(ws: &[&str]) -> Option<Said> {
    let verb = ws.first()?;
    if form_of(verb, &["lie"], FINITE) {
        return Some((1, Lies, false));
    }
    if !form_of(verb, SAYING, FINITE) {
        return None;
    }
    match &ws[1..] {
        ["lies", ..] => Some((2, Lies, false)),
        ["false", "things", ..] => Some((3, Lies, false)),
        ["the", "truth", ..] => Some((3, Truth, false)),
        ["true", "things", ..] => Some((3, Truth, false)),
        _ => None,
    }
}

/// Words that open a clause: after an idiom that ends in a noun (`lies`,
/// `the truth`, `counts`) the next clause may follow with its comma gone
/// (`If the white box tells only lies, the gems are here`).
const CLAUSE_OPENS: &[&str] = &[
    "the", "this", "that", "i", "it", "they", "we", "gems", "no", "every", "all", "both",
    "neither", "none", "exactly", "at", "my", "each", "some", "there", "you", "a", "an",
];

/// Whether the word at `i` closes a subject that can be a box.
pub(super) fn subject_end(ws: &[&str], i: usize) -> bool {
    let Some(last) = i.checked_sub(1).map(|k| ws[k]) else {
        return false;
    };
    let after_and = i >= 2 && ws[i - 2] == "and";
    (SUBJECT_ENDS.contains(&last) && !(last == "one" && after_and))
        || colour(last).is_some()
        || relative(ws, i)
}

/// Relative pronouns whose clause may say a box lies or tells the truth
/// throughout (`a box that only tells lies`).
const RELATIVES: &[&str] = &["that", "which", "who"];

/// Whether the word before `i` is a relative pronoun right after a box
/// noun (`a box that …`, `the boxes which …`, `the one who …`): the
/// subject of the relative clause is that noun.
fn relative(ws: &[&str], i: usize) -> bool {
    i >= 2
        && RELATIVES.contains(&ws[i - 1])
        && matches!(ws[i - 2], "box" | "boxes" | "one" | "ones")
}

/// Words that may follow a relative clause where the sentence's own verb
/// begins (`a box that only tells lies is empty`).
const MAIN_VERBS: &[&str] = &[
    "is", "are", "has", "have", "holds", "hold", "contains", "contain",
];

/// Whether a clause ends at `j`, after an idiom whose last word is `last`.
pub(super) fn clause_ends(ws: &[&str], j: usize, last: &str) -> bool {
    let noun = matches!(last, "lies" | "lie" | "truth" | "counts" | "count");
    ws.get(j)
        .is_none_or(|n| CLAUSE_ENDS.contains(n) || (noun && CLAUSE_OPENS.contains(n)))
}

/// The first word of the subject that ends at `i`: after the last word that
/// ends a clause, or the sentence's start.
pub(super) fn subject_start(ws: &[&str], i: usize) -> usize {
    ws[..i]
        .iter()
        .rposition(|w| CLAUSE_ENDS.contains(w) && *w != "except")
        .map_or(0, |k| k + 1)
}

/// The box a subject names, as the grammar reads it (`I` → `this box`,
/// `white` → `the white box`), when it names exactly one.
pub(super) fn one_box(subject: &[&str]) -> Option<Vec<&'static str>> {
    let named = |c: &str| colour(c).map(|c| c.name());
    match subject {
        ["i"] | ["this", "box"] => Some(vec!["this", "box"]),
        ["the", c, "box" | "one"] | [c, "box"] | [c] => Some(vec!["the", named(c)?, "box"]),
        _ => None,
    }
}

/// Every statement of what `subject` names is of kind `whole`, said so
/// that a box with no statement has it too: `every statement on X is true`
/// for one box (`I`, `this box`, `the white box`, `white`), else `SUBJECT
/// has (have, as `has` says) no false statement`, an indefinite subject
/// (`a box`) read as `every box`.
pub(super) fn every_statement(subject: &[&str], has: &str, whole: Whole) -> Vec<String> {
    let (kind, other) = match whole {
        Lies => ("false", "true"),
        Truth => ("true", "false"),
    };
    if let Some(named) = one_box(subject) {
        let mut out = vec!["every", "statement", "on"];
        out.extend(named);
        out.extend(["is", kind]);
        return out.into_iter().map(String::from).collect();
    }
    let mut out: Vec<String> = subject.iter().map(|s| s.to_string()).collect();
    if matches!(subject.first(), Some(&("a" | "an"))) {
        out[0] = "every".to_string();
    }
    out.extend([has, "no", other, "statement"].map(String::from));
    out
}

/// `has` or `have`, as the verb opening `ws` (after `never` / `not`) agrees
/// with its subject: `says` → `has`, `say` → `have`; `has` for a form that
/// does not show it (`said`).
pub(super) fn verb_number(ws: &[&str]) -> &'static str {
    let verb = ws
        .iter()
        .find(|w| !matches!(**w, "never" | "not"))
        .copied()
        .unwrap_or("");
    let plural = matches!(verb, "have" | "do" | "are" | "were")
        || analyse(verb, &["say", "tell", "speak", "utter", "lie"])
            .iter()
            .any(|(_, f)| *f == Form::Base);
    if plural {
        "have"
    } else {
        "has"
    }
}

/// The `is` / `are` a subject ending in `last` takes (`I am` is `i is`
/// once tokenized: the tokenizer folds `am`).
pub(super) fn be(last: &str) -> &'static str {
    match last {
        "we" | "they" | "boxes" | "ones" | "others" => "are",
        _ => "is",
    }
}

/// The idioms of the module doc rewritten, left to right, where each follows
/// a subject and ends a clause.
pub(super) fn throughout(tokens: Vec<Token>) -> Vec<Token> {
    rewrite(tokens, false)
}

/// The second reading of a sentence with `on both counts`: `every statement
/// on X` in place of `both statements on X`, or `None` without the idiom.
/// The grammar keeps both readings, so they must agree where the puzzle is
/// lowered: they do exactly when X has two statements (with one, three or
/// none, `both` names what is not there, and the sentence is refused).
pub fn every_count(tokens: &[Token]) -> Option<Vec<Token>> {
    let every = rewrite(tokens.to_vec(), true);
    (every != rewrite(tokens.to_vec(), false)).then_some(every)
}

/// [`throughout`], with `on both counts` read as `on every count` when
/// `both_as_every`.
fn rewrite(tokens: Vec<Token>, both_as_every: bool) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    for i in 1..ws.len() {
        let Some(found) = subject_end(&ws, i).then(|| idiom(&ws[i..])).flatten() else {
            continue;
        };
        let j = i + found.len;
        // A relative clause ends where the sentence's own verb begins; it
        // takes the plain reading only (its subject is the noun before).
        let relative = relative(&ws, i);
        let main_verb = relative && ws.get(j).is_some_and(|n| MAIN_VERBS.contains(n));
        if !(clause_ends(&ws, j, ws[j - 1]) || main_verb)
            || (relative && (found.both || found.vacuous))
        {
            continue;
        }
        let kind = match found.whole {
            Lies => "false",
            Truth => "true",
        };
        let spelled = |ws: &[&str]| ws.iter().map(|s| w(s)).collect::<Vec<Token>>();
        let (from, with) = if found.both {
            let from = subject_start(&ws, i);
            let Some(named) = one_box(&ws[from..i]) else {
                continue;
            };
            let (quant, be): (&[&str], _) = match (both_as_every, ws[from..i] == ["i"]) {
                (true, _) => (&["every", "statement", "on"], "is"),
                (false, true) => (&["both", "of", "my", "statements"], "are"),
                (false, false) => (&["both", "statements", "on"], "are"),
            };
            let mut both = quant.to_vec();
            if quant.ends_with(&["on"]) {
                both.extend(named);
            }
            both.extend([be, kind]);
            (from, spelled(&both))
        } else if found.vacuous {
            // The box taken inside: `every statement on the white box`;
            // other boxes `have no true statement`.
            let from = subject_start(&ws, i);
            let every = every_statement(&ws[from..i], verb_number(&ws[i..]), found.whole);
            (from, every.iter().map(|s| w(s)).collect())
        } else {
            // `that` agrees with the noun before it.
            let subject = if relative { ws[i - 2] } else { ws[i - 1] };
            let mut with = vec![be(subject)];
            if found.negated {
                with.push("not");
            }
            with.extend(match found.whole {
                Lies => &["lying"][..],
                Truth => &["telling", "the", "truth"][..],
            });
            (i, spelled(&with))
        };
        let mut out = tokens[..from].to_vec();
        out.extend(with);
        out.extend(rewrite(tokens[j..].to_vec(), both_as_every));
        return out;
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::super::tests::norm;

    #[test]
    fn every_idiom_is_the_box_lying_or_telling_the_truth() {
        let read = [
            (
                "The white box tells nothing but lies",
                "the white box is lying",
            ),
            (
                "The white box is telling nothing but lies",
                "the white box is lying",
            ),
            (
                "The white box has told nothing but lies",
                "the white box is lying",
            ),
            ("Black box say only lies.", "the black box is lying"),
            ("The black box only tells lies", "the black box is lying"),
            ("I only lie", "i is lying"),
            (
                "The blue box is wrong about everything",
                "the blue box is lying",
            ),
            (
                "The blue box lies about everything",
                "the blue box is lying",
            ),
            ("black lies about everything", "the black box is lying"),
            (
                "The blue box is mistaken on all counts",
                "the blue box is lying",
            ),
            (
                "The white box has nothing but false statements",
                "the white box is lying",
            ),
            (
                "The other boxes are lying about everything",
                "the other boxes are lying",
            ),
            (
                "The blue box speaks only the truth",
                "the blue box is telling the truth",
            ),
            ("I am right about everything", "i is telling the truth"),
            ("white's lying about everything", "the white box is lying"),
            (
                "The blue box is not wrong about everything",
                "the blue box is not lying",
            ),
        ];
        // No statement of the other kind: also true of a box that says
        // nothing, so read as every statement of the box.
        let vacuous = [
            ("The white box hasn't said one true thing", "false"),
            ("The white box doesn't say a single true thing", "false"),
            ("The white box has never said anything true", "false"),
            ("The white box never says a true thing", "false"),
            ("The white box says nothing true", "false"),
            ("The white box hasn't told a single lie", "true"),
            ("The white box says nothing false", "true"),
        ]
        .map(|(said, kind)| (said, format!("every statement on the white box is {kind}")));
        for (said, meant) in read
            .map(|(s, m)| (s, m.to_string()))
            .into_iter()
            .chain(vacuous)
        {
            assert_eq!(norm(said), meant, "{said}");
        }
    }
    #[test]
    fn both_counts_are_both_statements_of_one_box() {
        assert_eq!(
            norm("The white box is wrong on both counts"),
            "both statements on the white box are false"
        );
        assert_eq!(
            norm("I am right on both counts"),
            "both of my statements are true"
        );
        assert_eq!(
            norm("If white is wrong on both counts, the gems are here"),
            "if both statements on the white box are false the gems are here"
        );
        // Several boxes: no `both statements` to say it with; left alone.
        assert_eq!(
            norm("The other boxes are wrong on both counts"),
            "the other boxes are wrong on both counts"
        );
    }

    #[test]
    fn near_misses_are_left_alone() {
        for said in [
            "The blue box is wrong about the gems",
            "The blue box lies about everything the white box says",
            "The blue box only lies about the gems",
            "The white box says one true thing",
        ] {
            let tokens = crate::text::tokenize(said);
            assert_eq!(super::throughout(tokens.clone()), tokens, "{said}");
        }
    }
}
