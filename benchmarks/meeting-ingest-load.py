#!/usr/bin/env python3
"""Whole synchronous ingests over HTTP, one after the other: POST /v1/meeting-memory/ingest of N
transcripts of about SIZE characters (below the 50,000-character async threshold), printing
characters per second and latencies. Needs a running server and a key with the meetings scope;
standard library only. Usage: meeting-ingest-load.py BASE_URL KEY N SIZE [dense]

'sparse' transcripts (default) hold about one promise per 2,500 characters, 'dense' ones an item
every 140 characters (a stress case for the per-item work of indexing). The texts differ from run to
run, so that no vector is found already computed. docs/performance.md."""
import json
import sys
import time
import urllib.request

BASE, KEY, N, SIZE = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
DENSE = len(sys.argv) > 5 and sys.argv[5] == "dense"
TOPICS = ["the release checklist", "the vendor contract", "the on-call rota", "the design review", "the travel budget",
          "the customer survey", "the test matrix", "the office move", "the pricing page", "the data retention policy"]
PEOPLE = ["ian.wright@example.com", "dana.kim@example.com", "omar.haddad@example.com"]


def meeting(seed):
    turns, r = [], 0
    while sum(len(t) for t in turns) < SIZE:
        tp = TOPICS[(r + seed) % len(TOPICS)]
        if DENSE:
            turns.append(f"Dana: Next topic is {tp}, item {seed}-{r}.\n"
                         f"Omar: I looked at {tp} on day {r} and it mostly holds up for case {seed}.\n"
                         f"Ian: I'll write up the open points on {tp} number {r} by Friday.\n"
                         f"Dana: Thanks. Omar, could you check the numbers for {tp} {seed}.{r} before the next meeting?\n"
                         f"Omar: Sure, will do.\nIan: Who decides the budget for {tp} {r}?\nDana: Let's move on.\n")
        else:
            turns.append(f"Dana: Next topic is {tp}, item {seed}-{r}.\n"
                         f"Omar: I looked at {tp} on day {r} and it mostly holds up for case {seed}.\n"
                         f"Ian: There are a few rough edges in {tp} number {r} that we should smooth out.\n"
                         f"Dana: Noted, we keep an eye on {tp} {seed}.{r}.\n"
                         + (f"Ian: I'll write up the open points on {tp} number {r} by Friday.\n" if r % 8 == 0 else ""))
        r += 1
    return "".join(turns)


run = time.time_ns() // 1000
# Every run's texts are new (the run number is in them): the server keeps sentence vectors by text, and a
# text it has embedded before would cost nothing.
bodies = [json.dumps({"transcript_id": f"load-{run}-{i}", "occurred_at": "2026-01-05T09:00:00Z",
                      "participants": PEOPLE, "transcript": meeting(run % 10_000_000 * 1000 + i)}).encode()
          for i in range(N)]
chars = sum(len(json.loads(b)["transcript"]) for b in bodies)
latencies, items = [], 0
started = time.time()
for body in bodies:
    t = time.time()
    request = urllib.request.Request(BASE + "/v1/meeting-memory/ingest", data=body,
                                     headers={"Authorization": "Bearer " + KEY, "Content-Type": "application/json"})
    answer = json.load(urllib.request.urlopen(request))
    latencies.append(time.time() - t)
    items = sum(answer["extracted"].values())
elapsed = time.time() - started
latencies.sort()
print(f"{N} ingests, {chars} chars, {elapsed:.2f} s, {chars / elapsed / 1000:.0f} K chars/s, "
      f"median {latencies[len(latencies) // 2] * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms, items per transcript {items}")
