//! `experiment census` and `merge`: indistinguishable boards, in memory
//! when the census fits the memory budget, else spilled to shard files
//! that a [`ShardStore`] keeps (the front end's directory) and merged; one
//! shard alone (`--shard K/N`); the merge of a store's shards.
//!
//! Invariants: a shard is stored only complete (the store keeps what a
//! write finished, nothing of one that failed or was stopped), and a shard
//! already in the store is not computed again, so a stopped spilled census
//! resumes from its completed shards. A merge can run in parts
//! ([`merge_part`], then [`combine`]), each part a separate job. The plan (in memory, or how many
//! shards) depends only on the boards and the budget.

use super::{each, ensure_fits, model_error, Configs, Runs};
use crate::progress::Reporter;
use crate::Result;
use blackbox::{Dims, Rules};
use blackbox_lab::{self as lab, Census, Header, Part, ShardFile, ShardSpec, Space};
use blackbox_solve::Control;
use logic::MemoryBudget;
use std::fs::File;
use std::io::Write;

/// Where shard files are kept, by name (a directory of the front end).
pub trait ShardStore {
    /// Whether the store holds a complete shard file `name`.
    fn contains(&self, name: &str) -> bool;

    /// The shard file `name`.
    fn open(&self, name: &str) -> Result<ShardFile<File>>;

    /// Stores the shard file `name` that `write` writes, if `write`
    /// succeeds (nothing otherwise); its error is the store's.
    fn store(&self, name: &str, write: &mut Writer<'_>) -> Result<Header>;
}

/// What writes one shard file into the writer it is given.
pub type Writer<'a> = dyn FnMut(&mut (dyn Write + Send)) -> lab::Result<Header> + 'a;

/// How a configuration's census runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CensusPlan {
    /// The boards of the configuration.
    pub boards: u64,
    /// How it spills, or `None` when it fits in memory.
    pub spill: Option<Spill>,
}

/// A census spilled to shard files, and its estimates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spill {
    /// Its shard files.
    pub shards: u64,
    /// Those complete already in the store kept from an earlier run.
    pub done: u64,
    /// Boards a shard holds (the last one may hold fewer).
    pub shard_boards: u64,
    /// Bytes the census would take in memory, unspilled (estimate).
    pub memory_bytes: u64,
    /// Bytes of disk all its shard files take (estimate).
    pub disk_bytes: u64,
    /// Bytes of disk the shard files still to write take (estimate).
    pub to_write_bytes: u64,
    /// Peak bytes of memory, spilled (estimate).
    pub peak_bytes: u64,
}

/// The plan of the configuration `(dims, atoms)` of `configs` within
/// `budget`, counting the shard files complete already in
/// `kept` (a store kept from an earlier run; a new one holds none). A
/// census whose merge cannot fit the budget (one partition's keys and
/// every shard file's footer, see [`lab::memory::merge_bytes`]) is refused
/// ([`crate::Error::OverBudget`]).
pub fn plan(
    configs: &Configs,
    (dims, atoms): (Dims, usize),
    budget: MemoryBudget,
    kept: Option<&dyn ShardStore>,
) -> Result<CensusPlan> {
    let space = configs.space(dims, atoms, u64::MAX)?;
    let boards = space.boards();
    let memory_bytes = lab::memory::census_bytes(boards);
    if memory_bytes <= budget.bytes {
        return Ok(CensusPlan {
            boards,
            spill: None,
        });
    }
    let shards = shards_for(boards, budget.bytes);
    let shard_boards = boards.div_ceil(shards);
    let peak_bytes = lab::memory::spilled_census_bytes(boards, shard_boards);
    if !lab::memory::merge_fits(boards, shards, budget.bytes) {
        ensure_fits(
            &format!("merging a census spilled to {shards} shard files"),
            boards,
            lab::memory::merge_bytes(boards, shards),
            budget,
        )?;
    }
    let done = kept.map_or(0, |store| {
        (1..=shards)
            .filter_map(|k| ShardSpec::new(k, shards))
            .filter(|&spec| store.contains(&shard_name(&space, spec)))
            .count() as u64
    });
    let to_write = shard_boards.saturating_mul(shards - done).min(boards);
    Ok(CensusPlan {
        boards,
        spill: Some(Spill {
            shards,
            done,
            shard_boards,
            memory_bytes,
            disk_bytes: lab::shard_files_bytes(boards, boards, shards),
            to_write_bytes: lab::shard_files_bytes(boards, to_write, shards - done),
            peak_bytes,
        }),
    })
}

