//! A game being played: the engine's [`Game`], where it is saved, and the
//! solver that serves the assistant. Shared by the terminal UI and plain
//! mode, so both save, undo and generate games the same way.

use super::oracle;
use anyhow::{bail, Context, Result};
use blackbox::game::assistant::{self, Advice, Oracle};
use blackbox::game::{Game, GameId, Move, Setup, State};
use blackbox::{AtomCount, Error, Puzzle};
use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};

/// Seeds `--unique` tries before giving up.
const UNIQUE_TRIES: u64 = 1000;

/// A game with its save file and solver.
pub struct Session {
    game: Game,
    save: Option<PathBuf>,
    unique: bool,
    oracle: Option<Box<dyn Oracle>>,
    advice: Option<(State, Advice)>,
}

impl Session {
    /// A new game of `id` (with `unique`, the first seed from `id`'s on
    /// whose board full feedback determines).
    pub fn start(id: GameId, unique: bool, save: Option<PathBuf>) -> Result<Self> {
        let oracle = oracle::for_game(id);
        let setup = generate(id, unique, oracle.as_deref())?;
        let session = Session {
            game: Game::new(setup),
            save,
            unique,
            oracle,
            advice: None,
        };
        session.write()?;
        Ok(session)
    }

    /// Resumes the game saved in `path`; it is then saved to `save`.
    pub fn load(path: &Path, save: Option<PathBuf>) -> Result<Self> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let mut oracle = None;
        let game = Game::load(&text, |id| {
            oracle = oracle::for_game(id);
            Ok(setup_for(id, oracle.as_deref()))
        })
        .map_err(|e| match e {
            Error::Parse { line, message } if line > 0 => {
                anyhow::anyhow!("{}:{line}: {message}", path.display())
            }
            e => anyhow::anyhow!("{}: {e}", path.display()),
        })?;
        let session = Session {
            game,
            save,
            unique: false,
            oracle,
            advice: None,
        };
        session.write()?;
        Ok(session)
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The save file, if any.
    pub fn save_path(&self) -> Option<&Path> {
        self.save.as_deref()
    }

    /// Makes a move and saves; the error says why the move is not allowed
    /// (or that saving failed).
    pub fn apply(&mut self, mv: Move) -> std::result::Result<(), String> {
        self.game.apply(mv).map_err(|e| e.to_string())?;
        self.write().map_err(|e| format!("{e:#}"))
    }

    /// Undoes the last move and saves.
    pub fn undo(&mut self) -> std::result::Result<Move, String> {
        let mv = self.game.undo().map_err(|e| e.to_string())?;
        self.write().map_err(|e| format!("{e:#}"))?;
        Ok(mv)
    }

    /// Redoes the last undone move and saves.
    pub fn redo(&mut self) -> std::result::Result<Move, String> {
        let mv = self.game.redo().map_err(|e| e.to_string())?;
        self.write().map_err(|e| format!("{e:#}"))?;
        Ok(mv)
    }

    /// Starts another game with the same size and atoms and a new seed.
    pub fn new_game(&mut self, seed: u64) -> Result<()> {
        let id = self.game.setup().id().with_seed(seed);
        let setup = generate(id, self.unique, self.oracle.as_deref())?;
        self.game = Game::new(setup);
        self.advice = None;
        self.write()
    }

    /// The assistant's advice on the current state (`None` when no solver
    /// can serve this board). Computed once per state.
    pub fn advice(&mut self) -> Option<&Advice> {
        let oracle = self.oracle.as_deref()?;
        let state = self.game.state();
        if self.advice.as_ref().map(|(s, _)| s) != Some(state) {
            let advice = assistant::advise(state, self.game.setup(), oracle);
            self.advice = Some((state.clone(), advice));
        }
        self.advice.as_ref().map(|(_, a)| a)
    }

    /// Writes the save file atomically: a temporary file, then a rename.
    fn write(&self) -> Result<()> {
        let Some(path) = &self.save else {
            return Ok(());
        };
        let mut tmp = path.clone().into_os_string();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        std::fs::write(&tmp, self.game.save())
            .with_context(|| format!("cannot write {}", tmp.display()))?;
        std::fs::rename(&tmp, path).with_context(|| format!("cannot save to {}", path.display()))
    }
}

/// The setup of a game of `id`: its board from the seeded generator, and
/// the boards indistinguishable from it when a solver can find them.
fn setup_for(id: GameId, oracle: Option<&dyn Oracle>) -> Setup {
    let hidden = id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
    let setup = Setup::new(id, hidden).expect("GameId::board fits its own ID");
    match oracle {
        Some(oracle) => {
            let twins = assistant::twins(&setup, oracle);
            setup.with_twins(twins)
        }
        None => setup,
    }
}

/// The setup of a new game; with `unique`, seeds are tried from `id`'s on.
fn generate(id: GameId, unique: bool, oracle: Option<&dyn Oracle>) -> Result<Setup> {
    if !unique {
        return Ok(setup_for(id, oracle));
    }
    let Some(oracle) = oracle else {
        bail!(
            "--unique needs the solver, which cannot serve a {} board with {} atoms yet",
            id.dims(),
            id.atoms()
        );
    };
    for i in 0..UNIQUE_TRIES {
        let setup = setup_for(id.with_seed(id.seed().wrapping_add(i)), Some(oracle));
        if determined(&setup, oracle) {
            return Ok(setup);
        }
    }
    bail!(
        "no board determined by its feedback among {UNIQUE_TRIES} seeds from {}",
        id
    )
}

/// Whether full feedback determines the hidden board.
fn determined(setup: &Setup, oracle: &dyn Oracle) -> bool {
    let feedback = setup.hidden().feedback(setup.rules());
    let atoms: AtomCount = setup.id().atoms();
    let puzzle = Puzzle::from_feedback(&feedback, atoms).expect("the ID's count fits");
    oracle.count(&puzzle) == BigUint::from(1u8)
}
