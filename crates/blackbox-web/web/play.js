// The Play page: the game is its ID and its move list, kept in the URL and
// replayed by the server (POST /api/game) after every action. The
// assistant streams its stages (POST /api/game/advice/stream); a move
// cancels the stream of the state before it.
"use strict";

let id = null, moves = [], view = null;
let assist = false, advice = null, adviceStream = null;
let paths = null, shownPath = null;
// The explanation shown ("Why?"): the moves it explains, its cell and answer.
let why = null;

const board = new Board($("board"), {
  onPort: (n) => (view && view.over ? showPath(n) : fire(n)),
  onCell: (r, c, e) => cellAction(r, c, e && e.type === "contextmenu" ? "note" : "cycle"),
  onCursor: readCursor,
  onKey: (key, [r, c], port) => {
    if (port) return false;
    if (key === "m") { cellAction(r, c, "mark"); return true; }
    if (key === "x") { cellAction(r, c, "note"); return true; }
    return false;
  },
});

function saveUrl() {
  const q = new URLSearchParams({ id });
  if (moves.length) q.set("moves", moves.join(","));
  history.replaceState(null, "", "/play?" + q.toString());
  $("share").href = location.href;
}

async function refresh() {
  const next = await api("/api/game", { id, moves });
  if (!view || next.rows !== view.rows || next.cols !== view.cols) await board.size(next.rows, next.cols);
  if (!view || next.id !== view.id) {
    const [size, atoms] = next.id.split(":");
    $("size").value = size;
    $("atoms").value = atoms;
  }
  view = next;
  saveUrl();
  showWhy();
  if (view.over) await endGame();
  else if (assist) advise();
  draw();
}

// What a move did, in words (a ray as the terminal game says it).
function said(text, before) {
  const fire = /^fire (\d+)$/.exec(text);
  if (fire) {
    const p = view.rim[Number(fire[1]) - 1];
    return `ray ${fire[1]}: ${p.text}, +${view.score - before}.`;
  }
  if (text === "undo") return "Undone.";
  if (text === "redo") return "Redone.";
  return "";
}

// Fires port n; a port already marked is not fired again: its result is
// said, and the board outlines both ends of its ray.
function fire(n) {
  const p = view && view.rim[n - 1];
  if (p && p.mark !== "none") { say(`port ${n}: ${p.text}.`); return; }
  act("fire " + n);
}

