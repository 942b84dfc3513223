//! Lowering statements to formulas over the puzzle's atoms.
//!
//! [`statement`] gives the formula φ that statement `i` on box `b` asserts;
//! the model then requires `stmt(b,i) ↔ φ`. Self reference ("this
//! statement", "the above statement", positions) lowers to `stmt` atoms, so
//! a liar sentence has no consistent reading. Wording-based claims are
//! computed from the texts first and become constants or fixed sets.
//! Presuppositions that fail for a fixed reason ("the other two statements"
//! when there are three others) make the claim false.

use logic::Formula;

use crate::atom::Atom;
use crate::claim::{BoxRef, Boxes, Claim, Pred, Quant, Range, StmtRef, Stmts};
use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::grammar;
use crate::puzzle::{Content, Puzzle};
use crate::wording;

/// How deep "if you replaced the word" claims may nest.
const MAX_DEPTH: u8 = 2;

/// The formula asserted by statement `index` (1-based) on box `colour`.
pub fn statement(puzzle: &Puzzle, colour: Colour, index: usize) -> Result<Formula> {
    let ctx = Ctx {
        puzzle,
        colour,
        index,
        depth: 0,
    };
    match index
        .checked_sub(1)
        .and_then(|i| puzzle.statements(colour).get(i))
        .map(|s| &s.content)
    {
        Some(Content::English(claim)) => ctx.claim(claim),
        Some(Content::Formula(f)) => ctx.check_formula(f),
        None => Err(ctx.error(format!("there is no statement {index} on the {colour} box"))),
    }
}

/// "Exactly `k` of `terms` hold", built through the simplifying constructors.
/// For `k = 1` this is seed 003's form: one disjunct per term, that term
/// and the negation of all others.
pub fn exactly(k: usize, terms: &[Formula]) -> Formula {
    if k == 1 {
        return Formula::or((0..terms.len()).map(|i| {
            let others = terms
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, t)| Formula::not(t.clone()));
            Formula::and(std::iter::once(terms[i].clone()).chain(others))
        }));
    }
    match terms.split_first() {
        None => Formula::constant(k == 0),
        Some(_) if k > terms.len() => Formula::FALSE,
        Some((first, rest)) => {
            let without = Formula::and([Formula::not(first.clone()), exactly(k, rest)]);
            if k == 0 {
                return without;
            }
            Formula::or([Formula::and([first.clone(), exactly(k - 1, rest)]), without])
        }
    }
}

/// Where a claim is lowered: the statement it belongs to.
struct Ctx<'a> {
    puzzle: &'a Puzzle,
    colour: Colour,
    index: usize,
    depth: u8,
}

