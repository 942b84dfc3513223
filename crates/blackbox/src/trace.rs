//! Ray tracing: what happens to the ray fired from a port.
//!
//! The rules are the ones on which Simon Tatham's Puzzles, GNU Emacs
//! `blackbox.el` and KDE KBlackBox agree:
//! - a ray at a position with heading `d` looks at the cell ahead: an atom
//!   there absorbs it (**hit**);
//! - otherwise it looks at the two cells diagonally ahead: an atom ahead-left
//!   turns it 90° clockwise (away from the atom), an atom ahead-right turns it
//!   90° anticlockwise; the turn happens in place and the ray looks again (two
//!   atoms thus turn it 180° in two turns);
//! - otherwise it steps forward; stepping off the board leaves through that
//!   port, and leaving through the entry port is a **reflection**;
//! - at entry, while still outside the board, an atom straight ahead is a hit,
//!   and otherwise an atom diagonally ahead (an edge atom beside the entry
//!   cell) reflects the ray before it enters.
//!
//! The ACM contest variant (seed 001) differs only at entry: a ray turned away
//! by exactly one edge atom beside its entry cell produces no output at all;
//! under [`Rules::Acm`] the step ends it as [`Ending::Deflected`], seen as
//! [`Response::Deflected`].
//!
//! **One rule.** [`step`] is the rule of one step of a ray under a rule set
//! ([`Rules`]); every engine (this tracer, the solver's encoder,
//! partial-board walks and read sets, the lab's bitmask tracer) calls it
//! instead of its own copy, so a rules variant changes it (the compiler then
//! points at every other place that matches on the rules: each match is
//! exhaustive). [`outcomes`] lists the step's decision tree for engines that
//! reason over undecided cells. The rule sets' names are one table,
//! [`Rules::name`] (with [`std::str::FromStr`] and [`fmt::Display`]), for
//! files, JSON and the command line.
//!
//! A ray fired from the rim always ends: the rules are reversible (the exit of
//! `p` is `q` exactly when the exit of `q` is `p`), so no state is visited
//! twice. The tracer still keeps a step bound as a guard; the property tests
//! check termination and symmetry exhaustively on small boards.

use crate::board::Board;
use crate::geometry::{Dims, Dir, Port, Pos};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Which rule set decides the response at the rim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Rules {
    /// Tatham / Emacs / KDE: an edge deflection is a reflection.
    #[default]
    Standard,
    /// The ACM contest variant of seed 001: a ray turned away by exactly one
    /// edge atom beside its entry cell gives [`Response::Deflected`].
    Acm,
}

impl Rules {
    /// Every rule set, in the order help texts list them.
    pub const ALL: [Rules; 2] = [Rules::Standard, Rules::Acm];

    /// The rule set's name in files (`rules acm`), JSON (`"rules": "acm"`)
    /// and on the command line (`--rules acm`).
    pub fn name(self) -> &'static str {
        match self {
            Rules::Standard => "standard",
            Rules::Acm => "acm",
        }
    }

    /// What the rule set does, in a line (for help texts), in plain words:
    /// the ACM one fits the games' help, `rules acm: ` before it, in 80
    /// columns.
    pub fn summary(self) -> &'static str {
        match self {
            Rules::Standard => {
                "the usual rules (Simon Tatham's, Emacs's and KDE's games): \
                 an atom beside the entry sends a ray back, a reflection"
            }
            Rules::Acm => "ACM contest rules: one atom beside the entry turns a ray away unseen",
        }
    }

    /// Whether a ray can end with [`Response::Deflected`] under this rule set.
    pub fn has_deflections(self) -> bool {
        match self {
            Rules::Standard => false,
            Rules::Acm => true,
        }
    }
}

/// A rule set's name that is none of [`Rules::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = Rules::ALL.iter().map(|r| format!("`{r}`")).collect();
        write!(
            f,
            "unknown rules {}: use {}",
            input_text::quoted(&self.0),
            names.join(" or ")
        )
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for Rules {
    type Err = UnknownRules;

    /// A rule set by its [`Rules::name`], in any case.
    fn from_str(s: &str) -> Result<Rules, UnknownRules> {
        (Rules::ALL.into_iter())
            .find(|r| r.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownRules(s.to_string()))
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// What the player sees at the port a ray was fired from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Response {
    /// The ray was absorbed.
    Hit,
    /// The ray came back out of its entry port.
    Reflection,
    /// The ray left through another port (a miss or a detour).
    Exit(Port),
    /// [`Rules::Acm`] only: turned away at the edge by exactly one atom.
    Deflected,
}

impl Response {
    /// The ray from `port` ending so, in words: "a hit", "a reflection",
    /// "a miss (leaving at 13)", "leaving at 5", "a deflection at the edge".
    pub fn words(self, dims: Dims, port: Port) -> String {
        match self {
            Response::Hit => "a hit".into(),
            Response::Reflection => "a reflection".into(),
            Response::Exit(q) if q == port => "a reflection".into(),
            Response::Exit(q) if q == dims.opposite(port) => format!("a miss (leaving at {q})"),
            Response::Exit(q) => format!("leaving at {q}"),
            Response::Deflected => "a deflection at the edge".into(),
        }
    }
}

impl fmt::Display for Response {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Response::Hit => write!(f, "H"),
            Response::Reflection => write!(f, "R"),
            Response::Exit(p) => write!(f, "{p}"),
            Response::Deflected => write!(f, "D"),
        }
    }
}

