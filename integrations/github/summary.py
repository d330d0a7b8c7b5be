#!/usr/bin/env python3
"""The GitHub job summary of a faultline run (integrations/github/action.yml): short Markdown
from `faultline report --format json` (docs/report.md, "Data"): the verdicts and findings by
severity, the top sites by minor faults when there was a run, the first findings, and where the
full report is.

Usage: python3 summary.py REPORT_JSON [ARTIFACT_NAME] >> "$GITHUB_STEP_SUMMARY"
"""
import json
import os
import sys

TOP_SITES = 10
TOP_FINDINGS = 10


def cell(text):
    """A Markdown table cell: no pipes or line breaks."""
    return str(text).replace("|", "\\|").replace("\n", " ").strip()


def fmt(n):
    if isinstance(n, float) and not n.is_integer() and abs(n) < 100:
        return f"{n:.1f}"
    return f"{int(round(n)):,}"


def decode_sites(data):
    """The runtime report's sites, back from rows over the frame table to objects."""
    rt = data.get("runtime") or {}
    fields, ffields = data.get("siteFields", []), data.get("frameFields", [])
    interned, strings = set(data.get("frameStrings", [])), data.get("strings", [])

    def frame(i):
        if i is None or i < 0:
            return {}
        row = data["frames"][i]
        return {k: (strings[v] if k in interned and v is not None else v)
                for k, v in zip(ffields, row) if v is not None}

    sites = []
    for row in rt.get("sites", []):
        if isinstance(row, dict):
            sites.append(row)
            continue
        s = {k: v for k, v in zip(fields, row) if v is not None}
        if "location" in s:
            s["location"] = frame(s["location"])
        if "frames" in s:
            s["frames"] = [frame(i) for i in s["frames"]]
        sites.append(s)
    return sites


def site_name(s):
    loc = s.get("location") or {}
    where = (f"{os.path.basename(loc['file'])}:{loc.get('line', 0)}" if loc.get("file")
             else os.path.basename(loc.get("module", "")) or "?")
    return f"{where} {s.get('function', '')}" + (f" in {loc['function']}" if loc.get("function") else "")


def summary(data, artifact):
    out = ["## faultline", ""]
    findings = data.get("findings", [])
    rt = data.get("runtime")
    verdicts, severities = {}, {}
    for f in findings:
        severities[f.get("severity") or "?"] = severities.get(f.get("severity") or "?", 0) + 1
        if f.get("verdict"):
            verdicts[f["verdict"]] = verdicts.get(f["verdict"], 0) + 1
    counts = [f"**{len(findings)}** finding{'' if len(findings) == 1 else 's'}"]
    counts += [f"{n} {sev}" for sev, n in sorted(severities.items(), key=lambda x: (-x[1], x[0]))]
    out.append(", ".join(counts) + ".")
    if verdicts:
        out.append("")
        out.append("Verdicts against the run: " + ", ".join(
            f"**{verdicts.get(v, 0)}** {v}" for v in ("confirmed", "not reproduced", "not executed")) + ".")
    if rt:
        sites = decode_sites(data)
        joins = data.get("sites", [])
        total = sum(p.get("minorFaults", 0) for p in rt.get("processes", []))
        charged = sum(s.get("minorFaults", 0) for s in sites)
        out += ["", f"The run took **{fmt(total)}** minor faults, {fmt(charged)} charged to "
                f"{len(sites)} site{'' if len(sites) == 1 else 's'}.", ""]
        top = sorted(range(len(sites)), key=lambda i: (-sites[i].get("minorFaults", 0), i))[:TOP_SITES]
        out += ["| site | faults | calls | faults/call | verdict |", "|---|---:|---:|---:|---|"]
        for i in top:
            s = sites[i]
            ks = joins[i]["findings"] if i < len(joins) else []
            v = ", ".join(sorted({findings[k].get("verdict", "") for k in ks} - {""})) or "—"
            out.append(f"| `{cell(site_name(s))}` | {fmt(s.get('minorFaults', 0))} | "
                       f"{fmt(s.get('calls', 0))} | {fmt(s.get('faultsPerCall', 0))} | {cell(v)} |")
        if len(sites) > TOP_SITES:
            out.append(f"\n{len(sites) - TOP_SITES} more sites in the report.")
    if findings:
        out += ["", "| severity | location | rule | verdict | message |", "|---|---|---|---|---|"]
        for f in findings[:TOP_FINDINGS]:
            out.append(f"| {cell(f.get('severity', ''))} | `{cell(f.get('file', ''))}:{f.get('line', 0)}` | "
                       f"{cell(f.get('ruleId', ''))} | {cell(f.get('verdict', '—'))} | {cell(f.get('message', ''))} |")
        if len(findings) > TOP_FINDINGS:
            out.append(f"\n{len(findings) - TOP_FINDINGS} more findings in the report.")
    out += ["", f"The whole report (timeline, flame graph, every site and finding with its code): "
            f"the **{artifact}** artifact of this run (`report.html`).", ""]
    return "\n".join(out)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        data = json.load(f)
    if data.get("format") != "faultline-report":
        sys.exit(f"{sys.argv[1]} is not `faultline report --format json` output")
    sys.stdout.write(summary(data, sys.argv[2] if len(sys.argv) > 2 else "faultline-report"))


if __name__ == "__main__":
    main()
