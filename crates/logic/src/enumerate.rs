//! Model enumeration and backbones on an incremental [`SatSolver`].
//!
//! Enumeration adds one blocking clause per model over the projection
//! variables, guarded by a fresh activation literal `act`: each clause is
//! `¬act ∨ (projection differs from this model)`, and every solve assumes
//! `act`. Afterwards the unit `¬act` retires all blocking clauses, so the
//! solver can be reused with its original meaning. Models are therefore
//! distinct on the projection and each appears exactly once.
//!
//! The backbone (literals true in every model) is computed from one model's
//! candidates, testing each candidate's negation under assumptions and
//! dropping every candidate that a counter-model flips.

use crate::lit::{Lit, Var};
use crate::solver::{SatResult, SatSolver};

/// All models of the solver's clauses under `assumptions`, projected onto
/// `projection` (one `Vec<bool>` per distinct projected model, values in
/// `projection` order), stopping after `limit` models if given.
pub fn enumerate_models<S: SatSolver + ?Sized>(
    solver: &mut S,
    projection: &[Var],
    limit: Option<usize>,
    assumptions: &[Lit],
) -> Vec<Vec<bool>> {
    let mut models = Vec::new();
    for_each_model(solver, projection, assumptions, |model| {
        models.push(model.to_vec());
        limit.is_none_or(|limit| models.len() < limit)
    });
    models
}

/// Calls `visit` with each projected model (as in [`enumerate_models`]) until
/// it returns `false` or the models run out; returns how many were visited.
pub fn for_each_model<S: SatSolver + ?Sized>(
    solver: &mut S,
    projection: &[Var],
    assumptions: &[Lit],
    mut visit: impl FnMut(&[bool]) -> bool,
) -> usize {
    let act = solver.new_lit();
    let mut guarded = assumptions.to_vec();
    guarded.push(act);
    let mut visited = 0;
    while solver.solve_with(&guarded) == SatResult::Sat {
        let model: Vec<bool> = projection
            .iter()
            .map(|&v| solver.value(Lit::positive(v)).unwrap_or(false))
            .collect();
        visited += 1;
        if !visit(&model) {
            break;
        }
        let mut block = vec![!act];
        block.extend(
            projection
                .iter()
                .zip(&model)
                .map(|(&v, &b)| Lit::new(v, !b)),
        );
        solver.add_clause(&block);
    }
    solver.add_clause(&[!act]);
    visited
}

/// The literals over `candidates` that hold in every model under
/// `assumptions` (in `candidates` order), or `None` if there is no model.
/// If the solver's [`crate::Control`] is cancelled on the way, the
/// literals proven before that.
pub fn backbone<S: SatSolver + ?Sized>(
    solver: &mut S,
    candidates: &[Var],
    assumptions: &[Lit],
) -> Option<Vec<Lit>> {
    if solver.solve_with(assumptions) == SatResult::Unsat {
        return None;
    }
    let mut open: Vec<Option<Lit>> = candidates.iter().map(|&v| model_lit(solver, v)).collect();
    // Established backbone literals are implied, so assuming them is sound
    // and helps the later calls.
    let mut known = assumptions.to_vec();
    for i in 0..open.len() {
        let Some(lit) = open[i] else { continue };
        known.push(!lit);
        let result = solver.solve_with(&known);
        known.pop();
        match result {
            SatResult::Unsat => known.push(lit),
            // A cancelled solver proves nothing more: the literal stays open.
            SatResult::Interrupted => open[i] = None,
            SatResult::Sat => {
                for slot in &mut open[i..] {
                    if slot.is_some_and(|l| solver.value(l) != Some(true)) {
                        *slot = None;
                    }
                }
            }
        }
    }
    Some(open.into_iter().flatten().collect())
}

/// The literal of `var` that is true in the current model.
fn model_lit<S: SatSolver + ?Sized>(solver: &S, var: Var) -> Option<Lit> {
    let lit = Lit::positive(var);
    solver.value(lit).map(|b| if b { lit } else { !lit })
}
