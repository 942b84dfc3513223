//! Clause sinks and the plain clause list [`Cnf`] with DIMACS export/import.
//!
//! Encodings (cardinality, Tseitin) never own a solver: they write clauses
//! into a [`ClauseSink`] and allocate fresh variables from it. Both [`Cnf`]
//! and every [`crate::SatSolver`] are sinks, so one encoding can be dumped to
//! DIMACS or solved directly. Invariant of [`Cnf`]: every literal in a clause
//! refers to a variable below `num_vars`.

use crate::error::{Error, Result};
use crate::lit::{Lit, Var};

/// Something that accepts clauses and hands out fresh variables.
pub trait ClauseSink {
    /// Adds the disjunction of `lits` (empty means false).
    fn add_clause(&mut self, lits: &[Lit]);
    /// Allocates a variable not used before.
    fn new_var(&mut self) -> Var;

    /// Allocates a fresh variable and returns its positive literal.
    fn new_lit(&mut self) -> Lit {
        Lit::positive(self.new_var())
    }

    /// Allocates a fresh *derived* variable. The caller promises that once
    /// every other variable is assigned and unit propagation has run
    /// without conflict, setting the still unassigned derived variables
    /// false satisfies every clause. A solver may then never branch on it
    /// (and leave it unassigned in its models); a plain CNF treats it as
    /// any variable.
    fn new_derived_var(&mut self) -> Var {
        self.new_var()
    }
}

impl<S: ClauseSink + ?Sized> ClauseSink for &mut S {
    fn add_clause(&mut self, lits: &[Lit]) {
        (**self).add_clause(lits);
    }
    fn new_var(&mut self) -> Var {
        (**self).new_var()
    }
    fn new_derived_var(&mut self) -> Var {
        (**self).new_derived_var()
    }
}

/// A sink that switches every clause written through it with a selector:
/// it adds `¬selector ∨ clause`, so the clauses hold only in solves that
/// assume the selector (and bind nothing otherwise).
pub struct Guarded<'a, S: ClauseSink + ?Sized> {
    sink: &'a mut S,
    selector: Lit,
    clauses: u64,
}

impl<'a, S: ClauseSink + ?Sized> Guarded<'a, S> {
    /// Writes into `sink`, every clause switched by `selector`.
    pub fn new(sink: &'a mut S, selector: Lit) -> Self {
        Guarded {
            sink,
            selector,
            clauses: 0,
        }
    }

    /// Clauses written so far.
    pub fn clauses(&self) -> u64 {
        self.clauses
    }
}

impl<S: ClauseSink + ?Sized> ClauseSink for Guarded<'_, S> {
    fn add_clause(&mut self, lits: &[Lit]) {
        let mut guarded = Vec::with_capacity(lits.len() + 1);
        guarded.push(!self.selector);
        guarded.extend_from_slice(lits);
        self.sink.add_clause(&guarded);
        self.clauses += 1;
    }

    fn new_var(&mut self) -> Var {
        self.sink.new_var()
    }

    /// Still derived: a guarded clause is satisfied wherever the clause is.
    fn new_derived_var(&mut self) -> Var {
        self.sink.new_derived_var()
    }
}

/// A plain CNF: a clause list, a variable count and comment lines.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cnf {
    num_vars: u32,
    clauses: Vec<Vec<Lit>>,
    comments: Vec<String>,
}

impl Cnf {
    /// An empty CNF with no variables.
    pub fn new() -> Cnf {
        Cnf::default()
    }

    /// Number of variables (the highest used or allocated index + 1).
    pub fn num_vars(&self) -> u32 {
        self.num_vars
    }

    /// The clauses, in insertion order.
    pub fn clauses(&self) -> &[Vec<Lit>] {
        &self.clauses
    }

    /// Comment lines written after the DIMACS header.
    pub fn comments(&self) -> &[String] {
        &self.comments
    }

    /// Adds a comment line (newlines are replaced by spaces).
    pub fn add_comment(&mut self, text: &str) {
        self.comments.push(text.replace(['\n', '\r'], " "));
    }

    /// Copies all clauses into `sink`, first allocating this CNF's variables
    /// there. Exact when `sink` is fresh (its variables then coincide).
    pub fn add_to(&self, sink: &mut dyn ClauseSink) {
        for _ in 0..self.num_vars {
            sink.new_var();
        }
        for clause in &self.clauses {
            sink.add_clause(clause);
        }
    }

    /// Raises `num_vars` to cover every variable of `lits`.
    pub(crate) fn cover(&mut self, lits: &[Lit]) {
        if let Some(max) = lits.iter().map(|l| l.var().index()).max() {
            self.num_vars = self.num_vars.max(max + 1);
        }
    }

