//! Clauses and the connectives that join them.
//!
//! A sentence is a condition (`if A then B`, `A if B`, `A only if B`, `A if
//! and only if B`, `A unless B`; a cause, `A because B`, `since B, A`, `A,
//! so B`, says both) over disjunctions (`A or B`, `either A or
//! B`, `neither A nor B`) over conjunctions (`A and B`, `A but B`) of
//! simple clauses. A clause whose subject is `it`/`they` refers back to the
//! subject of the clause before it and is joined to it inside that
//! subject's quantifier ("a box next to this box is true and it contains
//! the gems" = some neighbour is both). Simple clauses are in
//! [`Parser::clause`]; counting comparisons in [`super::compare`].

use super::noun::and_box;
use super::parser::{map, one, then, Alts, BoxNp, Parser, StmtNp};
use crate::claim::{BoxBase, BoxPred, BoxSet, Claim, Cmp, Quant, StmtBase, StmtPred, StmtSet};

/// A clause read so far, with what a following pronoun may refer to.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    /// The meaning.
    pub claim: Claim,
    /// The box subject of the last clause: quantifier, set, predicate.
    pub subject: Option<(Quant, BoxSet, BoxPred)>,
    /// For a clause whose subject is a pronoun: its predicate (the claim is
    /// then a placeholder until joined).
    pub pronoun: Option<BoxPred>,
}

impl Parsed {
    /// A clause without a box subject.
    pub fn plain(claim: Claim) -> Parsed {
        Parsed {
            claim,
            subject: None,
            pronoun: None,
        }
    }

    /// A clause about a box noun phrase.
    pub fn about(np: BoxNp, pred: BoxPred) -> Parsed {
        if np.pronoun {
            return Parsed {
                claim: Claim::And(vec![]),
                subject: None,
                pronoun: Some(pred),
            };
        }
        Parsed {
            claim: Claim::Boxes(np.quant, np.set.clone(), pred.clone()),
            subject: Some((np.quant, np.set, pred)),
            pronoun: None,
        }
    }
}

/// A connective between two clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    /// `A and B`, `A but B`.
    And,
    /// `A or B`.
    Or,
    /// `if A then B`, `A only if B`: A → B.
    Implies,
    /// `A if B`: B → A.
    If,
    /// `A if and only if B`.
    Iff,
    /// `A unless B`: ¬B → A.
    Unless,
    /// `neither A nor B`.
    Nor,
}

impl Op {
    fn claims(self, a: Claim, b: Claim) -> Claim {
        match self {
            Op::And => Claim::And(vec![a, b]),
            Op::Or | Op::Unless => Claim::Or(vec![a, b]),
            Op::Implies => Claim::Implies(Box::new(a), Box::new(b)),
            Op::If => Claim::Implies(Box::new(b), Box::new(a)),
            Op::Iff => Claim::Iff(Box::new(a), Box::new(b)),
            Op::Nor => Claim::And(vec![Claim::negate(a), Claim::negate(b)]),
        }
    }

    fn preds(self, a: BoxPred, b: BoxPred) -> BoxPred {
        let not = BoxPred::negate;
        match self {
            Op::And => BoxPred::And(vec![a, b]),
            Op::Or | Op::Unless => BoxPred::Or(vec![a, b]),
            Op::Implies => BoxPred::Or(vec![not(a), b]),
            Op::If => BoxPred::Or(vec![a, not(b)]),
            Op::Iff => BoxPred::Or(vec![
                BoxPred::And(vec![a.clone(), b.clone()]),
                BoxPred::And(vec![not(a), not(b)]),
            ]),
            Op::Nor => BoxPred::And(vec![not(a), not(b)]),
        }
    }

