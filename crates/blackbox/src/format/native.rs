//! The native puzzle format.
//!
//! ```text
//! # comment
//! size 8x8      # rows x cols; "size 8" means 8x8
//! atoms 4       # exact; "atoms 3-5" a range; no atoms line = unknown count
//! rules acm     # optional: the ACM variant ("rules standard" is the default)
//! 1 H           # the ray from port 1 is absorbed
//! 2 R           # the ray from port 2 comes back out of port 2
//! 3 17          # the ray from port 3 leaves at port 17 (so 17 leaves at 3)
//! 5 D           # rules acm only: turned away at the edge by one atom
//! ```
//! Ports not listed are unknown. Lines may come in any order; `size` is
//! required and `size`, `atoms`, `rules` may appear once each. Contradictory
//! hints are errors naming both lines.

use super::{content_lines, number};
use crate::error::{Error, Result};
use crate::geometry::Dims;
use crate::puzzle::{AtomCount, Puzzle, PuzzleBuilder};
use crate::trace::{Response, Rules};
use input_text::quoted;
use std::fmt::Write;

/// The header lines of a puzzle, each with the line it came from.
#[derive(Default)]
struct Header {
    size: Option<(usize, Dims)>,
    atoms: Option<(usize, AtomCount)>,
    rules: Option<(usize, Rules)>,
}

fn once<T>(slot: &mut Option<(usize, T)>, line: usize, value: T, key: &str) -> Result<()> {
    if let Some((first, _)) = slot {
        return Err(Error::parse(
            line,
            format!("second `{key}` line (the first is line {first})"),
        ));
    }
    *slot = Some((line, value));
    Ok(())
}

fn parse_rules(line: usize, rest: &str) -> Result<Rules> {
    rest.parse()
        .map_err(|e: crate::trace::UnknownRules| Error::parse(line, e.to_string()))
}

fn parse_response(line: usize, dims: Dims, word: &str) -> Result<Response> {
    match word {
        "H" | "h" => Ok(Response::Hit),
        "R" | "r" => Ok(Response::Reflection),
        "D" | "d" => Ok(Response::Deflected),
        _ => {
            let n = number(line, word, "`H`, `R`, `D` or an exit port number")?;
            let port = dims
                .port(n)
                .map_err(|e| Error::parse(line, e.to_string()))?;
            Ok(Response::Exit(port))
        }
    }
}

/// Reads a native puzzle.
pub fn parse(text: &str) -> Result<Puzzle> {
    parse_lines(&content_lines(text).collect::<Vec<_>>())
}

/// Reads a native puzzle from its content lines (see [`super::read`]).
pub(crate) fn parse_lines(lines: &[(usize, &str)]) -> Result<Puzzle> {
    let mut header = Header::default();
    let mut hints: Vec<(usize, &str, &str)> = Vec::new();
    for &(line, content) in lines {
        let mut words = content.splitn(2, char::is_whitespace);
        let key = words.next().unwrap_or("");
        let rest = words.next().unwrap_or("").trim();
        match key.to_ascii_lowercase().as_str() {
            "size" => once(
                &mut header.size,
                line,
                rest.parse::<Dims>().map_err(|e| e.at_line(line))?,
                "size",
            )?,
            "atoms" => once(
                &mut header.atoms,
                line,
                rest.parse::<AtomCount>().map_err(|e| e.at_line(line))?,
                "atoms",
            )?,
            "rules" => once(&mut header.rules, line, parse_rules(line, rest)?, "rules")?,
            _ if key.chars().all(|c| c.is_ascii_digit()) => {
                if rest.is_empty() || rest.contains(char::is_whitespace) {
                    return Err(Error::parse(
                        line,
                        format!(
                            "a hint is `PORT H`, `PORT R` or `PORT EXIT`, found {}",
                            quoted(content)
                        ),
                    ));
                }
                hints.push((line, key, rest));
            }
            _ => {
                return Err(Error::parse(
                    line,
                    format!(
                        "unknown line {}: expected `size`, `atoms`, `rules` or a hint",
                        quoted(content)
                    ),
                ))
            }
        }
    }
    let Some((_, dims)) = header.size else {
        return Err(Error::parse(0, "no `size` line (for example `size 8x8`)"));
    };
    let atoms = header.atoms.map_or(AtomCount::Unknown, |(_, a)| a);
    let rules = header.rules.map_or(Rules::Standard, |(_, r)| r);
    let mut builder = PuzzleBuilder::new(dims, atoms, rules)
        .map_err(|e| Error::parse(header.atoms.map_or(0, |(l, _)| l), e.to_string()))?;
    for (line, port, response) in hints {
        let port = number(line, port, "a port number")?;
        let port = dims
            .port(port)
            .map_err(|e| Error::parse(line, e.to_string()))?;
        builder.add(line, port, parse_response(line, dims, response)?)?;
    }
    Ok(builder.build())
}

