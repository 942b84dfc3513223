//! `experiment census` and `merge`: indistinguishable boards, in memory
//! when the census fits the memory budget, else spilled to shard files
//! that a [`ShardStore`] keeps (the front end's directory) and merged; one
//! shard alone (`--shard K/N`); the merge of a store's shards.
//!
//! Invariants: a shard is stored only complete (the store keeps what a
//! write finished, nothing of one that failed or was stopped), and a shard
//! already in the store is not computed again, so a stopped spilled census
//! resumes from its completed shards. The plan (in memory, or how many
//! shards) depends only on the boards and the budget.

use super::{each, model_error, Configs, Runs};
use crate::progress::Progress;
use crate::Result;
use blackbox::Rules;
use blackbox_lab::{self as lab, Census, Header, ShardFile, ShardSpec, Space};
use blackbox_solve::Control;
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
pub struct Plan {
    /// The boards of the configuration.
    pub boards: u64,
    /// The shards it spills to, or `None` when it fits in memory.
    pub shards: Option<u64>,
}

/// The plan of each configuration of `configs` (in their order) within
/// `budget` bytes of memory.
pub fn plans(configs: &Configs, budget: u64) -> Result<Vec<Plan>> {
    (configs.each().into_iter())
        .map(|(dims, k)| {
            let boards = configs.space(dims, k, u64::MAX)?.boards();
            let bytes = lab::memory::census_bytes(boards);
            let shards = (bytes > budget).then(|| shards_for(boards, budget));
            Ok(Plan { boards, shards })
        })
        .collect()
}

/// The number of shards a census of `boards` boards needs to stay within
/// `budget` bytes: each shard keeps its boards' keys in memory.
fn shards_for(boards: u64, budget: u64) -> u64 {
    let per_shard = budget.saturating_sub(lab::memory::BASE_BYTES).max(1 << 20)
        / lab::memory::CENSUS_BYTES_PER_BOARD;
    boards.div_ceil(per_shard.max(1)).max(1)
}

/// The disk the shard files of `boards` boards take, in bytes (an estimate).
pub fn shard_bytes(boards: u64) -> u64 {
    lab::shard_file_bytes(boards)
}

/// The census of each configuration of `configs` by its plan (`plans`, in
/// the same order): in memory, or spilled to shards in `store`.
pub fn census(
    configs: &Configs,
    plans: &[Plan],
    store: &dyn ShardStore,
    progress: &dyn Progress,
    control: &Control,
) -> Result<Runs<Census>> {
    let list = configs.each();
    let plan_of = |s: &Space| {
        let i = (list.iter()).position(|&(d, k)| d == s.dims() && k == s.subsets().atoms());
        i.and_then(|i| plans[i].shards)
    };
    each(
        configs,
        "census",
        u64::MAX,
        progress,
        control,
        |s, p, c| match plan_of(s) {
            None => lab::census(s, p, c).map_err(model_error),
            Some(n) => spilled(s, n, store, p, c),
        },
    )
}

/// A shard file's name in its store: `census-8x8-6-standard-3-of-8.parquet`.
pub fn shard_name(space: &Space, spec: ShardSpec) -> String {
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

/// `census --shard K/N`: shard `spec` of `space` into `store`, unless it
/// holds a complete one already; its header, and whether it was written.
pub fn shard(
    space: &Space,
    spec: ShardSpec,
    store: &dyn ShardStore,
    progress: &dyn Progress,
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
    progress: lab::Progress,
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
    progress: lab::Progress,
    control: &Control,
) -> Result<Census> {
    let spec = |k| ShardSpec::new(k, shards).expect("1 <= k <= shards");
    for k in 1..=shards {
        write_into(space, spec(k), store, progress, control)?;
    }
    let files = (1..=shards)
        .map(|k| store.open(&shard_name(space, spec(k))))
        .collect::<Result<Vec<_>>>()?;
    Ok(lab::merge(&files, &lab::no_progress, control)?.1)
}

/// `experiment merge`: the census of the shard files `files`, all of one
/// census (all or nothing: a stopped merge is
/// [`crate::Error::is_interrupted`]).
pub fn merge(files: &[ShardFile<File>], control: &Control) -> Result<Runs<Census>> {
    let (space, census) = lab::merge(files, &lab::no_progress, control)?;
    Ok(Runs {
        results: vec![(space.dims(), space.subsets().atoms(), census)],
        missing: vec![],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_census_past_the_budget_is_planned_in_shards() {
        let configs = Configs {
            sizes: vec!["8x8".parse().unwrap()],
            atoms: vec![4],
            rules: Rules::Standard,
        };
        let roomy = plans(&configs, u64::MAX).unwrap();
        assert_eq!(roomy[0].shards, None);
        assert_eq!(roomy[0].boards, 635_376);
        let tight = plans(&configs, lab::memory::BASE_BYTES + (1 << 20)).unwrap();
        let per_shard = (1 << 20) / lab::memory::CENSUS_BYTES_PER_BOARD;
        assert_eq!(tight[0].shards, Some(635_376u64.div_ceil(per_shard)));
    }
}
