#!/bin/bash
# usage: timeit.sh BIN size atoms full|half  [extra args]; prints per-seed ms and median/p95
B=$1; S=$2; A=$3; H=$4; shift 4
ts=()
for s in 1 2 3 4 5 6 7 8 9 10 11; do
  f=/tmp/cnt/p-$S-$A-$H-$s.txt
  [ -f $f ] || python3 /tmp/cnt/mk.py /work/wt-counter/target/release/blackbox $S $A $H $s > $f
  st=$(date +%s.%N)
  out=$(timeout 120 $B solve --json "$@" $f 2>/dev/null)
  en=$(date +%s.%N)
  ms=$(python3 -c "print(round(($en-$st)*1000,1))")
  c=$(echo "$out" | python3 -c "import json,sys
try:
  v=json.load(sys.stdin); print(str(v.get('count'))[:30], 'stopped' if v.get('stopped') else '')
except Exception as e: print('ERR')")
  echo "seed $s $ms ms count=$c"
  ts+=($ms)
done
python3 -c "
import sys,statistics
t=sorted(map(float,sys.argv[1:])); n=len(t)
import math
p95=t[min(n-1,math.ceil(0.95*n)-1)]
print('median',statistics.median(t),'p95',p95)" "${ts[@]}"
