//! Every board of one kind with its outcomes precomputed: the exact
//! candidate sets that players filter.
//!
//! Invariants: boards are named by colex rank (see
//! [`crate::experiment::combos`]); `outcomes(rank)[p]` is the outcome code of
//! port index `p` on that board (one byte per port, stored board by board
//! next to the board's atom cells, so that splitting a candidate set by every
//! port reads each candidate's row once); boards in the same class have equal
//! full feedback, and a class's members are listed contiguously in rank
//! order.

use crate::experiment::classes::{fingerprint, Classes};
use crate::experiment::scan::{self, Progress};
use crate::experiment::space::Space;
use blackbox::Dims;
use blackbox::Result;
use blackbox::Rules;
use rayon::prelude::*;

/// Most boards a universe holds (8x8 with 5 atoms, 10x10 with 4 fit).
pub(crate) const MAX_UNIVERSE: u64 = 20_000_000;

/// All boards of one size and atom count, with outcomes and classes.
#[derive(Debug)]
pub struct Universe {
    space: Space,
    ports: usize,
    /// Per board: outcome codes of every port, then the atom cells.
    rows: Vec<u8>,
    class_of: Vec<u32>,
    class_start: Vec<u32>,
    members: Vec<u32>,
}

impl Universe {
    /// Builds the universe of `dims` with `atoms` atoms under `rules`.
    pub fn new(dims: Dims, atoms: usize, rules: Rules, progress: Progress) -> Result<Self> {
        let space = Space::new(dims, atoms, rules, MAX_UNIVERSE)?;
        let (ports, k) = (space.ports(), atoms);
        let geom = space.geometry();
        let rows: Vec<u8> = scan::table(
            space.combos(),
            ports + k,
            |_, cells, row| {
                geom.feedback(cells, &mut row[..ports]);
                row[ports..].copy_from_slice(cells);
            },
            progress,
        );
        let width = ports + k;
        let n = space.boards() as usize;
        let keys = (0..n)
            .into_par_iter()
            .map(|r| (fingerprint(&rows[r * width..][..ports]), r as u32))
            .collect();
        let classes = Classes::group(keys, ports, |r, out| {
            out.copy_from_slice(&rows[r as usize * width..][..ports])
        });
        let (class_start, members) = member_lists(&classes);
        Ok(Universe {
            space,
            ports,
            rows,
            class_of: classes.class_of,
            class_start,
            members,
        })
    }

    /// The space of boards.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// Board dimensions.
    pub fn dims(&self) -> Dims {
        self.space.dims()
    }

    /// Number of ports.
    pub fn ports(&self) -> usize {
        self.ports
    }

    /// The row of board `rank`: its outcomes, then its atom cells.
    fn row(&self, rank: u32) -> &[u8] {
        let width = self.ports + self.atoms();
        &self.rows[rank as usize * width..][..width]
    }

    /// Atoms per board.
    pub fn atoms(&self) -> usize {
        self.space.combos().atoms()
    }

    /// Number of boards.
    pub fn boards(&self) -> usize {
        self.class_of.len()
    }

    /// Outcome codes of every port index on board `rank`.
    pub fn outcomes(&self, rank: u32) -> &[u8] {
        &self.row(rank)[..self.ports]
    }

    /// Outcome code of port index `p` on board `rank`.
    pub fn outcome(&self, rank: u32, p: usize) -> u8 {
        self.row(rank)[p]
    }

    /// The sorted cell indices of board `rank`.
    pub fn cells(&self, rank: u32) -> &[u8] {
        &self.row(rank)[self.ports..]
    }

    /// The class of board `rank`.
    pub fn class(&self, rank: u32) -> u32 {
        self.class_of[rank as usize]
    }

    /// The boards of class `class`, in rank order.
    pub fn members(&self, class: u32) -> &[u32] {
        let c = class as usize;
        &self.members[self.class_start[c] as usize..self.class_start[c + 1] as usize]
    }

    /// The rank of a board given by sorted cell indices.
    pub fn rank(&self, cells: &[u8]) -> u32 {
        self.space.combos().rank(cells) as u32
    }

    /// Atoms of `guess` wrong against the nearest board indistinguishable from
    /// `hidden` (0 when the guess has the hidden board's full feedback).
    pub fn wrong_atoms(&self, guess: &[u8], hidden: u32) -> usize {
        self.members(self.class(hidden))
            .iter()
            .map(|&b| self.atoms() - common(guess, self.cells(b)))
            .min()
            .expect("a class has members")
    }
}

/// Number of common elements of two sorted lists.
pub(crate) fn common(a: &[u8], b: &[u8]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

/// Class member lists by counting sort: `(start offsets, members)`.
fn member_lists(classes: &Classes) -> (Vec<u32>, Vec<u32>) {
    let mut start = vec![0u32; classes.sizes.len() + 1];
    for (c, &s) in classes.sizes.iter().enumerate() {
        start[c + 1] = start[c] + s;
    }
    let mut next = start.clone();
    let mut members = vec![0u32; classes.class_of.len()];
    for (r, &c) in classes.class_of.iter().enumerate() {
        members[next[c as usize] as usize] = r as u32;
        next[c as usize] += 1;
    }
    (start, members)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::fast::code;
    use crate::experiment::scan::no_progress;

    #[test]
    fn universe_rows_classes_and_penalties_agree_with_boards() {
        let dims = Dims::new(4, 4).unwrap();
        let u = Universe::new(dims, 3, Rules::Standard, &no_progress).unwrap();
        assert_eq!(u.boards(), 560);
        for r in 0..u.boards() as u32 {
            let board = u.space().board(r as u64);
            let fb = board.feedback(Rules::Standard);
            for (p, resp) in fb.iter() {
                assert_eq!(u.outcome(r, p.index()), code(resp, p));
            }
            assert_eq!(u.rank(u.cells(r)), r);
            assert!(u.members(u.class(r)).contains(&r));
            assert_eq!(u.wrong_atoms(u.cells(r), r), 0);
            for &m in u.members(u.class(r)) {
                assert_eq!(u.space().board(m as u64).feedback(Rules::Standard), fb);
            }
        }
        // A guess sharing two of three atoms with a board of a singleton class.
        let lonely = (0..560u32)
            .find(|&r| u.members(u.class(r)).len() == 1)
            .unwrap();
        let mut guess = u.cells(lonely).to_vec();
        let spare = (0..16u8).find(|c| !guess.contains(c)).unwrap();
        guess[0] = spare;
        guess.sort();
        assert_eq!(u.wrong_atoms(&guess, lonely), 1);
    }
}
