//! The JSON API. Solver endpoints take the puzzle JSON of docs/formats.md
//! and answer what the matching command prints with `--json`, from the
//! same code; game endpoints take `{"id": "8x8:4:1", "moves": [...]}` and
//! replay the moves (`undo` and `redo` included) through the game
//! library's one apply path. See docs/web.md.

use super::body::{Shape, Strict, Text};
use super::caps::PastCaps;
use super::{ApiError, Caps, Shared};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use blackbox::Puzzle;
use blackbox_app::deduce::{deduce as deduce_puzzle, DeduceAnswer, DeduceRequest};
use blackbox_app::explain::{explain as explain_puzzle, ExplainAnswer};
use blackbox_app::game::{Game, GameId};
use blackbox_app::hint::Step;
use blackbox_app::play::{self, GameView, NewGameAnswer};
use blackbox_app::players::players;
use blackbox_app::solve::{solve as solve_puzzle, EngineChoice, SolveAnswer, SolveRequest};
use blackbox_app::why::why_in_game;
use blackbox_app::Answer;
use blackbox_app::Control;
use cli_support::TimeLimit;
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
    let puzzle =
        blackbox_app::puzzle::read(text).map_err(|e| ApiError::unprocessable(e.to_string()))?;
    let dims = puzzle.dims();
    (shared.caps()).admit(dims.rows(), dims.cols(), puzzle.atoms().min())?;
    Ok(puzzle)
}

/// An answer as JSON, the very text the matching command prints with
/// `--json` (less its newline).
pub(super) fn answer(answer: &impl Answer) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], answer.json()).into_response()
}

/// The one wrapper of the solver endpoints: reads the request's puzzle
/// and answers `work(puzzle, control)` from a solver slot, under the web's
/// time limit, as the command's `--json` text.
async fn with_puzzle<T: Answer + Send + 'static>(
    shared: &Shared,
    text: &str,
    work: impl FnOnce(Puzzle, Control) -> Result<T, ApiError> + Send + 'static,
) -> Result<Response, ApiError> {
    let puzzle = puzzle(shared, text)?;
    let result = shared
        .solver(move |limit| work(puzzle, limit.control().clone()))
        .await?;
    Ok(answer(&result))
}

/// `POST /api/solve`: `blackbox solve --json`.
pub async fn solve(State(shared): State<Shared>, Text(body): Text) -> Result<Response, ApiError> {
    with_puzzle(&shared, &body, |puzzle, control| {
        let request = SolveRequest {
            engine: EngineChoice::Sat,
            max_solutions: MAX_SOLUTIONS,
            count_budget: COUNT_BUDGET,
            // Read by the brute engine's refusal only.
            time_limit: 0.0,
        };
        solve_puzzle(&puzzle, &request, &control)
            .map(|report| SolveAnswer::of(&report))
            .map_err(|e| ApiError::unprocessable(e.to_string()))
    })
    .await
}

/// `POST /api/deduce`: `blackbox deduce --json`.
pub async fn deduce(State(shared): State<Shared>, Text(body): Text) -> Result<Response, ApiError> {
    with_puzzle(&shared, &body, |puzzle, control| {
        let request = DeduceRequest {
            count_budget: COUNT_BUDGET,
            preprocess: false,
        };
        Ok(DeduceAnswer::of(&deduce_puzzle(
            &puzzle, &request, &control,
        )))
    })
    .await
}

