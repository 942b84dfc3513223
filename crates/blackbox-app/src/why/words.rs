//! An explanation in the rules' words: what a ray did, which rule makes
//! one ray force a cell, and what each ray of a larger set contributes
//! (the board its absence would allow).
//!
//! Every sentence is read off the engine's checked answer
//! ([`blackbox_solve::Forced`]): the role a cell plays on the ray's
//! possible paths (where the ray enters, beside it, on its path, the atom
//! that absorbs or turns it), never composed from a guess. Where the
//! paths do not settle a rule (several paths, in different roles), the
//! sentence says only what holds on every path. Cells are named as the
//! board labels them ([`blackbox::Cell::name`]).

use blackbox::trace::Look;
use blackbox::{Cell, Dims, Port, Puzzle, Response};
use blackbox_solve::{Check, Forced, PossiblePath, Premise, Read, Size};

/// What a ray did, as a sentence's predicate: `went straight across to 21
/// (a miss)`, `came out at 12 (a detour)`, `was absorbed (a hit)`, `came
/// back out where it went in (a reflection)`.
pub fn did(dims: Dims, port: Port, response: Response) -> String {
    match response {
        Response::Hit => "was absorbed (a hit)".into(),
        Response::Reflection => "came back out where it went in (a reflection)".into(),
        Response::Deflected => "was turned away at the edge with no output (ACM rules)".into(),
        Response::Exit(q) if q == dims.opposite(port) => {
            format!("went straight across to {q} (a miss)")
        }
        Response::Exit(q) => format!("came out at {q} (a detour)"),
    }
}

/// What a ray would have done instead: `would have come out at 17`.
fn would(dims: Dims, port: Port, response: Response) -> String {
    match response {
        Response::Hit => "would have been absorbed".into(),
        Response::Reflection => "would have come back out where it went in".into(),
        Response::Deflected => "would have been turned away at the edge".into(),
        Response::Exit(q) if q == dims.opposite(port) => {
            format!("would have gone straight across to {q}")
        }
        Response::Exit(q) => format!("would have come out at {q}"),
    }
}

/// `C4 is empty` / `C4 holds an atom`.
fn is(cell: Cell, atom: bool) -> String {
    match atom {
        true => format!("{} holds an atom", cell.name()),
        false => format!("{} is empty", cell.name()),
    }
}

/// `ray 3`, `rays 3 and 7`, `rays 3, 7 and 12`.
pub fn rays(ports: &[Port]) -> String {
    let names: Vec<String> = ports.iter().map(ToString::to_string).collect();
    match names.split_last() {
        None => String::new(),
        Some((only, [])) => format!("ray {only}"),
        Some((last, rest)) => format!("rays {} and {last}", rest.join(", ")),
    }
}

/// What a forced cell's explanation says about it: the premises and why
/// they force it, in sentences. `name` gives the port a ray is called by
/// (the end the player fired).
pub fn forced_text(puzzle: &Puzzle, forced: &Forced, name: &dyn Fn(Port) -> Port) -> String {
    let rays = forced.rays();
    let mut out = match (&rays[..], forced.needs_atom_count()) {
        ([port], false) => one_ray(puzzle, forced, *port, name),
        _ => several(puzzle, forced, name),
    };
    match forced.size {
        Size::Smallest if forced.premises.len() > 1 => out.push_str(" No fewer would do."),
        Size::Smallest => {}
        Size::Minimal { at_least } => out.push_str(&format!(
            " None of them can be left out; whether fewer others would do was not settled in \
             time (it would take at least {at_least})."
        )),
        Size::Unshrunk => out.push_str(
            " Together they force it, but time ran out before showing that none of them can \
             be left out.",
        ),
    }
    match forced.check {
        Check::Verified(_) => {}
        Check::OverBudget | Check::Stopped => {
            out.push_str(" (A second solver did not confirm this in time.)")
        }
        Check::Refuted => out.push_str(&format!(
            " Warning: two solvers disagree about {}; this explanation is not proven.",
            forced.cell.name()
        )),
    }
    out
}

/// Where a cell lies at a ray's end, as the rules see it from outside the
/// rim: the cell the ray enters by, or one beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AtEnd {
    Entry,
    Beside,
}