// An error of a move, as the page says it: the server names the move
// ("move 9 `check`: place 4 atoms ..."), which the user did not type.
function moveError(message) {
  const text = message.replace(/^move \d+ `[^`]*`: /, "");
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");
}

// Plays one action (a move's text, "undo" or "redo"); an illegal one is dropped.
async function act(text) {
  if (view && view.over) { say("The game is over: start a new one."); return; }
  moves.push(text);
  try {
    const before = view ? view.score : 0;
    await refresh();
    say(webWords(view.message) || said(text, before));
  } catch (e) {
    moves.pop();
    say(moveError(e.message), true);
  }
}

// A tap (or Enter) on a cell cycles atom → empty → no mark; `mark` and
// `note` (keys m and x, a right click) set one directly, or clear it.
function cellAction(r, c, how) {
  if (!view || view.over) return;
  const now = view.cells[r - 1][c - 1];
  const cell = `${r} ${c}`;
  const next = {
    cycle: { blank: "mark", atom: "note-empty", empty: "unmark" },
    mark: { blank: "mark", atom: "unmark", empty: "mark" },
    note: { blank: "note-empty", atom: "note-empty", empty: "unmark" },
  }[how][now];
  if (next) act(`${next} ${cell}`);
}

// The game's end text names the terminal's glyphs (@ a missed atom, X a
// wrong mark, o and * a twin's atoms and the hidden ones); this board
// draws them as a dashed ring, a red ball with ✗, a green ball with ≈ and
// a dotted ring.
function webWords(message) {
  return message && message.replace(" shown as @", " shown as dashed rings").replace(" (X)", " (red, ✗)")
    .replace("Your atoms (o)", "Your atoms (green, ≈)").replace("hidden ones are (*)", "hidden ones are (dotted rings)");
}

function say(text, error) {
  $("message").textContent = text;
  $("message").className = "message" + (error ? " error" : text ? " shown" : "");
}

function draw() {
  $("game-id").textContent = view.id;
  // Only what works now can be pressed: the game view says what that is.
  const buttons = { check: "check", undo: "undo", redo: "redo", assist: "assist", "why-button": "why", hint: "hint", giveup: "give-up" };
  for (const [b, action] of Object.entries(buttons)) $(b).disabled = !view.available.includes(action);
  $("new").classList.toggle("primary", view.over);
  $("score").textContent = view.score;
  $("status").textContent = `${view.rays} ${view.rays === 1 ? "ray" : "rays"} fired · ${view.marked} of ${view.atoms} atoms marked`;
  const cells = {}, rim = {}, flags = {}, heat = {};
  view.cells.forEach((row, r) => row.forEach((kind, c) => { cells[`${r + 1},${c + 1}`] = kind; }));
  for (const p of view.rim) {
    if (p.mark !== "none") rim[p.port] = rimEntry(p.mark, Number(p.glyph), p.text);
    if (p.flag !== "none") flags[p.port] = p.flag;
  }
  const live = assist && advice && !view.over;
  if (live) {
    advice.cells.forEach((k, i) => {
      const key = `${Math.floor(i / view.cols) + 1},${(i % view.cols) + 1}`;
      if (cells[key] !== "blank") return;
      if (k === "atom") cells[key] = "forced-atom";
      else if (k === "empty") cells[key] = "certain-empty";
      else if (k !== null) heat[key] = k;
    });
  }
  board.draw({
    cells, rim, flags, heat,
    percent: $("percent").checked,
    suggestion: live && advice.suggestion ? advice.suggestion.port : null,
    path: view.over && shownPath && paths ? (paths.find((p) => p.port === shownPath) || {}).path : null,
    ...whyDrawn(),
    partnerOf: (n) => view.rim[n - 1].partner,
  });
  legend();
}

function legend() {
  const items = [["hit", "hit"], ["reflection", "reflection"], ["pair", "the two ends of a ray that came out elsewhere"]];
  // A cell's look in the words the cursor line and the terminal use.
  const cell = (kind) => [kind, view.cell_words[kind]];
  if (!view.over) items.push(cell("atom"), cell("empty"));
  if (view.rim.some((p) => p.flag === "contradicted")) items.push(["contradicted", "a ray your atoms contradict"]);
  if (view.rim.some((p) => p.flag === "differs")) items.push(["differs", "an unfired ray that would differ"]);
  if (assist && advice && !view.over) {
    // Only what the assistant's answer draws.
    const kinds = new Set(advice.cells.map((k) => (typeof k === "number" ? "heat" : k)));
    if (advice.suggestion) items.push(["suggested", "the suggested ray"]);
    if (kinds.has("heat")) items.push(["heat", "share of the boards left with an atom there"]);
    if (kinds.has("atom")) items.push(["forced-atom", "certainly an atom"]);
    if (kinds.has("empty")) items.push(["certain-empty", "certainly empty"]);
  }
  if (view.over) {
    const shown = new Set(view.cells.flat());
    for (const kind of ["found", "wrong", "missed", "twin", "hidden", "empty"]) {
      if (shown.has(kind)) items.push(cell(kind));
    }
  }
  drawLegend($("legend"), items);
}

function readCursor([r, c], n) {
  if (!view) return;
  let text;
  if (n) {
    const p = view.rim[n - 1];
    text = `port ${n}: ${p.text || "not fired"}`;
  } else {
    const row = view.row_names[r - 1];
    text = `${row}${c} (row ${row}, column ${c}): ${view.cell_words[view.cells[r - 1][c - 1]]}`;
    const share = advice && assist && !view.over ? advice.cells[(r - 1) * view.cols + (c - 1)] : null;
    if (typeof share === "number") text += ` (${percent(share)} of the boards left have an atom here)`;
  }
  $("cursor").textContent = text;
}

// The assistant: its stages as they arrive, for the state on the board
// now. While a stage is being worked on, the line under the summary says
// which and for how long (the full rating of a large board takes minutes).
let adviceTimer = null;
function advise() {
  stopStream();
  const mine = new AbortController();
  adviceStream = mine;
  advice = null;
  $("advice").hidden = false;
  $("advice-lines").innerHTML = "";
  const started = Date.now();
  const stage = () => {
    const s = Math.round((Date.now() - started) / 1000);
    const took = s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
    $("advice-stage").textContent = !advice ? "thinking…" :
      advice.pending ? `still working (${took}): ${advice.pending}…` : "done: the assistant's full answer";
  };
  stage();
  adviceTimer = setInterval(stage, 1000);
  const finish = () => { if (adviceStream === mine) { clearInterval(adviceTimer); adviceTimer = null; } };
  apiStream("/api/game/advice/stream", { id, moves }, mine.signal, (name, data) => {
    if (adviceStream !== mine) return;
    if (name === "done") {
      finish();
      const stopped = { "time cap": "stopped at the time cap", cancelled: "stopped" }[data.ended];
      if (stopped && advice && advice.pending) $("advice-stage").textContent = `${stopped} while ${advice.pending}`;
      return;
    }
    advice = data;
    $("advice-lines").innerHTML = "";
    for (const line of data.summary) {
      const li = document.createElement("li");
      li.textContent = line;
      $("advice-lines").appendChild(li);
    }
    if (data.suggestion) {
      // The rating behind the ray, for those who ask: not the first thing shown.
      const li = document.createElement("li");
      const more = document.createElement("details");
      const summary = document.createElement("summary");
      summary.textContent = "How was this ray rated?";
      more.append(summary, data.suggestion.details);
      li.appendChild(more);
      $("advice-lines").appendChild(li);
    }
    stage();
    draw();
  }).catch((e) => {
    if (adviceStream === mine && e.name !== "AbortError") { finish(); $("advice-stage").textContent = e.message; }
  }).finally(finish);
}

// Stops the running stream (its job is cancelled when the connection goes).
function stopStream() {
  if (adviceStream) adviceStream.abort();
  clearInterval(adviceTimer);
  adviceTimer = null;
}

function stopAdvice() {
  stopStream();
  adviceStream = null;
  advice = null;
  $("advice").hidden = true;
}

function toggleAssist() {
  if (view && view.over) return;
  assist = !assist;
  $("assist").setAttribute("aria-pressed", String(assist));
  // A refused move's error no longer applies once the user does something else.
  if ($("message").classList.contains("error")) say("");
  if (assist) advise(); else { stopAdvice(); draw(); }
}

// Why the cell under the cursor is what it is (POST /api/game/why): the
// words, then each ray of the explanation with its path by cell names; the
// board draws those rays' possible paths and outlines their ports. Shown
// while the moves stay the same.
async function explain() {
  if (!view || view.over) { say("The game is over: every cell is shown."); return; }
  const [r, c] = board.cursor;
  if (board.port([r, c])) { say("Why? explains a cell: tap one, or move the cursor onto one."); return; }
  const cell = `${r},${c}`;
  if (why && why.cell === cell && why.moves === moves.join(",")) { why = null; showWhy(); draw(); return; }
  $("why").hidden = false;
  $("why-text").textContent = "Why this cell? Working it out…";
  $("why-rays").innerHTML = "";
  try {
    const asked = moves.join(",");
    const answer = await api("/api/game/why", { id, moves, cell });
    if (asked !== moves.join(",")) return;
    why = { cell, at: [r, c], moves: asked, answer };
  } catch (e) {
    why = null;
    say(e.message, true);
  }
  showWhy();
  draw();
}

// The explanation's words and rays, or nothing when it no longer applies.
function showWhy() {
  const live = why && why.moves === moves.join(",");
  $("why").hidden = !live;
  if (!live) return;
  const a = why.answer, item = a.cells[0];
  $("why-text").textContent = item ? item.text :
    a.consistent === false ? "No board fits the rays: nothing to explain." :
    "Not explained in time; try again after another ray.";
  $("why-rays").innerHTML = "";
  for (const ray of (item && item.forced ? item.forced.rays : [])) {
    const li = document.createElement("li");
    const names = ray.path_names;
    li.textContent = names.length === 1 ? `ray ${ray.port}: ${names[0]}` :
      `ray ${ray.port}: ${names.length} possible paths (drawn)${names.length ? ", one is " + names[0] : ""}`;
    $("why-rays").appendChild(li);
  }
}

// The hint ladder (POST /api/game/hint): a nudge, then where (the cursor
// goes there), then why (shown as Why? shows it); the moves restart it.
let hinted = null;
async function hint() {
  if (!view || view.over) { say("The game is over: start a new one."); return; }
  const now = moves.join(",");
  const step = hinted && hinted.moves === now ? { nudge: "where", where: "why", why: "why" }[hinted.step] : "nudge";
  try {
    const answer = await api("/api/game/hint", { id, moves, step });
    if (now !== moves.join(",")) return;
    hinted = { moves: now, step: answer.step };
    if (answer.cell) { board.cursor = answer.cell; board.drawCursor(); readCursor(answer.cell, null); }
    if (answer.why) { why = { cell: `${answer.cell[0]},${answer.cell[1]}`, at: answer.cell, moves: now, answer: answer.why }; showWhy(); draw(); }
    say("Hint: " + answer.text + (answer.step === "why" ? "" : " (Hint again: more)"));
  } catch (e) { say(e.message, true); }
}

// What the board draws of the explanation shown.
function whyDrawn() {
  if (!why || why.moves !== moves.join(",") || view.over) return {};
  const item = why.answer.cells[0];
  const rays = item && item.forced ? item.forced.rays : [];
  return {
    whyCell: why.at,
    whyPorts: rays.flatMap((ray) => (ray.exit ? [ray.port, ray.exit] : [ray.port])),
    whyPaths: rays.flatMap((ray) => ray.paths.map((p) => p.map(([r, c]) => [r, c]))),
  };
}

// The end: the hidden board is on view (the server says how each cell
// ended); the assistant is switched off; fired rays' paths can be drawn.
async function endGame() {
  assist = false;
  $("assist").setAttribute("aria-pressed", "false");
  stopAdvice();
  $("paths").hidden = false;
  if (paths) return;
  try {
    paths = (await api("/api/game/paths", { id, moves })).paths;
  } catch (e) {
    say(e.message, true);
  }
}

function showPath(n) {
  if (!paths || !paths.some((p) => p.port === n)) { say(`port ${n} was not fired.`); return; }
  shownPath = shownPath === n ? null : n;
  draw();
}

document.addEventListener("keydown", (e) => {
  if (!view || e.defaultPrevented || ["INPUT", "TEXTAREA", "BUTTON", "SUMMARY"].includes(e.target.tagName)) return;
  const keys = { c: () => act("check"), u: () => act("undo"), r: () => act("redo"), a: toggleAssist, w: explain, i: hint };
  if (keys[e.key] && !e.ctrlKey && !e.metaKey && !e.altKey) { e.preventDefault(); keys[e.key](); }
});

$("check").onclick = () => act("check");
$("undo").onclick = () => act("undo");
$("redo").onclick = () => act("redo");
$("assist").onclick = toggleAssist;
$("why-button").onclick = explain;
$("hint").onclick = hint;
$("percent").onchange = () => view && draw();
$("giveup").onclick = () => { if (confirm("Give up and see the hidden board?")) act("reveal"); };

async function newGame() {
  try {
    const answer = await api("/api/game/new", { size: $("size").value, atoms: $("atoms").value, unique: $("unique").checked });
    id = answer.id; moves = []; view = null; paths = null; shownPath = null;
    stopAdvice();
    $("paths").hidden = true;
    board.cursor = [0, 1];
    await refresh();
    say(`New game ${id}: fire a ray from the rim.`);
  } catch (e) { say(e.message, true); }
}
$("new-game").onsubmit = (e) => { e.preventDefault(); newGame(); };

(async () => {
  const q = new URLSearchParams(location.search);
  id = q.get("id");
  moves = q.get("moves") ? q.get("moves").split(",") : [];
  if (!id) { newGame(); return; }
  try {
    await refresh();
    say(webWords(view.message) || (moves.length ? `Game ${id}.` : `Game ${id}: fire a ray from the rim.`));
  } catch (e) { say(e.message, true); }
})();
