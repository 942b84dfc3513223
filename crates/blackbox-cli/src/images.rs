//! The image files commands write (`experiment --plot`, `generate --svg`
//! and `--pdf`):
//! what each may replace without `--force` (see `cli_support::OutputFile`).

use cli_support::{starts_with_after_space, FileKind};

/// SVG images.
pub static SVG_FILE: FileKind = FileKind {
    name: "an SVG image",
    recognise: |head| {
        starts_with_after_space(head, b"<svg")
            || (starts_with_after_space(head, b"<?xml") && head.windows(4).any(|w| w == b"<svg"))
    },
};

/// PNG images.
pub static PNG_FILE: FileKind = FileKind {
    name: "a PNG image",
    recognise: |head| head.starts_with(b"\x89PNG\r\n\x1a\n"),
};

/// PDF documents.
pub static PDF_FILE: FileKind = FileKind {
    name: "a PDF document",
    recognise: |head| head.starts_with(b"%PDF-"),
};
