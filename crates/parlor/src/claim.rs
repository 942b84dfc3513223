//! What an English statement claims, in the puzzle's own terms.
//!
//! The grammar turns a sentence into a [`Claim`]; [`crate::lower`] turns a
//! claim into a formula over the puzzle's atoms. A claim never depends on
//! which box it stands on until it is lowered: `this box`, `this statement`
//! and `the other boxes` stay symbolic ([`BoxRef::This`], [`StmtRef::This`],
//! [`Range::Others`]).
//!
//! Quantifier terms ([`Quant`]): `Some` = at least one member satisfies;
//! `All` = every member satisfies (vacuously true when there is none);
//! `Each(n)` = there are exactly `n` members and all satisfy ("both", "all
//! three", and with `n = 1` the definite "the X box"); `Exactly(n)` =
//! exactly `n` members satisfy.

use crate::colour::Colour;

/// A box named inside a statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoxRef {
    /// The box the statement stands on.
    This,
    /// A box named by colour or position.
    Is(Colour),
}

/// A property of one box in a reading.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Pred {
    /// Holds the gems.
    Gems,
    /// Has statements, all true (`true(B)`).
    True,
    /// Has statements, all false (`false(B)`).
    False,
    /// Has at least one true statement.
    HasTrue,
    /// Has at least one false statement.
    HasFalse,
    /// Has at least one statement.
    HasStatement,
    /// Is the given box (colour / position facts are constants).
    Is(Colour),
    /// Negation.
    Not(Box<Pred>),
}

impl Pred {
    /// "Empty": not holding the gems.
    pub fn empty() -> Pred {
        Pred::Not(Box::new(Pred::Gems))
    }
}

/// The boxes a quantified claim ranges over, before any filter.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Range {
    /// All three boxes.
    Every,
    /// The two boxes other than this one.
    Others,
    /// The boxes beside this one.
    Neighbours,
    /// Boxes named in the sentence, in order, without repeats.
    Listed(Vec<BoxRef>),
    /// Boxes with a statement whose text contains this letter (lower case).
    WithLetter(char),
    /// Boxes with a statement whose text contains this word (lower case).
    WithWord(String),
    /// Boxes with a statement whose wording appears on no other box.
    UniqueStatement,
    /// Boxes with a statement claiming "this box is/has …" the property.
    Claiming(Pred),
}

/// A set of boxes: a range, optionally narrowed by a property that depends
/// on the reading ("the true box", "a box with a false statement").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Boxes {
    /// The fixed part of the set.
    pub range: Range,
    /// Members must also satisfy this in the reading.
    pub filter: Option<Pred>,
}

/// How many members of a set must satisfy a property (see module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Quant {
    /// At least one.
    Some,
    /// Every member.
    All,
    /// Exactly `n` members exist and all satisfy.
    Each(u32),
    /// Exactly `n` members satisfy.
    Exactly(u32),
}

/// A statement named inside a statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StmtRef {
    /// The statement itself.
    This,
    /// The statement just above it on the same box.
    Above,
    /// The statement at a 1-based position on a box.
    At(BoxRef, usize),
}

/// A set of statements for counting claims.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Stmts {
    /// Every statement in the room.
    All,
    /// Every statement except this one.
    Others,
    /// The statement at this 1-based position on each box that has one.
    Nth(usize),
    /// Statements whose text contains this word (lower case).
    WithWord(String),
}

/// What a statement claims.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Claim {
    /// A fact about the room, known to be true or false.
    Fact(bool),
    /// A remark about the puzzle or the player ("of no help at all"); read as false.
    Meta,
    /// One box has a property.
    Box(BoxRef, Pred),
    /// A quantified claim about boxes.
    Boxes(Quant, Boxes, Pred),
    /// One statement is true.
    Stmt(StmtRef),
    /// A quantified claim about statements being true (`true`) or false.
    Stmts(Quant, Stmts, bool),
    /// As many statements are true as are false.
    EqualTrueFalse,
    /// This statement's wording appears on another box.
    AppearsElsewhere,
    /// This statement's wording appears on no other box.
    Unique,
    /// All other statements have the same wording.
    OthersIdentical,
    /// This statement's text has exactly this many words.
    WordCount(u32),
    /// The quoted words appear on another box.
    PhraseElsewhere(String),
    /// A statement on one of the other boxes would be true with word `from` replaced by `to`.
    Replaced {
        /// The word to replace (lower case).
        from: String,
        /// Its replacement (lower case).
        to: String,
    },
    /// Negation.
    Not(Box<Claim>),
    /// Conjunction.
    And(Vec<Claim>),
    /// Disjunction.
    Or(Vec<Claim>),
    /// Implication.
    Implies(Box<Claim>, Box<Claim>),
    /// Equivalence.
    Iff(Box<Claim>, Box<Claim>),
}

impl Claim {
    /// Negates a claim.
    pub fn negate(claim: Claim) -> Claim {
        Claim::Not(Box::new(claim))
    }

    /// The box-level property this claim asserts about its own box
    /// ("this box is X"), used by [`Range::Claiming`].
    pub fn self_property(&self) -> Option<&Pred> {
        match self {
            Claim::Box(BoxRef::This, pred) => Some(pred),
            _ => None,
        }
    }
}
