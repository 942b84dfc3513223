//! Parlor's use case: one request — a puzzle, how to solve it, whether to
//! explain it — read, held to the limits, lowered, solved and explained
//! under one [`Control`], into one typed, serialisable [`Answer`] that every
//! front end shows (`parlor solve`, `parlor check`, the web page).
//!
//! The control covers every phase, in order: reading (between statements),
//! lowering ([`Model::build_within`]), encoding and solving
//! ([`solve::solve_model`]), listing readings, and the explanation
//! ([`reasoning::explain`]). Stopped anywhere, the answer is honest and
//! partial: the verdict is `unknown` with the boxes not decided when the
//! solver had not finished, and [`Answer::missing`] names every part the
//! time limit cut (the verdict, the readings, a box's contradiction, its
//! minimality, its argument), so a front end says so instead of showing a
//! part as whole. An error is returned only for input that cannot be used
//! (a statement not read, a limit, a malformed file).

use logic::{Control, StopReason};
use serde::Serialize;

use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::expect::Expectation;
use crate::file;
use crate::model::Model;
use crate::puzzle::Puzzle;
use crate::reasoning::{self, Cut, Reasoning};
use crate::solve::{self, Options, Solution, Verdict};

/// What to read.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// A puzzle file's text ([`crate::file`]), with its `# expect:` line.
    File(String),
    /// Statement texts per box (blue, white, black), as a data set or the
    /// web page gives them; `[nothing]` or an empty text is no statement.
    Boxes([Vec<String>; 3]),
}

/// One puzzle to answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// The puzzle.
    pub source: Source,
    /// How to solve it.
    pub options: Options,
    /// Also explain it: each statement's formula, the rules, the reasoning.
    pub explain: bool,
    /// An expectation given by the caller (a data set's expected box);
    /// the file's `# expect:` line is used when this is `None`.
    pub expect: Option<Expectation>,
}

impl Request {
    /// A request to solve `source` with `options`, without explanation.
    pub fn new(source: Source, options: Options) -> Request {
        Request {
            source,
            options,
            explain: false,
            expect: None,
        }
    }
}

/// The answer to a [`Request`] (JSON schema in `docs/parlor.md`: the
/// solution's fields, then `explanation`, `expectation`, `missing`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Answer {
    /// The verdict, the boxes, the readings.
    #[serde(flatten)]
    pub solution: Solution,
    /// With [`Request::explain`]: the statements' formulas, the rules and
    /// the reasoning (absent when the lowering was stopped).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<Explanation>,
    /// The expected verdict and whether the answer meets it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expectation: Option<Expected>,
    /// The parts the time limit cut (empty when the answer is whole).
    pub missing: Vec<Missing>,
}

/// An expectation checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Expected {
    /// What was expected.
    pub expected: Expectation,
    /// The line of the file's `# expect:`, when it came from a file.
    pub line: Option<usize>,
    /// Whether the answer is what was expected; `None` when the verdict is
    /// unknown (the time limit stopped the solver first).
    pub met: Option<bool>,
}

/// The `--explain` detail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// Every statement with the formula it asserts.
    pub statements: Vec<Formulated>,
    /// The rules of the game and the definitions of true and false boxes,
    /// one conjunct a line (the logic crate's formula syntax).
    pub rules: String,
    /// Why each box is possible or ruled out.
    pub reasoning: Reasoning,
}

/// One statement and its formula.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Formulated {
    /// Its box.
    pub colour: Colour,
    /// Its 1-based position on the box.
    pub index: usize,
    /// Its text as written.
    pub text: String,
    /// What it asserts, in formula syntax; `None` when the time limit
    /// passed before it was written out.
    pub formula: Option<String>,
}

/// A part of the answer the time limit cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "part", content = "box", rename_all = "kebab-case")]
pub enum Missing {
    /// The verdict: some boxes are not decided ([`Solution::undecided`]).
    Verdict,
    /// The formulas and the reasoning: the lowering was stopped.
    Explanation,
    /// Some statements' formulas were not written out.
    Formulas,
    /// The readings were listed only in part.
    Readings,
    /// Why this box is ruled out: no contradictory set was found in time.
    Contradiction(Colour),
    /// The set found for this box is not shown to be minimal.
    Minimality(Colour),
    /// The argument for this box stops before its end.
    Argument(Colour),
}

