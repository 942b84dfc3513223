//! Comparisons of two counts: `there are more true statements than false
//! statements`, `there are as many empty boxes as true boxes`, `an equal
//! number of true and false statements`, `there are fewer false boxes than
//! true boxes`.
//!
//! Each side is a bare plural (`true statements`, `empty boxes`, `statements
//! with the word "blue"`), counted over the whole room; `ADJ and ADJ NOUN`
//! shares the noun between the two sides. Two verb phrases over one plural
//! compare its members: `more boxes lie than tell the truth`, `as many
//! boxes lie as tell the truth`. Parity: `an even number of boxes
//! are true`, `an odd number of statements are false`, `the number of true
//! boxes is even`.

use super::noun::and_box;
use super::parser::{map, one, then, Alts, Parser};
use super::statement::and_stmt;
use crate::claim::{
    BoxBase, BoxPred, BoxSet, Claim, Cmp, Count, Quant, StmtBase, StmtPred, StmtSet,
};

impl Parser<'_> {
    /// A comparison clause (see module doc).
    pub fn compare_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        let there = self.opt(i, "there is;there are");
        for s in there.iter().copied() {
            if let Some(j) = self.lit(
                s,
                "an equal number of;the same number of;an equal amount of",
            ) {
                out.extend(map(self.count_pair(j), |(a, b)| {
                    Claim::Compare(a, Cmp::Eq, b)
                }));
            }
        }
        out.extend(self.more_are(i));
        out.extend(self.more_do(i));
        out.extend(self.box_counts(i));
        out.extend(self.number_of(i));
        for s in there.into_iter().filter(|s| *s > i) {
            for (word, cmp) in [("more", Cmp::Gt), ("fewer|less", Cmp::Lt)] {
                if let Some(j) = self.lit(s, word) {
                    out.extend(self.versus(j, "than", cmp));
                }
            }
            if let Some(j) = self.lit(s, "as many;exactly as many;just as many") {
                out.extend(self.versus(j, "as", Cmp::Eq));
            }
        }
        out
    }

    /// `more boxes are true than false`, `fewer statements are false than true`.
    fn more_are(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        for (word, cmp) in [("more", Cmp::Gt), ("fewer|less", Cmp::Lt)] {
            let Some(j) = self.lit(i, word) else { continue };
            let Some(k) = self.lit(j + 1, "are|is") else {
                continue;
            };
            let (Some(a), Some(_), Some(b)) =
                (self.word(k), self.lit(k + 1, "than"), self.word(k + 2))
            else {
                continue;
            };
            out.extend(self.shared_noun(a, b, j).into_iter().map(|((x, y), _)| {
                let tail = self.lit(k + 3, "ones").unwrap_or(k + 3);
                (Claim::Compare(x, cmp, y), tail)
            }));
        }
        out
    }

    /// Two verb phrases over one bare plural (or `of` a definite one: `more
    /// of us lie than tell the truth`): `more boxes lie than tell the
    /// truth`, `as many boxes lie as tell the truth`, `fewer statements are
    /// true than are false`, `more boxes are empty than hold the gems`:
    /// the members of the plural with the first property compared with
    /// those with the second. After a plain copula the second may be a
    /// bare complement, the copula understood: `more of the boxes are lying
    /// than honest`, `as many boxes are empty as telling the truth`.
    fn more_do(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        for (word, cmp, close) in [
            ("more", Cmp::Gt, "than"),
            ("fewer;less", Cmp::Lt, "than"),
            ("as many;exactly as many;just as many", Cmp::Eq, "as"),
        ] {
            let Some(j) = self.lit(i, word) else { continue };
            let mut counted = self.count_np(j);
            counted.extend(self.lit(j, "of").map_or(vec![], |k| self.of_plural(k)));
            out.extend(then(counted, |c, k| match c {
                Count::Boxes(set, p) => then(self.box_vp(k), |a, l| {
                    let Some(m) = self.lit(l, close) else {
                        return vec![];
                    };
                    let side = |q: BoxPred| Count::Boxes(set.clone(), and_box(vec![p.clone(), q]));
                    let mut second = self.box_vp(m);
                    if self.plain_copula(k) {
                        second.extend(self.complements(m));
                    }
                    map(second, |b| Claim::Compare(side(a.clone()), cmp, side(b)))
                }),
                Count::Stmts(set, p) => then(self.stmt_vp(k), |a, l| {
                    let Some(m) = self.lit(l, close) else {
                        return vec![];
                    };
                    let side =
                        |q: StmtPred| Count::Stmts(set.clone(), and_stmt(vec![p.clone(), q]));
                    let mut second = self.stmt_vp(m);
                    if self.plain_copula(k) {
                        second.extend(self.truth_of_stmt(m));
                    }
                    map(second, |b| Claim::Compare(side(a.clone()), cmp, side(b)))
                }),
            }));
        }
        out
    }

    /// Whether the first verb phrase of a comparison at `i` is the copula
    /// without a negation, so the second may leave it out: `more boxes are
    /// lying than [are] honest` (`are not lying than true` is not English,
    /// and is not read).
    fn plain_copula(&self, i: usize) -> bool {
        self.lit(i, "are|is")
            .is_some_and(|j| !matches!(self.word(j), Some("not" | "never")))
    }

    /// A definite plural after `more of`, `as many of`: `the boxes`, `the
    /// statements`, `us` (the boxes, read so by the rewrites), counted.
    fn of_plural(&self, i: usize) -> Alts<Count> {
        let mut out: Alts<Count> = self
            .box_np(i)
            .into_iter()
            .filter(|(np, _)| np.quant == Quant::All && !np.pronoun && np.set.filter.is_empty())
            .map(|(np, e)| (Count::Boxes(np.set, BoxPred::And(vec![])), e))
            .collect();
        out.extend(
            self.stmt_np(i)
                .into_iter()
                .filter(|(np, _)| np.quant == Quant::All && np.set.filter.is_empty())
                .map(|(np, e)| (Count::Stmts(np.set, StmtPred::Any), e)),
        );
        out
    }

    /// `BOX has more|fewer [true] statements than BOX [does]`, `BOX has as
    /// many statements as BOX`.
    fn box_counts(&self, i: usize) -> Alts<Claim> {
        let on = |r, kind: &StmtPred| {
            let set = StmtSet::of(StmtBase::On(BoxSet::of(BoxBase::one(r)), None));
            Count::Stmts(set, kind.clone())
        };
        then(self.box_ref(i), |a, j| {
            let Some(k) = self.present(j, &["have"]) else {
                return vec![];
            };
            let mut out = Vec::new();
            for (word, cmp, close) in [
                ("more", Cmp::Gt, "than"),
                ("fewer;less", Cmp::Lt, "than"),
                ("as many", Cmp::Eq, "as"),
            ] {
                let Some(l) = self.lit(k, word) else { continue };
                out.extend(then(self.stmt_kind(l), |(_, kind), m| {
                    let Some(n) = self.lit(m, close) else {
                        return vec![];
                    };
                    then(self.box_ref(n), |b, e| {
                        let end = self.present(e, &["do", "have"]).unwrap_or(e);
                        vec![(Claim::Compare(on(a, &kind), cmp, on(b, &kind)), end)]
                    })
                }));
            }
            out
        })
    }

    /// `the number of COUNT is [at least] N`.
    fn number_of(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "the number of") else {
            return vec![];
        };
        then(self.count_np(j), |c, k| {
            let Some(l) = self.lit(k, "is|equals") else {
                return vec![];
            };
            let mut out = map(self.counted(l), |q| match c.clone() {
                Count::Boxes(set, p) => Claim::Boxes(q, set, p),
                Count::Stmts(set, p) => Claim::Stmts(q, set, p),
            });
            out.extend(one(parity(c.clone(), false), self.lit(l, "even")));
            out.extend(one(parity(c.clone(), true), self.lit(l, "odd")));
            out
        })
    }

    /// `COUNT WORD COUNT` compared with `cmp`.
    /// Both sides count the same kind of thing (boxes or statements).
    fn versus(&self, i: usize, word: &str, cmp: Cmp) -> Alts<Claim> {
        let kind = |c: &Count| matches!(c, Count::Boxes(..));
        then(self.count_np(i), |a, j| {
            let Some(k) = self.lit(j, word) else {
                return vec![];
            };
            let mut out: Alts<Count> = self.count_np(k);
            out.extend(self.ones(&a, k));
            out.retain(|(b, _)| kind(b) == kind(&a));
            map(out, |b| Claim::Compare(a.clone(), cmp, b))
        })
    }

    /// `ADJ ones`: the same kind of thing as `like`, with another property.
    fn ones(&self, like: &Count, i: usize) -> Alts<Count> {
        let (Some(adj), Some(end)) = (self.word(i), self.lit(i + 1, "ones")) else {
            return vec![];
        };
        let count = match like {
            Count::Stmts(set, _) => stmt_adj(adj).map(|p| Count::Stmts(set.clone(), p)),
            Count::Boxes(set, _) => box_adj(adj).map(|p| Count::Boxes(set.clone(), p)),
        };
        count.map(|c| (c, end)).into_iter().collect()
    }

    /// `A and B` as two counts, or `ADJ and ADJ NOUN`.
    fn count_pair(&self, i: usize) -> Alts<(Count, Count)> {
        let mut out = then(self.count_np(i), |a, j| match self.lit(j, "and") {
            Some(k) => map(self.count_np(k), |b| (a.clone(), b)),
            None => vec![],
        });
        if let (Some(a), Some(j)) = (self.word(i), self.lit(i + 1, "and")) {
            if let Some(b) = self.word(j) {
                let shared = self.shared_noun(a, b, j + 1);
                out.extend(then(shared, |pair, k| self.shared_place(pair, k)));
            }
        }
        out
    }

    /// The shared noun's place, which both sides share: nothing, `in this
    /// room` / `in the room` (every box is), or `on|in BOX-NP` after
    /// `statements` (`true and false statements on the other
    /// boxes`: the statements on those boxes). A plural or named box phrase
    /// only; over every box (`on boxes`, `on the boxes`) it restricts
    /// nothing, as every statement is on a box.
    fn shared_place(&self, pair: (Count, Count), i: usize) -> Alts<(Count, Count)> {
        let mut out = vec![(pair.clone(), i)];
        out.extend(
            self.lit(i, "in this room;in the room")
                .map(|e| (pair.clone(), e)),
        );
        let (Count::Stmts(_, x), Count::Stmts(_, y)) = pair else {
            return out;
        };
        let Some(j) = self.lit(i, "on|in") else {
            return out;
        };
        out.extend(self.box_np(j).into_iter().filter_map(|(np, e)| {
            let definite = matches!(np.quant, Quant::All | Quant::Each(_));
            (definite && !np.pronoun).then(|| {
                let set = StmtSet::of(StmtBase::On(np.set, None));
                (
                    (
                        Count::Stmts(set.clone(), x.clone()),
                        Count::Stmts(set, y.clone()),
                    ),
                    e,
                )
            })
        }));
        out
    }

    /// `true and false statements`, `true and false boxes`.
    fn shared_noun(&self, a: &str, b: &str, i: usize) -> Alts<(Count, Count)> {
        let (stmt, boxed) = (stmt_adj, box_adj);
        let all_stmts = || StmtSet::of(crate::claim::StmtBase::All);
        let every = || BoxSet::of(crate::claim::BoxBase::Every);
        match self.word(i) {
            Some("statements") => stmt(a)
                .zip(stmt(b))
                .map(|(x, y)| {
                    (
                        (Count::Stmts(all_stmts(), x), Count::Stmts(all_stmts(), y)),
                        i + 1,
                    )
                })
                .into_iter()
                .collect(),
            Some("boxes") => boxed(a)
                .zip(boxed(b))
                .map(|(x, y)| ((Count::Boxes(every(), x), Count::Boxes(every(), y)), i + 1))
                .into_iter()
                .collect(),
            _ => vec![],
        }
    }

    /// A bare plural counted: `true statements`, `empty boxes`.
    fn count_np(&self, i: usize) -> Alts<Count> {
        if self.lit(i, "all|every|each|the|this|a|an|both").is_some() {
            return vec![];
        }
        let mut out: Alts<Count> = self
            .box_np(i)
            .into_iter()
            .filter(|(np, _)| np.quant == Quant::All && !np.pronoun)
            .map(|(np, e)| {
                let pred = and_box(np.set.filter);
                (Count::Boxes(BoxSet::of(np.set.base), pred), e)
            })
            .collect();
        out.extend(
            self.stmt_np(i)
                .into_iter()
                .filter(|(np, _)| {
                    np.quant == Quant::All && np.set.base != crate::claim::StmtBase::This
                })
                .map(|(np, e)| {
                    let pred = and_stmt(np.set.filter);
                    (Count::Stmts(StmtSet::of(np.set.base), pred), e)
                }),
        );
        out
    }
}

