// The Learn page: the lessons of `blackbox learn`, from the server
// (GET /api/learn). Every ray is fired on the server (POST /api/learn/ray),
// which answers its outcome, its path cell by cell and the rules that
// applied, or judges a prediction; a find exercise's marks are checked there
// too (POST /api/learn/check). This script draws the answers, one path cell
// at a time, and keeps the finished lessons in the browser's local storage
// ({"done": [...]}, the form `blackbox learn` keeps in its file). It never
// traces a ray itself.
"use strict";

const STORE = "boxlogic.learn";
const STEP_MS = 150;
let lessons = [];
let index = 0;
let step = 0; // rays of the lesson fired in order
let fired = []; // [{port, rim, said}]
let marks = new Set(); // cell names
let found = []; // cell names, once solved
let arrows = new Map(); // cell name -> arrow drawn
let lit = new Set(); // ports underlined
let busy = false;
let done = loadProgress();

function loadProgress() {
  try {
    const kept = JSON.parse(localStorage.getItem(STORE) || "{}");
    return new Set(Array.isArray(kept.done) ? kept.done : []);
  } catch (_) {
    return new Set();
  }
}

function saveProgress() {
  try {
    localStorage.setItem(STORE, JSON.stringify({ done: [...done].sort() }));
  } catch (_) {
    // Private windows may refuse storage: the lesson still counts here.
  }
}

function lesson() { return lessons[index]; }
function nextRay() { return lesson().rays[step]; }
function isDone() { return lesson().find ? found.length > 0 : step === lesson().rays.length; }
function cellName(r, c) { return lesson().row_names[r - 1] + c; }

function say(text, isError) {
  const box = $("learn-message");
  box.textContent = text;
  box.classList.toggle("error", !!isError);
}

function drawList() {
  const list = $("lessons");
  list.replaceChildren();
  lessons.forEach((l, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = `${i + 1}. ${l.title}`;
    if (done.has(l.id)) {
      b.classList.add("done");
      b.setAttribute("aria-label", `${i + 1}. ${l.title} (done)`);
    }
    if (i === index) b.setAttribute("aria-current", "step");
    b.onclick = () => open(i);
    li.appendChild(b);
    list.appendChild(li);
  });
}

function drawBoard() {
  const l = lesson();
  const ports = new Map(l.ports.map((p) => [p.at.join(","), p.port]));
  const atoms = new Set(l.atoms.map(([r, c]) => cellName(r, c)).concat(found));
  const next = nextRay();
  const table = $("learn-board");
  table.replaceChildren();
  for (let r = 0; r <= l.rows + 1; r++) {
    const tr = document.createElement("tr");
    // Row letters head the rows of cells; the rim's rows have none.
    const label = document.createElement(r >= 1 && r <= l.rows ? "th" : "td");
    if (r >= 1 && r <= l.rows) {
      label.textContent = l.row_names[r - 1];
      label.scope = "row";
    }
    tr.appendChild(label);
    for (let c = 0; c <= l.cols + 1; c++) {
      const td = document.createElement("td");
      const port = ports.get(r + "," + c);
      if (r >= 1 && r <= l.rows && c >= 1 && c <= l.cols) {
        const name = cellName(r, c);
        const atom = atoms.has(name) || marks.has(name);
        const glyph = atom ? "O" : arrows.get(name) || "·";
        td.className = "cell" + (atom ? " atom" : arrows.has(name) ? " path" : "");
        if (l.find && !found.length) {
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = glyph;
          b.setAttribute("aria-label", `${name}${marks.has(name) ? ": marked atom" : ""}`);
          b.setAttribute("aria-pressed", marks.has(name) ? "true" : "false");
          b.onclick = () => toggle(name);
          td.appendChild(b);
        } else {
          td.textContent = glyph;
          td.setAttribute("aria-label", `${name}: ${atom ? "atom" : arrows.has(name) ? "the ray's path" : "empty"}`);
        }
      } else if (port !== undefined) {
        td.className = "rim";
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = port;
        b.setAttribute("aria-label", `fire ray ${port}`);
        if (lit.has(port)) b.classList.add("lit");
        if (next && next.port === port) b.classList.add("next");
        b.onclick = () => fire(port);
        td.appendChild(b);
      }
      tr.appendChild(td);
    }
    table.appendChild(tr);
  }
}

