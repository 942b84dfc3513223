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
//!    the premises, and each ray's own seed 001 facts). Asking for a board
//!    with the cell the other way with every premise on is unsatisfiable,
//!    and the core (the premises the proof used) is a first set. Questions
//!    the solver does not settle within a small budget go to other exact
//!    engines (module `ask`): the same premises guarded in a second
//!    solver whose rays are encoded lazily (module `lazy`), which names
//!    its cores too, then the path search of module `sparse` and the lazy
//!    search of module `search`, whose proofs name no core.
//! 2. **Minimal.** The set is shrunk by deletion (in chunks, the
//!    premises farthest from the cell first, a chunk halved when it cannot
//!    go and doubled when it went): premises are switched off;
//!    when the rest still force the cell they are dropped (and the rest
//!    shrinks to that proof's core), otherwise the engine's board is a
//!    *counter-board*: it meets every other premise of the set and has the
//!    cell the other way (first made to break as few premises of the set
//!    as it can, module `lessen`, so that more boards break just one). A
//!    chunk of several whose question no engine settles within its budget
//!    is halved rather than handed to the unbounded solver (module `ask`,
//!    `Depth`). A counter-board is then changed one atom at a time (added,
//!    taken away or moved, module `lessen`, `rotate`): a change that mends
//!    its premise and breaks exactly one other of the set is that one's
//!    counter-board, found without a question, and is changed in turn (on
//!    the two slowest 10x10/10 games after 20 rays the first counter-board
//!    gave 5 and 6 others this way, and the shrinking asked 6 proofs
//!    instead of 9 on one of them; benchsuite/runs/2026-11-29-why-speed-6).
//!    Premises known necessary are not dropped again, so the chunks tried
//!    hold fewer of them. At the end every premise of the set has its
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
//!    is proven smallest ([`Size::Smallest`]); when the budget of rounds,
//!    of the hitting-set search's nodes or the control runs out first, it
//!    is minimal, and a smallest one has at least as many premises as the
//!    last hitting set ([`Size::Minimal`]). A round's question goes to the
//!    cheap engines first; at most [`COSTLY_ROUNDS`] rounds may go on to
//!    the costly ones (the rest of the budgeted engines): past them the
//!    search stops, with the bound so far. The correction sets are made
//!    small before they are added (module `lessen`: the board is grafted
//!    onto one meeting every premise, then changed atom by atom while that
//!    mends premises and breaks none), and every board met so far with the
//!    cell the other way gives one: the fewer premises a correction set
//!    has, the more candidates it rules out (on a 15x15/20 game after 40
//!    rays, 4 correction sets of 37, 36, 34 and 34 premises became 3, 5, 4
//!    and 2), so the search settles in far fewer rounds.
//!
//! Every question with the cell the other way (steps 2 and 3) is first put
//! to the same local search, from a board meeting every premise with the
//! cell changed: a board it finds meeting the premises asked (checked by
//! simulation) answers without an engine; otherwise the engines decide.
//! The cheap questions of step 3 (module `ask`, `Depth::Quick`) skip it:
//! it answered 0 to 6 of about 60 such questions on each of the four
//! slowest 10x10/10 games after 20 rays, each miss a pass over the board,
//! where the path search finds their boards in well under a millisecond
//! (benchsuite/runs/2026-11-29-why-speed-5).
//! 4. **Checked by a second, independent solve.** The question of the
//!    final set (a board of its premises alone with the cell the other
//!    way?) is asked again of the engines that did not prove it (module
//!    `ask`): one must find none ([`Check`]). The counter-boards are
//!    checked by simulation (every premise of the set but the dropped
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
//! caller's [`Control`]; each engine works within a budget of its own
//! ([`WhyBudget`]: decisions, probes; counts, so the answer does not
//! depend on the machine), the smallest set is looked for in at most
//! [`WhyBudget::rounds`] rounds, the paths in at most
//! [`MAX_PATH_CUBES`] cubes. A board the engines answer is kept and
//! answers later questions it fits without an engine. A stop is honest: a set
//! stopped while shrinking is [`Size::Unshrunk`] (it forces the cell, but
//! dropping some premise may leave it forced), a check cut short says so.

