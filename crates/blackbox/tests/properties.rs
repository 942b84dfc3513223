//! Property tests of the tracer and the formats.
//!
//! The tracer is checked against an independent reference written here from
//! the rules alone (a padded `Vec<Vec<bool>>`, `(x, y)` coordinates, its own
//! port arithmetic), on random boards of many shapes; exits must be
//! symmetric; every ray must end (exhaustively on all 4x4 boards); and every
//! format must round-trip.

use blackbox::format::{self, acm, grid, json, native, Document};
use blackbox::{AtomCount, Board, Dims, Puzzle, Response, Rules};
use proptest::prelude::*;

/// How the reference tracer says a ray ended.
#[derive(Debug, PartialEq)]
enum RefOut {
    Hit,
    EdgeOne,
    EdgeTwo,
    Exit(usize),
}

/// Independent tracer: grid[y+1][x+1] with a ring of empty cells; ports
/// counted from 1 clockwise from the top-left.
fn reference(rows: usize, cols: usize, atoms: &[(usize, usize)], port: usize) -> RefOut {
    let mut grid = vec![vec![false; cols + 2]; rows + 2];
    for &(r, c) in atoms {
        grid[r + 1][c + 1] = true;
    }
    let atom = |x: i64, y: i64| grid[(y + 1) as usize][(x + 1) as usize];
    let (w, h) = (cols as i64, rows as i64);
    let k = port as i64 - 1;
    // (x, y, dx, dy) of the start just outside the rim.
    let (mut x, mut y, mut dx, mut dy) = if k < w {
        (k, -1, 0, 1)
    } else if k < w + h {
        (w, k - w, -1, 0)
    } else if k < 2 * w + h {
        (w - 1 - (k - w - h), h, 0, -1)
    } else {
        (-1, h - 1 - (k - 2 * w - h), 1, 0)
    };
    // Left of heading (dx, dy) in screen coordinates is (dy, -dx).
    let front = |x: i64, y: i64, dx: i64, dy: i64| atom(x + dx, y + dy);
    let front_left = |x: i64, y: i64, dx: i64, dy: i64| atom(x + dx + dy, y + dy - dx);
    let front_right = |x: i64, y: i64, dx: i64, dy: i64| atom(x + dx - dy, y + dy + dx);
    if front(x, y, dx, dy) {
        return RefOut::Hit;
    }
    match (front_left(x, y, dx, dy), front_right(x, y, dx, dy)) {
        (true, true) => return RefOut::EdgeTwo,
        (true, false) | (false, true) => return RefOut::EdgeOne,
        _ => {}
    }
    x += dx;
    y += dy;
    loop {
        if front(x, y, dx, dy) {
            return RefOut::Hit;
        }
        if front_left(x, y, dx, dy) {
            // turn right: (dx, dy) -> (-dy, dx)
            (dx, dy) = (-dy, dx);
            continue;
        }
        if front_right(x, y, dx, dy) {
            (dx, dy) = (dy, -dx);
            continue;
        }
        x += dx;
        y += dy;
        let out = if y < 0 {
            Some(x)
        } else if x >= w {
            Some(w + y)
        } else if y >= h {
            Some(w + h + (w - 1 - x))
        } else if x < 0 {
            Some(2 * w + h + (h - 1 - y))
        } else {
            None
        };
        if let Some(n) = out {
            return RefOut::Exit(n as usize + 1);
        }
    }
}

fn expected(
    rows: usize,
    cols: usize,
    atoms: &[(usize, usize)],
    port: usize,
    rules: Rules,
) -> Response {
    let dims = Dims::new(rows, cols).unwrap();
    match (reference(rows, cols, atoms, port), rules) {
        (RefOut::Hit, _) => Response::Hit,
        (RefOut::EdgeOne, Rules::Acm) => Response::Deflected,
        (RefOut::EdgeOne | RefOut::EdgeTwo, _) => Response::Reflection,
        (RefOut::Exit(q), _) if q == port => Response::Reflection,
        (RefOut::Exit(q), _) => Response::Exit(dims.port(q).unwrap()),
    }
}

