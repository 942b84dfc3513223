//! The SAT solver interface and its default, pure-Rust backend.
//!
//! [`SatSolver`] is the small incremental interface the rest of the workspace
//! codes against: add clauses (it is a [`ClauseSink`]), solve under
//! assumptions, read the model, and read which assumptions failed.
//!
//! Backend choice: [`BatsatSolver`] wraps the `batsat` crate (a maintained
//! pure-Rust port of MiniSat with assumptions and final-conflict analysis)
//! directly rather than through `rustsat-batsat`. The `rustsat` framework
//! (~28k lines) would roughly sextuple compile time on our two cores, and its
//! encodings are tied to its own variable-manager and clause-collector traits,
//! so our [`ClauseSink`]-based encodings would need a translation layer larger
//! than the encodings themselves. Direct use keeps the default build small and
//! pure Rust.
//!
//! Cancellation: [`SatSolver::set_control`] hands the solver a
//! [`Control`]; batsat polls its stop hook during the search, and a
//! cancelled solve answers [`SatResult::Interrupted`] (no model, no core).
//! A budget of decisions ([`SatSolver::set_decision_budget`]) bounds each
//! solve call in work rather than time (the same answer on every machine):
//! batsat polls the hook before each decision, and the hook counts them.
//!
//! Invariants: literals over variables the solver has not allocated yet are
//! accepted (the solver grows to cover them); derived variables
//! ([`ClauseSink::new_derived_var`]) are never decided on, so a model may
//! leave them unassigned ([`SatSolver::value`] gives `None`); [`SatSolver::value`] and
//! [`SatSolver::failed_assumptions`] describe the most recent solve call only.

use batsat::{lbool, SolverInterface};

use crate::cnf::ClauseSink;
use crate::control::Control;
use crate::lit::{Lit, Var};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Outcome of a solve call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SatResult {
    /// A model exists (under the assumptions).
    Sat,
    /// No model exists (under the assumptions).
    Unsat,
    /// The search stopped before an answer: the solver's [`Control`] was
    /// cancelled, or the call used up its decision budget (never returned by
    /// a solver with neither).
    Interrupted,
}

/// An incremental SAT solver.
pub trait SatSolver: ClauseSink {
    /// Solves the clauses added so far.
    fn solve(&mut self) -> SatResult {
        self.solve_with(&[])
    }

    /// Solves with every literal in `assumptions` forced true for this call.
    fn solve_with(&mut self, assumptions: &[Lit]) -> SatResult;

    /// The value of `lit` in the model of the last call, if it returned
    /// [`SatResult::Sat`] (and `lit`'s variable existed then).
    fn value(&self, lit: Lit) -> Option<bool>;

    /// After [`SatResult::Unsat`] under assumptions: a subset of the
    /// assumptions that is already unsatisfiable with the clauses (empty when
    /// the clauses alone are unsatisfiable).
    fn failed_assumptions(&self) -> Vec<Lit>;

    /// The value the clauses alone force on `lit` by unit propagation
    /// before any decision (at decision level 0, learned clauses included):
    /// `Some(v)` means every model gives `lit` the value `v`; `None` means
    /// the solver has not derived it (which proves nothing).
    fn fixed(&self, lit: Lit) -> Option<bool>;

    /// Makes every later solve call poll `control` and return
    /// [`SatResult::Interrupted`] once it is cancelled.
    fn set_control(&mut self, control: &Control);

    /// Makes every later solve call return [`SatResult::Interrupted`] after
    /// about `decisions` decisions (`None`: no bound, the default).
    fn set_decision_budget(&mut self, decisions: Option<u64>);

    /// The model of the last call restricted to `vars`, if it was satisfiable.
    fn model(&self, vars: &[Var]) -> Option<Vec<bool>> {
        vars.iter().map(|&v| self.value(Lit::positive(v))).collect()
    }
}

/// The workspace's default solver type.
pub type DefaultSolver = BatsatSolver;

/// A fresh default solver.
pub fn default_solver() -> DefaultSolver {
    BatsatSolver::new()
}

/// [`SatSolver`] backed by `batsat` (MiniSat in pure Rust).
pub struct BatsatSolver {
    inner: batsat::BasicSolver,
    last: Option<SatResult>,
    scratch: Vec<batsat::Lit>,
    control: Option<Control>,
    budget: Option<u64>,
    /// The decisions left to the current call under a budget.
    left: Arc<AtomicU64>,
}

// SAFETY: batsat's solver is plain data (vectors of clauses, literals and
// watchers) except its stop hook, a `Box<dyn Fn() -> bool>` that is not
// marked `Send`. The only hook ever installed (`install_stop`) reads
// `Control::stop_flag` and an `Arc<AtomicU64>`, both `Send + Sync`; so a
// solver may move to another thread (blackbox-solve frees big ones on a
// thread of their own).
unsafe impl Send for BatsatSolver {}

impl Default for BatsatSolver {
    fn default() -> Self {
        BatsatSolver::new()
    }
}

impl std::fmt::Debug for BatsatSolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BatsatSolver")
            .field("num_vars", &self.inner.num_vars())
            .field("num_clauses", &self.inner.num_clauses())
            .field("last", &self.last)
            .finish()
    }
}

