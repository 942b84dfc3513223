//! Propositional formulas over named variables, simplified as they are built.
//!
//! A [`Formula`] can only be created through its constructors, which keep the
//! following invariants (the "simplified form"):
//! - `And`/`Or` have at least two terms, none of which is a constant or a node
//!   of the same kind (nested conjunctions/disjunctions are flattened);
//! - `Not` never wraps a constant or another `Not`;
//! - `Implies`/`Iff` never have a constant operand;
//! - a constant only ever appears as the whole formula.
//!
//! These rewrites are local and linear; no normal form (CNF, deduplication,
//! contradiction detection) is attempted. Because constructors simplify, a
//! formula evaluated under a total assignment collapses to [`Formula::TRUE`] or
//! [`Formula::FALSE`], and under a partial one to the residual formula
//! (see [`Formula::eval`]).
//!
//! Text form: see [`display`] (printing) and [`parse`] (reading back).

pub mod assign;
pub mod display;
pub mod parse;

pub use assign::{all_assignments, Assignment, Assignments};

/// A simplified propositional formula over named variables.
///
/// Inspect its shape with [`Formula::node`]; build it with the constructors
/// ([`Formula::var`], [`Formula::and`], [`Formula::or`], [`Formula::not`],
/// [`Formula::implies`], [`Formula::iff`], [`Formula::constant`]) or the
/// operators `&`, `|`, `!`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Formula(Node);

/// One node of a [`Formula`]; children are themselves simplified formulas.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Node {
    /// Constant true (`T`) or false (`F`).
    Const(bool),
    /// A named variable.
    Var(String),
    /// Negation.
    Not(Box<Formula>),
    /// Conjunction of at least two terms.
    And(Vec<Formula>),
    /// Disjunction of at least two terms.
    Or(Vec<Formula>),
    /// Implication `premise → conclusion`.
    Implies(Box<Formula>, Box<Formula>),
    /// Equivalence `left ↔ right`.
    Iff(Box<Formula>, Box<Formula>),
}

impl Formula {
    /// The constant true.
    pub const TRUE: Formula = Formula(Node::Const(true));
    /// The constant false.
    pub const FALSE: Formula = Formula(Node::Const(false));

    /// The constant `value`.
    pub fn constant(value: bool) -> Formula {
        Formula(Node::Const(value))
    }

    /// The variable called `name`. Any string is accepted; names that are not
    /// plain identifiers are quoted when displayed (see [`display`]).
    pub fn var(name: impl Into<String>) -> Formula {
        Formula(Node::Var(name.into()))
    }

    /// The shape of this formula.
    pub fn node(&self) -> &Node {
        &self.0
    }

    /// `Some(b)` if this formula is the constant `b`.
    pub fn as_const(&self) -> Option<bool> {
        match self.0 {
            Node::Const(b) => Some(b),
            _ => None,
        }
    }

    /// Conjunction: flattens nested conjunctions, drops `T`, and becomes `F`
    /// if any term is `F`. Empty gives `T`; a single term is returned as is.
    pub fn and(terms: impl IntoIterator<Item = Formula>) -> Formula {
        Self::junction(terms, true)
    }

    /// Disjunction: flattens nested disjunctions, drops `F`, and becomes `T`
    /// if any term is `T`. Empty gives `F`; a single term is returned as is.
    pub fn or(terms: impl IntoIterator<Item = Formula>) -> Formula {
        Self::junction(terms, false)
    }

    /// Shared body of [`Formula::and`] (`is_and`) and [`Formula::or`]: the
    /// neutral constant is `is_and`, the absorbing one `!is_and`.
    fn junction(terms: impl IntoIterator<Item = Formula>, is_and: bool) -> Formula {
        let mut flat = Vec::new();
        for term in terms {
            match term.0 {
                Node::Const(b) if b == is_and => {}
                Node::Const(_) => return Formula::constant(!is_and),
                Node::And(inner) if is_and => flat.extend(inner),
                Node::Or(inner) if !is_and => flat.extend(inner),
                other => flat.push(Formula(other)),
            }
        }
        match flat.len() {
            0 => Formula::constant(is_and),
            1 => flat.pop().expect("length checked"),
            _ if is_and => Formula(Node::And(flat)),
            _ => Formula(Node::Or(flat)),
        }
    }

    /// Negation: folds constants and removes double negation.
    #[allow(clippy::should_implement_trait)] // `!f` is also provided via `std::ops::Not`.
    pub fn not(f: Formula) -> Formula {
        match f.0 {
            Node::Const(b) => Formula::constant(!b),
            Node::Not(inner) => *inner,
            other => Formula(Node::Not(Box::new(Formula(other)))),
        }
    }

    /// Implication `premise → conclusion`, folding constant operands
    /// (`T → b = b`, `F → b = T`, `a → T = T`, `a → F = ¬a`).
    pub fn implies(premise: Formula, conclusion: Formula) -> Formula {
        match (premise.as_const(), conclusion.as_const()) {
            (Some(true), _) => conclusion,
            (Some(false), _) | (_, Some(true)) => Formula::TRUE,
            (_, Some(false)) => Formula::not(premise),
            (None, None) => Formula(Node::Implies(Box::new(premise), Box::new(conclusion))),
        }
    }

    /// Equivalence `left ↔ right`, folding a constant operand
    /// (`T ↔ b = b`, `F ↔ b = ¬b`, symmetrically).
    pub fn iff(left: Formula, right: Formula) -> Formula {
        match (left.as_const(), right.as_const()) {
            (Some(true), _) => right,
            (Some(false), _) => Formula::not(right),
            (_, Some(true)) => left,
            (_, Some(false)) => Formula::not(left),
            (None, None) => Formula(Node::Iff(Box::new(left), Box::new(right))),
        }
    }
}

impl std::ops::BitAnd for Formula {
    type Output = Formula;
    fn bitand(self, rhs: Formula) -> Formula {
        Formula::and([self, rhs])
    }
}

impl std::ops::BitOr for Formula {
    type Output = Formula;
    fn bitor(self, rhs: Formula) -> Formula {
        Formula::or([self, rhs])
    }
}

impl std::ops::Not for Formula {
    type Output = Formula;
    fn not(self) -> Formula {
        Formula::not(self)
    }
}

impl From<bool> for Formula {
    fn from(value: bool) -> Formula {
        Formula::constant(value)
    }
}
