use blackbox::random::below_u32;
use blackbox::{AtomCount, Dims};
use blackbox_app::play::advice;
use blackbox_app::players::players;
use blackbox_app::setup::set_up_as_is;
use blackbox_game::{Control, Game, GameId, Move};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};
fn main() {
    let a: Vec<usize> = std::env::args().skip(1).map(|s| s.parse().unwrap()).collect();
    let (side, atoms, rays, from, to, limit) = (a[0], a[1], a[2], a[3], a[4], a[5]);
    let ps = players();
    for seed in from as u64..=to as u64 {
        let id = GameId::new(Dims::new(side, side).unwrap(), AtomCount::Exact(atoms), seed).unwrap();
        let mut game = Game::new(set_up_as_is(id, &Control::new()).unwrap());
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31).wrapping_add(rays as u64));
        let dims = id.dims();
        let open = |g: &Game| dims.all_ports().any(|p| g.state().rim(p).is_none());
        while game.state().rays_fired() < rays && open(&game) {
            let port = dims.port(1 + below_u32(&mut rng, dims.ports() as u32) as usize).unwrap();
            let _ = game.apply(Move::Fire(port));
        }
        let control = Control::new();
        let c2 = control.clone();
        std::thread::spawn(move || { std::thread::sleep(Duration::from_secs(limit as u64)); c2.cancel(); });
        let t = Instant::now();
        let mut log = String::new();
        advice(game.state(), game.setup(), &ps, &control, |adv| {
            log += &format!(" [{:.0}ms {:?} d{} c{}]", t.elapsed().as_secs_f64() * 1e3, adv.pending.as_ref().map(|p| p.to_string()), adv.shares_draws, adv.complete as u8);
        });
        eprintln!("seed {seed}:{log}");
    }
}
