# Shared by the HTTP load scripts (source it; not run on its own): a throw-away database, the
# server jar started on 127.0.0.1 with an unlimited free plan, an API key made through the console
# API, the machine description and the end-of-run summary. Traffic stays on 127.0.0.1.
#
# The sourcing script sets, before calling these: JAVA, OUT, DB, PORT, JAR; it may set PASSWORD.
# load_start_server sets SERVER_PID; load_cleanup (installed by load_init as the EXIT trap) stops
# the server and drops the database.

PASSWORD="${PASSWORD:-load test password 1}"
BASE="http://127.0.0.1:$PORT"
SERVER_PID=""

load_init() { # creates $OUT and an empty plugins directory; installs the EXIT trap
  mkdir -p "$OUT"
  PLUGINS_DIR="$(mktemp -d -t attest-load-plugins.XXXXXX)"
  trap load_cleanup EXIT
}

load_cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  dropdb -h 127.0.0.1 -U postgres --if-exists "$DB" || true
  rm -rf "$PLUGINS_DIR"
}

load_describe_machine() { # the lines every result starts with; the caller appends its own
  echo "date: $(date -u +%FT%TZ)"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "cpus: $(nproc); $(lscpu | grep 'Model name' | sed 's/  */ /g')"
  echo "memory: $(free -g | awk '/^Mem:/ {print $2 " GiB"}')"
  echo "java: $("$JAVA" -version 2>&1 | head -1)"
  echo "postgresql: $(psql -h 127.0.0.1 -U postgres -tAc 'show server_version')"
}

load_start_server() { # [JVM options…]: a fresh database, the server on it, waits for startup
  dropdb -h 127.0.0.1 -U postgres --if-exists "$DB"
  createdb -h 127.0.0.1 -U postgres -O attest "$DB"
  DATABASE_URL="jdbc:postgresql://127.0.0.1:5432/$DB" ATTEST_PLANS_FREE_MONTHLY_CALLS=0 \
    ATTEST_PLUGINS_DIR="$PLUGINS_DIR" ATTEST_PORT="$PORT" ATTEST_DATA_DIR="$OUT/data" \
    "$JAVA" "$@" -jar "$JAR" > "$OUT/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 120); do
    grep -q 'Startup completed' "$OUT/server.log" && break
    kill -0 "$SERVER_PID" 2>/dev/null || { echo "server exited; see $OUT/server.log" >&2; exit 1; }
    sleep 0.5
  done
  grep 'Startup completed' "$OUT/server.log" | jq -r .message | tee "$OUT/startup.txt"
}

load_new_key() { # email: signs up and prints the new account's API key
  curl -sf -c "$OUT/jar" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$PASSWORD\"}" "$BASE/console/api/signup" > /dev/null
  local key
  key="$(curl -sf -b "$OUT/jar" -H 'Content-Type: application/json' -d '{"name":"load"}' "$BASE/console/api/keys" \
    | jq -r '.. | strings | select(startswith("att_") and length == 40)' | head -1)"
  [ -n "$key" ] || { echo "no key in the console response" >&2; exit 1; }
  echo "$key"
}

load_rss_kib() {
  ps -o rss= -p "$SERVER_PID" | tr -d ' '
}

load_summary() { # statuses, errors and warnings of the server log
  grep -o '"status":[0-9]*' "$OUT/server.log" | sort | uniq -c > "$OUT/statuses.txt" || true
  echo "access-log statuses:"; cat "$OUT/statuses.txt"
  echo "errors in log: $(grep -c '"level":"ERROR"' "$OUT/server.log" || true)," \
    "warnings: $(grep -c '"level":"WARN"' "$OUT/server.log" || true)"
  echo "results in $OUT"
}
