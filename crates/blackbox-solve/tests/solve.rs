//! Cross-checks of the solver: the SAT engine's counts, solutions,
//! deductions, port outcomes and uniqueness decisions against the brute
//! engine and plain enumeration on random small
//! puzzles (partial hints, with and without an atom count, and made
//! inconsistent by changing one hint), plus the soundness of preprocessing;
//! the split count's own path (backbone, parts, free cells) forced on, with
//! a check that its cases really fall into parts.

use blackbox::{AtomCount, Board, Dims, Puzzle, PuzzleBuilder, Response, Rules};
use blackbox_solve::{
    self as solve, internals as split, Brute, CellStatus, Engine, Query, Sat, Uniqueness,
};
use blackbox_solve::{Facts, Known};
use num_bigint::BigUint;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use std::collections::BTreeMap;

/// Every board of `dims` (small boards only) solving `puzzle`, by plain
/// enumeration of all `2^cells` boards: independent of both engines.
fn all_solutions(puzzle: &Puzzle) -> Vec<Board> {
    let dims = puzzle.dims();
    let cells: Vec<_> = dims.all_cells().collect();
    (0u32..1 << cells.len())
        .map(|mask| {
            let mut b = Board::empty(dims);
            for (i, &c) in cells.iter().enumerate() {
                b.set(c, mask >> i & 1 == 1);
            }
            b
        })
        .filter(|b| puzzle.is_solved_by(b))
        .collect()
}

/// A puzzle from a hidden board: the hints of `keep`'s ports, the atom
/// count as given, optionally one hint replaced by `change`.
fn make_puzzle(
    board: &Board,
    rules: Rules,
    keep: &[bool],
    atoms: AtomCount,
    change: Option<(usize, usize)>,
) -> Option<Puzzle> {
    let dims = board.dims();
    let mut b = PuzzleBuilder::new(dims, atoms, rules).ok()?;
    let ports: Vec<_> = dims.all_ports().collect();
    for (i, &p) in ports.iter().enumerate() {
        if keep[i % keep.len()] {
            let mut r = board.response(p, rules);
            if let Some((at, to)) = change {
                if at % ports.len() == i {
                    r = match to % 3 {
                        0 => Response::Hit,
                        1 => Response::Reflection,
                        _ => Response::Exit(ports[(i + 1 + to) % ports.len()]),
                    };
                    if r == Response::Exit(p) {
                        r = Response::Reflection;
                    }
                }
            }
            // A changed hint may contradict one recorded earlier: skip it.
            // (Both ends are checked: `add` is not atomic for exits.)
            let free = |q| b.known(q).is_none();
            if free(p) && !matches!(r, Response::Exit(q) if !free(q)) {
                b.add(0, p, r).ok()?;
            }
        }
    }
    Some(b.build())
}

fn arb_case() -> impl Strategy<Value = (Puzzle, bool)> {
    (
        1usize..=4,
        1usize..=4,
        prop::collection::vec(any::<bool>(), 16),
        prop::collection::vec(any::<bool>(), 1..=16),
        0u8..3,
        prop::option::of((0usize..16, 0usize..16)),
        any::<bool>(),
    )
        .prop_filter_map(
            "puzzle",
            |(rows, cols, atoms, keep, count_kind, change, acm)| {
                let dims = Dims::new(rows, cols).ok()?;
                let mut board = Board::empty(dims);
                for (i, cell) in dims.all_cells().enumerate() {
                    board.set(cell, atoms[i] && i % 3 != 1);
                }
                let k = board.atom_count();
                let count = match count_kind {
                    0 => AtomCount::Unknown,
                    1 => AtomCount::Exact(k),
                    _ => AtomCount::Range {
                        min: k.saturating_sub(1),
                        max: (k + 1).min(dims.cells()),
                    },
                };
                let rules = if acm { Rules::Acm } else { Rules::Standard };
                Some((
                    make_puzzle(&board, rules, &keep, count, change)?,
                    change.is_none(),
                ))
            },
        )
}

