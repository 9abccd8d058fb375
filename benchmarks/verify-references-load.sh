#!/usr/bin/env bash
# Open-loop HTTP load on POST /v1/guard/verify-references with ConstantRateLoad: fixed request
# rates, latency from the planned send time (no coordinated omission), HdrHistogram percentiles.
#
# Writes the request body (io.attest.benchmarks.CheckInput: a 10 KB legal text with 44 citations,
# 77 flags, and 5 sources of about 20 KB holding half of them), creates a throw-away database,
# starts server/target/attest-server.jar on 127.0.0.1 with an unlimited free plan, signs up and
# creates a key through the console API, then runs ConstantRateLoad once per entry of RATES (each
# a warm-up of WARMUP s, not recorded, then DURATION s measured) and reads the server's own
# access-log durations (duration_ms) for each run. Stops the server and drops the database.
# Traffic goes to 127.0.0.1 only; every run is bounded by its duration (plus at most the request
# timeout, 10 s, for the last answers). Results go to $OUT (default: a new temporary directory).
#
# Needs: curl, jq, createdb/dropdb, a PostgreSQL on 127.0.0.1:5432 where role postgres may create
# databases (trust auth) and role attest exists, and both jars:
#   ./mvnw -B -ntp -DskipTests package -pl server,benchmarks -am
#
# Usage (from the repository root): benchmarks/verify-references-load.sh
# Tunables: JAVA (default: $JAVA_HOME/bin/java), JAVA_OPTS (server JVM, default -Xmx512m),
# LOAD_JAVA_OPTS (generator JVM, default -Xmx512m -XX:+UseSerialGC; the server always logs its GC
# pauses to $OUT/gc.log), JFR (1: record the server
# with JFR's profile settings into $OUT/server.jfr), PORT (18081), DB (attest_perf),
# RATES ("200 200 200 400"), DURATION (60), WARMUP (15), BODY (a JSON body file to send instead of
# CheckInput's), OUT, JAR, BENCH_JAR.
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
JAVA_OPTS="${JAVA_OPTS:--Xmx512m}"
LOAD_JAVA_OPTS="${LOAD_JAVA_OPTS:--Xmx512m -XX:+UseSerialGC}"
PORT="${PORT:-18081}"
DB="${DB:-attest_perf}"
RATES="${RATES:-200 200 200 400}"
DURATION="${DURATION:-60}"
WARMUP="${WARMUP:-15}"
OUT="${OUT:-$(mktemp -d -t attest-verify-load.XXXXXX)}"
JAR="${JAR:-server/target/attest-server.jar}"
BENCH_JAR="${BENCH_JAR:-benchmarks/target/attest-benchmarks.jar}"
ROUTE="/v1/guard/verify-references"

[ -f "$JAR" ] || { echo "missing $JAR: build it first" >&2; exit 1; }
[ -f "$BENCH_JAR" ] || { echo "missing $BENCH_JAR: build it first" >&2; exit 1; }
# shellcheck source=load-common.sh
. benchmarks/load-common.sh
load_init

{
  load_describe_machine
  echo "server JAVA_OPTS: $JAVA_OPTS${JFR:+ + JFR}; generator: $LOAD_JAVA_OPTS"
  echo "rates: $RATES; warm-up ${WARMUP}s, measured ${DURATION}s each"
} | tee "$OUT/machine.txt"

if [ -n "${BODY:-}" ]; then
  cp "$BODY" "$OUT/body.json"
  echo "body: $BODY" | tee "$OUT/body.txt"
else
  "$JAVA" -cp "$BENCH_JAR" io.attest.benchmarks.CheckInput "$OUT/body.json" | tee "$OUT/body.txt"
fi
sha256sum "$OUT/body.json" | tee -a "$OUT/body.txt"

SERVER_OPTS="$JAVA_OPTS -Xlog:gc:file=$OUT/gc.log:uptime,level"
if [ "${JFR:-}" = 1 ]; then
  SERVER_OPTS="$SERVER_OPTS -XX:StartFlightRecording=filename=$OUT/server.jfr,settings=profile,dumponexit=true"
fi
# shellcheck disable=SC2086
load_start_server $SERVER_OPTS

KEY="$(load_new_key load@example.com)"
curl -sf -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' --data-binary "@$OUT/body.json" \
  "$BASE$ROUTE" > "$OUT/response.json"
echo "one response: $(wc -c < "$OUT/response.json") bytes, $(jq '.flags | length' "$OUT/response.json") flags," \
  "$(jq '[.flags[] | select(.in_sources)] | length' "$OUT/response.json") in sources, risk_score $(jq .risk_score "$OUT/response.json")" \
  | tee "$OUT/response.txt"

load_constant_rate_runs

load_summary
