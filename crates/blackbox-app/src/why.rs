//! Why a cell is what it is, for every front end: for a certain cell the
//! fired rays (and the atom count when it takes part) that alone force it
//! — minimal, smallest where the search fits, checked by a second solver
//! ([`blackbox_solve::Explainer`]) — said in the rules' words
//! ([`words`]), with each ray's possible paths to draw and, on request, a
//! counter-board for each ray left out; for a cell that is not certain,
//! its share of the boards and two boards that show it.
//!
//! `blackbox deduce --why CELL|all` prints it as text or JSON
//! ([`WhyAnswer`], schema in docs/solver.md); the games ask it for their
//! hint ladder. Cells are named as the board labels them (`C4`,
//! [`blackbox::Cell::name`]) and given as `[row, col]` from 1 in JSON.
//!
//! Bounds: the caller's control stops it; the cells explained by then are
//! answered, the rest are not, and the answer says it stopped. Each engine
//! works within [`WhyBudget::DEFAULT`].

pub mod words;

use crate::deduce::{deduce, DeduceRequest};
use crate::Answer;
use blackbox::format::json::outcome;
use blackbox::{Board, Cell, Port, Puzzle, Response};
use blackbox_game::{Game, Move};
use blackbox_solve::{
    CellWhy, Check, Control, Explainer, Forced, Premise, Proof, RayPaths, Size, StopReason,
    Unexplained, WhyBudget,
};

/// Which cells to explain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cells {
    /// This one, certain or not.
    One(Cell),
    /// Every certain cell, row by row.
    Certain,
}

/// What to explain.
#[derive(Debug, Clone)]
pub struct WhyRequest {
    /// The cells.
    pub cells: Cells,
    /// Also a counter-board for each premise left out.
    pub counter_boards: bool,
    /// Cubes the share of a cell that is not certain may take to count.
    pub count_budget: u64,
    /// The ports the player fired, when known: a ray whose two ends are
    /// both on the rim is named by the end fired (else by its smaller
    /// port).
    pub fired: Option<Vec<Port>>,
}

/// The explanations asked for.
#[derive(Debug, serde::Serialize)]
pub struct WhyAnswer {
    /// Whether a board fits the rays (`None`: not known before the stop).
    pub consistent: Option<bool>,
    /// The cells explained, row by row.
    pub cells: Vec<CellWhyAnswer>,
    /// Why some cells asked for were not explained: `time-limit` (stopped
    /// by the control) or `memory` (the encoding would be too big).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<StopReason>,
}

/// One cell's explanation.
#[derive(Debug, serde::Serialize)]
pub struct CellWhyAnswer {
    /// `[row, col]` from 1.
    pub cell: Cell,
    /// As the board labels it: `C4`.
    pub name: String,
    /// `atom`, `empty` or `open`.
    pub status: &'static str,
    /// The explanation in words.
    pub text: String,
    /// For a certain cell: what forces it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forced: Option<ForcedAnswer>,
    /// For a cell that is not certain: its share and two boards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open: Option<OpenAnswer>,
}

/// The premises that force a cell.
#[derive(Debug, serde::Serialize)]
pub struct ForcedAnswer {
    /// The rays, each with its result and possible paths.
    pub rays: Vec<RayAnswer>,
    /// Whether the atom count takes part.
    pub atom_count: bool,
    /// `smallest` (no fewer premises force it: proven), `minimal` (none
    /// can be left out; a smaller set was not ruled out in time) or
    /// `not-minimal` (stopped before showing that none can be left out).
    pub size: &'static str,
    /// With `minimal`: a smallest set has at least this many premises.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at_least: Option<usize>,
    /// Which engine proved the set forces the cell: `cores` (the SAT
    /// solver's cores), `lazy` (the cores of the premises' lazily encoded
    /// solver), `facts` (the lazy SAT search of the premises' own puzzle)
    /// or `paths` (the path search).
    pub proof: &'static str,
    /// `verified` (another engine agreed and every counter-board checked
    /// out by simulation), `over-budget` or `stopped` (not checked in
    /// time), `refuted` (the engines disagree: a bug).
    pub check: &'static str,
    /// With `verified`: the engine that agreed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checked_by: Option<&'static str>,
    /// On request: per premise, a board meeting the others with the cell
    /// the other way.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counter_boards: Option<Vec<CounterAnswer>>,
}

