//! The rule table of the English grammar.
//!
//! Each [`Rule`] rewrites a nonterminal as a pattern (see `grammar::pattern`)
//! and builds the nonterminal's `Value` from the pattern's slot values.
//! The coverage of this table is documented in `docs/parlor.md`; every row
//! of that document's table is exercised by the grammar tests.

use super::pattern::Nt;
use super::value::{Args, Value};
use crate::claim::{BoxRef, Boxes, Claim, Pred, Quant, Range, StmtRef, Stmts};
use crate::colour::Colour;

/// Builds a value from slot values; `None` rejects the match.
pub type Build = fn(&mut Args) -> Option<Value>;

/// One grammar rule: `nt := pattern`.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// The nonterminal this rule produces.
    pub nt: Nt,
    /// The pattern, as shown to users.
    pub pattern: &'static str,
    /// The builder of the rule's value.
    pub build: Build,
}

const fn r(nt: Nt, pattern: &'static str, build: Build) -> Rule {
    Rule { nt, pattern, build }
}

fn claim(c: Claim) -> Option<Value> {
    Some(Value::Claim(c))
}

fn pred(p: Pred) -> Option<Value> {
    Some(Value::Pred(p))
}

fn set(q: Quant, range: Range, filter: Option<Pred>) -> Option<Value> {
    Some(Value::Set(q, Boxes { range, filter }))
}

/// Negates a claim when `neg`.
fn neg_claim(neg: bool, c: Claim) -> Claim {
    if neg {
        Claim::negate(c)
    } else {
        c
    }
}

/// Negates a property when `neg`.
fn neg_pred(neg: bool, p: Pred) -> Pred {
    if neg {
        Pred::Not(Box::new(p))
    } else {
        p
    }
}

/// `true` → box is true, `false` → box is false.
fn truth_pred(t: bool) -> Pred {
    if t {
        Pred::True
    } else {
        Pred::False
    }
}

/// "has a true statement" / "has a false statement".
fn has_pred(t: bool) -> Pred {
    if t {
        Pred::HasTrue
    } else {
        Pred::HasFalse
    }
}

/// A statement claimed to be true (`t`) or false, possibly negated.
fn stmt_claim(s: StmtRef, neg: bool, t: bool) -> Claim {
    neg_claim(neg == t, Claim::Stmt(s))
}

/// A property of the statements of a box, possibly negated ("is not true").
fn box_truth(b: BoxRef, neg: bool, t: bool) -> Claim {
    neg_claim(neg, Claim::Box(b, truth_pred(t)))
}

fn colour(c: Colour) -> Option<Value> {
    Some(Value::Colour(c))
}

fn boxed(c: Colour) -> Option<Value> {
    Some(Value::Box(BoxRef::Is(c)))
}

fn num(n: u32) -> Option<Value> {
    Some(Value::Num(n))
}

