//! The `brute` engine: seed 001's method, kept as the baseline and the
//! cross-check of the SAT engine.
//!
//! After preprocessing ([`super::preprocess`]) it places the atoms that are
//! not fixed on the open cells, for every allowed atom number, in
//! lexicographic order of combinations (`C(open, k − fixed)` boards), skips
//! boards that break an XOR atom, and fires the hinted rays one by one,
//! stopping at the first mismatch (seed 001's "feedback mismatch
//! detection"). A budget bounds the number of boards it fires rays on.
//!
//! Under a [`Control`] ([`Brute::search`]) it polls the control every
//! [`POLL_EVERY`] boards and, once cancelled, answers what it found by then
//! ([`BruteRun::complete`] false): the solutions met so far, a lower bound
//! of the count. [`boards_to_try_log10`] is the size of the whole job, known
//! before starting it, so a caller can refuse a job far beyond its time
//! limit with that estimate. Memory: the boards kept (at most
//! `max_solutions`) plus one board and the open cells' list.

use super::preprocess::{Facts, Known};
use super::{Engine, Query, Solutions};
use blackbox::Cell;
use blackbox::Puzzle;
use blackbox::{next_combination, Board};
use logic::Control;
use num_bigint::BigUint;

/// Boards placed between two polls of the control.
const POLL_EVERY: u64 = 1024;

/// Boards a release build of the brute engine places and checks per
/// second, at least (measured: an 8x8 puzzle with 5 atoms and one hint,
/// its 7.6 M boards in 1.44 s, about 5 M a second; bigger boards cost more
/// a board): what [`boards_to_try_log10`] estimates are turned into time with.
pub const BOARDS_PER_SECOND: f64 = 1e6;

/// The brute-force engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Brute {
    /// Give up after firing rays on this many boards (`None`: never).
    pub budget: Option<u64>,
}

/// What [`Brute::search`] found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BruteRun {
    /// Up to `max_solutions` solutions, in the order met.
    pub boards: Vec<Board>,
    /// The solutions met: all of them when [`BruteRun::complete`], else a
    /// lower bound.
    pub found: u64,
    /// Whether every board was tried (or, without a count asked for,
    /// enough solutions were found); false when the budget ran out or the
    /// control was cancelled first.
    pub complete: bool,
}

/// About how many boards the brute engine would place on `puzzle`: the sum
/// of `C(open, k − fixed)` over the allowed atom numbers `k`, as a decimal
/// logarithm (the number itself may have thousands of digits); computed
/// in a time linear in the board, without enumerating anything.
pub fn boards_to_try_log10(puzzle: &Puzzle) -> f64 {
    let facts = Facts::of(puzzle);
    if facts.contradiction() {
        return 0.0;
    }
    let dims = puzzle.dims();
    let open = dims
        .all_cells()
        .filter(|&c| facts.known(c) == Known::Open)
        .count();
    let fixed = dims
        .all_cells()
        .filter(|&c| facts.known(c) == Known::Atom)
        .count();
    let hi = puzzle.atoms().max(dims.cells()).min(fixed + open);
    let lo = puzzle.atoms().min().max(fixed);
    // log10 C(open, j) for j = 0, 1, …, summed in log space.
    let (mut term, mut total) = (0.0f64, f64::NEG_INFINITY);
    for j in 0..=hi.saturating_sub(fixed) {
        if j > 0 {
            term += ((open - j + 1) as f64 / j as f64).log10();
        }
        if j + fixed >= lo {
            let (big, small) = (total.max(term), total.min(term));
            total = big + (1.0 + 10f64.powf(small - big)).log10();
        }
    }
    total.max(0.0)
}

impl Brute {
    /// Answers `query` under `control` (see the module doc): complete, or
    /// what was found when the budget ran out or the control was cancelled.
    pub fn search(&self, puzzle: &Puzzle, query: Query, control: &Control) -> BruteRun {
        let facts = Facts::of(puzzle);
        let mut run = BruteRun::default();
        if facts.contradiction() {
            run.complete = true;
            return run;
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
        let (mut placed, mut tried) = (0u64, 0u64);
        let hi = puzzle.atoms().max(dims.cells());
        for total in puzzle.atoms().min().max(fixed)..=hi.min(fixed + open.len()) {
            let mut chosen: Vec<usize> = (0..total - fixed).collect();
            loop {
                placed += 1;
                if placed % POLL_EVERY == 0 && control.is_cancelled() {
                    return run;
                }
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
                        return run;
                    }
                    if puzzle.first_mismatch(&board).is_none() {
                        run.found += 1;
                        if run.boards.len() < query.max_solutions {
                            run.boards.push(board);
                        }
                        if !query.count && run.boards.len() >= query.max_solutions {
                            run.complete = true;
                            return run;
                        }
                    }
                }
                if !next_combination(&mut chosen, open.len()) {
                    break;
                }
            }
        }
        run.complete = true;
        run
    }
}

impl Engine for Brute {
    fn name(&self) -> &'static str {
        "brute"
    }

    fn solve(&self, puzzle: &Puzzle, query: Query) -> Option<Solutions> {
        let run = self.search(puzzle, query, &Control::new());
        run.complete.then(|| Solutions {
            boards: run.boards,
            count: query.count.then(|| BigUint::from(run.found)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::{AtomCount, Rules};

    /// A 12x12 board's full feedback with 12 atoms: far too many boards
    /// to try (C(144 − forbidden, 12)).
    fn big() -> Puzzle {
        let dims = blackbox::Dims::new(12, 12).unwrap();
        let mut board = Board::empty(dims);
        for i in 0..12 {
            board.set(dims.cell(i, (i * 5) % 12).unwrap(), true);
        }
        Puzzle::of_board(&board, Rules::Standard)
    }

    #[test]
    fn a_cancelled_control_stops_at_once_with_what_was_found() {
        let control = Control::new();
        control.cancel();
        let all = Query {
            max_solutions: 10,
            count: true,
        };
        let run = Brute::default().search(&big(), all, &control);
        assert!(!run.complete);
        assert!(run.found <= POLL_EVERY);
    }

    #[test]
    fn the_job_size_is_known_up_front() {
        let log = boards_to_try_log10(&big());
        assert!(log > 9.0, "{log}");
        // 3x3 with an unknown atom count and no hints: 2^9 boards.
        let empty = blackbox::PuzzleBuilder::new(
            blackbox::Dims::new(3, 3).unwrap(),
            AtomCount::Unknown,
            Rules::Standard,
        )
        .unwrap()
        .build();
        assert!((boards_to_try_log10(&empty) - 512f64.log10()).abs() < 1e-9);
    }
}
