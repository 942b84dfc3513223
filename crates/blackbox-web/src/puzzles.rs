//! The Puzzles page's API: the daily puzzle of a date at a difficulty, a
//! pasted puzzle ID, and the check and hints of the page's marks. The
//! answer never leaves the server: the page sends the ID and its marks,
//! the server finds the one answer again (a solver slot, as every solver
//! call) and says what the marks are worth. See docs/puzzles.md.
//!
//! The daily puzzle is made once per date and difficulty and kept
//! ([`crate::dailies`]); the page's attempt at it is built from the
//! generator's own answer and grade, with nothing solved again. A pasted
//! puzzle is solved once and kept for its checks and hints
//! ([`crate::attempts`], bounded).

use super::api::answer;
use super::body::{Shape, Strict};
use super::dailies::Dailies;
use super::{ApiError, Shared};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use blackbox::format::puzzle_id::PuzzleId;
use blackbox_app::puzzles::attempt::Attempt;
use blackbox_app::puzzles::view::{marks_answer, with_marks, PuzzleView};
use blackbox_app::puzzles::{Date, Difficulty};
use blackbox_app::Error;
use serde::Deserialize;

/// An error of the application layer as the page's: a stop is 503.
fn refused(error: Error) -> ApiError {
    if error.is_interrupted() {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the puzzle took longer than the server allows; try again",
        )
    } else {
        ApiError::unprocessable(error.to_string())
    }
}

/// The body of `POST /api/puzzles/daily`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct DailyRequest {
    date: String,
    difficulty: String,
}

impl Shape for DailyRequest {
    const SHAPE: &'static str = r#"{"date": "2026-11-28", "difficulty": "easy"}"#;
}

/// `POST /api/puzzles/daily`: the daily puzzle (8x8, 4 atoms, the date
/// as the seed) at a difficulty.
pub async fn daily(
    State(shared): State<Shared>,
    Strict(request): Strict<DailyRequest>,
) -> Result<Response, ApiError> {
    let date: Date =
        (request.date.parse()).map_err(|e: Error| ApiError::unprocessable(e.to_string()))?;
    let difficulty: Difficulty =
        (request.difficulty.parse()).map_err(|e: blackbox_app::puzzles::UnknownDifficulty| {
            ApiError::unprocessable(e.to_string())
        })?;
    let dailies = shared.dailies.clone();
    let attempts = shared.attempts.clone();
    let today = cli_support::unix_days_now();
    let view = shared
        .solver(move |limit| {
            let made = (dailies.daily(date, difficulty, today, limit.control())).map_err(|e| {
                match e.is_interrupted() && Dailies::keeps(date, today) {
                    true => ApiError::new(
                        StatusCode::SERVICE_UNAVAILABLE,
                        "the daily puzzle took longer than the server allows; try again: \
                         the server goes on from where it stopped",
                    ),
                    false => refused(e),
                }
            })?;
            let attempt = Attempt::of_made(&made);
            attempts.keep(attempt.clone());
            Ok(PuzzleView::of(&attempt))
        })
        .await?;
    Ok(answer(&view))
}

/// The body of `POST /api/puzzles/view` and `/api/puzzles/marks`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object")]
pub struct MarksRequest {
    id: String,
    #[serde(default)]
    atoms: Vec<[usize; 2]>,
    #[serde(default)]
    empty: Vec<[usize; 2]>,
}

impl Shape for MarksRequest {
    const SHAPE: &'static str = r#"{"id": "8x8-4-...", "atoms": [[1, 2]], "empty": [[3, 4]]}"#;
}

/// The puzzle ID of a request, read and held to the web's caps before any
/// work (its solve is the costly part).
fn puzzle_id(shared: &Shared, text: &str) -> Result<PuzzleId, ApiError> {
    let id: PuzzleId = text.parse().map_err(|e| refused(Error::Model(e)))?;
    let dims = id.puzzle().dims();
    (shared.caps()).admit(dims.rows(), dims.cols(), id.atoms())?;
    Ok(id)
}

/// `POST /api/puzzles/view`: a pasted puzzle ID, checked to have one
/// answer, to show.
pub async fn view(
    State(shared): State<Shared>,
    Strict(request): Strict<MarksRequest>,
) -> Result<Response, ApiError> {
    let id = puzzle_id(&shared, &request.id)?;
    let attempts = shared.attempts.clone();
    let view = shared
        .solver(move |limit| {
            let attempt = (attempts.unmarked(&id, limit.control())).map_err(refused)?;
            Ok(PuzzleView::of(&attempt))
        })
        .await?;
    Ok(answer(&view))
}

