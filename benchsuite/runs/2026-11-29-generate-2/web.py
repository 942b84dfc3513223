#!/usr/bin/env python3
"""The Puzzles page's solver calls against the web server's deadline.

web BINARY DATES...: starts `BINARY serve --port 0`, then for each date and
  each difficulty (hard, expert) times, whole request over HTTP:
  - POST /api/puzzles/daily {"date", "difficulty"} (the server generates the
    daily puzzle, finds its one answer again and grades it), then
  - POST /api/puzzles/marks {"id"} with no marks (the page's Check/Hint: the
    answer found again, the puzzle graded, the check and the first hint),
  each one request at a time (nothing else queued on the server), and
  prints status, seconds, and per difficulty and endpoint median, p95, max
  against the server's 5 s deadline (its solver time limit is 0.8 of it, so
  a call stopped by it answers 503 after about 4 s: counted as refused).
"""
import json
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def post(url, body):
    data = json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    t = time.monotonic()
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            status, text = r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        status, text = e.code, e.read().decode()
    return status, time.monotonic() - t, text


def main():
    binary, dates = sys.argv[1], sys.argv[2:]
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    base = line.split()[2].rstrip("/")
    print(f"# {line.strip()}  (load {open('/proc/loadavg').read().strip()})", flush=True)
    times = {}
    try:
        for date in dates:
            for difficulty in ["hard", "expert"]:
                status, secs, text = post(base + "/api/puzzles/daily",
                                          {"date": date, "difficulty": difficulty})
                times.setdefault((difficulty, "daily"), []).append((secs, status))
                print(f"{date} {difficulty} daily: {status} {secs:.2f} s {text[:160]}", flush=True)
                if status != 200:
                    continue
                pid = json.loads(text)["id"]
                status, secs, text = post(base + "/api/puzzles/marks", {"id": pid})
                times.setdefault((difficulty, "marks"), []).append((secs, status))
                print(f"{date} {difficulty} marks {pid}: {status} {secs:.2f} s {text[:160]}",
                      flush=True)
    finally:
        server.terminate()
        server.wait()
    print(f"# load at the end {open('/proc/loadavg').read().strip()}")
    for (difficulty, what), rows in sorted(times.items()):
        xs = [secs for secs, _ in rows]
        over = sum(x > 5 for x in xs)
        refused = sum(status != 200 for _, status in rows)
        print(f"{difficulty} {what}: {len(xs)} requests, median {statistics.median(xs):.2f} s,"
              f" p95 {pct(xs, 0.95):.2f} s, max {max(xs):.2f} s; past the 5 s deadline: {over};"
              f" refused (not 200; the solver's time limit is 4 s): {refused}")


if __name__ == "__main__":
    main()
