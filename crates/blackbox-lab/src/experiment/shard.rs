//! Census shards: the census of one range of ranks, kept as a Parquet file,
//! and the merge of every shard of a census into its figures.
//!
//! A census of N shards cuts the boards' ranks into N ranges of whole scan
//! chunks ([`ShardSpec::chunks`]); shard K keeps the sorted
//! `(fingerprint, rank)` keys of its range. A shard file has two required
//! `INT64` columns, `fingerprint` (the bits of the unsigned 64-bit
//! fingerprint of the board's feedback, `UINT_64`) and `rank`, and one row
//! group per **partition**: partition `p` holds the keys whose fingerprint's
//! top bits are `p`, so equal feedbacks always fall in the same partition.
//! The number of partitions depends only on the space ([`partitions`]), so
//! every shard of a census has the same ones, and [`merge`] groups one
//! partition at a time: its memory is one partition's keys (some 64 MB)
//! and every file's parsed footer, about 1 KB a row group
//! ([`crate::memory::merge_bytes`]: 64 MB a file on 10x10/8's 65,536
//! partitions, so the number of shards is bounded). The key-value metadata
//! [`HEADER_KEY`] holds the [`Header`] as JSON.
//!
//! **Checksums.** Every page of a shard carries the CRC-32 of its bytes
//! (Parquet's page checksum, which other readers can verify too); the
//! header carries the XXH3-64 digest of each row group's bytes (both
//! column chunks, page headers included) and a digest of itself, which
//! covers those, and so the whole data. A merge checks the header's digest
//! when it opens a file, and a row group's digest before it parses a byte
//! of it, then each page's CRC: a file changed after it was written is
//! refused ([`Error::Damaged`], naming it), never merged into other
//! figures.
//!
//! Invariants: a merge answers only from a complete set of shards of one
//! census (the missing ones are named, duplicates and foreign files
//! refused), uses no byte of a file before its checksum matched, checks
//! every key it reads against its file's header (rank in range, partition
//! right, count right) before it is used, and gives the same [`Census`] as
//! the in-memory [`census`](super::census::census), whatever the number of
//! shards.

use super::census::{sorted_keys, tally};
use super::figures::Census;
use super::plain_pages::{self, Pages};
use super::scan::{self, ProgressCallback};
use super::sort::sort_keys;
use super::space::Space;
use super::tally::Tally;
use crate::error::{Error, Result};
use blackbox::{Dims, Rules};
use logic::Control;
use parquet::basic::Compression;
use parquet::column::writer::{get_column_writer, get_typed_column_writer_mut};
use parquet::data_type::Int64Type;
use parquet::file::metadata::{KeyValue, ParquetMetaData, ParquetMetaDataReader};
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::file::reader::ChunkReader;
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::parser::parse_message_type;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::hash::Hasher as _;
use std::io::Write;
use std::ops::Range;
use std::str::FromStr;
use std::sync::Arc;

/// The key of the file's key-value metadata holding its [`Header`].
pub const HEADER_KEY: &str = "boxlogic.census-shard";

/// The version of the shard format this code writes and reads: 3 since
/// pages carry their CRC and the header its digests (2 had neither; 1 had
/// a multiply-xorshift hash of the feedback, so its keys cannot be merged
/// with these).
const FORMAT: u32 = 3;

/// The Parquet schema of a shard file.
const SCHEMA: &str = "message census_shard {
    required int64 fingerprint (INTEGER(64, false));
    required int64 rank;
}";

/// Values handed to a column writer at once.
const WRITE_BATCH: usize = 1 << 16;

/// Missing shards named in an error, at most.
const MISSING_LISTED: usize = 20;

/// About this many boards a partition (2^22: 64 MB of keys).
pub(crate) const PARTITION_BOARDS: u64 = 1 << 22;

/// Shard `index` of `count` (both from 1), written `K/N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardSpec {
    index: u64,
    count: u64,
}

