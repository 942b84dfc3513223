//! The exhaustive experiments: combinatorics, census, fill-ports, first-move.

use super::output::Report;
use super::{memory, plot, Common};
use crate::cells;
use blackbox::Dims;
use blackbox_lab::{self as lab, Progress, Space, MAX_BOARDS};
use blackbox_solve::{Control, StopReason};
use cli_support::{progress_bar, Output};
use serde::Serialize;

/// Builds the space of a configuration.
fn space(dims: Dims, atoms: usize, common: &Common) -> anyhow::Result<Space> {
    Ok(Space::new(dims, atoms, common.rules(), MAX_BOARDS)?)
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

/// Runs `f` over each configuration with a progress bar counting boards,
/// under the `--time-limit` control: a configuration it stops (inside its
/// pass, or before it starts) is not done.
fn each<T>(
    common: &Common,
    what: &str,
    f: impl Fn(&Space, Progress, &Control) -> blackbox::Result<T>,
) -> anyhow::Result<Done<T>> {
    let (_limit, control) = common.control()?;
    let mut done = Done {
        results: vec![],
        missing: vec![],
    };
    for (dims, k) in common.configs() {
        let space = space(dims, k, common)?;
        if control.is_cancelled() {
            done.missing.push((dims, k));
            continue;
        }
        let pb = progress_bar(space.boards(), &format!("{what} {dims}/{k}"));
        let out = f(&space, &|n| pb.inc(n), &control);
        pb.finish_and_clear();
        match out {
            Ok(out) => done.results.push((dims, k, out)),
            Err(blackbox::Error::Interrupted) => done.missing.push((dims, k)),
            Err(e) => return Err(e.into()),
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

/// `experiment census`.
pub fn census(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let budget = memory::budget(common.memory_mb);
    for (dims, k) in common.configs() {
        let boards = space(dims, k, common)?.boards();
        let bytes = lab::memory::census_bytes(boards);
        memory::ensure_fits(&format!("census {dims}/{k}"), boards, bytes, budget)?;
    }
    let done = each(common, "census", |s, p, c| {
        lab::census(s, p, c)
    })?;
    let results = &done.results;
    if let Some(path) = &common.plot_file()? {
        let points: Vec<_> = results
            .iter()
            .map(|(d, k, c)| (*d, *k, c.unique_fraction))
            .collect();
        plot::unique_fraction(path, &points)?;
    }
    Report {
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
        json: json(&done)?,
        partial: done.partial(common),
    }
    .print(common, out)
}

/// `experiment fill-ports`.
pub fn fill_ports(common: &Common, out: &mut Output) -> anyhow::Result<()> {
    let done = each(common, "fill-ports", lab::fill_ports)?;
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
    let done = each(common, "first-move", lab::first_move)?;
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
