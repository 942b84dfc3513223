//! Elliptical clauses, whose verb phrase is understood from the clause
//! before: `this box is empty, and so is the blue box`, `the blue box is
//! empty but the white box is not`, `if the white box is empty then so is
//! the black box`, `if the blue box lies then the white box does too /
//! is not`, `the blue box is true, but not the white box`, `I have the
//! gems, or the white box does`, `the white box is empty and the black box
//! is too`, `I am not lying, and neither is the black box`; and negations
//! placed before a quantifier or after the copula: `not all boxes are false`, `the black box and the white box are
//! not both empty`.
//!
//! An elided verb phrase repeats the one before without its auxiliary's
//! negation: after `I am not lying`, `… and the black box isn't either`
//! says the black box is not lying (the `not` is said again, not added
//! twice). Where the negation sits elsewhere in the verb phrase before
//! (`is true and not empty`, `has no gems, or …`), which part is repeated
//! is not clear, and the elided clause is not read; nor is a positive `or
//! NP does` after a negated phrase (`I don't have the gems, or the white box
//! does`), which repeats the phrase without its `not`. The error then says
//! why and gives the clause written out ([`hint`]).

use super::clause::{maybe_negate, Parsed};
use super::morph::{inflect, Form};
use super::parser::{map, then, Alts, BoxNp, Parser};
use crate::claim::{BoxPred, Claim};
use crate::text::Token;

