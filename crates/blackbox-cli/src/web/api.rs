//! The JSON API. Solver endpoints take the puzzle JSON of docs/formats.md
//! and answer what the matching command prints with `--json`, from the
//! same code; game endpoints take `{"id": "8x8:4:1", "moves": [...]}` and
//! replay the moves (`undo` and `redo` included) through the game
//! library's one apply path. See docs/web.md.

use super::advice_job::advice_json;
use super::body::{Shape, Strict, Text};
use super::{ApiError, Shared};
use crate::commands::deduce::{to_json, View};
use crate::commands::explain::{stopped_json as explain_stopped, to_json as explain_json};
use crate::commands::play::players::players;
use crate::commands::solve::{json as solve_json, verified_report};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use blackbox::format::{self, Document};
use blackbox::{AtomCount, Puzzle, Rules};
use blackbox_game::draw::{self, check_text, flag, spot, verdict_text, CellView, Flag, Spot};
use blackbox_game::setup::{generate, setup_for, Budget};
use blackbox_game::{advise_anytime, describe, Player};
use blackbox_game::{Game, GameId, Move, RimMark};
use blackbox_solve::{explain_within, Control, Plan};
use cli_support::{time_limit, TimeLimit};
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::{json, Value};
use std::fmt;

/// Solver cubes a web count may use before answering "several".
const COUNT_BUDGET: u64 = 10_000;
/// Solutions listed by `/api/solve`.
const MAX_SOLUTIONS: usize = 10;

/// Reads a puzzle (any supported format; a board means its full feedback)
/// and checks it against the web's caps.
pub(super) fn puzzle(shared: &Shared, text: &str) -> Result<Puzzle, ApiError> {
    let bad = |e: blackbox::Error| ApiError::unprocessable(e.to_string());
    let puzzle = match format::read(text).map_err(bad)? {
        Document::Puzzle(p) => p,
        Document::Board(b) => Puzzle::from_feedback(
            &b.feedback(Rules::Standard),
            AtomCount::Exact(b.atom_count()),
        )
        .map_err(bad)?,
    };
    let caps = shared.caps();
    let dims = puzzle.dims();
    if dims.rows() > caps.side || dims.cols() > caps.side {
        return Err(ApiError::unprocessable(format!(
            "the web solves boards up to {0}x{0}; this one is {dims}",
            caps.side
        )));
    }
    if puzzle.atoms().min() > caps.atoms {
        return Err(ApiError::unprocessable(format!(
            "the web solves puzzles with up to {} atoms",
            caps.atoms
        )));
    }
    Ok(puzzle)
}

/// A JSON document already serialised (counts may be longer than any number type).
fn raw_json(text: String) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], text).into_response()
}

/// The plan of the web's solver calls.
fn plan(deduce: bool) -> Plan {
    Plan {
        max_solutions: MAX_SOLUTIONS,
        count_budget: COUNT_BUDGET,
        deduce,
    }
}

/// A time limit a little before the request's deadline, so that a slow
/// puzzle gets what is known (`"stopped": "time-limit"`), not a 503. Its
/// timer ends with the request's work (the limit is dropped with it).
pub(super) fn web_time_limit(shared: &Shared) -> Result<TimeLimit, ApiError> {
    let seconds = shared.caps().deadline.as_secs_f64() * 0.8;
    time_limit(seconds).map_err(|e| ApiError::unprocessable(format!("{e:#}")))
}

/// Reads the request's puzzle and answers `work(puzzle, control)` from a
/// solver slot, under the web's time limit.
async fn with_puzzle<T: Send + 'static>(
    shared: &Shared,
    text: &str,
    work: impl FnOnce(Puzzle, Control) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let puzzle = puzzle(shared, text)?;
    let limit = web_time_limit(shared)?;
    shared
        .solver(move || work(puzzle, limit.control().clone()))
        .await
}

/// `POST /api/solve`: `blackbox solve --json`.
pub async fn solve(State(shared): State<Shared>, Text(body): Text) -> Result<Response, ApiError> {
    let text = with_puzzle(&shared, &body, |puzzle, control| {
        verified_report(&puzzle, plan(false), &control)
            .map(|report| solve_json(&report))
            .map_err(|e| ApiError::unprocessable(format!("{e:#}")))
    })
    .await?;
    Ok(raw_json(text))
}

