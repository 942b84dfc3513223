//! Propagation by the rays and the atom count: the rays walked on as their
//! waited-for cells are decided, the atom count's implications and bound,
//! what the rays still need, and the reach searches (whether a ray can still
//! end as its hint says) behind the probes.
//!
//! Invariant: every implication carries a reason over the cells the walks
//! consulted, so a conflict's clause holds on every board.

use super::*;

impl<'a> Sparse<'a> {
    /// Walks on every ray whose waited-for cell is decided; a conflict
    /// clause when one ends against its hint.
    pub(super) fn advance(&mut self) -> Option<Vec<Lit>> {
        for r in 0..self.rays.len() {
            let Status::Waits(state, cell) = self.rays[r].status else {
                continue;
            };
            if cell != usize::MAX && self.board.values[cell] == OPEN {
                continue;
            }
            let ray = &mut self.rays[r];
            let from = ray.reads.len();
            let walk = self
                .board
                .walk_reading(state, false, &mut |c, _| ray.reads.push(c));
            let latest = ray.reads[from..].iter().map(|&c| self.pos[c]).max();
            ray.latest = ray.latest.max(latest.unwrap_or(0));
            match walk {
                Walk::End(ending) if self.allowed(r, ending) => self.rays[r].status = Status::Done,
                Walk::End(_) => return Some(self.ray_negation(None, r, &[])),
                Walk::Need(state, cell) => {
                    let ray = &mut self.rays[r];
                    ray.stops.push((ray.reads.len(), state));
                    ray.status = Status::Waits(state, cell);
                }
            }
        }
        None
    }

    /// The atom count's implications for the cells rays wait for: `Ok(true)`
    /// when it implied some.
    pub(super) fn count_propagate(&mut self) -> std::result::Result<bool, Vec<Lit>> {
        if self.atoms < self.hi && self.atoms + self.open > self.lo {
            return Ok(false);
        }
        let mut implied = false;
        for r in 0..self.rays.len() {
            let Status::Waits(_, cell) = self.rays[r].status else {
                continue;
            };
            if self.board.values[cell] != OPEN {
                continue;
            }
            let forbidden = if self.atoms >= self.hi { ATOM } else { EMPTY };
            let reason = self.count_reason(cell, forbidden).expect("at a bound");
            self.imply(reason)?;
            implied = true;
        }
        Ok(implied)
    }

    /// The waiting rays that end against their hint on the completion with
    /// every open cell empty (see [`Need`]); computed at most once per
    /// state of the search.
    pub(super) fn needs(&mut self) -> Vec<Need> {
        if let Some((at, needs)) = &self.needs_cache {
            if *at == self.changes {
                return needs.clone();
            }
        }
        let mut needs = Vec::new();
        for r in 0..self.rays.len() {
            let Status::Waits(state, _) = self.rays[r].status else {
                continue;
            };
            let (mut open, mut decided) = (Vec::new(), Vec::new());
            let values = &self.board.values;
            let walk = self.board.walk_reading(state, true, &mut |c, s| {
                if values[c] == OPEN {
                    open.push((c, s));
                } else {
                    decided.push(c);
                }
            });
            if matches!(walk, Walk::End(e) if !self.allowed(r, e)) {
                // Stable: each cell keeps the state it was first read from.
                open.sort_by_key(|&(c, _)| c);
                open.dedup_by_key(|&mut (c, _)| c);
                needs.push(Need {
                    open,
                    ray: r,
                    decided,
                });
            }
        }
        self.needs_cache = Some((self.changes, needs.clone()));
        needs
    }

