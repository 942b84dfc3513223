//! Writes the puzzles of the game states `blackbox bench --assistant` times
//! (8x8/4, 8x8/5, 10x10/10, 15x15/20; seeds 1 to 11; 0, 5, 10, 15 and 20
//! seeded random rays), one native-format file each, named
//! `SIDExSIDE-ATOMS-sSEED-rRAYS.txt`, into the directory given: the states
//! the benchsuite's assistant runs probe.
//!
//! `cargo run --release -p blackbox-app --example assistant_states -- DIR`

use anyhow::{Context, Result};
use blackbox::{AtomCount, Dims};
use blackbox_app::bench::assistant::game;
use blackbox_app::game::GameId;

fn main() -> Result<()> {
    let out = std::env::args()
        .nth(1)
        .context("usage: assistant_states DIR")?;
    for (side, atoms) in [(8usize, 4usize), (8, 5), (10, 10), (15, 20)] {
        for seed in 1..=11u64 {
            for rays in [0usize, 5, 10, 15, 20] {
                let id = GameId::new(Dims::new(side, side)?, AtomCount::Exact(atoms), seed)?;
                let game = game(id, rays)?;
                let puzzle = game.state().puzzle(game.setup());
                let path = format!("{out}/{side}x{side}-{atoms}-s{seed}-r{rays}.txt");
                std::fs::write(&path, blackbox::format::native::write(&puzzle))
                    .with_context(|| format!("cannot write {path}"))?;
            }
        }
    }
    Ok(())
}
