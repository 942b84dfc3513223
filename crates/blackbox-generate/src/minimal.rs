//! A minimal puzzle from a board: every result of its rim, then as few as
//! still leave one answer.
//!
//! The results (an exit pair is one result) are dropped in an order the
//! caller gives (the generator steers the difficulty with it), the atom
//! count always kept: each is dropped when the others still leave one
//! answer, and otherwise stays, with the second board the solver found as
//! its *witness*: a board other than the answer meeting every other result
//! kept and the atom count. The set only shrinks, so a witness stays one
//! to the end: every printed result has its witness, and dropping any of
//! them leaves more than one board (minimal). [`check_minimal`] checks the
//! witnesses by simulation, with no solver.
//!
//! Every question ("is the answer still the only board without this
//! result?") goes to one incremental solver per board
//! ([`blackbox_solve::OtherBoards`]: the full feedback encoded once, each
//! result switched by an assumption, the answer excluded by a clause), so
//! what it learns answering one question speeds up the next, across every
//! order tried on the same board. Whether a result is dropped depends only
//! on the question's answer, never on the solver's path, so the puzzle of
//! an order is the same whichever solver answers; only the witnesses (any
//! second board) may differ.

use crate::error::{Error, Result};
use blackbox::random::shuffle;
use blackbox::{AtomCount, Board, Port, Puzzle, Rules};
use blackbox_solve::{Control, OtherBoards};
use rand::Rng;

/// A minimal puzzle and, per printed result, a second board that the other
/// results and the atom count allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Minimal {
    /// The puzzle: the board's size, its atom count (exact), the results
    /// kept.
    pub puzzle: Puzzle,
    /// Per printed result (by its port, the smaller of an exit pair's), in
    /// port order: a board other than the answer meeting every other result
    /// and the atom count.
    pub witnesses: Vec<(Port, Board)>,
}

/// The full feedback of `board` under `rules` with its exact atom count.
pub fn full_puzzle(board: &Board, rules: Rules) -> Puzzle {
    Puzzle::of_board(board, rules)
}

/// A minimal puzzle under `rules` whose one answer is `board`, results
/// dropped in an order drawn from `rng`; `Ok(None)` when even every result
/// together leaves another board (no puzzle of this board has one answer).
pub fn minimize(
    board: &Board,
    rules: Rules,
    rng: &mut impl Rng,
    control: &Control,
) -> Result<Option<Minimal>> {
    let mut order = results(&full_puzzle(board, rules));
    shuffle(rng, &mut order);
    minimize_in_order(board, rules, &order, control)
}

/// [`minimize`] trying the results in `order` (every printed result of the
/// full feedback, each once).
pub fn minimize_in_order(
    board: &Board,
    rules: Rules,
    order: &[Port],
    control: &Control,
) -> Result<Option<Minimal>> {
    let full = full_puzzle(board, rules);
    let mut others = OtherBoards::new(&full, board, control)?;
    if others.other(&others.results(), control)?.is_some() {
        return Ok(None);
    }
    minimize_unique(&full, order, &mut others, control).map(Some)
}

/// [`minimize_in_order`] from `full`, a board's full feedback known to
/// have one answer, asking `others` (loaded with that full feedback and
/// the board as its answer: the generator has asked it already).
pub fn minimize_unique(
    full: &Puzzle,
    order: &[Port],
    others: &mut OtherBoards,
    control: &Control,
) -> Result<Minimal> {
    let mut puzzle = full.clone();
    let mut kept = others.results();
    let mut witnesses: Vec<(Port, Board)> = Vec::new();
    for &port in order {
        control.check()?;
        let rest: Vec<Port> = kept.iter().copied().filter(|&p| p != port).collect();
        match others.other(&rest, control)? {
            Some(witness) => witnesses.push((port, witness)),
            None => {
                kept = rest;
                puzzle = puzzle.without_hint(port);
            }
        }
    }
    witnesses.sort_by_key(|(p, _)| *p);
    Ok(Minimal { puzzle, witnesses })
}

/// The puzzle of `full` knowing only the results of `ports` (and its atom
/// count).
pub fn sub_puzzle(full: &Puzzle, ports: impl IntoIterator<Item = Port>) -> Puzzle {
    let mut kept = full.clone();
    let ports: Vec<Port> = ports.into_iter().collect();
    for port in full.dims().all_ports() {
        let partner = match full.hint(port) {
            Some(blackbox::Response::Exit(q)) => Some(q),
            _ => None,
        };
        if !ports.contains(&port) && !partner.is_some_and(|q| ports.contains(&q)) {
            kept = kept.without_hint(port);
        }
    }
    kept
}

/// The printed results of `puzzle`, each by its port (the smaller of an
/// exit pair's), in port order.
pub fn results(puzzle: &Puzzle) -> Vec<Port> {
    puzzle
        .hints()
        .filter(|&(p, r)| !matches!(r, blackbox::Response::Exit(q) if q < p))
        .map(|(p, _)| p)
        .collect()
}

/// Checks by simulation that `minimal` is minimal with `answer` its answer:
/// every printed result has a witness that differs from the answer, has the
/// atom count, and meets every other printed result but that one.
pub fn check_minimal(minimal: &Minimal, answer: &Board) -> Result<()> {
    let puzzle = &minimal.puzzle;
    let printed = results(puzzle);
    let ports: Vec<Port> = minimal.witnesses.iter().map(|(p, _)| *p).collect();
    if ports != printed || !puzzle.is_solved_by(answer) {
        return Err(Error::NotMinimal);
    }
    for (port, witness) in &minimal.witnesses {
        let others = puzzle.without_hint(*port);
        if witness == answer
            || !others.is_solved_by(witness)
            || puzzle.is_solved_by(witness)
            || !matches!(puzzle.atoms(), AtomCount::Exact(_))
        {
            return Err(Error::NotMinimal);
        }
    }
    Ok(())
}
