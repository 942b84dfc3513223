//! parlor: the Parlor puzzles of Blue Prince in propositional logic.
//!
//! Three boxes (blue, white, black) carry statements; at least one box is
//! true, at least one is false, the gems are in exactly one. This crate
//! reads statements in English ([`grammar`]) or formula syntax
//! ([`puzzle::Statement`]), lowers them to `logic::Formula`s ([`lower`],
//! [`model`]), finds the consistent readings with a SAT solver
//! ([`solve`](mod@solve)) and reports whether the gems' box is determined.
//! Inputs: puzzle files ([`file`](mod@file)) and JSON data sets
//! ([`dataset`]), checked for look-alike letters and byte order marks
//! ([`input`]) and held to documented size limits ([`limits`]); the
//! grammar's room facts, extended by the user ([`Facts`]); [`check`] grades a data set;
//! [`generate`] writes new puzzles with a unique answer; [`report`]
//! renders results as text and JSON. Errors: one type, [`ParlorError`].
//!
//! [`answer`](fn@answer) is the one use case both front ends call: read,
//! limit, solve and explain a puzzle under one control into a typed
//! [`Answer`].
//!
//! This crate is a library only; the `parlor` command is the `parlor-cli`
//! package.

#![warn(missing_docs)]

pub mod answer;
pub mod atom;
pub mod check;
pub mod claim;
pub mod colour;
pub mod dataset;
pub mod error;
pub mod expect;
pub mod file;
pub mod generate;
pub mod grammar;
pub mod input;
pub mod limits;
pub mod lower;
pub mod model;
pub mod printed;
pub mod puzzle;
pub mod reasoning;
pub mod report;
pub mod scope;
pub mod solve;
pub mod text;
pub mod wording;

pub use answer::{answer, Answer, Request, Source};
pub use colour::Colour;
pub use error::{ParlorError, Result};
pub use grammar::Facts;
pub use puzzle::{Puzzle, Statement};
pub use solve::{solve, Options, Solution, Verdict};
