//! Reading input files and standard input within documented limits
//! (`docs/limits.md`, "Input limits").
//!
//! Every reader of both binaries goes through here: [`read_text`] for a
//! whole file (or `-` for standard input) and [`BoundedLines`] for a stream
//! read a line at a time (`blackbox play --plain`). Each has a [`Limit`] on
//! the whole input and on one line, and refuses past it *before*
//! allocating more: a file is read through `Read::take(limit + 1)`, a line
//! is never held beyond its limit (the rest of it is skipped unread into
//! memory). So `/dev/zero`, `/dev/urandom` or a 4 GiB line are a clear error
//! naming the input and the limit, after reading at most the limit.
//!
//! The text handed back is UTF-8 (an error names the line of the first bad
//! byte) and keeps a leading byte order mark: each reader skips one at its
//! very start, and only there. Messages name an input one way
//! ([`display_name`], [`located`]: `file:line: message`, `<stdin>` for `-`);
//! [`read_parsed`] reads and parses in one call and locates the parser's
//! errors.

use std::fmt;
use std::io::{BufRead, Read};
use std::path::Path;

/// How much one kind of input may hold: bytes in all, bytes on one line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    /// What the input is, for messages ("Black Box files").
    pub what: &'static str,
    /// Most bytes of the whole input.
    pub bytes: u64,
    /// Most bytes of one line, its line break not counted.
    pub line: usize,
}

/// One mebibyte.
const MIB: u64 = 1 << 20;

/// Black Box boards and puzzles in every format, and `play --load` saves:
/// 16 MiB, lines of 1 MiB. The largest legal input is a 255x255 board in
/// pretty-printed JSON with every cell an atom, about 2.3 MB (65,025 atoms
/// of ~35 bytes); on one line (compact JSON) it is about 650 KB. A puzzle
/// with all 1,020 ports of a 255x255 board hinted is under 100 KB in any
/// format, and a save holds one short line a move.
pub const BLACKBOX_FILE: Limit = Limit {
    what: "Black Box files",
    bytes: 16 * MIB,
    line: MIB as usize,
};

/// `blackbox play --plain`'s standard input: 16 MiB in all, lines of 4 KiB.
/// A move is under 30 bytes (`note-empty 255 255`), so a whole game of a
/// 255x255 board (1,020 rays and a mark or note on each of 65,025 cells,
/// with undos) fits many times over.
pub const PLAIN_INPUT: Limit = Limit {
    what: "plain-mode input",
    bytes: 16 * MIB,
    line: 4096,
};

/// Parlor puzzle files: 1 MiB, lines of 64 KiB. A puzzle has at most 12
/// statements of at most 1,000 characters (at most 4,000 bytes of UTF-8)
/// each, under 50 KB in all; the rest is room for comments.
pub const PARLOR_FILE: Limit = Limit {
    what: "Parlor puzzle files",
    bytes: MIB,
    line: 64 * 1024,
};

/// Parlor data sets: 64 MiB, and a line may be the whole file (JSON is often
/// written on one line). A puzzle of the game takes about 500 bytes of JSON,
/// so this holds over 100,000 of them.
pub const PARLOR_DATASET: Limit = Limit {
    what: "Parlor data sets",
    bytes: 64 * MIB,
    line: 64 * MIB as usize,
};

/// `blackbox experiment merge`'s part files: 16 MiB, a line may be the
/// whole file. A part holds a class-size histogram (hundreds of entries)
/// and the ranks of one largest class (hundreds of boards on 8x8/7), a few
/// KB of JSON.
pub const CENSUS_PART: Limit = Limit {
    what: "census merge parts",
    bytes: 16 * MIB,
    line: 16 * MIB as usize,
};

/// A size in bytes as people read it: `16 MiB`, `64 KiB`, `4096 bytes`.
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            b if b >= MIB && b % MIB == 0 => write!(f, "{} MiB", b / MIB),
            b if b >= 1024 && b % 1024 == 0 => write!(f, "{} KiB", b / 1024),
            b => write!(f, "{b} bytes"),
        }
    }
}

/// How a path is named in messages: `<stdin>` for `-`, else the path.
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Formats an error found at `line` (1-based) of `path`, or in the file as a
/// whole: `file:line: message` or `file: message` (`<stdin>` for `-`).
pub fn located(path: &Path, line: Option<usize>, message: impl std::fmt::Display) -> anyhow::Error {
    let name = display_name(path);
    match line {
        Some(line) => anyhow::anyhow!("{name}:{line}: {message}"),
        None => anyhow::anyhow!("{name}: {message}"),
    }
}

/// Reads `path` as [`read_text`] does and hands its text to `parse`; an
/// error of `parse` is [`located`]: `file:line: message`, its line given by
/// `line_of`. One call takes an input from its name to its value, so every
/// message about it names it the same way.
pub fn read_parsed<T, E: fmt::Display>(
    path: &Path,
    limit: Limit,
    parse: impl FnOnce(&str) -> Result<T, E>,
    line_of: impl FnOnce(&E) -> Option<usize>,
) -> anyhow::Result<T> {
    let text = read_text(path, limit)?;
    parse(&text).map_err(|e| located(path, line_of(&e), e))
}

