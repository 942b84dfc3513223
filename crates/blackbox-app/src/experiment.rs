//! The lab's experiments as use cases (`blackbox experiment`): each runs
//! over the configurations (size, atoms) of a request and answers a typed
//! [`Runs`], whose JSON is what `--json` prints; [`census`] adds the census
//! past one machine's memory (shards), [`play`] the players side by side.
//!
//! Invariants: a configuration runs under the caller's control, polled
//! inside its pass over the boards; one the control stops (inside its
//! pass, or before it starts) is not done but listed in [`Runs::missing`],
//! and the run goes on to report what was done. Progress goes to the
//! caller's [`Reporter`], one stage a configuration.

pub mod census;
pub mod opening;
pub mod optimum;
pub mod play;

use crate::progress::Reporter;
use crate::{Error, Result};
use blackbox::{Dims, Rules};
use blackbox_lab::{self as lab, Combinatorics, FillPorts, FirstMove, Space, MAX_BOARDS};
use blackbox_solve::{Control, StopReason};
use logic::MemoryBudget;
use serde::{Serialize, Serializer};

/// The configurations of an experiment: every size with every atom count.
#[derive(Clone, Debug)]
pub struct Configs {
    /// Board sizes.
    pub sizes: Vec<Dims>,
    /// Atom counts.
    pub atoms: Vec<usize>,
    /// The rules rays follow.
    pub rules: Rules,
}

impl Configs {
    /// Every (size, atoms) pair, sizes outermost.
    pub fn each(&self) -> Vec<(Dims, usize)> {
        self.sizes
            .iter()
            .flat_map(|&d| self.atoms.iter().map(move |&k| (d, k)))
            .collect()
    }

    /// The space of a configuration: at most `limit` boards.
    fn space(&self, dims: Dims, atoms: usize, limit: u64) -> Result<Space> {
        Space::new(dims, atoms, self.rules, limit).map_err(model_error)
    }
}

/// A model error of the lab's scans (they return the model's errors as
/// they are), as the lab's.
fn model_error(error: blackbox::Error) -> Error {
    Error::Lab(error.into())
}

/// The configurations done, and those the control stopped (not started,
/// or stopped in their pass over the boards).
#[derive(Debug)]
pub struct Runs<T> {
    /// Each configuration done with its result.
    pub results: Vec<(Dims, usize, T)>,
    /// The configurations not done.
    pub missing: Vec<(Dims, usize)>,
}

/// The results tagged with their `size` ("8x8") and `atoms`, then the
/// configurations not done, tagged `"stopped": "time-limit"`: a single
/// record is an object, several an array; keys in order (docs/experiments.md).
impl<T: Serialize> Serialize for Runs<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let tagged = |d: &Dims, k: &usize, mut item: serde_json::Value| {
            item["size"] = d.to_string().into();
            item["atoms"] = (*k).into();
            item
        };
        let mut items = (self.results.iter())
            .map(|(d, k, result)| Ok(tagged(d, k, serde_json::to_value(result)?)))
            .collect::<serde_json::Result<Vec<_>>>()
            .map_err(serde::ser::Error::custom)?;
        items.extend(
            (self.missing.iter())
                .map(|(d, k)| tagged(d, k, serde_json::json!({"stopped": StopReason::TimeLimit}))),
        );
        match items.len() {
            1 => items.remove(0).serialize(serializer),
            _ => items.serialize(serializer),
        }
    }
}

