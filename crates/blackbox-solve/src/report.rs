//! What the solver commands print, established in the order users need it
//! and as far as the caller allows: [`report`].
//!
//! The order, cheapest and most wanted first:
//!
//! 1. **consistent**, with a witness, and **unique** or a second witness:
//!    one incremental [`Search`] ([`unique::decide_in`]), no counting; on
//!    boards up to 20x20, and on sparse boards up to 30x30, the path search
//!    of module `sparse` first, within a budget. A
//!    unique puzzle is then fully known (count 1, every cell fixed).
//! 2. **more solutions**, up to [`ReportPlan::max_solutions`], in the same
//!    search (each listed board blocked on every cell). When the search
//!    runs dry first, the list is every solution: the count and the
//!    per-cell tallies are exact with no counting at all.
//! 3. when asked for deductions, the **backbone** ([`Backbone`], starting
//!    from the solutions listed): the statuses without shares; when
//!    cancelled during it, the cells established so far
//!    ([`Deduced::Partial`]);
//! 4. **the exact count** (and per-cell shares when [`ReportPlan::deduce`]) by
//!    [`split`], within [`ReportPlan::count_budget`] cubes (a budget of 0 skips
//!    it). Before any cube, the lower bound is raised to what is proven
//!    (`proven`: the independent moves of module `moves`, and the first
//!    solution's own cube), so a count stopped by the budget or the control
//!    still reports it.
//!
//! Every step polls the [`Control`]; once it is cancelled, the report keeps
//! what the steps before established and says the rest is unknown
//! ([`Report::interrupted`]). Every board in a report solves the puzzle (the
//! [`Search`] invariant).

use super::backbone::Backbone;
use super::race;
use super::search::Search;
use super::sparse;
use super::split::{self, Counted, QUICK_CUBES};
use super::unique::{self, Uniqueness};
use super::walks;
use super::{deduction, deduction_of, Deduced};
use blackbox::Puzzle;
use blackbox::{binomial_row, Board};
use logic::{Control, Error, Result, StopReason};
use num_bigint::BigUint;

/// What to establish, beyond consistency and uniqueness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportPlan {
    /// List at most this many solutions.
    pub max_solutions: usize,
    /// Give up the exact count after this many cubes (see the crate docs on counting).
    pub count_budget: u64,
    /// Also establish what every solution says about each cell.
    pub deduce: bool,
}

/// How many solutions, as far as known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Count {
    /// Exactly this many.
    Exact(BigUint),
    /// At least this many (the solutions found); the rest is unknown.
    AtLeast(BigUint),
}

/// What is known about a puzzle (see the module doc for the order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Whether some board solves the puzzle (`None`: not decided).
    pub consistent: Option<bool>,
    /// Whether exactly one board does (`None`: not decided).
    pub unique: Option<bool>,
    /// Up to [`ReportPlan::max_solutions`] different solutions.
    pub solutions: Vec<Board>,
    /// The number of solutions, exact or a lower bound.
    pub count: Count,
    /// The cells, when [`ReportPlan::deduce`] asked and it was established.
    pub deduced: Option<Deduced>,
    /// Why the report is incomplete, if it is.
    pub stopped: Option<Stop>,
}

/// Why a report is incomplete: one reason, the first that applies in this
/// order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The control was cancelled (the caller's time limit) before the
    /// report was complete.
    TimeLimit,
    /// The count was not tried: its tables of binomial weights would take
    /// more than [`MAX_COUNT_TABLE_BITS`] (a wide atom range on a big board:
    /// `0-65025` on 255x255 needs gigabytes).
    Memory,
    /// The count was given up within [`ReportPlan::count_budget`] cubes.
    CountBudget {
        /// When it was given up at once because it provably needs at least
        /// `2^n` cubes, more than the budget: `Some(n)`.
        needs_cubes_log2: Option<usize>,
    },
}

impl Stop {
    /// The reason as every stopped computation states it.
    pub fn reason(self) -> StopReason {
        match self {
            Stop::TimeLimit => StopReason::TimeLimit,
            Stop::Memory => StopReason::Memory,
            Stop::CountBudget { .. } => StopReason::CountBudget,
        }
    }
}

/// The most bits the count's tables of binomial weights may take: the
/// open cells times the allowed atom numbers bounds them (each `C(n, j)`
/// has at most `n` bits). 64 Mbit, 8 MB per table.
pub const MAX_COUNT_TABLE_BITS: u64 = 1 << 26;

