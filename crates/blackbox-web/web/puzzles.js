// The Puzzles page: the daily puzzle or a pasted ID, drawn as a table with
// the printed results on the rim; a tap cycles a cell atom -> empty ->
// blank; Check and Hint send the ID and the marks (the answer stays on the
// server). Ports are numbered clockwise from the top left, as everywhere.
"use strict";
let puzzle = null;
let marks = new Map(); // "row,col" (from 1) -> "atom" | "empty"
let hintLevel = 0;
let lastHint = null;

const $ = (id) => document.getElementById(id);

async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error || response.statusText);
  return json;
}

function portAt(r, c) {
  const { rows, cols } = puzzle;
  if (r === 0 && c >= 1 && c <= cols) return c;
  if (c === cols + 1 && r >= 1 && r <= rows) return cols + r;
  if (r === rows + 1 && c >= 1 && c <= cols) return cols + rows + (cols - c + 1);
  if (c === 0 && r >= 1 && r <= rows) return 2 * cols + rows + (rows - r + 1);
  return null;
}

function draw() {
  const grid = $("grid");
  grid.replaceChildren();
  for (let r = 0; r <= puzzle.rows + 1; r++) {
    const tr = document.createElement("tr");
    for (let c = 0; c <= puzzle.cols + 1; c++) {
      const td = document.createElement("td");
      const inside = r >= 1 && r <= puzzle.rows && c >= 1 && c <= puzzle.cols;
      if (inside) {
        const key = r + "," + c;
        td.className = "cell " + (marks.get(key) || "");
        td.tabIndex = 0;
        td.setAttribute("aria-label", `row ${r}, column ${c}: ${marks.get(key) || "not marked"}`);
        td.onclick = () => cycle(key);
        td.onkeydown = (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); cycle(key); } };
      } else {
        const port = portAt(r, c);
        td.className = "rim";
        if (port !== null) {
          td.textContent = puzzle.rim[port - 1];
          td.title = "port " + port;
        }
      }
      tr.appendChild(td);
    }
    grid.appendChild(tr);
  }
}

function cycle(key) {
  const next = { undefined: "atom", atom: "empty", empty: undefined }[marks.get(key)];
  if (next) marks.set(key, next); else marks.delete(key);
  hintLevel = 0;
  draw();
  const [r, c] = key.split(",");
  document.querySelector(`#grid tr:nth-child(${+r + 1}) td:nth-child(${+c + 1})`).focus();
}

function show(view) {
  puzzle = view;
  marks = new Map();
  hintLevel = 0;
  // An ACM puzzle (pasted: the page has no rules choice) says its rules.
  const rules = view.rules_text ? ` Played under the ${view.rules_text}.` : "";
  $("title").textContent = `Puzzle ${view.id}: ${view.rows}x${view.cols}, ${view.atoms} atoms (${view.grade}).${rules}`;
  $("verdict").textContent = "";
  $("check").disabled = $("hint").disabled = false;
  draw();
}

function cells(kind) {
  return [...marks].filter(([, m]) => m === kind).map(([k]) => k.split(",").map(Number));
}

async function ask(button) {
  try {
    const answer = await post("/api/puzzles/marks", { id: puzzle.id, atoms: cells("atom"), empty: cells("empty") });
    if (button === "check") {
      $("verdict").textContent = answer.text;
    } else if (answer.hint) {
      const same = lastHint && lastHint[0] === answer.hint[0];
      hintLevel = same ? Math.min(hintLevel + 1, 1) : 0;
      lastHint = answer.hint;
      $("verdict").textContent = "Hint: " + answer.hint[hintLevel] + ".";
    } else {
      $("verdict").textContent = "Every atom is marked: check.";
    }
  } catch (e) {
    $("verdict").textContent = "Error: " + e.message;
  }
}

async function open(request) {
  $("title").textContent = "Making the puzzle…";
  try {
    show(await request);
    history.replaceState(null, "", "/puzzles?id=" + encodeURIComponent(puzzle.id));
  } catch (e) {
    $("title").textContent = "Error: " + e.message;
  }
}

$("date").value = new Date().toISOString().slice(0, 10);
$("daily-form").onsubmit = (e) => {
  e.preventDefault();
  open(post("/api/puzzles/daily", { date: $("date").value, difficulty: $("difficulty").value }));
};
$("id-form").onsubmit = (e) => {
  e.preventDefault();
  open(post("/api/puzzles/view", { id: $("id").value.trim() }));
};
$("check").onclick = () => ask("check");
$("hint").onclick = () => ask("hint");
const pasted = new URLSearchParams(location.search).get("id");
if (pasted) { $("id").value = pasted; open(post("/api/puzzles/view", { id: pasted })); }