impl Parser<'_> {
    /// What may follow `SUBJECT VP` with the VP understood: `and so is
    /// NP` (both have it), `but NP is not` (the other does not).
    /// `start` is where the verb phrase began: an elided verb phrase after
    /// `or` repeats its auxiliary (`is` after the copula, `does` after
    /// another verb).
    pub fn ellipsis(&self, np: &BoxNp, p: &BoxPred, start: usize, i: usize) -> Alts<Claim> {
        let own = || Claim::Boxes(np.quant, np.set.clone(), p.clone());
        let polarity = self.polarity(start, i);
        let plain = polarity == Polarity::Plain;
        let same = |o: &BoxNp| Claim::Boxes(o.quant, o.set.clone(), p.clone());
        // The other box's claim after `is not` / `is too`, `None` where it
        // cannot be told (see `Polarity`).
        let other = |o: &BoxNp, neg: bool| {
            polarity
                .elided(neg)
                .map(|negate| maybe_negate(negate, same(o)))
        };
        let mut out = Vec::new();
        if let Some(j) = self.lit(
            i,
            "and so is;and so are;and so does;and so do;as is;as are;as does",
        ) {
            out.extend(
                self.box_np(j)
                    .into_iter()
                    .filter(|(o, _)| !o.pronoun)
                    .map(|(o, e)| (Claim::And(vec![own(), same(&o)]), e)),
            );
        }
        // `I am not lying, and neither is the black box`: after a negated
        // verb phrase, the other box has it as it is.
        if let Some(j) = self
            .lit(i, "and neither;neither;and nor;nor")
            .and_then(|j| self.lit(j, "is|are").or_else(|| self.present(j, &["do"])))
            .filter(|_| polarity == Polarity::Negated)
        {
            out.extend(
                self.box_np(j)
                    .into_iter()
                    .filter(|(o, _)| !o.pronoun)
                    .map(|(o, e)| (Claim::And(vec![own(), same(&o)]), e)),
            );
        }
        // Stripping: `the blue box is true, but not the white box` (the
        // other box does not have it).
        if let Some(j) = self.lit(i, "but not;and not;not").filter(|_| plain) {
            out.extend(
                self.box_np(j)
                    .into_iter()
                    .filter(|(o, _)| !o.pronoun)
                    .map(|(o, e)| (Claim::And(vec![own(), Claim::negate(same(&o))]), e)),
            );
        }
        // `I have the gems, or the white box does`: one or the other has it.
        if let Some(j) = self.lit(i, "or") {
            out.extend(then(self.box_np(j), |o, k| {
                let ends = if self.lit(start, "is|are").is_some() {
                    self.lit(k, "is|are")
                } else {
                    self.present(k, &["do"])
                };
                match ends {
                    Some(e) if !o.pronoun && plain => {
                        vec![(Claim::Or(vec![own(), same(&o)]), e)]
                    }
                    _ => vec![],
                }
            }));
        }
        out.extend(self.elided_condition(&own(), p, start, i, polarity));
        if let Some(j) = self.lit(i, "but|and|while") {
            out.extend(then(self.box_np(j), |o, k| {
                let mut alts = Vec::new();
                for (neg, e) in self.elided_vp(k) {
                    match other(&o, neg) {
                        Some(c) if !o.pronoun => alts.push((Claim::And(vec![own(), c]), e)),
                        _ => {}
                    }
                }
                alts
            }));
        }
        out
    }

    /// A condition after the clause whose verb phrase it elides: `the blue
    /// box is lying if the black box is`, `… if and only if the black box
    /// is not`, `I tell the truth only when the white box does`, `… unless
    /// the black box is`. The elided verb phrase is the copula after a
    /// copula (`is`, `are`, `am`) and `do` after any other verb, bare or
    /// with `not`. After a plain verb phrase the bare form repeats it and
    /// `not` denies it; after one negated by its auxiliary only `not` is
    /// read (`I am not lying if the black box is not`: it is not lying
    /// either), since the bare form would need the phrase without its
    /// negation (`… if the black box is` = if it is lying), which is not
    /// kept; with a negation elsewhere in the phrase nothing is read.
    fn elided_condition(
        &self,
        own: &Claim,
        p: &BoxPred,
        start: usize,
        i: usize,
        polarity: Polarity,
    ) -> Alts<Claim> {
        let copula = self.lit(start, "is|are|am").is_some();
        let conditions: [(&str, Join); 4] = [
            ("if and only if;iff;exactly when", |a, b| {
                Claim::Iff(Box::new(a), Box::new(b))
            }),
            ("only if;only when", |a, b| {
                Claim::Implies(Box::new(a), Box::new(b))
            }),
            ("if;whenever;when", |a, b| {
                Claim::Implies(Box::new(b), Box::new(a))
            }),
            ("unless", |a, b| Claim::Or(vec![a, b])),
        ];
        let mut out = Vec::new();
        for (words, join) in conditions {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            for (o, k) in self.box_np(j).into_iter().filter(|(o, _)| !o.pronoun) {
                let verb = if copula {
                    self.lit(k, "is|are|am")
                } else {
                    self.present(k, &["do"])
                };
                let Some(v) = verb else { continue };
                let forms =
                    std::iter::once((false, v)).chain(self.lit(v, "not").map(|e| (true, e)));
                for (not, end) in forms {
                    let negate = match (polarity, not) {
                        (Polarity::Plain, not) => not,
                        (Polarity::Negated, true) => false,
                        _ => continue,
                    };
                    let other =
                        maybe_negate(negate, Claim::Boxes(o.quant, o.set.clone(), p.clone()));
                    out.push((join(own.clone(), other), end));
                }
            }
        }
        out
    }

    /// The end of an elided verb phrase after its subject, and whether it
    /// is negated: `is not`, `does not` (negated); `is too`, `does as
    /// well`, `is also` (the same).
    pub fn elided_vp(&self, i: usize) -> Vec<(bool, usize)> {
        // The copula, or the auxiliary `do` in any present form.
        let Some(j) = self.lit(i, "is|are").or_else(|| self.present(i, &["do"])) else {
            return vec![];
        };
        let mut out: Vec<(bool, usize)> =
            self.lit(j, "not").map(|e| (true, e)).into_iter().collect();
        out.extend(self.lit(j, "too;as well;also").map(|e| (false, e)));
        out
    }

    /// `if A then so is NP`: the consequent has A's predicate.
    /// `a` was read from `from` to `to`.
    pub fn so_is(&self, a: &Parsed, from: usize, to: usize, i: usize) -> Alts<Parsed> {
        let Some((_, _, p)) = &a.subject else {
            return vec![];
        };
        // The antecedent's verb phrase starts where its subject ends.
        let polarities: Vec<Polarity> = self
            .box_np(from)
            .into_iter()
            .map(|(_, e)| self.polarity(e, to))
            .collect();
        let polarity = match polarities.split_first() {
            Some((first, rest)) if rest.iter().all(|q| q == first) => *first,
            _ => Polarity::Unclear,
        };
        let implies = |o: BoxNp, neg: bool| {
            let then = maybe_negate(
                polarity.elided(neg)?,
                Claim::Boxes(o.quant, o.set, p.clone()),
            );
            Some(Parsed::plain(Claim::Implies(
                Box::new(a.claim.clone()),
                Box::new(then),
            )))
        };
        let mut out = Vec::new();
        let so = self.lit(i, "so");
        if let Some(j) = so.and_then(|j| self.lit(j, "is|are").or_else(|| self.present(j, &["do"])))
        {
            out.extend(
                self.box_np(j)
                    .into_iter()
                    .filter(|(o, _)| !o.pronoun)
                    .filter_map(|(o, e)| Some((implies(o, false)?, e))),
            );
        }
        // `if A then NP is too / is not`: the same predicate, or its negation.
        for (o, k) in self.box_np(i).into_iter().filter(|(o, _)| !o.pronoun) {
            for (neg, e) in self.elided_vp(k) {
                out.extend(implies(o.clone(), neg).map(|c| (c, e)));
            }
        }
        out
    }

    /// Whether the verb phrase read from `start` to `end` is negated, as an
    /// elided verb phrase after it needs to know.
    fn polarity(&self, start: usize, end: usize) -> Polarity {
        let words: Vec<&str> = (start..end).filter_map(|i| self.word(i)).collect();
        let negation = |w: &str| {
            matches!(
                w,
                "not" | "never" | "no" | "none" | "nothing" | "neither" | "nor" | "nobody"
            )
        };
        // `is not …`, `does not …`, `has no …`, `never …`, `is never …`.
        let leading = match words.as_slice() {
            ["never", ..] => Some(0),
            [aux, neg, ..]
                if negation(neg)
                    && matches!(
                        *aux,
                        "is" | "are"
                            | "am"
                            | "do"
                            | "does"
                            | "has"
                            | "have"
                            | "contains"
                            | "contain"
                    ) =>
            {
                Some(1)
            }
            _ => None,
        };
        let elsewhere = words
            .iter()
            .enumerate()
            .any(|(k, w)| Some(k) != leading && negation(w));
        match (leading, elsewhere) {
            (_, true) => Polarity::Unclear,
            (Some(_), false) => Polarity::Negated,
            (None, false) => Polarity::Plain,
        }
    }

    /// `SUBJECT is/are not both|all X`: the negation of the whole claim.
    pub fn not_all(&self, np: &BoxNp, i: usize) -> Alts<Claim> {
        match self.lit(i, "is not both;are not both;is not all;are not all") {
            Some(j) if !np.pronoun => map(self.complements(j), |p| {
                Claim::negate(Claim::Boxes(np.quant, np.set.clone(), p))
            }),
            _ => vec![],
        }
    }

    /// `not all …`, `not every …`, `not both …`: the clause negated.
    pub fn not_quantified(&self, i: usize) -> Alts<Parsed> {
        match self.lit(i, "not") {
            Some(j) if self.lit(j, "all|every|each|both").is_some() => {
                map(self.clause(j), |p| Parsed::plain(Claim::negate(p.claim)))
            }
            _ => vec![],
        }
    }
}

