//! `blackbox bench --assistant`: how soon the game assistant answers, on
//! the library path the terminal game, plain mode and the web take
//! (`blackbox_game::advise_anytime` with the lab players).
//!
//! For each kind of game (8x8/4, 8x8/5, 10x10/10) and each number of rays
//! fired (0 to 10), `--samples` games are drawn (game IDs with seeds
//! `--seed`, `--seed + 1`, ..., setup as `blackbox play` does it) and that
//! many rays fired at seeded random unfired ports. Per row: the median and
//! 95th percentile of the time to the first answer, to the exact shares
//! (every open cell's share known) and to the complete answer (nothing
//! pending), in ms. A computation still running after
//! `--assistant-limit` seconds is cancelled and counted at the limit (the
//! percentile is then a lower bound, marked `>=`); `cut` says how many.

use super::{stats, Args};
use crate::commands::play::players::players;
use anyhow::Result;
use blackbox::random::below_u32;
use blackbox::{AtomCount, Dims};
use blackbox_game::setup::{setup_for, Budget};
use blackbox_game::{advise_anytime, Control, Game, GameId, Knowledge, Move, Player};
use cli_support::Output;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The kinds of game timed: side and atoms.
const GAMES: [(usize, usize); 3] = [(8, 4), (8, 5), (10, 10)];

/// Rays fired before the assistant is asked: 0 to this.
const MAX_RAYS: usize = 10;

/// When each stage arrived, in ms; `None`: not within the limit.
struct Run {
    first: Option<f64>,
    shares: Option<f64>,
    complete: Option<f64>,
}

/// The game of kind `(side, atoms)` with seed `seed` after `rays` seeded
/// random rays.
fn game(side: usize, atoms: usize, seed: u64, rays: usize) -> Result<Game> {
    let id = GameId::new(Dims::new(side, side)?, AtomCount::Exact(atoms), seed)?;
    let mut game = Game::new(setup_for(id, Budget::INTERACTIVE, &Control::new())?);
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31).wrapping_add(rays as u64));
    while game.state().rays_fired() < rays {
        let dims = id.dims();
        let port = dims.port(1 + below_u32(&mut rng, dims.ports() as u32) as usize)?;
        // A port already fired (or an exit already seen) is refused: draw again.
        let _ = game.apply(Move::Fire(port));
    }
    Ok(game)
}

/// Times the assistant on `game`, cancelling it after `limit`.
fn time(game: &Game, players: &[&dyn Player], limit: Duration) -> Run {
    let control = Control::new();
    let timer = control.clone();
    let (done, stop) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if stop.recv_timeout(limit).is_err() {
            timer.cancel();
        }
    });
    let start = Instant::now();
    let ms = || start.elapsed().as_secs_f64() * 1e3;
    let mut run = Run {
        first: None,
        shares: None,
        complete: None,
    };
    advise_anytime(game.state(), game.setup(), players, &control, |advice| {
        run.first.get_or_insert_with(ms);
        if !advice.cells.contains(&Knowledge::Open(None)) {
            run.shares.get_or_insert_with(ms);
        }
        if advice.pending.is_none() {
            run.complete = Some(ms());
        }
    });
    let _ = done.send(());
    let _ = watchdog.join();
    run
}

/// Median and p95 of `times` (nearest rank, [`stats`]); a cut run counts as
/// at least `limit_ms`, so a statistic it reaches is only a lower bound.
fn cell(times: &[Option<f64>], limit_ms: f64) -> (String, serde_json::Value) {
    let cut = times.iter().filter(|t| t.is_none()).count();
    let samples: Vec<stats::Sample> = times
        .iter()
        .map(|t| stats::Sample {
            ms: t.unwrap_or(limit_ms),
            complete: t.is_some(),
        })
        .collect();
    let (Some(p50), Some(p95)) = (stats::median(&samples), stats::p95(&samples)) else {
        return ("-".into(), json!(null));
    };
    (
        format!("{:>10} {:>10}", p50.to_string(), p95.to_string()),
        json!({ "p50": p50.to_json(), "p95": p95.to_json(), "cut": cut }),
    )
}

/// Runs `--assistant`.
pub fn run(args: &Args, out: &mut Output) -> Result<ExitCode> {
    let limit = Duration::from_secs_f64(args.assistant_limit);
    let limit_ms = args.assistant_limit * 1e3;
    let players = players();
    let players: Vec<&dyn Player> = players.iter().map(|p| p.as_ref()).collect();
    let mut rows = Vec::new();
    if !args.json {
        writeln!(
            out,
            "{:<10} {:>4} {:>19} {:>19} {:>19} {:>4}",
            "game", "rays", "first p50/p95 ms", "shares p50/p95 ms", "complete p50/p95", "cut"
        )?;
    }
    for (side, atoms) in GAMES {
        for rays in 0..=MAX_RAYS {
            let mut runs = Vec::new();
            for i in 0..args.samples as u64 {
                runs.push(time(
                    &game(side, atoms, args.seed + i, rays)?,
                    &players,
                    limit,
                ));
            }
            let column = |f: fn(&Run) -> Option<f64>| {
                cell(&runs.iter().map(f).collect::<Vec<_>>(), limit_ms)
            };
            let (first, first_json) = column(|r| r.first);
            let (shares, shares_json) = column(|r| r.shares);
            let (complete, complete_json) = column(|r| r.complete);
            let cut = runs.iter().filter(|r| r.complete.is_none()).count();
            let game = format!("{side}x{side}/{atoms}");
            if !args.json {
                writeln!(
                    out,
                    "{game:<10} {rays:>4} {first} {shares} {complete} {cut:>4}"
                )?;
            }
            rows.push(json!({
                "game": game, "rays": rays, "samples": args.samples,
                "first": first_json, "shares": shares_json, "complete": complete_json,
            }));
        }
    }
    if args.json {
        out.json(&rows)?;
    }
    Ok(ExitCode::SUCCESS)
}
