//! A quoted sentence said to be true or false: `"The gems are in the black
//! box" is a lie`, `The statement 'the blue box is empty' is true`. The
//! quotation is read as a sentence of its own (the same grammar, the same
//! facts) and the clause claims its truth or its falsity.
//!
//! A quotation is read only when its reading is exact and single and it
//! speaks of no box or statement by its place relative to a speaker (`this
//! box`, `I`, `the statement above`, `the other boxes`): a quoted sentence
//! is said by no box here, so such words would have nothing certain to
//! point at, and the clause is not read.

use super::facts::Facts;
use super::lexicon;
use super::morph::analyse;
use super::parser::{map, then, Alts, Parser};
use super::verb::negated;
use crate::claim::{BoxPred, BoxRef, Claim};
use crate::text::Token;

/// Words of a claim's `Debug` form that name something relative to the
/// speaking box or statement (see the module doc).
/// (`This` covers `BoxRef::This` and `StmtBase::This`, `Others` every
/// statement but this one.)
const SPEAKER_RELATIVE: &[&str] = &["This", "These", "They", "Above", "Below", "Others"];

impl Parser<'_> {
    /// `[the statement|the claim|the sentence] "…" is [not] true|false|a
    /// lie|right|wrong`: the quoted sentence's claim, or its negation.
    pub fn quoted_clause(&self, i: usize) -> Alts<Claim> {
        let start = self
            .lit(i, "the statement;the claim;the sentence")
            .unwrap_or(i);
        let Some(Token::Quoted(text)) = self.token(start) else {
            return vec![];
        };
        let Some(j) = self.lit(start + 1, "is|are") else {
            return vec![];
        };
        let Some(quoted) = self.quoted_claim(text) else {
            return vec![];
        };
        let mut out = Vec::new();
        for (neg, k) in negated(self, j) {
            for (words, truth) in [
                ("true|right|correct|so", true),
                ("false|wrong|incorrect|untrue;a lie", false),
            ] {
                if let Some(e) = self.lit(k, words) {
                    let claim = if truth != neg {
                        quoted.clone()
                    } else {
                        Claim::negate(quoted.clone())
                    };
                    out.push((claim, e));
                }
            }
        }
        out
    }

    /// What a box says, reported without quotation marks ([`Claim::Says`]):
    /// `BOX says|claims|states [that] S`, `BOX does not say [that] S`,
    /// `according to BOX, S`; `as BOX says, S` says S as well. S is read
    /// where the reporting statement stands (`here`, `I`, `this box` are
    /// its own, as in reported speech). The box is named by colour or
    /// place, never `I` / `this box` (a box reporting itself).
    pub fn reported(&self, i: usize) -> Alts<Claim> {
        let said = |k: usize| -> Alts<Claim> {
            let k = self.lit(k, "that").unwrap_or(k);
            self.condition(k)
                .into_iter()
                .filter(|(p, _)| p.pronoun.is_none())
                .map(|(p, e)| (p.claim, e))
                .collect()
        };
        let says = |r: BoxRef, c: Claim| Claim::Says(r, Box::new(c));
        let other = |r: &BoxRef| *r != BoxRef::This;
        let mut out = Vec::new();
        for (r, j) in self.box_ref(i).into_iter().filter(|(r, _)| other(r)) {
            if let Some(k) = self.present(j, lexicon::ASSERTING) {
                for (c, e) in said(k) {
                    out.extend(self.it_judged(r, &c, e));
                    out.push((says(r, c), e));
                }
            }
            if let Some(k) = self.present_negated(j, lexicon::ASSERTING) {
                out.extend(map(said(k), |c| Claim::negate(says(r, c))));
            }
        }
        if let Some(j) = self.lit(i, "according to") {
            out.extend(then(self.box_ref(j), |r, k| {
                if !other(&r) {
                    return vec![];
                }
                map(said(k), |c| says(r, c))
            }));
        }
        if let Some(j) = self.lit(i, "as;just as") {
            out.extend(then(self.box_ref(j), |r, k| {
                match self.present(k, lexicon::ASSERTING).filter(|_| other(&r)) {
                    Some(l) => map(said(l), |c| Claim::And(vec![c.clone(), says(r, c)])),
                    None => vec![],
                }
            }));
        }
        out
    }

    /// `…, and it's right` after `BOX says S` (`but it is wrong`, `and it
    /// is not mistaken`): `it` may be the box (the white box is right: true)
    /// or what it says (S is true), and both readings are kept beside the
    /// report, so a puzzle where they differ is refused. `lying`, `telling
    /// the truth` are said of a box only, `a lie` of what is said only;
    /// `and that's right` speaks of what is said.
    fn it_judged(&self, r: BoxRef, said: &Claim, e: usize) -> Alts<Claim> {
        // `that` is what was said, never the box.
        let (m, it) = match (
            self.lit(e, "and it is;but it is"),
            self.lit(e, "and that is;but that is"),
        ) {
            (Some(m), _) => (m, true),
            (None, Some(m)) => (m, false),
            (None, None) => return vec![],
        };
        let report = Claim::Says(r, Box::new(said.clone()));
        let mut out = Vec::new();
        // (words, said of the box, said of the claim, true or false)
        let judgements = [
            ("right|correct|true", true, true, true),
            ("wrong|incorrect|mistaken|false", true, true, false),
            ("telling the truth|truthful|honest", true, false, true),
            ("lying;a liar", true, false, false),
            ("a lie", false, true, false),
        ];
        for (neg, k) in negated(self, m) {
            for (words, of_box, of_claim, right) in judgements {
                let Some(end) = self.lit(k, words) else {
                    continue;
                };
                let pred = if right { BoxPred::True } else { BoxPred::False };
                let pred = if neg { BoxPred::negate(pred) } else { pred };
                let claim = if right != neg {
                    said.clone()
                } else {
                    Claim::negate(said.clone())
                };
                let with = |c: Claim| (Claim::And(vec![report.clone(), c]), end);
                if of_box && it {
                    out.push(with(Claim::box_is(r, pred)));
                }
                if of_claim {
                    out.push(with(claim));
                }
            }
        }
        out
    }

    /// The claim of a quoted sentence, when it reads exactly, once, and
    /// without words relative to a speaker.
    fn quoted_claim(&self, text: &str) -> Option<Claim> {
        let reading = super::read_with(text, self.facts).ok()?;
        if !reading.tolerated.is_empty() || !reading.alternatives.is_empty() {
            return None;
        }
        (!speaker_relative(&reading.claim)).then_some(reading.claim)
    }
}

