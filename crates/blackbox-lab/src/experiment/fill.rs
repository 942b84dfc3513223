//! Rays needed to fill every port (seed 002 §2.2), found exhaustively.
//!
//! Every port must end up marked. A hit or a reflection marks one port per
//! ray; a detour or miss marks its entry and its exit, so one ray fills two
//! ports. The rays a board needs are therefore `ports - exit pairs`, and the
//! experiment reports the fewest and most over all boards, with the
//! lowest-ranked board reaching each.

use super::scan::{self, ProgressCallback};
use super::space::Space;
use blackbox::{Cell, Result};
use logic::Control;
use serde::Serialize;

/// Fewest and most rays needed to fill every port.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FillPorts {
    /// Number of boards examined.
    pub boards: u64,
    /// Fewest rays over all boards.
    pub min_rays: u32,
    /// Most rays over all boards.
    pub max_rays: u32,
    /// A board needing `min_rays`, as its atoms (serialised as `[row, col]`
    /// numbered from 1, like every cell shown to people).
    pub min_example: Vec<Cell>,
    /// A board needing `max_rays`.
    pub max_example: Vec<Cell>,
}

/// Rays needed to fill every port given an outcome row: ports minus exit pairs.
pub(crate) fn rays_to_fill(row: &[u8]) -> u32 {
    let pairs = row
        .iter()
        .enumerate()
        .filter(|&(p, &q)| (q as usize) < row.len() && (q as usize) > p)
        .count();
    (row.len() - pairs) as u32
}

/// Fewest and most rays, each with the lowest rank reaching it.
type Extremes = Option<((u32, u64), (u32, std::cmp::Reverse<u64>))>;

/// Fewest and most rays needed over every board of `space`;
/// [`blackbox::Error::Interrupted`] once `control` is cancelled (the
/// extremes of part of the boards are not an answer).
pub fn fill_ports(
    space: &Space,
    progress: ProgressCallback,
    control: &Control,
) -> Result<FillPorts> {
    let ports = space.ports();
    let geom = space.geometry();
    let merge = |a: Extremes, b: Extremes| match (a, b) {
        (Some((lo, hi)), Some((lo2, hi2))) => Some((lo.min(lo2), hi.max(hi2))),
        (x, None) | (None, x) => x,
    };
    let best = scan::fold(
        space.subsets(),
        || None,
        |acc: &mut Extremes, rank, cells| {
            let mut row = [0u8; 64];
            geom.feedback(cells, &mut row[..ports]);
            let n = rays_to_fill(&row[..ports]);
            *acc = merge(*acc, Some(((n, rank), (n, std::cmp::Reverse(rank)))));
        },
        merge,
        progress,
        control,
    )?;
    let ((min, lo), (max, std::cmp::Reverse(hi))) = best.expect("a space has at least one board");
    Ok(FillPorts {
        boards: space.boards(),
        min_rays: min,
        max_rays: max,
        min_example: space.board(lo).atoms().collect(),
        max_example: space.board(hi).atoms().collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use blackbox::{Board, Dims, Response, Rules};

    /// Fires rays one by one at unmarked ports until all are marked.
    fn naive_rays(board: &Board) -> u32 {
        let dims = board.dims();
        let mut marked = vec![false; dims.ports()];
        let mut rays = 0;
        for p in dims.all_ports() {
            if marked[p.index()] {
                continue;
            }
            rays += 1;
            marked[p.index()] = true;
            if let Response::Exit(q) = board.response(p, Rules::Standard) {
                marked[q.index()] = true;
            }
        }
        rays
    }

    #[test]
    fn fill_ports_matches_firing_every_board() {
        let dims = Dims::new(4, 4).unwrap();
        let space = Space::new(dims, 3, Rules::Standard, u64::MAX).unwrap();
        let got = fill_ports(&space, &no_progress, &Control::new()).unwrap();
        let all: Vec<u32> = (0..space.boards())
            .map(|r| naive_rays(&space.board(r)))
            .collect();
        assert_eq!(got.min_rays, *all.iter().min().unwrap());
        assert_eq!(got.max_rays, *all.iter().max().unwrap());
        let ex = |a: &[Cell]| {
            naive_rays(&Board::with_atoms(dims, a.iter().map(|c| (c.row(), c.col()))).unwrap())
        };
        assert_eq!(ex(&got.min_example), got.min_rays);
        assert_eq!(ex(&got.max_example), got.max_rays);
    }
}
