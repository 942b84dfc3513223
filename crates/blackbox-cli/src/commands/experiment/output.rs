//! Printing experiment results as a table, JSON or CSV.

use super::Common;
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
            cli_support::print_json(&self.json)?;
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
