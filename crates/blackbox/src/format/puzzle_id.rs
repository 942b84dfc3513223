//! Puzzle IDs: a puzzle (size, atom count, printed results, rules) as a
//! short text to paste, e.g. `8x8-4-3ZH0R9TE1`, or `8x8-4-3ZH0R9TE1-acm`
//! under the ACM rules.
//!
//! The form is `ROWSxCOLS-ATOMS-CODE`, and `-RULES` after it when the rules
//! are not the standard ones (the rules' name from their one table,
//! [`Rules`], read in any case; `-standard` is read too): an ID without it
//! is a standard puzzle, so
//! every ID written before the rules had a place reads as it did. The code holds the printed results
//! and nothing else: it says what the rays showed, never where the atoms
//! are, so the answer is not in it at all — it has to be found. It is a
//! bit string in Crockford's base 32 (digits and letters but I, L, O, U;
//! read in any case, `O` as 0 and `I`, `L` as 1), its last character a
//! check (Luhn mod 32 over the size, the atoms, the rules' digit when not
//! standard, and the code): a mistyped character is always caught, two
//! swapped neighbours nearly always.
//!
//! The bits, port by port from port 1 (a port already named as the far end
//! of an exit pair is skipped): `0` nothing printed, `10` hit, `110`
//! reflection, `111` an exit pair with a later port, followed by which of
//! the later ports not yet named it is (`⌈log2 m⌉` bits for `m` such
//! ports); then zeros to a whole character. Under rules with edge
//! deflections ([`Rules::has_deflections`]) `110` is followed by one more
//! bit: `0` a reflection, `1` a ray turned away at the edge (`D`).
//!
//! Invariant: a [`PuzzleId`] holds a puzzle with an exact atom count, and
//! `id.to_string().parse()` gives it back, rules included.

use crate::error::{Error, Result};
use crate::geometry::{Dims, Port};
use crate::puzzle::{AtomCount, Puzzle, PuzzleBuilder};
use crate::trace::{Response, Rules, UnknownRules};
use input_text::quoted;
use std::fmt;
use std::str::FromStr;

/// Crockford's base-32 digits, in value order.
const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A puzzle that has an ID (module doc).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PuzzleId {
    puzzle: Puzzle,
}

impl PuzzleId {
    /// The ID of `puzzle`; fails unless its atom count is exact.
    pub fn new(puzzle: &Puzzle) -> Result<Self> {
        if !matches!(puzzle.atoms(), AtomCount::Exact(_)) {
            return Err(Error::Unsupported(format!(
                "a puzzle ID needs an exact atom count, not {}",
                puzzle.atoms()
            )));
        }
        Ok(PuzzleId {
            puzzle: puzzle.clone(),
        })
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The atom count.
    pub fn atoms(&self) -> usize {
        self.puzzle.atoms().min()
    }

    /// The rules its results were made under.
    pub fn rules(&self) -> Rules {
        self.puzzle.rules()
    }
}

/// The digit the check covers for `rules`: none for the standard rules (so
/// their IDs are what they were before rules had a place in them).
fn rules_digit(rules: Rules) -> Option<usize> {
    match rules {
        Rules::Standard => None,
        Rules::Acm => Some(1),
    }
}

/// Bits written most significant first.
#[derive(Default)]
struct Bits {
    bits: Vec<bool>,
}

impl Bits {
    fn push(&mut self, value: usize, width: u32) {
        for i in (0..width).rev() {
            self.bits.push(value >> i & 1 == 1);
        }
    }
}

/// Bits read most significant first.
struct Reader<'a> {
    bits: &'a [bool],
    at: usize,
}

impl Reader<'_> {
    fn read(&mut self, width: u32) -> Option<usize> {
        let mut value = 0;
        for _ in 0..width {
            value = value << 1 | usize::from(*self.bits.get(self.at)?);
            self.at += 1;
        }
        Some(value)
    }
}

/// Bits needed to tell `m` choices apart.
fn width(m: usize) -> u32 {
    usize::BITS - m.saturating_sub(1).leading_zeros()
}

/// The check digit (Luhn mod 32) of `digits`.
fn check_digit(digits: &[usize]) -> usize {
    let mut sum = 0;
    for (i, &d) in digits.iter().rev().enumerate() {
        let d = if i % 2 == 0 { d * 2 } else { d };
        sum += d / 32 + d % 32;
    }
    (32 - sum % 32) % 32
}

