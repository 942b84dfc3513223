//! The rules taught by doing: the lessons of `blackbox learn` and of the
//! web's Learn page, from one script (`learn/lessons.toml`).
//!
//! The script is data, compiled in and read once ([`lessons`]) into typed
//! [`Lesson`]s: every cell and port checked against its board, and every
//! outcome the script expects checked against the ray rule of the
//! `blackbox` crate, so a lesson never says something the game would not
//! do. What a ray does in a lesson ([`Lesson::fire`]: its outcome, its
//! path cell by cell and the rules that applied, in plain words), judging a
//! prediction ([`Lesson::judge`]) and checking the marks of a "find the
//! atom" exercise ([`Lesson::check`]) are computed here, from that one ray
//! rule; the front ends only draw and keep the player's progress
//! ([`LessonProgress`], whose store is theirs: a file, the browser's storage).
//!
//! Invariants: a lesson that hides its atoms never shows a path or names
//! a cell it holds until its marks are right; cells are named as the boards
//! label them ([`Cell::name`], `C4`).

mod picture;
mod progress;
mod script;
mod words;

pub use picture::PICTURE_KEY;
pub use progress::LessonProgress;

use crate::{Error, Result};
use blackbox::{Board, Cell, Dims, Port, Response, Rules};
use serde::Serialize;
use std::sync::OnceLock;

/// One lesson of the script.
#[derive(Debug, Clone)]
pub struct Lesson {
    /// Its short name, stable across versions (progress is kept by it).
    pub id: String,
    /// Its title.
    pub title: String,
    /// What the player reads first.
    pub intro: String,
    /// What the player reads once the lesson is done.
    pub outro: String,
    /// The board, atoms included (shown unless [`Lesson::find`]).
    board: Board,
    /// Whether the atoms are hidden: a "find the atom" exercise, played by
    /// firing any rays, marking atoms and checking.
    pub find: bool,
    /// The rays to fire, in order (none in a "find" exercise).
    pub rays: Vec<Ray>,
}

/// A ray a lesson asks for.
#[derive(Debug, Clone)]
pub struct Ray {
    /// Where it is fired from.
    pub port: Port,
    /// What the lesson says before it is fired.
    pub say: String,
    /// Whether the player predicts its outcome before it is shown.
    pub predict: bool,
    /// Its outcome (checked against the ray rule when the script is read).
    pub expect: Response,
}

/// A fired ray as a lesson shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Shot {
    /// The port it was fired from.
    pub port: usize,
    /// What it did.
    #[serde(skip)]
    pub response: Response,
    /// `hit`, `reflection` or `exit`.
    pub outcome: &'static str,
    /// The port it left through, for an exit.
    pub exit: Option<usize>,
    /// What the rim shows at its port: `H`, `R` or the exit port's number.
    pub rim: String,
    /// The outcome in words: "a hit", "a reflection", "it left at port 15".
    pub said: String,
    /// The cells it went through, in order (none where the atoms are hidden).
    pub path: Vec<PathCell>,
    /// The rules that applied, one sentence each (none where the atoms are hidden).
    pub rules: Vec<String>,
}

/// A cell of a ray's path and the way the ray went on from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PathCell {
    /// The cell (`[row, col]` from 1 in JSON).
    pub cell: Cell,
    /// `↑`, `→`, `↓` or `←`: its heading when it moved on (or was absorbed).
    pub arrow: char,
}

/// A prediction judged.
#[derive(Debug, Clone, Serialize)]
pub struct Verdict {
    /// Whether the prediction was right.
    pub right: bool,
    /// What to tell the player.
    pub text: String,
    /// The ray, drawn either way.
    pub shot: Shot,
}

/// The marks of a "find the atom" exercise checked.
#[derive(Debug, Clone, Serialize)]
pub struct Check {
    /// Whether the marks are the hidden atoms.
    pub solved: bool,
    /// What to tell the player.
    pub text: String,
    /// The hidden atoms, once solved (empty until then).
    pub atoms: Vec<Cell>,
}

