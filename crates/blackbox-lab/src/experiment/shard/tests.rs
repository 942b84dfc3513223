//! Shard files against the in-memory census, and merges refused.

use super::*;
use crate::experiment::census::census;
use crate::experiment::scan::no_progress;
use blackbox::Rules;
use bytes::Bytes;

fn space(size: &str, atoms: usize, rules: Rules) -> Space {
    Space::new(size.parse().unwrap(), atoms, rules, u64::MAX).unwrap()
}

/// The sorted keys of shard `k` of `n`.
fn keys(space: &Space, k: u64, n: u64) -> Vec<(u64, u64)> {
    let chunks = ShardSpec::new(k, n).unwrap().chunks(space);
    sorted_keys(space, chunks, &no_progress, &Control::new()).unwrap()
}

/// Shard `k` of `n` of `space`, written to memory and opened.
fn shard(space: &Space, k: u64, n: u64) -> ShardFile<Bytes> {
    let mut out = Vec::new();
    let spec = ShardSpec::new(k, n).unwrap();
    write_shard(space, spec, &mut out, &no_progress, &Control::new()).unwrap();
    ShardFile::open(&format!("{k}-of-{n}.parquet"), Bytes::from(out)).unwrap()
}

/// A shard file holding `keys` under `header`, opened as `name`.
fn forged(name: &str, header: &Header, keys: &[(u64, u64)]) -> Result<ShardFile<Bytes>> {
    let mut out = Vec::new();
    write_keys(header.clone(), keys, &mut out, &Control::new()).unwrap();
    ShardFile::open(name, Bytes::from(out))
}

/// Every shard of `n` of `space` written with `partitions` row groups (a
/// forged header when that is not the space's own number), opened.
pub(crate) fn shards_in_partitions(
    space: &Space,
    n: u64,
    partitions: u32,
) -> Vec<ShardFile<Bytes>> {
    (1..=n)
        .map(|k| {
            let mut header = shard(space, k, n).header().clone();
            header.partitions = partitions;
            let mut out = Vec::new();
            let header = write_keys(header, &keys(space, k, n), &mut out, &Control::new()).unwrap();
            let reader = Bytes::from(out);
            ShardFile {
                name: format!("{k}.parquet"),
                meta: ParquetMetaDataReader::new()
                    .parse_and_finish(&reader)
                    .unwrap(),
                reader,
                header,
            }
        })
        .collect()
}

fn json(c: &Census) -> String {
    serde_json::to_string(c).unwrap()
}

fn whole(space: &Space) -> String {
    json(&census(space, &no_progress, &Control::new()).unwrap())
}

#[test]
fn merged_shards_give_the_in_memory_census_byte_for_byte() {
    // 6x6/3: 7,140 boards, one chunk; 5x5/4 (acm): 12,650, two chunks;
    // 7x7/4: 211,876 boards, 26 chunks, so shards of many chunks.
    for (size, atoms, rules) in [
        ("6x6", 3, Rules::Standard),
        ("5x5", 4, Rules::Acm),
        ("7x7", 4, Rules::Standard),
    ] {
        let space = space(size, atoms, rules);
        let whole = whole(&space);
        for n in [1, 2, 3, 8, 30] {
            let files: Vec<_> = (1..=n).rev().map(|k| shard(&space, k, n)).collect();
            let (_, merged) = merge(&files, &no_progress, &Control::new()).unwrap();
            assert_eq!(json(&merged), whole, "{size}/{atoms} in {n} shards");
        }
    }
}

#[test]
fn partitions_are_powers_of_two_and_take_the_top_bits() {
    assert_eq!(partitions(1), 1);
    assert_eq!(partitions(PARTITION_BOARDS), 1);
    assert_eq!(partitions(PARTITION_BOARDS + 1), 2);
    assert_eq!(partitions(7_624_512), 2);
    assert_eq!(partitions(1_192_052_400), 512);
    let fps = [0, u64::MAX, 1 << 63, (1 << 63) - 1];
    assert_eq!(fps.map(|f| partition_of(f, 4)), [0, 3, 2, 1]);
}

