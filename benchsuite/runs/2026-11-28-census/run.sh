#!/usr/bin/env bash
# The census past memory (issue 25): spilling, shards, merge, the DuckDB
# query, and the new tables. Usage, from the repository root:
#   cargo build --release -p blackbox-cli
#   bash benchsuite/runs/2026-11-28-census/run.sh
# BLACKBOX: the binary (default target/release/blackbox); SPILL: where the
# shard files go (default /tmp/census-spill; needs about 12 GB free);
# FROM_STEP, TO_STEP: run only those steps (steps 5 and 6 need step 4's shards);
# TIMES: the timings file (default times.txt).
set -euo pipefail
B=${BLACKBOX:-target/release/blackbox}
OUT=$(dirname "$0")
SPILL=${SPILL:-/tmp/census-spill}
TIMES=${TIMES:-times.txt}
FROM=${FROM_STEP:-1}
TO=${TO_STEP:-9}
mkdir -p "$SPILL"
# t NAME CMD...: runs CMD under /usr/bin/time, appending wall, CPU and peak
# resident memory to times.txt, and the load average before it.
t() {
  local name=$1; shift
  echo "$name load: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/$TIMES"
  /usr/bin/time -a -o "$OUT/$TIMES" -f "$name wall %e s, user %U s, sys %S s, peak %M KB, exit %x" "$@"
}
{ git rev-parse HEAD; rustc --version; "$B" --version; nproc; free -m | sed -n 2p; } >> "$OUT/versions.txt"

if [ "$FROM" -le 4 ]; then
# 1. 8x8/5: in memory, as 8 shards merged, and spilled under a 60 MB budget.
t 8x8-5-memory "$B" experiment census --size 8 --atoms 5 --json > "$OUT/8x8-5-memory.json"
rm -rf "$SPILL/8x8-5-shards"
for k in 1 2 3 4 5 6 7 8; do
  t "8x8-5-shard-$k" "$B" experiment census --size 8 --atoms 5 --shard "$k/8" --out "$SPILL/8x8-5-shards" > /dev/null
done
t 8x8-5-merge "$B" experiment merge "$SPILL/8x8-5-shards" --json > "$OUT/8x8-5-merged.json"
t 8x8-5-spill-60mb "$B" experiment census --size 8 --atoms 5 --json --memory-mb 60 > "$OUT/8x8-5-spilled.json"
cmp "$OUT/8x8-5-memory.json" "$OUT/8x8-5-merged.json"
cmp "$OUT/8x8-5-memory.json" "$OUT/8x8-5-spilled.json"
echo "8x8/5: in memory, 8 shards merged and spilled at 60 MB: byte-identical JSON" >> "$OUT/checks.txt"

# 2. The DuckDB query of docs/experiments.md over the 8 shard files.
python3 "$OUT/duckdb_groups.py" "$SPILL/8x8-5-shards" "$OUT/8x8-5-memory.json" >> "$OUT/checks.txt"

# 3. 8x8/6 and 10x10/5: spilled under 800 MB (shards kept in $SPILL/kept),
#    then in memory; the same JSON.
for cfg in "8 6" "10 5"; do
  set -- $cfg
  t "${1}x${1}-$2-spill-800mb" "$B" experiment census --size "$1" --atoms "$2" --json \
    --memory-mb 800 --spill-dir "$SPILL/kept" > "$OUT/${1}x${1}-$2-spilled.json"
  t "${1}x${1}-$2-memory" "$B" experiment census --size "$1" --atoms "$2" --json \
    --memory-mb 16000 > "$OUT/${1}x${1}-$2-memory.json"
  cmp "$OUT/${1}x${1}-$2-spilled.json" "$OUT/${1}x${1}-$2-memory.json"
  echo "${1}x${1}/$2: spilled at 800 MB and in memory: byte-identical JSON" >> "$OUT/checks.txt"
done

# 4. 8x8/7, spilled under 800 MB.
t 8x8-7-spill-800mb "$B" experiment census --size 8 --atoms 7 --json \
  --memory-mb 800 --spill-dir "$SPILL/kept" > "$OUT/8x8-7-spilled.json"

fi

