//! Printable pages: puzzles on one A4 page, their solutions on the next,
//! one to six puzzles to a sheet, as SVG (millimetres, fonts named, no
//! script): a browser, an SVG editor or a printer reads it as it is.
//!
//! Each puzzle is its board with the printed results on the rim — `H` a
//! hit, `R` a reflection, `D` a ray turned away at the edge (ACM rules
//! only), the same number at both ends of an exit pair (numbered from 1 in
//! port order) — under a title line (its number, its difficulty, its size
//! and atoms, its rules when they are not the standard ones) and its ID;
//! the solution page draws the same board with its atoms and the grade in
//! words. Lines of rules close the puzzle page, saying what `D` means when
//! a puzzle of the sheet is under the ACM rules.

use super::{measure_text, Difficulty, Grade};
use blackbox::format::puzzle_id::PuzzleId;
use blackbox::render::PortLabels;
use blackbox::{Board, Puzzle, Rules};
use std::fmt::Write;

/// A4, portrait, in millimetres.
const PAGE: (f64, f64) = (210.0, 297.0);
/// The margin all round.
const MARGIN: f64 = 14.0;
/// The font.
const FONT: &str = "DejaVu Sans, Verdana, sans-serif";

/// How many puzzles a sheet may hold, and how they are laid out (columns,
/// rows).
pub const SHEET_SIZES: [(usize, (usize, usize)); 4] =
    [(1, (1, 1)), (2, (1, 2)), (4, (2, 2)), (6, (2, 3))];

/// One puzzle to print.
#[derive(Debug, Clone)]
pub struct PagePuzzle {
    /// Its number in the book (from 1).
    pub number: usize,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its one answer.
    pub answer: Board,
    /// Its grade.
    pub grade: Grade,
}

/// The two pages of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    /// The puzzles.
    pub puzzles: String,
    /// Their solutions.
    pub solutions: String,
}

/// The sheet of `puzzles` (one of [`SHEET_SIZES`] or fewer, for the last
/// sheet of a book, laid out as a full one), under `title`.
///
/// # Panics
/// When `puzzles` is empty or holds more than six.
pub fn sheet(title: &str, puzzles: &[PagePuzzle], per_sheet: usize) -> Sheet {
    assert!(!puzzles.is_empty() && puzzles.len() <= per_sheet);
    let (_, (cols, rows)) = *SHEET_SIZES
        .iter()
        .find(|(n, _)| *n == per_sheet)
        .expect("a sheet size of SHEET_SIZES");
    let page = |solutions: bool| {
        let heading = if solutions {
            format!("{title} — solutions")
        } else {
            title.to_string()
        };
        let mut svg = open_page(&heading);
        let top = MARGIN + 14.0;
        let bottom = PAGE.1 - MARGIN - if solutions { 0.0 } else { 16.0 };
        let cell_w = (PAGE.0 - 2.0 * MARGIN) / cols as f64;
        let cell_h = (bottom - top) / rows as f64;
        for (i, p) in puzzles.iter().enumerate() {
            let (x, y) = (
                MARGIN + (i % cols) as f64 * cell_w,
                top + (i / cols) as f64 * cell_h,
            );
            draw_puzzle(
                &mut svg,
                p,
                (x, y, cell_w, cell_h),
                solutions,
                per_sheet == 1,
            );
        }
        if !solutions {
            rules_line(&mut svg, puzzles);
        }
        svg.push_str("</svg>\n");
        svg
    };
    Sheet {
        puzzles: page(false),
        solutions: page(true),
    }
}

/// The start of a page: the SVG element, a white background, the heading.
fn open_page(heading: &str) -> String {
    let (w, h) = PAGE;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"{FONT}\">\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n"
    );
    text(
        &mut svg,
        (MARGIN, MARGIN + 6.0),
        7.0,
        "start",
        "bold",
        heading,
    );
    svg
}

/// Appends a text element (escaped).
fn text(svg: &mut String, (x, y): (f64, f64), size: f64, anchor: &str, weight: &str, words: &str) {
    let _ = writeln!(
        svg,
        "<text x=\"{x:.2}\" y=\"{y:.2}\" font-size=\"{size:.2}\" text-anchor=\"{anchor}\" \
         font-weight=\"{weight}\" fill=\"#111\">{}</text>",
        escape(words)
    );
}

