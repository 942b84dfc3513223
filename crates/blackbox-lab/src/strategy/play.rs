//! Playing many games: strategies side by side on the same hidden boards.
//!
//! Game `i` of seed `s` hides the board drawn by a ChaCha8 generator seeded
//! with `s` on stream `i`, whatever the strategy; a strategy's own random
//! choices use a second stream family. Games run in parallel and results are
//! collected in game order, and deterministic strategies share one memoised
//! decision tree (per known vector), so the same seed gives the same numbers
//! whatever the number of threads.
//!
//! A run stops early when the caller's [`Control`] is cancelled (the CLI's
//! `--time-limit`): no game starts after that, and the summary is over the
//! first games that all finished (games `0..n`, marked
//! [`Summary::partial`]), so a partial figure is the one `n` games would
//! give. A decision that searches (`best`, `optimal`) polls the control
//! too, so a cancel takes effect inside one game: that game does not count,
//! and its unfinished decision is not kept in the shared tree. The exact
//! value of the optimal player is computed under the same control (absent
//! when stopped).

use super::{observe, Decision, State, Strategy, Universe, UNKNOWN};
use crate::experiment::fast::cost;
use crate::experiment::scan::ProgressCallback;
use blackbox::{random, Result};
use logic::Control;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

/// How one game went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// Ray points plus penalties.
    pub score: u32,
    /// Rays fired.
    pub rays: u32,
    /// Whether the guess had the hidden board's full feedback.
    pub solved: bool,
    /// Atoms wrong against the nearest indistinguishable board.
    pub wrong_atoms: u32,
}

/// A strategy's results over many games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Strategy name.
    pub name: String,
    /// Games played.
    pub games: usize,
    /// Whether the run was stopped before every game asked for was played:
    /// the figures are over the first [`Summary::games`] games.
    pub partial: bool,
    /// Mean score.
    pub mean_score: f64,
    /// Standard error of the mean score.
    pub stderr: f64,
    /// Mean rays fired.
    pub mean_rays: f64,
    /// Share of games whose guess was correct.
    pub solved_fraction: f64,
    /// Mean wrong atoms per game.
    pub mean_wrong_atoms: f64,
    /// Score -> number of games.
    pub histogram: BTreeMap<u32, u64>,
    /// The exact expected score over all boards, when it is known: the
    /// value a player computes of itself (`optimal`, a replayed decision
    /// tree), or the mean score of a deterministic player that played
    /// every board once.
    pub exact_expected_score: Option<f64>,
}

/// The hidden board (rank) of game `game` under `seed`.
pub(crate) fn hidden_board(u: &Universe, seed: u64, game: u64) -> u32 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(game);
    random::below_u32(&mut rng, u.boards() as u32)
}

/// One memoised decision point: the candidates and the decision there.
struct Node {
    candidates: Arc<Vec<u32>>,
    decision: Decision,
}

/// Decision points shared by all games of a deterministic strategy.
#[derive(Default)]
struct Tree {
    nodes: Mutex<HashMap<Vec<u8>, Arc<Node>>>,
}

/// The boards of `cands` whose outcome at port `p` is `code`.
fn filter(u: &Universe, cands: &[u32], p: usize, code: u8) -> Vec<u32> {
    cands
        .iter()
        .copied()
        .filter(|&r| u.outcome(r, p) == code)
        .collect()
}

