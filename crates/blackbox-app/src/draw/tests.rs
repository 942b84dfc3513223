//! The drawing's tests: the check's and the verdict's wording, the flags
//! of a wrong check, the plain picture and the shares, on games set up on
//! boards of their own.

use super::*;
use blackbox::{Board, Rules};
use blackbox_game::{Count, Error, GameId, Move, Setup};

/// The game of `id` on the board with `atoms` after `moves` (one a line),
/// replayed as a save file is.
fn played(id: &str, atoms: &[(usize, usize)], moves: &str) -> Game {
    let id: GameId = id.parse().unwrap();
    let board = Board::with_atoms(id.dims(), atoms.iter().copied()).unwrap();
    let setup = Setup::new(id, board).unwrap();
    Game::load(&format!("game {id}\n{moves}\n"), |_| Ok::<_, Error>(setup)).unwrap()
}

/// `game` after `moves` too.
fn more(game: &Game, moves: &str) -> Game {
    let save = format!("{}{moves}\n", game.save());
    Game::load(&save, |_| Ok::<_, Error>(game.setup().clone())).unwrap()
}

fn port(game: &Game, n: usize) -> Port {
    game.setup().id().dims().port(n).unwrap()
}

#[test]
fn a_wrong_check_names_a_contradicted_fired_ray_first() {
    // 5x5, one atom in the middle; port 3 hits it. A guess in a corner
    // contradicts the hit seen at port 3.
    let game = played("5x5:1:0", &[(2, 2)], "fire 3\nmark 5 5\ncheck");
    let state = game.state();
    let v = state.last_check().unwrap();
    assert_eq!(v.witness(), Some(port(&game, 3)));
    assert!(v.contradicted.contains(&port(&game, 3)));
    let text = check_text(&game).unwrap();
    assert!(
        text.starts_with("Not quite: 1 atom wrongly placed (+5). Your atoms contradict"),
        "{text}"
    );
    assert!(text.contains("ray 3 showed hit, your atoms give"), "{text}");
    assert_eq!(flag(state, port(&game, 3)), Some(Flag::Contradicted));
    // The check's marks last until the next move.
    let game = more(&game, "fire 1");
    assert!(game.state().last_check().is_none());
    assert_eq!(flag(game.state(), port(&game, 3)), None);
}

#[test]
fn a_ray_seen_at_both_ends_is_named_once() {
    // 5x5, one atom in C3: ray 1 goes straight down column 1 and leaves at
    // 15. An atom marked in E1 would absorb it: one ray contradicted, not
    // "rays 1 and 15".
    let game = played("5x5:1:0", &[(2, 2)], "fire 1\nmark E1\ncheck");
    let v = game.state().last_check().unwrap();
    assert!(v.contradicted.contains(&port(&game, 1)) && v.contradicted.contains(&port(&game, 15)));
    let text = check_text(&game).unwrap();
    assert!(
        text.contains("Your atoms contradict ray 1 that you have seen: ray 1 showed miss"),
        "{text}"
    );
    assert!(!text.contains("15 that you"), "{text}");
}

#[test]
fn long_lists_of_rays_are_cut_short() {
    let game = played(
        "5x5:2:0",
        &[(2, 2), (0, 0)],
        "fire 3\nmark 5 5\nmark 1 1\ncheck",
    );
    assert_eq!(
        check_text(&game).unwrap(),
        "Not quite: 1 atom wrongly placed (+5). Your atoms contradict ray 3 that you have \
         seen: ray 3 showed hit, your atoms give miss, exits at 13. Unfired rays 4, 5, 7, 8, \
         9, 10 (and 7 more) would differ too. Move your marks and check again."
    );
}

#[test]
fn a_guess_agreeing_with_every_fired_ray_names_an_unfired_one() {
    let game = played("5x5:1:0", &[(2, 2)], "mark 1 1\ncheck");
    let v = game.state().last_check().unwrap().clone();
    assert!(v.contradicted.is_empty());
    let w = v.witness().unwrap();
    assert_eq!(w, v.would_differ[0]);
    assert_eq!(flag(game.state(), w), Some(Flag::WouldDiffer));
    let text = check_text(&game).unwrap();
    assert!(
        text.contains(&format!(
            "Your atoms agree with every ray you have seen, but an unfired ray {w} would differ."
        )),
        "{text}"
    );
}

