//! Tseitin encoding of [`Formula`]s into a [`ClauseSink`].
//!
//! Named variables are mapped to SAT variables through a [`VarMap`], so
//! models can be read back by name. Every compound subformula gets a fresh
//! variable defined *equivalent* to it (clauses in both directions), hence
//! each auxiliary variable is a function of the named ones: the encoding is
//! equisatisfiable and preserves the number of models projected onto the
//! named variables. `And` is encoded as the negation of an `Or` of negations
//! and `a → b` as `¬a ∨ b`, so only `Or` and `Iff` have their own clauses.

use std::collections::BTreeMap;

use crate::cnf::{ClauseSink, Cnf};
use crate::formula::{Assignment, Formula, Node};
use crate::lit::{Lit, Var};
use crate::solver::SatSolver;

/// A two-way map between variable names and SAT variables.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VarMap {
    by_name: BTreeMap<String, Var>,
    by_var: BTreeMap<Var, String>,
}

impl VarMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// The variable for `name`, allocated from `sink` on first use.
    pub fn var(&mut self, sink: &mut dyn ClauseSink, name: &str) -> Var {
        if let Some(&var) = self.by_name.get(name) {
            return var;
        }
        let var = sink.new_var();
        self.by_name.insert(name.to_string(), var);
        self.by_var.insert(var, name.to_string());
        var
    }

    /// The variable of `name`, if mapped.
    pub fn get(&self, name: &str) -> Option<Var> {
        self.by_name.get(name).copied()
    }

    /// The name of `var`, if it is a named variable.
    pub fn name(&self, var: Var) -> Option<&str> {
        self.by_var.get(&var).map(String::as_str)
    }

    /// `(name, var)` pairs in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Var)> {
        self.by_name.iter().map(|(n, &v)| (n.as_str(), v))
    }

    /// Number of named variables.
    pub fn len(&self) -> usize {
        self.by_name.len()
    }

    /// Whether no name is mapped.
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }

    /// The named variables in name order (a projection for enumeration).
    pub fn vars(&self) -> Vec<Var> {
        self.by_name.values().copied().collect()
    }

    /// The solver's current model on every named variable, if it has one.
    pub fn assignment(&self, solver: &impl SatSolver) -> Option<Assignment> {
        self.iter()
            .map(|(name, var)| Some((name.to_string(), solver.value(Lit::positive(var))?)))
            .collect()
    }

    /// Names the values of a model projected onto `projection` (as returned
    /// by [`crate::enumerate_models`]); unnamed variables are skipped.
    pub fn name_model(&self, projection: &[Var], values: &[bool]) -> Assignment {
        projection
            .iter()
            .zip(values)
            .filter_map(|(&v, &b)| Some((self.name(v)?.to_string(), b)))
            .collect()
    }
}

impl Formula {
    /// Returns a literal equivalent to this formula, adding its Tseitin
    /// definitions to `sink` and mapping its variables through `map`.
    pub fn tseitin(&self, sink: &mut dyn ClauseSink, map: &mut VarMap) -> Lit {
        match self.node() {
            Node::Const(b) => {
                let truth = sink.new_lit();
                sink.add_clause(&[truth]);
                if *b {
                    truth
                } else {
                    !truth
                }
            }
            Node::Var(name) => Lit::positive(map.var(sink, name)),
            Node::Not(inner) => !inner.tseitin(sink, map),
            Node::Or(terms) => {
                let lits: Vec<Lit> = terms.iter().map(|t| t.tseitin(sink, map)).collect();
                define_or(sink, &lits)
            }
            Node::And(terms) => {
                let lits: Vec<Lit> = terms.iter().map(|t| !t.tseitin(sink, map)).collect();
                !define_or(sink, &lits)
            }
            Node::Implies(a, b) => {
                let lits = [!a.tseitin(sink, map), b.tseitin(sink, map)];
                define_or(sink, &lits)
            }
            Node::Iff(a, b) => {
                let (a, b) = (a.tseitin(sink, map), b.tseitin(sink, map));
                let y = sink.new_lit();
                for clause in [[!y, !a, b], [!y, a, !b], [y, a, b], [y, !a, !b]] {
                    sink.add_clause(&clause);
                }
                y
            }
        }
    }

    /// Adds this formula to `sink` as a constraint. Top-level conjuncts are
    /// asserted one by one and a top-level disjunction becomes one clause,
    /// so no definition is spent on them.
    pub fn assert_into(&self, sink: &mut dyn ClauseSink, map: &mut VarMap) {
        match self.node() {
            Node::Const(true) => {}
            Node::Const(false) => sink.add_clause(&[]),
            Node::And(terms) => terms.iter().for_each(|t| t.assert_into(sink, map)),
            Node::Or(terms) => {
                let lits: Vec<Lit> = terms.iter().map(|t| t.tseitin(sink, map)).collect();
                sink.add_clause(&lits);
            }
            _ => {
                let lit = self.tseitin(sink, map);
                sink.add_clause(&[lit]);
            }
        }
    }

    /// This formula as a standalone CNF, with the map from names to its
    /// variables (each named variable is allocated before any auxiliary).
    pub fn to_cnf(&self) -> (Cnf, VarMap) {
        let mut cnf = Cnf::new();
        let mut map = VarMap::new();
        for name in self.vars() {
            map.var(&mut cnf, &name);
        }
        self.assert_into(&mut cnf, &mut map);
        for (name, var) in map.iter() {
            cnf.add_comment(&format!("var {} = {name}", var.to_dimacs()));
        }
        (cnf, map)
    }
}

/// A fresh literal `y` with `y ⇔ (l1 ∨ … ∨ ln)`.
fn define_or(sink: &mut dyn ClauseSink, lits: &[Lit]) -> Lit {
    let y = sink.new_lit();
    for &lit in lits {
        sink.add_clause(&[!lit, y]);
    }
    let mut clause = vec![!y];
    clause.extend_from_slice(lits);
    sink.add_clause(&clause);
    y
}
