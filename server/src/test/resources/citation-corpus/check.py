#!/usr/bin/env python3
"""Validate the citation-check test corpus (legal/financial/insurance/healthcare.json).

Checks, for every case:
  * JSON parses, ids are unique, id prefix and `domain` match the file, fields have the right types;
  * every expected `raw` occurs in `text`, in order, without overlapping another flag, and each raw
    occurs exactly as many times (outside longer flags) as it is listed;
  * a lint pass: anything in `text` that looks like a citation (section signs, "Section N",
    "Rule N", "Part X", "v.", U.S.C./C.F.R., court rules, reporter cites built from reporters.json,
    neutral/WL/LEXIS cites) must lie inside an expected flag, and forms the corpus deliberately
    avoids (Title VII, Form 10-K, Fed. Reg., Pub. L., "vs.", ...) must not occur at all;
  * every `in_sources` label is recomputed: the literal rule of decisions.md section 4 (raw with all
    whitespace removed occurs in a source with all whitespace removed, and in the original source
    the characters just before and after the match are not letters or digits). For case names with
    strict=false the documented heuristics are applied as well (Bluebook case-name abbreviations of
    laws.json, & vs and, typographic vs straight apostrophes); a label that only the heuristic
    explains must carry "heuristic": true, and "heuristic" may appear nowhere else. A citation the
    check compares by identity (docs/citation-check.md: the same statute, regulation, rule or reporter
    cite written another way verifies it; a longer section or another pin does not) may be labelled
    against the literal rule only when the flag carries "identity": true, and "identity" may appear
    nowhere else, so every such label is a deliberate one.

Usage: python3 check.py [corpus_dir]     (exit status 1 on any error)
No third-party modules; reads laws.json/reporters.json from the citation-core plugin resources
(or ../shared/data beside the repository as a fallback).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DOMAINS = ["legal", "financial", "insurance", "healthcare"]
TYPES = ["case_citation", "reporter", "usc", "cfr", "section_ref"]
DATA_DIRS = [
    os.path.join(HERE, "../../../../../plugins/citation-core/src/main/resources/io/attest/plugins/citationcore"),
    os.path.join(HERE, "../../../../../../shared/data"),
]


def data_file(name):
    for d in DATA_DIRS:
        p = os.path.normpath(os.path.join(d, name))
        if os.path.exists(p):
            return p
    sys.exit("cannot find " + name)


LAWS = json.load(open(data_file("laws.json"), encoding="utf-8"))
REPORTERS = json.load(open(data_file("reporters.json"), encoding="utf-8"))

# ---------------------------------------------------------------- literal rule (decisions.md §4)

# Java's Character.isWhitespace does not count these as whitespace; Python's str.isspace does.
NON_JAVA_WS = {"\u00a0", "\u2007", "\u202f", "\u0085"}


def literal_in(raw, source, java_ws=False):
    def ws(ch):
        return ch.isspace() and not (java_ws and ch in NON_JAVA_WS)

    r = "".join(ch for ch in raw if not ws(ch))
    keep = [i for i, ch in enumerate(source) if not ws(ch)]
    s = "".join(source[i] for i in keep)
    start = 0
    while r:
        k = s.find(r, start)
        if k < 0:
            return False
        a, b = keep[k], keep[k + len(r) - 1]
        before = source[a - 1] if a > 0 else ""
        after = source[b + 1] if b + 1 < len(source) else ""
        if not before.isalnum() and not after.isalnum():
            return True
        start = k + 1
    return False


def in_any(raw, sources, java_ws=False):
    return any(literal_in(raw, s, java_ws) for s in sources)


# ---------------------------------------------------------------- non-strict case-name heuristic

ABBR = LAWS["case_name_abbreviations"]
WORD_KEYS = {}
for key, words in ABBR.items():
    for w in words:
        WORD_KEYS.setdefault(w, set()).add(key)


def canon(core):
    if core in ABBR:
        return min(min(WORD_KEYS[w]) for w in ABBR[core])
    if core in WORD_KEYS:
        return min(WORD_KEYS[core])
    return core


TOKEN = re.compile(r"^([(\[\"“]*)(.*?)([,;:)\]\"”]*)$")


def norm_name(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'")
    out = []
    for tok in re.split(r"(\s+)", s):
        if not tok or tok.isspace():
            out.append(tok)
            continue
        m = TOKEN.match(tok)
        lead, core, trail = m.group(1), m.group(2), m.group(3)
        # "Co.," -> core "Co." ; "Ins" with the period eaten by nothing, keep as is
        out.append(lead + canon(core) + trail)
    return "".join(out)


def heuristic_in(raw, sources):
    n = norm_name(raw)
    return any(literal_in(n, norm_name(s)) for s in sources)


GENERIC = {"Inc.", "Co.", "Corp.", "Ltd.", "LLC", "L.P.", "Ass'n", "State", "United", "States", "People",
           "In", "re", "Ex", "parte", "ex", "rel.", "of", "the", "and", "&", "v.", "Company", "Insurance",
           "Ins.", "City", "County", "Department", "Dep't", "Bank", "Health", "America", "Group",
           "Commonwealth", "National", "Nat'l", "Mutual", "Mut.", "Life", "Fire", "Holdings", "Services",
           "Co.,", "Inc.,", "New", "York", "Commissioner", "Comm'r", "SEC"}

# ---------------------------------------------------------------- lint

def reporter_regex():
    forms = set()
    for e in REPORTERS["reporters"]:
        forms.update(e["editions"].keys())
        forms.update(e.get("variations", {}).keys())
    alts = []
    for f in sorted(forms, key=len, reverse=True):
        pat = re.escape(f)
        pat = pat.replace(r"\.\ ", r"\.\s*").replace(r"\ ", r"\s+")
        pat = re.sub(r"\\\.(?=[A-Za-z0-9])", r"\\.\\s*", pat)
        alts.append(pat)
    return re.compile(r"(?<![\w.])\d{1,5}\s+(?:" + "|".join(alts) + r")(?=[\s,]*(?:\d+(?![\w])|\())")


TRIGGERS = [
    ("section sign", re.compile(r"§")),
    ("Section N", re.compile(r"\bSections?\s+(?:\d|[IVX]+\b)")),
    ("Rule N", re.compile(r"\bRules?\s+\d")),
    ("Part X", re.compile(r"\bParts?\s+(?:[A-Z]\b|\d)")),
    ("Exclusion (x)", re.compile(r"\bExclusions?\s*\(")),
    ("x v. y", re.compile(r"\sv\.\s+[A-Z]")),
    ("code", re.compile(r"U\.?\s?S\.?\s?C\b|\bUSC\b|C\.\s?F\.\s?R\b|\bCFR\b")),
    ("court rule", re.compile(r"\bFed\.\s*R\.")),
    ("state code", re.compile(r"\bILCS\b|\bGen\. Laws\b|\bCons\. Stat\b|\bIns\. (?:Code|Law)\b")),
    ("WL/LEXIS", re.compile(r"\bWL\b|\bLEXIS\b")),
    ("In re / Ex parte / ex rel.", re.compile(r"\bIn re\b|\bEx parte\b|\bex rel\.")),
    ("neutral", re.compile(r"\b\d{4}-[A-Z][A-Za-z]*-\d|\b\d{4} IL(?: App)?\b")),
    ("reporter", reporter_regex()),
]

FORBIDDEN = re.compile(
    r"\bvs\.|\bTitle\s+(?:[IVX]+|\d)|\bArticle\s+(?:[IVX]+|\d)|\bChapter\s+\d|\bItem\s+\d|\bForm\s+\d"
    r"|\bRegulation\s+[A-Z]{1,3}\b|\bSchedule\s+\d|\bNo\.\s*\d|\bPub\. ?L\.|\bFed\. Reg\.|\b\d+ Stat\."
    r"|\bCMS-\d|\bICD-|\bSec\.\s*\d|\bart\.\s*\d|\bsubd\.|\bsection\s+\d|\brule\s+\d|\bpart\s+[A-Z0-9]\b"
    r"|\bTreas\. Reg\.|\bReg\.\s*[A-Z]\b|\bParagraph\s+\d|\bEndorsement\s+\d|\bCoverage\s+[A-Z]\b"
)

# ---------------------------------------------------------------- main


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else HERE
    errors, warnings = [], []
    ids = set()
    stats = {}
    type_counts = Counter()
    label_counts = Counter()
    extra = Counter()
    for domain in DOMAINS:
        path = os.path.join(corpus, domain + ".json")
        try:
            cases = json.load(open(path, encoding="utf-8"))
        except Exception as e:  # noqa: BLE001
            errors.append(f"{path}: {e}")
            continue
        stats[domain] = len(cases)
        for c in cases:
            cid = c.get("id")
            where = f"{domain}/{cid}"

            def err(msg):
                errors.append(f"{where}: {msg}")

            if set(c) - {"id", "domain", "strict", "note", "text", "sources", "expected"}:
                err(f"unknown keys {set(c) - {'id','domain','strict','note','text','sources','expected'}}")
            if cid in ids:
                err("duplicate id")
            ids.add(cid)
            if not isinstance(cid, str) or not cid.startswith(domain + "-"):
                err("id must start with the domain")
            if c.get("domain") != domain:
                err("domain does not match file")
            if not isinstance(c.get("strict"), bool):
                err("strict must be boolean")
            if not c.get("note"):
                err("note missing")
            text, sources, expected = c.get("text"), c.get("sources"), c.get("expected")
            if not isinstance(text, str) or not text:
                err("text missing")
                continue
            if not isinstance(sources, list) or not sources or not all(isinstance(s, str) and s for s in sources):
                err("sources must be a non-empty list of non-empty strings")
                continue
            if not isinstance(expected, list):
                err("expected must be a list")
                continue
            if c["strict"]:
                extra["strict"] += 1
            if not expected:
                extra["no_citation"] += 1
            # --- spans
            spans, cursor = [], 0
            for f in expected:
                if set(f) - {"type", "raw", "in_sources", "heuristic", "identity"}:
                    err(f"flag has unknown keys: {f}")
                if f.get("type") not in TYPES:
                    err(f"bad type {f.get('type')}")
                raw = f.get("raw", "")
                if not raw or raw != raw.strip() or raw[-1] in ",;:":
                    err(f"raw {raw!r} empty or has edge whitespace/punctuation")
                k = text.find(raw, cursor)
                if k < 0:
                    err(f"raw {raw!r} not found in text after offset {cursor} (order?)")
                    continue
                spans.append((k, k + len(raw), raw))
                cursor = k + len(raw)
            for raw, n in Counter(f.get("raw") for f in expected).items():
                occ = [m.start() for m in re.finditer("(?=" + re.escape(raw) + ")", text)]
                occ = [o for o in occ if not any(a <= o and o + len(raw) <= b and r != raw for a, b, r in spans)]
                if len(occ) != n:
                    err(f"raw {raw!r} occurs {len(occ)} times outside other flags, listed {n} times")
            # --- lint
            for name, rx in TRIGGERS:
                for m in rx.finditer(text):
                    s0, e0 = m.start(), m.end()
                    if name == "x v. y":
                        s0 += 1
                    if not any(a <= s0 < b for a, b, _ in spans):
                        err(f"lint: unlabelled {name} {text[max(0, s0 - 20):e0 + 20]!r}")
            for m in FORBIDDEN.finditer(text):
                err(f"lint: avoided form present {text[max(0, m.start() - 15):m.end() + 15]!r}")
            # --- labels
            for f in expected:
                raw, t, label = f.get("raw", ""), f.get("type"), f.get("in_sources")
                type_counts[(domain, t)] += 1
                type_counts[("all", t)] += 1
                label_counts[(t, label)] += 1
                if not isinstance(label, bool):
                    err(f"{raw!r}: in_sources must be boolean")
                    continue
                lit = in_any(raw, sources)
                if lit != in_any(raw, sources, java_ws=True):
                    warnings.append(f"{where}: {raw!r} depends on NBSP-like characters counting as whitespace")
                if t == "case_citation" and not c["strict"]:
                    heur = heuristic_in(raw, sources)
                    want = lit or heur
                    if label != want:
                        err(f"{raw!r}: labelled {label}, literal={lit}, heuristic={heur}")
                    if label and not lit and not f.get("heuristic"):
                        err(f"{raw!r}: passes only by heuristic; mark \"heuristic\": true")
                    if f.get("heuristic") and lit:
                        err(f"{raw!r}: marked heuristic but passes literally")
                    if f.get("heuristic"):
                        extra["heuristic"] += 1
                    if not label:
                        words = {w.strip(",") for w in raw.replace("’", "'").split()} - GENERIC
                        hits = sorted(w for w in words if len(w) > 3 and any(w in s for s in sources))
                        if hits:
                            warnings.append(f"{where}: non-strict negative {raw!r} shares words with sources: {hits}")
                else:
                    if "heuristic" in f:
                        err(f"{raw!r}: 'heuristic' only applies to non-strict case names")
                    if label != lit and f.get("identity") is not True:
                        err(f"{raw!r}: labelled {label}, literal rule says {lit}; mark \"identity\": true if the identity rule explains it")
                    if "identity" in f and (f.get("identity") is not True or label == lit):
                        err(f"{raw!r}: marked identity but the literal rule agrees")
                    if f.get("identity"):
                        extra["identity"] += 1
    print("cases per domain:", stats, "total", sum(stats.values()))
    for scope in DOMAINS + ["all"]:
        print(f"  flags {scope:10}", {t: type_counts[(scope, t)] for t in TYPES})
    print("  in_sources true/false per type:",
          {t: (label_counts[(t, True)], label_counts[(t, False)]) for t in TYPES})
    print("  strict cases:", extra["strict"], " no-citation cases:", extra["no_citation"],
          " heuristic labels:", extra["heuristic"], " identity labels:", extra["identity"])
    for w in warnings:
        print("WARNING", w)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
