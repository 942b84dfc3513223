//! The census past one machine's memory: shard files and their merge.
//!
//! - `census --shard K/N --out DIR` computes the K-th of N rank ranges of
//!   one configuration and writes it to `DIR` as a Parquet shard file
//!   ([`blackbox_lab::write_shard`]), atomically: a file named like a shard
//!   is always a complete one (written as `.tmp`, then renamed).
//! - `merge DIR` reads every shard file of `DIR` and prints the census, the
//!   same report (text, JSON, CSV, plot) as one run; missing shards are
//!   named and nothing is printed.
//! - A census whose in-memory estimate exceeds the memory budget spills:
//!   its shards go to `--spill-dir DIR` (kept, so a stopped run resumes from
//!   its completed shards) or a temporary directory, then are merged. Refused
//!   up front when the disk does not hold the shard files.

use anyhow::{bail, Context};
use blackbox::{Dims, Rules};
use blackbox_lab::{self as lab, Census, Header, Progress, ShardFile, ShardSpec, Space};
use blackbox_solve::Control;
use std::fs::{self, File};
use std::path::{Path, PathBuf};

/// A shard file's name in its directory: `census-8x8-6-standard-3-of-8.parquet`.
pub fn file_name(space: &Space, spec: ShardSpec) -> String {
    let rules = match space.geometry().rules() {
        Rules::Standard => "standard",
        Rules::Acm => "acm",
    };
    format!(
        "census-{}-{}-{rules}-{}-of-{}.parquet",
        space.dims(),
        space.subsets().atoms(),
        spec.index(),
        spec.count()
    )
}

/// Writes shard `spec` of `space` into `dir`, unless a complete file of it
/// is there already (then its header is returned with `false`).
pub fn write_into(
    space: &Space,
    spec: ShardSpec,
    dir: &Path,
    progress: Progress,
    control: &Control,
) -> anyhow::Result<(Header, bool)> {
    let path = dir.join(file_name(space, spec));
    if path.exists() {
        let file = open(&path)?;
        return Ok((file.header().clone(), false));
    }
    let tmp = path.with_extension("parquet.tmp");
    let out = File::create(&tmp).with_context(|| format!("cannot create {}", tmp.display()))?;
    let written = lab::write_shard(space, spec, std::io::BufWriter::new(out), progress, control);
    let header = match written {
        Ok(header) => header,
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            return Err(e.into());
        }
    };
    fs::rename(&tmp, &path).with_context(|| format!("cannot rename {}", tmp.display()))?;
    Ok((header, true))
}

/// Opens one shard file.
fn open(path: &Path) -> anyhow::Result<ShardFile<File>> {
    let name = cli_support::display_name(path);
    let file = File::open(path).with_context(|| format!("cannot open {name}"))?;
    Ok(ShardFile::open(&name, file)?)
}

/// Every shard file (`*.parquet`) of `dir`, by name.
pub fn open_all(dir: &Path) -> anyhow::Result<Vec<ShardFile<File>>> {
    let entries = fs::read_dir(dir)
        .with_context(|| format!("cannot read the directory {}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .with_context(|| format!("cannot read the directory {}", dir.display()))?;
    paths.retain(|p| p.extension().is_some_and(|e| e == "parquet"));
    paths.sort();
    if paths.is_empty() {
        bail!("{}: no shard files (*.parquet) to merge", dir.display());
    }
    paths.iter().map(|p| open(p)).collect()
}

/// The census of `space` by `shards` shard files in `dir`, written (or
/// found complete) one after the other, then merged.
pub fn spilled(
    space: &Space,
    shards: u64,
    dir: &Path,
    progress: Progress,
    control: &Control,
) -> anyhow::Result<Census> {
    for k in 1..=shards {
        let spec = ShardSpec::new(k, shards).expect("1 <= k <= shards");
        write_into(space, spec, dir, progress, control)?;
    }
    let files = (1..=shards)
        .map(|k| open(&dir.join(file_name(space, ShardSpec::new(k, shards).expect("k <= n")))))
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok(lab::merge(&files, progress, control)?.1)
}

/// What a census that spills says before it starts: its size, its
/// estimates of memory and disk, and the plan (`done` of its `shards`
/// files complete already, from an earlier run).
pub fn plan_note(
    dims: Dims,
    atoms: usize,
    boards: u64,
    budget: u64,
    shards: u64,
    done: u64,
) -> String {
    let mb = |b: u64| b.div_ceil(1 << 20);
    let per_shard = boards.div_ceil(shards);
    let resumed = match done {
        0 => String::new(),
        d => format!(" ({d} of them complete already: resuming)"),
    };
    format!(
        "census {dims}/{atoms}: {boards} boards, about {} MB in memory (estimate), over the \
         {} MB budget: spilling to {shards} shard files of about {per_shard} boards (about {} MB \
         of disk in all){resumed}, then merging them; peak memory about {} MB (estimate)",
        mb(lab::memory::census_bytes(boards)),
        mb(budget),
        mb(lab::shard_files_bytes(boards, boards, shards)),
        mb(lab::memory::spilled_census_bytes(boards, per_shard)),
    )
}

/// How many of the `shards` shard files of `space` are complete in `dir`
/// (a file with a shard's final name is complete: see [`write_into`]).
pub fn complete(space: &Space, shards: u64, dir: &Path) -> u64 {
    (1..=shards)
        .filter_map(|k| ShardSpec::new(k, shards))
        .filter(|&spec| dir.join(file_name(space, spec)).exists())
        .count() as u64
}

/// The number of shards a census of `boards` boards needs to stay within
/// `budget` bytes: each shard keeps its boards' keys in memory.
pub fn shards_for(boards: u64, budget: u64) -> u64 {
    let per_shard = budget.saturating_sub(lab::memory::BASE_BYTES).max(1 << 20)
        / lab::memory::CENSUS_BYTES_PER_BOARD;
    boards.div_ceil(per_shard.max(1)).max(1)
}

/// Fails, with the estimate, when `dir`'s file system has less room than
/// the `need` bytes of shard files still to write.
pub fn ensure_disk(dir: &Path, need: u64) -> anyhow::Result<()> {
    if need == 0 {
        return Ok(());
    }
    let Some(free) = free_bytes(dir) else {
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

/// Bytes free for this user on the file system of `dir`, or of its nearest
/// existing ancestor when it is not made yet.
fn free_bytes(dir: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let existing = dir
        .ancestors()
        .find(|a| a.is_dir())
        .unwrap_or(Path::new("."));
    let path = std::ffi::CString::new(existing.as_os_str().as_bytes()).ok()?;
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: `path` is a valid C string and `stat` a valid out-pointer.
    let ok = unsafe { libc::statvfs(path.as_ptr(), &mut stat) } == 0;
    ok.then(|| stat.f_bavail as u64 * stat.f_frsize as u64)
}
