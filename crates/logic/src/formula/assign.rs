//! Evaluation under (partial) assignments and brute-force enumeration.
//!
//! An [`Assignment`] maps variable names to truth values; names it does not
//! mention stay free. Evaluation substitutes the known values and rebuilds the
//! formula through the simplifying constructors, so the result is the residual
//! formula: a constant exactly when the assignment decides the formula.

use std::collections::{BTreeMap, BTreeSet};

use super::{Formula, Node};
use crate::error::{Error, Result};

/// A partial assignment: variable name → truth value.
pub type Assignment = BTreeMap<String, bool>;

/// Largest number of variables [`all_assignments`] accepts (2^63 rows).
pub const MAX_ENUMERATED_VARS: usize = 63;

impl Formula {
    /// Substitutes the values in `assignment` and simplifies; unassigned
    /// variables remain. Under a total assignment the result is a constant.
    pub fn eval(&self, assignment: &Assignment) -> Formula {
        match self.node() {
            Node::Const(_) => self.clone(),
            Node::Var(name) => match assignment.get(name) {
                Some(&value) => Formula::constant(value),
                None => self.clone(),
            },
            Node::Not(inner) => Formula::not(inner.eval(assignment)),
            Node::And(terms) => Formula::and(terms.iter().map(|t| t.eval(assignment))),
            Node::Or(terms) => Formula::or(terms.iter().map(|t| t.eval(assignment))),
            Node::Implies(a, b) => Formula::implies(a.eval(assignment), b.eval(assignment)),
            Node::Iff(a, b) => Formula::iff(a.eval(assignment), b.eval(assignment)),
        }
    }

    /// The truth value under `assignment`, or `None` if it leaves the formula
    /// undecided.
    pub fn value(&self, assignment: &Assignment) -> Option<bool> {
        self.eval(assignment).as_const()
    }

    /// The names of all variables occurring in the formula, sorted.
    pub fn vars(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        self.collect_vars(&mut out);
        out
    }

    fn collect_vars(&self, out: &mut BTreeSet<String>) {
        match self.node() {
            Node::Const(_) => {}
            Node::Var(name) => {
                out.insert(name.clone());
            }
            Node::Not(inner) => inner.collect_vars(out),
            Node::And(terms) | Node::Or(terms) => terms.iter().for_each(|t| t.collect_vars(out)),
            Node::Implies(a, b) | Node::Iff(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
        }
    }

    /// All total assignments of the formula's variables that make it true,
    /// found by brute force (in [`all_assignments`] order).
    pub fn models(&self) -> Result<Vec<Assignment>> {
        Ok(all_assignments(self.vars())?
            .filter(|a| self.value(a) == Some(true))
            .collect())
    }
}

/// Iterator over every total assignment of a list of variables; see
/// [`all_assignments`].
#[derive(Debug, Clone)]
pub struct Assignments {
    names: Vec<String>,
    next: u64,
    end: u64,
}

/// Every assignment of `vars`, `2^n` in all: row `i` gives variable `j` the
/// value of bit `j` of `i` (so the first variable flips fastest and the first
/// row is all false). Fails for more than [`MAX_ENUMERATED_VARS`] variables.
pub fn all_assignments<I, S>(vars: I) -> Result<Assignments>
where
    I: IntoIterator<Item = S>,
    S: Into<String>,
{
    let names: Vec<String> = vars.into_iter().map(Into::into).collect();
    if names.len() > MAX_ENUMERATED_VARS {
        return Err(Error::TooManyVariables {
            count: names.len(),
            max: MAX_ENUMERATED_VARS,
        });
    }
    let end = 1u64 << names.len();
    Ok(Assignments {
        names,
        next: 0,
        end,
    })
}

impl Iterator for Assignments {
    type Item = Assignment;

    fn next(&mut self) -> Option<Assignment> {
        if self.next >= self.end {
            return None;
        }
        let row = self.next;
        self.next += 1;
        Some(
            self.names
                .iter()
                .enumerate()
                .map(|(j, name)| (name.clone(), row >> j & 1 == 1))
                .collect(),
        )
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.end - self.next).ok();
        (left.unwrap_or(usize::MAX), left)
    }
}
