//! Hostile inputs, generated from valid ones: every mutation kind applied to
//! every seed input of a reader, and the extreme values tried on every option
//! that takes a number. Shared by both binaries' batteries.
//!
//! Each mutation carries what the reader must do with it ([`Expect`]): bytes
//! that are not text, invisible characters, duplicates and numbers out of
//! range must be refused; a byte-order mark at the very start must be
//! skipped; the rest only has to end cleanly within its bounds.
#![allow(dead_code)]

use crate::harness::{Class, Expect, Payload};

/// The formats of the seed inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `.`/`O` rows.
    Grid,
    /// A JSON object (board or puzzle).
    Json,
    /// The native puzzle format (`size 8x8`, `1 H`).
    Native,
    /// The ACM contest format.
    Acm,
    /// A `blackbox play` save file.
    Save,
    /// A Parlor puzzle file (`blue: ...`).
    ParlorText,
    /// A Parlor JSON data set (an array of objects).
    ParlorJson,
}

/// A valid input of a reader.
#[derive(Clone, Debug)]
pub struct Seed {
    pub name: &'static str,
    pub format: Format,
    pub bytes: Vec<u8>,
}

impl Seed {
    pub fn new(name: &'static str, format: Format, text: &str) -> Seed {
        Seed {
            name,
            format,
            bytes: text.as_bytes().to_vec(),
        }
    }
}

/// One generated input.
#[derive(Clone, Debug)]
pub struct Mutation {
    pub name: String,
    pub bytes: Payload,
    pub expect: Expect,
}

impl Mutation {
    /// The class of the battery's table this mutation counts in: the big
    /// inputs are reads, the invisible characters and out-of-range numbers
    /// test messages, the rest silent acceptance.
    pub fn class(&self) -> Class {
        let name = self.name.as_str();
        if name.contains("MB") {
            Class::Reads
        } else if [
            "bom at start",
            "zero-width",
            "escape",
            "bell",
            "number 1e300",
        ]
        .iter()
        .any(|prefix| name.starts_with(prefix))
        {
            Class::Messages
        } else {
            Class::Silent
        }
    }
}

/// How many inputs to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// One position per byte mutation, inputs of a few MB.
    Fast,
    /// Every line, inputs of hundreds of MB.
    Slow,
}

impl Tier {
    /// How far past its `--time-limit` a command may end. The slow tier
    /// (release binaries, run on its own by `scripts/hostile`) holds the
    /// issue's bound of 1 s; the fast tier runs inside `cargo test` on debug
    /// binaries beside other tests, so there it only catches a limit that
    /// is not honoured at all (a hang), not a speed target.
    pub fn time_grace(self) -> std::time::Duration {
        match self {
            Tier::Fast => std::time::Duration::from_secs(10),
            Tier::Slow => std::time::Duration::from_secs(1),
        }
    }

    /// The size of the "long line" and "many lines" inputs. The fast
    /// tier's is past the 1 MiB line limit of the files it feeds, and small
    /// enough that its files (one per child running, each removed when the
    /// child is done) fit a CI machine's small temporary directory.
    pub fn big(self) -> usize {
        match self {
            Tier::Fast => 2 << 20,
            Tier::Slow => 128 << 20,
        }
    }
}

/// The byte offsets of the middles of the lines that hold content (not
/// blank, not a `#` comment); the fast tier takes the first only.
fn content_middles(bytes: &[u8], tier: Tier) -> Vec<usize> {
    let mut at = Vec::new();
    let mut start = 0;
    for line in bytes.split(|&b| b == b'\n') {
        let trimmed = line.iter().skip_while(|b| b.is_ascii_whitespace()).count();
        if trimmed > 1 && line.first() != Some(&b'#') {
            // A char boundary: seeds are ASCII.
            at.push(start + line.len() / 2);
        }
        start += line.len() + 1;
    }
    if tier == Tier::Fast {
        at.truncate(1);
    }
    at
}

