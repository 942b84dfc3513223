//! The premises as switches of one incremental SAT solver whose rays are
//! encoded *lazily*: the guarded engine of module `premises`, but each
//! ray's clauses are added only where the solver's boards need them.
//!
//! Module `premises` loads every ray's complete encoding at once; a proof
//! resting on the atom count (the rays need every atom elsewhere) is a
//! pigeonhole argument that this big formula makes long. The lazy search
//! of module `search` proves such questions much faster, but it is built
//! afresh for each set of premises and keeps nothing between questions.
//! This engine is both: like module `search` it starts from each ray's
//! entry state (and the ray's own seed 001 facts), simulates each board
//! the solver answers, and adds the clauses of the states that a ray
//! missing its result visits (module `encode`, "Lazy encoding"), the atom
//! count's counter only once a board breaks the count; like module
//! `premises` every clause is guarded by its premise's selector, so one
//! solver answers every subset of the premises, what it learnt is kept
//! for the next question, and an unsatisfiable question names its core
//! (the premises assumed that its proof used).
//!
//! A board of the solver that breaks few of the premises asked (at most
//! [`REPAIR_BROKEN`]) is first handed to the caller's repair (the local
//! search of module `lessen`, which changes atoms while that mends premises
//! and breaks none): when the repaired board meets every premise asked
//! with the cell as asked, it is the answer, after the refinement the
//! solver's board called for. The solver's boards converge on a board of
//! the question in many rounds (up to 32 on the slowest 10x10/10 game after
//! 20 rays, each a solve call), a repair often ends them in a few
//! (benchsuite/runs/2026-11-29-why-speed-5).
//!
//! Invariants: the clauses of a premise are always a subset of its
//! complete encoding (exact for every subset of the premises, module
//! `premises`), so a proof is exact; a board is answered only once
//! simulation shows it meets every premise asked and has the cell as
//! asked. Each question is bounded by a budget of decisions per solve call
//! and polls the control; the refinements between calls are finite (each
//! adds the clauses of a state not encoded before, or the counter once).

use super::premises::{core, holds, model_board, Answer};
use super::Premise;
use crate::encode::{Encoder, RayStates};
use crate::others::facts_alone;
use blackbox::{Board, Puzzle};
use logic::{
    default_solver, ClauseSink, Control, DefaultSolver, Guarded, Lit, Result, SatResult, SatSolver,
    Var,
};

/// A solver's board breaking at most this many of the premises asked is
/// handed to the repair (module doc); one breaking more is rarely mended.
pub(super) const REPAIR_BROKEN: usize = 3;

/// The lazy guarded engine of one puzzle's premises.
pub(super) struct Lazy<'a> {
    puzzle: &'a Puzzle,
    encoder: Encoder<'a>,
    solver: DefaultSolver,
    cells: Vec<Var>,
    /// Per premise (the indices of module `premises`): its selector, and
    /// its ray's states encoded so far (`None`: the atom count).
    selectors: Vec<Lit>,
    rays: Vec<Option<RayStates>>,
    /// Whether the atom count's counter is loaded (under its selector).
    counted: bool,
    /// Whether it answers questions: only from [`Lazy::arm`] until a
    /// question runs out of its budget (else [`Answer::Unknown`] at once).
    armed: bool,
    /// Whether a question ran out of its budget since [`Lazy::reset`]
    /// (then [`Lazy::arm`] does nothing).
    spent: bool,
    list: Vec<Premise>,
}

impl<'a> Lazy<'a> {
    /// Loads the premises `list` of `puzzle` (module `premises`' order):
    /// each ray's entry state and own facts, under its selector.
    pub(super) fn load(puzzle: &'a Puzzle, list: &[Premise]) -> Self {
        let mut solver = default_solver();
        let mut encoder = Encoder::new(puzzle, false);
        encoder.cell_vars(&mut solver);
        let cells = encoder.cells().to_vec();
        let (mut selectors, mut rays) = (Vec::new(), Vec::new());
        for premise in list {
            let selector = solver.new_lit();
            let ray = match premise {
                Premise::Ray(port) => {
                    let mut sink = Guarded::new(&mut solver, selector);
                    facts_alone(puzzle, *port, &cells, &mut sink);
                    Some(encoder.lazy_ray(&mut sink, *port))
                }
                Premise::AtomCount => None,
            };
            selectors.push(selector);
            rays.push(ray);
        }
        Lazy {
            puzzle,
            encoder,
            solver,
            cells,
            selectors,
            rays,
            counted: false,
            armed: false,
            spent: false,
            list: list.to_vec(),
        }
    }

