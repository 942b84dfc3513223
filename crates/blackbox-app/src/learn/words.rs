//! A lesson's words: a ray's path cell by cell and the rules that applied
//! along it, read off its trace (the ray rule of the `blackbox` crate), so
//! the words always say what the rule did.
//!
//! Invariant: every atom a sentence names is one the rule read at that
//! state ([`Look`] from the state's position and heading); cells are named
//! as the boards label them.

use blackbox::trace::Look;
use blackbox::{Board, Cell, Dims, Dir, Ending, Pos, Response, Step, Trace};

use super::PathCell;

/// The arrow of a heading.
fn arrow(dir: Dir) -> char {
    match dir {
        Dir::North => '↑',
        Dir::East => '→',
        Dir::South => '↓',
        Dir::West => '←',
    }
}

/// A heading in plain words.
fn heading(dir: Dir) -> &'static str {
    match dir {
        Dir::North => "up",
        Dir::East => "right",
        Dir::South => "down",
        Dir::West => "left",
    }
}

/// The cells a ray went through on a board of `dims`, in order, each with
/// the heading it left with (turns in place keep the last heading).
pub(super) fn path(dims: Dims, trace: &Trace) -> Vec<PathCell> {
    let mut cells: Vec<PathCell> = Vec::new();
    for step in &trace.path {
        let Some(cell) = dims.cell_of(step.pos) else {
            continue;
        };
        let here = PathCell {
            cell,
            arrow: arrow(step.dir),
        };
        match cells.last_mut() {
            Some(last) if last.cell == cell => *last = here,
            _ => cells.push(here),
        }
    }
    cells
}

/// What a ray did, in words: "a hit", "a reflection", "it left at port 15".
pub(super) fn said(response: Response) -> String {
    match response {
        Response::Hit => "it was absorbed: a hit".into(),
        Response::Reflection | Response::Deflected => {
            "it came back out where it went in: a reflection".into()
        }
        Response::Exit(q) => format!("it left at port {q}"),
    }
}

/// A prediction (or another board's outcome) in words: "a hit", "a
/// reflection", "an exit at port 15".
pub(super) fn guessed(response: Response) -> String {
    match response {
        Response::Hit => "a hit".into(),
        Response::Reflection | Response::Deflected => "a reflection".into(),
        Response::Exit(q) => format!("an exit at port {q}"),
    }
}

/// Another board's outcome against the one seen: "it was a hit", "it
/// was a reflection", "it left at port 15".
pub(super) fn was(response: Response) -> String {
    match response {
        Response::Exit(q) => format!("it left at port {q}"),
        seen => format!("it was {}", guessed(seen)),
    }
}

/// "B2", "B2 and D4", "A1, B2 and D4".
pub(super) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [head @ .., last] => format!("{} and {last}", head.join(", ")),
    }
}

/// The rules that applied to a ray on `board`, one sentence each, in the
/// order they applied.
pub(super) fn rules(board: &Board, trace: &Trace) -> Vec<String> {
    let dims = board.dims();
    let name = |pos: Pos| dims.cell_of(pos).map_or_else(String::new, Cell::name);
    let atom = |look: Look, step: &Step| {
        let pos = look.from(step.pos, step.dir);
        board.atom_at(pos).then(|| name(pos))
    };
    let port = trace.entry;
    let start = trace.path[0];
    let entry = name(start.pos.step(start.dir));
    match trace.ending {
        Ending::Hit if trace.path.len() == 1 => {
            return vec![format!(
                "The atom in {entry} sits in the cell where ray {port} would enter: \
                 it is absorbed before it gets in, a hit."
            )];
        }
        Ending::EdgeReflection { .. } | Ending::Deflected => {
            let beside: Vec<String> = [Look::AheadLeft, Look::AheadRight]
                .iter()
                .filter_map(|&look| atom(look, &start))
                .collect();
            let (who, stand) = match beside.len() {
                1 => (format!("The atom in {}", beside[0]), "stands beside"),
                _ => (
                    format!("The atoms in {}", and_list(&beside)),
                    "stand on both sides of",
                ),
            };
            return vec![format!(
                "{who} {stand} {entry}, the cell where ray {port} would enter: an atom beside \
                 the entry cell turns a ray back before it enters, a reflection."
            )];
        }
        _ => {}
    }
    let mut out = vec![format!(
        "Ray {port} enters at {entry}, heading {}.",
        heading(start.dir)
    )];
    let path = &trace.path;
    let mut turns = 0;
    let mut i = 1;
    while i < path.len() {
        let (before, after) = (path[i - 1], path[i]);
        if before.pos != after.pos || before.dir == after.dir {
            i += 1;
            continue;
        }
        turns += 1;
        let first = turned_by(&before, after.dir, &atom);
        let again = path
            .get(i + 1)
            .filter(|s| s.pos == after.pos && s.dir != after.dir);
        if let Some(&next) = again {
            let second = turned_by(&after, next.dir, &atom);
            out.push(format!(
                "At {} atoms stand diagonally ahead on both sides, in {first} and {second}: \
                 the ray turns away from each, right round, and heads {}.",
                name(after.pos),
                heading(next.dir)
            ));
            i += 2;
        } else {
            out.push(format!(
                "At {} the atom in {first} stands diagonally ahead: the ray turns a quarter \
                 turn away from it and heads {}.",
                name(after.pos),
                heading(after.dir)
            ));
            i += 1;
        }
    }
    out.push(match trace.ending {
        Ending::Exit(q) if q == port => {
            format!("It comes back out at port {q}, where it went in: a reflection.")
        }
        Ending::Exit(q) if turns == 0 => format!(
            "No atom stood on its path or diagonally beside it, so it went straight across \
             and leaves at port {q}: a miss."
        ),
        Ending::Exit(q) => format!(
            "It leaves at port {q}: a detour. The rim shows {q} at both ends, not the turns \
             in between."
        ),
        _ => {
            let last = path[path.len() - 1];
            let hit = atom(Look::Ahead, &last).unwrap_or_default();
            format!(
                "At {} the atom in {hit} is straight ahead: the ray runs into it and is \
                 absorbed, a hit.",
                name(last.pos)
            )
        }
    });
    out
}

/// The atom that turned a ray at `step` to `to`: ahead on the left for a
/// clockwise turn, ahead on the right for an anticlockwise one.
fn turned_by(step: &Step, to: Dir, atom: &impl Fn(Look, &Step) -> Option<String>) -> String {
    let look = match to == step.dir.clockwise() {
        true => Look::AheadLeft,
        false => Look::AheadRight,
    };
    atom(look, step).unwrap_or_default()
}