/// How a ray ended, with the details that drawing and the formats need.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Absorbed by an atom.
    Hit,
    /// Reflected before entering by `atoms` (1 or 2) edge atoms beside the entry cell.
    EdgeReflection {
        /// How many edge atoms turned it away: 1 or 2.
        atoms: u8,
    },
    /// [`Rules::Acm`] only: turned away before entering by exactly one edge
    /// atom beside the entry cell, which shows nothing ([`Response::Deflected`]).
    Deflected,
    /// Left the board through `port` (possibly the entry port: a reflection).
    Exit(Port),
}

impl Ending {
    /// The response seen at `entry` (the rule set already decided the ending).
    pub fn response(self, entry: Port) -> Response {
        match self {
            Ending::Hit => Response::Hit,
            Ending::EdgeReflection { .. } => Response::Reflection,
            Ending::Deflected => Response::Deflected,
            Ending::Exit(p) if p == entry => Response::Reflection,
            Ending::Exit(p) => Response::Exit(p),
        }
    }

    /// Whether the ray came back before entering the board.
    pub fn at_entry(self) -> bool {
        matches!(self, Ending::EdgeReflection { .. } | Ending::Deflected)
    }
}

/// A cell the rule of a step looks at, relative to the ray's position and
/// heading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Look {
    /// The cell straight ahead.
    Ahead,
    /// The cell diagonally ahead on the left (ahead, then one step anticlockwise).
    AheadLeft,
    /// The cell diagonally ahead on the right (ahead, then one step clockwise).
    AheadRight,
}

impl Look {
    /// The offset `(rows, cols)` of the cell from a ray heading `dir`.
    #[inline(always)]
    pub fn delta(self, dir: Dir) -> (i32, i32) {
        let (ar, ac) = dir.delta();
        let (sr, sc) = match self {
            Look::Ahead => (0, 0),
            Look::AheadLeft => dir.anticlockwise().delta(),
            Look::AheadRight => dir.clockwise().delta(),
        };
        (ar + sr, ac + sc)
    }

    /// The position of the cell seen from `pos` heading `dir`.
    #[inline(always)]
    pub fn from(self, pos: Pos, dir: Dir) -> Pos {
        let (dr, dc) = self.delta(dir);
        Pos::new(pos.row + dr, pos.col + dc)
    }
}

/// What one step of a ray does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RayMove {
    /// The ray ends here: [`Ending::Hit`], [`Ending::EdgeReflection`] or
    /// [`Ending::Deflected`] (a step never produces [`Ending::Exit`]: leaving
    /// is a [`RayMove::Forward`] off the board).
    End(Ending),
    /// The ray turns in place to this heading.
    Turn(Dir),
    /// The ray moves to the cell ahead (from the entry onto the board; later
    /// possibly off it, through the port there).
    Forward,
}

/// The rule of one step of a ray heading `dir` under `rules`; `entry` marks
/// the state outside the rim before the ray enters. `atom(look)` says whether that cell
/// holds an atom (`Some(false)` off the board), or `None` when it is not
/// decided (a partial board).
///
/// The rule reads cells in this order and only as far as it needs: the cell
/// ahead (an atom: hit); at the entry both cells beside the entry cell (any
/// atom: an edge reflection by that many atoms, or under [`Rules::Acm`] by
/// one atom a deflection); later the ahead-left cell
/// (an atom: turn clockwise, away from it), then the ahead-right one (an
/// atom: turn anticlockwise); otherwise forward. Returns `Err(look)` for the
/// first undecided cell it needs.
#[inline(always)]
pub fn step(
    rules: Rules,
    dir: Dir,
    entry: bool,
    mut atom: impl FnMut(Look) -> Option<bool>,
) -> Result<RayMove, Look> {
    let mut read = |look: Look| atom(look).ok_or(look);
    if read(Look::Ahead)? {
        return Ok(RayMove::End(Ending::Hit));
    }
    if entry {
        let atoms = read(Look::AheadLeft)? as u8 + read(Look::AheadRight)? as u8;
        return Ok(match (rules, atoms) {
            (Rules::Standard | Rules::Acm, 0) => RayMove::Forward,
            (Rules::Acm, 1) => RayMove::End(Ending::Deflected),
            (Rules::Standard | Rules::Acm, atoms) => RayMove::End(Ending::EdgeReflection { atoms }),
        });
    }
    Ok(if read(Look::AheadLeft)? {
        RayMove::Turn(dir.clockwise())
    } else if read(Look::AheadRight)? {
        RayMove::Turn(dir.anticlockwise())
    } else {
        RayMove::Forward
    })
}

