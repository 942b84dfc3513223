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
//! Everything runs under the caller's [`Control`] (the command's time
//! limit), which every step polls: stopped while shrinking a set, the
//! contradictory set found so far is kept and marked not minimal; stopped
//! before any set, the box's refutation is [`Refutation::Stopped`]; stopped
//! while walking the argument, the walk ends with [`ArgumentEnd::Stopped`].
//! [`Reasoning::missing`] lists what the control cut. The result is data;
//! [`crate::report`] writes it out.

use logic::{Assignment, ClauseGroups, Control, Formula, VarMap};
use serde::Serialize;

use crate::atom::Atom;
use crate::colour::Colour;
use crate::model::{self, Model};
use crate::puzzle::Puzzle;
use crate::solve::Solution;

/// Most nested case splits spelled out for one contradiction.
pub const MAX_DEPTH: usize = 4;

/// One member of a contradictory set.
struct Member<'m> {
    /// How it reads in English.
    text: String,
    /// Its formula.
    formula: Formula,
    /// For a statement: its atom and what it says.
    stmt: Option<(Atom, &'m Formula)>,
}

/// The reasoning for every box (see the module doc).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reasoning {
    /// One entry per box, blue, white, black.
    pub boxes: Vec<BoxReasoning>,
    /// The gems' box when it is the only one left.
    pub prize: Option<Colour>,
}

/// What is known about one box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoxReasoning {
    /// The box.
    pub colour: Colour,
    /// Why the gems may or may not be there.
    #[serde(flatten)]
    pub status: BoxStatus,
}

/// Why the gems may or may not be in a box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum BoxStatus {
    /// Consistent readings put the gems there; `listed` of them are listed.
    Possible {
        /// How many of the listed readings put the gems there.
        listed: usize,
    },
    /// The solver was stopped before it decided the box.
    NotDecided,
    /// Ruled out only by the uniqueness assumption.
    RuledOutBySymmetry,
    /// No reading puts the gems there.
    RuledOut {
        /// The contradiction, as far as it was found.
        refutation: Refutation,
    },
}

/// Why no reading puts the gems in a box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "found", rename_all = "kebab-case")]
pub enum Refutation {
    /// The control stopped the search before a contradictory set was found.
    Stopped,
    /// No contradictory set exists (the solver and the reasoning disagree:
    /// this should not happen, and is said rather than hidden).
    NotFound,
    /// A set of members that cannot all hold, and the argument that shows it.
    Set {
        /// The members, in English.
        members: Vec<String>,
        /// Whether dropping any member removes the contradiction (false
        /// when the control stopped the search for a smaller set).
        minimal: bool,
        /// The argument, one step a line, with its nesting depth.
        argument: Vec<Step>,
        /// How the argument ends.
        end: ArgumentEnd,
    },
}

/// One step of an argument.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step {
    /// How many case splits it is nested in.
    pub depth: usize,
    /// The step in English.
    pub text: String,
}

/// How the argument that a set is contradictory ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ArgumentEnd {
    /// Every branch ends in a contradiction.
    Closed,
    /// More than [`MAX_DEPTH`] nested case splits would be needed.
    TooManyCases,
    /// The control stopped the walk.
    Stopped,
}

/// A part of the reasoning the control cut short.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "part", content = "box", rename_all = "kebab-case")]
pub enum Cut {
    /// No contradictory set was found for this box.
    Contradiction(Colour),
    /// The set found for this box is not shown to be minimal.
    Minimality(Colour),
    /// The argument for this box stops before its end.
    Argument(Colour),
}

impl Reasoning {
    /// The parts the control cut short, box by box.
    pub fn missing(&self) -> Vec<Cut> {
        self.boxes
            .iter()
            .flat_map(|b| match &b.status {
                BoxStatus::RuledOut {
                    refutation: Refutation::Stopped,
                } => vec![Cut::Contradiction(b.colour)],
                BoxStatus::RuledOut {
                    refutation: Refutation::Set { minimal, end, .. },
                } => {
                    let mut cut = vec![];
                    if !minimal {
                        cut.push(Cut::Minimality(b.colour));
                    }
                    if *end == ArgumentEnd::Stopped {
                        cut.push(Cut::Argument(b.colour));
                    }
                    cut
                }
                _ => vec![],
            })
            .collect()
    }
}

/// The reasoning for every box, under `control` (see module doc).
pub fn explain(
    puzzle: &Puzzle,
    model: &Model,
    solution: &Solution,
    control: &Control,
) -> Reasoning {
    let shared = members(puzzle, model, control);
    let boxes = Colour::ALL
        .into_iter()
        .map(|g| {
            let listed = solution.readings.iter().filter(|r| r.gems == g).count();
            let status = if solution.undecided.contains(&g) {
                BoxStatus::NotDecided
            } else if solution.possible.contains(&g) {
                BoxStatus::Possible { listed }
            } else if solution.ruled_out_by_symmetry.contains(&g) {
                BoxStatus::RuledOutBySymmetry
            } else {
                let refutation = match &shared {
                    Some(shared) => ruled_out(puzzle, shared, g, control),
                    None => Refutation::Stopped,
                };
                BoxStatus::RuledOut { refutation }
            };
            BoxReasoning { colour: g, status }
        })
        .collect();
    Reasoning {
        boxes,
        prize: solution.prize,
    }
}

