//! The assistant as an anytime computation: a quick answer at once, then
//! refinements, each handed to the caller as it is established, until the
//! work is done or the caller's [`Control`] is cancelled (the next move).
//!
//! The stages ([`Stage`]), cheapest first:
//! 1. **quick**: first consistency and [`FIRST`] boards, delivered at once
//!    (the suggested ray rated on them, said so); then up to [`SAMPLE`]
//!    boards and the forced cells (the backbone), from a [`report`] with no
//!    counting. Boards left are exact when the search ran dry, else "at
//!    least" the boards listed; the suggested ray is rated on the listed
//!    boards (a sample, not uniform, said so).
//! 2. **sampling**: the cubes of the boards left are enumerated into a
//!    uniform [`Sampler`] (at most [`SAMPLER_CUBES`] of them), which gives
//!    the exact count and every cell's exact share at once. Beside the
//!    cubes, boards are drawn uniformly by rejection on a walk tree that
//!    learns its bounds ([`Adaptive`]: at most [`TREE_NODES`] nodes kept,
//!    [`MAX_TRIALS`] trials), which gives estimated shares and ratings
//!    when the cubes take long; once its tree is full the cubes are given
//!    up (they are then far too many to enumerate soon, as on 15x15
//!    mid-game) and the draws run on two threads. Either way
//!    the draws come in rounds ([`FIRST_DRAWS`], then four times as many
//!    until [`SETTLE_DRAWS`] and then while another ray's interval of bits
//!    per point reaches above the suggested ray's, up to [`MAX_DRAWS`];
//!    [`stops`]), every unfired ray rated on
//!    them, each rating an estimate with its error stated
//!    ([`Suggester::Estimate`]), delivered after each round. Past the cube
//!    budget, or once the cubes are given up, **counting**: the exact
//!    count and shares from [`report`] instead.
//! 3. **listing**: when at most [`LIST_LIMIT`] boards are left, all of them
//!    (from the sampler's cubes, or the solver), so that every unfired ray
//!    is rated exactly by simulation; otherwise **rating**: each unfired
//!    ray's outcomes counted exactly ([`port_outcomes_within`]), one ray at
//!    a time, replacing the estimates when all are done.
//! 4. **players**: each [`Player`] in the caller's order (weakest first)
//!    chooses its ray from the listed boards; its choice becomes the
//!    suggestion, saying who suggested it.
//!
//! The answer is *complete* ([`Advice::complete`]) once every unfired
//! ray is rated (exactly, or estimated with its error, on at least
//! [`SETTLE_DRAWS`] draws that settle the suggestion or on at least
//! [`DRAWS`]) and every share is
//! known, with the players asked when they can be: what may still run then
//! is only the exact rating that replaces estimates.
//!
//! Invariants: every [`Advice`] delivered is true of the boards consistent
//! with the rays fired: "at least" counts are lower bounds, forced cells are
//! forced, shares are exact or absent, estimates say so with their error,
//! and [`Advice::pending`] names what is not established yet (`None`:
//! nothing). A cancelled computation returns the last advice delivered,
//! still pending. The library has no clock: time limits are the caller's,
//! through the control. Memory is bounded up front: when the solver's
//! encoding of the rays fired is estimated past
//! [`crate::setup::MEMORY_LIMIT`], nothing is computed and the advice says
//! so ([`Stage::Beyond`]).

use crate::advice::{better, rate, Advice, Knowledge, Stage, Suggester, Suggestion, DRAWS};
use crate::estimate::{estimate, estimate_shares};
use crate::setup::Setup;
use crate::state::State;
use blackbox::{Board, Port, Puzzle, Response};
use blackbox_solve::{
    port_outcomes_within, ratio, report, Adaptive, CellStatus, Control, Count, Deduced, ReportPlan,
    Sampler,
};
use num_bigint::BigUint;
use num_traits::Zero;
use std::collections::BTreeMap;

/// Boards the quick stage lists (its sample for the suggestion before the
/// uniform draws).
pub(crate) const SAMPLE: usize = 32;

/// Boards the first answer lists: the two the consistency and uniqueness
/// check finds anyway, delivered before more are listed and the backbone
/// is computed (which take seconds on 15x15 after 20 rays).
pub(crate) const FIRST: usize = 2;

/// Most cubes the sampler keeps (a few hundred bytes each): past it, the
/// count and shares come from the solver's count and no estimate is made.
pub(crate) const SAMPLER_CUBES: u64 = 200_000;

/// Most trials of the adaptive sampler, in all rounds: a bound in work
/// (2–4 µs each on 10x10/10 and 15x15/20 mid-game on the shared bench
/// machine), not in time.
pub(crate) const MAX_TRIALS: u64 = 20_000_000;

