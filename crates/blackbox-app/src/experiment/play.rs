//! `experiment play`: strategies side by side on the same games (random
//! games from one seed, or every board once), with the shipped opening
//! books, and complete decision trees replayed beside them.
//!
//! Invariants: a game whose decision the control stopped does not count;
//! a strategy that played no game is left out of its configuration; every
//! game a strategy did not play is listed in [`PlayRuns::missing`], and its
//! configuration marked stopped. A job whose `optimal` player would not fit
//! the memory budget is refused before any game.

mod kept;

pub use kept::{read_kept_run, PLAY_COLUMNS};

use super::{ensure_fits, model_error, Configs};
use crate::progress::Reporter;
use crate::Result;
use blackbox::{binomial, Dims};
use blackbox_lab::{
    self as lab, DecisionTree, Scripted, Strategy, StrategySpec, Summary, Universe,
};
use blackbox_solve::{Control, StopReason};
use logic::MemoryBudget;
use serde::{Serialize, Serializer};
use std::fmt;
use std::sync::{Mutex, OnceLock};

/// What to play.
#[derive(Clone, Debug)]
pub struct PlayRequest {
    /// The configurations.
    pub configs: Configs,
    /// The strategies, in their order.
    pub strategies: Vec<StrategySpec>,
    /// Random games per strategy and configuration.
    pub games: usize,
    /// Every board once instead of random games.
    pub all_boards: bool,
    /// The seed of the random games and players.
    pub seed: u64,
    /// Complete decision trees to play as well, each with the name it is
    /// shown by (its file's).
    pub trees: Vec<(String, DecisionTree)>,
    /// Whether players take their first moves from the shipped opening
    /// books (the same moves, computed once; see
    /// `blackbox_lab::with_opening`).
    pub openings: bool,
}

/// One configuration's results.
#[derive(Clone, Debug, Serialize)]
pub struct ConfigResult {
    /// `8x8`.
    pub size: String,
    /// Atoms.
    pub atoms: usize,
    /// The strategies that played at least one game (a stopped one is
    /// marked `partial`).
    pub strategies: Vec<Summary>,
    /// [`StopReason::TimeLimit`] when the control stopped the run before
    /// every strategy played every game here (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<StopReason>,
}

impl ConfigResult {
    /// A configuration the control stopped before any strategy played.
    fn stopped(dims: Dims, atoms: usize) -> Self {
        ConfigResult {
            size: dims.to_string(),
            atoms,
            strategies: vec![],
            stopped: Some(StopReason::TimeLimit),
        }
    }
}

/// What a stopped run did not do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shortfall {
    /// A configuration not started.
    NotStarted(Dims, usize),
    /// A configuration stopped while listing its boards.
    NotListed(Dims, usize),
    /// A strategy that played fewer games than asked.
    Games {
        /// The strategy.
        strategy: String,
        /// Its configuration's size.
        size: String,
        /// Its configuration's atoms.
        atoms: usize,
        /// Games played.
        played: usize,
        /// Games asked for.
        wanted: usize,
    },
}

/// `best 8x8/4: 12 of 1000 games`, `8x8/5: not started`.
impl fmt::Display for Shortfall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shortfall::NotStarted(d, k) => write!(f, "{d}/{k}: not started"),
            Shortfall::NotListed(d, k) => write!(f, "{d}/{k}: stopped listing its boards"),
            Shortfall::Games {
                strategy,
                size,
                atoms,
                played,
                wanted,
            } => write!(f, "{strategy} {size}/{atoms}: {played} of {wanted} games"),
        }
    }
}

/// The answer of `experiment play`.
#[derive(Clone, Debug)]
pub struct PlayRuns {
    /// Each configuration's results, in order.
    pub configs: Vec<ConfigResult>,
    /// What was not done, in order.
    pub missing: Vec<Shortfall>,
}

