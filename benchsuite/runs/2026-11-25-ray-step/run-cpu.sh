#!/bin/sh
# Paired, interleaved CPU measurements of two blackbox binaries: the CPU
# time of the whole process tree (`perf stat -e task-clock`), which a shared
# machine's load disturbs far less than wall time (this virtual machine has
# no hardware counters, so no instruction counts).
# Usage: run-cpu.sh BEFORE AFTER OUTDIR PAIRS PUZZLEDIR
# PUZZLEDIR holds h1.txt..h5.txt: 10x10/10 boards (seeds 1-5) with a seeded
# half of their ports' responses; the `count` job solves all five in turn
# (`solve --json --max-solutions 1 --count-budget 18446744073709551615`).
BEFORE=$1; AFTER=$2; OUT=$3; PAIRS=${4:-11}; PUZ=$5
mkdir -p "$OUT"
echo "pair,binary,job,cpu_seconds" > "$OUT/cpu.csv"
run() { # pair label binary job
  p=$1; label=$2; bin=$3; job=$4
  case $job in
    census) cmd="$bin experiment census --size 8x8 --atoms 5" ;;
    play) cmd="$bin experiment play --size 6x6 --atoms 4 --games 2000" ;;
    count) cmd="sh -c 'for s in 1 2 3 4 5; do $bin solve --json --max-solutions 1 --count-budget 18446744073709551615 $PUZ/h\$s.txt; done'" ;;
  esac
  eval perf stat -x, -e task-clock -o "$OUT/p.txt" $cmd > /dev/null 2>&1
  ms=$(grep task-clock "$OUT/p.txt" | cut -d, -f1)
  echo "$p,$label,$job,$(python3 -c "print(round($ms/1000, 3))")" >> "$OUT/cpu.csv"
}
for p in $(seq 1 "$PAIRS"); do
  for job in census play count; do
    if [ $((p % 2)) = 1 ]; then
      run "$p" before "$BEFORE" $job; run "$p" after "$AFTER" $job
    else
      run "$p" after "$AFTER" $job; run "$p" before "$BEFORE" $job
    fi
  done
done
rm -f "$OUT/p.txt"
