//! The exhaustive experiments: combinatorics, census, fill-ports, first-move.

use super::output::Report;
use super::{memory, plot, shards, CensusArgs, Common, MergeArgs};
use crate::cells;
use blackbox::Dims;
use blackbox_lab::{self as lab, Progress, Space, MAX_BOARDS};
use blackbox_solve::{Control, StopReason};
use cli_support::{progress_bar, Output};
use serde::Serialize;
use std::path::Path;
use std::process::ExitCode;

/// Builds the space of a configuration: at most [`MAX_BOARDS`] boards,
/// except for the census (`limit` `u64::MAX`), which spills what does not
/// fit in memory and is bounded by its disk estimate instead.
fn space(dims: Dims, atoms: usize, common: &Common, limit: u64) -> anyhow::Result<Space> {
    Ok(Space::new(dims, atoms, common.rules(), limit)?)
}

/// The configurations done, and those not done within `--time-limit` (not
/// started, or stopped in their pass over the boards).
struct Done<T> {
    results: Vec<(Dims, usize, T)>,
    missing: Vec<(Dims, usize)>,
}

impl<T> Done<T> {
    /// The note of a partial run: why, and the configurations not done.
    fn partial(&self, common: &Common) -> Option<String> {
        let missing: Vec<String> = self
            .missing
            .iter()
            .map(|(d, k)| format!("{d}/{k}"))
            .collect();
        (!missing.is_empty())
            .then(|| format!("{}; not done: {}", common.stopped(), missing.join(", ")))
    }
}

/// Whether `error` is a pass stopped by its control (the lab's own, or the
/// model's as the lab passes it on).
fn interrupted(error: &anyhow::Error) -> bool {
    matches!(
        error.downcast_ref::<blackbox::Error>(),
        Some(blackbox::Error::Interrupted)
    ) || matches!(
        error.downcast_ref::<lab::Error>(),
        Some(lab::Error::Board(blackbox::Error::Interrupted))
    )
}

/// Runs `f` over each configuration with a progress bar counting boards
/// (`passes(space)` passes over them), under the `--time-limit` control: a
/// configuration it stops (inside its pass, or before it starts) is not
/// done.
fn each<T>(
    common: &Common,
    what: &str,
    limit: u64,
    passes: impl Fn(&Space) -> u64,
    f: impl Fn(&Space, Progress, &Control) -> anyhow::Result<T>,
) -> anyhow::Result<Done<T>> {
    let (_limit, control) = common.control()?;
    let mut done = Done {
        results: vec![],
        missing: vec![],
    };
    for (dims, k) in common.configs() {
        let space = space(dims, k, common, limit)?;
        if control.is_cancelled() {
            done.missing.push((dims, k));
            continue;
        }
        let work = space.boards().saturating_mul(passes(&space));
        let pb = progress_bar(work, &format!("{what} {dims}/{k}"));
        let out = f(&space, &|n| pb.inc(n), &control);
        pb.finish_and_clear();
        match out {
            Ok(out) => done.results.push((dims, k, out)),
            Err(e) if interrupted(&e) => done.missing.push((dims, k)),
            Err(e) => return Err(e),
        }
    }
    Ok(done)
}

/// Results tagged with their `size` ("8x8") and `atoms`, then the
/// configurations not done, tagged `"stopped": "time-limit"`: a single
/// record prints as an object, several as an array.
fn json<T: Serialize>(done: &Done<T>) -> anyhow::Result<serde_json::Value> {
    let tagged = |d: &Dims, k: &usize, mut item: serde_json::Value| {
        item["size"] = d.to_string().into();
        item["atoms"] = (*k).into();
        item
    };
    let mut items = done
        .results
        .iter()
        .map(|(d, k, result)| Ok(tagged(d, k, serde_json::to_value(result)?)))
        .collect::<anyhow::Result<Vec<_>>>()?;
    items.extend(
        done.missing
            .iter()
            .map(|(d, k)| tagged(d, k, serde_json::json!({"stopped": StopReason::TimeLimit}))),
    );
    Ok(if items.len() == 1 {
        items.remove(0)
    } else {
        items.into()
    })
}

/// `experiment combinatorics`.
pub fn combinatorics(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    // A formula per configuration: instant, so never stopped.
    let done = Done {
        results: common
            .configs()
            .into_iter()
            .map(|(d, k)| (d, k, lab::combinatorics(d, k)))
            .collect(),
        missing: vec![],
    };
    let results = &done.results;
    if let Some(path) = &common.plot_file()? {
        let boards: Vec<_> = results
            .iter()
            .map(|(d, k, c)| (*d, *k, c.boards.clone()))
            .collect();
        plot::boards(path, &boards)?;
    }
    Report {
        header: vec!["size", "atoms", "cells", "ports", "boards"],
        rows: results
            .iter()
            .map(|(d, k, c)| {
                vec![
                    d.to_string(),
                    k.to_string(),
                    c.cells.to_string(),
                    c.ports.to_string(),
                    c.boards.clone(),
                ]
            })
            .collect(),
        json: json(&done)?,
        partial: done.partial(common),
    }
    .print(common, out)
}

