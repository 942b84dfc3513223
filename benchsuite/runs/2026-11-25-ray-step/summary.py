"""Paired summary of run.sh's raw.csv and bench-rows.jsonl.
Usage: python3 summary.py OUTDIR (with cpu.csv: run-cpu.sh's runs)
Per job: median and p95 (nearest rank) of each binary's whole-process
seconds, the ratio after/before of the medians, and the median of the
per-pair ratios. Per bench row: the same over each run's row median (ms)."""
import csv, json, math, statistics, sys

def p95(xs):
    xs = sorted(xs)
    return xs[max(0, math.ceil(0.95 * len(xs)) - 1)]

def line(name, before, after, unit):
    pairs = [a / b for b, a in zip(before, after)]
    mb, ma = statistics.median(before), statistics.median(after)
    print(f"| {name} | {len(before)} | {mb:.3f} | {p95(before):.3f} | {ma:.3f} | {p95(after):.3f} "
          f"| {ma / mb:.3f} | {statistics.median(pairs):.3f} |")

out = sys.argv[1]
import os
if os.path.exists(f"{out}/cpu.csv"):
    cpu = {}
    for r in csv.DictReader(open(f"{out}/cpu.csv")):
        cpu.setdefault(r["job"], {}).setdefault(r["binary"], {})[int(r["pair"])] = float(r["cpu_seconds"])
    print("| job (CPU time of the process tree, s) | pairs | before median | before p95 | after median | after p95 | ratio of medians | median paired ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for job, by in cpu.items():
        ps = sorted(set(by["before"]) & set(by["after"]))
        line(job, [by["before"][p] for p in ps], [by["after"][p] for p in ps], "s")
    sys.exit(0)
runs = {}
for r in csv.DictReader(open(f"{out}/raw.csv")):
    assert r["exit"] == "0", r
    runs.setdefault(r["job"], {}).setdefault(r["binary"], {})[int(r["pair"])] = float(r["seconds"])
print("| job (whole process, s) | pairs | before median | before p95 | after median | after p95 | ratio of medians | median paired ratio |")
print("|---|---|---|---|---|---|---|---|")
for job, by in runs.items():
    ps = sorted(by["before"])
    line(job, [by["before"][p] for p in ps], [by["after"][p] for p in ps], "s")
rows = {}
for l in open(f"{out}/bench-rows.jsonl"):
    d = json.loads(l)
    for r in d["rows"]:
        rows.setdefault(r["row"], {}).setdefault(d["binary"], {})[d["pair"]] = (r["median"]["ms"], r["stopped"])
print()
print("| bench --process row (each run's median of 5 seeds, ms) | pairs | before median | before p95 | after median | after p95 | ratio of medians | median paired ratio |")
print("|---|---|---|---|---|---|---|---|")
for row, by in rows.items():
    ps = sorted(by["before"])
    stopped = sum(by[b][p][1] for b in by for p in ps)
    line(row + (f" ({stopped} stopped runs)" if stopped else ""),
         [by["before"][p][0] for p in ps], [by["after"][p][0] for p in ps], "ms")