/// The number of shards a census of `boards` boards needs to stay within
/// `budget` bytes: each shard keeps its boards' keys in memory.
fn shards_for(boards: u64, budget: u64) -> u64 {
    let per_shard = budget.saturating_sub(lab::memory::BASE_BYTES).max(1 << 20)
        / lab::memory::CENSUS_BYTES_PER_BOARD;
    boards.div_ceil(per_shard.max(1)).max(1)
}

/// The disk shard `spec` of `space` takes (estimate).
pub fn shard_bytes(space: &Space, spec: ShardSpec) -> u64 {
    let boards = space.boards();
    lab::shard_files_bytes(boards, boards.div_ceil(spec.count()), 1)
}

/// Refuses shard `spec` of `space` ([`crate::Error::OverBudget`]) when
/// it does not fit `budget`, or when the merge of its `N` shards would not
/// (every shard file's footer is held by the merge: a job array whose
/// shards cannot be merged is refused before its first shard).
pub fn ensure_shard_fits(space: &Space, spec: ShardSpec, budget: MemoryBudget) -> Result<()> {
    let boards = space.boards();
    let shard_boards = boards.div_ceil(spec.count());
    ensure_fits(
        &format!("shard {spec}"),
        shard_boards,
        lab::memory::census_bytes(shard_boards),
        budget,
    )?;
    ensure_merge_fits(boards, spec.count(), budget)
}

/// Refuses the merge of `files` shard files of a census of `boards` boards
/// ([`crate::Error::OverBudget`], naming how many would fit) when its
/// estimate exceeds `budget`.
pub fn ensure_merge_fits(boards: u64, files: u64, budget: MemoryBudget) -> Result<()> {
    if lab::memory::merge_fits(boards, files, budget.bytes) {
        return Ok(());
    }
    let most = lab::memory::most_merged_files(boards, budget.bytes);
    ensure_fits(
        &format!("merging {files} shard files (at most {most} fit the budget)"),
        boards,
        lab::memory::merge_bytes(boards, files),
        budget,
    )
}

/// The census of each configuration of `configs` by its plan (`plans`, in
/// the same order): in memory, or spilled to shards in `store`.
pub fn census(
    configs: &Configs,
    plans: &[CensusPlan],
    store: &dyn ShardStore,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<Runs<Census>> {
    let list = configs.each();
    let shards_of = |s: &Space| {
        let i = (list.iter()).position(|&(d, k)| d == s.dims() && k == s.subsets().atoms());
        i.and_then(|i| plans[i].spill).map(|spill| spill.shards)
    };
    // A spilled census passes over its boards twice: writing the shards,
    // then merging them.
    let passes = |s: &Space| if shards_of(s).is_some() { 2 } else { 1 };
    let run = |s: &Space, p: lab::ProgressCallback<'_>, c: &Control| match shards_of(s) {
        None => lab::census(s, p, c).map_err(model_error),
        Some(n) => spilled(s, n, store, p, c),
    };
    each(configs, "census", u64::MAX, passes, progress, control, run)
}

/// A shard file's name in its store: `census-8x8-6-standard-3-of-8.parquet`.
pub fn shard_name(space: &Space, spec: ShardSpec) -> String {
    format!(
        "{}-{}-of-{}.parquet",
        stem(
            &space.dims().to_string(),
            space.subsets().atoms(),
            space.geometry().rules()
        ),
        spec.index(),
        spec.count()
    )
}

/// A merge part's file name: `census-8x8-6-standard-part-3-of-8.json`.
pub fn part_name(part: &Part) -> String {
    format!(
        "{}-part-{}-of-{}.json",
        stem(&part.size, part.atoms, part.rules),
        part.part,
        part.parts
    )
}

/// What the files of one census are named from: `census-8x8-6-standard`.
fn stem(size: &str, atoms: usize, rules: Rules) -> String {
    format!("census-{size}-{atoms}-{}", rules.name())
}

