#!/bin/sh
# Wall time, peak memory and output size of `parlor solve --explain` on two
# puzzles of twelve counting statements, at several time limits.
# usage: run.sh PARLOR_BINARY
P=${1:-target/release/parlor}
D=$(dirname "$0")
for f in equal-12 counting-12; do
  for t in 0.3 0.5 1 2 5; do
    /usr/bin/time -f "$f --time-limit $t: %e s, %M KB peak" "$P" solve "$D/$f.txt" --explain --time-limit $t > /tmp/explain.out 2>/tmp/explain.err
    tail -1 /tmp/explain.err; printf '  output %s bytes; ' "$(wc -c < /tmp/explain.out)"; grep "time limit cut" /tmp/explain.out || echo "(nothing cut)"; printf "  "; tail -1 /tmp/explain.out
  done
  /usr/bin/time -f "$f solve (no --explain): %e s, %M KB peak" "$P" solve "$D/$f.txt" > /dev/null 2>/tmp/explain.err; tail -1 /tmp/explain.err
done
