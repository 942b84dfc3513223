//! A Parlor puzzle: three boxes, each with an ordered list of statements.
//!
//! A statement is written either in English (read by [`crate::grammar`]) or,
//! when its text starts with `=`, in the logic crate's formula syntax over
//! the atoms `gems(B)`, `true(B)`, `false(B)`, `stmt(B,i)`. A box with no
//! statements is neither true nor false. Statements are numbered from 1 per
//! box. Construction validates every statement; references that depend on
//! the whole puzzle (statement positions) are checked when the puzzle is
//! lowered ([`crate::model::Model::build`]).

use logic::Formula;

use crate::atom::Atom;
use crate::claim::Claim;
use crate::colour::Colour;
use crate::error::{ParlorError, Result};
use crate::grammar::{self, Facts};

/// The text of a box field that means "no statement" in data sets.
pub const NOTHING: &str = "[nothing]";

/// What a statement says, ready to lower.
#[derive(Debug, Clone, PartialEq)]
pub enum Content {
    /// An English sentence and its reading.
    English(Box<Claim>),
    /// A formula over the puzzle's atoms.
    Formula(Formula),
    /// An English sentence about nothing in the room ([`grammar::aside`]:
    /// not read, and none of its words names anything the puzzle is
    /// about): like any statement it is true or false, and nothing decides
    /// which, so it may be either (it still counts for its box's truth).
    Aside,
}

/// One statement as written, with its meaning.
#[derive(Debug, Clone, PartialEq)]
pub struct Statement {
    /// The text as written (for formulas, without the leading `=`).
    pub text: String,
    /// Its meaning.
    pub content: Content,
    /// Wording differences tolerated when reading it (English only).
    pub tolerated: Vec<String>,
    /// Other readings of an English sentence the grammar finds; the puzzle
    /// is lowered only if they mean the same as [`Statement::content`]
    /// ([`crate::model::Model::build`]).
    pub alternatives: Vec<Claim>,
}

impl Statement {
    /// Reads one statement: a formula if the text starts with `=`, English
    /// otherwise (with the built-in facts about the room). Texts over
    /// [`crate::limits::MAX_STATEMENT_CHARS`] and texts with look-alike or
    /// invisible characters ([`crate::input`]) are errors.
    pub fn parse(text: &str) -> Result<Statement> {
        Statement::parse_with(text, &Facts::default())
    }

    /// [`Statement::parse`] with a given fact table (built-in facts plus
    /// the caller's, see [`Facts`]).
    pub fn parse_with(text: &str, facts: &Facts) -> Result<Statement> {
        let text = text.trim();
        crate::limits::check_statement(text)?;
        crate::input::check_letters(text)?;
        if let Some(formula) = text.strip_prefix('=') {
            return Statement::formula(formula.trim());
        }
        let reading = match grammar::read_with(text, facts) {
            Err(ParlorError::Unreadable { .. }) if grammar::aside(text, facts) => {
                return Ok(Statement {
                    text: text.to_string(),
                    content: Content::Aside,
                    tolerated: vec![],
                    alternatives: vec![],
                })
            }
            read => read?,
        };
        Ok(Statement {
            text: text.to_string(),
            content: Content::English(Box::new(reading.claim)),
            tolerated: reading.tolerated,
            alternatives: reading.alternatives,
        })
    }

