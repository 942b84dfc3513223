//! The Puzzles page in the browser: a pasted ID is drawn as a board with
//! its printed results on the rim; taps mark atoms (a wrong one is
//! counted by Check), the two-step hint, a solve; the daily puzzle opens.
//! axe-core at each width; at a 360 px phone nothing sticks out sideways.

use super::{accessible, click, count_when, no_sideways_scroll, screenshot, text_when, type_into};
use fantoccini::Client;

/// An easy 8x8 puzzle with 4 atoms: three rays that came out (ports 14
/// and 29, 21 and 22, 24 and 31); its answer has atoms at rows and columns
/// (1,2), (1,5), (3,8), (7,6).
const ID: &str = "8x8-4-003Q070YG0K";

/// The grid's cell at `row`, `col` counting from 1 (row 0 and column 0
/// are the rim).
fn cell(row: usize, col: usize) -> String {
    format!("#grid tr:nth-child({}) td:nth-child({})", row + 1, col + 1)
}

/// The text of every rim square, by port number from 1.
async fn rim(c: &Client) -> Vec<String> {
    let labels = c
        .execute(
            "const out = [];
             for (const td of document.querySelectorAll('#grid td.rim[title]'))
               out[Number(td.title.replace('port ', '')) - 1] = td.textContent;
             return out;",
            vec![],
        )
        .await
        .unwrap();
    (labels.as_array().unwrap().iter())
        .map(|v| v.as_str().unwrap_or("?").to_string())
        .collect()
}

/// Opens, plays and solves the puzzle `ID`, then opens the daily puzzle.
pub async fn puzzles(c: &Client, url: &str, axe: &str, size: &str) {
    c.goto(&format!("{url}/puzzles")).await.unwrap();
    accessible(c, axe, &format!("puzzles, {size}, empty")).await;
    type_into(c, "#id", ID).await;
    click(c, "#id-form button").await;
    let title = text_when(c, "#title", |t| t.starts_with("Puzzle ")).await;
    assert!(title.contains(ID) && title.contains("4 atoms"), "{title}");
    // 8x8 cells inside a rim: 10 rows of 10 squares, 32 of them ports.
    count_when(c, "#grid td.cell", |n| n == 64).await;
    assert_eq!(count_when(c, "#grid tr", |n| n == 10).await, 10);
    let rim = rim(c).await;
    assert_eq!(rim.len(), 32, "{rim:?}");
    let printed: Vec<(usize, &str)> = (rim.iter().enumerate())
        .filter(|(_, l)| !l.is_empty())
        .map(|(i, l)| (i + 1, l.as_str()))
        .collect();
    assert_eq!(
        printed,
        [
            (14, "1"),
            (21, "2"),
            (22, "2"),
            (24, "3"),
            (29, "1"),
            (31, "3")
        ]
    );
    // A wrong atom: drawn as an atom, counted by Check.
    click(c, &cell(2, 2)).await;
    let class = c
        .execute(
            &format!("return document.querySelector('{}').className", cell(2, 2)),
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(class.as_str(), Some("cell atom"));
    let drawn = c
        .execute(
            &format!(
                "return getComputedStyle(document.querySelector('{}'), '::after').content",
                cell(2, 2)
            ),
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(drawn.as_str(), Some("\"●\""), "an atom mark draws a dot");
    click(c, "#check").await;
    text_when(c, "#verdict", |t| t == "Not yet: one mark is wrong.").await;
    // Two more taps: empty, then blank.
    click(c, &cell(2, 2)).await;
    click(c, &cell(2, 2)).await;
    count_when(c, "#grid td.cell.atom, #grid td.cell.empty", |n| n == 0).await;
    // The hint: first where to look, asked again the cell.
    click(c, "#hint").await;
    text_when(c, "#verdict", |t| t.starts_with("Hint: look at")).await;
    click(c, "#hint").await;
    text_when(c, "#verdict", |t| t.starts_with("Hint: row ")).await;
    for (row, col) in [(1, 2), (1, 5), (3, 8), (7, 6)] {
        click(c, &cell(row, col)).await;
    }
    count_when(c, "#grid td.cell.atom", |n| n == 4).await;
    click(c, "#check").await;
    text_when(c, "#verdict", |t| t == "Solved: every atom found.").await;
    accessible(c, axe, &format!("puzzles, {size}, solved")).await;
    screenshot(c, &format!("puzzles-{size}"), "#verdict").await;
    if size == "phone" {
        c.set_window_size(360, 800).await.unwrap();
        no_sideways_scroll(c, "a solved 8x8 puzzle").await;
    }
    // The daily puzzle at easy: made on the server from the date.
    c.execute(
        "document.getElementById('date').value = '2026-11-28';
         document.getElementById('difficulty').value = 'easy';",
        vec![],
    )
    .await
    .unwrap();
    click(c, "#daily-form button").await;
    let title = text_when(c, "#title", |t| t.starts_with("Puzzle ") && !t.contains(ID)).await;
    assert!(title.contains("8x8, 4 atoms (easy"), "{title}");
    count_when(c, "#grid td.cell", |n| n == 64).await;
    if size == "phone" {
        no_sideways_scroll(c, "the daily puzzle").await;
        accessible(c, axe, "puzzles, 360 px").await;
        c.set_window_size(390, 844).await.unwrap();
    }
}
