// The Solve page: hints entered on the rim (or pasted, then drawn there by
// POST /api/puzzle), then the solver's answers from /api/solve, /api/deduce
// and /api/explain painted on the same board.
"use strict";

let rows = 8, cols = 8, rules = "standard", hints = {}, picked = null, pairing = false;
let result = null, page = 0; // page 0: the deductions; k: the k-th solution listed

const board = new Board($("board"), {
  onPort: pick,
  onCursor: readCursor,
  onKey: (key, _, port) => {
    const keys = { h: "hit", r: "reflection", e: "exit", Delete: "none", Backspace: "none" };
    if (!keys[key]) return false;
    if (port && port !== picked) pick(port);
    setHint(keys[key]);
    return true;
  },
});

// The cursor's position in words, with what the board shows there (a
// keyboard user's view of the board): the hint of a port, or what the last
// answer says of a cell.
function readCursor([r, c], n) {
  let text;
  if (n) {
    const h = hints[n];
    text = `port ${n}: ` + (!h ? "no result set" : h.outcome === "exit" ? `exits at ${h.exit}` : h.outcome);
  } else {
    const name = board.name(r, c);
    text = `${name} (row ${name.replace(/\d+$/, "")}, column ${c})`;
    const shown = board.model && board.model.cells[`${r},${c}`];
    const share = board.model && board.model.heat[`${r},${c}`];
    if (shown === "certain-atom") text += page > 0 ? ": an atom of this solution" : ": certainly an atom";
    else if (shown === "certain-empty") text += ": certainly empty";
    else if (typeof share === "number") text += `: an atom in ${percent(share)} of the solutions`;
  }
  $("cursor").textContent = text;
}

function atomsText() {
  return $("atoms").value.trim();
}

// Forgets what the last answer showed.
function clearResult(text) {
  result = null;
  page = 0;
  $("count").textContent = text || "Not solved yet.";
  $("pager").hidden = true;
  $("explain").textContent = "";
  $("error").textContent = "";
}

async function newBoard(r, c, h) {
  await board.size(r, c);
  rows = r; cols = c; hints = h || {}; picked = null; pairing = false;
  $("rows").value = r; $("cols").value = c;
  clearResult();
  redraw();
}

// The rim: each hint, the pairs numbered in port order.
function rimOf() {
  const rim = {};
  let pair = 0;
  for (const n of Object.keys(hints).map(Number).sort((a, b) => a - b)) {
    const h = hints[n];
    if (h.outcome === "exit") {
      if (rim[n]) continue;
      pair++;
      rim[n] = rimEntry("pair", pair, `exits at ${h.exit}`);
      rim[h.exit] = rimEntry("pair", pair, `exits at ${n}`);
    } else {
      rim[n] = rimEntry(h.outcome, 0, h.outcome);
    }
  }
  return rim;
}

function redraw() {
  const model = { rim: rimOf(), cells: {}, heat: {}, flags: {}, percent: $("percent").checked,
    partnerOf: (n) => (hints[n] && hints[n].exit) || null };
  const items = [["hit", "hit"], ["reflection", "reflection"], ["pair", "the two ends of a path"]];
  if (result) paint(model, items);
  board.draw(model);
  if (picked) {
    const [r, c] = board.posOf.get(picked);
    el("rect", { x: c * U + 1, y: r * U + 1, width: U - 2, height: U - 2, rx: 4, class: "picked" }, $("board"));
  }
  $("picked").textContent = !picked ? "Tap a port on the rim to set what it shows." :
    pairing ? `Port ${picked} exits at: tap the other end.` : `Port ${picked}:`;
  drawLegend($("legend"), items);
}

// The last answer on the board: the deductions (page 0) or one solution.
function paint(model, items) {
  const { d, s, x } = result;
  if (x && x.consistent === false && x.hints) {
    for (const h of x.hints) model.flags[h.port] = "conflict";
    items.push(["conflict", "ray results that cannot hold together"]);
    return;
  }
  if (page > 0) {
    for (const [r, c] of s.solutions[page - 1]) model.cells[`${r},${c}`] = "certain-atom";
    items.push(["certain-atom", "an atom of this solution"]);
    return;
  }
  for (const cell of d.cells) {
    const key = cell.cell.join(",");
    if (cell.status === "atom") model.cells[key] = "certain-atom";
    else if (cell.status === "empty") model.cells[key] = "certain-empty";
    else if (cell.share !== null) model.heat[key] = cell.share;
  }
  if (x && x.ray) model.suggestion = x.ray.port;
  // Only what is drawn: a unique puzzle has no shares to explain.
  const shown = new Set(Object.values(model.cells));
  if (shown.has("certain-atom")) items.push(["certain-atom", "certainly an atom"]);
  if (shown.has("certain-empty")) items.push(["certain-empty", "certainly empty"]);
  if (Object.keys(model.heat).length) items.push(["heat", "share of the solutions with an atom there"]);
  if (x && x.ray) items.push(["suggested", "the ray that tells the solutions apart best"]);
}

function pick(n) {
  if (pairing && picked && n !== picked) {
    for (const p of [picked, n]) clear(p);
    hints[picked] = { port: picked, outcome: "exit", exit: n };
    hints[n] = { port: n, outcome: "exit", exit: picked };
    pairing = false;
    edited();
    return;
  }
  picked = n;
  pairing = false;
  redraw();
}

