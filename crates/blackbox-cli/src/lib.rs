//! The library half of the `blackbox` command: its subcommands, for
//! `src/main.rs` (argument dispatch only) and for the fuzz targets in
//! `fuzz/`, which drive `play --plain` sessions through their public
//! functions. The terminal game is `blackbox-tui` and the web server
//! `blackbox-web`; `play` and `serve` start them. Not a stable API: the
//! libraries of the workspace are (`blackbox`, `blackbox-app`, …).

// Module docs name their private parts for readers of the source (the links
// resolve with `cargo doc --document-private-items`).
#![allow(rustdoc::private_intra_doc_links)]

pub mod args;
pub mod bars;
pub mod cells;
pub mod commands;
pub mod images;
pub mod input;
pub mod pdf;
