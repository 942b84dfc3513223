#!/bin/sh
# Issue 24's sparse frontier, before/after, whole process, interleaved:
# per board BASE then NEW, each `solve --json --count-budget 0
# --max-solutions 1 --time-limit 60` under `timeout 60`, timed by
# /usr/bin/time (10 ms resolution); the 1-minute load average before each run.
# Usage: run.sh BASE NEW OUTCSV "SEEDS"   (30x30 boards, 30 atoms, full feedback)
B=$1; N=$2; OUT=$3; SEEDS=$4; LIMIT=60
D=$(mktemp -d)
[ -f "$OUT" ] || echo "tool,board,seed,seconds,exit,load1,out" > "$OUT"
for s in $SEEDS; do
  f="$D/30x30-30-$s.txt"
  "$B" random --size 30x30 --atoms 30 --seed $s > "$f"
  for pair in "base:$B" "new:$N"; do
    tag=${pair%%:*}; bin=${pair#*:}
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "%e" -o "$D/t" timeout $LIMIT "$bin" solve --json --count-budget 0 --max-solutions 1 --time-limit $LIMIT "$f" > "$D/o" 2>/dev/null
    code=$?; secs=$(tail -1 "$D/t"); [ $code = 124 ] && secs=$LIMIT
    out=$(python3 -c "import json; d=json.load(open('$D/o')); print(f\"consistent={d.get('consistent')} unique={d.get('unique')}\")" 2>/dev/null)
    echo "$tag,30x30/30,$s,$secs,$code,$load,$out" >> "$OUT"
  done
done
rm -rf "$D"