impl ShardSpec {
    /// Shard `index` of `count`, or `None` unless `1 <= index <= count`.
    pub fn new(index: u64, count: u64) -> Option<Self> {
        (1..=count)
            .contains(&index)
            .then_some(ShardSpec { index, count })
    }

    /// The shard's number, from 1.
    pub fn index(self) -> u64 {
        self.index
    }

    /// The number of shards.
    pub fn count(self) -> u64 {
        self.count
    }

    /// The scan chunks of this shard of `space`: shard K of N takes chunks
    /// `⌊(K−1)·C/N⌋ .. ⌊K·C/N⌋` of the C chunks, so the shards tile the
    /// boards whatever N (a shard may be empty when N > C).
    pub fn chunks(self, space: &Space) -> Range<u64> {
        let total = scan::chunks(space.subsets()) as u128;
        let at = |k: u64| (total * k as u128 / self.count as u128) as u64;
        at(self.index - 1)..at(self.index)
    }
}

impl fmt::Display for ShardSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for ShardSpec {
    type Err = String;

    fn from_str(s: &str) -> std::result::Result<Self, String> {
        let bad = || format!("shard {s:?}: expected K/N with 1 <= K <= N, e.g. 3/8");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let k: u64 = k.trim().parse().map_err(|_| bad())?;
        let n: u64 = n.trim().parse().map_err(|_| bad())?;
        ShardSpec::new(k, n).ok_or_else(bad)
    }
}

/// What a shard file says it holds (its key-value metadata [`HEADER_KEY`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The shard format's version.
    pub format: u32,
    /// Board size, e.g. `8x8`.
    pub size: String,
    /// Atoms per board.
    pub atoms: usize,
    /// The rule set.
    pub rules: Rules,
    /// This shard's number, from 1.
    pub shard: u64,
    /// The number of shards of the census.
    pub shards: u64,
    /// The ranks this shard holds, `first_rank..end_rank`.
    pub first_rank: u64,
    /// One past the last rank this shard holds.
    pub end_rank: u64,
    /// Boards of the whole census.
    pub boards: u64,
    /// Partitions (row groups) of every shard of the census.
    pub partitions: u32,
    /// The XXH3-64 digest of each row group's bytes (its two column
    /// chunks, as written), by partition.
    pub digests: Vec<u64>,
    /// The XXH3-64 digest of this header's JSON with this field 0: it
    /// covers every field, the row groups' digests, and so the whole data.
    pub digest: u64,
}

impl Header {
    /// What census this is a shard of, e.g. `the census of 8x8/5 (standard
    /// rules) in 8 shards`.
    fn census(&self) -> String {
        census_words(
            &self.size,
            self.atoms,
            self.rules,
            &format!("in {} shards", self.shards),
        )
    }

    /// The space of the census, checked.
    pub(crate) fn space(&self) -> blackbox::Result<Space> {
        let dims: Dims = self.size.parse()?;
        Space::new(dims, self.atoms, self.rules, u64::MAX)
    }

    /// The digest of this header ([`Header::digest`]).
    fn content_digest(&self) -> u64 {
        content_digest(&Header {
            digest: 0,
            ..self.clone()
        })
    }
}

/// The XXH3-64 digest of `value`'s JSON (a header or a merge part whose own
/// digest field is 0).
pub(crate) fn content_digest(value: &impl Serialize) -> u64 {
    let json = serde_json::to_vec(value).expect("a census record serialises");
    twox_hash::XxHash3_64::oneshot(&json)
}

/// `the census of SIZE/ATOMS (RULES rules) HOW`, as errors name a census
/// in shards or in merge parts.
pub(crate) fn census_words(size: &str, atoms: usize, rules: Rules, how: &str) -> String {
    let rules = serde_json::to_value(rules).unwrap_or_default();
    let rules = rules.as_str().unwrap_or("?").to_owned();
    format!("the census of {size}/{atoms} ({rules} rules) {how}")
}