fn board_strategy() -> impl Strategy<Value = Board> {
    (1usize..=10, 1usize..=10)
        .prop_flat_map(|(r, c)| {
            (
                Just((r, c)),
                proptest::collection::vec(any::<bool>(), r * c),
            )
        })
        .prop_map(|((r, c), coins)| {
            let atoms = coins
                .iter()
                .enumerate()
                .filter(|(_, &b)| b)
                .map(|(i, _)| (i / c, i % c));
            Board::with_atoms(Dims::new(r, c).unwrap(), atoms).unwrap()
        })
}

fn sparse_board_strategy() -> impl Strategy<Value = Board> {
    (1usize..=12, 1usize..=12).prop_flat_map(|(r, c)| {
        proptest::collection::btree_set((0..r, 0..c), 0..=(r * c / 4))
            .prop_map(move |atoms| Board::with_atoms(Dims::new(r, c).unwrap(), atoms).unwrap())
    })
}

fn puzzle_strategy() -> impl Strategy<Value = Puzzle> {
    (
        sparse_board_strategy(),
        any::<u64>(),
        any::<bool>(),
        0usize..3,
    )
        .prop_map(|(board, mask, acm, count)| {
            let rules = if acm { Rules::Acm } else { Rules::Standard };
            let atoms = match count {
                0 => AtomCount::Unknown,
                1 => AtomCount::Exact(board.atom_count()),
                _ => AtomCount::Range {
                    min: 0,
                    max: board.atom_count(),
                },
            };
            let mut p = Puzzle::from_feedback(&board.feedback(rules), atoms).unwrap();
            for port in board.dims().all_ports() {
                if mask >> (port.index() % 64) & 1 == 1 {
                    p = p.without_hint(port);
                }
            }
            p
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn agrees_with_the_reference_tracer(board in prop_oneof![board_strategy(), sparse_board_strategy()]) {
        let d = board.dims();
        let atoms = board.atom_pairs();
        for port in d.all_ports() {
            for rules in [Rules::Standard, Rules::Acm] {
                prop_assert_eq!(
                    board.response(port, rules),
                    expected(d.rows(), d.cols(), &atoms, port.number(), rules),
                    "port {} rules {:?} board {:?}", port, rules, board
                );
            }
        }
    }

    #[test]
    fn exits_are_symmetric(board in sparse_board_strategy()) {
        for (p, r) in board.feedback(Rules::Standard).iter() {
            if let Response::Exit(q) = r {
                prop_assert_eq!(board.response(q, Rules::Standard), Response::Exit(p));
            }
        }
    }

    #[test]
    fn trace_path_agrees_with_fast_path(board in sparse_board_strategy()) {
        for p in board.dims().all_ports() {
            for rules in Rules::ALL {
                let t = board.trace(p, rules);
                prop_assert_eq!(t.ending, board.ending(p, rules));
                prop_assert!(!t.path.is_empty());
            }
        }
    }

    #[test]
    fn grid_and_board_json_round_trip(board in board_strategy()) {
        prop_assert_eq!(grid::parse(&grid::write(&board)).unwrap(), board.clone());
        let text = json::to_string(&json::board_json(&board));
        prop_assert_eq!(format::read(&text).unwrap(), Document::Board(board));
    }

    #[test]
    fn puzzle_formats_round_trip(puzzle in puzzle_strategy()) {
        let text = native::write(&puzzle);
        prop_assert_eq!(native::parse(&text).unwrap(), puzzle.clone());
        prop_assert_eq!(format::read(&text).unwrap(), Document::Puzzle(puzzle.clone()));
        let text = json::to_string(&json::puzzle_json(&puzzle, None));
        prop_assert_eq!(format::read(&text).unwrap(), Document::Puzzle(puzzle));
    }

    #[test]
    fn acm_round_trips_on_square_boards(n in 1usize..=9, atoms in proptest::collection::vec((0usize..9, 0usize..9), 0..8)) {
        let board = Board::with_atoms(Dims::new(n, n).unwrap(), atoms.into_iter().map(|(r, c)| (r % n, c % n)).collect::<std::collections::BTreeSet<_>>()).unwrap();
        let k = board.atom_count();
        let feedback = board.feedback(Rules::Acm);
        let text = acm::write(&feedback, k).unwrap();
        let puzzle = acm::parse(&text).unwrap();
        prop_assert_eq!(&puzzle, &Puzzle::from_feedback(&feedback, AtomCount::Exact(k)).unwrap());
        prop_assert!(puzzle.is_solved_by(&board));
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,200}") {
        let _ = format::read(&text);
        let _ = native::parse(&text);
        let _ = acm::parse(&text);
        let _ = grid::parse(&text);
    }
}

#[test]
fn every_ray_ends_and_exits_pair_up_on_every_4x4_board() {
    let dims = Dims::new(4, 4).unwrap();
    for mask in 0u32..1 << 16 {
        let atoms = (0..16)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| (i / 4, i % 4));
        let board = Board::with_atoms(dims, atoms).unwrap();
        let fb = board.feedback(Rules::Standard);
        for (p, r) in fb.iter() {
            if let Response::Exit(q) = r {
                assert_eq!(fb.get(q), Response::Exit(p), "board {mask:#x}");
            }
        }
    }
}

