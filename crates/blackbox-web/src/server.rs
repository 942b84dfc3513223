//! The connection loop of `blackbox serve`: HTTP/1.1 (hyper) with a header
//! read timeout, so a client that sends its request head slowly or not at
//! all (slowloris) is disconnected after [`Caps::header_timeout`]; bodies
//! have their own timeout ([`super::body`]). Each socket is a
//! [`Guarded`]: hyper's own error replies get a JSON body, and a client
//! that does not read its answers is dropped after
//! [`Caps::write_timeout`]. Stops accepting when
//! `shutdown` completes, then lets the requests in flight finish, for at
//! most [`Caps::deadline`] plus the body timeout.

use super::connection::Guarded;
use super::{router, Caps};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::time::Duration;
use tokio::net::TcpListener;

/// How long to wait before accepting again after an accept error (for
/// example too many open files), so the loop does not spin.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// Serves the site on `listener` until `shutdown` completes.
pub async fn serve(listener: TcpListener, caps: Caps, shutdown: impl Future<Output = ()>) {
    let app = router(caps);
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(caps.header_timeout);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => {
                    let service = TowerToHyperService::new(app.clone());
                    let io = Guarded::new(TokioIo::new(stream), caps.write_timeout);
                    let connection = builder.serve_connection(io, service);
                    let connection = graceful.watch(connection);
                    tokio::spawn(async move {
                        // A connection's end, clean or not, concerns only its client.
                        let _ = connection.await;
                    });
                }
                Err(_) => tokio::time::sleep(ACCEPT_BACKOFF).await,
            },
            () = &mut shutdown => break,
        }
    }
    drop(listener);
    let _ = tokio::time::timeout(caps.deadline + caps.body_timeout, graceful.shutdown()).await;
}
