//! Model enumeration, backbones and minimal unsatisfiable subsets,
//! cross-checked against brute force over small random CNFs.

use std::collections::BTreeSet;

use logic::{
    backbone, default_solver, enumerate_models, minimal_unsat_subset, ClauseGroups, ClauseSink,
    Control, Lit, SatResult, SatSolver, Var,
};
use proptest::prelude::*;

const VARS: u32 = 5;

fn clause() -> impl Strategy<Value = Vec<Lit>> {
    prop::collection::vec(
        (0..VARS, any::<bool>()).prop_map(|(v, p)| Lit::new(Var::new(v), p)),
        1..4,
    )
}

fn cnf() -> impl Strategy<Value = Vec<Vec<Lit>>> {
    prop::collection::vec(clause(), 0..14)
}

/// All total assignments of the `VARS` variables satisfying every clause.
fn brute_models(clauses: &[Vec<Lit>]) -> Vec<Vec<bool>> {
    (0..1u32 << VARS)
        .map(|row| (0..VARS).map(|v| row >> v & 1 == 1).collect::<Vec<bool>>())
        .filter(|values| {
            clauses.iter().all(|c| {
                c.iter()
                    .any(|l| l.value_under(values[l.var().index() as usize]))
            })
        })
        .collect()
}

fn solver_with(clauses: &[Vec<Lit>]) -> logic::DefaultSolver {
    let mut s = default_solver();
    for _ in 0..VARS {
        s.new_var();
    }
    for c in clauses {
        s.add_clause(c);
    }
    s
}

#[test]
fn enumeration_respects_limit_and_assumptions() {
    let mut s = solver_with(&[]);
    let vars: Vec<Var> = (0..3).map(Var::new).collect();
    assert_eq!(enumerate_models(&mut s, &vars, Some(5), &[]).len(), 5);
    let fix = [Lit::negative(Var::new(0))];
    let models = enumerate_models(&mut s, &vars, None, &fix);
    assert_eq!(models.len(), 4);
    assert!(models.iter().all(|m| !m[0]));
    assert_eq!(
        enumerate_models(&mut s, &[], None, &[]),
        vec![Vec::<bool>::new()]
    );
}

#[test]
fn named_groups_report_names() {
    let a = Lit::positive(Var::new(0));
    let mut groups = ClauseGroups::new();
    groups.add_clause(&[a]);
    groups.add_group("harmless", &[vec![a]]);
    groups.add_group("contradiction", &[vec![!a]]);
    let mus = groups.minimal_unsat_subset().unwrap();
    assert_eq!(mus, vec![1]);
    assert_eq!(groups.name(mus[0]), Some("contradiction"));
    assert_eq!(groups.unsat_core(), Some(vec![1]));
}

#[test]
fn a_stopped_mus_search_says_its_core_is_not_minimal() {
    // Groups: a, ¬a, b, ¬b, and (a ∧ b) twice over: the first core the
    // solver finds has room to shrink, and one deletion try is allowed.
    let (a, b) = (Lit::positive(Var::new(0)), Lit::positive(Var::new(1)));
    let mut groups = ClauseGroups::new();
    for clauses in [vec![vec![a]], vec![vec![!a]], vec![vec![b]], vec![vec![!b]]] {
        groups.add_group("g", &clauses);
    }
    let full = groups
        .minimal_unsat_subset_within(&Control::new())
        .unwrap()
        .unwrap();
    assert!(full.minimal && full.groups.len() == 2, "{full:?}");
    // Cancelled before the start: no core at all.
    let cancelled = Control::new();
    cancelled.cancel();
    let none = groups.minimal_unsat_subset_within(&cancelled);
    assert!(matches!(none, Err(logic::Error::Interrupted)), "{none:?}");
    // Cancelled after the first deletion try (showing a core minimal takes
    // one try per group, at least two here): a core, still unsatisfiable,
    // not claimed minimal.
    let control = Control::new();
    let stop = control.clone();
    let control = control.with_progress(move |_| stop.cancel());
    let cut = groups
        .minimal_unsat_subset_within(&control)
        .unwrap()
        .unwrap();
    let mut solver = default_solver();
    for &g in &cut.groups {
        solver.add_clause(&[[a], [!a], [b], [!b]][g]);
    }
    assert_eq!(solver.solve_with(&[]), SatResult::Unsat);
    assert!(!cut.minimal, "{cut:?}");
}

proptest! {
    #[test]
    fn projected_enumeration_counts_match(clauses in cnf(), mask in 0u32..1 << VARS) {
        let projection: Vec<Var> = (0..VARS).filter(|v| mask >> v & 1 == 1).map(Var::new).collect();
        let expected: BTreeSet<Vec<bool>> = brute_models(&clauses)
            .into_iter()
            .map(|m| projection.iter().map(|v| m[v.index() as usize]).collect())
            .collect();
        let mut s = solver_with(&clauses);
        let found = enumerate_models(&mut s, &projection, None, &[]);
        prop_assert_eq!(found.len(), expected.len());
        prop_assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), expected.clone());
        // The blocking clauses are retired: the solver enumerates afresh.
        prop_assert_eq!(enumerate_models(&mut s, &projection, None, &[]).len(), expected.len());
    }

    #[test]
    fn backbone_matches_brute_force(clauses in cnf(), assumption in clause()) {
        let assumed: Vec<Vec<Lit>> = assumption.iter().map(|&l| vec![l]).collect();
        let models = brute_models(&[clauses.clone(), assumed].concat());
        let vars: Vec<Var> = (0..VARS).map(Var::new).collect();
        let mut s = solver_with(&clauses);
        let found = backbone(&mut s, &vars, &assumption);
        if models.is_empty() {
            prop_assert_eq!(found, None);
        } else {
            let expected: Vec<Lit> = vars.iter().filter_map(|&v| {
                let i = v.index() as usize;
                let first = models[0][i];
                models.iter().all(|m| m[i] == first).then(|| Lit::new(v, first))
            }).collect();
            prop_assert_eq!(found, Some(expected));
        }
    }

    #[test]
    fn mus_is_minimal_and_unsat(groups in prop::collection::vec(prop::collection::vec(clause(), 1..3), 0..8)) {
        let sat = |chosen: &[usize]| {
            let clauses: Vec<Vec<Lit>> = chosen.iter().flat_map(|&g| groups[g].clone()).collect();
            !brute_models(&clauses).is_empty()
        };
        let all: Vec<usize> = (0..groups.len()).collect();
        match minimal_unsat_subset(&groups) {
            None => prop_assert!(sat(&all)),
            Some(mus) => {
                prop_assert!(!sat(&mus));
                prop_assert!(mus.windows(2).all(|w| w[0] < w[1]));
                for i in 0..mus.len() {
                    let mut fewer = mus.clone();
                    fewer.remove(i);
                    prop_assert!(sat(&fewer), "dropping group {} keeps it unsat", mus[i]);
                }
            }
        }
    }
}
