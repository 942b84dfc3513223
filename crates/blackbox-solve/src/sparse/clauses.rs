//! The search's state and its clauses: the root built from the facts, the
//! values of literals, assignments with their reasons on the trail, the
//! atom count's reasons, the learnt clauses with their two watched literals
//! (unit propagation) and the clauses negating what was read.
//!
//! Invariant: every assigned cell's reason is a clause that the values made
//! unit when it was assigned (its first literal the cell's).

use super::*;

impl<'a> Sparse<'a> {
    /// The root: seed 001's facts decided at level 0 (their XOR atoms as
    /// clauses), every ray before its entry. `None` when the facts already
    /// contradict each other.
    pub(super) fn new(
        puzzle: &'a Puzzle,
        limit: &'a AtomicU64,
        thorough: bool,
        variant: u32,
        control: &'a Control,
    ) -> Option<Self> {
        let dims = puzzle.dims();
        let facts = Facts::of(puzzle);
        if facts.contradiction() {
            return None;
        }
        let n = dims.cells();
        let rays = puzzle
            .hints()
            .map(|(port, _)| {
                let (pos, dir) = dims.entry(port);
                let entry = State {
                    pos,
                    dir,
                    entry: true,
                };
                Ray {
                    port,
                    status: Status::Waits(entry, usize::MAX),
                    reads: Vec::new(),
                    stops: vec![(0, entry)],
                    latest: 0,
                }
            })
            .collect();
        let mut s = Sparse {
            puzzle,
            board: Partial::new(dims, puzzle.rules()),
            rays,
            level: vec![0; n],
            pos: vec![0; n],
            reason: vec![Vec::new(); n],
            activity: vec![0.0; n],
            phase: vec![EMPTY; n],
            seen: vec![false; n],
            mark: vec![0; n],
            stamp: 0,
            bump: 1.0,
            trail: Vec::new(),
            levels: Vec::new(),
            qhead: 0,
            clauses: Vec::new(),
            ranked: Vec::new(),
            watches: vec![Vec::new(); 2 * n],
            block: None,
            atoms: 0,
            open: n,
            lo: puzzle.atoms().min(),
            hi: puzzle.atoms().max(n),
            found: Vec::new(),
            probes: 0,
            limit,
            over: false,
            conflicts: 0,
            restarts: 0,
            next_restart: RESTART_UNIT,
            thorough,
            probe_reads: [Vec::new(), Vec::new()],
            changes: 0,
            needs_cache: None,
            rng: 0x9E37_79B9_7F4A_7C15 ^ u64::from(variant).wrapping_mul(0x1234_5678_9ABC_DEF1),
            variant,
            tally: vec![0.0; n],
            first_only: false,
            control,
        };
        for (i, cell) in dims.all_cells().enumerate() {
            match facts.known(cell) {
                Known::Atom => s.assign(i, ATOM, vec![lit(i, true)]),
                Known::Empty => s.assign(i, EMPTY, vec![lit(i, false)]),
                Known::Open => {}
            }
        }
        if s.atoms > s.hi || s.atoms + s.open < s.lo {
            return None;
        }
        for &(a, b) in facts.xors() {
            let (a, b) = (dims.index(a), dims.index(b));
            for atom in [true, false] {
                // Preprocessing resolves a pair with one side known.
                let (x, y) = (lit(a, atom), lit(b, atom));
                match (s.value(x), s.value(y)) {
                    (None, None) => s.add_clause(vec![x, y], 0, true),
                    (Some(false), Some(false)) => return None,
                    _ => {}
                }
            }
        }
        Some(s)
    }

    /// Whether literal `l` holds: `None` while its cell is open.
    #[inline]
    pub(super) fn value(&self, l: Lit) -> Option<bool> {
        match self.board.values[cell_of(l)] {
            OPEN => None,
            v => Some((v == ATOM) == (l & 1 == 1)),
        }
    }

    /// The literal that is false now because `cell` is decided.
    #[inline]
    pub(super) fn false_lit(&self, cell: usize) -> Lit {
        lit(cell, self.board.values[cell] != ATOM)
    }

    /// The current decision level.
    #[inline]
    pub(super) fn decision_level(&self) -> usize {
        self.levels.len()
    }

    /// Whether `ending` is what the hint of ray `r` says.
    #[inline]
    pub(super) fn allowed(&self, r: usize, ending: Ending) -> bool {
        let port = self.rays[r].port;
        self.puzzle.hint(port) == Some(ending.response(port))
    }

    /// Decides the cell of `reason[0]` as that literal says, at the current
    /// level (no checks).
    pub(super) fn assign(&mut self, cell: usize, value: u8, reason: Vec<Lit>) {
        self.changes += 1;
        self.board.values[cell] = value;
        self.atoms += usize::from(value == ATOM);
        self.open -= 1;
        self.level[cell] = self.decision_level();
        self.pos[cell] = self.trail.len();
        self.trail.push(cell);
        self.reason[cell] = reason;
    }

