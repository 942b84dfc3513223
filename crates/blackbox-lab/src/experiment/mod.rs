//! Exhaustive experiments on small boards (seed 002 §2–4, redone exactly).
//!
//! Building blocks: a fast tracer ([`fast`]), the colex enumeration of boards
//! ([`combos`]), thread-count-independent parallel passes ([`scan`]), the
//! space of all boards of one kind ([`space`]) and their grouping by full
//! feedback ([`classes`]). Experiments: [`combinatorics`], [`census`],
//! [`fill`] (rays to fill every port) and [`first_move`]. Every experiment is
//! a pure function of its inputs; progress is reported through a callback.

pub mod census;
pub mod classes;
pub mod combinatorics;
pub mod combos;
pub mod fast;
pub mod fill;
pub mod first_move;
pub mod scan;
pub mod space;