/// `POST /api/deduce`: `blackbox deduce --json`.
pub async fn deduce(
    State(shared): State<Shared>,
    Text(body): Text,
) -> Result<Json<Value>, ApiError> {
    let value = with_puzzle(&shared, &body, |puzzle, control| {
        let report = blackbox_solve::report(&puzzle, plan(true), &control);
        let view = View::of(report.consistent, report.deduced);
        Ok(to_json(puzzle.dims(), &view, None))
    })
    .await?;
    Ok(Json(value))
}

/// `POST /api/explain`: `blackbox explain --json`.
pub async fn explain(
    State(shared): State<Shared>,
    Text(body): Text,
) -> Result<Json<Value>, ApiError> {
    let value = with_puzzle(&shared, &body, |puzzle, control| {
        Ok(match explain_within(&puzzle, &control) {
            Ok(explanation) => explain_json(&explanation),
            Err(_) => explain_stopped(),
        })
    })
    .await?;
    Ok(Json(value))
}

/// A box's statements: one string (one statement a line) or a list of strings.
pub struct Statements(Vec<String>);

impl<'de> Deserialize<'de> for Statements {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Either;
        impl<'de> Visitor<'de> for Either {
            type Value = Statements;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string (one statement a line) or a list of strings")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Statements, E> {
                Ok(Statements(text.lines().map(str::to_string).collect()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Statements, A::Error> {
                let mut list = Vec::new();
                while let Some(statement) = seq.next_element()? {
                    list.push(statement);
                }
                Ok(Statements(list))
            }
        }
        deserializer.deserialize_any(Either)
    }
}

/// The body of `POST /api/parlor/solve`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct ParlorRequest {
    blue: Statements,
    white: Statements,
    black: Statements,
}

impl Shape for ParlorRequest {
    const SHAPE: &'static str = r#"{"blue": ..., "white": ..., "black": ...}"#;
}

/// `POST /api/parlor/solve`: `parlor solve --json`, plus `"explanation"`,
/// the text `parlor solve --explain` prints, and `"explanation_complete"`
/// (false when the time limit stopped its minimal-set searches: the text
/// says where); held to the input limits of `parlor` and to the web's time
/// limit (past it the verdict is `unknown`).
pub async fn parlor_solve(
    State(shared): State<Shared>,
    Strict(request): Strict<ParlorRequest>,
) -> Result<Json<Value>, ApiError> {
    let texts = [request.blue.0, request.white.0, request.black.0];
    let limit = web_time_limit(&shared)?;
    let value = shared
        .solver(move || {
            let bad = |e: parlor::error::ParlorError| ApiError::unprocessable(e.to_string());
            let puzzle = parlor::puzzle::Puzzle::from_texts(texts).map_err(bad)?;
            puzzle.check_limits().map_err(bad)?;
            let model = parlor::model::Model::build(&puzzle).map_err(bad)?;
            let options = parlor::solve::Options::default();
            let solution = parlor::solve::solve_model(&puzzle, &model, &options, limit.control());
            let mut value = serde_json::to_value(parlor::report::solve_json(&solution))
                .map_err(|e| ApiError::unprocessable(e.to_string()))?;
            let explained =
                parlor::report::solve_text(&puzzle, &model, &solution, Some(limit.control()));
            value["explanation"] = explained.text.into();
            value["explanation_complete"] = explained.complete.into();
            Ok(value)
        })
        .await?;
    Ok(Json(value))
}

