#!/bin/bash
# Continues run.sh: before2 (already running, pid $2) is followed by the final
# binary, then before3 and final2, interleaved the same way.
cd "$1"
while kill -0 $2 2>/dev/null; do sleep 5; done
echo "exit (not recorded: run.sh was stopped after starting before2) end $(date -u +%FT%TZ) load $(cat /proc/loadavg)" >> before2.meta
while ! grep -q Finished /tmp/assist2-bin/build.log; do sleep 5; done
cp /work/wt-assist2/target/release/blackbox /tmp/assist2-bin/blackbox-final-1ae87bb
for run in final:blackbox-final-1ae87bb before3:blackbox-before-460a861 final2:blackbox-final-1ae87bb; do
  name=${run%%:*}; bin=/tmp/assist2-bin/${run#*:}
  echo "start $(date -u +%FT%TZ) load $(cat /proc/loadavg) binary ${run#*:}" > $name.meta
  $bin bench --assistant --samples 11 --seed 1 --assistant-limit 6 > $name.txt 2> $name.err
  echo "exit $? end $(date -u +%FT%TZ) load $(cat /proc/loadavg)" >> $name.meta
done
kill $3
