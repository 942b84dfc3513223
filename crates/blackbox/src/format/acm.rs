//! The ACM contest format of seed 001 and the anchor files.
//!
//! ```text
//! 5 4        # side n of the square board and the atom count k ("5, 4" also read)
//! 1          # p      : the ray from p is absorbed
//! 2 6        # p q    : the ray from p leaves at q (listed once, p < q)
//! 18 18      # p p    : the ray from p comes back out at p
//! ```
//! The variant lists complete feedback with one twist: a ray turned away at
//! the edge by exactly one atom beside its entry cell is not listed at all.
//! So a port missing from the file is read as [`Response::Deflected`] under
//! [`Rules::Acm`], never as unknown.

use super::{content_lines, number};
use crate::error::{Error, Result};
use crate::feedback::Feedback;
use crate::geometry::Dims;
use crate::puzzle::{AtomCount, Puzzle, PuzzleBuilder};
use crate::trace::{Response, Rules};
use input_text::quoted;
use std::fmt::Write;

fn words(line: &str) -> Vec<&str> {
    line.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether `line` is shaped like the header: two number-like words (digits,
/// signs, points), so that a wrong header (`5 -1`) is read as one and its
/// error says what is wrong with it.
pub fn looks_like_header(line: &str) -> bool {
    let words = words(line);
    words.len() == 2
        && words.iter().all(|w| {
            w.chars().any(|c| c.is_ascii_digit())
                && w.chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, '-' | '+' | '.'))
        })
}

/// Reads the header `n k` (or `n, k`), or says what is wrong with it.
pub fn parse_header(line: &str) -> std::result::Result<(usize, usize), String> {
    let whole = |word: &str, what: &str| {
        word.parse::<usize>().map_err(|_| {
            format!(
                "the header `n k` gives the side and the atom count as whole numbers; the {what} is {}",
                quoted(word)
            )
        })
    };
    match words(line).as_slice() {
        [n, k] => Ok((whole(n, "side")?, whole(k, "atom count")?)),
        _ => Err(format!(
            "expected the header `n k` (side and atom count), found {}",
            quoted(line)
        )),
    }
}

/// Reads an ACM file into a puzzle with [`Rules::Acm`], an exact atom count
/// and every port known.
pub fn parse(text: &str) -> Result<Puzzle> {
    parse_lines(&content_lines(text).collect::<Vec<_>>())
}

/// Reads an ACM file from its content lines (see [`super::read`]).
pub(crate) fn parse_lines(lines: &[(usize, &str)]) -> Result<Puzzle> {
    let mut lines = lines.iter().copied();
    let Some((first, header)) = lines.next() else {
        return Err(Error::parse(0, "the file is empty"));
    };
    let (n, k) = parse_header(header).map_err(|message| Error::parse(first, message))?;
    let dims = Dims::new(n, n).map_err(|e| Error::parse(first, e.to_string()))?;
    let mut builder = PuzzleBuilder::new(dims, AtomCount::Exact(k), Rules::Acm)
        .map_err(|e| Error::parse(first, e.to_string()))?;
    for (line, content) in lines {
        let port = |w: &str| -> Result<_> {
            let n = number(line, w, "a port number")?;
            dims.port(n).map_err(|e| Error::parse(line, e.to_string()))
        };
        let (p, response) = match words(content).as_slice() {
            [p] => (port(p)?, Response::Hit),
            [p, q] if p == q => (port(p)?, Response::Reflection),
            [p, q] => (port(p)?, Response::Exit(port(q)?)),
            _ => {
                return Err(Error::parse(
                    line,
                    format!("expected `p` or `p q`, found {}", quoted(content)),
                ))
            }
        };
        builder.add(line, p, response)?;
    }
    for port in dims.all_ports() {
        if builder.known(port).is_none() {
            builder.add(0, port, Response::Deflected)?;
        }
    }
    Ok(builder.build())
}

/// Writes the full feedback of a square board with `atoms` atoms in the ACM
/// format. Fails unless the board is square and the feedback was computed
/// under [`Rules::Acm`].
pub fn write(feedback: &Feedback, atoms: usize) -> Result<String> {
    let dims = feedback.dims();
    if !dims.is_square() {
        return Err(Error::parse(
            0,
            format!("the ACM format needs a square board, not {dims}"),
        ));
    }
    if feedback.rules() != Rules::Acm {
        return Err(Error::parse(
            0,
            "the ACM format needs feedback under the ACM rules",
        ));
    }
    let mut out = format!("{} {atoms}\n", dims.rows());
    for (p, r) in feedback.iter() {
        let _ = match r {
            Response::Hit => writeln!(out, "{p}"),
            Response::Reflection => writeln!(out, "{p} {p}"),
            Response::Exit(q) if p < q => writeln!(out, "{p} {q}"),
            Response::Exit(_) | Response::Deflected => Ok(()),
        };
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    const SAMPLE: &str = "5 4\r\n1\r\n2 6\r\n3\r\n4\r\n5 7\r\n8\r\n9\r\n10 11\r\n12\r\n13 14\r\n15\r\n17\r\n18 18\r\n19";

    #[test]
    fn sample_is_reproduced_by_its_solution() {
        let puzzle = parse(SAMPLE).unwrap();
        let board = Board::with_atoms(puzzle.dims(), [(1, 0), (2, 3), (3, 0), (3, 3)]).unwrap();
        assert!(puzzle.is_solved_by(&board));
        let written = write(&board.feedback(Rules::Acm), 4).unwrap();
        assert_eq!(written, SAMPLE.replace("\r\n", "\n") + "\n");
        assert_eq!(parse(&written).unwrap(), puzzle);
    }

    #[test]
    fn missing_ports_are_edge_deflections() {
        let puzzle = parse("3 1\n1\n2\n").unwrap();
        let d = puzzle.dims();
        assert_eq!(puzzle.hint(d.port(3).unwrap()), Some(Response::Deflected));
        assert_eq!(puzzle.known_ports(), d.ports());
    }

    #[test]
    fn errors() {
        assert_eq!(parse("5\n").unwrap_err().line(), Some(1));
        assert_eq!(parse("5 4\n1 2 3\n").unwrap_err().line(), Some(2));
        assert_eq!(parse("5 4\n21\n").unwrap_err().line(), Some(2));
        assert_eq!(parse("5 4\n3 6\n6 9\n").unwrap_err().line(), Some(3));
        assert_eq!(parse("2 5\n").unwrap_err().line(), Some(1));
        assert!(parse("10, 10\n2\n").is_ok());
        for (header, what) in [
            ("5 -1", "the atom count is `-1`"),
            ("-5 1", "the side is `-5`"),
            ("5 1.5", "the atom count is `1.5`"),
            (
                "5 99999999999999999999999",
                "the atom count is `99999999999999999999999`",
            ),
        ] {
            let err = parse(header).unwrap_err();
            assert_eq!(err.line(), Some(1), "{header}");
            assert!(err.to_string().ends_with(what), "{header}: {err}");
        }
    }
}
