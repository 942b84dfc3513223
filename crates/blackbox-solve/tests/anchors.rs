//! Golden tests from the anchors kept in `data/anchors`: every ACM file of
//! `data/anchors/blackbox/Black-Box` with a solution listed in its
//! SOURCE.md is reproduced, byte for byte modulo line endings and line order,
//! by the feedback of that solution.

use blackbox::format::{self, acm, Document};
use blackbox::{Board, Rules};
use std::path::PathBuf;

fn anchor_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/anchors/blackbox/Black-Box")
}

fn read(name: &str) -> String {
    let path = anchor_dir().join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("anchor {} missing: {e}", path.display()))
}

fn sorted_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    let header = lines.remove(0);
    lines.sort();
    lines.insert(0, header);
    lines
}

/// A board's atoms as 0-based `(row, col)`.
type Atoms = &'static [(usize, usize)];

/// The solutions listed in SOURCE.md: file, atom count, solutions.
const SOLUTIONS: &[(&str, usize, &[Atoms])] = &[
    ("Sample.txt", 4, &[&[(1, 0), (2, 3), (3, 0), (3, 3)]]),
    ("Test1.txt", 2, &[&[(0, 2), (2, 0)], &[(0, 0), (2, 2)]]),
    ("Test2.txt", 2, &[&[(1, 0), (1, 1)]]),
    ("Test3.txt", 4, &[&[(1, 1), (1, 2), (2, 3), (3, 1)]]),
    ("Test4.txt", 2, &[&[(1, 1), (2, 2)]]),
    ("Test5.txt", 3, &[&[(1, 1), (2, 2), (3, 3)]]),
    ("Test6.txt", 5, &[&[(1, 2), (1, 3), (2, 2), (4, 1), (4, 3)]]),
    ("Test8.txt", 1, &[&[(2, 2)]]),
    ("Test9.txt", 2, &[&[(2, 2), (3, 3)]]),
];

#[test]
fn every_listed_solution_reproduces_its_file() {
    for (name, atoms, solutions) in SOLUTIONS {
        let text = read(name);
        let Document::Puzzle(puzzle) = format::read(&text).unwrap() else {
            panic!("{name} is not read as a puzzle")
        };
        assert_eq!(format::detect(&text), format::Format::Acm, "{name}");
        for atoms_list in *solutions {
            let board = Board::with_atoms(puzzle.dims(), atoms_list.iter().copied()).unwrap();
            assert!(
                puzzle.is_solved_by(&board),
                "{name}: {atoms_list:?} does not solve it"
            );
            let written = acm::write(&board.feedback(Rules::Acm), *atoms).unwrap();
            assert_eq!(sorted_lines(&written), sorted_lines(&text), "{name}");
        }
    }
}

#[test]
fn standard_reading_agrees_on_the_listed_solutions() {
    // SOURCE.md: reading every missing port as a reflection (standard rules)
    // gives the same solutions. Check each listed solution's standard
    // feedback agrees with that reading of the file.
    for (name, _, solutions) in SOLUTIONS {
        let Document::Puzzle(puzzle) = format::read(&read(name)).unwrap() else {
            unreachable!()
        };
        for atoms_list in *solutions {
            let board = Board::with_atoms(puzzle.dims(), atoms_list.iter().copied()).unwrap();
            for (port, seen) in puzzle.hints() {
                let standard = board.response(port, Rules::Standard);
                let expected = match seen {
                    blackbox::Response::Deflected => blackbox::Response::Reflection,
                    other => other,
                };
                assert_eq!(standard, expected, "{name} port {port}");
            }
        }
    }
}

#[test]
fn seed_001_figure_5_solution_is_test6s() {
    // Seed 001 Fig. 5 prints a solution in its own coordinates: (top number,
    // right number), where top numbers 1..5 are the columns and right numbers
    // 6..10 the rows. So (c, n) is the cell (n - 6, c - 1).
    let seed = [(2, 10), (4, 7), (3, 7), (4, 10), (3, 8)];
    let text = read("Test6.txt");
    let puzzle = acm::parse(&text).unwrap();
    let board =
        Board::with_atoms(puzzle.dims(), seed.iter().map(|&(c, n)| (n - 6, c - 1))).unwrap();
    assert!(puzzle.is_solved_by(&board));
    let written = acm::write(&board.feedback(Rules::Acm), 5).unwrap();
    assert_eq!(sorted_lines(&written), sorted_lines(&text));
}

#[test]
fn solver_counts_match_source_md_and_test7s_solutions_reproduce_it() {
    use blackbox_solve::{self as solve, Engine, Query, Sat};
    for (name, _, solutions) in SOLUTIONS {
        let puzzle = acm::parse(&read(name)).unwrap();
        assert_eq!(solve::count(&puzzle), solutions.len().into(), "{name}");
    }
    // Test7: 14 indistinguishable boards (SOURCE.md). Each must reproduce
    // the file byte for byte, modulo line endings and line order.
    let text = read("Test7.txt");
    let puzzle = acm::parse(&text).unwrap();
    assert_eq!(solve::count(&puzzle), 14u32.into());
    let all = Sat
        .solve(
            &puzzle,
            Query {
                max_solutions: 100,
                count: false,
            },
        )
        .unwrap()
        .boards;
    assert_eq!(all.len(), 14);
    let distinct: std::collections::HashSet<_> = all.iter().map(|b| b.atom_pairs()).collect();
    assert_eq!(distinct.len(), 14);
    for board in &all {
        let written = acm::write(&board.feedback(Rules::Acm), 10).unwrap();
        assert_eq!(sorted_lines(&written), sorted_lines(&text));
    }
}
