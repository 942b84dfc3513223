//! Why a cell is certain: the fired rays (and, when it takes part, the
//! atom count) that alone force it, no more of them than it takes.
//!
//! The *premises* of a puzzle are its fired rays' results (an exit pair is
//! one ray, named by its smaller port) and its atom count when that rules
//! out some number. A cell is *forced* to hold an atom (or to be empty)
//! when every board meeting the premises has it so. For a forced cell
//! [`Explainer::cell`] gives a set of premises that forces it alone:
//!
//! 1. **Found by the solver's cores.** Every premise is a switch of one
//!    incremental SAT solver (module `premises`: assumption literals
//!    guarding the complete encoding, which is exact for every subset of
//!    the premises). Asking for a board with the cell the other way with
//!    every premise on is unsatisfiable, and the core (the premises the
//!    proof used) is a first set.
//! 2. **Minimal.** The set is shrunk by deletion: each premise is switched
//!    off in turn; when the rest still force the cell it is dropped (and
//!    the rest shrinks to that proof's core), otherwise the solver's board
//!    is a *counter-board*: it meets every other premise of the set and has
//!    the cell the other way. At the end every premise of the set has its
//!    counter-board ([`Forced::counters`]): dropping any one of them lets
//!    some board have the cell the other way.
//! 3. **Smallest** where the budget allows, by implicit hitting sets: every
//!    board with the cell the other way breaks some premises, and every set
//!    that forces the cell contains one of those (a *correction set*). The
//!    smallest set of premises meeting every correction set found so far is
//!    asked for a board with the cell the other way: a board breaks a new
//!    correction set, which is added; no board means that set forces the
//!    cell, and no smaller one can (each forcing set meets every correction
//!    set). When no hitting set smaller than the best set exists, the best
//!    is proven smallest ([`Size::Smallest`]); when the budget of rounds or
//!    the control runs out first, it is minimal, and a smallest one has at
//!    least as many premises as the last hitting set ([`Size::Minimal`]).
//! 4. **Checked by a second, independent solve.** The search over partial
//!    boards of module `sparse` (no SAT call, rays walked cell by cell, seed
//!    001's facts) is asked for a board of the set's premises alone with the
//!    cell the other way: it must find none ([`Check`]). The counter-boards
//!    are checked by simulation (every premise of the set but the dropped
//!    one, and the cell the other way).
//! 5. **The rays' possible paths** under the set's premises with the cell
//!    as forced (module `paths`): each ray's traces on those boards, with
//!    the cells it reads and what they hold, for drawing and for saying
//!    which rule applies.
//!
//! For a cell that is not forced, two boards meeting every premise, one
//! with an atom there and one without, show it ([`CellWhy::Open`]).
//!
//! Bounds: the encoding is abandoned past [`crate::CONFLICT_MAX_CLAUSES`]
//! clauses, as `explain`'s conflict search; every solver call polls the
//! caller's [`Control`]; the smallest set is looked for in at most
//! [`WhyBudget::rounds`] rounds, the check in [`WhyBudget::probes`]
//! probes, the paths in a bounded number of cubes. A stop is honest: a set
//! stopped while shrinking is [`Size::Unshrunk`] (it forces the cell, but
//! dropping some premise may leave it forced), a check cut short says so.

mod hitting;
mod paths;
mod premises;

use crate::explain::{sub_puzzle, Unexplained};
use crate::sparse;
use blackbox::trace::{Look, Trace};
use blackbox::{Board, Cell, Port, Puzzle};
use hitting::Family;
use logic::{Control, Result};
pub use premises::{Answer, Premises};

pub use paths::MAX_CUBES as MAX_PATH_CUBES;

/// A premise of an explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Premise {
    /// A fired ray's result (an exit pair by its smaller port).
    Ray(Port),
    /// The atom count (a number or a range).
    AtomCount,
}

/// A cell a ray reads at one of its states, and what it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Read {
    /// The cell.
    pub cell: Cell,
    /// The state of the ray's trace it is read from (0: outside the rim,
    /// before entering).
    pub step: usize,
    /// Where it lies from that state.
    pub look: Look,
    /// Whether it holds an atom.
    pub atom: bool,
}

/// One path a ray can take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PossiblePath {
    /// The ray's trace.
    pub trace: Trace,
    /// Every cell it reads on the way, in reading order.
    pub reads: Vec<Read>,
}

/// The paths one ray of an explanation can take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RayPaths {
    /// The ray (its port).
    pub port: Port,
    /// Its distinct paths on the boards meeting the explanation's premises
    /// with the cell as forced.
    pub paths: Vec<PossiblePath>,
    /// Whether those are all of them (false: one of them, the others not
    /// enumerated within the bound).
    pub complete: bool,
}

/// A counter-board: what dropping one premise of a minimal set allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counter {
    /// The premise dropped.
    pub dropped: Premise,
    /// A board meeting every other premise of the set, with the cell the
    /// other way (it breaks the dropped one).
    pub board: Board,
}

