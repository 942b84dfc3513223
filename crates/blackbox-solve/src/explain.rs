//! Explanations: why hints cannot hold together, and which ray would tell
//! several solutions apart.
//!
//! - **Inconsistent puzzle**: the encoding without preprocessing facts (they
//!   mix all hints together) is split into one clause group per encoded ray
//!   (an exit pair is one group) plus one for the atom count; a minimal
//!   unsatisfiable subset over those groups is a set of hints that cannot
//!   hold together while every proper subset can. *Why*: for each hint of
//!   the set, the responses its port gives on the boards that satisfy the
//!   other hints of the set, with exact counts — the observed response is
//!   never among them.
//! - **Several solutions**: the open cells of the backbone are where the
//!   solutions differ; the unfired port whose responses split the solutions
//!   best (smallest largest class) is the ray that tells them apart.
//!
//! Which case holds is decided first by the lazy incremental search
//! ([`unique::decide_in`]): only an inconsistent puzzle pays for the
//! complete encoding its conflict needs, and a unique one is answered by
//! the decision's witness. [`explain_within`] stops when its [`Control`]
//! is cancelled. Once the puzzle is known to be inconsistent, a stop never
//! loses that answer: stopped while encoding or before the first conflict
//! it answers [`Explanation::Unexplained`]; stopped while shrinking the
//! conflict it gives the conflict found so far (not minimal); stopped while
//! counting what each port shows instead, those counts are left out.
//!
//! Memory: the conflict search holds the complete encoding of every hinted
//! ray twice (the groups and the solver's copy). It is built ray by ray and
//! abandoned ([`Unexplained::TooBig`]) once it passes
//! [`CONFLICT_MAX_CLAUSES`] clauses, before the solver copies it.

use super::encode::Encoder;
use super::search::Search;
use super::unique::{self, Uniqueness};
use super::{deduction, port_outcomes_within, split, CellStatus};
use blackbox::{AtomCount, Board, Cell, Port, Puzzle, PuzzleBuilder, Response};
use logic::{ClauseGroups, Control, Result};
use num_bigint::BigUint;

/// One hint of a conflict and what its port would show instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConflictHint {
    /// The port (the smaller one of an exit pair).
    pub port: Port,
    /// The observed response.
    pub observed: Response,
    /// The responses the port gives on the boards satisfying the rest of the
    /// conflict, with their exact numbers of boards (`None`: stopped before
    /// they were counted).
    pub instead: Option<Vec<(Response, BigUint)>>,
}

/// Clauses the conflict search may hold. Measured: 306 MB peak for the
/// whole process when a 100x100 puzzle passed it (34 rays encoded, about
/// 60 bytes a clause); the solver's copy for the conflict search takes
/// about as much again, so the search stays under 1 GB.
pub const CONFLICT_MAX_CLAUSES: u64 = 5_000_000;

/// Why an inconsistent puzzle's conflict was not found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unexplained {
    /// The control was cancelled first.
    Stopped,
    /// The hints' complete encoding passed [`CONFLICT_MAX_CLAUSES`] clauses
    /// after encoding this many of the hinted rays.
    TooBig {
        /// Rays encoded when the bound was passed.
        rays: usize,
        /// Hinted rays in all.
        of: usize,
    },
}

/// What `explain` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// No board solves the puzzle: a minimal set of hints that cannot hold
    /// together (plus the atom count when it takes part).
    Inconsistent {
        /// The hints of the minimal conflict.
        hints: Vec<ConflictHint>,
        /// Whether the atom count is part of the conflict.
        atom_count: bool,
        /// Whether dropping any one of the hints (or the atom count) leaves
        /// a consistent set (false when stopped while shrinking it).
        minimal: bool,
    },
    /// No board solves the puzzle, but no conflict was found (see the
    /// module doc).
    Unexplained(Unexplained),
    /// Exactly one board solves the puzzle.
    Unique(Board),
    /// Several boards solve it.
    Several {
        /// The exact number of solutions.
        count: BigUint,
        /// The cells on which the solutions differ.
        differing: Vec<Cell>,
        /// The unfired port that splits the solutions best, with the exact
        /// number of solutions per response (`None` if every port is fired).
        ray: Option<(Port, Vec<(Response, BigUint)>)>,
    },
}

/// Explains `puzzle` (see the module doc).
pub fn explain(puzzle: &Puzzle) -> Explanation {
    super::unbounded(explain_within(puzzle, &Control::new()))
}

