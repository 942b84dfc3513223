#!/usr/bin/env bash
# Reproduces every run reported in experiments/README.md. Each run's command,
# versions and raw output (stdout; stderr holds timing) land in experiments/runs/.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p blackbox-cli
B=target/release/blackbox
out=experiments/runs
run() {
  local name=$1; shift
  {
    echo "# command: blackbox $*"
    echo "# commit: $(git rev-parse --short HEAD)  rustc: $(rustc --version)  nproc: $(nproc)"
  } > "$out/$name.txt"
  /usr/bin/time -v "$B" "$@" >> "$out/$name.txt" 2> "$out/$name.time"
  grep -E "Elapsed \(wall|User time|System time|Maximum resident" "$out/$name.time" | sed 's/^\s*/# /' >> "$out/$name.txt"
  rm "$out/$name.time"
}
run combinatorics experiment combinatorics --size 3,4,5,6,7,8 --atoms 3,4,5
run census experiment census --size 3,4,5,6,7,8 --atoms 3,4,5 --plot experiments/figures/fig9-unique-fraction.svg
run census-8x8-5 experiment census --size 8 --atoms 5 --json
run fill-ports experiment fill-ports --size 3,4,5,6,7,8 --atoms 3,4,5
for n in 3 4 5 6 7 8; do
  for k in 3 4 5; do
    run first-move-${n}x${n}-$k experiment first-move --size $n --atoms $k --plot experiments/figures/fig11-first-move-${n}x${n}-$k.svg
  done
done
run play-8x8-4-best-width8 experiment play --size 8 --atoms 4 --strategy best --games 100000 --seed 1 --json
run play-8x8-4-best-width8-all experiment play --size 8 --atoms 4 --strategy best --all-boards --json
run play-8x8-3-best-width8 experiment play --size 8 --atoms 3 --strategy best --games 100000 --seed 1 --json
run play-8x8-5-best-width8 experiment play --size 8 --atoms 5 --strategy best --games 1000 --seed 1 --json
run play-10x10-4-best-width8 experiment play --size 10 --atoms 4 --strategy best --games 1000 --seed 1 --json
run play-small-best-width8 experiment play --size 4,5,6 --atoms 2,3 --strategy best,entropy --all-boards
run play-6x6-3-optimal experiment play --size 6 --atoms 3 --strategy optimal --all-boards
run play-8x8-4-best experiment play --size 8 --atoms 4 --strategy best,minimax,entropy,expected --games 100000 --seed 1 --json
run play-8x8-4-table1 experiment play --size 8 --atoms 4 --strategy threshold,threshold+even,threshold+trim,threshold+trim+even,random --games 100000 --seed 1
run play-8x8-345 experiment play --size 8 --atoms 3,4,5 --strategy random,minimax,entropy,best,threshold --games 10000 --seed 1 --plot experiments/figures/fig13-mean-score.svg
run play-small-optimal experiment play --size 4,5 --atoms 2 --strategy optimal,best,entropy,minimax --all-boards
run play-10x10-4 experiment play --size 10 --atoms 4 --strategy best,minimax --games 10000 --seed 1
