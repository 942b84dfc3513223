//! Loose free-English shapes around a claim, each reduced to the full form
//! the grammar reads, the one home of these phrasings:
//!
//! - **a participle of truth or lying after a counted or described box
//!   noun** (`the only one telling the truth`, `a box lying`, `the boxes
//!   telling lies`) is a reduced relative clause: `that tells the truth`,
//!   `that is lying`, agreeing with the noun. Only after a determiner of
//!   such a phrase (`only`, `a`, `any`, `every`, `each`, `no`, `other`, a
//!   number, `the`), never after a box named by colour (`the white box
//!   telling the truth` may be a clause whose copula was dropped);
//! - **an explanation in apposition to `X is mixed (up)`** (`The blue box
//!   is mixed up, one true and one false.`, `The white box is mixed: one
//!   of its statements is true and one is false.`): the explanation says
//!   the box has one true and one false statement, which is what `mixed`
//!   says with a count; the statement is read as the explanation (`X has
//!   one true statement and one false statement`), or, for a clause about
//!   `its` statements, as both (`X has a mix of true and false statements
//!   and one of X's statements is true and one is false`). `mixed up`
//!   with nothing after it, or another explanation, is left alone (and
//!   refused);
//! - **nothing but something that is no gems** in a box (`Nothing in here
//!   but air.`, `Nothing but dust in the white box.`): the box is empty.
//!   A closed list of such things (`NOT_GEMS`); anything else after
//!   `but` is left to the grammar's exceptives;
//! - **a box, then what is (not) in it, telegraphic** (`And this box, no
//!   gems inside.`, `The white box: nothing in it.`): the whole statement,
//!   read as `there are no gems in BOX`;
//! - **a superlative of printed text with `on it`** (`the box that has the
//!   fewest words written on it`, `the box with the most letters on it`):
//!   what is on a box is its text, so `(written) on it` adds nothing to
//!   `the fewest words`;
//! - **`here` with a box in apposition** (`The gems are here, in the white
//!   box.`): `here` is this box (the gems are here and in the white box),
//!   or the room (they are in the white box). Both readings are kept
//!   ([`here_as_room`] gives the second): they agree when the white box
//!   says it, and a puzzle where they differ is refused.

use super::throughout::one_box;
use super::{w, word};
use crate::text::Token;

/// Determiners after which a box noun followed by a participle is a
/// described box, not a clause's subject.
const DETERMINERS: &[&str] = &[
    "only", "a", "an", "any", "every", "each", "no", "other", "the", "one", "two", "three",
    "exactly", "some",
];

/// Determiners after which `one` is the pronoun for a box (`the only one`,
/// `the other one`), not a count.
const ONE_DETERMINERS: &[&str] = &["only", "the", "other", "any", "every", "each", "no"];

/// The participles of truth and lying read as a reduced relative: the
/// words, and the finite verb phrase for a singular and a plural noun.
const PARTICIPLES: &[(&[&str], &[&str], &[&str])] = &[
    (
        &["telling", "the", "truth"],
        &["tells", "the", "truth"],
        &["tell", "the", "truth"],
    ),
    (&["telling", "lies"], &["tells", "lies"], &["tell", "lies"]),
    (&["lying"], &["is", "lying"], &["are", "lying"]),
];

/// `NOUN telling the truth` → `NOUN that tells the truth` (module doc).
pub(super) fn participle_relative(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    for i in 1..ws.len() {
        let plural = match ws[i - 1] {
            "box" | "one" => false,
            "boxes" | "ones" => true,
            _ => continue,
        };
        // The noun's determiner stands right before it (`the only one`,
        // `a box`, `the other boxes`); a colour there names the box. A
        // count before `one` makes `one` the count (`exactly one lying
        // box`).
        let described = i >= 2
            && DETERMINERS.contains(&ws[i - 2])
            && (!matches!(ws[i - 1], "one" | "ones") || ONE_DETERMINERS.contains(&ws[i - 2]));
        if !described {
            continue;
        }
        let Some((said, singular, many)) =
            PARTICIPLES.iter().find(|(p, ..)| ws[i..].starts_with(p))
        else {
            continue;
        };
        // An adjective before a noun (`one lying box`) is no relative.
        let attributive = ws.get(i + said.len()).is_some_and(|n| {
            matches!(
                *n,
                "box" | "boxes" | "one" | "ones" | "statement" | "statements"
            )
        });
        if attributive {
            continue;
        }
        let mut out = tokens[..i].to_vec();
        out.push(w("that"));
        out.extend(if plural { *many } else { *singular }.iter().map(|s| w(s)));
        out.extend(participle_relative(tokens[i + said.len()..].to_vec()));
        return out;
    }
    tokens
}

