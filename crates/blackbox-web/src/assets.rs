//! The pages and their scripts and style, embedded in the binary
//! (`include_str!`): plain HTML, CSS and JavaScript, no build step.
//!
//! One table, [`PAGES`], lists the pages: the router's routes, every page's
//! navigation bar and the scripts served all come from it, so a new page is
//! one row here and its two files under `web/`. Invariant: what a page's
//! HTML leaves to the server is a marker comment ([`FILLS`]), and every
//! marker is filled before the page is served.

use super::{ApiError, Caps};
use axum::extract::rejection::PathRejection;
use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use blackbox::score;

/// A page of the site.
pub struct Page {
    /// Where it is served (the first page is also served at `/`).
    pub path: &'static str,
    /// Its name in the navigation bar.
    pub name: &'static str,
    /// Its HTML, markers unfilled.
    html: &'static str,
    /// Its script: the name under `/assets/` and the text.
    script: (&'static str, &'static str),
}

/// The pages, in the navigation bar's order; the first is the home page.
pub const PAGES: &[Page] = &[
    Page {
        path: "/play",
        name: "Play",
        html: include_str!("../web/play.html"),
        script: ("play.js", include_str!("../web/play.js")),
    },
    Page {
        path: "/learn",
        name: "Learn",
        html: include_str!("../web/learn.html"),
        script: ("learn.js", include_str!("../web/learn.js")),
    },
    Page {
        path: "/solve",
        name: "Solve",
        html: include_str!("../web/solve.html"),
        script: ("solve.js", include_str!("../web/solve.js")),
    },
    Page {
        path: "/puzzles",
        name: "Puzzles",
        html: include_str!("../web/puzzles.html"),
        script: ("puzzles.js", include_str!("../web/puzzles.js")),
    },
    Page {
        path: "/parlor",
        name: "Parlor",
        html: include_str!("../web/parlor.html"),
        script: ("parlor.js", include_str!("../web/parlor.js")),
    },
];

/// What every page shares: name under `/assets/`, content type, text.
const SHARED: &[(&str, &str, &str)] = &[
    ("style.css", "text/css", include_str!("../web/style.css")),
    (
        "common.js",
        "text/javascript",
        include_str!("../web/common.js"),
    ),
];

/// What fills a marker of a page, for a server of these caps.
type Fill = fn(&Page, &Caps) -> String;

/// The markers a page's HTML may hold, and what fills each.
const FILLS: &[(&str, Fill)] = &[
    ("<!-- nav -->", nav),
    ("<!-- scoring -->", scoring),
    ("<!-- side -->", side),
    ("<!-- atoms -->", atoms),
];

impl Page {
    /// The page as a server of the default caps serves it.
    pub fn html(&self) -> String {
        self.html_for(&Caps::default())
    }

    /// The page as served under `caps`: its markers filled.
    pub fn html_for(&self, caps: &Caps) -> String {
        FILLS
            .iter()
            .fold(self.html.to_string(), |html, (marker, fill)| {
                match html.contains(marker) {
                    true => html.replace(marker, &fill(self, caps)),
                    false => html,
                }
            })
    }
}

/// The navigation bar: every page of [`PAGES`], `page` marked current.
fn nav(page: &Page, _: &Caps) -> String {
    let links: String = PAGES
        .iter()
        .map(|p| {
            let current = match p.path == page.path {
                true => " aria-current=\"page\"",
                false => "",
            };
            format!("<a{current} href=\"{}\">{}</a>", p.path, p.name)
        })
        .collect();
    format!("<nav aria-label=\"pages\">{links}</nav>")
}

/// The scoring rule's words (the Play page's help), from [`blackbox::score`].
fn scoring(_: &Page, _: &Caps) -> String {
    format!("{}, {}", score::ray_costs_text(), score::check_cost_text())
}

/// The most rows (and columns) of a board the server plays.
fn side(_: &Page, caps: &Caps) -> String {
    caps.side.to_string()
}

/// The most atoms of a game the server plays.
fn atoms(_: &Page, caps: &Caps) -> String {
    caps.atoms.to_string()
}

/// A script or the style sheet, by name.
pub async fn file(name: Result<Path<String>, PathRejection>) -> Response {
    let name = name.map_or_else(|_| String::new(), |Path(name)| name);
    let shared = SHARED.iter().find(|(n, ..)| *n == name);
    let script = PAGES.iter().find(|p| p.script.0 == name);
    let (kind, body) = match (shared, script) {
        (Some(&(_, kind, body)), _) => (kind, body),
        (None, Some(page)) => ("text/javascript", page.script.1),
        (None, None) => {
            let message = format!("no such asset: {name}");
            return ApiError::new(StatusCode::NOT_FOUND, message).into_response();
        }
    };
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}
