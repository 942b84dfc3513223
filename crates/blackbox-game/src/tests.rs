//! Unit tests of the game engine: scoring, the check, undo/redo, save/load.

use super::assistant::{twins, BruteForce};
use super::*;
use blackbox::{AtomCount, Board, PuzzleBuilder, Response, Rules};
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
    assert!(v.solved && v.contradicted.is_empty() && v.would_differ.is_empty());
    assert_eq!(v.wrong_atoms, 0);
    assert_eq!(state.score(), 1);
    // Nothing goes after the end, and the end cannot be undone.
    assert!(game.apply(Move::Fire(port(&game, 1))).is_err());
    assert!(game.undo().is_err());
}

#[test]
fn the_check_needs_the_right_number_of_atoms() {
    let mut game = Game::new(setup("4x4:2:0", &[(1, 1), (2, 3)]));
    play(&mut game, "mark A1");
    let err = game.apply(Move::Check).unwrap_err().to_string();
    assert_eq!(err, "place 2 atoms before checking: 1 marked");
    let mut game = Game::new(setup("4x4:1-3:0", &[(1, 1), (2, 3)]));
    let err = game.apply(Move::Check).unwrap_err().to_string();
    assert_eq!(err, "place 1-3 atoms before checking: 0 marked");
}

#[test]
fn a_wrong_check_costs_five_per_misplaced_atom_and_the_game_goes_on() {
    let hidden = [(1, 1), (2, 3)];
    let mut game = Game::new(setup("4x4:2:0", &hidden));
    play(&mut game, "fire 1\nmark 2 2\nmark 1 4\ncheck");
    let state = game.state();
    assert!(!state.is_over(), "a wrong check lets the player go on");
    let v = state.last_check().unwrap();
    assert!(!v.solved);
    assert_eq!(v.wrong_atoms, 1);
    assert_eq!(v.penalty, blackbox::score::PENALTY_PER_ATOM);
    let guess = Board::with_atoms(v.guess.dims(), [(1, 1), (0, 3)]).unwrap();
    let truth = game.setup().hidden();
    let differ: Vec<Port> = truth
        .dims()
        .all_ports()
        .filter(|&p| guess.response(p, Rules::Standard) != truth.response(p, Rules::Standard))
        .collect();
    // Seen rays (fired, or the far end of one) apart from unfired ones.
    let seen = |p: &Port| state.rim(*p).is_some();
    let (fired, unfired): (Vec<Port>, Vec<Port>) = differ.iter().copied().partition(seen);
    assert_eq!(v.contradicted, fired);
    assert_eq!(v.would_differ, unfired);
    assert!(!v.would_differ.is_empty());
    assert_eq!(v.witness(), fired.first().or(unfired.first()).copied());
    let ray_cost = blackbox::score::response_cost(truth.response(port(&game, 1), Rules::Standard));
    assert_eq!(state.score(), ray_cost + 5);
    // Fix the marks and check again: solved, both penalties stay.
    play(&mut game, "unmark A4\nmark 3 4\ncheck");
    assert!(game.state().outcome().unwrap().verdict().solved);
    assert_eq!(game.state().score(), ray_cost + 5);
}

