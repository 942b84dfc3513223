//! Is a known answer still the only board when some results are left out?
//! One incremental SAT solver for every such question about one puzzle
//! (a puzzle generator asks it once for each result it tries to drop).
//!
//! **Encoding**, loaded once: the complete encoding of module `encode` of
//! every hinted ray, both ends of an exit pair (as the search does: the
//! solver propagates from both ends), each result's clauses (an exit pair
//! is one result, named by its smaller port) switched by a selector
//! literal of its own ([`logic::Guarded`]); the atom count, always on;
//! and one clause excluding the answer. Seed 001's facts of all the
//! results together are left out (here results are switched off); each
//! result's facts *alone* (a miss empties its line, a hit fills its
//! entry cell…) are added under its selector: they follow from its
//! encoding, so the models stay the same, and they shorten the proofs.
//!
//! **A question** ([`OtherBoards::other`]) assumes the selectors of the
//! results it keeps. The encoding is exact for every subset of the rays
//! (argued in `encode.rs`), so the models, projected on the cells, are
//! exactly the boards other than the answer that reproduce the kept
//! results and have an allowed atom number: UNSAT proves the answer the
//! only board, and a model is a second one (checked by simulation). The
//! clauses loaded never change, so what the solver learns in one question
//! (clauses implied by them) holds in every later one.
//!
//! Bounds: the encoding is abandoned past [`crate::CONFLICT_MAX_CLAUSES`]
//! clauses, as the explanations' is; every solve polls the caller's
//! control.

use crate::encode::Encoder;
use crate::explain::{sub_puzzle, Unexplained, CONFLICT_MAX_CLAUSES};
use crate::preprocess::Facts;
use blackbox::{Board, CellStatus, Port, Puzzle, Response};
use logic::{
    default_solver, ClauseSink, Control, DefaultSolver, Guarded, Lit, Result, SatResult, SatSolver,
    Var,
};

/// One puzzle's results as switches of one solver that looks for a board
/// other than the known answer (see the module doc).
pub struct OtherBoards<'a> {
    puzzle: &'a Puzzle,
    answer: Board,
    solver: DefaultSolver,
    cells: Vec<Var>,
    /// Each result's port (the smaller of an exit pair's), in port order,
    /// with its selector.
    results: Vec<(Port, Lit)>,
}

impl<'a> OtherBoards<'a> {
    /// Loads `puzzle` with `answer` excluded; `Err` when `control` stops it
    /// or the encoding passes [`CONFLICT_MAX_CLAUSES`].
    ///
    /// # Panics
    /// When `answer` does not solve `puzzle` (the questions would mean
    /// nothing).
    pub fn new(
        puzzle: &'a Puzzle,
        answer: &Board,
        control: &Control,
    ) -> std::result::Result<Self, Unexplained> {
        assert!(puzzle.is_solved_by(answer), "the answer solves the puzzle");
        let mut solver = default_solver();
        let mut encoder = Encoder::new(puzzle, false);
        encoder.cell_vars(&mut solver);
        let cells = encoder.cells().to_vec();
        let ports = encoder.rays();
        let mut results = Vec::with_capacity(ports.len());
        let mut clauses = 0u64;
        for (i, &port) in ports.iter().enumerate() {
            control.check().map_err(|_| Unexplained::Stopped)?;
            let selector = solver.new_lit();
            let mut sink = Guarded::new(&mut solver, selector);
            encoder.ray(&mut sink, port);
            if let Some(Response::Exit(other)) = puzzle.hint(port) {
                encoder.ray(&mut sink, other);
            }
            facts_alone(puzzle, port, &cells, &mut sink);
            clauses += sink.clauses();
            if clauses > CONFLICT_MAX_CLAUSES {
                return Err(Unexplained::TooBig {
                    rays: i + 1,
                    of: ports.len(),
                });
            }
            results.push((port, selector));
        }
        encoder.atom_count(&mut solver);
        let not_answer: Vec<Lit> = (cells.iter().enumerate())
            .map(|(i, &x)| Lit::new(x, !answer.has_atom(puzzle.dims().cell_at(i))))
            .collect();
        solver.add_clause(&not_answer);
        Ok(OtherBoards {
            puzzle,
            answer: answer.clone(),
            solver,
            cells,
            results,
        })
    }

    /// The results, each by its port (the smaller of an exit pair's), in
    /// port order.
    pub fn results(&self) -> Vec<Port> {
        self.results.iter().map(|&(p, _)| p).collect()
    }

