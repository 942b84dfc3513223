//! Plain mode: the game over standard input and output, one move a line,
//! for scripts, screen readers and tests.
//!
//! Every line is a move in its text form (`fire 5`, `mark 2 3`, …, see
//! `blackbox_game::Move`) or one of `undo`, `redo`, `assist`, `help`,
//! `quit`. The board is printed after every change; a line that cannot be
//! played is answered with `error: …` and the game goes on. When the game
//! ends (`check` or `reveal`) the last line printed is `score N`.

use super::session::Session;
use anyhow::Result;
use blackbox_game::{draw, Move};
use std::io::{BufRead, Write};
use std::process::ExitCode;

/// The words plain mode understands.
pub const HELP: &str = "\
moves: fire PORT | mark ROW COL | note-empty ROW COL | unmark ROW COL | check | reveal
also:  undo | redo | assist | help | quit
rows and columns count from 1 at the top left; the top port numbers are the columns
";

/// Plays `session` reading lines from `input`, writing to `out`.
pub fn run(session: &mut Session, input: impl BufRead, out: &mut impl Write) -> Result<ExitCode> {
    writeln!(out, "Black Box, game {}", session.game().setup().id())?;
    write!(out, "{HELP}")?;
    if finished(session, out)? {
        return Ok(ExitCode::SUCCESS);
    }
    for line in input.lines() {
        let line = line?;
        let line = line.trim();
        let result = match line {
            "" => continue,
            "quit" => break,
            "help" => {
                write!(out, "{HELP}")?;
                continue;
            }
            "assist" => {
                assist(session, out)?;
                continue;
            }
            "undo" => session.undo().map(|_| ()),
            "redo" => session.redo().map(|_| ()),
            text => Move::parse(text, session.game().setup().id().dims())
                .map_err(|e| e.to_string())
                .and_then(|mv| session.apply(mv)),
        };
        match result {
            Err(message) => writeln!(out, "error: {message}")?,
            Ok(()) if finished(session, out)? => return Ok(ExitCode::SUCCESS),
            Ok(()) => {}
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints the board; once the game is over also `score N`, returning true.
fn finished(session: &Session, out: &mut impl Write) -> Result<bool> {
    write!(out, "{}", draw::plain(session.game()))?;
    let state = session.game().state();
    if state.is_over() {
        writeln!(out, "score {}", state.score())?;
    }
    Ok(state.is_over())
}

fn assist(session: &mut Session, out: &mut impl Write) -> Result<()> {
    let dims = session.game().setup().id().dims();
    for line in session.advice().summary(dims) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
