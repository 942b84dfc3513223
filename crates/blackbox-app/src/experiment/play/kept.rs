//! A kept `experiment play` run read back — the table it printed or its
//! `--json` — so that its figure can be drawn again (in today's style, or
//! several runs in one figure) without playing the games again.
//!
//! Invariants: only the table is data — comment lines (`#`), the legend
//! after it and blank lines are not read; every row is read whole (each
//! column a number where a number belongs, the size `RxC`) or the reading
//! fails naming the line; a run that holds no table at all is refused, not
//! read as empty. What a table does not keep (the histogram of scores) is
//! left empty, never made up.

use super::ConfigResult;
use crate::{Error, Result};
use blackbox::Dims;
use blackbox_lab::Summary;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The columns of the table `experiment play` prints, in order; `exact`
/// follows them when some row knows its exact expected score. The front
/// end prints them and [`read_kept_run`] reads them back.
pub const PLAY_COLUMNS: [&str; 9] = [
    "size",
    "atoms",
    "strategy",
    "games",
    "mean_score",
    "stderr",
    "mean_rays",
    "solved_fraction",
    "wrong_atoms",
];

/// The configurations of a kept run, in the order it printed them.
/// `text` is the run's table (with its comment lines and legend, as
/// `experiment play` prints it) or its `--json`.
pub fn read_kept_run(text: &str) -> Result<Vec<ConfigResult>> {
    let configs = match text.trim_start().chars().next() {
        Some('{' | '[') => from_json(text)?,
        _ => from_table(text)?,
    };
    if configs.is_empty() {
        return Err(kept_error(
            None,
            "no table of `experiment play` (a line `size atoms strategy games mean_score …`) and \
             no JSON of it",
        ));
    }
    Ok(configs)
}

/// One configuration of the JSON, as `experiment play --json` writes it.
#[derive(Deserialize)]
struct KeptConfig {
    size: String,
    atoms: usize,
    strategies: Vec<Summary>,
}

fn from_json(text: &str) -> Result<Vec<ConfigResult>> {
    let not_json = |e: serde_json::Error| {
        let line = (e.line() > 0).then_some(e.line());
        kept_error(
            line,
            &format!("not the JSON of `experiment play --json`: {e}"),
        )
    };
    // One configuration is an object, several an array of them.
    let configs = match serde_json::from_str(text).map_err(not_json)? {
        serde_json::Value::Array(many) => many,
        one => vec![one],
    };
    configs
        .into_iter()
        .map(|config| {
            let c: KeptConfig = serde_json::from_value(config).map_err(not_json)?;
            Ok(ConfigResult {
                size: c.size,
                atoms: c.atoms,
                strategies: c.strategies,
                stopped: None,
            })
        })
        .collect()
}

fn from_table(text: &str) -> Result<Vec<ConfigResult>> {
    let mut configs: Vec<ConfigResult> = Vec::new();
    let mut columns: Option<usize> = None;
    for (number, line) in (1..).zip(text.lines()) {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() >= PLAY_COLUMNS.len() && words[..PLAY_COLUMNS.len()] == PLAY_COLUMNS {
            columns = Some(words.len());
            continue;
        }
        if words.is_empty() || line.trim_start().starts_with('#') {
            columns = None;
            continue;
        }
        let Some(width) = columns else { continue };
        let (size, atoms, summary) =
            row(&words, width).map_err(|e| kept_error(Some(number), &e))?;
        match configs.last_mut() {
            Some(last) if last.size == size && last.atoms == atoms => {
                last.strategies.push(summary);
            }
            _ => configs.push(ConfigResult {
                size,
                atoms,
                strategies: vec![summary],
                stopped: None,
            }),
        }
    }
    Ok(configs)
}