/// The rule table. Order does not matter: all readings are collected.
pub static RULES: &[Rule] = &[
    // ---- terminals with meaning ----
    r(Nt::Colour, "blue", |_| colour(Colour::Blue)),
    r(Nt::Colour, "white", |_| colour(Colour::White)),
    r(Nt::Colour, "black", |_| colour(Colour::Black)),
    r(Nt::Num, "one", |_| num(1)),
    r(Nt::Num, "two", |_| num(2)),
    r(Nt::Num, "three", |_| num(3)),
    r(Nt::Num, "four", |_| num(4)),
    r(Nt::Num, "five", |_| num(5)),
    r(Nt::Num, "six", |_| num(6)),
    r(Nt::Num, "seven", |_| num(7)),
    r(Nt::Num, "eight", |_| num(8)),
    r(Nt::Num, "nine", |_| num(9)),
    r(Nt::Ordinal, "first|top", |_| num(1)),
    r(Nt::Ordinal, "second", |_| num(2)),
    r(Nt::Ordinal, "third", |_| num(3)),
    r(Nt::Truth, "true", |_| Some(Value::Truth(true))),
    r(Nt::Truth, "false", |_| Some(Value::Truth(false))),
    // ---- one box ----
    r(Nt::Box, "this box", |_| Some(Value::Box(BoxRef::This))),
    r(Nt::Box, "the <colour> box", |a| boxed(a.colour()?)),
    r(Nt::Box, "the middle|center|centre box", |_| boxed(Colour::White)),
    r(Nt::Box, "the box in the middle", |_| boxed(Colour::White)),
    r(Nt::Box, "the left|leftmost box", |_| boxed(Colour::Blue)),
    r(Nt::Box, "the box on the left", |_| boxed(Colour::Blue)),
    r(Nt::Box, "the right|rightmost box", |_| boxed(Colour::Black)),
    r(Nt::Box, "the box on the right", |_| boxed(Colour::Black)),
    r(Nt::List, "[both] <box> and <box>", |a| Some(Value::List(vec![a.boxref()?, a.boxref()?]))),
    // ---- properties ----
    r(Nt::Filter, "true", |_| pred(Pred::True)),
    r(Nt::Filter, "false", |_| pred(Pred::False)),
    r(Nt::Filter, "empty", |_| pred(Pred::empty())),
    r(Nt::Adj, "empty", |_| pred(Pred::empty())),
    r(Nt::Adj, "<truth>", |a| pred(truth_pred(a.truth()?))),
    r(Nt::Adj, "<colour>", |a| pred(Pred::Is(a.colour()?))),
    r(Nt::Adj, "<box>", |a| match a.boxref()? {
        BoxRef::Is(c) => pred(Pred::Is(c)),
        BoxRef::This => None,
    }),
    r(Nt::Adj, "a|an <filter> box", |a| pred(a.pred()?)),
    r(Nt::Vp, "is|are [both] <neg> <adj>", |a| pred(neg_pred(a.neg()?, a.pred()?))),
    r(Nt::Vp, "[both] contains|contain|has|have|holds|hold [the] gems", |_| pred(Pred::Gems)),
    r(Nt::Vp, "does|do not contain|have|hold [the] gems", |_| pred(Pred::empty())),
    r(Nt::Vp, "contains|contain|has|have|holds|hold no gems", |_| pred(Pred::empty())),
    r(
        Nt::Vp,
        "[both] has|have|displays|display|makes|make [a] <truth> statement|statements",
        |a| pred(has_pred(a.truth()?)),
    ),
    r(Nt::Vp, "has|have|displays|display|makes|make no <truth> statement|statements", |a| {
        pred(Pred::Not(Box::new(has_pred(a.truth()?))))
    }),
    r(Nt::Vp, "does|do not have|display|make [a|any] <truth> statement|statements", |a| {
        pred(Pred::Not(Box::new(has_pred(a.truth()?))))
    }),
    r(Nt::Vp, "has|have|displays|display|makes|make a statement", |_| pred(Pred::HasStatement)),
    r(Nt::Vp, "has|have|displays|display no statement|statements", |_| {
        pred(Pred::Not(Box::new(Pred::HasStatement)))
    }),
    r(Nt::Vp, "does|do not have|display|make a|any statement|statements", |_| {
        pred(Pred::Not(Box::new(Pred::HasStatement)))
    }),
    // ---- sets of boxes ----
    r(Nt::Set, "a|one box next to this box", |_| set(Quant::Some, Range::Neighbours, None)),
    r(Nt::Set, "both boxes next to this box", |_| set(Quant::Each(2), Range::Neighbours, None)),
    r(Nt::Set, "[the] boxes next to this box", |_| set(Quant::All, Range::Neighbours, None)),
    r(Nt::Set, "the box next to this box", |_| set(Quant::Each(1), Range::Neighbours, None)),
    r(Nt::Set, "a|an <filter> box", |a| set(Quant::Some, Range::Every, Some(a.pred()?))),
    r(Nt::Set, "the <filter> box", |a| set(Quant::Some, Range::Every, Some(a.pred()?))),
    r(Nt::Set, "the only <filter> box", |a| set(Quant::Each(1), Range::Every, Some(a.pred()?))),
    r(Nt::Set, "the <filter> boxes", |a| set(Quant::All, Range::Every, Some(a.pred()?))),
    r(Nt::Set, "a box with a <truth> statement", |a| {
        set(Quant::Some, Range::Every, Some(has_pred(a.truth()?)))
    }),
    r(Nt::Set, "boxes with <truth> statements", |a| {
        set(Quant::All, Range::Every, Some(has_pred(a.truth()?)))
    }),
    r(Nt::Set, "the box with a <truth> statement", |a| {
        set(Quant::Some, Range::Every, Some(has_pred(a.truth()?)))
    }),
    r(Nt::Set, "the only box with a <truth> statement", |a| {
        set(Quant::Each(1), Range::Every, Some(has_pred(a.truth()?)))
    }),
    r(Nt::Set, "the other box with a <truth> statement", |a| {
        set(Quant::Each(1), Range::Others, Some(has_pred(a.truth()?)))
    }),
    r(Nt::Set, "a box with a statement", |_| set(Quant::Some, Range::Every, Some(Pred::HasStatement))),
    r(Nt::Set, "a box with a statement containing the letter <q>", |a| {
        let text = a.text()?;
        let mut chars = text.chars();
        let letter = chars.next()?;
        match chars.next() {
            None => set(Quant::Some, Range::WithLetter(letter), None),
            Some(_) => None,
        }
    }),
    r(Nt::Set, "a box with the word <q> on it", |a| set(Quant::Some, Range::WithWord(a.text()?), None)),
    r(Nt::Set, "a box that is [actually] <colour>", |a| {
        set(Quant::Some, Range::Every, Some(Pred::Is(a.colour()?)))
    }),
    r(Nt::Set, "the box with a unique statement", |_| set(Quant::Each(1), Range::UniqueStatement, None)),
    r(Nt::Set, "the box that claims to be <adj>", |a| set(Quant::Each(1), Range::Claiming(a.pred()?), None)),
    r(Nt::Set, "a box that claims to be <adj>", |a| set(Quant::Some, Range::Claiming(a.pred()?), None)),
    r(Nt::Set, "boxes that claim to be <adj>", |a| set(Quant::All, Range::Claiming(a.pred()?), None)),
    r(Nt::Set, "another box", |_| set(Quant::Some, Range::Others, None)),
    r(Nt::Set, "one of the other [two] boxes", |_| set(Quant::Some, Range::Others, None)),
    r(Nt::Set, "only|exactly one of the other [two] boxes", |_| set(Quant::Exactly(1), Range::Others, None)),
    r(Nt::Set, "the other two boxes", |_| set(Quant::Each(2), Range::Others, None)),
    r(Nt::Set, "both other boxes", |_| set(Quant::Each(2), Range::Others, None)),
    r(Nt::Set, "every|each box", |_| set(Quant::All, Range::Every, None)),
    r(Nt::Set, "all [the] boxes", |_| set(Quant::All, Range::Every, None)),
    r(Nt::Set, "all three boxes", |_| set(Quant::Each(3), Range::Every, None)),
    r(Nt::Set, "only one box", |_| set(Quant::Exactly(1), Range::Every, None)),
    r(Nt::Set, "exactly <num> box|boxes", |a| set(Quant::Exactly(a.num()?), Range::Every, None)),
    r(Nt::Set, "<num> box|boxes", |a| set(Quant::Exactly(a.num()?), Range::Every, None)),
    r(Nt::Set, "<num> box|boxes in this room", |a| set(Quant::Exactly(a.num()?), Range::Every, None)),
    // ---- claims about boxes ----
    r(Nt::Simple, "<box> <vp>", |a| claim(Claim::Box(a.boxref()?, a.pred()?))),
    r(Nt::Simple, "<list> <vp>", |a| {
        let list = a.list()?;
        claim(Claim::Boxes(Quant::All, Boxes { range: Range::Listed(list), filter: None }, a.pred()?))
    }),
    r(Nt::Simple, "<set> <vp>", |a| {
        let (q, boxes) = a.set()?;
        claim(Claim::Boxes(q, boxes, a.pred()?))
    }),
    r(Nt::Simple, "no box <vp>", |a| {
        let boxes = Boxes { range: Range::Every, filter: None };
        claim(Claim::negate(Claim::Boxes(Quant::Some, boxes, a.pred()?)))
    }),
    r(Nt::Simple, "[the] gems are|is <neg> in <box>", |a| {
        let neg = a.neg()?;
        claim(neg_claim(neg, Claim::Box(a.boxref()?, Pred::Gems)))
    }),
    r(Nt::Simple, "[the] gems are|is <neg> in <set>", |a| {
        let neg = a.neg()?;
        let (q, boxes) = a.set()?;
        claim(neg_claim(neg, Claim::Boxes(q, boxes, Pred::Gems)))
    }),
    r(Nt::Simple, "[the] gems are|is <neg> in <list>", |a| {
        let neg = a.neg()?;
        let boxes = Boxes { range: Range::Listed(a.list()?), filter: None };
        claim(neg_claim(neg, Claim::Boxes(Quant::All, boxes, Pred::Gems)))
    }),
    r(Nt::Simple, "[the] gems are|is <neg> in [either] <box> or <box>", |a| {
        let neg = a.neg()?;
        let boxes = Boxes { range: Range::Listed(vec![a.boxref()?, a.boxref()?]), filter: None };
        claim(neg_claim(neg, Claim::Boxes(Quant::Some, boxes, Pred::Gems)))
    }),
    r(Nt::Simple, "this is <neg> <adj>", |a| {
        let neg = a.neg()?;
        claim(Claim::Box(BoxRef::This, neg_pred(neg, a.pred()?)))
    }),
    r(Nt::Simple, "this is the only <filter> box", |a| {
        let p = a.pred()?;
        claim(the_only(BoxRef::This, p))
    }),
    r(Nt::Simple, "<box> is the only <filter> box", |a| {
        let b = a.boxref()?;
        claim(the_only(b, a.pred()?))
    }),
    r(Nt::Simple, "<box> is one of the <num> <filter> boxes", |a| {
        let b = a.boxref()?;
        let n = a.num()?;
        let p = a.pred()?;
        let count = Claim::Boxes(Quant::Exactly(n), Boxes { range: Range::Every, filter: None }, p.clone());
        claim(Claim::And(vec![Claim::Box(b, p), count]))
    }),
    r(Nt::Simple, "there are|is [only] <num> <filter> box|boxes", |a| {
        let n = a.num()?;
        claim(Claim::Boxes(Quant::Exactly(n), Boxes { range: Range::Every, filter: None }, a.pred()?))
    }),
    r(Nt::Simple, "the truth is on another box", |_| {
        claim(Claim::Boxes(Quant::Some, Boxes { range: Range::Others, filter: None }, Pred::True))
    }),
    r(Nt::Simple, "you will open this box and find it empty", |_| {
        claim(Claim::Box(BoxRef::This, Pred::empty()))
    }),
    // ---- facts about the room ----
    r(Nt::Simple, "there are|is [only] <num> box|boxes", |a| claim(Claim::Fact(a.num()? == 3))),
    r(Nt::Simple, "there are|is [only] <num> box|boxes in this room", |a| claim(Claim::Fact(a.num()? == 3))),
    r(Nt::Simple, "you are in the parlor|parlour", |_| claim(Claim::Fact(true))),
    r(Nt::Simple, "[the] gems are|is on the <word>", |_| claim(Claim::Fact(false))),
    r(Nt::Simple, "there is a second wind-up key in this room", |_| claim(Claim::Fact(false))),
    // ---- remarks about the puzzle ----
    r(Nt::Simple, "this statement is of no help at all", |_| claim(Claim::Meta)),
    r(Nt::Simple, "this puzzle is harder than it seems", |_| claim(Claim::Meta)),
    r(Nt::Simple, "you will not solve this puzzle", |_| claim(Claim::Meta)),
    // ---- statements ----
    r(Nt::Simple, "this statement is <neg> <truth>", |a| {
        let neg = a.neg()?;
        claim(stmt_claim(StmtRef::This, neg, a.truth()?))
    }),
    r(Nt::Simple, "the above statement is <neg> <truth>", |a| {
        let neg = a.neg()?;
        claim(stmt_claim(StmtRef::Above, neg, a.truth()?))
    }),
    r(Nt::Simple, "the statement above is <neg> <truth>", |a| {
        let neg = a.neg()?;
        claim(stmt_claim(StmtRef::Above, neg, a.truth()?))
    }),
    r(Nt::Simple, "the <ordinal> statement on|of <box> is <neg> <truth>", |a| {
        let n = a.num()? as usize;
        let at = StmtRef::At(a.boxref()?, n);
        let neg = a.neg()?;
        claim(stmt_claim(at, neg, a.truth()?))
    }),
    r(Nt::Simple, "the statement on|of <box> is <neg> <truth>", |a| {
        let b = a.boxref()?;
        let neg = a.neg()?;
        claim(box_truth(b, neg, a.truth()?))
    }),
    r(Nt::Simple, "the <ordinal> statement|statements on|of each box is|are <truth>", |a| {
        let n = a.num()? as usize;
        claim(Claim::Stmts(Quant::All, Stmts::Nth(n), a.truth()?))
    }),
    r(Nt::Simple, "there are|is [only] <num> <truth> statement|statements", |a| {
        let n = a.num()?;
        claim(Claim::Stmts(Quant::Exactly(n), Stmts::All, a.truth()?))
    }),
    r(Nt::Simple, "only|exactly <num> statement|statements is|are <truth>", |a| {
        let n = a.num()?;
        claim(Claim::Stmts(Quant::Exactly(n), Stmts::All, a.truth()?))
    }),
    r(Nt::Simple, "<num> statement|statements is|are <truth>", |a| {
        let n = a.num()?;
        claim(Claim::Stmts(Quant::Exactly(n), Stmts::All, a.truth()?))
    }),
    r(Nt::Simple, "<num> statement|statements in this room is|are <truth>", |a| {
        let n = a.num()?;
        claim(Claim::Stmts(Quant::Exactly(n), Stmts::All, a.truth()?))
    }),
    r(Nt::Simple, "all <num> statements are <truth>", |a| {
        let n = a.num()?;
        claim(Claim::Stmts(Quant::Each(n), Stmts::All, a.truth()?))
    }),
    r(Nt::Simple, "all [the] statements are <truth>", |a| claim(Claim::Stmts(Quant::All, Stmts::All, a.truth()?))),
    r(Nt::Simple, "every statement is <truth>", |a| claim(Claim::Stmts(Quant::All, Stmts::All, a.truth()?))),
    r(Nt::Simple, "the other two statements are [both] <truth>", |a| {
        claim(Claim::Stmts(Quant::Each(2), Stmts::Others, a.truth()?))
    }),
    r(Nt::Simple, "the other statements are [all] <truth>", |a| {
        claim(Claim::Stmts(Quant::All, Stmts::Others, a.truth()?))
    }),
    r(Nt::Simple, "this is the only <truth> statement", |a| {
        let t = a.truth()?;
        let count = Claim::Stmts(Quant::Exactly(1), Stmts::All, t);
        claim(Claim::And(vec![stmt_claim(StmtRef::This, false, t), count]))
    }),
    r(Nt::Simple, "statements with the word <word> are [always] <truth>", |a| {
        let w = a.text()?;
        claim(Claim::Stmts(Quant::All, Stmts::WithWord(w), a.truth()?))
    }),
    r(Nt::Simple, "every|each|any statement with the word <word> is [always] <truth>", |a| {
        let w = a.text()?;
        claim(Claim::Stmts(Quant::All, Stmts::WithWord(w), a.truth()?))
    }),
    r(Nt::Simple, "an equal number of true and false statements", |_| claim(Claim::EqualTrueFalse)),
    r(Nt::Simple, "there are|is an equal number of true and false statements", |_| {
        claim(Claim::EqualTrueFalse)
    }),
    r(Nt::Simple, "this statement is as true as the statement on <box>", |a| {
        let other = Claim::Box(a.boxref()?, Pred::True);
        claim(Claim::Iff(Box::new(Claim::Stmt(StmtRef::This)), Box::new(other)))
    }),
    r(Nt::Simple, "the statement on <box> is as true as this statement", |a| {
        let other = Claim::Box(a.boxref()?, Pred::True);
        claim(Claim::Iff(Box::new(other), Box::new(Claim::Stmt(StmtRef::This))))
    }),
    r(Nt::Simple, "the statement on <box> is true as is this statement", |a| {
        let other = Claim::Box(a.boxref()?, Pred::True);
        claim(Claim::And(vec![other, Claim::Stmt(StmtRef::This)]))
    }),
    // ---- wording ----
    r(Nt::Simple, "this statement appears on another box", |_| claim(Claim::AppearsElsewhere)),
    r(Nt::Simple, "this statement is unique", |_| claim(Claim::Unique)),
    r(Nt::Simple, "the other two statements have identical wording", |_| claim(Claim::OthersIdentical)),
    r(Nt::Simple, "the other statements have identical wording", |_| claim(Claim::OthersIdentical)),
    r(Nt::Simple, "this statement contains|has <num> words", |a| claim(Claim::WordCount(a.num()?))),
    r(Nt::Simple, "the words <q> are on another box", |a| claim(Claim::PhraseElsewhere(a.text()?))),
    r(
        Nt::Simple,
        "the statement on one of the other two boxes would be true if you replaced the word <q> with the word <q>",
        |a| claim(Claim::Replaced { from: a.text()?, to: a.text()? }),
    ),
    // ---- compounds ----
    r(Nt::Sentence, "<simple>", |a| claim(a.claim()?)),
    r(Nt::Sentence, "<simple> and <simple>", |a| claim(Claim::And(vec![a.claim()?, a.claim()?]))),
    r(Nt::Sentence, "[either] <simple> or <simple>", |a| claim(Claim::Or(vec![a.claim()?, a.claim()?]))),
    r(Nt::Sentence, "if <simple> then <simple>", |a| {
        claim(Claim::Implies(Box::new(a.claim()?), Box::new(a.claim()?)))
    }),
    r(Nt::Sentence, "<simple> if <simple>", |a| {
        let then = a.claim()?;
        claim(Claim::Implies(Box::new(a.claim()?), Box::new(then)))
    }),
    r(Nt::Sentence, "<simple> if and only if <simple>", |a| {
        claim(Claim::Iff(Box::new(a.claim()?), Box::new(a.claim()?)))
    }),
    r(Nt::Sentence, "<box> <vp> and it <vp>", |a| {
        let b = a.boxref()?;
        claim(Claim::And(vec![Claim::Box(b, a.pred()?), Claim::Box(b, a.pred()?)]))
    }),
    r(Nt::Sentence, "<box> <vp> if it <vp>", |a| {
        let b = a.boxref()?;
        let then = Claim::Box(b, a.pred()?);
        claim(Claim::Implies(Box::new(Claim::Box(b, a.pred()?)), Box::new(then)))
    }),
    r(Nt::Sentence, "<list> are either both <adj> or both <adj>", |a| {
        let list = a.list()?;
        let all = |p: Pred| Claim::Boxes(Quant::All, Boxes { range: Range::Listed(list.clone()), filter: None }, p);
        claim(Claim::Or(vec![all(a.pred()?), all(a.pred()?)]))
    }),
];

/// "`b` is the only box with property `p`".
fn the_only(b: BoxRef, p: Pred) -> Claim {
    let count = Claim::Boxes(
        Quant::Exactly(1),
        Boxes {
            range: Range::Every,
            filter: None,
        },
        p.clone(),
    );
    Claim::And(vec![Claim::Box(b, p), count])
}
