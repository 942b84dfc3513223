//! Lowering statements to formulas over the puzzle's atoms.
//!
//! [`statement`] gives the formula φ that statement `i` on box `b` asserts;
//! the model then requires `stmt(b,i) ↔ φ`. A claim's sets are resolved
//! here: static bases and text properties become fixed lists of boxes or
//! statements ([`crate::scope`]), filters that depend on the reading become
//! membership formulas, and quantifiers are lowered over `(membership,
//! property)` pairs. Self reference ("this statement", "the above
//! statement", positions) lowers to `stmt` atoms, so a liar sentence has no
//! consistent reading.

use logic::formula::Node;
use logic::Formula;

use crate::atom::Atom;
use crate::claim::{
    Amount, BoxBase, BoxPred, BoxRef, BoxSet, Claim, Cmp, Count, Measure, Position, Printed, Quant,
    StmtBase, StmtPred, StmtSet, TextProp, Unit,
};
use crate::colour::Colour;
use crate::error::Result;
use crate::grammar;
use crate::puzzle::{Content, Puzzle};
use crate::scope::{Scope, Sid};
use crate::wording;

/// How deep "if you replaced the word" claims may nest.
const MAX_DEPTH: u8 = 2;

/// Most members a counting claim may range over (counting formulas grow
/// quickly with the number of members).
pub const MAX_COUNTED: usize = 24;

/// The formula asserted by statement `index` (1-based) on box `colour`.
pub fn statement(puzzle: &Puzzle, colour: Colour, index: usize) -> Result<Formula> {
    let ctx = Ctx::at(puzzle, colour, index);
    match index
        .checked_sub(1)
        .and_then(|i| puzzle.statements(colour).get(i))
        .map(|s| &s.content)
    {
        Some(Content::English(claim)) => ctx.claim(claim),
        Some(Content::Formula(f)) => ctx.check_formula(f),
        // Its own atom: `stmt ↔ stmt` leaves it free.
        Some(Content::Aside) => Ok(Atom::Stmt(colour, index).formula()),
        None => Err(ctx
            .scope
            .error(format!("there is no statement {index} on the {colour} box"))),
    }
}

/// The formula of `claim` read as statement `index` on box `colour` (used
/// to compare a sentence's alternative readings).
pub fn claim_at(puzzle: &Puzzle, colour: Colour, index: usize, claim: &Claim) -> Result<Formula> {
    Ctx::at(puzzle, colour, index).claim(claim)
}

/// Most terms counted by [`exactly`]'s small forms; beyond, the count is
/// split in halves.
const SMALL_COUNT: usize = 6;

/// "Exactly `k` of `terms` hold", built through the simplifying constructors.
/// For `k = 1` this is seed 003's form: one disjunct per term, that term
/// and the negation of all others. Up to a small number of terms the other
/// counts branch on the first term (`it holds and k − 1 of the rest, or it
/// does not and k of the rest`), a formula of `C(n, k)` branches; past
/// that, the terms are split in halves and the count is a sum: `j` of the
/// first half and `k − j` of the second, for every `j`. A formula is a
/// tree (nothing is shared), so the branching form grows as `C(n, k)` —
/// 16 million leaves for 12 of 24 terms — where the halves give about five
/// thousand.
pub fn exactly(k: usize, terms: &[Formula]) -> Formula {
    if terms.len() > SMALL_COUNT {
        let (left, right) = terms.split_at(terms.len() / 2);
        let lowest = k.saturating_sub(right.len());
        return Formula::or(
            (lowest..=k.min(left.len()))
                .map(|j| Formula::and([exactly(j, left), exactly(k - j, right)])),
        );
    }
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

/// "The number of `terms` that hold satisfies `test`".
pub fn count_where(terms: &[Formula], test: impl Fn(usize) -> bool) -> Formula {
    Formula::or(
        (0..=terms.len())
            .filter(|k| test(*k))
            .map(|k| exactly(k, terms)),
    )
}

/// How an error names a measured text: the side measured, or (`other`)
/// the side it is compared with, which may be left implicit (`the longer
/// one`: longer than the other statements).
fn printed_phrase(p: &Printed, other: bool) -> &'static str {
    match (p, other) {
        (Printed::Statement(_), false) => "the statement measured",
        (Printed::Statement(_), true) => "the side it is compared with",
        (Printed::Box(_), _) => "the box measured",
        (Printed::Together(_), false) => "the statements measured",
        (Printed::Together(_), true) => "the statements it is compared with",
        (Printed::Name(_), _) => "the colour name measured",
    }
}

/// The words of a statement set that refers back to statements on the
/// speaker's own box (`that`, `the above statement`, `them`, `my other
/// statement`): such a phrase with nothing to refer to is refused, never
/// read as a claim about no statement.
fn anaphor(base: &StmtBase) -> Option<&'static str> {
    match base {
        StmtBase::Above => Some("\"that\" / \"the statement above\""),
        StmtBase::Below => Some("\"the statement below\""),
        StmtBase::AllAbove => Some("\"the statements above\""),
        StmtBase::AllBelow => Some("\"the statements below\""),
        StmtBase::OthersOn(boxes)
            if boxes.filter.is_empty() && boxes.base == BoxBase::one(BoxRef::This) =>
        {
            Some("\"the other statement(s) on this box\"")
        }
        StmtBase::Them => Some("\"them\""),
        _ => None,
    }
}

