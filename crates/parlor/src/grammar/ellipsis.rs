//! Elliptical clauses, whose verb phrase is understood from the clause
//! before: `this box is empty, and so is the blue box`, `the blue box is
//! empty but the white box is not`, `if the white box is empty then so is
//! the black box`, `if the blue box lies then the white box does too /
//! is not`, `the blue box is true, but not the white box`, `I have the
//! gems, or the white box does`, `the white box is empty and the black box is too`; and negations placed before a quantifier or after the
//! copula: `not all boxes are false`, `the black box and the white box are
//! not both empty`.

use super::clause::Parsed;
use super::parser::{map, then, Alts, BoxNp, Parser};
use crate::claim::{BoxPred, Claim};

impl Parser<'_> {
    /// What may follow `SUBJECT VP` with the VP understood: `and so is
    /// NP` (both have it), `but NP is not` (the other does not).
    /// `start` is where the verb phrase began: an elided verb phrase after
    /// `or` repeats its auxiliary (`is` after the copula, `does` after
    /// another verb).
    pub fn ellipsis(&self, np: &BoxNp, p: &BoxPred, start: usize, i: usize) -> Alts<Claim> {
        let own = || Claim::Boxes(np.quant, np.set.clone(), p.clone());
        let other = |o: &BoxNp, neg: bool| {
            let c = Claim::Boxes(o.quant, o.set.clone(), p.clone());
            if neg {
                Claim::negate(c)
            } else {
                c
            }
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
                    .map(|(o, e)| (Claim::And(vec![own(), other(&o, false)]), e)),
            );
        }
        // Stripping: `the blue box is true, but not the white box` (the
        // other box does not have it).
        if let Some(j) = self.lit(i, "but not;and not;not") {
            out.extend(
                self.box_np(j)
                    .into_iter()
                    .filter(|(o, _)| !o.pronoun)
                    .map(|(o, e)| (Claim::And(vec![own(), other(&o, true)]), e)),
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
                    Some(e) if !o.pronoun => vec![(Claim::Or(vec![own(), other(&o, false)]), e)],
                    _ => vec![],
                }
            }));
        }
        if let Some(j) = self.lit(i, "but|and|while") {
            out.extend(then(self.box_np(j), |o, k| {
                let mut alts = Vec::new();
                for (neg, e) in self.elided_vp(k) {
                    if !o.pronoun {
                        alts.push((Claim::And(vec![own(), other(&o, neg)]), e));
                    }
                }
                alts
            }));
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
    pub fn so_is(&self, a: &Parsed, i: usize) -> Alts<Parsed> {
        let Some((_, _, p)) = &a.subject else {
            return vec![];
        };
        let implies = |o: BoxNp, neg: bool| {
            let then = Claim::Boxes(o.quant, o.set, p.clone());
            let then = if neg { Claim::negate(then) } else { then };
            Parsed::plain(Claim::Implies(Box::new(a.claim.clone()), Box::new(then)))
        };
        let mut out = Vec::new();
        let so = self.lit(i, "so");
        if let Some(j) = so.and_then(|j| self.lit(j, "is|are").or_else(|| self.present(j, &["do"])))
        {
            out.extend(
                self.box_np(j)
                    .into_iter()
                    .filter(|(o, _)| !o.pronoun)
                    .map(|(o, e)| (implies(o, false), e)),
            );
        }
        // `if A then NP is too / is not`: the same predicate, or its negation.
        for (o, k) in self.box_np(i).into_iter().filter(|(o, _)| !o.pronoun) {
            for (neg, e) in self.elided_vp(k) {
                out.push((implies(o.clone(), neg), e));
            }
        }
        out
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
