//! The board's geometry and ray paths for the pages, from the `blackbox`
//! library's own functions, so that no page re-implements port numbering
//! or ray tracing: `GET /api/board?rows=R&cols=C` places every port on the
//! rim ([`Dims::port`], [`Dims::entry`]), and `POST /api/game/paths` traces
//! every fired ray on the hidden board ([`blackbox::Board::trace`]) once the
//! game is over (never before: the path would give the atoms away), and
//! `POST /api/puzzle` reads a puzzle in any supported format into the JSON
//! of docs/formats.md, so the Solve page draws a pasted puzzle.
//!
//! Positions are numbered as everywhere in `blackbox`: rows and columns of
//! cells from 1, the rim just outside the board row or column 0 and
//! `R + 1` / `C + 1`.

use super::api::{puzzle, replay, GameRequest};
use super::body::{Strict, Text};
use super::{ApiError, Shared};
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::Json;
use blackbox::format::json::puzzle_json;
use blackbox::Dims;
use serde::Deserialize;
use serde_json::{json, Value};

/// The query of `GET /api/board`.
#[derive(Deserialize)]
pub struct Size {
    rows: usize,
    cols: usize,
}

/// `GET /api/board?rows=R&cols=C`: `{"rows", "cols", "ports": [{"port",
/// "at": [row, col]}], "row_names"}`, every port with its rim position, in
/// port order, and the rows' letters from the top (`A`, `B`, …: the board
/// labels its rows and columns as cells are named, `C4`).
pub async fn board(
    State(shared): State<Shared>,
    size: Result<Query<Size>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let Query(Size { rows, cols }) = size.map_err(|_| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "give the board's size as ?rows=R&cols=C",
        )
    })?;
    shared.caps().admit(rows, cols, 0)?;
    let dims = Dims::new(rows, cols).map_err(|e| ApiError::unprocessable(e.to_string()))?;
    let ports: Vec<Value> = dims
        .all_ports()
        .map(|port| json!({ "port": port.number(), "at": dims.entry(port).0.numbered() }))
        .collect();
    let row_names: Vec<String> = (0..rows).map(blackbox::row_name).collect();
    Ok(Json(
        json!({ "rows": rows, "cols": cols, "ports": ports, "row_names": row_names }),
    ))
}

/// `POST /api/game/paths`, the body of `/api/game`: once the game is over,
/// `{"paths": [{"port", "path": [[row, col], ...]}]}`, the positions each
/// fired ray went through on the hidden board, from just outside its port
/// to where it was absorbed or just outside its exit; 422 before the end.
pub async fn paths(
    State(shared): State<Shared>,
    Strict(request): Strict<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    let inner = shared.clone();
    let game = shared
        .solver(move |limit| replay(&inner, &request, limit))
        .await?;
    let state = game.state();
    if !state.is_over() {
        return Err(ApiError::unprocessable(
            "ray paths are shown once the game is over".to_string(),
        ));
    }
    let hidden = game.setup().hidden();
    let paths: Vec<Value> = state
        .dims()
        .all_ports()
        .filter(|&port| state.rim(port).is_some())
        .map(|port| {
            let path: Vec<[i32; 2]> = hidden
                .trace(port, game.setup().rules())
                .path
                .iter()
                .map(|step| step.pos.numbered())
                .collect();
            json!({ "port": port.number(), "path": path })
        })
        .collect();
    Ok(Json(json!({ "paths": paths })))
}

/// `POST /api/puzzle`, a puzzle in any supported format (a board means its
/// full feedback): the puzzle as JSON (docs/formats.md), within the web's
/// caps (422 otherwise, saying what is wrong and where).
pub async fn read(State(shared): State<Shared>, Text(body): Text) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&shared, &body)?;
    serde_json::to_value(puzzle_json(&puzzle, None))
        .map(Json)
        .map_err(|e| ApiError::unprocessable(e.to_string()))
}
