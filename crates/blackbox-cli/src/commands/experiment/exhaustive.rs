//! The exhaustive experiments: combinatorics, census, fill-ports,
//! first-move, run by [`blackbox_app::experiment`] and printed here.

use super::output::Report;
use super::{memory, plot, shards, CensusArgs, Common, MergeArgs};
use crate::bars::Bars;
use crate::cells;
use blackbox::Dims;
use blackbox_app::experiment::census::{self, ShardStore};
use blackbox_app::experiment::{self, Runs};
use blackbox_app::lab::{Census, FirstMove, ShardSpec, Space};
use blackbox_app::Control;
use cli_support::Output;
use std::path::Path;
use std::process::ExitCode;

/// The note of a partial run: why, and the configurations not done.
fn partial(missing: &[(Dims, usize)], common: &Common) -> Option<String> {
    let missing: Vec<String> = missing.iter().map(|(d, k)| format!("{d}/{k}")).collect();
    (!missing.is_empty()).then(|| format!("{}; not done: {}", common.stopped(), missing.join(", ")))
}

/// `experiment combinatorics`.
pub fn combinatorics(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let runs = experiment::combinatorics(&common.configs());
    let results = &runs.results;
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
        json: &runs,
        partial: partial(&runs.missing, common),
        legend: None,
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
    // Only the shard files not complete yet take more room (a temporary
    // directory is new, so it holds none).
    let kept = args.spill_dir.as_deref().map(shards::Dir);
    let configs = common.configs();
    let mut plans = Vec::new();
    let mut disk = 0u64;
    for (dims, k) in configs.each() {
        let kept = kept.as_ref().map(|d| d as &dyn ShardStore);
        let plan = census::plan(&configs, (dims, k), budget, kept)?;
        if let Some(spill) = &plan.spill {
            disk = disk.saturating_add(spill.to_write_bytes);
            cli_support::note(shards::plan_note(dims, k, &plan, spill, budget));
        }
        plans.push(plan);
    }
    shards::ensure_disk(&spill_root, disk)?;
    let temp = match &args.spill_dir {
        Some(dir) => {
            std::fs::create_dir_all(dir)?;
            None
        }
        None if plans.iter().any(|p| p.spill.is_some()) => Some(tempfile::tempdir()?),
        None => None,
    };
    let dir = temp.as_ref().map_or(spill_root.as_path(), |t| t.path());
    let (_limit, control) = common.control()?;
    let runs = census::census(&configs, &plans, &shards::Dir(dir), &Bars, &control)?;
    let mut report = census_report(common, &runs)?;
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
    spec: ShardSpec,
    dir: &Path,
    out: &mut Output,
) -> anyhow::Result<ExitCode> {
    let [(dims, k)] = common.configs().each()[..] else {
        anyhow::bail!("--shard takes one --size and one --atoms (a shard is of one census)");
    };
    let space = Space::new(dims, k, common.configs().rules, u64::MAX)?;
    census::ensure_shard_fits(&space, spec, memory::budget(common.memory_mb))?;
    let (_limit, control) = common.control()?;
    std::fs::create_dir_all(dir)?;
    shards::ensure_disk(dir, census::shard_bytes(&space, spec))?;
    let (header, new) = match census::shard(&space, spec, &shards::Dir(dir), &Bars, &control) {
        Err(e) if e.is_interrupted() => {
            cli_support::note(format_args!(
                "{}: shard {spec} not written",
                common.stopped()
            ));
            return Ok(ExitCode::from(cli_support::exit::NEGATIVE));
        }
        other => other?,
    };
    let file = dir.join(census::shard_name(&space, spec));
    if common.format.json {
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
pub fn merge(args: &MergeArgs, out: &mut Output) -> anyhow::Result<ExitCode> {
    let common = args.common();
    let runs = match shards::read_dir(&args.dir, memory::budget(args.memory_mb))? {
        shards::Merge::Parts(parts) => census::combine(&parts)?,
        shards::Merge::Shards(files) => {
            let (_limit, control) = common.control()?;
            if let (Some(spec), Some(dir)) = (args.part, &args.out) {
                return merge_part(&common, &files, spec, dir, &control, out);
            }
            let what = format!("merging {}", args.dir.display());
            match census::merge(&files, &what, &Bars, &control) {
                Err(e) if e.is_interrupted() => {
                    cli_support::note(format_args!("{}: nothing was merged", common.stopped()));
                    return Ok(ExitCode::from(cli_support::exit::NEGATIVE));
                }
                other => other?,
            }
        }
    };
    census_report(&common, &runs)?.print(&common, out)?;
    Ok(ExitCode::SUCCESS)
}

/// `experiment merge DIR --part K/N --out PARTS`: one part of the merge,
/// written into `PARTS` (exit 1, nothing written, when stopped).
fn merge_part(
    common: &Common,
    files: &[blackbox_app::lab::ShardFile<std::fs::File>],
    spec: ShardSpec,
    dir: &Path,
    control: &Control,
    out: &mut Output,
) -> anyhow::Result<ExitCode> {
    let what = format!("merging part {spec}");
    let part = match census::merge_part(files, spec, &what, &Bars, control) {
        Err(e) if e.is_interrupted() => {
            cli_support::note(format_args!(
                "{}: part {spec} not written",
                common.stopped()
            ));
            return Ok(ExitCode::from(cli_support::exit::NEGATIVE));
        }
        other => other?,
    };
    std::fs::create_dir_all(dir)?;
    let file = dir.join(census::part_name(&part));
    shards::write_part(&file, &part)?;
    if common.format.json {
        out.json(&serde_json::json!({"file": file, "part": part}))?;
    } else {
        use std::io::Write;
        writeln!(
            out,
            "wrote {}: part {spec} of the merge of census {}/{}, partitions {}..{} of {}",
            file.display(),
            part.size,
            part.atoms,
            part.first_partition,
            part.end_partition,
            part.partitions
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The census report of `runs`, and its figure when `--plot` asks.
fn census_report<'a>(
    common: &Common,
    runs: &'a Runs<Census>,
) -> anyhow::Result<Report<&'a Runs<Census>>> {
    let results = &runs.results;
    if let Some(path) = &common.plot_file()? {
        match (&common.size[..], &results[..]) {
            // One census: its boards by the size of their class.
            (_, [(dims, k, c)]) => {
                plot::class_sizes(path, *dims, *k, c.boards, &c.groups)?;
            }
            // One board size: the ambiguous share by atoms.
            ([dims], _) if common.atoms.len() > 1 => {
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
            // Runs of equal fingerprints that held more than one feedback:
            // the figures split them by the feedback itself, but a count
            // by fingerprint alone (SQL over the shards) is off by them.
            "fingerprint_collisions",
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
                    c.fingerprint_collisions.to_string(),
                ]
            })
            .collect(),
        json: runs,
        partial: partial(&runs.missing, common),
        legend: None,
    })
}

/// `experiment fill-ports`.
pub fn fill_ports(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let (_limit, control) = common.control()?;
    let runs = experiment::fill_ports(&common.configs(), &Bars, &control)?;
    let results = &runs.results;
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
        json: &runs,
        partial: partial(&runs.missing, common),
        legend: None,
    }
    .print(common, out)
}