/// The number of partitions of a census of `boards` boards: a power of
/// two, about 2^22 (4,194,304) boards each.
pub fn partitions(boards: u64) -> u32 {
    boards
        .div_ceil(PARTITION_BOARDS)
        .next_power_of_two()
        .min(1 << 16) as u32
}

/// The partition of a fingerprint: its top `log2(partitions)` bits.
fn partition_of(fp: u64, partitions: u32) -> u32 {
    match partitions {
        1 => 0,
        p => (fp >> (64 - p.trailing_zeros())) as u32,
    }
}

/// Estimated bytes of `files` shard files holding `boards` boards of a
/// census of `census_boards` boards, rounded up: 16 bytes a board, and per
/// file 128 KiB and 300 bytes for each of its row groups, one per partition
/// (measured: 16 bytes a board, and a footer of 100 KiB or less with 258
/// bytes a row group on 10x10/8's 65,536).
pub fn shard_files_bytes(census_boards: u64, boards: u64, files: u64) -> u64 {
    let per_file = files_bytes(partitions(census_boards), 0, 1);
    files_bytes(0, boards, 0).saturating_add(files.saturating_mul(per_file))
}

/// Estimated bytes of `files` files of `partitions` row groups holding
/// `boards` boards in all (see [`shard_files_bytes`]).
fn files_bytes(partitions: u32, boards: u64, files: u64) -> u64 {
    let per_file = (128 << 10) + u64::from(partitions) * 300;
    boards
        .saturating_mul(16)
        .saturating_add(files.saturating_mul(per_file))
}

/// Computes shard `spec` of the census of `space` and writes it to `out`
/// as a Parquet file; returns its header. [`blackbox::Error::Interrupted`]
/// (as [`Error::Board`]) once `control` is cancelled, before anything is
/// written.
pub fn write_shard<W: Write + Send>(
    space: &Space,
    spec: ShardSpec,
    out: W,
    progress: ProgressCallback,
    control: &Control,
) -> Result<Header> {
    let chunks = spec.chunks(space);
    let ranks = scan::ranks(space.subsets(), &chunks);
    let keys = sorted_keys(space, chunks, progress, control)?;
    let dims = space.dims();
    let header = Header {
        format: FORMAT,
        size: dims.to_string(),
        atoms: space.subsets().atoms(),
        rules: space.geometry().rules(),
        shard: spec.index,
        shards: spec.count,
        first_rank: ranks.start,
        end_rank: ranks.end,
        boards: space.boards(),
        partitions: partitions(space.boards()),
        digests: Vec::new(),
        digest: 0,
    };
    write_keys(header, &keys, out, control)
}

/// Writes sorted keys as a shard file with `header`, whose digests it
/// fills in; returns the header written. Polls `control` before each row
/// group.
fn write_keys<W: Write + Send>(
    header: Header,
    keys: &[(u64, u64)],
    out: W,
    control: &Control,
) -> Result<Header> {
    let mut stopped = false;
    let written = write_groups(header, keys, out, &mut || {
        stopped = control.is_cancelled();
        stopped
    });
    match (written, stopped) {
        (_, true) => Err(blackbox::Error::Interrupted.into()),
        (written, false) => written.map_err(|e| Error::Write(e.to_string())),
    }
}