/// A lesson as a page draws it: nothing a hidden board would give away.
#[derive(Debug, Clone, Serialize)]
pub struct LessonView<'a> {
    /// The lesson's short name.
    pub id: &'a str,
    /// Its title.
    pub title: &'a str,
    /// Board rows.
    pub rows: usize,
    /// Board columns.
    pub cols: usize,
    /// Each row's letters, from the top.
    pub row_names: Vec<String>,
    /// Every port and the position just outside the board it stands at
    /// (`[row, col]`, 0 and R+1 or C+1 outside the cells).
    pub ports: Vec<PortAt>,
    /// The atoms, when shown.
    pub atoms: Vec<Cell>,
    /// How many atoms the board holds.
    pub atom_count: usize,
    /// Whether the atoms are hidden.
    pub find: bool,
    /// The first words.
    pub intro: &'a str,
    /// The last words.
    pub outro: &'a str,
    /// The rays to fire in order.
    pub rays: Vec<RayView<'a>>,
}

/// A port and where it stands.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct PortAt {
    /// Its number.
    pub port: usize,
    /// The position just outside the board, `[row, col]` from 1.
    pub at: [i32; 2],
}

/// A ray a lesson asks for, as a page shows it (the expected outcome stays
/// on the server: the page asks it to judge).
#[derive(Debug, Clone, Serialize)]
pub struct RayView<'a> {
    /// Its port.
    pub port: usize,
    /// What to say first.
    pub say: &'a str,
    /// Whether the player predicts.
    pub predict: bool,
}

/// The script, as written.
const SCRIPT: &str = include_str!("learn/lessons.toml");

/// Every lesson, in order: the script read and checked once.
pub fn lessons() -> Result<&'static [Lesson]> {
    static LESSONS: OnceLock<std::result::Result<Vec<Lesson>, String>> = OnceLock::new();
    match LESSONS.get_or_init(|| script::read(SCRIPT)) {
        Ok(lessons) => Ok(lessons),
        Err(message) => Err(Error::Lesson(format!("the lesson script: {message}"))),
    }
}

/// The lesson called `id`.
pub fn lesson(id: &str) -> Result<&'static Lesson> {
    let all = lessons()?;
    all.iter().find(|l| l.id == id).ok_or_else(|| {
        let ids: Vec<&str> = all.iter().map(|l| l.id.as_str()).collect();
        Error::Lesson(format!(
            "no lesson {}: the lessons are {}",
            input_text::quoted(id),
            ids.join(", ")
        ))
    })
}

/// A prediction as a player types it: `h` or `hit`, `r` or `reflection`,
/// or the number of the port the ray leaves at (the ray's own port is a
/// reflection).
pub fn parse_guess(dims: Dims, fired: Port, text: &str) -> std::result::Result<Response, String> {
    let text = text.trim().to_ascii_lowercase();
    match text.as_str() {
        "h" | "hit" => return Ok(Response::Hit),
        "r" | "reflection" => return Ok(Response::Reflection),
        _ => {}
    }
    let bad = || {
        format!(
            "say h (a hit), r (a reflection) or the port it leaves at, 1 to {}",
            dims.ports()
        )
    };
    let number: usize = text.parse().map_err(|_| bad())?;
    let port = dims.port(number).map_err(|_| bad())?;
    Ok(match port == fired {
        true => Response::Reflection,
        false => Response::Exit(port),
    })
}

/// The results of the rays fired in a "find the atom" exercise, as the
/// rim would show them: `Rays fired (port→result): 3→H, 8→R, 1→15`; none
/// before the first.
pub fn results_text(fired: &[Shot]) -> Option<String> {
    let results: Vec<String> = (fired.iter())
        .map(|shot| format!("{}→{}", shot.port, shot.rim))
        .collect();
    (!results.is_empty()).then(|| format!("Rays fired (port→result): {}", results.join(", ")))
}

impl Lesson {
    /// The board's size.
    pub fn dims(&self) -> Dims {
        self.board.dims()
    }

    /// How many atoms the board holds.
    pub fn atom_count(&self) -> usize {
        self.board.atom_count()
    }

