//! The seed 002 baseline: fire a random unknown port; guess once the
//! candidates are indistinguishable (or nothing is left to fire).

use super::greedy::final_guess;
use super::split;
use super::{Decision, State, Strategy, StrategySpec};
use blackbox::{random, Result};
use logic::Control;
use rand::Rng;

/// The random player.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RandomPlayer;

impl Strategy for RandomPlayer {
    fn name(&self) -> String {
        StrategySpec::Random.to_string()
    }

    fn deterministic(&self) -> bool {
        false
    }

    fn decide(&self, state: &State, rng: &mut dyn Rng, _: &Control) -> Result<Decision> {
        let ports: Vec<usize> = state.unknown_ports().collect();
        if ports.is_empty() || split::single_class(state.universe, state.candidates) {
            return Ok(final_guess(state));
        }
        Ok(Decision::Fire(ports[random::below(rng, ports.len())]))
    }
}
