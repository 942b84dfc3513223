//! Rendering results for people (text) and scripts (JSON).
//!
//! `--explain` text: each statement with its formula, the rules, every
//! reading, then the chain of reasoning of [`crate::reasoning`] (why each
//! ruled-out box leads to a contradiction, why the gems' box is forced).
//!
//! Text formats are snapshot-tested; JSON schemas are documented in
//! `docs/parlor.md`.

use std::fmt::Write;

use logic::{Control, StopReason};
use serde::Serialize;

use crate::check::{CheckReport, PuzzleResult};
use crate::colour::Colour;
use crate::model::Model;
use crate::puzzle::Puzzle;
use crate::reasoning;
use crate::solve::{BoxTruth, Reading, Solution, Verdict};

/// The `parlor solve --json` document.
#[derive(Debug, Serialize)]
pub struct SolveJson<'a> {
    /// `unique`, `ambiguous`, `inconsistent`, `no-box-survives` (every box
    /// the readings allow discarded by `--assume-unique`), or `unknown`
    /// when stopped.
    pub verdict: Verdict,
    /// The gems' box when unique.
    pub prize: Option<Colour>,
    /// Boxes the gems may be in (when unknown: the boxes shown so far).
    pub possible: &'a [Colour],
    /// Boxes not decided when the solver was stopped.
    pub undecided: &'a [Colour],
    /// [`StopReason::TimeLimit`] (`"time-limit"`) when the solver was
    /// stopped (the verdict is unknown or the readings cut short), else
    /// `null`: the `parlor` binary stops it only at `--time-limit`.
    pub stopped: Option<StopReason>,
    /// The consistent readings kept (at most `max_readings` of them).
    pub readings: &'a [Reading],
    /// Whether `readings` lists every reading kept.
    pub readings_complete: bool,
    /// Boxes discarded by `--assume-unique`.
    pub ruled_out_by_symmetry: &'a [Colour],
    /// Wording assumptions the reading rests on (`white 1: assumed "at"`);
    /// empty when every statement was read exactly.
    pub assumptions: &'a [String],
    /// Statements about nothing in the room (`black 1`), read as free:
    /// each may be true or false (docs/parlor.md, "Asides").
    pub asides: &'a [String],
}

/// The JSON form of a solution.
pub fn solve_json(solution: &Solution) -> SolveJson<'_> {
    SolveJson {
        verdict: solution.verdict,
        prize: solution.prize,
        possible: &solution.possible,
        undecided: &solution.undecided,
        stopped: solution.interrupted.then_some(StopReason::TimeLimit),
        readings: &solution.readings,
        readings_complete: solution.readings_complete,
        ruled_out_by_symmetry: &solution.ruled_out_by_symmetry,
        assumptions: &solution.assumptions,
        asides: &solution.asides,
    }
}

/// One line: the verdict in words.
pub fn verdict_line(solution: &Solution) -> String {
    match (solution.verdict, solution.prize) {
        (Verdict::Unique, Some(c)) => format!("unique: the gems are in the {c} box"),
        (Verdict::Ambiguous, _) => format!(
            "ambiguous: the gems may be in the {} box",
            or_list(&solution.possible)
        ),
        (Verdict::Unknown, _) => unknown_line(&solution.possible, &solution.undecided),
        (Verdict::NoBoxSurvives, _) => format!(
            "no answer: no box survives the uniqueness assumption (the readings put the gems in the {} box, and a symmetry of the puzzle moves each)",
            or_list(&solution.ruled_out_by_symmetry)
        ),
        _ => "inconsistent: no reading satisfies the rules".to_string(),
    }
}

/// What a stopped solve knows: the boxes shown possible and those not
/// decided.
fn unknown_line(possible: &[Colour], undecided: &[Colour]) -> String {
    let shown = if possible.is_empty() {
        String::new()
    } else {
        format!("; the gems may be in the {} box", or_list(possible))
    };
    format!(
        "unknown: stopped by the time limit{shown}; not decided: the {} box",
        or_list(undecided)
    )
}

fn or_list(colours: &[Colour]) -> String {
    colours
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(" or ")
}

/// The text of `parlor solve`, and whether it is whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveText {
    /// The text.
    pub text: String,
    /// False when the time limit stopped the `--explain` reasoning (the
    /// text says where).
    pub complete: bool,
}

/// The text of `parlor solve`, with `--explain` detail when `explain` gives
/// the control its reasoning runs under (see [`reasoning::explain`]).
pub fn solve_text(
    puzzle: &Puzzle,
    model: &Model,
    solution: &Solution,
    explain: Option<&Control>,
) -> SolveText {
    let mut out = String::new();
    let mut complete = true;
    for assumption in puzzle.assumptions() {
        let _ = writeln!(out, "{}", assumption_line(&assumption));
    }
    for aside in puzzle.asides() {
        let _ = writeln!(out, "{}", aside_line(&aside));
    }
    if let Some(control) = explain {
        let (text, whole) = explanation(puzzle, model, solution, control);
        out.push_str(&text);
        complete = whole;
    }
    if !solution.ruled_out_by_symmetry.is_empty() {
        let _ = writeln!(
            out,
            "assuming a unique answer rules out the {} box (symmetric readings)",
            or_list(&solution.ruled_out_by_symmetry)
        );
    }
    out.push_str(&verdict_line(solution));
    out.push('\n');
    SolveText {
        text: out,
        complete,
    }
}