/// Plays one game of `strategy` against the board of rank `hidden`;
/// [`blackbox::Error::Interrupted`] once `control` stops a decision.
fn play_game(
    u: &Universe,
    strategy: &dyn Strategy,
    tree: Option<&Tree>,
    root: &Arc<Vec<u32>>,
    hidden: u32,
    rng: &mut ChaCha8Rng,
    control: &Control,
) -> Result<GameResult> {
    let ports = u.ports();
    let mut known = vec![UNKNOWN; ports];
    let mut cands = if strategy.uses_candidates() {
        root.clone()
    } else {
        Arc::new(Vec::new())
    };
    let mut last: Option<(usize, u8)> = None;
    let (mut score, mut rays) = (0u32, 0u32);
    loop {
        if let (Some((p, code)), true) = (last, strategy.uses_candidates()) {
            if tree.is_none() {
                cands = Arc::new(filter(u, &cands, p, code));
            }
        }
        let decision = match tree {
            Some(tree) => {
                let found = tree.nodes.lock().expect("tree lock").get(&known).cloned();
                let node = match found {
                    Some(node) => node,
                    None => {
                        let candidates = match (last, strategy.uses_candidates()) {
                            (Some((p, code)), true) => Arc::new(filter(u, &cands, p, code)),
                            _ => cands.clone(),
                        };
                        let state = State {
                            universe: u,
                            known: &known,
                            candidates: &candidates,
                        };
                        let decision = strategy.decide(&state, rng, control)?;
                        let node = Arc::new(Node {
                            candidates,
                            decision,
                        });
                        tree.nodes
                            .lock()
                            .expect("tree lock")
                            .entry(known.clone())
                            .or_insert(node)
                            .clone()
                    }
                };
                cands = node.candidates.clone();
                node.decision.clone()
            }
            None => {
                let state = State {
                    universe: u,
                    known: &known,
                    candidates: &cands,
                };
                strategy.decide(&state, rng, control)?
            }
        };
        match decision {
            Decision::Fire(p) => {
                assert!(
                    known[p] == UNKNOWN && (rays as usize) < ports,
                    "strategy {} fired port {} whose outcome is known",
                    strategy.name(),
                    // `known[p]` was read: `p` indexes a port.
                    u.dims().port_of_index(p).expect("a port of the board")
                );
                let code = u.outcome(hidden, p);
                known = observe(&known, p, code);
                score += cost(code, p);
                rays += 1;
                last = Some((p, code));
            }
            Decision::Guess(cells) => {
                let wrong = u.wrong_atoms(&cells, hidden) as u32;
                return Ok(GameResult {
                    score: score + blackbox::score::penalty(wrong as usize),
                    rays,
                    solved: wrong == 0,
                    wrong_atoms: wrong,
                });
            }
        }
    }
}

/// Plays `games` games of `strategy` with `seed` until `control` is
/// cancelled; `progress` gets one tick per game.
pub fn play(
    u: &Universe,
    strategy: &dyn Strategy,
    games: usize,
    seed: u64,
    progress: ProgressCallback,
    control: &Control,
) -> Summary {
    run(
        u,
        strategy,
        games,
        seed,
        Hidden::Drawn(&|g| hidden_board(u, seed, g)),
        progress,
        control,
    )
}

/// Plays one game against every board once: for a deterministic strategy
/// the mean score is its exact expected score (when not stopped by
/// `control`).
pub fn play_all(
    u: &Universe,
    strategy: &dyn Strategy,
    seed: u64,
    progress: ProgressCallback,
    control: &Control,
) -> Summary {
    run(
        u,
        strategy,
        u.boards(),
        seed,
        Hidden::EveryBoard,
        progress,
        control,
    )
}

/// How many games run in parallel between two looks at the count played.
const GAMES_PER_CHUNK: u64 = 4096;

/// The hidden board of each game.
#[derive(Clone, Copy)]
enum Hidden<'a> {
    /// Game `g` hides the board this function draws.
    Drawn(&'a (dyn Fn(u64) -> u32 + Sync)),
    /// Game `g` hides board `g`: every board once.
    EveryBoard,
}

impl Hidden<'_> {
    fn board(self, game: u64) -> u32 {
        match self {
            Hidden::Drawn(draw) => draw(game),
            Hidden::EveryBoard => game as u32,
        }
    }
}

fn run(
    u: &Universe,
    strategy: &dyn Strategy,
    games: usize,
    seed: u64,
    hidden: Hidden,
    progress: ProgressCallback,
    control: &Control,
) -> Summary {
    let tree = strategy.deterministic().then(Tree::default);
    let root = Arc::new((0..u.boards() as u32).collect::<Vec<u32>>());
    // Stopped: no exact value (and no game will start).
    let exact = strategy.exact_value(u, control).ok().flatten();
    let game_rng = |g: u64| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x005E_ED0F_57EA_7E61);
        rng.set_stream(g);
        rng
    };
    if let (Some(tree), true) = (&tree, games > 0 && !control.is_cancelled()) {
        // The first game alone builds the root decision (which may itself run
        // in parallel), so threads do not all compute it at once.
        // Stopped here, it leaves nothing in the tree: the games below
        // then start none.
        let _ = play_game(
            u,
            strategy,
            Some(tree),
            &root,
            hidden.board(0),
            &mut game_rng(0),
            control,
        );
    }
    // Games run in chunks of GAMES_PER_CHUNK, so that nothing is sized by
    // the caller's count (`--games 18446744073709551615` must not
    // pre-allocate); the games played are the prefix before the first one
    // that was stopped, whatever the threads' order. Each chunk is added
    // to running totals and dropped: memory stays that of one chunk,
    // however many games are played.
    let mut played = Totals::default();
    let mut start = 0u64;
    while start < games as u64 && !control.is_cancelled() {
        let end = (games as u64).min(start.saturating_add(GAMES_PER_CHUNK));
        let results: Vec<Option<GameResult>> = (start..end)
            .into_par_iter()
            .map(|g| {
                if control.is_cancelled() {
                    return None;
                }
                let r = play_game(
                    u,
                    strategy,
                    tree.as_ref(),
                    &root,
                    hidden.board(g),
                    &mut game_rng(g),
                    control,
                )
                .ok()?;
                progress(1);
                Some(r)
            })
            .collect();
        let whole = results.iter().all(Option::is_some);
        for r in results.into_iter().map_while(|r| r) {
            played.add(&r);
        }
        if !whole {
            break;
        }
        start = end;
    }
    let partial = (played.games as u128) < games as u128;
    // Every board played once by a deterministic player: its mean is its
    // exact expected score.
    let exhaustive = matches!(hidden, Hidden::EveryBoard) && strategy.deterministic();
    let exact = exact.or_else(|| (exhaustive && !partial).then(|| played.mean_score()));
    let mut summary = played.summary(strategy.name(), exact);
    summary.partial = partial;
    summary
}

