//! Determiners and quantity words: how many members of a set a noun phrase
//! speaks of.
//!
//! [`Det::quant`] turns a determiner into a [`Quant`] once its nominal is
//! known: `a`, `any`, `some` → at least one; `every`, `each`, `all`, bare
//! plurals → all; `all three`, `both`, `the two` → exactly that many, all;
//! `no` → none; numbers, `only one`, `exactly`, `at least`, `at most`,
//! `more than`, `fewer than` → counts; `the only` → exactly one; singular
//! `the` → exactly one when the set is fixed by the layout ("the box next to
//! this box"); when it depends on the reading ("the true box", "the liar",
//! "the box whose statement is true") `the` presupposes exactly one such
//! box, so it gets two readings, exactly one ([`Det::quants`]: "exactly one
//! box is true, and …") and at least one ("a true box …"), and the puzzle is
//! read only where they agree — where the puzzle itself gives the
//! uniqueness; elsewhere the statement is refused with both readings, never
//! read as `a` or as `the only`. Plural `the` → all. Partitives
//! (`one of the other boxes`, `none of the statements`) put a quantity on a
//! definite plural noun phrase.

use super::parser::{map, one, then, Alts, Parser};
use crate::claim::{Cmp, Quant};

/// A determiner, before it meets its nominal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Det {
    /// A quantifier fixed by the words alone.
    Q(Quant),
    /// `the`.
    The,
    /// `the only`.
    TheOnly,
    /// `the two`, `the three`.
    TheN(u32),
    /// No determiner (bare plurals).
    Bare,
    /// `another`.
    Another,
}

impl Det {
    /// The quantifier for a nominal whose set is fixed by the layout:
    /// `plural` noun (see module doc).
    pub fn quant(self, plural: bool) -> Option<Quant> {
        Some(match self {
            Det::Q(q) => q,
            Det::The if plural => Quant::All,
            Det::The => Quant::Each(1),
            Det::Another => Quant::SOME,
            Det::TheOnly => Quant::Each(1),
            Det::TheN(n) => Quant::Each(n),
            Det::Bare if plural => Quant::All,
            Det::Bare => return None,
        })
    }

    /// The readings of the quantifier for a nominal: `plural` noun, `fixed`
    /// set. A singular `the` on a set that depends on the reading has two:
    /// exactly one (first) and at least one (see module doc).
    pub fn quants(self, plural: bool, fixed: bool) -> Vec<Quant> {
        let first = self.quant(plural);
        let definite = self == Det::The && !plural && !fixed;
        first
            .into_iter()
            .chain(definite.then_some(Quant::SOME))
            .collect()
    }
}

