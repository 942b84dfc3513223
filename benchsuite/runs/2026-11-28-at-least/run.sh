#!/bin/sh
# Lower bounds of stopped counts on 20x20/40 full feedback (issue 24):
# sh run.sh BLACKBOX_BINARY > OUT
B=${1:-blackbox}
for s in 1 2 3; do
  $B random --size 20x20 --atoms 40 --seed $s > /tmp/at-least-$s.txt
  printf 'seed %s default budget: ' $s
  $B solve /tmp/at-least-$s.txt --time-limit 10 --max-solutions 1 --json | python3 -c "import json,sys; d=json.load(sys.stdin); print(d['at_least'], d['stopped'])"
  printf 'seed %s --count-budget 10000000: ' $s
  $B solve /tmp/at-least-$s.txt --time-limit 10 --count-budget 10000000 --max-solutions 1 --json | python3 -c "import json,sys; d=json.load(sys.stdin); print(d['at_least'], d['stopped'])"
done