/// The members a contradiction may use besides the assumption on the
/// gems: the rules of the game and every statement's "true exactly when
/// what it says holds". `None` when `control` is cancelled first.
fn members<'m>(puzzle: &Puzzle, model: &'m Model, control: &Control) -> Option<Vec<Member<'m>>> {
    let mut out: Vec<Member> = model::game_rules()
        .into_iter()
        .map(|(text, formula)| Member {
            text: format!("the rule \"{text}\""),
            formula,
            stmt: None,
        })
        .collect();
    for ((c, i, s), (_, _, f)) in puzzle.all().zip(&model.statements) {
        if control.is_cancelled() {
            return None;
        }
        let atom = Atom::Stmt(c, i);
        out.push(Member {
            text: format!("{c} {i} says \"{}\"", s.text),
            formula: Formula::iff(atom.formula(), f.clone()),
            stmt: Some((atom, f)),
        });
    }
    Some(out)
}

/// Why the gems cannot be in box `g`, as far as `control` lets the search
/// go: the assumption "the gems are in box `g`" and the `shared` members.
fn ruled_out(puzzle: &Puzzle, shared: &[Member], g: Colour, control: &Control) -> Refutation {
    let assume = Member {
        text: format!("assume the gems are in the {g} box"),
        formula: Atom::Gems(g).formula(),
        stmt: None,
    };
    let all: Vec<&Member> = std::iter::once(&assume).chain(shared).collect();
    let mut groups = ClauseGroups::new();
    let mut map = VarMap::new();
    for d in model::definitions(puzzle) {
        d.assert_into(&mut groups, &mut map);
    }
    for m in &all {
        if control.is_cancelled() {
            return Refutation::Stopped;
        }
        groups.begin_group(m.text.clone());
        m.formula.assert_into(&mut groups, &mut map);
        groups.end_group();
    }
    let core = match groups.minimal_unsat_subset_within(control) {
        Ok(Some(core)) => core,
        Ok(None) => return Refutation::NotFound,
        Err(_) => return Refutation::Stopped,
    };
    let members: Vec<&Member> = core
        .groups
        .iter()
        .filter_map(|i| all.get(*i).copied())
        .collect();
    let (argument, end) = argument(puzzle, g, &members, control);
    Refutation::Set {
        members: members.iter().map(|m| m.text.clone()).collect(),
        minimal: core.minimal,
        argument,
        end,
    }
}

/// The argument that the members cannot all hold: consequences forced one
/// at a time (each citing the member that forces it), and a split on a
/// statement's truth when nothing more is forced, until every branch ends
/// in a member that fails, [`MAX_DEPTH`] splits are nested, or `control`
/// is cancelled.
fn argument(
    puzzle: &Puzzle,
    g: Colour,
    core: &[&Member],
    control: &Control,
) -> (Vec<Step>, ArgumentEnd) {
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
    let mut walk = Walk {
        all: &all,
        control,
        steps: vec![Step {
            depth: 0,
            text: format!("suppose the gems are in the {g} box:"),
        }],
    };
    let mut start = Assignment::from([(Atom::Gems(g).name(), true)]);
    let end = match walk.refute(&mut start, 0) {
        Ok(true) => ArgumentEnd::Closed,
        Ok(false) => ArgumentEnd::TooManyCases,
        Err(Stopped) => ArgumentEnd::Stopped,
    };
    (walk.steps, end)
}

/// The control was cancelled during a walk.
struct Stopped;

/// An argument being written: the members it may cite, the control it
/// polls, the steps so far.
struct Walk<'a> {
    all: &'a [&'a Member<'a>],
    control: &'a Control,
    steps: Vec<Step>,
}

impl Walk<'_> {
    fn step(&mut self, depth: usize, text: String) {
        self.steps.push(Step { depth, text });
    }

    /// Forces consequences and splits cases under `a`; true when every
    /// branch reaches a failing member, false when [`MAX_DEPTH`] splits
    /// are not enough.
    fn refute(&mut self, a: &mut Assignment, depth: usize) -> Result<bool, Stopped> {
        loop {
            let mut progress = false;
            for m in self.all {
                if self.control.is_cancelled() {
                    return Err(Stopped);
                }
                let now = m.formula.eval(a);
                if now.as_const() == Some(false) {
                    self.step(depth, format!("contradiction: {}", fails(m, a)));
                    return Ok(true);
                }
                for (name, v) in forced(&now) {
                    self.step(depth, format!("so {} ({})", literal(&name, v), m.text));
                    a.insert(name, v);
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
        if depth >= MAX_DEPTH {
            return Ok(false);
        }
        let open: Vec<String> = self
            .all
            .iter()
            .flat_map(|m| m.formula.eval(a).vars())
            .collect();
        let is_stmt = |n: &&String| matches!(Atom::parse(n), Some(Atom::Stmt(..)));
        let Some(split) = open.iter().find(is_stmt).or(open.first()).cloned() else {
            return Ok(false);
        };
        for v in [true, false] {
            self.step(depth, format!("if {}:", literal(&split, v)));
            let mut branch = a.clone();
            branch.insert(split.clone(), v);
            if !self.refute(&mut branch, depth + 1)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
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
