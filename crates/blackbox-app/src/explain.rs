//! Explaining a puzzle: for an inconsistent one a minimal set of hints that
//! cannot hold together and why; for several solutions the cells on which
//! they differ and the ray that would tell them apart. Stopped by the
//! control before consistency is decided, it answers that it stopped.

use crate::Answer;
use blackbox::format::json::outcome;
use blackbox::{Cell, Puzzle, Response};
use blackbox_solve::{explain_within, Control, Explanation, StopReason, Unexplained};
use num_bigint::BigUint;

/// The explanation of `puzzle`, or `None` when `control` stopped it before
/// it could say anything.
pub fn explain(puzzle: &Puzzle, control: &Control) -> Option<Explanation> {
    explain_within(puzzle, control).ok()
}

/// The answer of `explain --json` and `POST /api/explain` (schema in
/// docs/solver.md): one object, its shape by what was found.
#[derive(Debug, serde::Serialize)]
#[serde(untagged)]
pub enum ExplainAnswer {
    /// A conflict among the hints.
    Inconsistent {
        /// Whether the atom count takes part.
        atom_count: bool,
        /// Always false.
        consistent: bool,
        /// The hints of the conflict.
        hints: Vec<HintAnswer>,
        /// Whether dropping any one leaves a consistent set.
        minimal: bool,
    },
    /// Inconsistent, no conflict shown.
    Unexplained {
        /// Always false.
        consistent: bool,
        /// Always null.
        hints: Option<()>,
        /// Why no conflict is shown.
        stopped: StopReason,
    },
    /// One solution.
    Unique {
        /// Always true.
        consistent: bool,
        /// Always `"1"`.
        count: String,
        /// Its atoms.
        solution: Vec<Cell>,
    },
    /// Several solutions.
    Several {
        /// Always true.
        consistent: bool,
        /// Their number (a decimal string).
        count: String,
        /// The cells on which they differ.
        differing: Vec<Cell>,
        /// The port that splits them best, if a port is left.
        ray: Option<RayAnswer>,
    },
    /// Stopped before consistency was decided.
    Stopped {
        /// Always null.
        consistent: Option<bool>,
        /// Always `time-limit`.
        stopped: StopReason,
    },
}

/// A hint of a conflict.
#[derive(Debug, serde::Serialize)]
pub struct HintAnswer {
    /// What the other hints allow there instead (`None`: not counted in time).
    pub instead: Option<Vec<ResponseAnswer>>,
    /// What the port shows.
    pub observed: ResponseAnswer,
    /// The port's number.
    pub port: usize,
}

/// A response as in the puzzle JSON, with the number of boards giving it
/// where it is a split.
#[derive(Debug, serde::Serialize)]
pub struct ResponseAnswer {
    /// Boards giving it (a decimal string).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boards: Option<String>,
    /// The exit port, for an exit.
    pub exit: Option<usize>,
    /// `hit`, `reflection`, `deflected` or `exit`.
    pub outcome: &'static str,
}

/// The ray that tells solutions apart.
#[derive(Debug, serde::Serialize)]
pub struct RayAnswer {
    /// Its port's number.
    pub port: usize,
    /// The boards giving each response.
    pub split: Vec<ResponseAnswer>,
}

fn response(response: Response, boards: Option<&BigUint>) -> ResponseAnswer {
    let (outcome, exit) = outcome(response);
    ResponseAnswer {
        boards: boards.map(BigUint::to_string),
        exit,
        outcome,
    }
}

fn split(list: &[(Response, BigUint)]) -> Vec<ResponseAnswer> {
    list.iter().map(|(r, n)| response(*r, Some(n))).collect()
}

impl ExplainAnswer {
    /// The answer of an explanation (`None`: stopped before it said anything).
    pub fn of(explanation: Option<&Explanation>) -> ExplainAnswer {
        let Some(explanation) = explanation else {
            return ExplainAnswer::Stopped {
                consistent: None,
                stopped: StopReason::TimeLimit,
            };
        };
        match explanation {
            Explanation::Inconsistent {
                hints,
                atom_count,
                minimal,
            } => ExplainAnswer::Inconsistent {
                atom_count: *atom_count,
                consistent: false,
                hints: hints
                    .iter()
                    .map(|h| HintAnswer {
                        instead: h.instead.as_deref().map(split),
                        observed: response(h.observed, None),
                        port: h.port.number(),
                    })
                    .collect(),
                minimal: *minimal,
            },
            Explanation::Unexplained(why) => ExplainAnswer::Unexplained {
                consistent: false,
                hints: None,
                stopped: match why {
                    Unexplained::Stopped => StopReason::TimeLimit,
                    Unexplained::TooBig { .. } => StopReason::Memory,
                },
            },
            Explanation::Unique(board) => ExplainAnswer::Unique {
                consistent: true,
                count: "1".into(),
                solution: board.atoms().collect(),
            },
            Explanation::Several {
                count,
                differing,
                ray,
            } => ExplainAnswer::Several {
                consistent: true,
                count: count.to_string(),
                differing: differing.clone(),
                ray: ray.as_ref().map(|(port, list)| RayAnswer {
                    port: port.number(),
                    split: split(list),
                }),
            },
        }
    }
}

impl Answer for ExplainAnswer {
    const PRETTY: bool = true;
}
