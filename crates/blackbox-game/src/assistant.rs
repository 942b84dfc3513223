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

use super::anytime::{better, Stage};
use super::moves::cell_text;
use super::state::State;
use super::Setup;
use blackbox::Board;
use blackbox::Puzzle;
use blackbox::Response;
use blackbox::{Cell, Dims, Port};
use blackbox_solve::{self as solve, ratio, CellStatus, Count, Engine};
use num_bigint::BigUint;
use num_traits::Zero;
use std::collections::BTreeMap;
use std::fmt;

/// What is known about one cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Knowledge {
    /// Every consistent board has an atom here.
    Atom,
    /// No consistent board has an atom here.
    Empty,
    /// Some do: the share of consistent boards with an atom here, when it
    /// is known: exact, in `(0, 1)`, or estimated from uniform draws
    /// (then possibly 0 or 1; [`Advice::shares_error`] states its error).
    Open(Option<f64>),
}

/// A solver, as the assistant needs it. Implementations must be exact.
pub trait Oracle {
    /// The number of boards consistent with `puzzle`.
    fn count(&self, puzzle: &Puzzle) -> BigUint;
    /// What is known of every cell, row by row.
    fn deduce(&self, puzzle: &Puzzle) -> Vec<Knowledge>;
    /// For the unfired `port`, how many consistent boards give each response.
    fn port_outcomes(&self, puzzle: &Puzzle, port: Port) -> Vec<(Response, BigUint)>;
}

/// A suggested next ray.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion {
    /// The port to fire.
    pub port: Port,
    /// The expected points it costs.
    pub expected_cost: f64,
    /// The expected information it gives, in bits (entropy of its outcomes).
    pub bits: f64,
    /// Who suggested it.
    pub by: Suggester,
}

/// Who suggested a ray: the assistant's own rating (most bits per
/// expected point) on a sample of the boards left, estimated on uniform
/// draws, or exact on all of them, or a player (the cost and bits are then
/// those of the player's ray, exact).
#[derive(Debug, Clone, PartialEq)]
pub enum Suggester {
    /// Rated on this many of the boards left (a sample, not uniform).
    Sample(usize),
    /// Estimated on this many boards drawn uniformly from the boards left:
    /// the exact bits and expected cost lie within the stated errors of
    /// the estimates with 95% confidence (see module `estimate`).
    Estimate {
        /// Boards drawn.
        draws: usize,
        /// Half-width of the 95% interval of the bits.
        bits_error: f64,
        /// Half-width of the 95% interval of the expected cost.
        cost_error: f64,
    },
    /// Rated exactly on every board left.
    Entropy,
    /// The named player's choice (`best`, `best+deep`).
    Player(String),
}

impl Suggester {
    /// Whether the suggestion's bits and cost are exact (not estimated,
    /// not rated on a sample).
    pub fn is_exact(&self) -> bool {
        matches!(self, Suggester::Entropy | Suggester::Player(_))
    }

    /// The half-width of the 95% interval of the bits, when estimated.
    pub fn bits_error(&self) -> Option<f64> {
        match self {
            Suggester::Estimate { bits_error, .. } => Some(*bits_error),
            _ => None,
        }
    }

    /// The half-width of the 95% interval of the expected cost, when estimated.
    pub fn cost_error(&self) -> Option<f64> {
        match self {
            Suggester::Estimate { cost_error, .. } => Some(*cost_error),
            _ => None,
        }
    }
}

impl fmt::Display for Suggester {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Suggester::Sample(n) => write!(f, "most bits per point on {n} sample boards"),
            Suggester::Estimate {
                draws,
                bits_error,
                cost_error,
            } => write!(
                f,
                "most bits per point, estimated on {draws} uniform draws: \
                 bits ± {bits_error:.3}, cost ± {cost_error:.3} at 95%"
            ),
            Suggester::Entropy => write!(f, "most bits per point"),
            Suggester::Player(name) => write!(f, "the {name} player"),
        }
    }
}

