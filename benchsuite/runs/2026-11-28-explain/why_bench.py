#!/usr/bin/env python3
"""Times `blackbox deduce PUZZLE --why CELL` as whole processes (issue: why
within 200 ms p95 on 10x10/10 at 5, 10, 20 rays; 1 s on 15x15/20), paired
with `blackbox solve PUZZLE --count-budget 0 --max-solutions 1` (the
first solution) on the same puzzle as the baseline, and
tabulates how many premises the certain cells of random mid-game states
need (`deduce --why all --json`).

Usage: why_bench.py BLACKBOX OUTDIR timing|table-8x8|table-10x10
States: board `blackbox random --size S --atoms A --seed N`, the rays of
ports picked by Python's random.Random(N) (a fixed stream), each ray once.
"""
import json, random, statistics, subprocess, sys, time, os

BB, OUT, MODE = sys.argv[1], sys.argv[2], sys.argv[3]


def run(args):
    t = time.monotonic()
    p = subprocess.run([BB] + args, capture_output=True, text=True)
    return time.monotonic() - t, p


def state(size, atoms, seed, rays):
    """A puzzle file of `rays` rays fired on a seeded random board."""
    _, board = run(["random", "--size", size, "--atoms", str(atoms), "--seed", str(seed)])
    bpath = f"{OUT}/tmp-board-{size}-{atoms}-{seed}.txt"
    open(bpath, "w").write(board.stdout)
    _, fb = run(["feedback", bpath])
    hints = {}
    for line in fb.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0].isdigit():
            hints[int(parts[0])] = parts[1]
    ports = sorted(hints)
    rng = random.Random(seed)
    rng.shuffle(ports)
    fired, lines = set(), []
    for port in ports:
        if len(lines) == rays:
            break
        if port in fired:
            continue
        fired.add(port)
        if hints[port].isdigit():
            fired.add(int(hints[port]))
        lines.append(f"{port} {hints[port]}")
    path = f"{OUT}/tmp-{size}-{atoms}-{seed}-{rays}.txt"
    open(path, "w").write(f"size {size}\natoms {atoms}\n" + "\n".join(lines) + "\n")
    return path


def nearest_rank(xs, q):
    xs = sorted(xs)
    return xs[max(0, -(-len(xs) * q // 100) - 1)]


def timing():
    rows = [("10x10", 10, 5), ("10x10", 10, 10), ("10x10", 10, 20), ("15x15", 20, 20), ("15x15", 20, 40)]
    for size, atoms, rays in rows:
        why_t, base_t, notes = [], [], []
        seed = 0
        while len(why_t) < 11 and seed < 200:
            seed += 1
            path = state(size, atoms, seed, rays)
            _, d = run(["deduce", path, "--json", "--count-budget", "0"])
            cells = [c for c in json.loads(d.stdout)["cells"] if c["status"] in ("atom", "empty")]
            if not cells:
                continue
            # The certain cell farthest down the list: row by row, the last.
            cell = cells[len(cells) // 2]["cell"]
            name = f"{cell[0]},{cell[1]}"
            tb, _ = run(["solve", path, "--count-budget", "0", "--max-solutions", "1"])
            tw, w = run(["deduce", path, "--why", name, "--json", "--time-limit", "30"])
            ans = json.loads(w.stdout)
            f = ans["cells"][0].get("forced") or {}
            why_t.append(tw)
            base_t.append(tb)
            notes.append(f"seed {seed} cell {name} premises {len(f.get('rays', [])) + int(bool(f.get('atom_count')))} "
                         f"size {f.get('size')} check {f.get('check')} why {tw*1000:.0f} ms first-solve {tb*1000:.0f} ms")
        print(f"{size}/{atoms} at {rays} rays: {len(why_t)} games")
        for n in notes:
            print("   ", n)
        print(f"  why:    median {statistics.median(why_t)*1000:.0f} ms, p95 {nearest_rank(why_t, 95)*1000:.0f} ms, max {max(why_t)*1000:.0f} ms")
        print(f"  solve (first solution, no count): median {statistics.median(base_t)*1000:.0f} ms, p95 {nearest_rank(base_t, 95)*1000:.0f} ms (baseline, same puzzles, same run)")
        sys.stdout.flush()


def table(which):
    for size, atoms, lo, hi in [("8x8", 4, 4, 12), ("10x10", 10, 6, 20)]:
        if size != which:
            continue
        need, times, stopped = {}, [], 0
        for seed in range(1, 101):
            rays = random.Random(1000 + seed).randint(lo, hi)
            path = state(size, atoms, seed, rays)
            t, w = run(["deduce", path, "--why", "all", "--json", "--time-limit", "20"])
            ans = json.loads(w.stdout)
            stopped += "stopped" in ans
            cells = ans["cells"]
            for c in cells:
                f = c["forced"]
                n = len(f["rays"]) + int(f["atom_count"])
                key = (n, f["size"])
                need[key] = need.get(key, 0) + 1
            if cells:
                times.append(t / len(cells))
        print(f"{size}/{atoms}, 100 states of {lo} to {hi} random rays (deduce --why all):")
        total = sum(need.values())
        for n in sorted({k[0] for k in need}):
            by = {s: need.get((n, s), 0) for s in ("smallest", "minimal", "not-minimal")}
            count = sum(by.values())
            print(f"  {n} premise(s): {count} cells ({100*count/total:.1f} %)  smallest {by['smallest']} minimal {by['minimal']} not-minimal {by['not-minimal']}")
        print(f"  certain cells explained: {total}; states stopped by the 20 s limit: {stopped}")
        print(f"  time per explanation (process time / cells, per state): median {statistics.median(times)*1000:.1f} ms, "
              f"p95 {nearest_rank(times, 95)*1000:.1f} ms")
        sys.stdout.flush()


if MODE == "timing":
    timing()
else:
    table(MODE.removeprefix("table-"))