/// [`write_keys`], stopping (with an error) when `stop` says so before a
/// row group.
fn write_groups<W: Write + Send>(
    mut header: Header,
    keys: &[(u64, u64)],
    out: W,
    stop: &mut dyn FnMut() -> bool,
) -> parquet::errors::Result<Header> {
    let schema = Arc::new(parse_message_type(SCHEMA)?);
    let props = Arc::new(
        WriterProperties::builder()
            .set_dictionary_enabled(false)
            .set_statistics_enabled(EnabledStatistics::Chunk)
            .set_created_by(format!("boxlogic {}", env!("CARGO_PKG_VERSION")))
            .build(),
    );
    let mut writer = SerializedFileWriter::new(out, schema, props.clone())?;
    let columns = writer.schema_descr().columns().to_vec();
    header.digests.clear();
    let mut rest = keys;
    let mut values = Vec::with_capacity(WRITE_BATCH);
    for p in 0..header.partitions {
        if stop() {
            return Err(parquet::errors::ParquetError::General("stopped".to_owned()));
        }
        let n = rest.partition_point(|&(fp, _)| partition_of(fp, header.partitions) <= p);
        let (part, tail) = rest.split_at(n);
        rest = tail;
        let mut group = writer.next_row_group()?;
        let mut digest = twox_hash::XxHash3_64::new();
        for (i, descr) in columns.iter().enumerate() {
            // Encoded into memory through [`Pages`] (pages with their
            // CRC), a column at a time, then spliced into the file.
            let mut chunk = Vec::new();
            let mut column = get_column_writer(
                descr.clone(),
                props.clone(),
                Box::new(Pages { out: &mut chunk }),
            );
            let typed = get_typed_column_writer_mut::<Int64Type>(&mut column);
            for batch in part.chunks(WRITE_BATCH) {
                values.clear();
                values.extend(batch.iter().map(|k| [k.0, k.1][i] as i64));
                typed.write_batch(&values, None, None)?;
            }
            let close = column.close()?;
            digest.write(&chunk);
            group.append_column(&bytes::Bytes::from(chunk), close)?;
        }
        group.close()?;
        header.digests.push(digest.finish());
    }
    header.digest = header.content_digest();
    let json = serde_json::to_string(&header).expect("a header serialises");
    writer.append_key_value_metadata(KeyValue::new(HEADER_KEY.to_owned(), json));
    writer.close()?;
    Ok(header)
}

/// A shard file opened for a merge: its header read and checked.
pub struct ShardFile<R: ChunkReader + 'static> {
    name: String,
    reader: R,
    meta: ParquetMetaData,
    header: Header,
}