    /// Joins two clauses; a pronoun in `b` joins inside `a`'s subject.
    fn join(self, a: &Parsed, b: Parsed) -> Option<Parsed> {
        if a.pronoun.is_some() {
            return None;
        }
        match b.pronoun {
            Some(pb) => {
                let (q, set, pa) = a.subject.clone()?;
                // A pronoun under a condition (`if a box lies, it is
                // empty`) speaks of every box meeting it, not of some box
                // (which would make the claim trivially true); with any
                // other count it is not read.
                let conditional = matches!(self, Op::Implies | Op::If | Op::Iff | Op::Unless);
                let single = matches!(&set.base, BoxBase::Listed(l) if l.len() == 1);
                let q = match (conditional, q) {
                    (true, _) if single => q,
                    (true, Quant::All) => q,
                    (true, q) if q == Quant::SOME => Quant::All,
                    (true, _) => return None,
                    (false, q) => q,
                };
                // After a counted subject the pronoun stands for the boxes
                // counted (an E-type pronoun): `only one box is false and
                // it contains the gems` = exactly one box is false, and
                // the false box contains the gems — not "exactly one box
                // is false and holds the gems". A count that allows none
                // (`no box`, `at most one box`) leaves the pronoun nothing
                // sure to refer to: not read.
                if let Quant::Count(cmp, n) = q {
                    if q != Quant::SOME && self == Op::And {
                        let counted_some = match cmp {
                            Cmp::Eq | Cmp::Ge => n >= 1,
                            Cmp::Gt => true,
                            Cmp::Le | Cmp::Lt => false,
                        };
                        if !counted_some {
                            return None;
                        }
                        let every = BoxPred::Or(vec![BoxPred::negate(pa.clone()), pb]);
                        return Some(Parsed::plain(Claim::And(vec![
                            Claim::Boxes(q, set.clone(), pa),
                            Claim::Boxes(Quant::All, set, every),
                        ])));
                    }
                    if q != Quant::SOME {
                        return None;
                    }
                }
                let pred = self.preds(pa, pb);
                Some(Parsed {
                    claim: Claim::Boxes(q, set.clone(), pred.clone()),
                    subject: Some((q, set, pred)),
                    pronoun: None,
                })
            }
            None => Some(Parsed {
                claim: self.claims(a.claim.clone(), b.claim),
                subject: b.subject,
                pronoun: None,
            }),
        }
    }
}

