#!/bin/sh
# Paired, interleaved CPU time of two blackbox binaries (issue 21, the
# application layer): the CPU time of the whole process tree (`perf stat -e
# task-clock`), which the shared machine's load disturbs far less than wall
# time. Odd pairs run BEFORE first, even pairs AFTER first.
# Usage: sh run.sh BEFORE AFTER OUTDIR [PAIRS]   (run from this directory)
BEFORE=$1; AFTER=$2; OUT=$3; PAIRS=${4:-11}; PUZ=puzzles
mkdir -p "$OUT"
echo "pair,binary,job,cpu_seconds" > "$OUT/cpu.csv"
run() { # pair label binary job
  p=$1; label=$2; bin=$3; job=$4
  case $job in
    census) cmd="$bin experiment census --size 8 --atoms 5 --json" ;;
    play) cmd="$bin experiment play --strategy best --size 6 --atoms 4 --games 2000 --seed 1" ;;
    solve20) cmd="sh -c 'for s in 1 2 3; do $bin solve --json $PUZ/b20-\$s.txt; done'" ;;
    count) cmd="sh -c 'for s in 1 2 3 4 5; do $bin solve --json --max-solutions 1 --count-budget 18446744073709551615 $PUZ/h\$s.txt; done'" ;;
  esac
  eval perf stat -x, -e task-clock -o "$OUT/p.txt" $cmd > "$OUT/last-$label-$job.out" 2>&1
  ms=$(grep task-clock "$OUT/p.txt" | cut -d, -f1)
  echo "$p,$label,$job,$(python3 -c "print(round($ms/1000, 3))")" >> "$OUT/cpu.csv"
}
for p in $(seq 1 "$PAIRS"); do
  for job in census play solve20 count; do
    if [ $((p % 2)) = 1 ]; then
      run "$p" before "$BEFORE" $job; run "$p" after "$AFTER" $job
    else
      run "$p" after "$AFTER" $job; run "$p" before "$BEFORE" $job
    fi
  done
done
rm -f "$OUT/p.txt"
# The last outputs of each binary must agree (the same answers).
for job in census play solve20 count; do
  cmp -s "$OUT/last-before-$job.out" "$OUT/last-after-$job.out" \
    && echo "$job: same output" || echo "$job: OUTPUTS DIFFER"
done > "$OUT/same-output.txt"
