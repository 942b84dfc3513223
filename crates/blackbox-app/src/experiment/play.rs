//! `experiment play`: strategies side by side on the same games (random
//! games from one seed, or every board once).
//!
//! Invariants: a game whose decision the control stopped does not count;
//! a strategy that played no game is left out of its configuration; every
//! game a strategy did not play is listed in [`PlayRuns::missing`], and its
//! configuration marked stopped. A job whose `optimal` player would not fit
//! the memory budget is refused before any game.

use super::{ensure_fits, model_error, Configs};
use crate::progress::Reporter;
use crate::Result;
use blackbox::{binomial, Dims};
use blackbox_lab::{self as lab, StrategySpec, Summary, Universe};
use blackbox_solve::{Control, StopReason};
use logic::MemoryBudget;
use serde::{Serialize, Serializer};
use std::fmt;

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

/// What of `config` was not played: each strategy short of `wanted` games.
fn shortfall(config: &ConfigResult, specs: &[StrategySpec], wanted: usize) -> Vec<Shortfall> {
    specs
        .iter()
        .filter_map(|spec| {
            let name = spec.to_string();
            let played = (config.strategies.iter())
                .find(|s| s.name == name)
                .map_or(0, |s| s.games);
            (played < wanted).then(|| Shortfall::Games {
                strategy: name,
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

/// Plays `request` under `control` (an `optimal` player refused first when
/// it would not fit `budget`).
pub fn play(
    request: &PlayRequest,
    budget: MemoryBudget,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<PlayRuns> {
    let specs = &request.strategies;
    if specs.contains(&StrategySpec::Optimal) {
        refuse_optimal_too_big(&request.configs, budget)?;
    }
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
        let mut strategies = Vec::new();
        for spec in specs {
            let s = spec.build();
            let stage = progress.stage(games as u64, &format!("{spec} {dims}/{k}"));
            let tick = |i| stage.advance(i);
            let seed = request.seed;
            let summary = match request.all_boards {
                true => lab::play_all(&u, s.as_ref(), seed, &tick, control),
                false => lab::play(&u, s.as_ref(), request.games, seed, &tick, control),
            };
            drop(stage);
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
        let short = shortfall(&config, specs, games);
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