impl<R: ChunkReader + 'static> ShardFile<R> {
    /// Opens the shard file `reader`, called `name` in errors; refuses a
    /// file that is not a shard of this format, whose header does not
    /// match its digest ([`Error::Damaged`]), or whose row groups
    /// contradict its header.
    pub fn open(name: &str, reader: R) -> Result<Self> {
        let not = |detail: String| Error::NotAShard {
            file: name.to_owned(),
            detail,
        };
        let length = reader.len();
        let meta = ParquetMetaDataReader::new()
            .parse_and_finish(&reader)
            .map_err(|_| {
                not(
                    "its Parquet footer cannot be read (not a Parquet file, or cut short, or \
                     damaged)"
                        .to_owned(),
                )
            })?;
        check_chunks(&meta, length).map_err(not)?;
        let json = meta
            .file_metadata()
            .key_value_metadata()
            .into_iter()
            .flatten()
            .find(|kv| kv.key == HEADER_KEY)
            .and_then(|kv| kv.value.clone())
            .ok_or_else(|| not(format!("no {HEADER_KEY} metadata")))?;
        let header = read_header(&json).map_err(|detail| match detail {
            HeaderError::Format(detail) => not(detail),
            HeaderError::Damaged(detail) => Error::Damaged {
                file: name.to_owned(),
                detail,
            },
        })?;
        let space = header.space().map_err(|e| not(e.to_string()))?;
        let shard = ShardSpec::new(header.shard, header.shards)
            .ok_or_else(|| not(format!("shard {}/{}", header.shard, header.shards)))?;
        let ranks = scan::ranks(space.subsets(), &shard.chunks(&space));
        let expected = (
            space.boards(),
            partitions(space.boards()),
            ranks.start,
            ranks.end,
        );
        let claimed = (
            header.boards,
            header.partitions,
            header.first_rank,
            header.end_rank,
        );
        if claimed != expected {
            return Err(not(format!(
                "its header's boards, partitions and ranks {claimed:?} are not those of {} \
                 shard {shard}: {expected:?}",
                header.census()
            )));
        }
        let columns = meta.file_metadata().schema_descr();
        let names: Vec<_> = columns.columns().iter().map(|c| c.name()).collect();
        if names != ["fingerprint", "rank"]
            || meta.num_row_groups() != header.partitions as usize
            || header.digests.len() != header.partitions as usize
        {
            return Err(not(format!(
                "columns {names:?} in {} row groups with {} digests (expected fingerprint, rank \
                 in {})",
                meta.num_row_groups(),
                header.digests.len(),
                header.partitions
            )));
        }
        let rows: i64 = meta.row_groups().iter().map(|g| g.num_rows()).sum();
        if rows != (ranks.end - ranks.start) as i64 {
            return Err(not(format!(
                "{rows} rows for the {} boards of its ranks",
                ranks.end - ranks.start
            )));
        }
        Ok(ShardFile {
            name: name.to_owned(),
            reader,
            meta,
            header,
        })
    }

    /// The file's header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Appends the keys of partition `p` to `keys`: its bytes checked
    /// against their digest before anything is parsed, its pages against
    /// their CRC, each key against the header.
    fn read_partition(&self, p: u32, keys: &mut Vec<(u64, u64)>) -> Result<()> {
        let damaged = |detail: String| Error::Damaged {
            file: self.name.clone(),
            detail,
        };
        let group = self.meta.row_group(p as usize);
        let rows = group.num_rows() as usize;
        // Offsets and sizes checked by `check_chunks` when opened.
        let chunks = (0..2)
            .map(|i| {
                let column = group.column(i);
                self.reader.get_bytes(
                    column.data_page_offset() as u64,
                    column.compressed_size() as usize,
                )
            })
            .collect::<std::result::Result<Vec<_>, _>>()
            .map_err(|_| damaged(format!("the bytes of partition {p} cannot be read")))?;
        let mut digest = twox_hash::XxHash3_64::new();
        chunks.iter().for_each(|chunk| digest.write(chunk));
        if digest.finish() != self.header.digests[p as usize] {
            return Err(damaged(format!(
                "the bytes of partition {p} do not match their checksum"
            )));
        }
        let mut columns = [Vec::with_capacity(rows), Vec::with_capacity(rows)];
        for ((i, values), chunk) in columns.iter_mut().enumerate().zip(&chunks) {
            plain_pages::read_int64(chunk, rows, values).map_err(|e| {
                let column = ["fingerprints", "ranks"][i];
                damaged(format!("the {column} of partition {p}: {e}"))
            })?;
        }
        let h = &self.header;
        for (&fp, &rank) in columns[0].iter().zip(&columns[1]) {
            let (fp, rank) = (fp as u64, rank as u64);
            if !(h.first_rank..h.end_rank).contains(&rank) || partition_of(fp, h.partitions) != p {
                return Err(damaged(format!(
                    "partition {p} holds rank {rank} with fingerprint {fp:#x}, outside its \
                     ranks {}..{} or partition",
                    h.first_rank, h.end_rank
                )));
            }
            keys.push((fp, rank));
        }
        Ok(())
    }
}

/// Why a shard's header was refused: not one of this format, or damaged.
enum HeaderError {
    Format(String),
    Damaged(String),
}

/// The header of a shard file from its JSON, its digest checked.
fn read_header(json: &str) -> std::result::Result<Header, HeaderError> {
    #[derive(Deserialize)]
    struct Format {
        format: u32,
    }
    let format = serde_json::from_str::<Format>(json).map(|f| f.format);
    match format {
        Ok(FORMAT) => {}
        Ok(other) => {
            return Err(HeaderError::Format(format!(
                "format {other} (this version reads {FORMAT}: compute the shards again)"
            )))
        }
        Err(_) => {
            return Err(HeaderError::Damaged(
                "its header is not the census's JSON".to_owned(),
            ))
        }
    }
    let header: Header = serde_json::from_str(json)
        .map_err(|_| HeaderError::Damaged("its header is not the census's JSON".to_owned()))?;
    if header.content_digest() != header.digest {
        return Err(HeaderError::Damaged(
            "its header does not match its checksum".to_owned(),
        ));
    }
    Ok(header)
}