/// A ray of an explanation.
#[derive(Debug, serde::Serialize)]
pub struct RayAnswer {
    /// The port it is named by.
    pub port: usize,
    /// `hit`, `reflection`, `deflected` or `exit`.
    pub outcome: &'static str,
    /// For an exit: where it came out.
    pub exit: Option<usize>,
    /// Its possible paths with the cell as forced, each a list of
    /// `[row, col, heading]` from outside the rim (row or column 0 and
    /// R+1 or C+1 are just outside).
    pub paths: Vec<Vec<(i32, i32, &'static str)>>,
    /// Each path as the cells it passes, by name (`A5 B5 C5`,
    /// [`path_text`]).
    pub path_names: Vec<String>,
    /// Whether those are all its possible paths (false: one shown).
    pub paths_complete: bool,
}

/// A counter-board.
#[derive(Debug, serde::Serialize)]
pub struct CounterAnswer {
    /// The port of the ray left out, or `null` for the atom count.
    pub without_ray: Option<usize>,
    /// Its atoms.
    pub atoms: Vec<Cell>,
    /// What the premise left out shows on it instead, in words.
    pub text: String,
}

/// A cell that is not certain.
#[derive(Debug, serde::Serialize)]
pub struct OpenAnswer {
    /// The boards fitting the rays with an atom there (a decimal string),
    /// when counted.
    pub atoms: Option<String>,
    /// The boards fitting the rays (a decimal string), when counted.
    pub count: Option<String>,
    /// `atoms / count`, when counted.
    pub share: Option<f64>,
    /// A board fitting the rays with an atom there.
    pub with_atom: Vec<Cell>,
    /// A board fitting the rays with the cell empty.
    pub without: Vec<Cell>,
}

impl Answer for WhyAnswer {
    const PRETTY: bool = true;
}

/// Explains the cells `request` asks for in `puzzle`, within `control`.
pub fn why(puzzle: &Puzzle, request: &WhyRequest, control: &Control) -> WhyAnswer {
    let mut explainer = match Explainer::new(puzzle, control) {
        Ok(explainer) => explainer,
        Err(why) => {
            return WhyAnswer {
                consistent: None,
                cells: Vec::new(),
                stopped: Some(match why {
                    Unexplained::Stopped => StopReason::TimeLimit,
                    Unexplained::TooBig { .. } => StopReason::Memory,
                }),
            }
        }
    };
    let name = |port: Port| named(puzzle, request.fired.as_deref(), port);
    let cells: Vec<Cell> = match request.cells {
        Cells::One(cell) => vec![cell],
        Cells::Certain => puzzle.dims().all_cells().collect(),
    };
    let mut answer = WhyAnswer {
        consistent: None,
        cells: Vec::new(),
        stopped: None,
    };
    for cell in cells {
        let Ok(why) = explainer.cell(cell, WhyBudget::DEFAULT, control) else {
            answer.stopped = Some(StopReason::TimeLimit);
            break;
        };
        match why {
            CellWhy::Inconsistent => {
                answer.consistent = Some(false);
                break;
            }
            CellWhy::Forced(forced) => {
                answer.consistent = Some(true);
                answer.cells.push(forced_answer(
                    puzzle,
                    &forced,
                    &name,
                    request.counter_boards,
                ));
            }
            CellWhy::Open { .. } if request.cells == Cells::Certain => {
                answer.consistent = Some(true)
            }
            CellWhy::Open { with_atom, without } => {
                answer.consistent = Some(true);
                answer.cells.push(open_answer(
                    puzzle, cell, &with_atom, &without, request, control,
                ));
            }
        }
        if control.is_cancelled() {
            answer.stopped = Some(StopReason::TimeLimit);
            break;
        }
    }
    answer
}

/// The port a ray is named by: the end the player fired, when only that
/// end is among `fired`, else `port` (the smaller end).
fn named(puzzle: &Puzzle, fired: Option<&[Port]>, port: Port) -> Port {
    match (puzzle.hint(port), fired) {
        (Some(Response::Exit(q)), Some(fired)) if fired.contains(&q) && !fired.contains(&port) => q,
        _ => port,
    }
}

/// A forced cell's answer.
fn forced_answer(
    puzzle: &Puzzle,
    forced: &Forced,
    name: &dyn Fn(Port) -> Port,
    counter_boards: bool,
) -> CellWhyAnswer {
    let dims = puzzle.dims();
    let rays = forced
        .rays()
        .into_iter()
        .map(|port| {
            let (outcome, exit) = outcome(puzzle.hint(port).expect("premises are fired"));
            let paths = forced
                .paths
                .as_ref()
                .and_then(|all| all.iter().find(|r| r.port == port));
            let steps = paths.map(path_steps).unwrap_or_default();
            RayAnswer {
                port: name(port).number(),
                outcome,
                exit,
                path_names: steps.iter().map(|p| path_text(dims, p)).collect(),
                paths: steps,
                paths_complete: paths.is_some_and(|p| p.complete),
            }
        })
        .collect();
    let counters = counter_boards.then(|| {
        forced
            .counters
            .iter()
            .map(|c| {
                let text = match c.dropped {
                    Premise::Ray(port) => format!(
                        "ray {} {}",
                        name(port),
                        words::did(dims, port, c.board.response(port, puzzle.rules()))
                    ),
                    Premise::AtomCount => format!("{} atoms", c.board.atom_count()),
                };
                CounterAnswer {
                    without_ray: match c.dropped {
                        Premise::Ray(port) => Some(name(port).number()),
                        Premise::AtomCount => None,
                    },
                    atoms: c.board.atoms().collect(),
                    text,
                }
            })
            .collect()
    });
    let (size, at_least) = match forced.size {
        Size::Smallest => ("smallest", None),
        Size::Minimal { at_least } => ("minimal", Some(at_least)),
        Size::Unshrunk => ("not-minimal", None),
    };
    let (check, checked_by) = match forced.check {
        Check::Verified(by) => ("verified", Some(proof_name(by))),
        Check::OverBudget => ("over-budget", None),
        Check::Stopped => ("stopped", None),
        Check::Refuted => ("refuted", None),
    };
    CellWhyAnswer {
        cell: forced.cell,
        name: forced.cell.name(),
        status: if forced.atom { "atom" } else { "empty" },
        text: words::forced_text(puzzle, forced, name),
        forced: Some(ForcedAnswer {
            rays,
            atom_count: forced.needs_atom_count(),
            size,
            at_least,
            proof: proof_name(forced.proof),
            check,
            checked_by,
            counter_boards: counters,
        }),
        open: None,
    }
}

/// An engine as the JSON names it.
fn proof_name(proof: Proof) -> &'static str {
    match proof {
        Proof::Cores => "cores",
        Proof::Lazy => "lazy",
        Proof::Facts => "facts",
        Proof::Paths => "paths",
    }
}

