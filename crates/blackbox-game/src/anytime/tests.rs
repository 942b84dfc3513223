//! The staged assistant against the brute-force reference: every stage is
//! true of the boards left, the last one is the reference itself.

use super::*;
use crate::assistant::{advise, BruteForce, Oracle};
use crate::{Game, GameId, Move};
use blackbox::random::{below_u32, inclusive};
use blackbox::{AtomCount, Dims};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A small game after a few seeded random rays.
fn random_game(seed: u64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dims = Dims::new(inclusive(&mut rng, 2, 5), inclusive(&mut rng, 2, 5)).unwrap();
    let k = inclusive(&mut rng, 1, 3);
    let atoms = match seed % 3 {
        0 => AtomCount::Range { min: k - 1, max: k },
        _ => AtomCount::Exact(k),
    };
    let id = GameId::new(dims, atoms, seed).unwrap();
    let mut game = Game::new(Setup::new(id, id.board(&mut rng)).unwrap());
    for _ in 0..below_u32(&mut rng, 6) {
        let port = dims.port(inclusive(&mut rng, 1, dims.ports())).unwrap();
        let _ = game.apply(Move::Fire(port));
    }
    game
}

/// Fires the lowest-numbered unfired ray that tells boards apart.
struct Lowest;

impl Player for Lowest {
    fn name(&self) -> String {
        "lowest".into()
    }

    fn choose(&self, puzzle: &Puzzle, boards: &[Board], _: &Control) -> Option<Port> {
        puzzle
            .dims()
            .all_ports()
            .filter(|&p| puzzle.hint(p).is_none())
            .find(|&p| outcomes_on(puzzle, p, boards).len() > 1)
    }
}

/// `stage` claims nothing `exact` (the reference) contradicts (its shares
/// are exact, or estimates within their stated error).
fn assert_true_of(stage: &Advice, exact: &Advice, what: &str) {
    let Count::Exact(n) = &exact.boards else {
        panic!("the reference counts exactly")
    };
    match &stage.boards {
        Count::Exact(m) => assert_eq!(m, n, "{what}"),
        Count::AtLeast(m) => assert!(m <= n, "{what}: at least {m} of {n}"),
    }
    for (x, y) in stage.cells.iter().zip(&exact.cells) {
        match (x, y) {
            (Knowledge::Open(None), _) => {}
            (Knowledge::Open(Some(p)), Knowledge::Open(Some(q))) => {
                // Exact, or estimated within the stated error.
                let error = stage.shares_error.unwrap_or(1e-9);
                assert!((p - q).abs() <= error, "{what}: {p} for {q} ± {error}")
            }
            _ => assert_eq!(x, y, "{what}"),
        }
    }
}

#[test]
fn every_stage_is_true_and_the_last_is_the_exact_advice() {
    for seed in 0..60 {
        let game = random_game(seed);
        let (state, setup) = (game.state(), game.setup());
        let exact = advise(state, setup, &BruteForce);
        let mut stages = Vec::new();
        let last = advise_anytime(state, setup, &[], &Control::new(), |a| {
            stages.push(a.clone())
        });
        let what = format!("{} after {} rays", setup.id(), state.rays_fired());
        for stage in &stages {
            assert_true_of(stage, &exact, &what);
        }
        assert_eq!(stages.last(), Some(&last), "{what}");
        assert_eq!(last.pending, None, "{what}");
        assert_eq!(last.boards, exact.boards, "{what}");
        assert_true_of(&last, &exact, &what);
        assert!(!last.cells.contains(&Knowledge::Open(None)), "{what}");
        let value = |s: &Option<Suggestion>| s.as_ref().map(|s| s.bits / s.expected_cost);
        match (value(&last.suggestion), value(&exact.suggestion)) {
            (Some(x), Some(y)) => assert!((x - y).abs() < 1e-9, "{what}"),
            (x, y) => assert_eq!(x, y, "{what}"),
        }
        if let Some(s) = &last.suggestion {
            assert_eq!(s.by, Suggester::Entropy, "{what}");
        }
    }
}

#[test]
fn a_player_suggestion_replaces_the_assistant_and_is_credited() {
    for seed in 0..30 {
        let game = random_game(seed);
        let (state, setup) = (game.state(), game.setup());
        let puzzle = state.puzzle(setup);
        let boards = BruteForce::solutions(&puzzle);
        let want = Lowest.choose(&puzzle, &boards, &Control::new());
        let last = advise_anytime(state, setup, &[&Lowest], &Control::new(), |_| {});
        assert_eq!(
            last.suggestion.as_ref().map(|s| s.port),
            want,
            "seed {seed}"
        );
        if let Some(s) = &last.suggestion {
            assert_eq!(s.by, Suggester::Player("lowest".into()));
            let exact = rate(
                s.port,
                &BruteForce.port_outcomes(&puzzle, s.port),
                s.by.clone(),
            );
            assert_eq!(Some(s), exact.as_ref());
        }
    }
}

