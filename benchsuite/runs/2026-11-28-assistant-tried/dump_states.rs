use blackbox::random::below_u32;
use blackbox::{AtomCount, Dims};
use blackbox_app::setup::set_up_as_is;
use blackbox_game::{Control, Game, GameId, Move};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
fn main() {
    let a: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    let (side, atoms, rays, seeds) = (a[0], a[1], a[2], a[3]);
    for seed in 1..=seeds as u64 {
        let id = GameId::new(
            Dims::new(side, side).unwrap(),
            AtomCount::Exact(atoms),
            seed,
        )
        .unwrap();
        let mut game = Game::new(set_up_as_is(id, &Control::new()).unwrap());
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31).wrapping_add(rays as u64));
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
            format!("/tmp/st/{side}-{atoms}-{rays}-{seed}.txt"),
            blackbox::format::native::write(&p),
        )
        .unwrap();
    }
}