impl Parser<'_> {
    /// A determiner, including counted ones (`at least two`).
    pub fn det(&self, i: usize) -> Alts<Det> {
        let mut out: Alts<Det> = vec![(Det::Bare, i)];
        let fixed: [(&str, Det); 12] = [
            ("a|an|any|some", Det::Q(Quant::SOME)),
            ("every|each", Det::Q(Quant::All)),
            ("all|all the", Det::Q(Quant::All)),
            ("both|both the", Det::Q(Quant::Each(2))),
            ("no", Det::Q(Quant::NONE)),
            ("neither", Det::Q(Quant::OfTwo(Cmp::Eq, 0))),
            ("either", Det::Q(Quant::OfTwo(Cmp::Ge, 1))),
            ("the", Det::The),
            ("these|those", Det::The),
            ("the only", Det::TheOnly),
            ("another", Det::Another),
            (
                "just a|one single|a single|only a",
                Det::Q(Quant::Count(Cmp::Eq, 1)),
            ),
        ];
        for (words, det) in fixed {
            for phrase in words.split('|') {
                out.extend(one(det, self.lit(i, phrase)));
            }
        }
        out.extend(then(self.counted(i), |q, j| vec![(Det::Q(q), j)]));
        // `most statements`: `most` alone before the noun.
        out.extend(one(
            Det::Q(Quant::Share(Cmp::Gt, 1, 2)),
            self.lit(i, "most"),
        ));
        if let Some(j) = self.lit(i, "all") {
            out.extend(self.number(j).map(|(n, k)| (Det::Q(Quant::Each(n)), k)));
        }
        if let Some(j) = self.lit(i, "the|these|those") {
            out.extend(self.number(j).map(|(n, k)| (Det::TheN(n), k)));
        }
        out
    }

    /// A number with an optional comparison: `two`, `only two`, `at least
    /// two`, `more than one`, `fewer than three`, `exactly one`.
    pub fn counted(&self, i: usize) -> Alts<Quant> {
        let prefixes: [(&str, Cmp); 11] = [
            ("only", Cmp::Eq),
            ("exactly", Cmp::Eq),
            ("just", Cmp::Eq),
            ("at least", Cmp::Ge),
            (
                "no fewer than;no less than;not fewer than;not less than",
                Cmp::Ge,
            ),
            ("at most", Cmp::Le),
            ("no more than;not more than", Cmp::Le),
            ("up to", Cmp::Le),
            ("more than", Cmp::Gt),
            ("fewer than", Cmp::Lt),
            ("less than", Cmp::Lt),
        ];
        let mut starts: Vec<(Cmp, usize)> = vec![(Cmp::Eq, i)];
        for (words, cmp) in prefixes {
            starts.extend(self.lit(i, words).map(|j| (cmp, j)));
        }
        starts
            .into_iter()
            .filter_map(|(cmp, j)| {
                let (n, k) = self.number(j)?;
                Some((Quant::Count(cmp, n), k))
            })
            .collect()
    }

    /// Noun phrases with an exact count, each also read with that count
    /// said again after it: `exactly one box, and only one,` / `one box
    /// and only one` (the comma is not a token). The restatement adds
    /// nothing, so the noun phrase keeps its reading; a different number
    /// (`one box and only two`) is not a restatement and is not read so.
    pub fn restated<T: Clone>(&self, nps: Alts<T>, quant: impl Fn(&T) -> Quant) -> Alts<T> {
        let mut out = nps.clone();
        for (np, k) in nps {
            let Quant::Count(Cmp::Eq, n) = quant(&np) else {
                continue;
            };
            let Some(j) = self.lit(k, "and only;and just") else {
                continue;
            };
            if let Some((_, end)) = self.number(j).filter(|(m, _)| *m == n && n >= 1) {
                out.push((np, end));
            }
        }
        out
    }

    /// The words of a proportion of a set ([`Quant::Share`]): `most`, `a
    /// majority`, `more than half`, `fewer than half`, `at least half`, `at
    /// most half`, `exactly half`, `half`, `a minority`; the quantifier
    /// and the position after the words (before `of`).
    pub fn proportion(&self, i: usize) -> Alts<Quant> {
        let half = |cmp| Quant::Share(cmp, 1, 2);
        let forms: [(&str, Quant); 6] = [
            (
                "most;a majority;the majority;more than half;over half",
                half(Cmp::Gt),
            ),
            (
                "fewer than half;less than half;under half;a minority",
                half(Cmp::Lt),
            ),
            (
                "at least half;no fewer than half;no less than half",
                half(Cmp::Ge),
            ),
            (
                "at most half;no more than half;not more than half",
                half(Cmp::Le),
            ),
            ("exactly half;precisely half", half(Cmp::Eq)),
            ("half", half(Cmp::Eq)),
        ];
        let mut out = Vec::new();
        for (phrases, q) in forms {
            for phrase in phrases.split(';') {
                out.extend(self.lit(i, phrase).map(|j| (q, j)));
            }
        }
        out
    }

    /// `QUANTITY of PLURAL-NP`: `one of the other boxes`, `none of the
    /// statements`, `only one of …`, `both of …`, `two of …`.
    pub fn partitive<T: Clone>(
        &self,
        i: usize,
        np: impl Fn(&Self, usize) -> Alts<T>,
    ) -> Alts<(Quant, T)> {
        let mut quants: Alts<Quant> = Vec::new();
        for (words, q) in [
            ("one|any|some", Quant::SOME),
            ("either", Quant::OfTwo(Cmp::Ge, 1)),
            ("none", Quant::NONE),
            ("neither", Quant::OfTwo(Cmp::Eq, 0)),
            ("all|each|every one", Quant::All),
            ("both", Quant::Each(2)),
        ] {
            for phrase in words.split('|') {
                quants.extend(one(q, self.lit(i, phrase)));
            }
        }
        // `most of the statements`, `more than half the boxes`.
        let mut direct: Alts<Quant> = Vec::new();
        for (q, j) in self.proportion(i) {
            if self.word(j - 1) == Some("half") && self.lit(j, "the|these|those|my").is_some() {
                direct.push((q, j));
            } else {
                quants.push((q, j));
            }
        }
        quants.extend(self.counted(i).into_iter().filter(|(q, _)| match q {
            Quant::Count(Cmp::Eq, 1) => self.word(i) != Some("one"),
            _ => true,
        }));
        let mut out = then(quants, |q, j| {
            let Some(k) = self.lit(j, "of") else {
                return vec![];
            };
            map(np(self, k), |t| (q, t))
        });
        out.extend(then(direct, |q, j| map(np(self, j), |t| (q, t))));
        out
    }
}
