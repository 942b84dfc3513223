//! A game being played: the engine's [`Game`], where it is saved, and the
//! assistant's last advice. Shared by the terminal UI (`tui`) and plain
//! mode (`commands::play::plain`), so both save, undo and generate games
//! the same way; it lives beside them, not in either, so that neither
//! front end imports the other. Setup (the hidden
//! board, its twins, `--unique`) is the game library's, within its
//! interactive budget; at startup it shows a spinner (or, for `--unique`,
//! the seeds tried) on standard error when it takes a while
//! ([`setting_up()`]). A new game during play is set up by the caller (the
//! terminal UI does it off its thread) and handed over with
//! [`Session::replace`]. The library's solver serves the assistant.
//!
//! `--save` writes through [`cli_support::OutputFile`]: nothing until the
//! first move (or undo, redo) of a game, then after every one, atomically
//! (a temporary file in the same directory, then a rename, keeping the
//! replaced file's mode; the temporary file is removed if a signal ends
//! the game meanwhile). It replaces only a save file of ours unless
//! `--force`; a symlink, a read-only file, a device node or anything else
//! is refused before the game starts, and so is a directory that does not
//! exist or cannot be written in, or a disk without [`SAVE_ROOM`] free
//! ([`save_target`]). When saving fails after a move, the error says that
//! the move was made but not saved, and [`Session::unsaved`] tells the
//! front end, which ends with an error once the game is over.

pub mod setting_up;

use anyhow::Result;
use blackbox::Error;
use blackbox_app::game::{Advice, Game, GameId, Move, Setup, State};
use blackbox_app::play::advice;
use blackbox_app::players::{players, Players};
use cli_support::read::{read_text, BLACKBOX_FILE};
use cli_support::time_limit;
use cli_support::{FileKind, OutputFile};
use setting_up::setting_up;
use std::path::Path;

/// Seconds plain mode's `assist` may compute before it answers with what
/// it knows (the terminal UI refines in the background instead).
pub const ASSIST_SECONDS: f64 = 2.0;

/// Bytes a save needs free on its disk before the game starts: a save
/// holds the game ID and a short line a move, so 1 MiB holds a game of
/// 255x255 with a ray from every port and a mark on most cells.
pub const SAVE_ROOM: u64 = 1 << 20;

/// What the save file holds of the game being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saved {
    /// No `--save` file.
    NoFile,
    /// Nothing of this game yet: no move since it started or was loaded.
    NothingYet,
    /// The game as it is now.
    Current,
    /// An older state: saving after the last change failed.
    Failed,
}

/// A game with its save file and the assistant's players.
pub struct Session {
    game: Game,
    save: Option<OutputFile>,
    saved: Saved,
    unique: bool,
    advice: Option<(State, Advice)>,
    players: Players,
    /// Why the last save failed, while the save file is behind the game.
    save_error: Option<String>,
}

impl Session {
    /// A new game of `id` (with `unique`, the first seed from `id`'s on
    /// whose board full feedback determines), set up within `setup_seconds`.
    pub fn start(
        id: GameId,
        unique: bool,
        setup_seconds: f64,
        save: Option<OutputFile>,
    ) -> Result<Self> {
        let setup = setting_up(id, unique, setup_seconds)?;
        Ok(Session {
            game: Game::new(setup),
            saved: Saved::nothing_yet(&save),
            save,
            unique,
            advice: None,
            players: players(),
            save_error: None,
        })
    }