#[test]
fn the_disk_estimate_bounds_the_files_written() {
    let space = space("6x6", 4, Rules::Standard);
    for partitions in [1, 64, 4096] {
        let mut header = shard(&space, 1, 1).header().clone();
        header.partitions = partitions;
        let mut out = Vec::new();
        write_keys(header, &keys(&space, 1, 1), &mut out, &Control::new()).unwrap();
        let boards = space.boards();
        let estimate = files_bytes(partitions, boards, 1);
        let written = out.len() as u64;
        assert!(written <= estimate, "{partitions}: {written} > {estimate}");
        assert!(
            written * 5 / 4 >= estimate,
            "{partitions}: {written} far under {estimate}"
        );
    }
}

#[test]
fn a_census_of_several_partitions_merges_to_the_same_figures() {
    // Written with 4 partitions (a forged header: real censuses this small
    // have one): keys split across row groups by their top bits.
    let space = space("6x6", 3, Rules::Standard);
    let files = shards_in_partitions(&space, 2, 4);
    assert!(files.iter().all(|f| f.meta.num_row_groups() == 4));
    let (_, merged) = merge(&files, &no_progress, &Control::new()).unwrap();
    assert_eq!(json(&merged), whole(&space));
}

#[test]
fn a_merge_names_the_missing_shards_and_merges_nothing() {
    let space = space("5x5", 3, Rules::Standard);
    let err = merge(&[shard(&space, 2, 4)], &no_progress, &Control::new()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "3 of 4 shards missing: 1, 3, 4 (each shard is `experiment census --shard K/4`); \
         nothing was merged"
    );
}

#[test]
fn a_merge_refuses_duplicates_and_shards_of_another_census() {
    let space5 = space("5x5", 3, Rules::Standard);
    let files = vec![shard(&space5, 1, 2), shard(&space5, 1, 2)];
    let err = merge(&files, &no_progress, &Control::new()).unwrap_err();
    assert!(
        matches!(&err, Error::DuplicateShard { shard, .. } if shard == "1/2"),
        "{err}"
    );
    let acm = space("5x5", 3, Rules::Acm);
    let files = vec![shard(&space5, 1, 2), shard(&acm, 2, 2)];
    let err = merge(&files, &no_progress, &Control::new()).unwrap_err();
    assert!(err.to_string().contains("acm rules"), "{err}");
    assert!(matches!(
        merge::<Bytes>(&[], &no_progress, &Control::new()),
        Err(Error::NoShards)
    ));
}

#[test]
fn files_that_are_not_shards_or_lie_about_their_ranks_are_refused() {
    let not_parquet = ShardFile::open("x.parquet", Bytes::from_static(b"not a parquet file"));
    assert!(matches!(not_parquet, Err(Error::NotAShard { ref file, .. }) if file == "x.parquet"));
    let space = space("5x5", 3, Rules::Standard);
    // A header claiming other ranks than its shard's.
    let mut header = shard(&space, 1, 2).header().clone();
    header.first_rank += 1;
    let err = forged("lying.parquet", &header, &keys(&space, 1, 2))
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .starts_with("lying.parquet: not a census shard"),
        "{err}"
    );
    // Keys that are not its own: a rank of shard 1 moved into shard 2
    // (6x6/4: 58,905 boards, 8 chunks, so shard 1 is not empty).
    let space = self::space("6x6", 4, Rules::Standard);
    assert!(shard(&space, 1, 2).header().end_rank > 0);
    let header = shard(&space, 2, 2).header().clone();
    let mut moved = keys(&space, 2, 2);
    moved[0].1 = 0;
    let files = vec![
        shard(&space, 1, 2),
        forged("moved.parquet", &header, &moved).unwrap(),
    ];
    let err = merge(&files, &no_progress, &Control::new()).unwrap_err();
    assert!(err.to_string().contains("holds rank 0"), "{err}");
}

