//! Unit tests of the game engine: scoring, the check, undo/redo, save/load.

use super::assistant::{twins, BruteForce};
use super::*;
use blackbox::{AtomCount, PuzzleBuilder};
use blackbox::{Cell, Dims, Port};
use std::collections::HashMap;

fn setup(id: &str, atoms: &[(usize, usize)]) -> Setup {
    let id: GameId = id.parse().unwrap();
    Setup::new(
        id,
        Board::with_atoms(id.dims(), atoms.iter().copied()).unwrap(),
    )
    .unwrap()
}

fn play(game: &mut Game, moves: &str) {
    for line in moves.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let mv = Move::parse(line, game.setup().id().dims()).unwrap();
        game.apply(mv).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
}

fn port(game: &Game, n: usize) -> Port {
    game.setup().id().dims().port(n).unwrap()
}

fn cell(game: &Game, r: usize, c: usize) -> Cell {
    game.setup().id().dims().cell(r, c).unwrap()
}

/// A hidden board with a twin: the first feedback class with two boards of
/// `k` atoms on an `r x c` board.
fn first_twins(r: usize, c: usize, k: usize) -> (Board, Board) {
    let dims = Dims::new(r, c).unwrap();
    let all = BruteForce::solutions(
        &PuzzleBuilder::new(dims, AtomCount::Exact(k), Rules::Standard)
            .unwrap()
            .build(),
    );
    let mut seen: HashMap<_, Board> = HashMap::new();
    for b in all {
        let fb = b.feedback(Rules::Standard);
        if let Some(first) = seen.get(&fb) {
            return (first.clone(), b);
        }
        seen.insert(fb, b);
    }
    panic!("no indistinguishable boards with {k} atoms on {r}x{c}")
}

#[test]
fn rays_cost_one_for_hits_and_reflections_and_two_for_exits() {
    // 5x5, one atom in the middle.
    let mut game = Game::new(setup("5x5:1:0", &[(2, 2)]));
    play(&mut game, "fire 3"); // straight into the atom: hit
    assert_eq!(game.state().score(), 1);
    assert_eq!(game.state().rim(port(&game, 3)).unwrap().1, RimMark::Hit);
    play(&mut game, "fire 1"); // column 0: a miss across to port 15
    assert_eq!(game.state().score(), 3);
    let far = game.setup().id().dims().opposite(port(&game, 1));
    assert_eq!(game.state().rim(far).unwrap().1, RimMark::Pair(1));
    play(&mut game, "fire 2"); // detour, the second pair
    assert_eq!(game.state().score(), 5);
    assert_eq!(
        game.state().rim(port(&game, 2)).unwrap().1,
        RimMark::Pair(2)
    );
    assert_eq!(game.state().rays_fired(), 3);
    // A marked port, either end of a pair, cannot be fired again.
    for n in [3, 1, far.number()] {
        let err = game.apply(Move::Fire(port(&game, n))).unwrap_err();
        assert!(err.to_string().contains("already marked"), "{err}");
    }
    assert_eq!(game.state().score(), 5);
    assert_eq!(game.moves().len(), 3);
}

#[test]
fn reflections_cost_one() {
    // Atom at (0,1) beside the entry cell of port 1: reflected at the edge.
    let mut game = Game::new(setup("3x3:1:0", &[(0, 1)]));
    play(&mut game, "fire 1");
    assert_eq!(game.state().score(), 1);
    assert_eq!(
        game.state().rim(port(&game, 1)).unwrap().1,
        RimMark::Reflection
    );
}

#[test]
fn a_right_check_scores_only_the_rays() {
    let mut game = Game::new(setup("4x4:2:0", &[(1, 1), (2, 3)]));
    play(&mut game, "fire 2\nmark 2 2\nnote-empty 1 1\nmark 3 4");
    let err = game.apply(Move::Reveal).map(|_| ()).err();
    assert!(err.is_none());
    let v = game.state().outcome().unwrap().verdict().clone();
    assert!(!v.solved, "giving up never solves");
    assert_eq!(v.penalty, 0);

    let mut game = Game::new(setup("4x4:2:0", &[(1, 1), (2, 3)]));
    play(&mut game, "fire 2\nmark 2 2\nmark 3 4\ncheck");
    let state = game.state();
    let v = state.outcome().unwrap().verdict();
    assert!(v.solved && v.wrong_rays.is_empty() && v.wrong_atoms == 0);
    assert_eq!(state.score(), 1);
    // Nothing goes after the end, and the end cannot be undone.
    assert!(game.apply(Move::Fire(port(&game, 1))).is_err());
    assert!(game.undo().is_err());
}

