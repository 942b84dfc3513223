//! The JSON text of a use case's result: one function, so that the
//! command's `--json` and the web's body are the same bytes (the command
//! adds a newline).

use serde::Serialize;

/// A result with one JSON text.
pub trait Answer: Serialize {
    /// Whether the text is indented (as `deduce` and `explain` always
    /// printed it) or on one line (as `solve` did).
    const PRETTY: bool;

    /// The result as JSON text.
    fn json(&self) -> String {
        let text = match Self::PRETTY {
            true => serde_json::to_string_pretty(self),
            false => serde_json::to_string(self),
        };
        // The results hold no maps with non-string keys and no failing types.
        text.expect("a result serialises")
    }
}
