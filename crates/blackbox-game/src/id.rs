//! Game IDs: the parameters that generate a game, as a shareable string.
//!
//! A game ID is `RxC:ATOMS:SEED`, e.g. `8x8:4:12345` or `10x10:3-5:7`:
//! board size, the atom count (exact `K`, or a range `A-B` whose actual count
//! the player is not told, as in Simon Tatham's range presets) and the seed
//! of the caller's random number generator; a game under other rules than
//! the standard ones adds the rule set's name (`8x8:4:12345:acm`, the names
//! of [`Rules`]' one table). An ID without a name is a standard game, as
//! every ID was before the rules were part of it. The same ID with the same
//! generator always gives the same hidden board (the rules change what the
//! rays show, never where the atoms are). Invariant: the atom count is
//! never [`AtomCount::Unknown`] and always fits the board.

use crate::{Error, Result};
use blackbox::{random, AtomCount, Board, Dims, Rules};
use rand::Rng;
use std::fmt;
use std::str::FromStr;

/// The parameters of one game: size, atom count, seed and rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameId {
    dims: Dims,
    atoms: AtomCount,
    seed: u64,
    rules: Rules,
}

impl GameId {
    /// A game ID under the standard rules ([`GameId::with_rules`] for
    /// others); fails when the atom count is unknown or does not fit the board.
    pub fn new(dims: Dims, atoms: AtomCount, seed: u64) -> Result<Self> {
        if atoms == AtomCount::Unknown {
            return Err(Error::NoAtomCount);
        }
        Ok(GameId {
            dims,
            atoms: atoms.check(dims)?,
            seed,
            rules: Rules::Standard,
        })
    }

    /// The same parameters under `rules`.
    pub fn with_rules(self, rules: Rules) -> Self {
        GameId { rules, ..self }
    }

    /// The rule set the game's rays follow.
    pub fn rules(self) -> Rules {
        self.rules
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
        write!(f, "{}:{}:{}", self.dims, self.atoms, self.seed)?;
        match self.rules {
            Rules::Standard => Ok(()),
            Rules::Acm => write!(f, ":{}", self.rules),
        }
    }
}

impl FromStr for GameId {
    type Err = Error;

    /// Reads `RxC:ATOMS:SEED` or `RxC:ATOMS:SEED:RULES`.
    fn from_str(s: &str) -> Result<Self> {
        let bad = |why: String| Error::NotAGameId {
            text: s.to_string(),
            why,
        };
        let parts: Vec<&str> = s.trim().split(':').collect();
        let (size, atoms, seed, rules) = match parts[..] {
            [size, atoms, seed] => (size, atoms, seed, None),
            [size, atoms, seed, rules] => (size, atoms, seed, Some(rules)),
            _ => {
                return Err(bad(
                    "expected SIZE:ATOMS:SEED like `8x8:4:12345`, or with the rules                      last like `8x8:4:12345:acm`"
                        .into(),
                ))
            }
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
        let rules = match rules {
            Some(name) => name.parse::<Rules>().map_err(|e| bad(e.to_string()))?,
            None => Rules::Standard,
        };
        let id = GameId::new(dims, atoms, seed).map_err(|e| match e {
            Error::Model(e) => strip(e),
            other => bad(other.to_string()),
        })?;
        Ok(id.with_rules(rules))
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
            "8x8:4:1:tatham",
            "8x8:4:1:acm:2",
        ] {
            let err = bad.parse::<GameId>().unwrap_err().to_string();
            assert!(err.starts_with(&format!("game id `{bad}`")), "{err}");
        }
    }

    /// The rules ride in the ID: an ACM game says so, a standard one reads
    /// and writes as IDs did before the rules were part of them.
    #[test]
    fn ids_carry_their_rules_and_old_ids_are_standard() {
        let old: GameId = "8x8:4:12345".parse().unwrap();
        assert_eq!(old.rules(), Rules::Standard);
        let acm: GameId = "8x8:4:12345:acm".parse().unwrap();
        assert_eq!(acm.rules(), Rules::Acm);
        assert_eq!(acm.to_string(), "8x8:4:12345:acm");
        assert_eq!(acm, old.with_rules(Rules::Acm));
        assert_eq!("8x8:4:12345:ACM".parse::<GameId>().unwrap(), acm);
        let named: GameId = "8x8:4:12345:standard".parse().unwrap();
        assert_eq!((named, named.to_string()), (old, "8x8:4:12345".into()));
        // The same seed, the same atoms: the rules change only what rays show.
        let draw = |id: GameId| id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
        assert_eq!(draw(acm), draw(old));
        let err = "8x8:4:1:tatham".parse::<GameId>().unwrap_err().to_string();
        assert!(err.contains("`standard`") && err.contains("`acm`"), "{err}");
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
