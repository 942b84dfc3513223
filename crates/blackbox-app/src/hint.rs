//! The hint ladder both games climb, one step a request, never the whole
//! answer at once: first a nudge (what kind of deduction is there to
//! make), then where (the cell), then why (the rays that force it, from
//! [`crate::why`]). The cell hinted at is one the player has not settled
//! yet, in this order: a mark on a cell that is certainly empty (a
//! mistake to mend), a certain atom not marked, a certain empty cell not
//! noted; when none is left, the nudge says to fire a ray.
//!
//! Pure: the deduction and the explanation are computed within the
//! caller's control; a stopped deduction is said so, never guessed.

use crate::deduce::{deduce, DeduceRequest};
use crate::solver::CellStatus;
use crate::why::{why_in_game, WhyAnswer};
use crate::Answer;
use blackbox::Cell;
use blackbox_game::{Game, Mark};
use logic::Control;

/// The steps of the ladder, in order (`nudge`, `where`, `why` in JSON).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    /// What kind of deduction there is to make.
    Nudge,
    /// Which cell.
    Where,
    /// Why that cell is so.
    Why,
}

impl Step {
    /// The step after this one (the last stays).
    pub fn next(self) -> Step {
        match self {
            Step::Nudge => Step::Where,
            Step::Where | Step::Why => Step::Why,
        }
    }
}

/// What the cell hinted at needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The player marked an atom where there certainly is none.
    WrongMark,
    /// A certain atom not marked yet.
    Atom,
    /// A certain empty cell not noted yet.
    Empty,
}

/// One step of a hint (`POST /api/game/hint`'s answer).
#[derive(Debug, serde::Serialize)]
pub struct Hint {
    /// The step given.
    pub step: Step,
    /// What to say.
    pub text: String,
    /// The cell hinted at (from [`Step::Where`] on; `None` when there is
    /// nothing to settle or the deduction stopped).
    pub cell: Option<Cell>,
    /// With [`Step::Why`]: the explanation, to draw.
    pub why: Option<WhyAnswer>,
}

impl Answer for Hint {
    const PRETTY: bool = false;
}

/// The hint at `step` on `game`, within `control`.
pub fn hint(game: &Game, step: Step, control: &Control) -> Hint {
    let state = game.state();
    let dims = state.dims();
    let puzzle = state.puzzle(game.setup());
    let deduction = deduce(
        &puzzle,
        &DeduceRequest {
            count_budget: 0,
            preprocess: false,
        },
        control,
    );
    let none = |text: &str| Hint {
        step: Step::Nudge,
        text: text.into(),
        cell: None,
        why: None,
    };
    let Some(statuses) = deduction.statuses else {
        return none("No hint in time: try again.");
    };
    let status = |cell: Cell| statuses[dims.index(cell)];
    let find = |kind: Kind| {
        dims.all_cells().find(|&cell| match kind {
            Kind::WrongMark => {
                status(cell) == Some(CellStatus::Empty) && state.mark(cell) == Mark::Atom
            }
            Kind::Atom => status(cell) == Some(CellStatus::Atom) && state.mark(cell) != Mark::Atom,
            Kind::Empty => {
                status(cell) == Some(CellStatus::Empty) && state.mark(cell) == Mark::None
            }
        })
    };
    let Some((kind, cell)) = [Kind::WrongMark, Kind::Atom, Kind::Empty]
        .into_iter()
        .find_map(|kind| find(kind).map(|cell| (kind, cell)))
    else {
        let open = statuses.iter().any(Option::is_none);
        return none(if open {
            "Every cell the rays settle is marked: fire another ray to learn more (the \
             assistant, a, suggests one)."
        } else {
            "Every cell is settled: check your atoms."
        });
    };
    let text = match (step, kind) {
        (Step::Nudge, Kind::WrongMark) => {
            "One of your atom marks is on a cell the rays show to be empty.".to_string()
        }
        (Step::Nudge, Kind::Atom) => "An atom can be placed for certain.".to_string(),
        (Step::Nudge, Kind::Empty) => {
            "One cell is certainly empty: no board that fits the rays has an atom \
             there."
                .to_string()
        }
        (Step::Where, Kind::WrongMark) => {
            format!("Look at {}: your mark there cannot be right.", cell.name())
        }
        (Step::Where, Kind::Atom) => format!("Look at {}: it must hold an atom.", cell.name()),
        (Step::Where, Kind::Empty) => format!("Look at {}: it must be empty.", cell.name()),
        (Step::Why, _) => {
            let why = why_in_game(game, cell, control);
            let text = why.cells.first().map_or_else(
                || format!("{}: not explained in time.", cell.name()),
                |c| c.text.clone(),
            );
            return Hint {
                step,
                text,
                cell: Some(cell),
                why: Some(why),
            };
        }
    };
    Hint {
        step,
        cell: (step >= Step::Where).then_some(cell),
        text,
        why: None,
    }
}