if [ "$FROM" -le 6 ] && [ "$TO" -ge 5 ]; then
# 5. The 8x8/7 shards merged again in 4 parts (separate jobs), then the
#    parts combined: the same JSON.
#    (A merge reads one census: the kept directory holds three, so the
#    8x8/7 shards are linked into a directory of their own.)
rm -rf "$SPILL/parts-8x8-7" "$SPILL/only-8x8-7"
mkdir -p "$SPILL/only-8x8-7"
ln "$SPILL"/kept/census-8x8-7-* "$SPILL/only-8x8-7/"
for k in 1 2 3 4; do
  t "8x8-7-merge-part-$k" "$B" experiment merge "$SPILL/only-8x8-7" --part "$k/4" --out "$SPILL/parts-8x8-7" > /dev/null
done
t 8x8-7-combine "$B" experiment merge "$SPILL/parts-8x8-7" --json > "$OUT/8x8-7-parts.json"
cmp "$OUT/8x8-7-spilled.json" "$OUT/8x8-7-parts.json"
echo "8x8/7: spilled at 800 MB, and its shards merged in 4 parts: byte-identical JSON" >> "$OUT/checks.txt"

# 6. 8x8 with 3 to 7 atoms, the ambiguous share as a plot (6 and 7 merged
#    again from the kept shards).
t 8x8-3to7 "$B" experiment census --size 8 --atoms 3,4,5,6,7 --memory-mb 800 \
  --spill-dir "$SPILL/kept" --csv --plot "$OUT/ambiguous-8x8.svg" --force > "$OUT/8x8-3to7.csv"

fi

if [ "$FROM" -le 7 ] && [ "$TO" -ge 7 ]; then
# 7. Throughput with one and two shard jobs at once (one thread each), and
#    one job on both cores: 8x8/6 in 16 shards.
rm -rf "$SPILL/scaling"
for k in 1 2; do
  RAYON_NUM_THREADS=1 t "scaling-1-job-1-thread-shard-$k" "$B" experiment census --size 8 --atoms 6 \
    --shard "$k/16" --out "$SPILL/scaling" > /dev/null
done
for pair in "3 4" "5 6"; do
  set -- $pair
  RAYON_NUM_THREADS=1 t "scaling-2-jobs-1-thread-shard-$1" "$B" experiment census --size 8 --atoms 6 \
    --shard "$1/16" --out "$SPILL/scaling" > /dev/null &
  RAYON_NUM_THREADS=1 t "scaling-2-jobs-1-thread-shard-$2" "$B" experiment census --size 8 --atoms 6 \
    --shard "$2/16" --out "$SPILL/scaling" > /dev/null &
  wait
done
for k in 7 8; do
  t "scaling-1-job-2-threads-shard-$k" "$B" experiment census --size 8 --atoms 6 \
    --shard "$k/16" --out "$SPILL/scaling" > /dev/null
done

fi

if [ "$TO" -ge 8 ]; then
# 8. For the projections: one shard of 10x10/6 and of 10x10/8 (first and
#    middle), one thread.
rm -rf "$SPILL/projection"
for spec in "6 1/1000" "6 500/1000" "8 1/100000" "8 50000/100000"; do
  set -- $spec
  RAYON_NUM_THREADS=1 t "projection-10x10-$1-shard-$2" "$B" experiment census --size 10 --atoms "$1" \
    --shard "$2" --out "$SPILL/projection" >> "$OUT/projection.txt"
done
du -b "$SPILL"/projection/* >> "$OUT/projection.txt"
du -b "$SPILL"/kept/* > "$OUT/kept-shard-sizes.txt"
fi

if [ "$TO" -ge 9 ]; then
# 9. 10x10/6 as a cluster would run it, on this machine's 2 cores: 200
#    shard jobs, two at a time with one thread each, then the merge in 8
#    parts, two at a time, and the parts combined. About 20 GB of shards.
rm -rf "$SPILL/10x10-6" "$SPILL/parts-10x10-6"
t 10x10-6-200-shards-2-at-a-time sh -c "seq 1 200 | RAYON_NUM_THREADS=1 xargs -P 2 -I K \
  '$B' experiment census --size 10 --atoms 6 --shard K/200 --out '$SPILL/10x10-6' > /dev/null"
du -sb "$SPILL/10x10-6" > "$OUT/10x10-6-shard-bytes.txt"
t 10x10-6-merge-8-parts-2-at-a-time sh -c "seq 1 8 | RAYON_NUM_THREADS=1 xargs -P 2 -I K \
  '$B' experiment merge '$SPILL/10x10-6' --part K/8 --out '$SPILL/parts-10x10-6' > /dev/null"
t 10x10-6-combine "$B" experiment merge "$SPILL/parts-10x10-6" --json > "$OUT/10x10-6-parts.json"
fi
