//! `experiment opening`: a deterministic player's opening book on one game,
//! built over every board (see `blackbox_lab::build_opening`), for the
//! front end to write as a file.
//!
//! Invariant: the book holds the player's own decisions, so playing with
//! it gives the figures of the player alone; a run the control stops
//! answers nothing (a book over part of the tree would be a book all the
//! same, but not the one asked for).

use super::model_error;
use crate::progress::Reporter;
use crate::Result;
use blackbox::{binomial, Dims, Rules};
use blackbox_lab::{self as lab, DecisionTree, StrategySpec, Universe};
use blackbox_solve::Control;

/// The book to build.
#[derive(Clone, Debug)]
pub struct OpeningRequest {
    /// The board size.
    pub dims: Dims,
    /// Atoms per board.
    pub atoms: usize,
    /// The rules rays follow.
    pub rules: Rules,
    /// The player (deterministic).
    pub strategy: StrategySpec,
    /// Nodes that leave at most this many boards are left to the player.
    pub min_boards: usize,
}

/// Builds the book of `request` under `control`.
pub fn opening(
    request: &OpeningRequest,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<DecisionTree> {
    let (dims, k) = (request.dims, request.atoms);
    let total = binomial(dims.cells() as u64, k as u64).unwrap_or(0);
    let u = {
        let stage = progress.stage(total, &format!("boards {dims}/{k}"));
        Universe::new(dims, k, request.rules, &|n| stage.advance(n), control)
            .map_err(model_error)?
    };
    let stage = progress.stage(total, &format!("{} opening {dims}/{k}", request.strategy));
    let tick = |n| stage.advance(n);
    lab::build_opening(&u, request.strategy, request.min_boards, &tick, control)
        .map_err(model_error)
}