/// `POST /api/explain`: `blackbox explain --json`.
pub async fn explain(State(shared): State<Shared>, Text(body): Text) -> Result<Response, ApiError> {
    with_puzzle(&shared, &body, |puzzle, control| {
        Ok(ExplainAnswer::of(
            explain_puzzle(&puzzle, &control).as_ref(),
        ))
    })
    .await
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
    let value = shared
        .solver(move |limit| {
            let bad = |e: parlor::error::ParlorError| ApiError::unprocessable(e.to_string());
            let mut request = parlor::answer::Request::new(
                parlor::answer::Source::Boxes(texts),
                parlor::solve::Options::default(),
            );
            request.explain = true;
            let answer = parlor::answer::answer(&request, limit.control()).map_err(bad)?;
            let mut value = serde_json::to_value(&answer.solution)
                .map_err(|e| ApiError::unprocessable(e.to_string()))?;
            let complete = answer
                .missing
                .iter()
                .all(|m| *m == parlor::answer::Missing::Verdict);
            value["explanation"] = parlor::report::answer_text(&answer).into();
            value["explanation_complete"] = complete.into();
            Ok(value)
        })
        .await?;
    Ok(Json(value))
}

/// `GET /api/parlor/examples`: the shipped example puzzles, by name.
pub async fn parlor_examples() -> Json<Value> {
    let files = [
        ("liar", include_str!("../../../examples/parlor/liar.txt")),
        (
            "compounds",
            include_str!("../../../examples/parlor/compounds.txt"),
        ),
        (
            "formula",
            include_str!("../../../examples/parlor/formula.txt"),
        ),
        (
            "self-reference",
            include_str!("../../../examples/parlor/self-reference.txt"),
        ),
        (
            "two readings",
            include_str!("../../../examples/parlor/seed-two-readings.txt"),
        ),
        (
            "several statements",
            include_str!("../../../examples/parlor/multi-statement.txt"),
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
        .map_err(|e: blackbox_app::game::Error| ApiError::unprocessable(e.to_string()))?;
    let dims = id.dims();
    (shared.caps()).admit(dims.rows(), dims.cols(), id.atoms().max(dims.cells()))?;
    Ok(id)
}

/// The ID of a new game of the form's `size` and `atoms` with a random
/// seed; an error names the field at fault and what was typed there, and
/// states the web's limits (a size or atom count past them is refused
/// before any work).
fn new_game_id(caps: &Caps, size: &str, atoms: &str) -> Result<GameId, ApiError> {
    let message = |e: blackbox::Error| match e {
        blackbox::Error::Parse { message, .. } => message,
        other => other.to_string(),
    };
    let field = |name: &str, typed: &str, why: String| {
        ApiError::unprocessable(format!(
            "{name} {}: {why}",
            input_text::quoted(typed.trim())
        ))
    };
    // The field a refusal of the caps is about (the size is checked first).
    let past = |past: PastCaps| match past {
        PastCaps::Side { .. } => field("Size", size, past.limit()),
        PastCaps::Atoms { .. } => field("Atoms", atoms, past.limit()),
    };
    let dims: blackbox::Dims = size.parse().map_err(|e| field("Size", size, message(e)))?;
    (caps.admit(dims.rows(), dims.cols(), 0)).map_err(past)?;
    let count: blackbox::AtomCount = atoms
        .parse()
        .map_err(|e| field("Atoms", atoms, message(e)))?;
    (caps.admit(dims.rows(), dims.cols(), count.max(dims.cells()))).map_err(past)?;
    GameId::new(dims, count, u64::from(rand::random::<u32>())).map_err(|e| match e {
        blackbox_app::game::Error::Model(e) => field("Atoms", atoms, message(e)),
        other => ApiError::unprocessable(other.to_string()),
    })
}

/// A game use case's error as the web answers it: a setup stopped by the
/// web's time limit `limit` says so (try less), anything else as it reads.
fn game_failed(id: GameId, limit: &TimeLimit, error: blackbox_app::Error) -> ApiError {
    match error {
        blackbox_app::Error::Setup(e) if e.is_interrupted() => ApiError::unprocessable(format!(
            "setting up game {id} took longer than the time limit ({} s): \
                 try fewer atoms or a smaller board",
            limit.seconds()
        )),
        e => ApiError::unprocessable(e.to_string()),
    }
}

/// Replays a game under the web's time limit `limit` (its setup stops
/// with it): its ID, within the caps, then each move, `undo` or `redo`.
/// Errors name the move (1-based) that cannot be played.
pub(super) fn replay(
    shared: &Shared,
    request: &GameRequest,
    limit: &TimeLimit,
) -> Result<Game, ApiError> {
    let id = game_id(shared, &request.id)?;
    play::replay(id, &request.moves, limit.control()).map_err(|e| game_failed(id, limit, e))
}

/// `POST /api/game`: the game after `moves`.
pub async fn game(
    State(shared): State<Shared>,
    Strict(request): Strict<GameRequest>,
) -> Result<Response, ApiError> {
    let inner = shared.clone();
    let view = shared
        .solver(move |limit| replay(&inner, &request, limit).map(|g| GameView::of(&g)))
        .await?;
    Ok(answer(&view))
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
) -> Result<Response, ApiError> {
    let id = new_game_id(&shared.caps(), &request.size, &request.atoms)?;
    let unique = request.unique;
    let new = shared
        .solver(move |limit| {
            play::new_game(id, unique, limit.control())
                .map(|id| NewGameAnswer { id: id.to_string() })
                .map_err(|e| game_failed(id, limit, e))
        })
        .await?;
    Ok(answer(&new))
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
) -> Result<Response, ApiError> {
    let inner = shared.clone();
    let advice = shared
        .solver(move |limit| {
            let game = replay(&inner, &request, limit)?;
            Ok(play::advise(&game, &players(), limit.control()))
        })
        .await?;
    Ok(answer(&advice))
}

/// The body of `POST /api/game/why`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct WhyRequest {
    id: String,
    #[serde(default)]
    moves: Vec<String>,
    cell: String,
}

impl Shape for WhyRequest {
    const SHAPE: &'static str = r#"{"id": "8x8:4:1", "moves": [...], "cell": "C4"}"#;
}

/// `POST /api/game/why` `{"id", "moves", "cell": "C4"}` (or `"3,4"`): why
/// the cell is what it is after `moves`, from the rays fired, as
/// `blackbox deduce --why CELL --json` answers it (docs/solver.md): the
/// rays that force a certain cell, in the rules' words, with their
/// possible paths to draw; for another cell, its share.
pub async fn why(
    State(shared): State<Shared>,
    Strict(request): Strict<WhyRequest>,
) -> Result<Response, ApiError> {
    let inner = shared.clone();
    let explained = shared
        .solver(move |limit| {
            let game_request = GameRequest {
                id: request.id,
                moves: request.moves,
            };
            let game = replay(&inner, &game_request, limit)?;
            let cell = game
                .state()
                .dims()
                .parse_cell(&request.cell)
                .map_err(|e| ApiError::unprocessable(format!("cell: {e}")))?;
            Ok(why_in_game(&game, cell, limit.control()))
        })
        .await?;
    Ok(answer(&explained))
}

/// The body of `POST /api/game/hint`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct HintRequest {
    id: String,
    #[serde(default)]
    moves: Vec<String>,
    step: Step,
}

impl Shape for HintRequest {
    const SHAPE: &'static str = r#"{"id": "8x8:4:1", "moves": [...], "step": "nudge"}"#;
}

/// `POST /api/game/hint` `{"id", "moves", "step": "nudge" | "where" |
/// "why"}`: one step of the hint ladder after `moves` (docs/web.md).
pub async fn hint(
    State(shared): State<Shared>,
    Strict(request): Strict<HintRequest>,
) -> Result<Response, ApiError> {
    let inner = shared.clone();
    let given = shared
        .solver(move |limit| {
            let game_request = GameRequest {
                id: request.id,
                moves: request.moves,
            };
            let game = replay(&inner, &game_request, limit)?;
            Ok(blackbox_app::hint::hint(
                &game,
                request.step,
                limit.control(),
            ))
        })
        .await?;
    Ok(answer(&given))
}