/// `GET /api/parlor/examples`: the shipped example puzzles, by name.
pub async fn parlor_examples() -> Json<Value> {
    let files = [
        ("liar", include_str!("../../../../examples/parlor/liar.txt")),
        (
            "compounds",
            include_str!("../../../../examples/parlor/compounds.txt"),
        ),
        (
            "formula",
            include_str!("../../../../examples/parlor/formula.txt"),
        ),
        (
            "self-reference",
            include_str!("../../../../examples/parlor/self-reference.txt"),
        ),
        (
            "two readings",
            include_str!("../../../../examples/parlor/seed-two-readings.txt"),
        ),
        (
            "several statements",
            include_str!("../../../../examples/parlor/multi-statement.txt"),
        ),
    ];
    let examples: Vec<Value> = files
        .iter()
        .map(|(name, text)| {
            let mut boxes = json!({"name": name, "blue": [], "white": [], "black": []});
            for line in text.lines().map(str::trim) {
                if let Some((colour, statement)) = line.split_once(':') {
                    let colour = colour.trim().to_ascii_lowercase();
                    if let Some(list) = boxes.get_mut(&colour).and_then(Value::as_array_mut) {
                        list.push(statement.trim().into());
                    }
                }
            }
            boxes
        })
        .collect();
    Json(Value::from(examples))
}

/// The body of the game endpoints.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct GameRequest {
    pub(super) id: String,
    #[serde(default)]
    pub(super) moves: Vec<String>,
}

impl Shape for GameRequest {
    const SHAPE: &'static str = r#"{"id": "8x8:4:1", "moves": [...]}"#;
}

/// Reads a game ID within the caps.
fn game_id(shared: &Shared, text: &str) -> Result<GameId, ApiError> {
    let id: GameId = text
        .parse()
        .map_err(|e: blackbox::Error| ApiError::unprocessable(e.to_string()))?;
    let caps = shared.caps();
    let dims = id.dims();
    if dims.rows() > caps.side
        || dims.cols() > caps.side
        || id.atoms().max(dims.cells()) > caps.atoms
    {
        return Err(ApiError::unprocessable(format!(
            "the web plays boards up to {0}x{0} with up to {1} atoms",
            caps.side, caps.atoms
        )));
    }
    Ok(id)
}

/// Why a game of `id` could not be set up under the web's time limit
/// `limit`: it ran out of time, or (for `--unique`) no seed qualified.
fn setup_failed(id: GameId, limit: &TimeLimit, error: blackbox::Error) -> ApiError {
    match error {
        blackbox::Error::Interrupted => ApiError::unprocessable(format!(
            "setting up game {id} took longer than the time limit ({} s): \
             try fewer atoms or a smaller board",
            limit.seconds()
        )),
        e => ApiError::unprocessable(e.to_string()),
    }
}

