//! The parlor library's error type.
//!
//! Every fallible library function returns [`ParlorError`]; variants carry
//! the context needed to point at the offending input (box, statement
//! position, line number, sentence). User text in a message is quoted by
//! `input_text::quoted`, as in every reader of both binaries: in backticks,
//! invisible characters escaped, cut past 60 characters.

use input_text::{escaped, quoted};
use thiserror::Error;

use crate::colour::Colour;

/// Everything that can go wrong while reading or lowering a puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParlorError {
    /// A box name that is not blue, white or black.
    #[error("unknown box {} (expected blue, white or black)", quoted(.0))]
    UnknownBox(String),
    /// An English sentence the grammar cannot read (quoted whole: the
    /// word flagged may be anywhere in it).
    #[error("cannot read {}\n{detail}", whole(.sentence))]
    Unreadable {
        /// The sentence as written.
        sentence: String,
        /// Words not understood and the closest known forms, ready to print.
        detail: String,
    },
    /// A sentence the grammar reads in more than one way. What to write
    /// instead comes first; the competing readings (formulas, which can be
    /// long) follow on lines of their own, each cut to a few lines.
    #[error("{} can be read in several ways {}{}", whole(.sentence), advice(.hint), readings_list(.readings))]
    AmbiguousWording {
        /// The sentence as written.
        sentence: String,
        /// What to write instead, when the grammar knows the choice.
        hint: Option<String>,
        /// The competing readings, as formulas.
        readings: Vec<String>,
    },
    /// A statement whose text is damaged: a word (often a quoted one) was
    /// lost, leaving a double space or empty quotes.
    #[error("{} is damaged: {gap}", whole(.sentence))]
    Damaged {
        /// The sentence as written.
        sentence: String,
        /// Where the gap is, in words.
        gap: String,
    },
    /// A statement refers to something that does not exist for it.
    #[error("statement {index} on the {colour} box: {message}")]
    BadReference {
        /// Box of the statement.
        colour: Colour,
        /// 1-based position of the statement on its box.
        index: usize,
        /// What is wrong.
        message: String,
    },
    /// A statement in formula syntax that the logic crate cannot parse.
    #[error("formula {}: {source}", quoted(.text))]
    Formula {
        /// The formula text.
        text: String,
        /// The logic crate's parse error.
        source: logic::Error,
    },
    /// A formula uses a variable that is not an atom of this puzzle.
    #[error(
        "formula {} uses unknown variable {} (atoms: gems(B), true(B), false(B), stmt(B,i))",
        quoted(.text),
        quoted(.name)
    )]
    UnknownAtom {
        /// The formula text.
        text: String,
        /// The offending variable name.
        name: String,
    },
    /// A line of a puzzle file that is not `box: statement`.
    #[error("line {line}: {message}")]
    BadLine {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// An error from the logic crate outside formula parsing.
    #[error("logic: {0}")]
    Logic(#[from] logic::Error),
    /// The generator found no puzzle with a unique answer.
    #[error("no puzzle with a unique answer found in {attempts} attempts")]
    GenerateFailed {
        /// How many random puzzles were tried.
        attempts: usize,
    },
    /// A JSON data set that does not follow the schema, with the 1-based
    /// line where the offending puzzle (or syntax error) is, when known.
    #[error("{}{message}", line.map_or(String::new(), |l| format!("line {l}: ")))]
    BadDataSet {
        /// 1-based line in the data-set text.
        line: Option<usize>,
        /// What is wrong.
        message: String,
    },
    /// A puzzle file given to `check` without a `# expect:` line.
    #[error("a puzzle file to check needs a `# expect:` line with the verdict its author expects (`# expect: white`, `# expect: ambiguous: blue or white`, `# expect: inconsistent`); `parlor solve` solves it without one")]
    NoExpectation,
    /// A data set without a single puzzle.
    #[error("the data set has no puzzles (an empty list checks nothing)")]
    EmptyDataSet,
    /// A box name or statement with a letter from another script that looks
    /// like a Latin one ("blуe" with a Cyrillic у), or an invisible character.
    #[error("{} contains {found} where {expected} was probably meant", quoted(.text))]
    LookAlike {
        /// The word or name as written.
        text: String,
        /// The character found, described with its code point and script.
        found: String,
        /// What it looks like.
        expected: String,
    },
    /// An input over one of the documented limits ([`crate::limits`]).
    #[error(transparent)]
    TooLarge(#[from] crate::limits::TooLarge),
    /// Several errors, each about its own statement (every statement not
    /// understood is reported, not only the first), in input order.
    #[error("{}", several(.0))]
    Several(Vec<ParlorError>),
    /// A fact (`--fact`, [`crate::Facts::parse_entry`]) that is not
    /// `TEXT=true` or `TEXT=false`.
    #[error("fact {}: {message}", quoted(.arg))]
    BadFact {
        /// The argument as given.
        arg: String,
        /// What is wrong.
        message: String,
    },
}

impl ParlorError {
    /// The 1-based line of the input the error is about, when known, for
    /// `file:line: message` reports.
    pub fn line(&self) -> Option<usize> {
        match self {
            ParlorError::BadLine { line, .. } => Some(*line),
            ParlorError::BadDataSet { line, .. } => *line,
            ParlorError::Several(errors) => errors.first()?.line(),
            _ => None,
        }
    }

    /// `Ok` when there is no error, the error when there is one, and
    /// [`ParlorError::Several`] when there are more (so that a puzzle
    /// with several statements not understood lists them all).
    pub fn all(mut errors: Vec<ParlorError>) -> Result<()> {
        match errors.len() {
            0 => Ok(()),
            1 => Err(errors.remove(0)),
            _ => Err(ParlorError::Several(errors)),
        }
    }

    /// Each error on its own (the errors of [`ParlorError::Several`]).
    pub fn each(&self) -> Vec<&ParlorError> {
        match self {
            ParlorError::Several(errors) => errors.iter().flat_map(ParlorError::each).collect(),
            one => vec![one],
        }
    }

    /// The message without the line prefix (the caller prints the line as
    /// `file:line:`).
    pub fn message(&self) -> String {
        match self {
            ParlorError::BadLine { message, .. } | ParlorError::BadDataSet { message, .. } => {
                message.clone()
            }
            other => other.to_string(),
        }
    }
}

/// A statement quoted whole, invisible characters escaped (a statement is
/// at most [`crate::limits::MAX_STATEMENT_CHARS`] long).
fn whole(text: &str) -> String {
    format!("`{}`", escaped(text, crate::limits::MAX_STATEMENT_CHARS))
}

/// The longest a reading's formula is shown in a message, in characters.
const READING_CHARS: usize = 160;

fn advice(hint: &Option<String>) -> String {
    match hint {
        Some(h) => format!("that give different answers here: {h}"),
        None => "that give different answers here: reword it so that one of them is meant \
                 (the readings are below)"
            .to_string(),
    }
}

/// The readings, one a line, each cut past [`READING_CHARS`] characters.
fn readings_list(readings: &[String]) -> String {
    readings
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let total = r.chars().count();
            let shown: String = r.chars().take(READING_CHARS).collect();
            let cut = if total > READING_CHARS {
                format!(" … ({total} characters in all)")
            } else {
                String::new()
            };
            format!("\n    reading {}: {shown}{cut}", k + 1)
        })
        .collect()
}

/// Several errors, one a line.
fn several(errors: &[ParlorError]) -> String {
    errors
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Result alias for the parlor library.
pub type Result<T, E = ParlorError> = std::result::Result<T, E>;
