//! Rendering answers for people (text); JSON is the answers' own
//! serialisation ([`Answer`], [`CheckReport`]).
//!
//! `--explain` text: each statement with its formula, the rules, every
//! reading, then the chain of reasoning of [`crate::reasoning`] (why each
//! ruled-out box leads to a contradiction, why the gems' box is forced),
//! and a line naming every part the time limit cut.
//!
//! Text formats are snapshot-tested; JSON schemas are documented in
//! `docs/parlor.md`.

use std::fmt::Write;

use crate::answer::{Answer, Explanation, Missing};
use crate::check::{CheckReport, PuzzleResult};
use crate::colour::Colour;
use crate::reasoning::{ArgumentEnd, BoxStatus, Reasoning, Refutation};
use crate::solve::{BoxTruth, Reading, Solution, Verdict};

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
    crate::colour::english_list(colours, "or")
}

/// The text of `parlor solve` for an answer: assumption and aside lines,
/// the explanation when there is one, what the time limit cut, the
/// expectation when it is not met, and the verdict line.
pub fn answer_text(answer: &Answer) -> String {
    let solution = &answer.solution;
    let mut out = String::new();
    for assumption in &solution.assumptions {
        let _ = writeln!(out, "{}", assumption_line(assumption));
    }
    for aside in &solution.asides {
        let _ = writeln!(out, "{}", aside_line(aside));
    }
    if let Some(explanation) = &answer.explanation {
        out.push_str(&explanation_text(explanation, solution));
    }
    if !solution.ruled_out_by_symmetry.is_empty() {
        let _ = writeln!(
            out,
            "assuming a unique answer rules out the {} box (symmetric readings)",
            or_list(&solution.ruled_out_by_symmetry)
        );
    }
    if let Some(cut) = missing_line(answer) {
        let _ = writeln!(out, "{cut}");
    }
    if let Some(e) = answer.expectation.as_ref().filter(|e| e.met == Some(false)) {
        let place = e.line.map_or(String::new(), |l| format!(" (line {l})"));
        let _ = writeln!(
            out,
            "not as expected: the puzzle expects {}{place}, but the answer is {}",
            e.expected,
            verdict_name(solution)
        );
    }
    out.push_str(&verdict_line(solution));
    out.push('\n');
    out
}

/// `the time limit cut: …`, naming every part missing beyond the verdict
/// (the verdict line says that one itself).
fn missing_line(answer: &Answer) -> Option<String> {
    let readings = answer.solution.readings.len();
    let parts: Vec<String> = answer
        .missing
        .iter()
        .filter_map(|m| match m {
            Missing::Verdict => None,
            Missing::Explanation => Some(
                "the formulas and the reasoning (stopped while the statements were lowered)".into(),
            ),
            Missing::Formulas => Some("some statements' formulas".into()),
            Missing::Readings => Some(format!("the readings after the first {readings}")),
            Missing::Contradiction(c) => Some(format!("why the {c} box is ruled out")),
            Missing::Minimality(c) => Some(format!(
                "whether the {c} box's contradictory set is minimal"
            )),
            Missing::Argument(c) => Some(format!("the end of the argument against the {c} box")),
        })
        .collect();
    (!parts.is_empty()).then(|| format!("the time limit cut: {}", parts.join("; ")))
}

/// The `--explain` detail: statements and formulas, rules, readings,
/// reasoning.
fn explanation_text(e: &Explanation, solution: &Solution) -> String {
    let mut out = String::from("statements:\n");
    for s in &e.statements {
        let (c, i) = (s.colour, s.index);
        let formula = s
            .formula
            .as_deref()
            .unwrap_or("(not written out: the time limit passed)");
        let _ = writeln!(out, "  {c} {i}: {}\n    stmt({c},{i}) ↔ {formula}", s.text);
    }
    let _ = writeln!(out, "rules:\n  {}", e.rules.replace('\n', "\n  "));
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
    out.push_str(&reasoning_text(&e.reasoning));
    out
}

/// The reasoning, box by box.
pub fn reasoning_text(reasoning: &Reasoning) -> String {
    let mut out = String::from("reasoning:\n");
    for b in &reasoning.boxes {
        let g = b.colour;
        let _ = match &b.status {
            BoxStatus::NotDecided => writeln!(
                out,
                "  the {g} box is not decided: the solver was stopped by the time limit"
            ),
            BoxStatus::Possible { listed: 0 } => writeln!(
                out,
                "  the {g} box is possible: consistent readings put the gems there (none listed)"
            ),
            BoxStatus::Possible { listed } => writeln!(
                out,
                "  the {g} box is possible: {listed} consistent reading(s) put the gems there"
            ),
            BoxStatus::RuledOutBySymmetry => writeln!(
                out,
                "  the {g} box is ruled out only by assuming a unique answer: its readings have mirror images with the gems elsewhere"
            ),
            BoxStatus::RuledOut { refutation } => {
                let _ = writeln!(out, "  the {g} box is ruled out:");
                out.push_str(&refutation_text(refutation));
                Ok(())
            }
        };
    }
    if let Some(prize) = reasoning.prize {
        let _ = writeln!(
            out,
            "  so the gems are in the {prize} box: it is the only box left"
        );
    }
    out
}

