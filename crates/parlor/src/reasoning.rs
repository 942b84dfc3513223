//! Why the gems are where they are: a chain of reasoning in English.
//!
//! For each box the gems cannot be in, [`explain`] asks the SAT backend for
//! a minimal contradictory set ([`logic::ClauseGroups`]): the assumption
//! "the gems are in this box", some rules of the game and some statements,
//! such that dropping any one of them removes the contradiction (the
//! definitions of true and false boxes are always on). It then goes through
//! the argument: consequences forced one at a time (each citing the member
//! that forces it) and case splits on a statement's truth (at most
//! [`MAX_DEPTH`] nested), until every branch ends in a member that fails.
//! Boxes that readings allow are reported with their number of readings,
//! boxes not decided before the solver was stopped are said to be, and
//! boxes excluded only by the uniqueness assumption are said to be. Every claim in the text is
//! checked: the contradictory set by the solver, each step by evaluating
//! the member's formula under the values fixed so far.
//!
//! The search for minimal sets runs under the caller's [`Control`] (the
//! command's time limit). Stopped while shrinking a set, the text gives the
//! contradictory set found so far and says it is not shown to be minimal;
//! stopped before any set, it says the explanation of that box is not
//! available. Either way [`Explanation::complete`] is false.

use std::fmt::Write;

use logic::{Assignment, ClauseGroups, Control, Formula, VarMap};

use crate::atom::Atom;
use crate::colour::Colour;
use crate::model::{self, Model};
use crate::puzzle::Puzzle;
use crate::solve::Solution;

/// Most nested case splits spelled out for one contradiction.
pub const MAX_DEPTH: usize = 4;

/// One member of a contradictory set.
struct Member {
    /// How it reads in English.
    text: String,
    /// Its formula.
    formula: Formula,
    /// For a statement: its atom and what it says.
    stmt: Option<(Atom, Formula)>,
}

/// The reasoning, and whether the time limit left it whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The text (see the module doc).
    pub text: String,
    /// False when the control stopped a search for a minimal set: the
    /// text then says which box's set is not minimal or not available.
    pub complete: bool,
}

/// The reasoning for every box, its minimal sets searched under `control`
/// (see module doc).
pub fn explain(
    puzzle: &Puzzle,
    model: &Model,
    solution: &Solution,
    control: &Control,
) -> Explanation {
    let mut out = String::from("reasoning:\n");
    let mut complete = true;
    for g in Colour::ALL {
        let readings = solution.readings.iter().filter(|r| r.gems == g).count();
        if solution.undecided.contains(&g) {
            let _ = writeln!(
                out,
                "  the {g} box is not decided: the solver was stopped by the time limit"
            );
        } else if readings > 0 {
            let _ = writeln!(
                out,
                "  the {g} box is possible: {readings} consistent reading(s) put the gems there"
            );
        } else if solution.possible.contains(&g) {
            let _ = writeln!(
                out,
                "  the {g} box is possible: consistent readings put the gems there (none listed)"
            );
        } else if solution.ruled_out_by_symmetry.contains(&g) {
            let _ = writeln!(
                out,
                "  the {g} box is ruled out only by assuming a unique answer: its readings have mirror images with the gems elsewhere"
            );
        } else {
            let (text, whole) = ruled_out(puzzle, model, g, control);
            out.push_str(&text);
            complete &= whole;
        }
    }
    if let Some(prize) = solution.prize {
        let _ = writeln!(
            out,
            "  so the gems are in the {prize} box: it is the only box left"
        );
    }
    Explanation {
        text: out,
        complete,
    }
}

/// The members a contradiction may use for gems in `g`: the assumption,
/// the rules of the game and every statement's "true exactly when what it
/// says holds".
fn members(puzzle: &Puzzle, model: &Model, g: Colour) -> Vec<Member> {
    let mut out = vec![Member {
        text: format!("assume the gems are in the {g} box"),
        formula: Atom::Gems(g).formula(),
        stmt: None,
    }];
    out.extend(
        model::game_rules()
            .into_iter()
            .map(|(text, formula)| Member {
                text: format!("the rule \"{text}\""),
                formula,
                stmt: None,
            }),
    );
    for ((c, i, s), (_, _, f)) in puzzle.all().zip(&model.statements) {
        let atom = Atom::Stmt(c, i);
        out.push(Member {
            text: format!("{c} {i} says \"{}\"", s.text),
            formula: Formula::iff(atom.formula(), f.clone()),
            stmt: Some((atom, f.clone())),
        });
    }
    out
}

/// Why the gems cannot be in box `g`, and whether the minimal set was
/// found before `control` stopped the search.
fn ruled_out(puzzle: &Puzzle, model: &Model, g: Colour, control: &Control) -> (String, bool) {
    let all = members(puzzle, model, g);
    let mut groups = ClauseGroups::new();
    let mut map = VarMap::new();
    for d in model::definitions(puzzle) {
        d.assert_into(&mut groups, &mut map);
    }
    for m in &all {
        groups.begin_group(m.text.clone());
        m.formula.assert_into(&mut groups, &mut map);
        groups.end_group();
    }
    let mut out = format!("  the {g} box is ruled out:\n");
    let core = match groups.minimal_unsat_subset_within(control) {
        Ok(Some(core)) => core,
        Ok(None) => {
            out.push_str("    (no contradiction found; this should not happen)\n");
            return (out, true);
        }
        Err(_) => {
            out.push_str(
                "    (why is not available: the time limit stopped the search for a contradictory set)\n",
            );
            return (out, false);
        }
    };
    let members: Vec<&Member> = core.groups.iter().filter_map(|i| all.get(*i)).collect();
    out.push_str(match core.minimal {
        true => "    these cannot all hold together:\n",
        false => "    these cannot all hold together (not shown to be a minimal set: the time limit stopped the search):\n",
    });
    for m in &members {
        let _ = writeln!(out, "      - {}", m.text);
    }
    out.push_str(&argument(puzzle, g, &members));
    (out, core.minimal)
}