/// Opens `path` for reading, or standard input for `-`.
fn open_input(path: &Path) -> anyhow::Result<Box<dyn Read>> {
    if path.as_os_str() == "-" {
        return Ok(Box::new(std::io::stdin()));
    }
    let file = std::fs::File::open(path)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {}", path.display(), io_reason(&e)))?;
    Ok(Box::new(file))
}

/// An I/O error in words, without Rust's `(os error N)` suffix: for
/// messages like `cannot read FILE: No such file or directory`.
pub fn io_reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(end) => text[..end].to_string(),
        None => text,
    }
}

/// Reads a whole UTF-8 text file, or standard input for `-`, refusing it
/// past `limit` (see the module doc). A UTF-16 file (recognised by its byte
/// order mark) is an error that says so; a UTF-8 byte order mark is kept.
pub fn read_text(path: &Path, limit: Limit) -> anyhow::Result<String> {
    let name = display_name(path);
    let mut bytes = Vec::new();
    open_input(path)?
        .take(limit.bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| anyhow::anyhow!("cannot read {name}: {}", io_reason(&e)))?;
    if bytes.len() as u64 > limit.bytes {
        anyhow::bail!(
            "{name}: larger than {}, the limit for {}",
            Bytes(limit.bytes),
            limit.what
        );
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        anyhow::bail!("{name}: UTF-16 text; save it as UTF-8");
    }
    for (number, line) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.len() > limit.line {
            anyhow::bail!(
                "{name}:{}: line longer than {}, the limit for {}",
                number + 1,
                Bytes(limit.line as u64),
                limit.what
            );
        }
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        anyhow::anyhow!(
            "{name}:{line}: not UTF-8 text (bad byte at offset {})",
            good.len()
        )
    })
}

/// What is wrong with one line of a [`BoundedLines`] stream; the stream
/// goes on after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// The line is longer than the limit (it was skipped, never held whole).
    TooLong(usize),
    /// The line is not UTF-8 text.
    NotUtf8,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::TooLong(limit) => {
                write!(
                    f,
                    "line longer than {}; it was skipped",
                    Bytes(*limit as u64)
                )
            }
            LineError::NotUtf8 => write!(f, "not UTF-8 text; the line was skipped"),
        }
    }
}

/// The lines of a stream, each `(1-based number, text or what is wrong with
/// it)`, holding at most `limit.line` bytes of one line and reading at most
/// `limit.bytes` in all: past that, the next item is an error naming the
/// limit (and the stream ends). Line breaks (`\n`, `\r\n`) are removed.
pub struct BoundedLines<R> {
    reader: R,
    limit: Limit,
    name: String,
    read: u64,
    number: usize,
    done: bool,
}

/// One item of [`BoundedLines`].
pub type Line = (usize, Result<String, LineError>);

impl<R: BufRead> BoundedLines<R> {
    /// The lines of `reader`, named `name` in errors, within `limit`.
    pub fn new(reader: R, name: impl Into<String>, limit: Limit) -> Self {
        BoundedLines {
            reader,
            limit,
            name: name.into(),
            read: 0,
            number: 0,
            done: false,
        }
    }

    /// Reads one line into `line` (up to the line limit, the rest skipped);
    /// whether there was one and whether it was too long.
    fn next_line(&mut self, line: &mut Vec<u8>) -> anyhow::Result<Option<bool>> {
        let mut too_long = false;
        let mut any = false;
        loop {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => anyhow::bail!("cannot read {}: {}", self.name, io_reason(&e)),
            };
            if chunk.is_empty() {
                return Ok(any.then_some(too_long));
            }
            any = true;
            let (end, found) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (chunk.len(), false),
            };
            let room = (self.limit.line + 1).saturating_sub(line.len());
            line.extend_from_slice(&chunk[..end.min(room)]);
            if line.len() > self.limit.line {
                too_long = true;
            }
            let used = end + usize::from(found);
            self.reader.consume(used);
            self.read += used as u64;
            if self.read > self.limit.bytes {
                anyhow::bail!(
                    "{}: more than {}, the limit for {}",
                    self.name,
                    Bytes(self.limit.bytes),
                    self.limit.what
                );
            }
            if found {
                return Ok(Some(too_long));
            }
        }
    }
}

