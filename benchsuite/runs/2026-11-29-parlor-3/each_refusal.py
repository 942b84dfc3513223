#!/usr/bin/env python3
"""List every statement the parser refuses in the puzzles it did not answer.

`parlor check` stops at the first statement it cannot read; to see the
others, the refused statement is replaced by a plain readable one
("THE GEMS ARE IN THE BLUE BOX.") and the puzzle checked again, until it
reads. The replacement is only a probe: the puzzle's answer is not used.
usage: each_refusal.py PARLOR SET.json > out.txt
"""
import json, re, subprocess, sys, tempfile
parlor, path = sys.argv[1], sys.argv[2]
puzzles = json.load(open(path))
def check(p):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump([p], f)
    out = subprocess.run([parlor, "check", "--json", f.name], capture_output=True, text=True)
    return json.loads(out.stdout)["results"][0]
for p in puzzles:
    r = check(p)
    if not r.get("error"):
        continue
    q = json.loads(json.dumps(p))
    for _ in range(9):
        r = check(q)
        err = r.get("error")
        if not err:
            break
        print(f"== {p['id']}: {err}\n")
        m = re.match(r"statement (\d) on the (\w+) box", err)
        if not m:
            break
        k, box = int(m.group(1)), m.group(2)
        q[box][k - 1] = "THE GEMS ARE IN THE BLUE BOX."