/// The argument that the members cannot all hold: consequences forced one
/// at a time (each citing the member that forces it), and a split on a
/// statement's truth when nothing more is forced, until every branch ends
/// in a member that fails.
fn argument(puzzle: &Puzzle, g: Colour, core: &[&Member]) -> String {
    let meanings = Colour::ALL.into_iter().flat_map(|c| {
        [
            format!("what \"the {c} box is true\" means"),
            format!("what \"the {c} box is false\" means"),
        ]
    });
    let definitions: Vec<Member> = model::definitions(puzzle)
        .into_iter()
        .zip(meanings)
        .map(|(formula, text)| Member {
            text,
            formula,
            stmt: None,
        })
        .collect();
    let all: Vec<&Member> = core.iter().copied().chain(definitions.iter()).collect();
    let mut lines = vec![format!("{}suppose the gems are in the {g} box:", pad(0))];
    let mut start = Assignment::from([(Atom::Gems(g).name(), true)]);
    let closed = refute(&all, &mut start, 0, &mut lines);
    if !closed {
        lines.push(format!(
            "{}(the rest needs too many cases to spell out)",
            pad(0)
        ));
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

fn pad(depth: usize) -> String {
    " ".repeat(4 + 2 * depth)
}

/// Forces consequences and splits cases under `a`; true when every
/// branch reaches a failing member (written to `lines`).
fn refute(all: &[&Member], a: &mut Assignment, depth: usize, lines: &mut Vec<String>) -> bool {
    loop {
        let mut progress = false;
        for m in all {
            let now = m.formula.eval(a);
            if now.as_const() == Some(false) {
                lines.push(format!("{}contradiction: {}", pad(depth), fails(m, a)));
                return true;
            }
            for (name, v) in forced(&now) {
                lines.push(format!(
                    "{}so {} ({})",
                    pad(depth),
                    literal(&name, v),
                    m.text
                ));
                a.insert(name, v);
                progress = true;
            }
        }
        if !progress {
            break;
        }
    }
    if depth >= MAX_DEPTH {
        return false;
    }
    let open: Vec<String> = all.iter().flat_map(|m| m.formula.eval(a).vars()).collect();
    let is_stmt = |n: &&String| matches!(Atom::parse(n), Some(Atom::Stmt(..)));
    let Some(split) = open.iter().find(is_stmt).or(open.first()).cloned() else {
        return false;
    };
    [true, false].into_iter().all(|v| {
        lines.push(format!("{}if {}:", pad(depth), literal(&split, v)));
        let mut branch = a.clone();
        branch.insert(split.clone(), v);
        refute(all, &mut branch, depth + 1, lines)
    })
}

/// Variables a formula forces: a literal, or a conjunction of literals.
fn forced(f: &Formula) -> Vec<(String, bool)> {
    let literal = |f: &Formula| match f.node() {
        logic::Node::Var(x) => Some((x.clone(), true)),
        logic::Node::Not(inner) => match inner.node() {
            logic::Node::Var(x) => Some((x.clone(), false)),
            _ => None,
        },
        _ => None,
    };
    match f.node() {
        logic::Node::And(terms) => terms
            .iter()
            .map(literal)
            .collect::<Option<Vec<_>>>()
            .unwrap_or_default(),
        _ => literal(f).into_iter().collect(),
    }
}

/// An atom's value in words: `the blue box is empty`, `white 1 is true`.
fn literal(name: &str, v: bool) -> String {
    let not = if v { "" } else { "not " };
    match Atom::parse(name) {
        Some(Atom::Gems(c)) if v => format!("the gems are in the {c} box"),
        Some(Atom::Gems(c)) => format!("the {c} box is empty"),
        Some(Atom::True(c)) => format!("the {c} box is {not}true"),
        Some(Atom::False(c)) => format!("the {c} box is {not}false"),
        Some(Atom::Stmt(c, i)) => format!("{c} {i} is {}", if v { "true" } else { "false" }),
        None => format!("{name} is {v}"),
    }
}

/// How a member fails under an assignment.
fn fails(m: &Member, a: &Assignment) -> String {
    let Some((atom, says)) = &m.stmt else {
        return format!("{} is broken", m.text);
    };
    let word = |v: bool| if v { "true" } else { "false" };
    match (says.eval(a).as_const(), a.get(&atom.name())) {
        (Some(holds), Some(v)) => format!(
            "{} would be {}, but what it says is {}",
            literal(&atom.name(), *v)
                .trim_end_matches(" is true")
                .trim_end_matches(" is false"),
            word(*v),
            word(holds)
        ),
        _ => format!("{} fails", m.text),
    }
}
