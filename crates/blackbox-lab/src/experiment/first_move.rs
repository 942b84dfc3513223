//! How much one ray tells: each port's split of all boards (seed 002 §4.2,
//! Figs. 11–12), counted exhaustively.
//!
//! Firing port `p` splits the boards by their outcome at `p`. The **worst
//! case** is the largest part (what the minimax player minimises); the
//! **expected remaining** is `sum(part^2) / boards`, the mean size of the
//! part the hidden board falls in when boards are equally likely; the
//! **expected cost** is the mean score the ray itself costs. Each measure
//! has its own best ports, and they can differ.

use super::scan::{self, ProgressCallback};
use super::space::Space;
use blackbox::{Dims, Result};
use logic::Control;
use serde::Serialize;

/// One port's split of the boards.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PortSplit {
    /// Port number (1-based).
    pub port: usize,
    /// Number of distinct outcomes.
    pub outcomes: usize,
    /// Size of the largest part.
    pub worst_case: u64,
    /// Expected number of boards left.
    pub expected_remaining: f64,
    /// Expected points the ray costs.
    pub expected_cost: f64,
}

/// Every port's split and the best ports.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FirstMove {
    /// Number of boards.
    pub boards: u64,
    /// One entry per port, in port order.
    pub ports: Vec<PortSplit>,
    /// Ports with the smallest worst case (seed 002's criterion).
    pub best_ports: Vec<usize>,
    /// Ports with the smallest expected remaining.
    pub best_expected_ports: Vec<usize>,
    /// Ports with the smallest expected cost.
    pub best_cost_ports: Vec<usize>,
}

/// Splits of every port of `dims` from a per-port, per-code count table
/// (`ports x 256`, by port index).
pub(crate) fn splits(counts: &[u64], dims: Dims) -> Vec<PortSplit> {
    dims.all_ports()
        .map(|port| {
            let p = port.index();
            let row = &counts[p * 256..][..256];
            let total: u64 = row.iter().sum();
            let parts = row.iter().enumerate().filter(|&(_, &n)| n > 0);
            let squares: f64 = parts.clone().map(|(_, &n)| (n as f64).powi(2)).sum();
            let cost: f64 = parts
                .clone()
                .map(|(code, &n)| n as f64 * super::fast::cost(code as u8, p) as f64)
                .sum();
            PortSplit {
                port: port.number(),
                outcomes: parts.count(),
                worst_case: row.iter().copied().max().unwrap_or(0),
                expected_remaining: squares / total.max(1) as f64,
                expected_cost: cost / total.max(1) as f64,
            }
        })
        .collect()
}

/// The port numbers whose `key` is smallest (ties within a relative 1e-12).
pub(crate) fn argmin(ports: &[PortSplit], key: impl Fn(&PortSplit) -> f64) -> Vec<usize> {
    let best = ports.iter().map(&key).fold(f64::INFINITY, f64::min);
    ports
        .iter()
        .filter(|p| key(p) <= best * (1.0 + 1e-12))
        .map(|p| p.port)
        .collect()
}

/// The first-move analysis of every board of `space`;
/// [`blackbox::Error::Interrupted`] once `control` is cancelled.
pub fn first_move(
    space: &Space,
    progress: ProgressCallback,
    control: &Control,
) -> Result<FirstMove> {
    let ports = space.ports();
    let geom = space.geometry();
    let counts = scan::fold(
        space.subsets(),
        || vec![0u64; ports * 256],
        |acc, _, cells| {
            let mut row = [0u8; 64];
            geom.feedback(cells, &mut row[..ports]);
            for (p, &code) in row[..ports].iter().enumerate() {
                acc[p * 256 + code as usize] += 1;
            }
        },
        |mut a, b| {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
            a
        },
        progress,
        control,
    )?;
    let ports = splits(&counts, space.dims());
    Ok(FirstMove {
        boards: space.boards(),
        best_ports: argmin(&ports, |p| p.worst_case as f64),
        best_expected_ports: argmin(&ports, |p| p.expected_remaining),
        best_cost_ports: argmin(&ports, |p| p.expected_cost),
        ports,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::scan::no_progress;
    use blackbox::Rules;
    use std::collections::HashMap;

    #[test]
    fn first_move_matches_a_naive_split() {
        let dims = Dims::new(4, 5).unwrap();
        let space = Space::new(dims, 2, Rules::Standard, u64::MAX).unwrap();
        let got = first_move(&space, &no_progress, &Control::new()).unwrap();
        for p in dims.all_ports() {
            let mut parts: HashMap<_, u64> = HashMap::new();
            for r in 0..space.boards() {
                *parts
                    .entry(space.board(r).response(p, Rules::Standard))
                    .or_default() += 1;
            }
            let split = &got.ports[p.index()];
            assert_eq!(split.worst_case, *parts.values().max().unwrap());
            assert_eq!(split.outcomes, parts.len());
            let exp: f64 =
                parts.values().map(|&n| (n * n) as f64).sum::<f64>() / space.boards() as f64;
            assert!((split.expected_remaining - exp).abs() < 1e-9);
        }
        let min = got.ports.iter().map(|s| s.worst_case).min().unwrap();
        for s in &got.ports {
            assert_eq!(got.best_ports.contains(&s.port), s.worst_case == min);
        }
    }
}
