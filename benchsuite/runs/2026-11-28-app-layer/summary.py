"""Medians, 95th percentiles and paired ratios (after / before) of cpu.csv."""
import csv, statistics, sys

def p95(xs):
    xs = sorted(xs)
    return xs[max(0, -(-95 * len(xs) // 100) - 1)]  # nearest rank

rows = list(csv.DictReader(open(sys.argv[1] + "/cpu.csv")))
jobs = list(dict.fromkeys(r["job"] for r in rows))
print("| job (CPU s, process tree) | pairs | before median | before p95 | after median | after p95 | ratio of medians | median paired ratio | paired ratios min..max |")
print("|---|---|---|---|---|---|---|---|---|")
for job in jobs:
    t = {}
    for r in rows:
        if r["job"] == job:
            t.setdefault(r["pair"], {})[r["binary"]] = float(r["cpu_seconds"])
    pairs = [v for v in t.values() if "before" in v and "after" in v]
    b = [v["before"] for v in pairs]
    a = [v["after"] for v in pairs]
    ratios = [v["after"] / v["before"] for v in pairs]
    print(f"| {job} | {len(pairs)} | {statistics.median(b):.3f} | {p95(b):.3f} | "
          f"{statistics.median(a):.3f} | {p95(a):.3f} | {statistics.median(a) / statistics.median(b):.3f} | "
          f"{statistics.median(ratios):.3f} | {min(ratios):.3f}..{max(ratios):.3f} |")
