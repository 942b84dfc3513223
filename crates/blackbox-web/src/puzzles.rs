//! The Puzzles page's API: the daily puzzle of a date at a difficulty, a
//! pasted puzzle ID, and the check and hints of the page's marks. The
//! answer never leaves the server: the page sends the ID and its marks,
//! the server finds the one answer again (a solver slot, as every solver
//! call) and says what the marks are worth. See docs/puzzles.md.

use super::api::answer;
use super::body::{Shape, Strict};
use super::{ApiError, Shared};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use blackbox::Rules;
use blackbox_app::puzzles::attempt::Attempt;
use blackbox_app::puzzles::view::{marks_answer, with_marks, PuzzleView};
use blackbox_app::puzzles::{
    daily as daily_puzzle, playable, Daily, Date, Difficulty, PuzzleAnswer,
};
use blackbox_app::{Control, Error};
use serde::Deserialize;

/// An error of the application layer as the page's: a stop is 503.
fn refused(error: Error) -> ApiError {
    if error.is_interrupted() {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the puzzle took longer than the server allows; try again",
        )
    } else {
        ApiError::unprocessable(error.to_string())
    }
}

/// The body of `POST /api/puzzles/daily`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct DailyRequest {
    date: String,
    difficulty: String,
}

impl Shape for DailyRequest {
    const SHAPE: &'static str = r#"{"date": "2026-11-28", "difficulty": "easy"}"#;
}

/// `POST /api/puzzles/daily`: the daily puzzle (8x8, 4 atoms, the date
/// as the seed) at a difficulty.
pub async fn daily(
    State(shared): State<Shared>,
    Strict(request): Strict<DailyRequest>,
) -> Result<Response, ApiError> {
    let date: Date =
        (request.date.parse()).map_err(|e: Error| ApiError::unprocessable(e.to_string()))?;
    let difficulty: Difficulty =
        (request.difficulty.parse()).map_err(|e: blackbox_app::puzzles::UnknownDifficulty| {
            ApiError::unprocessable(e.to_string())
        })?;
    let view = shared
        .solver(move |limit| {
            let control: &Control = limit.control();
            // The web's daily puzzle is the standard one everyone shares.
            let today = Daily {
                date,
                difficulty,
                rules: Rules::Standard,
            };
            let made = daily_puzzle(today, 1, control).map_err(refused)?;
            let id = PuzzleAnswer::of(&made, date.seed()).id;
            let attempt = playable(&id, control)
                .and_then(|p| Attempt::new(p, control))
                .map_err(refused)?;
            Ok(PuzzleView::of(&attempt))
        })
        .await?;
    Ok(answer(&view))
}

/// The body of `POST /api/puzzles/view` and `/api/puzzles/marks`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct MarksRequest {
    id: String,
    #[serde(default)]
    atoms: Vec<[usize; 2]>,
    #[serde(default)]
    empty: Vec<[usize; 2]>,
}

impl Shape for MarksRequest {
    const SHAPE: &'static str = r#"{"id": "8x8-4-...", "atoms": [[1, 2]], "empty": [[3, 4]]}"#;
}

/// `POST /api/puzzles/view`: a pasted puzzle ID, checked to have one
/// answer, to show.
pub async fn view(
    State(shared): State<Shared>,
    Strict(request): Strict<MarksRequest>,
) -> Result<Response, ApiError> {
    let view = shared
        .solver(move |limit| {
            let attempt = with_marks(&request.id, &[], &[], limit.control()).map_err(refused)?;
            Ok(PuzzleView::of(&attempt))
        })
        .await?;
    Ok(answer(&view))
}

/// `POST /api/puzzles/marks`: the check of the page's marks and the next
/// hint.
pub async fn marks(
    State(shared): State<Shared>,
    Strict(request): Strict<MarksRequest>,
) -> Result<Response, ApiError> {
    let result = shared
        .solver(move |limit| {
            let mut attempt =
                with_marks(&request.id, &request.atoms, &request.empty, limit.control())
                    .map_err(refused)?;
            Ok(marks_answer(&mut attempt))
        })
        .await?;
    Ok(answer(&result))
}