impl BatsatSolver {
    /// A solver with no variables or clauses.
    pub fn new() -> Self {
        BatsatSolver {
            inner: batsat::BasicSolver::default(),
            last: None,
            scratch: Vec::new(),
            control: None,
            budget: None,
            left: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Installs the stop hook of the control and the budget set.
    fn install_stop(&mut self) {
        let stop = self.control.as_ref().map(Control::stop_flag);
        let (left, limited) = (Arc::clone(&self.left), self.budget.is_some());
        self.inner.cb_mut().set_stop(move || {
            let spent = limited
                && left
                    .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1))
                    .is_err();
            spent || stop.as_ref().is_some_and(|stop| stop())
        });
    }

    /// Number of variables allocated so far.
    pub fn num_vars(&self) -> u32 {
        self.inner.num_vars()
    }

    /// Converts to a batsat literal, allocating variables up to it.
    fn batsat_lit(&mut self, lit: Lit) -> batsat::Lit {
        let var = self.inner.var_of_int(lit.var().index());
        batsat::Lit::new(var, lit.is_positive())
    }

    fn fill_scratch(&mut self, lits: &[Lit]) {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        scratch.extend(lits.iter().map(|&l| self.batsat_lit(l)));
        self.scratch = scratch;
    }
}

fn from_batsat(lit: batsat::Lit) -> Lit {
    Lit::new(Var::new(lit.var().idx()), lit.sign())
}

impl ClauseSink for BatsatSolver {
    fn add_clause(&mut self, lits: &[Lit]) {
        self.last = None;
        self.fill_scratch(lits);
        self.inner.add_clause_reuse(&mut self.scratch);
    }

    fn new_var(&mut self) -> Var {
        Var::new(self.inner.new_var_default().idx())
    }

    /// A variable MiniSat never decides on (see the trait's promise).
    fn new_derived_var(&mut self) -> Var {
        Var::new(self.inner.new_var(lbool::UNDEF, false).idx())
    }
}

impl SatSolver for BatsatSolver {
    fn solve_with(&mut self, assumptions: &[Lit]) -> SatResult {
        if let Some(budget) = self.budget {
            self.left.store(budget, Ordering::Relaxed);
        }
        self.fill_scratch(assumptions);
        let answer = self.inner.solve_limited(&self.scratch);
        let result = if answer == lbool::TRUE {
            SatResult::Sat
        } else if answer == lbool::FALSE {
            SatResult::Unsat
        } else {
            SatResult::Interrupted
        };
        self.last = Some(result);
        result
    }

    fn set_control(&mut self, control: &Control) {
        self.control = Some(control.clone());
        self.install_stop();
    }

    fn set_decision_budget(&mut self, decisions: Option<u64>) {
        self.budget = decisions;
        self.install_stop();
    }

    fn value(&self, lit: Lit) -> Option<bool> {
        if self.last != Some(SatResult::Sat) {
            return None;
        }
        let value = *self.inner.get_model().get(lit.var().index() as usize)?;
        (value != lbool::UNDEF).then(|| lit.value_under(value == lbool::TRUE))
    }

    fn fixed(&self, lit: Lit) -> Option<bool> {
        let index = lit.var().index();
        if !self.inner.is_ok() || index >= self.inner.num_vars() {
            return None;
        }
        // The index is one of an allocated variable, as batsat asks.
        let var = batsat::Var::unsafe_from_idx(index);
        let value = self
            .inner
            .value_lvl_0(batsat::Lit::new(var, lit.is_positive()));
        (value != lbool::UNDEF).then_some(value == lbool::TRUE)
    }

    fn failed_assumptions(&self) -> Vec<Lit> {
        if self.last != Some(SatResult::Unsat) {
            return Vec::new();
        }
        // MiniSat's final conflict holds the negations of the failed assumptions.
        self.inner
            .unsat_core()
            .iter()
            .map(|&l| !from_batsat(l))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `holes + 1` pigeons in `holes` holes: unsatisfiable, and hard for
    /// resolution, so the solver needs many decisions.
    fn pigeons(solver: &mut BatsatSolver, holes: usize) {
        let at: Vec<Vec<Lit>> = (0..=holes)
            .map(|_| (0..holes).map(|_| solver.new_lit()).collect())
            .collect();
        for pigeon in &at {
            solver.add_clause(pigeon);
        }
        for h in 0..holes {
            let hole: Vec<Lit> = at.iter().map(|pigeon| pigeon[h]).collect();
            for (a, &x) in hole.iter().enumerate() {
                for &y in &hole[a + 1..] {
                    solver.add_clause(&[!x, !y]);
                }
            }
        }
    }

    #[test]
    fn a_decision_budget_stops_each_call_and_can_be_lifted() {
        let mut solver = BatsatSolver::new();
        pigeons(&mut solver, 7);
        solver.set_decision_budget(Some(10));
        assert_eq!(solver.solve(), SatResult::Interrupted);
        // Each call gets the whole budget again.
        assert_eq!(solver.solve(), SatResult::Interrupted);
        solver.set_decision_budget(None);
        assert_eq!(solver.solve(), SatResult::Unsat);
        let mut easy = BatsatSolver::new();
        let x = easy.new_lit();
        easy.add_clause(&[x]);
        easy.set_decision_budget(Some(10));
        assert_eq!(easy.solve(), SatResult::Sat);
    }

    #[test]
    fn a_cancelled_control_stops_a_budgeted_solver_too() {
        let mut solver = BatsatSolver::new();
        pigeons(&mut solver, 6);
        let control = Control::new();
        solver.set_decision_budget(Some(1_000_000));
        solver.set_control(&control);
        control.cancel();
        assert_eq!(solver.solve(), SatResult::Interrupted);
    }
}