mod ask;
mod hitting;
mod lazy;
mod lessen;
mod paths;
mod premises;

use crate::explain::Unexplained;
use ask::{Depth, Reply};
use blackbox::trace::{Look, Trace};
use blackbox::{Board, Cell, Port, Puzzle};
use hitting::{Family, Hitting};
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

/// An engine that can show that no board meets some premises with a cell
/// one way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proof {
    /// The SAT solver over the premises' guarded complete encoding, which
    /// names the premises its proof used (its cores).
    Cores,
    /// The SAT solver over the premises' guarded encoding built lazily
    /// (module `lazy`): rays encoded where its boards need them, the atom
    /// count once a board breaks it; it names its cores too.
    Lazy,
    /// The SAT search of module `search` on the premises' own puzzle: seed
    /// 001's facts of those premises, rays encoded lazily.
    Facts,
    /// The search over partial boards of module `sparse`: rays walked cell
    /// by cell, clauses learnt from their conflicts, the atom bound; no SAT
    /// call.
    Paths,
}

/// What the second, independent solve said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// An engine other than the one that proved the set forces the cell
    /// found no board of the set's premises with the cell the other way,
    /// and every counter-board checked out by simulation.
    Verified(Proof),
    /// The other engines ran out of their budgets first.
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
    /// The engine whose proof shows that the set forces the cell.
    pub proof: Proof,
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
    /// Rounds of the search for a smallest set (each one question).
    pub rounds: u64,
    /// Decisions of each SAT engine on a question before the next engine
    /// is asked instead (module `ask`), and a tenth of what one may take to
    /// check another engine's proof.
    pub decisions: u64,
    /// Probes of the path search, on a question or a check.
    pub probes: u64,
}

impl WhyBudget {
    /// The default: 64 rounds, 50 decisions, 100,000 probes (measured in
    /// the module `ask` doc). With small correction sets (module doc, step
    /// 3) 64 rounds prove the smallest set on every game of 73 measured
    /// (10x10/10 after 20 rays, 15x15/20 after 20 and 40) but three
    /// 10x10/10 games whose sets of 10 to 14 premises rest on the atom
    /// count, which 256 rounds took 0.5 to 2.9 s of CPU to settle
    /// (benchsuite/runs/2026-11-29-why-speed).
    pub const DEFAULT: WhyBudget = WhyBudget {
        rounds: 64,
        decisions: 50,
        probes: 100_000,
    };
}

/// The premises of one puzzle loaded once, for explaining any of its
/// cells (see the module doc).
pub struct Explainer<'a> {
    puzzle: &'a Puzzle,
    premises: Premises<'a>,
    /// The latest boards the engines answered (at most [`SEEN`]): a
    /// question one of them answers needs no engine.
    seen: Vec<Board>,
    /// While a forced cell is explained: the question asked of it (the
    /// cell the other way), and a board meeting every premise with the
    /// cell changed so, where the local search for boards starts.
    flipped: Option<((usize, bool), Board)>,
}

/// Boards an [`Explainer`] keeps to answer questions from.
const SEEN: usize = 256;

/// Rounds of the search for a smallest set whose question the cheap
/// engines do not settle (module `ask`, `Depth::Quick`) that may go on to the
/// costly ones: past them the search stops, and the set stays minimal.
/// Such questions rest on the atom count and cost 10 to 80 ms each under
/// load (on a 10x10/10 game after 20 rays, one search used 11 of them in
/// its 64 rounds and still did not settle); four let an 11-premise set of
/// another such game be proven smallest
/// (benchsuite/runs/2026-11-29-why-speed-2).
const COSTLY_ROUNDS: usize = 4;

/// Premises (indices) of a set with their counter-boards.
type Counters = Vec<(usize, Board)>;

/// A minimal set found by [`Explainer::shrink`]: the set, the proof that it
/// forces the cell, its counter-boards, whether it is minimal.
type Shrunk = (Vec<usize>, Proof, Counters, bool);

