//! The paths a ray of an explanation can take: its trace on every board
//! that meets the explanation's premises with the cell as forced, each
//! with the cells the ray reads on the way and what they hold.
//!
//! The boards are enumerated as the cube walks of module `walks` do (no
//! SAT call): every cube fixes what the rays read, so each cube gives one
//! path per ray, and the cubes cover every board. At most [`MAX_CUBES`]
//! cubes are walked; past them the paths are not all known, and one path
//! per ray is given, from a board the caller found ([`RayPaths::complete`]
//! false).

use super::{PossiblePath, RayPaths, Read};
use crate::cube::Decided;
use crate::reads::for_each_read;
use crate::walks::{self, Budget};
use blackbox::{Board, Cell, Port, Puzzle};
use logic::{Control, Result};

/// Most cubes walked to list the possible paths.
pub const MAX_CUBES: u64 = 64;

/// The possible paths of each ray of `ports` on the boards of `puzzle`
/// (the explanation's premises) with `cell` holding an atom or not as
/// `atom` says; past [`MAX_CUBES`] cubes, each ray's path on `example`
/// alone (a board of those), marked incomplete.
pub(super) fn possible_paths(
    puzzle: &Puzzle,
    ports: &[Port],
    (cell, atom): (Cell, bool),
    example: &Board,
    control: &Control,
) -> Result<Vec<RayPaths>> {
    let dims = puzzle.dims();
    let mut known = vec![None; dims.cells()];
    known[dims.index(cell)] = Some(atom);
    let budget = Budget {
        cubes: MAX_CUBES,
        nodes: MAX_CUBES * walks::NODES_PER_CUBE,
    };
    let cubes = walks::cubes(puzzle, &known, budget, control)?;
    let boards: Vec<Board> = match &cubes {
        Some(cubes) => cubes
            .iter()
            .map(|c| board_of(puzzle, c, cell, atom))
            .collect(),
        None => vec![example.clone()],
    };
    Ok(ports
        .iter()
        .map(|&port| {
            let mut paths: Vec<PossiblePath> = Vec::new();
            for board in &boards {
                let path = path_on(board, port);
                if !paths.iter().any(|p| p.trace == path.trace) {
                    paths.push(path);
                }
            }
            RayPaths {
                port,
                paths,
                complete: cubes.is_some(),
            }
        })
        .collect())
}

/// A board of cube `cube`: its decided atoms, the known cell, no other atom
/// (the rays read only decided cells, so every board of the cube traces them
/// alike).
fn board_of(puzzle: &Puzzle, cube: &Decided, cell: Cell, atom: bool) -> Board {
    let dims = puzzle.dims();
    let mut board = Board::empty(dims);
    board.set(cell, atom);
    for &d in &cube.decided {
        board.set(dims.cell_at((d >> 1) as usize), d & 1 == 1);
    }
    board
}

/// The ray of `port` on `board`: its trace and the cells it reads.
pub(super) fn path_on(board: &Board, port: Port) -> PossiblePath {
    let dims = board.dims();
    let trace = board.trace(port);
    let mut reads = Vec::new();
    for_each_read(board, &trace, |step, look, pos, atom| {
        if let Some(cell) = dims.cell_of(pos) {
            reads.push(Read {
                cell,
                step,
                look,
                atom,
            });
        }
    });
    PossiblePath { trace, reads }
}
