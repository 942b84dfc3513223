//! What the TUI's snapshot tests compare: a frame drawn on ratatui's
//! TestBackend, as text (one line per terminal row, trailing blanks trimmed).

use ratatui::backend::TestBackend;
use ratatui::{Frame, Terminal};

/// The screen `draw` paints on a `width` x `height` terminal, as text.
pub fn screen(width: u16, height: u16, draw: impl FnOnce(&mut Frame)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(draw).unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            let line: String = (0..width)
                .map(|x| buffer.cell((x, y)).unwrap().symbol().to_string())
                .collect();
            line.trim_end().to_string() + "\n"
        })
        .collect()
}