/// The digits the check covers: the size, the atoms, the rules' digit (if
/// any), then the code.
fn checked(dims: Dims, atoms: usize, rules: Rules, code: &[usize]) -> Vec<usize> {
    let mut digits = Vec::new();
    for n in [dims.rows(), dims.cols(), atoms] {
        digits.extend([n / 32 / 32, n / 32 % 32, n % 32]);
    }
    digits.extend(rules_digit(rules));
    digits.extend_from_slice(code);
    digits
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims = self.puzzle.dims();
        let rules = self.puzzle.rules();
        let mut bits = Bits::default();
        let mut named = vec![false; dims.ports()];
        for port in dims.all_ports() {
            if named[port.index()] {
                continue;
            }
            named[port.index()] = true;
            match self.puzzle.hint(port) {
                None => bits.push(0, 1),
                Some(Response::Hit) => bits.push(0b10, 2),
                Some(response @ (Response::Reflection | Response::Deflected)) => {
                    bits.push(0b110, 3);
                    if rules.has_deflections() {
                        bits.push(usize::from(response == Response::Deflected), 1);
                    }
                }
                Some(Response::Exit(q)) => {
                    let later: Vec<Port> = dims.all_ports().filter(|p| !named[p.index()]).collect();
                    let which = later.iter().position(|&p| p == q).expect("q is later");
                    bits.push(0b111, 3);
                    bits.push(which, width(later.len()));
                    named[q.index()] = true;
                }
            }
        }
        while bits.bits.len() % 5 != 0 {
            bits.bits.push(false);
        }
        let code: Vec<usize> = (bits.bits.chunks(5))
            .map(|c| c.iter().fold(0, |v, &b| v << 1 | usize::from(b)))
            .collect();
        let check = check_digit(&checked(dims, self.atoms(), rules, &code));
        let text: String = (code.iter().chain([&check]))
            .map(|&d| DIGITS[d] as char)
            .collect();
        write!(f, "{dims}-{}-{text}", self.atoms())?;
        match rules_digit(rules) {
            None => Ok(()),
            Some(_) => write!(f, "-{rules}"),
        }
    }
}

/// Whether `word` has the shape of a puzzle ID (`ROWSxCOLS-ATOMS-CODE`,
/// with `-RULES` or not, whatever its code says): how [`super::detect`]
/// tells it from the other formats.
pub fn looks_like(word: &str) -> bool {
    let parts: Vec<&str> = word.trim().split('-').collect();
    let number = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
    let parts = match parts[..] {
        [size, atoms, code, rules]
            if !rules.is_empty() && rules.chars().all(|c| c.is_ascii_alphabetic()) =>
        {
            [size, atoms, code]
        }
        [size, atoms, code] => [size, atoms, code],
        _ => return false,
    };
    match parts {
        [size, atoms, code] => {
            size.split_once(['x', 'X'])
                .is_some_and(|(r, c)| number(r) && number(c))
                && number(atoms)
                && !code.is_empty()
                && code.chars().all(|c| c.is_ascii_alphanumeric())
        }
    }
}

/// The value of a base-32 character (Crockford's reading).
fn digit(c: char) -> Option<usize> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    DIGITS.iter().position(|&d| d as char == c)
}

impl FromStr for PuzzleId {
    type Err = Error;

    /// Reads `ROWSxCOLS-ATOMS-CODE` or `ROWSxCOLS-ATOMS-CODE-RULES`; every
    /// error names what is wrong in the words of the module doc.
    fn from_str(text: &str) -> Result<Self> {
        let text = text.trim();
        let bad = |why: String| Error::parse(0, format!("puzzle ID {}: {why}", quoted(text)));
        let parts: Vec<&str> = text.split('-').collect();
        let (size, atoms, code, rules) = match parts[..] {
            [size, atoms, code] => (size, atoms, code, Rules::Standard),
            [size, atoms, code, rules] => (
                size,
                atoms,
                code,
                rules.parse().map_err(|e: UnknownRules| bad(e.to_string()))?,
            ),
            _ => {
                return Err(bad(
                    "expected SIZE-ATOMS-CODE like `8x8-4-3ZH0R9TE1`, or SIZE-ATOMS-CODE-RULES                      like `8x8-4-3ZH0R9TE1-acm`"
                        .into(),
                ))
            }
        };
        let dims: Dims = size.parse().map_err(|e: Error| bad(e.to_string()))?;
        let atoms: usize = atoms.parse().map_err(|_| {
            bad(format!(
                "the atoms {} are not a whole number",
                quoted(atoms)
            ))
        })?;
        AtomCount::Exact(atoms)
            .check(dims)
            .map_err(|e| bad(e.to_string()))?;
        let mut digits = Vec::with_capacity(code.len());
        for c in code.chars() {
            digits.push(digit(c).ok_or_else(|| {
                bad(format!(
                    "{} is not a letter or digit of the code (it uses 0-9 and the letters \
                     but I, L, O, U)",
                    quoted(&c.to_string())
                ))
            })?);
        }
        let Some((&check, code)) = digits.split_last() else {
            return Err(bad("the code after the atoms is missing".into()));
        };
        if check_digit(&checked(dims, atoms, rules, code)) != check {
            return Err(bad(
                "the check character does not match: a character was mistyped, \
                 left out or swapped"
                    .into(),
            ));
        }
        let bits: Vec<bool> = (code.iter())
            .flat_map(|&d| (0..5).rev().map(move |i| d >> i & 1 == 1))
            .collect();
        let puzzle = decode(dims, atoms, rules, &bits).map_err(bad)?;
        Ok(PuzzleId { puzzle })
    }
}

