//! The library half of the `blackbox` command: its subcommands, terminal UI
//! and web server, for `src/main.rs` (argument dispatch only) and for the
//! fuzz targets in `fuzz/`, which drive the web API's request handling and
//! `play --plain` sessions through their public functions. Not a stable API:
//! the libraries of the workspace are (`blackbox`, `blackbox-solve`, …).

// Module docs name their private parts for readers of the source (the links
// resolve with `cargo doc --document-private-items`).
#![allow(rustdoc::private_intra_doc_links)]

pub mod bars;
pub mod cells;
pub mod commands;
pub mod input;
pub mod session;
pub mod tui;
pub mod web;
