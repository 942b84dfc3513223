//! Branching: which open cell to decide next and how (the cell an atom
//! would explain most rays with, a look-ahead among the best, activity and
//! a deterministic noise), and the packing bound on the atoms still needed.
//!
//! Invariant: the choices depend on the search's state and its own
//! xorshift sequence alone, so a run is the same on every machine.

use super::*;

impl<'a> Sparse<'a> {
    /// The next number of a xorshift sequence, in `[0, 1)`: the same on
    /// every machine.
    #[inline]
    pub(super) fn random(&mut self) -> f64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        (self.rng >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Greedily, rays of `needs` (sorted here by their open cells, fewest
    /// first) whose open cells are disjoint; those cells marked with the
    /// current stamp.
    pub(super) fn packing(&mut self, needs: &mut [Need]) -> Vec<usize> {
        needs.sort_by_key(|n| n.open.len());
        self.stamp += 1;
        let stamp = self.stamp;
        let mut chosen: Vec<usize> = Vec::new();
        for (i, need) in needs.iter().enumerate() {
            if need.open.iter().all(|&(c, _)| self.mark[c] != stamp) {
                for &(c, _) in &need.open {
                    self.mark[c] = stamp;
                }
                chosen.push(i);
            }
        }
        chosen
    }

    /// Tries each of `choices` (decided, propagated, undone) and returns
    /// the one leaving the fewest atoms needed (placed plus the packing
    /// bound); a conflict is learnt from at once.
    pub(super) fn look_ahead(&mut self, choices: &[usize]) -> Result<Look> {
        let level = self.decision_level();
        let mut best: Option<(usize, usize, usize)> = None;
        for &cell in choices {
            if self.board.values[cell] != OPEN {
                continue;
            }
            let conflict = match self.decide_cell(cell, ATOM) {
                Some(c) => Some(c),
                None => self.propagate()?,
            };
            if self.over {
                return Ok(Look::Over);
            }
            if let Some(conflict) = conflict {
                if !self.probe()? {
                    return Ok(Look::Over);
                }
                return Ok(match self.learn(conflict) {
                    Err(()) => Look::Done(self.exhausted()),
                    Ok(next) => Look::Learnt(next),
                });
            }
            let mut needs = self.needs();
            let need = self.atoms + self.packing(&mut needs).len();
            let key = (need, needs.len(), cell);
            if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                best = Some(key);
            }
            self.backtrack(level);
        }
        Ok(match best {
            Some((_, _, cell)) => Look::Best(cell),
            None => Look::Learnt(None),
        })
    }

    /// The open cell to decide, and its value: among the cells rays wait
    /// for, the most active, ties by the rays waiting; `None` when no ray
    /// waits.
    pub(super) fn branch(&mut self) -> Option<(usize, u8)> {
        self.ranked.clear();
        if let Some(cell) = self.explaining_atom() {
            return Some((cell, ATOM));
        }
        let mut best: Option<(f64, usize, usize)> = None;
        for ray in &self.rays {
            let Status::Waits(_, cell) = ray.status else {
                continue;
            };
            let waiting = self
                .rays
                .iter()
                .filter(|r| matches!(r.status, Status::Waits(_, c) if c == cell))
                .count();
            let key = (self.activity[cell], waiting, cell);
            if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                best = Some(key);
            }
        }
        best.map(|(_, _, cell)| (cell, self.phase[cell]))
    }

    /// Decides `cell` so at a new level; when the atom count forbids the
    /// value, implies the other instead (a conflict clause if that fails).
    pub(super) fn decide_cell(&mut self, cell: usize, value: u8) -> Option<Vec<Lit>> {
        if let Some(reason) = self.count_reason(cell, value) {
            return self.imply(reason).err();
        }
        self.levels.push(self.trail.len());
        self.assign(cell, value, vec![lit(cell, value == ATOM)]);
        None
    }

    /// Bumps a cell's activity.
    #[inline]
    pub(super) fn bump_cell(&mut self, cell: usize) {
        self.activity[cell] += self.bump;
        if self.activity[cell] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
    }
}
