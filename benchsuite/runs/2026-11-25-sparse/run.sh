#!/bin/sh
# Whole-process first solution + uniqueness on 30x30/30 full feedback (and the
# dense rows for the before/after pairing), blackbox against CaDiCaL 1.9.5 on
# the same CNF. Usage: run.sh BLACKBOX OUTDIR "SEEDS" "ROWS" [LIMIT]
# ROWS: SIDE/ATOMS items, e.g. "30/30 30/90". Each command under timeout LIMIT
# (default 60); a timeout is recorded as LIMIT with exit 124.
B=$1; OUT=$2; SEEDS=$3; ROWS=$4; LIMIT=${5:-60}; CADICAL=${CADICAL:-1}
HERE=$(dirname "$0")
mkdir -p "$OUT/boards"
[ -f "$OUT/raw.csv" ] || echo "tool,board,seed,seconds,exit,out" > "$OUT/raw.csv"
for row in $ROWS; do
  n=${row%/*}; k=${row#*/}
  for s in $SEEDS; do
    f="$OUT/boards/${n}x${n}-$k-$s.txt"
    "$B" random --size ${n}x${n} --atoms $k --seed $s > "$f"
    /usr/bin/time -f "%e" -o "$OUT/t.txt" timeout $LIMIT "$B" solve --json --count-budget 0 --max-solutions 1 --time-limit $LIMIT "$f" > "$OUT/o.txt" 2>/dev/null
    code=$?; secs=$(tail -1 "$OUT/t.txt"); [ $code = 124 ] && secs=$LIMIT
    out=$(python3 -c "import json,sys; d=json.load(open('$OUT/o.txt')); print(f\"consistent={d.get('consistent')} unique={d.get('unique')}\")" 2>/dev/null)
    echo "blackbox,${n}x${n}/$k,$s,$secs,$code,$out" >> "$OUT/raw.csv"
    [ "$CADICAL" = 1 ] || continue
    /usr/bin/time -f "%e" -o "$OUT/t.txt" timeout $LIMIT sh -c "\"$B\" encode --dimacs \"$f\" > \"$OUT/cnf.txt\" && python3 \"$HERE/cadical_unique.py\" \"$OUT/cnf.txt\" $((n*n))" > "$OUT/o.txt" 2>&1
    code=$?; secs=$(tail -1 "$OUT/t.txt"); [ $code = 124 ] && secs=$LIMIT
    echo "cadical,${n}x${n}/$k,$s,$secs,$code,$(tr -d '\n' < "$OUT/o.txt")" >> "$OUT/raw.csv"
  done
done
rm -f "$OUT/t.txt" "$OUT/o.txt" "$OUT/cnf.txt"