impl Ctx<'_> {
    fn error(&self, message: String) -> ParlorError {
        ParlorError::BadReference {
            colour: self.colour,
            index: self.index,
            message,
        }
    }

    fn text(&self) -> &str {
        self.puzzle
            .statements(self.colour)
            .get(self.index - 1)
            .map_or("", |s| s.text.as_str())
    }

    fn count(&self, colour: Colour) -> usize {
        self.puzzle.statements(colour).len()
    }

    fn check_formula(&self, f: &Formula) -> Result<Formula> {
        for atom in f.vars().iter().filter_map(|v| Atom::parse(v)) {
            if let Atom::Stmt(c, i) = atom {
                if i > self.count(c) {
                    return Err(self.error(format!("{atom} names a statement that does not exist")));
                }
            }
        }
        Ok(f.clone())
    }

    fn resolve(&self, r: BoxRef) -> Colour {
        match r {
            BoxRef::This => self.colour,
            BoxRef::Is(c) => c,
        }
    }

    fn stmt_atoms(&self, colour: Colour) -> Vec<Formula> {
        (1..=self.count(colour))
            .map(|i| Atom::Stmt(colour, i).formula())
            .collect()
    }

    fn pred(&self, colour: Colour, p: &Pred) -> Formula {
        match p {
            Pred::Gems => Atom::Gems(colour).formula(),
            Pred::True => Atom::True(colour).formula(),
            Pred::False => Atom::False(colour).formula(),
            Pred::HasTrue => Formula::or(self.stmt_atoms(colour)),
            Pred::HasFalse => Formula::or(self.stmt_atoms(colour).into_iter().map(Formula::not)),
            Pred::HasStatement => Formula::constant(self.count(colour) > 0),
            Pred::Is(c) => Formula::constant(*c == colour),
            Pred::Not(inner) => Formula::not(self.pred(colour, inner)),
        }
    }

    fn claim(&self, c: &Claim) -> Result<Formula> {
        Ok(match c {
            Claim::Fact(b) => Formula::constant(*b),
            Claim::Meta => Formula::FALSE,
            Claim::Box(r, p) => self.pred(self.resolve(*r), p),
            Claim::Boxes(q, boxes, p) => self.boxes(*q, boxes, p),
            Claim::Stmt(s) => self.stmt(*s)?,
            Claim::Stmts(q, set, t) => self.stmts(*q, set, *t),
            Claim::EqualTrueFalse => {
                let all = self.puzzle.statement_atoms();
                if all.len().is_multiple_of(2) {
                    exactly(
                        all.len() / 2,
                        &all.iter().map(|a| a.formula()).collect::<Vec<_>>(),
                    )
                } else {
                    Formula::FALSE
                }
            }
            Claim::AppearsElsewhere => Formula::constant(wording::appears_elsewhere(
                self.puzzle,
                self.colour,
                self.text(),
            )),
            Claim::Unique => Formula::constant(wording::copies(self.puzzle, self.text()) == 1),
            Claim::OthersIdentical => Formula::constant(self.others_identical()),
            Claim::WordCount(n) => {
                Formula::constant(wording::wording(self.text()).len() == *n as usize)
            }
            Claim::PhraseElsewhere(p) => Formula::constant(
                self.puzzle
                    .all()
                    .any(|(c, _, s)| c != self.colour && wording::has_phrase(&s.text, p)),
            ),
            Claim::Replaced { from, to } => self.replaced(from, to)?,
            Claim::Not(inner) => Formula::not(self.claim(inner)?),
            Claim::And(terms) => Formula::and(self.claims(terms)?),
            Claim::Or(terms) => Formula::or(self.claims(terms)?),
            Claim::Implies(a, b) => Formula::implies(self.claim(a)?, self.claim(b)?),
            Claim::Iff(a, b) => Formula::iff(self.claim(a)?, self.claim(b)?),
        })
    }

    fn claims(&self, terms: &[Claim]) -> Result<Vec<Formula>> {
        terms.iter().map(|t| self.claim(t)).collect()
    }

    fn stmt(&self, s: StmtRef) -> Result<Formula> {
        let (colour, index) = match s {
            StmtRef::This => (self.colour, self.index),
            StmtRef::Above if self.index > 1 => (self.colour, self.index - 1),
            StmtRef::Above => return Err(self.error("there is no statement above this one".into())),
            StmtRef::At(r, i) => (self.resolve(r), i),
        };
        if index == 0 || index > self.count(colour) {
            return Err(self.error(format!("the {colour} box has no statement {index}")));
        }
        Ok(Atom::Stmt(colour, index).formula())
    }

    /// The members of a range, left to right, without repeats.
    fn range(&self, range: &Range) -> Vec<Colour> {
        let has_statement = |c: Colour, test: &dyn Fn(&str) -> bool| {
            self.puzzle.statements(c).iter().any(|s| test(&s.text))
        };
        let mut out: Vec<Colour> = match range {
            Range::Every => Colour::ALL.to_vec(),
            Range::Others => self.colour.others(),
            Range::Neighbours => self.colour.neighbours(),
            Range::Listed(list) => list.iter().map(|r| self.resolve(*r)).collect(),
            Range::WithLetter(l) => Colour::ALL
                .into_iter()
                .filter(|&c| has_statement(c, &|t| wording::has_letter(t, *l)))
                .collect(),
            Range::WithWord(w) => Colour::ALL
                .into_iter()
                .filter(|&c| has_statement(c, &|t| wording::has_phrase(t, w)))
                .collect(),
            Range::UniqueStatement => Colour::ALL
                .into_iter()
                .filter(|&c| has_statement(c, &|t| wording::copies(self.puzzle, t) == 1))
                .collect(),
            Range::Claiming(p) => Colour::ALL
                .into_iter()
                .filter(|&c| {
                    self.puzzle
                        .statements(c)
                        .iter()
                        .any(|s| s.claim().and_then(Claim::self_property) == Some(p))
                })
                .collect(),
        };
        out.sort();
        out.dedup();
        out
    }

    fn boxes(&self, q: Quant, boxes: &Boxes, p: &Pred) -> Formula {
        let members: Vec<(Formula, Formula)> = self
            .range(&boxes.range)
            .into_iter()
            .map(|c| {
                let member = boxes
                    .filter
                    .as_ref()
                    .map_or(Formula::TRUE, |f| self.pred(c, f));
                (member, self.pred(c, p))
            })
            .collect();
        quantify(q, &members)
    }

    fn stmts(&self, q: Quant, set: &Stmts, t: bool) -> Formula {
        let members: Vec<(Formula, Formula)> = self
            .puzzle
            .all()
            .filter(|(c, i, s)| match set {
                Stmts::All => true,
                Stmts::Others => (*c, *i) != (self.colour, self.index),
                Stmts::Nth(n) => i == n,
                Stmts::WithWord(w) => wording::has_phrase(&s.text, w),
            })
            .map(|(c, i, _)| {
                let atom = Atom::Stmt(c, i).formula();
                (Formula::TRUE, if t { atom } else { Formula::not(atom) })
            })
            .collect();
        quantify(q, &members)
    }

    fn others_identical(&self) -> bool {
        let others: Vec<Vec<String>> = self
            .puzzle
            .all()
            .filter(|(c, i, _)| (*c, *i) != (self.colour, self.index))
            .map(|(_, _, s)| wording::wording(&s.text))
            .collect();
        others.len() >= 2 && others.windows(2).all(|w| w[0] == w[1])
    }

    /// "The statement on one of the other two boxes would be true if you
    /// replaced the word `from` with `to`": some statement on another box
    /// that contains `from`, read again with the word replaced, holds.
    fn replaced(&self, from: &str, to: &str) -> Result<Formula> {
        if self.depth >= MAX_DEPTH {
            return Err(self.error("word replacements nest too deeply".into()));
        }
        let mut options = Vec::new();
        for (c, i, s) in self.puzzle.all().filter(|(c, _, _)| *c != self.colour) {
            let Some(text) = wording::replace_word(&s.text, from, to) else {
                continue;
            };
            let reading = grammar::read(&text)
                .map_err(|e| self.error(format!("after replacing the word: {e}")))?;
            let ctx = Ctx {
                puzzle: self.puzzle,
                colour: c,
                index: i,
                depth: self.depth + 1,
            };
            options.push(ctx.claim(&reading.claim)?);
        }
        Ok(Formula::or(options))
    }
}

