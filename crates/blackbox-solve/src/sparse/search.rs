//! The search loop: propagate, learn from conflicts, decide, until a
//! verdict; the probes counted against the budget and the control polled;
//! root probing; the leaves, where no ray waits (each completed and checked
//! by simulation), and the solutions handed out.
//!
//! Invariant: a verdict is returned only within the budget, and every board
//! handed out solves the puzzle.

use super::*;

impl<'a> Sparse<'a> {
    /// Counts a probe; `false` (and `over` set) past the budget; polls the
    /// control.
    pub(super) fn probe(&mut self) -> Result<bool> {
        self.probes += 1;
        if self.probes > self.limit.load(Ordering::Relaxed) {
            self.over = true;
            return Ok(false);
        }
        if self.probes.is_multiple_of(POLL_EVERY) {
            self.control.check()?;
        }
        Ok(true)
    }

    /// The search: propagate, learn from conflicts, decide, until a verdict.
    pub(super) fn run(&mut self) -> Result<Option<Uniqueness>> {
        if let Some(verdict) = self.probe_root()? {
            return Ok(verdict);
        }
        let mut pending: Option<Vec<Lit>> = None;
        loop {
            let conflict = match pending.take() {
                Some(c) => Some(c),
                None => self.propagate()?,
            };
            if self.over {
                return Ok(None);
            }
            if let Some(conflict) = conflict {
                if !self.probe()? {
                    return Ok(None);
                }
                match self.learn(conflict) {
                    Err(()) => return Ok(Some(self.exhausted())),
                    Ok(next) => pending = next,
                }
                continue;
            }
            if self.maybe_restart() {
                continue;
            }
            if self.decision_level() == 0 {
                self.reduce();
            }
            let (cell, value) = match self.branch() {
                Some(choice) => choice,
                None => match self.leaf() {
                    Leaf::Done(verdict) => return Ok(Some(verdict)),
                    Leaf::Decide(cell, value) => (cell, value),
                    Leaf::Blocked(conflict) => {
                        pending = conflict;
                        if pending.is_some() && self.decision_level() == 0 {
                            return Ok(Some(self.exhausted()));
                        }
                        continue;
                    }
                },
            };
            // On sparse boards, two restarts in four look ahead.
            let look = self.thorough && ((self.restarts + 2 * self.variant) / 2).is_multiple_of(2);
            if look && value == ATOM && self.ranked.len() > 1 {
                let choices: Vec<usize> = self.ranked.iter().copied().take(LOOK_AHEAD).collect();
                match self.look_ahead(&choices)? {
                    Look::Best(best) => pending = self.decide_cell(best, ATOM),
                    Look::Learnt(next) => pending = next,
                    Look::Done(verdict) => return Ok(Some(verdict)),
                    Look::Over => return Ok(None),
                }
                continue;
            }
            pending = self.decide_cell(cell, value);
        }
    }

    /// Propagates, learning from each conflict, until a fixpoint without
    /// one: `Some(verdict)` when the search is over (exhausted or over the
    /// budget: `Some(None)`).
    pub(super) fn settle(
        &mut self,
        mut pending: Option<Vec<Lit>>,
    ) -> Result<Option<Option<Uniqueness>>> {
        loop {
            let conflict = match pending.take() {
                Some(c) => Some(c),
                None => self.propagate()?,
            };
            if self.over || (conflict.is_some() && !self.probe()?) {
                return Ok(Some(None));
            }
            let Some(conflict) = conflict else {
                return Ok(None);
            };
            match self.learn(conflict) {
                Err(()) => return Ok(Some(Some(self.exhausted()))),
                Ok(next) => pending = next,
            }
        }
    }

    /// Failed-literal probing at the root: each open cell set to each value
    /// in turn and propagated; a conflict is learnt from (its clause makes
    /// the other value a root fact). `Some(verdict)` when that ends the
    /// search.
    pub(super) fn probe_root(&mut self) -> Result<Option<Option<Uniqueness>>> {
        if let Some(done) = self.settle(None)? {
            return Ok(Some(done));
        }
        if !self.thorough {
            return Ok(None);
        }
        for cell in 0..self.board.values.len() {
            for value in [ATOM, EMPTY] {
                if self.board.values[cell] != OPEN {
                    break;
                }
                let pending = self.decide_cell(cell, value);
                if let Some(done) = self.settle(pending)? {
                    return Ok(Some(done));
                }
                self.backtrack(0);
                if let Some(done) = self.settle(None)? {
                    return Ok(Some(done));
                }
            }
        }
        Ok(None)
    }

    /// The verdict once no further solution exists.
    pub(super) fn exhausted(&mut self) -> Uniqueness {
        let mut found = std::mem::take(&mut self.found).into_iter();
        match (found.next(), found.next()) {
            (None, _) => Uniqueness::Inconsistent,
            (Some(one), None) => Uniqueness::Unique(one),
            (Some(one), Some(two)) => Uniqueness::Several(one, two),
        }
    }

    /// A node where no ray waits (module doc, "Leaves").
    pub(super) fn leaf(&mut self) -> Leaf {
        if let Some(block) = &self.block {
            if !block.iter().any(|&l| self.value(l) == Some(true)) {
                let open = block.iter().find(|&&l| self.value(l).is_none());
                let &l = open.expect("propagation leaves no clause falsified");
                let value = if l & 1 == 1 { ATOM } else { EMPTY };
                return Leaf::Decide(cell_of(l), value);
            }
        }
        let dims = self.puzzle.dims();
        let mut decided = Board::empty(dims);
        let mut free: Vec<Cell> = Vec::new();
        for (i, &v) in self.board.values.iter().enumerate() {
            match v {
                ATOM => decided.set(dims.cell_at(i), true),
                OPEN => free.push(dims.cell_at(i)),
                _ => {}
            }
        }
        let t = self.lo.saturating_sub(self.atoms);
        debug_assert!(t <= free.len() && self.atoms + t <= self.hi);
        let board = fill_free(&decided, &free, t);
        if !self.puzzle.is_solved_by(&board) {
            debug_assert!(false, "a cube's board solves the puzzle");
            return Leaf::Done(self.exhausted());
        }
        if self.first_only {
            self.hand_out(board);
            return Leaf::Done(self.exhausted());
        }
        if let Some(first) = self.found.first() {
            debug_assert!(first != &board, "the blocking clause holds");
            self.hand_out(board);
            return Leaf::Done(self.exhausted());
        }
        let sibling = cube_sibling(self.puzzle, &board, &free)
            .filter(|b| self.puzzle.is_solved_by(b))
            .or_else(|| one_move_away(self.puzzle, &board));
        self.hand_out(board);
        if let Some(second) = sibling.filter(|b| self.puzzle.is_solved_by(b)) {
            self.hand_out(second);
            return Leaf::Done(self.exhausted());
        }
        let trail: Vec<usize> = self.trail.clone();
        let block = self.negation(None, &[&trail]);
        self.block = Some(block.clone());
        self.backtrack(0);
        Leaf::Blocked(match block.len() {
            0 => Some(Vec::new()),
            1 => self.imply(block).err(),
            _ => {
                self.add_clause(block, 0, true);
                None
            }
        })
    }

    /// Keeps `board` among the (at most two) solutions found, and tells the
    /// control how many there are.
    pub(super) fn hand_out(&mut self, board: Board) {
        if self.found.len() < 2 {
            self.found.push(board);
            self.control.report(self.found.len() as u64);
        }
    }
}