/// Most nodes the adaptive sampler's tree expands (`max_nodes` of
/// [`Adaptive::new`]; 24 bytes each, so about 48 MB). Its acceptance
/// rises about in proportion to the nodes expanded, and stops rising
/// once they are all used: measured on the bench's hardest 10x10/10 and
/// 15x15/20 states after 10 to 20 rays, within 0.5–2 s
/// (`benchsuite/runs/2026-11-28-assistant-2/probes`).
pub(crate) const TREE_NODES: usize = 2_000_000;

/// Boards drawn in the first round of estimates, delivered with their
/// error but never complete: the shares within about ± 0.13 on 10x10, all
/// at once, four times sooner than on [`SETTLE_DRAWS`] (where the draws
/// are slow, after 15 rays on 15x15, the first heat map a user sees).
pub(crate) const FIRST_DRAWS: usize = DRAWS / 16;

/// The fewest draws on which a settled suggestion (no other ray's interval
/// of bits per point reaching its own) makes the answer complete: enough
/// when one ray clearly leads (the shares then within ± 0.065 on 10x10,
/// all at once), and where the suggestion was measured to change in at
/// most 1 game in 20 when the exact ratings arrive (estimate tests).
pub(crate) const SETTLE_DRAWS: usize = DRAWS / 4;

/// Most boards drawn to settle which ray is best.
pub(crate) const MAX_DRAWS: usize = 4 * DRAWS;

/// The seed of the draws: the same game state gets the same advice.
pub(crate) const DRAW_SEED: u64 = 0;

/// Most boards listed to rate every ray by simulation and to give the
/// players: a bound in boards (one incremental solver call each), not in
/// time; with more, the rays are rated by exact counts instead.
pub(crate) const LIST_LIMIT: usize = 20_000;

/// A player that can choose the next ray once every board left is known.
pub trait Player: Send + Sync {
    /// The player's name, as the suggestion credits it (`best`, `best+deep`).
    fn name(&self) -> String;

    /// The unfired port the player would fire next, when `boards` are
    /// exactly the boards consistent with `puzzle`; `None` when it gives no
    /// ray (it would check now, or so many boards are beyond the bound it
    /// decides within). A player may stop early once `control` is
    /// cancelled: its answer is then not used.
    fn choose(&self, puzzle: &Puzzle, boards: &[Board], control: &Control) -> Option<Port>;
}

/// The assistant on `state`, in stages (see the module doc): `deliver` is
/// called with each refinement, and the last advice is returned (complete
/// unless `control` was cancelled; see [`Advice::pending`]).
pub fn advise_anytime(
    state: &State,
    setup: &Setup,
    players: &[&dyn Player],
    control: &Control,
    mut deliver: impl FnMut(&Advice),
) -> Advice {
    let puzzle = state.puzzle(setup);
    let unfired: Vec<Port> = state
        .dims()
        .all_ports()
        .filter(|&p| state.rim(p).is_none())
        .collect();
    let mut advice = Advice::unknown(puzzle.dims().cells());
    let bytes = crate::setup::solver_bytes(&puzzle);
    if bytes > crate::setup::MEMORY_LIMIT {
        advice.pending = Some(Stage::Beyond { bytes });
        deliver(&advice);
        return advice;
    }
    let _ = refine(
        &puzzle,
        &unfired,
        players,
        control,
        &mut advice,
        &mut deliver,
    );
    advice
}