impl<'a> Explainer<'a> {
    /// Loads the premises of `puzzle`; `Err` when `control` stops it or the
    /// encoding is too big ([`Unexplained`]).
    pub fn new(puzzle: &'a Puzzle, control: &Control) -> std::result::Result<Self, Unexplained> {
        Ok(Explainer {
            puzzle,
            premises: Premises::load(puzzle, control)?,
            seen: Vec::new(),
            flipped: None,
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
        self.premises.reset_lazy();
        let index = self.puzzle.dims().index(cell);
        let all: Vec<usize> = (0..self.premises.list.len()).collect();
        let with_atom = self.question(&all, (index, true), budget, control)?;
        let without = self.question(&all, (index, false), budget, control)?;
        Ok(match (with_atom, without) {
            (Reply::Board(with_atom), Reply::Board(without)) => {
                CellWhy::Open { with_atom, without }
            }
            (Reply::Forces(..), Reply::Forces(..)) => CellWhy::Inconsistent,
            (Reply::Forces(core, proof), Reply::Board(example)) => {
                CellWhy::Forced(self.forced(cell, false, (core, proof), &example, budget, control))
            }
            (Reply::Board(example), Reply::Forces(core, proof)) => {
                CellWhy::Forced(self.forced(cell, true, (core, proof), &example, budget, control))
            }
        })
    }

    fn question(
        &mut self,
        on: &[usize],
        cell: (usize, bool),
        budget: WhyBudget,
        control: &Control,
    ) -> Result<Reply> {
        let reply = self.ask(on, cell, (budget, Depth::Full), control)?;
        Ok(reply.expect("a full question is always settled"))
    }

    /// A question (module `ask`), answered first from the boards kept and
    /// (but for a quick question) the local search, then by the engines
    /// `depth` allows (`None`: they did not settle it).
    fn ask(
        &mut self,
        on: &[usize],
        cell: (usize, bool),
        depth: (WhyBudget, Depth),
        control: &Control,
    ) -> Result<Option<Reply>> {
        let fits = |board: &&Board| ask::fits(&self.premises, on, cell, board);
        if let Some(board) = self.seen.iter().rev().find(fits) {
            return Ok(Some(Reply::Board(board.clone())));
        }
        // The local search, but for quick questions (module doc).
        let local = match &self.flipped {
            Some((flip, start)) if *flip == cell && depth.1 != Depth::Quick => {
                let board = lessen::lessen(&self.premises, self.puzzle, start, cell.0, Some(on));
                ask::fits(&self.premises, on, cell, &board).then_some(board)
            }
            _ => None,
        };
        let reply = match local {
            Some(board) => Some(Reply::Board(board)),
            None => {
                let premises = &mut self.premises;
                ask::question(self.puzzle, premises, on, cell, depth, control)?
            }
        };
        if let Some(Reply::Board(board)) = &reply {
            if self.seen.len() == SEEN {
                self.seen.remove(0);
            }
            self.seen.push(board.clone());
        }
        Ok(reply)
    }

    /// The explanation of `cell`, forced to `atom` by the premises of
    /// `core` (as `proof` shows); `example` meets every premise with the
    /// cell so.
    fn forced(
        &mut self,
        cell: Cell,
        atom: bool,
        core: (Vec<usize>, Proof),
        example: &Board,
        budget: WhyBudget,
        control: &Control,
    ) -> Forced {
        let flip = (self.puzzle.dims().index(cell), !atom);
        let mut start = example.clone();
        start.set(cell, !atom);
        self.flipped = Some((flip, start));
        let (set, proof, counters, minimal) = self.shrink(core, flip, example, budget, control);
        let ((set, proof, mut counters), size) = if minimal {
            self.smallest((set, proof, counters), flip, example, budget, control)
        } else {
            ((set, proof, Vec::new()), Size::Unshrunk)
        };
        counters.sort_by_key(|(i, _)| *i);
        let check = ask::check(
            self.puzzle,
            &mut self.premises,
            (&set, proof),
            &counters,
            flip,
            budget,
            control,
        );
        let premises: Vec<Premise> = set.iter().map(|&i| self.premises.list[i]).collect();
        let rays: Vec<Port> = premises
            .iter()
            .filter_map(|p| match p {
                Premise::Ray(port) => Some(*port),
                Premise::AtomCount => None,
            })
            .collect();
        self.flipped = None;
        let sub = ask::puzzle_of(self.puzzle, &self.premises, &set);
        let paths = paths::possible_paths(&sub, &rays, (cell, atom), example, control).ok();
        Forced {
            cell,
            atom,
            size,
            proof,
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

    /// Shrinks a set of premises that forces the cell to the opposite of
    /// `flip` (with its proof): the minimal set, its proof and
    /// counter-boards and `true`, or, stopped by `control` first, the set
    /// so far and `false`.
    ///
    /// By deletion in chunks: the premises not yet shown necessary, those
    /// whose ray passes farthest from the cell on `example` first (they
    /// are the likeliest to go), are dropped half at a time; when the rest
    /// no longer forces the cell the chunk is halved (when it does, doubled:
    /// each proof that the rest forces costs more than a board), and a single premise
    /// whose dropping lets a board have the cell the other way is necessary
    /// (that board is its counter-board). A proof's core replaces the set.
    /// Premises shown necessary stay necessary: each has a board meeting the
    /// others of a larger set.
    fn shrink(
        &mut self,
        (mut set, mut proof): (Vec<usize>, Proof),
        flip: (usize, bool),
        example: &Board,
        budget: WhyBudget,
        control: &Control,
    ) -> Shrunk {
        let distance = self.distances(flip.0, example);
        let mut counters: Counters = Vec::new();
        let mut chunk = set.len().div_ceil(2);
        loop {
            let mut open: Vec<usize> = (set.iter().copied())
                .filter(|i| !counters.iter().any(|(c, _)| c == i))
                .collect();
            if open.is_empty() {
                break;
            }
            open.sort_by_key(|&i| std::cmp::Reverse(distance[i]));
            chunk = chunk.clamp(1, open.len());
            let dropped = &open[..chunk];
            let rest: Vec<usize> = (set.iter().copied())
                .filter(|i| !dropped.contains(i))
                .collect();
            // A chunk of several whose question the engines' budgets do not
            // settle is halved instead (module `ask`, `Depth`).
            let depth = if chunk > 1 {
                Depth::Bounded
            } else {
                Depth::Full
            };
            match self.ask(&rest, flip, (budget, depth), control) {
                Err(_) => return (set, proof, counters, false),
                Ok(None) => chunk /= 2,
                Ok(Some(Reply::Forces(core, by))) => {
                    // The farthest premises went: the next ones likely go
                    // too, so try twice as many at once.
                    (set, proof) = (core, by);
                    chunk *= 2;
                }
                Ok(Some(Reply::Board(board))) => {
                    // The board breaks some of the premises dropped (made
                    // to break as few of the set as it can); when just
                    // one, that one is necessary and this its counter-board.
                    let lessen = lessen::lessen;
                    let board = lessen(&self.premises, self.puzzle, &board, flip.0, Some(&set));
                    let broken: Vec<usize> = (self.premises.broken(&board).into_iter())
                        .filter(|i| dropped.contains(i))
                        .collect();
                    if let [necessary] = broken[..] {
                        self.necessary(&set, flip.0, (necessary, board), &mut counters);
                    }
                    chunk /= 2;
                }
            }
        }
        counters.sort_by_key(|(i, _)| *i);
        (set, proof, counters, true)
    }

    /// Records `counter` (premise `i` of `set` and a board with the cell of
    /// row-major index `fixed` the other way breaking `i` alone among `set`),
    /// then every counter-board found by changing it one atom at a time
    /// ([`lessen::rotate`]), each changed in turn: each shows one more
    /// premise necessary without a question (module doc, step 2).
    fn necessary(
        &self,
        set: &[usize],
        fixed: usize,
        counter: (usize, Board),
        counters: &mut Counters,
    ) {
        let mut queue = vec![counter];
        while let Some((i, board)) = queue.pop() {
            if counters.iter().any(|(c, _)| *c == i) {
                continue;
            }
            queue.extend(lessen::rotate(
                &self.premises,
                self.puzzle,
                &board,
                fixed,
                (set, i),
            ));
            counters.push((i, board));
        }
    }

    /// Per premise, how far from the cell with row-major index `cell` it
    /// bears on `example`: a ray, the least Chebyshev distance from the
    /// cell to a cell it reads there; the atom count, as far as the board
    /// is wide (it bears on every cell, and most cells need it not).
    fn distances(&self, cell: usize, example: &Board) -> Vec<usize> {
        let dims = self.puzzle.dims();
        let at = dims.cell_at(cell);
        let far = dims.rows().max(dims.cols());
        (self.premises.list.iter())
            .map(|premise| match premise {
                Premise::AtomCount => far,
                Premise::Ray(port) => paths::path_on(example, *port, self.puzzle.rules())
                    .reads
                    .iter()
                    .map(|r| {
                        r.cell
                            .row()
                            .abs_diff(at.row())
                            .max(r.cell.col().abs_diff(at.col()))
                    })
                    .min()
                    .unwrap_or(far),
            })
            .collect()
    }

    /// The smallest set by implicit hitting sets (module doc), starting
    /// from a minimal set with its proof and counter-boards, within the
    /// budget's rounds and `control`.
    fn smallest(
        &mut self,
        best: (Vec<usize>, Proof, Counters),
        flip: (usize, bool),
        example: &Board,
        budget: WhyBudget,
        control: &Control,
    ) -> ((Vec<usize>, Proof, Counters), Size) {
        let mut family = Family::new(self.premises.list.len());
        // Every board met so far with the cell the other way breaks a
        // correction set: the counter-boards and the boards kept.
        let against = (best.2.iter().map(|(_, board)| board)).chain(
            self.seen
                .iter()
                .filter(|b| b.has_atom(b.dims().cell_at(flip.0)) == flip.1),
        );
        for board in against {
            let lessened = lessen::lessen(&self.premises, self.puzzle, board, flip.0, None);
            family.add(&self.premises.broken(&lessened));
        }
        let (mut at_least, mut costly) = (1, 0);
        for _ in 0..budget.rounds {
            let mut hitting = match family.smallest_below(best.0.len(), control) {
                Ok(Hitting::Found(hitting)) => hitting,
                Ok(Hitting::NoneBelow) => return (best, Size::Smallest),
                Ok(Hitting::OverBudget) | Err(_) => break,
            };
            hitting.sort_unstable();
            at_least = hitting.len().max(1);
            let mut reply = self.ask(&hitting, flip, (budget, Depth::Quick), control);
            if matches!(reply, Ok(None)) && costly < COSTLY_ROUNDS {
                costly += 1;
                reply = self.ask(&hitting, flip, (budget, Depth::Bounded), control);
            }
            match reply {
                Ok(None) | Err(_) => break,
                Ok(Some(Reply::Board(board))) => {
                    let pair = (example, &board);
                    let board = lessen::graft(&self.premises, self.puzzle, pair, &hitting, flip.0);
                    let board = lessen::lessen(&self.premises, self.puzzle, &board, flip.0, None);
                    let broken = self.premises.broken(&board);
                    if broken.is_empty() {
                        // Cannot happen: the cell is forced by every premise.
                        break;
                    }
                    family.add(&broken);
                }
                Ok(Some(Reply::Forces(core, proof))) => {
                    // A forcing set within a smallest hitting set: shrunk,
                    // it still meets every correction set, so it is that
                    // hitting set's size, and smallest.
                    match self.shrink((core, proof), flip, example, budget, control) {
                        (set, proof, counters, true) => {
                            return ((set, proof, counters), Size::Smallest)
                        }
                        _ => break,
                    }
                }
            }
        }
        (best, Size::Minimal { at_least })
    }
}