function drawControls() {
  const l = lesson();
  const next = nextRay();
  $("say").textContent = next ? next.say
    : l.find && !found.length ? "Tap a port to fire a ray, tap a cell to mark an atom (again to unmark), then check."
    : "";
  $("guess").hidden = !(next && next.predict);
  $("guess-label").textContent = next ? `Ray ${next.port} will give:` : "";
  $("guess-port").max = l.ports.length;
  $("fire").hidden = !(next && !next.predict);
  if (next) $("fire").textContent = `Fire ray ${next.port}`;
  $("check").hidden = !(l.find && !found.length);
  $("next").hidden = !isDone() || index + 1 === lessons.length;
  $("legend").textContent = l.find
    ? `${l.atom_count} hidden atom${l.atom_count > 1 ? "s" : ""}; O marks your guess.`
    : "O atom, · empty, arrows: the ray's path. Columns are numbered, rows lettered: C4 is row C, column 4.";
  $("results").textContent = l.find && fired.length
    ? "Rays fired: " + fired.map((f) => `${f.port} → ${f.rim}`).join(", ")
    : "";
}

function draw() {
  drawList();
  drawBoard();
  drawControls();
}

function open(i) {
  index = i;
  step = 0;
  fired = [];
  marks = new Set();
  found = [];
  arrows = new Map();
  lit = new Set();
  busy = false;
  const l = lesson();
  $("lesson-title").textContent = `Lesson ${i + 1} of ${lessons.length}: ${l.title}`;
  $("intro").textContent = l.intro;
  say("");
  draw();
}

// Draws `shot` one cell at a time, then calls `then`.
function animate(shot, then) {
  busy = true;
  arrows = new Map();
  lit = new Set([shot.port]);
  draw();
  let i = 0;
  const tick = () => {
    if (i < shot.path.length) {
      const { cell, arrow } = shot.path[i++];
      arrows.set(cellName(cell[0], cell[1]), arrow);
      drawBoard();
      setTimeout(tick, STEP_MS);
      return;
    }
    if (shot.exit) lit.add(shot.exit);
    busy = false;
    then();
    draw();
  };
  tick();
}

async function fire(port) {
  if (busy) return;
  const l = lesson();
  const next = nextRay();
  if (next && next.predict) {
    say(`First say what ray ${next.port} will do.`);
    return;
  }
  try {
    const shot = await api("/api/learn/ray", { lesson: l.id, port });
    fired.push({ port, rim: shot.rim });
    const counts = next && next.port === port;
    animate(shot, () => {
      say(l.find ? `Ray ${port}: ${shot.said}.` : shot.rules.join(" "));
      if (counts) advance();
    });
  } catch (e) {
    say(e.message, true);
  }
}

async function guess(text) {
  const next = nextRay();
  if (busy || !next) return;
  try {
    const verdict = await api("/api/learn/ray", { lesson: lesson().id, port: next.port, guess: text });
    $("guess-port").value = "";
    animate(verdict.shot, () => {
      say(verdict.text);
      advance();
    });
  } catch (e) {
    say(e.message, true);
  }
}

function advance() {
  step += 1;
  if (isDone()) finish();
}

function finish() {
  const l = lesson();
  done.add(l.id);
  saveProgress();
  const last = index + 1 === lessons.length ? " That was the last lesson." : "";
  const outro = l.find ? "" : "\n\nLesson done. " + l.outro;
  say($("learn-message").textContent + outro + last);
}

function toggle(name) {
  if (busy) return;
  if (!marks.delete(name)) marks.add(name);
  drawBoard();
  drawControls();
  const again = [...document.querySelectorAll("#learn-board td.cell button")]
    .find((b) => b.getAttribute("aria-label").split(":")[0] === name);
  if (again) again.focus();
}

async function check() {
  try {
    const answer = await api("/api/learn/check", {
      lesson: lesson().id,
      marks: [...marks],
      fired: fired.map((f) => f.port),
    });
    say(answer.text, false);
    if (answer.solved) {
      found = answer.atoms.map(([r, c]) => cellName(r, c));
      marks = new Set();
      finish();
      draw();
    }
  } catch (e) {
    say(e.message, true);
  }
}

$("fire").onclick = () => { const next = nextRay(); if (next) fire(next.port); };
$("guess-hit").onclick = () => guess("h");
$("guess-reflection").onclick = () => guess("r");
$("guess").onsubmit = (e) => {
  e.preventDefault();
  const port = $("guess-port").value.trim();
  if (port) guess(port); else say("Type the port it leaves at, or choose Hit or Reflection.");
};
$("check").onclick = check;
$("next").onclick = () => open(index + 1);

(async () => {
  try {
    const response = await fetch("/api/learn");
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error || response.statusText);
    lessons = answer.lessons;
    const first = lessons.findIndex((l) => !done.has(l.id));
    open(first < 0 ? lessons.length - 1 : first);
  } catch (e) {
    say("The lessons could not be loaded: " + e.message, true);
  }
})();