/// The stages after one another; `Err` once cancelled (`advice` then holds
/// what was established, its stage pending).
fn refine(
    puzzle: &Puzzle,
    unfired: &[Port],
    players: &[&dyn Player],
    control: &Control,
    advice: &mut Advice,
    deliver: &mut impl FnMut(&Advice),
) -> logic::Result<()> {
    let first = solver_report(puzzle, plan(FIRST, false, false), control)?;
    if !matches!(first.count, Count::Exact(_)) {
        advice.learn(&first);
        let by = Suggester::Sample(first.solutions.len());
        advice.suggestion = best_over(puzzle, unfired, &first.solutions, by);
        deliver(advice);
    }
    let quick = solver_report(puzzle, plan(SAMPLE, false, true), control)?;
    advice.learn(&quick);
    let exact = matches!(quick.count, Count::Exact(_));
    let by = match exact {
        true => Suggester::Entropy,
        false => Suggester::Sample(quick.solutions.len()),
    };
    advice.suggestion = best_over(puzzle, unfired, &quick.solutions, by);
    let all = match exact {
        true => quick.solutions,
        false => {
            advice.pending = Some(Stage::Sampling);
            deliver(advice);
            match sample(puzzle, unfired, control, advice, deliver)? {
                Some(sampler) => {
                    advice.learn_from(&sampler);
                    match sampler.all(LIST_LIMIT) {
                        Some(all) => all,
                        None => {
                            // The sampler's own draws, whether or not the
                            // adaptive sampler's came first: the advice does not
                            // depend on which thread was quicker.
                            let draw = |n| sampler.draws(DRAW_SEED, n, control).map(Some);
                            let ratings = Estimates {
                                puzzle,
                                unfired,
                                shares: false,
                            };
                            ratings.in_rounds(draw, control, advice, deliver)?;
                            rate_exactly(puzzle, unfired, control, advice, deliver)?;
                            Vec::new()
                        }
                    }
                }
                None => {
                    advice.pending = Some(Stage::Counting);
                    deliver(advice);
                    advice.learn(&solver_report(puzzle, plan(0, true, true), control)?);
                    match list_all(puzzle, control, advice, deliver)? {
                        Some(all) => all,
                        None => {
                            rate_exactly(puzzle, unfired, control, advice, deliver)?;
                            Vec::new()
                        }
                    }
                }
            }
        }
    };
    if !all.is_empty() {
        advice.suggestion = best_over(puzzle, unfired, &all, Suggester::Entropy);
        for player in players {
            advice.pending = Some(Stage::Player(player.name()));
            deliver(advice);
            let choice = player.choose(puzzle, &all, control);
            control.check()?;
            if let Some(port) = choice {
                let outcomes = outcomes_on(puzzle, port, &all);
                advice.suggestion = rate(port, &outcomes, Suggester::Player(player.name()));
            }
        }
    }
    advice.pending = None;
    advice.complete = true;
    deliver(advice);
    Ok(())
}

/// The sampling stage: the cubes enumerated into a [`Sampler`] (exact
/// count and shares) on one thread while, on this one, boards are drawn
/// by the adaptive sampler (at most [`MAX_TRIALS`] trials) to estimate the
/// shares and every ray's rating in rounds, each delivered (the sampler,
/// when it finishes first, stops the drawing: its cubes give all of it).
/// Once the adaptive sampler's tree is full (at most [`TREE_NODES`]
/// nodes: where the cubes are far too many to enumerate soon, on 15x15
/// mid-game), the cubes are given up and its draws take both cores.
/// `None` when the sampler is over its cube budget or given up.
fn sample(
    puzzle: &Puzzle,
    unfired: &[Port],
    control: &Control,
    advice: &mut Advice,
    deliver: &mut impl FnMut(&Advice),
) -> logic::Result<Option<Sampler>> {
    let known = advice.known_cells();
    let (cubes_control, draws_control) = (control.child(), control.child());
    std::thread::scope(|scope| {
        let cubes = scope.spawn(|| {
            let built = Sampler::new(puzzle, &known, SAMPLER_CUBES, &cubes_control);
            if matches!(built, Ok(Some(_))) {
                draws_control.cancel();
            }
            built
        });
        if let Some(mut adaptive) = Adaptive::new(puzzle, &known, DRAW_SEED, TREE_NODES) {
            adaptive.cancel_when_full(cubes_control.clone());
            let mut drawn: Vec<Board> = Vec::new();
            let draw = |n: usize| {
                let more = adaptive.draws(n - drawn.len(), MAX_TRIALS, &draws_control)?;
                Ok(more.map(|more| {
                    drawn.extend(more);
                    drawn.clone()
                }))
            };
            let estimates = Estimates {
                puzzle,
                unfired,
                shares: true,
            };
            // Stopped (the sampler came first, or the time is up) or over
            // the trials: what was delivered stands.
            let _ = estimates.in_rounds(draw, &draws_control, advice, deliver);
        }
        match cubes.join().expect("the sampler does not panic") {
            // Given up for the draws, not by the caller.
            Err(logic::Error::Interrupted) if !control.is_cancelled() => Ok(None),
            built => built,
        }
    })
}

/// Ratings (and, with `shares`, the shares) estimated on uniform draws.
struct Estimates<'a> {
    puzzle: &'a Puzzle,
    unfired: &'a [Port],
    /// Whether the open cells' shares are estimated too (else they are
    /// known exactly).
    shares: bool,
}

