//! Why a cell is certain, checked on random games: the rays an explanation
//! cites force the cell, and no proper subset of them does.
//!
//! - Small boards (at most 16 cells): against plain enumeration of every
//!   board — the cell's status, the set forcing it, every proper subset of
//!   the set failing to, and a set called smallest having no smaller one
//!   among all the puzzle's premises.
//! - Bigger boards (up to 8x8, and a few up to 12x12): against the
//!   solver's backbone (the lazy
//!   search's, another path than the explanations' cores): the set's puzzle
//!   forces the cell, the set without any one of its premises does not (so
//!   no proper subset does), and each counter-board meets the others with
//!   the cell the other way.

use blackbox::random::{self, below, inclusive};
use blackbox::{AtomCount, Board, Cell, Dims, Port, Puzzle, PuzzleBuilder, Rules};
use blackbox_solve::{
    self as solve, CellStatus, CellWhy, Check, Control, Deduced, Explainer, Forced, Premise,
    ReportPlan, Size, WhyBudget,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A game in progress: a random hidden board and the results of some rays
/// fired at it, with the atom count (exact, a range, or not told).
fn random_game(rng: &mut ChaCha8Rng, max_side: usize) -> Puzzle {
    let dims = Dims::new(inclusive(rng, 1, max_side), inclusive(rng, 1, max_side)).unwrap();
    let cells = dims.cells();
    let atoms = inclusive(rng, 0, (cells / 3).max(1).min(cells));
    let board = random::board(dims, atoms, rng).unwrap();
    let rules = if below(rng, 4) == 0 {
        Rules::Acm
    } else {
        Rules::Standard
    };
    let count = match below(rng, 4) {
        0 => AtomCount::Unknown,
        1 => AtomCount::Range {
            min: atoms.saturating_sub(1),
            max: (atoms + 1).min(cells),
        },
        _ => AtomCount::Exact(atoms),
    };
    let mut builder = PuzzleBuilder::new(dims, count, rules).unwrap();
    let fired = inclusive(rng, 0, dims.ports());
    for _ in 0..fired {
        let port = dims.port(inclusive(rng, 1, dims.ports())).unwrap();
        builder.add(0, port, board.response(port, rules)).unwrap();
    }
    builder.build()
}

/// Whether `board` meets `premise` of `puzzle`.
fn meets(puzzle: &Puzzle, premise: Premise, board: &Board) -> bool {
    match premise {
        Premise::Ray(port) => Some(board.response(port, puzzle.rules())) == puzzle.hint(port),
        Premise::AtomCount => puzzle.atoms().allows(board.atom_count()),
    }
}

/// The puzzle of `premises` alone.
fn puzzle_of(puzzle: &Puzzle, premises: &[Premise]) -> Puzzle {
    let count = if premises.contains(&Premise::AtomCount) {
        puzzle.atoms()
    } else {
        AtomCount::Unknown
    };
    let mut builder = PuzzleBuilder::new(puzzle.dims(), count, puzzle.rules()).unwrap();
    for premise in premises {
        if let Premise::Ray(port) = premise {
            builder.add(0, *port, puzzle.hint(*port).unwrap()).unwrap();
        }
    }
    builder.build()
}

/// Every board of a small board's size, with the premises (by index) it
/// meets as a bit mask.
fn every_board(puzzle: &Puzzle, premises: &[Premise]) -> Vec<(Board, u64)> {
    let dims = puzzle.dims();
    let cells: Vec<Cell> = dims.all_cells().collect();
    (0u32..1 << cells.len())
        .map(|mask| {
            let mut board = Board::empty(dims);
            for (i, &c) in cells.iter().enumerate() {
                board.set(c, mask >> i & 1 == 1);
            }
            let met = (premises.iter().enumerate())
                .filter(|&(_, &p)| meets(puzzle, p, &board))
                .fold(0u64, |m, (i, _)| m | 1 << i);
            (board, met)
        })
        .collect()
}

/// Checks one forced cell's explanation against every board.
fn check_by_enumeration(
    premises: &[Premise],
    boards: &[(Board, u64)],
    forced: &Forced,
    context: &str,
) {
    let index = |p: &Premise| premises.iter().position(|q| q == p).unwrap();
    let set: u64 = forced.premises.iter().fold(0, |m, p| m | 1 << index(p));
    // The masks of premises met by the boards with the cell the other way.
    let mut against: Vec<u64> = boards
        .iter()
        .filter(|(b, _)| b.has_atom(forced.cell) != forced.atom)
        .map(|&(_, met)| met)
        .collect();
    against.sort_unstable();
    against.dedup();
    let forces = |subset: u64| !against.iter().any(|&met| met & subset == subset);
    assert!(
        forces(set),
        "{context}: the cited premises do not force the cell"
    );
    // Every proper subset of the set, not only those one premise short.
    let mut sub = set;
    while sub != 0 {
        sub = (sub - 1) & set;
        assert!(
            !forces(sub),
            "{context}: a proper subset {sub:b} of {set:b} forces it too"
        );
    }
    if forced.size == Size::Smallest {
        let n = premises.len();
        let k = forced.premises.len();
        for subset in 0u64..1 << n {
            if (subset.count_ones() as usize) < k {
                assert!(
                    !forces(subset),
                    "{context}: {subset:b} is smaller and forces it"
                );
            }
        }
    }
}

/// Checks what any explanation promises: counter-boards meet the others,
/// the check passed, the paths are paths of the cited rays.
fn check_promises(puzzle: &Puzzle, forced: &Forced, context: &str) {
    assert!(
        matches!(forced.check, Check::Verified(by) if by != forced.proof),
        "{context}"
    );
    assert_ne!(forced.size, Size::Unshrunk, "{context}");
    assert_eq!(forced.counters.len(), forced.premises.len(), "{context}");
    for (counter, &premise) in forced.counters.iter().zip(&forced.premises) {
        assert_eq!(counter.dropped, premise, "{context}");
        assert_ne!(
            counter.board.has_atom(forced.cell),
            forced.atom,
            "{context}"
        );
        assert!(!meets(puzzle, premise, &counter.board), "{context}");
        for &other in forced.premises.iter().filter(|&&p| p != premise) {
            assert!(meets(puzzle, other, &counter.board), "{context}");
        }
    }
    let paths = forced.paths.as_ref().expect("no time limit");
    assert_eq!(paths.len(), forced.rays().len(), "{context}");
    for (ray, port) in paths.iter().zip(forced.rays()) {
        assert_eq!(ray.port, port);
        assert!(!ray.paths.is_empty(), "{context}");
        for path in &ray.paths {
            assert_eq!(path.trace.entry, port);
        }
    }
}

/// Each cell's status under `puzzle` from the report's backbone (no count).
fn backbone(puzzle: &Puzzle) -> Vec<CellStatus> {
    let plan = ReportPlan {
        max_solutions: 2,
        count_budget: 0,
        deduce: true,
    };
    match solve::report(puzzle, plan, &Control::new()).deduced {
        Some(Deduced::Backbone(statuses)) => statuses,
        Some(Deduced::Counted(d)) => d.cells.iter().map(|c| c.status).collect(),
        other => panic!("no control stopped it: {other:?}"),
    }
}

fn explain_all(puzzle: &Puzzle, mut each: impl FnMut(Cell, &CellWhy)) {
    let control = Control::new();
    let mut explainer = Explainer::new(puzzle, &control).unwrap();
    for cell in puzzle.dims().all_cells() {
        let why = explainer.cell(cell, WhyBudget::DEFAULT, &control).unwrap();
        each(cell, &why);
    }
}

#[test]
fn on_small_boards_every_cited_set_forces_and_no_proper_subset_does() {
    let mut rng = ChaCha8Rng::seed_from_u64(35);
    let mut forced_cells = 0;
    let mut sizes = [0usize; 8];
    for game in 0..150 {
        let mut puzzle = random_game(&mut rng, 4);
        while puzzle.dims().cells() > 16 {
            puzzle = random_game(&mut rng, 4);
        }
        let control = Control::new();
        let explainer = Explainer::new(&puzzle, &control).unwrap();
        let premises = explainer.premises().to_vec();
        drop(explainer);
        let boards = every_board(&puzzle, &premises);
        let all: u64 = (1u64 << premises.len()) - 1;
        explain_all(&puzzle, |cell, why| {
            let context = format!("game {game}, {} {puzzle:?} cell {cell}", puzzle.dims());
            let values: Vec<bool> = boards
                .iter()
                .filter(|(_, met)| met & all == all)
                .map(|(b, _)| b.has_atom(cell))
                .collect();
            match why {
                CellWhy::Inconsistent => panic!("{context}: a game's rays are consistent"),
                CellWhy::Open { with_atom, without } => {
                    assert!(
                        values.contains(&true) && values.contains(&false),
                        "{context}"
                    );
                    assert!(puzzle.is_solved_by(with_atom) && with_atom.has_atom(cell));
                    assert!(puzzle.is_solved_by(without) && !without.has_atom(cell));
                }
                CellWhy::Forced(forced) => {
                    assert!(values.iter().all(|&v| v == forced.atom), "{context}");
                    check_promises(&puzzle, forced, &context);
                    check_by_enumeration(&premises, &boards, forced, &context);
                    forced_cells += 1;
                    sizes[forced.premises.len().min(7)] += 1;
                }
            }
        });
    }
    assert!(forced_cells > 300, "only {forced_cells} forced cells");
    assert!(
        sizes[2] > 0 && sizes[3] > 0,
        "sets of several rays: {sizes:?}"
    );
}

/// Explains every cell of `games` random games of up to `max_side` a side
/// and checks each forced cell's explanation against the backbone; the
/// number of forced cells checked.
fn solver_agrees(seed: u64, games: usize, max_side: usize) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut forced_cells = 0;
    for game in 0..games {
        let puzzle = random_game(&mut rng, max_side);
        let statuses = backbone(&puzzle);
        explain_all(&puzzle, |cell, why| {
            let context = format!("game {game}, {} cell {cell}", puzzle.dims());
            let status = statuses[puzzle.dims().index(cell)];
            let CellWhy::Forced(forced) = why else {
                assert_eq!(status, CellStatus::Open, "{context}");
                return;
            };
            let expected = if forced.atom {
                CellStatus::Atom
            } else {
                CellStatus::Empty
            };
            assert_eq!(status, expected, "{context}");
            check_promises(&puzzle, forced, &context);
            let status_under = |premises: &[Premise]| {
                backbone(&puzzle_of(&puzzle, premises))[puzzle.dims().index(cell)]
            };
            assert_eq!(status_under(&forced.premises), expected, "{context}");
            for dropped in &forced.premises {
                let rest: Vec<Premise> = (forced.premises.iter().copied())
                    .filter(|p| p != dropped)
                    .collect();
                assert_eq!(status_under(&rest), CellStatus::Open, "{context}");
            }
            forced_cells += 1;
        });
    }
    forced_cells
}

