//! Tseitin encoding: equisatisfiable and model-count preserving on the named
//! variables, checked against brute-force evaluation of the formula.

use std::collections::BTreeSet;

use logic::{default_solver, enumerate_models, Assignment, Formula, SatResult, SatSolver, VarMap};
use proptest::prelude::*;

mod common;
use common::raw;

#[test]
fn models_read_back_by_name() {
    let f: Formula = "gems(blue) ∧ (true(white) ↔ ¬gems(blue))".parse().unwrap();
    let mut solver = default_solver();
    let mut map = VarMap::new();
    f.assert_into(&mut solver, &mut map);
    assert_eq!(solver.solve(), SatResult::Sat);
    let model = map.assignment(&solver).unwrap();
    assert!(model["gems(blue)"]);
    assert!(!model["true(white)"]);
    assert_eq!(f.value(&model), Some(true));
}

#[test]
fn to_cnf_names_variables_in_comments() {
    let (cnf, map) = (Formula::var("a") | !Formula::var("b")).to_cnf();
    assert_eq!(map.len(), 2);
    let text = cnf.to_dimacs();
    assert!(
        text.starts_with("p cnf 2 1\nc var 1 = a\nc var 2 = b\n"),
        "{text}"
    );
    assert!(text.ends_with("1 -2 0\n"), "{text}");
    let (cnf, _) = Formula::FALSE.to_cnf();
    assert_eq!(cnf.to_dimacs(), "p cnf 0 1\n0\n");
}

proptest! {
    #[test]
    fn asserted_models_match_brute_force(raw in raw()) {
        let f = raw.build();
        let expected: BTreeSet<Assignment> = f.models().unwrap().into_iter().collect();
        let mut solver = default_solver();
        let mut map = VarMap::new();
        f.assert_into(&mut solver, &mut map);
        let projection = map.vars();
        let found = enumerate_models(&mut solver, &projection, None, &[]);
        let named: BTreeSet<Assignment> = found.iter().map(|m| map.name_model(&projection, m)).collect();
        prop_assert_eq!(found.len(), expected.len());
        prop_assert_eq!(named, expected);
    }

    #[test]
    fn tseitin_literal_is_equivalent(raw in raw()) {
        let f = raw.build();
        let mut solver = default_solver();
        let mut map = VarMap::new();
        let lit = f.tseitin(&mut solver, &mut map);
        let projection = map.vars();
        for polarity in [true, false] {
            let assumed = if polarity { lit } else { !lit };
            let found = enumerate_models(&mut solver, &projection, None, &[assumed]);
            for model in &found {
                prop_assert_eq!(f.value(&map.name_model(&projection, model)), Some(polarity));
            }
            let expected = logic::all_assignments(f.vars()).unwrap()
                .filter(|a| f.value(a) == Some(polarity)).count();
            prop_assert_eq!(found.len(), expected);
        }
    }
}
