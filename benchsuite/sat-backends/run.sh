#!/usr/bin/env bash
# Compares the default SAT backend (batsat, in-process) with the CaDiCaL
# binary (Debian `cadical` 1.5.3, `apt-get install -y cadical`) on the same
# Black Box CNFs: `blackbox encode --dimacs` of full-feedback random boards.
# Not run in CI. Usage: benchsuite/sat-backends/run.sh [TIMEOUT_SECONDS]
# Prints one line per CNF: size, then wall milliseconds of each backend
# (load + solve; batsat also split) or "timeout".
set -euo pipefail
limit=${1:-30}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
cargo build --release -q -p blackbox-cli
cargo build --release -q -p logic --example solve_dimacs
bb=target/release/blackbox
batsat=target/release/examples/solve_dimacs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# cadical $(dpkg-query -W -f="\${Version}" cadical 2>/dev/null) ($(cadical --version)); batsat $(grep -A1 'name = "batsat"' Cargo.lock | sed -n 's/version = "\(.*\)"/\1/p')"
echo "# board seed vars clauses | batsat: result load_ms solve_ms | cadical: result wall_ms"
for spec in 20:40:1 20:40:2 20:40:3 20:40:4 20:40:5 30:90:1 30:90:2; do
  IFS=: read -r side atoms seed <<<"$spec"
  $bb random --size "$side" --atoms "$atoms" --seed "$seed" >"$work/b.txt" 2>/dev/null
  $bb encode "$work/b.txt" --dimacs >"$work/b.cnf"
  header=$(grep -m1 '^p cnf' "$work/b.cnf" | cut -d' ' -f3,4)
  b=$(timeout "$limit" "$batsat" "$work/b.cnf" || echo "timeout - -")
  start=$(date +%s%N)
  c=$(timeout "$limit" cadical -q "$work/b.cnf" | head -1 | sed 's/^s //' || true)
  wall=$(( ($(date +%s%N) - start) / 1000000 ))
  [ -z "$c" ] && c=timeout
  echo "${side}x${side}/${atoms} $seed $header | $b | $c $wall"
done
