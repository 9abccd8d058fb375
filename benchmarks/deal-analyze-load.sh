#!/usr/bin/env bash
# Open-loop HTTP load on POST /v1/airbnb-deal/analyze (bundled market data) with ConstantRateLoad:
# fixed request rates, latency from the planned send time (no coordinated omission), HdrHistogram
# percentiles. The same machinery as verify-references-load.sh (load-common.sh): a throw-away
# database, server/target/attest-server.jar on 127.0.0.1 with an unlimited free plan, a key made
# through the console API, one ConstantRateLoad run per entry of RATES (WARMUP s not recorded, then
# DURATION s measured), the server's own access-log durations per run. Traffic goes to 127.0.0.1
# only; every run is bounded by its duration. Results go to $OUT.
#
# The body is a Dallas address with every optional field ({"address": "1500 marilla street, dallas,
# texas 75201", ...}); BODY=file sends another.
#
# Needs: curl, jq, createdb/dropdb, PostgreSQL on 127.0.0.1:5432 (see verify-references-load.sh), and
#   ./mvnw -B -ntp -DskipTests package -pl server,benchmarks -am
#
# Usage (from the repository root): benchmarks/deal-analyze-load.sh
# Tunables: as verify-references-load.sh; defaults PORT 18082, DB attest_perf_deal, RATES "200 200 400",
# DURATION 30, WARMUP 10.
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
JAVA_OPTS="${JAVA_OPTS:--Xmx512m}"
LOAD_JAVA_OPTS="${LOAD_JAVA_OPTS:--Xmx512m -XX:+UseSerialGC}"
PORT="${PORT:-18082}"
DB="${DB:-attest_perf_deal}"
RATES="${RATES:-200 200 400}"
DURATION="${DURATION:-30}"
WARMUP="${WARMUP:-10}"
OUT="${OUT:-$(mktemp -d -t attest-deal-load.XXXXXX)}"
JAR="${JAR:-server/target/attest-server.jar}"
BENCH_JAR="${BENCH_JAR:-benchmarks/target/attest-benchmarks.jar}"
ROUTE="/v1/airbnb-deal/analyze"

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
  printf '%s' '{"address":"1500 marilla street, dallas, texas 75201","rent_estimate_monthly":1800,"furnishing_amortization_monthly":350,"platform_fees_pct":0.03,"verdict_thresholds":{"green_min_annual_net":12000,"green_min_cash_on_cash":0.3,"red_max_annual_net":0}}' > "$OUT/body.json"
  echo "body: built-in Dallas address" | tee "$OUT/body.txt"
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
echo "one response: $(wc -c < "$OUT/response.json") bytes, verdict $(jq -r .verdict "$OUT/response.json"), $(jq '.flag_details | length' "$OUT/response.json") flags" \
  | tee "$OUT/response.txt"

load_constant_rate_runs

load_summary