/// Explanations of `mixed` that count one statement of each kind, as the
/// words after `mixed (up)` (a comma or colon between is gone).
const ONE_OF_EACH: &[&[&str]] = &[
    &["one", "true", "and", "one", "false"],
    &["one", "true", "one", "false"],
    &["one", "false", "and", "one", "true"],
    &["one", "false", "one", "true"],
];

/// `X is mixed (up), EXPLANATION` → the explanation said of X (module doc).
pub(super) fn mixed_explained(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let Some(is) = ws.iter().position(|w| *w == "is") else {
        return tokens;
    };
    if ws.get(is + 1) != Some(&"mixed") {
        return tokens;
    }
    let after = is + 2 + usize::from(ws.get(is + 2) == Some(&"up"));
    let rest = &ws[after..];
    let Some(subject) = one_box(&ws[..is]) else {
        return tokens;
    };
    let said = |s: &[&str]| s.iter().map(|x| w(x)).collect::<Vec<Token>>();
    if ONE_OF_EACH.contains(&rest) {
        let mut out = said(&subject);
        out.extend(said(&[
            "has",
            "one",
            "true",
            "statement",
            "and",
            "one",
            "false",
            "statement",
        ]));
        return out;
    }
    // A clause about `its` statements, `its` being the box. One that names
    // a statement of each kind (`one of its statements is true and one is
    // false`, `… and the other is false`) says all `mixed` says; another
    // is said with `mixed` (`X has a mix of true and false statements and
    // …`).
    let possessive = rest.starts_with(&["one", "of", "its"]) || rest.first() == Some(&"its");
    if possessive {
        let each = rest
            .windows(3)
            .any(|p| matches!(p, ["and", "one" | "the", "is" | "other"]))
            && rest.contains(&"true")
            && rest.contains(&"false");
        let mut out = Vec::new();
        if !each {
            out.extend(said(&subject));
            out.extend(said(super::phrases::MIXED));
            out.push(w("and"));
        }
        for (k, t) in tokens[after..].iter().enumerate() {
            if rest[k] == "its" {
                out.extend(said(&subject));
                out.push(w("'s"));
            } else {
                out.push(t.clone());
            }
        }
        return out;
    }
    tokens
}

/// Things a box may hold that are no gems: `nothing but air` in a box says
/// it is empty.
const NOT_GEMS: &[&str] = &[
    "air",
    "dust",
    "cobwebs",
    "emptiness",
    "space",
    "darkness",
    "shadows",
    "straw",
];

/// `nothing in here but air` → `nothing in here`; `nothing but air in the
/// white box` → `nothing in the white box` (module doc).
pub(super) fn nothing_but(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    let Some(at) = ws.iter().position(|w| *w == "but") else {
        return tokens;
    };
    let thing = match ws.get(at + 1..) {
        Some([t, ..]) if NOT_GEMS.contains(t) => 1,
        Some(["empty", "space", ..]) => 2,
        _ => return tokens,
    };
    // `but air` right after `nothing`, or at the end after `nothing` and a
    // place (`there is nothing in the white box but air`).
    let right_after = at >= 1 && ws[at - 1] == "nothing";
    let at_end = at + 1 + thing == ws.len() && ws[..at].contains(&"nothing");
    if !(right_after || at_end) {
        return tokens;
    }
    let mut out = tokens[..at].to_vec();
    out.extend(tokens[at + 1 + thing..].iter().cloned());
    out
}