fn speaker_relative(claim: &Claim) -> bool {
    let form = format!("{claim:?}");
    SPEAKER_RELATIVE.iter().any(|w| form.contains(w))
}

/// For an error message: a quoted sentence of `tokens` that reads but
/// speaks of a box or statement relative to a speaker, which a quotation
/// does not have (see the module doc), and what to write instead.
pub fn speaker_hint(tokens: &[Token], facts: &Facts) -> Option<String> {
    tokens.iter().find_map(|t| {
        let Token::Quoted(text) = t else { return None };
        let reading = super::read_with(text, facts).ok()?;
        speaker_relative(&reading.claim).then(|| {
            format!(
                "  the quoted sentence \"{text}\" names a box or statement by where it stands \
                 relative to a speaker (this box, I, the statement above, the other boxes), \
                 but a quotation is said by no box: name the boxes by colour in it \
                 (\"the blue box\")"
            )
        })
    })
}

/// For an error message: reported speech (`the white box says the gems are
/// in the blue box`) followed by a pronoun for the box (`…, and it's
/// right`), which is not read; what to write instead.
pub fn reported_hint(tokens: &[Token]) -> Option<String> {
    let words: Vec<&str> = tokens.iter().filter_map(Token::word).collect();
    let says = words
        .iter()
        .position(|w| !analyse(w, lexicon::ASSERTING).is_empty())?;
    let pronoun = words[says..]
        .windows(2)
        .any(|p| matches!(p, ["and" | "but", "it" | "they"]));
    pronoun.then(|| {
        "  what a box says is read (`the white box says the gems are in the blue box`), \
          and `it` after it only as right or wrong (`…, and it's right`): write `as the white \
         box says, the gems are in the blue box` (both said), `the white box is right`, or \
         the sentence itself"
            .to_string()
    })
}
