#!/usr/bin/env bash
# Before/after timings of the crate split (issue 11): the same commands run by
# the binary built from the commit before the split (BASE) and by the current
# one (NEW), alternated, each as a whole process under /usr/bin/time.
# Usage: benchsuite/restructure/run.sh BASE_BLACKBOX NEW_BLACKBOX [RUNS] > raw.txt
set -euo pipefail
base=$1 new=$2 runs=${3:-3}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
cd "$(dirname "$0")/../.."
jobs=(
  "experiment census --size 7 --atoms 5"
  "experiment census --size 8 --atoms 4"
  "experiment fill-ports --size 8 --atoms 4"
  "experiment first-move --size 8 --atoms 5"
  "experiment play --strategy best,entropy,minimax --size 6 --atoms 4 --games 2000 --seed 1"
  "solve examples/puzzle-8x8.txt"
  "solve examples/puzzle-partial.txt --max-solutions 1"
  "deduce examples/puzzle-partial.txt"
)
echo "# base: $base ($("$base" --version))"
echo "# new:  $new ($("$new" --version))"
echo "# $(uname -srm), $(nproc) cores, load: $(cut -d' ' -f1-3 /proc/loadavg)"
for job in "${jobs[@]}"; do
  for ((i = 1; i <= runs; i++)); do
    for which in base new; do
      bin=${!which}
      # shellcheck disable=SC2086
      /usr/bin/time -o "$tmp" -f '%e %U %M' "$bin" $job >/dev/null 2>&1
      t=$(tail -1 "$tmp")
      echo "$which | $job | run $i | wall user maxrss_kb: $t"
    done
  done
done
