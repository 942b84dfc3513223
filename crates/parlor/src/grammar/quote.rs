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
use super::parser::{Alts, Parser};
use super::verb::negated;
use crate::claim::Claim;
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

/// For an error message: reported speech without quotation marks (`the
/// white box says the gems are in the blue box`, `as the blue box says,
/// …`), which is not read (whether the box's words must be those words or
/// only mean the same is not said), and what to write instead.
pub fn reported_hint(tokens: &[Token], facts: &Facts) -> Option<String> {
    let word = |t: &Token| match t {
        Token::Word(w) => Some(w.clone()),
        Token::Quoted(_) => None,
    };
    let words: Vec<Option<String>> = tokens.iter().map(word).collect();
    let says = words.iter().position(|w| {
        w.as_deref()
            .is_some_and(|w| !analyse(w, lexicon::ASSERTING).is_empty())
    })?;
    let start = says + 1 + usize::from(words.get(says + 1) == Some(&Some("that".into())));
    let end = (start..words.len())
        .find(|&i| matches!(words[i].as_deref(), Some("and" | "but")))
        .unwrap_or(words.len());
    let clause: Vec<String> = words[start..end].iter().flatten().cloned().collect();
    if clause.len() < 3 || super::read_with(&clause.join(" "), facts).is_err() {
        return None;
    }
    Some(format!(
        "  what a box says is read only in quotation marks, as its words (`the white box says \
         \"{}\"`: true when one of its statements has those words); to speak of whether it is \
         right, say so (`the white box is right`, `the white box's statement is true`) or say \
         the sentence itself (`{}`)",
        clause.join(" "),
        clause.join(" ")
    ))
}
