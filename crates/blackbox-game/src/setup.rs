//! What a game is played against ([`Setup`]: its ID, the hidden board and
//! its known twins), and setting a game up from its ID, within a budget
//! and under a [`Control`]: the hidden board, the boards indistinguishable
//! from it, and for `--unique` games the first seed whose board full
//! feedback determines.
//!
//! Counting the boards that share a feedback is exponential in the worst
//! case (a 15x15 board with 20 atoms has too many to count in minutes), and
//! a game must start at once, so setup never counts: it asks the solver for
//! boards one at a time, within a [`Budget`] of boards and seeds, a
//! deterministic cap rather than a clock (measured: 0.2 s for 15x15 with 20
//! atoms, 1 ms a seed for 8x8 with 20). Past it the answer is "unknown":
//! the twins are then just the hidden board ([`Setup::twins_known`] is
//! false: a guess indistinguishable from it is still accepted, only the
//! penalty's nearest board may be the hidden one).
//!
//! The budget bounds the work; the [`Control`] lets the caller stop it
//! sooner (a UI's cancel key, a request's time limit). Memory is bounded
//! up front: the solver's encoding of the hidden board's full feedback is
//! estimated ([`blackbox_solve::encoding_estimate`]) before any solver
//! call, and past [`MEMORY_LIMIT`] the twins are not looked for (they are
//! "unknown", as past the budget) and a `--unique` setup is refused with
//! the estimate. Setup reports to the
//! control's progress callback how far it got: for a `--unique` game the
//! number of seeds examined so far; for another game the number of boards
//! found so far with the hidden board's full feedback (the hidden board
//! among them; at most [`Budget::boards`] + 1, the solver finding them one
//! at a time). Once the control is cancelled it answers
//! [`blackbox::Error::Interrupted`], never a half-made game; a caller that would
//! rather start the game with its twins unknown (as past the budget) asks
//! for [`without_twins`].

use crate::id::GameId;
use crate::{Error, Result};
use blackbox::Board;
use blackbox::Puzzle;
use blackbox::Rules;
use blackbox_solve::{encoding_estimate, report, Control, Report, ReportPlan};
use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What a game is played against: its ID, the hidden board and the boards
/// indistinguishable from it. Invariant: `twins` holds the hidden board and
/// only boards of the same size, an allowed atom count and the same full
/// feedback.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    id: GameId,
    hidden: Board,
    twins: Vec<Board>,
    twins_known: bool,
}

impl Setup {
    /// A game of `id` against `hidden`, under the ID's rules; fails when the
    /// board does not match the ID's size and atom count.
    pub fn new(id: GameId, hidden: Board) -> Result<Self> {
        if hidden.dims() != id.dims() || !id.atoms().allows(hidden.atom_count()) {
            return Err(Error::BoardDoesNotFit {
                id,
                dims: hidden.dims(),
                atoms: hidden.atom_count(),
            });
        }
        Ok(Setup {
            id,
            twins: vec![hidden.clone()],
            twins_known: true,
            hidden,
        })
    }

    /// The same setup knowing `boards` as candidate twins; any board that is
    /// not indistinguishable from the hidden one is dropped.
    pub fn with_twins(mut self, boards: impl IntoIterator<Item = Board>) -> Self {
        let feedback = self.hidden.feedback(self.rules());
        for board in boards {
            let twin = board.dims() == self.id.dims()
                && self.id.atoms().allows(board.atom_count())
                && board.feedback(self.rules()) == feedback;
            if twin && !self.twins.contains(&board) {
                self.twins.push(board);
            }
        }
        self
    }

    /// The same setup, noting that the search for twins ran out of budget
    /// (see the module doc): the penalty is then counted against the hidden board.
    pub fn twins_unknown(self) -> Self {
        Setup {
            twins_known: false,
            ..self
        }
    }

    /// Whether every board indistinguishable from the hidden one is known.
    pub fn twins_known(&self) -> bool {
        self.twins_known
    }

    /// The game ID.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The rule set rays follow (the ID's).
    pub fn rules(&self) -> Rules {
        self.id.rules()
    }

    /// The hidden board.
    pub fn hidden(&self) -> &Board {
        &self.hidden
    }

    /// The hidden board and the known boards indistinguishable from it.
    pub fn twins(&self) -> &[Board] {
        &self.twins
    }
}

/// How much setup may compute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Most indistinguishable boards enumerated (each is one solver call).
    pub boards: usize,
    /// Seeds a `--unique` game tries before giving up.
    pub tries: u64,
}

