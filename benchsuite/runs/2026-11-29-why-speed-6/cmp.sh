#!/bin/bash
# usage: cmp.sh BIN "ENV1;ENV2;..."  -> cpu ms per state per variant (env settings, "-" = none)
B=/tmp/wb4/bench
states=${STATES:-"10x10-10-10-20:6,8 10x10-10-25-20:5,8 10x10-10-36-20:6,1 10x10-10-38-20:7,9 10x10-10-10-5:8,8 10x10-10-1-10:6,1 15x15-20-1-40:5,14 15x15-20-4-40:9,13 15x15-20-8-40:10,4 15x15-20-2-20:11,14 15x15-20-11-20:4,15"}
for st in $states; do
  f=${st%%:*}; c=${st##*:}
  line="$f"
  IFS=';' read -ra vs <<< "$2"
  for v in "${vs[@]}"; do
    if [ "$v" = base ]; then bin=/tmp/wb6/base-blackbox; e=""; else bin=$1; e="$v"; [ "$e" = "-" ] && e=""; fi
    t=$( { env $e /usr/bin/time -f "%U %S" $bin deduce $B/tmp-$f.txt --why $c --json --time-limit 30 >/tmp/wb6/cmp-out.json; } 2>&1 | tail -1 | awk '{printf "%d", ($1+$2)*1000}')
    d=$(python3 -c "
import json;a=json.load(open('/tmp/wb6/cmp-out.json'));f=a['cells'][0]['forced'];print(str(len(f['rays'])+f['atom_count'])+'/'+f['size'][:3]+str(f.get('at_least','')))")
    line="$line | ${v}=$t $d"
  done
  echo "$line"
done
