//! The search's memo: what is known of each candidate set met so far, kept
//! per orbit of the board's symmetries (under the orbit's canonical set),
//! and its file form, so that a stopped search resumes where it was.
//!
//! An entry holds a proven lower bound on the set's least total score and
//! the lowest total a strategy found reaches, with that strategy's first
//! move (in the canonical set's frame); the value is known when they meet.
//! Entries only ever grow more precise: the lower bound rises, the upper
//! one falls.
//!
//! The file: the line `boxlogic optimum memo 1`, a line naming the game
//! (`8x8 3 standard 41664`), then the entries (the set's size, its ranks as
//! gaps, the lower bound, a tag, then the upper bound and its move when one
//! is known; numbers as LEB128 varints), then the XXH3-64 of
//! everything before it (8 bytes, little-endian). A file of another game or
//! version, cut short or changed, is refused.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The first line of a memo file.
const MAGIC: &str = "boxlogic optimum memo 2";

/// A move as the memo keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Move {
    /// Fire the port of this index.
    Fire(u8),
    /// Guess these cells (the first `atoms` of the array, sorted).
    Guess([u8; MAX_ATOMS]),
}

/// Most atoms a searched game has (the guess is kept inline).
pub(crate) const MAX_ATOMS: usize = 8;

/// What is known of one set: its least total score `W` is at least `lb`,
/// and at most `ub`, which the strategy starting with `mv` reaches (when
/// `ub` is not [`UNKNOWN`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Known {
    /// A proven lower bound on `W`.
    pub lb: u64,
    /// A total score some strategy reaches, or [`UNKNOWN`].
    pub ub: u64,
    /// The first move of that strategy (meaningless while `ub` is unknown).
    pub mv: Move,
}

/// No strategy known yet.
pub(crate) const UNKNOWN: u64 = u64::MAX;

impl Known {
    /// The value `v`, reached by the strategy starting with `mv`.
    pub(crate) fn exactly(v: u64, mv: Move) -> Known {
        Known { lb: v, ub: v, mv }
    }

    /// Whether the value is known.
    pub(crate) fn is_exact(&self) -> bool {
        self.lb == self.ub
    }

    /// Nothing known but the bound `lb`.
    pub(crate) fn at_least(lb: u64) -> Known {
        Known {
            lb,
            ub: UNKNOWN,
            mv: Move::Fire(0),
        }
    }
}

/// A canonical set, hashed once over its ranks (FxHash's mixing step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Key(pub Box<[u32]>);

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let h = (self.0.iter()).fold(self.0.len() as u64, |h, &r| {
            (h.rotate_left(5) ^ u64::from(r)).wrapping_mul(0x517c_c1b7_2722_0a95)
        });
        state.write_u64(h);
    }
}

/// Passes the key's own 64-bit hash through.
#[derive(Default)]
pub(crate) struct PassThrough(u64);

impl Hasher for PassThrough {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The memo.
#[derive(Debug, Default)]
pub(crate) struct Memo {
    entries: HashMap<Key, Known, BuildHasherDefault<PassThrough>>,
    /// Bytes the entries take, estimated (keys, values, table).
    bytes: u64,
}

/// Estimated bytes of an entry of a set of `n` boards.
fn entry_bytes(n: usize) -> u64 {
    64 + 4 * n as u64
}

impl Memo {
    /// What is known of canonical set `key`.
    pub(crate) fn get(&self, key: &Key) -> Option<Known> {
        self.entries.get(key).copied()
    }

    /// Adds what `known` tells of `key` to the entry: the higher lower
    /// bound, the lower upper bound with its move.
    pub(crate) fn put(&mut self, key: Key, known: Known) {
        use std::collections::hash_map::Entry;
        match self.entries.entry(key) {
            Entry::Occupied(mut e) => {
                let old = e.get_mut();
                old.lb = old.lb.max(known.lb);
                if known.ub < old.ub {
                    (old.ub, old.mv) = (known.ub, known.mv);
                }
            }
            Entry::Vacant(e) => {
                self.bytes += entry_bytes(e.key().0.len());
                e.insert(known);
            }
        }
    }

    /// Entries held.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Bytes the memo takes, estimated.
    pub(crate) fn bytes(&self) -> u64 {
        self.bytes
    }