#[test]
fn the_check_needs_the_right_number_of_atoms() {
    let mut game = Game::new(setup("4x4:2:0", &[(1, 1), (2, 3)]));
    play(&mut game, "mark 1 1");
    let err = game.apply(Move::Check).unwrap_err().to_string();
    assert_eq!(err, "place 2 atoms before checking: 1 marked");
    let mut game = Game::new(setup("4x4:1-3:0", &[(1, 1), (2, 3)]));
    let err = game.apply(Move::Check).unwrap_err().to_string();
    assert_eq!(err, "place 1-3 atoms before checking: 0 marked");
}

#[test]
fn a_wrong_check_costs_five_per_misplaced_atom_and_names_the_rays() {
    let hidden = [(1, 1), (2, 3)];
    let mut game = Game::new(setup("4x4:2:0", &hidden));
    play(&mut game, "fire 1\nmark 2 2\nmark 1 4\ncheck");
    let state = game.state();
    let v = state.outcome().unwrap().verdict();
    assert!(!v.solved);
    assert_eq!(v.wrong_atoms, 1);
    assert_eq!(v.penalty, blackbox::score::PENALTY_PER_ATOM);
    let guess = Board::with_atoms(v.guess.dims(), [(1, 1), (0, 3)]).unwrap();
    let truth = game.setup().hidden();
    let expected: Vec<Port> = truth
        .dims()
        .all_ports()
        .filter(|&p| guess.response(p, Rules::Standard) != truth.response(p, Rules::Standard))
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(v.wrong_rays, expected);
    let ray_cost = blackbox::score::response_cost(truth.response(port(&game, 1), Rules::Standard));
    assert_eq!(state.score(), ray_cost + 5);
}

#[test]
fn an_indistinguishable_guess_is_accepted_and_penalties_use_the_nearest_twin() {
    let (hidden, twin) = first_twins(4, 4, 4);
    let id = GameId::new(hidden.dims(), AtomCount::Exact(4), 1).unwrap();
    let setup = Setup::new(id, hidden.clone()).unwrap();
    let found = twins(&setup, &BruteForce);
    assert!(found.contains(&hidden) && found.contains(&twin));
    let setup = setup.with_twins(found);

    // The twin itself is a right answer.
    let mut game = Game::new(setup.clone());
    for c in twin.atoms() {
        game.apply(Move::Mark(c)).unwrap();
    }
    game.apply(Move::Check).unwrap();
    assert!(game.state().outcome().unwrap().verdict().solved);
    assert_eq!(game.state().score(), 0);

    // The twin with an atom it shares with the hidden board moved to a cell
    // empty in both: one atom off the twin, two off the hidden board, so the
    // penalty must be counted against the twin.
    let moved_from = twin.atoms().find(|&c| hidden.has_atom(c)).unwrap();
    let verdicts: Vec<Verdict> = hidden
        .dims()
        .all_cells()
        .filter(|&c| !hidden.has_atom(c) && !twin.has_atom(c))
        .map(|moved_to| {
            let mut game = Game::new(setup.clone());
            for c in twin.atoms().filter(|&c| c != moved_from).chain([moved_to]) {
                game.apply(Move::Mark(c)).unwrap();
            }
            game.apply(Move::Check).unwrap();
            game.state().outcome().unwrap().verdict().clone()
        })
        .filter(|v| !v.solved)
        .collect();
    assert!(!verdicts.is_empty());
    for v in verdicts {
        assert_eq!(v.wrong_atoms, 1, "nearest {:?}", v.nearest);
        assert_eq!(v.penalty, blackbox::score::PENALTY_PER_ATOM);
        assert_eq!(
            v.nearest.feedback(Rules::Standard),
            hidden.feedback(Rules::Standard)
        );
    }
}