/// A ray's possible paths as `[row, col, heading]` steps from 1.
fn path_steps(ray: &RayPaths) -> Vec<Vec<(i32, i32, &'static str)>> {
    ray.paths
        .iter()
        .map(|p| {
            p.trace
                .path
                .iter()
                .map(|s| {
                    let [row, col] = s.pos.numbered();
                    let heading = match s.dir {
                        blackbox::Dir::North => "north",
                        blackbox::Dir::East => "east",
                        blackbox::Dir::South => "south",
                        blackbox::Dir::West => "west",
                    };
                    (row, col, heading)
                })
                .collect()
        })
        .collect()
}

/// A cell that is not certain: its share (counted within the request's
/// budget and the control) and two boards.
fn open_answer(
    puzzle: &Puzzle,
    cell: Cell,
    with_atom: &Board,
    without: &Board,
    request: &WhyRequest,
    control: &Control,
) -> CellWhyAnswer {
    let deduction = deduce(
        puzzle,
        &DeduceRequest {
            count_budget: request.count_budget,
            preprocess: false,
        },
        control,
    );
    let counted = deduction.counted.as_ref().map(|(count, shares)| {
        let (atoms, share) = &shares[puzzle.dims().index(cell)];
        (count.to_string(), atoms.to_string(), *share)
    });
    let share = match &counted {
        Some((_, _, share)) => format!(
            " (an atom in {} % of the boards that fit)",
            crate::draw::share_text(*share)
        ),
        None => String::new(),
    };
    CellWhyAnswer {
        cell,
        name: cell.name(),
        status: "open",
        text: format!(
            "{} is not certain: the rays fired so far leave boards with an atom there and boards \
             without{share}.",
            cell.name()
        ),
        forced: None,
        open: Some(OpenAnswer {
            count: counted.as_ref().map(|c| c.0.clone()),
            atoms: counted.as_ref().map(|c| c.1.clone()),
            share: counted.map(|c| c.2),
            with_atom: with_atom.atoms().collect(),
            without: without.atoms().collect(),
        }),
    }
}

