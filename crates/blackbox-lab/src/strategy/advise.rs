//! A player's next move in a game in progress, for the game's assistant:
//! the bridge from the model (the rays fired as a [`Puzzle`], the boards
//! still consistent with it) to a [`Strategy`], through a [`Universe`] of
//! just those boards.
//!
//! A player decides from the known vector and the candidates alone, and
//! the candidates are exactly the boards consistent with the known vector,
//! so its choice here is the one it makes in the lab's games (a universe of
//! listed boards names them in the same order as a whole one).
//!
//! An [`Advisor`] keeps the universe it built and its player (with the
//! player's memos) from one call to the next while they stay valid, so a
//! game's later moves reuse what its earlier decisions valued. Why that is
//! sound: `best`'s memo maps a known vector (and the plies left) to a value
//! that is a function of the candidates, the boards of the universe
//! consistent with that vector, and the exact endgame's memo maps candidate
//! sets (ranks in the universe) to values; both are functions of the
//! universe, whatever the game. So a kept universe `U` may serve a later
//! call exactly when the boards of `U` consistent with its known vector are
//! the boards it lists: then the player sees the candidates it would see in
//! a universe of just those boards, in the same order, and decides as a
//! fresh player would. The advisor checks that equality on every call
//! (one pass over `U`) and builds a new universe and player when it fails
//! (a new game, or boards outside `U`).

use super::{Decision, State, Strategy, StrategySpec, Universe, UNKNOWN};
use crate::experiment::fast::code;
use blackbox::{Board, Error, Port, Puzzle, Result, Rules};
use logic::Control;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::sync::Mutex;

/// A lab player advising games in progress, keeping its universe and memos
/// across calls while they are valid (see the module doc). Calls from
/// several threads take turns.
pub struct Advisor {
    spec: StrategySpec,
    kept: Mutex<Option<Kept>>,
}

/// A universe of listed boards and the player whose memos name its boards.
struct Kept {
    universe: Universe,
    rules: Rules,
    player: Box<dyn Strategy>,
}

impl Kept {
    /// The ranks of the boards of the universe consistent with `known`,
    /// when they are exactly the boards `lists` (sorted cell indices) under
    /// `rules`; `None` otherwise (the universe cannot serve this call).
    fn candidates(&self, rules: Rules, known: &[u8], lists: &[Vec<u8>]) -> Option<Vec<u32>> {
        let u = &self.universe;
        if rules != self.rules || known.len() != u.ports() || lists[0].len() != u.atoms() {
            return None;
        }
        let consistent =
            |r: u32| (known.iter().enumerate()).all(|(p, &c)| c == UNKNOWN || u.outcome(r, p) == c);
        let ranks: Vec<u32> = (0..u.boards() as u32).filter(|&r| consistent(r)).collect();
        let listed: HashSet<&[u8]> = lists.iter().map(Vec::as_slice).collect();
        let same =
            ranks.len() == listed.len() && ranks.iter().all(|&r| listed.contains(u.cells(r)));
        same.then_some(ranks)
    }
}

impl Advisor {
    /// An advisor playing `spec`, with nothing kept yet.
    pub fn new(spec: StrategySpec) -> Self {
        Advisor {
            spec,
            kept: Mutex::new(None),
        }
    }

    /// The player it plays.
    pub fn spec(&self) -> StrategySpec {
        self.spec
    }