/// `experiment census`: in memory when the estimate fits the budget, else
/// spilled to shard files and merged; with `--shard`, one shard file only.
pub fn census(args: &CensusArgs, out: &mut Output) -> anyhow::Result<ExitCode> {
    let common = &args.common;
    if let (Some(spec), Some(dir)) = (args.shard, &args.out) {
        return census_shard(common, spec, dir, out);
    }
    let budget = memory::budget(common.memory_mb);
    let spill_root = match &args.spill_dir {
        Some(dir) => dir.clone(),
        None => std::env::temp_dir(),
    };
    let mut plans = Vec::new();
    let mut disk = 0u64;
    for (dims, k) in common.configs() {
        let space = space(dims, k, common, u64::MAX)?;
        let boards = space.boards();
        let bytes = lab::memory::census_bytes(boards);
        let shards = (bytes > budget).then(|| shards::shards_for(boards, budget));
        if let Some(n) = shards {
            if !lab::memory::spilled_census_fits(boards, budget) {
                memory::ensure_fits(
                    "merging a spilled census",
                    boards,
                    lab::memory::spilled_census_bytes(boards, 0),
                    budget,
                )?;
            }
            // Only the shard files not complete yet take more room (a
            // temporary directory is new, so it holds none).
            let done = args
                .spill_dir
                .as_deref()
                .map_or(0, |dir| shards::complete(&space, n, dir));
            let to_write = boards.div_ceil(n).saturating_mul(n - done).min(boards);
            disk = disk.saturating_add(lab::shard_files_bytes(boards, to_write, n - done));
            cli_support::note(shards::plan_note(dims, k, boards, budget, n, done));
        }
        plans.push(shards);
    }
    shards::ensure_disk(&spill_root, disk)?;
    let temp = match &args.spill_dir {
        Some(dir) => {
            std::fs::create_dir_all(dir)?;
            None
        }
        None if plans.iter().any(Option::is_some) => Some(tempfile::tempdir()?),
        None => None,
    };
    let dir = temp.as_ref().map_or(spill_root.as_path(), |t| t.path());
    let plan_of = |s: &Space| {
        let configs = common.configs();
        let i = configs
            .iter()
            .position(|&(d, k)| d == s.dims() && k == s.subsets().atoms());
        i.and_then(|i| plans[i])
    };
    // A spilled census passes over its boards twice: writing the shards,
    // then merging them.
    let passes = |s: &Space| if plan_of(s).is_some() { 2 } else { 1 };
    let done = each(
        common,
        "census",
        u64::MAX,
        passes,
        |s, p, c| match plan_of(s) {
            None => Ok(lab::census(s, p, c)?),
            Some(n) => shards::spilled(s, n, dir, p, c),
        },
    )?;
    let mut report = census_report(common, &done)?;
    if let (Some(note), Some(kept)) = (&mut report.partial, &args.spill_dir) {
        note.push_str(&format!(
            "; completed shards are kept in {}: the same command resumes from them",
            kept.display()
        ));
    }
    report.print(common, out)?;
    Ok(ExitCode::SUCCESS)
}