impl Estimates<'_> {
    /// Every unfired ray rated on the first [`FIRST_DRAWS`] boards of
    /// `draw` (`draw(n)`: the first `n` boards of one uniform stream,
    /// `None` when it gives up), then on four times as many until
    /// [`stops`] says the answer is complete (the suggestion then rarely
    /// changes when the exact ratings arrive) or [`MAX_DRAWS`] are drawn,
    /// delivered each round. `advice` is unchanged by a round that is
    /// cancelled or given up.
    fn in_rounds(
        &self,
        mut draw: impl FnMut(usize) -> logic::Result<Option<Vec<Board>>>,
        control: &Control,
        advice: &mut Advice,
        deliver: &mut impl FnMut(&Advice),
    ) -> logic::Result<()> {
        let mut n = FIRST_DRAWS;
        loop {
            let Some(draws) = draw(n)? else {
                return Ok(());
            };
            let rated = estimate_each(self.puzzle, self.unfired, &draws, control)?;
            if self.shares {
                let (shares, error) = estimate_shares(self.puzzle, &draws);
                for (cell, share) in advice.cells.iter_mut().zip(shares) {
                    if let Knowledge::Open(_) = cell {
                        *cell = Knowledge::Open(Some(share));
                    }
                }
                advice.shares_error = Some(error);
                advice.shares_draws = draws.len();
            }
            advice.suggestion = rated.iter().cloned().map(Some).fold(None, better);
            let stop = stops(n, settled(advice.suggestion.as_ref(), &rated));
            advice.complete |= stop;
            deliver(advice);
            if stop || n >= MAX_DRAWS {
                return Ok(());
            }
            n *= 4;
        }
    }
}

/// Whether ratings estimated on `n` draws make the answer complete, the
/// suggestion `settled` or not: settled on at least [`SETTLE_DRAWS`], or
/// on at least [`DRAWS`] whatever the intervals.
pub(crate) fn stops(n: usize, settled: bool) -> bool {
    (settled && n >= SETTLE_DRAWS) || n >= DRAWS
}

/// Whether no ray of `rated` but the suggested one has an interval of
/// bits per point (from the 95% intervals of its bits and cost) reaching
/// the lower end of the suggested ray's.
pub(crate) fn settled(suggested: Option<&Suggestion>, rated: &[Suggestion]) -> bool {
    let interval = |s: &Suggestion| {
        let (b, c) = (
            s.by.bits_error().unwrap_or(0.0),
            s.by.cost_error().unwrap_or(0.0),
        );
        (
            (s.bits - b) / (s.expected_cost + c),
            (s.bits + b) / (s.expected_cost - c).max(1e-9),
        )
    };
    suggested.is_none_or(|best| {
        let floor = interval(best).0;
        (rated.iter()).all(|s| s.port == best.port || interval(s).1 < floor)
    })
}

/// Every unfired ray rated on `draws` (those with an estimate);
/// `Err(Interrupted)` once `control` is cancelled, polled ray by ray.
fn estimate_each(
    puzzle: &Puzzle,
    unfired: &[Port],
    draws: &[Board],
    control: &Control,
) -> logic::Result<Vec<Suggestion>> {
    let mut rated = Vec::new();
    for &port in unfired {
        control.check()?;
        rated.extend(estimate(puzzle, port, draws));
    }
    Ok(rated)
}

/// The exact rating of every unfired ray ([`rate_each`]), the ray already
/// suggested first so that it stays suggested on a tie; the answer is
/// complete once it is done.
fn rate_exactly(
    puzzle: &Puzzle,
    unfired: &[Port],
    control: &Control,
    advice: &mut Advice,
    deliver: &mut impl FnMut(&Advice),
) -> logic::Result<()> {
    let first = advice.suggestion.as_ref().map(|s| s.port);
    let mut order: Vec<Port> = unfired.to_vec();
    order.sort_by_key(|&p| Some(p) != first);
    advice.suggestion = rate_each(puzzle, &order, control, advice, deliver)?;
    advice.complete = true;
    Ok(())
}

/// A solver plan: list up to `list` boards, count exactly when `count`
/// (no cube budget: the control bounds it), the cells when `deduce`.
fn plan(list: usize, count: bool, deduce: bool) -> ReportPlan {
    ReportPlan {
        max_solutions: list,
        count_budget: if count { u64::MAX } else { 0 },
        deduce,
    }
}

/// What [`report`] establishes under `plan`; `Err` when cancelled before
/// the end (a partial report is not used).
fn solver_report(
    puzzle: &Puzzle,
    plan: ReportPlan,
    control: &Control,
) -> logic::Result<blackbox_solve::Report> {
    let found = report(puzzle, plan, control);
    match found.interrupted() {
        true => Err(logic::Error::Interrupted),
        false => Ok(found),
    }
}

