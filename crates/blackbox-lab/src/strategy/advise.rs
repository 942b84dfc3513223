//! A player's next move in a game in progress, for the game's assistant:
//! the bridge from the model (the rays fired as a [`Puzzle`], the boards
//! still consistent with it) to a [`Strategy`], through a [`Universe`] of
//! just those boards.
//!
//! A player decides from the known vector and the candidates alone, and
//! the candidates are exactly the boards consistent with the known vector,
//! so its choice here is the one it makes in the lab's games (a universe of
//! listed boards names them in the same order as a whole one).

use super::{Decision, State, StrategySpec, Universe, UNKNOWN};
use crate::experiment::fast::code;
use blackbox::{Board, Error, Port, Puzzle, Result};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The port the player `spec` fires next when `boards` are exactly the
/// boards consistent with `puzzle`, or `None` when it would guess now (or
/// no board is left). An error when the boards have different atom counts
/// (the players need one) or the board is too large for the lab's tracer.
/// A fresh player decides each time: the players' memos name boards by
/// their place in one universe.
pub fn next_port(spec: StrategySpec, puzzle: &Puzzle, boards: &[Board]) -> Result<Option<Port>> {
    let Some(first) = boards.first() else {
        return Ok(None);
    };
    let (dims, atoms) = (puzzle.dims(), first.atom_count());
    if boards.iter().any(|b| b.atom_count() != atoms) {
        return Err(Error::Game(
            "the players need boards with one atom count".into(),
        ));
    }
    let lists: Vec<Vec<u8>> = boards
        .iter()
        .map(|b| {
            (dims.all_cells())
                .filter(|&c| b.has_atom(c))
                .map(|c| dims.index(c) as u8)
                .collect()
        })
        .collect();
    let universe = Universe::of_boards(dims, atoms, puzzle.rules(), &lists)?;
    let mut known = vec![UNKNOWN; dims.ports()];
    for port in dims.all_ports() {
        if let Some(response) = puzzle.hint(port) {
            let c = code(response, port);
            known[port.index()] = c;
            if usize::from(c) < known.len() {
                known[usize::from(c)] = port.index() as u8;
            }
        }
    }
    let candidates: Vec<u32> = (0..universe.boards() as u32).collect();
    let state = State {
        universe: &universe,
        known: &known,
        candidates: &candidates,
    };
    // The players that take advice are deterministic: the stream is unused.
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    Ok(match spec.build().decide(&state, &mut rng) {
        Decision::Fire(p) => Some(dims.port(p + 1)?),
        Decision::Guess(_) => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use blackbox::{AtomCount, Dims, PuzzleBuilder, Rules};

    #[test]
    fn the_player_chooses_as_in_a_whole_universe() {
        // 4x4 with 3 atoms: after each first ray, the listed boards give the
        // decision the whole universe gives at that known vector.
        let dims = Dims::new(4, 4).unwrap();
        let whole = Universe::new(dims, 3, Rules::Standard, &no_progress).unwrap();
        for spec in [StrategySpec::BEST, "entropy".parse().unwrap()] {
            for hidden in [0u32, 77, 300, 559] {
                let board = whole.board(hidden);
                let first = dims.port(1 + hidden as usize % dims.ports()).unwrap();
                let response = board.response(first, Rules::Standard);
                let mut builder =
                    PuzzleBuilder::new(dims, AtomCount::Exact(3), Rules::Standard).unwrap();
                builder.add(0, first, response).unwrap();
                let puzzle = builder.build();
                let ranks: Vec<u32> = (0..whole.boards() as u32)
                    .filter(|&r| puzzle.is_solved_by(&whole.board(r)))
                    .collect();
                let boards: Vec<Board> = ranks.iter().map(|&r| whole.board(r)).collect();
                let mut known = vec![UNKNOWN; dims.ports()];
                let c = whole.outcome(hidden, first.index());
                known[first.index()] = c;
                if usize::from(c) < dims.ports() {
                    known[usize::from(c)] = first.index() as u8;
                }
                let state = State {
                    universe: &whole,
                    known: &known,
                    candidates: &ranks,
                };
                let want = match spec
                    .build()
                    .decide(&state, &mut ChaCha8Rng::seed_from_u64(0))
                {
                    Decision::Fire(p) => Some(dims.port(p + 1).unwrap()),
                    Decision::Guess(_) => None,
                };
                assert_eq!(
                    next_port(spec, &puzzle, &boards).unwrap(),
                    want,
                    "{spec} {hidden}"
                );
            }
        }
    }
}