#[test]
fn undo_never_takes_back_a_fired_ray() {
    let mut game = Game::new(setup("5x5:1:0", &[(2, 2)]));
    play(&mut game, "fire 3\nfire 1");
    let err = game.undo().unwrap_err().to_string();
    assert!(
        err.starts_with("nothing to undo: only marks and notes"),
        "{err}"
    );
    assert_eq!(game.state().score(), 3);
    // Fire, mark, fire: undo takes back the mark and keeps both rays.
    play(&mut game, "mark C3\nfire 5");
    assert_eq!(game.undo().unwrap().to_string(), "mark C3");
    assert_eq!(game.state().score(), 5);
    assert_eq!(game.state().rays_fired(), 3);
    assert!(game.state().rim(port(&game, 5)).is_some());
    assert_eq!(game.state().atoms_marked(), 0);
    assert!(game.undo().is_err());
    // Redo puts the mark back after the rays; the log keeps every ray.
    assert_eq!(game.redo().unwrap().to_string(), "mark C3");
    let log: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(log, ["fire 3", "fire 1", "fire 5", "mark C3"]);
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
            let state = game.state();
            match state.outcome() {
                Some(outcome) => outcome.verdict().clone(),
                None => state.last_check().unwrap().clone(),
            }
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
fn undo_stops_at_a_check() {
    // Found by the browser test: undoing a mark that a check judged made
    // the log unreplayable (a check with too few marks).
    let mut game = Game::new(setup("5x5:2:0", &[(2, 2), (0, 0)]));
    play(&mut game, "mark E5\nmark 5 4\ncheck");
    let err = game.undo().unwrap_err().to_string();
    assert_eq!(
        err,
        "nothing to undo since the last check: change the marks instead"
    );
    play(&mut game, "unmark E5");
    assert_eq!(game.undo().unwrap().to_string(), "unmark E5");
    assert_eq!(game.state().atoms_marked(), 2);
    assert_eq!(game.state().score(), 10);
}

#[test]
fn undo_and_redo_walk_the_marks() {
    let mut game = Game::new(setup("5x5:1:0", &[(2, 2)]));
    assert!(game.undo().is_err());
    assert!(game.redo().is_err());
    play(&mut game, "mark A1\nfire 3\nmark 3 3\nnote-empty 2 2");
    let after = game.state().clone();
    assert_eq!(game.undo().unwrap().to_string(), "note-empty B2");
    assert_eq!(game.undo().unwrap().to_string(), "mark C3");
    assert_eq!(game.state().score(), 1);
    assert_eq!(game.state().mark(cell(&game, 2, 2)), Mark::None);
    assert_eq!(game.moves().len(), 2);
    game.redo().unwrap();
    game.redo().unwrap();
    assert_eq!(game.state(), &after);
    assert!(game.redo().is_err());
    // Firing keeps the undone marks for redo; a new mark forgets them.
    game.undo().unwrap();
    play(&mut game, "fire 5");
    assert_eq!(game.redo().unwrap().to_string(), "note-empty B2");
    game.undo().unwrap();
    play(&mut game, "mark E5");
    assert!(game.redo().is_err());
    assert_eq!(
        game.moves()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["mark A1", "fire 3", "mark C3", "fire 5", "mark E5"]
    );
}

#[test]
fn setup_is_bounded_on_boards_too_big_to_count() {
    use setup::{generate, Budget};
    // Counting this board's twins took minutes; enumeration stops at the budget.
    let s = generate(
        "15x15:20:1".parse().unwrap(),
        false,
        Budget::INTERACTIVE,
        &Control::new(),
    )
    .unwrap();
    assert!(!s.twins_known());
    assert_eq!(s.twins(), [s.hidden().clone()]);
    let err = generate(
        "8x8:20:1".parse().unwrap(),
        true,
        Budget::INTERACTIVE,
        &Control::new(),
    )
    .unwrap_err()
    .to_string();
    assert!(
        err.starts_with("no board determined by its feedback among 200 seeds"),
        "{err}"
    );
    let s = generate(
        "8x8:4:1".parse().unwrap(),
        true,
        Budget::INTERACTIVE,
        &Control::new(),
    )
    .unwrap();
    assert!(s.twins_known() && s.twins().len() == 1);
}

#[test]
fn a_cancelled_setup_answers_interrupted_and_no_game() {
    use setup::{generate, setup_for, without_twins, Budget};
    let control = Control::new();
    control.cancel();
    // 15x15 with 20 atoms takes a tenth of a second or more to set up; a
    // control cancelled before the start stops it at the first poll.
    let id: GameId = "15x15:20:1".parse().unwrap();
    assert_eq!(
        setup_for(id, Budget::INTERACTIVE, &control),
        Err(blackbox::Error::Interrupted.into())
    );
    for unique in [false, true] {
        assert_eq!(
            generate(id, unique, Budget::INTERACTIVE, &control),
            Err(blackbox::Error::Interrupted.into())
        );
    }
    // What a caller may start instead: the same board, twins unknown.
    let fallback = without_twins(id);
    let full = setup_for(id, Budget::INTERACTIVE, &Control::new()).unwrap();
    assert_eq!(fallback.hidden(), full.hidden());
    assert!(!fallback.twins_known() && fallback.twins().len() == 1);
}

#[test]
fn a_setup_beyond_the_memory_bound_skips_the_solver_or_is_refused() {
    use setup::{generate, Budget};
    // The full feedback of a 255x255 board: estimated far past the bound,
    // so no solver call is made (this would take minutes and gigabytes).
    let id: GameId = "255x255:100:1".parse().unwrap();
    let setup = generate(id, false, Budget::INTERACTIVE, &Control::new()).unwrap();
    assert!(!setup.twins_known());
    let err = generate(id, true, Budget::INTERACTIVE, &Control::new())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("would take about") && err.contains("MB, over the 1024 MB setup bound"),
        "{err}"
    );
}

