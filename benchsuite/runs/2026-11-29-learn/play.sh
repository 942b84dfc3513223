#!/usr/bin/env bash
# `blackbox learn` played to the end in tmux at 80x24: every lesson, with
# one wrong prediction (lesson 3) and a wrong check (lesson 9) on purpose.
# Usage: play.sh BLACKBOX OUT_DIR. Writes OUT_DIR/learn.txt (plain) and
# OUT_DIR/learn.ansi (with colours, `tmux capture-pane -e`), one screen per
# step, and the progress file the run left (OUT_DIR/progress.json).
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath "$2")
config=$(mktemp -d)
session=learn-record-$$
: >"$out/learn.txt"
: >"$out/learn.ansi"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "XDG_CONFIG_HOME=$config $bin learn; sleep 5"
trap 'tmux kill-session -t "$session" 2>/dev/null; rm -rf "$config"' EXIT
sleep 1
shot() { # a captured screen, titled
  sleep "${2:-1.6}"
  printf '==== %s\n' "$1" >>"$out/learn.txt"
  tmux capture-pane -p -t "$session" >>"$out/learn.txt"
  printf '==== %s\n' "$1" >>"$out/learn.ansi"
  tmux capture-pane -p -e -t "$session" >>"$out/learn.ansi"
}
keys() { tmux send-keys -t "$session" "$@"; }
shot "start: lesson 1" 0.2
keys Enter; shot "lesson 1: ray 1 fired"
keys 1 0; shot "lesson 1: prediction typed" 0.2
keys Enter; shot "lesson 1: predicted right, lesson done"
keys n Enter; shot "lesson 2: ray 3 fired"
keys h Enter; shot "lesson 2: predicted a hit, right"
keys n Enter; shot "lesson 3: ray 2 fired"
keys h Enter; shot "lesson 3: predicted a hit, wrong: the path and the rule"
keys n Enter; shot "lesson 4: ray 3 fired"
keys r Enter; shot "lesson 4: predicted a reflection, right"
keys n Enter; shot "lesson 5: ray 1 fired"
keys r Enter; shot "lesson 5: ray 3 predicted a reflection"
keys h Enter; shot "lesson 5: ray 2 predicted a hit, lesson done"
keys n Enter; shot "lesson 6: ray 14 fired" 2.2
keys 1 4 Enter; shot "lesson 6: ray 22 predicted" 2.2
# Lesson 7, atom hidden: fire 3 and 4, mark B4, check.
keys n Up Right Right Enter Right Enter; shot "lesson 7: rays 3 and 4 fired"
keys Down Down Enter c; shot "lesson 7: B4 marked and checked" 0.3
# Lesson 8: fire 2, 1 and 3, mark E2, check.
keys n Up Right Enter Left Enter Right Right Enter; shot "lesson 8: rays 2, 1, 3 fired"
keys Down Down Down Down Down Left Enter c; shot "lesson 8: E2 marked and checked" 0.3
# Lesson 9: fire 1, 2, 4; mark B2 and C4 (wrong), check; fire 17, check;
# move the mark from C4 to D4, check.
keys n Up Enter Right Enter Right Right Enter; shot "lesson 9: rays 1, 2, 4 fired"
keys Down Down Left Left Enter Down Right Right Enter c; shot "lesson 9: B2 and C4 marked, checked" 0.3
keys Down Left Left Left Left Enter c; shot "lesson 9: ray 17 fired, checked again"
keys Up Right Right Right Right Enter Down Enter c; shot "lesson 9: C4 moved to D4, checked: the end" 0.3
cp "$config/boxlogic/learn.json" "$out/progress.json"
keys q
