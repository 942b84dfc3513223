//! The lab: exhaustive scans over every board of a size, the studies of
//! seed 002 built on them (module `experiment`: [`census`], [`fill_ports`],
//! [`first_move`], [`combinatorics`] over a [`Space`]), and the AI players with the
//! harness that plays them (module `strategy`: [`Strategy`], [`play`], [`play_all`]),
//! their decisions kept as data ([`DecisionTree`], [`replay`]) and the opening books
//! shipped for the common sizes ([`build_opening`], [`with_opening`]).
//!
//! Everything here is deterministic: parallel scans (rayon) combine their
//! parts in a fixed order, and random players take an explicit seed.

#![warn(missing_docs)]

mod error;
mod experiment;
pub mod memory;
mod strategy;

pub use error::{Error, Result};
pub use experiment::census::census;
pub use experiment::classes::Classes;
pub use experiment::combinatorics::{combinatorics, Combinatorics};
pub use experiment::figures::Census;
pub use experiment::fill::{fill_ports, FillPorts};
pub use experiment::first_move::{first_move, FirstMove, PortSplit};
pub use experiment::part::{combine, merge_part, Part};
pub use experiment::scan::{no_progress, ProgressCallback};
pub use experiment::shard::{
    merge, partitions, shard_files_bytes, write_shard, Header, ShardFile, ShardSpec, HEADER_KEY,
};
pub use experiment::space::{Space, MAX_BOARDS};
pub use strategy::advise::Advisor;
pub use strategy::opening::{build_opening, opening_name, shipped, shipped_names, with_opening};
pub use strategy::optimum::{
    optimum, search_bytes, Optimum, OptimumOptions, OptimumStop, Status, Symmetries,
};
pub use strategy::play::{play, play_all, GameResult, Summary};
pub use strategy::spec::{MAX_DEPTH, MAX_WIDTH, NAMES};
pub use strategy::tree::{replay, DecisionTree, Replay, Scripted, TreeKind, TreeNode, TREE_MAGIC};
pub use strategy::{Decision, State, Strategy, StrategySpec, Universe};