/// Replays a game under the web's time limit `limit` (its setup stops
/// with it): its ID, then each move, `undo` or `redo`. Errors name the
/// move (1-based) that cannot be played.
pub(super) fn replay(
    shared: &Shared,
    request: &GameRequest,
    limit: &TimeLimit,
) -> Result<Game, ApiError> {
    let id = game_id(shared, &request.id)?;
    let setup = setup_for(id, Budget::INTERACTIVE, limit.control())
        .map_err(|e| setup_failed(id, limit, e))?;
    let mut game = Game::new(setup);
    for (i, text) in request.moves.iter().enumerate() {
        let at = |e: blackbox::Error| {
            ApiError::unprocessable(format!("move {} {}: {e}", i + 1, input_text::quoted(text)))
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

/// The game as the page draws it.
fn game_json(game: &Game) -> Value {
    let state = game.state();
    let dims = state.dims();
    let rim: Vec<Value> = dims
        .all_ports()
        .map(|port| {
            let (mark, glyph) = match state.rim(port).map(|(_, m)| m) {
                Some(RimMark::Hit) => ("hit", "H".to_string()),
                Some(RimMark::Reflection) => ("reflection", "R".to_string()),
                Some(RimMark::Pair(n)) => ("pair", n.to_string()),
                None => ("none", String::new()),
            };
            json!({
                "port": port.number(),
                "mark": mark,
                "glyph": glyph,
                "partner": state.partner(port).map(|q| q.number()),
                "text": state.rim(port).map(|(r, _)| describe(dims, port, r)),
                "flag": match flag(state, port) {
                    Some(Flag::Contradicted) => "contradicted",
                    Some(Flag::WouldDiffer) => "differs",
                    None => "none",
                },
            })
        })
        .collect();
    let cells: Vec<Vec<&str>> = (0..dims.rows() as i32)
        .map(|r| {
            (0..dims.cols() as i32)
                .map(|c| match spot(state, blackbox::Pos::new(r, c)) {
                    Spot::Cell(_, view) => match view {
                        CellView::Blank => "blank",
                        CellView::Atom => "atom",
                        CellView::Empty => "empty",
                        CellView::Found => "found",
                        CellView::Wrong => "wrong",
                        CellView::Missed => "missed",
                    },
                    _ => "blank",
                })
                .collect()
        })
        .collect();
    json!({
        "id": game.setup().id().to_string(),
        "rows": dims.rows(),
        "cols": dims.cols(),
        "score": state.score(),
        "rays": state.rays_fired(),
        "marked": state.atoms_marked(),
        "atoms": game.setup().id().atoms().to_string(),
        "over": state.is_over(),
        "rim": rim,
        "cells": cells,
        "moves": game.moves().iter().map(ToString::to_string).collect::<Vec<_>>(),
        "status": draw::status(game),
        "message": check_text(game).or_else(|| verdict_text(game)),
    })
}

/// `POST /api/game`: the game after `moves`.
pub async fn game(
    State(shared): State<Shared>,
    Strict(request): Strict<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    let inner = shared.clone();
    let limit = web_time_limit(&shared)?;
    shared
        .solver(move || replay(&inner, &request, &limit).map(|g| game_json(&g)))
        .await
        .map(Json)
}

/// The body of `POST /api/game/new`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct NewGame {
    size: String,
    atoms: String,
    #[serde(default)]
    unique: bool,
}

impl Shape for NewGame {
    const SHAPE: &'static str = r#"{"size": "8x8", "atoms": "4", "unique": false}"#;
}

/// `POST /api/game/new` `{"size": "8x8", "atoms": "4", "unique": false}`:
/// a new game ID with a random seed (with `unique`, the first seed from it
/// whose board full feedback determines): `{"id": "8x8:4:123"}`. Setup
/// runs under the web's time limit and stops with it (422, saying so).
pub async fn new_game(
    State(shared): State<Shared>,
    Strict(request): Strict<NewGame>,
) -> Result<Json<Value>, ApiError> {
    let size = request.size.trim();
    let size = if size.contains(['x', 'X']) {
        size.to_string()
    } else {
        format!("{size}x{size}")
    };
    let text = format!("{size}:{}:{}", request.atoms.trim(), rand::random::<u32>());
    let id = game_id(&shared, &text)?;
    let unique = request.unique;
    let limit = web_time_limit(&shared)?;
    shared
        .solver(move || {
            generate(id, unique, Budget::INTERACTIVE, limit.control())
                .map(|s| Json(json!({ "id": s.id().to_string() })))
                .map_err(|e| setup_failed(id, &limit, e))
        })
        .await
}

/// `POST /api/game/advice`: the assistant on the game after `moves`, as
/// far as it gets under the web's time limit: boards left (`exact` false
/// for a lower bound), each cell's knowledge (`atom`, `empty`, its share, or
/// null when the share is not known), the suggested port and who suggested
/// it (`exact` false when its bits and cost are estimated or rated on a
/// sample, with the 95% errors of an estimate in `bits_error` and
/// `cost_error`, else null), whether the answer is `complete` (every ray
/// rated, exactly or estimated; only the exact rating may be pending) and
/// what was still pending (null: nothing).
pub async fn advice(
    State(shared): State<Shared>,
    Strict(request): Strict<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    let inner = shared.clone();
    shared
        .solver(move || {
            let limit = web_time_limit(&inner)?;
            let game = replay(&inner, &request, &limit)?;
            let players = players();
            let players: Vec<&dyn Player> = players.iter().map(|p| p.as_ref()).collect();
            let advice = advise_anytime(
                game.state(),
                game.setup(),
                &players,
                limit.control(),
                |_| {},
            );
            Ok(Json(advice_json(&advice, game.state().dims())))
        })
        .await
}