/// A statement adjective: `true`, `false`.
fn stmt_adj(w: &str) -> Option<StmtPred> {
    match w {
        "true" => Some(StmtPred::True),
        "false" => Some(StmtPred::False),
        _ => None,
    }
}

/// A box adjective: `true`, `false`, `empty` (and the other truth
/// adjectives of a box: `truthful`, `honest`, `lying`).
fn box_adj(w: &str) -> Option<BoxPred> {
    match w {
        "true" | "truthful" | "honest" => Some(BoxPred::True),
        "false" | "lying" => Some(BoxPred::False),
        "empty" => Some(BoxPred::empty()),
        _ => None,
    }
}

impl Parser<'_> {
    /// `an even|odd number of BOXES|STATEMENTS VP`: the number of members
    /// that satisfy the predicate is even (zero counts as even) or odd; read
    /// as the disjunction of the exact counts it allows (up to three boxes,
    /// or the most statements a puzzle may have).
    pub fn parity_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = Vec::new();
        for (words, odd) in [("an even number of", false), ("an odd number of", true)] {
            let Some(j) = self.lit(i, words) else {
                continue;
            };
            if !matches!(self.word(j), Some(w) if w.ends_with('s') || w == "the") {
                continue;
            }
            for (parsed, e) in self.clause(j) {
                let count = match parsed.claim {
                    Claim::Boxes(Quant::All, set, pred) => Count::Boxes(set, pred),
                    Claim::Stmts(Quant::All, set, pred) => Count::Stmts(set, pred),
                    _ => continue,
                };
                let claim = parity(count, odd);
                out.push((claim, e));
            }
        }
        out
    }
}

/// The number counted is even (zero counts as even) or odd: the disjunction
/// of the exact counts allowed, up to three boxes or the most statements a
/// puzzle may have.
fn parity(count: Count, odd: bool) -> Claim {
    let most = match count {
        Count::Boxes(..) => 3,
        Count::Stmts(..) => 3 * crate::limits::MAX_STATEMENTS_PER_BOX as u32,
    };
    let exactly = (0..=most)
        .filter(|k| (k % 2 == 1) == odd)
        .map(|k| Quant::Count(Cmp::Eq, k));
    Claim::Or(
        exactly
            .map(|q| match count.clone() {
                Count::Boxes(set, p) => Claim::Boxes(q, set, p),
                Count::Stmts(set, p) => Claim::Stmts(q, set, p),
            })
            .collect(),
    )
}
