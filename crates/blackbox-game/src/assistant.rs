//! The deduction assistant: what the rays fired so far say about the board.
//!
//! The game asks a solver through the small [`Oracle`] interface: how many
//! boards agree with a [`Puzzle`], what each cell must or may hold, and how
//! the boards split by the response at an unfired port. From that,
//! [`advise`] reports the number of boards left, each cell's knowledge
//! (certain atom, certain empty, or open with the share of boards that have
//! an atom there — the heat map) and a suggested next ray: the unfired port
//! with the most information (entropy of its outcomes, in bits) per
//! expected point of cost. [`twins`] finds the boards indistinguishable from
//! a hidden one, which the check needs. [`Solver`] answers with the
//! library's solver; [`BruteForce`] by enumeration, for small boards and as
//! the reference the solver is tested against.

use crate::advice::{better, rate, Advice, Knowledge, Suggester};
use crate::setup::Setup;
use crate::state::State;
use blackbox::Board;
use blackbox::Puzzle;
use blackbox::Response;
use blackbox::{Cell, Port};
use blackbox_solve::{self as solve, CellStatus, Count, Engine};
use num_bigint::BigUint;
use std::collections::BTreeMap;

/// A solver, as the assistant needs it. Implementations must be exact.
pub trait Oracle {
    /// The number of boards consistent with `puzzle`.
    fn count(&self, puzzle: &Puzzle) -> BigUint;
    /// What is known of every cell, row by row.
    fn deduce(&self, puzzle: &Puzzle) -> Vec<Knowledge>;
    /// For the unfired `port`, how many consistent boards give each response.
    fn port_outcomes(&self, puzzle: &Puzzle, port: Port) -> Vec<(Response, BigUint)>;
}

/// The assistant's complete view of `state`, from `oracle`, unbounded: the
/// reference the staged [`advise_anytime`](crate::advise_anytime) is
/// checked against (with [`BruteForce`] on small boards).
pub fn advise(state: &State, setup: &Setup, oracle: &dyn Oracle) -> Advice {
    let puzzle = state.puzzle(setup);
    let boards = oracle.count(&puzzle);
    let suggestion = state
        .dims()
        .all_ports()
        .filter(|&p| state.rim(p).is_none())
        .map(|p| rate(p, &oracle.port_outcomes(&puzzle, p), Suggester::Entropy))
        .fold(None, better);
    Advice {
        cells: oracle.deduce(&puzzle),
        shares_error: None,
        shares_draws: 0,
        boards: Count::Exact(boards),
        suggestion,
        complete: true,
        pending: None,
    }
}

/// Most open cells [`twins`] enumerates (it tries every subset of them).
pub(crate) const TWIN_SEARCH_CELLS: usize = 16;

/// The boards indistinguishable from the setup's hidden board: the cells
/// that full feedback leaves open are tried in every combination. When more
/// than `TWIN_SEARCH_CELLS` (16) cells are open, only the hidden board is returned.
pub fn twins(setup: &Setup, oracle: &dyn Oracle) -> Vec<Board> {
    let hidden = setup.hidden();
    let puzzle = Puzzle::from_feedback(&hidden.feedback(setup.rules()), setup.id().atoms())
        .expect("the game ID's atom count fits the board");
    let dims = hidden.dims();
    if oracle.count(&puzzle) <= BigUint::from(1u8) {
        return vec![hidden.clone()];
    }
    let known = oracle.deduce(&puzzle);
    let cells: Vec<Cell> = dims.all_cells().collect();
    let open: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| matches!(known[dims.index(c)], Knowledge::Open(_)))
        .collect();
    if open.len() > TWIN_SEARCH_CELLS {
        return vec![hidden.clone()];
    }
    let mut base = Board::empty(dims);
    for &c in &cells {
        base.set(c, known[dims.index(c)] == Knowledge::Atom);
    }
    (0u32..1 << open.len())
        .map(|subset| {
            let mut b = base.clone();
            for (i, &c) in open.iter().enumerate() {
                b.set(c, subset >> i & 1 == 1);
            }
            b
        })
        .filter(|b| puzzle.is_solved_by(b))
        .collect()
}