// Removes the hint at port n (both ends of a pair).
function clear(n) {
  const h = hints[n];
  if (h && h.outcome === "exit") delete hints[h.exit];
  delete hints[n];
}

function setHint(outcome) {
  if (!picked) { $("picked").textContent = "First tap a port on the rim."; return; }
  if (outcome === "exit") { pairing = true; redraw(); return; }
  clear(picked);
  if (outcome !== "none") hints[picked] = { port: picked, outcome };
  pairing = false;
  edited();
}

// The puzzle changed: the last answer no longer holds.
function edited() {
  clearResult();
  redraw();
}

function puzzleJson() {
  const atoms = atomsText();
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(atoms);
  return JSON.stringify({
    rows, cols, rules,
    atoms: atoms === "" ? null : range ? { min: Number(range[1]), max: Number(range[2]) } : Number(atoms),
    hints: Object.values(hints),
  });
}

// Reads the pasted puzzle onto the board; false (with the error shown) when it cannot.
async function readPaste() {
  const text = $("paste").value.trim();
  if (!text) return true;
  clearResult("Reading the pasted puzzle…");
  redraw();
  try {
    const p = await api("/api/puzzle", text);
    const h = {};
    for (const hint of p.hints) h[hint.port] = { port: hint.port, outcome: hint.outcome, exit: hint.exit };
    rules = p.rules || "standard";
    $("atoms").value = p.atoms === null ? "" : typeof p.atoms === "number" ? p.atoms : `${p.atoms.min}-${p.atoms.max}`;
    await newBoard(p.rows, p.cols, h);
    $("paste").value = "";
    $("explain").textContent = "The pasted puzzle is on the board.";
    return true;
  } catch (e) {
    clearResult();
    $("error").textContent = e.message;
    return false;
  }
}

function countText(d, s) {
  if (d.count !== null) return d.count;
  if (s.count !== null) return String(s.count);
  return null;
}

function grouped(n) {
  return /^\d+$/.test(n) ? n.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : n;
}

async function solve() {
  if (!(await readPaste())) return;
  clearResult("Solving…");
  redraw();
  const text = puzzleJson();
  try {
    const [s, d, x] = await Promise.all([api("/api/solve", text), api("/api/deduce", text), api("/api/explain", text)]);
    result = { s, d, x };
    const n = countText(d, s);
    if (!s.consistent) $("count").textContent = "No solution: the ray results contradict each other.";
    else if (s.unique) $("count").textContent = "Unique: exactly one solution.";
    else if (n !== null) $("count").textContent = `${grouped(n)} solutions`;
    else $("count").textContent = `at least ${grouped(String(s.at_least))} solutions (not counted to the end)`;
    result.explained = explainText(x, n);
    $("pager").hidden = !s.consistent || s.solutions.length === 0;
    showPage(0);
  } catch (e) {
    clearResult();
    $("error").textContent = e.message;
    redraw();
  }
}

// The explanation in words (from `blackbox explain --json`, docs/solver.md).
function explainText(x, n) {
  const outcome = (o) => (o.outcome === "exit" ? `exit at ${o.exit}` : o.outcome);
  if (x.stopped) return "Not explained: the time limit stopped it.";
  if (x.consistent === false) {
    return "These ray results cannot hold together" + (x.atom_count ? " with the atom count" : "") + ": " +
      x.hints.map((h) => `port ${h.port} (${outcome(h.observed)})`).join(", ") + " — marked on the rim.";
  }
  if (x.count === "1") return "Every cell is decided.";
  let text = `The solutions differ on ${x.differing.length} cells (shaded by how often they hold an atom).`;
  if (x.ray) text += ` Firing port ${x.ray.port} would tell them apart best (circled).`;
  return text;
}

function showPage(k) {
  const { s, d } = result;
  const listed = s.solutions.length;
  page = Math.max(0, Math.min(k, listed));
  const n = countText(d, s);
  const of = s.complete || n === String(listed) ? String(listed) : `the first ${listed} of ${grouped(n || "many")}`;
  $("page").textContent = page === 0 ? `Deductions · ${listed} solution${listed === 1 ? "" : "s"} listed` : `Solution ${page} of ${of}`;
  $("prev").disabled = page === 0;
  $("next").disabled = page === listed;
  // The explanation speaks of the deductions' page (its shades and ringed
  // ray); a solution's page says what is drawn instead.
  $("explain").textContent = page === 0 ? result.explained :
    `The board shows solution ${page}: its atoms as balls, the ray results as they are. ◀ goes back to the deductions.`;
  redraw();
}

$("size-form").onsubmit = async (e) => {
  e.preventDefault();
  const r = Number($("rows").value.trim()), c = Number($("cols").value.trim());
  try { rules = "standard"; await newBoard(r, c, {}); } catch (err) { $("error").textContent = err.message; }
};
$("solve").onclick = solve;
$("read").onclick = readPaste;
$("prev").onclick = () => showPage(page - 1);
$("next").onclick = () => showPage(page + 1);
$("percent").onchange = redraw;
$("atoms").oninput = edited;
for (const o of ["none", "hit", "reflection", "exit"]) $("hint-" + o).onclick = () => setHint(o);
newBoard(8, 8, {}).catch((e) => { $("error").textContent = e.message; });
