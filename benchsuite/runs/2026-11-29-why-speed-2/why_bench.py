#!/usr/bin/env python3
"""Times `blackbox deduce PUZZLE --why CELL` as whole processes, paired: for
each game the explanation by the binary measured (NEW) and by a baseline
binary (BASE, the build before the change) run one after the other on the
same puzzle, with `blackbox solve PUZZLE --count-budget 0 --max-solutions 1`
(NEW's first solution) as a reference. Both wall time and CPU time (user +
sys of the child process) are recorded: on a shared machine the wall time is
inflated by the load, the CPU time much less.

Issue targets: why within 200 ms p95 on 10x10/10 at 5, 10, 20 rays; 1 s on
15x15/20 (whole process, at least 11 games).

Usage:
  why_bench.py NEW OUTDIR timing BASE [GAMES]   (GAMES per row, default 11)
  why_bench.py NEW OUTDIR tail BASE [GAMES]     (10x10/10 at 20 rays only)
  why_bench.py NEW OUTDIR table-8x8|table-10x10
States: board `blackbox random --size S --atoms A --seed N`, the rays of
ports picked by Python's random.Random(N) (a fixed stream), each ray once;
the same states as benchsuite/runs/2026-11-28-explain/why_bench.py.
"""
import json, random, resource, statistics, subprocess, sys, time

BB, OUT, MODE = sys.argv[1], sys.argv[2], sys.argv[3]
BASE = sys.argv[4] if len(sys.argv) > 4 else None
GAMES = int(sys.argv[5]) if len(sys.argv) > 5 else 11


def run(args, binary=None):
    """(wall s, cpu s, completed process) of one whole process."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.monotonic()
    p = subprocess.run([binary or BB] + args, capture_output=True, text=True)
    wall = time.monotonic() - t
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return wall, cpu, p


def state(size, atoms, seed, rays):
    """A puzzle file of `rays` rays fired on a seeded random board."""
    _, _, board = run(["random", "--size", size, "--atoms", str(atoms), "--seed", str(seed)])
    bpath = f"{OUT}/tmp-board-{size}-{atoms}-{seed}.txt"
    open(bpath, "w").write(board.stdout)
    _, _, fb = run(["feedback", bpath])
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


def summary(name, xs):
    ms = [x * 1000 for x in xs]
    return (f"{name}: median {statistics.median(ms):.0f} ms, p95 {nearest_rank(ms, 95):.0f} ms, "
            f"max {max(ms):.0f} ms")


def described(w):
    ans = json.loads(w.stdout)
    f = ans["cells"][0].get("forced") or {}
    n = len(f.get("rays", [])) + int(bool(f.get("atom_count")))
    size = f.get("size")
    if size == "minimal":
        size = f"minimal(>={f.get('at_least')})"
    return f"{n} {size} {f.get('check')}"


def timing(rows):
    for size, atoms, rays in rows:
        cols = {k: [] for k in ("new_wall", "new_cpu", "base_wall", "base_cpu", "solve_wall", "solve_cpu")}
        notes = []
        seed = 0
        while len(cols["new_wall"]) < GAMES and seed < 400:
            seed += 1
            path = state(size, atoms, seed, rays)
            _, _, d = run(["deduce", path, "--json", "--count-budget", "0"])
            cells = [c for c in json.loads(d.stdout)["cells"] if c["status"] in ("atom", "empty")]
            if not cells:
                continue
            cell = cells[len(cells) // 2]["cell"]
            name = f"{cell[0]},{cell[1]}"
            why = ["deduce", path, "--why", name, "--json", "--time-limit", "30"]
            sw, sc, _ = run(["solve", path, "--count-budget", "0", "--max-solutions", "1"])
            bw, bc, b = run(why, BASE)
            nw, nc, n = run(why)
            for k, v in (("new_wall", nw), ("new_cpu", nc), ("base_wall", bw), ("base_cpu", bc),
                         ("solve_wall", sw), ("solve_cpu", sc)):
                cols[k].append(v)
            notes.append(f"seed {seed} cell {name}: new {nw*1000:.0f} ms wall {nc*1000:.0f} ms cpu "
                         f"[{described(n)}] | base {bw*1000:.0f} ms wall {bc*1000:.0f} ms cpu "
                         f"[{described(b)}] | first-solve {sw*1000:.0f} ms wall")
        print(f"{size}/{atoms} at {rays} rays: {len(notes)} games (premises, size, check)")
        for line in notes:
            print("   ", line)
        for k in cols:
            print("  ", summary(k.replace("_", " "), cols[k]))
        sys.stdout.flush()


def table(which):
    for size, atoms, lo, hi in [("8x8", 4, 4, 12), ("10x10", 10, 6, 20)]:
        if size != which:
            continue
        need, times, stopped = {}, [], 0
        for seed in range(1, 101):
            rays = random.Random(1000 + seed).randint(lo, hi)
            path = state(size, atoms, seed, rays)
            t, _, w = run(["deduce", path, "--why", "all", "--json", "--time-limit", "20"])
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
        print(f"  time per explanation (process wall time / cells, per state): median {statistics.median(times)*1000:.1f} ms, "
              f"p95 {nearest_rank(times, 95)*1000:.1f} ms")
        sys.stdout.flush()


if MODE == "timing":
    timing([("10x10", 10, 5), ("10x10", 10, 10), ("10x10", 10, 20), ("15x15", 20, 20), ("15x15", 20, 40)])
elif MODE == "tail":
    timing([("10x10", 10, 20)])
else:
    table(MODE.removeprefix("table-"))