/// One configuration as an object, several as an array; keys in order
/// (docs/experiments.md).
impl Serialize for PlayRuns {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let value = match &self.configs[..] {
            [one] => serde_json::to_value(one),
            all => serde_json::to_value(all),
        };
        value
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}

/// What of `config` was not played: each player (by name) short of
/// `wanted` games.
fn shortfall(config: &ConfigResult, names: &[String], wanted: usize) -> Vec<Shortfall> {
    names
        .iter()
        .filter_map(|name| {
            let played = (config.strategies.iter())
                .find(|s| &s.name == name)
                .map_or(0, |s| s.games);
            (played < wanted).then(|| Shortfall::Games {
                strategy: name.clone(),
                size: config.size.clone(),
                atoms: config.atoms,
                played,
                wanted,
            })
        })
        .collect()
}

/// Fails, before anything runs, when the optimal player's memo would not
/// fit `budget` on some configuration of `configs`.
fn refuse_optimal_too_big(configs: &Configs, budget: MemoryBudget) -> Result<()> {
    for (dims, k) in configs.each() {
        let boards = binomial(dims.cells() as u64, k as u64).unwrap_or(u64::MAX);
        let bytes = lab::memory::optimal_bytes(boards);
        ensure_fits(&format!("optimal {dims}/{k}"), boards, bytes, budget)?;
    }
    Ok(())
}

