//! The lab: exhaustive scans over every board of a size, the studies of
//! seed 002 built on them ([`experiment`]), and the AI players with the
//! harness that plays them ([`strategy`]).
//!
//! Everything here is deterministic: parallel scans (rayon) combine their
//! parts in a fixed order, and random players take an explicit seed.

pub mod experiment;
pub mod strategy;
