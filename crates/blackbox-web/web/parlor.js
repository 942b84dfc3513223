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
    box.classList.remove("gems", "unread");
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

// Why each box is ruled out, from the proof's summary in the explanation
// (`parlor solve --explain`: "the X box is ruled out:" then "these cannot
// all hold together:" and its items); empty when it has none.
function ruledOut(explanation) {
  const lines = explanation.split("\n");
  const found = [];
  lines.forEach((line, i) => {
    const m = /^  the (\w+) box is ruled out:/.exec(line);
    if (!m) return;
    const items = [];
    for (let j = i + 1; j < lines.length; j++) {
      const item = /^ {6}- (.*)$/.exec(lines[j]);
      if (item) items.push(item[1]);
      else if (items.length || !/cannot all hold together/.test(lines[j])) break;
    }
    if (items.length) found.push({ box: m[1], items });
  });
  return found;
}

// The reasoning in a few plain steps: each box ruled out and why, then
// the readings left.
function chain(s) {
  const list = $("chain");
  const n = s.readings.length;
  const where = (r) => `the gems in the ${r.gems} box`;
  const roles = (r) => BOXES.map((b) => `${b} ${truthWord[r.boxes[b]]}`).join(", ");
  for (const { box, items } of ruledOut(s.explanation)) {
    const rest = items.filter((t) => t !== `assume the gems are in the ${box} box`);
    item(list, `Not the ${box} box: with the gems there, these cannot all hold — ${rest.join("; ")}.`);
  }
  if (n === 0) {
    item(list, "No way of placing the gems makes one box all true and one all false at once.");
  } else if (n === 1) {
    const r = s.readings[0];
    item(list, `One possibility is left: ${where(r)}, the boxes ${roles(r)}.`);
  } else {
    item(list, `${n}${s.readings_complete === false ? " or more" : ""} possibilities fit the rules (the table below).`);
    const places = [...new Set(s.readings.map((r) => r.gems))];
    item(list, places.length === 1 ? `All of them put the gems in the ${places[0]} box.` :
      `They put the gems in different boxes: ${places.join(", ")}.`);
  }
  if ((s.ruled_out_by_symmetry || []).length) {
    item(list, `The puzzle has one answer, so the gems are not in the ${s.ruled_out_by_symmetry.join(" or ")} box: swapping two boxes' names would put them in another box just as well.`);
  }
  for (const a of s.assumptions || []) item(list, `Assumed: ${a}.`);
  for (const a of s.asides || []) item(list, `Aside: ${a} is about nothing in the room, so it may be true or false.`);
}

// Several readings (the page says possibilities): a small table, one row each.
function table(s) {
  if (s.readings.length < 2) return;
  const t = document.createElement("table");
  t.className = "readings";
  const head = t.createTHead().insertRow();
  for (const h of ["possibility", "gems", ...BOXES]) {
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

// The verdict in words; an answer that rests on wording assumptions says
// so in the same line (as `parlor solve` does not count it a success).
function verdictText(s) {
  const said = verdictWords(s);
  const n = (s.assumptions || []).length;
  return n ? `${said} Read only with ${n} wording assumption${n > 1 ? "s" : ""} (listed below): check the wording.` : said;
}

function verdictWords(s) {
  if (s.verdict === "unique") return `The gems are in the ${s.prize} box.`;
  if (s.verdict === "ambiguous") return `Ambiguous: the gems may be in the ${s.possible.join(" or ")} box.`;
  if (s.verdict === "unknown") return "Unknown: the time limit stopped the search.";
  if (s.verdict === "inconsistent") return "No answer: wherever the gems are, the statements cannot make one box all true and one all false.";
  return s.explanation.trim().split("\n").pop();
}

// The solver's error as this page says it: its advice about the command
// line's --fact option has no place here.
function webError(message) {
  return message.split("\n").filter((line) => !line.includes("--fact")).join("\n");
}

// The boxes with a statement not understood ("statement 2 on the white box: cannot read").
function unread(message) {
  return [...new Set([...message.matchAll(/^statement \d+ on the (\w+) box:/gm)].map((m) => m[1]))]
    .filter((b) => BOXES.includes(b));
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
    $("verdict").scrollIntoView({ block: "nearest" });
  } catch (e) {
    $("error").textContent = webError(e.message);
    for (const b of unread(e.message)) {
      $("box-" + b).classList.add("unread");
      $("box-" + b).querySelector(".badges").appendChild(badge("unread-badge", "not understood"));
    }
    $("error").scrollIntoView({ block: "nearest" });
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
