#!/bin/bash
# The assistant bench, before and after the adaptive sampler (merge of
# branch assist2), interleaved A B A B, with the load logged every 30 s.
# Usage: run.sh OUTDIR BEFORE_BINARY AFTER_BINARY [LAST_PAIR [FIRST_PAIR]]
# (BENCH_ARGS: more arguments of the bench, e.g. --assistant-games 15x15/20)
set -u
cd "$1"
( while true; do echo "$(date -u +%H:%M:%S) $(cat /proc/loadavg)" >> load.log; sleep 30; done ) &
LOGGER=$!
for i in $(seq "${5:-1}" "${4:-2}"); do
  for side in before after; do
    bin=$2; [ $side = after ] && bin=$3
    name=$side-$i
    echo "start $(date -u +%FT%TZ) load $(cat /proc/loadavg) binary $(basename $bin)" > $name.meta
    $bin bench --assistant --samples 11 --seed 1 --assistant-limit 6 ${BENCH_ARGS:-} > $name.txt 2> $name.err
    echo "exit $? end $(date -u +%FT%TZ) load $(cat /proc/loadavg)" >> $name.meta
  done
done
kill $LOGGER
