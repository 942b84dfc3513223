//! Conflict analysis: backtracking, the first-UIP clause learnt from a
//! conflict (minimised), its literal block distance, Luby restarts and the
//! reduction of the learnt clauses.
//!
//! Invariant: a learnt clause is implied by the puzzle (a resolvent of
//! reasons), so forgetting or keeping it never changes the verdict.

use super::*;

impl<'a> Sparse<'a> {
    /// Undoes every decision above `level`; rays that consulted undone
    /// cells step back to their last stop before the first of them.
    pub(super) fn backtrack(&mut self, level: usize) {
        if level >= self.decision_level() {
            return;
        }
        self.changes += 1;
        let keep = self.levels[level];
        for &cell in &self.trail[keep..] {
            let value = self.board.values[cell];
            self.phase[cell] = value;
            self.atoms -= usize::from(value == ATOM);
            self.open += 1;
            self.board.values[cell] = OPEN;
        }
        self.trail.truncate(keep);
        self.levels.truncate(level);
        self.qhead = self.qhead.min(keep);
        for ray in &mut self.rays {
            if ray.latest < keep {
                continue;
            }
            let values = &self.board.values;
            let first = ray
                .reads
                .iter()
                .position(|&c| values[c] == OPEN)
                .unwrap_or(ray.reads.len());
            let stop = ray.stops.partition_point(|&(n, _)| n <= first) - 1;
            let (n, state) = ray.stops[stop];
            ray.stops.truncate(stop + 1);
            ray.reads.truncate(n);
            ray.latest = ray.reads.iter().map(|&c| self.pos[c]).max().unwrap_or(0);
            ray.status = Status::Waits(state, usize::MAX);
        }
    }

    /// The first-UIP clause of `conflict` (all its literals false, some at
    /// the current level), its asserting literal first, and the level to
    /// jump back to.
    pub(super) fn analyze(&mut self, conflict: Vec<Lit>) -> (Vec<Lit>, usize) {
        let current = self.decision_level();
        let mut learnt: Vec<Lit> = vec![0];
        let mut pending = 0;
        let mut index = self.trail.len();
        let mut clause = conflict;
        let mut skip = 0;
        let uip = loop {
            for &l in &clause[skip..] {
                let c = cell_of(l);
                if !self.seen[c] && self.level[c] > 0 {
                    self.seen[c] = true;
                    self.bump_cell(c);
                    if self.level[c] == current {
                        pending += 1;
                    } else {
                        learnt.push(l);
                    }
                }
            }
            let cell = loop {
                index -= 1;
                if self.seen[self.trail[index]] {
                    break self.trail[index];
                }
            };
            self.seen[cell] = false;
            pending -= 1;
            if pending == 0 {
                break cell;
            }
            clause = self.reason[cell].clone();
            skip = 1;
        };
        learnt[0] = self.false_lit(uip);
        let levels = learnt[1..]
            .iter()
            .fold(0u64, |a, &l| a | 1 << (self.level[cell_of(l)] % 64));
        let all = learnt.clone();
        let mut clear = Vec::new();
        learnt.retain(|&l| {
            let c = cell_of(l);
            c == uip || self.reason[c].len() == 1 || !self.redundant(c, levels, &mut clear)
        });
        for &l in &all[1..] {
            self.seen[cell_of(l)] = false;
        }
        for c in clear {
            self.seen[c] = false;
        }
        self.bump /= 0.95;
        let mut back = 0;
        for k in 1..learnt.len() {
            let level = self.level[cell_of(learnt[k])];
            if level > back {
                back = level;
                learnt.swap(1, k);
            }
        }
        (learnt, back)
    }