/// Every board left, when the exact count in `advice` is at most
/// [`LIST_LIMIT`]; `None` when there are more.
fn list_all(
    puzzle: &Puzzle,
    control: &Control,
    advice: &mut Advice,
    deliver: &mut impl FnMut(&Advice),
) -> logic::Result<Option<Vec<Board>>> {
    let Count::Exact(n) = &advice.boards else {
        return Ok(None);
    };
    if *n > BigUint::from(LIST_LIMIT) {
        return Ok(None);
    }
    advice.pending = Some(Stage::Listing);
    deliver(advice);
    let listed = solver_report(puzzle, plan(LIST_LIMIT + 1, false, false), control)?;
    Ok((listed.count == advice.boards).then_some(listed.solutions))
}

/// The best suggestion over every unfired ray, each rated on its exact
/// outcome counts, one ray at a time (progress delivered after each).
fn rate_each(
    puzzle: &Puzzle,
    unfired: &[Port],
    control: &Control,
    advice: &mut Advice,
    deliver: &mut impl FnMut(&Advice),
) -> logic::Result<Option<Suggestion>> {
    let mut best = None;
    for (done, &port) in unfired.iter().enumerate() {
        advice.pending = Some(Stage::Rating {
            done,
            of: unfired.len(),
        });
        deliver(advice);
        let outcomes = port_outcomes_within(puzzle, port, control)?;
        best = better(best, rate(port, &outcomes, Suggester::Entropy));
    }
    Ok(best)
}

/// The best of the unfired rays rated on `boards` (credited to `by`).
fn best_over(
    puzzle: &Puzzle,
    unfired: &[Port],
    boards: &[Board],
    by: Suggester,
) -> Option<Suggestion> {
    unfired
        .iter()
        .map(|&p| rate(p, &outcomes_on(puzzle, p, boards), by.clone()))
        .fold(None, better)
}

/// The number of `boards` giving each response at `port`.
fn outcomes_on(puzzle: &Puzzle, port: Port, boards: &[Board]) -> Vec<(Response, BigUint)> {
    let mut counts: BTreeMap<Response, usize> = BTreeMap::new();
    for b in boards {
        *counts.entry(b.response(port, puzzle.rules())).or_default() += 1;
    }
    counts
        .into_iter()
        .map(|(r, n)| (r, BigUint::from(n)))
        .collect()
}

impl Advice {
    /// Per cell, its value in every board left when known (the backbone).
    fn known_cells(&self) -> Vec<Option<bool>> {
        (self.cells.iter())
            .map(|k| match k {
                Knowledge::Atom => Some(true),
                Knowledge::Empty => Some(false),
                Knowledge::Open(_) => None,
            })
            .collect()
    }

    /// Takes in the exact count and shares of a sampler's cubes.
    fn learn_from(&mut self, sampler: &Sampler) {
        let total = sampler.count();
        self.cells = (sampler.atoms().iter())
            .map(|n| match n {
                n if n.is_zero() => Knowledge::Empty,
                n if *n == total => Knowledge::Atom,
                n => Knowledge::Open(Some(ratio(n, &total))),
            })
            .collect();
        self.boards = Count::Exact(total);
        self.shares_error = None;
        self.shares_draws = 0;
    }

    /// Nothing known yet about a board of `cells` cells.
    fn unknown(cells: usize) -> Advice {
        Advice {
            boards: Count::AtLeast(BigUint::ZERO),
            cells: vec![Knowledge::Open(None); cells],
            shares_error: None,
            shares_draws: 0,
            suggestion: None,
            complete: false,
            pending: Some(Stage::Quick),
        }
    }

    /// Takes in what a finished solver report established.
    fn learn(&mut self, found: &blackbox_solve::Report) {
        self.boards = found.count.clone();
        let knowledge = |status: &CellStatus, share: Option<f64>| match status {
            CellStatus::Atom => Knowledge::Atom,
            CellStatus::Empty => Knowledge::Empty,
            CellStatus::Open => Knowledge::Open(share),
        };
        match &found.deduced {
            Some(Deduced::Counted(d)) => {
                self.cells = (d.cells.iter().enumerate())
                    .map(|(i, c)| knowledge(&c.status, Some(d.share(i))))
                    .collect();
                self.shares_error = None;
                self.shares_draws = 0;
            }
            Some(Deduced::Backbone(statuses)) if self.shares_error.is_none() => {
                self.cells = statuses.iter().map(|s| knowledge(s, None)).collect();
            }
            Some(Deduced::Partial(statuses)) if self.shares_error.is_none() => {
                // Cells not established keep what the earlier stages said.
                for (cell, status) in self.cells.iter_mut().zip(statuses) {
                    if let Some(status) = status {
                        *cell = knowledge(status, None);
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests;
