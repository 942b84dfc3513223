#!/usr/bin/env bash
# `blackbox learn --plain` in tmux at 80x24, lessons 1 to 3 typed line by
# line (one wrong prediction in lesson 3 on purpose), then the same run
# with piped input (no terminal: the line mode is chosen by itself).
# Usage: learn-plain.sh BLACKBOX OUT_DIR. Writes OUT_DIR/learn-plain.txt
# (the tmux screens, one per step) and OUT_DIR/learn-piped.txt.
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath "$2")
config=$(mktemp -d)
session=learn-plain-$$
: >"$out/learn-plain.txt"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "XDG_CONFIG_HOME=$config $bin learn --plain; sleep 5"
trap 'tmux kill-session -t "$session" 2>/dev/null; rm -rf "$config"' EXIT
sleep 1
shot() {
  sleep "${2:-0.6}"
  printf '==== %s\n' "$1" >>"$out/learn-plain.txt"
  tmux capture-pane -p -t "$session" >>"$out/learn-plain.txt"
}
keys() { tmux send-keys -t "$session" "$@"; }
shot "start: lesson 1"
keys Enter; shot "lesson 1: Enter fired ray 1"
keys 1 0 Enter; shot "lesson 1: predicted 10, right, lesson done"
keys Enter; shot "lesson 2 opened"
keys Enter; shot "lesson 2: ray 3 fired"
keys h Enter; shot "lesson 2: predicted a hit, right"
keys Enter Enter; shot "lesson 3: ray 2 fired"
keys 1 3 Enter; shot "lesson 3: predicted 13, wrong: the path and the rule"
keys q Enter; shot "quit"
XDG_CONFIG_HOME=$config "$bin" learn --lesson find-one \
  >"$out/learn-piped.txt" 2>&1 <<'IN'
3
4
b4
c
IN
echo "progress file: $(cat "$config/boxlogic/learn.json")" >>"$out/learn-piped.txt"