/// Checks what a merge trusts in the footer before it reads a row group:
/// every group's row count is not negative, and every column chunk is
/// uncompressed, without a dictionary (shards are written so, and
/// [`plain_pages`] reads only that), and lies inside the file of `length`
/// bytes.
fn check_chunks(meta: &ParquetMetaData, length: u64) -> std::result::Result<(), String> {
    for (g, group) in meta.row_groups().iter().enumerate() {
        if group.num_rows() < 0 {
            return Err(format!("row group {g} claims {} rows", group.num_rows()));
        }
        for column in group.columns() {
            if column.compression() != Compression::UNCOMPRESSED
                || column.dictionary_page_offset().is_some()
            {
                return Err(format!(
                    "row group {g}: a column compressed or with a dictionary (shards are neither)"
                ));
            }
            let (start, size) = (column.data_page_offset(), column.compressed_size());
            let end = u64::try_from(start)
                .ok()
                .zip(u64::try_from(size).ok())
                .and_then(|(start, size)| start.checked_add(size));
            if end.is_none_or(|end| end > length) {
                return Err(format!(
                    "row group {g}: a column's bytes {start}+{size} are outside the file's \
                     {length} bytes"
                ));
            }
        }
    }
    Ok(())
}

/// The census merged from the shard files `files`: every shard of one
/// census, each once. Progress counts boards merged; a cancelled `control`
/// stops between partitions with [`blackbox::Error::Interrupted`].
pub fn merge<R: ChunkReader + 'static>(
    files: &[ShardFile<R>],
    progress: ProgressCallback,
    control: &Control,
) -> Result<(Space, Census)> {
    let header = complete(files)?;
    let space = header.space()?;
    let total = tally_partitions(files, &space, 0..header.partitions, progress, control)?;
    debug_assert_eq!(total.boards(), space.boards());
    let census = total.census(&space);
    Ok((space, census))
}

/// The header of the census that `files` hold every shard of, each once;
/// an error naming what is missing, doubled or foreign otherwise.
pub(crate) fn complete<R: ChunkReader + 'static>(files: &[ShardFile<R>]) -> Result<&Header> {
    let first = files.first().ok_or(Error::NoShards)?;
    let census_of = |h: &Header| (h.size.clone(), h.atoms, h.rules, h.shards);
    let mut by_shard = BTreeMap::new();
    for f in files {
        if census_of(&f.header) != census_of(&first.header) {
            return Err(Error::OtherCensus {
                file: f.name.clone(),
                theirs: f.header.census(),
                ours: first.header.census(),
                first: first.name.clone(),
            });
        }
        if let Some(other) = by_shard.insert(f.header.shard, &f.name) {
            return Err(Error::DuplicateShard {
                file: f.name.clone(),
                shard: format!("{}/{}", f.header.shard, f.header.shards),
                other: other.clone(),
            });
        }
    }
    let shards = first.header.shards;
    if by_shard.len() as u64 != shards {
        let missing = (1..=shards).filter(|k| !by_shard.contains_key(k));
        return Err(Error::MissingShards {
            first: missing.take(MISSING_LISTED).collect(),
            count: shards - by_shard.len() as u64,
            of: shards,
        });
    }
    Ok(&first.header)
}

/// The tally of the partitions `range` of `files` (a complete set of the
/// shards of `space`'s census), one partition at a time.
pub(crate) fn tally_partitions<R: ChunkReader + 'static>(
    files: &[ShardFile<R>],
    space: &Space,
    range: Range<u32>,
    progress: ProgressCallback,
    control: &Control,
) -> Result<Tally> {
    let mut total = Tally::default();
    for p in range {
        let mut keys = Vec::new();
        for f in files {
            scan::poll(control)?;
            f.read_partition(p, &mut keys)?;
        }
        sort_keys(&mut keys, control)?;
        total = total.add(tally(space, &keys, control)?);
        progress(keys.len() as u64);
    }
    Ok(total)
}

#[cfg(test)]
pub(crate) mod tests;
