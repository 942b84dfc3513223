#!/bin/sh
# Paired, interleaved whole-process timings of two blackbox binaries.
# Usage: run.sh BEFORE AFTER OUTDIR PAIRS
# Each pair runs every job once with each binary; odd pairs run BEFORE
# first, even pairs AFTER first, so drifting load hits both alike.
# Jobs: the lab's census 8x8/5, `experiment play` 6x6/4 with 2000 games
# (default strategies minimax,best), and `bench --process` rows that run to
# completion on this machine (5 seeds, no scaling section).
BEFORE=$1; AFTER=$2; OUT=$3; PAIRS=${4:-11}
ROWS=solve:10x10/10,count:10x10/10:half,solve:20x20/13:half,first:20x20/40,deduce:10x10/10
mkdir -p "$OUT"
echo "pair,binary,job,seconds,max_rss_kb,exit" > "$OUT/raw.csv"
: > "$OUT/bench-rows.jsonl"
run() { # pair label binary job
  case $4 in
    census) set -- "$1" "$2" "$3" "$4" experiment census --size 8x8 --atoms 5 ;;
    play) set -- "$1" "$2" "$3" "$4" experiment play --size 6x6 --atoms 4 --games 2000 ;;
    bench) set -- "$1" "$2" "$3" "$4" bench --process --rows $ROWS --seeds 5 --no-scaling --json ;;
  esac
  p=$1; label=$2; bin=$3; job=$4; shift 4
  /usr/bin/time -f "%e %M" -o "$OUT/t.txt" "$bin" "$@" > "$OUT/o.txt" 2>/dev/null
  code=$?
  set -- $(tail -1 "$OUT/t.txt")
  echo "$p,$label,$job,$1,$2,$code" >> "$OUT/raw.csv"
  if [ "$job" = bench ]; then
    python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(json.dumps({'pair': int(sys.argv[2]), 'binary': sys.argv[3], 'rows': [{k: r[k] for k in ('row','median','p95','stopped','complete')} for r in d['rows']]}))" "$OUT/o.txt" "$p" "$label" >> "$OUT/bench-rows.jsonl"
  else
    cp "$OUT/o.txt" "$OUT/$job-$label.out"
  fi
}
for p in $(seq 1 "$PAIRS"); do
  for job in census play bench; do
    if [ $((p % 2)) = 1 ]; then
      run "$p" before "$BEFORE" $job; run "$p" after "$AFTER" $job
    else
      run "$p" after "$AFTER" $job; run "$p" before "$BEFORE" $job
    fi
  done
done
rm -f "$OUT/t.txt" "$OUT/o.txt"