/// Why `cell` of a game in play is what it is, from the rays the player
/// fired (each named by the end fired), within `control`: what the
/// games' "why" key and tap show. The atom count is the game's.
pub fn why_in_game(game: &Game, cell: Cell, control: &Control) -> WhyAnswer {
    let puzzle = game.state().puzzle(game.setup());
    let fired = game
        .moves()
        .iter()
        .filter_map(|mv| match mv {
            Move::Fire(port) => Some(*port),
            _ => None,
        })
        .collect();
    let request = WhyRequest {
        cells: Cells::One(cell),
        counter_boards: false,
        count_budget: GAME_COUNT_BUDGET,
        fired: Some(fired),
    };
    why(&puzzle, &request, control)
}

/// Cubes a game's "why" may count for the share of a cell that is not
/// certain (the assistant's shares come from its own count).
pub const GAME_COUNT_BUDGET: u64 = 2_000;

/// The ports an explanation draws: each ray's port and, for an exit, the
/// port it came out at.
pub fn highlighted_ports(answer: &CellWhyAnswer) -> Vec<usize> {
    let Some(forced) = &answer.forced else {
        return Vec::new();
    };
    forced
        .rays
        .iter()
        .flat_map(|ray| std::iter::once(ray.port).chain(ray.exit))
        .collect()
}

/// The cells an explanation's rays may pass, `(row, col)` from 1, each
/// once: on every listed path of every ray.
pub fn highlighted_cells(answer: &CellWhyAnswer, dims: blackbox::Dims) -> Vec<Cell> {
    let mut cells: Vec<Cell> = Vec::new();
    let Some(forced) = &answer.forced else {
        return cells;
    };
    for ray in &forced.rays {
        for path in &ray.paths {
            for &(row, col, _) in path {
                if let Some(cell) = dims.cell_of(blackbox::Pos::new(row - 1, col - 1)) {
                    if !cells.contains(&cell) {
                        cells.push(cell);
                    }
                }
            }
        }
    }
    cells
}

/// The cells a path of [`RayAnswer::paths`] passes, by name, each once in
/// a row: `A5 B5 C5` (a ray turned back at the edge says so).
pub fn path_text(dims: blackbox::Dims, path: &[(i32, i32, &str)]) -> String {
    let mut names: Vec<String> = Vec::new();
    for &(row, col, _) in path {
        let Some(cell) = dims.cell_of(blackbox::Pos::new(row - 1, col - 1)) else {
            continue;
        };
        if names.last() != Some(&cell.name()) {
            names.push(cell.name());
        }
    }
    if names.is_empty() {
        return "turned back at the edge, never on the board".into();
    }
    names.join(" ")
}