#[test]
fn giving_up_says_what_was_found_not_a_list_of_ports() {
    let game = played("5x5:2:0", &[(2, 2), (0, 0)], "reveal");
    let text = verdict_text(&game).unwrap();
    assert_eq!(
        text,
        "Gave up with no atoms marked: the 2 atoms are shown as @ (+10). Final score 10."
    );
    let game = played("5x5:2:0", &[(2, 2), (0, 0)], "mark 3 3\nmark 5 5\nreveal");
    let text = verdict_text(&game).unwrap();
    assert_eq!(
        text,
        "Gave up. You found 1 of 2 atoms; 1 mark on an empty cell (X) (+5). Final score 5."
    );
}

#[test]
fn a_range_game_says_how_many_atoms_there_were() {
    let game = played("5x5:1-3:0", &[(2, 2)], "mark 3 3\ncheck");
    assert_eq!(
        verdict_text(&game).unwrap(),
        "Solved! There was 1 atom. Final score 0."
    );
}

#[test]
fn the_plain_picture_shows_rim_marks_cells_and_the_verdict() {
    let game = played(
        "3x3:1:0",
        &[(1, 1)],
        "fire 2\nfire 1\nmark 2 2\nnote-empty 1 1",
    );
    let picture = plain(&game);
    let expected = [
        "          1  2  3",
        "          1  H",
        "A  12  1  -  .  .     4  A",
        "B  11     .  O  .     5  B",
        "C  10     .  .  .     6  C",
        "",
        "          9  8  7",
        "          1  2  3",
        "game 3x3:1:0  score 3  rays 2  atoms 1/1",
        "",
    ]
    .join("\n");
    assert_eq!(picture, expected, "\n{picture}");
    let game = more(&game, "unmark 2 2\nmark 3 3\ncheck");
    let picture = plain(&game);
    assert!(
        picture.contains("\nNot quite: 1 atom wrongly placed (+5)."),
        "\n{picture}"
    );
    let game = more(&game, "reveal");
    let picture = plain(&game);
    assert!(
        picture.contains("B  11     .  @  .     5  B"),
        "\n{picture}"
    );
    assert!(
        picture.contains("C  10     .  .  X     6  C"),
        "\n{picture}"
    );
    assert!(picture.ends_with("Final score 13.\n"), "\n{picture}");
}

#[test]
fn a_twin_accepted_says_so_and_shows_the_hidden_board() {
    // Two 4x4 boards of 4 atoms that every ray answers alike.
    let dims = Dims::new(4, 4).unwrap();
    let hidden = Board::with_atoms(dims, [(0, 0), (0, 1), (0, 3), (3, 1)]).unwrap();
    let twin = Board::with_atoms(dims, [(0, 0), (0, 1), (3, 1), (3, 3)]).unwrap();
    assert_eq!(
        hidden.feedback(Rules::Standard),
        twin.feedback(Rules::Standard)
    );
    let id = GameId::new(dims, AtomCount::Exact(4), 1).unwrap();
    let setup = Setup::new(id, hidden.clone())
        .unwrap()
        .with_twins([twin.clone()]);
    let mut game = Game::new(setup);
    for c in twin.atoms() {
        game.apply(Move::Mark(c)).unwrap();
    }
    game.apply(Move::Check).unwrap();
    let v = game.state().outcome().unwrap().verdict();
    assert!(v.solved && v.is_twin());
    let text = verdict_text(&game).unwrap();
    assert!(
        text.starts_with("Solved! Your atoms (o) are not where the hidden ones are (*)"),
        "{text}"
    );
    for c in hidden.dims().all_cells() {
        let view = match spot(game.state(), c.pos()) {
            Spot::Cell(_, view) => view,
            other => panic!("{other:?}"),
        };
        let want = match (twin.has_atom(c), hidden.has_atom(c)) {
            (true, true) => CellView::Found,
            (true, false) => CellView::Twin,
            (false, true) => CellView::Hidden,
            (false, false) => CellView::Blank,
        };
        assert_eq!(view, want, "{c}");
    }
    let picture = plain(&game);
    assert!(picture.contains('o') && picture.contains('*'), "{picture}");
    // The hidden board itself is plainly solved.
    let mut game = Game::new(Setup::new(id, hidden.clone()).unwrap());
    for c in hidden.atoms() {
        game.apply(Move::Mark(c)).unwrap();
    }
    game.apply(Move::Check).unwrap();
    assert!(!game.state().outcome().unwrap().verdict().is_twin());
    assert!(verdict_text(&game).unwrap().starts_with("Solved! Final"));
}