impl Budget {
    /// What an interactive game affords. One game's twins: well under a
    /// second, even for 15x15 with 20 atoms (0.11 s whole process, measured).
    /// `--unique` may try all 200 seeds: about 5 s on 15x15:20 (measured),
    /// shown with progress and cancellable, never blocking the screen.
    pub const INTERACTIVE: Budget = Budget {
        boards: 64,
        tries: 200,
    };
}

/// Most memory setup lets the solver take, by [`solver_bytes`]: a full
/// feedback estimated past it is not given to the solver (measured:
/// 30x30 with 90 atoms, estimated 230 MB, peaks at 60 MB whole process).
pub const MEMORY_LIMIT: u64 = 1 << 30;

/// The setup of a game of `id`: its board drawn by ChaCha8 seeded with
/// the ID's seed, and the boards indistinguishable from it when the budget
/// and [`MEMORY_LIMIT`] allow finding them (else they are unknown);
/// `control` hears the boards found so far (see the module doc).
/// [`blackbox::Error::Interrupted`] once `control` is cancelled.
pub fn setup_for(id: GameId, budget: Budget, control: &Control) -> Result<Setup> {
    let setup = hidden_setup(id);
    let feedback = full_feedback(&setup);
    if solver_bytes(&feedback) > MEMORY_LIMIT {
        return Ok(setup.twins_unknown());
    }
    Ok(match twins_within(&feedback, budget.boards, control)? {
        Some(twins) => setup.with_twins(twins),
        None => setup.twins_unknown(),
    })
}

/// The game of `id` with its twins unknown, without any solver call: what
/// a caller whose time limit stopped [`setup_for`] may start instead.
pub fn without_twins(id: GameId) -> Setup {
    hidden_setup(id).twins_unknown()
}

/// An upper estimate of the memory the solver takes on `puzzle`.
pub fn solver_bytes(puzzle: &Puzzle) -> u64 {
    encoding_estimate(puzzle).bytes
}

/// The setup of a new game; with `unique`, seeds from `id`'s on are tried
/// until one's board is the only one with its full feedback (one
/// uniqueness decision, two or three solver calls, a seed). Fails when no
/// seed within the budget qualifies, or with [`blackbox::Error::Interrupted`] once
/// `control` is cancelled.
pub fn generate(id: GameId, unique: bool, budget: Budget, control: &Control) -> Result<Setup> {
    if !unique {
        return setup_for(id, budget, control);
    }
    // The solver's own reports count boards found: the seeds are reported.
    let quiet = control.clone().with_progress(|_| {});
    for i in 0..budget.tries {
        let setup = hidden_setup(id.with_seed(id.seed().wrapping_add(i)));
        let feedback = full_feedback(&setup);
        let bytes = solver_bytes(&feedback);
        if bytes > MEMORY_LIMIT {
            return Err(Error::UniqueTooBig {
                id,
                mb: bytes >> 20,
                limit_mb: MEMORY_LIMIT >> 20,
            });
        }
        let decided = solved(&feedback, 1, &quiet)?;
        control.report(i + 1);
        if decided.unique == Some(true) {
            return Ok(setup);
        }
    }
    Err(Error::NoUniqueBoard {
        id,
        tries: budget.tries,
    })
}

/// The game of `id` against its drawn board, no twins looked for yet.
fn hidden_setup(id: GameId) -> Setup {
    let hidden = id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
    Setup::new(id, hidden).expect("GameId::board fits its own ID")
}

/// The puzzle "every port's response is known" for the hidden board.
fn full_feedback(setup: &Setup) -> Puzzle {
    Puzzle::from_feedback(&setup.hidden().feedback(setup.rules()), setup.id().atoms())
        .expect("the game ID's atom count fits the board")
}

/// What the solver establishes about `puzzle` with no counting: whether
/// it is unique, and up to `max_solutions` solutions (all of them, with an
/// exact count, when there are no more); `control` hears the number of
/// solutions found so far. [`blackbox::Error::Interrupted`] once `control` is
/// cancelled: a partial report is not used.
fn solved(puzzle: &Puzzle, max_solutions: usize, control: &Control) -> Result<Report> {
    let plan = ReportPlan {
        max_solutions,
        count_budget: 0,
        deduce: false,
    };
    let found = report(puzzle, plan, control);
    match found.interrupted() {
        true => Err(blackbox::Error::Interrupted.into()),
        false => Ok(found),
    }
}

/// The boards with the hidden board's full `feedback`, or `None` when
/// there are more than `limit`: the solver enumerates them one by one.
fn twins_within(feedback: &Puzzle, limit: usize, control: &Control) -> Result<Option<Vec<Board>>> {
    let found = solved(feedback, limit.saturating_add(1), control)?;
    let all = found
        .exact_count()
        .is_some_and(|n| *n <= BigUint::from(limit));
    Ok(all.then_some(found.solutions))
}
