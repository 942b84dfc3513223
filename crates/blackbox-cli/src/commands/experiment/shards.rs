//! The census past one machine's memory: shard files and their merge.
//!
//! - `census --shard K/N --out DIR` computes the K-th of N rank ranges of
//!   one configuration and writes it to `DIR` as a Parquet shard file
//!   (by [`blackbox_app::experiment::census`]) into [`Dir`], atomically: a
//!   file named like a shard is always a complete one (written as `.tmp`,
//!   then renamed).
//! - `merge DIR` reads every shard file of `DIR` and prints the census, the
//!   same report (text, JSON, CSV, plot) as one run; missing shards are
//!   named and nothing is printed.
//! - A census whose in-memory estimate exceeds the memory budget spills:
//!   its shards go to `--spill-dir DIR` (kept, so a stopped run resumes from
//!   its completed shards) or a temporary directory, then are merged. Refused
//!   up front when the disk does not hold the shard files.

use anyhow::{bail, Context};
use blackbox::Dims;
use blackbox_app::experiment::census::{self, CensusPlan, ShardStore, Spill, Writer};
use blackbox_app::lab::{Header, Part, ShardFile};
use cli_support::read::{read_text, CENSUS_PART};
use cli_support::{starts_with_after_space, FileKind, MemoryBudget, OutputFile};
use std::fs::{self, File};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// A directory of shard files, as the census keeps them: a file named like
/// a shard is always a complete one (written as `.tmp`, then renamed).
pub struct Dir<'a>(pub &'a Path);

impl ShardStore for Dir<'_> {
    fn contains(&self, name: &str) -> bool {
        self.0.join(name).exists()
    }

    fn open(&self, name: &str) -> blackbox_app::Result<ShardFile<File>> {
        open(&self.0.join(name)).map_err(store_error)
    }

    fn store(&self, name: &str, write: &mut Writer<'_>) -> blackbox_app::Result<Header> {
        let path = self.0.join(name);
        let tmp = path.with_extension("parquet.tmp");
        let file = File::create(&tmp).with_context(|| format!("cannot create {}", tmp.display()));
        let mut out = BufWriter::new(file.map_err(store_error)?);
        let written = write(&mut out).map_err(blackbox_app::Error::from);
        let written = written.and_then(|header| {
            (out.flush()
                .with_context(|| format!("cannot write {}", tmp.display())))
            .map_err(store_error)?;
            Ok(header)
        });
        drop(out);
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        let header = written?;
        fs::rename(&tmp, &path)
            .with_context(|| format!("cannot rename {}", tmp.display()))
            .map_err(store_error)?;
        Ok(header)
    }
}

/// A file error of the store, in the words the command prints.
fn store_error(error: anyhow::Error) -> blackbox_app::Error {
    blackbox_app::Error::Store(format!("{error:#}"))
}

/// Opens one shard file.
fn open(path: &Path) -> anyhow::Result<ShardFile<File>> {
    let name = cli_support::display_name(path);
    let file = File::open(path).with_context(|| format!("cannot open {name}"))?;
    Ok(ShardFile::open(&name, file)?)
}

/// What a directory to merge holds: shard files, or the part files of a
/// merge run in parts.
pub enum Merge {
    /// Every shard file (`*.parquet`), by name.
    Shards(Vec<ShardFile<File>>),
    /// Every part file (`*.json`), by name, with its name.
    Parts(Vec<(String, Part)>),
}