/// Running totals of game results: constant memory (the histogram has one
/// entry per distinct score) however many games are added.
#[derive(Debug, Default)]
pub(crate) struct Totals {
    games: u64,
    score: u128,
    rays: u128,
    solved: u64,
    wrong_atoms: u128,
    histogram: BTreeMap<u32, u64>,
}

impl Totals {
    /// Adds one game.
    pub(crate) fn add(&mut self, r: &GameResult) {
        self.games += 1;
        self.score += u128::from(r.score);
        self.rays += u128::from(r.rays);
        self.solved += u64::from(r.solved);
        self.wrong_atoms += u128::from(r.wrong_atoms);
        *self.histogram.entry(r.score).or_insert(0) += 1;
    }

    /// The mean score of the games added (0 for none).
    pub(crate) fn mean_score(&self) -> f64 {
        self.score as f64 / self.games.max(1) as f64
    }

    /// Mean, standard error and histogram of the games added. The sums are
    /// exact integers, so the means are those of summing game by game; the
    /// variance sums over the histogram's scores (the same value but for
    /// rounding in the last bits).
    pub(crate) fn summary(&self, name: String, exact: Option<f64>) -> Summary {
        let n = self.games.max(1) as f64;
        let mean_score = self.mean_score();
        let var = self
            .histogram
            .iter()
            .map(|(&score, &count)| count as f64 * (score as f64 - mean_score).powi(2))
            .sum::<f64>()
            / (n - 1.0).max(1.0);
        Summary {
            name,
            games: self.games as usize,
            partial: false,
            mean_score,
            stderr: (var / n).sqrt(),
            mean_rays: self.rays as f64 / n,
            solved_fraction: self.solved as f64 / n,
            mean_wrong_atoms: self.wrong_atoms as f64 / n,
            histogram: self.histogram.clone(),
            exact_expected_score: exact,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_give_the_figures_of_the_games_one_by_one() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let games: Vec<GameResult> = (0..10_000)
            .map(|_| GameResult {
                score: random::below_u32(&mut rng, 40),
                rays: random::below_u32(&mut rng, 20),
                solved: random::below_u32(&mut rng, 2) == 1,
                wrong_atoms: random::below_u32(&mut rng, 4),
            })
            .collect();
        let mut totals = Totals::default();
        for g in &games {
            totals.add(g);
        }
        let s = totals.summary("x".into(), None);
        // The figures as summed game by game.
        let n = games.len() as f64;
        let mean = |f: &dyn Fn(&GameResult) -> f64| games.iter().map(f).sum::<f64>() / n;
        let mean_score = mean(&|g| g.score as f64);
        let var = games
            .iter()
            .map(|g| (g.score as f64 - mean_score).powi(2))
            .sum::<f64>()
            / (n - 1.0);
        assert_eq!(s.games, games.len());
        assert_eq!(s.mean_score, mean_score);
        assert_eq!(s.mean_rays, mean(&|g| g.rays as f64));
        assert_eq!(s.solved_fraction, mean(&|g| g.solved as u8 as f64));
        assert_eq!(s.mean_wrong_atoms, mean(&|g| g.wrong_atoms as f64));
        assert!((s.stderr - (var / n).sqrt()).abs() < 1e-12 * s.stderr);
        assert_eq!(s.histogram.values().sum::<u64>(), games.len() as u64);
    }
    use crate::experiment::scan::no_progress;
    use crate::strategy::greedy::{Criterion, Greedy};
    use crate::strategy::optimal::Optimal;
    use crate::strategy::spec::NAMES;
    use crate::strategy::StrategySpec;

    /// A fresh player by name.
    fn player(name: &str) -> Box<dyn Strategy> {
        name.parse::<StrategySpec>().unwrap().build()
    }
    use blackbox::Rules;

    fn universe(n: usize, k: usize) -> Universe {
        Universe::square(n, k)
    }

    #[test]
    fn every_strategy_finishes_and_filtering_players_always_solve() {
        let u = universe(4, 2);
        for name in NAMES.iter().chain(&["threshold+trim+even", "best+deep"]) {
            let s = player(name);
            let sum = play(&u, s.as_ref(), 300, 1, &no_progress, &Control::new());
            assert_eq!(sum.games, 300);
            assert_eq!(sum.histogram.values().sum::<u64>(), 300);
            assert!(sum.mean_rays <= u.ports() as f64);
            if ["random", "minimax", "expected", "entropy"].contains(name) {
                assert_eq!(sum.solved_fraction, 1.0, "{name}");
            }
        }
    }

    #[test]
    fn optimal_value_is_exact_and_a_floor_for_the_others() {
        let u = universe(4, 2);
        let opt = Optimal::default();
        let value = opt.exact_value(&u, &Control::new()).unwrap().unwrap();
        let replay = play_all(&u, &opt, 0, &no_progress, &Control::new());
        assert!(
            (replay.mean_score - value).abs() < 1e-9,
            "{} vs {value}",
            replay.mean_score
        );
        for name in ["minimax", "expected", "entropy", "best", "best+deep"] {
            let s = player(name);
            let all = play_all(&u, s.as_ref(), 0, &no_progress, &Control::new());
            assert!(
                all.mean_score >= value - 1e-9,
                "{name}: {} < {value}",
                all.mean_score
            );
        }
    }

    /// `experiment play --seed S` figures must stay the same across
    /// dependency upgrades (hidden boards and random moves come from the
    /// stable stream): these were drawn with rand 0.8.
    #[test]
    fn seeded_figures_are_pinned() {
        let u = universe(4, 2);
        let hidden: Vec<u32> = (0..6).map(|g| hidden_board(&u, 9, g)).collect();
        assert_eq!(hidden, [60, 19, 85, 14, 22, 79]);
        let random = play(
            &u,
            player("random").as_ref(),
            300,
            9,
            &no_progress,
            &Control::new(),
        );
        let threshold = play(
            &u,
            player("threshold").as_ref(),
            300,
            9,
            &no_progress,
            &Control::new(),
        );
        assert_eq!(random.histogram, histogram(RANDOM_HISTOGRAM));
        assert_eq!(threshold.histogram, histogram(THRESHOLD_HISTOGRAM));
        assert_eq!(
            (random.mean_score, random.mean_rays),
            (6.053333333333334, 4.3533333333333335)
        );
        assert_eq!(
            (threshold.mean_score, threshold.mean_rays),
            (12.48, 7.586666666666667)
        );
    }

    const RANDOM_HISTOGRAM: &[(u32, u64)] = &[
        (2, 4),
        (3, 15),
        (4, 50),
        (5, 63),
        (6, 55),
        (7, 49),
        (8, 27),
        (9, 21),
        (10, 8),
        (11, 6),
        (12, 2),
    ];
    const THRESHOLD_HISTOGRAM: &[(u32, u64)] = &[
        (1, 2),
        (2, 1),
        (3, 2),
        (4, 2),
        (5, 5),
        (6, 37),
        (7, 5),
        (8, 32),
        (9, 9),
        (10, 24),
        (11, 17),
        (12, 10),
        (13, 10),
        (14, 5),
        (15, 5),
        (16, 104),
        (18, 2),
        (19, 1),
        (20, 1),
        (21, 26),
    ];

    fn histogram(pairs: &[(u32, u64)]) -> BTreeMap<u32, u64> {
        pairs.iter().copied().collect()
    }

    #[test]
    fn same_seed_same_numbers_whatever_the_thread_count() {
        let u = universe(4, 3);
        let run = |threads| {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            pool.install(|| {
                ["random", "best", "threshold+even"].map(|n| {
                    play(
                        &u,
                        player(n).as_ref(),
                        200,
                        42,
                        &no_progress,
                        &Control::new(),
                    )
                })
            })
        };
        assert_eq!(run(1), run(3));
    }

    #[test]
    fn a_huge_game_count_allocates_nothing_up_front_and_stops_when_told() {
        let u = universe(4, 2);
        let control = Control::new();
        let done = std::sync::atomic::AtomicU64::new(0);
        let tick = |n| {
            if done.fetch_add(n, std::sync::atomic::Ordering::Relaxed) + n >= 5000 {
                control.cancel();
            }
        };
        let cut = play(
            &u,
            player("random").as_ref(),
            usize::MAX,
            3,
            &tick,
            &control,
        );
        assert!(cut.partial, "stopped, so partial");
        // The games kept are the prefix before the first stopped one: the
        // whole first chunk (the stop comes in the second), and never more
        // than were played.
        let played = done.load(std::sync::atomic::Ordering::Relaxed) as usize;
        assert!(
            (GAMES_PER_CHUNK as usize..=played).contains(&cut.games),
            "{} games of {played} played",
            cut.games
        );
    }

    #[test]
    fn a_stopped_run_summarises_the_games_played_and_says_so() {
        let u = universe(4, 2);
        let cancelled = Control::new();
        cancelled.cancel();
        let none = play(
            &u,
            player("minimax").as_ref(),
            50,
            1,
            &no_progress,
            &cancelled,
        );
        assert_eq!((none.games, none.partial), (0, true));
        assert!(none.histogram.is_empty());
        // Cancelled after 7 games by the progress callback: the summary is
        // over a prefix of the games, the figures of that many games.
        let control = Control::new();
        let done = std::sync::atomic::AtomicU64::new(0);
        let tick = |n| {
            if done.fetch_add(n, std::sync::atomic::Ordering::Relaxed) + n >= 7 {
                control.cancel();
            }
        };
        let cut = play(&u, player("random").as_ref(), 300, 3, &tick, &control);
        assert!(cut.partial && cut.games < 300, "{} games", cut.games);
        let same = play(
            &u,
            player("random").as_ref(),
            cut.games,
            3,
            &no_progress,
            &Control::new(),
        );
        assert!(!same.partial);
        assert_eq!(
            (cut.histogram, cut.mean_score),
            (same.histogram, same.mean_score)
        );
    }

    #[test]
    fn a_cancel_stops_the_searching_players_inside_a_decision() {
        // Before any game: optimal's exact value (its whole search) and a
        // best decision stop at their first poll, and no game counts.
        let u = universe(4, 3);
        let cancelled = Control::new();
        cancelled.cancel();
        let exact = Optimal::default().exact_value(&u, &cancelled);
        assert!(
            matches!(exact, Err(blackbox::Error::Interrupted)),
            "{exact:?}"
        );
        let all: Vec<u32> = (0..u.boards() as u32).collect();
        let known = vec![UNKNOWN; u.ports()];
        let state = State {
            universe: &u,
            known: &known,
            candidates: &all,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        for name in ["best", "best+deep", "optimal"] {
            let decided = player(name).decide(&state, &mut rng, &cancelled);
            assert!(
                matches!(decided, Err(blackbox::Error::Interrupted)),
                "{name}"
            );
        }
        let none = play_all(&u, &Optimal::default(), 0, &no_progress, &cancelled);
        assert_eq!(
            (none.games, none.partial, none.exact_expected_score),
            (0, true, None)
        );
    }

    #[test]
    fn the_exact_score_is_known_when_every_board_was_played_by_a_deterministic_player() {
        let u = universe(4, 2);
        let c = Control::new();
        let minimax = player("minimax");
        let all = play_all(&u, minimax.as_ref(), 0, &no_progress, &c);
        assert_eq!(all.exact_expected_score, Some(all.mean_score));
        let some = play(&u, minimax.as_ref(), u.boards(), 0, &no_progress, &c);
        assert_eq!(some.exact_expected_score, None);
        let random = play_all(&u, player("random").as_ref(), 0, &no_progress, &c);
        assert_eq!(random.exact_expected_score, None);
    }

    #[test]
    fn scores_add_ray_costs_and_penalties() {
        let u = universe(3, 2);
        let r = play_all(
            &u,
            &Greedy(Criterion::Minimax),
            0,
            &no_progress,
            &Control::new(),
        );
        // Firing every port of every board bounds the cost from above.
        let worst: u32 = (0..u.boards() as u32)
            .map(|b| u.board(b).feedback(Rules::Standard).total_cost())
            .max()
            .unwrap();
        assert!(r.histogram.keys().all(|&s| s <= worst));
        assert_eq!(r.solved_fraction, 1.0);
        assert_eq!(r.mean_wrong_atoms, 0.0);
    }
}