/// Boards of 5x5 to 7x7 for the split: with `full` feedback and 3–8
/// atoms (the board sometimes falls into several parts), else with 1–4
/// atoms and a random third of the ports hinted (cells no ray reads are
/// common). Small enough for the brute engine.
fn split_case(full: bool) -> impl Strategy<Value = Puzzle> {
    let atoms = if full { 3..=8 } else { 1..=4 };
    (
        5usize..=7,
        5usize..=7,
        prop::collection::vec((0usize..7, 0usize..7), atoms),
        prop::collection::vec(0u8..3, 28),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_filter_map("puzzle", move |(rows, cols, atoms, keep, exact, acm)| {
            let dims = Dims::new(rows, cols).ok()?;
            let mut board = Board::empty(dims);
            for (r, c) in atoms {
                board.set(dims.cell(r % rows, c % cols).ok()?, true);
            }
            let k = board.atom_count();
            let count = if exact {
                AtomCount::Exact(k)
            } else {
                AtomCount::Range { min: 1, max: k + 1 }
            };
            let rules = if acm { Rules::Acm } else { Rules::Standard };
            let keep: Vec<bool> = keep.iter().map(|&k| full || k == 0).collect();
            make_puzzle(&board, rules, &keep, count, None)
        })
}

/// Split counts of 100 fixed cases of [`split_case`] against brute force
/// (with `full` feedback, also each cell's atoms against the listed
/// solutions); returns how many had several parts and how many had free
/// cells.
fn split_sample(full: bool) -> (usize, usize) {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut several, mut free) = (0, 0);
    for _ in 0..100 {
        let puzzle = split_case(full).new_tree(&mut runner).unwrap().current();
        let s = split::split(&puzzle, full, None, 0).unwrap();
        let max_solutions = if full { usize::MAX } else { 0 };
        let brute = Brute::default()
            .solve(
                &puzzle,
                Query {
                    max_solutions,
                    count: true,
                },
            )
            .unwrap();
        assert_eq!(brute.count.unwrap(), s.count, "{puzzle:?}");
        if full {
            for (i, cell) in puzzle.dims().all_cells().enumerate() {
                let n = brute.boards.iter().filter(|b| b.has_atom(cell)).count();
                assert_eq!(s.atoms[i], BigUint::from(n), "{puzzle:?} {cell}");
            }
        }
        several += usize::from(s.parts.len() > 1);
        free += usize::from(s.free > 0);
    }
    (several, free)
}