/// The shard files (`*.parquet`) of `dir`, or else its part files
/// (`*.json`); refused when it holds neither, or both, and when merging
/// that many shard files would exceed `budget` (checked once the
/// first is open, before the others: the merge holds every file's footer).
pub fn read_dir(dir: &Path, budget: MemoryBudget) -> anyhow::Result<Merge> {
    let entries = fs::read_dir(dir)
        .with_context(|| format!("cannot read the directory {}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .with_context(|| format!("cannot read the directory {}", dir.display()))?;
    paths.sort();
    let with = |ext: &str| -> Vec<&PathBuf> {
        paths
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == ext))
            .collect()
    };
    match (with("parquet"), with("json")) {
        (shards, parts) if !shards.is_empty() && !parts.is_empty() => bail!(
            "{}: holds both shard files (*.parquet) and merge parts (*.json): merge one kind \
             from a directory of its own",
            dir.display()
        ),
        (shards, _) if !shards.is_empty() => {
            let first = open(shards[0])?;
            census::ensure_merge_fits(first.header().boards, shards.len() as u64, budget)?;
            let rest = shards[1..].iter().map(|p| open(p));
            Ok(Merge::Shards(
                std::iter::once(Ok(first))
                    .chain(rest)
                    .collect::<anyhow::Result<_>>()?,
            ))
        }
        (_, parts) if !parts.is_empty() => Ok(Merge::Parts(
            parts
                .iter()
                .map(|p| read_part(p))
                .collect::<anyhow::Result<_>>()?,
        )),
        _ => bail!(
            "{}: no shard files (*.parquet) or merge parts (*.json) to merge",
            dir.display()
        ),
    }
}

/// A merge part file: JSON whose first key is its format.
static PART_FILE: FileKind = FileKind {
    name: "a census merge part (JSON starting with {\"format\")",
    recognise: |head| {
        let rest = head.trim_ascii_start().strip_prefix(b"{");
        rest.is_some_and(|rest| starts_with_after_space(rest, b"\"format\""))
    },
};

/// Writes `part` as JSON to `path`, atomically, replacing only a part file.
pub fn write_part(path: &Path, part: &Part) -> anyhow::Result<()> {
    let json = serde_json::to_string_pretty(part)?;
    OutputFile::new(path, &PART_FILE, false).write(format!("{json}\n").as_bytes())
}

/// Reads the part file `path`, with the name its errors give.
fn read_part(path: &Path) -> anyhow::Result<(String, Part)> {
    let name = cli_support::display_name(path);
    let text = read_text(path, CENSUS_PART)?;
    let part = serde_json::from_str(&text).map_err(|e| {
        anyhow::anyhow!(
            "{name}: not a census merge part, or damaged: its JSON is not a part's at line {}, \
             column {}",
            e.line(),
            e.column()
        )
    })?;
    Ok((name, part))
}

/// What a census that spills says before it starts: its size, its
/// estimates of memory and disk, and the plan (of its shard files, those
/// complete already from an earlier run).
pub fn plan_note(
    dims: Dims,
    atoms: usize,
    plan: &CensusPlan,
    spill: &Spill,
    budget: MemoryBudget,
) -> String {
    let mb = |b: u64| b.div_ceil(1 << 20);
    let resumed = match spill.done {
        0 => String::new(),
        d => format!(" ({d} of them complete already: resuming)"),
    };
    format!(
        "census {dims}/{atoms}: {} boards, about {} MB in memory (estimate), over the {} MB \
         budget ({}): spilling to {} shard files of about {} boards (about {} MB of disk in all)\
         {resumed}, then merging them; peak memory about {} MB (estimate)",
        plan.boards,
        mb(spill.memory_bytes),
        mb(budget.bytes),
        budget.source,
        spill.shards,
        spill.shard_boards,
        mb(spill.disk_bytes),
        mb(spill.peak_bytes),
    )
}

/// Fails, with the estimate, when `dir`'s file system has less room than
/// the `need` bytes of shard files still to write.
pub fn ensure_disk(dir: &Path, need: u64) -> anyhow::Result<()> {
    if need == 0 {
        return Ok(());
    }
    let Some(free) = cli_support::free_bytes(dir) else {
        return Ok(());
    };
    if need > free {
        bail!(
            "the shard files still to write in {} need about {} MB of disk (estimate), more than \
             the {} MB free there: refused before starting (see --spill-dir, --out)",
            dir.display(),
            need.div_ceil(1 << 20),
            free / (1 << 20)
        );
    }
    Ok(())
}
