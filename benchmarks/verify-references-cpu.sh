#!/usr/bin/env bash
# Server CPU time and heap allocation per request of POST /v1/guard/verify-references, one request
# at a time (closed loop, curl at nice 19): starts the server jar on a throw-away database (as
# verify-references-load.sh does), sends WARMUP requests of each body, then N more while reading
# the server process's CPU time (utime + stime of /proc/PID/stat) before and after; with ALLOC=1
# it also records the server's per-thread allocation counters (JFR's
# jdk.ThreadAllocationStatistics, nothing else) over the measured requests. One line per body.
# The CPU of the JIT's compiler threads and of the garbage collector's threads over the measured
# requests are printed apart (both are in the total). While the JIT's is more than a few per cent of
# the total, the server is still compiling and the figure is not its steady state: a 6 MB check
# needs about 150 warm-up requests (40 left a fifth of the measured CPU to the JIT).
#
# Usage (from the repository root): benchmarks/verify-references-cpu.sh BODY.json [BODY2.json …]
# Tunables: JAVA, JAVA_OPTS (server JVM, default -Xmx512m), N (40), WARMUP (150), ALLOC (0),
# PORT (18082), DB (attest_perf_cpu), OUT, JAR. A body may be meant to be refused (a 400 after
# decoding measures the HTTP and JSON side without the check); the statuses are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
JCMD="${JAVA%java}jcmd"
JFR_TOOL="${JAVA%java}jfr"
JAVA_OPTS="${JAVA_OPTS:--Xmx512m}"
PORT="${PORT:-18082}"
DB="${DB:-attest_perf_cpu}"
N="${N:-40}"
WARMUP="${WARMUP:-150}"
OUT="${OUT:-$(mktemp -d -t attest-verify-cpu.XXXXXX)}"
JAR="${JAR:-server/target/attest-server.jar}"
ROUTE="/v1/guard/verify-references"
[ "$#" -gt 0 ] || { echo "usage: $0 BODY.json [BODY.json …]" >&2; exit 2; }
[ -f "$JAR" ] || { echo "missing $JAR: build it first" >&2; exit 1; }
# shellcheck source=load-common.sh
. benchmarks/load-common.sh
load_init
{ load_describe_machine; echo "jar: $JAR; server JAVA_OPTS: $JAVA_OPTS"; } | tee "$OUT/machine.txt"
# shellcheck disable=SC2086
load_start_server $JAVA_OPTS
KEY="$(load_new_key cpu@example.com)"
TICKS="$(getconf CLK_TCK)"

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat"; }
# CPU of the server's threads whose names match a regular expression: the JIT's compiler threads and the
# garbage collector's are counted in the process's CPU but are not the requests' own work
threads_ticks() {
  local total=0 task
  for task in /proc/"$SERVER_PID"/task/*; do
    if [[ "$(cat "$task/comm" 2>/dev/null)" =~ $1 ]]; then
      total=$((total + $(awk '{ print $14 + $15 }' "$task/stat" 2>/dev/null || echo 0)))
    fi
  done
  echo "$total"
}
JIT_THREADS='^C[12] Compiler'
GC_THREADS='^(GC Thread|G1 )'

send() { # body-file count: that many requests, one at a time; prints the statuses
  for _ in $(seq 1 "$2"); do
    nice -n 19 curl -s -o /dev/null -w '%{http_code}\n' -H "Authorization: Bearer $KEY" \
      -H 'Content-Type: application/json' --data-binary "@$1" "$BASE$ROUTE"
  done | sort | uniq -c | awk '{ printf "%s×%s ", $1, $2 }'
}

allocated_bytes() { # jfr-file: bytes allocated by every thread between the recording's first and last counters
  "$JFR_TOOL" print --json --events jdk.ThreadAllocationStatistics "$1" | python3 -c '
import json, sys
events = json.load(sys.stdin)["recording"]["events"]
first = min(e["values"]["startTime"] for e in events)
start, end = {}, {}
for e in events:
    v = e["values"]
    if v.get("thread"):
        (start if v["startTime"] == first else end)[v["thread"]["javaThreadId"]] = v["allocated"]
print(sum(a - start.get(t, 0) for t, a in end.items()))'
}

for body in "$@"; do
  send "$body" "$WARMUP" > /dev/null
  [ "${ALLOC:-0}" = 1 ] && printf '<?xml version="1.0" encoding="UTF-8"?>\n<configuration version="2.0"><event name="jdk.ThreadAllocationStatistics"><setting name="enabled">true</setting><setting name="period">everyChunk</setting></event></configuration>\n' > "$OUT/alloc.jfc" \
    && "$JCMD" "$SERVER_PID" JFR.start name=alloc settings="$OUT/alloc.jfc" > /dev/null
  load_before="$(cut -d' ' -f1 /proc/loadavg)"
  before="$(cpu_ticks)"; jit_before="$(threads_ticks "$JIT_THREADS")"; gc_before="$(threads_ticks "$GC_THREADS")"; started="$(date +%s.%N)"
  statuses="$(send "$body" "$N")"
  after="$(cpu_ticks)"; jit_after="$(threads_ticks "$JIT_THREADS")"; gc_after="$(threads_ticks "$GC_THREADS")"; ended="$(date +%s.%N)"
  alloc=""
  if [ "${ALLOC:-0}" = 1 ]; then
    "$JCMD" "$SERVER_PID" JFR.stop name=alloc filename="$OUT/alloc.jfr" > /dev/null
    alloc="$(allocated_bytes "$OUT/alloc.jfr" | awk -v n="$N" '{ printf ", allocated %.1f MB/request", $1 / n / 1e6 }')"
  fi
  awk -v b="$(basename "$body")" -v s="$statuses" -v c="$((after - before))" -v j="$((jit_after - jit_before))" -v g="$((gc_after - gc_before))" -v t="$TICKS" -v n="$N" \
      -v w="$(echo "$ended - $started" | bc)" -v l0="$load_before" -v l1="$(cut -d' ' -f1 /proc/loadavg)" -v a="$alloc" \
      'BEGIN { printf "%s: %s| server CPU %.1f ms/request (JIT compiler threads %.1f, GC threads %.1f), wall %.1f ms/request%s, load %s→%s\n", b, s, c * 1000 / t / n, j * 1000 / t / n, g * 1000 / t / n, w * 1000 / n, a, l0, l1 }' \
    | tee -a "$OUT/results.txt"
done
load_summary > /dev/null
