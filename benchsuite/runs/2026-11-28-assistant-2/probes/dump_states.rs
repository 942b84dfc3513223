//! Temporary: writes the puzzles of `bench --assistant`'s game states.
use blackbox::random::below_u32;
use blackbox::{AtomCount, Dims};
use blackbox_game::setup::{setup_for, Budget};
use blackbox_game::{Control, Game, GameId, Move};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let out = std::env::args().nth(1).unwrap();
    for (side, atoms) in [(8usize, 4usize), (8, 5), (10, 10), (15, 20)] {
        for seed in 1..=11u64 {
            for rays in [0usize, 5, 10, 15, 20] {
                let id = GameId::new(
                    Dims::new(side, side).unwrap(),
                    AtomCount::Exact(atoms),
                    seed,
                )
                .unwrap();
                let mut game =
                    Game::new(setup_for(id, Budget::INTERACTIVE, &Control::new()).unwrap());
                let mut rng =
                    ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31).wrapping_add(rays as u64));
                let dims = id.dims();
                let open = |g: &Game| dims.all_ports().any(|p| g.state().rim(p).is_none());
                while game.state().rays_fired() < rays && open(&game) {
                    let port = dims
                        .port(1 + below_u32(&mut rng, dims.ports() as u32) as usize)
                        .unwrap();
                    let _ = game.apply(Move::Fire(port));
                }
                let p = game.state().puzzle(game.setup());
                std::fs::write(
                    format!("{out}/{side}x{side}-{atoms}-s{seed}-r{rays}.txt"),
                    blackbox::format::native::write(&p),
                )
                .unwrap();
            }
        }
    }
}