fn insert(bytes: &[u8], at: usize, what: &[u8]) -> Vec<u8> {
    let mut v = bytes[..at].to_vec();
    v.extend_from_slice(what);
    v.extend_from_slice(&bytes[at..]);
    v
}

/// Replaces the first run of ASCII digits by `with` (None without digits).
fn replace_first_number(bytes: &[u8], with: &str) -> Option<Vec<u8>> {
    let start = bytes.iter().position(u8::is_ascii_digit)?;
    let len = bytes[start..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let mut v = bytes[..start].to_vec();
    v.extend_from_slice(with.as_bytes());
    v.extend_from_slice(&bytes[start + len..]);
    Some(v)
}

/// The line-start offsets of the content lines after the first.
fn later_line_starts(bytes: &[u8], tier: Tier) -> Vec<usize> {
    let mut starts: Vec<usize> = content_middles(bytes, Tier::Slow)
        .into_iter()
        .map(|mid| {
            bytes[..mid]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1)
        })
        .skip(1)
        .collect();
    if tier == Tier::Fast {
        starts.truncate(1);
    }
    starts
}

/// A duplicate of the first key of a JSON object (or of the first object
/// of an array), with another value.
fn duplicate_first_key(bytes: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(bytes).ok()?;
    let open = text.find('{')?;
    let rest = &text[open + 1..];
    let key_start = rest.find('"')?;
    let key_end = rest[key_start + 1..].find('"')? + key_start + 1;
    let key = &rest[key_start..=key_end];
    let value = if matches!(key, "\"blue\"" | "\"white\"" | "\"black\"" | "\"id\"") {
        "\"The gems are in this box\""
    } else {
        "4"
    };
    Some(format!("{}{{{key}: {value}, {}", &text[..open], &text[open + 1..]).into_bytes())
}

/// The content doubled (a second copy after the first).
fn doubled(bytes: &[u8]) -> Vec<u8> {
    let mut v = bytes.to_vec();
    if !v.ends_with(b"\n") {
        v.push(b'\n');
    }
    v.extend_from_slice(bytes);
    v
}

