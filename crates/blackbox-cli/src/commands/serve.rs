//! `blackbox serve`: the game, the solver and Parlor puzzles in a browser.
//!
//! Serves the pages and the JSON API of [`blackbox_web`] on `--bind`:`--port`
//! until Ctrl-C, which lets requests in flight finish (graceful shutdown),
//! with one solver slot per core (1 to 4; docs/limits.md).
//! `--open` asks the desktop (`xdg-open`) to open the Play page.

use anyhow::{Context, Result};
use blackbox_web::server::serve as serve_on;
use blackbox_web::Caps;
use cli_support::Output;
use std::io::Write;
use std::net::IpAddr;
use std::process::ExitCode;

/// Serve the game, the solver and Parlor puzzles as web pages.
#[derive(clap::Args)]
pub struct Args {
    /// The port to listen on (0: any free port, printed at start).
    #[arg(long, default_value_t = 8080, allow_negative_numbers = true,
          value_parser = cli_support::whole(0, u16::MAX))]
    pub port: u16,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: IpAddr,
    /// Open the Play page in the desktop's browser.
    #[arg(long)]
    pub open: bool,
}

/// Runs the command.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the server's runtime")?;
    runtime.block_on(serve(args, out))?;
    Ok(ExitCode::SUCCESS)
}

async fn serve(args: &Args, out: &mut Output) -> Result<()> {
    let listener = tokio::net::TcpListener::bind((args.bind, args.port))
        .await
        .with_context(|| format!("cannot listen on {}:{}", args.bind, args.port))?;
    let addr = listener.local_addr()?;
    let url = format!("http://{addr}/");
    writeln!(out, "blackbox serve: {url} (Ctrl-C stops)")?;
    // The URL is what a user or a script waits for: out now, or an error.
    out.flush()?;
    if args.open {
        // Best effort: a machine without a desktop still serves.
        if let Err(e) = std::process::Command::new("xdg-open").arg(&url).spawn() {
            cli_support::note(format_args!(
                "blackbox serve: cannot open a browser ({e}); open {url} yourself"
            ));
        }
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let shutdown = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    serve_on(listener, Caps::for_cores(cores), shutdown).await;
    Ok(())
}