    /// The atoms the lesson shows: all of them, or none in a "find" exercise.
    pub fn shown_atoms(&self) -> Vec<Cell> {
        match self.find {
            true => Vec::new(),
            false => self.board.atoms().collect(),
        }
    }

    /// The ray fired from `port`: its outcome, and where the atoms are
    /// shown its path and the rules that applied.
    pub fn fire(&self, port: Port) -> Shot {
        let trace = self.board.trace(port, Rules::Standard);
        let response = trace.ending.response(port);
        let (path, rules) = match self.find {
            true => (Vec::new(), Vec::new()),
            false => (
                words::path(self.dims(), &trace),
                words::rules(&self.board, &trace),
            ),
        };
        let (outcome, exit) = match response {
            Response::Hit => ("hit", None),
            Response::Reflection | Response::Deflected => ("reflection", None),
            Response::Exit(q) => ("exit", Some(q.number())),
        };
        Shot {
            port: port.number(),
            response,
            outcome,
            exit,
            rim: response.to_string(),
            said: words::said(response),
            path,
            rules,
        }
    }

    /// `guess` for the ray from `port` judged, the ray drawn either way;
    /// a wrong guess is answered with the rules that applied.
    pub fn judge(&self, port: Port, guess: Response) -> Verdict {
        let shot = self.fire(port);
        let right = guess == shot.response;
        let text = match right {
            true => format!("Right: {}.", shot.said),
            false => format!(
                "Not quite: you said {}, but {}. {}",
                words::guessed(guess),
                shot.said,
                shot.rules.join(" ")
            ),
        };
        Verdict {
            right,
            text: text.trim_end().to_string(),
            shot,
        }
    }

    /// The atoms `marks` checked against the board, after the rays `fired`:
    /// solved, or what is wrong without giving the atoms away (a fired ray
    /// the marks do not fit, or that they fit every ray fired so far).
    pub fn check(&self, marks: &[Cell], fired: &[Port]) -> Check {
        let dims = self.dims();
        let mut guess = Board::empty(dims);
        for &cell in marks {
            guess.set(cell, true);
        }
        let (n, m) = (self.atom_count(), guess.atom_count());
        let text = if guess == self.board {
            format!("Right! {}", self.outro)
        } else if n != m {
            format!(
                "This board hides {}; you marked {m}.",
                crate::draw::count(n, "atom")
            )
        } else if let Some(&port) = fired.iter().find(|&&p| {
            guess.response(p, Rules::Standard) != self.board.response(p, Rules::Standard)
        }) {
            let yours = guess.response(port, Rules::Standard);
            let seen = self.board.response(port, Rules::Standard);
            let cells: Vec<String> = guess.atoms().map(Cell::name).collect();
            format!(
                "Not yet: with atoms in {}, ray {port} would give {}, but {}.",
                words::and_list(&cells),
                words::guessed(yours),
                words::was(seen)
            )
        } else if fired.is_empty() {
            "Not yet. Fire some rays first: their results tell where the atoms are.".into()
        } else {
            "Not yet: your atoms fit every ray you fired, but they are not the hidden ones. \
             Fire a ray where they would give another result."
                .into()
        };
        let solved = guess == self.board;
        Check {
            solved,
            text,
            atoms: match solved {
                true => self.board.atoms().collect(),
                false => Vec::new(),
            },
        }
    }

    /// The lesson as a page draws it.
    pub fn view(&self) -> LessonView<'_> {
        let dims = self.dims();
        LessonView {
            id: &self.id,
            title: &self.title,
            rows: dims.rows(),
            cols: dims.cols(),
            row_names: (0..dims.rows()).map(blackbox::row_name).collect(),
            ports: (dims.all_ports())
                .map(|p| PortAt {
                    port: p.number(),
                    at: dims.entry(p).0.numbered(),
                })
                .collect(),
            atoms: self.shown_atoms(),
            atom_count: self.atom_count(),
            find: self.find,
            intro: &self.intro,
            outro: &self.outro,
            rays: (self.rays.iter())
                .map(|r| RayView {
                    port: r.port.number(),
                    say: &r.say,
                    predict: r.predict,
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests;