    /// The atom that explains most rays: among the open cells of
    /// [`Sparse::needs`], the one that, alone an atom, lets most of those
    /// rays end as their hints say on the completion with every other open
    /// cell empty (ties by activity); `None` when none explains any. All
    /// the cells that explain some, best first, go to `ranked`.
    pub(super) fn explaining_atom(&mut self) -> Option<usize> {
        let needs = self.needs();
        // Alternate restarts weigh each ray's explanations by their number.
        let weighted = (self.restarts + self.variant).is_multiple_of(2);
        let mut tally = std::mem::take(&mut self.tally);
        let mut cells: Vec<usize> = Vec::new();
        let mut explains = Vec::new();
        for need in &needs {
            explains.clear();
            // The walk with `c` an atom is the empty completion's until it
            // first reads `c`: it starts there.
            for &(c, from) in &need.open {
                self.board.values[c] = ATOM;
                let walk = self.board.walk_reading(from, true, &mut |_, _| {});
                self.board.values[c] = OPEN;
                if matches!(walk, Walk::End(e) if self.allowed(need.ray, e)) {
                    explains.push(c);
                }
            }
            let w = if weighted {
                1.0 / explains.len().max(1) as f64
            } else {
                1.0
            };
            for &c in &explains {
                if tally[c] == 0.0 {
                    cells.push(c);
                }
                tally[c] += w;
            }
        }
        let mut score: Vec<(usize, f64)> = cells
            .into_iter()
            .map(|c| (c, std::mem::take(&mut tally[c])))
            .collect();
        self.tally = tally;
        if self.restarts + self.variant > 0 {
            for (_, v) in &mut score {
                *v *= 1.0 + NOISE * self.random();
            }
        }
        score.sort_by(|a, b| {
            b.1.total_cmp(&a.1)
                .then(self.activity[b.0].total_cmp(&self.activity[a.0]))
        });
        self.ranked = score.iter().map(|&(c, _)| c).collect();
        score.first().map(|&(c, _)| c)
    }

    /// The atom bound: each waiting ray that ends against its hint on the
    /// completion with every open cell empty needs an atom among the open
    /// cells that walk consults (else it would walk so); rays whose such
    /// cells are disjoint need that many atoms more. Past the largest
    /// allowed number that is a conflict; at it, every open cell a ray waits
    /// for outside those sets is empty. The reason: the atoms and the cells
    /// those rays consulted. `Ok(true)` when it implied some.
    pub(super) fn atom_bound(&mut self) -> std::result::Result<bool, Vec<Lit>> {
        let left = self.hi - self.atoms;
        let mut needs = self.needs();
        let mut chosen = self.packing(&mut needs);
        let stamp = self.stamp;
        if chosen.len() < left {
            return Ok(false);
        }
        if chosen.len() > left {
            // Any `left + 1` of them make the conflict: those that consulted
            // the fewest cells give the shortest clause.
            let size = |i: usize| self.rays[needs[i].ray].reads.len() + needs[i].decided.len();
            chosen.sort_by_key(|&i| size(i));
            chosen.truncate(left + 1);
        }
        let inside = self.mark.clone();
        let mut cells: Vec<usize> = self
            .trail
            .iter()
            .copied()
            .filter(|&c| self.board.values[c] == ATOM)
            .collect();
        for &i in &chosen {
            cells.extend_from_slice(&self.rays[needs[i].ray].reads);
            cells.extend_from_slice(&needs[i].decided);
        }
        let body = self.negation(None, &[&cells]);
        if chosen.len() > left {
            return Err(body);
        }
        let mut implied = false;
        for r in 0..self.rays.len() {
            let Status::Waits(_, cell) = self.rays[r].status else {
                continue;
            };
            if self.board.values[cell] != OPEN || inside[cell] == stamp {
                continue;
            }
            let mut reason = vec![lit(cell, false)];
            reason.extend_from_slice(&body);
            self.imply(reason)?;
            implied = true;
        }
        Ok(implied)
    }