/// [`explain`], or `Err(Error::Interrupted)` once `control` is cancelled.
pub fn explain_within(puzzle: &Puzzle, control: &Control) -> Result<Explanation> {
    match unique::decide_in(&mut Search::new(puzzle, control), puzzle)? {
        Uniqueness::Inconsistent => conflict(puzzle, control),
        Uniqueness::Unique(board) => Ok(Explanation::Unique(board)),
        Uniqueness::Several(..) => {
            // Without a budget only the control stops the count.
            let Some(found) =
                split::split(puzzle, true, None, split::QUICK_CUBES, control)?.exact()
            else {
                return Err(logic::Error::Interrupted);
            };
            let deduction = deduction(puzzle, found);
            let differing = deduction
                .cells
                .iter()
                .filter(|d| d.status == CellStatus::Open)
                .map(|d| d.cell)
                .collect();
            Ok(Explanation::Several {
                ray: best_ray(puzzle, control)?,
                count: deduction.count,
                differing,
            })
        }
    }
}

/// The explanation of an inconsistent `puzzle`: a minimal conflict and
/// what each of its ports shows instead, as far as `control` allows.
fn conflict(puzzle: &Puzzle, control: &Control) -> Result<Explanation> {
    let (ports, atom_count, minimal) = match minimal_conflict(puzzle, control) {
        Ok(found) => found,
        Err(why) => return Ok(Explanation::Unexplained(why)),
    };
    let mut hints = Vec::new();
    for &port in &ports {
        let others = ports.iter().copied().filter(|&p| p != port);
        let rest = sub_puzzle(puzzle, others, atom_count);
        hints.push(ConflictHint {
            port,
            observed: puzzle.hint(port).expect("conflict ports are hinted"),
            instead: port_outcomes_within(&rest, port, control).ok(),
        });
    }
    Ok(Explanation::Inconsistent {
        hints,
        atom_count,
        minimal,
    })
}

/// A conflict of an inconsistent `puzzle`: the ports of its hints, whether
/// the atom count takes part and whether it is minimal.
fn minimal_conflict(
    puzzle: &Puzzle,
    control: &Control,
) -> std::result::Result<(Vec<Port>, bool, bool), Unexplained> {
    let mut groups = ClauseGroups::new();
    let mut encoder = Encoder::new(puzzle, false);
    encoder.cell_vars(&mut groups);
    let rays = encoder.rays();
    let mut clauses = 0u64;
    for (i, &port) in rays.iter().enumerate() {
        control.check().map_err(|_| Unexplained::Stopped)?;
        groups.begin_group(port.to_string());
        clauses += encoder.ray(&mut groups, port).clauses as u64;
        groups.end_group();
        if clauses > CONFLICT_MAX_CLAUSES {
            return Err(Unexplained::TooBig {
                rays: i + 1,
                of: rays.len(),
            });
        }
    }
    groups.begin_group("atom count");
    encoder.atom_count(&mut groups);
    groups.end_group();
    let core = groups
        .minimal_unsat_subset_within(control)
        .map_err(|_| Unexplained::Stopped)?
        .expect("the complete encoding is exact (encode.rs) and the puzzle inconsistent");
    let ports = core
        .groups
        .iter()
        .filter_map(|&g| rays.get(g).copied())
        .collect();
    Ok((ports, core.groups.contains(&rays.len()), core.minimal))
}

/// The puzzle with only the hints of `ports` (hinted ports; an exit pair
/// by either end), and `puzzle`'s atom count if `atom_count` (else any
/// number): the puzzle of a subset of the hints.
pub(crate) fn sub_puzzle(
    puzzle: &Puzzle,
    ports: impl IntoIterator<Item = Port>,
    atom_count: bool,
) -> Puzzle {
    let count = if atom_count {
        puzzle.atoms()
    } else {
        AtomCount::Unknown
    };
    let mut builder = PuzzleBuilder::new(puzzle.dims(), count, puzzle.rules())
        .expect("the puzzle's own atom count fits its board");
    for port in ports {
        let hint = puzzle.hint(port).expect("the ports given are hinted");
        builder
            .add(0, port, hint)
            .expect("hints of a valid puzzle do not contradict each other");
    }
    builder.build()
}

/// The unfired port whose responses split the solutions best.
fn best_ray(puzzle: &Puzzle, control: &Control) -> Result<Option<(Port, Outcomes)>> {
    let mut best: Option<(Port, Outcomes)> = None;
    let largest = |outcomes: &Outcomes| outcomes.iter().map(|(_, n)| n.clone()).max();
    for port in puzzle
        .dims()
        .all_ports()
        .filter(|&p| puzzle.hint(p).is_none())
    {
        let outcomes = port_outcomes_within(puzzle, port, control)?;
        if best
            .as_ref()
            .is_none_or(|(_, b)| largest(&outcomes) < largest(b))
        {
            best = Some((port, outcomes));
        }
    }
    Ok(best)
}

/// A port's responses with their numbers of boards.
type Outcomes = Vec<(Response, BigUint)>;