fn refutation_text(refutation: &Refutation) -> String {
    let (members, minimal, argument, end) = match refutation {
        Refutation::Stopped => {
            return "    (why is not available: the time limit stopped the search for a contradictory set)\n".into()
        }
        Refutation::NotFound => return "    (no contradiction found; this should not happen)\n".into(),
        Refutation::Set {
            members,
            minimal,
            argument,
            end,
        } => (members, minimal, argument, end),
    };
    let mut out = String::from(match minimal {
        true => "    these cannot all hold together:\n",
        false => "    these cannot all hold together (not shown to be a minimal set: the time limit stopped the search):\n",
    });
    for m in members {
        let _ = writeln!(out, "      - {m}");
    }
    for step in argument {
        let _ = writeln!(out, "{}{}", pad(step.depth), step.text);
    }
    match end {
        ArgumentEnd::Closed => {}
        ArgumentEnd::TooManyCases => {
            let _ = writeln!(
                out,
                "{}(the rest needs too many cases to spell out)",
                pad(0)
            );
        }
        ArgumentEnd::Stopped => {
            let _ = writeln!(out, "{}(the rest was stopped by the time limit)", pad(0));
        }
    }
    out
}

fn pad(depth: usize) -> String {
    " ".repeat(4 + 2 * depth)
}

/// The verdict in a few words, as `# expect:` would write it:
/// `white`, `ambiguous: blue or white`, `inconsistent`, `unknown`.
pub fn verdict_name(solution: &Solution) -> String {
    match (solution.verdict, solution.prize) {
        (Verdict::Unique, Some(c)) => c.to_string(),
        (Verdict::Ambiguous, _) => format!("ambiguous: {}", or_list(&solution.possible)),
        (Verdict::NoBoxSurvives, _) => "no box surviving the uniqueness assumption".into(),
        (Verdict::Unknown, _) => "unknown (stopped by the time limit)".into(),
        _ => "inconsistent".into(),
    }
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

/// The text of `parlor check`: one line per puzzle, then the accuracy;
/// errors are located in the data set `source` (`FILE:LINE:`).
pub fn check_text(report: &CheckReport, source: &str) -> String {
    let mut out = String::new();
    for r in &report.results {
        let _ = writeln!(out, "{}", result_line(r, source));
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
    if report.wrong + report.unanswered + report.refused + report.damaged + report.assumed > 0 {
        let _ = write!(
            out,
            "\nnot correct: {} wrong, {} without the verdict expected, {} refused, {} damaged in the data set",
            report.wrong, report.unanswered, report.refused, report.damaged
        );
        if report.assumed > 0 {
            let _ = write!(
                out,
                ", {} right only by a wording assumption (--allow-assumptions accepts it)",
                report.assumed
            );
        }
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

/// The errors of a puzzle not read, under its result line: each at
/// `FILE:LINE:` (its own line in a puzzle file, else the line where the
/// puzzle starts), its detail lines indented under it.
fn located_lines(r: &PuzzleResult, source: &str) -> String {
    let mut out = String::new();
    for (line, message) in &r.located {
        let place = format!("{source}:{}: ", line.unwrap_or(r.line));
        for (k, text) in message.lines().enumerate() {
            let lead = if k == 0 { place.as_str() } else { "" };
            let _ = write!(out, "\n        {lead}{text}");
        }
    }
    out
}

fn result_line(r: &PuzzleResult, source: &str) -> String {
    let unproven = r.error.is_none() && !r.correct && r.answered_by_assumption();
    let mark = match (r.correct, r.verdict) {
        (true, _) => "ok",
        (false, _) if unproven => "ASSUMED",
        (false, _) if r.is_damaged() => "DAMAGED",
        (false, _) if r.is_refused() => "REFUSED",
        (false, Some(Verdict::Unknown)) => "STOP",
        (false, _) if r.is_wrong() => "WRONG",
        (false, Some(Verdict::Ambiguous)) => "AMBIGUOUS",
        (false, Some(Verdict::Inconsistent)) => "INCONSISTENT",
        (false, Some(Verdict::NoBoxSurvives)) => "NO-ANSWER",
        // A verdict with nothing to check it against.
        (false, _) => "UNCHECKED",
    };
    let expected = r
        .expected
        .as_ref()
        .map_or("nothing given".to_string(), |e| e.to_string());
    let got = match (&r.error, r.verdict, r.prize) {
        (Some(_), _, _) => "not read".to_string(),
        (_, Some(Verdict::Unique), Some(c)) => format!("unique: {c}"),
        (_, Some(Verdict::Ambiguous), _) => format!("ambiguous: {}", or_list(&r.possible)),
        (_, Some(Verdict::Unknown), _) => unknown_line(&r.possible, &r.undecided),
        (_, Some(Verdict::NoBoxSurvives), _) => {
            "no box survives the uniqueness assumption".to_string()
        }
        _ => "inconsistent".to_string(),
    };
    let id = crate::dataset::show_id(&r.id);
    let errors = located_lines(r, source);
    format!("{mark:<5} {id}: {got} (expected {expected}){errors}")
}