/// Why a text property is not decided for statement `s` (see
/// [`Scope::text_holds`]).
fn undecided(t: &TextProp, s: Sid) -> String {
    let (b, i) = s;
    match t {
        TextProp::NumberElsewhere => format!(
            "\"a number that also appears on another box\": whether {b} {i} shows one depends \
             on whether \"one\" or an ordinal is a number, or whether a numeral and a number \
             word are the same number, so it is not read"
        ),
        TextProp::MentionsColour => format!(
            "\"a specific colour\": {b} {i} has a word the grammar does not know, which \
             could name a colour, so it is not read"
        ),
        TextProp::SizeVs { .. } => format!(
            "a size compared one statement at a time: {b} {i} would be compared with itself \
             (say \"every other statement\"), or the side it is compared with names no \
             statement here or several (name one, or count them together)"
        ),
        TextProp::Characters(..) => format!(
            "a count of characters: whether {b} {i} has that many depends on how characters \
             are counted (with or without spaces and punctuation), so it is not read; count \
             words or letters instead"
        ),
        _ => format!(
            "\"claiming where the gems are\": whether {b} {i} says where the gems are is not \
             decided (it speaks of the gems in another way), so it is not read"
        ),
    }
}

/// Where a claim is lowered: the statement it belongs to.
struct Ctx<'a> {
    scope: Scope<'a>,
    depth: u8,
}

/// Members of a set: each with the formula saying it belongs.
type Members<T> = Vec<(T, Formula)>;