#[test]
fn setup_reports_the_seeds_or_the_boards_it_found() {
    use setup::{generate, Budget};
    use std::sync::{Arc, Mutex};
    let seen = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&seen);
    let control = Control::new().with_progress(move |n| sink.lock().unwrap().push(n));
    let id: GameId = "8x8:20:1".parse().unwrap();
    let budget = Budget {
        boards: 64,
        tries: 5,
    };
    assert!(generate(id, true, budget, &control).is_err());
    assert_eq!(*seen.lock().unwrap(), [1, 2, 3, 4, 5]);
    // A plain game: the boards with the hidden board's feedback, counted
    // as the solver finds them (this board has more than the budget).
    seen.lock().unwrap().clear();
    let s = generate(id, false, budget, &control).unwrap();
    let seen = seen.lock().unwrap().clone();
    let found = seen.len() as u64;
    assert_eq!(seen, (1..=found).collect::<Vec<_>>());
    assert!(!s.twins_known() && found > 1 && found <= budget.boards as u64 + 1);
}

#[test]
fn marks_change_something_or_are_refused() {
    let mut game = Game::new(setup("3x3:1:0", &[(1, 1)]));
    play(&mut game, "mark A1\nnote-empty 1 1\nunmark 1 1");
    let err = |g: &mut Game, m: &str| {
        let mv = Move::parse(m, g.setup().id().dims()).unwrap();
        g.apply(mv).unwrap_err().to_string()
    };
    assert_eq!(err(&mut game, "unmark A1"), "cell A1 has no mark");
    play(&mut game, "mark A1");
    assert_eq!(
        err(&mut game, "mark A1"),
        "cell A1 is already marked as an atom"
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
        "# blackbox game: the game ID, then one move a line\ngame 5x5:1:42\nfire 3\nmark C3\nfire 1\n"
    );
    let loaded = Game::load(&text, |id| {
        assert_eq!(id, s.id());
        Ok::<_, Error>(s.clone())
    })
    .unwrap();
    assert_eq!(loaded.state(), game.state());
    assert_eq!(loaded.moves(), game.moves());
    assert_eq!(loaded.save(), text);
    let older = text.replace("mark C3", "mark 3 3");
    let loaded = Game::load(&older, |_| Ok::<_, Error>(s.clone())).unwrap();
    assert_eq!(
        loaded.save(),
        text,
        "a save with numbered cells still loads"
    );
}

/// An ACM game's save names its rules in the game ID and loads under them;
/// the same moves saved without rules (as every save was before games had
/// them) load as a standard game, where the same ray is a reflection.
#[test]
fn saves_carry_the_rules() {
    // One atom beside the entry of the ray from port 2: turned away at the edge.
    let acm = setup("5x5:1:42:acm", &[(0, 0)]);
    assert_eq!(acm.rules(), Rules::Acm);
    let mut game = Game::new(acm.clone());
    play(&mut game, "fire 2");
    let text = game.save();
    assert!(text.contains("\ngame 5x5:1:42:acm\nfire 2\n"), "{text}");
    let loaded = Game::load(&text, |id| {
        assert_eq!(id.rules(), Rules::Acm);
        Ok::<_, Error>(setup(&id.to_string(), &[(0, 0)]))
    })
    .unwrap();
    let shown = |g: &Game| g.state().rim(port(g, 2));
    assert_eq!(
        shown(&loaded),
        Some((Response::Deflected, RimMark::Deflection))
    );
    assert_eq!(
        (loaded.state(), loaded.save()),
        (game.state(), text.clone())
    );
    let old = text.replace(":acm", "");
    let standard = Game::load(&old, |id| {
        assert_eq!(id.rules(), Rules::Standard);
        Ok::<_, Error>(setup(&id.to_string(), &[(0, 0)]))
    })
    .unwrap();
    assert_eq!(
        shown(&standard),
        Some((Response::Reflection, RimMark::Reflection))
    );
    assert_eq!(standard.state().score(), loaded.state().score());
}

#[test]
fn load_errors_name_the_line() {
    let s = setup("5x5:1:42", &[(2, 2)]);
    let load = |text: &str| Game::load(text, |_| Ok::<_, Error>(s.clone())).unwrap_err();
    assert_eq!(load("").line(), None);
    assert_eq!(load("fire 3\n").line(), Some(1));
    assert_eq!(load("# c\ngame 5x5:1\n").line(), Some(2));
    let err = load("game 5x5:1:42\nfire 3\n\nfire 3\n");
    assert_eq!(err.line(), Some(4));
    assert!(err.to_string().contains("already marked"), "{err}");
    assert_eq!(load("game 5x5:1:42\nmark 6 1\n").line(), Some(2));
}