/// Joins a clause and its condition into the claim of both.
type Join = fn(Claim, Claim) -> Claim;

/// The polarity of a verb phrase that a following clause elides.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Polarity {
    /// No negation in it (`is empty`): `… and NP is not` denies it of NP.
    Plain,
    /// Negated by its auxiliary alone (`is not lying`, `does not have the
    /// gems`, `never lies`): `… and NP isn't (either)` says the same of NP;
    /// a positive `… or NP does` would need the phrase without its
    /// negation, which is not kept, so it is not read.
    Negated,
    /// A negation elsewhere in it (`is true and not empty`): only the
    /// positive `too`, `so is NP` (the same phrase) is read.
    Unclear,
}

impl Polarity {
    /// Whether the elided clause's claim is the phrase negated, given
    /// whether the elided clause itself says `not`: `None` where that
    /// cannot be told.
    fn elided(self, not: bool) -> Option<bool> {
        match (self, not) {
            (_, false) => Some(false),
            (Polarity::Plain, true) => Some(true),
            (Polarity::Negated, true) => Some(false),
            (Polarity::Unclear, true) => None,
        }
    }
}

/// Words that negate a verb phrase, as [`Parser::polarity`] finds them.
const NEGATIONS: &[&str] = &[
    "not", "never", "no", "none", "nothing", "neither", "nor", "nobody",
];

/// Auxiliaries that open a verb phrase or stand for one left out.
const AUXILIARIES: &[&str] = &[
    "is", "are", "am", "was", "do", "does", "did", "has", "have", "never",
];

