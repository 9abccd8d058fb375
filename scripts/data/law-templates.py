#!/usr/bin/env python3
"""Writes two template files of plugins/patterns-legal from reporters-db's laws.json:
- templates/sessions.json: the session laws, advance legislative services and administrative
  registers (leg_session and admin_register entries), one template per publication;
- templates/codes.json: a generic template for every statute and administrative compilation
  (leg_statute, admin_compilation) in the forms laws.json gives (`{code} § {section}`,
  `{code} tit. {title}, § {section}`, `{title} {code} § {section}`, ...). They are read after the
  hand-written templates of states-*.json, which win where both read the same span; they give a
  key to the shapes the hand-written ones do not know.

The data is Free Law Project's reporters-db (BSD-2-Clause, see citation-core's NOTICE); the
templates are ours. Run from the repository root after laws.json changes:
    python3 scripts/data/law-templates.py
"""
import json
import re

LAWS = "plugins/citation-core/src/main/resources/io/attest/plugins/citationcore/laws.json"
COMMON = "plugins/citation-core/src/main/resources/io/attest/plugins/citationcore/templates/common.json"
OUT = "plugins/citation-core/src/main/resources/io/attest/plugins/citationcore/templates/sessions.json"
OUT_CODES = "plugins/citation-core/src/main/resources/io/attest/plugins/citationcore/templates/codes.json"

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
             " reporters-db's laws.json (Free Law Project, BSD-2-Clause), written by scripts/data/law-templates.py."
             " Key: the publication, the year or volume, the page.",
    "templates": templates,
}
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"{len(templates)} templates written to {OUT}")


# generic statute and administrative-code templates
CODE_FORMS = {
    "{code} § {section}": ("{pub},? {sec?} {section}", ""),
    "{code} {section}": ("{pub},? {sec?} {section}", ""),
    "{code} {rule}": ("{pub},? {sec?} {section}", ""),
    "{code} {reg}": ("{pub},? {sec?} {section}", ""),
    "{code} r. {section}": ("{pub},? (r.|R.|Rule|rule) {section}", ""),
    "{code} tit. {title}, § {section}": ("{pub},? {tit} {title},? {sec?} {section}", "{title}"),
    "{code} tit. {title} § {section}": ("{pub},? {tit} {title},? {sec?} {section}", "{title}"),
    "{title} {code} § {section}": ("{title} {pub},? {sec?} {section}", "{title}"),
    "{title} {code} {rule}": ("{title} {pub},? {sec?} {section}", "{title}"),
    "{title} {code} {section}": ("{title} {pub},? {sec?} {section}", "{title}"),
    "{volume} {code} § {section}": ("{title} {pub},? {sec?} {section}", "{title}"),
    "{chapter} {code} § {section}": ("{title} {pub},? {sec?} {section}", "{title}"),
    "{chapter} {code}[,] § {section}": ("{title} {pub},? {sec?} {section}", "{title}"),
    "{code} ch. {chapter}, § {section}": ("{pub},? {ch} {title},? {sec?} {section}", "{title}"),
    "{code} art {article}": ("{pub},? {art} {section}", ""),
    "{code} art {article}, § {section}": ("{pub},? {art} {title},? {sec?} {section}", "{title}"),
    "{chapter} {code} {act} / {section}": ("{title} {pub} {act}/{section}", "{title}/{act}"),
    "{title}-{chapter} {code} § {section}": ("{title} {pub},? {sec?} {section}", "{title}"),
}
# a title written with dashes (42-8-22 Del. Admin. Code § 4) is read as a code token
DASHED_TITLE = {"{title}-{chapter} {code} § {section}"}
codes = []
for law in laws:
    if law["cite_type"] not in ("leg_statute", "admin_compilation"):
        continue
    jurisdiction = by_name.get(law["jurisdiction"])
    if jurisdiction is None:
        continue
    forms = []
    volume = ""
    for form in law["forms"]:
        generic = CODE_FORMS.get(form)
        if generic:
            forms.append(generic[0])
            if "{act}/" in generic[0]:
                forms.append(generic[0].replace("{act}/{section}", "{act} / {section}"))
            volume = volume or generic[1]
    if not forms:
        continue
    key = law["key"]
    slug = re.sub(r"[^a-z0-9]+", "-", key.lower()).strip("-")
    names = [key] + [v for v in (law.get("variations") or {}) if v != key]
    tokens = {"section": "section"}
    if any("{title}" in f for f in forms):
        tokens["title"] = "code" if any(f in DASHED_TITLE for f in law["forms"]) else "alnum"
    if any("{act}" in f for f in forms):
        tokens["act"] = "number"
    name = key + " " + ("{title}, " if "{title}" in volume and "{act}" not in volume else "") + "§ "
    if "{act}" in volume:
        name = "{title} " + key + " {act}/"
    codes.append({
        "id": "generic-" + jurisdiction.lower() + "-" + slug,
        "jurisdiction": jurisdiction,
        "kind": "statute" if law["cite_type"] == "leg_statute" else "regulation",
        "type": "section_ref",
        "body": "generic-" + slug,
        "volume": volume,
        "name": name,
        "tokens": tokens,
        "names": {"pub": names},
        "forms": sorted(set(forms)),
        "examples": [],
    })
with open(OUT_CODES, "w", encoding="utf-8") as f:
    json.dump({"format": "attest.citation-templates",
               "about": "Generic templates for the statutes and administrative compilations of reporters-db's laws.json"
                        " (Free Law Project, BSD-2-Clause) in the forms it gives, written by"
                        " scripts/data/law-templates.py; read after the hand-written templates.",
               "templates": codes}, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"{len(codes)} templates written to {OUT_CODES}")
