//! Statements that lean on the statement above them on the same box, read
//! only when that statement gives them one meaning:
//!
//! - an elliptical sentence whose verb phrase is the one above: `So is the
//!   blue box.`, `And so is the black box.`, `Neither is the white box.`,
//!   `But the white box is.`, `The white box isn't.`, `The white box is
//!   too.`, `But not the white box.`, `The same goes for the white box.`
//!   (either sign) (after `The black box is empty.`, `Not
//!   every box is telling the truth.`, …). The statement above must read in
//!   one way only, as a claim about boxes with a verb phrase (not about
//!   where the gems are: its subject is a box); `so`/`too` need it
//!   affirmative and `neither`/`nor` negative (a `not`, `no`, `never`,
//!   `none` or `nor` in it), and the auxiliary must fit its verb (`is` after
//!   a form of `be`, `does` after another verb);
//! - a pronoun for the gems: `They are in the black box.` after `The gems
//!   are not in the blue box.`, when the statement above names the gems and
//!   nothing else `they` could stand for (no plural of boxes or statements,
//!   no boxes joined by `and`/`or`); `It's in the black box.` after `The
//!   prize isn't here.`, when the statement above names the gems with a
//!   singular noun and `it` read as any box it names gives no reading.
//!
//! - `nor` and a place after a statement denying the gems a place: `Nor in
//!   the white box.` after `The gems are not in the black box.` (the gems
//!   are not in the white box either).
//! - `them` for the boxes the statement above counts by one property: `The
//!   black box is one of them.` after `A majority of the boxes are false.`
//!   (the black box is false), `One of them is empty.` (one of the false
//!   boxes), only when nothing else could be meant.
//!
//! - an exception after a denial of every box: `Well, except the black
//!   one.` after `None of the boxes is telling the truth.`
//!   (`grammar/exception.rs`).
//!
//! Anything else is not read here, and the statement's own error stands.

use super::facts::Facts;
use super::parser::Parser;
use super::{normalize, read_with, Reading};
use crate::claim::{BoxPred, Claim, Quant};
use crate::text::{tokenize, Token};

/// Reads `text` as a follow-up of `previous`, the statement above it on
/// the same box (see the module doc).
pub fn read(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    let above = read_with(previous, facts).ok()?;
    if !above.alternatives.is_empty() || !above.tolerated.is_empty() {
        return None;
    }
    elliptical(text, previous, &above.claim, facts)
        .or_else(|| gems_pronoun(text, previous, facts))
        .or_else(|| nor_place(text, previous, facts))
        .or_else(|| them_boxes(text, previous, facts))
        .or_else(|| super::exception::read(text, previous, &above.claim, facts))
}