fn escape(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// One puzzle in the box `(x, y, w, h)`: its title line, its board (with
/// the answer's atoms on a solution page), and under a solution its grade.
fn draw_puzzle(
    svg: &mut String,
    p: &PagePuzzle,
    (x, y, w, h): (f64, f64, f64, f64),
    solution: bool,
    alone: bool,
) {
    let dims = p.puzzle.dims();
    let id = PuzzleId::new(&p.puzzle).expect("printed puzzles have an exact count");
    let small = if alone { 4.2 } else { 3.4 };
    let rules = match id.rules() {
        Rules::Standard => String::new(),
        rules @ Rules::Acm => format!(" · {} rules", rules.name().to_uppercase()),
    };
    let title = format!(
        "{}. {} · {} · {} atoms{rules}",
        p.number,
        capitalised(p.grade.difficulty),
        dims,
        id.atoms()
    );
    text(
        svg,
        (x + w / 2.0, y + small + 2.0),
        small * 1.2,
        "middle",
        "bold",
        &title,
    );
    text(
        svg,
        (x + w / 2.0, y + 2.0 * small + 4.0),
        small,
        "middle",
        "normal",
        &format!("ID {id}"),
    );
    let below = if solution { 3.0 * small } else { small };
    let top = y + 2.0 * small + 8.0;
    let avail = (w - 6.0, h - (top - y) - below - 4.0);
    // The board and its rim: (cols + 2) x (rows + 2) squares.
    let unit = (avail.0 / (dims.cols() + 2) as f64).min(avail.1 / (dims.rows() + 2) as f64);
    let (bw, bh) = (
        unit * (dims.cols() + 2) as f64,
        unit * (dims.rows() + 2) as f64,
    );
    let (bx, by) = (x + (w - bw) / 2.0, top);
    draw_board(
        svg,
        &p.puzzle,
        solution.then_some(&p.answer),
        (bx, by),
        unit,
    );
    if solution {
        // The grade in words, a clause a line: it fits under a board of a
        // sheet of six.
        let words = measure_text(&p.grade);
        for (i, clause) in words.split([':', ';']).enumerate() {
            text(
                svg,
                (x + w / 2.0, by + bh + small + 2.0 + i as f64 * small * 1.2),
                small * 0.9,
                "middle",
                "normal",
                clause.trim(),
            );
        }
    }
}

fn capitalised(d: Difficulty) -> String {
    let name = d.name();
    name[..1].to_uppercase() + &name[1..]
}

/// The board at `(x, y)`, squares of `unit` mm: the rim's printed results,
/// the grid, and `answer`'s atoms when given.
fn draw_board(
    svg: &mut String,
    puzzle: &Puzzle,
    answer: Option<&Board>,
    (x, y): (f64, f64),
    unit: f64,
) {
    let dims = puzzle.dims();
    let (rows, cols) = (dims.rows(), dims.cols());
    let stroke = (unit / 20.0).clamp(0.15, 0.4);
    let _ = writeln!(
        svg,
        "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"#f2f2f2\" \
         stroke=\"#111\" stroke-width=\"{:.2}\"/>",
        x + unit,
        y + unit,
        unit * cols as f64,
        unit * rows as f64,
        stroke * 2.0
    );
    // The grid's inner lines: columns, then rows.
    let mut line = |(x1, y1): (f64, f64), (x2, y2): (f64, f64)| {
        let _ = writeln!(
            svg,
            "<line x1=\"{x1:.2}\" y1=\"{y1:.2}\" x2=\"{x2:.2}\" y2=\"{y2:.2}\" stroke=\"#555\" stroke-width=\"{stroke:.2}\"/>"
        );
    };
    for i in 1..cols {
        let gx = x + unit * (i + 1) as f64;
        line((gx, y + unit), (gx, y + unit * (rows + 1) as f64));
    }
    for i in 1..rows {
        let gy = y + unit * (i + 1) as f64;
        line((x + unit, gy), (x + unit * (cols + 1) as f64, gy));
    }
    let labels = PortLabels::of(puzzle);
    for port in dims.all_ports() {
        // The rim square is the entry position, one step outside the grid.
        let (pos, _) = dims.entry(port);
        let (cx, cy) = (
            x + unit * (pos.col + 1) as f64 + unit / 2.0,
            y + unit * (pos.row + 1) as f64 + unit / 2.0,
        );
        if let Some(label) = labels.get(port) {
            let _ = writeln!(
                svg,
                "<circle cx=\"{cx:.2}\" cy=\"{cy:.2}\" r=\"{:.2}\" fill=\"white\" stroke=\"#111\" stroke-width=\"{stroke:.2}\"/>",
                unit * 0.4
            );
            text(
                svg,
                (cx, cy + unit * 0.18),
                unit * 0.5,
                "middle",
                "bold",
                label,
            );
        }
    }
    if let Some(answer) = answer {
        for cell in answer.atoms() {
            let _ = writeln!(
                svg,
                "<circle cx=\"{:.2}\" cy=\"{:.2}\" r=\"{:.2}\" fill=\"#111\"/>",
                x + unit * (cell.col() + 1) as f64 + unit / 2.0,
                y + unit * (cell.row() + 1) as f64 + unit / 2.0,
                unit * 0.33
            );
        }
    }
}

/// The rules in a few lines under the puzzles, with the atoms to find.
fn rules_line(svg: &mut String, puzzles: &[PagePuzzle]) {
    let atoms: Vec<usize> = puzzles.iter().map(|p| p.puzzle.atoms().min()).collect();
    let find = if atoms.iter().all(|&a| a == atoms[0]) {
        format!("Find the {} hidden atoms of each board.", atoms[0])
    } else {
        "Find each board's hidden atoms (their number is in its title).".to_string()
    };
    let acm = puzzles.iter().any(|p| p.puzzle.rules().has_deflections());
    let beside = match acm {
        false => {
            "turned back by two (or by one beside its entry): it comes back out (R); the same \
                  number marks where a ray went in and came out."
        }
        true => {
            "turned back by two: it comes back out (R); the same number marks where a ray went \
                 in and came out. Under ACM rules"
        }
    };
    let mut lines = vec![
        find,
        "A ray fired in from the rim is absorbed by an atom straight ahead (H), turned away from an \
         atom diagonally ahead,"
            .to_string(),
        beside.to_string(),
    ];
    if acm {
        lines.push(
            "a single atom beside its entry turns a ray away at the edge before it enters: it comes \
             out nowhere (D)."
                .to_string(),
        );
    }
    for (i, line) in lines.iter().enumerate() {
        text(
            svg,
            (
                PAGE.0 / 2.0,
                PAGE.1 - MARGIN - 11.0 + 4.5 * i as f64
                    - 2.0 * lines.len().saturating_sub(3) as f64,
            ),
            3.0,
            "middle",
            "normal",
            line,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{generator, GenerateRequest};
    use blackbox::{Dims, Response};
    use blackbox_solve::Control;

    fn page_puzzle(rules: Rules) -> PagePuzzle {
        let request = GenerateRequest {
            dims: Dims::new(5, 5).unwrap(),
            rules,
            atoms: 2,
            difficulty: Difficulty::Easy,
            seed: 4,
            threads: 1,
        };
        let made = generator(&request).unwrap().next(&Control::new()).unwrap();
        PagePuzzle {
            number: 1,
            puzzle: made.puzzle().clone(),
            answer: made.answer.clone(),
            grade: made.grade.clone(),
        }
    }

    /// An ACM puzzle's page says its rules in its title and what `D`
    /// means, and prints each deflection as `D`; a standard page says
    /// neither.
    #[test]
    fn the_page_says_the_rules_when_they_are_not_standard() {
        let acm = page_puzzle(Rules::Acm);
        let deflections = (acm.puzzle.hints())
            .filter(|(_, r)| *r == Response::Deflected)
            .count();
        let page = sheet("Book", &[acm], 1).puzzles;
        assert!(page.contains("· ACM rules</text>"), "{page}");
        assert!(page.contains("nowhere (D)"), "{page}");
        assert_eq!(page.matches(">D</text>").count(), deflections, "{page}");
        let standard = sheet("Book", &[page_puzzle(Rules::Standard)], 1).puzzles;
        assert!(!standard.contains("ACM") && !standard.contains("(D)"));
        assert!(standard.contains("beside its entry): it comes back out (R)"));
    }
}