impl<R: BufRead> Iterator for BoundedLines<R> {
    type Item = anyhow::Result<Line>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut bytes = Vec::new();
        let too_long = match self.next_line(&mut bytes) {
            Ok(Some(too_long)) => too_long,
            Ok(None) => {
                self.done = true;
                return None;
            }
            Err(e) => {
                self.done = true;
                return Some(Err(e));
            }
        };
        self.number += 1;
        if too_long {
            return Some(Ok((self.number, Err(LineError::TooLong(self.limit.line)))));
        }
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        let text = String::from_utf8(bytes).map_err(|_| LineError::NotUtf8);
        Some(Ok((self.number, text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn located_errors_name_file_and_line() {
        let path = Path::new("p.txt");
        assert_eq!(located(path, Some(3), "bad").to_string(), "p.txt:3: bad");
        assert_eq!(located(path, None, "bad").to_string(), "p.txt: bad");
    }

    #[test]
    fn standard_input_is_named_in_messages() {
        let stdin = Path::new("-");
        assert_eq!(located(stdin, Some(2), "bad").to_string(), "<stdin>:2: bad");
        assert_eq!(display_name(Path::new("a/b.txt")), "a/b.txt");
    }

    const SMALL: Limit = Limit {
        what: "tests",
        bytes: 64,
        line: 8,
    };

    /// A file of `bytes`, removed when dropped (a failed test included).
    fn temp(bytes: &[u8]) -> tempfile::NamedTempFile {
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), bytes).unwrap();
        file
    }

    #[test]
    fn utf16_files_are_named_as_such() {
        let file = temp(&[0xFF, 0xFE, b'a', 0]);
        let err = read_text(file.path(), SMALL).unwrap_err();
        assert!(
            err.to_string().ends_with("UTF-16 text; save it as UTF-8"),
            "{err}"
        );
    }

    #[test]
    fn files_past_the_limit_are_refused_naming_file_and_limit() {
        for size in [65, 100, 10_000] {
            let file = temp(&vec![b'a'; size]);
            let err = read_text(file.path(), SMALL).unwrap_err().to_string();
            let path = file.path();
            assert_eq!(
                err,
                format!(
                    "{}: larger than 64 bytes, the limit for tests",
                    path.display()
                )
            );
        }
    }

    #[test]
    fn endless_inputs_stop_at_the_limit() {
        let err = read_text(Path::new("/dev/zero"), BLACKBOX_FILE).unwrap_err();
        assert_eq!(
            err.to_string(),
            "/dev/zero: larger than 16 MiB, the limit for Black Box files"
        );
    }

    #[test]
    fn long_lines_are_refused_with_their_number() {
        for (text, line) in [
            ("123456789\n", 1),
            ("a\nb\n123456789", 3),
            ("a\r\n12345678\r\n\n123456789\n", 4),
        ] {
            let file = temp(text.as_bytes());
            let err = read_text(file.path(), SMALL).unwrap_err().to_string();
            let path = file.path();
            assert_eq!(
                err,
                format!(
                    "{}:{line}: line longer than 8 bytes, the limit for tests",
                    path.display()
                )
            );
        }
    }

    #[test]
    fn text_within_the_limits_is_read_whole_with_its_bom() {
        let text = "\u{feff}ok\r\n\n12345678\n";
        let file = temp(text.as_bytes());
        let read = read_text(file.path(), SMALL).unwrap();
        assert_eq!(read, text);
    }

    #[test]
    fn bad_utf8_names_its_line() {
        let file = temp(b"ok\nstill ok\nbad \xff here\n");
        let err = read_text(file.path(), BLACKBOX_FILE)
            .unwrap_err()
            .to_string();
        assert!(
            err.ends_with(":3: not UTF-8 text (bad byte at offset 16)"),
            "{err}"
        );
    }

    #[test]
    fn unreadable_paths_say_why_in_words() {
        let err = read_text(Path::new("/no/such/file"), SMALL).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot read /no/such/file: No such file or directory"
        );
    }

    fn lines(input: &[u8], limit: Limit) -> Vec<anyhow::Result<Line>> {
        // A tiny buffer, so that lines straddle many reads.
        let reader = std::io::BufReader::with_capacity(3, Cursor::new(input.to_vec()));
        BoundedLines::new(reader, "<stdin>", limit).collect()
    }

    #[test]
    fn bad_lines_are_reported_and_the_stream_goes_on() {
        let got: Vec<Line> = lines(b"fire 1\r\n0123456789abc\n\xff\xfe\nfire 2", SMALL)
            .into_iter()
            .map(Result::unwrap)
            .collect();
        assert_eq!(
            got,
            [
                (1, Ok("fire 1".to_string())),
                (2, Err(LineError::TooLong(8))),
                (3, Err(LineError::NotUtf8)),
                (4, Ok("fire 2".to_string())),
            ]
        );
    }

    #[test]
    fn streams_past_their_limit_end_with_an_error() {
        for input in [vec![0u8; 65], vec![b'\n'; 200], b"ab\n".repeat(30)] {
            let got = lines(&input, SMALL);
            let last = got.last().unwrap().as_ref().unwrap_err();
            assert_eq!(
                last.to_string(),
                "<stdin>: more than 64 bytes, the limit for tests"
            );
        }
    }

    #[test]
    fn an_endless_line_is_skipped_in_small_memory() {
        let zero = std::io::BufReader::new(std::fs::File::open("/dev/zero").unwrap());
        let mut lines = BoundedLines::new(zero, "<stdin>", PLAIN_INPUT);
        let err = lines.next().unwrap().unwrap_err();
        assert_eq!(
            err.to_string(),
            "<stdin>: more than 16 MiB, the limit for plain-mode input"
        );
        assert!(lines.next().is_none());
    }
}