    /// Propagation (module doc) to a fixpoint; a conflict clause, or `None`
    /// (also when over the budget: see `over`).
    pub(super) fn propagate(&mut self) -> Result<Option<Vec<Lit>>> {
        let n = self.rays.len();
        // The next ray to probe, how many in a row found nothing, and how
        // many deep probes were made (one round at most).
        let (mut r, mut quiet, mut deep) = (0, 0, 0);
        // Whether the atom bound was checked since the last implication.
        let mut bounded = false;
        loop {
            if let Some(conflict) = self.bcp() {
                return Ok(Some(conflict));
            }
            if let Some(conflict) = self.advance() {
                return Ok(Some(conflict));
            }
            match self.count_propagate() {
                Err(conflict) => return Ok(Some(conflict)),
                Ok(true) => continue,
                Ok(false) => {}
            }
            if quiet >= n && !bounded {
                bounded = true;
                match self.atom_bound() {
                    Err(conflict) => return Ok(Some(conflict)),
                    Ok(true) => {
                        quiet = 0;
                        continue;
                    }
                    Ok(false) => {}
                }
            }
            if deep >= n || !self.probe()? {
                return Ok(None);
            }
            let reach = quiet >= n;
            deep += usize::from(reach);
            let probed = r;
            (r, quiet) = ((r + 1) % n, quiet + 1);
            let Status::Waits(state, cell) = self.rays[probed].status else {
                continue;
            };
            let [mut atom_reads, mut empty_reads] = std::mem::take(&mut self.probe_reads);
            atom_reads.clear();
            empty_reads.clear();
            let atom_ok = self.survives(probed, state, cell, ATOM, reach, &mut atom_reads);
            let empty_ok = self.survives(probed, state, cell, EMPTY, reach, &mut empty_reads);
            let reason = match (atom_ok, empty_ok) {
                (true, true) => None,
                (false, false) => {
                    let both = [&atom_reads[..], &empty_reads[..]];
                    return Ok(Some(self.ray_negation(None, probed, &both)));
                }
                (false, true) => {
                    Some(self.ray_negation(Some(lit(cell, false)), probed, &[&atom_reads]))
                }
                (true, false) => {
                    Some(self.ray_negation(Some(lit(cell, true)), probed, &[&empty_reads]))
                }
            };
            self.probe_reads = [atom_reads, empty_reads];
            let Some(reason) = reason else {
                continue;
            };
            if let Err(conflict) = self.imply(reason) {
                return Ok(Some(conflict));
            }
            if !reach {
                quiet = 0;
            }
            bounded = false;
        }
    }

    /// Whether ray `r`, waiting at `state` for `cell`, can still end as its
    /// hint says once `cell` holds `value`: quickly, whether the walk on to
    /// the next open cell does not end against the hint; with `reach`,
    /// whether some values of the open cells it meets on the way (a search
    /// over them, [`REACH_STEPS`] cells at most, past which the answer is
    /// `true`) take it to that ending. `false` is a proof resting on the
    /// decided cells pushed onto `reads` (with some cells open now too,
    /// which reasons leave out).
    pub(super) fn survives(
        &mut self,
        r: usize,
        state: State,
        cell: usize,
        value: u8,
        reach: bool,
        reads: &mut Vec<usize>,
    ) -> bool {
        let mut budget = if reach { REACH_STEPS } else { 0 };
        self.board.values[cell] = value;
        let found = self.reaches(r, state, &mut budget, reads);
        self.board.values[cell] = OPEN;
        found
    }

    /// Whether ray `r` walked from `state` ends as its hint says for some
    /// values of the open cells it meets, deciding at most `budget` of
    /// them (past that: `true`); the cells consulted go onto `reads`.
    pub(super) fn reaches(
        &mut self,
        r: usize,
        state: State,
        budget: &mut usize,
        reads: &mut Vec<usize>,
    ) -> bool {
        match self
            .board
            .walk_reading(state, false, &mut |c, _| reads.push(c))
        {
            Walk::End(ending) => self.allowed(r, ending),
            Walk::Need(_, _) if *budget == 0 => true,
            Walk::Need(next, need) => {
                *budget -= 1;
                let mut found = false;
                for value in [EMPTY, ATOM] {
                    self.board.values[need] = value;
                    found = self.reaches(r, next, budget, reads);
                    self.board.values[need] = OPEN;
                    if found {
                        break;
                    }
                }
                found
            }
        }
    }
}
