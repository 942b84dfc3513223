#!/bin/sh
# Issue 24's sparse frontier, whole process, with the previous run's script
# (../2026-11-25-sparse/run.sh: boards from `blackbox random`, full
# feedback, `solve --json --count-budget 0 --max-solutions 1 --time-limit
# LIMIT`, CaDiCaL 1.9.5 on `encode --dimacs` of the same board).
# Usage: run.sh BASE NEW OUTDIR
#   BASE: blackbox built at fb64b90 (main before this branch); NEW: this branch.
# Writes OUTDIR/{new-30,base-30,pairs-base,pairs-new}/raw.csv and load.txt.
HERE=$(cd "$(dirname "$0")" && pwd); RUN="$HERE/../2026-11-25-sparse/run.sh"
BASE=$1; NEW=$2; OUT=$3; SEEDS="1 2 3 4 5 6 7 8 9 10 11"
mkdir -p "$OUT"
load() { echo "$1 $(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/load.txt"; }
load start
# 30x30/30: this branch and CaDiCaL alternating per board, then the base.
sh "$RUN" "$NEW" "$OUT/new-30" "$SEEDS" "30/30" 60; load new-30
CADICAL=0 sh "$RUN" "$BASE" "$OUT/base-30" "$SEEDS" "30/30" 60; load base-30
# The other rows, base then this branch per seed.
for s in $SEEDS; do
  CADICAL=0 sh "$RUN" "$BASE" "$OUT/pairs-base" "$s" "15/20 20/13 20/40 30/90" 60
  CADICAL=0 sh "$RUN" "$NEW" "$OUT/pairs-new" "$s" "15/20 20/13 20/40 30/90" 60
done
load pairs
