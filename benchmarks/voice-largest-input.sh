#!/usr/bin/env bash
# The voice profile's largest documented input over real HTTP (issue 17): POST /v1/voice-profile/train
# with 25, 50, 100 and 200 samples of 20,000 characters each (the higher plan's limit times the
# per-sample maximum: 4,000,000 characters; above 100 samples training is asynchronous, so the time is
# the POST plus polling its operation until it ends), then POST /v1/voice-profile/generate twice with
# each profile (the first request learns the frames of the samples, the second finds them cached), and
# once with the largest topic (2,000 characters) and inspirations (10 × 20,000 characters). Three
# kinds of input: prose (the writers of test-support's voice-samples/, repeated to fill each sample),
# one character repeated ("aaa…", one 20,000-letter word per sample) and one word repeated ("word
# word …"). Prints status, seconds and answer bytes of every call and the server's RSS, so that a
# straight line in the input size and a bounded answer can be read off. Traffic goes to 127.0.0.1 only;
# every call is bounded by curl's --max-time.
#
# Needs: curl, jq, python3, createdb/dropdb, PostgreSQL on 127.0.0.1:5432 (see verify-references-load.sh), and
#   ./mvnw -B -ntp -DskipTests package -pl server -am
#
# Usage (from the repository root): benchmarks/voice-largest-input.sh
# Tunables: JAVA_OPTS (server, default -Xmx512m as scripts/run-server), PORT (18083), DB
# (attest_perf_voice), KINDS ("prose char word"), COUNTS ("25 50 100 200"), OUT, JAR.
set -euo pipefail
cd "$(dirname "$0")/.."

JAVA="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
JAVA_OPTS="${JAVA_OPTS:--Xmx512m}"
PORT="${PORT:-18083}"
DB="${DB:-attest_perf_voice}"
KINDS="${KINDS:-prose char word}"
COUNTS="${COUNTS:-25 50 100 200}"
OUT="${OUT:-$(mktemp -d -t attest-voice-largest.XXXXXX)}"
JAR="${JAR:-server/target/attest-server.jar}"
SAMPLES_DIR="test-support/src/main/resources/voice-samples"

[ -f "$JAR" ] || { echo "missing $JAR: build it first" >&2; exit 1; }
# shellcheck source=load-common.sh
. benchmarks/load-common.sh
load_init

{
  load_describe_machine
  echo "server JAVA_OPTS: $JAVA_OPTS; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$OUT/machine.txt"

# shellcheck disable=SC2086
load_start_server $JAVA_OPTS
EMAIL="voice-largest@example.com"
KEY="$(load_new_key "$EMAIL")"
DATABASE_URL="jdbc:postgresql://127.0.0.1:5432/$DB" "$JAVA" -jar "$JAR" account set-plan --email "$EMAIL" --plan higher \
  > "$OUT/set-plan.txt" 2>&1

body() { # kind count → JSON body of a train request: count samples of 20,000 characters
  python3 - "$1" "$2" "$SAMPLES_DIR" <<'PY'
import json, sys, pathlib
kind, count, folder = sys.argv[1], int(sys.argv[2]), pathlib.Path(sys.argv[3])
LENGTH = 20000
if kind == "prose":
    texts = [json.loads(l)["text"] for f in sorted(folder.glob("*.jsonl")) for l in f.read_text("utf-8").splitlines() if l.strip()]
    samples, k = [], 0
    for _ in range(count):
        parts = []
        while sum(len(p) + 1 for p in parts) < LENGTH:
            parts.append(texts[k % len(texts)]); k += 1
        samples.append(" ".join(parts)[:LENGTH].rstrip())
elif kind == "char":
    samples = ["a" * LENGTH] * count
else:
    samples = [("word " * (LENGTH // 5)).strip()] * count
print(json.dumps({"name": f"{kind} {count}", "samples": samples}))
PY
}

call() { # method path body-file → "status seconds bytes" (answer in $OUT/answer.json)
  curl -s -o "$OUT/answer.json" -w '%{http_code} %{time_total} %{size_download}' --max-time 600 -X "$1" \
    -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' ${3:+--data-binary "@$3"} "$BASE$2"
}

printf '%-6s %5s %9s | %-28s | %-20s | %-20s | %-20s | %s\n' kind n chars "train (status s bytes)" \
  "generate 1" "generate 2 (cached)" "largest topic+insp." "RSS KiB" | tee "$OUT/results.txt"
for kind in $KINDS; do
  for n in $COUNTS; do
    body "$kind" "$n" > "$OUT/train.json"
    start=$(date +%s.%N)
    read -r status secs bytes <<< "$(call POST /v1/voice-profile/train "$OUT/train.json")"
    profile="$(jq -r '.profile_id // empty' "$OUT/answer.json")"
    if [ "$status" = 202 ]; then # asynchronous: poll the operation until it ends
      op="$(jq -r '.id' "$OUT/answer.json")"
      for _ in $(seq 1 1200); do
        s="$(curl -s --max-time 10 -H "Authorization: Bearer $KEY" "$BASE/v1/operations/$op" | jq -r '.status')"
        [ "$s" = succeeded ] || [ "$s" = failed ] && break
        sleep 0.25
      done
      secs="$(awk -v a="$(date +%s.%N)" -v b="$start" 'BEGIN { printf "%.2f", a - b }')"
      status="202→$s"
    fi
    train="$status $secs $bytes"
    printf '{"profile_id":"%s","topic":"Why small teams should write design documents","format":"blog","variant_count":3,"seed":1}' \
      "$profile" > "$OUT/generate.json"
    gen1="$(call POST /v1/voice-profile/generate "$OUT/generate.json")"
    gen2="$(call POST /v1/voice-profile/generate "$OUT/generate.json")"
    largest="-"
    if [ "$n" = "${COUNTS##* }" ]; then # the largest profile: also the largest topic and inspirations
      python3 - "$kind" "$profile" > "$OUT/generate-largest.json" <<'PY'
import json, sys
kind, profile = sys.argv[1], sys.argv[2]
unit = {"prose": "Small teams write design documents before they start coding. ", "char": "a", "word": "word "}[kind]
text = lambda n: (unit * (n // len(unit) + 1))[:n].strip() or "a"
print(json.dumps({"profile_id": profile, "topic": text(2000), "format": "blog", "variant_count": 5, "seed": 2,
                  "inspirations": [text(20000)] * 10}))
PY
      largest="$(call POST /v1/voice-profile/generate "$OUT/generate-largest.json")"
    fi
    printf '%-6s %5s %9s | %-28s | %-20s | %-20s | %-20s | %s\n' "$kind" "$n" "$((n * 20000))" "$train" "$gen1" "$gen2" \
      "$largest" "$(load_rss_kib)" | tee -a "$OUT/results.txt"
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/results.txt"
load_summary
