//! Helpers shared by the solver commands (`solve`, `deduce`, `explain`,
//! `encode`, `bench`): reading a puzzle, choosing an engine, JSON pieces.
//! Their `--time-limit` clock is `cli_support::time_limit`, shared with
//! `parlor`.

use crate::input::read_document;
use anyhow::{bail, Result};
use blackbox::format::Document;
use blackbox::{Board, Puzzle, Rules};
use blackbox_solve::Control;
use clap::ValueEnum;
use std::path::Path;

/// Reads a puzzle file; a board file is read as the puzzle of its full
/// feedback (standard rules, exact atom count).
pub fn read_puzzle(path: &Path) -> Result<Puzzle> {
    match read_document(path)? {
        Document::Puzzle(p) => Ok(p),
        Document::Board(b) => Ok(Puzzle::of_board(&b, Rules::Standard)),
    }
}

/// `--engine` values.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum EngineArg {
    /// SAT encoding with exact counting by cubes (default).
    Sat,
    /// Seed 001's preprocessing plus brute force (small boards only).
    Brute,
}

/// A board's atoms as `[[row, col], ...]`, numbered from 1.
pub fn atoms_json(board: &Board) -> serde_json::Value {
    serde_json::json!(board.atoms().collect::<Vec<_>>())
}

/// Fails unless `board` reproduces every hint of `puzzle`: no solution is
/// printed unchecked.
pub fn verified<'a>(puzzle: &Puzzle, board: &'a Board) -> Result<&'a Board> {
    if !puzzle.is_solved_by(board) {
        bail!("internal error: candidate {board:?} does not reproduce the hints");
    }
    Ok(board)
}

/// Runs `work` (bounded by `budget` cubes and by `control`) with a spinner
/// on a terminal that shows the boards found so far: the library has no
/// clock, so the spinner is the only sign of life on big boards.
pub fn counting<T>(control: &Control, budget: u64, work: impl FnOnce(&Control) -> T) -> T {
    let spinner = cli_support::spinner(&format!("solving (count budget {budget} cubes)"));
    let shown = spinner.clone();
    let control = control.clone().with_progress(move |found| {
        shown.set_message(format!(
            "solving: {found} boards found (count budget {budget} cubes)"
        ))
    });
    let out = work(&control);
    spinner.finish_and_clear();
    out
}