/// The puzzle of a code's bits (module doc), or why they are not one.
fn decode(
    dims: Dims,
    atoms: usize,
    rules: Rules,
    bits: &[bool],
) -> std::result::Result<Puzzle, String> {
    let short = || format!("the code is too short for a {dims} board");
    let mut reader = Reader { bits, at: 0 };
    let mut builder =
        PuzzleBuilder::new(dims, AtomCount::Exact(atoms), rules).map_err(|e| e.to_string())?;
    let mut named = vec![false; dims.ports()];
    for port in dims.all_ports() {
        if named[port.index()] {
            continue;
        }
        named[port.index()] = true;
        let response = match reader.read(1).ok_or_else(short)? {
            0 => None,
            _ if reader.read(1).ok_or_else(short)? == 0 => Some(Response::Hit),
            _ if reader.read(1).ok_or_else(short)? == 0 => match rules.has_deflections() {
                true if reader.read(1).ok_or_else(short)? == 1 => Some(Response::Deflected),
                _ => Some(Response::Reflection),
            },
            _ => {
                let later: Vec<Port> = dims.all_ports().filter(|p| !named[p.index()]).collect();
                let which = reader.read(width(later.len())).ok_or_else(short)?;
                let q = *later
                    .get(which)
                    .ok_or_else(|| format!("port {port}'s exit pair names no port"))?;
                named[q.index()] = true;
                Some(Response::Exit(q))
            }
        };
        if let Some(response) = response {
            builder.add(0, port, response).map_err(|e| e.to_string())?;
        }
    }
    let rest = &bits[reader.at..];
    if rest.len() >= 5 || rest.iter().any(|&b| b) {
        return Err(format!("the code is too long for a {dims} board"));
    }
    Ok(builder.build())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    fn puzzle(board: &Board, keep: &[usize]) -> Puzzle {
        let full = Puzzle::of_board(board, Rules::Standard);
        let mut p = full.clone();
        for port in board.dims().all_ports() {
            let kept = keep.contains(&port.number())
                || matches!(full.hint(port), Some(Response::Exit(q)) if keep.contains(&q.number()));
            if !kept {
                p = p.without_hint(port);
            }
        }
        p
    }

    #[test]
    fn ids_round_trip_and_hold_no_atom() {
        let dims = Dims::new(8, 8).unwrap();
        let board = Board::with_atoms(dims, [(1, 2), (3, 5), (6, 6), (7, 0)]).unwrap();
        for keep in [vec![], vec![1, 5, 9], (1..=32).collect::<Vec<_>>()] {
            let p = puzzle(&board, &keep);
            let id = PuzzleId::new(&p).unwrap();
            let text = id.to_string();
            assert!(text.starts_with("8x8-4-"), "{text}");
            let back: PuzzleId = text.parse().unwrap();
            assert_eq!(back.puzzle(), &p);
            assert_eq!(text.to_lowercase().parse::<PuzzleId>().unwrap(), back);
        }
        let rect = Dims::new(3, 11).unwrap();
        let board = Board::with_atoms(rect, [(0, 10), (2, 4)]).unwrap();
        let p = Puzzle::of_board(&board, Rules::Standard);
        let text = PuzzleId::new(&p).unwrap().to_string();
        assert_eq!(text.parse::<PuzzleId>().unwrap().puzzle(), &p);
    }

    #[test]
    fn a_mistyped_id_is_refused_saying_what_is_wrong() {
        let dims = Dims::new(8, 8).unwrap();
        let board = Board::with_atoms(dims, [(1, 2), (3, 5), (6, 6), (7, 0)]).unwrap();
        let text = PuzzleId::new(&puzzle(&board, &[1, 5, 9, 20]))
            .unwrap()
            .to_string();
        let code = text.rsplit('-').next().unwrap().to_string();
        // Every single character changed, and every two neighbours swapped.
        for i in 0..code.len() {
            for d in DIGITS.iter().map(|&d| d as char) {
                if d == code.as_bytes()[i] as char {
                    continue;
                }
                let mut typo: Vec<char> = code.chars().collect();
                typo[i] = d;
                let typo: String = typo.into_iter().collect();
                assert!(
                    format!("8x8-4-{typo}").parse::<PuzzleId>().is_err(),
                    "{typo}"
                );
            }
            if i + 1 < code.len() && code.as_bytes()[i] != code.as_bytes()[i + 1] {
                let mut swapped: Vec<char> = code.chars().collect();
                swapped.swap(i, i + 1);
                let swapped: String = swapped.into_iter().collect();
                assert!(format!("8x8-4-{swapped}").parse::<PuzzleId>().is_err());
            }
        }
        let message = |t: &str| t.parse::<PuzzleId>().unwrap_err().to_string();
        assert!(message("8x8-4").contains("SIZE-ATOMS-CODE"));
        assert!(message("8x8-x-12").contains("not a whole number"));
        assert!(message("8x8-65-12").contains("64 cells"));
        assert!(message("8x8-4-#1").contains("not a letter or digit"));
        assert!(message(&format!("8x8-5-{code}")).contains("check"));
        assert!(message("0x8-4-12").contains("out of range"));
        assert!(message("8x8-4-").contains("missing"));
    }

    #[test]
    fn only_exact_counts_have_an_id() {
        let dims = Dims::new(4, 4).unwrap();
        let range = AtomCount::Range { min: 1, max: 2 };
        let p = PuzzleBuilder::new(dims, range, Rules::Standard)
            .unwrap()
            .build();
        assert!(PuzzleId::new(&p).is_err());
    }

    /// IDs written before the rules had a place in them (the docs' and the
    /// tests' examples) read as standard puzzles and are written back the
    /// same, character for character.
    #[test]
    fn ids_without_rules_are_standard_and_unchanged() {
        for text in [
            "8x8-4-3K0F60W9SGC0Y",
            "8x8-4-7PFJ60E00008",
            "8x8-4-003Q070YG0K",
        ] {
            let id: PuzzleId = text.parse().unwrap();
            assert_eq!(id.rules(), Rules::Standard);
            assert_eq!(PuzzleId::new(id.puzzle()).unwrap().to_string(), text);
            let named: PuzzleId = format!("{text}-Standard").parse().unwrap();
            assert_eq!(named, id);
        }
    }

    /// Under the ACM rules the ID ends in `-acm`, read in any case, and
    /// holds the edge deflections (`D`) beside the reflections; without
    /// its rules, or under others, the same code is refused.
    #[test]
    fn acm_ids_round_trip_with_their_deflections() {
        let dims = Dims::new(5, 6).unwrap();
        // Atoms on the edge: rays beside them are turned away (D).
        let board = Board::with_atoms(dims, [(2, 1), (2, 3), (4, 5), (0, 5)]).unwrap();
        let full = Puzzle::of_board(&board, Rules::Acm);
        let kinds: Vec<Response> = full.hints().map(|(_, r)| r).collect();
        assert!(kinds.contains(&Response::Deflected), "{kinds:?}");
        assert!(kinds.contains(&Response::Reflection), "{kinds:?}");
        let mut some = full.clone();
        for port in dims.all_ports().filter(|p| p.number() % 3 == 0) {
            some = some.without_hint(port);
        }
        for p in [full, some] {
            let text = PuzzleId::new(&p).unwrap().to_string();
            assert!(
                text.starts_with("5x6-4-") && text.ends_with("-acm"),
                "{text}"
            );
            let back: PuzzleId = text.parse().unwrap();
            assert_eq!(back.puzzle(), &p);
            assert_eq!(back.rules(), Rules::Acm);
            assert_eq!(text.to_uppercase().parse::<PuzzleId>().unwrap(), back);
            let bare = text.trim_end_matches("-acm");
            assert!(bare.parse::<PuzzleId>().is_err(), "{bare}");
            let other = format!("{bare}-tatham");
            let error = other.parse::<PuzzleId>().unwrap_err().to_string();
            assert!(
                error.contains("`standard`") && error.contains("`acm`"),
                "{error}"
            );
            assert!(looks_like(&text) && looks_like(&other));
        }
    }
}
