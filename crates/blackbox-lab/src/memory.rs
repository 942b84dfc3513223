//! Up-front memory estimates of the lab's jobs that grow with the number of
//! boards: the census (every board's fingerprint, rank and class kept at
//! once) and the optimal player (its memo of candidate sets). Pure
//! functions of the job's size, so that a binary can compare them with the
//! machine's memory and refuse a job that would not fit before it starts.
//!
//! The figures are measured peaks (`/usr/bin/time`, release build,
//! 2026-11-23), not derived from the data structures, and rounded up:
//!
//! | job | boards | peak |
//! |---|---|---|
//! | census 8x8/4 | 635,376 | 84 MB |
//! | census 10x10/4 | 3,921,225 | 466 MB |
//! | census 8x8/5 | 7,624,512 | 894 MB |
//! | census 12x12/4 | 17,154,036 | 2,019 MB |
//! | optimal 5x5/3 | 2,300 | 110 MB (finished, 19 s) |
//! | optimal 4x4/4 | 1,820 | 127 MB (finished, 21 s) |
//! | optimal 6x6/3 | 7,140 | 432 MB after 60 s, still growing |
//!
//! The census took 117 to 119 bytes per board over a few MB while it kept
//! every board's class; since it keeps only sorted `(fingerprint, rank)`
//! keys (2026-11-25) census 8x8/5 peaks at 183 MB, 22 bytes a board over
//! the base (release, `/usr/bin/time`). The optimal player's memo grows by
//! 60 to 70 KB per board of the universe.

/// Bytes the census keeps per board (measured 22 on 8x8/5, rounded up).
pub const CENSUS_BYTES_PER_BOARD: u64 = 24;

/// Bytes the optimal player's memo takes per board (measured 60–70 KB).
pub const OPTIMAL_BYTES_PER_BOARD: u64 = 70 * 1024;

/// Bytes of the process besides the boards.
pub const BASE_BYTES: u64 = 16 << 20;

/// Bytes of a [`crate::Universe`] of `boards` boards of `ports` ports and
/// `atoms` atoms, counted from its layout: each board's outcome row and
/// cells, its class and its place in its class's list (12 bytes), and
/// while the classes are formed, a 16-byte key a board.
pub fn universe_bytes(boards: u64, ports: usize, atoms: usize) -> u64 {
    let per_board = (ports + atoms) as u64 + 12 + 16;
    BASE_BYTES.saturating_add(boards.saturating_mul(per_board))
}

/// Estimated peak bytes of a census over `boards` boards.
pub fn census_bytes(boards: u64) -> u64 {
    BASE_BYTES.saturating_add(boards.saturating_mul(CENSUS_BYTES_PER_BOARD))
}

/// Bytes a merge holds per row group of every shard file it reads: it
/// keeps each file's footer parsed, one row group per partition (measured
/// 61.2 MB for a 10x10/8 shard's 65,536 row groups, 934 bytes each,
/// parquet 60.1, 2026-11-28, before shards carried checksums; their
/// digests add about 29 bytes a row group: its number in the header's JSON,
/// kept with the footer, and parsed; rounded up).
pub const MERGE_BYTES_PER_ROW_GROUP: u64 = 1024;

/// Estimated peak bytes of the merge of `files` shard files of a census of
/// `boards` boards: one partition's keys, and every file's parsed footer.
pub fn merge_bytes(boards: u64, files: u64) -> u64 {
    census_bytes(merge_partition_boards(boards))
        .saturating_add(files.saturating_mul(footer_bytes(boards)))
}

/// Bytes of one shard file's parsed footer in a merge of a census of
/// `boards` boards.
fn footer_bytes(boards: u64) -> u64 {
    u64::from(crate::partitions(boards)).saturating_mul(MERGE_BYTES_PER_ROW_GROUP)
}

/// Whether the merge of `files` shard files of a census of `boards` boards
/// fits within `budget` bytes. Partitions are not cut below 2^22 boards,
/// so a merge may always take what one of those and its footers need
/// ([`MERGE_FLOOR_BYTES`]): a smaller budget bounds the shards only.
pub fn merge_fits(boards: u64, files: u64, budget: u64) -> bool {
    merge_bytes(boards, files) <= budget.max(MERGE_FLOOR_BYTES)
}

