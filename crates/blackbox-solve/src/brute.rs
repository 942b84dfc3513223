//! The `brute` engine: seed 001's method, kept as the baseline and the
//! cross-check of the SAT engine.
//!
//! After preprocessing ([`super::preprocess`]) it places the atoms that are
//! not fixed on the open cells, for every allowed atom number, in
//! lexicographic order of combinations (`C(open, k − fixed)` boards), skips
//! boards that break an XOR atom, and fires the hinted rays one by one,
//! stopping at the first mismatch (seed 001's "feedback mismatch
//! detection"). A budget bounds the number of boards it fires rays on.

use super::preprocess::{Facts, Known};
use super::{Engine, Query, Solutions};
use blackbox::Board;
use blackbox::Cell;
use blackbox::Puzzle;
use num_bigint::BigUint;

/// The brute-force engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Brute {
    /// Give up after firing rays on this many boards (`None`: never).
    pub budget: Option<u64>,
}

impl Engine for Brute {
    fn name(&self) -> &'static str {
        "brute"
    }

    fn solve(&self, puzzle: &Puzzle, query: Query) -> Option<Solutions> {
        let facts = Facts::of(puzzle);
        let mut found = Solutions::default();
        if facts.contradiction() {
            found.count = query.count.then(BigUint::default);
            return Some(found);
        }
        let dims = puzzle.dims();
        let open: Vec<Cell> = dims
            .all_cells()
            .filter(|&c| facts.known(c) == Known::Open)
            .collect();
        let mut base = Board::empty(dims);
        for cell in dims.all_cells().filter(|&c| facts.known(c) == Known::Atom) {
            base.set(cell, true);
        }
        let fixed = base.atom_count();
        let mut tried = 0u64;
        let mut count = 0u64;
        let hi = puzzle.atoms().max(dims.cells());
        for total in puzzle.atoms().min().max(fixed)..=hi.min(fixed + open.len()) {
            let mut chosen: Vec<usize> = (0..total - fixed).collect();
            loop {
                let mut board = base.clone();
                for &i in &chosen {
                    board.set(open[i], true);
                }
                let xor_ok = facts
                    .xors()
                    .iter()
                    .all(|&(a, b)| board.has_atom(a) != board.has_atom(b));
                if xor_ok {
                    tried += 1;
                    if self.budget.is_some_and(|b| tried > b) {
                        return None;
                    }
                    if puzzle.first_mismatch(&board).is_none() {
                        count += 1;
                        if found.boards.len() < query.max_solutions {
                            found.boards.push(board);
                        }
                        if !query.count && found.boards.len() >= query.max_solutions {
                            return Some(found);
                        }
                    }
                }
                if !next_combination(&mut chosen, open.len()) {
                    break;
                }
            }
        }
        found.count = query.count.then(|| BigUint::from(count));
        Some(found)
    }
}

/// Advances `chosen` (strictly increasing indices below `n`) to the next
/// combination in lexicographic order; `false` after the last one.
fn next_combination(chosen: &mut [usize], n: usize) -> bool {
    let k = chosen.len();
    let Some(i) = (0..k).rev().find(|&i| chosen[i] < n - k + i) else {
        return false;
    };
    chosen[i] += 1;
    for j in i + 1..k {
        chosen[j] = chosen[j - 1] + 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_are_all_visited_once() {
        let mut c = vec![0, 1];
        let mut seen = vec![c.clone()];
        while next_combination(&mut c, 4) {
            seen.push(c.clone());
        }
        assert_eq!(seen.len(), 6);
        assert_eq!(seen.last().unwrap(), &vec![2, 3]);
        let mut empty: Vec<usize> = vec![];
        assert!(!next_combination(&mut empty, 3));
    }
}
