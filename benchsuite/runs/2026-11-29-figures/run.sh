#!/usr/bin/env bash
# Re-renders the study's older figures (fig9, fig11, fig13 in experiments/figures) in the
# current plotting style, with the commands experiments/run.sh gives them. Run from the
# repository's root; B is the binary; each figure's output and timing go to OUT.
set -euo pipefail
B=${B:-target/release/blackbox}
OUT=${OUT:-benchsuite/runs/2026-11-29-figures}
F=experiments/figures
run() {
  local name=$1; shift
  echo "# command: blackbox $*" > "$OUT/$name.txt"
  /usr/bin/time -v nice -n 10 "$B" "$@" --force >> "$OUT/$name.txt" 2> "$OUT/$name.time"
  grep -E "Elapsed \(wall|User time|Maximum resident" "$OUT/$name.time" | sed 's/^\s*/# /' >> "$OUT/$name.txt"
  rm "$OUT/$name.time"
}
what=${1:-all}
if [ "$what" = all ] || [ "$what" = fig9 ]; then
  run fig9 experiment census --size 3,4,5,6,7,8 --atoms 3,4,5 --plot $F/fig9-unique-fraction.svg
fi
if [ "$what" = all ] || [ "$what" = fig11 ]; then
  for n in 3 4 5 6 7 8; do
    for k in 3 4 5; do
      run fig11-${n}x${n}-$k experiment first-move --size $n --atoms $k --plot $F/fig11-first-move-${n}x${n}-$k.svg
    done
  done
fi
if [ "$what" = all ] || [ "$what" = fig13 ]; then
  run fig13 experiment play --size 8 --atoms 3,4,5 --strategy random,minimax,entropy,best,threshold --games 10000 --seed 1 --plot $F/fig13-mean-score.svg
fi
