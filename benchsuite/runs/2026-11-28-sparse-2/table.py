"""The per-seed table of raw-30x30-30.csv (run.sh): base and new seconds
(">60": not decided within the limit) and the load before each run, then per
seed set how many each decided within 10 s and 60 s.
Usage: table.py raw-30x30-30.csv"""
import csv, sys
rows = {}
for r in csv.DictReader(open(sys.argv[1])):
    rows.setdefault(int(r["seed"]), {})[r["tool"]] = r
def secs(r):
    return ">60" if r["exit"] != "0" else r["seconds"]
print("| seed | base s | new s | load (base/new) |")
print("|---:|---:|---:|---|")
for s in sorted(rows):
    b, n = rows[s].get("base"), rows[s].get("new")
    if b and n:
        print(f"| {s} | {secs(b)} | {secs(n)} | {b['load1']} / {n['load1']} |")
print()
for lo, hi in ((12, 22), (23, 33), (34, 44)):
    for tool in ("base", "new"):
        t = [float(rows[s][tool]["seconds"]) if rows[s][tool]["exit"] == "0" else None
             for s in range(lo, hi + 1) if s in rows and tool in rows[s]]
        ten = sum(1 for x in t if x is not None and x <= 10)
        sixty = sum(1 for x in t if x is not None)
        print(f"seeds {lo}-{hi} {tool}: {ten} of {len(t)} within 10 s, {sixty} within 60 s")