/// At most how many bits one of the count's weight tables of `puzzle` takes.
fn count_table_bits(puzzle: &Puzzle) -> u64 {
    let cells = puzzle.dims().cells();
    let atoms = puzzle.atoms();
    let numbers = (atoms.max(cells) + 1).saturating_sub(atoms.min()) as u64;
    numbers.saturating_mul(cells as u64)
}

impl Report {
    /// The exact count, if known.
    pub fn exact_count(&self) -> Option<&BigUint> {
        match &self.count {
            Count::Exact(n) => Some(n),
            Count::AtLeast(_) => None,
        }
    }

    /// Whether the control was cancelled before the report was complete.
    pub fn interrupted(&self) -> bool {
        self.stopped == Some(Stop::TimeLimit)
    }
}

/// Establishes what `plan` asks about `puzzle`, in the order of the module
/// doc, until `control` is cancelled.
pub fn report(puzzle: &Puzzle, plan: ReportPlan, control: &Control) -> Report {
    let mut report = Report {
        consistent: None,
        unique: None,
        solutions: Vec::new(),
        count: Count::AtLeast(BigUint::ZERO),
        deduced: None,
        stopped: None,
    };
    report.stopped = match fill(&mut report, puzzle, plan, control) {
        Err(_) => Some(Stop::TimeLimit),
        Ok(Some(stop)) => Some(stop),
        Ok(None) => match report.count {
            Count::Exact(_) => None,
            Count::AtLeast(_) => Some(Stop::CountBudget {
                needs_cubes_log2: None,
            }),
        },
    };
    report
}

/// The steps of [`report`]; `Err` when cancelled (what is in `report` then
/// stays true), `Ok(Some(stop))` when the count stopped short by itself
/// (memory, or proven over its budget).
fn fill(
    report: &mut Report,
    puzzle: &Puzzle,
    plan: ReportPlan,
    control: &Control,
) -> Result<Option<Stop>> {
    let (mut search, decided) = decide(puzzle, control)?;
    let all = match decided {
        Uniqueness::Inconsistent => {
            report.consistent = Some(false);
            report.unique = Some(false);
            Vec::new()
        }
        Uniqueness::Unique(board) => {
            report.consistent = Some(true);
            report.unique = Some(true);
            vec![board]
        }
        Uniqueness::Several(first, second) => {
            report.consistent = Some(true);
            report.unique = Some(false);
            let witnesses = [first.clone(), second.clone()];
            report.solutions = vec![first, second];
            report.solutions.truncate(plan.max_solutions);
            report.count = Count::AtLeast(BigUint::from(2u32));
            let Some(all) = list_more(&mut search, puzzle, plan, report)? else {
                let seen: Vec<Board> = witnesses
                    .into_iter()
                    .chain(report.solutions.clone())
                    .collect();
                return count_and_deduce(report, puzzle, plan, &seen, control);
            };
            all
        }
    };
    // Every solution is in `all`: counts and tallies need no counting.
    report.count = Count::Exact(BigUint::from(all.len()));
    report.deduced = plan.deduce.then(|| Deduced::Counted(tally(puzzle, &all)));
    report.solutions = all;
    report.solutions.truncate(plan.max_solutions);
    Ok(None)
}

/// Boards with at most this many cells have step 1 tried first by the path
/// search (module `sparse`). Measured (full feedback, in-process, seeds
/// 1–11): it decides 15x15/20 in 2–12 ms, 20x20/13 in 1–36 ms and
/// 20x20/40 in 11–113 ms, within 3,600–71,000 probes; on 30x30/90 it
/// takes 0.15–0.6 s where the SAT search takes 0.05–0.15 s.
const PATHS_MAX_CELLS: usize = 400;

/// The path search's budget in probes (module `sparse`) before step 1
/// falls back to the SAT search: a count, not a time, so that which engine
/// answers, and so which witnesses are printed, never depends on the
/// machine (the rows above need at most half of it).
const PATHS_PROBES: u64 = 150_000;

/// Sparse boards (module `sparse`) of up to this many cells (30x30) have
/// step 1 tried first by the thorough path search with
/// [`SPARSE_PATHS_PROBES`].
/// Measured (full feedback, 30x30 with 30 atoms, seeds 1–11, whole
/// process): it decides 9 within 10 s and 10 within 60 s, where the SAT
/// search decides 2 and CaDiCaL on the same CNF 3 within 60 s; with the
/// second witness one move away, 9 of seeds 12–22 and 18 of fresh seeds
/// 23–44 within 10 s (benchsuite/runs/2026-11-28-sparse-2); with two
/// searches on two threads, 41 of seeds 1–44 (benchsuite/runs/2026-11-28-sparse-3);
/// larger sparse boards were not measured.
const SPARSE_PATHS_MAX_CELLS: usize = 900;