/// One condition of a branch of [`step`]: the cell it reads and whether it
/// holds an atom there.
pub type Guard = (Look, bool);

/// Every branch of [`step`]'s decision tree under `rules` at a state heading `dir`:
/// calls `visit(guard, move)` once per outcome, where `guard` lists the cells
/// the rule reads on the way there with their values (`true`: an atom), in
/// reading order. The guards are mutually exclusive and cover every board.
/// Branches are visited atom first.
pub fn outcomes(rules: Rules, dir: Dir, entry: bool, mut visit: impl FnMut(&[Guard], RayMove)) {
    /// The branches below the first `len` conditions of `guard` (a step
    /// reads at most the three cells of [`Look`], so three slots suffice).
    fn branch(
        rules: Rules,
        dir: Dir,
        entry: bool,
        guard: &mut [Guard; 3],
        len: usize,
        visit: &mut dyn FnMut(&[Guard], RayMove),
    ) {
        let known = |look: Look| guard[..len].iter().find(|g| g.0 == look).map(|g| g.1);
        match step(rules, dir, entry, known) {
            Ok(next) => visit(&guard[..len], next),
            Err(look) => {
                for atom in [true, false] {
                    guard[len] = (look, atom);
                    branch(rules, dir, entry, guard, len + 1, visit);
                }
            }
        }
    }
    let start = &mut [(Look::Ahead, false); 3];
    branch(rules, dir, entry, start, 0, &mut visit);
}

/// One state of a traced ray: a position and its heading there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// Where the ray is (on the board, or just outside at the start and end).
    pub pos: Pos,
    /// Its heading.
    pub dir: Dir,
}

/// A traced ray: every state it went through, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The port it was fired from.
    pub entry: Port,
    /// States in order: the start outside the rim, each position on the board
    /// with each heading taken there (a turn adds a state at the same
    /// position), and for an exit the position outside the exit port.
    pub path: Vec<Step>,
    /// How the ray ended.
    pub ending: Ending,
}

/// Receives the states of a ray as the tracer visits them.
trait Visit {
    fn visit(&mut self, step: Step);
}

/// Discards the states: the fast path for feedback.
struct NoVisit;

impl Visit for NoVisit {
    #[inline(always)]
    fn visit(&mut self, _: Step) {}
}

impl Visit for Vec<Step> {
    fn visit(&mut self, step: Step) {
        self.push(step);
    }
}

fn step_bound(dims: Dims) -> usize {
    // Every (position, heading) state at most once, plus the entry.
    4 * (dims.rows() + 2) * (dims.cols() + 2) + 4
}

/// The shared tracing loop: [`step`] under `rules` on the board's cells;
/// `visit` sees every state.
fn run(board: &Board, entry: Port, rules: Rules, visit: &mut impl Visit) -> Ending {
    let dims = board.dims();
    let (mut pos, mut dir) = dims.entry(entry);
    let mut at_entry = true;
    for _ in 0..step_bound(dims) {
        visit.visit(Step { pos, dir });
        let atom = |look: Look| Some(board.atom_at(look.from(pos, dir)));
        match step(rules, dir, at_entry, atom) {
            Ok(RayMove::End(ending)) => return ending,
            Ok(RayMove::Turn(turned)) => dir = turned,
            Ok(RayMove::Forward) => {
                pos = pos.step(dir);
                at_entry = false;
                if !dims.contains(pos) {
                    visit.visit(Step { pos, dir });
                    let exit = dims
                        .port_at(pos)
                        .expect("a ray leaves the board through a port");
                    return Ending::Exit(exit);
                }
            }
            Err(_) => unreachable!("a board decides every cell"),
        }
    }
    unreachable!("Black Box rays are reversible and always end; a ray from port {entry} did not")
}

impl Board {
    /// How the ray fired from `port` ends under `rules` (no path recorded:
    /// the fast path).
    #[inline]
    pub fn ending(&self, port: Port, rules: Rules) -> Ending {
        run(self, port, rules, &mut NoVisit)
    }

    /// What a player sees when firing from `port` under `rules`.
    #[inline]
    pub fn response(&self, port: Port, rules: Rules) -> Response {
        self.ending(port, rules).response(port)
    }