/// The rule of one step ([`blackbox::trace::step`], which every engine
/// calls) against the independent reference, exhaustively: every board of
/// every shape up to 4x4, every port, both rule sets, and the kind of edge
/// reflection (one atom or two) the drawings rely on.
#[test]
fn the_step_rule_agrees_with_the_reference_on_every_small_board() {
    use blackbox::Ending;
    for (rows, cols) in (1..=4).flat_map(|r| (1..=4).map(move |c| (r, c))) {
        let dims = Dims::new(rows, cols).unwrap();
        for mask in 0u32..1 << dims.cells() {
            let atoms: Vec<_> = (0..dims.cells())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| (i / cols, i % cols))
                .collect();
            let board = Board::with_atoms(dims, atoms.iter().copied()).unwrap();
            for p in dims.all_ports() {
                let n = p.index() + 1;
                for rules in [Rules::Standard, Rules::Acm] {
                    assert_eq!(
                        board.response(p, rules),
                        expected(rows, cols, &atoms, n, rules),
                        "{rows}x{cols} board {mask:#x} port {n} {rules:?}"
                    );
                }
                let edge = match reference(rows, cols, &atoms, n) {
                    RefOut::EdgeOne => Some(1),
                    RefOut::EdgeTwo => Some(2),
                    _ => None,
                };
                let ending = match board.ending(p, Rules::Standard) {
                    Ending::EdgeReflection { atoms } => Some(atoms),
                    _ => None,
                };
                assert_eq!(ending, edge, "{rows}x{cols} board {mask:#x} port {n}");
                // Under the ACM rules one edge atom deflects instead, two reflect.
                let acm = match board.ending(p, Rules::Acm) {
                    Ending::Deflected => Some(1),
                    Ending::EdgeReflection { atoms: 2 } => Some(2),
                    _ => None,
                };
                assert_eq!(acm, edge, "{rows}x{cols} board {mask:#x} port {n} acm");
            }
        }
    }
}

/// [`blackbox::trace::outcomes`] lists the step's decision tree: on every
/// assignment of the three cells it looks at, under each rule set, exactly
/// one guard holds, and its move is the step's.
#[test]
fn the_outcomes_of_a_step_cover_every_assignment_once() {
    use blackbox::trace::{outcomes, step, Look};
    use blackbox::Dir;
    let looks = [Look::Ahead, Look::AheadLeft, Look::AheadRight];
    let dirs = [Dir::North, Dir::East, Dir::South, Dir::West];
    for (rules, dir) in Rules::ALL.into_iter().flat_map(|r| dirs.map(|d| (r, d))) {
        for entry in [false, true] {
            for bits in 0..8 {
                let atom = |look: Look| {
                    looks
                        .iter()
                        .position(|&l| l == look)
                        .map(|i| bits >> i & 1 == 1)
                };
                let mut held = Vec::new();
                outcomes(rules, dir, entry, |guard, next| {
                    if guard.iter().all(|&(look, a)| atom(look) == Some(a)) {
                        held.push(next);
                    }
                });
                assert_eq!(
                    held,
                    vec![step(rules, dir, entry, atom).unwrap()],
                    "{rules} {dir:?} {entry} {bits:03b}"
                );
            }
        }
    }
}
