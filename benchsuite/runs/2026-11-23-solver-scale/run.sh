#!/bin/sh
# Whole-process timings, baseline against this branch, in one run.
# Usage: run.sh BASE NEW OUTDIR SEEDS
# BASE: release build of f88fafb (pre-split, same solver code); NEW: release
# build of branch solver. Boards: `blackbox random --size NxN --atoms K
# --seed S` (full feedback), N = 10, 20, 30, K = N*N/10 (dense) and N*N/30
# (sparse). Each command under `timeout 30`; a timeout is recorded as 30 s.
BASE=$1; NEW=$2; OUT=$3; SEEDS=${4:-"1 2 3 4 5"}
mkdir -p "$OUT/boards"
echo "binary,job,board,seed,seconds,max_rss_kb,exit,stdout_head" > "$OUT/raw.csv"
for n in 10 20 30; do
  for k in $((n*n/10)) $((n*n/30)); do
    for s in $SEEDS; do
      f="$OUT/boards/${n}x${n}-$k-$s.txt"
      "$BASE" random --size ${n}x${n} --atoms $k --seed $s > "$f"
      for job in solve first+unique deduce; do
        for bin in base new; do
          if [ $bin = base ]; then b=$BASE; extra=""; else b=$NEW; extra="--time-limit 30"; fi
          case $job in
            solve) args="solve --json"; [ $bin = new ] && extra="" ;;
            first+unique) args="solve --json --count-budget 0 --max-solutions 1" ;;
            deduce) args="deduce --json"; [ $bin = new ] && extra="" ;;
          esac
          /usr/bin/time -f "%e %M" -o /tmp/sb/t.txt timeout 30 $b $args $extra "$f" > /tmp/sb/o.txt 2>/dev/null
          code=$?
          set -- $(tail -1 /tmp/sb/t.txt)
          secs=$1; rss=$2
          [ $code = 124 ] && secs=30
          head=$(head -c 90 /tmp/sb/o.txt | tr ',' ';' | tr -d '\n')
          echo "$bin,$job,${n}x${n}/$k,$s,$secs,$rss,$code,$head" >> "$OUT/raw.csv"
        done
      done
    done
  done
done
