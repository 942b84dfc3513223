//! The games the assistant's bench (`blackbox bench --assistant`) times the
//! assistant on: a game set up as `blackbox play` sets it up, then seeded
//! random rays fired. The timing itself is the front end's (its clock).

use crate::setup::set_up_as_is;
use crate::Result;
use blackbox::random::below_u32;
use blackbox_game::{Control, Game, GameId, Move};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The game of `id` after `rays` random rays (fewer when every port is used
/// up), drawn from a stream seeded by the ID's seed and `rays`: the same
/// game on every run.
pub fn game(id: GameId, rays: usize) -> Result<Game> {
    let mut game = Game::new(set_up_as_is(id, &Control::new())?);
    let seed = id.seed();
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31).wrapping_add(rays as u64));
    let dims = id.dims();
    let open = |g: &Game| dims.all_ports().any(|p| g.state().rim(p).is_none());
    while game.state().rays_fired() < rays && open(&game) {
        let port = dims.port(1 + below_u32(&mut rng, dims.ports() as u32) as usize)?;
        // A port already fired (or an exit already seen) is refused: draw again.
        let _ = game.apply(Move::Fire(port));
    }
    Ok(game)
}