/// `POST /api/puzzles/marks`: the check of the page's marks and the next
/// hint.
pub async fn marks(
    State(shared): State<Shared>,
    Strict(request): Strict<MarksRequest>,
) -> Result<Response, ApiError> {
    let id = puzzle_id(&shared, &request.id)?;
    let attempts = shared.attempts.clone();
    let result = shared
        .solver(move |limit| {
            let attempt = (attempts.unmarked(&id, limit.control())).map_err(refused)?;
            let mut attempt =
                with_marks(attempt, &request.atoms, &request.empty).map_err(refused)?;
            Ok(marks_answer(&mut attempt))
        })
        .await?;
    Ok(answer(&result))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Caps;

    fn request(id: &str, atoms: Vec<[usize; 2]>) -> Strict<MarksRequest> {
        Strict(MarksRequest {
            id: id.into(),
            atoms,
            empty: vec![[1, 1]],
        })
    }

    #[tokio::test]
    async fn a_puzzle_is_solved_once_for_its_view_and_every_check() {
        let shared = Shared::new(Caps::default());
        let id = "8x8-4-7PFJ60E00008";
        view(State(shared.clone()), request(id, vec![]))
            .await
            .unwrap();
        assert_eq!(shared.attempts.solves(), 1);
        for atoms in [vec![], vec![[2, 2]], vec![[2, 2], [3, 3]]] {
            marks(State(shared.clone()), request(id, atoms))
                .await
                .unwrap();
        }
        // A different spelling of the same puzzle shares its entry.
        let lower = id.to_lowercase();
        marks(State(shared.clone()), request(&lower, vec![]))
            .await
            .unwrap();
        assert_eq!(shared.attempts.solves(), 1);
        assert_eq!(shared.attempts.len(), 1);
        // An ID that does not read (its check character is wrong) is
        // refused before any solve, and nothing is kept for it.
        let misread = "8x8-4-7PFJ60E00009";
        assert!(marks(State(shared.clone()), request(misread, vec![]))
            .await
            .is_err());
        assert_eq!((shared.attempts.solves(), shared.attempts.len()), (1, 1));
    }

    /// The ID of a puzzle with nothing printed, of `rows` x `cols` with `atoms`.
    fn blank_id(rows: usize, cols: usize, atoms: usize) -> String {
        let dims = blackbox::Dims::new(rows, cols).unwrap();
        let exact = blackbox::AtomCount::Exact(atoms);
        let blank = blackbox::PuzzleBuilder::new(dims, exact, blackbox::Rules::Standard);
        PuzzleId::new(&blank.unwrap().build()).unwrap().to_string()
    }

    #[tokio::test]
    async fn a_puzzle_id_past_the_caps_is_refused_before_any_solve_as_a_game_is() {
        let shared = Shared::new(Caps::default());
        let caps = shared.caps();
        let game = |id: String| {
            let body = crate::api::GameRequest { id, moves: vec![] };
            crate::api::game(State(shared.clone()), Strict(body))
        };
        for (rows, cols, atoms) in [(200, 200, 1), (caps.side, caps.side + 1, 1), (8, 8, 13)] {
            let id = blank_id(rows, cols, atoms);
            let said = caps.admit(rows, cols, atoms).unwrap_err().to_string();
            for error in [
                view(State(shared.clone()), request(&id, vec![]))
                    .await
                    .unwrap_err(),
                marks(State(shared.clone()), request(&id, vec![]))
                    .await
                    .unwrap_err(),
                // The same board as a game ID, refused in the same words.
                game(format!("{rows}x{cols}:{atoms}:1")).await.unwrap_err(),
            ] {
                assert_eq!((error.status.as_u16(), &error.message), (422, &said));
            }
        }
        assert_eq!((shared.attempts.solves(), shared.attempts.len()), (0, 0));
        assert_eq!(
            caps.admit(200, 200, 1).unwrap_err().to_string(),
            "the web takes boards up to 12x12; this one is 200x200"
        );
        assert_eq!(
            caps.admit(8, 8, 13).unwrap_err().to_string(),
            "the web takes up to 12 atoms; this one has 13"
        );
    }
}
