"""Medians, p95 and peak memory per (board, job, binary) from raw.csv."""
import csv, sys, statistics as st
from collections import defaultdict
rows = list(csv.DictReader(open(sys.argv[1])))
d = defaultdict(list)
for r in rows:
    d[(r['board'], r['job'], r['binary'])].append(r)
def p95(xs):
    xs = sorted(xs); return xs[round((len(xs) - 1) * 0.95)]
print(f"{'board':<10} {'job':<13} {'binary':<5} {'n':>2} {'median s':>9} {'p95 s':>7} {'peak MB':>8} {'timeouts':>8}")
for k in sorted(d, key=lambda k: (int(k[0].split('x')[0]), -int(k[0].split('/')[1]), k[1], k[2])):
    rs = d[k]; secs = [float(r['seconds']) for r in rs]
    print(f"{k[0]:<10} {k[1]:<13} {k[2]:<5} {len(rs):>2} {st.median(secs):>9.2f} {p95(secs):>7.2f} {max(int(r['max_rss_kb']) for r in rs)//1024:>8} {sum(r['exit']=='124' for r in rs):>8}")
