//! The Learn page's API: the lessons, a ray fired in a lesson (its path
//! and the rules that applied, or a prediction judged), and a find
//! exercise's marks checked: all of it `blackbox_app::learn`'s, computed
//! with the one ray rule, so the page's script draws and never traces.
//!
//! The server keeps no state: the page sends the lesson's name, the port,
//! and for a check the marks and the ports fired. A lesson that hides its
//! atoms answers no path and no atom until its marks are right.

use super::body::{Shape, Strict};
use super::ApiError;
use axum::http::StatusCode;
use axum::Json;
use blackbox::{Cell, Port};
use blackbox_app::learn::{self, Lesson, LessonView};
use serde::Deserialize;
use serde_json::{json, Value};

/// A lesson by name, or 422 naming the lessons; 500 if the script is bad.
fn lesson(name: &str) -> Result<&'static Lesson, ApiError> {
    learn::lessons().map_err(internal)?;
    learn::lesson(name).map_err(|e| ApiError::unprocessable(format!("lesson: {e}")))
}

fn internal(e: blackbox_app::Error) -> ApiError {
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())
}

/// `port` on `lesson`'s board, or 422 with the range.
fn port(lesson: &Lesson, number: usize) -> Result<Port, ApiError> {
    let dims = lesson.dims();
    dims.port(number).map_err(|_| {
        ApiError::unprocessable(format!(
            "port: {number} is not a port of this {dims} board (1 to {})",
            dims.ports()
        ))
    })
}

/// `GET /api/learn`: `{"lessons": [...]}`, each as the page draws it
/// (docs/web.md): no expected outcome, and no atom of a find exercise.
pub async fn lessons() -> Result<Json<Value>, ApiError> {
    let all = learn::lessons().map_err(internal)?;
    let views: Vec<LessonView> = all.iter().map(Lesson::view).collect();
    Ok(Json(json!({ "lessons": views })))
}

/// The body of `POST /api/learn/ray`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct RayRequest {
    lesson: String,
    port: usize,
    #[serde(default)]
    guess: Option<String>,
}

impl Shape for RayRequest {
    const SHAPE: &'static str = r#"{"lesson": "turn", "port": 2, "guess": "h"}"#;
}

/// `POST /api/learn/ray` `{"lesson", "port", "guess"?}`: the ray fired in
/// the lesson (`{"port", "outcome", "exit", "rim", "said", "path": [{"cell",
/// "arrow"}], "rules"}`), or with a guess (`h`, `r` or a port) the verdict
/// `{"right", "text", "shot"}`; 422 for an unknown lesson, port or guess.
pub async fn ray(Strict(request): Strict<RayRequest>) -> Result<Json<Value>, ApiError> {
    let lesson = lesson(&request.lesson)?;
    let port = port(lesson, request.port)?;
    let Some(guess) = request.guess else {
        return Ok(Json(json!(lesson.fire(port))));
    };
    let guess = learn::parse_guess(lesson.dims(), port, &guess)
        .map_err(|e| ApiError::unprocessable(format!("guess: {e}")))?;
    Ok(Json(json!(lesson.judge(port, guess))))
}

/// The body of `POST /api/learn/check`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct CheckRequest {
    lesson: String,
    marks: Vec<String>,
    #[serde(default)]
    fired: Vec<usize>,
}

impl Shape for CheckRequest {
    const SHAPE: &'static str = r#"{"lesson": "find-one", "marks": ["B4"], "fired": [3, 8]}"#;
}

/// `POST /api/learn/check` `{"lesson", "marks": ["B4"], "fired": [3]}`: the
/// marks checked (`{"solved", "text", "atoms"}`, the atoms only once
/// solved); 422 for an unknown lesson, a cell off the board or a port.
pub async fn check(Strict(request): Strict<CheckRequest>) -> Result<Json<Value>, ApiError> {
    let lesson = lesson(&request.lesson)?;
    let dims = lesson.dims();
    let marks = (request.marks.iter())
        .map(|m| dims.parse_cell(m))
        .collect::<Result<Vec<Cell>, _>>()
        .map_err(|e| ApiError::unprocessable(format!("marks: {e}")))?;
    let fired = (request.fired.iter())
        .map(|&n| port(lesson, n))
        .collect::<Result<Vec<Port>, _>>()?;
    Ok(Json(json!(lesson.check(&marks, &fired))))
}
