//! The hostile battery of issue 20: generated hostile inputs of every class
//! against the real `blackbox` binary and a real `blackbox serve`, each
//! outcome classified by generic rules (see `hostile/harness.rs`), and a
//! table of counts per class printed. The test fails when any class has a
//! failure. `parlor`'s cases are in `crates/parlor-cli/tests/hostile.rs`.
//!
//! Two tiers: the fast one (a few MB inputs, one position per mutation, the
//! smaller boards; well under a minute) and the slow one (every line,
//! hundreds of MB, the big boards of issue 20), run by `scripts/hostile`.
//! `HOSTILE_THREADS` sets how many children run at once (default 2).

// The battery prints its table of counts per class, for the record.
#![allow(clippy::disallowed_macros)]

#[path = "hostile/blackbox_cases.rs"]
mod blackbox_cases;
#[path = "hostile/census_cases.rs"]
mod census_cases;
mod common;
#[path = "hostile/harness.rs"]
mod harness;
#[path = "hostile/inputs.rs"]
mod inputs;
#[path = "hostile/server.rs"]
mod server;

use inputs::Tier;

fn battery(tier: Tier) {
    let start = std::time::Instant::now();
    let mut cases = blackbox_cases::all(tier);
    cases.extend(census_cases::integrity_cases(tier));
    cases.extend(census_cases::census_limit_cases(tier));
    let server = std::thread::spawn(move || server::run(tier));
    let mut tally = harness::run_all(cases, harness::threads(), tier.time_grace());
    tally.merge(server.join().unwrap());
    harness::conclude("blackbox", tier, start, &tally);
}

// The fast tier runs in `cargo test --workspace` (and so in scripts/test).
#[test]
fn fast_tier() {
    battery(Tier::Fast);
}

#[test]
#[ignore = "slow: run by scripts/hostile (release build)"]
fn slow_tier() {
    battery(Tier::Slow);
}