    /// The reason that the atom count forbids `cell` (open) to take
    /// `value`, forcing the other value: every atom when they are as many
    /// as allowed, every empty cell when the open cells are just enough.
    pub(super) fn count_reason(&self, cell: usize, value: u8) -> Option<Vec<Lit>> {
        let (forced, of) = if value == ATOM && self.atoms >= self.hi {
            (false, ATOM)
        } else if value == EMPTY && self.atoms + self.open <= self.lo {
            (true, EMPTY)
        } else {
            return None;
        };
        let mut reason = vec![lit(cell, forced)];
        reason.extend(
            self.trail
                .iter()
                .filter(|&&c| self.board.values[c] == of && self.level[c] > 0)
                .map(|&c| self.false_lit(c)),
        );
        Some(reason)
    }

    /// Implies `reason[0]` (its other literals false); `Err` with a
    /// conflict clause when the atom count forbids it.
    pub(super) fn imply(&mut self, reason: Vec<Lit>) -> std::result::Result<(), Vec<Lit>> {
        let (cell, atom) = (cell_of(reason[0]), reason[0] & 1 == 1);
        let value = if atom { ATOM } else { EMPTY };
        if let Some(count) = self.count_reason(cell, value) {
            let mut conflict = reason;
            conflict.extend_from_slice(&count[1..]);
            conflict.remove(0);
            return Err(conflict);
        }
        self.assign(cell, value, reason);
        Ok(())
    }

    /// Adds a clause whose first two literals are open or the last to be
    /// falsified (the watched ones).
    pub(super) fn add_clause(&mut self, lits: Vec<Lit>, lbd: usize, keep: bool) {
        let i = self.clauses.len();
        self.watches[lits[0] as usize].push(i);
        self.watches[lits[1] as usize].push(i);
        self.clauses.push(Clause { lits, lbd, keep });
    }

    /// Unit propagation of the clauses over the trail; a conflict clause
    /// when one is falsified.
    pub(super) fn bcp(&mut self) -> Option<Vec<Lit>> {
        while self.qhead < self.trail.len() {
            let falsified = self.false_lit(self.trail[self.qhead]);
            self.qhead += 1;
            let mut watching = std::mem::take(&mut self.watches[falsified as usize]);
            let mut i = 0;
            let mut conflict = None;
            while i < watching.len() {
                let ci = watching[i];
                let values = &self.board.values;
                let holds = |l: Lit| match values[cell_of(l)] {
                    OPEN => None,
                    v => Some((v == ATOM) == (l & 1 == 1)),
                };
                let lits = &mut self.clauses[ci].lits;
                if lits[0] == falsified {
                    lits.swap(0, 1);
                }
                if holds(lits[0]) == Some(true) {
                    i += 1;
                    continue;
                }
                if let Some(k) = (2..lits.len()).find(|&k| holds(lits[k]) != Some(false)) {
                    lits.swap(1, k);
                    let watch = lits[1] as usize;
                    self.watches[watch].push(ci);
                    watching.swap_remove(i);
                    continue;
                }
                let reason = lits.clone();
                if holds(reason[0]) == Some(false) {
                    conflict = Some(reason);
                    break;
                }
                if let Err(c) = self.imply(reason) {
                    conflict = Some(c);
                    break;
                }
                i += 1;
            }
            self.watches[falsified as usize].append(&mut watching);
            if conflict.is_some() {
                return conflict;
            }
        }
        None
    }

    /// The clause negating the decided cells above level 0 among `cells`
    /// (each once), after `head` when given.
    pub(super) fn negation(&mut self, head: Option<Lit>, cells: &[&[usize]]) -> Vec<Lit> {
        self.stamp += 1;
        let mut out: Vec<Lit> = head.into_iter().collect();
        for &c in cells.iter().flat_map(|c| c.iter()) {
            if self.board.values[c] != OPEN && self.level[c] > 0 && self.mark[c] != self.stamp {
                self.mark[c] = self.stamp;
                out.push(self.false_lit(c));
            }
        }
        out
    }

    /// [`Sparse::negation`] of ray `r`'s reads and `extra`.
    pub(super) fn ray_negation(
        &mut self,
        head: Option<Lit>,
        r: usize,
        extra: &[&[usize]],
    ) -> Vec<Lit> {
        let reads = std::mem::take(&mut self.rays[r].reads);
        let mut parts = vec![&reads[..]];
        parts.extend_from_slice(extra);
        let out = self.negation(head, &parts);
        self.rays[r].reads = reads;
        out
    }
}