/// What a merge may always take: one partition of 2^22 boards (see
/// [`merge_fits`]).
pub const MERGE_FLOOR_BYTES: u64 =
    BASE_BYTES + crate::experiment::shard::PARTITION_BOARDS * CENSUS_BYTES_PER_BOARD;

/// The most shard files of a census of `boards` boards whose merge fits
/// within `budget` bytes ([`merge_fits`]; 0 when not even one does).
pub fn most_merged_files(boards: u64, budget: u64) -> u64 {
    let budget = budget.max(MERGE_FLOOR_BYTES);
    budget.saturating_sub(census_bytes(merge_partition_boards(boards))) / footer_bytes(boards)
}

/// Estimated peak bytes of a census of `boards` boards spilled to shards
/// of `shard_boards` boards each: the larger of one shard's pass and the
/// merge of them all (see [`merge_bytes`]).
pub fn spilled_census_bytes(boards: u64, shard_boards: u64) -> u64 {
    let files = boards.div_ceil(shard_boards.max(1));
    census_bytes(shard_boards).max(merge_bytes(boards, files))
}

/// Boards in one partition of the merge of a census of `boards` boards.
fn merge_partition_boards(boards: u64) -> u64 {
    boards.div_ceil(u64::from(crate::partitions(boards)))
}

/// Estimated peak bytes of the optimal player on a universe of `boards`
/// boards.
pub fn optimal_bytes(boards: u64) -> u64 {
    BASE_BYTES.saturating_add(boards.saturating_mul(OPTIMAL_BYTES_PER_BOARD))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_census_of_75_million_boards_takes_under_2_gb() {
        // 8x8/6 and 10x10/5 (75M boards): 1.8 GB in memory, so a 1 GB
        // budget spills them.
        let gb = |b: u64| b as f64 / 1e9;
        assert!((1.7..1.9).contains(&gb(census_bytes(75_000_000))));
        assert_eq!(census_bytes(u64::MAX), u64::MAX);
    }

    #[test]
    fn a_spilled_census_needs_the_larger_of_a_shard_and_the_merge() {
        let boards = 75_000_000;
        assert_eq!(
            spilled_census_bytes(boards, 30_000_000),
            census_bytes(30_000_000)
        );
        // 32 partitions of about 2.3M boards each, and 75,000 footers of
        // 32 row groups.
        let partition = boards.div_ceil(32);
        assert_eq!(
            spilled_census_bytes(boards, 1_000),
            census_bytes(partition) + 75_000 * 32 * MERGE_BYTES_PER_ROW_GROUP
        );
    }

    #[test]
    fn the_footers_bound_the_shards_of_a_large_census() {
        let c = |n: u64, k: u64| blackbox::binomial(n, k).unwrap();
        // 10x10/8: 1.9e11 boards in 65,536 partitions, 64 MB of footer a
        // file: 100,000 shards need 6.4 TB to merge, 200 about 13 GB.
        let boards = c(100, 8);
        assert!(merge_bytes(boards, 100_000) > 6_000 << 30);
        assert!((12 << 30..14 << 30).contains(&merge_bytes(boards, 200)));
        let most = most_merged_files(boards, 8 << 30);
        assert!(merge_fits(boards, most, 8 << 30));
        assert!(!merge_fits(boards, most + 1, 8 << 30));
        // Small censuses merge within the floor whatever the budget.
        assert!(merge_fits(58_905, 1_000, 1 << 20));
        assert!(!merge_fits(boards, 1, 1 << 20));
        // Spilled under 8 GB its shards are too many to merge; under 20 GB
        // (some 210 shards of 0.9e9 boards) they fit.
        let shard = |budget: u64| (budget - BASE_BYTES) / CENSUS_BYTES_PER_BOARD;
        assert!(spilled_census_bytes(boards, shard(8 << 30)) > 8 << 30);
        assert!(spilled_census_bytes(boards, shard(20 << 30)) <= 20 << 30);
        assert_eq!(most_merged_files(boards, 1 << 20), 0);
        assert_eq!(
            most_merged_files(58_905, 1 << 20),
            (MERGE_FLOOR_BYTES - census_bytes(58_905)) / MERGE_BYTES_PER_ROW_GROUP
        );
    }

    #[test]
    fn optimal_on_8x8_with_4_atoms_needs_tens_of_gb() {
        let boards = blackbox::binomial(64, 4).unwrap();
        assert!(optimal_bytes(boards) > 40_000_000_000);
        assert!(optimal_bytes(1_820) < 200_000_000);
    }
}
