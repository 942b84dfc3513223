// Shared by the pages: the API call and the board geometry.
"use strict";

// POSTs JSON to the API; resolves to the answer, rejects with its error text.
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

// The grid position (row, col from -1 to rows/cols) of port n on the rim:
// top 1..C left to right, right C+1..C+R top to bottom, bottom right to
// left, left bottom to top.
function portPos(rows, cols, n) {
  const k = n - 1;
  if (k < cols) return [-1, k];
  if (k < cols + rows) return [k - cols, cols];
  if (k < 2 * cols + rows) return [rows, cols - 1 - (k - cols - rows)];
  return [rows - 1 - (k - 2 * cols - rows), -1];
}

// The port number at a rim position, or null (a cell or a corner).
function portAt(rows, cols, r, c) {
  for (let n = 1; n <= 2 * (rows + cols); n++) {
    const [pr, pc] = portPos(rows, cols, n);
    if (pr === r && pc === c) return n;
  }
  return null;
}

const SVG = "http://www.w3.org/2000/svg";
function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// Draws an empty board with its rim into `svg`, `size` pixels a square;
// returns a function from grid position to the square's top-left corner.
function drawGrid(svg, rows, cols, size, onPort, onCell) {
  svg.innerHTML = "";
  svg.setAttribute("width", (cols + 2) * size);
  svg.setAttribute("height", (rows + 2) * size);
  const at = (r, c) => [(c + 1) * size, (r + 1) * size];
  for (let n = 1; n <= 2 * (rows + cols); n++) {
    const [r, c] = portPos(rows, cols, n);
    const [x, y] = at(r, c);
    const rect = el("rect", { x, y, width: size, height: size, class: "port", "data-port": n, id: "port-" + n }, svg);
    if (onPort) {
      rect.addEventListener("click", (e) => onPort(n, e));
      rect.addEventListener("contextmenu", (e) => e.preventDefault());
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [x, y] = at(r, c);
      const rect = el("rect", { x, y, width: size, height: size, class: "cell", "data-row": r + 1, "data-col": c + 1, id: `cell-${r + 1}-${c + 1}` }, svg);
      if (onCell) {
        rect.addEventListener("click", (e) => onCell(r, c, e));
        rect.addEventListener("contextmenu", (e) => { e.preventDefault(); onCell(r, c, e); });
      }
    }
  }
  return at;
}