    /// The memo's file form for the game `game` (`8x8 3 standard 41664`).
    pub(crate) fn to_bytes(&self, game: &str) -> Vec<u8> {
        let mut buf = Vec::with_capacity(self.bytes as usize / 4);
        buf.extend_from_slice(format!("{MAGIC}\n{game}\n").as_bytes());
        let mut keys: Vec<(&Key, &Known)> = self.entries.iter().collect();
        keys.sort_unstable_by(|a, b| a.0 .0.cmp(&b.0 .0));
        put_varint(&mut buf, keys.len() as u64);
        for (key, known) in keys {
            put_varint(&mut buf, key.0.len() as u64);
            let mut last = 0u32;
            for &r in key.0.iter() {
                put_varint(&mut buf, u64::from(r - last));
                last = r;
            }
            put_varint(&mut buf, known.lb);
            match (known.ub, known.mv) {
                (UNKNOWN, _) => buf.push(0),
                (ub, Move::Fire(p)) => {
                    buf.push(1);
                    put_varint(&mut buf, ub);
                    buf.push(p);
                }
                (ub, Move::Guess(cells)) => {
                    buf.push(2);
                    put_varint(&mut buf, ub);
                    buf.extend_from_slice(&cells);
                }
            }
        }
        let sum = twox_hash::XxHash3_64::oneshot(&buf);
        buf.extend_from_slice(&sum.to_le_bytes());
        buf
    }

    /// Reads a memo that [`Memo::to_bytes`] wrote for the game `game`,
    /// whose boards, ports and cells number `limits` (every rank, port and
    /// cell read is checked against them).
    pub(crate) fn from_bytes(bytes: &[u8], game: &str, limits: [usize; 3]) -> Result<Memo, String> {
        let [boards, ports, cells] = limits;
        let Some(split) = bytes.len().checked_sub(8) else {
            return Err("the file is too short".into());
        };
        let (body, sum) = bytes.split_at(split);
        let sum = u64::from_le_bytes(sum.try_into().expect("8 bytes"));
        if twox_hash::XxHash3_64::oneshot(body) != sum {
            return Err("its checksum does not match: the file was cut short or changed".into());
        }
        let head = format!("{MAGIC}\n{game}\n");
        let Some(mut rest) = body.strip_prefix(head.as_bytes()) else {
            return Err(format!("it is not the memo of {game} of this version"));
        };
        let mut memo = Memo::default();
        let count = take_varint(&mut rest)?;
        for _ in 0..count {
            let n = take_varint(&mut rest)? as usize;
            if n > rest.len() {
                return Err("an entry runs past the end".into());
            }
            let mut key = Vec::with_capacity(n);
            let mut last = 0u64;
            for i in 0..n {
                let gap = take_varint(&mut rest)?;
                if i > 0 && gap == 0 {
                    return Err("a set lists a board twice".into());
                }
                last = last.saturating_add(gap);
                if last >= boards as u64 {
                    return Err(format!("a board rank {last} past the {boards} boards"));
                }
                key.push(last as u32);
            }
            let lb = take_varint(&mut rest)?;
            let (&tag, tail) = rest.split_first().ok_or("an entry is cut short")?;
            rest = tail;
            let mut known = Known::at_least(lb);
            if tag != 0 {
                known.ub = take_varint(&mut rest)?;
                if known.ub < lb {
                    return Err("an entry's strategy beats its proven bound".into());
                }
            }
            known.mv = match tag {
                0 => known.mv,
                1 => {
                    let (&p, tail) = rest.split_first().ok_or("an entry is cut short")?;
                    rest = tail;
                    if usize::from(p) >= ports {
                        return Err(format!("a port index {p} past the {ports} ports"));
                    }
                    Move::Fire(p)
                }
                2 if rest.len() >= MAX_ATOMS => {
                    let (guess, tail) = rest.split_at(MAX_ATOMS);
                    rest = tail;
                    if guess.iter().any(|&c| usize::from(c) >= cells) {
                        return Err(format!("a guessed cell past the {cells} cells"));
                    }
                    Move::Guess(guess.try_into().expect("length checked"))
                }
                _ => return Err("an entry of an unknown kind".into()),
            };
            memo.put(Key(key.into_boxed_slice()), known);
        }
        if !rest.is_empty() {
            return Err("bytes after the last entry".into());
        }
        Ok(memo)
    }
}

fn put_varint(buf: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7F) as u8;
        n >>= 7;
        if n == 0 {
            buf.push(byte);
            return;
        }
        buf.push(byte | 0x80);
    }
}

fn take_varint(rest: &mut &[u8]) -> Result<u64, String> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let (&byte, tail) = rest.split_first().ok_or("a number is cut short")?;
        *rest = tail;
        n |= u64::from(byte & 0x7F) << shift;
        if byte & 0x80 == 0 {
            return Ok(n);
        }
    }
    Err("a number is too long".into())
}
