//! `encode`: the CNF of a puzzle, for other SAT solvers (variable
//! `(r - 1)*C + c` is cell `(r, c)` counting from 1; comment lines give
//! the size of each ray's part).
//!
//! Invariant: a puzzle whose encoding would take more than
//! [`MEMORY_LIMIT`] (estimated before building it) is refused
//! ([`Error::EncodingTooBig`]); building stops when the control is
//! cancelled (polled before each ray).

use crate::{Error, Result};
use blackbox::Puzzle;
use blackbox_solve::{self as solve, Control};

/// The memory an encoding may take (2 GiB): larger ones are refused up front.
pub const MEMORY_LIMIT: u64 = 2 << 30;

/// The CNF of `puzzle`, or `None` when `control` stopped its building.
pub fn encode(puzzle: &Puzzle, control: &Control) -> Result<Option<logic::Cnf>> {
    let estimate = solve::encoding_estimate(puzzle);
    if estimate.bytes > MEMORY_LIMIT {
        return Err(Error::EncodingTooBig {
            clauses: estimate.clauses,
            mb: estimate.bytes >> 20,
            limit_mb: MEMORY_LIMIT >> 20,
        });
    }
    Ok(solve::dimacs(puzzle, control))
}