/// `experiment first-move`.
pub fn first_move(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let (_limit, control) = common.control()?;
    let runs = experiment::first_move(&common.configs(), &Bars, &control)?;
    let results = &runs.results;
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
                best_by(f, p.port),
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
            "best_by",
        ],
        rows,
        json: &runs,
        partial: partial(&runs.missing, common),
        legend: Some(FIRST_MOVE_LEGEND.to_string()),
    }
    .print(common, out)
}

/// The measures by which `port` is a best first ray of `f` (each has its
/// own best ports, and they can differ), comma-separated.
fn best_by(f: &FirstMove, port: usize) -> String {
    let measures = [
        ("worst_case", &f.best_ports),
        ("expected_remaining", &f.best_expected_ports),
        ("expected_cost", &f.best_cost_ports),
    ];
    let best: Vec<&str> = (measures.iter())
        .filter(|(_, ports)| ports.contains(&port))
        .map(|(name, _)| *name)
        .collect();
    best.join(", ")
}

/// What `first-move`'s columns mean.
const FIRST_MOVE_LEGEND: &str = "\
outcomes            the different answers this first ray can get over all the boards
worst_case          boards left after it, in the worst case (fewer is better)
expected_remaining  boards left after it, on average over the boards (fewer is better)
expected_cost       points the ray itself costs, on average (1 or 2; less is better)
best_by             the measures by which this port is best (least) of all ports";
