//! Printing experiment results as a table, JSON or CSV.

use super::Common;
use cli_support::Output;
use serde::Serialize;
use std::io::Write;

/// A result table: a header and rows of cells, plus the JSON value.
pub struct Report<T: Serialize> {
    /// Column names.
    pub header: Vec<&'static str>,
    /// One row of cell texts per record.
    pub rows: Vec<Vec<String>>,
    /// What `--json` prints.
    pub json: T,
    /// Why the run is partial and what is missing, when it is: printed
    /// after the table, or on standard error with `--csv` (the JSON value
    /// carries its own marks).
    pub partial: Option<String>,
    /// What the columns mean, when their names cannot say it: printed
    /// under the table (not with `--csv` or `--json`).
    pub legend: Option<String>,
}

impl<T: Serialize> Report<T> {
    /// Prints the report in the format chosen by `common`.
    pub fn print(&self, common: &Common, out: &mut Output) -> anyhow::Result<()> {
        if common.format.json {
            out.json(&self.json)?;
        } else if common.format.csv {
            writeln!(out, "{}", self.header.join(","))?;
            for row in &self.rows {
                let fields: Vec<String> = row.iter().map(|f| csv_field(f)).collect();
                writeln!(out, "{}", fields.join(","))?;
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
                padded.join("  ").trim_end().to_string()
            };
            writeln!(out, "{}", line(self.header.clone()))?;
            for row in &self.rows {
                writeln!(out, "{}", line(row.iter().map(String::as_str).collect()))?;
            }
            if let Some(note) = &self.partial {
                writeln!(out, "partial: {note}")?;
            }
            if let Some(legend) = &self.legend {
                writeln!(out, "\n{legend}")?;
            }
        }
        if let (Some(note), true) = (&self.partial, common.format.csv) {
            cli_support::note(format_args!("partial: {note}"));
        }
        Ok(())
    }
}

/// A CSV field, quoted when it holds a comma or a quote (RFC 4180).
fn csv_field(text: &str) -> String {
    if text.contains([',', '"']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::csv_field;

    #[test]
    fn csv_fields_with_commas_are_quoted() {
        assert_eq!(csv_field("8x8"), "8x8");
        assert_eq!(csv_field("(1, 2) (3, 4)"), "\"(1, 2) (3, 4)\"");
        assert_eq!(csv_field("a\"b"), "\"a\"\"b\"");
    }
}