/// `census --shard K/N`: shard `spec` of `space` into `store`, unless it
/// holds a complete one already; its header, and whether it was written.
pub fn shard(
    space: &Space,
    spec: ShardSpec,
    store: &dyn ShardStore,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<(Header, bool)> {
    let (dims, k) = (space.dims(), space.subsets().atoms());
    let stage = progress.stage(space.boards(), &format!("census {dims}/{k} shard {spec}"));
    write_into(space, spec, store, &|n| stage.advance(n), control)
}

/// Shard `spec` of `space` into `store`, unless it is there already.
fn write_into(
    space: &Space,
    spec: ShardSpec,
    store: &dyn ShardStore,
    progress: lab::ProgressCallback,
    control: &Control,
) -> Result<(Header, bool)> {
    let name = shard_name(space, spec);
    if store.contains(&name) {
        return Ok((store.open(&name)?.header().clone(), false));
    }
    let header = store.store(&name, &mut |out: &mut (dyn Write + Send)| {
        lab::write_shard(space, spec, out, progress, control)
    })?;
    Ok((header, true))
}

/// The census of `space` by `shards` shards in `store`, written (or found
/// complete) one after the other, then merged.
fn spilled(
    space: &Space,
    shards: u64,
    store: &dyn ShardStore,
    progress: lab::ProgressCallback,
    control: &Control,
) -> Result<Census> {
    let spec = |k| ShardSpec::new(k, shards).expect("1 <= k <= shards");
    for k in 1..=shards {
        write_into(space, spec(k), store, progress, control)?;
    }
    let files = (1..=shards)
        .map(|k| store.open(&shard_name(space, spec(k))))
        .collect::<Result<Vec<_>>>()?;
    Ok(lab::merge(&files, progress, control)?.1)
}

/// `experiment merge`: the census of the shard files `files`, all of one
/// census (all or nothing: a stopped merge is
/// [`crate::Error::is_interrupted`]), as a stage named `what`.
pub fn merge(
    files: &[ShardFile<File>],
    what: &str,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<Runs<Census>> {
    let boards = files.first().map_or(0, |f| f.header().boards);
    let stage = progress.stage(boards, what);
    let (space, census) = lab::merge(files, &|n| stage.advance(n), control)?;
    Ok(Runs {
        results: vec![(space.dims(), space.subsets().atoms(), census)],
        missing: vec![],
    })
}

/// `experiment merge --part K/N`: part `spec` of the merge of `files` (all
/// the shards of one census), as a stage named `what`; nothing if stopped
/// ([`crate::Error::is_interrupted`]).
pub fn merge_part(
    files: &[ShardFile<File>],
    spec: ShardSpec,
    what: &str,
    progress: &dyn Reporter,
    control: &Control,
) -> Result<Part> {
    // About a part's share of the boards (the partitions are of about
    // equal size).
    let boards = files.first().map_or(0, |f| f.header().boards);
    let stage = progress.stage(boards.div_ceil(spec.count()), what);
    Ok(lab::merge_part(
        files,
        spec,
        &|n| stage.advance(n),
        control,
    )?)
}

/// `experiment merge` of part files: the census that a complete set of
/// `parts` (each with the name its errors give) adds up to.
pub fn combine(parts: &[(String, Part)]) -> Result<Runs<Census>> {
    let (space, census) = lab::combine(parts)?;
    Ok(Runs {
        results: vec![(space.dims(), space.subsets().atoms(), census)],
        missing: vec![],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A budget of `bytes`, as `--memory-mb` gives.
    fn budget(bytes: u64) -> MemoryBudget {
        MemoryBudget {
            bytes,
            source: "--memory-mb",
        }
    }

    #[test]
    fn a_merge_of_too_many_shard_files_is_refused_naming_how_many_fit() {
        let c = |n: u64, k: u64| blackbox::binomial(n, k).unwrap();
        let err = ensure_merge_fits(c(100, 8), 100_000, budget(16 << 30)).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("merging 100000 shard files (at most 254 fit the budget)"),
            "{err}"
        );
        // 10x10/6 in 200 shards: 512 row groups each, about 170 MB.
        assert!(ensure_merge_fits(c(100, 6), 200, budget(200 << 20)).is_ok());
        assert!(ensure_merge_fits(c(100, 6), 2_000, budget(200 << 20)).is_err());
    }

    #[test]
    fn a_census_past_the_budget_is_planned_in_shards() {
        let configs = Configs {
            sizes: vec!["8x8".parse().unwrap()],
            atoms: vec![4],
            rules: Rules::Standard,
        };
        let config = configs.each()[0];
        let roomy = plan(&configs, config, budget(u64::MAX), None).unwrap();
        assert_eq!(
            roomy,
            CensusPlan {
                boards: 635_376,
                spill: None
            }
        );
        let tight = plan(
            &configs,
            config,
            budget(lab::memory::BASE_BYTES + (1 << 20)),
            None,
        )
        .unwrap();
        let per_shard = (1 << 20) / lab::memory::CENSUS_BYTES_PER_BOARD;
        let spill = tight.spill.unwrap();
        assert_eq!(spill.shards, 635_376u64.div_ceil(per_shard));
        assert_eq!((spill.done, spill.to_write_bytes), (0, spill.disk_bytes));
    }
}