    /// The full trace of the ray fired from `port` under `rules`, for drawing.
    pub fn trace(&self, port: Port, rules: Rules) -> Trace {
        let mut path = Vec::new();
        let ending = run(self, port, rules, &mut path);
        Trace {
            entry: port,
            path,
            ending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(r: usize, c: usize, atoms: &[(usize, usize)]) -> Board {
        Board::with_atoms(Dims::new(r, c).unwrap(), atoms.iter().copied()).unwrap()
    }

    fn resp(b: &Board, p: usize, rules: Rules) -> Response {
        b.response(b.dims().port(p).unwrap(), rules)
    }

    #[test]
    fn empty_board_rays_miss_straight_across() {
        let b = board(3, 5, &[]);
        for p in b.dims().all_ports() {
            assert_eq!(
                b.response(p, Rules::Standard),
                Response::Exit(b.dims().opposite(p))
            );
        }
    }

    #[test]
    fn hit_deflection_and_reflection_rules() {
        // 5x5, atom at (2,2).
        let b = board(5, 5, &[(2, 2)]);
        let d = b.dims();
        // Port 3 (top, col 2) runs straight into the atom.
        assert_eq!(resp(&b, 3, Rules::Standard), Response::Hit);
        // Port 2 (top, col 1): atom ahead-left at (2,2) when at (1,1)
        // heading south: left of south is east, so turn clockwise -> west,
        // leaving at the left edge, row 1: port 2*5+5+(5-1-1) + 1 = 19.
        assert_eq!(
            resp(&b, 2, Rules::Standard),
            Response::Exit(d.port(19).unwrap())
        );
        assert_eq!(
            resp(&b, 19, Rules::Standard),
            Response::Exit(d.port(2).unwrap())
        );
    }

    #[test]
    fn edge_atoms_reflect_at_entry_and_hit_takes_precedence() {
        // Atom at (0,1): port 1 (col 0) and port 3 (col 2) are turned away at
        // the edge by one atom; port 2 hits.
        let b = board(3, 3, &[(0, 1)]);
        assert_eq!(resp(&b, 1, Rules::Standard), Response::Reflection);
        assert_eq!(resp(&b, 1, Rules::Acm), Response::Deflected);
        assert_eq!(resp(&b, 2, Rules::Acm), Response::Hit);
        // Two edge atoms beside the entry cell: a reflection in both variants.
        let b = board(3, 3, &[(0, 0), (0, 2)]);
        assert_eq!(resp(&b, 2, Rules::Acm), Response::Reflection);
        assert_eq!(
            b.ending(b.dims().port(2).unwrap(), Rules::Acm),
            Ending::EdgeReflection { atoms: 2 }
        );
        // Atom ahead and beside: hit wins.
        let b = board(3, 3, &[(0, 0), (0, 1)]);
        assert_eq!(resp(&b, 1, Rules::Acm), Response::Hit);
    }

    #[test]
    fn each_rule_set_is_read_back_from_its_name_in_any_case_and_in_json() {
        for rules in Rules::ALL {
            assert_eq!(rules.name().parse(), Ok(rules));
            assert_eq!(rules.name().to_uppercase().parse(), Ok(rules));
            assert_eq!(rules.to_string(), rules.name());
            let json = serde_json::to_string(&rules).unwrap();
            assert_eq!(json, format!("\"{}\"", rules.name()));
            assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
        }
        let unknown = "tatham".parse::<Rules>().unwrap_err();
        assert_eq!(
            unknown.to_string(),
            "unknown rules `tatham`: use `standard` or `acm`"
        );
        assert!(serde_json::from_str::<Rules>("\"acm2\"").is_err());
    }

    #[test]
    fn two_diagonal_atoms_turn_the_ray_back() {
        // Ray from port 2 (top, col 1) on 4x3 board; atoms at (2,0) and (2,2):
        // at (1,1) heading south both diagonals hold atoms -> 180, back out.
        let b = board(4, 3, &[(2, 0), (2, 2)]);
        assert_eq!(resp(&b, 2, Rules::Standard), Response::Reflection);
        let t = b.trace(b.dims().port(2).unwrap(), Rules::Standard);
        assert_eq!(t.ending, Ending::Exit(b.dims().port(2).unwrap()));
        assert!(!t.ending.at_entry());
    }

    #[test]
    fn trace_records_turns_in_place() {
        let b = board(5, 5, &[(2, 2)]);
        let t = b.trace(b.dims().port(2).unwrap(), Rules::Standard);
        // start, (0,1)S, (1,1)S, (1,1)W, (1,0)W, exit (1,-1)W
        let cells: Vec<_> = t
            .path
            .iter()
            .map(|s| (s.pos.row, s.pos.col, s.dir))
            .collect();
        assert_eq!(
            cells,
            vec![
                (-1, 1, Dir::South),
                (0, 1, Dir::South),
                (1, 1, Dir::South),
                (1, 1, Dir::West),
                (1, 0, Dir::West),
                (1, -1, Dir::West)
            ]
        );
    }
}
