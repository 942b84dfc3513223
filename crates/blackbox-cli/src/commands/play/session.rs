//! A game being played: the engine's [`Game`], where it is saved, and the
//! assistant's last advice. Shared by the terminal UI and plain mode, so
//! both save, undo and generate games the same way. Setup (the hidden
//! board, its twins, `--unique`) is the game library's, within its
//! interactive budget; at startup it shows a spinner (or, for `--unique`,
//! the seeds tried) on standard error when it takes a while
//! ([`setting_up`]). A new game during play is set up by the caller (the
//! terminal UI does it off its thread) and handed over with
//! [`Session::replace`]. The library's solver serves the assistant.
//!
//! `--save` writes only regular files: a new file is created, an existing
//! regular file is replaced atomically (a temporary file in the same
//! directory, then a rename); a symlink, a device node or anything else is
//! refused before the game starts. When saving fails after a move, the
//! error says that the move was made but not saved.

use super::players::{players, Players};
use super::setting_up::setting_up;
use anyhow::{Context, Result};
use blackbox::Error;
use blackbox_game::{advise_anytime, Advice, Game, GameId, Move, Player, Setup, State};
use cli_support::read::{read_text, BLACKBOX_FILE};
use cli_support::time_limit;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Seconds plain mode's `assist` may compute before it answers with what
/// it knows (the terminal UI refines in the background instead).
pub const ASSIST_SECONDS: f64 = 2.0;

/// A game with its save file and the assistant's players.
pub struct Session {
    game: Game,
    save: Option<PathBuf>,
    unique: bool,
    advice: Option<(State, Advice)>,
    players: Players,
}

impl Session {
    /// A new game of `id` (with `unique`, the first seed from `id`'s on
    /// whose board full feedback determines).
    pub fn start(id: GameId, unique: bool, save: Option<PathBuf>) -> Result<Self> {
        if let Some(path) = &save {
            check_save_target(path)?;
        }
        let setup = setting_up(id, unique)?;
        let session = Session {
            game: Game::new(setup),
            save,
            unique,
            advice: None,
            players: players(),
        };
        session.write()?;
        Ok(session)
    }

    /// Resumes the game saved in `path`; it is then saved to `save`.
    pub fn load(path: &Path, save: Option<PathBuf>) -> Result<Self> {
        if let Some(path) = &save {
            check_save_target(path)?;
        }
        let text = read_text(path, BLACKBOX_FILE)?;
        let game = Game::load(&text, |id| setting_up(id, false)).map_err(|e| match e {
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
            players: players(),
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

    /// Makes a move and saves; the error says why the move is not allowed,
    /// or that it was made but could not be saved.
    pub fn apply(&mut self, mv: Move) -> std::result::Result<(), String> {
        self.game.apply(mv).map_err(|e| e.to_string())?;
        self.saved(&format!("{mv} was played"))
    }

    /// Undoes the last mark or note and saves.
    pub fn undo(&mut self) -> std::result::Result<Move, String> {
        let mv = self.game.undo().map_err(|e| e.to_string())?;
        self.saved(&format!("{mv} was undone"))?;
        Ok(mv)
    }

    /// Redoes the last undone mark or note and saves.
    pub fn redo(&mut self) -> std::result::Result<Move, String> {
        let mv = self.game.redo().map_err(|e| e.to_string())?;
        self.saved(&format!("{mv} was redone"))?;
        Ok(mv)
    }

    /// Saves after a change that has been made (`done` says which).
    fn saved(&self, done: &str) -> std::result::Result<(), String> {
        self.write()
            .map_err(|e| format!("{done}, but the game was not saved: {e:#}"))
    }

    /// The ID of another game with the same size and atoms and `seed`, and
    /// whether it must be `--unique`: what the next game is set up from.
    pub fn next_game(&self, seed: u64) -> (GameId, bool) {
        (self.game.setup().id().with_seed(seed), self.unique)
    }

    /// Replaces the game by a new one against `setup`, and saves it.
    pub fn replace(&mut self, setup: Setup) -> Result<()> {
        self.game = Game::new(setup);
        self.advice = None;
        self.write()
    }

    /// The assistant's advice on the current state, as far as it gets in
    /// [`ASSIST_SECONDS`], computed once per state.
    pub fn advice(&mut self) -> Result<&Advice> {
        let state = self.game.state();
        let stale = self.advice.as_ref().map(|(s, _)| s) != Some(state);
        if stale {
            let limit = time_limit(ASSIST_SECONDS)?;
            let players: Vec<&dyn Player> = self.players.iter().map(|p| p.as_ref()).collect();
            let advice =
                advise_anytime(state, self.game.setup(), &players, limit.control(), |_| {});
            self.advice = Some((state.clone(), advice));
        }
        Ok(&self.advice.as_ref().expect("computed above").1)
    }

    /// Writes the save file atomically: a temporary file beside it, then a
    /// rename over it (see the module doc for what may be replaced).
    fn write(&self) -> Result<()> {
        let Some(path) = &self.save else {
            return Ok(());
        };
        check_save_target(path)?;
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        let name = path.file_name().context("the save path names no file")?;
        let mut tmp_name = std::ffi::OsString::from(".");
        tmp_name.push(name);
        tmp_name.push(format!(".{}.tmp", std::process::id()));
        let tmp = dir.join(tmp_name);
        let written = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .and_then(|mut file| {
                file.write_all(self.game.save().as_bytes())?;
                file.sync_all()
            })
            .with_context(|| format!("cannot write {}", tmp.display()));
        let renamed = written.and_then(|()| {
            std::fs::rename(&tmp, path)
                .with_context(|| format!("cannot save to {}", path.display()))
        });
        if renamed.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        renamed
    }
}

/// Refuses a save path that exists and is not a regular file (a symlink,
/// a device node, a directory, a pipe): saving would replace it.
fn check_save_target(path: &Path) -> Result<()> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e).with_context(|| format!("cannot save to {}", path.display())),
    };
    let kind = meta.file_type();
    let what = if kind.is_file() {
        return Ok(());
    } else if kind.is_symlink() {
        "a symbolic link"
    } else if kind.is_dir() {
        "a directory"
    } else {
        "not a regular file (a device, a pipe or a socket)"
    };
    anyhow::bail!(
        "cannot save to {}: it is {what}; saves go only to regular files (give a new or regular file)",
        path.display()
    )
}
