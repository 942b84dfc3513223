//! Game IDs: the parameters that generate a game, as a shareable string.
//!
//! A game ID is `RxC:ATOMS:SEED`, e.g. `8x8:4:12345` or `10x10:3-5:7`:
//! board size, the atom count (exact `K`, or a range `A-B` whose actual count
//! the player is not told, as in Simon Tatham's range presets) and the seed
//! of the caller's random number generator. The same ID with the same
//! generator always gives the same hidden board. Invariant: the atom count is
//! never [`AtomCount::Unknown`] and always fits the board.

use crate::{Error, Result};
use blackbox::{random, AtomCount, Board, Dims};
use rand::Rng;
use std::fmt;
use std::str::FromStr;

/// The parameters of one game: size, atom count and seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameId {
    dims: Dims,
    atoms: AtomCount,
    seed: u64,
}

impl GameId {
    /// A game ID; fails when the atom count is unknown or does not fit the board.
    pub fn new(dims: Dims, atoms: AtomCount, seed: u64) -> Result<Self> {
        if atoms == AtomCount::Unknown {
            return Err(Error::NoAtomCount);
        }
        Ok(GameId {
            dims,
            atoms: atoms.check(dims)?,
            seed,
        })
    }

    /// The board size.
    pub fn dims(self) -> Dims {
        self.dims
    }

    /// The atom count (exact, or a hidden range).
    pub fn atoms(self) -> AtomCount {
        self.atoms
    }

    /// The seed for the caller's generator.
    pub fn seed(self) -> u64 {
        self.seed
    }

    /// The same parameters with another seed.
    pub fn with_seed(self, seed: u64) -> Self {
        GameId { seed, ..self }
    }

    /// The hidden board, drawn with `rng` (which the caller seeds from
    /// [`GameId::seed`]): for a range, the count is drawn first, uniformly.
    pub fn board(self, rng: &mut impl Rng) -> Board {
        let k = match self.atoms {
            AtomCount::Range { min, max } => random::inclusive(rng, min, max),
            other => other.min(),
        };
        blackbox::random::board(self.dims, k, rng).expect("GameId::new checked the count")
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.dims, self.atoms, self.seed)
    }
}

impl FromStr for GameId {
    type Err = Error;

    /// Reads `RxC:ATOMS:SEED`.
    fn from_str(s: &str) -> Result<Self> {
        let bad = |why: String| Error::NotAGameId {
            text: s.to_string(),
            why,
        };
        let parts: Vec<&str> = s.trim().split(':').collect();
        let [size, atoms, seed] = parts[..] else {
            return Err(bad("expected SIZE:ATOMS:SEED like `8x8:4:12345`".into()));
        };
        let strip = |e: blackbox::Error| match e {
            blackbox::Error::Parse { message, .. } => bad(message),
            other => bad(other.to_string()),
        };
        let dims = size.parse::<Dims>().map_err(strip)?;
        let atoms = atoms.parse::<AtomCount>().map_err(strip)?;
        let seed = seed.parse().map_err(|_| {
            bad(format!(
                "the seed {} is not a whole number",
                input_text::quoted(seed)
            ))
        })?;
        GameId::new(dims, atoms, seed).map_err(|e| match e {
            Error::Model(e) => strip(e),
            other => bad(other.to_string()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn ids_round_trip_and_reject_nonsense() {
        for text in ["8x8:4:12345", "10x6:3-5:0", "1x1:1:18446744073709551615"] {
            assert_eq!(text.parse::<GameId>().unwrap().to_string(), text);
        }
        assert_eq!("8:4:1".parse::<GameId>().unwrap().to_string(), "8x8:4:1");
        for bad in [
            "8x8:4",
            "8x8:65:1",
            "0x8:1:1",
            "8x8:5-3:1",
            "8x8:4:-1",
            "a:b:c",
        ] {
            let err = bad.parse::<GameId>().unwrap_err().to_string();
            assert!(err.starts_with(&format!("game id `{bad}`")), "{err}");
        }
    }

    /// Game IDs are shared between players: the same ID must give the same
    /// board across dependency upgrades. These were drawn with rand 0.8.
    #[test]
    fn boards_of_shared_ids_are_pinned() {
        let cases: [(&str, &[(usize, usize)]); 3] = [
            ("8x8:4:12345", &[(0, 4), (3, 2), (3, 5), (5, 0)]),
            ("6x7:2-4:99", &[(0, 5), (1, 6), (4, 0), (4, 6)]),
            ("10x10:3-5:7", &[(1, 6), (2, 6), (7, 0)]),
        ];
        for (text, pinned) in cases {
            let id: GameId = text.parse().unwrap();
            let board = id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
            assert_eq!(board.atom_pairs(), pinned, "{text}");
        }
    }

    #[test]
    fn the_same_id_gives_the_same_board_with_the_count_in_range() {
        let id: GameId = "6x7:2-4:99".parse().unwrap();
        let draw = || id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
        assert_eq!(draw(), draw());
        for seed in 0..50 {
            let b = id
                .with_seed(seed)
                .board(&mut ChaCha8Rng::seed_from_u64(seed));
            assert!((2..=4).contains(&b.atom_count()));
        }
    }
}
