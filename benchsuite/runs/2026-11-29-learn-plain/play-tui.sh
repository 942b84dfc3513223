#!/usr/bin/env bash
# A first game in the full-screen terminal game at 80x24 (5x5, 2 atoms):
# two rays, the hint ladder (i three times), the why key on the hinted
# cell, the assistant and its suggestion's details (m).
# Usage: play-tui.sh BLACKBOX OUT_DIR. Writes OUT_DIR/play-tui.txt.
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath "$2")
session=play-tui-$$
: >"$out/play-tui.txt"
tmux new-session -d -s "$session" -x 80 -y 24 "$bin play --id 5x5:2:7; sleep 5"
trap 'tmux kill-session -t "$session" 2>/dev/null' EXIT
sleep 2
shot() {
  sleep "${2:-1.5}"
  printf '==== %s\n' "$1" >>"$out/play-tui.txt"
  tmux capture-pane -p -t "$session" >>"$out/play-tui.txt"
}
keys() { tmux send-keys -t "$session" "$@"; }
shot "start"
keys Enter; shot "ray 1 fired"
keys l Enter; shot "ray 2 fired"
keys i; shot "hint 1: a nudge" 3
keys i; shot "hint 2: where" 3
keys i; shot "hint 3: why" 3
keys w; shot "w: hides the explanation"
keys w; shot "w: why again" 3
keys a; shot "assistant on" 4
keys m; shot "m: the panel in full, with the rating"
keys q; shot "any key closes it"
keys q; shot "quit asked"
keys y
