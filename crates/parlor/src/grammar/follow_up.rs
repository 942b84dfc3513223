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
//! - an additive particle whose presupposition is the statement above: `The
//!   black box is empty too.` after `The white box is empty.` ([`additive`]).
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
use crate::claim::{BoxBase, BoxPred, BoxSet, Claim, Quant, StmtBase, StmtPred, StmtSet};
use crate::error::{ParlorError, Result};
use crate::text::{tokenize, Token};

/// Reads `text` as a follow-up of `previous`, the statement above it on
/// the same box (see the module doc): `None` when it is none, an error
/// when it is one the statement above gives no meaning (`Nor in the black
/// box.` after a statement that does not deny the gems a place).
pub fn read(text: &str, previous: &str, facts: &Facts) -> Result<Option<Reading>> {
    let Ok(above) = read_with(previous, facts) else {
        return Ok(None);
    };
    if !above.alternatives.is_empty() || !above.tolerated.is_empty() {
        return Ok(None);
    }
    let read = elliptical(text, previous, &above.claim, facts)
        .or_else(|| gems_pronoun(text, previous, facts))
        .or_else(|| says_so(text, previous, facts));
    if read.is_some() {
        return Ok(read);
    }
    if let Some(place) = nor_place(text, &above.claim, facts) {
        return place.map(Some);
    }
    Ok(them_boxes(text, previous, facts)
        .or_else(|| super::exception::read(text, previous, &above.claim, facts)))
}

/// `X is P too` (`as well`, `X is also P`, `X also VPs`) after a
/// statement on the same box saying P of another box (`Don't bother with
/// the white box, it's empty.` / `The black box is empty too.`; `THE BLUE
/// BOX IS FALSE.` / `EVERYTHING ON THE WHITE BOX IS FALSE TOO.`; `THE GEMS
/// ARE NOT IN THE BLACK BOX.` / `THE BLUE BOX IS EMPTY TOO.`), or another
/// property of the same box (`THE BLACK BOX HOLDS THE GEMS.` / `IT ALSO
/// TELLS THE TRUTH.`, where `it` is that box: the particle says that the
/// box has a second property, which only the box, not the statement
/// above, can have beside the first): the particle's presupposition is
/// what the statement above says, so the particle adds nothing to this
/// statement and is dropped, as it is when both clauses stand in one
/// sentence ([`normalize::said_of_another_box`]). The statement above
/// must read in one way; the two must say the same predicate of two boxes
/// named by colour, or two predicates of one (in their meanings, or in
/// their words after the same copula). Tried before the statement's own
/// reading, which would offer `this box` or `another box` for the
/// particle.
pub fn additive(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    // An answer or a question around the claim is read by its own rules.
    if super::spoken::spoken(text).is_some() {
        return None;
    }
    let mut tokens = normalize::normalize(tokenize(text));
    let ws = Token::words(&tokens);
    let particle = normalize::additive_particle(&ws);
    // `also` inside the clause (`X is also P`, `X also VPs`), never first.
    let inside = (particle == 0)
        .then(|| {
            let at: Vec<usize> = (1..ws.len()).filter(|&k| ws[k] == "also").collect();
            match at.as_slice() {
                [k] if *k + 1 < ws.len() => Some(*k),
                _ => None,
            }
        })
        .flatten();
    match inside {
        Some(k) => {
            tokens.remove(k);
        }
        None if particle == 0 => return None,
        None => tokens.truncate(tokens.len() - particle),
    }
    let above = read_with(previous, facts).ok()?;
    let plain = |r: &Reading| r.alternatives.is_empty() && r.tolerated.is_empty();
    if !plain(&above) {
        return None;
    }
    let subject = said_of_a_named_box(&above.claim);
    // `it` as the subject: the box the statement above speaks of — unless
    // it is said to be somewhere (`it is also not in the white box`: the
    // gems, the one thing in a box).
    let words = Token::words(&tokens);
    if words.first() == Some(&"it") {
        if words
            .iter()
            .any(|w| matches!(*w, "in" | "inside" | "here" | "there"))
        {
            return None;
        }
        let (colour, _) = subject.clone()?;
        let name = format!("the {} box", colour.name());
        tokens.splice(0..1, tokenize(&name));
    }
    let reading = read_with(&Token::text(&tokens), facts).ok()?;
    if !plain(&reading) {
        return None;
    }
    let by_meaning = match (subject, said_of_a_named_box(&reading.claim)) {
        (Some((a, p)), Some((b, q))) => (p == q) != (a == b),
        _ => false,
    };
    let above_tokens = normalize::normalize(tokenize(previous));
    let by_words =
        normalize::said_of_another_box(&Token::words(&above_tokens), &Token::words(&tokens));
    (by_meaning || by_words).then_some(reading)
}

