//! One connection of `blackbox serve`, as hyper reads and writes it.
//!
//! [`Guarded`] wraps the socket and keeps two promises hyper cannot be
//! configured to keep:
//!
//! - **Every reply is JSON.** A request whose head cannot be parsed (a bad
//!   request line, `Content-Length: abc`, headers too large) is answered by
//!   hyper itself, before any service runs, with an empty body. Such a
//!   reply is recognised when it is written — an error status line and a
//!   head with `content-length: 0` and nothing after it — and written
//!   instead with the body `{"error": "…"}` ([`json_reply`]). Replies of
//!   the router never match: its errors all have a JSON body
//!   ([`super::error::json_errors`]).
//! - **A client must read its answers.** A write that makes no progress
//!   for [`super::Caps::write_timeout`] (a client that never reads, its
//!   window full) fails, and hyper then drops the connection: no task,
//!   buffer or solver answer is held for it past that.

use hyper::rt::{Read, ReadBufCursor, Write};
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::time::Sleep;

/// A socket with JSON error replies and a write timeout (see the module doc).
pub struct Guarded<T> {
    inner: T,
    write_timeout: Duration,
    /// Since when writing has made no progress, as the timer that ends it.
    stalled: Option<Pin<Box<Sleep>>>,
    /// A rewritten reply being written: its bytes, how many are written,
    /// and how long hyper's original was (what the write reports).
    rewritten: Option<(Vec<u8>, usize, usize)>,
}

impl<T> Guarded<T> {
    /// `inner`, whose writes fail after `write_timeout` without progress.
    pub fn new(inner: T, write_timeout: Duration) -> Self {
        Guarded {
            inner,
            write_timeout,
            stalled: None,
            rewritten: None,
        }
    }

    /// A write could not make progress: pending until the write timeout
    /// passes, then an error.
    fn stall<R>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<R>> {
        let timeout = self.write_timeout;
        let timer = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client did not read its answer",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }

    /// Passes on a result of the socket: progress resets the timer, none
    /// starts it.
    fn guarded<R>(
        &mut self,
        cx: &mut Context<'_>,
        poll: Poll<io::Result<R>>,
    ) -> Poll<io::Result<R>> {
        match poll {
            Poll::Pending => self.stall(cx),
            ready => {
                self.stalled = None;
                ready
            }
        }
    }
}

impl<T: Read + Unpin> Read for Guarded<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: ReadBufCursor<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<T: Write + Unpin> Write for Guarded<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.rewritten.is_none() {
            this.rewritten = json_reply(buf).map(|bytes| (bytes, 0, buf.len()));
        }
        let Some((bytes, mut written, stands_for)) = this.rewritten.take() else {
            let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
            return this.guarded(cx, poll);
        };
        while written < bytes.len() {
            let poll = Pin::new(&mut this.inner).poll_write(cx, &bytes[written..]);
            match this.guarded(cx, poll) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => written += n,
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Pending => {
                    this.rewritten = Some((bytes, written, stands_for));
                    return Poll::Pending;
                }
            }
        }
        Poll::Ready(Ok(stands_for))
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_flush(cx);
        this.guarded(cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.guarded(cx, poll)
    }
}

/// The JSON version of `written` when it is an error reply with an empty
/// body and nothing after its head (what hyper sends for a request it
/// cannot parse); `None` for anything else.
pub fn json_reply(written: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(written).ok()?;
    let head = text.strip_suffix("\r\n\r\n")?;
    if head.contains("\r\n\r\n") {
        return None;
    }
    let mut lines = head.split("\r\n");
    let status_line = lines.next()?;
    let status: u16 = status_line
        .strip_prefix("HTTP/1.1 ")
        .or_else(|| status_line.strip_prefix("HTTP/1.0 "))?
        .get(..3)?
        .parse()
        .ok()?;
    if status < 400 {
        return None;
    }
    let headers: Vec<&str> = lines.collect();
    if !headers
        .iter()
        .any(|h| h.eq_ignore_ascii_case("content-length: 0"))
    {
        return None;
    }
    let body = serde_json::json!({ "error": message(status) }).to_string();
    let mut reply = format!("{status_line}\r\n");
    for header in headers {
        let name = header.split(':').next().unwrap_or("").trim();
        if !name.eq_ignore_ascii_case("content-length")
            && !name.eq_ignore_ascii_case("content-type")
        {
            reply += &format!("{header}\r\n");
        }
    }
    reply += &format!(
        "content-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    Some(reply.into_bytes())
}

/// What went wrong, for a status hyper answers by itself.
fn message(status: u16) -> String {
    match status {
        400 => "bad request: the request line or a header is not valid HTTP/1.1 \
                (for example a Content-Length that is not a number)"
            .into(),
        414 => "the request path is too long".into(),
        431 => "the request headers are too large".into(),
        505 => "only HTTP/1.1 (and 1.0) is spoken here".into(),
        _ => axum::http::StatusCode::from_u16(status)
            .ok()
            .and_then(|s| s.canonical_reason())
            .unwrap_or("error")
            .into(),
    }
}

#[cfg(test)]
mod tests {
    use super::json_reply;

    #[test]
    fn an_empty_error_reply_gets_a_json_body() {
        let hyper = b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\ndate: Tue, 24 Nov 2026 00:00:00 GMT\r\n\r\n";
        let reply = String::from_utf8(json_reply(hyper).unwrap()).unwrap();
        let (head, body) = reply.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{head}");
        assert!(
            head.contains("\r\ndate: Tue, 24 Nov 2026 00:00:00 GMT"),
            "{head}"
        );
        assert!(head.contains("content-type: application/json"), "{head}");
        assert!(
            head.contains(&format!("content-length: {}", body.len())),
            "{head}"
        );
        let json: serde_json::Value = serde_json::from_str(body).unwrap();
        assert!(json["error"].as_str().unwrap().starts_with("bad request"));
    }

    #[test]
    fn other_replies_are_written_as_they_are() {
        for written in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
            b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 9\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\n{}",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\nHTTP/1.1 200 OK\r\n\r\n",
            b"{\"error\": \"x\"}",
            b"",
        ] {
            assert_eq!(json_reply(written), None, "{}", String::from_utf8_lossy(written));
        }
    }
}
