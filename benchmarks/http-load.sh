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
PASSWORD="load test password 1"
OUT="${OUT:-$(mktemp -d -t attest-load.XXXXXX)}"
BASE="http://127.0.0.1:$PORT"
JAR="${JAR:-server/target/attest-server.jar}"

[ -f "$JAR" ] || { echo "missing $JAR: build it first" >&2; exit 1; }
mkdir -p "$OUT"
PLUGINS_DIR="$(mktemp -d -t attest-load-plugins.XXXXXX)"
SERVER_PID=""

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  dropdb -h 127.0.0.1 -U postgres --if-exists "$DB" || true
  rm -rf "$PLUGINS_DIR"
}
trap cleanup EXIT

rss_kib() { ps -o rss= -p "$SERVER_PID" | tr -d ' '; }

{
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "cpus: $(nproc); $(lscpu | grep 'Model name' | sed 's/  */ /g')"
  echo "memory: $(free -g | awk '/^Mem:/ {print $2 " GiB"}')"
  echo "java: $("$JAVA" -version 2>&1 | head -1)"
  echo "postgresql: $(psql -h 127.0.0.1 -U postgres -tAc 'show server_version')"
  echo "wrk: $(wrk -v 2>&1 | head -1)"
  echo "server JAVA_OPTS: ${JAVA_OPTS:-(none)}"
  echo "wrk options: -t$THREADS -c$CONNECTIONS -d$DURATION --latency (warm-up -d$WARMUP)"
} | tee "$OUT/machine.txt"

dropdb -h 127.0.0.1 -U postgres --if-exists "$DB"
createdb -h 127.0.0.1 -U postgres -O attest "$DB"

DATABASE_URL="jdbc:postgresql://127.0.0.1:5432/$DB" ATTEST_PLANS_FREE_MONTHLY_CALLS=0 \
  ATTEST_PLUGINS_DIR="$PLUGINS_DIR" ATTEST_PORT="$PORT" ATTEST_DATA_DIR="$OUT/data" \
  "$JAVA" $JAVA_OPTS -jar "$JAR" > "$OUT/server.log" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 120); do
  grep -q 'Startup completed' "$OUT/server.log" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "server exited; see $OUT/server.log" >&2; exit 1; }
  sleep 0.5
done
grep 'Startup completed' "$OUT/server.log" | tee "$OUT/startup.txt"
sleep 5
echo "rss_idle_kib: $(rss_kib)" | tee "$OUT/rss.txt"

new_key() { # email: signs up and prints the new account's API key
  curl -sf -c "$OUT/jar" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$PASSWORD\"}" "$BASE/console/api/signup" > /dev/null
  curl -sf -b "$OUT/jar" -H 'Content-Type: application/json' -d '{"name":"load"}' "$BASE/console/api/keys" \
    | jq -r '.. | strings | select(startswith("att_") and length == 40)' | head -1
}
KEY="$(new_key load0@example.com)"
[ -n "$KEY" ] || { echo "no key in the console response" >&2; exit 1; }
KEYS=("$KEY")
for i in $(seq 1 $((ACCOUNTS - 1))); do KEYS+=("$(new_key "load$i@example.com")"); done
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
  echo "rss_after_${name}_kib: $(rss_kib)" | tee -a "$OUT/rss.txt"
}

run health /health
run usage /v1/usage -H "Authorization: Bearer $KEY"
run plugins /v1/plugins -H "Authorization: Bearer $KEY"
run plugins-accounts /v1/plugins -s "$OUT/plugins-accounts.lua"
run login /console/api/login -s "$OUT/login.lua" --timeout 10s

for k in "${KEYS[@]}"; do curl -sf -H "Authorization: Bearer $k" "$BASE/v1/usage"; echo; done > "$OUT/usage-after.json"
grep -c '"level":"ERROR"' "$OUT/server.log" > "$OUT/error-lines.txt" || true
grep -c '"level":"WARN"' "$OUT/server.log" > "$OUT/warn-lines.txt" || true
grep -o '"status":[0-9]*' "$OUT/server.log" | sort | uniq -c > "$OUT/statuses.txt" || true
echo "access-log statuses:"; cat "$OUT/statuses.txt"
echo "errors in log: $(cat "$OUT/error-lines.txt"), warnings: $(cat "$OUT/warn-lines.txt")"
echo "results in $OUT"