#[test]
fn the_split_cases_do_fall_into_parts_and_leave_free_cells() {
    // The property tests on split_case must exercise what they claim to.
    let (several, _) = split_sample(true);
    assert!(several >= 2, "{several} of 100 with several parts");
    let (_, free) = split_sample(false);
    assert!(free >= 10, "{free} of 100 with free cells");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn sat_count_equals_brute_and_enumeration((puzzle, from_board) in arb_case()) {
        let truth = all_solutions(&puzzle);
        let sat = solve::count(&puzzle);
        prop_assert_eq!(&sat, &BigUint::from(truth.len()));
        let brute = Brute::default().solve(&puzzle, Query { max_solutions: 0, count: true }).unwrap();
        prop_assert_eq!(brute.count.unwrap(), sat);
        if from_board {
            prop_assert!(!truth.is_empty());
        }
        // Preprocessing is sound: every solution obeys every fact.
        let facts = Facts::of(&puzzle);
        prop_assert!(truth.is_empty() || !facts.contradiction());
        for b in &truth {
            for cell in puzzle.dims().all_cells() {
                match facts.known(cell) {
                    Known::Atom => prop_assert!(b.has_atom(cell)),
                    Known::Empty => prop_assert!(!b.has_atom(cell)),
                    Known::Open => {}
                }
            }
            for &(x, y) in facts.xors() {
                prop_assert!(b.has_atom(x) != b.has_atom(y));
            }
        }
        // Listed solutions are real and distinct.
        let listed = Sat.solve(&puzzle, Query { max_solutions: 5, count: false }).unwrap().boards;
        prop_assert_eq!(listed.len(), truth.len().min(5));
        for (i, b) in listed.iter().enumerate() {
            prop_assert!(puzzle.is_solved_by(b));
            prop_assert!(!listed[..i].contains(b));
        }
        prop_assert_eq!(solve::first_solution(&puzzle).is_some(), !truth.is_empty());
        prop_assert_eq!(solve::is_unique(&puzzle), truth.len() == 1);
    }

    #[test]
    fn uniqueness_decision_matches_enumeration((puzzle, _) in arb_case()) {
        let truth = all_solutions(&puzzle);
        match solve::uniqueness(&puzzle) {
            Uniqueness::Inconsistent => prop_assert!(truth.is_empty()),
            Uniqueness::Unique(b) => prop_assert_eq!(truth, vec![b]),
            Uniqueness::Several(a, b) => {
                prop_assert!(a != b);
                prop_assert!(truth.contains(&a) && truth.contains(&b));
            }
        }
    }

    #[test]
    fn uniqueness_decision_matches_brute_on_larger_boards(
        puzzle in any::<bool>().prop_flat_map(split_case)
    ) {
        let all = Query { max_solutions: 0, count: true };
        let n = Brute::default().solve(&puzzle, all).unwrap().count.unwrap();
        match solve::uniqueness(&puzzle) {
            Uniqueness::Inconsistent => prop_assert_eq!(n, BigUint::from(0u32)),
            Uniqueness::Unique(b) => {
                prop_assert!(puzzle.is_solved_by(&b));
                prop_assert_eq!(n, BigUint::from(1u32));
            }
            Uniqueness::Several(a, b) => {
                prop_assert!(a != b && puzzle.is_solved_by(&a) && puzzle.is_solved_by(&b));
                prop_assert!(n >= BigUint::from(2u32));
            }
        }
    }

    #[test]
    fn split_path_counts_and_shares_equal_enumeration((puzzle, _) in arb_case()) {
        // No quick whole-board cubes: always the backbone and the parts.
        let truth = all_solutions(&puzzle);
        let s = split::split(&puzzle, true, None, 0).unwrap();
        prop_assert_eq!(&s.count, &BigUint::from(truth.len()));
        for (i, cell) in puzzle.dims().all_cells().enumerate() {
            let n = truth.iter().filter(|b| b.has_atom(cell)).count();
            prop_assert_eq!(&s.atoms[i], &BigUint::from(n));
        }
    }

    #[test]
    fn split_counts_equal_brute(puzzle in any::<bool>().prop_flat_map(split_case)) {
        let s = split::split(&puzzle, false, None, 0).unwrap();
        let brute = Brute::default().solve(&puzzle, Query { max_solutions: 0, count: true }).unwrap();
        prop_assert_eq!(brute.count.unwrap(), s.count);
    }

    #[test]
    fn deductions_and_port_outcomes_match_enumeration((puzzle, _) in arb_case()) {
        let truth = all_solutions(&puzzle);
        let d = solve::deduce(&puzzle);
        prop_assert_eq!(&d.count, &BigUint::from(truth.len()));
        for (i, cell) in puzzle.dims().all_cells().enumerate() {
            let n = truth.iter().filter(|b| b.has_atom(cell)).count();
            prop_assert_eq!(&d.cells[i].atoms, &BigUint::from(n));
            let expected = if truth.is_empty() || (n > 0 && n < truth.len()) {
                CellStatus::Open
            } else if n == 0 {
                CellStatus::Empty
            } else {
                CellStatus::Atom
            };
            prop_assert_eq!(d.cells[i].status, expected);
        }
        let port = puzzle.dims().all_ports().last().unwrap();
        let mut expected: BTreeMap<Response, BigUint> = BTreeMap::new();
        for b in &truth {
            *expected.entry(b.response(port, puzzle.rules())).or_default() += 1u32;
        }
        let got: BTreeMap<_, _> = solve::port_outcomes(&puzzle, port).into_iter().collect();
        prop_assert_eq!(got, expected);
    }
}

#[test]
fn a_puzzle_without_hints_counts_every_board() {
    let dims = Dims::new(6, 7).unwrap();
    let none = PuzzleBuilder::new(dims, AtomCount::Exact(5), Rules::Standard)
        .unwrap()
        .build();
    // C(42, 5)
    assert_eq!(solve::count(&none), BigUint::from(850_668u32));
    let any = PuzzleBuilder::new(dims, AtomCount::Unknown, Rules::Standard)
        .unwrap()
        .build();
    assert_eq!(solve::count(&any), BigUint::from(1u64 << 42));
    assert!(!solve::is_unique(&any));
}

#[test]
fn huge_counts_are_exact() {
    // 30x30 with 40 atoms: C(900, 40) ≈ 10^64 boards, far beyond enumeration.
    // The responses of port 1 split them exactly, and the hit share equals
    // the count of the puzzle that knows the hit.
    let dims = Dims::new(30, 30).unwrap();
    let port = dims.port(1).unwrap();
    let blank = PuzzleBuilder::new(dims, AtomCount::Exact(40), Rules::Standard).unwrap();
    let outcomes = solve::port_outcomes(&blank.clone().build(), port);
    let total: BigUint = outcomes.iter().map(|(_, n)| n).sum();
    let c900_40 = (0..40u32).fold(BigUint::from(1u32), |acc, i| {
        acc * BigUint::from(900 - i) / BigUint::from(i + 1)
    });
    assert_eq!(total, c900_40);
    let mut hit = blank;
    hit.add(0, port, Response::Hit).unwrap();
    let hits = outcomes.iter().find(|(r, _)| *r == Response::Hit).unwrap();
    assert_eq!(solve::count(&hit.build()), hits.1);
}
