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

    /// [`Statement::parse_with`] for a statement that follows `previous`
    /// on its box. A statement that does not read alone, or reads in
    /// several ways, may continue the one before it, as the next sentence
    /// of a paragraph does (`So is the blue box.`, `They are in the black
    /// box.`, `The black box is false too.`): it is read as the second
    /// clause of `PREVIOUS and TEXT` ([`grammar::continuation`]) when that
    /// reads, exactly, as the previous statement's claim and another. A
    /// statement with one reading of its own keeps it.
    pub fn parse_after(
        text: &str,
        previous: Option<&Statement>,
        facts: &Facts,
    ) -> Result<Statement> {
        let alone = Statement::parse_with(text, facts);
        let single = matches!(&alone, Ok(s) if s.alternatives.is_empty() && s.tolerated.is_empty());
        let Some(previous) = previous.filter(|p| !single && p.alternatives.is_empty()) else {
            return alone;
        };
        let Some(before) = previous.claim().filter(|_| previous.tolerated.is_empty()) else {
            return alone;
        };
        match grammar::continuation(&previous.text, before, text.trim(), facts) {
            Some(reading) => Ok(Statement {
                text: text.trim().to_string(),
                content: Content::English(Box::new(reading.claim)),
                tolerated: vec![],
                alternatives: reading.alternatives,
            }),
            None => alone,
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
            let statement = match statement.content {
                Content::English(_) | Content::Aside => {
                    let previous = out.statements(colour).last();
                    Statement::parse_after(&statement.text, previous, facts).map_err(|e| {
                        ParlorError::BadReference {
                            colour,
                            index,
                            message: e.to_string(),
                        }
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
            let mut previous: Option<Statement> = None;
            for (index, text) in list.iter().enumerate() {
                match Statement::parse_after(text, previous.as_ref(), facts) {
                    Ok(statement) => {
                        previous = Some(statement.clone());
                        puzzle.push(colour, statement);
                    }
                    Err(e) => {
                        previous = None;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn after(previous: &str, text: &str) -> Result<Statement> {
        let before = Statement::parse(previous)?;
        Statement::parse_after(text, Some(&before), &Facts::default())
    }

    fn claim_of(text: &str) -> Claim {
        Statement::parse(text).unwrap().claim().unwrap().clone()
    }

    /// A statement that continues the one before it on its box is read
    /// as the second clause of both joined; a statement with a reading of
    /// its own keeps it; one that joins to nothing is refused.
    #[test]
    fn a_statement_may_continue_the_one_before_it() {
        for (previous, text, meant) in [
            (
                "The black box is empty.",
                "So is the blue box.",
                "The blue box is empty",
            ),
            (
                "The blue box is telling the truth.",
                "And so is the black box.",
                "The black box is true",
            ),
            (
                "THE GEMS ARE NOT IN THE BLUE BOX.",
                "THEY ARE IN THE BLACK BOX.",
                "The gems are in the black box",
            ),
            (
                "THE BLUE BOX IS FALSE.",
                "THE BLACK BOX IS FALSE TOO.",
                "The black box is false",
            ),
            (
                "The white box is empty",
                "The black box is empty",
                "The black box is empty",
            ),
        ] {
            let read = after(previous, text).unwrap();
            assert_eq!(
                read.claim(),
                Some(&claim_of(meant)),
                "{text:?} after {previous:?}"
            );
            assert!(read.alternatives.is_empty() && read.tolerated.is_empty());
        }
        for (previous, text) in [
            // Nothing to continue: no clause for `so` to repeat, no plural
            // for `they`.
            (
                "The gems are in this box or the white box is lying",
                "So is the blue box.",
            ),
            ("The white box is lying.", "They are in the black box."),
            ("The white box is lying.", "So."),
        ] {
            assert!(
                after(previous, text).is_err(),
                "{text:?} after {previous:?}"
            );
        }
        assert!(Statement::parse_after("So is the blue box.", None, &Facts::default()).is_err());
    }
}