impl Parser<'_> {
    /// Every complete reading of the sentence.
    pub fn sentence(&self) -> Vec<Claim> {
        let mut out: Vec<Claim> = self
            .condition(0)
            .into_iter()
            .filter(|(p, end)| *end == self.len() && p.pronoun.is_none())
            .map(|(p, _)| p.claim)
            .collect();
        out.extend(self.fragment());
        out
    }

    /// How far a reading gets from the start: the end of the longest
    /// clause or connective chain that reads from the first word, else of
    /// the longest noun phrase there, or of the furthest word some rule
    /// matched on the way (0 when nothing reads).
    pub fn reach(&self) -> usize {
        let clauses = self.condition(0).into_iter().map(|(_, end)| end);
        let boxes = self.box_np(0).into_iter().map(|(_, end)| end);
        let stmts = self.stmt_np(0).into_iter().map(|(_, end)| end);
        let nominal = std::iter::once(self.box_phrase_reach(0));
        let whole = clauses
            .chain(boxes)
            .chain(stmts)
            .chain(nominal)
            .max()
            .unwrap_or(0);
        // The furthest word any rule matched on the way (`the gems are`
        // in `the gems are far away`), when no phrase read that far.
        whole.max(self.furthest())
    }

    pub(super) fn condition(&self, i: usize) -> Alts<Parsed> {
        let mut out = Vec::new();
        if let Some(j) = self.lit(i, "if|whenever") {
            out.extend(then(self.disjunction(j), |a, k| {
                let mut starts = vec![k];
                starts.extend(self.lit(k, "then"));
                let mut alts: Alts<Parsed> = starts
                    .iter()
                    .flat_map(|s| self.so_is(&a, j, k, *s))
                    .collect();
                for s in starts {
                    alts.extend(self.joined(Op::Implies, &a, self.condition(s)));
                }
                alts
            }));
        }
        out.extend(self.otherwise(i));
        // `unless B, A`: B or A (the comma is not a token).
        if let Some(j) = self.lit(i, "unless") {
            out.extend(then(self.disjunction(j), |b, k| {
                self.joined(Op::Or, &b, self.condition(k))
            }));
        }
        // `because B, A`, `since B, A`: a cause says both clauses (that one
        // is the reason of the other has no truth value in the game).
        if let Some(j) = self.lit(i, "because|since") {
            out.extend(then(self.disjunction(j), |b, k| {
                self.joined(Op::And, &b, self.condition(k))
            }));
        }
        out.extend(then(self.disjunction(i), |a, j| {
            let mut alts = vec![(a.clone(), j)];
            let ops = [
                ("if and only if;iff", Op::Iff),
                ("exactly when", Op::Iff),
                ("only if;only when", Op::Implies),
                ("if", Op::If),
                ("whenever;when", Op::If),
                ("unless", Op::Unless),
                // `A because B`, `A, so B`: both are said (see above).
                ("because;since;so", Op::And),
            ];
            for (words, op) in ops {
                if let Some(k) = self.lit(j, words) {
                    alts.extend(self.joined(op, &a, self.disjunction(k)));
                }
            }
            alts
        }));
        out
    }

    /// Two cases, the second with `otherwise`: `if B [then] A, otherwise
    /// C`, `A if B, [and] otherwise C`, `A if B, and C otherwise`: (B and A)
    /// or (not B and C). Each part is a whole clause (an elliptical `and in
    /// the black box otherwise` is not read); a pronoun in any part is not
    /// read.
    fn otherwise(&self, i: usize) -> Alts<Parsed> {
        let cases = |b: &Parsed, a: &Parsed, c: &Parsed| {
            if [a, b, c].iter().any(|p| p.pronoun.is_some()) {
                return None;
            }
            Some(Parsed::plain(Claim::Or(vec![
                Claim::And(vec![b.claim.clone(), a.claim.clone()]),
                Claim::And(vec![Claim::negate(b.claim.clone()), c.claim.clone()]),
            ])))
        };
        let mut out = Vec::new();
        // `if B [then] A, [and] otherwise C`
        if let Some(j) = self.lit(i, "if") {
            for (b, k) in self.disjunction(j) {
                for s in self.opt(k, "then") {
                    for (a, l) in self.disjunction(s) {
                        let Some(m) = self.lit(l, "and otherwise;otherwise") else {
                            continue;
                        };
                        for (c, end) in self.disjunction(m) {
                            out.extend(cases(&b, &a, &c).map(|p| (p, end)));
                        }
                    }
                }
            }
        }
        // `A if B, [and] otherwise C`, `A if B, and C otherwise`
        for (a, j) in self.disjunction(i) {
            let Some(k) = self.lit(j, "if") else { continue };
            for (b, l) in self.disjunction(k) {
                if let Some(m) = self.lit(l, "and otherwise;otherwise") {
                    for (c, end) in self.disjunction(m) {
                        out.extend(cases(&b, &a, &c).map(|p| (p, end)));
                    }
                }
                if let Some(m) = self.lit(l, "and") {
                    for (c, n) in self.disjunction(m) {
                        if let Some(end) = self.lit(n, "otherwise") {
                            out.extend(cases(&b, &a, &c).map(|p| (p, end)));
                        }
                    }
                }
            }
        }
        out
    }

    /// Joins `a` with every reading in `rest`.
    fn joined(&self, op: Op, a: &Parsed, rest: Alts<Parsed>) -> Alts<Parsed> {
        rest.into_iter()
            .filter_map(|(b, end)| op.join(a, b).map(|p| (p, end)))
            .collect()
    }

    fn disjunction(&self, i: usize) -> Alts<Parsed> {
        let mut out = self.chain(i, Op::Or, "or");
        out.extend(self.exclusive(i));
        for (open, close, op) in [("either", "or", Op::Or), ("neither", "nor", Op::Nor)] {
            if let Some(j) = self.lit(i, open) {
                out.extend(then(self.conjunction(j), |a, k| match self.lit(k, close) {
                    Some(l) => self.joined(op, &a, self.conjunction(l)),
                    None => vec![],
                }));
            }
        }
        out
    }

    /// `[either] A or B but not both`: exactly one of the two.
    fn exclusive(&self, i: usize) -> Alts<Parsed> {
        then(
            self.opt(i, "either").into_iter().map(|s| ((), s)).collect(),
            |(), s| {
                then(self.conjunction(s), |a, j| {
                    let Some(k) = self.lit(j, "or") else {
                        return vec![];
                    };
                    then(self.conjunction(k), |b, l| {
                        let Some(end) = self.lit(l, "but not both") else {
                            return vec![];
                        };
                        if a.pronoun.is_some() || b.pronoun.is_some() {
                            return vec![];
                        }
                        let both = Claim::And(vec![a.claim.clone(), b.claim.clone()]);
                        let one = Claim::Or(vec![a.claim.clone(), b.claim]);
                        vec![(
                            Parsed::plain(Claim::And(vec![one, Claim::negate(both)])),
                            end,
                        )]
                    })
                })
            },
        )
    }

    fn conjunction(&self, i: usize) -> Alts<Parsed> {
        self.chain(i, Op::And, "and|but")
    }

    /// `X (word X)*` joined left to right; for `or`, the parts are conjunctions.
    fn chain(&self, i: usize, op: Op, words: &str) -> Alts<Parsed> {
        let first = if op == Op::Or {
            self.conjunction(i)
        } else {
            self.clause(i)
        };
        then(first, |a, j| self.chain_rest(a, j, op, words))
    }

    fn chain_rest(&self, acc: Parsed, i: usize, op: Op, words: &str) -> Alts<Parsed> {
        let mut out = vec![(acc.clone(), i)];
        if let Some(j) = self.lit(i, words) {
            let next = if op == Op::Or {
                self.conjunction(j)
            } else {
                self.clause(j)
            };
            for (joined, k) in self.joined(op, &acc, next) {
                out.extend(self.chain_rest(joined, k, op, words));
            }
        }
        out
    }

    /// A simple clause (see module doc of [`super`] for the forms).
    pub fn clause(&self, i: usize) -> Alts<Parsed> {
        let rest = self.rest(i);
        let facts: Alts<Parsed> = self
            .facts
            .prefixes(rest)
            .chain(self.facts.negated_prefixes(rest))
            .map(|(len, fact)| (Parsed::plain(Claim::Fact(fact)), i + len))
            .collect();
        // A fact overrides the grammar: a clause with a fact's wording is
        // that fact only (`--fact "This statement is false"=true`).
        let mut out: Alts<Parsed> = self
            .clause_by_grammar(i)
            .into_iter()
            .filter(|(_, end)| facts.iter().all(|(_, e)| e != end))
            .collect();
        out.extend(facts);
        out
    }

    /// A simple clause read by the grammar's forms, without the fact table.
    fn clause_by_grammar(&self, i: usize) -> Alts<Parsed> {
        let mut out: Alts<Parsed> = Vec::new();
        out.extend(self.box_clause(i));
        out.extend(self.this_clause(i));
        out.extend(self.gems_clause(i));
        out.extend(map(self.stmt_clause(i), Parsed::plain));
        out.extend(map(self.compare_clause(i), Parsed::plain));
        out.extend(map(self.printed_clause(i), Parsed::plain));
        out.extend(map(self.room_clause(i), Parsed::plain));
        out.extend(map(self.exceptive(i), Parsed::plain));
        out.extend(map(self.parity_clause(i), Parsed::plain));
        out.extend(map(self.there_clause(i), Parsed::plain));
        out.extend(map(self.quoted_clause(i), Parsed::plain));
        out.extend(map(self.reported(i), Parsed::plain));
        out.extend(map(self.idiom_clause(i), Parsed::plain));
        out.extend(map(self.this_statement_alone(i), Parsed::plain));
        out.extend(self.not_quantified(i));
        out.extend(self.its_statements(i));
        if let Some(j) = self.lit(i, "it is true that;it is the case that") {
            out.extend(self.clause(j));
        }
        if let Some(j) = self.lit(
            i,
            "it is not true that;it is false that;it is not the case that",
        ) {
            out.extend(map(self.clause(j), |p| {
                Parsed::plain(Claim::negate(p.claim))
            }));
        }
        out
    }

    /// `BOX-NP VP`, `BOX-NP is the only …`, `… are either both X or both Y`.
    fn box_clause(&self, i: usize) -> Alts<Parsed> {
        let mut out = then(self.box_np(i), |np, j| {
            let np = BoxNp {
                quant: self.generic(np.quant, i, j),
                ..np
            };
            self.box_rest(np, j)
        });
        out.extend(map(self.only_clause(i), Parsed::plain));
        out.extend(map(self.only_definite(i), Parsed::plain));
        out.extend(map(self.alone(i), Parsed::plain));
        out.extend(self.cleft(i));
        out
    }

    /// A cleft: `it is [not] BOX-NP that VP` (`It's the blue box that's
    /// empty`) says what `BOX-NP VP` says (negated with `not`).
    fn cleft(&self, i: usize) -> Alts<Parsed> {
        let Some(j) = self.lit(i, "it is") else {
            return vec![];
        };
        let mut out = Vec::new();
        for (neg, k) in super::verb::negated(self, j) {
            out.extend(then(self.box_np(k), |np, l| {
                let Some(m) = self.lit(l, "that|which|who").filter(|_| !np.pronoun) else {
                    return vec![];
                };
                map(self.box_vp(m), |p| {
                    let parsed = Parsed::about(np.clone(), p);
                    if neg {
                        Parsed::plain(Claim::negate(parsed.claim))
                    } else {
                        parsed
                    }
                })
            }));
        }
        out
    }

    /// `only BOX VP`: the box has the property and no other box has it.
    fn only_clause(&self, i: usize) -> Alts<Claim> {
        let Some(j) = self.lit(i, "only") else {
            return vec![];
        };
        then(self.box_ref(j), |r, k| {
            map(self.box_vp(k), |p| {
                let others = BoxSet::of(BoxBase::Except(r));
                Claim::And(vec![
                    Claim::box_is(r, p.clone()),
                    Claim::Boxes(Quant::NONE, others, p),
                ])
            })
        })
    }

    /// A floating `both` after a plural subject (`the boxes are both
    /// empty`, `they both lie`, `its statements are both false`): it
    /// presupposes two, like `both boxes`, so a definite plural becomes
    /// exactly two members, all having the property (with a singular, a
    /// named or an already counted subject nothing changes).
    fn floating_both(&self, quant: Quant, single: bool, j: usize) -> Quant {
        let both = self.lit(j, "both;are both;are not both").is_some();
        match quant {
            Quant::All | Quant::The if both && !single => Quant::Each(2),
            q => q,
        }
    }

    /// A generic indefinite: a singular `a`/`an` subject whose verb phrase
    /// starts with `always` or `is always` (`A statement with an odd number
    /// of words is always true`, `A false box is always empty`) speaks of
    /// every member of its set, not of one; `always` marks the generic
    /// reading, so without it `a` stays *some*.
    fn generic(&self, quant: Quant, i: usize, j: usize) -> Quant {
        let indefinite = self.lit(i, "a|an").is_some() && quant == Quant::SOME;
        if indefinite && self.lit(j, "always;is always").is_some() {
            Quant::All
        } else {
            quant
        }
    }

    /// What may follow a box subject.
    pub fn box_rest(&self, np: BoxNp, j: usize) -> Alts<Parsed> {
        // Named boxes are counted by their names already.
        let listed = matches!(&np.set.base, BoxBase::Listed(_));
        let np = BoxNp {
            quant: self.floating_both(np.quant, listed || np.pronoun, j),
            ..np
        };
        let vps = self.box_vp(j);
        let mut out = vps
            .iter()
            .map(|(p, k)| (Parsed::about(np.clone(), p.clone()), *k))
            .collect::<Alts<_>>();
        if np.pronoun {
            return out;
        }
        for (p, k) in vps {
            out.extend(map(self.ellipsis(&np, &p, j, k), Parsed::plain));
        }
        out.extend(map(self.not_all(&np, j), Parsed::plain));
        out.extend(self.additive(&np, j));
        out.extend(map(self.the_only_box(j), |(neg, pred, count)| {
            let own = Claim::Boxes(np.quant, np.set.clone(), pred);
            Parsed::plain(maybe_negate(neg, Claim::And(vec![own, count])))
        }));
        out.extend(map(self.both_or_both(j), |(a, b)| {
            let claim = |p| Claim::Boxes(Quant::All, np.set.clone(), p);
            Parsed::plain(Claim::Or(vec![claim(a), claim(b.clone())]))
        }));
        out.extend(map(self.as_is(j, true), |(t, other)| {
            let own = Claim::Boxes(np.quant, np.set.clone(), truth_pred(t));
            Parsed::plain(Claim::And(vec![own, other]))
        }));
        out.extend(map(self.as_true_as(j), |other| {
            let own = Claim::Boxes(np.quant, np.set.clone(), BoxPred::True);
            Parsed::plain(Claim::Iff(Box::new(own), Box::new(other)))
        }));
        out
    }

    /// `is [not] the only K box`, `is [not] one of the N K boxes`: negation,
    /// the property K and the counting claim.
    fn the_only_box(&self, i: usize) -> Alts<(bool, BoxPred, Claim)> {
        let Some(j) = self.lit(i, "is|are") else {
            return vec![];
        };
        let mut out = Vec::new();
        for (neg, k) in [(false, j)]
            .into_iter()
            .chain(self.lit(j, "not").map(|k| (true, k)))
        {
            let mut counted: Alts<(Quant, BoxNp)> = Vec::new();
            if let Some(l) = self.lit(k, "the only") {
                counted.extend(map(self.box_np(l - 2), |np| (Quant::Count(Cmp::Eq, 1), np)));
            }
            if let Some(l) = self.lit(k, "one of") {
                counted.extend(then(self.box_np(l), |np, e| match np.quant {
                    Quant::Each(n) => vec![((Quant::Count(Cmp::Eq, n), np), e)],
                    _ => vec![],
                }));
            }
            out.extend(counted.into_iter().filter_map(|((q, np), e)| {
                let only = np.quant == Quant::Each(1) || matches!(q, Quant::Count(_, n) if n > 1);
                let pred = and_box(np.set.filter.clone());
                let count = Claim::Boxes(q, BoxSet::of(np.set.base.clone()), pred.clone());
                (only && !np.pronoun).then_some(((neg, pred, count), e))
            }));
        }
        out
    }

    /// `are either both X or both Y`, `are both X or both Y`.
    fn both_or_both(&self, i: usize) -> Alts<(BoxPred, BoxPred)> {
        let mut starts: Vec<usize> = self.lit(i, "are").into_iter().collect();
        starts.extend(self.lit(i, "are either"));
        let mut out = Vec::new();
        for s in starts {
            let Some(j) = self.lit(s, "both|all") else {
                continue;
            };
            out.extend(then(self.complement_simple(j), |a, k| {
                let Some(l) = self.lit(k, "or both;or all") else {
                    return vec![];
                };
                map(self.complement_simple(l), |b| (a.clone(), b))
            }));
        }
        out
    }

    /// `true`, `false`, `empty`: the complements used in `both X or both Y`.
    fn complement_simple(&self, i: usize) -> Alts<BoxPred> {
        let pred = match self.word(i) {
            Some("true") => BoxPred::True,
            Some("false") => BoxPred::False,
            Some("empty") => BoxPred::empty(),
            _ => return vec![],
        };
        vec![(pred, i + 1)]
    }

    /// `is true as is STATEMENT-OR-BOX`, `is false and so is …`: the truth
    /// value and the claim that the other phrase has it too.
    fn as_is(&self, i: usize, box_subject: bool) -> Alts<(bool, Claim)> {
        let Some(j) = self.lit(i, "is|are") else {
            return vec![];
        };
        let t = match self.word(j) {
            Some("true" | "right" | "correct") => true,
            Some("false" | "wrong" | "incorrect") => false,
            _ => return vec![],
        };
        let Some(k) = self.lit(j + 1, "as is;as are;and so is;and so are") else {
            return vec![];
        };
        let mut out = map(self.truth_np(k, t), |c| (t, c));
        // After a statement, `this one` is this statement.
        if !box_subject {
            let own = stmt_claim(
                StmtNp {
                    quant: Quant::All,
                    set: StmtSet::of(StmtBase::This),
                },
                StmtPred::truth(t),
            );
            out.extend(self.lit(k, "this one").map(|e| ((t, own), e)));
        }
        out
    }

    /// `is as true as NP`: the claim that the other phrase is true.
    fn as_true_as(&self, i: usize) -> Alts<Claim> {
        match self.lit(i, "is as true as;are as true as") {
            Some(j) => self.truth_np(j, true),
            None => vec![],
        }
    }

    /// A box or statement phrase claimed to have truth value `t`.
    fn truth_np(&self, i: usize, t: bool) -> Alts<Claim> {
        let mut out: Alts<Claim> = self
            .box_np(i)
            .into_iter()
            .filter(|(np, _)| !np.pronoun)
            .map(|(np, e)| (Claim::Boxes(np.quant, np.set, truth_pred(t)), e))
            .collect();
        out.extend(map(self.stmt_np(i), |np| {
            stmt_claim(np, StmtPred::truth(t))
        }));
        out
    }

    /// `STATEMENT-NP VP`, `… have identical wording`, `… would be true if
    /// you replaced the word X with the word Y`, `… is the only K statement`.
    /// `its statement(s) VP`: a possessive pronoun, the statements of the
    /// box a pronoun stands for (the subject of the clause before, joined
    /// as for `it`): `the blue box contains the gems if its statement is
    /// false`. Like `the statement on the blue box`, the box's statements
    /// are meant, at least one, and all of them have the property. A
    /// position or another statement noun after `its` is not read.
    fn its_statements(&self, i: usize) -> Alts<Parsed> {
        let Some(j) = self.lit(i, "its") else {
            return vec![];
        };
        let Some(k) = self.lit(j, "statement|statements") else {
            return vec![];
        };
        let quant = super::noun::definite(self.word(j) == Some("statements"));
        map(self.stmt_vp(k), |p| Parsed {
            claim: Claim::And(vec![]),
            subject: None,
            pronoun: Some(BoxPred::Stmts(quant, p)),
        })
    }

    fn stmt_clause(&self, i: usize) -> Alts<Claim> {
        let mut out = self.stmt_pair(i);
        out.extend(self.stmt_single(i));
        out
    }

    /// `STATEMENT-NP and STATEMENT-NP VP`: both have the property.
    fn stmt_pair(&self, i: usize) -> Alts<Claim> {
        then(self.stmt_np(i), |a, j| {
            let Some(k) = self.lit(j, "and") else {
                return vec![];
            };
            // After a statement, `this one` is this statement.
            let mut second = self.stmt_np(k);
            second.extend(one(
                StmtNp {
                    quant: Quant::All,
                    set: StmtSet::of(StmtBase::This),
                },
                self.lit(k, "this one"),
            ));
            then(second, |b, l| {
                map(self.stmt_vp(l), |p| {
                    Claim::And(vec![
                        stmt_claim(a.clone(), p.clone()),
                        stmt_claim(b.clone(), p),
                    ])
                })
            })
        })
    }

    fn stmt_single(&self, i: usize) -> Alts<Claim> {
        then(self.stmt_np(i), |np, j| {
            let single = matches!(
                np.set.base,
                StmtBase::This | StmtBase::Above | StmtBase::Below
            );
            let np = StmtNp {
                quant: self.generic(self.floating_both(np.quant, single, j), i, j),
                ..np
            };
            let mut out = map(self.stmt_vp(j), |p| stmt_claim(np.clone(), p));
            let same = "have identical wording;are identical;have the same wording;say the same thing;are worded the same";
            out.extend(one(Claim::Identical(np.set.clone()), self.lit(j, same)));
            out.extend(self.replaced(&np, j));
            out.extend(self.stmt_is_the_only(np.clone(), j));
            out.extend(map(self.as_is(j, false), |(t, other)| {
                Claim::And(vec![stmt_claim(np.clone(), StmtPred::truth(t)), other])
            }));
            out.extend(map(self.as_true_as(j), |other| {
                Claim::Iff(
                    Box::new(stmt_claim(np.clone(), StmtPred::True)),
                    Box::new(other),
                )
            }));
            out.extend(self.both_or_both(j).into_iter().filter_map(|((a, b), e)| {
                let truth = |p: BoxPred| match p {
                    BoxPred::True => Some(StmtPred::True),
                    BoxPred::False => Some(StmtPred::False),
                    _ => None,
                };
                let all = |p| Claim::Stmts(Quant::All, np.set.clone(), p);
                Some((Claim::Or(vec![all(truth(a)?), all(truth(b)?)]), e))
            }));
            out
        })
    }
}

