//! Cross-checks of the solver: the SAT engine's counts, solutions,
//! deductions, port outcomes and uniqueness decisions against the brute
//! engine and plain enumeration on random small
//! puzzles (partial hints, with and without an atom count, and made
//! inconsistent by changing one hint), plus the soundness of preprocessing;
//! the split count's own path (backbone, parts, free cells) forced on, with
//! a check that its cases really fall into parts; the report (every
//! budget, every stop) and the backbone against enumeration, also when
//! cancelled part way (its partial statuses must all be true).

use blackbox::{AtomCount, Board, Dims, Puzzle, PuzzleBuilder, Response, Rules};
use blackbox_solve::Facts;
use blackbox_solve::{
    self as solve, internals as split, Brute, CellStatus, Control, Count, Deduced, Engine, Plan,
    Query, Sat, Uniqueness,
};
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
        let s = split::split(&puzzle, full, None, 0, &Control::new())
            .unwrap()
            .exact()
            .unwrap();
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
                    CellStatus::Atom => prop_assert!(b.has_atom(cell)),
                    CellStatus::Empty => prop_assert!(!b.has_atom(cell)),
                    CellStatus::Open => {}
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
        let s = split::split(&puzzle, true, None, 0, &Control::new()).unwrap().exact().unwrap();
        prop_assert_eq!(&s.count, &BigUint::from(truth.len()));
        for (i, cell) in puzzle.dims().all_cells().enumerate() {
            let n = truth.iter().filter(|b| b.has_atom(cell)).count();
            prop_assert_eq!(&s.atoms[i], &BigUint::from(n));
        }
    }

    #[test]
    fn split_counts_equal_brute(puzzle in any::<bool>().prop_flat_map(split_case)) {
        let s = split::split(&puzzle, false, None, 0, &Control::new()).unwrap().exact().unwrap();
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

/// The status every solution in `truth` gives the cell with row-major
/// index `i` (open when they differ or there are none).
fn true_status(truth: &[Board], cell: blackbox::Cell) -> CellStatus {
    let n = truth.iter().filter(|b| b.has_atom(cell)).count();
    if truth.is_empty() || (n > 0 && n < truth.len()) {
        CellStatus::Open
    } else if n > 0 {
        CellStatus::Atom
    } else {
        CellStatus::Empty
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn report_matches_enumeration(
        (puzzle, _) in arb_case(),
        max_solutions in 0usize..5,
        count_budget in prop_oneof![Just(0u64), Just(2), Just(10_000)],
        deduce in any::<bool>(),
    ) {
        let truth = all_solutions(&puzzle);
        let plan = Plan { max_solutions, count_budget, deduce };
        let r = solve::report(&puzzle, plan, &Control::new());
        prop_assert!(!r.interrupted);
        prop_assert_eq!(r.consistent, Some(!truth.is_empty()));
        prop_assert_eq!(r.unique, Some(truth.len() == 1));
        prop_assert!(r.solutions.len() <= max_solutions.min(truth.len()));
        for (i, b) in r.solutions.iter().enumerate() {
            prop_assert!(truth.contains(b) && !r.solutions[..i].contains(b));
        }
        match &r.count {
            Count::Exact(n) => prop_assert_eq!(n, &BigUint::from(truth.len())),
            Count::AtLeast(n) => {
                prop_assert!(truth.len() >= 2 && *n <= BigUint::from(truth.len()));
                prop_assert!(*n >= BigUint::from(r.solutions.len()));
            }
        }
        match (&r.deduced, deduce) {
            (None, d) => prop_assert!(!d),
            (Some(_), false) => prop_assert!(false, "deductions not asked for"),
            (Some(Deduced::Counted(d)), true) => {
                prop_assert_eq!(&d.count, &BigUint::from(truth.len()));
                for (i, cell) in puzzle.dims().all_cells().enumerate() {
                    let n = truth.iter().filter(|b| b.has_atom(cell)).count();
                    prop_assert_eq!(&d.cells[i].atoms, &BigUint::from(n));
                    prop_assert_eq!(d.cells[i].status, true_status(&truth, cell));
                }
            }
            (Some(Deduced::Backbone(statuses)), true) => {
                prop_assert!(truth.len() >= 2);
                for (i, cell) in puzzle.dims().all_cells().enumerate() {
                    prop_assert_eq!(statuses[i], true_status(&truth, cell));
                }
            }
            (Some(Deduced::Partial(_)), true) => {
                prop_assert!(false, "partial statuses without a cancel");
            }
        }
    }

    #[test]
    fn a_cancelled_backbone_keeps_only_true_statuses(
        puzzle in any::<bool>().prop_flat_map(split_case),
        stop_after in 1u64..8,
    ) {
        let (r, truth) = report_stopped_after(&puzzle, stop_after);
        let statuses: Vec<Option<CellStatus>> = match r.deduced {
            None => {
                prop_assert!(r.interrupted);
                return Ok(());
            }
            Some(Deduced::Partial(s)) => {
                prop_assert!(r.interrupted && truth.len() >= 2);
                s
            }
            Some(Deduced::Backbone(s)) => s.into_iter().map(Some).collect(),
            Some(Deduced::Counted(d)) => d.cells.iter().map(|c| Some(c.status)).collect(),
        };
        for (i, cell) in puzzle.dims().all_cells().enumerate() {
            if let Some(status) = statuses[i] {
                prop_assert_eq!(status, true_status(&truth, cell), "{}", cell);
            }
        }
    }

    #[test]
    fn the_encoding_estimate_bounds_the_encoding(
        puzzle in any::<bool>().prop_flat_map(split_case)
    ) {
        let text = solve::dimacs(&puzzle, &Control::new()).unwrap().to_dimacs();
        let header = text.lines().find(|l| l.starts_with("p cnf ")).unwrap();
        let clauses: u64 = header.split(' ').nth(3).unwrap().parse().unwrap();
        prop_assert!(clauses <= solve::encoding_estimate(&puzzle).clauses, "{}", header);
    }

    #[test]
    fn backbone_by_filtering_matches_brute(puzzle in any::<bool>().prop_flat_map(split_case)) {
        let all = Query { max_solutions: usize::MAX, count: true };
        let boards = Brute::default().solve(&puzzle, all).unwrap().boards;
        let fixed = split::backbone_of(&puzzle, &Control::new()).unwrap();
        for (i, cell) in puzzle.dims().all_cells().enumerate() {
            let expected = match true_status(&boards, cell) {
                CellStatus::Atom => Some(true),
                CellStatus::Empty => Some(false),
                CellStatus::Open => None,
            };
            prop_assert_eq!(fixed[i], expected);
        }
    }
}

/// `deduce`'s report (count budget 0) of `puzzle` with the control
/// cancelled once `stop_after` boards were found (all searches together),
/// and every solution by brute force.
fn report_stopped_after(puzzle: &Puzzle, stop_after: u64) -> (solve::Report, Vec<Board>) {
    use std::sync::atomic::{AtomicU64, Ordering};
    let all = Query {
        max_solutions: usize::MAX,
        count: false,
    };
    let truth = Brute::default().solve(puzzle, all).unwrap().boards;
    let control = Control::new();
    let stopper = control.clone();
    let found = AtomicU64::new(0);
    let control = control.with_progress(move |_| {
        if found.fetch_add(1, Ordering::Relaxed) + 1 >= stop_after {
            stopper.cancel();
        }
    });
    let plan = Plan {
        max_solutions: 2,
        count_budget: 0,
        deduce: true,
    };
    (solve::report(puzzle, plan, &control), truth)
}

#[test]
fn cancels_during_the_backbone_give_partial_statuses() {
    // The property above must see partial answers, not only whole ones.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut partial = 0;
    for i in 0..30 {
        let puzzle = split_case(false).new_tree(&mut runner).unwrap().current();
        let (r, _) = report_stopped_after(&puzzle, 2 + i % 3);
        if let Some(Deduced::Partial(s)) = r.deduced {
            partial += 1;
            assert!(s.iter().any(|k| k.is_some()), "{puzzle:?}");
        }
    }
    assert!(partial >= 3, "{partial} of 30 stopped during the backbone");
}

#[test]
fn a_cancelled_control_stops_every_step_and_says_so() {
    let board = Board::with_atoms(Dims::new(6, 6).unwrap(), [(1, 1), (3, 4), (4, 2)]).unwrap();
    let puzzle = Puzzle::from_feedback(
        &board.feedback(Rules::Standard),
        AtomCount::Exact(board.atom_count()),
    )
    .unwrap();
    let control = Control::new();
    control.cancel();
    let plan = Plan {
        max_solutions: 10,
        count_budget: 10_000,
        deduce: true,
    };
    let r = solve::report(&puzzle, plan, &control);
    assert!(r.interrupted);
    assert_eq!((r.consistent, r.unique, r.deduced), (None, None, None));
    assert_eq!(r.count, Count::AtLeast(BigUint::from(0u32)));
    assert!(r.solutions.is_empty());
    assert!(split::backbone_of(&puzzle, &control).is_err());
    assert!(split::split(&puzzle, true, None, 0, &control).is_err());
}

#[test]
fn the_control_hears_of_every_board_found() {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    let dims = Dims::new(4, 4).unwrap();
    let puzzle = PuzzleBuilder::new(dims, AtomCount::Exact(2), Rules::Standard)
        .unwrap()
        .build();
    let heard = Arc::new(AtomicU64::new(0));
    let sink = Arc::clone(&heard);
    let control = Control::new().with_progress(move |n| sink.store(n, Ordering::Relaxed));
    let plan = Plan {
        max_solutions: 5,
        count_budget: 0,
        deduce: false,
    };
    let r = solve::report(&puzzle, plan, &control);
    assert_eq!(r.solutions.len(), 5);
    // C(16, 2) boards; the control hears how many were found: the
    // uniqueness witnesses, then the boards listed after them.
    assert_eq!(heard.load(Ordering::Relaxed), 5);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A count given up over its budget (0 cubes: always, after the
    /// independent moves; a few cubes: in the whole board's quick cubes or
    /// in a part, whose cubes found so far then count) claims no more
    /// solutions than brute force finds, and at least one.
    #[test]
    fn over_budget_lower_bound_holds(
        puzzle in any::<bool>().prop_flat_map(split_case),
        budget in 0u64..12,
        quick in 0u64..4,
    ) {
        let truth = brute_count(&puzzle);
        match split::split(&puzzle, false, Some(budget), quick, &Control::new()).unwrap() {
            split::Counted::OverBudget { at_least, .. } => {
                prop_assert!(at_least <= truth, "{at_least} > {truth}");
                prop_assert!(at_least >= BigUint::from(1u32));
            }
            split::Counted::Exact(s) => prop_assert_eq!(s.count, truth),
        }
    }

    /// A count stopped from outside (the control cancelled after `after`
    /// boards, as a time limit would) keeps what its cubes proved: a bound
    /// no larger than brute force's count, said to be interrupted.
    #[test]
    fn interrupted_lower_bound_holds(
        puzzle in any::<bool>().prop_flat_map(split_case),
        after in 1u64..10,
        quick in 0u64..4,
    ) {
        let truth = brute_count(&puzzle);
        let flag = Control::new();
        let stopper = flag.clone();
        let control = flag.with_progress(move |n| if n >= after { stopper.cancel() });
        match split::split(&puzzle, false, None, quick, &control) {
            Ok(split::Counted::OverBudget { at_least, interrupted, .. }) => {
                prop_assert!(interrupted);
                prop_assert!(at_least <= truth, "{at_least} > {truth}");
            }
            Ok(split::Counted::Exact(s)) => prop_assert_eq!(s.count, truth),
            Err(e) => prop_assert_eq!(e, logic::Error::Interrupted),
        }
    }

    /// An explanation stopped from outside at any point (the control
    /// cancelled after `after` boards, as a time limit would) is answered or
    /// said to be interrupted, never a panic: its count of several solutions
    /// stops too.
    #[test]
    fn an_interrupted_explanation_is_an_error_not_a_panic(
        puzzle in split_case(false),
        after in 1u64..10,
    ) {
        let flag = Control::new();
        let stopper = flag.clone();
        let control = flag.with_progress(move |n| if n >= after { stopper.cancel() });
        if let Err(e) = blackbox_solve::explain_within(&puzzle, &control) {
            prop_assert_eq!(e, logic::Error::Interrupted);
        }
    }
}

/// The number of solutions of `puzzle`, by brute force.
fn brute_count(puzzle: &Puzzle) -> BigUint {
    let query = Query {
        max_solutions: 0,
        count: true,
    };
    Brute::default()
        .solve(puzzle, query)
        .unwrap()
        .count
        .unwrap()
}

/// The atom tally per row-major cell over `boards`.
fn tallies(puzzle: &Puzzle, boards: &[Board]) -> Vec<BigUint> {
    puzzle
        .dims()
        .all_cells()
        .map(|c| BigUint::from(boards.iter().filter(|b| b.has_atom(c)).count()))
        .collect()
}

/// No budget: the walks run to the end.
const UNBOUNDED: split::WalkBudget = split::WalkBudget::UNBOUNDED;

proptest! {
    /// The cube enumeration by ray walks, from nothing known: its count and
    /// every cell's atom tally equal plain enumeration's (inconsistent
    /// puzzles, atom ranges and the ACM rules included).
    #[test]
    fn walked_counts_and_tallies_equal_enumeration((puzzle, _) in arb_case()) {
        let truth = all_solutions(&puzzle);
        let open = vec![None; puzzle.dims().cells()];
        let w = split::count_by_walks(&puzzle, &open, true, UNBOUNDED, &Control::new()).unwrap().unwrap();
        prop_assert_eq!(&w.count, &BigUint::from(truth.len()));
        prop_assert_eq!(w.atoms, tallies(&puzzle, &truth));
    }

    /// Each port's responses by the walks (the port fired or not) equal
    /// plain enumeration's.
    #[test]
    fn walked_port_outcomes_equal_enumeration((puzzle, _) in arb_case(), pick in 0usize..64) {
        let truth = all_solutions(&puzzle);
        let ports: Vec<_> = puzzle.dims().all_ports().collect();
        let port = ports[pick % ports.len()];
        let mut expected: BTreeMap<Response, BigUint> = BTreeMap::new();
        for b in &truth {
            *expected.entry(b.response(port, puzzle.rules())).or_default() += 1u32;
        }
        let walked = split::outcomes_by_walks(&puzzle, port, UNBOUNDED, &Control::new()).unwrap().unwrap();
        prop_assert_eq!(walked, expected.into_iter().collect::<Vec<_>>());
    }

    /// The same from the backbone, on larger boards, against brute force.
    #[test]
    fn walked_counts_from_the_backbone_equal_brute(puzzle in any::<bool>().prop_flat_map(split_case)) {
        let known = split::backbone_of(&puzzle, &Control::new()).unwrap();
        let w = split::count_by_walks(&puzzle, &known, false, UNBOUNDED, &Control::new()).unwrap().unwrap();
        let brute = Brute::default().solve(&puzzle, Query { max_solutions: 0, count: true }).unwrap();
        prop_assert_eq!(brute.count.unwrap(), w.count);
    }
}

#[test]
fn the_walks_stop_at_their_budgets_and_when_cancelled() {
    // A 6x6 board with few hints: many cubes.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let open = [None; 49];
    let walk = |p: &Puzzle, budget, control: &Control| {
        split::count_by_walks(p, &open[..p.dims().cells()], false, budget, control)
    };
    let puzzle = (0..)
        .map(|_| split_case(false).new_tree(&mut runner).unwrap().current())
        .find(|p| walk(p, UNBOUNDED, &Control::new()).unwrap().unwrap().cubes > 10)
        .unwrap();
    let free = Control::new();
    let few_cubes = split::WalkBudget {
        cubes: 10,
        ..UNBOUNDED
    };
    let few_nodes = split::WalkBudget {
        nodes: 10,
        ..UNBOUNDED
    };
    assert_eq!(walk(&puzzle, few_cubes, &free).unwrap(), None);
    assert_eq!(walk(&puzzle, few_nodes, &free).unwrap(), None);
    let cancelled = Control::new();
    cancelled.cancel();
    assert!(walk(&puzzle, UNBOUNDED, &cancelled).is_err());
}

/// The path search's verdict (`internals::decide_by_paths`, plain
/// and thorough) against `truth`, every solution: witnesses solve the
/// puzzle and differ, and a second run says the same.
fn check_path_verdict(puzzle: &Puzzle, truth: usize) -> Result<(), TestCaseError> {
    for thorough in [false, true] {
        check_path_verdict_with(puzzle, truth, thorough)?;
    }
    Ok(())
}

fn check_path_verdict_with(
    puzzle: &Puzzle,
    truth: usize,
    thorough: bool,
) -> Result<(), TestCaseError> {
    let decide = || split::decide_by_paths(puzzle, u64::MAX, thorough, &Control::new()).unwrap();
    let verdict = decide();
    // The thorough search is two on two threads: whichever is quicker,
    // the verdict and its witnesses are the same.
    prop_assert_eq!(&verdict, &decide());
    match verdict.expect("no probe budget to run out of") {
        Uniqueness::Inconsistent => prop_assert_eq!(truth, 0),
        Uniqueness::Unique(b) => {
            prop_assert!(puzzle.is_solved_by(&b));
            prop_assert_eq!(truth, 1);
        }
        Uniqueness::Several(a, b) => {
            prop_assert!(a != b && puzzle.is_solved_by(&a) && puzzle.is_solved_by(&b));
            prop_assert!(truth >= 2);
        }
    }
    Ok(())
}

/// Whether `b` is `a` with one atom moved to an empty cell at most
/// `internals::MOVE_STEP` away (Chebyshev distance).
fn one_move_apart(a: &Board, b: &Board) -> bool {
    let gone: Vec<_> = a.atoms().filter(|&c| !b.has_atom(c)).collect();
    let new: Vec<_> = b.atoms().filter(|&c| !a.has_atom(c)).collect();
    match (&gone[..], &new[..]) {
        ([from], [to]) => {
            from.row()
                .abs_diff(to.row())
                .max(from.col().abs_diff(to.col()))
                <= split::MOVE_STEP
        }
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// The path search's second witness next to its first
    /// (`internals::one_move_away`) against enumeration, from every
    /// solution: what it gives is a solution one move away, and it finds
    /// one whenever one exists.
    #[test]
    fn one_move_away_matches_enumeration((puzzle, _) in arb_case()) {
        let all = all_solutions(&puzzle);
        for first in &all {
            let exists = all.iter().any(|b| one_move_apart(first, b));
            match split::one_move_away(&puzzle, first) {
                Some(b) => {
                    prop_assert!(puzzle.is_solved_by(&b));
                    prop_assert!(one_move_apart(first, &b));
                }
                None => prop_assert!(!exists),
            }
        }
    }

    /// Inconsistent (one hint changed), unique and multi-solution puzzles,
    /// partial hints, every kind of atom count, both rule sets.
    #[test]
    fn path_search_verdict_matches_enumeration((puzzle, _) in arb_case()) {
        check_path_verdict(&puzzle, all_solutions(&puzzle).len())?;
    }

    #[test]
    fn path_search_verdict_matches_the_sat_engine_on_larger_boards(
        puzzle in any::<bool>().prop_flat_map(split_case)
    ) {
        let all = Query { max_solutions: 2, count: false };
        let sat = Sat.solve(&puzzle, all).unwrap().boards.len();
        check_path_verdict(&puzzle, sat)?;
    }
}

/// A 20x20 board with 40 atoms, `blackbox random --seed 1`'s, as a puzzle
/// with full feedback and its atom count.
fn dense_20x20() -> Puzzle {
    use rand::SeedableRng;
    let dims = Dims::new(20, 20).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let board = blackbox::random::board(dims, 40, &mut rng).unwrap();
    Puzzle::from_feedback(&board.feedback(Rules::Standard), AtomCount::Exact(40)).unwrap()
}

#[test]
fn a_stopped_count_keeps_the_proven_lower_bound() {
    use std::sync::atomic::{AtomicU64, Ordering};
    // The count of this board does not finish within a minute; stop it
    // after a few boards of the count's own search, well before.
    let puzzle = dense_20x20();
    let control = Control::new();
    let stopper = control.clone();
    let heard = AtomicU64::new(0);
    let control = control.with_progress(move |_| {
        if heard.fetch_add(1, Ordering::Relaxed) >= 20 {
            stopper.cancel();
        }
    });
    let plan = Plan {
        max_solutions: 2,
        count_budget: u64::MAX,
        deduce: false,
    };
    let r = solve::report(&puzzle, plan, &control);
    assert!(r.interrupted);
    assert_eq!(r.unique, Some(false));
    let Count::AtLeast(n) = r.count else {
        panic!("stopped, yet counted: {:?}", r.count);
    };
    // What the report proves without counting (budget 0: the independent
    // moves and the first solution's cube) holds when the count is stopped
    // too, and is more than the two boards listed.
    let plan = Plan {
        count_budget: 0,
        ..plan
    };
    let Count::AtLeast(proven) = solve::report(&puzzle, plan, &Control::new()).count else {
        panic!("counted with a budget of 0");
    };
    assert!(proven > BigUint::from(2u32), "at least {proven}");
    assert!(n >= proven, "stopped: at least {n}; proven {proven}");
}
