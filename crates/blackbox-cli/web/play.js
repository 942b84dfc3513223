// The Play page: the game is its ID and its move list, kept in the URL and
// replayed by the server (POST /api/game) after every action.
"use strict";

const SIZE = 40;
const $ = (id) => document.getElementById(id);
let id = null, moves = [], view = null, cursor = [-1, 0], assist = false, adviceSeq = 0;

function saveUrl() {
  const q = new URLSearchParams({ id });
  if (moves.length) q.set("moves", moves.join(","));
  history.replaceState(null, "", "/play?" + q.toString());
  $("share").href = location.href;
}

async function refresh() {
  view = await api("/api/game", { id, moves });
  draw();
  saveUrl();
  if (assist) advise();
}

// Plays one action (a move's text, "undo" or "redo"); an illegal one is dropped.
async function act(text) {
  if (view && view.over) { say("The game is over: start a new one."); return; }
  moves.push(text);
  try {
    const before = view ? view.score : 0;
    await refresh();
    const m = /^fire (\d+)$/.exec(text);
    if (m) {
      const p = view.rim[Number(m[1]) - 1];
      say(`ray ${m[1]}: ${describeRim(p)}, +${view.score - before}`);
    } else {
      say(view.message || text);
    }
  } catch (e) {
    moves.pop();
    say(e.message, true);
  }
}

function describeRim(p) {
  if (p.mark === "hit") return "hit";
  if (p.mark === "reflection") return "reflection";
  if (p.mark === "pair") return `exits at ${p.partner}`;
  return "not fired";
}

function say(text, error) {
  $("message").textContent = text;
  $("message").className = error ? "error" : "";
}

function draw() {
  const svg = $("board");
  const at = drawGrid(svg, view.rows, view.cols, SIZE, onPort, onCell);
  $("game-id").textContent = view.id;
  $("score").textContent = view.score;
  $("status").textContent = `${view.rays} rays fired, ${view.marked} of ${view.atoms} atoms marked`;
  for (const p of view.rim) {
    const [r, c] = portPos(view.rows, view.cols, p.port);
    const [x, y] = at(r, c);
    const rect = $("port-" + p.port);
    if (p.flag !== "none") rect.classList.add(p.flag);
    if (p.glyph) {
      el("text", { x: x + SIZE / 2, y: y + SIZE / 2, class: "glyph " + p.mark }, svg).textContent = p.glyph;
    } else {
      el("text", { x: x + SIZE / 2, y: y + SIZE / 2, class: "num" }, svg).textContent = p.flag === "differs" ? "!" : p.port;
    }
  }
  const glyphs = { atom: "O", found: "O", wrong: "X", missed: "@", empty: "–" };
  view.cells.forEach((row, r) => row.forEach((cell, c) => {
    const [x, y] = at(r, c);
    if (glyphs[cell]) {
      const cls = cell === "empty" ? "empty-note" : cell === "found" ? "atom" : cell;
      el("text", { x: x + SIZE / 2, y: y + SIZE / 2, class: "glyph " + cls }, svg).textContent = glyphs[cell];
    }
  }));
  drawCursor();
}

function drawCursor() {
  const svg = $("board");
  svg.querySelectorAll(".cursor, .partner").forEach((e) => e.remove());
  const [r, c] = cursor;
  el("rect", { x: (c + 1) * SIZE, y: (r + 1) * SIZE, width: SIZE, height: SIZE, class: "cursor" }, svg);
  const n = portAt(view.rows, view.cols, r, c);
  let text = `row ${r + 1}, column ${c + 1}`;
  if (n) {
    const p = view.rim[n - 1];
    text = `port ${n}: ${describeRim(p)}`;
    if (p.partner) {
      const [pr, pc] = portPos(view.rows, view.cols, p.partner);
      el("rect", { x: (pc + 1) * SIZE, y: (pr + 1) * SIZE, width: SIZE, height: SIZE, class: "partner" }, svg);
    }
  } else {
    text += ": " + ({ blank: "no mark", atom: "marked as an atom", empty: "noted empty" }[view.cells[r][c]] || view.cells[r][c]);
  }
  $("cursor").textContent = text;
}