/// The players of `request` on the boards of `u`: its strategies (with
/// their opening books, if asked), then its trees of that game, each
/// replayed over every board first (refused if it does not fit them).
fn players(
    request: &PlayRequest,
    u: &Universe,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<Vec<Box<dyn Strategy>>> {
    let mut players: Vec<Box<dyn Strategy>> = (request.strategies.iter())
        .map(|&spec| lab::with_opening(spec, u, request.openings))
        .collect();
    for (name, tree) in request.trees.iter().filter(|(_, t)| t.fits(u)) {
        let _stage = progress.stage(0, &format!("checking {name} over every board"));
        let replayed = lab::replay(u, tree, control)?;
        let value = replayed.total as f64 / replayed.boards as f64;
        players.push(Box::new(Scripted::complete(tree, name.clone(), value)));
    }
    Ok(players)
}

/// The games of `player` on the boards of `u`, as `request` asks.
fn play_one(
    request: &PlayRequest,
    u: &Universe,
    player: &dyn Strategy,
    games: usize,
    progress: &dyn Reporter,
    control: &Control,
) -> Summary {
    let label = format!("{} {}/{}", player.name(), u.dims(), u.atoms());
    // The first game of a deterministic player is played alone and makes
    // the decisions every game shares (without an opening book, most of
    // the run); the games' stage starts after it, so the time left is
    // estimated from the games that follow.
    let first = (player.deterministic()).then(|| {
        progress.stage(
            0,
            &format!("{label}: first decisions, shared by every game"),
        )
    });
    let first = Mutex::new(first);
    let games_stage = OnceLock::new();
    let tick = |i| {
        first.lock().map(|mut f| f.take()).ok();
        let stage = games_stage.get_or_init(|| progress.stage(games as u64, &label));
        stage.advance(i);
    };
    let seed = request.seed;
    match request.all_boards {
        true => lab::play_all(u, player, seed, &tick, control),
        false => lab::play(u, player, request.games, seed, &tick, control),
    }
}

/// Refuses, before anything runs, a tree that is for none of the games of
/// `configs`.
fn refuse_unplayed_trees(request: &PlayRequest) -> Result<()> {
    let configs = &request.configs;
    for (name, tree) in &request.trees {
        let played = (configs.each().iter())
            .any(|&(d, k)| (d, k, configs.rules) == (tree.dims, tree.atoms, tree.rules));
        if !played {
            return Err(lab::Error::TreeUnfit {
                game: tree.game(),
                detail: format!(
                    "{name} is for none of the games asked for (--size, --atoms, --acm)"
                ),
            }
            .into());
        }
    }
    Ok(())
}

/// Plays `request` under `control` (an `optimal` player refused first when
/// it would not fit `budget`, and a tree for none of its games).
pub fn play(
    request: &PlayRequest,
    budget: MemoryBudget,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<PlayRuns> {
    if request.strategies.contains(&StrategySpec::Optimal) {
        refuse_optimal_too_big(&request.configs, budget)?;
    }
    refuse_unplayed_trees(request)?;
    let mut runs = PlayRuns {
        configs: vec![],
        missing: vec![],
    };
    for (dims, k) in request.configs.each() {
        let total = binomial(dims.cells() as u64, k as u64).unwrap_or(0);
        if control.is_cancelled() {
            runs.missing.push(Shortfall::NotStarted(dims, k));
            runs.configs.push(ConfigResult::stopped(dims, k));
            continue;
        }
        let stage = progress.stage(total, &format!("boards {dims}/{k}"));
        let universe = Universe::new(
            dims,
            k,
            request.configs.rules,
            &|n| stage.advance(n),
            control,
        );
        drop(stage);
        let u = match universe {
            Err(blackbox::Error::Interrupted) => {
                runs.missing.push(Shortfall::NotListed(dims, k));
                runs.configs.push(ConfigResult::stopped(dims, k));
                continue;
            }
            u => u.map_err(model_error)?,
        };
        let games = match request.all_boards {
            true => u.boards(),
            false => request.games,
        };
        let players = players(request, &u, progress, control)?;
        let names: Vec<String> = players.iter().map(|p| p.name()).collect();
        let mut strategies = Vec::new();
        for player in players {
            let summary = play_one(request, &u, player.as_ref(), games, progress, control);
            if summary.games > 0 {
                strategies.push(summary);
            }
        }
        let mut config = ConfigResult {
            size: dims.to_string(),
            atoms: k,
            strategies,
            stopped: None,
        };
        let short = shortfall(&config, &names, games);
        if !short.is_empty() {
            config.stopped = Some(StopReason::TimeLimit);
            runs.missing.extend(short);
        }
        runs.configs.push(config);
    }
    Ok(runs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;
    use blackbox::Rules;

    fn request(games: usize) -> PlayRequest {
        PlayRequest {
            configs: Configs {
                sizes: vec!["4x4".parse().unwrap()],
                atoms: vec![1],
                rules: Rules::Standard,
            },
            strategies: vec!["random".parse().unwrap()],
            games,
            all_boards: false,
            seed: 1,
            trees: vec![],
            openings: true,
        }
    }

    #[test]
    fn every_game_asked_for_is_played() {
        let runs = play(&request(3), roomy(), &Silent, &Control::new()).unwrap();
        assert!(runs.missing.is_empty());
        assert_eq!(runs.configs[0].strategies[0].games, 3);
        assert_eq!(serde_json::to_value(&runs).unwrap()["size"], "4x4");
    }

    #[test]
    fn a_stopped_run_says_what_it_did_not_play() {
        let control = Control::new();
        control.cancel();
        let runs = play(&request(3), roomy(), &Silent, &control).unwrap();
        assert_eq!(
            runs.missing,
            [Shortfall::NotStarted("4x4".parse().unwrap(), 1)]
        );
        assert_eq!(runs.missing[0].to_string(), "4x4/1: not started");
        assert_eq!(runs.configs[0].stopped, Some(StopReason::TimeLimit));
    }

    fn roomy() -> MemoryBudget {
        MemoryBudget {
            bytes: u64::MAX,
            source: "--memory-mb",
        }
    }

    #[test]
    fn an_optimal_player_past_the_budget_is_refused() {
        let mut big = request(1);
        big.strategies = vec![StrategySpec::Optimal];
        let budget = MemoryBudget {
            bytes: 1 << 20,
            source: "--memory-mb",
        };
        let error = play(&big, budget, &Silent, &Control::new()).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("optimal 4x4/1 over 16 boards"),
            "{error}"
        );
    }
}
