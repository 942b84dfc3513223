//! `blackbox bench --assistant`: how soon the game assistant answers, on
//! the path the terminal game, plain mode and the web take
//! ([`blackbox_app::play::advice`] with the assistant's players).
//!
//! For each kind of game (8x8/4, 8x8/5, 10x10/10, 15x15/20, or
//! `--assistant-games`) and each number of rays fired (0, 5, 10, 15, 20, or
//! `--assistant-rays`), `--samples` games are drawn
//! (game IDs with seeds `--seed`, `--seed + 1`, ..., setup as `blackbox
//! play` does it) and that many rays fired at seeded random unfired ports
//! (fewer when every port is used up). Per row: the median and 95th
//! percentile of the time to the first answer, to the exact shares (every
//! open cell's share known) and to the complete answer (every unfired ray
//! rated, exactly or estimated with its error, and the players asked when
//! they can be: `Advice::complete`), in ms; how many complete answers
//! were exact (`exact`) or estimated (`est`), the largest stated bits
//! error of an estimate, and in how many runs the estimated suggestion
//! was not the exact one once the exact rating arrived within the limit
//! (`changed`, of `checked`). A computation still running after
//! `--assistant-limit` seconds is cancelled and counted at the limit (the
//! percentile is then a lower bound, marked `>=`); `cut` says how many
//! runs had no complete answer. The times are taken inside one process,
//! from the call to each delivery; the game's setup is not timed.

use super::{stats, Args};
use anyhow::{Context, Result};
use blackbox::{AtomCount, Dims, Rules};
use blackbox_app::game::{Game, GameId, Knowledge, Suggester};
use blackbox_app::play::advice;
use blackbox_app::players::{players, Players};
use blackbox_app::Control;
use cli_support::Output;
use serde_json::json;
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The kinds of game timed by default: side and atoms.
const GAMES: [(usize, usize); 4] = [(8, 4), (8, 5), (10, 10), (15, 20)];

/// Rays fired before the assistant is asked, by default.
const RAYS: [u16; 5] = [0, 5, 10, 15, 20];

/// A game of `--assistant-games`: `SIDExSIDE/ATOMS` (a square board; the
/// game's own checks of side and atoms come when it is set up).
pub fn parse_game(arg: &str) -> Result<(usize, usize), String> {
    let usage = || format!("`{arg}`: expected SIDExSIDE/ATOMS, e.g. 10x10/10");
    let (size, atoms) = arg.trim().split_once('/').ok_or_else(usage)?;
    let (rows, cols) = size.split_once('x').ok_or_else(usage)?;
    let number = |s: &str| s.parse::<usize>().map_err(|_| usage());
    let (rows, cols, atoms) = (number(rows)?, number(cols)?, number(atoms)?);
    match rows == cols {
        true => Ok((rows, atoms)),
        false => Err(format!("`{arg}`: the assistant bench plays square boards")),
    }
}

/// When each stage arrived, in ms (`None`: not within the limit), and what
/// the complete answer was.
struct Run {
    first: Option<f64>,
    shares: Option<f64>,
    complete: Option<f64>,
    /// The complete answer's suggestion was estimated, with this bits error.
    estimated: Option<f64>,
    /// The estimated suggestion's port, and the exact one once rated.
    ports: (Option<usize>, Option<usize>),
}

/// The game of kind `(side, atoms)` with seed `seed` after `rays` seeded
/// random rays ([`blackbox_app::bench::assistant::game`]).
fn game(side: usize, atoms: usize, seed: u64, rules: Rules, rays: usize) -> Result<Game> {
    Ok(blackbox_app::bench::assistant::game(
        game_id(side, atoms, seed, rules)?,
        rays,
    )?)
}

/// The ID of the game of kind `(side, atoms)` with seed `seed` under
/// `rules`; an error naming the game when there is none such.
fn game_id(side: usize, atoms: usize, seed: u64, rules: Rules) -> Result<GameId> {
    Dims::new(side, side)
        .map_err(Into::into)
        .and_then(|dims| GameId::new(dims, AtomCount::Exact(atoms), seed))
        .map(|id| id.with_rules(rules))
        .with_context(|| format!("game {side}x{side}/{atoms}"))
}

/// Times the assistant on `game`, cancelling it after `limit`.
fn time(game: &Game, players: &Players, limit: Duration) -> Run {
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
        estimated: None,
        ports: (None, None),
    };
    advice(game.state(), game.setup(), players, &control, |advice| {
        run.first.get_or_insert_with(ms);
        if !advice.cells.contains(&Knowledge::Open(None)) {
            run.shares.get_or_insert_with(ms);
        }
        if advice.complete && run.complete.is_none() {
            run.complete = Some(ms());
            let by = advice.suggestion.as_ref().map(|s| &s.by);
            run.estimated = by.and_then(Suggester::bits_error);
        }
        if let Some(s) = &advice.suggestion {
            match s.by {
                Suggester::Estimate { .. } => run.ports.0 = Some(s.port.number()),
                Suggester::Entropy if run.ports.0.is_some() => {
                    run.ports.1.get_or_insert(s.port.number());
                }
                _ => {}
            }
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
    let games = match args.assistant_games.is_empty() {
        true => &GAMES[..],
        false => &args.assistant_games,
    };
    // Every game checked before any is timed.
    for &(side, atoms) in games {
        game_id(side, atoms, args.seed, args.rules.rules())?;
    }
    let mut rows = Vec::new();
    if !args.json.json {
        writeln!(
            out,
            "{:<10} {:>4} {:>21} {:>21} {:>21} {:>5} {:>5} {:>7} {:>11} {:>4}",
            "game",
            "rays",
            "first p50/p95",
            "shares p50/p95",
            "complete p50/p95",
            "exact",
            "est",
            "±bits",
            "changed",
            "cut"
        )?;
    }
    let rays_list = match args.assistant_rays.is_empty() {
        true => &RAYS[..],
        false => &args.assistant_rays,
    };
    for &(side, atoms) in games {
        for rays in rays_list.iter().map(|&r| usize::from(r)) {
            let mut runs = Vec::new();
            for i in 0..args.samples as u64 {
                runs.push(time(
                    &game(side, atoms, args.seed + i, args.rules.rules(), rays)?,
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
            let estimated = runs.iter().filter(|r| r.estimated.is_some()).count();
            let exact = runs.len() - cut - estimated;
            let error = (runs.iter().filter_map(|r| r.estimated))
                .fold(None, |m: Option<f64>, e| Some(m.map_or(e, |m| m.max(e))));
            let checked: Vec<&Run> = runs.iter().filter(|r| r.ports.1.is_some()).collect();
            let changed = checked.iter().filter(|r| r.ports.0 != r.ports.1).count();
            let game = format!("{side}x{side}/{atoms}");
            if !args.json.json {
                let error = error.map_or("-".into(), |e| format!("{e:.3}"));
                let changed = format!("{changed} of {}", checked.len());
                writeln!(
                    out,
                    "{game:<10} {rays:>4} {first} {shares} {complete} {exact:>5} {estimated:>5} \
                     {error:>7} {changed:>11} {cut:>4}"
                )?;
            }
            rows.push(json!({
                "game": game, "rules": args.rules.rules(), "rays": rays, "samples": args.samples,
                "first": first_json, "shares": shares_json, "complete": complete_json,
                "exact": exact, "estimated": estimated, "bits_error_max": error,
                "changed": changed, "checked": checked.len(), "cut": cut,
            }));
        }
    }
    if args.json.json {
        out.json(&rows)?;
    }
    Ok(ExitCode::SUCCESS)
}