/// `So says the white box.` (`The white box says so (too).`, `And so says
/// the white box.`) after a statement on the same box: the white box says
/// what the statement above says, read as `the white box says that …` with
/// the statement above as what it says (one of the white box's statements
/// means the same; [`Claim::Says`]). The report only: it does not say
/// again what the statement above says.
fn says_so(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    let tokens = normalize::normalize(tokenize(text));
    let ws = Token::words(&tokens);
    let ws = match ws.as_slice() {
        ["and", rest @ ..] => rest,
        all => all,
    };
    let ws = match ws {
        [rest @ .., "too"] => rest,
        [rest @ .., "as", "well"] => rest,
        all => all,
    };
    let speaker = match ws {
        ["so", "says" | "said", speaker @ ..] => speaker,
        [speaker @ .., "says" | "said", "so"] => speaker,
        _ => return None,
    };
    if speaker.is_empty() || speaker.contains(&"\"") {
        return None;
    }
    let reading = read_with(
        &format!("{} says that {previous}", speaker.join(" ")),
        facts,
    )
    .ok()?;
    let plain = reading.alternatives.is_empty() && reading.tolerated.is_empty();
    (plain && matches!(reading.claim, Claim::Says(..))).then_some(reading)
}

/// A box named by colour and what a claim says of it: `The blue box is
/// false` and `The blue box's statements are all false` (every statement
/// on it, as the game counts a box's truth) both say `false` of the blue
/// box. `None` for any other claim.
fn said_of_a_named_box(claim: &Claim) -> Option<(crate::colour::Colour, BoxPred)> {
    let named = |set: &BoxSet| match (&set.base, set.filter.is_empty()) {
        (BoxBase::Listed(l), true) => match l.as_slice() {
            [crate::claim::BoxRef::Is(c)] => Some(*c),
            _ => None,
        },
        _ => None,
    };
    let one = |q: &Quant| matches!(q, Quant::All | Quant::The | Quant::TheOne | Quant::Each(1));
    match claim {
        // `the gems are not in the black box`: the black box is empty.
        Claim::Not(inner) => match &**inner {
            Claim::Boxes(q, set, p) if one(q) => {
                named(set).map(|c| (c, BoxPred::negate(p.clone())))
            }
            _ => None,
        },
        Claim::Boxes(q, set, p) if *q == Quant::NONE => {
            named(set).map(|c| (c, BoxPred::negate(p.clone())))
        }
        Claim::Boxes(_, set, p) => named(set).map(|c| (c, p.clone())),
        Claim::Stmts(Quant::All | Quant::The, set, p) if set.filter.is_empty() => {
            let StmtBase::On(boxes, None) = &set.base else {
                return None;
            };
            let truth = match p {
                StmtPred::True => BoxPred::True,
                StmtPred::False => BoxPred::False,
                _ => return None,
            };
            named(boxes).map(|c| (c, truth))
        }
        _ => None,
    }
}