/// The library's exact solver ([`blackbox_solve`]) as an oracle.
#[derive(Debug, Clone, Copy, Default)]
pub struct Solver;

impl Oracle for Solver {
    fn count(&self, puzzle: &Puzzle) -> BigUint {
        solve::count(puzzle)
    }

    fn deduce(&self, puzzle: &Puzzle) -> Vec<Knowledge> {
        let deduction = solve::deduce(puzzle);
        deduction
            .cells
            .iter()
            .enumerate()
            .map(|(i, cell)| match cell.status {
                CellStatus::Atom => Knowledge::Atom,
                CellStatus::Empty => Knowledge::Empty,
                CellStatus::Open => Knowledge::Open(Some(deduction.share(i))),
            })
            .collect()
    }

    fn port_outcomes(&self, puzzle: &Puzzle, port: Port) -> Vec<(Response, BigUint)> {
        solve::port_outcomes(puzzle, port)
    }
}

/// An exact oracle by brute-force enumeration ([`solve::Brute`]). Only for
/// small boards: it visits every candidate.
#[derive(Debug, Clone, Copy, Default)]
pub struct BruteForce;

impl BruteForce {
    /// Every board consistent with `puzzle`, from the brute-force engine
    /// ([`solve::Brute`], no budget).
    pub fn solutions(puzzle: &Puzzle) -> Vec<Board> {
        let everything = solve::Query {
            max_solutions: usize::MAX,
            count: false,
        };
        solve::Brute::default()
            .solve(puzzle, everything)
            .expect("brute force without a budget never gives up")
            .boards
    }
}

impl Oracle for BruteForce {
    fn count(&self, puzzle: &Puzzle) -> BigUint {
        BigUint::from(Self::solutions(puzzle).len())
    }

    fn deduce(&self, puzzle: &Puzzle) -> Vec<Knowledge> {
        let all = Self::solutions(puzzle);
        puzzle
            .dims()
            .all_cells()
            .map(|c| {
                let with = all.iter().filter(|b| b.has_atom(c)).count();
                match with {
                    0 => Knowledge::Empty,
                    n if n == all.len() => Knowledge::Atom,
                    n => Knowledge::Open(Some(n as f64 / all.len() as f64)),
                }
            })
            .collect()
    }