#[test]
fn rating_each_ray_exactly_agrees_with_enumeration() {
    for seed in 0..20 {
        let game = random_game(seed);
        let (state, setup) = (game.state(), game.setup());
        let puzzle = state.puzzle(setup);
        let unfired: Vec<Port> = (puzzle.dims().all_ports())
            .filter(|&p| puzzle.hint(p).is_none())
            .collect();
        let mut advice = Advice::unknown(puzzle.dims().cells());
        let mut seen = 0;
        let rated = rate_each(&puzzle, &unfired, &Control::new(), &mut advice, &mut |_| {
            seen += 1
        })
        .unwrap();
        assert_eq!(seen, unfired.len());
        let boards = BruteForce::solutions(&puzzle);
        assert_eq!(
            rated,
            best_over(&puzzle, &unfired, &boards, Suggester::Entropy)
        );
    }
}

#[test]
fn a_cancelled_control_stops_at_once_with_an_honest_partial_answer() {
    let id: GameId = "10x10:10:1".parse().unwrap();
    let game = Game::new(
        crate::setup::setup_for(id, crate::setup::Budget::INTERACTIVE, &Control::new()).unwrap(),
    );
    let control = Control::new();
    control.cancel();
    let mut delivered = 0;
    let advice = advise_anytime(game.state(), game.setup(), &[&Lowest], &control, |_| {
        delivered += 1
    });
    assert_eq!(delivered, 0);
    assert_eq!(advice.pending, Some(Stage::Quick));
    assert_eq!(advice.boards, Count::AtLeast(BigUint::ZERO));
    assert!(advice.cells.iter().all(|k| *k == Knowledge::Open(None)));
    assert_eq!(advice.suggestion, None);
    assert_eq!(advice.summary(id.dims())[0], "boards left: at least 0");
}

#[test]
fn cancelling_while_sampling_keeps_the_quick_answer() {
    // 8x8 with 4 atoms, no ray: more boards than the quick stage lists.
    let id: GameId = "8x8:4:1".parse().unwrap();
    let game = Game::new(
        crate::setup::setup_for(id, crate::setup::Budget::INTERACTIVE, &Control::new()).unwrap(),
    );
    let control = Control::new();
    let mut stages = Vec::new();
    let last = advise_anytime(game.state(), game.setup(), &[], &control, |a| {
        stages.push(a.clone());
        if stages.len() == 2 {
            control.cancel();
        }
    });
    assert_eq!(stages.len(), 2);
    assert_eq!(last, stages[1]);
    assert_eq!(last.pending, Some(Stage::Sampling));
    assert!(!last.complete);
    // Every one of the C(64, 4) boards solves it: the first solution's cube
    // (no ray reads any cell) proves them all before the count starts.
    assert_eq!(last.boards, Count::AtLeast(BigUint::from(635_376u32)));
    let s = last.suggestion.expect("a sample suggestion");
    assert_eq!(s.by, Suggester::Sample(SAMPLE));
}

#[test]
fn the_first_answer_comes_before_the_sample_and_the_backbone() {
    // 10x10 with 10 atoms after 15 rays: the backbone comes later.
    let game = bench_game(15);
    let control = Control::new();
    let mut stages = Vec::new();
    let last = advise_anytime(game.state(), game.setup(), &[], &control, |a| {
        stages.push(a.clone());
        control.cancel();
    });
    assert_eq!(stages.len(), 1);
    assert_eq!(last, stages[0]);
    assert_eq!(last.pending, Some(Stage::Quick));
    // At least the boards listed; the solver's proven lower bound may say
    // more (independent moves, completed cubes).
    assert!(
        matches!(&last.boards, Count::AtLeast(n) if *n >= BigUint::from(FIRST)),
        "{:?}",
        last.boards
    );
    assert!(last.cells.iter().all(|k| *k == Knowledge::Open(None)));
    let s = last.suggestion.expect("a suggestion from the first boards");
    assert_eq!(s.by, Suggester::Sample(FIRST));
    assert_eq!(s.by.player(), "entropy");
}

/// The game `blackbox bench --assistant` times first on 10x10/10 (seed 1)
/// after `rays` seeded random rays.
fn bench_game(rays: usize) -> Game {
    let id = GameId::new(Dims::new(10, 10).unwrap(), AtomCount::Exact(10), 1).unwrap();
    let setup =
        crate::setup::setup_for(id, crate::setup::Budget::INTERACTIVE, &Control::new()).unwrap();
    let mut game = Game::new(setup);
    let mut rng = ChaCha8Rng::seed_from_u64(31 + rays as u64);
    while game.state().rays_fired() < rays {
        let port = id
            .dims()
            .port(1 + below_u32(&mut rng, 40) as usize)
            .unwrap();
        let _ = game.apply(Move::Fire(port));
    }
    game
}