/// Lowers a quantifier over `(membership, property)` pairs (see [`Quant`]).
fn quantify(q: Quant, members: &[(Formula, Formula)]) -> Formula {
    let both = |(m, p): &(Formula, Formula)| Formula::and([m.clone(), p.clone()]);
    let all = || {
        Formula::and(
            members
                .iter()
                .map(|(m, p)| Formula::implies(m.clone(), p.clone())),
        )
    };
    match q {
        Quant::Some => Formula::or(members.iter().map(both)),
        Quant::All => all(),
        Quant::Each(n) => {
            let membership: Vec<Formula> = members.iter().map(|(m, _)| m.clone()).collect();
            Formula::and([exactly(n as usize, &membership), all()])
        }
        Quant::Exactly(n) => exactly(n as usize, &members.iter().map(both).collect::<Vec<_>>()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use logic::all_assignments;

    #[test]
    fn exactly_counts_true_terms() {
        let names = ["a", "b", "c", "d"];
        let terms: Vec<Formula> = names.iter().map(|n| Formula::var(*n)).collect();
        for k in 0..=5 {
            let f = exactly(k, &terms);
            for a in all_assignments(names).unwrap() {
                let count = a.values().filter(|v| **v).count();
                assert_eq!(f.value(&a), Some(count == k), "k={k} {a:?}");
            }
        }
    }
}
