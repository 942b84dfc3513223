//! The "why" key (`w`): the explanation of the cursor's cell, from the
//! rays fired so far (`blackbox_app::why::why_in_game`), kept with the
//! state it explains so that it is shown only while that state is on the
//! board. It names the rays that force the cell, in the rules' words, and
//! carries what the board highlights: those rays' ports and the cells of
//! their possible paths. The hint key (`i`) climbs the ladder of
//! `blackbox_app::hint` (nudge, where, why), whose last step is shown so.

use blackbox::Cell;
use blackbox_app::game::{Game, State};
use blackbox_app::hint::Step;
use blackbox_app::why::{highlighted_cells, highlighted_ports, why_in_game, WhyAnswer};

/// How long the game waits for an explanation, in seconds (most take
/// well under a second; a stopped one says so).
pub const WHY_SECONDS: f64 = 3.0;

/// An explanation on screen.
#[derive(Debug, Clone)]
pub struct Shown {
    /// The state it explains.
    pub state: State,
    /// The cell explained.
    pub cell: Cell,
    /// What the panel says, line by line.
    pub lines: Vec<String>,
    /// The ports of its rays (both ends of an exit), by number.
    pub ports: Vec<usize>,
    /// The cells its rays may pass.
    pub cells: Vec<Cell>,
}

/// The explanation of `cell` in `game`, within [`WHY_SECONDS`].
pub fn explain(game: &Game, cell: Cell) -> Shown {
    let limit = cli_support::time_limit(WHY_SECONDS).expect("a valid time limit");
    shown(game, cell, &why_in_game(game, cell, limit.control()))
}

/// The hint ladder's next step on `game` after `step` (the first when
/// `None`), within [`WHY_SECONDS`]: its words, and at its last step the
/// explanation to show; the cell it points at from its second step.
pub fn hint(game: &Game, step: Option<Step>) -> (Step, String, Option<Cell>, Option<Shown>) {
    let limit = cli_support::time_limit(WHY_SECONDS).expect("a valid time limit");
    let step = step.map_or(Step::Nudge, Step::next);
    let hint = blackbox_app::hint::hint(game, step, limit.control());
    let shown = match (hint.cell, &hint.why) {
        (Some(cell), Some(answer)) => Some(shown(game, cell, answer)),
        _ => None,
    };
    (hint.step, hint.text, hint.cell, shown)
}

/// What the game shows of `answer`, the explanation of `cell`.
fn shown(game: &Game, cell: Cell, answer: &WhyAnswer) -> Shown {
    let dims = game.state().dims();
    let (lines, ports, cells) = match answer.cells.first() {
        Some(why) => {
            let mut lines = vec![why.text.clone()];
            for ray in why.forced.iter().flat_map(|f| &f.rays) {
                match ray.path_names.as_slice() {
                    [] => {}
                    [path] => lines.push(format!("ray {}: {path}", ray.port)),
                    paths => lines.push(format!(
                        "ray {}: {} possible paths, one is {}",
                        ray.port,
                        paths.len(),
                        paths[0]
                    )),
                }
            }
            (lines, highlighted_ports(why), highlighted_cells(why, dims))
        }
        None if answer.consistent == Some(false) => (
            vec!["No board fits the rays: nothing to explain.".into()],
            Vec::new(),
            Vec::new(),
        ),
        None => (
            vec![format!(
                "{}: not explained within {WHY_SECONDS} s; try again after another ray.",
                cell.name()
            )],
            Vec::new(),
            Vec::new(),
        ),
    };
    Shown {
        state: game.state().clone(),
        cell,
        lines,
        ports,
        cells,
    }
}