/// Runs `f` over each configuration of `configs` (at most `limit` boards
/// each, `passes(space)` passes over them) as a stage named `what` of
/// `progress`, under `control`.
fn each<T>(
    configs: &Configs,
    what: &str,
    limit: u64,
    passes: impl Fn(&Space) -> u64,
    progress: &dyn Reporter,
    control: &Control,
    f: impl Fn(&Space, lab::ProgressCallback, &Control) -> Result<T>,
) -> Result<Runs<T>> {
    let mut runs = Runs {
        results: vec![],
        missing: vec![],
    };
    for (dims, k) in configs.each() {
        let space = configs.space(dims, k, limit)?;
        if control.is_cancelled() {
            runs.missing.push((dims, k));
            continue;
        }
        let work = space.boards().saturating_mul(passes(&space));
        let stage = progress.stage(work, &format!("{what} {dims}/{k}"));
        let out = f(&space, &|n| stage.advance(n), control);
        drop(stage);
        match out {
            Ok(out) => runs.results.push((dims, k, out)),
            Err(e) if e.is_interrupted() => runs.missing.push((dims, k)),
            Err(e) => return Err(e),
        }
    }
    Ok(runs)
}

/// `experiment combinatorics`: a formula per configuration, instant, so
/// never stopped.
pub fn combinatorics(configs: &Configs) -> Runs<Combinatorics> {
    Runs {
        results: (configs.each().into_iter())
            .map(|(d, k)| (d, k, lab::combinatorics(d, k)))
            .collect(),
        missing: vec![],
    }
}

/// `experiment fill-ports`: fewest and most rays that fill every port.
pub fn fill_ports(
    configs: &Configs,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<Runs<FillPorts>> {
    each(
        configs,
        "fill-ports",
        MAX_BOARDS,
        |_| 1,
        progress,
        control,
        |s, p, c| lab::fill_ports(s, p, c).map_err(model_error),
    )
}

/// `experiment first-move`: each port's split of the boards after one ray.
pub fn first_move(
    configs: &Configs,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<Runs<FirstMove>> {
    each(
        configs,
        "first-move",
        MAX_BOARDS,
        |_| 1,
        progress,
        control,
        |s, p, c| lab::first_move(s, p, c).map_err(model_error),
    )
}

/// Fails, with the estimate, when `bytes` for `what` over `boards` boards
/// exceed `budget`.
fn ensure_fits(what: &str, boards: u64, bytes: u64, budget: MemoryBudget) -> Result<()> {
    match bytes > budget.bytes {
        true => Err(Error::OverBudget {
            what: what.to_string(),
            boards,
            mb: bytes.div_ceil(1 << 20),
            budget_mb: budget.bytes.div_ceil(1 << 20),
            set_by: budget.source,
        }),
        false => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;

    fn configs(sizes: &str, atoms: &[usize]) -> Configs {
        Configs {
            sizes: sizes.split(',').map(|s| s.parse().unwrap()).collect(),
            atoms: atoms.to_vec(),
            rules: Rules::Standard,
        }
    }

    #[test]
    fn a_refusal_names_the_estimate_and_what_set_the_budget() {
        let budget = MemoryBudget {
            bytes: 2 << 20,
            source: "ulimit -v",
        };
        assert!(ensure_fits("census 8x8/4", 10, 1 << 20, budget).is_ok());
        let err = ensure_fits("census 8x8/4", 10, 3 << 20, budget).unwrap_err();
        assert!(
            err.to_string()
                .contains("about 3 MB (estimate), more than the 2 MB budget (ulimit -v)"),
            "{err}"
        );
    }

    #[test]
    fn a_stopped_run_lists_what_it_did_not_do() {
        let control = Control::new();
        control.cancel();
        let runs = first_move(&configs("3x3,4x4", &[1]), &Silent, &control).unwrap();
        assert!(runs.results.is_empty());
        assert_eq!(runs.missing.len(), 2);
        let json = serde_json::to_value(&runs).unwrap();
        assert_eq!(json[1]["size"], "4x4");
        assert_eq!(json[1]["stopped"], "time-limit");
    }

    #[test]
    fn one_configuration_is_one_object() {
        let runs = fill_ports(&configs("3x3", &[1]), &Silent, &Control::new()).unwrap();
        let json = serde_json::to_value(&runs).unwrap();
        assert_eq!(
            (json["size"].as_str(), json["atoms"].as_u64()),
            (Some("3x3"), Some(1))
        );
        assert_eq!(json["boards"], 9);
    }
}
