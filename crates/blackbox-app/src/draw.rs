//! Drawing: what every position of the board and its rim shows, and a
//! plain-text picture made from that — what every front end shows of a
//! game, built on the game library's state and words
//! ([`blackbox_game::describe`], [`blackbox_game::cell_text`], [`count`]).
//!
//! [`spot`] is the single source of what a position shows; the plain text
//! of [`plain`], the terminal UI and the web's
//! [`GameView`](crate::play::GameView) all draw from it. Glyphs of the plain
//! picture ([`Spot::glyph`]):
//! - rim: port numbers outside, and between them and the cells `H` hit,
//!   `R` reflection, `D` deflection (turned away at the edge unseen: the
//!   ACM rules only, said by [`rules_text`]), `1`, `2`, `3`… the two ends
//!   of each exit pair (in the order found), blank for a port not yet used;
//! - cells while playing: `.` unknown, `O` marked atom, `-` an empty note;
//! - cells once the game is over, against the board the guess is compared
//!   with: `O` atom found, `X` marked but empty, `@` atom not marked;
//!   when the check accepted an indistinguishable twin of the hidden board,
//!   against the hidden board: `O` on both, `o` the player's atom where the
//!   hidden board has none, `*` a hidden atom the player did not mark.
//!
//! Rows are labelled with their letters `A`, `B`… at both ends, columns
//! with their numbers under the bottom port numbers (the top port numbers
//! are the column numbers too), so a cell's name (`C4`) is read off the
//! picture. Under the picture: the status line, what the last wrong
//! check said ([`check_text`]) and, at the end, the verdict ([`verdict_text`]).
//! The assistant's shares of boards read as whole percentages through
//! [`share_text`], never `0` or `100` for a cell that is still open.

use blackbox::{AtomCount, Cell, Dims, Port, Pos, Rules};
use blackbox_game::{cell_text, Advice, Game, Knowledge, Mark, Outcome, RimMark, State};
use std::fmt::Write;

/// A ray's result in words ("hit", "reflected", "exits at port 7"), as
/// every front end says it.
pub use blackbox_game::describe;

/// `n` and the noun, plural unless `n` is 1: "1 atom", "0 atoms" (the
/// game's own messages count with it too).
pub use blackbox_game::text::count;

/// What one grid position shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// A rim corner: nothing.
    Corner,
    /// A port and its rim mark, if it has been used.
    Port(Port, Option<RimMark>),
    /// A cell.
    Cell(Cell, CellView),
}

/// What a cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellView {
    /// Nothing marked.
    Blank,
    /// Marked as an atom.
    Atom,
    /// Noted as empty.
    Empty,
    /// Game over: an atom the player marked.
    Found,
    /// Game over: marked as an atom, but empty.
    Wrong,
    /// Game over: an atom the player did not mark.
    Missed,
    /// Solved with a twin: the player's atom where the hidden board has
    /// none (no ray tells the boards apart).
    Twin,
    /// Solved with a twin: a hidden atom the player did not mark.
    Hidden,
}

impl CellView {
    /// Every look a cell can have.
    pub const ALL: [CellView; 8] = [
        CellView::Blank,
        CellView::Atom,
        CellView::Empty,
        CellView::Found,
        CellView::Wrong,
        CellView::Missed,
        CellView::Twin,
        CellView::Hidden,
    ];

    /// The look's name in the web's game view (`blank`, `atom`, …).
    pub fn name(self) -> &'static str {
        match self {
            CellView::Blank => "blank",
            CellView::Atom => "atom",
            CellView::Empty => "empty",
            CellView::Found => "found",
            CellView::Wrong => "wrong",
            CellView::Missed => "missed",
            CellView::Twin => "twin",
            CellView::Hidden => "hidden",
        }
    }

    /// The look in words, as the cursor line says it; while playing, the
    /// player's mark in the words of the terminal ([`Mark::words`]).
    pub fn words(self) -> &'static str {
        match self {
            CellView::Blank => Mark::None.words(),
            CellView::Atom => Mark::Atom.words(),
            CellView::Empty => Mark::Empty.words(),
            CellView::Found => "an atom you found",
            CellView::Wrong => "marked as an atom, but empty",
            CellView::Missed => "an atom you missed",
            CellView::Twin => "your atom, where the twin board has one",
            CellView::Hidden => "the hidden board's atom",
        }
    }
}