    /// Whether the literal on `cell` of a clause being learnt follows from
    /// the clause's other literals (every path back through reasons ends
    /// in a marked cell or at level 0), MiniSat's minimisation; `levels`
    /// over-approximates the clause's levels; cells found redundant stay
    /// marked (listed in `clear`).
    pub(super) fn redundant(&mut self, cell: usize, levels: u64, clear: &mut Vec<usize>) -> bool {
        let mut stack = vec![cell];
        let top = clear.len();
        while let Some(c) = stack.pop() {
            for k in 1..self.reason[c].len() {
                let d = cell_of(self.reason[c][k]);
                if self.seen[d] || self.level[d] == 0 {
                    continue;
                }
                if self.reason[d].len() > 1 && levels & (1 << (self.level[d] % 64)) != 0 {
                    self.seen[d] = true;
                    stack.push(d);
                    clear.push(d);
                } else {
                    for &x in &clear[top..] {
                        self.seen[x] = false;
                    }
                    clear.truncate(top);
                    return false;
                }
            }
        }
        true
    }

    /// Distinct decision levels among `lits`.
    pub(super) fn lbd(&mut self, lits: &[Lit]) -> usize {
        let mut levels: Vec<usize> = lits.iter().map(|&l| self.level[cell_of(l)]).collect();
        levels.sort_unstable();
        levels.dedup();
        levels.len()
    }

    /// Learns from `conflict`; `Some(proof)` when it is at level 0 (no
    /// further solution), else a conflict the learnt literal met, if any.
    pub(super) fn learn(
        &mut self,
        conflict: Vec<Lit>,
    ) -> std::result::Result<Option<Vec<Lit>>, ()> {
        self.conflicts += 1;
        let top = conflict
            .iter()
            .map(|&l| self.level[cell_of(l)])
            .max()
            .unwrap_or(0);
        if top == 0 {
            return Err(());
        }
        self.backtrack(top);
        let (learnt, back) = self.analyze(conflict);
        let lbd = self.lbd(&learnt);
        self.backtrack(back);
        if learnt.len() > 1 {
            self.add_clause(learnt.clone(), lbd, false);
        }
        Ok(self.imply(learnt).err())
    }

    /// Restarts (back to level 0) when the Luby sequence says so.
    pub(super) fn maybe_restart(&mut self) -> bool {
        if self.conflicts < self.next_restart {
            return false;
        }
        self.restarts += 1;
        self.next_restart = self.conflicts + RESTART_UNIT * luby(u64::from(self.restarts));
        self.backtrack(0);
        true
    }

    /// Drops the worse half of the learnt clauses (most levels, then
    /// longest) and those satisfied at level 0; at level 0, after
    /// propagation (so no clause is unit or falsified).
    pub(super) fn reduce(&mut self) {
        let learnt = self.clauses.iter().filter(|c| !c.keep).count();
        if learnt <= KEEP_LEARNT {
            return;
        }
        let mut order: Vec<(usize, usize)> = self
            .clauses
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.keep && c.lbd > 2)
            .map(|(i, c)| (c.lbd * 1000 + c.lits.len().min(999), i))
            .collect();
        order.sort_unstable();
        let mut drop = vec![false; self.clauses.len()];
        for &(_, i) in &order[order.len() / 2..] {
            drop[i] = true;
        }
        let clauses = std::mem::take(&mut self.clauses);
        for w in &mut self.watches {
            w.clear();
        }
        for (i, mut c) in clauses.into_iter().enumerate() {
            if drop[i] || c.lits.iter().any(|&l| self.value(l) == Some(true)) {
                continue;
            }
            c.lits.retain(|&l| self.value(l).is_none());
            debug_assert!(c.lits.len() >= 2, "propagated at level 0");
            if c.lits.len() >= 2 {
                self.add_clause(c.lits, c.lbd, c.keep);
            }
        }
    }
}

/// The `i`-th term (from 0) of the Luby sequence 1 1 2 1 1 2 4 …
fn luby(mut i: u64) -> u64 {
    let (mut size, mut seq) = (1u64, 0u32);
    while size < i + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1 << seq
}
