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

/// Estimated peak bytes of a census over `boards` boards.
pub fn census_bytes(boards: u64) -> u64 {
    BASE_BYTES.saturating_add(boards.saturating_mul(CENSUS_BYTES_PER_BOARD))
}

/// Estimated peak bytes of a census of `boards` boards spilled to shards
/// of `shard_boards` boards each: the larger of one shard's pass and one
/// partition of the merge (see [`crate::partitions`]).
pub fn spilled_census_bytes(boards: u64, shard_boards: u64) -> u64 {
    census_bytes(shard_boards.max(merge_partition_boards(boards)))
}

/// Whether a census of `boards` boards can spill within `budget` bytes:
/// its shards can be cut as small as the budget needs, but its merge holds
/// one partition at a time, and partitions stop growing in number at
/// 65,536 (past 2^38 boards they grow in size instead).
pub fn spilled_census_fits(boards: u64, budget: u64) -> bool {
    let partition = merge_partition_boards(boards);
    partition <= crate::experiment::shard::PARTITION_BOARDS || census_bytes(partition) <= budget
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
    fn a_spilled_census_needs_the_larger_of_a_shard_and_a_partition() {
        let boards = 75_000_000;
        assert_eq!(
            spilled_census_bytes(boards, 30_000_000),
            census_bytes(30_000_000)
        );
        // 32 partitions of about 2.3M boards each.
        let partition = boards.div_ceil(32);
        assert_eq!(spilled_census_bytes(boards, 1_000), census_bytes(partition));
    }

    #[test]
    fn a_census_spills_within_any_budget_until_its_partitions_stop_multiplying() {
        let c = |n: u64, k: u64| blackbox::binomial(n, k).unwrap();
        // 10x10/8: 1.9e11 boards in 65,536 partitions of 2.8M.
        assert!(spilled_census_fits(c(100, 8), 100 << 20));
        // 16x16/8: 4.1e14 boards, 6.3e9 a partition: 150 GB to merge.
        assert!(!spilled_census_fits(c(256, 8), 100 << 30));
        assert!(spilled_census_fits(c(256, 8), 200 << 30));
    }

    #[test]
    fn optimal_on_8x8_with_4_atoms_needs_tens_of_gb() {
        let boards = blackbox::binomial(64, 4).unwrap();
        assert!(optimal_bytes(boards) > 40_000_000_000);
        assert!(optimal_bytes(1_820) < 200_000_000);
    }
}