/// Where `cell` lies at the end of the board where the ray of `port`
/// enters (or, fired back, comes out).
fn at_end(dims: Dims, port: Port, cell: Cell) -> Option<AtEnd> {
    let (pos, dir) = dims.entry(port);
    let at = |look: Look| dims.cell_of(look.from(pos, dir)) == Some(cell);
    if at(Look::Ahead) {
        Some(AtEnd::Entry)
    } else if at(Look::AheadLeft) || at(Look::AheadRight) {
        Some(AtEnd::Beside)
    } else {
        None
    }
}

/// The rule that empties a cell at a ray's end, after the cell's name:
/// every result but a hit empties the cell it enters by (an atom there
/// absorbs it at once), an exit also both cells beside it (an atom there
/// turns it back at the edge), at both of its ends (rays run both ways).
fn end_rule(at: AtEnd, word: &str) -> String {
    match at {
        AtEnd::Entry => format!(
            ", where it {word}, is empty: an atom there would have absorbed it at once (a hit)"
        ),
        AtEnd::Beside => format!(
            ", beside where it {word}, is empty: an atom there would have turned it back at \
             the edge (a reflection)"
        ),
    }
}

/// The read of `cell` that tells most on a path, if the ray reads it
/// there: one ahead of the ray (on its path) before one beside it, else
/// the first.
fn read_of(path: &PossiblePath, cell: Cell) -> Option<Read> {
    let mut reads = path.reads.iter().copied().filter(|r| r.cell == cell);
    let first = reads.next()?;
    Some(
        std::iter::once(first)
            .chain(reads)
            .find(|r| r.look == Look::Ahead)
            .unwrap_or(first),
    )
}

/// How a cell read on the ray's path bears on it, as one of the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    /// Empty, ahead of the ray: an atom would have absorbed it.
    OnPath,
    /// Empty, diagonally ahead: an atom would have turned it.
    BesidePath,
    /// An atom ahead: it absorbed the ray.
    Absorbs,
    /// An atom beside the entry cell: it turned the ray back at the edge.
    TurnsBack,
    /// An atom diagonally ahead: it turned the ray.
    Turns,
    /// Empty, on some paths ahead of the ray and beside it on others.
    OnOrBeside,
}

impl Rule {
    fn of(read: Read) -> Rule {
        match (read.look == Look::Ahead, read.atom, read.step == 0) {
            (true, false, _) => Rule::OnPath,
            (false, false, _) => Rule::BesidePath,
            (true, true, _) => Rule::Absorbs,
            (false, true, true) => Rule::TurnsBack,
            (false, true, false) => Rule::Turns,
        }
    }

    /// The rule said of `cell`, `on` naming the path or paths (`its path`,
    /// `each of its 3 possible paths`), `at` where the ray stands when it
    /// reads the cell (one path only).
    fn say(self, cell: &str, on: &str, at: Option<String>) -> String {
        let at = at.map(|p| format!(" at {p}")).unwrap_or_default();
        match self {
            Rule::OnPath => format!(
                "{cell} lies on {on}: an atom there would have absorbed it (a hit), so {cell} is \
                 empty"
            ),
            Rule::BesidePath => format!(
                "{cell} lies beside {on}{at}: an atom there would have turned it (a deflection), \
                 so {cell} is empty"
            ),
            Rule::Absorbs => format!(
                "{on} ends{at} facing {cell}: only an atom there absorbs it, so {cell} holds an \
                 atom"
            ),
            Rule::TurnsBack => format!(
                "only an atom at {cell}, beside where it enters, turns it back at the edge (a \
                 reflection), so {cell} holds an atom"
            ),
            Rule::Turns => format!(
                "{on} turns{at}: only an atom diagonally ahead of a ray turns it, and that is \
                 {cell} (a deflection), so {cell} holds an atom"
            ),
            Rule::OnOrBeside => format!(
                "{cell} lies on or beside {on}: an atom there would have absorbed or turned it, \
                 so {cell} is empty"
            ),
        }
    }
}