    /// Resumes the game saved in `path` (its setup within
    /// `setup_seconds`); it is then saved to `save`.
    pub fn load(path: &Path, setup_seconds: f64, save: Option<OutputFile>) -> Result<Self> {
        let text = read_text(path, BLACKBOX_FILE)?;
        let game =
            Game::load(&text, |id| setting_up(id, false, setup_seconds)).map_err(|e| match e {
                Error::Parse { line, message } if line > 0 => {
                    anyhow::anyhow!("{}:{line}: {message}", path.display())
                }
                e => anyhow::anyhow!("{}: {e}", path.display()),
            })?;
        Ok(Session {
            game,
            saved: Saved::nothing_yet(&save),
            save,
            unique: false,
            advice: None,
            players: players(),
            save_error: None,
        })
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The save file, if any.
    pub fn save_path(&self) -> Option<&Path> {
        self.save.as_ref().map(OutputFile::path)
    }

    /// What the save file holds of the game: what quitting loses.
    pub fn saved(&self) -> Saved {
        self.saved
    }

    /// When the save file does not hold the game as it is (the last save
    /// failed): what to say as the game ends, naming the file and why.
    pub fn unsaved(&self) -> Option<String> {
        let (Saved::Failed, Some(path), Some(why)) =
            (self.saved, self.save_path(), &self.save_error)
        else {
            return None;
        };
        Some(format!(
            "the game's last moves were NOT saved in {}: {why}",
            path.display()
        ))
    }

    /// Makes a move and saves; the error says why the move is not allowed,
    /// or that it was made but could not be saved.
    pub fn apply(&mut self, mv: Move) -> std::result::Result<(), String> {
        self.game.apply(mv).map_err(|e| e.to_string())?;
        self.save_after(&format!("{mv} was played"))
    }

    /// Undoes the last mark or note and saves.
    pub fn undo(&mut self) -> std::result::Result<Move, String> {
        let mv = self.game.undo().map_err(|e| e.to_string())?;
        self.save_after(&format!("{mv} was undone"))?;
        Ok(mv)
    }

    /// Redoes the last undone mark or note and saves.
    pub fn redo(&mut self) -> std::result::Result<Move, String> {
        let mv = self.game.redo().map_err(|e| e.to_string())?;
        self.save_after(&format!("{mv} was redone"))?;
        Ok(mv)
    }

    /// Saves after a change that has been made (`done` says which).
    fn save_after(&mut self, done: &str) -> std::result::Result<(), String> {
        let written = self.write();
        if self.save.is_some() {
            self.saved = match written {
                Ok(()) => Saved::Current,
                Err(_) => Saved::Failed,
            };
            self.save_error = written.as_ref().err().map(|e| format!("{e:#}"));
        }
        written.map_err(|e| format!("{done}, but the game was not saved: {e:#}"))
    }

    /// The ID of another game with the same size and atoms and `seed`, and
    /// whether it must be `--unique`: what the next game is set up from.
    pub fn next_game(&self, seed: u64) -> (GameId, bool) {
        (self.game.setup().id().with_seed(seed), self.unique)
    }

    /// Replaces the game by a new one against `setup`; it is saved from
    /// its first move on.
    pub fn replace(&mut self, setup: Setup) {
        self.game = Game::new(setup);
        self.advice = None;
        self.saved = Saved::nothing_yet(&self.save);
        self.save_error = None;
    }

    /// The assistant's advice on the current state, as far as it gets in
    /// [`ASSIST_SECONDS`], computed once per state.
    pub fn advice(&mut self) -> Result<&Advice> {
        let state = self.game.state();
        let stale = self.advice.as_ref().map(|(s, _)| s) != Some(state);
        if stale {
            let limit = time_limit(ASSIST_SECONDS)?;
            let advice = advice(
                state,
                self.game.setup(),
                &self.players,
                limit.control(),
                |_| {},
            );
            self.advice = Some((state.clone(), advice));
        }
        Ok(&self.advice.as_ref().expect("computed above").1)
    }

    /// Writes the save file (a [`cli_support::OutputFile`]: atomic, and
    /// only over a save of ours unless `--force`).
    fn write(&self) -> Result<()> {
        match &self.save {
            Some(file) => file.write(self.game.save().as_bytes()),
            None => Ok(()),
        }
    }
}

impl Saved {
    /// Before the first move of a game: nothing saved, if there is a file.
    fn nothing_yet(save: &Option<OutputFile>) -> Saved {
        match save {
            Some(_) => Saved::NothingYet,
            None => Saved::NoFile,
        }
    }
}

/// Save files: what `play --save` may replace without `--force`.
static SAVE_FILE: FileKind = FileKind {
    name: "a saved game (first line `# blackbox game` or `game ID`)",
    recognise: is_save,
};

/// Whether the first bytes of a file are those of a save file: a first
/// line as [`Game::save`] writes it, or a first `game ` line after comments.
fn is_save(head: &[u8]) -> bool {
    let text = String::from_utf8_lossy(head);
    let mut lines = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty());
    match lines.next() {
        Some(first) if first.starts_with("# blackbox game") => true,
        first => first
            .into_iter()
            .chain(lines)
            .find(|l| !l.starts_with('#'))
            .is_some_and(|l| l.starts_with("game ")),
    }
}

/// The save target of `--save PATH` (`--force`: replace any regular,
/// writable file), checked now so that a refused path (or a directory
/// missing or not writable, or a disk without [`SAVE_ROOM`] free) fails
/// before the game starts.
pub fn save_target(path: Option<&Path>, force: bool) -> Result<Option<OutputFile>> {
    let Some(path) = path else {
        return Ok(None);
    };
    let file = OutputFile::new(path, &SAVE_FILE, force);
    file.check_room(SAVE_ROOM)?;
    Ok(Some(file))
}

#[cfg(test)]
mod tests {
    use super::is_save;

    #[test]
    fn save_files_are_recognised_by_their_first_lines() {
        assert!(is_save(
            b"# blackbox game: the game ID, then one move a line\ngame 5x5:2:7\n"
        ));
        assert!(is_save(b"\n# my game\ngame 8x8:4:1\nfire 3\n"));
        assert!(!is_save(b"shopping list\ngame night\n"));
        assert!(!is_save(b""));
        assert!(!is_save(b"# notes\n"));
    }
}
