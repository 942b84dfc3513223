#!/usr/bin/env python3
"""The kept run and the rate benchmark of `blackbox generate`.

kept CONFIG...: one `generate --json` process per configuration
  (ROWSxCOLS/ATOMS/DIFFICULTY/COUNT/TIME_LIMIT), each puzzle stamped with the
  wall time since the one before it as it arrives; every puzzle then
  re-checked by other processes of `blackbox solve` on the native puzzle
  text built here from the JSON results (not from the ID): exactly one
  solution, the one printed (the SAT engine; on 8x8 also the brute-force
  engine), and minimal: each printed result left out, `solve` finds a
  second solution. Writes kept-<config>.jsonl and prints the distributions.

compare BASE NEW CONFIG...: whole-process times of `generate --count 1 --seed S`
  for seeds 1..N by two binaries, BASE and NEW, run one after the other for
  each seed (which goes first alternates), so both see the same load; says
  whether their puzzles are the same (stdout byte for byte); prints median,
  p95 and max of each and of the per-seed ratio NEW/BASE, and the CPU time
  (user + system) of each process.

bench CONFIG...: whole-process times of `generate --count 1 --seed S` for
  seeds 1..N, each paired with a run of a fixed baseline command (a solve of
  a fixed 8x8 puzzle) just before it, so that the load of the shared
  machine shows; prints median and p95.
"""
import collections
import json
import os
import resource
import statistics
import subprocess
import sys
import time

B = os.environ.get("BLACKBOX", "target/release/blackbox")


def native(p, drop=None):
    lines = [f"size {p['rows']}x{p['cols']}", f"atoms {p['atoms']}"]
    for r in p["results"]:
        if r["port"] == drop:
            continue
        word = {"hit": "H", "reflection": "R"}.get(r["outcome"], str(r["exit"]))
        lines.append(f"{r['port']} {word}")
    return "\n".join(lines) + "\n"


def solve(text, *extra):
    out = subprocess.run([B, "solve", "-", "--json", *extra], input=text,
                         capture_output=True, text=True, timeout=600)
    return json.loads(out.stdout)


def solutions(answer):
    return sorted(tuple(c) for c in answer)


def recheck(p):
    """(unique and the printed answer, brute agrees or None, minimal)."""
    text = native(p)
    sat = solve(text, "--max-solutions", "2")
    sols = [solutions(s) for s in sat.get("solutions", [])]
    unique = len(sols) == 1 and sols[0] == solutions(p["answer"])
    brute = None
    if p["rows"] * p["cols"] <= 64:
        b = solve(text, "--engine", "brute", "--max-solutions", "2", "--time-limit", "120")
        bs = [solutions(s) for s in b.get("solutions", [])]
        brute = len(bs) == 1 and bs[0] == solutions(p["answer"])
    minimal = all(len(solve(native(p, r["port"]), "--max-solutions", "2").get("solutions", [])) >= 2
                  for r in p["results"])
    return unique, brute, minimal


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def kept(config):
    size, atoms, difficulty, count, limit = config.split("/")
    rows, cols = size.split("x")
    cmd = [B, "generate", "--json", "--size", size, "--atoms", atoms, "--difficulty",
           difficulty, "--count", count, "--seed", "2026", "--time-limit", limit]
    print("$", " ".join(cmd), flush=True)
    start = last = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    puzzles = []
    for line in proc.stdout:
        now = time.monotonic()
        p = json.loads(line)
        p["seconds_since_previous"] = round(now - last, 3)
        last = now
        puzzles.append(p)
    code = proc.wait()
    total = time.monotonic() - start
    for p in puzzles:
        p["recheck_unique"], p["recheck_brute"], p["recheck_minimal"] = recheck(p)
    name = f"kept-{rows}x{cols}-{atoms}-{difficulty}.jsonl"
    with open(name, "w") as f:
        for p in puzzles:
            f.write(json.dumps(p) + "\n")
    secs = [p["seconds_since_previous"] for p in puzzles]
    print(f"{config}: exit {code}, {len(puzzles)} puzzles in {total:.1f} s -> {name}")
    if not puzzles:
        return
    print(f"  seconds per puzzle (as they arrived, 2 threads): median {statistics.median(secs):.2f}"
          f" p95 {pct(secs, 0.95):.2f} max {max(secs):.2f}")
    print(f"  re-checked: unique and the printed answer {sum(p['recheck_unique'] for p in puzzles)}"
          f"/{len(puzzles)}; brute force agrees "
          f"{sum(bool(p['recheck_brute']) for p in puzzles)}/"
          f"{sum(p['recheck_brute'] is not None for p in puzzles)}; minimal "
          f"{sum(p['recheck_minimal'] for p in puzzles)}/{len(puzzles)}")
    results = collections.Counter(len(p["results"]) for p in puzzles)
    print("  printed results per puzzle:", dict(sorted(results.items())))
    kinds = collections.Counter(r["outcome"] for p in puzzles for r in p["results"])
    print("  printed results by kind:", dict(sorted(kinds.items())))
    measures = collections.Counter(
        (p["measure"]["largest"], p["measure"]["atom_count"], p["measure"]["case_split"])
        for p in puzzles)
    print("  measure (largest set, needs atom count, case split): count")
    for m, n in sorted(measures.items()):
        print(f"    {m}: {n}")
    steps = collections.Counter(len(p["steps"]) for p in puzzles)
    print("  steps per puzzle:", dict(sorted(steps.items())))


