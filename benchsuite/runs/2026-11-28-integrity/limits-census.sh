#!/usr/bin/env bash
# `experiment census --time-limit T` on 8x8/6 in memory (75M boards: the
# scan, then the sort and the tally, about 37 CPU-seconds), T spread over
# every phase: each run must end within about a second of T (a partial
# answer: "not done: 8x8/6"). BASE is the binary before the sort and the
# tally polled the control, NEW after; paired, same machine, same load.
# Usage: limits-census.sh BASE NEW > limits-census.txt
set -u
base=$1 new=$2
echo "# $(date -Is) $(uname -r), nproc $(nproc), load: $(cut -d' ' -f1-3 /proc/loadavg)"
for t in 20 40 55 65 75 85; do
  for b in base new; do
    bin=${!b}
    start=$(date +%s.%N)
    out=$("$bin" experiment census --size 8 --atoms 6 --time-limit "$t" 2>&1 | tail -1)
    end=$(date +%s.%N)
    printf '%s T=%s wall=%.2f over=%.2f load=%s | %s\n' "$b" "$t" "$(echo "$end - $start" | bc)" \
      "$(echo "$end - $start - $t" | bc)" "$(cut -d' ' -f1 /proc/loadavg)" "$out"
  done
done