/// `them` for the boxes the statement above counts by one property (`A
/// majority of the boxes are false.` / `The black box is one of them.`):
/// read only when the statement above ends `boxes are ADJ`, with one
/// word for the property, no negation and nothing else `them` could stand
/// for (no other plural, no `and`/`or`); `X is one of them` (`is among
/// them`) is `X is ADJ`, and elsewhere `them` is `the ADJ boxes`. After
/// a count of the boxes in the room (`There are three boxes in this
/// room.` / `Two of them are empty.`) `them` is every box, `the boxes`.
fn them_boxes(text: &str, previous: &str, facts: &Facts) -> Option<Reading> {
    let tokens = tokenize(text);
    let ws = Token::words(&tokens);
    if ws.iter().filter(|w| **w == "them").count() != 1 {
        return None;
    }
    let above = normalize::normalize(tokenize(previous));
    let above_words = Token::words(&above);
    if room_count(&above_words) {
        let said = ws
            .iter()
            .map(|w| if *w == "them" { "the boxes" } else { w })
            .collect::<Vec<_>>()
            .join(" ");
        let reading = read_with(&said, facts).ok()?;
        return (reading.alternatives.is_empty() && reading.tolerated.is_empty())
            .then_some(reading);
    }
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

/// Whether a statement only counts the boxes of the room: `there are
/// three boxes (here, in this room)`, whatever the number.
fn room_count(ws: &[&str]) -> bool {
    match ws {
        ["there", "are", n, "boxes", place @ ..] => {
            super::lexicon::number(n).is_some()
                && matches!(
                    place,
                    [] | ["here"] | ["in", "this" | "the", "room" | "parlor" | "parlour"]
                )
        }
        _ => false,
    }
}

/// `Nor in the white box.` (`Nor the white box.`, `Nor here.`) after a
/// statement denying the gems a place (`The gems are not in the black
/// box.`, `This box is empty.`, `I don't have the gems.`): the gems are
/// not there either. Read only when the statement above says where the
/// gems are not and nothing else (`denies_place`) and the place read
/// after `the gems are not` reads one way. `None` when the text is no
/// `nor` and a place; an error when the statement above denies no place
/// (`Nor in the black box.` after `The white box is true.`: what is not
/// in the black box is not said).
fn nor_place(text: &str, above: &Claim, facts: &Facts) -> Option<Result<Reading>> {
    let tokens = tokenize(text);
    let ws = Token::words(&tokens);
    let rest = match ws.as_slice() {
        ["nor", rest @ ..] | ["and", "nor", rest @ ..] if !rest.is_empty() => rest,
        _ => return None,
    };
    if rest.contains(&"\"") {
        return None;
    }
    let place = match rest.first() {
        Some(&("in" | "inside" | "here" | "there")) => rest.join(" "),
        // A box named alone: the place is in it.
        _ => format!("in {}", rest.join(" ")),
    };
    if !denies_place(above) {
        // `Nor the white box.` may be an elliptical clause (its error
        // stands); `nor in …` only continues a denied place.
        let placed = matches!(rest.first(), Some(&("in" | "inside")));
        return placed.then(|| {
            Err(ParlorError::Unreadable {
                sentence: text.to_string(),
                detail: format!(
                    "  `nor {place}` continues a statement that says where the gems are not, \
                     and the statement above does not say that: write `the gems are not {place}`"
                ),
            })
        });
    }
    let reading = read_with(&format!("the gems are not {place}"), facts).ok()?;
    (reading.alternatives.is_empty() && reading.tolerated.is_empty()).then_some(Ok(reading))
}

/// Whether a claim says only where the gems are or are not: in some box of
/// a set (`The gems are in the black box.`, `Gems: white box or black
/// box.`) or in none of one (`denies_place`).
pub fn says_where_the_gems_are(claim: &Claim) -> bool {
    claim.gems_location() == Some(true) || denies_place(claim)
}

/// Whether a claim says only where the gems are not: no box of a set
/// fixed by the layout holds them (`The gems are not in the black box.`,
/// `Neither this box nor the white box has the gems.`), or one box named
/// does not (`The white box is empty.`, `I don't have the gems.`).
fn denies_place(claim: &Claim) -> bool {
    let fixed = |set: &BoxSet| set.filter.is_empty();
    let one = |set: &BoxSet| fixed(set) && matches!(&set.base, BoxBase::Listed(l) if l.len() == 1);
    match claim {
        Claim::Boxes(q, set, BoxPred::Gems) => *q == Quant::NONE && fixed(set),
        Claim::Boxes(Quant::All | Quant::TheOne | Quant::Each(_), set, BoxPred::Not(p)) => {
            **p == BoxPred::Gems && fixed(set)
        }
        Claim::Not(inner) => matches!(&**inner, Claim::Boxes(_, set, BoxPred::Gems) if one(set)),
        _ => false,
    }
}

/// Words that make a clause negative.
const NEGATIVES: &[&str] = &["not", "no", "never", "none", "nor", "neither", "nothing"];

/// The verb phrase of the statement above: of a claim about boxes or
/// about statements (with the claim's quantifier and set, for `the same
/// goes for BOX`).
#[derive(Clone)]
enum Vp {
    Boxes(BoxPred),
    Stmts(StmtPred, Option<(Quant, StmtSet)>),
}

/// The verb phrase of the statement above and whether it is negative.
fn verb_phrase(claim: &Claim, negative: bool) -> Option<Vp> {
    let boxes = |claim: &Claim, negative: bool| match (claim, negative) {
        (Claim::Boxes(q, _, p), false) if *q != Quant::NONE => Some(p.clone()),
        (Claim::Boxes(q, _, p), true) if *q == Quant::NONE => Some(p.clone()),
        (Claim::Boxes(_, _, BoxPred::Not(p)), true) => Some((**p).clone()),
        _ => None,
    };
    let stmts = |claim: &Claim, negative: bool| match (claim, negative) {
        (Claim::Stmts(q, set, p), false) if *q != Quant::NONE => {
            Some(Vp::Stmts(p.clone(), Some((*q, set.clone()))))
        }
        (Claim::Stmts(q, _, p), true) if *q == Quant::NONE => Some(Vp::Stmts(p.clone(), None)),
        (Claim::Stmts(_, _, StmtPred::Not(p)), true) => Some(Vp::Stmts((**p).clone(), None)),
        _ => None,
    };
    let direct = boxes(claim, negative)
        .map(Vp::Boxes)
        .or_else(|| stmts(claim, negative));
    match (claim, negative) {
        (Claim::Not(inner), true) => match &**inner {
            Claim::Boxes(q, _, p) if *q != Quant::NONE => Some(Vp::Boxes(p.clone())),
            Claim::Stmts(q, _, p) if *q != Quant::NONE => Some(Vp::Stmts(p.clone(), None)),
            _ => None,
        },
        _ => direct,
    }
}

/// The subject of an elliptical clause after a statement about
/// statements, as a statement noun phrase's words: the noun understood
/// after a position word (`my second` → `my second statement`), and `its`
/// for the one box the statement above names by colour (`so is its
/// second` after `The white box's first statement is true.`). `None` when
/// `its` could stand for no box or for several.
fn statement_subject(subject: &[Token], above: &[&str]) -> Option<Vec<Token>> {
    let word = |s: &str| Token::Word(s.to_string());
    let mut out: Vec<Token> = Vec::with_capacity(subject.len() + 4);
    for t in subject {
        if matches!(t, Token::Word(w) if w == "its") {
            let mut colours: Vec<&str> = above
                .iter()
                .copied()
                .filter(|w| super::lexicon::colour(w).is_some())
                .collect();
            colours.dedup();
            let other = above
                .iter()
                .any(|w| matches!(*w, "i" | "me" | "my" | "this" | "here" | "its" | "other"));
            let [colour] = colours.as_slice() else {
                return None;
            };
            if other {
                return None;
            }
            out.extend(["the", colour, "box", "'s"].map(word));
        } else {
            out.push(t.clone());
        }
    }
    let last = Token::words(&out).last().copied();
    if last.and_then(super::lexicon::position).is_some() {
        out.push(word("statement"));
    }
    Some(out)
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
    let above_words = Token::words(&above);
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
    if matches!(Token::words(&tokens).first(), Some(&("and" | "but"))) {
        start = 1;
    }
    let ws = Token::words(&tokens[start..]);
    let same = matches!(ws.as_slice(), ["the", "same", ..]);
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
    let deny = polarity == Polarity::Deny || (polarity == Polarity::Same && negative);
    let said = |c: Claim| if deny { Claim::negate(c) } else { c };
    let mut claims: Vec<Claim> = match pred {
        Vp::Boxes(pred) => Parser::new(&tokens, facts)
            .box_np(np)
            .into_iter()
            .filter(|(o, e)| *e == end && !o.pronoun)
            .map(|(o, _)| said(Claim::Boxes(o.quant, o.set, pred.clone())))
            .collect(),
        Vp::Stmts(pred, above_set) => {
            let subject = statement_subject(&tokens[np..end], &above_words)?;
            let parser = Parser::new(&subject, facts);
            let mut claims: Vec<Claim> = parser
                .stmt_np(0)
                .into_iter()
                .filter(|(_, e)| *e == subject.len())
                .map(|(o, _)| said(Claim::Stmts(o.quant, o.set, pred.clone())))
                .collect();
            // `The same goes for BOX` after a claim about the statements on
            // one box: the same claim about the statements on BOX.
            if let (Some((q, set)), true) = (above_set, same) {
                claims.extend(
                    parser
                        .box_np(0)
                        .into_iter()
                        .filter(|(o, e)| *e == subject.len() && !o.pronoun)
                        .filter_map(|(o, _)| {
                            let StmtBase::On(on, at) = &set.base else {
                                return None;
                            };
                            let one = |b: &BoxSet| {
                                b.filter.is_empty()
                                    && matches!(&b.base, BoxBase::Listed(l) if l.len() == 1)
                            };
                            (one(on) && one(&o.set) && o.quant == Quant::All).then(|| {
                                let moved = StmtSet {
                                    base: StmtBase::On(o.set, *at),
                                    filter: set.filter.clone(),
                                };
                                Claim::Stmts(q, moved, pred.clone())
                            })
                        }),
                );
            }
            claims
        }
    };
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
    let ws = Token::words(&tokens);
    let plural = ws.iter().any(|w| matches!(*w, "they" | "them"));
    let singular = ws.contains(&"it");
    if plural == singular {
        return None;
    }
    let above = tokenize(previous);
    let above_words = Token::words(&above);
    // Other names of the gems (`jewels`, `treasure`) are folded by the
    // rewrites.
    if !Token::words(&normalize::normalize(above.clone())).contains(&"gems") {
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
        read(text, previous, &Facts::default()).unwrap().map(|r| {
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