/// `claim`, negated when `neg`.
pub fn maybe_negate(neg: bool, claim: Claim) -> Claim {
    if neg {
        Claim::negate(claim)
    } else {
        claim
    }
}

/// A box's truth as a predicate.
fn truth_pred(t: bool) -> BoxPred {
    if t {
        BoxPred::True
    } else {
        BoxPred::False
    }
}

/// A claim about statements. `the statement(s) on BOX is/are true|false`
/// is the box's truth (`true(B)`), as in seed 003.
pub fn stmt_claim(np: StmtNp, pred: StmtPred) -> Claim {
    if let (Quant::The, StmtBase::On(boxes, None)) = (np.quant, &np.set.base) {
        let single = match &boxes.base {
            BoxBase::Listed(l) if l.len() == 1 && boxes.filter.is_empty() => Some(l[0]),
            _ => None,
        };
        if let (Some(r), true) = (single, np.set.filter.is_empty()) {
            let truth = |p: &StmtPred| match p {
                StmtPred::True => Some(BoxPred::True),
                StmtPred::False => Some(BoxPred::False),
                _ => None,
            };
            match &pred {
                StmtPred::Not(inner) => {
                    if let Some(p) = truth(inner) {
                        return Claim::negate(Claim::box_is(r, p));
                    }
                }
                p => {
                    if let Some(p) = truth(p) {
                        return Claim::box_is(r, p);
                    }
                }
            }
        }
    }
    Claim::Stmts(np.quant, np.set, pred)
}
