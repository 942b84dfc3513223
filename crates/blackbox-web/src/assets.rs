//! The pages and their scripts and style, embedded in the binary
//! (`include_str!`): plain HTML, CSS and JavaScript, no build step.

use super::ApiError;
use axum::extract::rejection::PathRejection;
use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use blackbox::score;

/// Where the Play page's help takes the scoring rule's words.
const SCORING: &str = "<!-- scoring -->";

/// The Play page, its help's scoring sentence from [`blackbox::score`].
pub async fn play() -> Html<String> {
    let scoring = format!("{}, {}", score::ray_costs_text(), score::check_cost_text());
    Html(include_str!("../web/play.html").replace(SCORING, &scoring))
}

/// The Solve page.
pub async fn solve() -> Html<&'static str> {
    Html(include_str!("../web/solve.html"))
}

/// The Parlor page.
pub async fn parlor() -> Html<&'static str> {
    Html(include_str!("../web/parlor.html"))
}

/// The Puzzles page.
pub async fn puzzles() -> Html<&'static str> {
    Html(include_str!("../web/puzzles.html"))
}

/// A script or the style sheet, by name.
pub async fn file(name: Result<Path<String>, PathRejection>) -> Response {
    let name = name.map_or_else(|_| String::new(), |Path(name)| name);
    let (kind, body) = match name.as_str() {
        "style.css" => ("text/css", include_str!("../web/style.css")),
        "common.js" => ("text/javascript", include_str!("../web/common.js")),
        "play.js" => ("text/javascript", include_str!("../web/play.js")),
        "solve.js" => ("text/javascript", include_str!("../web/solve.js")),
        "parlor.js" => ("text/javascript", include_str!("../web/parlor.js")),
        "puzzles.js" => ("text/javascript", include_str!("../web/puzzles.js")),
        _ => {
            let message = format!("no such asset: {name}");
            return ApiError::new(StatusCode::NOT_FOUND, message).into_response();
        }
    };
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}
