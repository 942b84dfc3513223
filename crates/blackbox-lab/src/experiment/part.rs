//! A census merged in parts: part K of N merges the K-th of N ranges of
//! the partitions of every shard file into a [`Part`], a small record of its
//! figures (the class-size histogram, the largest class) that a binary keeps
//! as JSON; [`combine`] adds a complete set of parts up to the census a
//! whole [`merge`](super::shard::merge) gives, byte for byte. The parts are
//! independent jobs, like the shards, so a census too big for one machine's
//! time merges on many.
//!
//! Invariants: a part reads only a complete set of shards of one census
//! (as a whole merge does); [`combine`] answers only from every part of one
//! census split one way, each once, checks each part's digest (a part
//! changed after it was written is [`Error::Damaged`]) and its figures
//! against the census before they are used (a part file is input: it may
//! be foreign, stale or edited), so a wrong set of parts is refused, never
//! added up.

use super::figures::Census;
use super::scan::ProgressCallback;
use super::shard::{complete, tally_partitions, ShardFile, ShardSpec};
use super::space::Space;
use super::tally::Tally;
use crate::error::{Error, Result};
use blackbox::{Dims, Rules};
use logic::Control;
use parquet::file::reader::ChunkReader;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the part format this code writes and reads (2 since
/// parts carry their digest).
const FORMAT: u32 = 2;

/// The first this many missing parts are named in an error.
const MISSING_LISTED: usize = 20;

/// Part K of N of the merge of a census's shard files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    /// The part format's version.
    pub format: u32,
    /// Board size, e.g. `8x8`.
    pub size: String,
    /// Atoms per board.
    pub atoms: usize,
    /// The rule set.
    pub rules: Rules,
    /// This part's number, from 1.
    pub part: u64,
    /// The number of parts of the merge.
    pub parts: u64,
    /// The partitions of every shard file of the census.
    pub partitions: u32,
    /// The partitions this part merged, `first_partition..end_partition`.
    pub first_partition: u32,
    /// One past the last partition this part merged.
    pub end_partition: u32,
    /// The figures of the boards of those partitions.
    tally: Tally,
    /// The XXH3-64 digest of this part's JSON with this field 0.
    pub digest: u64,
}

impl Part {
    /// What census this is a part of, e.g. `the census of 8x8/5 (standard
    /// rules) merged in 4 parts`.
    fn census(&self) -> String {
        let how = format!("merged in {} parts", self.parts);
        super::shard::census_words(&self.size, self.atoms, self.rules, &how)
    }

    /// The space of the census, checked.
    fn space(&self) -> blackbox::Result<Space> {
        let dims: Dims = self.size.parse()?;
        Space::new(dims, self.atoms, self.rules, u64::MAX)
    }

    /// The digest of this part ([`Part::digest`]).
    fn content_digest(&self) -> u64 {
        super::shard::content_digest(&Part {
            digest: 0,
            ..self.clone()
        })
    }
}

/// The partitions `0..partitions` cut into `spec.count()` ranges: the
/// `spec.index()`-th (some are empty when there are more parts than
/// partitions).
fn partition_range(partitions: u32, spec: ShardSpec) -> std::ops::Range<u32> {
    let at = |k: u64| (u64::from(partitions) * k / spec.count()) as u32;
    at(spec.index() - 1)..at(spec.index())
}

/// Part `spec` of the merge of `files`, a complete set of the shards of one
/// census. Progress counts boards merged; a cancelled `control` stops
/// between partitions with [`blackbox::Error::Interrupted`].
pub fn merge_part<R: ChunkReader + 'static>(
    files: &[ShardFile<R>],
    spec: ShardSpec,
    progress: ProgressCallback,
    control: &Control,
) -> Result<Part> {
    let header = complete(files)?;
    let space = header.space()?;
    let range = partition_range(header.partitions, spec);
    let tally = tally_partitions(files, &space, range.clone(), progress, control)?;
    let mut part = Part {
        format: FORMAT,
        size: header.size.clone(),
        atoms: header.atoms,
        rules: header.rules,
        part: spec.index(),
        parts: spec.count(),
        partitions: header.partitions,
        first_partition: range.start,
        end_partition: range.end,
        tally,
        digest: 0,
    };
    part.digest = part.content_digest();
    Ok(part)
}

