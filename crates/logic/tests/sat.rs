//! Literals, CNF/DIMACS, the batsat backend and cardinality encodings,
//! cross-checked against brute force.

use logic::{
    at_least, at_most, between, default_solver, exactly, ClauseSink, Cnf, Lit, SatResult,
    SatSolver, Totalizer, Var,
};
use proptest::prelude::*;

fn lit(dimacs: i64) -> Lit {
    Lit::from_dimacs(dimacs).unwrap()
}

#[test]
fn literal_numbering() {
    let v = Var::new(2);
    assert_eq!(Lit::positive(v).to_dimacs(), 3);
    assert_eq!(Lit::negative(v).to_dimacs(), -3);
    assert_eq!(!Lit::positive(v), Lit::negative(v));
    assert_eq!(Lit::negative(v).var(), v);
    assert!(!Lit::negative(v).is_positive());
    assert_eq!(Lit::from_dimacs(0), None);
    assert_eq!(lit(-3), Lit::negative(v));
}

#[test]
fn dimacs_export_and_round_trip() {
    let mut cnf = Cnf::new();
    let a = cnf.new_lit();
    let b = cnf.new_lit();
    cnf.add_comment("two vars");
    cnf.add_clause(&[a, !b]);
    cnf.add_clause(&[b]);
    let text = cnf.to_dimacs();
    assert_eq!(text, "p cnf 2 2\nc two vars\n1 -2 0\n2 0\n");
    assert_eq!(Cnf::from_dimacs(&text).unwrap(), cnf);
    assert!(Cnf::from_dimacs("p cnf 1 1\n2 0\n").is_err());
    assert!(Cnf::from_dimacs("1 0\n").is_err());
    let err = Cnf::from_dimacs("p cnf 2 1\n1 x 0\n").unwrap_err();
    assert!(err.to_string().contains("line 2"), "{err}");
}

#[test]
fn solver_models_and_failed_assumptions() {
    let mut s = default_solver();
    let a = s.new_lit();
    let b = s.new_lit();
    let c = s.new_lit();
    s.add_clause(&[a, b]);
    s.add_clause(&[!a, c]);
    assert_eq!(s.solve_with(&[!b]), SatResult::Sat);
    assert_eq!(s.value(a), Some(true));
    assert_eq!(s.value(c), Some(true));
    assert_eq!(s.value(!b), Some(true));
    assert_eq!(s.solve_with(&[!b, !c, a]), SatResult::Unsat);
    let failed = s.failed_assumptions();
    assert!(!failed.is_empty());
    assert!(failed.iter().all(|l| [!b, !c, a].contains(l)));
    assert_eq!(s.solve_with(&failed), SatResult::Unsat);
    assert_eq!(s.value(a), None, "no model after unsat");
    // A literal over a variable never allocated is accepted.
    assert_eq!(s.solve_with(&[lit(40)]), SatResult::Sat);
    s.add_clause(&[]);
    assert_eq!(s.solve(), SatResult::Unsat);
    assert!(s.failed_assumptions().is_empty());
}

/// Input literals over `VARS` variables, with polarity, possibly repeated.
const VARS: u32 = 4;

/// Derived variables are never decided on: the models still decide every
/// ordinary variable, propagate through the derived ones, and unsatisfiable
/// stays unsatisfiable.
#[test]
fn derived_variables_propagate_but_are_not_decided() {
    let mut solver = default_solver();
    let (a, b) = (solver.new_lit(), solver.new_lit());
    let (s, t) = (
        Lit::positive(solver.new_derived_var()),
        Lit::positive(solver.new_derived_var()),
    );
    // a → s → t → b, as states along a ray path.
    solver.add_clause(&[!a, s]);
    solver.add_clause(&[!s, t]);
    solver.add_clause(&[!t, b]);
    assert_eq!(solver.solve_with(&[a]), SatResult::Sat);
    assert_eq!(solver.value(b), Some(true));
    assert_eq!(solver.value(t), Some(true));
    assert_eq!(solver.solve_with(&[!a]), SatResult::Sat);
    assert!(solver.value(a).is_some() && solver.value(b).is_some());
    assert_eq!(solver.solve_with(&[a, !b]), SatResult::Unsat);
}

fn inputs() -> impl Strategy<Value = Vec<Lit>> {
    prop::collection::vec(
        (0..VARS, any::<bool>()).prop_map(|(v, p)| Lit::new(Var::new(v), p)),
        0..7,
    )
}

/// For every assignment of the first `VARS` variables: (assumptions, count).
fn rows(lits: &[Lit]) -> impl Iterator<Item = (Vec<Lit>, usize)> + '_ {
    (0..1u32 << VARS).map(move |row| {
        let value = |v: Var| row >> v.index() & 1 == 1;
        let fix = (0..VARS)
            .map(|v| Lit::new(Var::new(v), value(Var::new(v))))
            .collect();
        let count = lits
            .iter()
            .filter(|l| l.value_under(value(l.var())))
            .count();
        (fix, count)
    })
}