/// What the assistant says about a game state, as far as it got.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// The number of boards consistent with the rays fired so far: exact,
    /// or at least the boards found.
    pub boards: Count,
    /// What is known of every cell, row by row.
    pub cells: Vec<Knowledge>,
    /// When the open cells' shares are estimates from uniform draws: the
    /// half-width of intervals holding every share at once with 95%
    /// confidence (`None`: exact or absent).
    pub shares_error: Option<f64>,
    /// The best next ray found, if any ray can still tell boards apart.
    pub suggestion: Option<Suggestion>,
    /// Whether the answer is complete: every unfired ray rated (exactly,
    /// or estimated with its error) and every open cell's share known
    /// (likewise); what may still be pending then only makes it exact.
    pub complete: bool,
    /// What is still being computed (`None`: nothing).
    pub pending: Option<Stage>,
}

impl Advice {
    /// What is known of `cell` on a board of `dims`.
    pub fn cell(&self, dims: Dims, cell: Cell) -> Knowledge {
        self.cells[dims.index(cell)]
    }

    /// The advice in a few lines of text, for a board of `dims` (what is
    /// [`Advice::pending`] is the caller's to say: still computing, or
    /// stopped).
    pub fn summary(&self, dims: Dims) -> Vec<String> {
        let sure = |k: Knowledge| -> Vec<String> {
            dims.all_cells()
                .filter(|&c| self.cell(dims, c) == k)
                .map(cell_text)
                .collect()
        };
        let (atoms, empty) = (sure(Knowledge::Atom), sure(Knowledge::Empty));
        let boards = match &self.boards {
            Count::Exact(n) => n.to_string(),
            Count::AtLeast(n) => format!("at least {n}"),
        };
        let mut out = vec![format!("boards left: {boards}")];
        if !atoms.is_empty() {
            out.push(format!("must hold an atom: {}", atoms.join(", ")));
        }
        out.push(format!("must be empty: {} cells", empty.len()));
        if let Some(e) = self.shares_error {
            out.push(format!(
                "shares estimated on {} uniform draws: all within ± {e:.3} at 95%",
                crate::DRAWS
            ));
        }
        out.push(match &self.suggestion {
            Some(s) => format!(
                "try: fire {} (expected cost {:.2}, {:.2} bits; by {})",
                s.port, s.expected_cost, s.bits, s.by
            ),
            None if self.pending.is_some() => "try: no ray found yet".into(),
            None => "no ray can tell the boards apart".into(),
        });
        out
    }
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
        boards: Count::Exact(boards),
        suggestion,
        complete: true,
        pending: None,
    }
}

/// Expected cost and entropy of firing `port` given its outcome counts,
/// credited to `by`; `None` when it cannot tell any boards apart.
pub(crate) fn rate(
    port: Port,
    outcomes: &[(Response, BigUint)],
    by: Suggester,
) -> Option<Suggestion> {
    let total: BigUint = outcomes.iter().map(|(_, n)| n).sum();
    let mut expected_cost = 0.0;
    let mut bits = 0.0;
    for (response, n) in outcomes {
        let p = if total.is_zero() {
            0.0
        } else {
            ratio(n, &total)
        };
        if p > 0.0 {
            expected_cost += p * f64::from(blackbox::score::response_cost(*response));
            bits -= p * p.log2();
        }
    }
    (bits > 1e-9).then_some(Suggestion {
        port,
        expected_cost,
        bits,
        by,
    })
}

/// Most open cells [`twins`] enumerates (it tries every subset of them).
pub const TWIN_SEARCH_CELLS: usize = 16;

/// The boards indistinguishable from the setup's hidden board: the cells
/// that full feedback leaves open are tried in every combination. When more
/// than [`TWIN_SEARCH_CELLS`] cells are open, only the hidden board is returned.
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
    use crate::GameId;

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
        assert!(summary[2].starts_with(&format!("try: fire {} ", s.port)));
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
