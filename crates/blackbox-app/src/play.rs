//! Playing a game held by its ID and move list (as the web holds it): the
//! game replayed through the game library's one apply path, a new game's
//! ID, the game as a page draws it, and the assistant's advice on it.
//!
//! Setup is [`crate::setup`]'s, bounded by its budget and the caller's
//! control (stopped: [`Error::Setup`] with [`blackbox::Error::Interrupted`]).

use crate::draw::{self, check_text, flag, spot, verdict_text, CellView, Flag, Spot};
use crate::players::{as_refs, Players};
use crate::setup::{set_up, set_up_as_is};
use crate::{Answer, Error, Result};
use blackbox::Dims;
use blackbox_game::{advise_anytime, Advice, Control, Count, Game, GameId, Knowledge, Move};
use blackbox_game::{describe, RimMark};
use blackbox_game::{Setup, State};
use std::collections::BTreeMap;

/// Replays the game of `id` within `control` (its setup stops with it):
/// each move, `undo` or `redo`. Errors name the move (from 1) that cannot
/// be played.
pub fn replay(id: GameId, moves: &[String], control: &Control) -> Result<Game> {
    let mut game = Game::new(set_up_as_is(id, control)?);
    for (i, text) in moves.iter().enumerate() {
        let at = |source: blackbox_game::Error| Error::Move {
            number: i + 1,
            quoted: input_text::quoted(text).to_string(),
            source,
        };
        match text.trim() {
            "undo" => game.undo().map(|_| ()).map_err(at)?,
            "redo" => game.redo().map(|_| ()).map_err(at)?,
            t => {
                let mv = Move::parse(t, id.dims()).map_err(at)?;
                game.apply(mv).map_err(at)?;
            }
        }
    }
    Ok(game)
}

/// The ID of a new game of `id`'s size and atoms from `id`'s seed (with
/// `unique`, the first seed from it whose board full feedback determines),
/// set up within `control`.
pub fn new_game(id: GameId, unique: bool, control: &Control) -> Result<GameId> {
    set_up(id, unique, control).map(|setup| setup.id())
}

/// The answer of `POST /api/game/new`.
#[derive(Debug, serde::Serialize)]
pub struct NewGameAnswer {
    /// The game's ID.
    pub id: String,
}

impl Answer for NewGameAnswer {
    const PRETTY: bool = false;
}

/// What a player can do in a game, by name (`give-up`), for a page to
/// offer only what works now ([`Action::available`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Fire a ray from a port.
    Fire,
    /// Mark a cell, note it empty, or clear it.
    Mark,
    /// Check the marks.
    Check,
    /// Take back a mark or a note.
    Undo,
    /// Put back what was undone.
    Redo,
    /// The assistant: what is certain, each cell's share, a ray to fire.
    Assist,
    /// Why a cell is certain.
    Why,
    /// The hint ladder.
    Hint,
    /// Give up and see the hidden board.
    GiveUp,
    /// Draw a fired ray's path on the hidden board.
    Paths,
}

impl Action {
    /// What works in `state`: while the game is played, every move and
    /// the assistant's help; once it is over, the hidden board is on view
    /// and only the fired rays' paths can be drawn (a new game always
    /// can be started: it is no action of this game).
    pub fn available(state: &State) -> &'static [Action] {
        use Action::*;
        match state.is_over() {
            false => &[Fire, Mark, Check, Undo, Redo, Assist, Why, Hint, GiveUp],
            true => &[Paths],
        }
    }
}

/// The game as a page draws it (`POST /api/game`; docs/web.md).
#[derive(Debug, serde::Serialize)]
pub struct GameView {
    /// What the player can do now ([`Action::available`]): the page
    /// offers only these.
    pub available: &'static [Action],
    /// The atoms, as the game ID says them (`4`, or a range `3-5`).
    pub atoms: String,
    /// What each look of `cells` means, in words, by its name: the words
    /// of the cursor line and of the legend, the terminal's for a mark
    /// ([`CellView::words`]).
    pub cell_words: BTreeMap<&'static str, &'static str>,
    /// Each cell's look, row by row: `blank`, `atom`, `empty`, `found`,
    /// `wrong`, `missed`, `twin` or `hidden` ([`CellView::name`]).
    pub cells: Vec<Vec<&'static str>>,
    /// Columns.
    pub cols: usize,
    /// The game ID.
    pub id: String,
    /// Atoms marked.
    pub marked: usize,
    /// The check's or the verdict's text, if any.
    pub message: Option<String>,
    /// The moves made, as text.
    pub moves: Vec<String>,
    /// Whether the game is over.
    pub over: bool,
    /// Rays fired.
    pub rays: usize,
    /// Every port's mark.
    pub rim: Vec<RimView>,
    /// Rows.
    pub rows: usize,
    /// Each row's letter, from the top, as cells are named (`C4`: row C,
    /// column 4; [`blackbox::row_name`]).
    pub row_names: Vec<String>,
    /// The score.
    pub score: u32,
    /// The status line.
    pub status: String,
}

