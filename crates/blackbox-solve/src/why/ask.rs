//! The questions an explanation asks — is there a board meeting these
//! premises with the cell the other way? — and the second solve that
//! checks a proof, each put to more than one exact engine ([`Proof`]).
//!
//! **A question** goes to the engines in turn, each within a budget, until
//! one answers:
//! 1. the SAT solver over the guarded premises (module `premises`), within
//!    [`WhyBudget::decisions`] decisions: a board, or a core (the premises
//!    its proof used, which lets a deletion skip the others at once);
//! 2. the same premises guarded in the lazily encoded solver of module
//!    `lazy`, each of its solve calls within [`FACTS_DECISIONS`] times the
//!    decisions (a board, or a core): only once step 4 has proved one of
//!    the cell's questions, and no more after one of its questions runs
//!    out; never by quick questions;
//! 3. the path search of module `sparse` on the premises' own puzzle with
//!    the cell decided, within a twentieth of [`WhyBudget::probes`]
//!    probes (a board comes within a few; proofs on few rays take long);
//! 4. the lazy SAT search of module `search` on that puzzle (seed 001's
//!    facts of those premises decided first), within [`FACTS_DECISIONS`]
//!    times the decisions;
//! 5. the path search again, within all its probes;
//! 6. the first solver again, bounded only by the control.
//!
//! Engines 3 to 5 answer a board or a proof that none exists (no core: all
//! the premises asked). A caller may ask the cheap steps only, 3 then 1
//! ([`Depth::Quick`]: the path search first, as these questions are mostly
//! answered by a board, which it finds within a few probes where the first
//! solver's 50 decisions rarely do: in the search for a smallest set of the
//! slowest 10x10/10 game after 20 rays, it settled none of the 63 that
//! reached the engines, the path search all of them;
//! benchsuite/runs/2026-11-29-why-speed-5), or stop after step 5
//! ([`Depth::Bounded`]) and be told the question is unsettled:
//! the shrinking of a set halves a chunk whose question is not settled
//! within the budgets instead of waiting on step 5, and the search for a
//! smallest set asks few questions past the cheap steps. The budgets are counts, so which engine answers,
//! and so the explanation, does not depend on the machine.
//!
//! Why several: the guarded encoding answers easy questions in well under
//! a millisecond, but a proof resting on the atom count (the rays need
//! every atom elsewhere) is a pigeonhole argument, long for resolution: on
//! a 10x10/10 game after 10 rays three such questions took it 12, 28 and
//! 49 s, which the path search, whose atom bound counts the atoms that rays
//! with disjoint needs require, answered in 18 to 43 µs. The path search
//! in turn proves slowly when few rays are left (100 to 240 ms at 8 to 12
//! rays and the count, on a 10x10/10 game after 20 rays, where it took 1 ms
//! at 20), which the facts' search often does quicker. Measured on 11
//! games 10x10/10 (seeds 1–11) after 20 random rays, every forced cell
//! explained (672; CPU time on the shared machine, load 9–11): this order
//! 34 s in all; the path search with all its probes first, then the facts'
//! search, 43 s. A budget of 500 decisions instead of 50 for the first
//! solver took 35 s of wall time instead of 14 s on 4 of those games
//! (before the facts' search and this order were settled).
//!
//! Step 2 keeps what it learnt between questions, where step 4 starts
//! afresh each time: on the 10x10/10 game after 20 rays whose explanation
//! was the slowest of 11 (a 13-premise set resting on the atom count), it
//! settled the shrinking's questions in 1,000 decisions a call, and the
//! explanation took 0.23 s of CPU instead of 0.36 s. Asked from the first
//! question on, its loading and refining cost more than it saved where the
//! cheap engines settle everything (15x15/20 after 40 rays: CPU median
//! 0.18 s instead of 0.07 s), hence it waits for a question that only the
//! facts' search proved; where it runs out (two of the four slow games of
//! 40), each question it cannot settle costs its whole budget, hence it
//! stops at the first (benchsuite/runs/2026-11-29-why-speed-4).
//!
//! **The check** asks the question of a set's proof again of the engines
//! that did not prove it (after a proof by step 2, the facts' search and
//! the path search), in turn, until one answers (each within its
//! budget: the path search within all its probes, the facts' search within
//! ten times the question's decisions, the first solver within
//! [`CHECK_DECISIONS`] times). The first solver goes first after a proof by
//! the facts' search: its calls keep what they learnt, so by then it often
//! settles the set's question quickly (a 13-premise set resting on the atom
//! count, 10x10/10 after 20 rays: settled after 1,000 decisions in 36 ms,
//! where the path search took 140 ms). After a proof by the path search
//! the facts' search goes first (it settled such sets within a few ms where
//! the first solver used up its decisions, 20 ms). When every engine runs
//! out, they are asked once more with [`CHECK_GROWTH`] times their budgets
//! (the first solver goes on from what it learnt): a 14-premise set resting
//! on the atom count (10x10/10 after 20 rays) that neither settled within
//! 5,000 decisions and 100,000 probes took the first solver 20,000. The
//! counter-boards are simulated.
//!
//! Invariant: every board answered meets the premises asked and has the
//! cell as asked (checked by simulation).