/// How small a set of premises is known to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Size {
    /// No set with fewer premises forces the cell (proven).
    Smallest,
    /// Minimal (no premise can be dropped), and a smallest set has at least
    /// this many premises: the search for it stopped first.
    Minimal {
        /// A lower bound on the size of a smallest set.
        at_least: usize,
    },
    /// Stopped while shrinking: the set forces the cell, but dropping some
    /// premise may leave it forced.
    Unshrunk,
}

/// What the second, independent solve said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// It found no board of the set's premises with the cell the other way,
    /// and every counter-board checked out by simulation.
    Verified,
    /// It ran out of its probes first.
    OverBudget,
    /// The control stopped it first.
    Stopped,
    /// The two solves disagree (a bug): the explanation must not be shown
    /// as proven.
    Refuted,
}

/// A forced cell and a set of premises that forces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forced {
    /// The cell.
    pub cell: Cell,
    /// Whether every board has an atom there (false: every board has it
    /// empty).
    pub atom: bool,
    /// The premises (rays by port, then the atom count if it takes part).
    pub premises: Vec<Premise>,
    /// How small the set is known to be.
    pub size: Size,
    /// The second solve's check.
    pub check: Check,
    /// One counter-board per premise, in the order of `premises` (empty
    /// when [`Size::Unshrunk`]).
    pub counters: Vec<Counter>,
    /// Each ray's possible paths, in the order of `premises` (`None`:
    /// stopped before they were listed).
    pub paths: Option<Vec<RayPaths>>,
}

impl Forced {
    /// The rays of the set, by port.
    pub fn rays(&self) -> Vec<Port> {
        self.premises
            .iter()
            .filter_map(|p| match p {
                Premise::Ray(port) => Some(*port),
                Premise::AtomCount => None,
            })
            .collect()
    }

    /// Whether the atom count takes part.
    pub fn needs_atom_count(&self) -> bool {
        self.premises.contains(&Premise::AtomCount)
    }
}

/// Why a cell is what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CellWhy {
    /// Every board has it so, and these premises force it.
    Forced(Forced),
    /// Not forced: two boards meeting every premise, one with an atom
    /// there and one without.
    Open {
        /// A board with an atom in the cell.
        with_atom: Board,
        /// A board with the cell empty.
        without: Board,
    },
    /// No board meets the premises.
    Inconsistent,
}

/// How much work an explanation may take besides its time limit: counts,
/// not times, so the answer does not depend on the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WhyBudget {
    /// Rounds of the search for a smallest set (each one solver call).
    pub rounds: u64,
    /// Probes of the second solve.
    pub probes: u64,
}

impl WhyBudget {
    /// The default: 256 rounds, 1,000,000 probes.
    pub const DEFAULT: WhyBudget = WhyBudget {
        rounds: 256,
        probes: 1_000_000,
    };
}

/// The premises of one puzzle loaded once, for explaining any of its
/// cells (see the module doc).
pub struct Explainer<'a> {
    puzzle: &'a Puzzle,
    premises: Premises<'a>,
}

/// A premise's board: the indices of `set` with their counter-boards.
type Counters = Vec<(usize, Board)>;

impl<'a> Explainer<'a> {
    /// Loads the premises of `puzzle`; `Err` when `control` stops it or the
    /// encoding is too big ([`Unexplained`]).
    pub fn new(puzzle: &'a Puzzle, control: &Control) -> std::result::Result<Self, Unexplained> {
        Ok(Explainer {
            puzzle,
            premises: Premises::load(puzzle, control)?,
        })
    }

    /// The puzzle's premises: its rays in port order, then the atom count
    /// when it rules out some number of atoms.
    pub fn premises(&self) -> &[Premise] {
        &self.premises.list
    }

    /// Why `cell` is what it is (see the module doc), within `budget` and
    /// `control`; `Err(Error::Interrupted)` when the control stops it
    /// before the cell's status is known.
    pub fn cell(&mut self, cell: Cell, budget: WhyBudget, control: &Control) -> Result<CellWhy> {
        let index = self.puzzle.dims().index(cell);
        let all: Vec<usize> = (0..self.premises.list.len()).collect();
        let with_atom = self.premises.ask(&all, (index, true), control)?;
        let without = self.premises.ask(&all, (index, false), control)?;
        Ok(match (with_atom, without) {
            (Answer::Board(with_atom), Answer::Board(without)) => {
                CellWhy::Open { with_atom, without }
            }
            (Answer::Core(_), Answer::Core(_)) => CellWhy::Inconsistent,
            (Answer::Core(core), Answer::Board(example)) => {
                CellWhy::Forced(self.forced(cell, false, core, &example, budget, control))
            }
            (Answer::Board(example), Answer::Core(core)) => {
                CellWhy::Forced(self.forced(cell, true, core, &example, budget, control))
            }
        })
    }

