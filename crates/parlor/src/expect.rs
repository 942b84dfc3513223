//! What a puzzle's author expects of it: the `# expect:` line of a puzzle
//! file (`# expect: white`, `# expect: ambiguous: blue or white`, `# expect:
//! inconsistent`), checked by `parlor solve` and `parlor check`.
//!
//! An expectation names a verdict the way the verdict line does: a box
//! alone (or `unique: BOX`, `the BOX box`) is a unique answer there;
//! `ambiguous` with no boxes accepts any ambiguous verdict, with boxes only
//! that set of possible boxes; `inconsistent` no reading at all. Case does
//! not matter.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::colour::Colour;
use crate::solve::{Solution, Verdict};

/// The verdict an author expects (see the module doc); JSON writes it as
/// its `# expect:` text (`"white"`, `"ambiguous: blue or white"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expectation {
    /// Every reading puts the gems in this box.
    Unique(Colour),
    /// The readings disagree; when boxes are given, exactly these are
    /// possible.
    Ambiguous(Vec<Colour>),
    /// No reading satisfies the rules.
    Inconsistent,
}

/// What `# expect:` accepts, for error messages.
pub const EXPECT_FORMS: &str =
    "a box (`blue`, `white` or `black`), `ambiguous` (or `ambiguous: blue or white`) or `inconsistent`";

impl Expectation {
    /// Whether `solution` is what was expected.
    pub fn met_by(&self, solution: &Solution) -> bool {
        match self {
            Expectation::Unique(c) => {
                solution.verdict == Verdict::Unique && solution.prize == Some(*c)
            }
            Expectation::Ambiguous(boxes) => {
                solution.verdict == Verdict::Ambiguous
                    && (boxes.is_empty() || *boxes == solution.possible)
            }
            Expectation::Inconsistent => solution.verdict == Verdict::Inconsistent,
        }
    }
}

impl FromStr for Expectation {
    type Err = String;

    fn from_str(text: &str) -> Result<Expectation, String> {
        let lower = text.trim().trim_end_matches('.').to_ascii_lowercase();
        let bad = || format!("`# expect:` takes {EXPECT_FORMS}, not `{}`", text.trim());
        let (head, rest) = match lower.split_once(':') {
            Some((h, r)) => (h.trim(), r.trim()),
            None => match lower.split_once(' ') {
                Some((h @ ("unique" | "ambiguous"), r)) => (h, r.trim()),
                _ => (lower.as_str(), ""),
            },
        };
        match head {
            "inconsistent" if rest.is_empty() => Ok(Expectation::Inconsistent),
            "ambiguous" => {
                let mut boxes = rest
                    .split([',', ' '])
                    .filter(|w| !w.is_empty() && !matches!(*w, "or" | "and" | "the" | "box"))
                    .map(|w| w.parse::<Colour>().map_err(|_| bad()))
                    .collect::<Result<Vec<_>, _>>()?;
                boxes.sort();
                boxes.dedup();
                if boxes.len() == 1 {
                    return Err(bad());
                }
                Ok(Expectation::Ambiguous(boxes))
            }
            "unique" if !rest.is_empty() => box_name(rest).map(Expectation::Unique).ok_or_else(bad),
            _ if rest.is_empty() => box_name(head).map(Expectation::Unique).ok_or_else(bad),
            _ => Err(bad()),
        }
    }
}

/// `blue`, `the blue box`, `blue box`.
fn box_name(text: &str) -> Option<Colour> {
    let text = text.strip_prefix("the ").unwrap_or(text);
    let text = text.strip_suffix(" box").unwrap_or(text);
    text.trim().parse().ok()
}

impl Serialize for Expectation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Expectation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expectation::Unique(c) => write!(f, "{c}"),
            Expectation::Ambiguous(boxes) if boxes.is_empty() => f.write_str("ambiguous"),
            Expectation::Ambiguous(boxes) => {
                write!(f, "ambiguous: {}", crate::colour::english_list(boxes, "or"))
            }
            Expectation::Inconsistent => f.write_str("inconsistent"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expectations_read_as_the_verdict_line_writes_them() {
        let read = |s: &str| s.parse::<Expectation>();
        assert_eq!(read("white"), Ok(Expectation::Unique(Colour::White)));
        assert_eq!(
            read("The Black Box."),
            Ok(Expectation::Unique(Colour::Black))
        );
        assert_eq!(read("unique: blue"), Ok(Expectation::Unique(Colour::Blue)));
        assert_eq!(read("ambiguous"), Ok(Expectation::Ambiguous(vec![])));
        assert_eq!(
            read("ambiguous: white or blue"),
            Ok(Expectation::Ambiguous(vec![Colour::Blue, Colour::White]))
        );
        assert_eq!(read("INCONSISTENT"), Ok(Expectation::Inconsistent));
        for bad in [
            "",
            "red",
            "ambiguous: blue",
            "unique",
            "blue white",
            "inconsistent: blue",
        ] {
            let err = read(bad).unwrap_err();
            assert!(err.contains("`# expect:` takes a box"), "{bad}: {err}");
        }
        for e in [
            "white",
            "ambiguous",
            "ambiguous: blue or black",
            "ambiguous: blue, white or black",
            "inconsistent",
        ] {
            assert_eq!(read(e).unwrap().to_string(), e);
        }
    }
}