/// For an error message: a clause at the end whose verb phrase is left out
/// (`…, or the white box does`, `…, and the black box is not`) after a verb
/// phrase with a negation in it, which the grammar does not repeat (see the
/// module doc): why, and the clause written out, both ways where the first
/// verb phrase is negated by its auxiliary (`do not have the gems` → `the
/// white box has the gems` / `does not have the gems`).
pub fn hint(tokens: &[Token]) -> Option<String> {
    let ws: Vec<&str> = Token::words(tokens);
    let (k, np, not) = elided_tail(&ws)?;
    let first = &ws[..k];
    if !first.iter().any(|w| NEGATIONS.contains(w)) {
        return None;
    }
    let at = first.iter().position(|w| AUXILIARIES.contains(w))?;
    let vp = &first[at..];
    let np_text = np.join(" ");
    let tail = ws[k..].join(" ");
    let why = format!(
        "`{tail}` leaves its verb phrase out after one with a negation in it (`{}`)",
        vp.join(" ")
    );
    Some(match written_out(vp, np) {
        Some((yes, no)) => {
            let (one, other) = if not { (no, yes) } else { (yes, no) };
            let join = ws[k];
            format!(
                "{why}, and whether it repeats the `not` is not read: write the verb phrase \
                 out, `{join} {np_text} {one}` (or `{join} {np_text} {other}`)"
            )
        }
        None => format!(
            "{why}, and which part of it is repeated is not read: write the verb phrase out \
             after `{np_text}`"
        ),
    })
}

/// The elided clause ending `ws`: the joining word's place, the subject,
/// and whether it says `not` (`or the white box does`, `and the black box
/// isn't either`).
fn elided_tail<'a>(ws: &'a [&'a str]) -> Option<(usize, &'a [&'a str], bool)> {
    let k = ws
        .iter()
        .rposition(|w| matches!(*w, "or" | "and" | "but" | "while" | "if" | "unless"))?;
    let mut tail = &ws[k + 1..];
    for end in [&["as", "well"][..], &["too"], &["either"], &["also"]] {
        if let Some(rest) = tail.strip_suffix(end) {
            tail = rest;
        }
    }
    let not = tail.last() == Some(&"not");
    if not {
        tail = &tail[..tail.len() - 1];
    }
    let (aux, np) = tail.split_last()?;
    let aux_only = matches!(*aux, "is" | "are" | "does" | "do" | "am");
    let plain_np = (1..=4).contains(&np.len()) && !np.iter().any(|w| AUXILIARIES.contains(w));
    (aux_only && plain_np).then_some((k, np, not))
}

/// The verb phrase `vp` (negated by its auxiliary) said of `np`, without
/// and with its `not`: `do not have the gems` → `has the gems`, `does not
/// have the gems`.
fn written_out(vp: &[&str], np: &[&str]) -> Option<(String, String)> {
    let singular = !matches!(
        np.last(),
        Some(&("boxes" | "ones" | "we" | "they" | "others"))
    );
    let i = np == ["i"];
    let (be, third) = match (i, singular) {
        (true, _) => ("am", false),
        (false, true) => ("is", true),
        (false, false) => ("are", false),
    };
    let rest = |from: usize| vp[from..].join(" ");
    match vp {
        [aux, "not", verb, ..] if matches!(*aux, "do" | "does" | "did") => {
            let form = if third { Form::Third } else { Form::Base };
            let does = if third { "does" } else { "do" };
            let after = rest(3);
            let yes = format!("{} {after}", inflect(verb, form));
            Some((
                yes.trim().to_string(),
                format!("{does} not {verb} {after}").trim().to_string(),
            ))
        }
        [aux, "not", ..] if matches!(*aux, "is" | "are" | "am" | "was") => {
            Some((format!("{be} {}", rest(2)), format!("{be} not {}", rest(2))))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::hint;
    use crate::text::tokenize;

    #[test]
    fn a_left_out_verb_phrase_not_read_is_written_out_in_the_hint() {
        let hint_of = |s: &str| hint(&tokenize(s));
        let h = hint_of("I don't have the gems, or the white box does").unwrap();
        assert!(h.contains("`do not have the gems`"), "{h}");
        assert!(h.contains("`or the white box has the gems`"), "{h}");
        assert!(
            h.contains("`or the white box does not have the gems`"),
            "{h}"
        );
        let h = hint_of("I am not lying, or the black box is").unwrap();
        assert!(h.contains("`or the black box is lying`"), "{h}");
        let h = hint_of("I am not lying if the black box is").unwrap();
        assert!(h.contains("`if the black box is lying`"), "{h}");
        let h = hint_of("The white box is true and not empty, and the black box is not").unwrap();
        assert!(h.contains("`is true and not empty`"), "{h}");
        assert!(
            h.contains("write the verb phrase out after `the black box`"),
            "{h}"
        );
        // No negation before: the elided clause is read, and no hint.
        assert_eq!(hint_of("I have the gems, or the white box does"), None);
        assert_eq!(
            hint_of("The white box is empty and the gems are here"),
            None
        );
    }
}