impl<'a> Ctx<'a> {
    fn at(puzzle: &'a Puzzle, colour: Colour, index: usize) -> Ctx<'a> {
        Ctx {
            scope: Scope::new(puzzle, colour, index),
            depth: 0,
        }
    }

    fn check_formula(&self, f: &Formula) -> Result<Formula> {
        for atom in f.vars().iter().filter_map(|v| Atom::parse(v)) {
            if let Atom::Stmt(c, i) = atom {
                if i > self.scope.count(c) {
                    return Err(self
                        .scope
                        .error(format!("{atom} names a statement that does not exist")));
                }
            }
        }
        Ok(f.clone())
    }

    fn claim(&self, c: &Claim) -> Result<Formula> {
        Ok(match c {
            Claim::Fact(fact) => Formula::constant(fact.value()),
            Claim::Boxes(q, set, p) => {
                let members = self.boxes(set)?;
                if *q == Quant::TheOne {
                    self.one_box(set, &members)?;
                }
                let pairs = self.pairs(members, |b| self.box_pred(*b, p))?;
                self.quantify(*q, &pairs)?
            }
            Claim::Stmts(Quant::TheOne, set, p) => {
                // The one statement on each box the set speaks of (`the
                // statement on the blue box`, `the statement on each box`).
                let members = self.stmts(set)?;
                self.one_referent(set)?;
                let mut boxes: Vec<Colour> = members.iter().map(|((c, _), _)| *c).collect();
                boxes.dedup();
                let each = boxes.into_iter().map(|c| {
                    let own = members
                        .iter()
                        .filter(|((d, _), _)| *d == c)
                        .cloned()
                        .collect();
                    let pairs = self.pairs(own, |s| self.stmt_pred(*s, p))?;
                    self.quantify(Quant::TheOne, &pairs)
                });
                Formula::and(each.collect::<Result<Vec<_>>>()?)
            }
            Claim::Stmts(q, set, p) => {
                let members = self.stmts(set)?;
                if set.base == StmtBase::Them {
                    self.them_counted(*q, members.len())?;
                }
                let pairs = self.pairs(members, |s| self.stmt_pred(*s, p))?;
                self.quantify(*q, &pairs)?
            }
            Claim::Compare(a, cmp, b) => self.compare(a, *cmp, b)?,
            Claim::Size {
                printed,
                unit,
                cmp,
                amount,
            } => Formula::constant(self.size(printed, *unit, *cmp, amount)?),
            Claim::Identical(set) => self.identical(set)?,
            Claim::Replaced {
                quant,
                set,
                from,
                to,
            } => self.replaced(*quant, set, from, to)?,
            Claim::Says(r, said) => Formula::constant(self.says(*r, said)?),
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

    fn box_pred(&self, b: Colour, p: &BoxPred) -> Result<Formula> {
        Ok(match p {
            BoxPred::Gems => Atom::Gems(b).formula(),
            BoxPred::True => Atom::True(b).formula(),
            BoxPred::False => Atom::False(b).formula(),
            BoxPred::In(base) => Formula::constant(self.scope.base(base).contains(&b)),
            BoxPred::Stmts(q, sp) => {
                let own = self.scope.statements_of(b);
                // A box with no statement has no statement that is so
                // (`a box whose statement is true` is not the blank box);
                // one with several has no single one, and is refused.
                if *q == Quant::TheOne && own.len() > 1 {
                    return Err(self.scope.error(self.no_single_own_statement(b, own.len())));
                }
                let pairs = self
                    .pairs(own.into_iter().map(|s| (s, Formula::TRUE)).collect(), |s| {
                        self.stmt_pred(*s, sp)
                    })?;
                self.quantify(*q, &pairs)?
            }
            BoxPred::Most { measure, fewest } => self.most(b, measure, *fewest)?,
            BoxPred::Flanked(inner) => {
                let sides = [b.index().checked_sub(1), Some(b.index() + 1)];
                let sides: Option<Vec<Colour>> = sides
                    .into_iter()
                    .map(|at| at.and_then(|i| Colour::ALL.get(i).copied()))
                    .collect();
                match sides {
                    Some(sides) => Formula::and(self.each(&sides, |c| self.box_pred(*c, inner))?),
                    None => Formula::FALSE,
                }
            }
            BoxPred::Not(inner) => Formula::not(self.box_pred(b, inner)?),
            BoxPred::And(ps) => Formula::and(self.each(ps, |q| self.box_pred(b, q))?),
            BoxPred::Or(ps) => Formula::or(self.each(ps, |q| self.box_pred(b, q))?),
        })
    }

    fn stmt_pred(&self, s: Sid, p: &StmtPred) -> Result<Formula> {
        Ok(match p {
            StmtPred::Any => Formula::TRUE,
            StmtPred::True => Atom::Stmt(s.0, s.1).formula(),
            StmtPred::False => Formula::not(Atom::Stmt(s.0, s.1).formula()),
            StmtPred::Text(t) => match self.scope.text_holds(s, t) {
                Some(holds) => Formula::constant(holds),
                None => return Err(self.scope.error(undecided(t, s))),
            },
            StmtPred::OnBox(base) => Formula::constant(self.scope.base(base).contains(&s.0)),
            StmtPred::OnBoxThat(q) => self.box_pred(s.0, q)?,
            StmtPred::At(at) => Formula::constant(self.scope.stands_at(s, *at)),
            StmtPred::Not(inner) => Formula::not(self.stmt_pred(s, inner)?),
            StmtPred::And(ps) => Formula::and(self.each(ps, |q| self.stmt_pred(s, q))?),
        })
    }

    fn each<T>(&self, items: &[T], f: impl Fn(&T) -> Result<Formula>) -> Result<Vec<Formula>> {
        items.iter().map(f).collect()
    }

    /// The boxes of a set, each with its membership formula.
    fn boxes(&self, set: &BoxSet) -> Result<Members<Colour>> {
        let found = self.scope.base(&set.base);
        if found.is_empty() {
            if let Some(what) = self.empty_place(&set.base) {
                return Err(self.scope.error(format!(
                    "{what} names no box here (nothing it can refer to), so it is not read"
                )));
            }
        }
        found
            .into_iter()
            .map(|b| {
                let filter = self.each(&set.filter, |p| self.box_pred(b, p))?;
                Ok((b, Formula::and(filter)))
            })
            .collect()
    }

    /// The singular `the` of a box named with a place (`the blue box next
    /// to me`): the set is fixed by the layout and must hold exactly that
    /// box; a place that does not fit it (`the white box next to me` said
    /// on the white box) names nothing and is refused, never read as false.
    fn one_box(&self, set: &BoxSet, members: &Members<Colour>) -> Result<()> {
        if !set.filter.iter().all(BoxPred::is_static) {
            return Ok(());
        }
        let n = members
            .iter()
            .filter(|(_, f)| f.as_const() == Some(true))
            .count();
        if n == 1 {
            return Ok(());
        }
        Err(self.scope.error(format!(
            "the box named, with the place said of it, names {} here (the place does not fit \
             the box seen from this box), so it is not read: name the box alone",
            if n == 0 { "no box" } else { "several boxes" }
        )))
    }

    /// How the sentence named a place relative to other boxes that turned
    /// out to hold no box here (`None` for the places whose empty set is
    /// the game's reading, as `the box next to this box` on the middle box).
    fn empty_place(&self, base: &BoxBase) -> Option<String> {
        let name = |r: &BoxRef| match r {
            BoxRef::This => format!(
                "this box (the {} box)",
                self.scope.resolve(BoxRef::This).name()
            ),
            BoxRef::Is(c) => format!("the {} box", c.name()),
        };
        Some(match base {
            BoxBase::Beyond(r) => {
                format!("\"on the far side of\" {}, seen from this box,", name(r))
            }
            BoxBase::FarFrom(r) => format!("\"opposite\" / \"farthest from\" {}", name(r)),
            BoxBase::Between(a, b) => format!("\"between\" {} and {}", name(a), name(b)),
            _ => return None,
        })
    }

    /// The statements of a set, each with its membership formula.
    fn stmts(&self, set: &StmtSet) -> Result<Members<Sid>> {
        let mut out = Vec::new();
        let found = self.scope.stmt_base(&set.base);
        if found.is_empty() && set.base == StmtBase::These {
            return Err(self.scope.error(
                "\"these statements\" / \"those statements\" on a box with several \
                 statements could mean this box's statements or every statement in the \
                 room, so it is not read"
                    .to_string(),
            ));
        }
        if let (true, StmtBase::TheseCounted(n)) = (found.is_empty(), &set.base) {
            return Err(self.scope.error(format!(
                "\"these statements\" / \"those statements\" said to be {n}: this box's \
                 statements and every statement in the room have both or neither that many, \
                 so it is not read"
            )));
        }
        if let StmtBase::On(boxes, Some(Position::Nth(n))) = &set.base {
            self.position_exists(boxes, *n)?;
        }
        if let (true, StmtBase::They(n)) = (found.is_empty(), &set.base) {
            return Err(self.scope.error(format!(
                "\"they\" said to be {n} statements: the statement above it on this box does \
                 not speak of statements (or of several boxes, which \"they\" could mean), or \
                 none or several of this box's other statements, this box's statements and \
                 every statement in the room have that many, so it is not read"
            )));
        }
        if set.base == StmtBase::Them {
            self.them_alone(&found)?;
        }
        if found.is_empty() {
            if let Some(what) = anaphor(&set.base) {
                return Err(self.scope.error(format!(
                    "{what} names no statement here (nothing it can refer to), so it is not read"
                )));
            }
        }
        for (s, box_filter) in found {
            let on_box = match box_filter {
                Some(filter) => Formula::and(self.each(&filter, |p| self.box_pred(s.0, p))?),
                None => Formula::TRUE,
            };
            let own = self.each(&set.filter, |p| self.stmt_pred(s, p))?;
            out.push((s, Formula::and(std::iter::once(on_box).chain(own))));
        }
        Ok(out)
    }

    /// Refuses a partitive `them` (`neither of them`) that a statement
    /// above it on this box could also make mean another plural: the
    /// message names each set it could stand for.
    fn them_alone(&self, own: &[(Sid, Option<Vec<BoxPred>>)]) -> Result<()> {
        let rivals = self.scope.them_rivals();
        if rivals.is_empty() || own.is_empty() {
            return Ok(());
        }
        let own_list = own
            .iter()
            .map(|((b, i), _)| format!("{b} {i}"))
            .collect::<Vec<_>>()
            .join(", ");
        let named = rivals
            .iter()
            .map(|((b, i), phrase)| format!("the set {b} {i} names with \"{phrase}\""))
            .collect::<Vec<_>>()
            .join(", or ");
        Err(self.scope.error(format!(
            "\"them\" could mean this box's other statement(s) ({own_list}) or {named}, so it \
             is not read: write \"my other statement(s)\" for the first, or name the set again \
             (\"two of the statements in this room\", \"neither of the white box's \
             statements\")"
        )))
    }

    /// Refuses a partitive `them` whose quantifier the other statements on
    /// this box cannot meet or cannot fail (`both of them`, `exactly two of
    /// them` beside one other statement): the pronoun then points at a set
    /// the author did not mean, and a constant is never read in its place.
    /// `neither of them` and `either of them` speak of exactly two, as
    /// `both of them` does: beside one other statement (or three) they are
    /// refused too, never read as `not it` or `it`.
    fn them_counted(&self, q: Quant, len: usize) -> Result<()> {
        let words = self.scope.own_words();
        let dual = words.windows(3).find(|w| {
            matches!(w[0].as_str(), "neither" | "either") && w[1] == "of" && w[2] == "them"
        });
        if let (Some(dual), true) = (dual, len != 2) {
            let s = if len == 1 { "" } else { "s" };
            return Err(self.scope.error(format!(
                "\"{}\" speaks of two, and \"them\" can only be this box's {len} other \
                 statement{s}, so it is not read: name the statements meant (\"my other \
                 statement is not true\", \"neither of the white box's statements\")",
                dual.join(" ")
            )));
        }
        let fixed = match q {
            Quant::Each(n) => n as usize != len,
            Quant::OfTwo(..) => len != 2,
            Quant::Count(cmp, n) => {
                let holds: Vec<bool> = (0..=len).map(|k| cmp.holds(k, n as usize)).collect();
                holds.iter().all(|h| *h) || !holds.iter().any(|h| *h)
            }
            _ => false,
        };
        if !fixed {
            return Ok(());
        }
        let s = if len == 1 { "" } else { "s" };
        Err(self.scope.error(format!(
            "\"them\" can only be this box's {len} other statement{s}, and the number said of \
             them does not fit that many (it would make the statement true or false whatever \
             happens), so it is not read: name the statements meant (\"two of the statements in \
             this room\", \"my other statement\")"
        )))
    }

    /// Refuses a singular definite (`the statement on the black box`, `the
    /// black box's statement`) that cannot name exactly one statement
    /// whatever the reading: a box it may speak of carries several
    /// statements (and no property narrows them), or there is no statement
    /// at all. The plural is never put in its place; the message offers the
    /// forms that do read.
    fn one_referent(&self, set: &StmtSet) -> Result<()> {
        let found = self.scope.stmt_base(&set.base);
        if found.is_empty() {
            return Err(self.scope.error(
                "\"the statement\" names no statement here (the box it speaks of carries \
                 none), so it is not read"
                    .to_string(),
            ));
        }
        if !set.filter.is_empty() {
            return Ok(());
        }
        // `the statement on each box`: every box named has its one.
        if let StmtBase::On(boxes, None) = &set.base {
            if boxes.filter.is_empty() {
                for c in self.scope.base(&boxes.base) {
                    let n = self.scope.statements_of(c).len();
                    if n != 1 {
                        return Err(self.scope.error(self.no_single_statement(c, n)));
                    }
                }
            }
        }
        for &(c, _) in found.iter().map(|(s, _)| s) {
            let n = found.iter().filter(|((d, _), _)| *d == c).count();
            if n > 1 {
                return Err(self.scope.error(self.no_single_statement(c, n)));
            }
        }
        Ok(())
    }

    /// Refuses a place past the last statement of the one box named (`the
    /// third statement on the blue box` when it carries two): it names no
    /// statement, and is not read as false. A place among several boxes
    /// (`the second statement on each box`) ranges over those that have it.
    fn position_exists(&self, boxes: &BoxSet, n: usize) -> Result<()> {
        let BoxBase::Listed(list) = &boxes.base else {
            return Ok(());
        };
        let [r] = list.as_slice() else {
            return Ok(());
        };
        let c = self.scope.resolve(*r);
        let count = self.scope.statements_of(c).len();
        if n <= count {
            return Ok(());
        }
        let b = match c == self.scope.speaker() {
            true => "this box".to_string(),
            false => format!("the {c} box"),
        };
        let has = match count {
            0 => "none".to_string(),
            1 => "only one statement".to_string(),
            k => format!("only {k} statements"),
        };
        Err(self.scope.error(format!(
            "statement number {n} on {b} names no statement: {b} has {has}, so it is not read \
             (it is not taken as false); name a statement it carries"
        )))
    }

    /// Why a box's singular own statement (`a box whose statement is
    /// true`, `its statement`) is not read for box `c`, which carries `n`
    /// statements, with the forms that read in its place.
    fn no_single_own_statement(&self, c: Colour, n: usize) -> String {
        let b = match c == self.scope.speaker() {
            true => "this box".to_string(),
            false => format!("the {c} box"),
        };
        format!(
            "\"whose statement\" / \"its statement\" has no single referent on {b}: {b} has \
             {n} statements (it is not read as all of them); say \"whose statements\" / \"its \
             statements\" for all of a box's statements, or name one (\"the first statement on \
             {b}\")"
        )
    }

    /// Why a singular `the statement` of box `c`, which carries `n`
    /// statements, is not read, with the forms that do read.
    fn no_single_statement(&self, c: Colour, n: usize) -> String {
        let b = match c == self.scope.speaker() {
            true => "this box".to_string(),
            false => format!("the {c} box"),
        };
        if n == 0 {
            return format!(
                "\"the statement\" of {b} names no statement: {b} has none, so it is not read"
            );
        }
        format!(
            "\"the statement\" of {b} has no single referent: {b} has {n} statements (it is \
             not read as all of them); say \"the first statement on {b}\", \"every statement \
             on {b}\" or \"some statement on {b}\""
        )
    }

    /// `(membership, property)` pairs for a set's members.
    fn pairs<T>(
        &self,
        members: Members<T>,
        prop: impl Fn(&T) -> Result<Formula>,
    ) -> Result<Vec<(Formula, Formula)>> {
        members
            .into_iter()
            .map(|(m, f)| Ok((f, prop(&m)?)))
            .collect()
    }

    fn too_many(&self, n: usize) -> Result<()> {
        if n > MAX_COUNTED {
            return Err(self.scope.error(format!(
                "a counting claim over {n} members (at most {MAX_COUNTED} are supported)"
            )));
        }
        Ok(())
    }

    /// Refuses a quantifier that presupposes `n` ≥ 2 members (`both`, `the
    /// two`, `all three`, `neither`, `either`) over a set fixed by the
    /// layout with another number here (`both statements on` a box with
    /// three, `both of my neighbours` on an end box): the claim would be
    /// false whatever happens, and it is the count the writer took for
    /// granted that is wrong, so no constant is read in its place. The
    /// message says how many there are and what to write. Singular `the`
    /// (`n` = 1) is not checked yet (docs/parlor.md, *Known gaps*).
    fn counted_as_said(&self, n: u32, members: &[(Formula, Formula)]) -> Result<()> {
        let fixed = members
            .iter()
            .all(|(m, _)| matches!(m.node(), Node::Const(_)));
        let have = members
            .iter()
            .filter(|(m, _)| matches!(m.node(), Node::Const(true)))
            .count();
        if !fixed || have == n as usize || n < 2 {
            return Ok(());
        }
        let words = self.scope.own_words();
        let said = ["both", "neither", "either", "two", "three"]
            .into_iter()
            .find(|w| words.iter().any(|x| x == w))
            .unwrap_or("the");
        let number = |k: usize| match k {
            0 => "none".to_string(),
            1 => "one".to_string(),
            2 => "two".to_string(),
            3 => "three".to_string(),
            k => k.to_string(),
        };
        let write = match have {
            0 => "name something that is here".to_string(),
            1 => "say it in the singular (`my neighbour`, `the statement on the black box`)"
                .to_string(),
            2 => "write `both …` for the two, or `either …` / `a …` for one of them".to_string(),
            k => format!(
                "write `all {} …` or `every …` for all of them, or name the ones meant",
                number(k)
            ),
        };
        Err(self.scope.error(format!(
            "\"{said}\" takes for granted that it speaks of {}, and here there {} {}, so it is \
             not read (it would be false whatever happens): {write}",
            number(n as usize),
            if have == 1 { "is" } else { "are" },
            number(have),
        )))
    }

    /// Lowers a quantifier over `(membership, property)` pairs (see [`Quant`]).
    fn quantify(&self, q: Quant, members: &[(Formula, Formula)]) -> Result<Formula> {
        let every = || {
            Formula::and(
                members
                    .iter()
                    .map(|(m, p)| Formula::implies(m.clone(), p.clone())),
            )
        };
        let membership = || members.iter().map(|(m, _)| m.clone()).collect::<Vec<_>>();
        Ok(match q {
            Quant::All => every(),
            Quant::The => Formula::and([Formula::or(membership()), every()]),
            Quant::TheOne => {
                self.too_many(members.len())?;
                Formula::and([exactly(1, &membership()), every()])
            }
            Quant::Each(n) => {
                self.too_many(members.len())?;
                self.counted_as_said(n, members)?;
                Formula::and([exactly(n as usize, &membership()), every()])
            }
            Quant::OfTwo(cmp, n) => {
                self.too_many(members.len())?;
                self.counted_as_said(2, members)?;
                let both: Vec<Formula> = members
                    .iter()
                    .map(|(m, p)| Formula::and([m.clone(), p.clone()]))
                    .collect();
                Formula::and([
                    exactly(2, &membership()),
                    count_where(&both, |k| cmp.holds(k, n as usize)),
                ])
            }
            Quant::Count(cmp, n) => {
                let both: Vec<Formula> = members
                    .iter()
                    .map(|(m, p)| Formula::and([m.clone(), p.clone()]))
                    .collect();
                if cmp == Cmp::Ge && n == 1 {
                    return Ok(Formula::or(both));
                }
                self.too_many(both.len())?;
                count_where(&both, |k| cmp.holds(k, n as usize))
            }
            Quant::Share(cmp, num, den) => {
                // For each number of members (fixed for a static set),
                // the counts of those with the property that keep the share.
                let both: Vec<Formula> = members
                    .iter()
                    .map(|(m, p)| Formula::and([m.clone(), p.clone()]))
                    .collect();
                self.too_many(both.len())?;
                let (num, den) = (num as usize, den as usize);
                Formula::or((0..=members.len()).map(|size| {
                    Formula::and([
                        exactly(size, &membership()),
                        count_where(&both, |k| cmp.holds(k * den, num * size)),
                    ])
                }))
            }
        })
    }

    /// A size of printed text compared with a number or another size,
    /// decided from the texts; an error when the ways of counting
    /// characters disagree or a phrase names no single statement.
    fn size(&self, printed: &Printed, unit: Unit, cmp: Cmp, amount: &Amount) -> Result<bool> {
        let sizes = |p: &Printed, other: bool| {
            self.scope.printed_size(p, unit).map_err(|why| {
                self.scope
                    .error(format!("{} {why}", printed_phrase(p, other)))
            })
        };
        let left = sizes(printed, false)?;
        let right = match amount {
            Amount::Number(n) => vec![*n as usize; left.len()],
            Amount::Of(other) => sizes(other, true)?,
        };
        let holds: Vec<bool> = left
            .iter()
            .zip(&right)
            .map(|(a, b)| cmp.holds(*a, *b))
            .collect();
        if holds.iter().any(|h| *h != holds[0]) {
            return Err(self.scope.error(
                "whether it holds depends on how characters are counted (with or without spaces and punctuation), so it is not read; count words or letters instead".into(),
            ));
        }
        Ok(holds[0])
    }

    /// The terms counted by a [`Count`].
    fn counted(&self, c: &Count) -> Result<Vec<Formula>> {
        let pairs = match c {
            Count::Boxes(set, p) => self.pairs(self.boxes(set)?, |b| self.box_pred(*b, p))?,
            Count::Stmts(set, p) => self.pairs(self.stmts(set)?, |s| self.stmt_pred(*s, p))?,
        };
        self.too_many(pairs.len())?;
        Ok(pairs
            .into_iter()
            .map(|(m, p)| Formula::and([m, p]))
            .collect())
    }

    /// Box `b` strictly leads every other box in `measure` (see
    /// [`BoxPred::Most`]).
    fn most(&self, b: Colour, measure: &Measure, fewest: bool) -> Result<Formula> {
        let cmp = if fewest { Cmp::Lt } else { Cmp::Gt };
        let others = Colour::ALL.into_iter().filter(|c| *c != b);
        Ok(match measure {
            Measure::Stmts(p) => {
                let on = |c: Colour| {
                    let boxes = BoxSet::of(BoxBase::one(BoxRef::Is(c)));
                    Count::Stmts(StmtSet::of(StmtBase::On(boxes, None)), p.clone())
                };
                let each: Vec<Colour> = others.collect();
                Formula::and(self.each(&each, |c| self.compare(&on(b), cmp, &on(*c)))?)
            }
            Measure::Words | Measure::Letters => {
                let size = |c: Colour| self.scope.box_size(c, measure == &Measure::Letters);
                Formula::constant(others.into_iter().all(|c| cmp.holds(size(b), size(c))))
            }
        })
    }

    fn compare(&self, a: &Count, cmp: Cmp, b: &Count) -> Result<Formula> {
        let (left, right) = (self.counted(a)?, self.counted(b)?);
        let mut options = Vec::new();
        for i in 0..=left.len() {
            let rights: Vec<usize> = (0..=right.len()).filter(|j| cmp.holds(i, *j)).collect();
            if !rights.is_empty() {
                let right_ok = Formula::or(rights.iter().map(|j| exactly(*j, &right)));
                options.push(Formula::and([exactly(i, &left), right_ok]));
            }
        }
        Ok(Formula::or(options))
    }

    /// At least two statements in the set, all with the same wording; the
    /// set's members are fixed (filters that depend on the reading are not
    /// supported here and make the claim an error).
    fn identical(&self, set: &StmtSet) -> Result<Formula> {
        let members = self.stmts(set)?;
        if members.iter().any(|(_, m)| m.as_const() != Some(true)) {
            return Err(self
                .scope
                .error("\"identical wording\" needs a fixed set of statements".into()));
        }
        let texts: Vec<Vec<String>> = members
            .iter()
            .map(|(s, _)| wording::wording(self.scope.text_of(*s)))
            .collect();
        Ok(Formula::constant(
            texts.len() >= 2 && texts.windows(2).all(|w| w[0] == w[1]),
        ))
    }

    /// Statements of the set containing `from`, read again with the word
    /// replaced, each in its own place; quantified by `quant`.
    /// Whether box `r` says `said` (see [`Claim::Says`]): one of its
    /// statements is equivalent to it under the rules; an error when none
    /// is but what the box says implies it (said only in part).
    fn says(&self, r: BoxRef, said: &Claim) -> Result<bool> {
        if self.depth >= MAX_DEPTH {
            return Err(self
                .scope
                .error("reports of what a box says nest too deeply".into()));
        }
        let b = self.scope.resolve(r);
        let reported = self.claim(said)?;
        let rules = crate::model::rules(self.scope.puzzle());
        let control = logic::Control::new();
        let mut own = Vec::new();
        for k in 1..=self.scope.count(b) {
            let ctx = Ctx {
                scope: self.scope.moved_to((b, k)),
                depth: self.depth + 1,
            };
            let f = match &self.scope.puzzle().statements(b)[k - 1].content {
                Content::English(claim) => ctx.claim(claim)?,
                Content::Formula(f) => ctx.check_formula(f)?,
                Content::Aside => Atom::Stmt(b, k).formula(),
            };
            if crate::model::equivalent(&rules, &f, &reported, &control)? {
                return Ok(true);
            }
            own.push(f);
        }
        if !own.is_empty()
            && crate::model::entails(&rules, &Formula::and(own), &reported, &control)?
        {
            return Err(self.scope.error(format!(
                "the {b} box says this only as part of what it says, not in a statement of its \
                 own: say what it says (`the {b} box's statement is true`), or the sentence itself"
            )));
        }
        Ok(false)
    }

    fn replaced(&self, quant: Quant, set: &StmtSet, from: &str, to: &str) -> Result<Formula> {
        if self.depth >= MAX_DEPTH {
            return Err(self.scope.error("word replacements nest too deeply".into()));
        }
        let mut pairs = Vec::new();
        for (s, member) in self.stmts(set)? {
            let Some(text) = wording::replace_word(self.scope.text_of(s), from, to) else {
                continue;
            };
            let reading = grammar::read(&text)
                .map_err(|e| self.scope.error(format!("after replacing the word: {e}")))?;
            let ctx = Ctx {
                scope: self.scope.moved_to(s),
                depth: self.depth + 1,
            };
            pairs.push((member, ctx.claim(&reading.claim)?));
        }
        self.quantify(quant, &pairs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use logic::all_assignments;

    /// The white box says `white`, the black box carries `black`.
    fn lowered(white: &str, black: &[&str]) -> Result<Formula> {
        let read = |t: &str| crate::puzzle::Statement::parse(t).unwrap();
        let puzzle = Puzzle::new([
            vec![read("The gems are in the blue box")],
            vec![read(white)],
            black.iter().map(|t| read(t)).collect(),
        ]);
        statement(&puzzle, Colour::White, 1)
    }

    /// Whether two formulas agree on every assignment of their atoms.
    fn equivalent(a: &Formula, b: &Formula) -> bool {
        let mut names: Vec<String> = a.vars().into_iter().chain(b.vars()).collect();
        names.sort();
        names.dedup();
        all_assignments(names)
            .unwrap()
            .all(|v| a.value(&v) == b.value(&v))
    }

    #[test]
    fn the_statement_on_a_box_with_one_statement_is_that_statement() {
        for text in [
            "The statement on the black box is false",
            "The black box's statement is false",
        ] {
            let one = lowered(text, &["The gems are here"]).unwrap();
            let every = lowered(
                "Every statement on the black box is false",
                &["The gems are here"],
            )
            .unwrap();
            assert!(equivalent(&one, &every), "{text}");
        }
    }

    #[test]
    fn the_statement_on_a_box_with_two_statements_is_refused_with_forms_that_read() {
        let two = ["The gems are here", "The blue box is true"];
        for text in [
            "The statement on the black box is false",
            "The black box's statement is false",
            "The statement on the black box has five words",
        ] {
            let error = lowered(text, &two).unwrap_err().to_string();
            assert!(
                error.contains("the black box has 2 statements")
                    && error.contains("not read as all of them"),
                "{text}: {error}"
            );
            // Every form the message offers reads on the same puzzle.
            let offered: Vec<&str> = error.split('"').skip(3).step_by(2).collect();
            assert_eq!(offered.len(), 3, "{error}");
            for form in offered {
                let sentence = format!("{form} is false");
                assert!(lowered(&sentence, &two).is_ok(), "{sentence}");
            }
        }
        // The plural is the box's truth, as before.
        let plural = lowered("The statements on the black box are false", &two).unwrap();
        let box_false = lowered("The black box is false", &two).unwrap();
        assert!(equivalent(&plural, &box_false));
    }

    #[test]
    fn the_statement_on_each_box_is_each_box_s_one_statement() {
        let one = ["The gems are here"];
        let each = lowered("The statement on each box is false", &one).unwrap();
        let every = lowered("Every statement on each box is false", &one).unwrap();
        assert!(equivalent(&each, &every));
        // A box with two statements, or none, has no single one.
        let two = ["The gems are here", "The blue box is true"];
        let error = lowered("The statement on each box is false", &two)
            .unwrap_err()
            .to_string();
        assert!(error.contains("the black box has 2 statements"), "{error}");
        let error = lowered("The statement on each box is false", &[])
            .unwrap_err()
            .to_string();
        assert!(error.contains("the black box has none"), "{error}");
    }

    #[test]
    fn a_box_whose_statement_is_so_has_exactly_one() {
        // A blank box has no statement that is false: it is not such a box.
        let singular = lowered("The gems are in a box whose statement is false", &[]).unwrap();
        let plural = lowered("The gems are in a box whose statements are false", &[]).unwrap();
        assert!(equivalent(&singular, &plural));
        let two = ["The gems are here", "The blue box is true"];
        let error = lowered("The gems are in a box whose statement is false", &two)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("the black box has 2 statements")
                && error.contains("say \"whose statements\""),
            "{error}"
        );
        let offered = lowered("The gems are in a box whose statements are false", &two);
        assert!(offered.is_ok());
    }

    #[test]
    fn a_place_past_the_last_statement_is_refused_with_the_count() {
        let two = ["The gems are here", "The blue box is true"];
        let error = lowered("The third statement on the black box is false", &two)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("statement number 3 on the black box names no statement")
                && error.contains("only 2 statements"),
            "{error}"
        );
        assert!(lowered("The second statement on the black box is false", &two).is_ok());
    }

    #[test]
    fn the_statement_on_a_box_with_no_statement_is_refused() {
        let error = lowered("The statement on the black box is false", &[])
            .unwrap_err()
            .to_string();
        assert!(error.contains("names no statement"), "{error}");
    }

    #[test]
    fn exactly_and_count_where_count_true_terms() {
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
        let terms: Vec<Formula> = names.iter().map(|n| Formula::var(*n)).collect();
        for k in 0..=10 {
            let f = exactly(k, &terms);
            let g = count_where(&terms, |n| n >= k);
            for a in all_assignments(names).unwrap() {
                let count = a.values().filter(|v| **v).count();
                assert_eq!(f.value(&a), Some(count == k), "k={k} {a:?}");
                assert_eq!(g.value(&a), Some(count >= k), "k={k} {a:?}");
            }
        }
    }
}