/// The `--explain` detail, and whether its reasoning is whole.
fn explanation(
    puzzle: &Puzzle,
    model: &Model,
    solution: &Solution,
    control: &Control,
) -> (String, bool) {
    let mut out = String::from("statements:\n");
    for ((c, i, s), (_, _, f)) in puzzle.all().zip(&model.statements) {
        let _ = writeln!(out, "  {c} {i}: {}\n    stmt({c},{i}) ↔ {f}", s.text);
    }
    let _ = writeln!(
        out,
        "rules:\n  {}",
        format!("{:#}", model.rules).replace('\n', "\n  ")
    );
    let _ = writeln!(out, "readings ({}):", solution.readings.len());
    for (n, r) in solution.readings.iter().enumerate() {
        let _ = writeln!(out, "  {}. {}", n + 1, reading_line(r));
    }
    if solution.interrupted {
        let _ = writeln!(
            out,
            "  … listing stopped by the time limit after {}",
            solution.readings.len()
        );
    } else if !solution.readings_complete {
        let _ = writeln!(
            out,
            "  … and more (only the first {} are listed)",
            solution.readings.len()
        );
    }
    let reasoning = reasoning::explain(puzzle, model, solution, control);
    out.push_str(&reasoning.text);
    (out, reasoning.complete)
}

/// A reading on one line: gems, box truths, statement values.
pub fn reading_line(r: &Reading) -> String {
    let group = |t: BoxTruth| {
        let names: Vec<&str> = r
            .boxes
            .iter()
            .filter(|(_, v)| **v == t)
            .map(|(c, _)| c.name())
            .collect();
        if names.is_empty() {
            "-".to_string()
        } else {
            names.join(", ")
        }
    };
    let statements: Vec<String> = r
        .statements
        .iter()
        .flat_map(|(c, vs)| {
            vs.iter()
                .enumerate()
                .map(move |(i, v)| format!("{c} {} {}", i + 1, if *v { "T" } else { "F" }))
        })
        .collect();
    format!(
        "gems: {} | true: {} | false: {} | neither: {} | statements: {}",
        r.gems,
        group(BoxTruth::True),
        group(BoxTruth::False),
        group(BoxTruth::Neither),
        if statements.is_empty() {
            "-".to_string()
        } else {
            statements.join(", ")
        }
    )
}

/// The text of `parlor check`: one line per puzzle, then the accuracy.
pub fn check_text(report: &CheckReport) -> String {
    let mut out = String::new();
    for r in &report.results {
        let _ = writeln!(out, "{}", result_line(r));
        for note in &r.tolerated {
            let _ = writeln!(out, "      {}", assumption_line(note));
        }
        for aside in &r.asides {
            let _ = writeln!(out, "      {}", aside_line(aside));
        }
    }
    let percent = if report.total == 0 {
        100.0
    } else {
        100.0 * report.correct as f64 / report.total as f64
    };
    let _ = write!(
        out,
        "accuracy: {}/{} ({percent:.1}%)",
        report.correct, report.total
    );
    if report.stopped > 0 {
        let _ = write!(
            out,
            "; {} stopped by the time limit before their verdict",
            report.stopped
        );
    }
    if report.wrong + report.unanswered + report.refused + report.damaged > 0 {
        let _ = write!(
            out,
            "\nnot correct: {} wrong, {} without a unique answer, {} refused, {} damaged in the data set",
            report.wrong, report.unanswered, report.refused, report.damaged
        );
    }
    out.push('\n');
    out
}

/// A statement read only after a wording edit, as the output shows it.
pub fn assumption_line(assumption: &str) -> String {
    format!("assumption: {assumption} (not read as written; the answer holds only if this edit is right)")
}

/// The note for a statement read as an aside (`black 1`).
pub fn aside_line(aside: &str) -> String {
    format!("aside: {aside} is about nothing in the room, so it may be true or false (no word of it names a box, the gems, a statement or a truth)")
}

fn result_line(r: &PuzzleResult) -> String {
    let unproven = r.error.is_none() && !r.correct && r.answered_by_assumption();
    let mark = match (r.correct, r.verdict) {
        (true, _) => "ok   ",
        (false, _) if unproven => "ASSUMED",
        (false, _) if r.is_damaged() => "DAMAGED",
        (false, _) if r.is_refused() => "REFUSED",
        (false, Some(Verdict::Unknown)) => "STOP ",
        (false, _) if r.is_wrong() => "WRONG",
        (false, _) => "NONE ",
    };
    let expected = r.expected.map_or("?".to_string(), |c| c.to_string());
    let got = match (&r.error, r.verdict, r.prize) {
        (Some(e), _, _) => format!("error (line {}): {}", r.line, e.replace('\n', "\n        ")),
        (_, Some(Verdict::Unique), Some(c)) => format!("unique {c}"),
        (_, Some(Verdict::Ambiguous), _) => format!("ambiguous {}", or_list(&r.possible)),
        (_, Some(Verdict::Unknown), _) => unknown_line(&r.possible, &r.undecided),
        (_, Some(Verdict::NoBoxSurvives), _) => {
            "no box survives the uniqueness assumption".to_string()
        }
        _ => "inconsistent".to_string(),
    };
    let id = crate::dataset::show_id(&r.id);
    format!("{mark} {id}: {got} (expected {expected})")
}