/// Capitalises the first letter of a sentence.
fn sentence(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// One ray forces the cell: which rule.
fn one_ray(puzzle: &Puzzle, forced: &Forced, port: Port, name: &dyn Fn(Port) -> Port) -> String {
    let (dims, cell) = (puzzle.dims(), forced.cell);
    let result = puzzle.hint(port).expect("a premise's ray is fired");
    let head = format!("Ray {} {}", name(port), did(dims, port, result));
    // The ends: read alike on every board that gives this result.
    let ends: Vec<(Port, &str)> = match result {
        Response::Exit(q) => vec![(port, "enters"), (q, "comes out")],
        _ => vec![(port, "enters")],
    };
    for (end, word) in ends {
        let rule = match (at_end(dims, end, cell), result) {
            (Some(at), Response::Exit(_)) => Some(at),
            (Some(AtEnd::Entry), Response::Reflection | Response::Deflected) => Some(AtEnd::Entry),
            _ => None,
        };
        if let (Some(at), false) = (rule, forced.atom) {
            return format!("{head}. {}{}.", cell.name(), end_rule(at, word));
        }
    }
    let Some(ray) = forced
        .paths
        .as_ref()
        .and_then(|all| all.iter().find(|r| r.port == port))
    else {
        return format!(
            "{head}, and on every board that does so {}.",
            is(cell, forced.atom)
        );
    };
    let first = &ray.paths[0];
    let straight = ray.complete
        && ray.paths.len() == 1
        && first.reads.iter().all(|r| !r.atom)
        && matches!(result, Response::Exit(q) if q == dims.opposite(port));
    if straight && !forced.atom {
        return format!(
            "{head}: no atom on its path or beside it, so {}.",
            is(cell, false)
        );
    }
    let rules: Vec<Option<Rule>> = (ray.paths.iter())
        .map(|p| read_of(p, cell).map(Rule::of))
        .collect();
    let empty = |r: &Option<Rule>| matches!(r, Some(Rule::OnPath | Rule::BesidePath));
    let same = rules[0].is_some() && rules.iter().all(|r| *r == rules[0]);
    let mixed = !same && rules.iter().all(empty);
    if ray.complete && (same || mixed) {
        let rule = if mixed {
            Rule::OnOrBeside
        } else {
            rules[0].expect("checked")
        };
        let (on, at) = match ray.paths.len() {
            1 => {
                let read = read_of(first, cell).expect("read");
                let at = dims.cell_of(first.trace.path[read.step].pos);
                ("its only possible path".to_string(), at.map(Cell::name))
            }
            n => (format!("each of its {n} possible paths"), None),
        };
        return format!("{head}. {}.", sentence(rule.say(&cell.name(), &on, at)));
    }
    let paths = match (ray.complete, ray.paths.len()) {
        (true, n) => format!("it can take {n} paths"),
        (false, _) => "it can take many paths; one is shown".to_string(),
    };
    format!(
        "{head}. On every board where it does so ({paths}), {}.",
        is(cell, forced.atom)
    )
}

/// Several premises force the cell together: which, and what each adds
/// (what its absence would allow).
fn several(puzzle: &Puzzle, forced: &Forced, name: &dyn Fn(Port) -> Port) -> String {
    let (dims, cell) = (puzzle.dims(), forced.cell);
    let shown: Vec<Port> = forced.rays().into_iter().map(name).collect();
    let count = puzzle.atoms();
    let premises = match forced.needs_atom_count() {
        true if shown.is_empty() => format!("the atom count ({count})"),
        true => format!("{} and the atom count ({count})", rays(&shown)),
        false => rays(&shown),
    };
    let mut out = format!("{}: {premises} force it together.", is(cell, forced.atom));
    let other = if forced.atom {
        "be empty"
    } else {
        "hold an atom"
    };
    for counter in &forced.counters {
        match counter.dropped {
            Premise::Ray(port) => {
                let result = puzzle.hint(port).expect("a premise's ray is fired");
                let instead = counter.board.response(port, puzzle.rules());
                out.push_str(&format!(
                    " Ray {} {}; without it, {} could {other} (ray {} {} on such a board).",
                    name(port),
                    did(dims, port, result),
                    cell.name(),
                    name(port),
                    would(dims, port, instead)
                ));
            }
            Premise::AtomCount => out.push_str(&format!(
                " There are {count} atoms; without that, {} could {other} (with {} atoms).",
                cell.name(),
                counter.board.atom_count()
            )),
        }
    }
    if forced.counters.is_empty() {
        for port in forced.rays() {
            let result = puzzle.hint(port).expect("a premise's ray is fired");
            out.push_str(&format!(" Ray {} {}.", name(port), did(dims, port, result)));
        }
    }
    out
}