/// A port of a [`GameView`].
#[derive(Debug, serde::Serialize)]
pub struct RimView {
    /// `contradicted`, `differs` or `none`.
    pub flag: &'static str,
    /// What the rim shows there.
    pub glyph: String,
    /// `hit`, `reflection`, `deflection` (ACM rules), `pair` or `none`.
    pub mark: &'static str,
    /// The other end of its ray, if any.
    pub partner: Option<usize>,
    /// The port's number.
    pub port: usize,
    /// The ray's result in words, as the terminal says it, once fired.
    pub text: Option<String>,
}

impl GameView {
    /// The view of `game`.
    pub fn of(game: &Game) -> GameView {
        let state = game.state();
        let dims = state.dims();
        let rim = dims
            .all_ports()
            .map(|port| {
                let rim_mark = state.rim(port).map(|(_, m)| m);
                let mark = match rim_mark {
                    Some(RimMark::Hit) => "hit",
                    Some(RimMark::Reflection) => "reflection",
                    Some(RimMark::Deflection) => "deflection",
                    Some(RimMark::Pair(_)) => "pair",
                    None => "none",
                };
                RimView {
                    flag: match flag(state, port) {
                        Some(Flag::Contradicted) => "contradicted",
                        Some(Flag::WouldDiffer) => "differs",
                        None => "none",
                    },
                    // The glyph's one home: the plain picture's.
                    glyph: Spot::Port(port, rim_mark).glyph(),
                    mark,
                    partner: state.partner(port).map(|q| q.number()),
                    port: port.number(),
                    text: state.rim(port).map(|(r, _)| describe(dims, port, r)),
                }
            })
            .collect();
        let cells = (0..dims.rows() as i32)
            .map(|r| {
                (0..dims.cols() as i32)
                    .map(|c| match spot(state, blackbox::Pos::new(r, c)) {
                        Spot::Cell(_, view) => view.name(),
                        _ => CellView::Blank.name(),
                    })
                    .collect()
            })
            .collect();
        GameView {
            available: Action::available(state),
            atoms: game.setup().id().atoms().to_string(),
            cell_words: CellView::ALL.map(|v| (v.name(), v.words())).into(),
            cells,
            cols: dims.cols(),
            id: game.setup().id().to_string(),
            marked: state.atoms_marked(),
            message: check_text(game).or_else(|| verdict_text(game)),
            moves: game.moves().iter().map(ToString::to_string).collect(),
            over: state.is_over(),
            rays: state.rays_fired(),
            rim,
            rows: dims.rows(),
            row_names: (0..dims.rows()).map(blackbox::row_name).collect(),
            score: state.score(),
            status: draw::status(game),
        }
    }
}

impl Answer for GameView {
    const PRETTY: bool = false;
}

/// The assistant's advice on `state` of a game against `setup` as far as
/// it gets within `control`, asking `players` (weakest first); `deliver`
/// gets each stage as it is ready (see `blackbox_game::advise_anytime`).
pub fn advice(
    state: &State,
    setup: &Setup,
    players: &Players,
    control: &Control,
    deliver: impl FnMut(&Advice),
) -> Advice {
    advise_anytime(state, setup, &as_refs(players), control, deliver)
}

/// The answer of [`advice`] on `game` (its last stage).
pub fn advise(game: &Game, players: &Players, control: &Control) -> AdviceAnswer {
    let advice = advice(game.state(), game.setup(), players, control, |_| {});
    advice_answer(&advice, game.state().dims())
}

/// One stage of the assistant's advice as its typed answer (what the web
/// sends, whole or streamed stage by stage).
pub fn advice_answer(advice: &Advice, dims: Dims) -> AdviceAnswer {
    let (boards, exact) = match &advice.boards {
        Count::Exact(n) => (n, true),
        Count::AtLeast(n) => (n, false),
    };
    AdviceAnswer {
        boards: boards.to_string(),
        cells: advice
            .cells
            .iter()
            .map(|k| match k {
                Knowledge::Atom => CellKnowledge::Sure("atom"),
                Knowledge::Empty => CellKnowledge::Sure("empty"),
                Knowledge::Open(share) => CellKnowledge::Share(*share),
            })
            .collect(),
        complete: advice.complete,
        exact,
        pending: advice.pending.as_ref().map(|stage| stage.to_string()),
        suggestion: advice.suggestion.as_ref().map(|s| SuggestionAnswer {
            reason: s.reason(dims, &advice.boards),
            details: s.details(),
            bits: s.bits,
            bits_error: s.by.bits_error(),
            by: s.by.to_string(),
            cost_error: s.by.cost_error(),
            exact: s.by.is_exact(),
            expected_cost: s.expected_cost,
            player: s.by.player().to_owned(),
            port: s.port.number(),
        }),
        summary: advice.summary(dims),
    }
}

