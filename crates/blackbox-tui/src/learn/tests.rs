//! The learn screen drawn on ratatui's TestBackend (monochrome) and
//! compared with insta snapshots, and each lesson played to its end by keys.

use super::store::Store;
use super::tutor::{Flow, Tutor};
use super::view::draw;
use crate::theme::Theme;
use blackbox_app::learn::{lessons, LessonProgress};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn screen(tutor: &Tutor, width: u16, height: u16) -> String {
    crate::test_screen::screen(width, height, |frame| draw(frame, tutor, Theme::new(false)))
}

fn press(tutor: &mut Tutor, code: KeyCode) -> Flow {
    tutor.key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn keys(tutor: &mut Tutor, text: &str) {
    for c in text.chars() {
        press(tutor, KeyCode::Char(c));
    }
}

fn tutor_at(id: &str) -> Tutor {
    let all = lessons().unwrap();
    let start = all.iter().position(|l| l.id == id);
    Tutor::new(all, LessonProgress::default(), None, start)
}

/// Draws the ray under way to its end.
fn draw_out(tutor: &mut Tutor) {
    while tutor.tick() {}
}

#[test]
fn the_first_lesson_opens_on_its_first_ray() {
    let tutor = Tutor::new(lessons().unwrap(), LessonProgress::default(), None, None);
    insta::assert_snapshot!("learn_first", screen(&tutor, 80, 24));
}

#[test]
fn a_ray_is_drawn_cell_by_cell() {
    let mut tutor = tutor_at("turn");
    press(&mut tutor, KeyCode::Enter);
    tutor.tick();
    // The board's lines alone (the key under it shows every arrow).
    let halfway: String = screen(&tutor, 80, 24).lines().take(8).collect();
    assert!(halfway.contains('↓') && !halfway.contains('←'), "{halfway}");
    tutor.tick();
    let next: String = screen(&tutor, 80, 24).lines().take(8).collect();
    assert!(next.contains('←'), "{next}");
    draw_out(&mut tutor);
    insta::assert_snapshot!("learn_turn_fired", screen(&tutor, 80, 24));
}

#[test]
fn a_wrong_prediction_shows_the_path_and_the_rule() {
    let mut tutor = tutor_at("turn");
    press(&mut tutor, KeyCode::Enter);
    draw_out(&mut tutor);
    keys(&mut tutor, "h");
    insta::assert_snapshot!("learn_predicting", screen(&tutor, 80, 24));
    press(&mut tutor, KeyCode::Enter);
    draw_out(&mut tutor);
    let shown = screen(&tutor, 80, 24);
    insta::assert_snapshot!("learn_wrong_prediction", shown);
    assert!(tutor.done() && tutor.progress.is_done("turn"));
}

#[test]
fn every_lesson_plays_to_its_end_by_keys() {
    let all = lessons().unwrap();
    let mut tutor = Tutor::new(all, LessonProgress::default(), None, None);
    for (k, lesson) in all.iter().enumerate() {
        assert_eq!(tutor.index, k);
        if lesson.find {
            // Fire every port, then mark the atoms by walking the cursor.
            let dims = lesson.dims();
            for port in dims.all_ports() {
                let at = dims.entry(port).0;
                tutor.cursor = blackbox::Pos::new(at.row + 1, at.col + 1);
                press(&mut tutor, KeyCode::Enter);
            }
            let atoms: Vec<_> = (lesson.dims().all_cells())
                .filter(|&c| {
                    let mark = vec![c];
                    lesson.check(&mark, &[]).solved || lesson.atom_count() > 1 && is_atom(lesson, c)
                })
                .collect();
            for cell in atoms {
                tutor.cursor = blackbox::Pos::new(cell.row() as i32 + 1, cell.col() as i32 + 1);
                press(&mut tutor, KeyCode::Enter);
            }
            press(&mut tutor, KeyCode::Char('c'));
        } else {
            for ray in &lesson.rays {
                if ray.predict {
                    keys(&mut tutor, &ray.expect.to_string().to_lowercase());
                }
                press(&mut tutor, KeyCode::Enter);
                assert!(
                    !ray.predict || tutor.message.starts_with("Right"),
                    "{}: {}",
                    lesson.id,
                    tutor.message
                );
                draw_out(&mut tutor);
            }
        }
        assert!(tutor.done(), "{}: {}", lesson.id, tutor.message);
        if k + 1 == all.len() {
            insta::assert_snapshot!("learn_last_done", screen(&tutor, 80, 24));
        }
        press(&mut tutor, KeyCode::Char('n'));
    }
    assert!(all.iter().all(|l| tutor.progress.is_done(&l.id)));
    assert_eq!(press(&mut tutor, KeyCode::Char('q')), Flow::Quit);
}

/// Whether a find exercise of two atoms hides one at `cell`: some pair
/// with it checks right.
fn is_atom(lesson: &blackbox_app::learn::Lesson, cell: blackbox::Cell) -> bool {
    lesson
        .dims()
        .all_cells()
        .any(|other| other != cell && lesson.check(&[cell, other], &[]).solved)
}

#[test]
fn progress_is_kept_in_its_file_and_a_bad_file_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub").join("learn.json");
    let store = Store::new(path.clone());
    let all = lessons().unwrap();
    let mut tutor = Tutor::new(all, store.load(all).unwrap(), Some(store.clone()), None);
    press(&mut tutor, KeyCode::Enter);
    keys(&mut tutor, "10");
    press(&mut tutor, KeyCode::Enter);
    assert!(tutor.done());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "{\"done\":[\"miss\"]}\n"
    );
    let again = Tutor::new(all, store.load(all).unwrap(), None, None);
    assert_eq!(again.lesson().id, "hit");
    std::fs::write(&path, "not json").unwrap();
    let message = store.load(all).unwrap_err().to_string();
    assert!(
        message.contains("learn.json: not a progress file"),
        "{message}"
    );
}

#[test]
fn a_find_exercise_hides_its_atoms_until_checked() {
    let mut tutor = tutor_at("find-one");
    // Ray 3, down the middle column.
    tutor.cursor = blackbox::Pos::new(0, 3);
    press(&mut tutor, KeyCode::Enter);
    tutor.cursor = blackbox::Pos::new(2, 3);
    press(&mut tutor, KeyCode::Enter);
    press(&mut tutor, KeyCode::Char('c'));
    insta::assert_snapshot!("learn_find_wrong", screen(&tutor, 80, 24));
    assert!(!tutor.done());
}
