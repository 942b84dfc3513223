//! Drawing the learn screen.
//!
//! Layout: a title line (the lesson, its number, how many are done); the
//! board on the left, with the row letters and the port numbers around it
//! (the top numbers are also the column numbers: `C4` is row C, column 4),
//! the atoms `O` where the lesson shows them, the player's marks `O` in a
//! find exercise, and the ray being drawn, one arrow per cell it crossed
//! (the way it went on from there), its ports underlined; under the board a
//! key to the glyphs, or the results of the rays fired in a find exercise;
//! on the right the lesson's words, what to do now, and what the last ray
//! did; a line of keys at the bottom. A 6x6 lesson fits 80x24.

use super::tutor::Tutor;
use crate::theme::{Role, Theme};
use blackbox::{row_name, Pos};
use blackbox_app::learn;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::collections::HashMap;

/// Screen columns per board position.
const WIDTH: usize = 3;

/// Draws the learn screen.
pub fn draw(frame: &mut Frame, tutor: &Tutor, theme: Theme) {
    let [title, main, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(1),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(Paragraph::new(title_line(tutor)), title);
    let board_width = (WIDTH * (tutor.lesson().dims().cols() + 3) + 2) as u16;
    let [left, right] =
        Layout::horizontal([Constraint::Length(board_width), Constraint::Min(20)]).areas(main);
    let mut lines = board(tutor, theme);
    lines.push(Line::raw(""));
    lines.extend(under_board(tutor));
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), left);
    frame.render_widget(
        Paragraph::new(words(tutor)).wrap(Wrap { trim: true }),
        right,
    );
    frame.render_widget(Paragraph::new(key_line(tutor)), keys);
}

fn title_line(tutor: &Tutor) -> String {
    let lesson = tutor.lesson();
    let done = (tutor.lessons.iter())
        .filter(|l| tutor.progress.is_done(&l.id))
        .count();
    let mark = match tutor.progress.is_done(&lesson.id) {
        true => " (done)",
        false => "",
    };
    let n = tutor.lessons.len();
    format!(
        "Learn · lesson {} of {n}: {}{mark} · {done}/{n} done",
        tutor.index + 1,
        lesson.title
    )
}

/// The board with its labels, one line per grid row.
fn board(tutor: &Tutor, theme: Theme) -> Vec<Line<'static>> {
    let lesson = tutor.lesson();
    let dims = lesson.dims();
    let atoms: Vec<_> = (lesson.shown_atoms().into_iter())
        .chain(tutor.found.iter().copied())
        .collect();
    let mut arrows = HashMap::new();
    let mut lit = Vec::new();
    if let Some(drawing) = &tutor.drawing {
        for step in &drawing.shot.path[..drawing.shown] {
            arrows.insert(step.cell, step.arrow);
        }
        lit.push(drawing.shot.port);
        if !tutor.drawing_on() {
            lit.extend(drawing.shot.exit);
        }
    }
    let pad = |text: String| format!("{text:^WIDTH$}");
    let mut lines = Vec::new();
    for r in 0..dims.rows() as i32 + 2 {
        let label = match r >= 1 && r <= dims.rows() as i32 {
            true => row_name(r as usize - 1),
            false => String::new(),
        };
        let mut spans = vec![Span::styled(pad(label), theme.style(Role::Plain))];
        for c in 0..dims.cols() as i32 + 2 {
            let pos = Pos::new(r, c);
            let (text, mut style) = if let Some(cell) = tutor.cell_at(pos) {
                if atoms.contains(&cell) || tutor.marks.contains(&cell) {
                    ("O".to_string(), theme.style(Role::Atom))
                } else if let Some(arrow) = arrows.get(&cell) {
                    (arrow.to_string(), theme.style(Role::Pair))
                } else {
                    ("·".to_string(), theme.style(Role::Empty))
                }
            } else if let Some(port) = tutor.port_at(pos) {
                let style = match lit.contains(&port.number()) {
                    true => theme.lit(theme.style(Role::Suggested)),
                    false => theme.style(Role::Plain),
                };
                (port.to_string(), style)
            } else {
                (String::new(), Style::default())
            };
            if pos == tutor.cursor {
                style = theme.cursor(style);
            }
            spans.push(Span::styled(pad(text), style));
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// Under the board: what the glyphs mean.
fn under_board(tutor: &Tutor) -> Vec<Line<'static>> {
    match tutor.lesson().find {
        true => vec![Line::raw("O your atom marks"), Line::raw("· not marked")],
        false => vec![
            Line::raw("O atom  · empty"),
            Line::raw("↑→↓← the ray's path"),
        ],
    }
}

/// A find exercise's count of atoms and the results of its rays.
fn find_lines(tutor: &Tutor) -> Vec<Line<'static>> {
    let mut lines = vec![Line::raw(format!(
        "Atoms hidden: {}. Marked: {}.",
        tutor.lesson().atom_count(),
        tutor.marks.len()
    ))];
    let shots: Vec<_> = tutor.fired.iter().map(|(_, shot)| shot.clone()).collect();
    lines.extend(learn::results_text(&shots).map(Line::raw));
    lines
}

/// The lesson's words, what to do now and what happened.
fn words(tutor: &Tutor) -> Vec<Line<'static>> {
    let lesson = tutor.lesson();
    let mut lines = vec![Line::raw(lesson.intro.clone()), Line::raw("")];
    let bold = Style::default().add_modifier(Modifier::BOLD);
    if let Some(ray) = tutor.next_ray() {
        lines.push(Line::raw(ray.say.clone()));
        match ray.predict {
            true => {
                lines.push(Line::raw(
                    "Predict first: type h (a hit), r (a reflection) or the port it leaves \
                     at, then Enter.",
                ));
                lines.push(Line::styled(
                    format!("Your prediction: {}_", tutor.guess),
                    bold,
                ));
            }
            false => lines.push(Line::styled(
                format!("Press Enter to fire ray {}.", ray.port),
                bold,
            )),
        }
    } else if lesson.find && !tutor.done() {
        lines.push(Line::raw(
            "Arrows move. Enter on a port fires a ray; on a cell it marks an atom (again: \
             unmarks). Press c to check your marks.",
        ));
    }
    if tutor.lesson().find {
        lines.push(Line::raw(""));
        lines.extend(find_lines(tutor));
    }
    // What the ray did, once it is drawn to its end.
    if !tutor.message.is_empty() && !tutor.drawing_on() {
        lines.push(Line::raw(""));
        lines.push(Line::raw(tutor.message.clone()));
    }
    if tutor.done() {
        lines.push(Line::raw(""));
        if !lesson.find {
            lines.push(Line::raw(lesson.outro.clone()));
        }
        lines.push(Line::styled(
            match tutor.index + 1 < tutor.lessons.len() {
                true => "Lesson done. Press n for the next lesson.",
                false => "That was the last lesson. Press q to leave.",
            },
            bold,
        ));
    }
    lines
}

fn key_line(tutor: &Tutor) -> String {
    let act = match tutor.lesson().find && !tutor.done() {
        true => "Enter fire/mark  c check",
        false => "Enter fire",
    };
    format!("arrows move  {act}  n/p next/previous lesson  q quit")
}
