// The Parlor page: three boxes' statements, solved by /api/parlor/solve.
"use strict";

const $ = (id) => document.getElementById(id);

async function solve() {
  $("error").textContent = "";
  try {
    const s = await api("/api/parlor/solve", { blue: $("blue").value, white: $("white").value, black: $("black").value });
    $("verdict").textContent = s.verdict + (s.prize ? `: the gems are in the ${s.prize} box` : "");
    $("readings").textContent = s.readings.map((r) => JSON.stringify(r)).join("\n") || "none";
    $("explanation").textContent = s.explanation;
  } catch (e) {
    $("verdict").textContent = "–";
    $("error").textContent = e.message;
  }
}

(async () => {
  const examples = await fetch("/api/parlor/examples").then((r) => r.json());
  for (const ex of examples) {
    const b = document.createElement("button");
    b.textContent = ex.name;
    b.onclick = () => {
      for (const box of ["blue", "white", "black"]) $(box).value = ex[box].join("\n");
      solve();
    };
    $("examples").appendChild(b);
  }
})();
$("solve").onclick = solve;
