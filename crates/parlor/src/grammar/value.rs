//! Values produced by grammar rules, and typed access to a rule's slots.

use crate::claim::{BoxRef, Boxes, Claim, Pred, Quant};
use crate::colour::Colour;

/// The meaning of a matched nonterminal.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// `<box>`.
    Box(BoxRef),
    /// `<list>`: boxes in order of mention.
    List(Vec<BoxRef>),
    /// `<set>`.
    Set(Quant, Boxes),
    /// `<colour>`.
    Colour(Colour),
    /// `<num>` and `<ordinal>`.
    Num(u32),
    /// `<neg>`: whether `not` was present.
    Neg(bool),
    /// `<truth>`.
    Truth(bool),
    /// `<adj>`, `<filter>`, `<vp>`.
    Pred(Pred),
    /// `<q>`, `<word>`.
    Text(String),
    /// `<simple>`, `<sentence>`.
    Claim(Claim),
}

/// The slot values of one rule match, taken in pattern order by the rule's
/// builder. Each getter returns `None` when the next value has another type,
/// which makes the rule not match.
#[derive(Debug)]
pub struct Args {
    values: std::vec::IntoIter<Value>,
}

impl Args {
    /// Wraps slot values in pattern order.
    pub fn new(values: Vec<Value>) -> Args {
        Args {
            values: values.into_iter(),
        }
    }

    /// Next `<box>`.
    pub fn boxref(&mut self) -> Option<BoxRef> {
        match self.values.next()? {
            Value::Box(b) => Some(b),
            _ => None,
        }
    }

    /// Next `<list>`.
    pub fn list(&mut self) -> Option<Vec<BoxRef>> {
        match self.values.next()? {
            Value::List(l) => Some(l),
            _ => None,
        }
    }

    /// Next `<set>`.
    pub fn set(&mut self) -> Option<(Quant, Boxes)> {
        match self.values.next()? {
            Value::Set(q, b) => Some((q, b)),
            _ => None,
        }
    }

    /// Next `<colour>`.
    pub fn colour(&mut self) -> Option<Colour> {
        match self.values.next()? {
            Value::Colour(c) => Some(c),
            _ => None,
        }
    }

    /// Next `<num>` or `<ordinal>`.
    pub fn num(&mut self) -> Option<u32> {
        match self.values.next()? {
            Value::Num(n) => Some(n),
            _ => None,
        }
    }

    /// Next `<neg>`.
    pub fn neg(&mut self) -> Option<bool> {
        match self.values.next()? {
            Value::Neg(n) => Some(n),
            _ => None,
        }
    }

    /// Next `<truth>`.
    pub fn truth(&mut self) -> Option<bool> {
        match self.values.next()? {
            Value::Truth(t) => Some(t),
            _ => None,
        }
    }

    /// Next `<adj>`, `<filter>` or `<vp>`.
    pub fn pred(&mut self) -> Option<Pred> {
        match self.values.next()? {
            Value::Pred(p) => Some(p),
            _ => None,
        }
    }

    /// Next `<q>` or `<word>`.
    pub fn text(&mut self) -> Option<String> {
        match self.values.next()? {
            Value::Text(t) => Some(t),
            _ => None,
        }
    }

    /// Next `<simple>` or `<sentence>`.
    pub fn claim(&mut self) -> Option<Claim> {
        match self.values.next()? {
            Value::Claim(c) => Some(c),
            _ => None,
        }
    }
}