use super::premises::{Answer, Premises};
use super::{Check, Premise, Proof, WhyBudget};
use crate::explain::sub_puzzle;
use crate::search::Search;
use crate::sparse;
use blackbox::{Board, Puzzle};
use logic::{Control, Result};

/// The facts' search may take this many times [`WhyBudget::decisions`].
pub(super) const FACTS_DECISIONS: u64 = 20;

/// A check's SAT engines may take this many times
/// [`WhyBudget::decisions`].
pub(super) const CHECK_DECISIONS: u64 = 100;

/// A check whose engines all ran out asks them again with this many times
/// their budgets (module doc).
pub(super) const CHECK_GROWTH: u64 = 8;

/// What a question found.
#[derive(Debug, Clone)]
pub(super) enum Reply {
    /// A board meeting the premises asked, with the cell as asked.
    Board(Board),
    /// No such board: shown by this proof, which needs these premises
    /// (ascending) of those asked.
    Forces(Vec<usize>, Proof),
}

/// The puzzle of the premises `on` (indices into `premises.list`).
pub(super) fn puzzle_of(puzzle: &Puzzle, premises: &Premises, on: &[usize]) -> Puzzle {
    let list: Vec<Premise> = on.iter().map(|&i| premises.list[i]).collect();
    let rays = list.iter().filter_map(|p| match p {
        Premise::Ray(port) => Some(*port),
        Premise::AtomCount => None,
    });
    sub_puzzle(puzzle, rays, list.contains(&Premise::AtomCount))
}

/// Whether `board` meets every premise of `on` and has the cell as `cell`
/// says.
pub(super) fn fits(premises: &Premises, on: &[usize], cell: (usize, bool), board: &Board) -> bool {
    board.has_atom(board.dims().cell_at(cell.0)) == cell.1
        && on.iter().all(|&i| premises.holds(i, board))
}

/// The answer of the facts' search (module doc) on `sub`, the premises'
/// own puzzle, with the cell as `cell` says, within `decisions`:
/// `Some(Some(board))`, `Some(None)` for a proof that there is none,
/// `None` past its budget.
fn by_facts(
    sub: &Puzzle,
    cell: (usize, bool),
    decisions: u64,
    control: &Control,
) -> Result<Option<Option<Board>>> {
    let mut search = Search::new(sub, control);
    search.set_decision_budget(Some(decisions));
    let lit = search.cell_lit(sub.dims().cell_at(cell.0));
    match search.next_board_with(&[if cell.1 { lit } else { !lit }]) {
        Ok(found) => Ok(Some(found)),
        Err(stopped) => control.check().map(|()| None).or(Err(stopped)),
    }
}

/// The answer of `engine` on the premises `on` (their own puzzle `sub`)
/// with the cell as `cell` says, within `decisions` or `probes`: a board,
/// a proof that there is none (with the premises it used: the guarded
/// solvers name their cores, the others use all of `on`), or `None` past
/// its budget.
fn answer(
    engine: Proof,
    premises: &mut Premises,
    (on, sub): (&[usize], &Puzzle),
    cell: (usize, bool),
    (decisions, probes): (u64, u64),
    control: &Control,
) -> Result<Option<Reply>> {
    let found = match engine {
        Proof::Paths => sparse::board_with(sub, &[cell], probes, control)?,
        Proof::Facts => by_facts(sub, cell, FACTS_DECISIONS * decisions, control)?,
        Proof::Cores | Proof::Lazy => {
            let answer = if engine == Proof::Cores {
                premises.ask(on, cell, Some(decisions), control)?
            } else {
                premises.ask_lazy(on, cell, FACTS_DECISIONS * decisions, control)?
            };
            return Ok(match answer {
                Answer::Core(core) => Some(Reply::Forces(core, engine)),
                Answer::Board(board) => Some(Reply::Board(board)),
                Answer::Unknown => None,
            });
        }
    };
    Ok(found.map(|board| match board {
        Some(board) => Reply::Board(board),
        None => Reply::Forces(on.to_vec(), engine),
    }))
}

