//! The scoring rule of Black Box, in one place (issue 5; Eric Solomon's
//! rules as Simon Tatham's game plays them). Lower is better.
//!
//! - every ray fired costs one point per rim marker it leaves: [`RETURN_COST`]
//!   for a ray that comes back to its own port (a hit, a reflection, or an
//!   ACM edge deflection, which the player sees as a reflection) and
//!   [`EXIT_COST`] for a ray that leaves through another port (both ends get
//!   a marker);
//! - at the check, each wrongly placed atom costs [`PENALTY_PER_ATOM`]; an
//!   atom missing and one marked elsewhere pair up and count once, so a guess
//!   is [`wrong_atoms`] away from a board.
//!
//! Everything that scores — the game, its assistant, the AI players and the
//! exhaustive experiments — takes the numbers from here, and the help texts
//! of the terminal, plain and web games their wording ([`ray_costs_text`],
//! [`check_cost_text`]).

use crate::board::Board;
use crate::trace::Response;

/// Points for a ray that comes back to its entry port: a hit, a reflection
/// or an ACM edge deflection (one rim marker).
pub const RETURN_COST: u32 = 1;

/// Points for a ray that leaves through another port (two rim markers).
pub const EXIT_COST: u32 = 2;

/// Points charged for each wrongly placed atom at the check.
pub const PENALTY_PER_ATOM: u32 = 5;

/// The points a ray costs, given whether it left through another port.
pub fn ray_cost(exits_elsewhere: bool) -> u32 {
    if exits_elsewhere {
        EXIT_COST
    } else {
        RETURN_COST
    }
}

/// The points a ray with this response costs.
pub fn response_cost(response: Response) -> u32 {
    ray_cost(matches!(response, Response::Exit(_)))
}

/// What rays cost, in words for help texts: `a hit or a reflection costs 1,
/// a detour or a miss 2` (the numbers are the constants above).
pub fn ray_costs_text() -> String {
    format!("a hit or a reflection costs {RETURN_COST}, a detour or a miss {EXIT_COST}")
}

/// What a wrong check costs, in words for help texts: `a wrong check costs
/// 5 per wrongly placed atom`.
pub fn check_cost_text() -> String {
    format!("a wrong check costs {PENALTY_PER_ATOM} per wrongly placed atom")
}

/// The penalty for `wrong` wrongly placed atoms.
pub fn penalty(wrong: usize) -> u32 {
    // Saturates: a 255x255 board can hold more wrong atoms than a u32 of
    // points would count at 5 each, and a score must never wrap or panic.
    u32::try_from(wrong).map_or(u32::MAX, |w| w.saturating_mul(PENALTY_PER_ATOM))
}

/// Wrongly placed atoms of `guess` against `board`: atoms marked where the
/// board has none and atoms of the board not marked pair up, so the count is
/// `max(|guess \ board|, |board \ guess|)`.
pub fn wrong_atoms(guess: &Board, board: &Board) -> usize {
    let extra = guess.atoms().filter(|&c| !board.has_atom(c)).count();
    let missing = board.atoms().filter(|&c| !guess.has_atom(c)).count();
    extra.max(missing)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Dims;

    #[test]
    fn the_penalty_is_five_per_wrong_atom_and_saturates() {
        assert_eq!(penalty(0), 0);
        assert_eq!(penalty(3), 15);
        assert_eq!(penalty(u32::MAX as usize / 5), u32::MAX / 5 * 5);
        assert_eq!(penalty(u32::MAX as usize / 5 + 1), u32::MAX);
        assert_eq!(penalty(usize::MAX), u32::MAX);
    }

    #[test]
    fn help_texts_carry_the_numbers_of_the_rule() {
        assert_eq!(
            ray_costs_text(),
            "a hit or a reflection costs 1, a detour or a miss 2"
        );
        assert_eq!(
            check_cost_text(),
            "a wrong check costs 5 per wrongly placed atom"
        );
    }

    #[test]
    fn rays_cost_one_per_marker() {
        let dims = Dims::new(3, 3).unwrap();
        let other = dims.port(5).unwrap();
        assert_eq!(response_cost(Response::Hit), 1);
        assert_eq!(response_cost(Response::Reflection), 1);
        assert_eq!(response_cost(Response::Deflected), 1);
        assert_eq!(response_cost(Response::Exit(other)), 2);
    }

    #[test]
    fn a_misplaced_atom_counts_once() {
        let dims = Dims::new(3, 3).unwrap();
        let board = Board::with_atoms(dims, [(0, 0), (1, 1)]).unwrap();
        let moved = Board::with_atoms(dims, [(0, 0), (2, 2)]).unwrap();
        let short = Board::with_atoms(dims, [(0, 0)]).unwrap();
        assert_eq!(wrong_atoms(&board, &board), 0);
        assert_eq!(wrong_atoms(&moved, &board), 1);
        assert_eq!(wrong_atoms(&short, &board), 1);
        assert_eq!(wrong_atoms(&Board::empty(dims), &moved), 2);
        assert_eq!(penalty(2), 10);
    }
}
