// Shared by the pages: the API calls and the one board component (an SVG
// that scales to its box). Port numbering comes from the server
// (GET /api/board, the blackbox library's own numbering); nothing here
// re-implements it. Positions are numbered as in every output of blackbox:
// cells from 1, the rim row or column 0 and R + 1 / C + 1.
"use strict";

const $ = (id) => document.getElementById(id);

// POSTs JSON (or text) to the API; resolves to the answer, rejects with its error text.
async function api(path, body) {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const value = await answer.json().catch(() => ({ error: answer.statusText }));
  if (!answer.ok) throw new Error(value.error || answer.statusText);
  return value;
}

// POSTs `body` and calls `onEvent(name, data)` for each server-sent event as
// it arrives; resolves when the stream ends. `signal` aborts it.
async function apiStream(path, body, signal, onEvent) {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!answer.ok) {
    const value = await answer.json().catch(() => ({ error: answer.statusText }));
    throw new Error(value.error || answer.statusText);
  }
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = "message", data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data += line.slice(5).trim();
      }
      if (data) onEvent(name, JSON.parse(data));
    }
  }
}

// The rim of a board of rows x cols, from the server: {ports: [{port, at: [r, c]}]}.
const geometries = new Map();
async function geometry(rows, cols) {
  const key = rows + "x" + cols;
  if (!geometries.has(key)) {
    const answer = await fetch(`/api/board?rows=${rows}&cols=${cols}`);
    const value = await answer.json();
    if (!answer.ok) throw new Error(value.error || answer.statusText);
    geometries.set(key, value);
  }
  return geometries.get(key);
}

const SVG = "http://www.w3.org/2000/svg";
function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// A share as a readable percentage: "37%", "<1%" or ">99%" (never a false 0 or 100).
function percent(share) {
  const p = share * 100;
  if (p > 0 && p < 1) return "<1%";
  if (p < 100 && p > 99) return ">99%";
  return Math.round(p) + "%";
}

// Distinct colours for the pairs of a detour or miss (the number stays the key).
const PAIR_COLOURS = ["#00695c", "#1565c0", "#6a1b9a", "#ad1457", "#4e342e", "#2e7d32", "#283593", "#00838f"];

const U = 40; // one square, in the SVG's own units
// The band of row letters (left) and column numbers (top) outside the rim,
// and the margin on the other sides that keeps the rim's badges inside.
const LABEL = 22, MARGIN = 4;

// When the pointer was last pressed: a board focused just after it was
// tapped, not reached with Tab.
let lastPointer = 0;
document.addEventListener("pointerdown", () => { lastPointer = Date.now(); }, true);

// The board component. `options`: onCell(r, c, event), onPort(n, event),
// onCursor(text) to read the cursor out, onKey(key, [r, c], port) for the
// page's own keys (true when handled).
class Board {
  constructor(svg, options) {
    this.svg = svg;
    this.options = options || {};
    this.model = null;
    this.cursor = [0, 1];
    svg.setAttribute("tabindex", "0");
    svg.setAttribute("role", "application");
    svg.addEventListener("keydown", (e) => this.key(e));
    svg.addEventListener("contextmenu", (e) => e.preventDefault());
    // The cursor is drawn while the board is worked from the keyboard (it
    // takes the focus with Tab, or a key is pressed); a tap hides it, so it
    // never covers what a tap or click user sees.
    svg.addEventListener("keydown", () => { svg.classList.add("keyboard"); this.touched = true; });
    svg.addEventListener("pointerdown", () => { svg.classList.remove("keyboard"); this.touched = true; });
    svg.addEventListener("focus", () => { if (Date.now() - lastPointer > 300) svg.classList.add("keyboard"); });
  }

  // Sets the board's size (fetches its rim from the server).
  async size(rows, cols) {
    this.geo = await geometry(rows, cols);
    this.rows = rows;
    this.cols = cols;
    this.portAt = new Map(this.geo.ports.map((p) => [p.at.join(","), p.port]));
    this.posOf = new Map(this.geo.ports.map((p) => [p.port, p.at]));
    if (!this.inside(this.cursor)) this.cursor = [0, 1];
  }

  // A cell's name, as the board labels it: `C4` (row C, column 4).
  name(r, c) { return this.geo.row_names[r - 1] + c; }

