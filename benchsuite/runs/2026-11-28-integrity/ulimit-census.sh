#!/usr/bin/env bash
# Issue 33's case 3: `experiment census --size 11 --atoms 5` (198,792,594
# boards, about 4.4 GB in memory by the estimate) under `ulimit -v` of 4 GB.
# BASE budgeted 4/5 of the available memory (about 18 GB here) and ran in
# memory until the memory guard ended it with no answer; NEW budgets from
# the address-space limit and spills from the start. Wall time, peak
# resident memory and exit code under /usr/bin/time, the plan note and the
# last line of the output. Usage: ulimit-census.sh BASE NEW > ulimit-census.txt
set -u
echo "# $(date -Is) nproc $(nproc), load: $(cut -d' ' -f1-3 /proc/loadavg)"
for b in BASE NEW; do
  bin=$1; shift
  echo "## $b: $bin"
  ( ulimit -v 4194304
    /usr/bin/time -f "wall %e s, user %U s, peak %M KB, exit %x" \
      "$bin" experiment census --size 11 --atoms 5 2>&1 | cut -c1-400 | tail -4 )
done
