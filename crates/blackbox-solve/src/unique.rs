//! Deciding uniqueness without counting: none, one, or two witnesses.
//!
//! After a first solution `S` from the incremental [`Search`], take its read
//! set `W` (the cells the hinted rays inspect on `S`, see
//! [`super::cube`]): every board that agrees with `S` on `W` traces the same
//! rays, so it solves the hints, and it solves the puzzle when its atom
//! number is allowed. Two cases:
//!
//! - **the cube of `S` holds a second board** — the free cells (outside `W`)
//!   can hold one atom elsewhere (some free cell holds an atom and another
//!   does not: move it), or a different allowed number of atoms. That board
//!   is built directly, with no solver call;
//! - **otherwise `S` is the only board of its cube**, so any other solution
//!   differs from `S` somewhere in `W`: one more solve in the same
//!   incremental solver, with a clause blocking `S`'s values on `W`, gives a
//!   second solution or proves there is none (the search's UNSAT answers are
//!   exact even with lazily encoded rays).
//!
//! [`decide_in`] answers in a caller's [`Search`] (so the caller can go on
//! with it, and cancel it through its [`logic::Control`]).
//!
//! Invariant: every board returned solves the puzzle (checked by simulation)
//! and the two boards of [`Uniqueness::Several`] differ.

use super::search::{fill_free, Search};
use blackbox::Board;
use blackbox::Cell;
use blackbox::Puzzle;
use logic::Control;

/// Whether a puzzle has no, one or several solutions, with witnesses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Uniqueness {
    /// No board solves the puzzle.
    Inconsistent,
    /// This board, and no other, solves the puzzle.
    Unique(Board),
    /// Two different boards that both solve the puzzle.
    Several(Board, Board),
}

/// Decides whether exactly one board solves `puzzle` (see the module doc).
pub fn decide(puzzle: &Puzzle) -> Uniqueness {
    super::unbounded(decide_in(&mut Search::new(puzzle, &Control::new()), puzzle))
}

/// [`decide`] in `search`, a fresh search of `puzzle`, which the caller
/// can go on with: afterwards it may exclude the first board and the
/// other boards of its cube (when that holds only the first), never a
/// board outside that cube. `Err(Error::Interrupted)` when its control is
/// cancelled.
pub fn decide_in(search: &mut Search, puzzle: &Puzzle) -> logic::Result<Uniqueness> {
    let Some(first) = search.next_board()? else {
        return Ok(Uniqueness::Inconsistent);
    };
    let (read, free) = search.reads(&first);
    match cube_sibling(puzzle, &first, &free) {
        Some(second) if puzzle.is_solved_by(&second) => {
            return Ok(Uniqueness::Several(first, second));
        }
        // Never, by the cube argument; blocking `first` alone stays exact.
        Some(_) => search.block(&first, puzzle.dims().all_cells()),
        None => search.block(&first, read),
    }
    Ok(match search.next_board()? {
        Some(second) => Uniqueness::Several(first, second),
        None => Uniqueness::Unique(first),
    })
}

/// Another board that agrees with `board` outside the `free` cells and has
/// an allowed atom number, if changing the free cells can give one: an atom
/// moved between two free cells, or else the free cells filled (from the
/// first) with a different allowed number of atoms.
pub(crate) fn cube_sibling(puzzle: &Puzzle, board: &Board, free: &[Cell]) -> Option<Board> {
    let atom = free.iter().find(|&&c| board.has_atom(c));
    let empty = free.iter().find(|&&c| !board.has_atom(c));
    if let (Some(&a), Some(&e)) = (atom, empty) {
        let mut sibling = board.clone();
        sibling.set(a, false);
        sibling.set(e, true);
        return Some(sibling);
    }
    let now = free.iter().filter(|&&c| board.has_atom(c)).count();
    let read_atoms = board.atom_count() - now;
    let other = (0..=free.len()).find(|&k| k != now && puzzle.atoms().allows(read_atoms + k))?;
    Some(fill_free(board, free, other))
}
