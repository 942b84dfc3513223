//! Every board of one kind with its outcomes precomputed: the exact
//! candidate sets that players filter.
//!
//! A universe holds either every board ([`Universe::new`]) or a listed
//! set of boards ([`Universe::of_boards`]: the boards still consistent with
//! a game, for the assistant's players, where every board would not fit);
//! players see no difference, since they only ever look at candidates and
//! at classes, and two boards in a listed set are in one class exactly when
//! they are in a whole universe.
//!
//! Invariants: boards are named by their position in colex order (see
//! [`blackbox::Subsets`]): their colex rank in a whole universe; `outcomes(rank)[p]` is the outcome code of
//! port index `p` on that board (one byte per port, stored board by board
//! next to the board's atom cells, so that splitting a candidate set by every
//! port reads each candidate's row once); boards in the same class have equal
//! full feedback, and a class's members are listed contiguously in rank
//! order.

use crate::experiment::classes::{fingerprint, Classes};
use crate::experiment::scan::{self, ProgressCallback};
use crate::experiment::space::Space;
use blackbox::Result;
use blackbox::Rules;
use blackbox::{Board, Dims};
use logic::Control;
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
    /// Builds the universe of `dims` with `atoms` atoms under `rules`;
    /// [`blackbox::Error::Interrupted`] once `control` is cancelled.
    pub fn new(
        dims: Dims,
        atoms: usize,
        rules: Rules,
        progress: ProgressCallback,
        control: &Control,
    ) -> Result<Self> {
        let space = Space::new(dims, atoms, rules, MAX_UNIVERSE)?;
        let (ports, k) = (space.ports(), atoms);
        let geom = space.geometry();
        let rows: Vec<u8> = scan::table(
            space.subsets(),
            ports + k,
            |_, cells, row| {
                geom.feedback(cells, &mut row[..ports]);
                row[ports..].copy_from_slice(cells);
            },
            progress,
            control,
        )?;
        Ok(Universe::of_rows(space, rows))
    }

    /// The universe of the listed boards of `dims` with `atoms` atoms, each
    /// given by its sorted cell indices (duplicates are dropped); an error
    /// when the board is too large for the fast tracer, or a board has
    /// another atom count or a cell off the board.
    pub fn of_boards(dims: Dims, atoms: usize, rules: Rules, boards: &[Vec<u8>]) -> Result<Self> {
        let space = Space::new(dims, atoms, rules, u64::MAX)?;
        let cells = dims.cells();
        if let Some(bad) =
            (boards.iter()).find(|b| b.len() != atoms || b.iter().any(|&c| usize::from(c) >= cells))
        {
            return Err(blackbox::Error::Unsupported(format!(
                "the board {bad:?} is not one of {atoms} atoms on {dims}"
            )));
        }
        let subsets = space.subsets();
        let mut sorted: Vec<&Vec<u8>> = boards.iter().collect();
        sorted.sort_by_key(|b| subsets.rank(b));
        sorted.dedup();
        let ports = space.ports();
        let mut rows = vec![0u8; sorted.len() * (ports + atoms)];
        for (row, cells) in rows.chunks_mut(ports + atoms).zip(sorted) {
            space.geometry().feedback(cells, &mut row[..ports]);
            row[ports..].copy_from_slice(cells);
        }
        Ok(Universe::of_rows(space, rows))
    }

    /// The universe of the boards whose rows (outcomes, then cells) are
    /// `rows`, in colex order.
    fn of_rows(space: Space, rows: Vec<u8>) -> Self {
        let ports = space.ports();
        let width = ports + space.subsets().atoms();
        let n = rows.len() / width;
        let keys = (0..n)
            .into_par_iter()
            .map(|r| (fingerprint(&rows[r * width..][..ports]), r as u32))
            .collect();
        let classes = Classes::group(keys, ports, |r, out| {
            out.copy_from_slice(&rows[r as usize * width..][..ports])
        });
        let (class_start, members) = member_lists(&classes);
        Universe {
            space,
            ports,
            rows,
            class_of: classes.class_of,
            class_start,
            members,
        }
    }

    /// The board named `rank`.
    pub fn board(&self, rank: u32) -> Board {
        self.space.to_board(self.cells(rank))
    }

    /// Board dimensions.
    pub fn dims(&self) -> Dims {
        self.space.dims()
    }

    /// The rules rays follow.
    pub fn rules(&self) -> Rules {
        self.space.geometry().rules()
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
        self.space.subsets().atoms()
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

    /// The name of a board given by sorted cell indices, if it is in the
    /// universe (see the module doc).
    pub fn rank(&self, cells: &[u8]) -> Option<u32> {
        let subsets = self.space.subsets();
        let colex = subsets.rank(cells);
        let (mut lo, mut hi) = (0, self.boards() as u32);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match subsets.rank(self.cells(mid)) < colex {
                true => lo = mid + 1,
                false => hi = mid,
            }
        }
        (lo < self.boards() as u32 && self.cells(lo) == cells).then_some(lo)
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
impl Universe {
    /// Every board of an `n`x`n` box with `atoms` atoms under the standard
    /// rules, built with no progress and no cancel: the tests' universe.
    pub(crate) fn square(n: usize, atoms: usize) -> Universe {
        let dims = Dims::new(n, n).expect("a test's side is valid");
        Universe::new(
            dims,
            atoms,
            Rules::Standard,
            &scan::no_progress,
            &Control::new(),
        )
        .expect("a test's universe fits")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::fast::code;

    #[test]
    fn universe_rows_classes_and_penalties_agree_with_boards() {
        let u = Universe::square(4, 3);
        assert_eq!(u.boards(), 560);
        for r in 0..u.boards() as u32 {
            let board = u.board(r);
            let fb = board.feedback(Rules::Standard);
            for (p, resp) in fb.iter() {
                assert_eq!(u.outcome(r, p.index()), code(resp, p));
            }
            assert_eq!(u.rank(u.cells(r)), Some(r));
            assert!(u.members(u.class(r)).contains(&r));
            assert_eq!(u.wrong_atoms(u.cells(r), r), 0);
            for &m in u.members(u.class(r)) {
                assert_eq!(u.board(m).feedback(Rules::Standard), fb);
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
