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
    "$JAVA" --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED "$@" -jar "$JAR" > "$OUT/server.log" 2>&1 &
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

load_server_durations() { # from-line skip: the run's lines for ROUTE, less the warm-up's answers
  tail -n +"$1" "$OUT/server.log" | grep '"logger_name":"io.attest.access"' \
    | jq -r "select(.route == \"$ROUTE\") | .duration_ms" | tail -n +"$(($2 + 1))" | sort -g \
    | awk '{ v[NR] = $1; s += $1 } END {
        if (NR == 0) { print "server duration_ms: no lines"; exit }
        p = "p50 " v[int(NR * 0.50 + 0.999)] "  p90 " v[int(NR * 0.90 + 0.999)] "  p99 " v[int(NR * 0.99 + 0.999)]
        printf "server duration_ms (access log, %d measured lines): %s  p99.9 %s  max %s  mean %.3f\n", NR, p, v[int(NR * 0.999 + 0.999)], v[NR], s / NR }'
}

# Open-loop runs with ConstantRateLoad, one per entry of RATES (WARMUP s not recorded, then
# DURATION s measured), each followed by the server's own access-log durations for ROUTE and the
# CPU the server and the whole machine used. Needs ROUTE, RATES, DURATION, WARMUP, BENCH_JAR,
# LOAD_JAVA_OPTS, KEY and $OUT/body.json.
load_constant_rate_runs() {
  run=0
  for rate in $RATES; do
    run=$((run + 1))
    name="run$run-${rate}rps"
    from=$(($(wc -l < "$OUT/server.log") + 1))
    cpu_before=$(awk '{print $14 + $15}' "/proc/$SERVER_PID/stat")
    box_before=$(awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6}' /proc/stat)
    echo "== $name: $(date -u +%FT%TZ)" | tee "$OUT/$name.txt"
    set +e
    # shellcheck disable=SC2086
    "$JAVA" $LOAD_JAVA_OPTS -Dload.hgrm="$OUT/$name.hgrm" -cp "$BENCH_JAR" io.attest.benchmarks.load.ConstantRateLoad \
      "$BASE$ROUTE" "$rate" "$DURATION" "$WARMUP" "$OUT/body.json" "Authorization: Bearer $KEY" | tee -a "$OUT/$name.txt"
    set -e
    echo "== $name ended: $(date -u +%FT%TZ)" | tee -a "$OUT/$name.txt"
    sleep 1
    cpu_after=$(awk '{print $14 + $15}' "/proc/$SERVER_PID/stat")
    box_after=$(awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6}' /proc/stat)
    load_server_durations "$from" "$((WARMUP * rate))" | tee -a "$OUT/$name.txt"
    read -r busy0 idle0 <<< "$box_before"
    read -r busy1 idle1 <<< "$box_after"
    echo "CPU during the run (warm-up included, ms): server $(( (cpu_after - cpu_before) * 10 )), whole machine busy" \
      "$(( (busy1 - busy0) * 10 )) of $(( (busy1 - busy0 + idle1 - idle0) * 10 )); server RSS $(ps -o rss= -p "$SERVER_PID" | tr -d ' ') KiB" \
      | tee -a "$OUT/$name.txt"
  done
}