/// One row of a table whose header has `width` columns: the nine columns
/// of [`PLAY_COLUMNS`], then the exact expected score (`—` or absent when
/// unknown) if the header names it.
fn row(words: &[&str], width: usize) -> std::result::Result<(String, usize, Summary), String> {
    if !(PLAY_COLUMNS.len()..=width).contains(&words.len()) {
        return Err(format!(
            "a row has {} columns, its table {}: `{}`",
            words.len(),
            width,
            words.join(" ")
        ));
    }
    let size: Dims = words[0]
        .parse()
        .map_err(|_| format!("size `{}` is not RxC", words[0]))?;
    let number = |i: usize| -> std::result::Result<f64, String> {
        let value: f64 = words[i]
            .parse()
            .map_err(|_| format!("{} `{}` is not a number", PLAY_COLUMNS[i], words[i]))?;
        if value.is_finite() && value >= 0.0 {
            Ok(value)
        } else {
            Err(format!(
                "{} `{}` is not a number ≥ 0",
                PLAY_COLUMNS[i], words[i]
            ))
        }
    };
    let whole = |i: usize| -> std::result::Result<usize, String> {
        words[i]
            .parse()
            .map_err(|_| format!("{} `{}` is not a whole number", PLAY_COLUMNS[i], words[i]))
    };
    let exact = match words.get(PLAY_COLUMNS.len()) {
        None | Some(&"—") => None,
        Some(text) => Some(
            text.parse::<f64>()
                .map_err(|_| format!("exact `{text}` is not a number or `—`"))?,
        ),
    };
    let summary = Summary {
        name: words[2].to_string(),
        games: whole(3)?,
        partial: false,
        mean_score: number(4)?,
        stderr: number(5)?,
        mean_rays: number(6)?,
        solved_fraction: number(7)?,
        mean_wrong_atoms: number(8)?,
        histogram: BTreeMap::new(),
        exact_expected_score: exact,
    };
    Ok((size.to_string(), whole(1)?, summary))
}

fn kept_error(line: Option<usize>, message: &str) -> Error {
    Error::KeptRun {
        line,
        message: message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = "\
# command: blackbox experiment play --size 8 --atoms 3,4 --games 10000
size  atoms   strategy  games  mean_score  stderr  mean_rays  solved_fraction  wrong_atoms  exact
 8x8      3     random  10000     13.7713  0.0460      8.757           1.0000       0.0000
 8x8      3       best  10000      8.1482  0.0151      5.222           1.0000       0.0000
 8x8      4       best  10000     10.2095  0.0161      6.928           0.9999       0.0001  10.0470

mean_score   points per game (a hit or a reflection costs 1, …)
# wall 513.45 s
";

    #[test]
    fn a_printed_table_is_read_row_by_row_into_its_configurations() {
        let configs = read_kept_run(TABLE).unwrap();
        assert_eq!(configs.len(), 2);
        assert_eq!((configs[0].size.as_str(), configs[0].atoms), ("8x8", 3));
        let names: Vec<&str> = configs[0]
            .strategies
            .iter()
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(names, ["random", "best"]);
        let best4 = &configs[1].strategies[0];
        assert_eq!(best4.games, 10000);
        assert_eq!(best4.mean_score, 10.2095);
        assert_eq!(best4.stderr, 0.0161);
        assert_eq!(best4.mean_wrong_atoms, 0.0001);
        assert_eq!(best4.exact_expected_score, Some(10.047));
        assert_eq!(configs[0].strategies[0].exact_expected_score, None);
    }

    #[test]
    fn the_json_of_a_run_reads_back_to_the_same_configurations() {
        let configs = read_kept_run(TABLE).unwrap();
        let json = serde_json::to_string(&configs).unwrap();
        let again = read_kept_run(&json).unwrap();
        assert_eq!(again.len(), configs.len());
        for (a, b) in configs.iter().zip(&again) {
            assert_eq!(
                (&a.size, a.atoms, &a.strategies),
                (&b.size, b.atoms, &b.strategies)
            );
        }
        let one = serde_json::to_string(&configs[1]).unwrap();
        assert_eq!(
            read_kept_run(&one).unwrap()[0].strategies,
            configs[1].strategies
        );
    }

    #[test]
    fn a_damaged_row_is_refused_with_its_line() {
        let line_and_words = |text: &str| match read_kept_run(text).unwrap_err() {
            Error::KeptRun { line, message } => (line, message),
            other => panic!("{other}"),
        };
        let damaged = TABLE.replace("13.7713", "13.7x13");
        let (line, message) = line_and_words(&damaged);
        assert_eq!(line, Some(3));
        assert!(message.contains("mean_score `13.7x13`"), "{message}");
        let cut = TABLE.replace("  8.757           1.0000       0.0000", "");
        let (line, message) = line_and_words(&cut);
        assert_eq!(line, Some(3));
        assert!(message.contains("columns"), "{message}");
    }

    #[test]
    fn a_file_without_a_table_is_refused_not_read_as_empty() {
        for text in ["", "# only a comment\n", "mean_score  points per game\n"] {
            let error = read_kept_run(text).unwrap_err().to_string();
            assert!(error.contains("no table"), "{text:?}: {error}");
        }
        assert!(read_kept_run("{\"size\": 3}").is_err());
    }
}
