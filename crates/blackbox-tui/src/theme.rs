//! Colours and text attributes of the terminal game.
//!
//! With colour, glyphs are coloured and the assistant's heat map is a
//! background shade; under `NO_COLOR` (or a monochrome terminal) only bold,
//! underline and reverse video are used, and every piece of information is
//! also carried by the glyph itself.

use ratatui::style::{Color, Modifier, Style};

/// The styles in use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    color: bool,
}

/// What a styled glyph means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Port numbers, labels, the frame.
    Plain,
    /// The lines between the cells of a scaled-up board.
    Grid,
    /// A hit marker.
    Hit,
    /// A reflection marker.
    Reflection,
    /// An exit pair marker.
    Pair,
    /// A marked atom (or a found one).
    Atom,
    /// A noted-empty cell.
    Empty,
    /// Game over: a mark where there is no atom.
    Wrong,
    /// Game over: an atom not marked.
    Missed,
    /// Assistant: a cell that must hold an atom.
    SureAtom,
    /// Assistant: the suggested port.
    Suggested,
    /// Assistant: an open cell where this percentage (1 to 99) of the
    /// boards left hold an atom.
    Heat(u8),
}

impl Theme {
    /// Colour unless the `NO_COLOR` environment variable is set and non-empty.
    pub fn from_env() -> Self {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme { color: !no_color }
    }

    /// A theme with or without colour.
    #[cfg(test)]
    pub fn new(color: bool) -> Self {
        Theme { color }
    }

    /// The style of a glyph with `role`.
    pub fn style(self, role: Role) -> Style {
        let bold = Style::default().add_modifier(Modifier::BOLD);
        let mono = match role {
            Role::Hit | Role::Atom | Role::SureAtom | Role::Wrong => bold,
            Role::Missed | Role::Suggested => bold.add_modifier(Modifier::UNDERLINED),
            _ => Style::default(),
        };
        if !self.color {
            return mono;
        }
        match role {
            Role::Plain | Role::Empty => mono.fg(Color::Gray),
            Role::Grid => mono.fg(Color::DarkGray),
            Role::Hit | Role::Wrong => mono.fg(Color::Red),
            Role::Reflection => mono.fg(Color::Yellow),
            Role::Pair => mono.fg(Color::Cyan),
            Role::Atom => mono.fg(Color::Green),
            Role::Missed => mono.fg(Color::Magenta),
            Role::SureAtom => mono.fg(Color::LightRed),
            Role::Suggested => mono.fg(Color::LightYellow),
            Role::Heat(percent) => mono.fg(Color::White).bg(heat(percent)),
        }
    }

    /// The style of a position an explanation highlights (its rays' ports
    /// and paths): underlined, over a blue shade when colours are on.
    pub fn lit(self, style: Style) -> Style {
        let style = style.add_modifier(Modifier::UNDERLINED);
        if self.color {
            style.bg(Color::Blue)
        } else {
            style
        }
    }

    /// The cursor's style: reverse video over the glyph's own.
    pub fn cursor(self, style: Style) -> Style {
        style.add_modifier(Modifier::REVERSED)
    }
}

/// A background from cold (few boards have an atom here, dark blue) to
/// hot (most do, red), for a percentage; on a square-root scale, so that
/// the small shares of a big board still differ.
fn heat(percent: u8) -> Color {
    let t = (f64::from(percent.min(100)) / 100.0).sqrt();
    Color::Rgb((40.0 + 210.0 * t) as u8, 40, (120.0 - 80.0 * t) as u8)
}