def bench(config):
    size, atoms, difficulty, seeds, timeout = config.split("/")
    base = [B, "solve", "8x8-4-3K0F60W9SGC0Y"]
    times, baseline = [], []
    for seed in range(1, int(seeds) + 1):
        t = time.monotonic()
        subprocess.run(base, capture_output=True)
        baseline.append(time.monotonic() - t)
        cmd = [B, "generate", "--json", "--size", size, "--atoms", atoms, "--difficulty",
               difficulty, "--count", "1", "--seed", str(seed), "--time-limit", timeout]
        t = time.monotonic()
        out = subprocess.run(cmd, capture_output=True, text=True)
        times.append(time.monotonic() - t)
        print(f"  seed {seed}: {times[-1]:.2f} s exit {out.returncode}; baseline {baseline[-1]:.3f} s",
              flush=True)
    print(f"{config}: generate --count 1, whole process, {len(times)} seeds: median "
          f"{statistics.median(times):.2f} s, p95 {pct(times, 0.95):.2f} s, max {max(times):.2f} s;"
          f" paired baseline (solve of a fixed 8x8 puzzle) median {statistics.median(baseline):.3f} s")


def run_once(binary, cmd):
    """(wall seconds, exit code, stdout, CPU seconds: user + system)."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.monotonic()
    out = subprocess.run([binary, *cmd], capture_output=True, text=True)
    wall = time.monotonic() - t
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return wall, out.returncode, out.stdout, cpu


def compare(base, new, config):
    size, atoms, difficulty, seeds, timeout = config.split("/")
    rows = []
    for seed in range(1, int(seeds) + 1):
        cmd = ["generate", "--json", "--size", size, "--atoms", atoms, "--difficulty",
               difficulty, "--count", "1", "--seed", str(seed), "--time-limit", timeout]
        first, second = (base, new) if seed % 2 else (new, base)
        a = run_once(first, cmd)
        b = run_once(second, cmd)
        tb, tn = (a, b) if first == base else (b, a)
        same = tb[2] == tn[2]
        rows.append((tb[0], tn[0], same, tb[3], tn[3]))
        print(f"  seed {seed}: base {tb[0]:.2f} s (CPU {tb[3]:.2f}) exit {tb[1]}, new {tn[0]:.2f} s"
              f" (CPU {tn[3]:.2f}) exit {tn[1]}, ratio {tn[0] / tb[0]:.2f}, same puzzle: {same}",
              flush=True)
    bt, nt = [r[0] for r in rows], [r[1] for r in rows]
    bc, nc = [r[3] for r in rows], [r[4] for r in rows]
    ratios = [r[1] / r[0] for r in rows]
    print(f"{config}: CPU seconds (user + system): base median {statistics.median(bc):.2f}"
          f" p95 {pct(bc, 0.95):.2f} total {sum(bc):.2f}; new median {statistics.median(nc):.2f}"
          f" p95 {pct(nc, 0.95):.2f} total {sum(nc):.2f}", flush=True)
    print(f"{config}: {len(rows)} seeds, paired; base median {statistics.median(bt):.2f} s"
          f" p95 {pct(bt, 0.95):.2f} s max {max(bt):.2f} s; new median {statistics.median(nt):.2f} s"
          f" p95 {pct(nt, 0.95):.2f} s max {max(nt):.2f} s; ratio new/base median"
          f" {statistics.median(ratios):.2f} (min {min(ratios):.2f}, max {max(ratios):.2f});"
          f" same puzzles {sum(r[2] for r in rows)}/{len(rows)}", flush=True)


if __name__ == "__main__":
    what, args = sys.argv[1], sys.argv[2:]
    if what == "compare":
        for c in args[2:]:
            compare(args[0], args[1], c)
    else:
        for c in args:
            (kept if what == "kept" else bench)(c)