#[test]
fn setup_keeps_only_real_twins() {
    let s = setup("3x3:1:0", &[(1, 1)]);
    let other = Board::with_atoms(s.id().dims(), [(0, 0)]).unwrap();
    let hidden = s.hidden().clone();
    let s = s.with_twins([other, hidden]);
    assert_eq!(s.twins().len(), 1);
    let id: GameId = "3x3:2:0".parse().unwrap();
    assert!(Setup::new(id, Board::with_atoms(id.dims(), [(0, 0)]).unwrap()).is_err());
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut game = Game::new(setup("5x5:1:0", &[(2, 2)]));
    assert!(game.undo().is_err());
    assert!(game.redo().is_err());
    play(&mut game, "fire 3\nmark 3 3\nfire 1");
    let after = game.state().clone();
    assert_eq!(game.undo().unwrap().to_string(), "fire 1");
    assert_eq!(game.undo().unwrap().to_string(), "mark 3 3");
    assert_eq!(game.state().score(), 1);
    assert_eq!(game.state().mark(cell(&game, 2, 2)), Mark::None);
    assert_eq!(game.moves().len(), 1);
    game.redo().unwrap();
    game.redo().unwrap();
    assert_eq!(game.state(), &after);
    assert!(game.redo().is_err());
    // A new move after undo forgets the undone ones.
    game.undo().unwrap();
    play(&mut game, "fire 5");
    assert!(game.redo().is_err());
    assert_eq!(
        game.moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["fire 3", "mark 3 3", "fire 5"]
    );
}

#[test]
fn marks_change_something_or_are_refused() {
    let mut game = Game::new(setup("3x3:1:0", &[(1, 1)]));
    play(&mut game, "mark 1 1\nnote-empty 1 1\nunmark 1 1");
    let err = |g: &mut Game, m: &str| {
        let mv = Move::parse(m, g.setup().id().dims()).unwrap();
        g.apply(mv).unwrap_err().to_string()
    };
    assert_eq!(err(&mut game, "unmark 1 1"), "cell 1 1 has no mark");
    play(&mut game, "mark 1 1");
    assert_eq!(
        err(&mut game, "mark 1 1"),
        "cell 1 1 is already marked as an atom"
    );
    assert_eq!(game.state().atoms_marked(), 1);
}

#[test]
fn save_and_load_round_trip() {
    let s = setup("5x5:1:42", &[(2, 2)]);
    let mut game = Game::new(s.clone());
    play(&mut game, "fire 3\nmark 3 3\nfire 1\nnote-empty 1 1");
    game.undo().unwrap();
    let text = game.save();
    assert_eq!(
        text,
        "# blackbox game: the game ID, then one move a line\ngame 5x5:1:42\nfire 3\nmark 3 3\nfire 1\n"
    );
    let loaded = Game::load(&text, |id| {
        assert_eq!(id, s.id());
        Ok(s.clone())
    })
    .unwrap();
    assert_eq!(loaded.state(), game.state());
    assert_eq!(loaded.moves(), game.moves());
    assert_eq!(loaded.save(), text);
}

#[test]
fn load_errors_name_the_line() {
    let s = setup("5x5:1:42", &[(2, 2)]);
    let load = |text: &str| Game::load(text, |_| Ok(s.clone())).unwrap_err();
    assert_eq!(load("").line(), None);
    assert_eq!(load("fire 3\n").line(), Some(1));
    assert_eq!(load("# c\ngame 5x5:1\n").line(), Some(2));
    let err = load("game 5x5:1:42\nfire 3\n\nfire 3\n");
    assert_eq!(err.line(), Some(4));
    assert!(err.to_string().contains("already marked"), "{err}");
    assert_eq!(load("game 5x5:1:42\nmark 6 1\n").line(), Some(2));
}

#[test]
fn the_plain_picture_shows_rim_marks_cells_and_the_verdict() {
    let mut game = Game::new(setup("3x3:1:0", &[(1, 1)]));
    play(&mut game, "fire 2\nfire 1\nmark 2 2\nnote-empty 1 1");
    let picture = draw::plain(&game);
    let expected = [
        "           1  2  3",
        "           1  H",
        "r1  12  1  -  .  .     4",
        "r2  11     .  O  .     5",
        "r3  10     .  .  .     6",
        "",
        "           9  8  7",
        "game 3x3:1:0  score 3  rays 2  atoms 1/1",
        "",
    ]
    .join("\n");
    assert_eq!(picture, expected, "\n{picture}");
    play(&mut game, "unmark 2 2\nmark 3 3\ncheck");
    let picture = draw::plain(&game);
    assert!(picture.contains("r2  11     .  @  .     5"), "\n{picture}");
    assert!(picture.contains("r3  10     .  .  X     6"), "\n{picture}");
    assert!(picture.ends_with("Final score 8.\n"), "\n{picture}");
    assert!(
        picture.contains("Not quite. 1 atom wrongly placed (+5)."),
        "\n{picture}"
    );
}