#[test]
fn shard_specs_are_read_as_k_of_n() {
    assert_eq!(
        "3/8".parse::<ShardSpec>(),
        Ok(ShardSpec::new(3, 8).unwrap())
    );
    assert_eq!(" 1 / 1 ".parse::<ShardSpec>().unwrap().to_string(), "1/1");
    for bad in ["0/8", "9/8", "3", "a/b", "3/0", "-1/2", ""] {
        assert!(bad.parse::<ShardSpec>().is_err(), "{bad}");
    }
}

#[test]
fn more_shards_than_chunks_leave_some_empty_and_still_merge() {
    let space = space("4x4", 2, Rules::Standard);
    let n = 5;
    let files: Vec<_> = (1..=n).map(|k| shard(&space, k, n)).collect();
    let sizes: Vec<u64> = files
        .iter()
        .map(|f| f.header().end_rank - f.header().first_rank)
        .collect();
    assert_eq!(sizes.iter().sum::<u64>(), space.boards());
    assert_eq!(sizes.iter().filter(|&&s| s == 0).count(), 4);
    let (_, merged) = merge(&files, &no_progress, &Control::new()).unwrap();
    assert_eq!(json(&merged), whole(&space));
}

#[test]
fn a_footer_placing_a_column_outside_the_file_is_refused_not_a_panic() {
    // Found by the census_files fuzz target: a 4x4/2 shard whose footer
    // gives a column chunk a negative range; the Parquet reader panicked
    // reading it in the merge.
    let err = refusal(include_bytes!("data/chunk-outside-the-file.parquet"));
    assert!(err.to_string().contains("outside the file's"), "{err}");
}

/// The error of opening then merging the shard `bytes` alone.
fn refusal(bytes: &'static [u8]) -> Error {
    match ShardFile::open("bad.parquet", Bytes::from_static(bytes)) {
        Ok(file) => match merge(&[file], &no_progress, &Control::new()) {
            Ok(_) => panic!("merged"),
            Err(e) => e,
        },
        Err(e) => e,
    }
}

#[test]
fn pages_the_shards_never_hold_are_refused_at_once_not_a_panic() {
    // Found by the census_files fuzz target, two 4x4/2 shards: a data page
    // the Parquet crate's decoders panicked on ("Decoder for dict should
    // have been set"), and a page header whose collection the crate's
    // header reader looped over (84 s for 2 KB). The merge reads only
    // plain pages, by its own strict reader (tested on every byte in
    // `plain_pages`). These files are of format 2, without checksums: now
    // refused before any page is read, and so are such pages in a format 3
    // file, whose row group digest they do not match.
    for bytes in [
        &include_bytes!("data/page-wanting-a-dictionary.parquet")[..],
        &include_bytes!("data/page-header-looping.parquet")[..],
    ] {
        let err = refusal(bytes);
        assert!(err.to_string().contains("bad.parquet"), "{err}");
    }
}

/// The outcome of merging a shard set with one byte changed.
#[derive(Debug, Default, PartialEq, Eq)]
struct Flips {
    /// Merges refused (at open or in the merge).
    refused: u64,
    /// Merges that gave the clean census, byte for byte.
    clean: u64,
}

/// Every shard of `n` of `space` as bytes, named.
fn shard_bytes(space: &Space, n: u64) -> Vec<(String, Vec<u8>)> {
    (1..=n)
        .map(|k| {
            let mut out = Vec::new();
            let spec = ShardSpec::new(k, n).unwrap();
            write_shard(space, spec, &mut out, &no_progress, &Control::new()).unwrap();
            (format!("{k}-of-{n}.parquet"), out)
        })
        .collect()
}

