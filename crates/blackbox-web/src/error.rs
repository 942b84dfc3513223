//! The one error answer of the web: a status and a message in the user's
//! terms, sent as `{"error": "message"}` (plus `Retry-After` on a 503),
//! with any invisible character in it escaped (`\u{200b}`).
//! Every error path of the server ends here, including unknown paths (404)
//! and methods (405); [`json_errors`], a layer over the whole router, turns
//! any other error answer (a framework rejection) into the same shape, so no
//! error reply is plain text or empty.

use axum::http::{header, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Json;

/// Seconds a client asked to come back later should wait (`Retry-After`),
/// unless the error says when ([`ApiError::busy_for`]).
pub const RETRY_AFTER_SECONDS: u64 = 1;

/// An API error: a status and a message, sent as `{"error": message}`.
#[derive(Debug)]
pub struct ApiError {
    /// The status.
    pub status: StatusCode,
    /// What went wrong, in the user's terms.
    pub message: String,
    /// Seconds to wait before asking again, on a 503.
    retry_after: u64,
}

impl ApiError {
    /// An error of `status` saying `message`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            retry_after: RETRY_AFTER_SECONDS,
        }
    }

    /// 503 with `Retry-After: seconds` (at least 1): `message` says why.
    pub fn busy_for(seconds: u64, message: impl Into<String>) -> Self {
        ApiError {
            retry_after: seconds.max(1),
            ..ApiError::new(StatusCode::SERVICE_UNAVAILABLE, message)
        }
    }

    /// 400: the body is not the JSON the endpoint takes.
    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// 422: the request is well-formed but not acceptable.
    pub fn unprocessable(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// 503 with `Retry-After`: every solver slot is taken.
    pub fn busy(slots: usize) -> Self {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("busy: all {slots} solver slots are taken; retry in {RETRY_AFTER_SECONDS} s"),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        // Input echoed in a message never reaches the client raw.
        let message = input_text::visible_lines(&self.message);
        let body = Json(serde_json::json!({ "error": message }));
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            let retry = [(header::RETRY_AFTER, self.retry_after.to_string())];
            return (self.status, retry, body).into_response();
        }
        (self.status, body).into_response()
    }
}

/// The answer for a path the server does not have (pages, assets and API alike).
pub async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no such page")
}

/// The answer for a path that exists but not with this method.
pub async fn method_not_allowed(method: Method, uri: Uri) -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!(
            "{} does not take {method}: the API takes POST (GET for /api/parlor/examples and /api/board), pages and assets GET",
            uri.path()
        ),
    )
}

/// Turns an error answer that is not JSON into `{"error": "Bad Request"}`
/// (the status's reason; the framework's own text may name Rust types).
pub async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|kind| kind.as_bytes().starts_with(b"application/json"));
    if json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let reason = status.canonical_reason().unwrap_or("error");
    ApiError::new(status, reason).into_response()
}
