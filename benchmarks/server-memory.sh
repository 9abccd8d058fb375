#!/bin/bash
# The server's memory through a full rebuild of its meeting index (docs/performance.md, "Server memory
# with 100,000 indexed items: fourth round").
#
#   benchmarks/server-memory.sh JAR LABEL [java options ...]
#
# Starts JAR on an empty data directory (so the server rebuilds the meeting index from PostgreSQL) with
# the shipped defaults (-Xmx256m, MALLOC_ARENA_MAX=2; the options given come after -Xmx256m and may
# override it), samples /proc/PID/status every 0.5 s into /tmp/mem-LABEL.samples
# ("seconds VmHWM: MiB VmRSS: MiB RssAnon: MiB RssFile: MiB") and stops the server AFTER seconds (default
# 60) after the rebuild's log line. Prints the rebuild line, the peak (VmHWM), the largest sampled
# VmRSS, the last sample, the index's segment count and the load average at start and end.
#
# Environment: DATABASE_URL (default the 100,000-item database attest_mem on 127.0.0.1), JAVA_HOME,
# ATTEST_PORT (default 18303), AFTER, QUERIES (a command run once the rebuild has ended, e.g. a
# ConstantRateLoad; its output goes to /tmp/mem-LABEL.queries), MALLOC_ARENA_MAX (default 2), KEEP (set:
# keep the data directory, e.g. for TranscriptSearchLoad query DATA/meeting-index).
set -u
JAR=$1; LABEL=$2; shift 2
DATA=$(mktemp -d /tmp/memdata.XXXX)
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
LOG=/tmp/mem-$LABEL.log
SAMPLES=/tmp/mem-$LABEL.samples
echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
DATABASE_URL=${DATABASE_URL:-jdbc:postgresql://127.0.0.1:5432/attest_mem} ATTEST_DATA_DIR=$DATA \
  ATTEST_PORT=${ATTEST_PORT:-18303} ATTEST_PLANS_FREE_MONTHLY_CALLS=0 MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} \
  "$JAVA" --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -Xmx256m "$@" -jar "$JAR" > "$LOG" 2>&1 &
PID=$!
START=$(date +%s)
DONE=""
: > "$SAMPLES"
while kill -0 $PID 2>/dev/null; do
  echo "$(( $(date +%s) - START )) $(grep -E '^(VmRSS|VmHWM|RssAnon|RssFile)' /proc/$PID/status | awk '{printf "%s %d ", $1, $2/1024}')" >> "$SAMPLES"
  sleep 0.5
  if [ -z "$DONE" ] && grep -q "search index rebuilt" "$LOG"; then
    DONE=$(date +%s)
    echo "load at the rebuild's end: $(cut -d' ' -f1-3 /proc/loadavg)"
    if [ -n "${QUERIES:-}" ]; then (eval "$QUERIES") > /tmp/mem-$LABEL.queries 2>&1 & fi
  fi
  if [ -n "$DONE" ] && [ $(( $(date +%s) - DONE )) -ge ${AFTER:-60} ]; then
    echo "segments at the end: $(ls "$DATA"/meeting-index/index/*.si 2>/dev/null | wc -l)"
    kill $PID; wait $PID 2>/dev/null; break
  fi
done
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
grep -o "search index rebuilt.*" "$LOG"
# columns: $3 VmHWM, $5 VmRSS, $7 RssAnon, $9 RssFile
awk '$3 > hwm {hwm = $3} $5 > rss {rss = $5; at = $0} END {print "peak VmHWM MiB: " hwm; print "largest sampled VmRSS: " at}' "$SAMPLES"
echo "last sample: $(grep VmRSS "$SAMPLES" | tail -1)"
if [ -n "${KEEP:-}" ]; then echo "index kept in $DATA/meeting-index"; else rm -rf "$DATA"; fi
