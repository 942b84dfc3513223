//! Shared test support: random unsimplified formula trees with a naive
//! evaluator, used as the reference semantics for `Formula`.
#![allow(dead_code)] // Each test binary uses a different part.

use logic::Formula;
use proptest::prelude::*;

/// An unsimplified formula tree used as the reference semantics.
#[derive(Debug, Clone)]
pub enum Raw {
    Const(bool),
    Var(usize),
    Not(Box<Raw>),
    And(Vec<Raw>),
    Or(Vec<Raw>),
    Implies(Box<Raw>, Box<Raw>),
    Iff(Box<Raw>, Box<Raw>),
}

pub const NAMES: [&str; 5] = ["a", "gems(blue)", "stmt(blue,1)", "x y", "T"];

impl Raw {
    pub fn eval(&self, values: &[bool]) -> bool {
        match self {
            Raw::Const(b) => *b,
            Raw::Var(i) => values[*i],
            Raw::Not(x) => !x.eval(values),
            Raw::And(xs) => xs.iter().all(|x| x.eval(values)),
            Raw::Or(xs) => xs.iter().any(|x| x.eval(values)),
            Raw::Implies(a, b) => !a.eval(values) || b.eval(values),
            Raw::Iff(a, b) => a.eval(values) == b.eval(values),
        }
    }

    pub fn build(&self) -> Formula {
        match self {
            Raw::Const(b) => Formula::constant(*b),
            Raw::Var(i) => Formula::var(NAMES[*i]),
            Raw::Not(x) => Formula::not(x.build()),
            Raw::And(xs) => Formula::and(xs.iter().map(Raw::build)),
            Raw::Or(xs) => Formula::or(xs.iter().map(Raw::build)),
            Raw::Implies(a, b) => Formula::implies(a.build(), b.build()),
            Raw::Iff(a, b) => Formula::iff(a.build(), b.build()),
        }
    }
}

pub fn raw() -> impl Strategy<Value = Raw> {
    let leaf = prop_oneof![
        1 => any::<bool>().prop_map(Raw::Const),
        4 => (0..NAMES.len()).prop_map(Raw::Var),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            inner.clone().prop_map(|x| Raw::Not(Box::new(x))),
            prop::collection::vec(inner.clone(), 0..4).prop_map(Raw::And),
            prop::collection::vec(inner.clone(), 0..4).prop_map(Raw::Or),
            (inner.clone(), inner.clone())
                .prop_map(|(a, b)| Raw::Implies(Box::new(a), Box::new(b))),
            (inner.clone(), inner).prop_map(|(a, b)| Raw::Iff(Box::new(a), Box::new(b))),
        ]
    })
}