  inside([r, c]) {
    return this.rows && r >= 0 && c >= 0 && r <= this.rows + 1 && c <= this.cols + 1 &&
      !((r === 0 || r === this.rows + 1) && (c === 0 || c === this.cols + 1));
  }

  // The port at a rim position, or null (a cell).
  port([r, c]) { return this.portAt.get(r + "," + c) || null; }

  // Draws `m`: {cells: {"r,c": kind}, heat: {"r,c": share}, percent: bool,
  // rim: {n: {glyph, kind, pair, title}}, flags: {n: "contradicted"|"differs"|"conflict"},
  // suggestion: n, path: [[r, c], ...], partnerOf: n => n,
  // whyPaths: [[[r, c], ...], ...], whyPorts: [n, ...], whyCell: [r, c]}.
  draw(m) {
    this.model = m;
    const svg = this.svg, R = this.rows, C = this.cols;
    svg.innerHTML = "";
    svg.setAttribute("viewBox", `${-LABEL} ${-LABEL} ${(C + 2) * U + LABEL + MARGIN} ${(R + 2) * U + LABEL + MARGIN}`);
    el("rect", { x: U, y: U, width: C * U, height: R * U, class: "tray" }, svg);
    // Rows and columns labelled as cells are named (C4: row C, column 4).
    for (let c = 1; c <= C; c++) {
      el("text", { x: c * U + U / 2, y: -LABEL / 2 + 2, class: "coord", "aria-hidden": "true" }, svg).textContent = c;
    }
    for (let r = 1; r <= R; r++) {
      el("text", { x: -LABEL / 2 + 2, y: r * U + U / 2, class: "coord", "aria-hidden": "true" }, svg).textContent = this.geo.row_names[r - 1];
    }
    for (const { port, at: [r, c] } of this.geo.ports) {
      const info = (m.rim || {})[port];
      const flag = (m.flags || {})[port];
      const g = el("g", { class: "port" + (info ? " " + info.kind : "") + (flag ? " flag-" + flag : "") }, svg);
      const rect = el("rect", { x: c * U + 2, y: r * U + 2, width: U - 4, height: U - 4, rx: 7, id: "port-" + port, "data-port": port, class: "port-box" }, g);
      if (info && info.kind === "pair") rect.style.fill = PAIR_COLOURS[(info.pair - 1) % PAIR_COLOURS.length];
      el("title", {}, rect).textContent = info && info.title ? `port ${port}: ${info.title}` : `port ${port}`;
      rect.addEventListener("click", (e) => { this.cursor = [r, c]; this.drawCursor(); this.options.onPort && this.options.onPort(port, e); });
      const label = el("text", { x: c * U + U / 2, y: r * U + U / 2, class: info ? "rim-glyph" : "rim-num" }, g);
      label.textContent = info ? info.glyph : port;
      if (flag) {
        el("circle", { cx: c * U + U - 6, cy: r * U + 6, r: 7.5, class: "flag-badge" }, g);
        el("text", { x: c * U + U - 6, y: r * U + 6.5, class: "flag-mark" }, g).textContent = flag === "differs" ? "!" : "✗";
      }
      if (m.suggestion === port) {
        el("circle", { cx: c * U + U / 2, cy: r * U + U / 2, r: U / 2 - 1, class: "suggested" }, svg);
      }
    }
    for (let r = 1; r <= R; r++) {
      for (let c = 1; c <= C; c++) {
        const kind = (m.cells || {})[r + "," + c] || "blank";
        const rect = el("rect", { x: c * U, y: r * U, width: U, height: U, class: "cell " + kind, id: `cell-${r}-${c}`, "data-row": r, "data-col": c }, svg);
        rect.addEventListener("click", (e) => { this.cursor = [r, c]; this.drawCursor(); this.options.onCell && this.options.onCell(r, c, e); });
        rect.addEventListener("contextmenu", (e) => { e.preventDefault(); this.cursor = [r, c]; this.options.onCell && this.options.onCell(r, c, e); });
        const share = (m.heat || {})[r + "," + c];
        if (share !== undefined && share !== null && kind === "blank") {
          const heat = el("rect", { x: c * U + 1, y: r * U + 1, width: U - 2, height: U - 2, class: "heat", "data-share": share,
            fill: `rgba(198, 40, 40, ${share === 0 ? 0 : 0.1 + 0.8 * share})` }, svg);
          el("title", {}, heat).textContent = `${this.name(r, c)}: ${percent(share)} of the boards left have an atom here`;
          if (m.percent) el("text", { x: c * U + U / 2, y: r * U + U / 2, class: "share" + (share > 0.55 ? " dark" : "") }, svg).textContent = percent(share);
        }
        this.drawMark(kind, c * U + U / 2, r * U + U / 2);
      }
    }
    // The path drawn after the game, then an explanation's possible paths.
    const lines = (m.path ? [[m.path, "path"]] : []).concat((m.whyPaths || []).map((p) => [p, "path why-path"]));
    for (const [path, cls] of lines) {
      if (path.length < 2) continue;
      // Centres of the positions; an end outside the board is pulled to the
      // board's edge, so the port's label stays readable.
      const points = path.map(([r, c]) => [c * U + U / 2, r * U + U / 2]);
      const outside = ([r, c]) => r === 0 || c === 0 || r === R + 1 || c === C + 1;
      const edge = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const n = points.length;
      if (outside(path[0])) points[0] = edge(points[0], points[1]);
      if (outside(path[n - 1])) points[n - 1] = edge(points[n - 1], points[n - 2]);
      el("polyline", { points: points.map((p) => p.join(",")).join(" "), class: cls }, svg);
      el("circle", { cx: points[0][0], cy: points[0][1], r: 5, class: cls === "path" ? "path-start" : "path-start why-start" }, svg);
    }
    // An explanation's ports and the cell it explains, outlined.
    for (const port of m.whyPorts || []) {
      const at = this.posOf.get(port);
      if (at) el("rect", { x: at[1] * U + 1, y: at[0] * U + 1, width: U - 2, height: U - 2, rx: 8, class: "why-port" }, svg);
    }
    if (m.whyCell) {
      const [r, c] = m.whyCell;
      el("rect", { x: c * U + 2, y: r * U + 2, width: U - 4, height: U - 4, class: "why-cell" }, svg);
    }
    this.drawCursor();
  }