fn fresh_solver() -> logic::DefaultSolver {
    let mut s = default_solver();
    for _ in 0..VARS {
        s.new_var();
    }
    s
}

proptest! {
    #[test]
    fn one_shot_cardinality_matches_counting(lits in inputs(), lo in 0usize..8, hi in 0usize..8) {
        type Encode = fn(&mut dyn ClauseSink, &[Lit], usize, usize);
        type Holds = fn(usize, usize, usize) -> bool;
        let cases: [(Encode, Holds); 4] = [
            (|s, l, lo, _| at_least(s, l, lo), |c, lo, _| c >= lo),
            (|s, l, _, hi| at_most(s, l, hi), |c, _, hi| c <= hi),
            (|s, l, lo, _| exactly(s, l, lo), |c, lo, _| c == lo),
            (|s, l, lo, hi| between(s, l, lo, hi), |c, lo, hi| lo <= c && c <= hi),
        ];
        for (encode, holds) in cases {
            // Through a Cnf and DIMACS text, into a fresh solver.
            let mut cnf = Cnf::new();
            for _ in 0..VARS { cnf.new_var(); }
            encode(&mut cnf, &lits, lo, hi);
            let mut s = default_solver();
            Cnf::from_dimacs(&cnf.to_dimacs()).unwrap().add_to(&mut s);
            for (fix, count) in rows(&lits) {
                let expected = if holds(count, lo, hi) { SatResult::Sat } else { SatResult::Unsat };
                prop_assert_eq!(s.solve_with(&fix), expected, "count {} lo {} hi {}", count, lo, hi);
            }
        }
    }

    #[test]
    fn totalizer_assumptions_match_counting(lits in inputs()) {
        let mut s = fresh_solver();
        let t = Totalizer::new(&mut s, &lits);
        prop_assert_eq!(t.len(), lits.len());
        for (fix, count) in rows(&lits) {
            for lo in 0..=lits.len() + 1 {
                for hi in 0..=lits.len() + 1 {
                    let mut assumptions = fix.clone();
                    assumptions.extend(t.range_assumptions(lo, hi));
                    let expected = lo <= count && count <= hi;
                    prop_assert_eq!(s.solve_with(&assumptions) == SatResult::Sat, expected);
                }
            }
            let mut at_most = fix.clone();
            at_most.extend(t.at_most_assumption(count));
            prop_assert_eq!(s.solve_with(&at_most), SatResult::Sat);
            if let Some(fewer) = count.checked_sub(1) {
                let mut too_few = fix.clone();
                too_few.extend(t.at_most_assumption(fewer));
                prop_assert_eq!(s.solve_with(&too_few), SatResult::Unsat);
            }
        }
    }
}

/// The one-shot constraints use a counter capped at `max(lo, hi + 1)`:
/// exact on every assignment of 10 inputs, for every bound pair.
#[test]
fn capped_between_is_exact_on_ten_inputs() {
    const N: u32 = 10;
    for lo in 0..=N as usize + 1 {
        for hi in lo.saturating_sub(1)..=N as usize {
            let mut s = default_solver();
            let lits: Vec<Lit> = (0..N).map(|_| s.new_lit()).collect();
            between(&mut s, &lits, lo, hi);
            for row in 0..1u32 << N {
                let fix: Vec<Lit> = (0..N)
                    .map(|v| Lit::new(Var::new(v), row >> v & 1 == 1))
                    .collect();
                let count = row.count_ones() as usize;
                let expected = lo <= count && count <= hi;
                assert_eq!(
                    s.solve_with(&fix) == SatResult::Sat,
                    expected,
                    "lo {lo} hi {hi} row {row:b}"
                );
            }
        }
    }
}

/// The capped counter is O(n·cap): far smaller than the full totalizer.
#[test]
fn capped_between_is_linear_in_the_cap() {
    let n = 400;
    let mut full = Cnf::new();
    let lits: Vec<Lit> = (0..n).map(|_| full.new_lit()).collect();
    Totalizer::new(&mut full, &lits);
    let mut capped = Cnf::new();
    for _ in 0..n {
        capped.new_var();
    }
    exactly(&mut capped, &lits, 5);
    let (full, capped) = (full.clauses().len(), capped.clauses().len());
    assert!(capped * 10 < full, "capped {capped} vs full {full}");
    // Each of the < n merges adds at most (cap + 1)² upward and as many
    // downward clauses, with cap = 6.
    assert!(capped <= 2 * 49 * n, "capped {capped}");
}

/// A bound near `n` costs as little as one near 0: it is counted on the
/// negations (a 255x255 board with every cell an atom needs cap 1, not
/// 65,026).
#[test]
fn a_bound_near_n_is_counted_on_the_negations() {
    let n = 400;
    let size = |k: usize| {
        let mut cnf = Cnf::new();
        let lits: Vec<Lit> = (0..n).map(|_| cnf.new_lit()).collect();
        exactly(&mut cnf, &lits, k);
        cnf.clauses().len()
    };
    assert_eq!(size(n - 5), size(5));
    assert!(size(n) <= size(0), "{} vs {}", size(n), size(0));
}
