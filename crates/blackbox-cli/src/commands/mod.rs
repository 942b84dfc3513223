//! One module per `blackbox` subcommand: each has `Args` (clap) and `run`.

pub mod bench;
pub mod deduce;
pub mod encode;
pub mod experiment;
pub mod explain;
pub mod feedback;
pub mod generate;
pub mod learn;
pub mod partial;
pub mod play;
pub mod random;
pub mod serve;
pub mod show;
pub mod solve;
pub mod solving;
pub mod trace;
