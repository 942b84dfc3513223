#!/usr/bin/env bash
# The exact optimum of SIZExSIZE with ATOMS atoms, searched until LIMIT
# seconds pass: nice NICE (default 19), one thread, resumable from its memo (kept out of
# git, in target/optimum/); the log beside this script, NxN-K.log.
# Usage: run.sh SIZE ATOMS   (B=binary, LIMIT=seconds, MB=memory budget)
set -euo pipefail
SIZE=$1 ATOMS=$2
cd "$(dirname "$0")/../../.."
B=${B:-target/optimum/blackbox}
LIMIT=${LIMIT:-21600}
MB=${MB:-12000}
G=${SIZE}x${SIZE}-${ATOMS}
mkdir -p target/optimum experiments/optimum
CMD=(experiment optimum --size "$SIZE" --atoms "$ATOMS" --memo "target/optimum/$G.memo"
  --out "experiments/optimum/optimum-$G.tree" --time-limit "$LIMIT" --memory-mb "$MB")
{
  echo "# $(date -u +%FT%TZ) binary of commit $(cat "$(dirname "$B")/COMMIT" 2>/dev/null || git rev-parse --short HEAD) $(rustc --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "# command: blackbox ${CMD[*]}"
  RAYON_NUM_THREADS=1 nice -n "${NICE:-19}" /usr/bin/time -v "$B" "${CMD[@]}" 2>&1
  echo "# $(date -u +%FT%TZ) ended; load: $(cut -d' ' -f1-3 /proc/loadavg)"
} >> "benchsuite/runs/2026-11-28-optimum/$G.log"