    /// Is there a board meeting the premises `on` whose cell with
    /// row-major index `cell.0` holds an atom as `cell.1` says? Each solve
    /// call within `decisions` decisions ([`Answer::Unknown`] past them);
    /// `Err(Error::Interrupted)` once `control` is cancelled. `repair`
    /// changes a board breaking few of them into one that may meet them
    /// all (module doc); what it returns is answered only once simulation
    /// shows it does.
    ///
    /// It answers only while armed ([`Lazy::arm`]): otherwise, and once a
    /// question has run out of its budget, [`Answer::Unknown`] without a
    /// solve until [`Lazy::reset`]. Where the cheap engines settle the
    /// questions, loading and refining this one costs more than it saves;
    /// where it cannot settle them within its budget, it would spend that
    /// budget on question after question before the other engines settle
    /// them (measured in module `ask`).
    pub(super) fn ask(
        &mut self,
        on: &[usize],
        cell: (usize, bool),
        decisions: u64,
        control: &Control,
        repair: &dyn Fn(&Board) -> Board,
    ) -> Result<Answer> {
        if !self.armed {
            return Ok(Answer::Unknown);
        }
        let mut assumptions: Vec<Lit> = on.iter().map(|&i| self.selectors[i]).collect();
        assumptions.push(Lit::new(self.cells[cell.0], cell.1));
        self.solver.set_control(control);
        self.solver.set_decision_budget(Some(decisions));
        loop {
            control.check()?;
            match self.solver.solve_with(&assumptions) {
                SatResult::Interrupted => {
                    control.check()?;
                    (self.armed, self.spent) = (false, true);
                    return Ok(Answer::Unknown);
                }
                SatResult::Unsat => {
                    return Ok(Answer::Core(core(&self.solver, on, &self.selectors)))
                }
                SatResult::Sat => {}
            }
            let board = model_board(&self.solver, &self.cells, self.puzzle.dims());
            let broken: Vec<usize> = (on.iter().copied())
                .filter(|&i| !holds(self.puzzle, self.list[i], &board))
                .collect();
            if broken.is_empty() {
                return Ok(Answer::Board(board));
            }
            self.refine(&broken, &board);
            if broken.len() <= REPAIR_BROKEN {
                let repaired = repair(&board);
                let at = self.puzzle.dims().cell_at(cell.0);
                if repaired.has_atom(at) == cell.1
                    && (on.iter()).all(|&i| holds(self.puzzle, self.list[i], &repaired))
                {
                    return Ok(Answer::Board(repaired));
                }
            }
        }
    }

    /// Lets it answer questions, unless one ran out of its budget since
    /// [`Lazy::reset`].
    pub(super) fn arm(&mut self) {
        self.armed = !self.spent;
    }

    /// Back to answering no question until [`Lazy::arm`] (for the next
    /// cell explained).
    pub(super) fn reset(&mut self) {
        (self.armed, self.spent) = (false, false);
    }

