//! The checks every puzzle passes before it is handed out, each by a path
//! independent of the one that made it (the generator decides uniqueness
//! with the solver's lazy SAT search):
//!
//! 1. **the exact count** of the boards fitting it is 1 (the solver's
//!    counting by parts and cube walks, `blackbox_solve::count`);
//! 2. **a second engine** agrees: brute force (every board with the atom
//!    count, after seed 001's preprocessing, fired ray by ray) when it has
//!    at most [`BRUTE_BOARDS`] boards to try, otherwise the path search
//!    over partial boards (no SAT call), with its own witness;
//! 3. **minimal**, result by result, by simulation: each printed result's
//!    witness differs from the answer, has the atom count and meets every
//!    other printed result ([`crate::minimal::check_minimal`]).

use crate::error::{Error, Result};
use crate::minimal::{check_minimal, Minimal};
use blackbox::{Board, Puzzle};
use blackbox_solve::{
    boards_to_try_log10, count, internals::decide_by_paths, Brute, Control, Query, Uniqueness,
};
use num_bigint::BigUint;

/// Most boards the brute-force check tries (about a tenth of a second).
pub const BRUTE_BOARDS: f64 = 300_000.0;

/// Probes of the path search's check.
pub const PATH_PROBES: u64 = 50_000_000;

/// Which second engine confirmed that the puzzle has one answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Second {
    /// Brute force.
    Brute,
    /// The path search over partial boards.
    Paths,
}

/// What the checks established.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// The second engine.
    pub second: Second,
}

/// Runs the three checks on `minimal` with `answer` its answer (module
/// doc); [`Error::NotUnique`] or [`Error::NotMinimal`] when one fails (a
/// bug: the puzzle must not be handed out); [`Error::Unchecked`] when the
/// path search runs out of probes (the puzzle is not handed out either).
pub fn verify(minimal: &Minimal, answer: &Board, control: &Control) -> Result<Verified> {
    let puzzle = &minimal.puzzle;
    control.check()?;
    if count(puzzle) != BigUint::from(1u32) {
        return Err(Error::NotUnique("a count other than one"));
    }
    let second = if 10f64.powf(boards_to_try_log10(puzzle)) <= BRUTE_BOARDS {
        brute_unique(puzzle, answer, control)?;
        Second::Brute
    } else {
        match decide_by_paths(puzzle, PATH_PROBES, false, control)? {
            Some(Uniqueness::Unique(board)) if board == *answer => Second::Paths,
            Some(_) => return Err(Error::NotUnique("another board by the path search")),
            None => return Err(Error::Unchecked),
        }
    };
    check_minimal(minimal, answer)?;
    Ok(Verified { second })
}

/// Brute force finds `answer` and no other board.
fn brute_unique(puzzle: &Puzzle, answer: &Board, control: &Control) -> Result<()> {
    let query = Query {
        max_solutions: 2,
        count: true,
    };
    let run = Brute { budget: None }.search(puzzle, query, control);
    control.check()?;
    if run.complete && run.found == 1 && run.boards == [answer.clone()] {
        Ok(())
    } else {
        Err(Error::NotUnique("another board by brute force"))
    }
}
