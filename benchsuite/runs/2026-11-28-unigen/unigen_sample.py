"""UniGen3 (pyunigen) on a DIMACS CNF from `blackbox encode --dimacs`:
N almost-uniform samples projected on the cell variables 1..CELLS.
Usage: python3 unigen_sample.py CNF N CELLS"""
import sys, time, pyunigen
path, n, cells = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
cls = []
for line in open(path):
    if line[0] in 'cp' or not line.strip(): continue
    lits = [int(x) for x in line.split()][:-1]
    cls.append(lits)
s = pyunigen.Sampler(seed=1)
for c in cls: s.add_clause(c)
t = time.time()
cells, hashes, samples = s.sample(num=n, sampling_set=list(range(1, cells + 1)))
print(f"{path}: approxmc {cells}*2^{hashes} samples {len(samples)} in {time.time()-t:.1f}s", flush=True)