/// `experiment census --shard K/N --out DIR`: one configuration's shard.
fn census_shard(
    common: &Common,
    spec: lab::ShardSpec,
    dir: &Path,
    out: &mut Output,
) -> anyhow::Result<ExitCode> {
    let [(dims, k)] = common.configs()[..] else {
        anyhow::bail!("--shard takes one --size and one --atoms (a shard is of one census)");
    };
    let space = space(dims, k, common, u64::MAX)?;
    let (_limit, control) = common.control()?;
    std::fs::create_dir_all(dir)?;
    let boards = space.boards();
    shards::ensure_disk(
        dir,
        lab::shard_files_bytes(boards, boards.div_ceil(spec.count()), 1),
    )?;
    let pb = progress_bar(space.boards(), &format!("census {dims}/{k} shard {spec}"));
    let written = shards::write_into(&space, spec, dir, &|n| pb.inc(n), &control);
    pb.finish_and_clear();
    let (header, new) = match written {
        Err(e) if interrupted(&e) => {
            cli_support::note(format_args!(
                "{}: shard {spec} not written",
                common.stopped()
            ));
            return Ok(ExitCode::from(cli_support::exit::NEGATIVE));
        }
        other => other?,
    };
    let file = dir.join(shards::file_name(&space, spec));
    if common.json {
        out.json(&serde_json::json!({"file": file, "written": new, "header": header}))?;
    } else {
        use std::io::Write;
        writeln!(
            out,
            "{} {}: shard {spec} of census {dims}/{k}, ranks {}..{} ({} of {} boards)",
            if new { "wrote" } else { "already complete:" },
            file.display(),
            header.first_rank,
            header.end_rank,
            header.end_rank - header.first_rank,
            header.boards
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `experiment merge DIR`: the census of a directory of shard files.
pub fn merge(args: &MergeArgs, out: &mut Output) -> anyhow::Result<()> {
    let mut common = args.common();
    let files = shards::open_all(&args.dir)?;
    let (_limit, control) = common.control()?;
    let boards = files.first().map_or(0, |f| f.header().boards);
    let pb = progress_bar(boards, &format!("merging {}", args.dir.display()));
    let merged = lab::merge(&files, &|n| pb.inc(n), &control);
    pb.finish_and_clear();
    let (space, census) = merged?;
    common.size = vec![space.dims()];
    common.atoms = vec![space.subsets().atoms()];
    let done = Done {
        results: vec![(space.dims(), space.subsets().atoms(), census)],
        missing: vec![],
    };
    census_report(&common, &done)?.print(&common, out)
}

/// The census report of `done`, and its figure when `--plot` asks.
fn census_report(
    common: &Common,
    done: &Done<lab::Census>,
) -> anyhow::Result<Report<serde_json::Value>> {
    let results = &done.results;
    if let Some(path) = &common.plot_file()? {
        match &common.size[..] {
            // One board size: the ambiguous share by atoms.
            [dims] if common.atoms.len() > 1 => {
                let points: Vec<_> = results
                    .iter()
                    .map(|(_, k, c)| (*k, c.unique_fraction))
                    .collect();
                plot::ambiguous_by_atoms(path, *dims, &points)?;
            }
            // Fig. 9: the unique share by board side, a line per atom count.
            _ => {
                let points: Vec<_> = results
                    .iter()
                    .map(|(d, k, c)| (*d, *k, c.unique_fraction))
                    .collect();
                plot::unique_fraction(path, &points)?;
            }
        }
    }
    Ok(Report {
        header: vec![
            "size",
            "atoms",
            "boards",
            "distinct",
            "ambiguous_boards",
            "largest_group",
            "unique_fraction",
        ],
        rows: results
            .iter()
            .map(|(d, k, c)| {
                vec![
                    d.to_string(),
                    k.to_string(),
                    c.boards.to_string(),
                    c.distinct.to_string(),
                    c.ambiguous_boards.to_string(),
                    c.largest_group.to_string(),
                    format!("{:.6}", c.unique_fraction),
                ]
            })
            .collect(),
        json: json(done)?,
        partial: done.partial(common),
    })
}

/// `experiment fill-ports`.
pub fn fill_ports(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let done = each(
        common,
        "fill-ports",
        MAX_BOARDS,
        |_| 1,
        |s, p, c| Ok(lab::fill_ports(s, p, c)?),
    )?;
    let results = &done.results;
    if let Some(path) = &common.plot_file()? {
        let rays: Vec<_> = results
            .iter()
            .map(|(d, k, f)| (*d, *k, (f.min_rays, f.max_rays)))
            .collect();
        plot::fill_rays(path, &rays)?;
    }
    Report {
        header: vec![
            "size",
            "atoms",
            "boards",
            "min_rays",
            "max_rays",
            "min_example",
            "max_example",
        ],
        rows: results
            .iter()
            .map(|(d, k, f)| {
                vec![
                    d.to_string(),
                    k.to_string(),
                    f.boards.to_string(),
                    f.min_rays.to_string(),
                    f.max_rays.to_string(),
                    cells::list(&f.min_example),
                    cells::list(&f.max_example),
                ]
            })
            .collect(),
        json: json(&done)?,
        partial: done.partial(common),
    }
    .print(common, out)
}

/// `experiment first-move`.
pub fn first_move(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let done = each(
        common,
        "first-move",
        MAX_BOARDS,
        |_| 1,
        |s, p, c| Ok(lab::first_move(s, p, c)?),
    )?;
    let results = &done.results;
    // Stopped before the first configuration: nothing to draw.
    if let (Some(path), Some((dims, k, f))) = (&common.plot_file()?, results.first()) {
        plot::first_moves(path, *dims, *k, f)?;
    }
    let mut rows = Vec::new();
    for (d, k, f) in results {
        for p in &f.ports {
            rows.push(vec![
                d.to_string(),
                k.to_string(),
                p.port.to_string(),
                p.outcomes.to_string(),
                p.worst_case.to_string(),
                format!("{:.3}", p.expected_remaining),
                format!("{:.4}", p.expected_cost),
                if f.best_ports.contains(&p.port) {
                    "*"
                } else {
                    ""
                }
                .to_string(),
            ]);
        }
    }
    Report {
        header: vec![
            "size",
            "atoms",
            "port",
            "outcomes",
            "worst_case",
            "expected_remaining",
            "expected_cost",
            "best",
        ],
        rows,
        json: json(&done)?,
        partial: done.partial(common),
    }
    .print(common, out)
}