    /// [`Statement::parse_with`], and if the text does not read on its
    /// own, as a follow-up of `previous`, the statement above it on the
    /// same box (`So is the blue box.`, `They are in the black box.`; see
    /// [`grammar::follow_up`]), or with a pronoun whose one referent is
    /// named in `others`, the box's other statements ([`grammar::pronoun`]),
    /// of which the first `earlier` stand above it: a pronoun refers back,
    /// so when the statements above give it exactly one referent that is
    /// the one, and only otherwise are the statements below looked at.
    pub fn parse_after(
        text: &str,
        previous: Option<&Statement>,
        others: &[&str],
        earlier: usize,
        facts: &Facts,
    ) -> Result<Statement> {
        // A plural `statements here` on a box with one statement is the room.
        if let Some(room) = others
            .is_empty()
            .then(|| grammar::plural_here_as_room(text))
            .flatten()
        {
            if let Ok(statement) = Statement::parse_with(&room, facts) {
                return Ok(Statement {
                    text: text.trim().to_string(),
                    ..statement
                });
            }
        }
        let above = previous.filter(|p| matches!(p.content, Content::English(_)));
        // An additive particle whose presupposition is the statement above.
        if let Some(reading) =
            above.and_then(|p| grammar::follow_up::additive(text.trim(), &p.text, facts))
        {
            return Ok(Statement {
                text: text.trim().to_string(),
                content: Content::English(Box::new(reading.claim)),
                tolerated: reading.tolerated,
                alternatives: reading.alternatives,
            });
        }
        let error = match Statement::parse_with(text, facts) {
            Err(e @ ParlorError::Unreadable { .. }) => e,
            read => return read,
        };
        // An answer word with no question opening a box's first statement
        // (`Nope, not in this one.`): nothing above it to take back.
        if let Some(claim) = previous
            .is_none()
            .then(|| grammar::spoken::unasked_answer(text))
            .flatten()
        {
            let statement = Statement::parse_with(&claim, facts)?;
            return Ok(Statement {
                text: text.trim().to_string(),
                ..statement
            });
        }
        let follow_up = match above {
            Some(p) => grammar::follow_up::read(text.trim(), &p.text, facts)?,
            None => None,
        };
        let back = &others[..earlier.min(others.len())];
        let reading = match follow_up {
            Some(reading) => Some(reading),
            None => match grammar::pronoun::read(text.trim(), back, facts) {
                Ok(Some(reading)) => Some(reading),
                _ => grammar::pronoun::read(text.trim(), others, facts)?,
            },
        };
        // A box named alone: the answer to where the gems are.
        let reading = match reading {
            Some(reading) => Some(reading),
            None => grammar::bare_box::read(text.trim(), others, facts)?,
        };
        match reading {
            Some(reading) => Ok(Statement {
                text: text.trim().to_string(),
                content: Content::English(Box::new(reading.claim)),
                tolerated: reading.tolerated,
                alternatives: reading.alternatives,
            }),
            None => Err(error),
        }
    }

    fn formula(text: &str) -> Result<Statement> {
        let formula: Formula = text.parse().map_err(|source| ParlorError::Formula {
            text: text.to_string(),
            source,
        })?;
        if let Some(name) = formula
            .vars()
            .into_iter()
            .find(|v| Atom::parse(v).is_none())
        {
            return Err(ParlorError::UnknownAtom {
                text: text.to_string(),
                name,
            });
        }
        Ok(Statement {
            text: text.to_string(),
            content: Content::Formula(formula),
            tolerated: vec![],
            alternatives: vec![],
        })
    }

    /// The claim, for English statements.
    pub fn claim(&self) -> Option<&Claim> {
        match &self.content {
            Content::English(c) => Some(c),
            Content::Formula(_) | Content::Aside => None,
        }
    }
}

/// The texts of a box's statements but the one at 1-based `index`.
pub fn others<'a>(texts: impl Iterator<Item = &'a str>, index: usize) -> Vec<&'a str> {
    texts
        .enumerate()
        .filter(|(i, _)| i + 1 != index)
        .map(|(_, t)| t)
        .collect()
}

/// A puzzle: the statements of the blue, white and black boxes.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Puzzle {
    boxes: [Vec<Statement>; 3],
}

impl Puzzle {
    /// A puzzle from already-read statements, per box in blue, white, black order.
    pub fn new(boxes: [Vec<Statement>; 3]) -> Puzzle {
        Puzzle { boxes }
    }

    /// Reads every text; `[nothing]` or an empty text stands for no statement.
    /// Errors name the box and position of every unreadable statement.
    pub fn from_texts(texts: [Vec<String>; 3]) -> Result<Puzzle> {
        Puzzle::from_texts_with(texts, &Facts::default())
    }

    /// The puzzle with every English statement read again with `facts`
    /// (formula statements are kept: a fact never replaces a formula).
    pub fn reread(&self, facts: &Facts) -> Result<Puzzle> {
        let mut out = Puzzle::default();
        for (colour, index, statement) in self.all() {
            let above = index.checked_sub(2).map(|i| &out.statements(colour)[i]);
            let others = others(
                self.statements(colour).iter().map(|s| s.text.as_str()),
                index,
            );
            let statement = match statement.content {
                Content::English(_) | Content::Aside => {
                    Statement::parse_after(&statement.text, above, &others, index - 1, facts)
                        .map_err(|e| ParlorError::BadReference {
                            colour,
                            index,
                            message: e.to_string(),
                        })?
                }
                Content::Formula(_) => statement.clone(),
            };
            out.push(colour, statement);
        }
        Ok(out)
    }

