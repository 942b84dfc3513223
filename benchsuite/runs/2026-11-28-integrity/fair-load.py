#!/usr/bin/env python3
"""`blackbox serve` under two heavy and fifty small concurrent requests.

Heavy: /api/solve of a 12x12 puzzle with 12 atoms and a third of its hints
(its count runs to the web's time limit). Small: /api/solve of 8x8/4 full
feedback puzzles. The two heavy requests are sent, then after 0.6 s the 50
small ones at once, each from its own thread; prints each kind's statuses
and the small ones' latency quantiles. Usage: fair-load.py BLACKBOX [ROUNDS]."""
import http.client, subprocess, sys, tempfile, threading, time, os

binary = sys.argv[1]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3

def run(*args):
    return subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout

def puzzle(side, atoms, seed, keep):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(run("random", "--size", str(side), "--atoms", str(atoms), "--seed", str(seed)))
    text = run("feedback", f.name)
    os.unlink(f.name)
    lines = text.splitlines()
    head = [l for l in lines if l.startswith(("size", "atoms"))]
    hints = [l for l in lines if l and l[0].isdigit()]
    return "\n".join(head + hints[::keep]) + "\n"

def post(port, body, out, i):
    start = time.monotonic()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.request("POST", "/api/solve", body)
    r = c.getresponse()
    r.read()
    out[i] = (r.status, time.monotonic() - start)

heavy = puzzle(12, 12, 1, 3)
small = [puzzle(8, 4, s, 1) for s in range(50)]
server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
port = int(server.stdout.readline().strip().rsplit(":", 1)[1].split("/")[0])
try:
    for r in range(rounds):
        heavy_out, small_out = [None] * 2, [None] * 50
        ht = [threading.Thread(target=post, args=(port, heavy, heavy_out, i)) for i in range(2)]
        for t in ht: t.start()
        time.sleep(0.6)
        st = [threading.Thread(target=post, args=(port, small[i], small_out, i)) for i in range(50)]
        for t in st: t.start()
        for t in st + ht: t.join()
        lat = sorted(s[1] for s in small_out)
        q = lambda p: lat[min(int(len(lat) * p), len(lat) - 1)] * 1000
        statuses = lambda out: {s: sum(1 for o in out if o[0] == s) for s in sorted({o[0] for o in out})}
        print(f"round {r + 1}: small {statuses(small_out)} p50 {q(0.5):.0f} ms p99 {q(0.99):.0f} ms "
              f"max {lat[-1] * 1000:.0f} ms; heavy {statuses(heavy_out)} "
              f"in {', '.join(f'{h[1]:.2f} s' for h in heavy_out)}", flush=True)
        time.sleep(1)
finally:
    server.kill()