    /// Adds, each under its selector, the clauses of the states that the
    /// rays of `broken` visit on `board`, and the counter when the atom
    /// count is broken. Should that add nothing (cannot happen: a ray
    /// missing its result visits a state without clauses), the broken rays
    /// are encoded completely, so the caller's loop always ends.
    fn refine(&mut self, broken: &[usize], board: &Board) {
        let mut added = 0;
        for &i in broken {
            let mut sink = Guarded::new(&mut self.solver, self.selectors[i]);
            match &mut self.rays[i] {
                Some(ray) => added += self.encoder.refine(&mut sink, ray, board),
                None if !self.counted => {
                    self.encoder.atom_count(&mut sink);
                    self.counted = true;
                    added += 1;
                }
                None => {}
            }
        }
        debug_assert!(added > 0, "{board:?}");
        if added == 0 {
            for &i in broken {
                let mut sink = Guarded::new(&mut self.solver, self.selectors[i]);
                if let Some(ray) = &mut self.rays[i] {
                    self.encoder.complete(&mut sink, ray);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::why::lessen::lessen;
    use crate::why::lessen::tests::{game, subset};
    use crate::why::premises::Premises;
    use blackbox::random::below;
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    /// On random games and random subsets of their premises, the lazy
    /// engine answers as the complete guarded solver does: a board meeting
    /// the premises asked with the cell as asked, or a core, within those
    /// asked, that forces the cell alone — whether its boards are repaired
    /// by the local search, not repaired, or "repaired" wrongly (the cell
    /// turned the other way: never answered).
    #[test]
    fn the_lazy_engine_agrees_with_the_complete_encoding() {
        let mut rng = ChaCha8Rng::seed_from_u64(53);
        let control = Control::new();
        let (mut boards, mut cores, repairs) = (0, 0, std::cell::Cell::new(0));
        for _ in 0..60 {
            let puzzle = game(&mut rng, 6);
            let mut premises = Premises::load(&puzzle, &control).unwrap();
            let mut lazy = Lazy::load(&puzzle, premises.list());
            lazy.arm();
            let n = premises.list().len();
            for _ in 0..6 {
                let on = subset(&mut rng, n);
                let cell = (
                    below(&mut rng, puzzle.dims().cells()),
                    below(&mut rng, 2) == 0,
                );
                let complete = premises.ask(&on, cell, None, &control).unwrap();
                let kind = below(&mut rng, 3);
                let repair = |board: &Board| {
                    repairs.set(repairs.get() + 1);
                    match kind {
                        0 => lessen(&premises, &puzzle, board, cell.0, Some(&on)),
                        1 => board.clone(),
                        _ => {
                            let mut wrong = board.clone();
                            wrong.toggle(puzzle.dims().cell_at(cell.0));
                            wrong
                        }
                    }
                };
                let answer = lazy.ask(&on, cell, 1_000_000, &control, &repair);
                match (answer.unwrap(), complete) {
                    (Answer::Board(board), Answer::Board(_)) => {
                        let at = puzzle.dims().cell_at(cell.0);
                        assert_eq!(board.has_atom(at), cell.1);
                        assert!(on.iter().all(|&i| premises.holds(i, &board)));
                        boards += 1;
                    }
                    (Answer::Core(core), Answer::Core(_)) => {
                        assert!(core.iter().all(|i| on.contains(i)), "{core:?} of {on:?}");
                        let alone = premises.ask(&core, cell, None, &control).unwrap();
                        assert!(matches!(alone, Answer::Core(_)), "{core:?}");
                        cores += 1;
                    }
                    (lazy, complete) => panic!("lazy {lazy:?}, complete {complete:?}"),
                }
            }
        }
        let repairs = repairs.get();
        assert!(boards > 50 && cores > 50, "{boards} boards, {cores} cores");
        assert!(repairs > 50, "{repairs} repairs asked");
    }

    /// It answers only once armed, and a question past its budget silences
    /// it until it is reset and armed again.
    #[test]
    fn it_answers_only_while_armed_and_within_its_budget() {
        let mut rng = ChaCha8Rng::seed_from_u64(59);
        let control = Control::new();
        let mut silenced = 0;
        for _ in 0..40 {
            let puzzle = game(&mut rng, 6);
            let list = Premises::load(&puzzle, &control).unwrap().list().to_vec();
            let mut lazy = Lazy::load(&puzzle, &list);
            let all: Vec<usize> = (0..list.len()).collect();
            let cell = (
                below(&mut rng, puzzle.dims().cells()),
                below(&mut rng, 2) == 0,
            );
            let unarmed = lazy
                .ask(&all, cell, 1_000_000, &control, &Board::clone)
                .unwrap();
            assert!(matches!(unarmed, Answer::Unknown));
            lazy.arm();
            if !matches!(
                lazy.ask(&all, cell, 0, &control, &Board::clone).unwrap(),
                Answer::Unknown
            ) {
                continue;
            }
            lazy.arm();
            let again = lazy
                .ask(&all, cell, 1_000_000, &control, &Board::clone)
                .unwrap();
            assert!(matches!(again, Answer::Unknown));
            lazy.reset();
            lazy.arm();
            let settled = lazy
                .ask(&all, cell, 1_000_000, &control, &Board::clone)
                .unwrap();
            assert!(!matches!(settled, Answer::Unknown));
            silenced += 1;
        }
        assert!(silenced > 5, "{silenced}");
    }
}