/// How far a question goes down the engines of the module doc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Depth {
    /// The cheap steps: the path search within a twentieth of its probes,
    /// then the first solver within its decisions.
    Quick,
    /// Every engine within its budget (steps 1 to 5).
    Bounded,
    /// Until it is settled (step 6: the first solver bounded only by the
    /// control).
    Full,
}

/// Is there a board meeting the premises `on` with the cell (row-major
/// index, atom?) as `cell` says? (Module doc.) `Err(Error::Interrupted)`
/// once `control` is cancelled; `None` when the engines `depth` allows did
/// not settle it (never at [`Depth::Full`]).
pub(super) fn question(
    puzzle: &Puzzle,
    premises: &mut Premises,
    on: &[usize],
    cell: (usize, bool),
    (budget, depth): (WhyBudget, Depth),
    control: &Control,
) -> Result<Option<Reply>> {
    let sub = puzzle_of(puzzle, premises, on);
    let (d, p) = (budget.decisions, budget.probes);
    // Each step: the engine and its limits (module doc).
    let quick = [(Proof::Paths, (d, p / 20)), (Proof::Cores, (d, p))];
    let bounded = [
        (Proof::Cores, (d, p)),
        (Proof::Lazy, (d, p)),
        (Proof::Paths, (d, p / 20)),
        (Proof::Facts, (d, p)),
        (Proof::Paths, (d, p)),
    ];
    let steps: &[(Proof, (u64, u64))] = match depth {
        Depth::Quick => &quick,
        Depth::Bounded | Depth::Full => &bounded,
    };
    for &(engine, limits) in steps {
        let reply = answer(engine, premises, (on, &sub), cell, limits, control)?;
        if engine == Proof::Facts && matches!(reply, Some(Reply::Forces(..))) {
            // A question only the facts' search settled: the cell's next
            // questions are likely such too (module doc, step 2).
            premises.arm_lazy();
        }
        match reply {
            Some(Reply::Board(board)) if !fits(premises, on, cell, &board) => {
                // A board that does not fit would be that engine's error:
                // the next one decides instead.
            }
            Some(reply) => return Ok(Some(reply)),
            None => {}
        }
    }
    if depth != Depth::Full {
        return Ok(None);
    }
    Ok(Some(match premises.ask(on, cell, None, control)? {
        Answer::Board(board) => Reply::Board(board),
        Answer::Core(core) => Reply::Forces(core, Proof::Cores),
        Answer::Unknown => unreachable!("no decision budget was set"),
    }))
}

/// The second solve (module doc) of the proof by `proof` that no board
/// meets the premises `set` with the cell as `cell` says, and the
/// simulation of `counters` (each premise of `set` dropped: a board meeting
/// the others with the cell so).
pub(super) fn check(
    puzzle: &Puzzle,
    premises: &mut Premises,
    (set, proof): (&[usize], Proof),
    counters: &[(usize, Board)],
    cell: (usize, bool),
    budget: WhyBudget,
    control: &Control,
) -> Check {
    let counters_hold = counters.iter().all(|(dropped, board)| {
        let others: Vec<usize> = set.iter().copied().filter(|i| i != dropped).collect();
        fits(premises, &others, cell, board) && !premises.holds(*dropped, board)
    });
    if !counters_hold {
        return Check::Refuted;
    }
    // In the order of the module doc.
    let others = match proof {
        Proof::Cores => [Proof::Paths, Proof::Facts],
        Proof::Lazy => [Proof::Facts, Proof::Paths],
        Proof::Facts => [Proof::Cores, Proof::Paths],
        Proof::Paths => [Proof::Facts, Proof::Cores],
    };
    let sub = puzzle_of(puzzle, premises, set);
    for growth in [1, CHECK_GROWTH] {
        for engine in others {
            let decisions = match engine {
                Proof::Cores => CHECK_DECISIONS * budget.decisions,
                Proof::Lazy | Proof::Facts | Proof::Paths => 10 * budget.decisions,
            };
            let limits = (growth * decisions, growth * budget.probes);
            match answer(engine, premises, (set, &sub), cell, limits, control) {
                Err(_) => return Check::Stopped,
                Ok(Some(Reply::Forces(..))) => return Check::Verified(engine),
                Ok(Some(Reply::Board(_))) => return Check::Refuted,
                Ok(None) => {}
            }
        }
    }
    Check::OverBudget
}
