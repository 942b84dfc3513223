#!/bin/bash
# before, after, before2, after2: the same command, interleaved, with the load logged.
cd "$1"
( while true; do echo "$(date -u +%H:%M:%S) $(cat /proc/loadavg)" >> load.log; sleep 30; done ) &
LOGGER=$!
for run in before:blackbox-before-460a861 after:blackbox-after-d259819 before2:blackbox-before-460a861 after2:blackbox-after-d259819; do
  name=${run%%:*}; bin=/tmp/assist2-bin/${run#*:}
  echo "start $(date -u +%FT%TZ) load $(cat /proc/loadavg) binary ${run#*:}" > $name.meta
  $bin bench --assistant --samples 11 --seed 1 --assistant-limit 6 > $name.txt 2> $name.err
  echo "exit $? end $(date -u +%FT%TZ) load $(cat /proc/loadavg)" >> $name.meta
done
kill $LOGGER