    /// [`Puzzle::from_texts`] with a given fact table. Each box is held to
    /// [`crate::limits::MAX_STATEMENTS_PER_BOX`] before any of its
    /// statements is read.
    pub fn from_texts_with(texts: [Vec<String>; 3], facts: &Facts) -> Result<Puzzle> {
        let mut puzzle = Puzzle::default();
        let mut errors = Vec::new();
        for (colour, list) in Colour::ALL.into_iter().zip(texts) {
            let list: Vec<String> = list.into_iter().filter(|t| !is_nothing(t)).collect();
            crate::limits::check_box(colour, list.len())?;
            // The statement above, while every statement so far was read.
            let mut above: Option<Statement> = None;
            for (index, text) in list.iter().enumerate() {
                let others = others(list.iter().map(String::as_str), index + 1);
                match Statement::parse_after(text, above.as_ref(), &others, index, facts) {
                    Ok(statement) => {
                        above = Some(statement.clone());
                        puzzle.push(colour, statement)
                    }
                    Err(e) => {
                        above = None;
                        errors.push(ParlorError::BadReference {
                            colour,
                            index: index + 1,
                            message: e.to_string(),
                        })
                    }
                }
            }
        }
        ParlorError::all(errors)?;
        Ok(puzzle)
    }

    /// Appends a statement to a box.
    pub fn push(&mut self, colour: Colour, statement: Statement) {
        self.boxes[colour.index()].push(statement);
    }

    /// The statements of a box, top to bottom.
    pub fn statements(&self, colour: Colour) -> &[Statement] {
        &self.boxes[colour.index()]
    }

    /// Fails if any box is over [`crate::limits::MAX_STATEMENTS_PER_BOX`].
    pub fn check_limits(&self) -> Result<()> {
        Colour::ALL
            .into_iter()
            .try_for_each(|c| crate::limits::check_box(c, self.statements(c).len()))
            .map_err(ParlorError::from)
    }

    /// Every statement with its box and 1-based position.
    pub fn all(&self) -> impl Iterator<Item = (Colour, usize, &Statement)> {
        Colour::ALL.into_iter().flat_map(move |c| {
            self.statements(c)
                .iter()
                .enumerate()
                .map(move |(i, s)| (c, i + 1, s))
        })
    }

    /// The assumptions the reading of the puzzle rests on: one line per
    /// statement read only after a wording edit, as `box position: edits`
    /// (`white 1: assumed "at"`). Empty when every statement was read
    /// exactly; otherwise an answer holds only if the assumptions do.
    pub fn assumptions(&self) -> Vec<String> {
        self.all()
            .filter(|(_, _, s)| !s.tolerated.is_empty())
            .map(|(c, i, s)| format!("{c} {i}: {}", s.tolerated.join(", ")))
            .collect()
    }

    /// The statements read as asides ([`Content::Aside`]), as `box
    /// position` (`black 1`): each may be true or false.
    pub fn asides(&self) -> Vec<String> {
        self.all()
            .filter(|(_, _, s)| s.content == Content::Aside)
            .map(|(c, i, _)| format!("{c} {i}"))
            .collect()
    }

    /// Number of statements on each box.
    pub fn counts(&self) -> [usize; 3] {
        [0, 1, 2].map(|i| self.boxes[i].len())
    }

    /// The statement atoms, box by box, top to bottom.
    pub fn statement_atoms(&self) -> Vec<Atom> {
        self.all().map(|(c, i, _)| Atom::Stmt(c, i)).collect()
    }

    /// The texts, box by box (formulas with their leading `=`).
    pub fn texts(&self) -> [Vec<String>; 3] {
        [0, 1, 2].map(|i| {
            self.boxes[i]
                .iter()
                .map(|s| match s.content {
                    Content::English(_) | Content::Aside => s.text.clone(),
                    Content::Formula(_) => format!("= {}", s.text),
                })
                .collect()
        })
    }
}

/// Whether a box text means "no statement".
pub fn is_nothing(text: &str) -> bool {
    let t = text.trim();
    t.is_empty() || t.eq_ignore_ascii_case(NOTHING)
}
