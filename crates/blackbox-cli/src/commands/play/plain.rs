//! Plain mode: the game over standard input and output, one move a line,
//! for scripts, screen readers and tests.
//!
//! Every line is a move in its text form, long or short (`fire 5` or `f 5`,
//! `mark B3` or `m B3`, …, read by `blackbox_game::Move::parse`) or one
//! of `undo`, `redo`, `assist`, `help`, `quit` (`u`, `r`, `a`, `h`, `q`);
//! `assist more` adds the rating behind the suggested ray (its bits of
//! information, expected points and the player that chose it).
//! The board is printed first and after every change; when standard input
//! is a terminal, the prompt `> ` asks for each line. Each change is first said in words (`ray 3: hit, +1`,
//! `undid mark B3`); a line that cannot be played is answered with
//! `error: …` and the game goes on. `assist` names the cells it reports as
//! moves do (`C4 (62 %)`). When the game ends (a right `check` or
//! `reveal`) the last line printed is `score N`.

use anyhow::Result;
use blackbox::score;
use blackbox_app::draw;
use blackbox_app::game::Move;
use blackbox_tui::session::{Session, ASSIST_SECONDS};
use cli_support::read::PLAIN_INPUT;
use cli_support::PromptedLines;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// The words plain mode understands, and the scoring rule
/// ([`blackbox::score`]).
pub fn help() -> String {
    format!(
        "\
moves: fire PORT | mark CELL | note-empty CELL | unmark CELL | check | reveal
short: f PORT    | m CELL    | e CELL          | um CELL     | c     | rv
also:  undo (u) | redo (r) | assist (a) | assist more | help (h) | quit (q)
undo and redo take back marks and notes only: fired rays stay
a cell is named by its row letter and column number: C4 is row C, column 4
(the numbers 3 4, row and column from 1, are read too)
scoring: {}; {}
and the game goes on; lowest score wins
",
        score::ray_costs_text(),
        score::check_cost_text()
    )
}

/// Plays `session` reading lines from `input`, standard input (within the
/// limits of [`PLAIN_INPUT`]: a line too long or not UTF-8 is answered
/// `error: line N: …` and the game goes on; past the limit of the whole
/// input the game ends with an error), writing to `out`; with the prompt
/// when standard input is a terminal.
pub fn run(session: &mut Session, input: impl BufRead, out: &mut impl Write) -> Result<ExitCode> {
    play(session, input, out, std::io::stdin().is_terminal())
}

/// [`run`], prompting for each line when `prompt` is set.
fn play(
    session: &mut Session,
    input: impl BufRead,
    out: &mut impl Write,
    prompt: bool,
) -> Result<ExitCode> {
    writeln!(out, "Black Box, game {}", session.game().setup().id())?;
    write!(out, "{}", help())?;
    if finished(session, out)? {
        return Ok(ExitCode::SUCCESS);
    }
    let mut lines = PromptedLines::new(input, "standard input", PLAIN_INPUT, prompt);
    while let Some(line) = lines.next(out)? {
        let line = line.trim();
        let before = session.game().state().clone();
        let result = match line.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" | "q" => break,
            "help" | "h" => {
                write!(out, "{}", help())?;
                continue;
            }
            "assist" | "a" => {
                assist(session, out, false)?;
                continue;
            }
            "assist more" | "a more" => {
                assist(session, out, true)?;
                continue;
            }
            "undo" | "u" => session.undo().map(|mv| format!("undid {mv}")),
            "redo" | "r" => session.redo().map(|mv| format!("redid {mv}")),
            text => Move::parse(text, session.game().setup().id().dims())
                .map_err(|e| e.to_string())
                .and_then(|mv| played(session, mv)),
        };
        match result {
            // A move made but not saved still changed the game: show it.
            Err(message) if session.game().state() != &before => {
                writeln!(out, "error: {message}")?;
                if finished(session, out)? {
                    return Ok(ExitCode::SUCCESS);
                }
            }
            Err(message) => writeln!(out, "error: {message}")?,
            Ok(said) => {
                writeln!(out, "{said}")?;
                if finished(session, out)? {
                    return Ok(ExitCode::SUCCESS);
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Plays `mv` and says what it did: a ray's result and cost, or the move.
fn played(session: &mut Session, mv: Move) -> std::result::Result<String, String> {
    let before = session.game().state().score();
    session.apply(mv)?;
    let state = session.game().state();
    Ok(match mv {
        Move::Fire(port) => draw::ray_text(state, port, state.score() - before),
        other => other.to_string(),
    })
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

/// The assistant's advice in plain words; with `more`, also the rating
/// behind its suggestion (bits, expected points, the player that chose it).
fn assist(session: &mut Session, out: &mut impl Write, more: bool) -> Result<()> {
    let dims = session.game().setup().id().dims();
    let advice = session.advice()?;
    let details = advice.suggestion.as_ref().filter(|_| more);
    for line in advice
        .summary(dims)
        .into_iter()
        .chain(draw::shares_text(advice, dims))
        .chain(details.map(|s| format!("how it was rated: {}", s.details())))
    {
        writeln!(out, "{line}")?;
    }
    match &advice.pending {
        Some(stage) if stage.is_running() => writeln!(
            out,
            "time limit ({ASSIST_SECONDS} s) reached during {stage}"
        )?,
        Some(stage) => writeln!(out, "assistant: computed {stage}")?,
        None => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbox_tui::session::setting_up::SETUP_SECONDS;

    #[test]
    fn a_terminal_is_prompted_for_every_line() {
        let id = "5x5:2:7".parse().unwrap();
        let mut session = Session::start(id, false, SETUP_SECONDS, None).unwrap();
        let mut out = Vec::new();
        play(&mut session, "f 1\nbogus\n".as_bytes(), &mut out, true).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out.matches("> ").count(), 3, "{out}");
        assert!(out.contains("\n> ray 1: "), "{out}");
        assert!(out.contains("\n> error: unknown move `bogus`"), "{out}");
        assert!(out.ends_with("\n> \n"), "{out}");
    }
}