/// Reads, limits, solves and (when asked) explains one puzzle under
/// `control` (see the module doc). Errors: input that cannot be used.
pub fn answer(request: &Request, control: &Control) -> Result<Answer> {
    let texts = match &request.source {
        Source::File(text) => Some(file::texts(text)?),
        Source::Boxes(_) => None,
    };
    // Errors found after reading name a statement: in a file, its line.
    let locate = |e: ParlorError| match &texts {
        Some(t) => t.locate(e),
        None => e,
    };
    answer_read(request, texts.as_ref(), control).map_err(locate)
}

/// [`answer`] once a file is split into its statements.
fn answer_read(
    request: &Request,
    texts: Option<&file::Texts>,
    control: &Control,
) -> Result<Answer> {
    let facts = &request.options.facts;
    let (puzzle, file_expect) = match (&request.source, texts) {
        (_, Some(texts)) => (texts.puzzle(facts)?, texts.expect.clone()),
        (Source::Boxes(texts), None) => (Puzzle::from_texts_with(texts.clone(), facts)?, None),
        (Source::File(text), None) => {
            let file = file::read(text, facts)?;
            (file.puzzle, file.expect)
        }
    };
    puzzle.check_limits()?;
    let expect = match &request.expect {
        Some(e) => Some((None, e.clone())),
        None => file_expect.map(|(line, e)| (Some(line), e)),
    };
    let model = match Model::build_within(&puzzle, control) {
        Ok(model) => Some(model),
        Err(ParlorError::Logic(logic::Error::Interrupted)) => None,
        Err(e) => return Err(e),
    };
    let solution = match &model {
        Some(model) => solve::solve_model(&puzzle, model, &request.options, control),
        None => solve::stopped_before_solving(&puzzle),
    };
    let explanation = match (&model, request.explain) {
        (Some(model), true) => Some(explain(&puzzle, model, &solution, control)),
        _ => None,
    };
    let mut missing = Vec::new();
    if solution.verdict == Verdict::Unknown {
        missing.push(Missing::Verdict);
    } else if solution.interrupted {
        missing.push(Missing::Readings);
    }
    if request.explain && model.is_none() {
        missing.push(Missing::Explanation);
    }
    if let Some(e) = &explanation {
        if e.statements.iter().any(|s| s.formula.is_none()) {
            missing.push(Missing::Formulas);
        }
        missing.extend(e.reasoning.missing().into_iter().map(|cut| match cut {
            Cut::Contradiction(c) => Missing::Contradiction(c),
            Cut::Minimality(c) => Missing::Minimality(c),
            Cut::Argument(c) => Missing::Argument(c),
        }));
    }
    let decided = solution.verdict != Verdict::Unknown;
    let expectation = expect.map(|(line, expected)| Expected {
        met: decided.then(|| expected.met_by(&solution)),
        expected,
        line,
    });
    Ok(Answer {
        solution,
        explanation,
        expectation,
        missing,
    })
}

fn explain(puzzle: &Puzzle, model: &Model, solution: &Solution, control: &Control) -> Explanation {
    let statements = puzzle
        .all()
        .zip(&model.statements)
        .map(|((colour, index, s), (_, _, f))| Formulated {
            colour,
            index,
            text: s.text.clone(),
            // A formula can be long (a count over twelve statements is a
            // hundred thousand symbols): written out only in time.
            formula: (!control.is_cancelled()).then(|| f.to_string()),
        })
        .collect();
    Explanation {
        statements,
        rules: format!("{:#}", model.rules),
        reasoning: reasoning::explain(puzzle, model, solution, control),
    }
}

impl Answer {
    /// Whether the answer is a success for a command: a unique verdict, no
    /// part missing, no wording assumption unless allowed, and the
    /// expectation (if any) met.
    pub fn succeeded(&self, allow_assumptions: bool) -> bool {
        self.solution.verdict == Verdict::Unique
            && self.missing.is_empty()
            && (allow_assumptions || self.solution.assumptions.is_empty())
            && self
                .expectation
                .as_ref()
                .is_none_or(|e| e.met == Some(true))
    }

    /// Why the work stopped, for scripts: the time limit, when it cut a part.
    pub fn stopped(&self) -> Option<StopReason> {
        (!self.missing.is_empty()).then_some(StopReason::TimeLimit)
    }
}