/// Writes a puzzle in the native format: header, then one line per hint in
/// port order, each exit pair once (from its lower port).
pub fn write(puzzle: &Puzzle) -> String {
    let dims = puzzle.dims();
    let mut out = format!("size {}x{}\n", dims.rows(), dims.cols());
    if puzzle.atoms() != AtomCount::Unknown {
        let _ = writeln!(out, "atoms {}", puzzle.atoms());
    }
    if puzzle.rules() != Rules::default() {
        let _ = writeln!(out, "rules {}", puzzle.rules());
    }
    for (port, response) in puzzle.hints() {
        if !matches!(response, Response::Exit(q) if q < port) {
            let _ = writeln!(out, "{port} {response}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_documented_example() {
        let p = parse("# comment\nsize 8x8      # rows x cols\natoms 4\n1 H\n2 R\n3 17\n").unwrap();
        let d = p.dims();
        assert_eq!(d, Dims::new(8, 8).unwrap());
        assert_eq!(p.atoms(), AtomCount::Exact(4));
        assert_eq!(p.hint(d.port(1).unwrap()), Some(Response::Hit));
        assert_eq!(p.hint(d.port(2).unwrap()), Some(Response::Reflection));
        assert_eq!(
            p.hint(d.port(17).unwrap()),
            Some(Response::Exit(d.port(3).unwrap()))
        );
        assert_eq!(p.hint(d.port(4).unwrap()), None);
        assert_eq!(write(&p), "size 8x8\natoms 4\n1 H\n2 R\n3 17\n");
    }

    #[test]
    fn reads_ranges_square_sizes_and_acm_rules() {
        let p = parse("size 5\natoms 3-5\nrules acm\n4 D\n").unwrap();
        assert_eq!(p.dims(), Dims::new(5, 5).unwrap());
        assert_eq!(p.atoms(), AtomCount::Range { min: 3, max: 5 });
        assert_eq!(p.rules(), Rules::Acm);
        assert_eq!(parse(&write(&p)).unwrap(), p);
    }

    #[test]
    fn errors_name_lines() {
        let err = |t: &str| parse(t).unwrap_err();
        assert_eq!(err("size 5\n3 17\n17 5\n").line(), Some(3));
        assert_eq!(err("size 5\n3 3\n").line(), Some(2));
        assert_eq!(err("size 5\n21 H\n").line(), Some(2));
        assert_eq!(err("size 5\n2 Q\n").line(), Some(2));
        assert_eq!(err("size 5\nsize 6\n").line(), Some(2));
        assert_eq!(err("size 300\n").line(), Some(1));
        assert_eq!(err("size 2\natoms 5\n").line(), Some(2));
        assert_eq!(err("size 5\nbanana\n").line(), Some(2));
        assert_eq!(err("size 5\n1 D\n").line(), Some(2));
        assert_eq!(err("1 H\n").line(), None);
    }
}
