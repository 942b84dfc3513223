//! One module per `blackbox` subcommand: each has `Args` (clap) and `run`.

pub mod experiment;
pub mod feedback;
pub mod random;
pub mod show;
pub mod trace;
