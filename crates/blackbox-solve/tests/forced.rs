//! What a few premises force given known cells ([`Forcing::forced`]),
//! checked against plain enumeration of every board on small boards: the
//! cells it names are exactly those every board meeting the premises and
//! the known cells has as the model has them, whether the path search or
//! the SAT solver answers.

use blackbox::random::{self, inclusive};
use blackbox::{AtomCount, Board, Dims, Puzzle, PuzzleBuilder, Rules};
use blackbox_solve::{Control, Forcing, Premise};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Every board of `dims` (at most 16 cells).
fn every_board(dims: Dims) -> Vec<Board> {
    let cells: Vec<_> = dims.all_cells().collect();
    (0u32..1 << cells.len())
        .map(|mask| {
            let mut board = Board::empty(dims);
            for (i, &c) in cells.iter().enumerate() {
                board.set(c, mask >> i & 1 == 1);
            }
            board
        })
        .collect()
}

fn meets(puzzle: &Puzzle, premise: Premise, board: &Board) -> bool {
    match premise {
        Premise::Ray(port) => Some(board.response(port, puzzle.rules())) == puzzle.hint(port),
        Premise::AtomCount => puzzle.atoms().allows(board.atom_count()),
    }
}

#[test]
fn the_cells_named_are_exactly_those_every_board_agrees_on() {
    let mut rng = ChaCha8Rng::seed_from_u64(36);
    let control = Control::new();
    let mut forced_cells = 0;
    for game in 0..60 {
        let dims = Dims::new(inclusive(&mut rng, 2, 4), inclusive(&mut rng, 2, 4)).unwrap();
        let atoms = inclusive(&mut rng, 1, dims.cells() / 3 + 1);
        let answer = random::board(dims, atoms, &mut rng).unwrap();
        // Every third game under the ACM rules (the generator's grade asks
        // the same questions of ACM puzzles).
        let rules = match game % 3 {
            0 => Rules::Acm,
            _ => Rules::Standard,
        };
        let puzzle = Puzzle::of_board(&answer, rules);
        let boards = every_board(dims);
        // Every other game by the SAT solver alone, the rest with the path
        // search's default budget.
        let forcing = Forcing::new(&puzzle, &control).unwrap();
        let mut forcing = match game % 2 {
            0 => forcing.with_probes(0),
            _ => forcing,
        };
        let premises = forcing.premises().to_vec();
        for question in 0..12 {
            // A few premises and a few known cells (as the answer has them).
            let set: Vec<Premise> = premises
                .iter()
                .copied()
                .filter(|_| inclusive(&mut rng, 0, 2) == 0)
                .collect();
            let known: Vec<Option<bool>> = dims
                .all_cells()
                .map(|c| (inclusive(&mut rng, 0, 3) == 0).then(|| answer.has_atom(c)))
                .collect();
            let got = forcing.forced(&set, &known, &answer, &control).unwrap();
            let fitting: Vec<&Board> = boards
                .iter()
                .filter(|b| set.iter().all(|&p| meets(&puzzle, p, b)))
                .filter(|b| {
                    dims.all_cells()
                        .zip(&known)
                        .all(|(c, k)| k.is_none_or(|atom| b.has_atom(c) == atom))
                })
                .collect();
            let expected: Vec<_> = dims
                .all_cells()
                .filter(|&c| known[dims.index(c)].is_none())
                .filter(|&c| fitting.iter().all(|b| b.has_atom(c) == answer.has_atom(c)))
                .collect();
            assert_eq!(got, expected, "game {game}, question {question}: {set:?}");
            forced_cells += got.len();
        }
    }
    assert!(forced_cells > 200, "only {forced_cells} forced cells");
}

#[test]
fn with_the_atom_count_a_full_board_of_known_atoms_empties_the_rest() {
    let dims = Dims::new(3, 3).unwrap();
    let answer = Board::with_atoms(dims, [(0, 0), (2, 2)]).unwrap();
    let mut builder = PuzzleBuilder::new(dims, AtomCount::Exact(2), Rules::Standard).unwrap();
    builder
        .add(
            0,
            dims.port(1).unwrap(),
            answer.response(dims.port(1).unwrap(), Rules::Standard),
        )
        .unwrap();
    let puzzle = builder.build();
    let control = Control::new();
    let mut forcing = Forcing::new(&puzzle, &control).unwrap();
    let mut known = vec![None; 9];
    known[0] = Some(true);
    known[8] = Some(true);
    let forced = forcing
        .forced(&[Premise::AtomCount], &known, &answer, &control)
        .unwrap();
    assert_eq!(forced.len(), 7, "{forced:?}");
    let nothing = forcing.forced(&[], &known, &answer, &control).unwrap();
    assert!(nothing.is_empty());
}