impl Spot {
    /// The glyph of the plain picture.
    pub fn glyph(self) -> String {
        match self {
            Spot::Corner | Spot::Port(_, None) => String::new(),
            Spot::Port(_, Some(RimMark::Hit)) => "H".into(),
            Spot::Port(_, Some(RimMark::Reflection)) => "R".into(),
            Spot::Port(_, Some(RimMark::Deflection)) => "D".into(),
            Spot::Port(_, Some(RimMark::Pair(n))) => n.to_string(),
            Spot::Cell(_, view) => match view {
                CellView::Blank => ".",
                CellView::Atom | CellView::Found => "O",
                CellView::Empty => "-",
                CellView::Wrong => "X",
                CellView::Missed => "@",
                CellView::Twin => "o",
                CellView::Hidden => "*",
            }
            .into(),
        }
    }
}

/// What the grid position `pos` (`-1..=R`, `-1..=C`) shows in `state`.
pub fn spot(state: &State, pos: Pos) -> Spot {
    let dims = state.dims();
    if let Some(port) = dims.port_at(pos) {
        return Spot::Port(port, state.rim(port).map(|(_, mark)| mark));
    }
    if !dims.contains(pos) {
        return Spot::Corner;
    }
    let cell = dims
        .cell(pos.row as usize, pos.col as usize)
        .expect("contains() checked the position");
    let mark = state.mark(cell);
    let view = match state.outcome().map(Outcome::verdict) {
        None => match mark {
            Mark::None => CellView::Blank,
            Mark::Atom => CellView::Atom,
            Mark::Empty => CellView::Empty,
        },
        Some(v) if v.is_twin() => match (mark == Mark::Atom, v.hidden.has_atom(cell)) {
            (true, true) => CellView::Found,
            (true, false) => CellView::Twin,
            (false, true) => CellView::Hidden,
            (false, false) => CellView::Blank,
        },
        Some(v) => match (mark == Mark::Atom, v.nearest.has_atom(cell)) {
            (true, true) => CellView::Found,
            (true, false) => CellView::Wrong,
            (false, true) => CellView::Missed,
            (false, false) => CellView::Blank,
        },
    };
    Spot::Cell(cell, view)
}

/// One line about the game: score, rays fired, atoms marked.
pub fn status(game: &Game) -> String {
    let state = game.state();
    format!(
        "game {}  score {}  rays {}  atoms {}/{}",
        game.setup().id(),
        state.score(),
        state.rays_fired(),
        state.atoms_marked(),
        game.setup().id().atoms()
    )
}

/// What a player must know of the game's rules beyond the standard ones,
/// from the rules' one table of names: `rules acm: the ACM contest
/// variant: …; such a ray shows D`; nothing for the standard rules.
pub fn rules_text(rules: Rules) -> Option<String> {
    match rules {
        Rules::Standard => None,
        Rules::Acm => Some(format!(
            "rules {}: {}; such a ray shows D",
            rules.name(),
            rules.summary()
        )),
    }
}

/// How a port is flagged by the last (wrong) check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flag {
    /// A ray the player has seen that the checked atoms contradict.
    Contradicted,
    /// A ray not fired yet whose result on the checked atoms would differ.
    WouldDiffer,
}

/// The flag of `port` after a wrong check, until the next move: every ray
/// that tells the checked atoms from the board is flagged.
pub fn flag(state: &State, port: Port) -> Option<Flag> {
    let check = state.last_check()?;
    if check.contradicted.contains(&port) {
        Some(Flag::Contradicted)
    } else if check.would_differ.contains(&port) {
        Some(Flag::WouldDiffer)
    } else {
        None
    }
}

/// The share of boards with an atom in an open cell as a whole percentage,
/// without the sign: `62`; `<1` and `>99` rather than `0` and `100`, which
/// only a certain cell has.
pub fn share_text(share: f64) -> String {
    let percent = (share * 100.0).round();
    if percent < 1.0 {
        "<1".into()
    } else if percent > 99.0 {
        ">99".into()
    } else {
        format!("{percent}")
    }
}

