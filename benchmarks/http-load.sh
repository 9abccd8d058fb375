#!/usr/bin/env bash
# HTTP load against a local Attest server with wrk: GET /health, GET /v1/usage, GET /v1/plugins
# (one key, then keys of ACCOUNTS accounts in turn) and POST /console/api/login.
#
# Creates a throw-away database, starts server/target/attest-server.jar on 127.0.0.1, signs up and
# creates a key through the console API, runs wrk (a warm-up run, then a measured run per endpoint,
# every run bounded by -d), samples the server's RSS, then stops the server and drops the database.
# Traffic goes to 127.0.0.1 only. Results go to $OUT (default: a new temporary directory).
#
# Needs: wrk, curl, jq, createdb/dropdb, a PostgreSQL on 127.0.0.1:5432 where role postgres may
# create databases (trust auth) and role attest exists, and a built server jar:
#   ./mvnw -B -ntp -DskipTests package -pl server -am
#
# Usage (from the repository root): benchmarks/http-load.sh
# Tunables: JAVA (default: $JAVA_HOME/bin/java), JAVA_OPTS (none: JVM defaults), PORT (18080),
# DB (attest_bench), THREADS (2), CONNECTIONS (32), DURATION (20s), WARMUP (10s), ACCOUNTS (8),
# OUT, JAR (server/target/attest-server.jar).
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
PORT="${PORT:-18080}"
DB="${DB:-attest_bench}"
THREADS="${THREADS:-2}"
CONNECTIONS="${CONNECTIONS:-32}"
DURATION="${DURATION:-20s}"
WARMUP="${WARMUP:-10s}"
ACCOUNTS="${ACCOUNTS:-8}"
JAVA_OPTS="${JAVA_OPTS:-}"
OUT="${OUT:-$(mktemp -d -t attest-load.XXXXXX)}"
JAR="${JAR:-server/target/attest-server.jar}"

[ -f "$JAR" ] || { echo "missing $JAR: build it first" >&2; exit 1; }
# shellcheck source=load-common.sh
. benchmarks/load-common.sh
load_init

{
  load_describe_machine
  echo "wrk: $(wrk -v 2>&1 | head -1)"
  echo "server JAVA_OPTS: ${JAVA_OPTS:-(none)}"
  echo "wrk options: -t$THREADS -c$CONNECTIONS -d$DURATION --latency (warm-up -d$WARMUP)"
} | tee "$OUT/machine.txt"

# shellcheck disable=SC2086
load_start_server $JAVA_OPTS
sleep 5
echo "rss_idle_kib: $(load_rss_kib)" | tee "$OUT/rss.txt"

KEY="$(load_new_key load0@example.com)"
KEYS=("$KEY")
for i in $(seq 1 $((ACCOUNTS - 1))); do KEYS+=("$(load_new_key "load$i@example.com")"); done
{
  echo "local keys = {"
  for k in "${KEYS[@]}"; do echo "  \"$k\","; done
  echo "}"
  echo 'local i = 0'
  echo 'request = function()'
  echo '  i = i + 1'
  echo '  return wrk.format("GET", "/v1/plugins", {["Authorization"] = "Bearer " .. keys[(i % #keys) + 1]})'
  echo 'end'
} > "$OUT/plugins-accounts.lua"
cat > "$OUT/login.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"email":"load0@example.com","password":"$PASSWORD"}'
LUA
curl -sf -H "Authorization: Bearer $KEY" "$BASE/v1/usage" > "$OUT/usage-before.json"

run() { # name path [wrk options…]
  local name=$1 path=$2
  shift 2
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" "$@" "$BASE$path" > "$OUT/$name-warmup.txt"
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$@" "$BASE$path" | tee "$OUT/$name.txt"
  echo "rss_after_${name}_kib: $(load_rss_kib)" | tee -a "$OUT/rss.txt"
}

run health /health
run usage /v1/usage -H "Authorization: Bearer $KEY"
run plugins /v1/plugins -H "Authorization: Bearer $KEY"
run plugins-accounts /v1/plugins -s "$OUT/plugins-accounts.lua"
run login /console/api/login -s "$OUT/login.lua" --timeout 10s

for k in "${KEYS[@]}"; do curl -sf -H "Authorization: Bearer $k" "$BASE/v1/usage"; echo; done > "$OUT/usage-after.json"
load_summary