    /// The explanation of `cell`, forced to `atom` by the premises of
    /// `core`; `example` meets every premise with the cell so.
    fn forced(
        &mut self,
        cell: Cell,
        atom: bool,
        core: Vec<usize>,
        example: &Board,
        budget: WhyBudget,
        control: &Control,
    ) -> Forced {
        let flip = (self.puzzle.dims().index(cell), !atom);
        let (mut set, mut counters, mut size) = match self.shrink(core, flip, control) {
            (set, counters, true) => (set, counters, Size::Minimal { at_least: 1 }),
            (set, _, false) => (set, Vec::new(), Size::Unshrunk),
        };
        if size != Size::Unshrunk {
            (set, counters, size) = self.smallest(set, counters, flip, budget.rounds, control);
        }
        counters.sort_by_key(|(i, _)| *i);
        let premises: Vec<Premise> = set.iter().map(|&i| self.premises.list[i]).collect();
        let sub = self.sub_puzzle(&premises);
        let check = self.check(&sub, &set, &counters, flip, budget.probes, control);
        let rays: Vec<Port> = premises
            .iter()
            .filter_map(|p| match p {
                Premise::Ray(port) => Some(*port),
                Premise::AtomCount => None,
            })
            .collect();
        let paths = paths::possible_paths(&sub, &rays, (cell, atom), example, control).ok();
        Forced {
            cell,
            atom,
            size,
            check,
            counters: counters
                .into_iter()
                .map(|(i, board)| Counter {
                    dropped: self.premises.list[i],
                    board,
                })
                .collect(),
            premises,
            paths,
        }
    }

    /// Shrinks `set` (premises that force the cell to the opposite of
    /// `flip`) by deletion: the minimal set, its counter-boards and `true`,
    /// or, stopped by `control` first, the set so far and `false`.
    fn shrink(
        &mut self,
        mut set: Vec<usize>,
        flip: (usize, bool),
        control: &Control,
    ) -> (Vec<usize>, Counters, bool) {
        let mut counters: Counters = Vec::new();
        let mut i = 0;
        while i < set.len() {
            let without: Vec<usize> = (set.iter().enumerate())
                .filter(|&(j, _)| j != i)
                .map(|(_, &p)| p)
                .collect();
            match self.premises.ask(&without, flip, control) {
                Err(_) => return (set, counters, false),
                // The premises kept so far are in every core of the set
                // (each has a board meeting the others), so they stay
                // first, in order.
                Ok(Answer::Core(core)) => set = core,
                Ok(Answer::Board(board)) => {
                    counters.push((set[i], board));
                    i += 1;
                }
            }
        }
        (set, counters, true)
    }

    /// The smallest set by implicit hitting sets (module doc), starting
    /// from the minimal `best` with its counter-boards, within `rounds`
    /// rounds and `control`.
    fn smallest(
        &mut self,
        best: Vec<usize>,
        counters: Counters,
        flip: (usize, bool),
        rounds: u64,
        control: &Control,
    ) -> (Vec<usize>, Counters, Size) {
        let mut family = Family::new(self.premises.list.len());
        for (_, board) in &counters {
            family.add(&self.premises.broken(board));
        }
        let mut at_least = 1;
        for _ in 0..rounds {
            let Ok(found) = family.smallest_below(best.len(), control) else {
                break;
            };
            let Some(hitting) = found else {
                return (best, counters, Size::Smallest);
            };
            at_least = hitting.len().max(1);
            match self.premises.ask(&hitting, flip, control) {
                Err(_) => break,
                Ok(Answer::Board(board)) => {
                    let broken = self.premises.broken(&board);
                    if broken.is_empty() {
                        // Cannot happen: the cell is forced by every premise.
                        break;
                    }
                    family.add(&broken);
                }
                Ok(Answer::Core(core)) => {
                    // A forcing set within a smallest hitting set: shrunk,
                    // it still meets every correction set, so it is that
                    // hitting set's size, and smallest.
                    match self.shrink(core, flip, control) {
                        (set, found, true) => return (set, found, Size::Smallest),
                        _ => break,
                    }
                }
            }
        }
        (best, counters, Size::Minimal { at_least })
    }

    /// The puzzle of `premises` alone.
    fn sub_puzzle(&self, premises: &[Premise]) -> Puzzle {
        let rays = premises.iter().filter_map(|p| match p {
            Premise::Ray(port) => Some(*port),
            Premise::AtomCount => None,
        });
        sub_puzzle(self.puzzle, rays, premises.contains(&Premise::AtomCount))
    }

    /// The second solve (module doc, 4.): no board of `sub` (the set's
    /// premises) with the cell as `flip` says, and every counter-board
    /// meeting the set but its dropped premise with the cell so.
    fn check(
        &self,
        sub: &Puzzle,
        set: &[usize],
        counters: &Counters,
        flip: (usize, bool),
        probes: u64,
        control: &Control,
    ) -> Check {
        let cell = self.puzzle.dims().cell_at(flip.0);
        let counters_hold = counters.iter().all(|(dropped, board)| {
            board.has_atom(cell) == flip.1
                && !self.premises.holds(*dropped, board)
                && set
                    .iter()
                    .filter(|&i| i != dropped)
                    .all(|&i| self.premises.holds(i, board))
        });
        if !counters_hold {
            return Check::Refuted;
        }
        match sparse::board_with(sub, &[flip], probes, control) {
            Err(_) => Check::Stopped,
            Ok(None) => Check::OverBudget,
            Ok(Some(None)) => Check::Verified,
            Ok(Some(Some(_))) => Check::Refuted,
        }
    }
}
