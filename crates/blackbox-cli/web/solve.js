// The Solve page: hints entered on the rim (or pasted), then the solver's
// answers from /api/solve, /api/deduce and /api/explain.
"use strict";

const $ = (id) => document.getElementById(id);
let rows = 8, cols = 8, hints = {}, picked = null;

function num(id) { return Number($(id).value.trim()); }

function board() {
  rows = num("rows"); cols = num("cols"); hints = {}; picked = null;
  redraw();
}

function redraw() {
  const svg = $("board");
  const at = drawGrid(svg, rows, cols, 34, (n) => { picked = n; redraw(); }, null);
  for (let n = 1; n <= 2 * (rows + cols); n++) {
    const [r, c] = portPos(rows, cols, n);
    const [x, y] = at(r, c);
    const h = hints[n];
    const text = h ? (h.outcome === "hit" ? "H" : h.outcome === "reflection" ? "R" : "→" + h.exit) : n;
    el("text", { x: x + 17, y: y + 17, class: h ? "glyph pair" : "num" }, svg).textContent = text;
    if (n === picked) el("rect", { x, y, width: 34, height: 34, class: "cursor" }, svg);
  }
  $("picked").textContent = picked ? `port ${picked}:` : "no port chosen";
}

function setHint(outcome) {
  if (!picked) return;
  if (outcome === "none") delete hints[picked];
  else if (outcome === "exit") {
    const q = num("exit");
    hints[picked] = { port: picked, outcome: "exit", exit: q };
    hints[q] = { port: q, outcome: "exit", exit: picked };
  } else hints[picked] = { port: picked, outcome };
  redraw();
}

function puzzleText() {
  const pasted = $("paste").value.trim();
  if (pasted) return pasted;
  const atoms = $("atoms").value.trim();
  const range = /^(\d+)-(\d+)$/.exec(atoms);
  return JSON.stringify({
    rows, cols,
    atoms: atoms === "" ? null : range ? { min: Number(range[1]), max: Number(range[2]) } : Number(atoms),
    hints: Object.values(hints),
  });
}

function smallBoard(rowsN, colsN, atoms) {
  const svg = el("svg", { class: "board small-board" });
  drawGrid(svg, rowsN, colsN, 14, null, null);
  // Cells count from 1, as in every output of blackbox.
  for (const [r, c] of atoms) {
    el("circle", { cx: (c + 0.5) * 14, cy: (r + 0.5) * 14, r: 5, class: "atom" }, svg);
  }
  return svg;
}

// The text of `blackbox explain`, from its JSON (docs/solver.md).
function explainText(x) {
  const cell = ([r, c]) => `(${r}, ${c})`;
  const outcome = (o) => o.exit ? `${o.outcome} at ${o.exit}` : o.outcome;
  if (x.stopped) return "not explained: stopped by the time limit";
  if (x.consistent === false) {
    return "inconsistent: these hints cannot hold together" + (x.atom_count ? " with the atom count" : "") + ": " +
      x.hints.map((h) => `${h.port} ${outcome(h.observed)}`).join(", ");
  }
  if (x.count === "1") return "unique: exactly one board solves it";
  let text = `${x.count} solutions; they differ on ${x.differing.length} cells: ${x.differing.map(cell).join(" ")}`;
  if (x.ray) text += `\nfire port ${x.ray.port} to tell them apart`;
  return text;
}

async function solve() {
  const text = puzzleText();
  $("error").textContent = "";
  $("count").textContent = "…";
  try {
    const [s, d, x] = await Promise.all([api("/api/solve", text), api("/api/deduce", text), api("/api/explain", text)]);
    $("count").textContent = s.count === null ? "several (not counted)" : String(s.count);
    $("unique").textContent = s.unique ? "(unique)" : s.consistent ? "" : "(inconsistent)";
    const r = d.cells.reduce((m, c) => Math.max(m, c.cell[0]), 0);
    const c = d.cells.reduce((m, c) => Math.max(m, c.cell[1]), 0);
    let grid = "";
    for (let i = 0; i < d.cells.length; i++) {
      const cell = d.cells[i];
      grid += cell.status === "atom" ? "  O" : cell.status === "empty" ? "  ." :
        cell.share === null ? "  ?" : String(Math.round(cell.share * 100)).padStart(3);
      if ((i + 1) % c === 0) grid += "\n";
    }
    $("deduce").textContent = "O certain atom, . certain empty, else % of solutions with an atom\n" + grid;
    $("explain").textContent = explainText(x);
    $("solutions").innerHTML = "";
    for (const atoms of s.solutions) $("solutions").appendChild(smallBoard(r, c, atoms));
  } catch (e) {
    $("count").textContent = "–";
    $("error").textContent = e.message;
  }
}

$("draw").onclick = board;
$("solve").onclick = solve;
for (const o of ["none", "hit", "reflection", "exit"]) $("hint-" + o).onclick = () => setHint(o);
board();