  // The mark of one cell, centred on (x, y).
  drawMark(kind, x, y, svg = this.svg) {
    const ball = (cls) => {
      el("circle", { cx: x, cy: y, r: U * 0.34, class: "ball " + cls }, svg);
      el("circle", { cx: x - U * 0.1, cy: y - U * 0.1, r: U * 0.09, class: "shine" }, svg);
    };
    if (kind === "atom" || kind === "certain-atom") ball(kind === "atom" ? "mine" : "certain");
    else if (kind === "found") { ball("found"); el("path", { d: `M${x - 7} ${y} l5 6 l10 -12`, class: "tick" }, svg); }
    else if (kind === "wrong") { ball("wrong"); el("path", { d: `M${x - 8} ${y - 8} l16 16 M${x + 8} ${y - 8} l-16 16`, class: "cross-on-ball" }, svg); }
    else if (kind === "twin") { ball("twin"); el("text", { x, y: y + 1, class: "on-ball" }, svg).textContent = "≈"; }
    else if (kind === "missed") el("circle", { cx: x, cy: y, r: U * 0.32, class: "ball missed" }, svg);
    else if (kind === "hidden") el("circle", { cx: x, cy: y, r: U * 0.32, class: "ball hidden" }, svg);
    else if (kind === "empty") el("path", { d: `M${x - 6} ${y - 6} l12 12 M${x + 6} ${y - 6} l-12 12`, class: "empty-mark" }, svg);
    else if (kind === "certain-empty") el("circle", { cx: x, cy: y, r: 3, class: "empty-dot" }, svg);
    else if (kind === "forced-atom") el("circle", { cx: x, cy: y, r: U * 0.32, class: "forced" }, svg);
  }

  drawCursor() {
    this.svg.querySelectorAll(".cursor, .partner").forEach((e) => e.remove());
    if (!this.model) return;
    const [r, c] = this.cursor;
    el("rect", { x: c * U + 1, y: r * U + 1, width: U - 2, height: U - 2, rx: 4, class: "cursor" }, this.svg);
    const n = this.port(this.cursor);
    // Only once the user has worked the board: not the starting cursor's.
    const partner = n && this.touched && this.model.partnerOf ? this.model.partnerOf(n) : null;
    if (partner) {
      // Both ends of the ray under the cursor light up (as a tap on a
      // numbered port does in Tatham's Black Box).
      for (const [pr, pc] of [[r, c], this.posOf.get(partner)]) {
        el("rect", { x: pc * U + 1, y: pr * U + 1, width: U - 2, height: U - 2, rx: 4, class: "partner" }, this.svg);
      }
    }
    if (this.options.onCursor) this.options.onCursor(this.cursor, n);
  }

