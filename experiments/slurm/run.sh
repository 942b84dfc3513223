#!/usr/bin/env bash
# The census on a real scheduler, end to end: starts munge and a single-node
# Slurm (slurmctld and slurmd on localhost, configured in a temporary
# directory), runs the census of SIZE/ATOMS as an `sbatch --array` of SHARDS
# shard jobs, merges them, merges them again as an array of PARTS merge
# jobs, and compares both reports with one run of the same census. Stops
# the daemons it started. Exit 0 when both are byte-identical.
#
# Usage: experiments/slurm/run.sh [SIZE ATOMS SHARDS PARTS]   (default 6 4 8 4)
# Needs Debian's slurm-wlm and munge (installed when missing) and root (the
# daemons run as root); BLACKBOX names the binary (default target/release/blackbox).
set -euo pipefail
SIZE=${1:-6} ATOMS=${2:-4} SHARDS=${3:-8} PARTS=${4:-4}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BLACKBOX=$(realpath "${BLACKBOX:-$ROOT/target/release/blackbox}")
[ -x "$BLACKBOX" ] || { echo "no binary at $BLACKBOX (cargo build --release -p blackbox-cli)" >&2; exit 2; }
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
fi

D=$(mktemp -d /tmp/boxlogic-slurm.XXXXXX)
chmod 755 "$D"
mkdir -p "$D/state" "$D/spool" "$D/munge" "$D/shards" "$D/parts" "$D/out"
chown munge:munge "$D/munge"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 1
  rm -rf "$D"
}
trap cleanup EXIT

# munge: its own socket in $D, the key the package made.
[ -s /etc/munge/munge.key ] || { mungekey --create 2>/dev/null || /usr/sbin/create-munge-key -f; }
SOCKET=$D/munge/munge.socket
runuser -u munge -- /usr/sbin/munged --socket="$SOCKET" --pid-file="$D/munge/munged.pid" \
  --log-file="$D/munge/munged.log" --seed-file="$D/munge/munged.seed"
PIDS+=("$(cat "$D/munge/munged.pid")")

CPUS=$(nproc)
MEM=$(awk '/MemTotal/ {print int($2 / 1024 * 0.8)}' /proc/meminfo)
cat > "$D/slurm.conf" <<CONF
ClusterName=boxlogic
SlurmctldHost=localhost(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$SOCKET
CredType=cred/munge
StateSaveLocation=$D/state
SlurmdSpoolDir=$D/spool
SlurmctldPidFile=$D/slurmctld.pid
SlurmdPidFile=$D/slurmd.pid
SlurmctldLogFile=$D/slurmctld.log
SlurmdLogFile=$D/slurmd.log
SlurmctldPort=${SLURMCTLD_PORT:-16817}
SlurmdPort=${SLURMD_PORT:-16818}
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=boxlogic Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$D/slurm.conf
/usr/sbin/slurmctld -f "$SLURM_CONF"
/usr/sbin/slurmd -f "$SLURM_CONF" -N localhost
for _ in $(seq 60); do
  [ -s "$D/slurmctld.pid" ] && [ -s "$D/slurmd.pid" ] && sinfo -h -o %T 2>/dev/null | grep -qE '^(idle|mixed)' && break
  sleep 1
done
PIDS+=("$(cat "$D/slurmd.pid")" "$(cat "$D/slurmctld.pid")")
echo "# slurm $(sinfo -V) on $(sinfo -h -o '%N %c CPUs %m MB %T')"

run_array() { # NAME N COMMAND...: an array of N jobs, waited for; fails if one fails
  local name=$1 n=$2; shift 2
  echo "# sbatch --array=1-$n --wait --job-name=$name --wrap '$*'"
  sbatch --array=1-"$n" --wait --job-name="$name" --output="$D/out/$name-%a.out" \
    --chdir="$D" --wrap "$*"
}

G="--size $SIZE --atoms $ATOMS"
run_array census "$SHARDS" \
  "$BLACKBOX experiment census $G --shard \$SLURM_ARRAY_TASK_ID/$SHARDS --out $D/shards"
ls "$D/shards"
"$BLACKBOX" experiment merge "$D/shards" --json > "$D/merged.json"
run_array merge "$PARTS" \
  "$BLACKBOX experiment merge $D/shards --part \$SLURM_ARRAY_TASK_ID/$PARTS --out $D/parts"
ls "$D/parts"
"$BLACKBOX" experiment merge "$D/parts" --json > "$D/parts.json"
"$BLACKBOX" experiment census $G --json > "$D/one.json"
sacct -n >/dev/null 2>&1 || true
echo "# accounting of the jobs (squeue is empty once they are done):"
grep -h . "$D"/out/*.out || true
ok=0
for f in merged parts; do
  if cmp -s "$D/one.json" "$D/$f.json"; then
    echo "census $SIZE/$ATOMS: the $f report equals one run's, byte for byte"
  else
    echo "census $SIZE/$ATOMS: the $f report DIFFERS from one run's"; diff "$D/one.json" "$D/$f.json" | head; ok=1
  fi
done
head -c 400 "$D/one.json"; echo
exit $ok