function onPort(n) { cursor = portPos(view.rows, view.cols, n); act("fire " + n); }

function onCell(r, c, e) {
  cursor = [r, c];
  const now = view.cells[r][c];
  const right = e && (e.button === 2 || e.type === "contextmenu");
  const cell = `${r + 1} ${c + 1}`;
  if (right) act(now === "empty" ? "unmark " + cell : "note-empty " + cell);
  else act(now === "atom" ? "unmark " + cell : "mark " + cell);
}

// One cursor step; a step onto a rim corner goes round it.
function step(dr, dc) {
  const R = view.rows, C = view.cols;
  let [r, c] = [cursor[0] + dr, cursor[1] + dc];
  const corner = (r === -1 || r === R) && (c === -1 || c === C);
  if (corner) {
    const inward = (v, max) => (v === -1 ? 0 : max - 1);
    if (r === cursor[0]) r = inward(r, R); else c = inward(c, C);
  }
  if (r < -1 || r > R || c < -1 || c > C) return;
  cursor = [r, c];
  drawCursor();
}

async function advise() {
  const seq = ++adviceSeq;
  $("advice").hidden = false;
  $("advice").textContent = "Assistant: thinking…";
  try {
    const a = await api("/api/game/advice", { id, moves });
    if (seq !== adviceSeq || !assist) return;
    const stopped = a.pending ? ["time limit reached during " + a.pending] : [];
    $("advice").textContent = "Assistant\n" + a.summary.concat(stopped).join("\n");
    const svg = $("board");
    a.cells.forEach((k, i) => {
      const r = Math.floor(i / view.cols), c = i % view.cols;
      const share = k === "atom" ? 1 : k === "empty" ? 0 : k;
      if (k === null || view.cells[r][c] !== "blank") return;
      el("rect", { x: (c + 1) * SIZE + 3, y: (r + 1) * SIZE + 3, width: SIZE - 6, height: SIZE - 6,
        class: "heat", fill: `rgba(198, 40, 40, ${share * 0.8})` }, svg);
    });
    if (a.suggestion) $("port-" + a.suggestion.port).classList.add("differs");
  } catch (e) {
    if (seq === adviceSeq) $("advice").textContent = "Assistant: " + e.message;
  }
}

function toggleAssist() {
  assist = !assist;
  if (assist) advise(); else { adviceSeq++; $("advice").hidden = true; draw(); }
}

document.addEventListener("keydown", (e) => {
  if (!view || e.target.tagName === "INPUT") return;
  const keys = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  if (keys[e.key]) { e.preventDefault(); step(...keys[e.key]); return; }
  const [r, c] = cursor;
  const n = portAt(view.rows, view.cols, r, c);
  if (e.key === "Enter" || e.key === " ") { e.preventDefault(); n ? onPort(n) : onCell(r, c); }
  else if (e.key === "x" && !n) onCell(r, c, { type: "contextmenu" });
  else if (e.key === "c") act("check");
  else if (e.key === "u") act("undo");
  else if (e.key === "r") act("redo");
  else if (e.key === "a") toggleAssist();
});

$("check").onclick = () => act("check");
$("undo").onclick = () => act("undo");
$("redo").onclick = () => act("redo");
$("assist").onclick = toggleAssist;
$("giveup").onclick = () => { if (confirm("Give up and see the solution?")) act("reveal"); };
$("new").onclick = async () => {
  try {
    const answer = await api("/api/game/new", { size: $("size").value, atoms: $("atoms").value, unique: $("unique").checked });
    id = answer.id; moves = []; cursor = [-1, 0];
    await refresh();
    say(`New game ${id}.`);
  } catch (e) { say(e.message, true); }
};

(async () => {
  const q = new URLSearchParams(location.search);
  id = q.get("id");
  moves = q.get("moves") ? q.get("moves").split(",") : [];
  if (!id) { $("new").onclick(); return; }
  try { await refresh(); say(`Game ${id}.`); } catch (e) { say(e.message, true); }
})();