#[test]
fn on_bigger_boards_the_solver_agrees() {
    let forced_cells = solver_agrees(36, 30, 8);
    assert!(forced_cells > 200, "only {forced_cells} forced cells");
}

#[test]
fn on_boards_up_to_12x12_the_solver_agrees() {
    let forced_cells = solver_agrees(38, 24, 12);
    assert!(forced_cells > 250, "only {forced_cells} forced cells");
}

#[test]
fn a_cancelled_control_stops_before_any_claim() {
    let mut rng = ChaCha8Rng::seed_from_u64(37);
    let puzzle = random_game(&mut rng, 6);
    let control = Control::new();
    control.cancel();
    assert!(Explainer::new(&puzzle, &control).is_err());
    let mut explainer = Explainer::new(&puzzle, &Control::new()).unwrap();
    let cell = puzzle.dims().all_cells().next().unwrap();
    assert!(explainer.cell(cell, WhyBudget::DEFAULT, &control).is_err());
}

#[test]
fn a_miss_across_a_board_empties_its_column() {
    // 5x5, exact count 1: port 3 (top, column 3) fired, went straight
    // across to port 13. The entry cell and the cells beside it are empty
    // by that ray alone; the smallest set is that one ray.
    let dims = Dims::new(5, 5).unwrap();
    let port = |n| dims.port(n).unwrap();
    let mut builder = PuzzleBuilder::new(dims, AtomCount::Exact(1), Rules::Standard).unwrap();
    builder
        .add(0, port(3), blackbox::Response::Exit(port(13)))
        .unwrap();
    let puzzle = builder.build();
    let mut explainer = Explainer::new(&puzzle, &Control::new()).unwrap();
    let entry = dims.cell(0, 2).unwrap();
    let CellWhy::Forced(forced) = explainer
        .cell(entry, WhyBudget::DEFAULT, &Control::new())
        .unwrap()
    else {
        panic!("the entry cell of a miss is empty");
    };
    assert!(!forced.atom);
    assert_eq!(forced.premises, vec![Premise::Ray(port(3))]);
    assert_eq!(forced.size, Size::Smallest);
    let paths = forced.paths.unwrap();
    assert_eq!(paths[0].port, port(3));
    let _: Port = paths[0].port;
}
