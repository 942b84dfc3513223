//! Printing experiment results as a table, JSON or CSV, and progress bars.

use super::Common;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

/// A result table: a header and rows of cells, plus the JSON value.
pub struct Report<T: Serialize> {
    /// Column names.
    pub header: Vec<&'static str>,
    /// One row of cell texts per record.
    pub rows: Vec<Vec<String>>,
    /// What `--json` prints.
    pub json: T,
}

impl<T: Serialize> Report<T> {
    /// Prints the report in the format chosen by `common`.
    pub fn print(&self, common: &Common) -> anyhow::Result<()> {
        if common.json {
            println!("{}", serde_json::to_string_pretty(&self.json)?);
        } else if common.csv {
            println!("{}", self.header.join(","));
            for row in &self.rows {
                println!("{}", row.join(","));
            }
        } else {
            let widths: Vec<usize> = (0..self.header.len())
                .map(|i| {
                    self.rows
                        .iter()
                        .map(|r| r[i].len())
                        .chain([self.header[i].len()])
                        .max()
                        .unwrap_or(0)
                })
                .collect();
            let line = |cells: Vec<&str>| {
                let padded: Vec<String> = cells
                    .iter()
                    .zip(&widths)
                    .map(|(c, w)| format!("{c:>w$}"))
                    .collect();
                println!("{}", padded.join("  ").trim_end());
            };
            line(self.header.clone());
            for row in &self.rows {
                line(row.iter().map(String::as_str).collect());
            }
        }
        Ok(())
    }
}

/// A progress bar on stderr for `total` units of `what` (hidden when not a terminal).
pub fn bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{elapsed_precise}] {wide_bar} {pos}/{len} ({eta})")
            .expect("a valid template"),
    );
    bar.set_message(what.to_string());
    bar
}