    /// A board other than the answer that reproduces every result of
    /// `kept` (ports of [`OtherBoards::results`]) and has an allowed atom
    /// number, or `None`: a proof that the answer is the only such board.
    /// `Err(Error::Interrupted)` once `control` is cancelled.
    ///
    /// # Panics
    /// When `kept` names a port that is not one of the results, or the
    /// board found fails the simulation (a broken invariant of the
    /// encoding).
    pub fn other(&mut self, kept: &[Port], control: &Control) -> Result<Option<Board>> {
        control.check()?;
        let assumptions: Vec<Lit> = (kept.iter())
            .map(|p| {
                let at = self.results.iter().position(|(q, _)| q == p);
                self.results[at.expect("a result of the puzzle")].1
            })
            .collect();
        self.solver.set_control(control);
        match self.solver.solve_with(&assumptions) {
            SatResult::Unsat => Ok(None),
            SatResult::Interrupted => Err(logic::Error::Interrupted),
            SatResult::Sat => {
                let dims = self.puzzle.dims();
                let mut board = Board::empty(dims);
                for (i, &x) in self.cells.iter().enumerate() {
                    board.set(
                        dims.cell_at(i),
                        self.solver.value(Lit::positive(x)) == Some(true),
                    );
                }
                let rules = self.puzzle.rules();
                assert!(
                    board != self.answer
                        && self.puzzle.atoms().allows(board.atom_count())
                        && kept
                            .iter()
                            .all(|&p| { Some(board.response(p, rules)) == self.puzzle.hint(p) }),
                    "the encoding is exact for every subset of the results (encode.rs)"
                );
                Ok(Some(board))
            }
        }
    }
}

/// Seed 001's facts of the result of `port` alone (module `preprocess`)
/// as clauses over the cell variables `cells`, into `sink`: consequences
/// of that result by itself, so they may be switched by its selector (here
/// and in the why engine's premises). Implied by its encoding, they leave
/// the models as they are and shorten proofs (a miss empties its line at
/// once).
pub(crate) fn facts_alone(puzzle: &Puzzle, port: Port, cells: &[Var], sink: &mut dyn ClauseSink) {
    let dims = puzzle.dims();
    let facts = Facts::of(&sub_puzzle(puzzle, [port], false));
    let x = |cell| Lit::positive(cells[dims.index(cell)]);
    for cell in dims.all_cells() {
        match facts.known(cell) {
            CellStatus::Atom => sink.add_clause(&[x(cell)]),
            CellStatus::Empty => sink.add_clause(&[!x(cell)]),
            CellStatus::Open => {}
        }
    }
    for &(a, b) in facts.xors() {
        sink.add_clause(&[x(a), x(b)]);
        sink.add_clause(&[!x(a), !x(b)]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::{random, Dims, Rules};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Every answer agrees with the lazy search's uniqueness decision of
    /// the same results, for random subsets of random boards' feedback.
    #[test]
    fn each_answer_agrees_with_the_uniqueness_decision() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let control = Control::new();
        for (side, atoms) in [(4, 2), (5, 3), (6, 3), (6, 5)] {
            for _ in 0..4 {
                let dims = Dims::new(side, side).unwrap();
                let answer = random::board(dims, atoms, &mut rng).unwrap();
                let full = Puzzle::of_board(&answer, Rules::Standard);
                let mut others = OtherBoards::new(&full, &answer, &control).unwrap();
                let all = others.results();
                for round in 0..6 {
                    let kept: Vec<Port> = (all.iter().copied())
                        .filter(|_| round == 0 || random::below(&mut rng, 3) > 0)
                        .collect();
                    let mut sub = full.clone();
                    for &p in all.iter().filter(|p| !kept.contains(p)) {
                        sub = sub.without_hint(p);
                    }
                    let unique = matches!(crate::uniqueness(&sub), crate::Uniqueness::Unique(_));
                    let other = others.other(&kept, &control).unwrap();
                    assert_eq!(other.is_none(), unique, "{sub:?}");
                    if let Some(board) = other {
                        assert!(board != answer && sub.is_solved_by(&board));
                    }
                }
            }
        }
    }

    #[test]
    fn a_cancelled_control_stops_a_question() {
        let dims = Dims::new(5, 5).unwrap();
        let answer = random::board(dims, 2, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        let full = Puzzle::of_board(&answer, Rules::Standard);
        let mut others = OtherBoards::new(&full, &answer, &Control::new()).unwrap();
        let stopped = Control::new();
        stopped.cancel();
        assert_eq!(others.other(&[], &stopped), Err(logic::Error::Interrupted));
        assert!(matches!(
            OtherBoards::new(&full, &answer, &stopped),
            Err(Unexplained::Stopped)
        ));
    }
}