    /// The port the player fires next when `boards` are exactly the boards
    /// consistent with `puzzle`, or `None` when it would guess now (or no
    /// board is left). An error when the boards have different atom counts
    /// (the players need one) or the board is too large for the lab's
    /// tracer, and [`Error::Interrupted`] once `control` is cancelled (what
    /// the player finished valuing is kept for the next call).
    pub fn next_port(
        &self,
        puzzle: &Puzzle,
        boards: &[Board],
        control: &Control,
    ) -> Result<Option<Port>> {
        let Some(first) = boards.first() else {
            return Ok(None);
        };
        let (dims, atoms) = (puzzle.dims(), first.atom_count());
        if boards.iter().any(|b| b.atom_count() != atoms) {
            return Err(Error::Unsupported(
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
        let known = known_of(puzzle);
        let mut kept = self.kept.lock().expect("advisor lock");
        let reused = (kept.as_ref()).and_then(|k| k.candidates(puzzle.rules(), &known, &lists));
        let candidates = match reused {
            Some(ranks) => ranks,
            None => {
                let universe = Universe::of_boards(dims, atoms, puzzle.rules(), &lists)?;
                let all = (0..universe.boards() as u32).collect();
                *kept = Some(Kept {
                    universe,
                    rules: puzzle.rules(),
                    player: self.spec.build(),
                });
                all
            }
        };
        let kept = kept.as_ref().expect("a universe was kept above");
        let state = State {
            universe: &kept.universe,
            known: &known,
            candidates: &candidates,
        };
        // The players that take advice are deterministic: the stream is unused.
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        Ok(match kept.player.decide(&state, &mut rng, control)? {
            Decision::Fire(p) => Some(dims.port_of_index(p)?),
            Decision::Guess(_) => None,
        })
    }

    /// Boards in the kept universe, if one is kept.
    #[cfg(test)]
    fn kept_boards(&self) -> Option<usize> {
        let kept = self.kept.lock().expect("advisor lock");
        kept.as_ref().map(|k| k.universe.boards())
    }
}

/// The known vector of `puzzle`'s rays (exits are symmetric).
fn known_of(puzzle: &Puzzle) -> Vec<u8> {
    let dims = puzzle.dims();
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
    known
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox::{AtomCount, PuzzleBuilder};

    /// 4x4 with 3 atoms, every board.
    fn whole() -> Universe {
        Universe::square(4, 3)
    }

    /// The puzzle of the rays `fired` at board `hidden` of `u`.
    fn puzzle(u: &Universe, hidden: u32, fired: &[Port]) -> Puzzle {
        let mut builder =
            PuzzleBuilder::new(u.dims(), AtomCount::Exact(3), Rules::Standard).unwrap();
        for (i, &port) in fired.iter().enumerate() {
            let response = u.board(hidden).response(port, Rules::Standard);
            builder.add(i, port, response).unwrap();
        }
        builder.build()
    }

    /// The boards of `u` consistent with `puzzle`, and their ranks.
    fn consistent(u: &Universe, puzzle: &Puzzle) -> (Vec<Board>, Vec<u32>) {
        let ranks: Vec<u32> = (0..u.boards() as u32)
            .filter(|&r| puzzle.is_solved_by(&u.board(r)))
            .collect();
        (ranks.iter().map(|&r| u.board(r)).collect(), ranks)
    }

    #[test]
    fn the_player_chooses_as_in_a_whole_universe() {
        // After each first ray, the listed boards give the decision the
        // whole universe gives at that known vector.
        let whole = whole();
        let dims = whole.dims();
        for spec in [StrategySpec::BEST, "entropy".parse().unwrap()] {
            for hidden in [0u32, 77, 300, 559] {
                let first = dims.port(1 + hidden as usize % dims.ports()).unwrap();
                let puzzle = puzzle(&whole, hidden, &[first]);
                let (boards, ranks) = consistent(&whole, &puzzle);
                let state = State {
                    universe: &whole,
                    known: &known_of(&puzzle),
                    candidates: &ranks,
                };
                let decided =
                    spec.build()
                        .decide(&state, &mut ChaCha8Rng::seed_from_u64(0), &Control::new());
                let want = match decided.unwrap() {
                    Decision::Fire(p) => Some(dims.port_of_index(p).unwrap()),
                    Decision::Guess(_) => None,
                };
                let got = Advisor::new(spec).next_port(&puzzle, &boards, &Control::new());
                assert_eq!(got.unwrap(), want, "{spec} {hidden}");
            }
        }
    }

    #[test]
    fn an_advisor_keeps_its_memos_along_a_game_and_decides_as_a_fresh_one() {
        let whole = whole();
        let dims = whole.dims();
        for spec in [StrategySpec::BEST, "best+deep".parse().unwrap()] {
            for hidden in [5u32, 123, 401] {
                // The game starts after one ray, so the kept universe is
                // that ray's boards, not every board.
                let mut fired = vec![dims.port(1 + hidden as usize % dims.ports()).unwrap()];
                let advisor = Advisor::new(spec);
                let mut first = None;
                loop {
                    let puzzle = puzzle(&whole, hidden, &fired);
                    let (boards, _) = consistent(&whole, &puzzle);
                    let got = advisor
                        .next_port(&puzzle, &boards, &Control::new())
                        .unwrap();
                    let fresh = Advisor::new(spec).next_port(&puzzle, &boards, &Control::new());
                    assert_eq!(got, fresh.unwrap(), "{spec} {hidden} after {fired:?}");
                    // Every move of the game is served by the first universe.
                    assert_eq!(
                        advisor.kept_boards(),
                        Some(*first.get_or_insert(boards.len()))
                    );
                    match got {
                        Some(port) => fired.push(port),
                        None => break,
                    }
                }
                assert!(fired.len() > 2, "{spec} {hidden}: a game of {fired:?}");
                // Another game's boards are not all in that universe: a new one.
                let other = dims.port(1 + (hidden as usize + 7) % dims.ports()).unwrap();
                let puzzle = puzzle(&whole, hidden + 1, &[other]);
                let (boards, _) = consistent(&whole, &puzzle);
                let got = advisor
                    .next_port(&puzzle, &boards, &Control::new())
                    .unwrap();
                let fresh = Advisor::new(spec).next_port(&puzzle, &boards, &Control::new());
                assert_eq!(got, fresh.unwrap());
                assert_eq!(advisor.kept_boards(), Some(boards.len()));
            }
        }
    }

    #[test]
    fn a_cancelled_decision_answers_interrupted_and_spoils_no_memo() {
        let whole = whole();
        let puzzle = puzzle(&whole, 300, &[]);
        let (boards, _) = consistent(&whole, &puzzle);
        let advisor = Advisor::new(StrategySpec::BEST);
        let cancelled = Control::new();
        cancelled.cancel();
        let stopped = advisor.next_port(&puzzle, &boards, &cancelled);
        assert!(matches!(stopped, Err(Error::Interrupted)), "{stopped:?}");
        let fresh = Advisor::new(StrategySpec::BEST).next_port(&puzzle, &boards, &Control::new());
        let after = advisor.next_port(&puzzle, &boards, &Control::new());
        assert_eq!(after.unwrap(), fresh.unwrap());
    }
}