#[test]
fn past_the_list_limit_every_ray_is_estimated_from_uniform_draws_and_the_answer_is_complete() {
    // 8x8 with 4 atoms, no ray: C(64, 4) = 635,376 boards, over the list
    // limit: exact count and shares from the sampler, estimated ratings.
    let id: GameId = "8x8:4:1".parse().unwrap();
    let game = Game::new(
        crate::setup::setup_for(id, crate::setup::Budget::INTERACTIVE, &Control::new()).unwrap(),
    );
    let control = Control::new();
    // Per estimated suggestion delivered: its draws, and whether complete.
    let mut rounds = Vec::new();
    let last = advise_anytime(game.state(), game.setup(), &[&Lowest], &control, |a| {
        if let Some(Suggester::Estimate { draws, .. }) = a.suggestion.as_ref().map(|s| &s.by) {
            rounds.push((*draws, a.complete));
        }
        if matches!(a.pending, Some(Stage::Rating { .. })) {
            control.cancel();
        }
    });
    // The first round is delivered on FIRST_DRAWS draws and is never complete.
    assert_eq!(rounds.first(), Some(&(FIRST_DRAWS, false)), "{rounds:?}");
    assert!(last.complete);
    assert_eq!(last.pending, Some(Stage::Rating { done: 0, of: 32 }));
    assert_eq!(last.boards, Count::Exact(BigUint::from(635_376u32)));
    for k in &last.cells {
        assert!(matches!(k, Knowledge::Open(Some(p)) if (p - 1.0 / 16.0).abs() < 1e-12));
    }
    let s = last.suggestion.clone().expect("an estimated suggestion");
    let Suggester::Estimate {
        draws, bits_error, ..
    } = s.by
    else {
        panic!("{:?}", s.by)
    };
    assert!([SETTLE_DRAWS, DRAWS, MAX_DRAWS].contains(&draws), "{draws}");
    assert!(bits_error > 0.0 && bits_error < 0.1, "{bits_error}");
    assert!(!s.by.is_exact() && s.by.bits_error() == Some(bits_error));
    let line = last.summary(id.dims())[2].clone();
    assert!(line.contains("would keep about "), "{line}");
    let line = s.details();
    assert!(
        line.contains(&format!("estimated on {draws} uniform draws: bits ± 0.0")),
        "{line}"
    );
}

#[test]
fn a_game_beyond_the_memory_bound_gets_no_solver_call_and_says_so() {
    // 100x100 with 1,000 atoms: the atom count's counter alone is estimated
    // at about 3 GB, so nothing is computed, at once.
    let id: GameId = "100x100:1000:1".parse().unwrap();
    let game = Game::new(
        crate::setup::setup_for(id, crate::setup::Budget::INTERACTIVE, &Control::new()).unwrap(),
    );
    let mut delivered = Vec::new();
    let advice = advise_anytime(game.state(), game.setup(), &[], &Control::new(), |a| {
        delivered.push(a.clone())
    });
    let Some(stage @ Stage::Beyond { bytes }) = &advice.pending else {
        panic!("{:?}", advice.pending);
    };
    assert!(*bytes > crate::setup::MEMORY_LIMIT && !stage.is_running());
    assert!(stage.to_string().ends_with("over the 1024 MB bound"));
    assert_eq!(delivered, std::slice::from_ref(&advice));
    assert_eq!(advice.boards, Count::AtLeast(BigUint::ZERO));
}

#[test]
fn ratings_equal_but_for_rounding_keep_the_earlier_ray() {
    let dims = Dims::new(8, 8).unwrap();
    let rated = |n: usize, bits: f64| Suggestion {
        port: dims.port(n).unwrap(),
        expected_cost: 1.5,
        bits,
        by: Suggester::Entropy,
        outcomes: Vec::new(),
    };
    let (a, b) = (rated(4, 3.3814), rated(5, 3.3814 * (1.0 + 1e-15)));
    assert_eq!(better(Some(a.clone()), Some(b.clone())), Some(a.clone()));
    let c = rated(6, 3.39);
    assert_eq!(better(Some(a), Some(c.clone())), Some(c));
}

#[test]
fn estimates_complete_the_answer_only_when_settled_on_enough_draws_or_on_draws_enough() {
    // The first round is shown, never complete, even settled.
    assert!(!stops(FIRST_DRAWS, true));
    assert!(!stops(SETTLE_DRAWS, false));
    assert!(stops(SETTLE_DRAWS, true));
    assert!(stops(DRAWS, false));
}