/// The open cells of `advice` with their shares, most likely first, as
/// moves name cells: `chance of an atom: C4 (62 %), B2 (38 %)`; `None`
/// when no cell is open. Open cells whose share is not known yet are
/// counted, not listed.
pub fn shares_text(advice: &Advice, dims: Dims) -> Option<String> {
    let mut known = Vec::new();
    let mut unknown = 0;
    for cell in dims.all_cells() {
        match advice.cell(dims, cell) {
            Knowledge::Open(Some(share)) => known.push((cell, share)),
            Knowledge::Open(None) => unknown += 1,
            Knowledge::Atom | Knowledge::Empty => {}
        }
    }
    known.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut parts = Vec::new();
    if !known.is_empty() {
        let cells: Vec<String> = known
            .iter()
            .map(|&(cell, share)| format!("{} ({} %)", cell_text(cell), share_text(share)))
            .collect();
        parts.push(format!("chance of an atom: {}", cells.join(", ")));
    }
    if unknown > 0 {
        parts.push(format!(
            "{} open, share not known yet",
            count(unknown, "cell")
        ));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// What a fired ray did, as plain mode and the message line say it:
/// `ray 3: hit, +1`, `ray 1: miss, exits at 15, +2`.
pub fn ray_text(state: &State, port: Port, cost: u32) -> String {
    match state.rim(port) {
        Some((response, _)) => format!(
            "ray {port}: {}, +{cost}",
            describe(state.dims(), port, response)
        ),
        None => format!("ray {port}: not fired"),
    }
}

/// Up to six port numbers, then how many more: `3, 17 and 20`,
/// `1, 2, 3, 4, 5, 6 (and 4 more)`.
fn ports_text(ports: &[Port]) -> String {
    const SHOWN: usize = 6;
    let names: Vec<String> = ports.iter().take(SHOWN).map(ToString::to_string).collect();
    if ports.len() > SHOWN {
        return format!("{} (and {} more)", names.join(", "), ports.len() - SHOWN);
    }
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// What the last wrong check said, until the next move (`None` otherwise):
/// the penalty, the seen rays it contradicts kept apart from unfired rays
/// that would differ, and the one ray that tells the boards apart.
pub fn check_text(game: &Game) -> Option<String> {
    let state = game.state();
    let v = state.last_check()?;
    let mut out = format!(
        "Not quite: {} wrongly placed (+{}).",
        count(v.wrong_atoms, "atom"),
        v.penalty
    );
    let rays = |ports: &[Port]| {
        let word = if ports.len() == 1 { "ray" } else { "rays" };
        format!("{word} {}", ports_text(ports))
    };
    // A seen ray that came out elsewhere is one ray with two ports: named
    // once, by its lower port.
    let seen_rays: Vec<Port> = (v.contradicted.iter().copied())
        .filter(|&p| !matches!(state.partner(p), Some(q) if q < p && v.contradicted.contains(&q)))
        .collect();
    match v.witness() {
        Some(w) if !v.contradicted.is_empty() => {
            let (seen, _) = state.rim(w).expect("contradicted rays were seen");
            let theirs = v.guess.response(w, game.setup().rules());
            let _ = write!(
                out,
                " Your atoms contradict {} that you have seen: ray {w} showed {}, your atoms give {}.",
                rays(&seen_rays),
                describe(state.dims(), w, seen),
                describe(state.dims(), w, theirs)
            );
            if !v.would_differ.is_empty() {
                let _ = write!(out, " Unfired {} would differ too.", rays(&v.would_differ));
            }
        }
        Some(w) => {
            let _ = write!(
                out,
                " Your atoms agree with every ray you have seen, but an unfired ray {w} would differ."
            );
        }
        None => {}
    }
    out.push_str(" Move your marks and check again.");
    Some(out)
}

/// How the game ended, in words (`None` while it goes on). A range game
/// says how many atoms there were; giving up says what was found, not a
/// list of ports.
pub fn verdict_text(game: &Game) -> Option<String> {
    let state = game.state();
    let outcome = state.outcome()?;
    let v = outcome.verdict();
    let atoms = v.nearest.atom_count();
    let mut out = match outcome {
        Outcome::Checked(v) if v.is_twin() => "Solved! Your atoms (o) are not where the hidden \
            ones are (*), but every ray gives the same result on both boards, so your guess \
            counts."
            .to_string(),
        Outcome::Checked(_) => "Solved!".to_string(),
        Outcome::Revealed(_) if v.guess.atom_count() == 0 => format!(
            "Gave up with no atoms marked: the {} shown as @ (+{}).",
            if atoms == 1 {
                "atom is".to_string()
            } else {
                format!("{atoms} atoms are")
            },
            v.penalty
        ),
        Outcome::Revealed(_) => {
            let found = v.guess.atoms().filter(|&c| v.nearest.has_atom(c)).count();
            let wrong = v.guess.atom_count() - found;
            let mut text = format!("Gave up. You found {found} of {}", count(atoms, "atom"));
            if wrong > 0 {
                let cells = if wrong == 1 {
                    "an empty cell"
                } else {
                    "empty cells"
                };
                let _ = write!(text, "; {} on {cells} (X)", count(wrong, "mark"));
            }
            let _ = write!(text, " (+{}).", v.penalty);
            text
        }
    };
    if matches!(game.setup().id().atoms(), AtomCount::Range { .. }) {
        let were = if atoms == 1 { "was" } else { "were" };
        let _ = write!(out, " There {were} {}.", count(atoms, "atom"));
    }
    let _ = write!(out, " Final score {}.", state.score());
    Some(out)
}

/// The plain-text picture of a game: the board with its rim, then the
/// status line and, once over, the verdict. The cells are labelled as
/// they are named ([`blackbox::Cell::name`]): the row letters stand at both
/// ends of each row, the column numbers under the bottom port numbers (the
/// top port numbers are the column numbers too), so `C4` is read off the
/// picture.
pub fn plain(game: &Game) -> String {
    let state = game.state();
    let dims = state.dims();
    let w = dims.ports().to_string().len().max(2) + 1;
    let label_w = blackbox::row_name(dims.rows() - 1).len() + 1;
    let cell = |s: String| format!("{s:>w$}");
    let mut out = String::new();
    let mut line = |label: String, row: i32, numbers: bool| {
        let mut text = format!("{label:<label_w$}");
        text.push_str(&cell(side_number(dims, row, -1, numbers)));
        for col in -1..=dims.cols() as i32 {
            let s = spot(state, Pos::new(row, col));
            text.push_str(&cell(match (numbers, s) {
                (true, Spot::Port(p, _)) => p.to_string(),
                (true, _) => String::new(),
                (false, s) => s.glyph(),
            }));
        }
        text.push_str(&cell(side_number(dims, row, dims.cols() as i32, numbers)));
        if !label.is_empty() {
            text.push_str(&format!("  {label}"));
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(String::new(), -1, true);
    for row in -1..=dims.rows() as i32 {
        let label = dims
            .cell_of(Pos::new(row, 0))
            .map_or(String::new(), |cell| blackbox::row_name(cell.row()));
        line(label, row, false);
    }
    line(String::new(), dims.rows() as i32, true);
    let columns: String = (1..=dims.cols()).map(|c| cell(c.to_string())).collect();
    out.push_str(&format!(
        "{:label_w$}{}{}\n",
        "",
        cell(String::new()).repeat(2),
        columns
    ));
    out.push_str(&status(game));
    out.push('\n');
    if let Some(text) = rules_text(game.setup().rules()) {
        out.push_str(&text);
        out.push('\n');
    }
    for text in check_text(game).into_iter().chain(verdict_text(game)) {
        out.push_str(&text);
        out.push('\n');
    }
    out
}

/// The port number outside a side port on `row` (for the left and right
/// columns of the picture), when drawing a marker row rather than a number row.
fn side_number(dims: Dims, row: i32, col: i32, numbers: bool) -> String {
    if numbers {
        return String::new();
    }
    dims.port_at(Pos::new(row, col))
        .map(|p| p.to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