/// Merges `files` with the byte `at` of file `which` XORed with `mask`:
/// refused (the error must name that file) or the census's JSON.
fn merge_flipped(files: &[(String, Vec<u8>)], which: usize, at: usize, mask: u8) -> Option<String> {
    let opened: Result<Vec<_>> = files
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| {
            let mut bytes = bytes.clone();
            if i == which {
                bytes[at] ^= mask;
            }
            ShardFile::open(name, Bytes::from(bytes))
        })
        .collect();
    let merged = opened.and_then(|f| merge(&f, &no_progress, &Control::new()));
    match merged {
        Ok((_, census)) => Some(json(&census)),
        Err(e) => {
            let name = &files[which].0;
            assert!(e.to_string().starts_with(name), "byte {at} of {name}: {e}");
            None
        }
    }
}

/// Every byte of every file of `space`'s shards in `n` XORed with each of
/// `masks` in turn: each merge refused or the clean census.
fn flip_every_byte(space: &Space, n: u64, masks: &[u8]) -> Flips {
    let files = shard_bytes(space, n);
    let clean = whole(space);
    let mut flips = Flips::default();
    for (which, (name, bytes)) in files.iter().enumerate() {
        for at in 0..bytes.len() {
            for &mask in masks {
                match merge_flipped(&files, which, at, mask) {
                    None => flips.refused += 1,
                    Some(got) => {
                        assert_eq!(got, clean, "byte {at} of {name} ^ {mask:#x}: other figures");
                        flips.clean += 1;
                    }
                }
            }
        }
    }
    flips
}

/// Every single bit, as masks.
const BITS: [u8; 8] = [1, 2, 4, 8, 16, 32, 64, 128];

#[test]
fn a_shard_set_with_any_bit_flipped_is_refused_or_merges_to_the_clean_figures() {
    // 4x4/3: 560 boards, so shard 1 of 2 holds them all (one chunk) and
    // shard 2 none; every bit of both files (79,800 merges, a few seconds).
    let space = space("4x4", 3, Rules::Standard);
    let flips = flip_every_byte(&space, 2, &BITS);
    // The data and its checksums are most of the bytes: most flips are
    // refused; the rest (statistics, the writer's name) change nothing.
    assert!(flips.refused > flips.clean * 10, "{flips:?}");
}

#[test]
#[ignore = "slow: larger shard sets (run by scripts/hostile, release build)"]
#[allow(clippy::disallowed_macros)] // the sweep's counts, for the record
fn larger_shard_sets_with_bits_flipped_are_refused_or_merge_to_the_clean_figures() {
    // Every bit of 5x5/3 (2,300 boards, one shard), every byte of 5x5/4
    // inverted (12,650 boards in 3 shards: two chunks, one shard empty).
    for (size, atoms, n, masks) in [("5x5", 3, 1, &BITS[..]), ("5x5", 4, 3, &[0xff][..])] {
        let space = space(size, atoms, Rules::Standard);
        let flips = flip_every_byte(&space, n, masks);
        eprintln!("{size}/{atoms} in {n} shards, masks {masks:?}: {flips:?}");
    }
    // The case: 6x6/4 in 4 shards (58,905 boards), one bit of
    // 4,000 bytes drawn at random (seeded) in the four files.
    let space = space("6x6", 4, Rules::Standard);
    let files = shard_bytes(&space, 4);
    let clean = whole(&space);
    let mut flips = Flips::default();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..4_000 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let which = (x >> 60) as usize % files.len();
        let at = (x >> 20) as usize % files[which].1.len();
        let mask = BITS[(x >> 8) as usize % 8];
        match merge_flipped(&files, which, at, mask) {
            None => flips.refused += 1,
            Some(got) => {
                assert_eq!(
                    got, clean,
                    "byte {at} of file {which} ^ {mask:#x}: other figures"
                );
                flips.clean += 1;
            }
        }
    }
    eprintln!("6x6/4 in 4 shards, 4,000 random bits: {flips:?}");
}
