//! Reading the lesson script (`lessons.toml`) into typed lessons, once.
//!
//! Invariant: a lesson read here has a unique non-empty id, a board whose
//! atoms are distinct cells on it, and either rays in order (each port on
//! the board, each expected outcome the one the ray rule gives) or, for a
//! "find" exercise, hidden atoms and no rays.

use super::{Lesson, Ray};
use blackbox::{Board, Dims, Response, Rules};
use serde::Deserialize;
use std::collections::HashSet;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    lesson: Vec<RawLesson>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLesson {
    id: String,
    title: String,
    size: String,
    atoms: Vec<String>,
    #[serde(default)]
    find: bool,
    intro: String,
    outro: String,
    #[serde(default)]
    ray: Vec<RawRay>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRay {
    port: usize,
    say: String,
    #[serde(default)]
    predict: bool,
    expect: String,
}

/// The lessons of `text`, or what is wrong with it (where, and why).
pub(super) fn read(text: &str) -> Result<Vec<Lesson>, String> {
    let file: File = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut ids = HashSet::new();
    let mut lessons = Vec::new();
    for (n, raw) in file.lesson.into_iter().enumerate() {
        let at = format!("lesson {} ({})", n + 1, raw.id);
        if raw.id.trim().is_empty() || !ids.insert(raw.id.clone()) {
            return Err(format!("{at}: its id is empty or used twice"));
        }
        lessons.push(lesson(raw).map_err(|e| format!("{at}: {e}"))?);
    }
    if lessons.is_empty() {
        return Err("no lessons".into());
    }
    Ok(lessons)
}

/// One lesson checked.
fn lesson(raw: RawLesson) -> Result<Lesson, String> {
    let dims: Dims = raw.size.parse().map_err(|e| format!("size: {e}"))?;
    let mut board = Board::empty(dims);
    for name in &raw.atoms {
        let cell = dims
            .parse_cell(name)
            .map_err(|e| format!("atom {name}: {e}"))?;
        if board.has_atom(cell) {
            return Err(format!("atom {name} is listed twice"));
        }
        board.set(cell, true);
    }
    match (raw.find, raw.ray.is_empty()) {
        (true, false) => return Err("a find exercise names no rays".into()),
        (false, true) => return Err("a lesson that shows its atoms needs rays".into()),
        _ if raw.atoms.is_empty() => return Err("no atoms".into()),
        _ => {}
    }
    let mut rays = Vec::new();
    for (k, ray) in raw.ray.into_iter().enumerate() {
        let port = dims
            .port(ray.port)
            .map_err(|e| format!("ray {}: {e}", k + 1))?;
        let actual = board.response(port, Rules::Standard);
        let expect = match ray.expect.as_str() {
            "hit" => Response::Hit,
            "reflection" => Response::Reflection,
            number => number
                .parse()
                .ok()
                .and_then(|n| dims.port(n).ok())
                .map(Response::Exit)
                .ok_or_else(|| {
                    format!(
                        "ray {}: expect {:?}: say \"hit\", \"reflection\" or an exit port",
                        k + 1,
                        ray.expect
                    )
                })?,
        };
        if expect != actual {
            return Err(format!(
                "ray {} from port {port}: the script expects {expect}, the ray rule gives {actual}",
                k + 1
            ));
        }
        rays.push(Ray {
            port,
            say: ray.say.trim().to_string(),
            predict: ray.predict,
            expect,
        });
    }
    Ok(Lesson {
        id: raw.id,
        title: raw.title.trim().to_string(),
        intro: raw.intro.trim().to_string(),
        outro: raw.outro.trim().to_string(),
        board,
        find: raw.find,
        rays,
    })
}
