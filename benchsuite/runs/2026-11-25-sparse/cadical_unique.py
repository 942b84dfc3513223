"""First solution + uniqueness of a DIMACS CNF with CaDiCaL 1.9.5 (pysat's
Cadical195): solve, then block the model on the cell variables (1..CELLS,
the first comment line of `blackbox encode --dimacs` says which) and solve
again. Prints: verdict (inconsistent / unique / several), seconds per step."""
import sys, time
from pysat.formula import CNF
from pysat.solvers import Cadical195

path, cells = sys.argv[1], int(sys.argv[2])
t0 = time.time()
cnf = CNF(from_file=path)
t1 = time.time()
s = Cadical195(bootstrap_with=cnf.clauses)
t2 = time.time()
if not s.solve():
    print(f"inconsistent load={t1-t0:.2f} first={time.time()-t2:.2f}")
    sys.exit(0)
t3 = time.time()
model = s.get_model()
s.add_clause([-l for l in model[:cells]])
second = s.solve()
t4 = time.time()
print(f"{'several' if second else 'unique'} load={t1-t0:.2f} first={t3-t2:.2f} second={t4-t3:.2f}")