#[test]
fn every_ray_that_tells_a_wrong_guess_apart_is_flagged() {
    let game = played("5x5:1:0", &[(2, 2)], "fire 3\nmark 1 1\ncheck");
    let state = game.state();
    let v = state.last_check().unwrap().clone();
    assert!(v.would_differ.len() > 1, "{v:?}");
    for p in game.setup().id().dims().all_ports() {
        let want = if v.contradicted.contains(&p) {
            Some(Flag::Contradicted)
        } else if v.would_differ.contains(&p) {
            Some(Flag::WouldDiffer)
        } else {
            None
        };
        assert_eq!(flag(state, p), want, "port {p}");
    }
}

#[test]
fn shares_read_as_percentages_naming_the_cells() {
    assert_eq!(share_text(0.5), "50");
    assert_eq!(share_text(0.004), "<1");
    assert_eq!(share_text(0.996), ">99");
    let dims = Dims::new(2, 2).unwrap();
    let advice = Advice {
        boards: Count::Exact(8u32.into()),
        cells: vec![
            Knowledge::Atom,
            Knowledge::Empty,
            Knowledge::Open(Some(0.004)),
            Knowledge::Open(Some(0.625)),
        ],
        shares_error: None,
        shares_draws: 0,
        suggestion: None,
        complete: true,
        pending: None,
    };
    assert_eq!(
        shares_text(&advice, dims).unwrap(),
        "chance of an atom: B2 (63 %), B1 (<1 %)"
    );
    let none = Advice {
        cells: vec![Knowledge::Open(None); 4],
        ..advice.clone()
    };
    assert_eq!(
        shares_text(&none, dims).unwrap(),
        "4 cells open, share not known yet"
    );
    let sure = Advice {
        cells: vec![Knowledge::Empty; 4],
        ..advice
    };
    assert_eq!(shares_text(&sure, dims), None);
}

/// Under the ACM rules a ray turned away at the edge by one atom shows `D`
/// (a standard game shows `R` for the same ray) and the picture says the
/// rules; a standard game says nothing of rules.
#[test]
fn an_acm_game_shows_its_deflections_and_says_its_rules() {
    let board = Board::with_atoms(Dims::new(5, 5).unwrap(), [(0, 1)]).unwrap();
    let turned = (board.dims().all_ports())
        .find(|&p| board.response(p, Rules::Acm) == blackbox::Response::Deflected)
        .expect("the edge atom turns a ray away");
    assert_eq!(
        board.response(turned, Rules::Standard),
        blackbox::Response::Reflection
    );
    let fire = format!("fire {turned}");
    let standard = played("5x5:1:0", &[(0, 1)], &fire);
    let acm = played("5x5:1:0:acm", &[(0, 1)], &fire);
    assert_eq!(acm.setup().rules(), Rules::Acm);
    // The position just outside the port, where its mark is drawn.
    let outside = board.dims().entry(turned).0;
    let spot_of = |game: &Game| spot(game.state(), outside).glyph();
    assert_eq!(
        (spot_of(&standard), spot_of(&acm)),
        ("R".into(), "D".into())
    );
    let (s, a) = (plain(&standard), plain(&acm));
    assert!(!s.contains("rules"), "{s}");
    assert!(a.contains("game 5x5:1:0:acm"), "{a}");
    assert!(
        a.contains(&rules_text(Rules::Acm).unwrap()) && a.contains("such a ray shows D"),
        "{a}"
    );
    assert_eq!(rules_text(Rules::Standard), None);
}