/// The path search's budget in probes on sparse boards above
/// [`PATHS_MAX_CELLS`]: about 40 s on the bench machine (1.0–1.3 million
/// probes a second there), after which the SAT search gets what the
/// control leaves.
const SPARSE_PATHS_PROBES: u64 = 50_000_000;

/// Step 1 of the module doc: on boards of up to [`PATHS_MAX_CELLS`] cells
/// the search over partial boards (module `sparse`) within
/// [`PATHS_PROBES`] probes, on sparse ones up to [`SPARSE_PATHS_MAX_CELLS`]
/// within [`SPARSE_PATHS_PROBES`], else (or when it gives up) the
/// incremental [`Search`] ([`unique::decide_in`]). The verdict, and a
/// search to go on with.
fn decide<'a>(puzzle: &'a Puzzle, control: &Control) -> Result<(Search<'a>, Uniqueness)> {
    let cells = puzzle.dims().cells();
    // The budget, and whether to search thoroughly.
    let paths = if cells <= PATHS_MAX_CELLS {
        Some((PATHS_PROBES, false))
    } else if cells <= SPARSE_PATHS_MAX_CELLS && sparse::is_sparse(puzzle) {
        Some((SPARSE_PATHS_PROBES, true))
    } else {
        None
    };
    if let Some((budget, thorough)) = paths {
        if let Some(verdict) = sparse::decide(puzzle, budget, thorough, control)? {
            let mut search = Search::new(puzzle, control);
            search.found_elsewhere(match &verdict {
                Uniqueness::Inconsistent => 0,
                Uniqueness::Unique(_) => 1,
                Uniqueness::Several(..) => 2,
            });
            return Ok((search, verdict));
        }
    }
    let mut search = Search::new(puzzle, control);
    let decided = unique::decide_in(&mut search, puzzle)?;
    Ok((search, decided))
}

/// Lists solutions after the first two of `report` (blocked on every cell)
/// up to `plan.max_solutions`: `Some(every solution)` when the search runs
/// dry first, else `None` with the lower bound raised.
fn list_more(
    search: &mut Search,
    puzzle: &Puzzle,
    plan: ReportPlan,
    report: &mut Report,
) -> Result<Option<Vec<Board>>> {
    if report.solutions.len() < 2 {
        return Ok(None);
    }
    let cells = || puzzle.dims().all_cells();
    for board in &report.solutions {
        search.block(board, cells());
    }
    while report.solutions.len() < plan.max_solutions {
        let Some(board) = search.next_board()? else {
            return Ok(Some(std::mem::take(&mut report.solutions)));
        };
        search.block(&board, cells());
        report.solutions.push(board);
        report.count = Count::AtLeast(BigUint::from(report.solutions.len()));
    }
    Ok(None)
}

