#!/bin/bash
# One-shot CLI with and without the running daemon of the same home, alternating, 5 runs each.
# Usage: bash bench/experiments/cli_daemon/measure.sh  (KURA=path/to/kura to choose the executable; port 18093 free)
set -u
export KURA_HOME=$(mktemp -d)
K=${KURA:-kura}
python3 - > /tmp/cli_bench_import.jsonl <<'PY'
import json
for i in range(1000):
    print(json.dumps({"text": f"Fact number {i}: the service s{i} keeps its backups on disk d{i % 37} in rack r{i % 11}."}))
PY
$K import /tmp/cli_bench_import.jsonl > /dev/null 2>&1
echo "memories: $($K list --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')"
t(){ /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; }
declare -A R
for round in 1 2 3 4 5; do
  R[local_recall]+="$(t $K recall --local "where are the backups of s17") ; "
  R[local_add]+="$(t $K add --local "The staging host number $round-$RANDOM runs on the blue rack near the door.") ; "
  ($K serve --port 18093 > /tmp/cli_bench_serve.log 2>&1 &)
  for i in $(seq 1 100); do curl -s -o /dev/null http://127.0.0.1:18093/health && [ -f $KURA_HOME/run/daemon.json ] && break; sleep 0.1; done
  $K recall "warm up" > /dev/null 2>&1
  R[daemon_recall]+="$(t $K recall "where are the backups of s17") ; "
  R[daemon_add]+="$(t $K add "The build host number $round-$RANDOM runs on the green rack by the window.") ; "
  pkill -INT -f 'kura serve --port 18093'; for i in $(seq 1 100); do [ -f $KURA_HOME/run/daemon.json ] || break; sleep 0.1; done
done
for k in "${!R[@]}"; do echo "$k: ${R[$k]}"; done
uptime
