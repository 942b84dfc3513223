//! The exhaustive experiments: combinatorics, census, fill-ports, first-move.

use super::output::Report;
use super::{memory, plot, Common};
use crate::cells;
use blackbox::Dims;
use blackbox_lab::{self as lab, Progress, Space, MAX_BOARDS};
use cli_support::progress_bar;
use serde::Serialize;

/// Builds the space of a configuration.
fn space(dims: Dims, atoms: usize, common: &Common) -> anyhow::Result<Space> {
    Ok(Space::new(dims, atoms, common.rules(), MAX_BOARDS)?)
}

/// Runs `f` over each configuration with a progress bar counting boards.
fn each<T>(
    common: &Common,
    what: &str,
    f: impl Fn(&Space, Progress) -> T,
) -> anyhow::Result<Vec<(Dims, usize, T)>> {
    common
        .configs()
        .into_iter()
        .map(|(dims, k)| {
            let space = space(dims, k, common)?;
            let pb = progress_bar(space.boards(), &format!("{what} {dims}/{k}"));
            let out = f(&space, &|n| pb.inc(n));
            pb.finish_and_clear();
            Ok((dims, k, out))
        })
        .collect()
}

/// Results tagged with their `size` ("8x8") and `atoms`: a single record
/// prints as an object, several as an array.
fn json<T: Serialize>(results: &[(Dims, usize, T)]) -> anyhow::Result<serde_json::Value> {
    let mut items = results
        .iter()
        .map(|(d, k, result)| {
            let mut item = serde_json::to_value(result)?;
            item["size"] = d.to_string().into();
            item["atoms"] = (*k).into();
            Ok(item)
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok(if items.len() == 1 {
        items.remove(0)
    } else {
        items.into()
    })
}

/// `experiment combinatorics`.
pub fn combinatorics(common: &Common) -> anyhow::Result<()> {
    let results: Vec<_> = common
        .configs()
        .into_iter()
        .map(|(d, k)| (d, k, lab::combinatorics(d, k)))
        .collect();
    if let Some(path) = &common.plot {
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
        json: json(&results)?,
    }
    .print(common)
}

/// `experiment census`.
pub fn census(common: &Common) -> anyhow::Result<()> {
    let budget = memory::budget(common.memory_mb);
    for (dims, k) in common.configs() {
        let boards = space(dims, k, common)?.boards();
        let bytes = lab::memory::census_bytes(boards);
        memory::ensure_fits(&format!("census {dims}/{k}"), boards, bytes, budget)?;
    }
    let results = each(common, "census", |s, p| lab::census(s, &lab::classes(s, p)))?;
    if let Some(path) = &common.plot {
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
        json: json(&results)?,
    }
    .print(common)
}

/// `experiment fill-ports`.
pub fn fill_ports(common: &Common) -> anyhow::Result<()> {
    let results = each(common, "fill-ports", lab::fill_ports)?;
    if let Some(path) = &common.plot {
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
        json: json(&results)?,
    }
    .print(common)
}

/// `experiment first-move`.
pub fn first_move(common: &Common) -> anyhow::Result<()> {
    let results = each(common, "first-move", lab::first_move)?;
    if let Some(path) = &common.plot {
        let (dims, k, f) = results
            .first()
            .ok_or_else(|| anyhow::anyhow!("no configuration"))?;
        plot::first_moves(path, *dims, *k, f)?;
    }
    let mut rows = Vec::new();
    for (d, k, f) in &results {
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
        json: json(&results)?,
    }
    .print(common)
}