    fn port_outcomes(&self, puzzle: &Puzzle, port: Port) -> Vec<(Response, BigUint)> {
        let mut counts: BTreeMap<Response, usize> = BTreeMap::new();
        for b in Self::solutions(puzzle) {
            *counts.entry(b.response(port, puzzle.rules())).or_default() += 1;
        }
        counts
            .into_iter()
            .map(|(r, n)| (r, BigUint::from(n)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::Suggestion;
    use crate::GameId;
    use blackbox::Dims;

    #[test]
    fn advice_on_a_fresh_game_counts_every_board() {
        let id: GameId = "3x3:2:0".parse().unwrap();
        let hidden = Board::with_atoms(id.dims(), [(0, 0), (2, 2)]).unwrap();
        let setup = Setup::new(id, hidden).unwrap();
        let state = State::new(id.dims());
        let advice = advise(&state, &setup, &BruteForce);
        assert_eq!(advice.boards, Count::Exact(BigUint::from(36u8)));
        for k in &advice.cells {
            assert!(matches!(k, Knowledge::Open(Some(p)) if (p - 2.0 / 9.0).abs() < 1e-12));
        }
        let s = advice.suggestion.clone().unwrap();
        assert!(s.bits > 0.0 && (1.0..=2.0).contains(&s.expected_cost));
        let summary = advice.summary(id.dims());
        assert_eq!(summary[0], "boards left: 36");
        assert_eq!(summary[1], "must be empty: 0 cells");
        assert!(
            summary[2].starts_with(&format!("Fire ray {}: of the 36 boards left, ", s.port)),
            "{}",
            summary[2]
        );
        // What the outcomes keep adds up to the boards left.
        let kept: BigUint = s.outcomes.iter().map(|(_, n)| n).sum();
        assert_eq!(kept, BigUint::from(36u32));
    }

    #[test]
    fn the_solver_agrees_with_enumeration() {
        use crate::{Game, Move};
        use blackbox::random::{below_u32, inclusive};
        use blackbox::AtomCount;
        use rand::SeedableRng;
        use rand_chacha::ChaCha8Rng;
        for seed in 0..40 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let dims = Dims::new(inclusive(&mut rng, 2, 4), inclusive(&mut rng, 2, 4)).unwrap();
            let k = inclusive(&mut rng, 1, 3);
            let atoms = if seed % 3 == 0 {
                AtomCount::Range { min: k - 1, max: k }
            } else {
                AtomCount::Exact(k)
            };
            let id = GameId::new(dims, atoms, seed).unwrap();
            let setup = Setup::new(id, id.board(&mut rng)).unwrap();
            let mut game = Game::new(setup.clone());
            for _ in 0..below_u32(&mut rng, 5) {
                let port = dims.port(inclusive(&mut rng, 1, dims.ports())).unwrap();
                let _ = game.apply(Move::Fire(port));
            }
            let (a, b) = (
                advise(game.state(), &setup, &Solver),
                advise(game.state(), &setup, &BruteForce),
            );
            assert_eq!(a.boards, b.boards, "{id}");
            for (x, y) in a.cells.iter().zip(&b.cells) {
                match (x, y) {
                    (Knowledge::Open(Some(p)), Knowledge::Open(Some(q))) => {
                        assert!((p - q).abs() < 1e-9)
                    }
                    _ => assert_eq!(x, y, "{id}"),
                }
            }
            let value = |s: &Option<Suggestion>| s.as_ref().map(|s| s.bits / s.expected_cost);
            match (value(&a.suggestion), value(&b.suggestion)) {
                (Some(x), Some(y)) => assert!((x - y).abs() < 1e-9, "{id}"),
                (x, y) => assert_eq!(x, y, "{id}"),
            }
            let mut t1 = twins(&setup, &Solver);
            let mut t2 = twins(&setup, &BruteForce);
            t1.sort_by_key(Board::atom_pairs);
            t2.sort_by_key(Board::atom_pairs);
            assert_eq!(t1, t2, "{id}");
        }
    }

    #[test]
    fn advice_after_rays_knows_cells_and_prefers_informative_cheap_rays() {
        // 3x3 with atoms at (0,0) and (2,2); fire every port but one and
        // compare the oracle's view with the hidden board's.
        let id: GameId = "3x3:2:0".parse().unwrap();
        let hidden = Board::with_atoms(id.dims(), [(0, 0), (2, 2)]).unwrap();
        let setup = Setup::new(id, hidden.clone()).unwrap();
        let mut game = crate::Game::new(setup.clone());
        game.apply(crate::Move::Fire(id.dims().port(2).unwrap()))
            .unwrap();
        let advice = advise(game.state(), &setup, &BruteForce);
        let puzzle = game.state().puzzle(&setup);
        let all = BruteForce::solutions(&puzzle);
        assert_eq!(advice.boards, Count::Exact(BigUint::from(all.len())));
        assert!(all.contains(&hidden));
        for cell in id.dims().all_cells() {
            let with = all.iter().filter(|b| b.has_atom(cell)).count();
            let expected = match with {
                0 => Knowledge::Empty,
                n if n == all.len() => Knowledge::Atom,
                n => Knowledge::Open(Some(n as f64 / all.len() as f64)),
            };
            assert_eq!(advice.cell(id.dims(), cell), expected);
        }
        // The suggestion is the best ratio over every unfired port.
        let s = advice.suggestion.unwrap();
        assert!(game.state().rim(s.port).is_none());
        for p in id
            .dims()
            .all_ports()
            .filter(|&p| game.state().rim(p).is_none())
        {
            if let Some(other) = rate(p, &BruteForce.port_outcomes(&puzzle, p), Suggester::Entropy)
            {
                assert!(other.bits / other.expected_cost <= s.bits / s.expected_cost + 1e-12);
            }
        }
    }
}
