//! Exhaustive experiments on small boards (seed 002 §2–4, redone exactly).
//!
//! Building blocks: a fast tracer ([`fast`]), the colex enumeration of boards
//! ([`blackbox::Subsets`]), thread-count-independent parallel passes ([`scan`]), the
//! space of all boards of one kind ([`space`]) and their grouping by full
//! feedback ([`classes`], [`sort`], [`tally`]) into a census's [`figures`]. Experiments: [`combinatorics`], [`census`]
//! (in memory, or by [`shard`]s merged later),
//! [`fill`] (rays to fill every port) and [`first_move`]. Every experiment is
//! a pure function of its inputs; progress is reported through a callback.

pub(crate) mod census;
pub(crate) mod classes;
pub(crate) mod combinatorics;
pub(crate) mod fast;
pub(crate) mod figures;
pub(crate) mod fill;
pub(crate) mod first_move;
pub(crate) mod part;
pub(crate) mod plain_pages;
pub(crate) mod scan;
pub(crate) mod shard;
pub(crate) mod sort;
pub(crate) mod space;
pub(crate) mod tally;
