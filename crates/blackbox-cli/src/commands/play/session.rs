//! A game being played: the engine's [`Game`], where it is saved, and the
//! assistant's last advice. Shared by the terminal UI and plain mode, so
//! both save, undo and generate games the same way. The library's solver
//! serves the assistant, `--unique` and the check's indistinguishable boards.

use anyhow::{Context, Result};
use blackbox::{Error, Puzzle};
use blackbox_game::{advise, twins, Advice, Solver};
use blackbox_game::{Game, GameId, Move, Setup, State};
use blackbox_solve as solve;
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
    advice: Option<(State, Advice)>,
}

impl Session {
    /// A new game of `id` (with `unique`, the first seed from `id`'s on
    /// whose board full feedback determines).
    pub fn start(id: GameId, unique: bool, save: Option<PathBuf>) -> Result<Self> {
        let setup = generate(id, unique)?;
        let session = Session {
            game: Game::new(setup),
            save,
            unique,
            advice: None,
        };
        session.write()?;
        Ok(session)
    }

    /// Resumes the game saved in `path`; it is then saved to `save`.
    pub fn load(path: &Path, save: Option<PathBuf>) -> Result<Self> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let game = Game::load(&text, |id| Ok(setup_for(id))).map_err(|e| match e {
            Error::Parse { line, message } if line > 0 => {
                anyhow::anyhow!("{}:{line}: {message}", path.display())
            }
            e => anyhow::anyhow!("{}: {e}", path.display()),
        })?;
        let session = Session {
            game,
            save,
            unique: false,
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
        let setup = generate(id, self.unique)?;
        self.game = Game::new(setup);
        self.advice = None;
        self.write()
    }

    /// The assistant's advice on the current state, computed once per state.
    pub fn advice(&mut self) -> &Advice {
        let state = self.game.state();
        let stale = self.advice.as_ref().map(|(s, _)| s) != Some(state);
        if stale {
            let advice = advise(state, self.game.setup(), &Solver);
            self.advice = Some((state.clone(), advice));
        }
        &self.advice.as_ref().expect("computed above").1
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
/// the boards indistinguishable from it.
fn setup_for(id: GameId) -> Setup {
    let hidden = id.board(&mut ChaCha8Rng::seed_from_u64(id.seed()));
    let setup = Setup::new(id, hidden).expect("GameId::board fits its own ID");
    let twins = twins(&setup, &Solver);
    setup.with_twins(twins)
}

/// The setup of a new game; with `unique`, seeds are tried from `id`'s on
/// until full feedback determines the board.
fn generate(id: GameId, unique: bool) -> Result<Setup> {
    if !unique {
        return Ok(setup_for(id));
    }
    (0..UNIQUE_TRIES)
        .map(|i| setup_for(id.with_seed(id.seed().wrapping_add(i))))
        .find(determined)
        .with_context(|| {
            format!("no board determined by its feedback among {UNIQUE_TRIES} seeds from {id}")
        })
}

/// Whether full feedback determines the hidden board.
fn determined(setup: &Setup) -> bool {
    let feedback = setup.hidden().feedback(setup.rules());
    let puzzle = Puzzle::from_feedback(&feedback, setup.id().atoms()).expect("the ID's count fits");
    solve::is_unique(&puzzle)
}