/// The census of a complete set of `parts`, each given with the name its
/// errors use: every part of one census's merge in N parts, each once.
pub fn combine(parts: &[(String, Part)]) -> Result<(Space, Census)> {
    let (first_name, first) = parts.first().ok_or(Error::NoShards)?;
    let not = |name: &str, detail: String| Error::NotAPart {
        file: name.to_owned(),
        detail,
    };
    for (name, p) in parts {
        if p.format == FORMAT && p.digest != p.content_digest() {
            return Err(Error::Damaged {
                file: name.clone(),
                detail: "its figures do not match its checksum".to_owned(),
            });
        }
    }
    let space = first.space().map_err(|e| not(first_name, e.to_string()))?;
    let census_of = |p: &Part| (p.size.clone(), p.atoms, p.rules, p.parts, p.partitions);
    let mut by_part = BTreeMap::new();
    for (name, p) in parts {
        if p.format != FORMAT {
            let detail = format!("format {} (this version reads {FORMAT})", p.format);
            return Err(not(name, detail));
        }
        if census_of(p) != census_of(first) {
            return Err(Error::OtherCensus {
                file: name.clone(),
                theirs: p.census(),
                ours: first.census(),
                first: first_name.clone(),
            });
        }
        let spec = ShardSpec::new(p.part, p.parts)
            .ok_or_else(|| not(name, format!("part {}/{}", p.part, p.parts)))?;
        let range = partition_range(p.partitions, spec);
        if (p.first_partition, p.end_partition) != (range.start, range.end) {
            let detail = format!(
                "it says it merged partitions {}..{}, but part {spec} of {} is {}..{}",
                p.first_partition,
                p.end_partition,
                p.census(),
                range.start,
                range.end
            );
            return Err(not(name, detail));
        }
        p.tally.check(&space).map_err(|detail| not(name, detail))?;
        if let Some(other) = by_part.insert(p.part, name) {
            return Err(Error::DuplicateShard {
                file: name.clone(),
                shard: format!("part {spec}"),
                other: other.clone(),
            });
        }
    }
    if by_part.len() as u64 != first.parts {
        let missing = (1..=first.parts).filter(|k| !by_part.contains_key(k));
        return Err(Error::MissingParts {
            first: missing.take(MISSING_LISTED).collect(),
            count: first.parts - by_part.len() as u64,
            of: first.parts,
        });
    }
    let total = parts
        .iter()
        .fold(Tally::default(), |t, (_, p)| t.add(p.tally.clone()));
    if total.boards() != space.boards() {
        let detail = format!(
            "the parts hold {} boards, the census {}",
            total.boards(),
            space.boards()
        );
        return Err(not(first_name, detail));
    }
    let census = total.census(&space);
    Ok((space, census))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::census::census;
    use crate::experiment::scan::no_progress;
    use crate::experiment::shard::tests::shards_in_partitions;
    use bytes::Bytes;

    fn space() -> Space {
        Space::new("6x6".parse().unwrap(), 3, Rules::Standard, u64::MAX).unwrap()
    }

    /// Every shard of `n` of `space`, written to memory and opened.
    fn shards(space: &Space, n: u64) -> Vec<ShardFile<Bytes>> {
        shards_in_partitions(space, n, crate::partitions(space.boards()))
    }

    /// Every part of `n` of the merge of `files`, through their JSON.
    fn parts(files: &[ShardFile<Bytes>], n: u64) -> Vec<(String, Part)> {
        (1..=n)
            .map(|k| {
                let spec = ShardSpec::new(k, n).unwrap();
                let part = merge_part(files, spec, &no_progress, &Control::new()).unwrap();
                let json = serde_json::to_string(&part).unwrap();
                (
                    format!("part-{k}.json"),
                    serde_json::from_str(&json).unwrap(),
                )
            })
            .collect()
    }

    fn json(c: &Census) -> String {
        serde_json::to_string(c).unwrap()
    }

    #[test]
    fn parts_in_any_order_add_up_to_the_census_byte_for_byte() {
        let space = space();
        let whole = json(&census(&space, &no_progress, &Control::new()).unwrap());
        // Forged to 8 partitions (a census this small has one), so that
        // parts hold different partitions, and more parts than partitions.
        let files = shards_in_partitions(&space, 3, 8);
        for n in [1, 3, 8, 11] {
            let mut all = parts(&files, n);
            all.reverse();
            let (_, merged) = combine(&all).unwrap();
            assert_eq!(json(&merged), whole, "{n} parts");
        }
    }

    #[test]
    fn a_missing_doubled_foreign_or_edited_part_is_refused() {
        let space = space();
        let files = shards(&space, 2);
        let all = parts(&files, 4);
        let err = combine(&all[..3]).unwrap_err().to_string();
        assert!(err.contains("1 of 4 parts missing: 4"), "{err}");
        let mut doubled = all.clone();
        doubled.push(all[1].clone());
        let err = combine(&doubled).unwrap_err().to_string();
        assert!(err.contains("part 2/4 is also in part-2.json"), "{err}");
        let other = Space::new("5x5".parse().unwrap(), 3, Rules::Standard, u64::MAX).unwrap();
        let mut foreign = all.clone();
        foreign[2] = parts(&shards(&other, 1), 4).swap_remove(2);
        let err = combine(&foreign).unwrap_err().to_string();
        assert!(
            err.contains("part-3.json: from the census of 5x5/3"),
            "{err}"
        );
        // A part whose figures were edited: more boards than it can hold.
        let mut edited = all.clone();
        let mut v = serde_json::to_value(&edited[0].1).unwrap();
        v["tally"]["boards"] = serde_json::json!(1u64 << 40);
        edited[0].1 = serde_json::from_value(v).unwrap();
        let err = combine(&edited).unwrap_err().to_string();
        assert!(
            err.starts_with("part-1.json: damaged: its figures do not match its checksum"),
            "{err}"
        );
        // Edited with its digest forged too: its figures are checked.
        edited[0].1.digest = edited[0].1.content_digest();
        let err = combine(&edited).unwrap_err().to_string();
        assert!(
            err.contains("part-1.json: not a census merge part"),
            "{err}"
        );
    }
}
