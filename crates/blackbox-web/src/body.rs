//! Request bodies, read once at the edge: at most [`MAX_BODY`] bytes within
//! [`Caps::body_timeout`](super::Caps::body_timeout). A body declared larger
//! (`Content-Length`) is refused with 413 before any of it is read; a chunked
//! body is cut with 413 at the limit; a body that does not arrive in time is
//! 408. JSON request bodies ([`Strict`]) take exactly their documented
//! fields: an unknown or repeated key is 400, as is JSON that does not parse
//! or is not an object.

use super::{ApiError, Shared, MAX_BODY};
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{header, StatusCode};
use http_body_util::{BodyExt, LengthLimitError, Limited};
use serde::de::DeserializeOwned;
use serde_json::error::Category;
use std::time::Duration;

/// 413, naming the limit.
fn too_large(declared: Option<u64>) -> ApiError {
    let size = declared.map_or("larger".to_string(), |n| format!("{n} bytes"));
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!("the request body is {size}; the limit is {MAX_BODY} bytes (1 MiB)"),
    )
}

/// The declared length of `request`'s body, if it has a readable one.
fn declared_length(request: &Request) -> Option<u64> {
    request
        .headers()
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// The whole body of `request`, within the limit and `timeout`.
pub async fn bytes(request: Request, timeout: Duration) -> Result<Bytes, ApiError> {
    let declared = declared_length(&request);
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return Err(too_large(declared));
    }
    let limited = Limited::new(request.into_body(), MAX_BODY);
    match tokio::time::timeout(timeout, limited.collect()).await {
        Err(_) => Err(ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            format!(
                "the request body did not arrive within {} s",
                timeout.as_secs_f64()
            ),
        )),
        Ok(Err(e)) if e.is::<LengthLimitError>() => Err(too_large(None)),
        Ok(Err(_)) => Err(ApiError::bad_request(
            "the request body could not be read (the connection broke off)",
        )),
        Ok(Ok(collected)) => Ok(collected.to_bytes()),
    }
}

/// A body of text (a puzzle in any supported format).
pub struct Text(pub String);

impl FromRequest<Shared> for Text {
    type Rejection = ApiError;

    async fn from_request(request: Request, shared: &Shared) -> Result<Self, ApiError> {
        let bytes = bytes(request, shared.caps().body_timeout).await?;
        String::from_utf8(bytes.to_vec()).map(Text).map_err(|e| {
            ApiError::unprocessable(format!(
                "the body is not UTF-8 text (byte {} is not)",
                e.utf8_error().valid_up_to() + 1
            ))
        })
    }
}

/// A JSON request body of the documented shape [`Shape::SHAPE`].
pub trait Shape: DeserializeOwned {
    /// The body as the docs show it, for error messages.
    const SHAPE: &'static str;
}

/// A JSON request body read strictly: the fields of `T` only, each once.
pub struct Strict<T>(pub T);

/// Reads `bytes` as the JSON of `T`, or says in the user's terms why not.
pub fn from_json<T: Shape>(bytes: &[u8]) -> Result<T, ApiError> {
    match bytes.iter().find(|b| !b.is_ascii_whitespace()) {
        None => {
            let message = format!("the body is empty; expected {}", T::SHAPE);
            return Err(ApiError::bad_request(message));
        }
        // serde would read a list as the fields in order: only objects are documented.
        Some(b) if *b != b'{' => {
            let message = format!("the body is not a JSON object; expected {}", T::SHAPE);
            return Err(ApiError::bad_request(message));
        }
        Some(_) => {}
    }
    serde_json::from_slice(bytes).map_err(|e| {
        let what = match e.classify() {
            Category::Eof => format!(
                "the body ends before its JSON does (line {}, column {})",
                e.line(),
                e.column()
            ),
            Category::Syntax => format!("the body is not JSON: {e}"),
            Category::Data | Category::Io => e.to_string(),
        };
        ApiError::bad_request(format!("{what}; expected {}", T::SHAPE))
    })
}

impl<T: Shape> FromRequest<Shared> for Strict<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, shared: &Shared) -> Result<Self, ApiError> {
        let bytes = bytes(request, shared.caps().body_timeout).await?;
        from_json(&bytes).map(Strict)
    }
}
