#!/usr/bin/env bash
# Disk written by each test binary: runs it with TMPDIR pointed at a fresh
# directory, samples `du -sk` of that directory and of the binary's
# CARGO_TARGET_TMPDIR (target/tmp) every 0.2 s, and prints the peak and what
# is left when it ends. Usage: measure.sh TARGET_TMP BINARY [ARGS...]
set -u
target_tmp=$1; shift
bin=$1; shift
fresh=$(mktemp -d /tmp/test-disk.XXXXXX)
before_target=$(du -sk "$target_tmp" 2>/dev/null | cut -f1); before_target=${before_target:-0}
peak_tmp=0; peak_target=0
TMPDIR=$fresh "$bin" "$@" >"$fresh.log" 2>&1 &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
  t=$(du -sk "$fresh" 2>/dev/null | cut -f1); g=$(du -sk "$target_tmp" 2>/dev/null | cut -f1)
  [ "${t:-0}" -gt "$peak_tmp" ] && peak_tmp=$t
  [ "$(( ${g:-0} - before_target ))" -gt "$peak_target" ] && peak_target=$(( ${g:-0} - before_target ))
  sleep 0.2
done
wait "$pid"; rc=$?
left_tmp=$(du -sk "$fresh" | cut -f1)
g=$(du -sk "$target_tmp" 2>/dev/null | cut -f1); left_target=$(( ${g:-0} - before_target ))
result=$(grep -E "^test result" "$fresh.log" | tail -1)
printf '%-40s rc=%s TMPDIR peak=%6s KiB left=%6s KiB | target/tmp peak=%6s KiB left=%6s KiB | %s\n' \
  "$(basename "$bin")" "$rc" "$peak_tmp" "$left_tmp" "$peak_target" "$left_target" "$result"
rm -rf "$fresh" "$fresh.log"