/// The answer of `POST /api/game/advice` (docs/web.md).
#[derive(Debug, serde::Serialize)]
pub struct AdviceAnswer {
    /// Boards left (a decimal string; a lower bound unless `exact`).
    pub boards: String,
    /// Each cell's knowledge, row by row.
    pub cells: Vec<CellKnowledge>,
    /// Whether every ray was rated (exactly or estimated).
    pub complete: bool,
    /// Whether `boards` is exact.
    pub exact: bool,
    /// What was still pending, if anything.
    pub pending: Option<String>,
    /// The suggested port, if any.
    pub suggestion: Option<SuggestionAnswer>,
    /// The advice in sentences.
    pub summary: Vec<String>,
}

/// A cell of an [`AdviceAnswer`]: `"atom"`, `"empty"`, or its share (null
/// when not known).
#[derive(Debug, serde::Serialize)]
#[serde(untagged)]
pub enum CellKnowledge {
    /// Certain.
    Sure(&'static str),
    /// Open, with its share when known.
    Share(Option<f64>),
}

/// The suggestion of an [`AdviceAnswer`].
#[derive(Debug, serde::Serialize)]
pub struct SuggestionAnswer {
    /// Why this ray, in plain words: what each outcome would keep of the
    /// boards left and what it costs (no bits, no player's name).
    pub reason: String,
    /// The rating behind it: bits of information, expected points and
    /// the player that chose it.
    pub details: String,
    /// Bits of information the ray gives.
    pub bits: f64,
    /// The 95% error of an estimated `bits`.
    pub bits_error: Option<f64>,
    /// Who suggested it.
    pub by: String,
    /// The 95% error of an estimated cost.
    pub cost_error: Option<f64>,
    /// Whether bits and cost are exact.
    pub exact: bool,
    /// The expected points it costs.
    pub expected_cost: f64,
    /// The player that suggested it (`entropy`, `best`, `best+deep`).
    pub player: String,
    /// The port to fire.
    pub port: usize,
}

impl Answer for AdviceAnswer {
    const PRETTY: bool = false;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id() -> GameId {
        "5x5:2:7".parse().unwrap()
    }

    #[test]
    fn a_move_that_cannot_be_played_is_named_with_its_place() {
        let moves = ["fire 1".to_string(), "fire 1".to_string()];
        let error = replay(id(), &moves, &Control::new()).unwrap_err();
        assert!(matches!(error, Error::Move { number: 2, .. }), "{error}");
        assert!(
            error.to_string().starts_with("move 2 `fire 1`: "),
            "{error}"
        );
    }

    #[test]
    fn the_view_shows_the_moves_replayed() {
        let moves = ["fire 1".to_string(), "mark B2".into(), "undo".into()];
        let view = GameView::of(&replay(id(), &moves, &Control::new()).unwrap());
        assert_eq!((view.rays, view.marked), (1, 0));
        assert_eq!(view.moves, ["fire 1"]);
        assert_eq!((view.rows, view.cols, view.rim.len()), (5, 5, 20));
        assert_ne!(view.rim[0].mark, "none");
    }

    #[test]
    fn the_web_says_a_mark_in_the_terminals_words() {
        use blackbox_game::{Cursor, Mark};
        let moves = ["mark B2".to_string(), "note-empty B3".into()];
        let game = replay(id(), &moves, &Control::new()).unwrap();
        let view = GameView::of(&game);
        assert_eq!((view.cells[1][1], view.cells[1][2]), ("atom", "empty"));
        // Every look the board shows has its words, and a mark's are the
        // terminal's cursor line's.
        for look in view.cells.iter().flatten() {
            assert!(view.cell_words.contains_key(look), "{look}");
        }
        let terminal = |col| {
            let cursor = Cursor::at(id().dims(), blackbox::Pos::new(1, col)).unwrap();
            cursor.describe(game.state())
        };
        assert_eq!(
            terminal(2),
            format!("B3 (row B, column 3): {}", view.cell_words["empty"])
        );
        assert!(terminal(1).ends_with(view.cell_words["atom"]));
        assert_eq!(view.cell_words["empty"], Mark::Empty.words());
        assert_eq!(view.cell_words["empty"], "your empty note (no atom here)");
    }

    #[test]
    fn once_the_game_is_over_the_view_offers_only_the_rays_paths() {
        let playing = GameView::of(&replay(id(), &["fire 1".into()], &Control::new()).unwrap());
        assert!(
            playing.available.contains(&Action::Why) && playing.available.contains(&Action::Hint)
        );
        let json = serde_json::to_value(&playing).unwrap();
        assert!(
            json["available"]
                .as_array()
                .unwrap()
                .contains(&"give-up".into()),
            "{json}"
        );
        let moves = ["fire 1".to_string(), "reveal".into()];
        let over = GameView::of(&replay(id(), &moves, &Control::new()).unwrap());
        assert!(over.over);
        assert_eq!(over.available, [Action::Paths]);
    }

    #[test]
    fn a_stopped_setup_says_so() {
        let control = Control::new();
        control.cancel();
        let error = new_game(id(), true, &control).unwrap_err();
        assert!(
            matches!(&error, Error::Setup(e) if e.is_interrupted()),
            "{error}"
        );
    }
}
