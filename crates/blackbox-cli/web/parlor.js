// The Parlor page: three boxes' statements, solved by /api/parlor/solve;
// the verdict drawn on the boxes, the reasoning as a short chain in words
// (from the readings), the formulas and the proof behind "Details".
"use strict";

const BOXES = ["blue", "white", "black"];
const truthWord = { true: "true", false: "false", neither: "mixed" };

// Forgets what the last answer showed.
function clearResult() {
  $("error").textContent = "";
  $("result").hidden = true;
  $("chain").innerHTML = "";
  $("readings").innerHTML = "";
  $("explanation").textContent = "";
  for (const b of BOXES) {
    const box = $("box-" + b);
    box.classList.remove("gems");
    box.querySelector(".badges").innerHTML = "";
    box.querySelector(".marks").innerHTML = "";
  }
}

function badge(cls, text) {
  const span = document.createElement("span");
  span.className = cls;
  span.textContent = text;
  return span;
}

function statements(b) {
  return $(b).value.split("\n").map((s) => s.trim()).filter((s) => s);
}

function item(list, text) {
  const li = document.createElement("li");
  li.textContent = text;
  list.appendChild(li);
}

// The verdict drawn on the boxes: the gems box ringed and badged; each box
// true / false / mixed when every reading agrees, else "depends".
function drawOnBoxes(s) {
  const gems = s.prize ? [s.prize] : s.possible || [];
  for (const b of BOXES) {
    const box = $("box-" + b);
    const badges = box.querySelector(".badges");
    if (gems.includes(b)) {
      box.classList.add("gems");
      badges.appendChild(badge("gem-badge", s.prize ? "◆ gems here" : "◆ gems maybe"));
    }
    const truths = [...new Set(s.readings.map((r) => r.boxes[b]))];
    if (truths.length === 1) badges.appendChild(badge("truth " + (truths[0] === "neither" ? "mixed" : truths[0]), truthWord[truths[0]]));
    else if (truths.length > 1) badges.appendChild(badge("truth mixed", "depends on the reading"));
    if (s.readings.length === 1) {
      const marks = box.querySelector(".marks");
      const values = s.readings[0].statements[b] || [];
      statements(b).forEach((text, i) => {
        if (i < values.length) item(marks, `${values[i] ? "✓ true" : "✗ false"}: ${text}`);
      });
    }
  }
}

// The reasoning in a few plain steps, from the verdict and the readings.
function chain(s) {
  const list = $("chain");
  const n = s.readings.length;
  const where = (r) => `the gems in the ${r.gems} box`;
  const roles = (r) => BOXES.map((b) => `${b} ${truthWord[r.boxes[b]]}`).join(", ");
  if (n === 0) {
    item(list, "No way of placing the gems makes one box all true and one all false at once.");
  } else if (n === 1) {
    const r = s.readings[0];
    item(list, `Only one reading satisfies the rules: ${where(r)}.`);
    item(list, `In it the boxes are: ${roles(r)}.`);
    item(list, "Every other placement of the gems makes some statement contradict the rules.");
  } else {
    item(list, `${n}${s.readings_complete === false ? " or more" : ""} readings satisfy the rules (the table below).`);
    const places = [...new Set(s.readings.map((r) => r.gems))];
    item(list, places.length === 1 ? `All of them put the gems in the ${places[0]} box.` :
      `They put the gems in different boxes: ${places.join(", ")}.`);
  }
  if ((s.ruled_out_by_symmetry || []).length) {
    item(list, `Assuming the answer is unique rules out the ${s.ruled_out_by_symmetry.join(" and ")} box (symmetric readings).`);
  }
  for (const a of s.assumptions || []) item(list, `Assumed: ${a}.`);
}

// Several readings: a small table, one row a reading.
function table(s) {
  if (s.readings.length < 2) return;
  const t = document.createElement("table");
  t.className = "readings";
  const head = t.createTHead().insertRow();
  for (const h of ["reading", "gems", ...BOXES]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = h;
    head.appendChild(th);
  }
  const body = t.createTBody();
  s.readings.forEach((r, i) => {
    const row = body.insertRow();
    for (const v of [String(i + 1), r.gems, ...BOXES.map((b) => truthWord[r.boxes[b]])]) row.insertCell().textContent = v;
  });
  $("readings").appendChild(t);
}

function verdictText(s) {
  if (s.verdict === "unique") return `The gems are in the ${s.prize} box.`;
  if (s.verdict === "ambiguous") return `Ambiguous: the gems may be in the ${s.possible.join(" or ")} box.`;
  if (s.verdict === "unknown") return "Unknown: the time limit stopped the search.";
  if (s.verdict === "inconsistent") return "Inconsistent: no reading satisfies the rules.";
  return s.explanation.trim().split("\n").pop();
}

async function solve() {
  clearResult();
  try {
    const s = await api("/api/parlor/solve", { blue: $("blue").value, white: $("white").value, black: $("black").value });
    $("result").hidden = false;
    $("verdict").textContent = verdictText(s);
    drawOnBoxes(s);
    chain(s);
    table(s);
    $("explanation").textContent = s.explanation;
  } catch (e) {
    $("error").textContent = e.message;
  }
}

(async () => {
  const examples = await fetch("/api/parlor/examples").then((r) => r.json());
  for (const ex of examples) {
    const b = document.createElement("button");
    b.textContent = ex.name;
    b.onclick = () => {
      for (const box of BOXES) $(box).value = ex[box].join("\n");
      solve();
    };
    $("examples").appendChild(b);
  }
})();
$("solve").onclick = solve;
for (const b of BOXES) $(b).addEventListener("input", clearResult);
