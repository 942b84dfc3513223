#!/bin/sh
# Before/after the two-search portfolio, interleaved per seed, 30x30/30 full
# feedback, first solution + uniqueness, whole process, LIMIT s each.
# Usage: run.sh BEFORE AFTER OUT "SEEDS" [LIMIT]
BEFORE=$1; AFTER=$2; OUT=$3; SEEDS=$4; LIMIT=${5:-60}
HERE=$(dirname "$0")
uptime > "$OUT/load-start.txt"
for s in $SEEDS; do
  CADICAL=0 sh "$HERE/../2026-11-25-sparse/run.sh" "$BEFORE" "$OUT/before" "$s" "30/30" $LIMIT
  CADICAL=0 sh "$HERE/../2026-11-25-sparse/run.sh" "$AFTER" "$OUT/after" "$s" "30/30" $LIMIT
done
uptime > "$OUT/load-end.txt"
