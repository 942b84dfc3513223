//! Unsatisfiable cores and minimal unsatisfiable subsets over named groups.
//!
//! A [`ClauseGroups`] collects hard clauses (always on) and named groups of
//! soft clauses. Solving gives each group a selector literal `s` and adds
//! `¬s ∨ clause` for each of its clauses, so assuming `s` switches the group
//! on. A core is the set of groups whose selectors the solver reports as
//! failed; a minimal unsatisfiable subset (MUS) is found by deletion: try
//! dropping each group in turn, keep it dropped if the rest stays
//! unsatisfiable (shrinking further to the new core), otherwise keep it.
//! Result invariant: the returned groups plus the hard clauses are
//! unsatisfiable, and dropping any single returned group makes them
//! satisfiable.
//!
//! Under a [`Control`] ([`ClauseGroups::minimal_unsat_subset_within`]) the
//! solver stops when it is cancelled: stopped before the first core the
//! answer is [`Error::Interrupted`]; stopped while shrinking it is the
//! smallest core found so far, still unsatisfiable (every core is checked
//! by the solver) but marked not minimal ([`Core::minimal`] false). The
//! control hears the number of groups tried for deletion so far.

use crate::cnf::{ClauseSink, Cnf};
use crate::control::Control;
use crate::error::{Error, Result};
use crate::lit::{Lit, Var};
use crate::solver::{default_solver, SatResult, SatSolver};

/// Groups that together with the hard clauses are unsatisfiable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Core {
    /// The groups, as sorted indices.
    pub groups: Vec<usize>,
    /// Whether dropping any one of them makes the rest satisfiable (false
    /// when the search for a minimal subset was stopped first).
    pub minimal: bool,
}

/// Hard clauses plus named groups of clauses; a [`ClauseSink`] whose
/// clauses go to the group opened last (or to the hard part before any).
#[derive(Debug, Clone, Default)]
pub struct ClauseGroups {
    hard: Cnf,
    groups: Vec<(String, Vec<Vec<Lit>>)>,
    current: Option<usize>,
}

impl ClauseGroups {
    /// No clauses, no groups.
    pub fn new() -> Self {
        Self::default()
    }

    /// Opens a new group: later clauses belong to it. Returns its index.
    pub fn begin_group(&mut self, name: impl Into<String>) -> usize {
        self.groups.push((name.into(), Vec::new()));
        self.current = Some(self.groups.len() - 1);
        self.groups.len() - 1
    }

    /// Sends later clauses to the hard part again.
    pub fn end_group(&mut self) {
        self.current = None;
    }

    /// Adds a whole group at once. Returns its index.
    pub fn add_group(&mut self, name: impl Into<String>, clauses: &[Vec<Lit>]) -> usize {
        let index = self.begin_group(name);
        for clause in clauses {
            self.add_clause(clause);
        }
        self.end_group();
        index
    }

    /// Number of groups.
    pub fn len(&self) -> usize {
        self.groups.len()
    }

    /// Whether there are no groups.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The name of group `index`.
    pub fn name(&self, index: usize) -> Option<&str> {
        self.groups.get(index).map(|(name, _)| name.as_str())
    }

    /// A solver holding the hard clauses and the guarded groups, plus the
    /// selector of each group.
    fn load(&self) -> (crate::DefaultSolver, Vec<Lit>) {
        let mut solver = default_solver();
        self.hard.add_to(&mut solver);
        let selectors = self
            .groups
            .iter()
            .map(|(_, clauses)| {
                let selector = solver.new_lit();
                for clause in clauses {
                    let mut guarded = vec![!selector];
                    guarded.extend_from_slice(clause);
                    solver.add_clause(&guarded);
                }
                selector
            })
            .collect();
        (solver, selectors)
    }

    /// Some groups that together with the hard clauses are unsatisfiable
    /// (not necessarily minimal), or `None` if everything is satisfiable.
    pub fn unsat_core(&self) -> Option<Vec<usize>> {
        let (mut solver, selectors) = self.load();
        let all: Vec<usize> = (0..selectors.len()).collect();
        // A solver without a control is never interrupted.
        core_of(&mut solver, &selectors, &all).ok().flatten()
    }

    /// A minimal unsatisfiable subset of the groups (sorted indices), or
    /// `None` if everything is satisfiable. An empty result means the hard
    /// clauses alone are unsatisfiable.
    pub fn minimal_unsat_subset(&self) -> Option<Vec<usize>> {
        // An uncancelled control never stops the search: the core is minimal.
        let found = self.minimal_unsat_subset_within(&Control::new());
        found.ok().flatten().map(|core| core.groups)
    }

    /// [`ClauseGroups::minimal_unsat_subset`] under `control` (see the
    /// module doc): `Ok(None)` if everything is satisfiable, a core marked
    /// minimal or not, or [`Error::Interrupted`] when stopped before any
    /// core was found.
    pub fn minimal_unsat_subset_within(&self, control: &Control) -> Result<Option<Core>> {
        // A solve that needs no restart never polls the control: look
        // before each one too.
        control.check()?;
        let (mut solver, selectors) = self.load();
        solver.set_control(control);
        let all: Vec<usize> = (0..selectors.len()).collect();
        let Some(mut set) = core_of(&mut solver, &selectors, &all)? else {
            return Ok(None);
        };
        let (mut i, mut tried) = (0, 0);
        while i < set.len() {
            let mut without = set.clone();
            without.remove(i);
            let shrunk = match control.check() {
                Ok(()) => core_of(&mut solver, &selectors, &without),
                Err(stopped) => Err(stopped),
            };
            match shrunk {
                Ok(Some(core)) => set = core,
                Ok(None) => i += 1,
                Err(_) => {
                    return Ok(Some(Core {
                        groups: set,
                        minimal: false,
                    }))
                }
            }
            tried += 1;
            control.report(tried);
        }
        Ok(Some(Core {
            groups: set,
            minimal: true,
        }))
    }
}

/// The failed subset of `active` groups (sorted), `None` if satisfiable,
/// or [`Error::Interrupted`] when the solver's control stopped it.
fn core_of(
    solver: &mut impl SatSolver,
    selectors: &[Lit],
    active: &[usize],
) -> Result<Option<Vec<usize>>> {
    let assumptions: Vec<Lit> = active.iter().map(|&g| selectors[g]).collect();
    match solver.solve_with(&assumptions) {
        SatResult::Sat => return Ok(None),
        SatResult::Interrupted => return Err(Error::Interrupted),
        SatResult::Unsat => {}
    }
    let failed = solver.failed_assumptions();
    Ok(Some(
        active
            .iter()
            .copied()
            .filter(|&g| failed.contains(&selectors[g]))
            .collect(),
    ))
}

impl ClauseSink for ClauseGroups {
    fn add_clause(&mut self, lits: &[Lit]) {
        match self.current {
            Some(group) => {
                // Keep the variable count covering every literal.
                self.hard.cover(lits);
                self.groups[group].1.push(lits.to_vec());
            }
            None => self.hard.add_clause(lits),
        }
    }

    fn new_var(&mut self) -> Var {
        self.hard.new_var()
    }
}

/// A minimal unsatisfiable subset of `groups` (each a list of clauses), as
/// sorted indices; `None` if all groups together are satisfiable.
pub fn minimal_unsat_subset(groups: &[Vec<Vec<Lit>>]) -> Option<Vec<usize>> {
    let mut builder = ClauseGroups::new();
    for (i, clauses) in groups.iter().enumerate() {
        builder.add_group(i.to_string(), clauses);
    }
    builder.minimal_unsat_subset()
}
