#!/usr/bin/env python3
"""Writes plugins/patterns-legal/.../templates/sessions.json: citation templates for the session
laws, advance legislative services and administrative registers that reporters-db's laws.json
lists (leg_session and admin_register entries), one template per publication.

The data is Free Law Project's reporters-db (BSD-2-Clause, see citation-core's NOTICE); the
templates are ours. Run from the repository root after laws.json changes:
    python3 scripts/data/session-law-templates.py
"""
import json
import re

LAWS = "plugins/citation-core/src/main/resources/io/attest/plugins/citationcore/laws.json"
COMMON = "plugins/patterns-legal/src/main/resources/io/attest/plugins/patternslegal/templates/common.json"
OUT = "plugins/patterns-legal/src/main/resources/io/attest/plugins/patternslegal/templates/sessions.json"

laws = json.load(open(LAWS, encoding="utf-8"))["laws"]
jurisdictions = json.load(open(COMMON, encoding="utf-8"))["jurisdictions"]
by_name = {names[-2] if len(names) > 1 else names[0]: code for code, names in jurisdictions.items()}
for code, names in jurisdictions.items():
    for name in names:
        by_name.setdefault(name, code)
by_name["Virgin Islands"] = "VI"

# the leading number: {year}, {volume}, {issue}, or {year}-{pamphlet}
LEAD = {"{year}": "number", "{volume}": "number", "{issue}": "number", "{year}-{pamphlet}": "code"}

templates = []
for law in laws:
    if law["cite_type"] not in ("leg_session", "admin_register"):
        continue
    jurisdiction = by_name.get(law["jurisdiction"])
    if jurisdiction is None:
        continue
    forms = []
    lead_type = None
    for form in law["forms"]:
        m = re.fullmatch(r"(\{year\}-\{pamphlet\}|\{year\}|\{volume\}|\{issue\}) \{code\} \{page\}", form)
        if m:
            lead_type = LEAD[m.group(1)]
            forms.append("{volume} {pub} {section}")
    if not forms:
        continue
    key = law["key"]
    slug = re.sub(r"[^a-z0-9]+", "-", key.lower()).strip("-")
    names = [key] + [v for v in (law.get("variations") or {}) if v != key]
    kind = "session_law" if law["cite_type"] == "leg_session" else "regulation"
    example = law.get("example", "")
    templates.append({
        "id": jurisdiction.lower() + "-" + slug,
        "jurisdiction": jurisdiction,
        "kind": kind,
        "type": "section_ref",
        "body": slug,
        "volume": "{volume}",
        "name": "{volume} " + key + " ",
        "tokens": {"volume": lead_type, "section": "number"},
        "names": {"pub": names},
        "forms": sorted(set(forms)),
        "examples": [[example]] if example and re.fullmatch(r"[\d-]+ .+ \d+", example) else [],
    })

out = {
    "format": "attest.citation-templates",
    "about": "Session laws, advance legislative services and administrative registers: one template per publication of"
             " reporters-db's laws.json (Free Law Project, BSD-2-Clause), written by scripts/data/session-law-templates.py."
             " Key: the publication, the year or volume, the page.",
    "templates": templates,
}
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"{len(templates)} templates written to {OUT}")