    /// DIMACS text: `p cnf V C`, then `c ` comment lines, then one clause per
    /// line terminated by `0`.
    pub fn to_dimacs(&self) -> String {
        let mut out = Vec::new();
        self.write_dimacs(&mut out)
            .expect("writing into a Vec never fails");
        String::from_utf8(out).expect("DIMACS text is ASCII and comments are UTF-8")
    }

    /// Writes the text of [`Cnf::to_dimacs`] into `out`, a piece at a
    /// time: a big CNF is never held twice, and a writer that fails (a
    /// full disk, or one that stops a run past its time limit) ends the
    /// writing at once.
    pub fn write_dimacs(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        writeln!(out, "p cnf {} {}", self.num_vars, self.clauses.len())?;
        for comment in &self.comments {
            writeln!(out, "c {comment}")?;
        }
        for clause in &self.clauses {
            for lit in clause {
                write!(out, "{lit} ")?;
            }
            out.write_all(b"0\n")?;
        }
        Ok(())
    }

    /// Reads DIMACS text (header, `c` comments, clauses possibly spanning
    /// lines). The header's counts must match the clauses read.
    pub fn from_dimacs(text: &str) -> Result<Cnf> {
        let mut cnf = Cnf::new();
        let mut header: Option<(u32, usize)> = None;
        let mut current = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let line_no = index + 1;
            let err = |message: String| Error::Dimacs {
                line: line_no,
                message,
            };
            let trimmed = line.trim();
            if let Some(comment) = trimmed.strip_prefix('c') {
                cnf.comments.push(comment.trim_start().to_string());
                continue;
            }
            if trimmed.starts_with('p') {
                if header.is_some() {
                    return Err(err("second header".into()));
                }
                header = Some(parse_header(trimmed).ok_or_else(|| err("bad header".into()))?);
                continue;
            }
            if trimmed.is_empty() {
                continue;
            }
            let Some((vars, _)) = header else {
                return Err(err("clause before the `p cnf` header".into()));
            };
            for token in trimmed.split_whitespace() {
                let number: i64 = token
                    .parse()
                    .map_err(|_| err(format!("not an integer: {token:?}")))?;
                if number == 0 {
                    cnf.add_clause(&std::mem::take(&mut current));
                    continue;
                }
                match Lit::from_dimacs(number) {
                    Some(lit) if lit.var().index() < vars => current.push(lit),
                    _ => return Err(err(format!("literal {number} out of range"))),
                }
            }
        }
        let last = text.lines().count().max(1);
        let (vars, clauses) = header.ok_or(Error::Dimacs {
            line: last,
            message: "missing `p cnf` header".into(),
        })?;
        if !current.is_empty() || cnf.clauses.len() != clauses {
            return Err(Error::Dimacs {
                line: last,
                message: format!(
                    "header announces {clauses} clauses, found {} (unterminated: {})",
                    cnf.clauses.len(),
                    !current.is_empty()
                ),
            });
        }
        cnf.num_vars = vars;
        Ok(cnf)
    }
}

/// Parses `p cnf V C`.
fn parse_header(line: &str) -> Option<(u32, usize)> {
    let mut parts = line.split_whitespace();
    let (Some("p"), Some("cnf"), Some(v), Some(c), None) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return None;
    };
    Some((v.parse().ok()?, c.parse().ok()?))
}

impl ClauseSink for Cnf {
    fn add_clause(&mut self, lits: &[Lit]) {
        self.cover(lits);
        self.clauses.push(lits.to_vec());
    }

    fn new_var(&mut self) -> Var {
        self.num_vars += 1;
        Var::new(self.num_vars - 1)
    }
}

#[cfg(test)]
mod guarded_tests {
    use super::*;
    use crate::{default_solver, SatResult, SatSolver};

    #[test]
    fn a_guarded_clause_binds_only_when_its_selector_is_assumed() {
        let mut solver = default_solver();
        let x = solver.new_lit();
        let selector = solver.new_lit();
        let mut guarded = Guarded::new(&mut solver, selector);
        guarded.add_clause(&[x]);
        assert_eq!(guarded.clauses(), 1);
        assert_eq!(solver.solve_with(&[!x]), SatResult::Sat);
        assert_eq!(solver.solve_with(&[selector, !x]), SatResult::Unsat);
        assert_eq!(solver.solve_with(&[selector]), SatResult::Sat);
        assert_eq!(solver.value(x), Some(true));
    }
}
