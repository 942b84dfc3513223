#!/usr/bin/env bash
# One figure of each kind `--plot` draws, for looking at (run from the
# repository's root; B is the binary).
set -euo pipefail
B=${B:-target/release/blackbox}
F=experiments/figures
$B experiment combinatorics --size 4,6,8,10 --atoms 2,3,4,5,6,7,8 --plot $F/combinatorics.png --force
$B experiment census --size 6 --atoms 4 --plot $F/census-one.png --force
$B experiment census --size 4,5,6 --atoms 3,4 --plot $F/census-sizes.png --force
$B experiment census --size 6 --atoms 2,3,4,5 --plot $F/census-atoms.png --force
$B experiment fill-ports --size 4,5,6 --atoms 2,3,4 --plot $F/fill-ports.png --force
$B experiment first-move --size 8 --atoms 4 --plot $F/first-move-8x8-4.png --force
$B experiment play --size 6 --atoms 3 --strategy best,entropy,minimax,random --games 200 --seed 1 --plot $F/play-one-size.png --force
$B experiment play --size 5,6 --atoms 2,3,4 --strategy entropy,random --games 200 --seed 1 --plot $F/play-by-atoms.png --force