/// `them` for the boxes the statement above counts by one property (`A
/// majority of the boxes are false.` / `The black box is one of them.`):
/// read only when the statement above ends `boxes are ADJ`, with one
/// word for the property, no negation and nothing else `them` could stand
/// for (no other plural, no `and`/`or`); `X is one of them` (`is among
/// them`) is `X is ADJ`, and elsewhere `them` is `the ADJ boxes`.
fn them_boxes(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    let tokens = tokenize(text);
    let ws = words(&tokens);
    if ws.iter().filter(|w| **w == "them").count() != 1 {
        return None;
    }
    let above = normalize::normalize(tokenize(previous));
    let above_words = words(&above);
    let [before @ .., "boxes", "are", adj] = above_words.as_slice() else {
        return None;
    };
    let other =
        |w: &&str| OTHER_PLURALS.contains(w) || matches!(*w, "no" | "not" | "none" | "gems" | "\"");
    if before.iter().any(other) || !adj.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let said = match ws.as_slice() {
        [x @ .., "is", "one", "of", "them"] | [x @ .., "is", "among", "them"] => {
            format!("{} is {adj}", x.join(" "))
        }
        [x @ .., "is", "not", "one", "of", "them"] | [x @ .., "is", "not", "among", "them"] => {
            format!("{} is not {adj}", x.join(" "))
        }
        _ => ws
            .iter()
            .map(|w| match *w {
                "them" => format!("the {adj} boxes"),
                w => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    let reading = read_with(&said, facts).ok()?;
    (reading.alternatives.is_empty() && reading.tolerated.is_empty()).then_some(reading)
}

/// `Nor in the white box.` (`Nor the white box.`, `Nor here.`) after a
/// statement denying the gems a place (`The gems are not in the black
/// box.`): the gems are not there either. Read only when the statement
/// above says where the gems are not (its subject the gems, negated) and
/// the place read after `the gems are not` reads one way.
fn nor_place(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    let tokens = tokenize(text);
    let ws = words(&tokens);
    let rest = match ws.as_slice() {
        ["nor", rest @ ..] | ["and", "nor", rest @ ..] if !rest.is_empty() => rest,
        _ => return None,
    };
    let above = normalize::normalize(tokenize(previous));
    let above_words = words(&above);
    let denied = matches!(
        above_words.as_slice(),
        ["the", "gems", "are" | "is", "not", ..] | ["gems", "are" | "is", "not", ..]
    );
    if !denied || rest.contains(&"\"") {
        return None;
    }
    let place = match rest.first() {
        Some(&("in" | "inside" | "here" | "there")) => rest.join(" "),
        // A box named alone: the place is in it.
        _ => format!("in {}", rest.join(" ")),
    };
    let reading = read_with(&format!("the gems are not {place}"), facts).ok()?;
    (reading.alternatives.is_empty() && reading.tolerated.is_empty()).then_some(reading)
}

fn words(tokens: &[Token]) -> Vec<&str> {
    tokens
        .iter()
        .map(|t| match t {
            Token::Word(w) => w.as_str(),
            Token::Quoted(_) => "\"",
        })
        .collect()
}

/// Words that make a clause negative.
const NEGATIVES: &[&str] = &["not", "no", "never", "none", "nor", "neither", "nothing"];

/// The verb phrase of the statement above and whether it is negative.
fn verb_phrase(claim: &Claim, negative: bool) -> Option<BoxPred> {
    match (claim, negative) {
        (Claim::Boxes(q, _, p), false) if *q != Quant::NONE => Some(p.clone()),
        (Claim::Boxes(q, _, p), true) if *q == Quant::NONE => Some(p.clone()),
        (Claim::Boxes(_, _, BoxPred::Not(p)), true) => Some((**p).clone()),
        (Claim::Not(inner), true) => match &**inner {
            Claim::Boxes(q, _, p) if *q != Quant::NONE => Some(p.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// What an elliptical sentence keeps of the one above.
#[derive(Clone, Copy, PartialEq)]
enum Polarity {
    /// The same as above (`so is X`, `X is too`, `neither is X`): needs
    /// the statement above to have this sign.
    Same,
    /// Affirmative whatever the sign above (`but X is`).
    Affirm,
    /// Negated (`X is not`, `but not X`).
    Deny,
}

fn elliptical(text: &str, previous: &str, claim: &Claim, facts: &Facts) -> Option<Reading> {
    // The words as written (contractions expanded): the sign and the verb
    // of the statement above are judged on them.
    let above = tokenize(previous);
    let above_words = words(&above);
    if above_words
        .iter()
        .take(2)
        .any(|w| *w == "gems" || *w == "there")
    {
        return None;
    }
    let negative = above_words.iter().any(|w| NEGATIVES.contains(w));
    let pred = verb_phrase(claim, negative)?;
    let copula = above_words
        .iter()
        .any(|w| matches!(*w, "is" | "are" | "am"));
    let aux = |w: &str| {
        if copula {
            matches!(w, "is" | "are" | "am")
        } else {
            matches!(w, "does" | "do")
        }
    };
    let tokens = normalize::normalize(tokenize(text));
    let mut start = 0;
    if matches!(words(&tokens).first(), Some(&("and" | "but"))) {
        start = 1;
    }
    let ws = words(&tokens[start..]);
    // (where the box phrase starts, where it must end, what is kept).
    let (np, end, polarity) = match ws.as_slice() {
        ["so", a, ..] if aux(a) && !negative => (start + 2, tokens.len(), Polarity::Same),
        // `The same goes for X`, `The same is true of X`: either sign.
        ["the", "same", "goes" | "holds", "for", ..] => (start + 4, tokens.len(), Polarity::Same),
        ["the", "same", "is", "true", "of" | "for", ..] => {
            (start + 5, tokens.len(), Polarity::Same)
        }
        ["neither" | "nor", a, ..] if aux(a) && negative => {
            (start + 2, tokens.len(), Polarity::Same)
        }
        ["not", ..] if start == 1 && !negative => (start + 1, tokens.len(), Polarity::Deny),
        [.., a, "not"] if aux(a) => (start, tokens.len() - 2, Polarity::Deny),
        [.., a, "too" | "also"] if aux(a) && !negative => (start, tokens.len() - 2, Polarity::Same),
        [.., a, "as", "well"] if aux(a) && !negative => (start, tokens.len() - 3, Polarity::Same),
        [.., a] if aux(a) => (start, tokens.len() - 1, Polarity::Affirm),
        _ => return None,
    };
    let parser = Parser::new(&tokens, facts);
    let mut claims: Vec<Claim> = parser
        .box_np(np)
        .into_iter()
        .filter(|(o, e)| *e == end && !o.pronoun)
        .map(|(o, _)| {
            let said = Claim::Boxes(o.quant, o.set, pred.clone());
            let deny = polarity == Polarity::Deny || (polarity == Polarity::Same && negative);
            if deny {
                Claim::negate(said)
            } else {
                said
            }
        })
        .collect();
    claims.sort_by_key(|c| format!("{c:?}"));
    claims.dedup();
    let claim = claims.first()?.clone();
    Some(Reading {
        claim,
        alternatives: claims[1..].to_vec(),
        tolerated: vec![],
    })
}

/// Plural words `they` could stand for besides the gems.
const OTHER_PLURALS: &[&str] = &[
    "boxes",
    "statements",
    "sentences",
    "claims",
    "words",
    "letters",
    "ones",
    "we",
    "us",
    "they",
    "them",
    "both",
    "all",
    "and",
    "or",
    "nor",
];

fn gems_pronoun(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    let tokens = tokenize(text);
    let ws = words(&tokens);
    let plural = ws.iter().any(|w| matches!(*w, "they" | "them"));
    let singular = ws.contains(&"it");
    if plural == singular {
        return None;
    }
    let above = tokenize(previous);
    let above_words = words(&above);
    // Other names of the gems (`jewels`, `treasure`) are folded by the
    // rewrites.
    if !words(&normalize::normalize(above.clone())).contains(&"gems") {
        return None;
    }
    let with = |pronoun: &[&str], noun: &str| -> String {
        ws.iter()
            .map(|w| if pronoun.contains(w) { noun } else { w })
            .collect::<Vec<_>>()
            .join(" ")
    };
    if plural {
        if above_words.iter().any(|w| OTHER_PLURALS.contains(w)) {
            return None;
        }
        return read_with(&with(&["they", "them"], "the gems"), facts).ok();
    }
    // `it`: the gems named by a singular noun, and no box it could be.
    let singular_gem = previous.split_whitespace().any(|raw| {
        let w: String = raw
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_lowercase();
        !w.ends_with('s') && normalize::normalize(tokenize(&w)) == [Token::Word("gems".to_string())]
    });
    if !singular_gem {
        return None;
    }
    let boxes = above_words
        .iter()
        .filter(|w| super::lexicon::colour(w).is_some())
        .map(|c| format!("the {c} box"))
        .chain(
            above_words
                .iter()
                .any(|w| matches!(*w, "i" | "me" | "this" | "here"))
                .then(|| "this box".to_string()),
        );
    for b in boxes {
        if read_with(&with(&["it"], &b), facts).is_ok() {
            return None;
        }
    }
    read_with(&with(&["it"], "the gems"), facts).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(previous: &str, text: &str) -> Option<Claim> {
        read(text, previous, &Facts::default()).map(|r| {
            assert!(r.alternatives.is_empty(), "{text}: {r:?}");
            r.claim
        })
    }

    fn plain(text: &str) -> Claim {
        super::super::read(text).unwrap().claim
    }

    #[test]
    fn an_elliptical_sentence_takes_the_verb_phrase_above() {
        let empty = "The black box is empty.";
        assert_eq!(
            after(empty, "So is the blue box."),
            Some(plain("The blue box is empty"))
        );
        assert_eq!(
            after(empty, "And so is the blue box."),
            Some(plain("The blue box is empty"))
        );
        assert_eq!(
            after(empty, "The white box is too."),
            Some(plain("The white box is empty"))
        );
        assert_eq!(
            after(empty, "The white box isn't."),
            Some(Claim::negate(plain("The white box is empty")))
        );
        assert_eq!(
            after(empty, "But not the white box."),
            Some(Claim::negate(plain("The white box is empty")))
        );
        let not_every = "Not every box is telling the truth.";
        assert_eq!(
            after(not_every, "But the white box is."),
            Some(plain("The white box is telling the truth"))
        );
        assert_eq!(
            after("The black box does not lie.", "Neither does the white box."),
            Some(Claim::negate(plain("The white box lies")))
        );
        assert_eq!(
            after("The black box has the gems.", "So does the white box."),
            Some(plain("The white box has the gems"))
        );
    }

    #[test]
    fn near_misses_are_not_read() {
        let empty = "The black box is empty.";
        // `so` after a negative, `neither` after an affirmative.
        assert_eq!(
            after("The black box is not empty.", "So is the blue box."),
            None
        );
        assert_eq!(after(empty, "Neither is the blue box."), None);
        // The auxiliary does not fit the verb above.
        assert_eq!(after(empty, "So does the blue box."), None);
        // The statement above is about where the gems are, or does not read.
        assert_eq!(
            after("The gems are in the blue box.", "So is the white box."),
            None
        );
        assert_eq!(after("Blorp the box.", "So is the white box."), None);
        // A pronoun is no box to compare with.
        assert_eq!(after(empty, "So is it."), None);
    }

    #[test]
    fn a_pronoun_for_the_gems_takes_the_statement_above() {
        assert_eq!(
            after(
                "The gems are not in the blue box.",
                "They are in the black box."
            ),
            Some(plain("The gems are in the black box"))
        );
        assert_eq!(
            after("The prize isn't here.", "It's in the black box."),
            Some(plain("The gems are in the black box"))
        );
        // `they` could be the boxes; `it` could be the box named.
        assert_eq!(
            after(
                "The blue box and the white box do not have the gems.",
                "They are lying."
            ),
            None
        );
        assert_eq!(
            after("The prize isn't in the blue box.", "It is lying."),
            None
        );
        // Nothing above names the gems.
        assert_eq!(
            after("The blue box is lying.", "They are in the black box."),
            None
        );
    }
}
