//! The figures of a census: what one in-memory pass, or a merge of shard
//! files, reports of a space of boards grouped by full feedback. Both
//! paths build it from a [`Tally`](super::tally::Tally), so their figures
//! are the same by construction.

use blackbox::Cell;
use serde::Serialize;
use std::collections::BTreeMap;

/// Census of one space of boards.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Census {
    /// Number of boards.
    pub boards: u64,
    /// Number of distinct full feedbacks (classes).
    pub distinct: u64,
    /// Boards whose feedback some other board shares.
    pub ambiguous_boards: u64,
    /// Size of the largest class.
    pub largest_group: u64,
    /// Share of boards whose feedback is unique.
    pub unique_fraction: f64,
    /// Class size -> number of classes of that size.
    pub groups: BTreeMap<u64, u64>,
    /// The boards of one largest class, as atom lists (serialised as
    /// `[row, col]` numbered from 1, like every cell shown to people): of
    /// the largest classes, the one holding the lowest-ranked board.
    pub largest_example: Vec<Vec<Cell>>,
    /// Runs of boards with equal 64-bit fingerprints that held more than one
    /// feedback (split exactly by comparing the feedbacks): the figures
    /// above never depend on it, but a count of classes by fingerprint
    /// alone (an SQL query over shard files) is exact only when it is 0.
    pub fingerprint_collisions: u64,
}
