#!/usr/bin/env python3
"""Validate citation-identity/pairs.jsonl and print its counts.

Checks every line:
  * it is one JSON object with exactly the documented fields and field types;
  * ids are unique; domain and type come from the allowed sets;
  * `cite` occurs exactly once in `text`, and nothing cite-like (a section sign, `U.S.C.`, `C.F.R.`)
    occurs in `text` outside it;
  * `cite` has no `et seq.`, no parenthetical year and no sentence period after a closing bracket
    or digit; it has no leading or trailing whitespace;
  * no two lines share the same (text, source) pair;
  * a strict positive has the same parenthesised pins in `cite` as some citation of `source`
    (warning only: the check is shallow).

Prints the number of lines, positives and negatives overall, per domain, per group, per type and
for strict lines. Usage: python3 check.py [pairs.jsonl]   (exit status 1 on any error)
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "domain", "group", "text", "cite", "type", "source", "in_sources", "strict", "note"]
DOMAINS = {"legal", "financial", "insurance", "healthcare"}
TYPES = {"usc", "cfr", "section_ref", "reporter"}
CITE_LIKE = re.compile(r"§|U\. ?S\. ?C\.|C\. ?F\. ?R\.")
PIN = re.compile(r"\(\s*[0-9A-Za-z]{1,5}\s*\)")


def main(path):
    errors, warnings = [], []
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append("line %d: empty line" % n)
                continue
            try:
                r = json.loads(line)
            except ValueError as e:
                errors.append("line %d: invalid JSON: %s" % (n, e))
                continue
            if not isinstance(r, dict) or list(r.keys()) != FIELDS:
                errors.append("line %d: fields must be exactly %s in that order" % (n, FIELDS))
                continue
            rows.append((n, r))

    seen_ids, seen_pairs = set(), set()
    for n, r in rows:
        rid = r["id"]
        where = "line %d (%s)" % (n, rid)
        for k in ("id", "domain", "group", "text", "cite", "type", "source", "note"):
            if not isinstance(r[k], str) or not r[k]:
                errors.append("%s: %s must be a non-empty string" % (where, k))
        for k in ("in_sources", "strict"):
            if not isinstance(r[k], bool):
                errors.append("%s: %s must be a boolean" % (where, k))
        if errors and errors[-1].startswith(where):
            continue
        if rid in seen_ids:
            errors.append("%s: duplicate id" % where)
        seen_ids.add(rid)
        if r["domain"] not in DOMAINS:
            errors.append("%s: unknown domain %r" % (where, r["domain"]))
        if r["type"] not in TYPES:
            errors.append("%s: unknown type %r" % (where, r["type"]))
        text, cite, source = r["text"], r["cite"], r["source"]
        if text.count(cite) != 1:
            errors.append("%s: cite occurs %d times in text" % (where, text.count(cite)))
        else:
            rest = text.replace(cite, " ")
            if CITE_LIKE.search(rest):
                errors.append("%s: cite-like text outside the cite: %r" % (where, rest))
        if cite != cite.strip():
            errors.append("%s: cite has surrounding whitespace" % where)
        if "et seq" in cite:
            errors.append("%s: cite contains et seq." % where)
        if re.search(r"\((1[89]|20)\d\d\)", cite):
            errors.append("%s: cite contains a parenthetical year" % where)
        if re.search(r"[\d)]\.$", cite):
            errors.append("%s: cite ends with a sentence period" % where)
        key = (text, source)
        if key in seen_pairs:
            errors.append("%s: duplicate (text, source) pair" % where)
        seen_pairs.add(key)
        if r["strict"] and r["in_sources"] and r["type"] != "reporter":
            want = [p.replace(" ", "") for p in PIN.findall(cite)]
            have = [p.replace(" ", "") for p in PIN.findall(source)]
            if want and not all(p in have for p in want):
                warnings.append("%s: strict positive, but the pins %s are not all in the source" % (where, want))

    def tally(key):
        c = defaultdict(Counter)
        for _, r in rows:
            c[key(r)]["pos" if r["in_sources"] else "neg"] += 1
        return c

    total = Counter("pos" if r["in_sources"] else "neg" for _, r in rows)
    print("lines %d: %d positive (%.0f %%), %d negative" % (
        len(rows), total["pos"], 100.0 * total["pos"] / max(1, len(rows)), total["neg"]))
    for title, key in (("domain", lambda r: r["domain"]), ("type", lambda r: r["type"]),
                       ("strict", lambda r: "strict" if r["strict"] else "non-strict"),
                       ("group", lambda r: r["group"])):
        print("\nper %s:" % title)
        for k, c in sorted(tally(key).items()):
            print("  %-20s %4d  (+%d / -%d)" % (k, c["pos"] + c["neg"], c["pos"], c["neg"]))
    for w in warnings:
        print("WARNING:", w)
    for e in errors:
        print("ERROR:", e)
    print("\n%d error(s), %d warning(s)" % (len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "pairs.jsonl")))