/// What a box holds, said telegraphically after the box.
const HOLDS_NOTHING: &[&[&str]] = &[
    &["no", "gems", "inside"],
    &["no", "gems", "in", "it"],
    &["no", "gems", "in", "there"],
    &["no", "gems", "in", "here"],
    &["no", "gems"],
    &["nothing", "inside"],
    &["nothing", "in", "it"],
    &["nothing", "in", "there"],
];

/// Connectives that may open such a statement (`And this box, …`).
const OPENINGS: &[&str] = &["and", "also", "but", "plus", "as", "for"];

/// `(And) BOX, no gems inside` → `there are no gems in BOX` (module doc):
/// the whole statement only.
pub(super) fn box_then_nothing(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    if tokens.iter().any(|t| word(t).is_none()) {
        return tokens;
    }
    let start = usize::from(ws.first().is_some_and(|f| OPENINGS.contains(f)));
    for end in start + 1..ws.len() {
        if !HOLDS_NOTHING.contains(&&ws[end..]) {
            continue;
        }
        let Some(named) = one_box(&ws[start..end]) else {
            continue;
        };
        let mut out: Vec<Token> = ["there", "are", "no", "gems", "in"]
            .iter()
            .map(|s| w(s))
            .collect();
        out.extend(named.iter().map(|s| w(s)));
        return out;
    }
    tokens
}

/// Participles of writing before `on it` after a superlative of text.
const WRITTEN: &[&str] = &["written", "printed", "inscribed", "shown"];

/// `the fewest words written on it` → `the fewest words` (module doc).
pub(super) fn superlative_on_it(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    for i in 2..ws.len() {
        let measured = matches!(ws[i - 2], "most" | "fewest" | "least")
            && matches!(ws[i - 1], "words" | "letters");
        if !measured {
            continue;
        }
        let at = i + usize::from(WRITTEN.contains(&ws[i]));
        if matches!(ws.get(at..at + 2), Some(["on", "it" | "them"])) {
            let mut out = tokens[..i].to_vec();
            out.extend(tokens[at + 2..].iter().cloned());
            return out;
        }
    }
    tokens
}

/// Where `here` stands before a box in apposition (`the gems are here in
/// the white box`, its comma gone): the index of `here`, when the subject
/// is the gems (by any of their names) and the sentence ends with the box.
fn here_before_box(ws: &[&str]) -> Option<usize> {
    let here = ws.iter().position(|w| *w == "here")?;
    let subject = match &ws[..here] {
        [s @ .., "are" | "is"] => s,
        _ => return None,
    };
    let gems = match subject {
        ["the", g] | [g] => crate::grammar::lexicon::GEM_NAMES.contains(g),
        _ => false,
    };
    let boxed = match &ws[here + 1..] {
        ["in" | "inside", rest @ ..] => one_box(rest).is_some() && rest.len() > 1,
        _ => false,
    };
    (gems && boxed).then_some(here)
}

/// `the gems are here in the white box` → `the gems are here and the gems
/// are in the white box` (the first reading of the module doc).
pub(super) fn here_in_box(tokens: Vec<Token>) -> Vec<Token> {
    let ws: Vec<&str> = Token::words(&tokens);
    if tokens.iter().any(|t| word(t).is_none()) {
        return tokens;
    }
    let Some(here) = here_before_box(&ws) else {
        return tokens;
    };
    let mut out = tokens[..=here].to_vec();
    out.push(w("and"));
    out.extend(tokens[..here].iter().cloned());
    out.extend(tokens[here + 1..].iter().cloned());
    out
}

/// The second reading of `the gems are here, in the white box`: `here` is
/// the room, and the sentence says `the gems are in the white box`; `None`
/// for any other sentence.
pub fn here_as_room(tokens: &[Token]) -> Option<Vec<Token>> {
    let ws: Vec<&str> = Token::words(tokens);
    if tokens.iter().any(|t| word(t).is_none()) {
        return None;
    }
    let here = here_before_box(&ws)?;
    let mut out = tokens[..here].to_vec();
    out.extend(tokens[here + 1..].iter().cloned());
    Some(out)
}