/// Steps 3 and 4 of the module doc, for a puzzle with several solutions,
/// `seen` among them.
///
/// The backbone comes first, when deducing. Then the count races two
/// engines on two threads, each under a child of `control`: the split, and
/// the cube enumeration by ray walks ([`walks`], from the backbone, which
/// gives the shares too). The first to finish stops the other. Each works
/// within its own budget, so whether the count is exact depends only on
/// the budget, never on which engine was quicker. The walks start after the
/// backbone, not beside it: the two CPUs of the bench machine slow each
/// other (`deduce` on 30x30/90 took 20% longer with the walks beside it).
fn count_and_deduce(
    report: &mut Report,
    puzzle: &Puzzle,
    plan: ReportPlan,
    seen: &[Board],
    control: &Control,
) -> Result<Option<Stop>> {
    let mut search = Search::new(puzzle, control);
    // What is proven before any cube, kept whatever stops the steps below.
    let moves = split::moves_of(&search, puzzle, &seen[0], None);
    raise_at_least(report, proven(puzzle, &search, &seen[0], moves.solutions()));
    let known = if plan.deduce {
        // The statuses first: far cheaper than the shares, and what a
        // player needs most when the time is short.
        let mut backbone = Backbone::new(&seen[0]);
        let done = backbone.run(&mut search, &seen[1..]);
        let known = backbone.known().to_vec();
        if let Err(stopped) = done {
            report.deduced = Some(Deduced::Partial(known));
            return Err(stopped);
        }
        let statuses = known.into_iter().map(|k| k.expect("established")).collect();
        report.deduced = Some(Deduced::Backbone(statuses));
        // The count goes on in the same search, with this backbone.
        Some(backbone.fixed())
    } else {
        None
    };
    // With the backbone, more cells are known to differ between solutions:
    // the moves' bound on the cubes may grow (module `moves`).
    let moves = match &known {
        Some(known) => split::moves_of(&search, puzzle, &seen[0], Some(known)),
        None => moves,
    };
    if count_table_bits(puzzle) > MAX_COUNT_TABLE_BITS {
        return Ok(Some(Stop::Memory));
    }
    let walk_budget = walks::Budget::of_cubes(plan.count_budget);
    let from = known
        .clone()
        .unwrap_or_else(|| vec![None; puzzle.dims().cells()]);
    let (counted, walked) = race::race(
        control,
        |c| walks::count(puzzle, &from, plan.deduce, walk_budget, c),
        |c| {
            search.set_control(c);
            let budget = Some((plan.count_budget, moves));
            split::split_in(
                &mut search,
                puzzle,
                &seen[0],
                known,
                plan.deduce,
                budget,
                QUICK_CUBES,
            )
        },
        // Over the budget in cubes, not proven over it by the moves (whose
        // bound holds for the walks' cubes too): the walks may still count.
        |counted| {
            matches!(
                counted,
                Ok(Counted::OverBudget {
                    needs_log2: None,
                    ..
                })
            )
        },
    );
    if let Some(w) = walked {
        report.count = Count::Exact(w.count.clone());
        if plan.deduce {
            report.deduced = Some(Deduced::Counted(deduction_of(puzzle, w.count, w.atoms)));
        }
        return Ok(None);
    }
    match counted? {
        Counted::Exact(found) => {
            report.count = Count::Exact(found.count.clone());
            if plan.deduce {
                report.deduced = Some(Deduced::Counted(deduction(puzzle, found)));
            }
        }
        Counted::OverBudget {
            at_least,
            needs_log2,
            interrupted,
        } => {
            raise_at_least(report, at_least);
            if interrupted {
                return Err(Error::Interrupted);
            }
            return Ok(Some(Stop::CountBudget {
                needs_cubes_log2: needs_log2,
            }));
        }
    }
    Ok(None)
}

/// The deduction of a puzzle whose solutions are exactly `boards`.
fn tally(puzzle: &Puzzle, boards: &[Board]) -> super::Deduction {
    let atoms = puzzle
        .dims()
        .all_cells()
        .map(|c| BigUint::from(boards.iter().filter(|b| b.has_atom(c)).count()))
        .collect();
    deduction_of(puzzle, BigUint::from(boards.len()), atoms)
}

/// Raises the report's lower bound on the count to `n` (when not exact).
fn raise_at_least(report: &mut Report, n: BigUint) {
    if let Count::AtLeast(at_least) = &mut report.count {
        *at_least = n.max(std::mem::take(at_least));
    }
}

/// A proven lower bound on the solutions of `puzzle`, of which `first` is
/// one: the larger of `moves` (`2^k` from `k` independent moves, module
/// `moves`) and the solutions in `first`'s cube (every board agreeing with
/// it on the cells the rays read on it, with an allowed atom number, solves
/// the puzzle: `Σ_t C(free, t)` over the atom numbers `t` the free cells may
/// add to the read cells' atoms).
fn proven(puzzle: &Puzzle, search: &Search, first: &Board, moves: BigUint) -> BigUint {
    let (read, free) = search.reads(first);
    let read_atoms = read.iter().filter(|&&c| first.has_atom(c)).count();
    let (f, atoms) = (free.len(), puzzle.atoms());
    let most = atoms.max(puzzle.dims().cells()).saturating_sub(read_atoms);
    let cube: BigUint = if atoms.min() <= read_atoms && most >= f {
        BigUint::from(1u32) << f
    } else {
        let row = binomial_row(f, most);
        let allowed = |&(t, _): &(usize, &BigUint)| atoms.allows(read_atoms + t);
        row.iter().enumerate().filter(allowed).map(|(_, n)| n).sum()
    };
    cube.max(moves)
}