/// Every mutation of `seed` for `tier`.
pub fn mutations(seed: &Seed, tier: Tier) -> Vec<Mutation> {
    let b = &seed.bytes;
    let json = matches!(seed.format, Format::Json | Format::ParlorJson);
    let mut out = Vec::new();
    let mut push = |name: String, bytes: Vec<u8>, expect: Expect| {
        out.push(Mutation {
            name,
            bytes: bytes.into(),
            expect,
        })
    };
    push(
        "bom at start".into(),
        [b"\xEF\xBB\xBF".as_slice(), b].concat(),
        Expect::NotBadInput,
    );
    let inserts: [(&str, &[u8]); 6] = [
        ("nul", b"\0"),
        ("zero-width space", "\u{200b}".as_bytes()),
        ("escape sequence", b"\x1b[31m"),
        ("invalid utf-8", b"\xff\xfe"),
        ("bell", b"\x07"),
        ("bom inside", b"\xEF\xBB\xBF"),
    ];
    for (name, what) in inserts {
        for (k, at) in content_middles(b, tier).into_iter().enumerate() {
            push(
                format!("{name} (line {})", k + 1),
                insert(b, at, what),
                Expect::Refuse,
            );
        }
    }
    for (k, at) in later_line_starts(b, tier).into_iter().enumerate() {
        push(
            format!("bom starting content line {}", k + 2),
            insert(b, at, b"\xEF\xBB\xBF"),
            Expect::Refuse,
        );
    }
    let crlf: Vec<u8> = b
        .iter()
        .flat_map(|&c| {
            if c == b'\n' {
                vec![b'\r', b'\n']
            } else {
                vec![c]
            }
        })
        .collect();
    push(
        "crlf".into(),
        crlf,
        if json {
            Expect::NotBadInput
        } else {
            Expect::Any
        },
    );
    push(
        "cr only".into(),
        b.iter()
            .map(|&c| if c == b'\n' { b'\r' } else { c })
            .collect(),
        Expect::Any,
    );
    let cuts: Vec<usize> = match tier {
        Tier::Fast => vec![b.len() / 2],
        Tier::Slow => (1..8).map(|k| b.len() * k / 8).collect(),
    };
    for cut in cuts {
        push(
            format!("truncated at {cut}"),
            b[..cut].to_vec(),
            Expect::Any,
        );
    }
    push("empty".into(), Vec::new(), Expect::Refuse);
    push(
        "whitespace only".into(),
        b" \n\t\n".to_vec(),
        Expect::Refuse,
    );
    if !json {
        push(
            "comment only".into(),
            b"# nothing else\n".to_vec(),
            Expect::Refuse,
        );
    }
    let doubled_expect = match seed.format {
        Format::Json | Format::ParlorJson | Format::Native | Format::Save => Expect::Refuse,
        _ => Expect::Any,
    };
    push("doubled".into(), doubled(b), doubled_expect);
    if json {
        if let Some(dup) = duplicate_first_key(b) {
            push("duplicate key".into(), dup, Expect::Refuse);
        }
        push("deep nesting".into(), vec![b'['; 100_000], Expect::Refuse);
        push(
            "trailing garbage".into(),
            [b.as_slice(), b" }x"].concat(),
            Expect::Refuse,
        );
    }
    for (name, number) in [
        ("number 2^64", "18446744073709551616"),
        ("number 2^32+1", "4294967297"),
        ("number 0", "0"),
        ("number -1", "-1"),
        ("number 1e300", "1e300"),
        ("number 256", "256"),
    ] {
        if let Some(v) = replace_first_number(b, number) {
            // 256 may be a valid port; only out-of-range sizes must be refused.
            let expect = if number == "256" {
                Expect::Any
            } else {
                Expect::Refuse
            };
            push(name.into(), v, expect);
        }
    }
    let big = tier.big();
    let head = [b.as_slice(), b"\n"].concat();
    out.push(Mutation {
        name: format!("a line of {} MB", big >> 20),
        bytes: Payload::repeat(&head, b"7", big, b"\n"),
        expect: Expect::Refuse,
    });
    let filler: &[u8] = if json { b" \n" } else { b"#\n" };
    // A few MB of blank or comment lines may be within a reader's limit;
    // hundreds of MB may not.
    out.push(Mutation {
        name: format!("{} MB of empty lines", big >> 20),
        bytes: Payload::repeat(&head, filler, big, b""),
        expect: if tier == Tier::Slow {
            Expect::Refuse
        } else {
            Expect::Any
        },
    });
    out
}

/// Extreme values for an option that takes a number, with what the option
/// must do with them.
pub fn extreme_numbers() -> Vec<(&'static str, Expect)> {
    vec![
        ("0", Expect::Any),
        ("1", Expect::Any),
        ("-1", Expect::Refuse),
        ("-0", Expect::Any),
        ("4294967297", Expect::Any),
        ("18446744073709551615", Expect::Any),
        ("18446744073709551616", Expect::Refuse),
        ("1e300", Expect::Any),
        ("NaN", Expect::Refuse),
        ("inf", Expect::Any),
        ("", Expect::Refuse),
        ("5x", Expect::Refuse),
        (" 5", Expect::Any),
        ("0x10", Expect::Refuse),
        ("1.5", Expect::Any),
    ]
}

/// Extreme values for an option that takes a board size.
pub fn extreme_sizes() -> Vec<(&'static str, Expect)> {
    vec![
        ("0", Expect::Refuse),
        ("0x0", Expect::Refuse),
        ("1x1", Expect::Any),
        ("1x255", Expect::Any),
        ("255x255", Expect::Any),
        ("256x256", Expect::Refuse),
        ("8x8x8", Expect::Refuse),
        ("8x", Expect::Refuse),
        ("x8", Expect::Refuse),
        ("-8x8", Expect::Refuse),
        ("18446744073709551616x2", Expect::Refuse),
        ("８x８", Expect::Refuse),
        ("", Expect::Refuse),
    ]
}