  // Arrows move the cursor (round the rim's corners); Enter or Space acts
  // on it; other keys go to the page.
  key(e) {
    if (!this.model) return;
    const steps = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const [r, c] = this.cursor;
    if (steps[e.key]) {
      e.preventDefault();
      const [dr, dc] = steps[e.key];
      let next = [r + dr, c + dc];
      const [nr, nc] = next;
      if ((nr === 0 || nr === this.rows + 1) && (nc === 0 || nc === this.cols + 1)) {
        next = dr === 0 ? [nr === 0 ? 1 : this.rows, nc] : [nr, nc === 0 ? 1 : this.cols];
      }
      if (this.inside(next)) { this.cursor = next; this.drawCursor(); }
      return;
    }
    const n = this.port(this.cursor);
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (n) this.options.onPort && this.options.onPort(n, e);
      else this.options.onCell && this.options.onCell(r, c, e);
    } else if (this.options.onKey && this.options.onKey(e.key, this.cursor, n)) {
      e.preventDefault();
    }
  }
}

// A rim entry as the board draws it, from an outcome: hit, reflection,
// deflection (a ray turned away unseen at the edge: a game under the ACM
// rules), or an exit whose two ends share the pair number `pair`.
function rimEntry(kind, pair, title) {
  const glyphs = { hit: "H", reflection: "R", deflection: "D" };
  const glyph = glyphs[kind] || String(pair);
  return { kind, glyph, pair, title };
}

// The legend: each item a small picture drawn by the board's own code (so
// the glyph is the one on the board), then its meaning in words. `items`:
// [[kind, text]], kind one of the swatches below.
function drawLegend(container, items) {
  container.innerHTML = "";
  for (const [kind, text] of items) {
    const span = document.createElement("span");
    span.className = "legend-item";
    span.dataset.kind = kind;
    const svg = el("svg", { viewBox: `0 0 ${U} ${U}`, class: "board swatch", "aria-hidden": "true" });
    swatch(svg, kind);
    span.append(svg, text);
    container.appendChild(span);
  }
}

// One legend picture, in a U x U box.
function swatch(svg, kind) {
  const port = (cls, glyph, fill) => {
    const g = el("g", { class: "port " + cls }, svg);
    const rect = el("rect", { x: 2, y: 2, width: U - 4, height: U - 4, rx: 7, class: "port-box" }, g);
    if (fill) rect.style.fill = fill;
    el("text", { x: U / 2, y: U / 2, class: glyph === "12" ? "rim-num" : "rim-glyph" }, g).textContent = glyph;
    return g;
  };
  const cell = (cls) => el("rect", { x: 0, y: 0, width: U, height: U, class: "cell " + (cls || "blank") }, svg);
  const flag = (g, cls, mark) => {
    g.classList.add("flag-" + cls);
    el("circle", { cx: U - 6, cy: 6, r: 7.5, class: "flag-badge" }, g);
    el("text", { x: U - 6, y: 6.5, class: "flag-mark" }, g).textContent = mark;
  };
  const mark = (k) => Board.prototype.drawMark(k, U / 2, U / 2, svg);
  switch (kind) {
    case "hit": port("hit", "H"); break;
    case "reflection": port("reflection", "R"); break;
    case "pair": port("pair", "1", PAIR_COLOURS[0]); break;
    case "contradicted": flag(port("hit", "H"), "contradicted", "✗"); break;
    case "differs": flag(port("", "12"), "differs", "!"); break;
    case "conflict": flag(port("hit", "H"), "conflict", "✗"); break;
    case "suggested": port("", "12"); el("circle", { cx: U / 2, cy: U / 2, r: U / 2 - 1, class: "suggested" }, svg); break;
    case "heat": {
      cell();
      el("rect", { x: 1, y: 1, width: U - 2, height: U - 2, class: "heat", fill: "rgba(198, 40, 40, 0.5)" }, svg);
      el("text", { x: U / 2, y: U / 2, class: "share" }, svg).textContent = "%";
      break;
    }
    case "certain-empty": cell("certain-empty"); mark("certain-empty"); break;
    default: cell(); mark(kind);
  }
}