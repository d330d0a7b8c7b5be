#!/usr/bin/env python3
"""Run faultline over the precision corpus in AST and fast mode and diff against the triage.

    python3 bench/precision/fetch.py                  # once: sources + compile databases
    python3 bench/precision/run.py                    # analyse, time, diff, print the table
    python3 bench/precision/run.py --no-analyse       # only re-diff out/ against triage.md
    python3 bench/precision/run.py --only zstd,lz4 --faultline /tmp/faultline

For each project: the project's compile database, restricted to the TUs of projects.py
(include/exclude) and de-duplicated by file, is written to out/NAME/db/; then

    faultline check -p out/NAME/db --mode ast --root SRC --format json -o out/NAME/ast.json -j 2 --no-cache
    faultline check --mode fast --root SRC --format json -o out/NAME/fast.json -j 2 TU... HEADER...

(fast mode gets the same TUs plus the headers in their directories, since it cannot follow
#include). Both are timed (wall clock). Every finding is keyed by (project, repo-relative file,
line, rule): mode-independent, so one triage entry covers a finding both modes report. The keys
are looked up in triage.md; findings without an entry are listed and make the exit status 1.
Triage entries no finding matches any more are listed as stale (not an error).
Projects marked heldout=True in projects.py get their own table and totals after the tuned one.
Under each table: precision by severity and under the strict reading (acceptable rows whose
reason starts "large only for", i.e. large only for unusual inputs or settings, counted as FP).
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from projects import PROJECTS  # noqa: E402

CORPUS = os.path.realpath(os.path.join(HERE, "corpus"))  # a symlink to a shared fetch: faultline reports real paths
OUT = os.path.join(HERE, "out")
TRIAGE = os.path.join(HERE, "triage.md")
VERDICTS = ("TP", "acceptable", "FP")
SOURCE_EXT = (".c", ".cc", ".cpp", ".cxx", ".c++", ".C")  # .C is C++ (html2text), .c++ capnproto's
HEADER_EXT = (".h", ".hh", ".hpp", ".hxx", ".inc", ".inl")


def tu_path(entry, src):
    f = entry["file"]
    if not os.path.isabs(f):
        f = os.path.join(entry["directory"], f)
    return os.path.relpath(os.path.realpath(f), os.path.realpath(src))


def restricted_db(p):
    """The project's database restricted to its TUs, one entry per file; returns (db dir, files)."""
    src = os.path.join(CORPUS, p["srcdir"])
    db = os.path.join(src, "fl-build", "compile_commands.json")
    if not os.path.exists(db):
        sys.exit(f"run.py: {db} missing: run bench/precision/fetch.py first")
    entries, seen = [], set()
    for e in json.load(open(db)):
        rel = tu_path(e, src)
        if rel in seen or rel.startswith("..") or not rel.endswith(SOURCE_EXT):
            continue  # assembly (zstd's huf_decompress_amd64.S) is not for a C front end
        if p["include"] is not None and not any(rel.startswith(i) for i in p["include"]):
            continue
        if any(rel.startswith(x) for x in p["exclude"]):
            continue
        seen.add(rel)
        entries.append(e)
    d = os.path.join(OUT, p["name"], "db")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)
    return d, sorted(seen)


def fast_inputs(src, tus):
    # A TU the build generates and the configure step only lists (innoextract's
    # fl-build/release.cpp, held-out set 30) is not on disk: AST mode counts it as failed, and
    # fast mode, which takes a named file that does not exist for a user's mistake (exit 2),
    # is given the ones that exist.
    files = [t for t in tus if os.path.isfile(os.path.join(src, t))]
    for d in sorted({os.path.dirname(t) for t in tus}):
        full = os.path.join(src, d)
        if not os.path.isdir(full):
            continue
        for n in sorted(os.listdir(full)):
            if n.endswith(HEADER_EXT) and os.path.isfile(os.path.join(full, n)):
                files.append(os.path.join(d, n) if d else n)
    return files


def run_check(cmd, out_json, cwd):
    t0 = time.monotonic()
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    dt = time.monotonic() - t0
    if r.returncode not in (0, 1, 3) or not os.path.exists(out_json):
        sys.stderr.write(r.stderr)
        sys.exit(f"run.py: {' '.join(map(shlex.quote, cmd))} exited {r.returncode}")
    return dt, r.returncode


def analyse(p, fl, jobs, modes, unknown_sizes):
    src = os.path.join(CORPUS, p["srcdir"])
    dbdir, tus = restricted_db(p)
    od = os.path.join(OUT, p["name"])
    meta = {"tus": len(tus), "time": {}, "commands": {}}
    if "ast" in modes:
        cmd = [fl, "check", "-p", dbdir, "--mode", "ast", "--root", src, "--format", "json",
               "-o", os.path.join(od, "ast.json"), "-j", str(jobs), "--no-cache", "--quiet",
               "--fail-on", "never", "--unknown-sizes", unknown_sizes]
        meta["time"]["ast"], _ = run_check(cmd, os.path.join(od, "ast.json"), src)
        meta["commands"]["ast"] = cmd
    if "fast" in modes:
        files = fast_inputs(src, tus)
        cmd = [fl, "check", "--mode", "fast", "--root", src, "--format", "json",
               "-o", os.path.join(od, "fast.json"), "-j", str(jobs), "--no-cache", "--quiet",
               "--fail-on", "never", "--unknown-sizes", unknown_sizes] + files
        meta["time"]["fast"], _ = run_check(cmd, os.path.join(od, "fast.json"), src)
        meta["commands"]["fast"] = cmd[:16] + [f"<{len(files)} files>"]
        meta["fastFiles"] = len(files)
    old = os.path.join(od, "meta.json")
    if os.path.exists(old):  # keep the other mode's time when only one mode was re-run
        prev = json.load(open(old))
        for k in ("time", "commands"):
            for m, v in prev.get(k, {}).items():
                meta[k].setdefault(m, v)
        meta.setdefault("fastFiles", prev.get("fastFiles"))
    json.dump(meta, open(old, "w"), indent=1)


# ------------------------------------------------------------------------------------ triage

ROW = re.compile(r"^\|\s*`?([^|`]+?):(\d+)`?\s*\|\s*`?(faultline-[a-z-]+)`?\s*\|([^|]*)\|\s*(TP|acceptable|FP|\?)\s*\|([^|]*)\|(.*)\|\s*$")


# Verdicts from worst to best: a key whose two modes were judged apart counts by its worse one.
RANK = {"FP": 0, "?": 1, "acceptable": 2, "TP": 3}


def load_triage():
    """triage.md: '## project' headings, then table rows | file:line | rule | modes | verdict | class | reason |.

    A key has one row, or two whose `modes` are `ast` and `fast` alone: the modes report it
    through different paths that were judged apart (one explanation right, the other not). The
    per-mode figures read each mode's row; the distinct-key counts take the worse verdict."""
    tri, project = {}, None
    if not os.path.exists(TRIAGE):
        return tri
    for ln, line in enumerate(open(TRIAGE), 1):
        m = re.match(r"^##\s+(\S+)", line)
        if m:
            project = m.group(1)
            continue
        m = ROW.match(line)
        if m and project:
            f, l, rule, modes, verdict, cls, reason = m.groups()
            key = (project, f.strip(), int(l), rule)
            entry = dict(verdict=verdict, cls=cls.strip(), reason=reason.strip(), line=ln)
            mode = modes.strip()
            if key in tri:
                first = tri[key]
                if {first.get("mode"), mode} != {"ast", "fast"}:
                    sys.exit(f"run.py: triage.md:{ln}: duplicate entry for {key}")
                by_mode = {first["mode"]: dict(first), mode: entry}
                worse = min(by_mode.values(), key=lambda e: RANK.get(e["verdict"], 1))
                tri[key] = dict(worse, by_mode=by_mode)
                continue
            tri[key] = dict(entry, mode=mode)
    return tri


def verdict_in(tri, key, mode):
    """The triage entry for a key as reported by one mode (its own row when the modes differ)."""
    t = tri.get(key)
    return t["by_mode"].get(mode, t) if t and "by_mode" in t else t


def load_findings(p):
    res = {}
    for mode in ("ast", "fast"):
        path = os.path.join(OUT, p["name"], f"{mode}.json")
        if os.path.exists(path):
            res[mode] = json.load(open(path))
    return res


def key_of(project, f):
    return (project, f["location"]["file"], f["location"]["line"], f["ruleId"])


def pct(a, b):
    return f"{100.0 * a / b:.0f}%" if b else "–"


def table(selected, tri, skeleton):
    rows, untriaged, stale_keys, all_keys = [], [], [], set()
    tot = dict(tus=0, ast=0, fast=0, TP=0, acceptable=0, FP=0, new=0, asttp=0, astfp=0,
               fasttp=0, fastfp=0, tast=0.0, tfast=0.0, failed=0)
    # per mode: [good, all] at `warning` and above (what --fail-on warning sees), at `note`,
    # and under the strict reading (an acceptable row whose reason starts "large only for" as FP)
    split = {m: dict(warning=[0, 0], note=[0, 0], strict=[0, 0]) for m in ("ast", "fast")}
    for p in selected:
        name = p["name"]
        meta_path = os.path.join(OUT, name, "meta.json")
        if not os.path.exists(meta_path):
            continue
        meta = json.load(open(meta_path))
        res = load_findings(p)
        keys = {}
        for mode, doc in res.items():
            for f in doc["findings"]:
                k = key_of(name, f)
                keys.setdefault(k, {"modes": set(), "f": f})["modes"].add(mode)
        all_keys |= set(keys)
        c = dict(TP=0, acceptable=0, FP=0, new=0)
        per_mode = {m: dict(good=0, bad=0) for m in ("ast", "fast")}
        for k, v in sorted(keys.items()):
            t = tri.get(k)
            if t is None or t["verdict"] == "?":
                c["new"] += 1
                untriaged.append((k, v))
                continue
            c[t["verdict"]] += 1
        for mode, doc in res.items():
            for f in doc["findings"]:
                t = verdict_in(tri, key_of(name, f), mode)
                if t and t["verdict"] in ("TP", "acceptable"):
                    per_mode[mode]["good"] += 1
                elif t and t["verdict"] == "FP":
                    per_mode[mode]["bad"] += 1
                if t and t["verdict"] in VERDICTS:
                    good = t["verdict"] != "FP"
                    sev = "note" if f.get("severity") == "note" else "warning"
                    unusual = t["reason"].startswith("large only for")
                    for bucket, ok in ((sev, good), ("strict", good and not unusual)):
                        split[mode][bucket][0] += ok
                        split[mode][bucket][1] += 1
        failed = sum(len(doc.get("failures", [])) for m, doc in res.items() if m == "ast")
        nast = len(res.get("ast", {}).get("findings", []))
        nfast = len(res.get("fast", {}).get("findings", []))
        rows.append([name, p["lang"], str(meta["tus"]) + (f" ({failed} failed)" if failed else ""),
                     str(nast), str(nfast), str(len(keys)), str(c["TP"]), str(c["acceptable"]),
                     str(c["FP"]), str(c["new"]),
                     pct(per_mode["ast"]["good"], per_mode["ast"]["good"] + per_mode["ast"]["bad"]),
                     pct(per_mode["fast"]["good"], per_mode["fast"]["good"] + per_mode["fast"]["bad"]),
                     f"{meta['time'].get('ast', 0):.1f}", f"{meta['time'].get('fast', 0):.1f}"])
        tot["tus"] += meta["tus"]; tot["failed"] += failed
        tot["ast"] += nast; tot["fast"] += nfast
        for v in VERDICTS:
            tot[v] += c[v]
        tot["new"] += c["new"]
        tot["asttp"] += per_mode["ast"]["good"]; tot["astfp"] += per_mode["ast"]["bad"]
        tot["fasttp"] += per_mode["fast"]["good"]; tot["fastfp"] += per_mode["fast"]["bad"]
        tot["tast"] += meta["time"].get("ast", 0); tot["tfast"] += meta["time"].get("fast", 0)
    names = {p["name"] for p in selected}
    for k, t in sorted(tri.items(), key=lambda kv: kv[1]["line"]):
        if k[0] in names and k not in all_keys:
            stale_keys.append((k, t))
    head = ["project", "lang", "TUs", "AST findings", "fast findings", "distinct", "TP",
            "acceptable", "FP", "untriaged", "precision AST", "precision fast", "AST s", "fast s"]
    rows.append(["**total**", "", str(tot["tus"]) + (f" ({tot['failed']} failed)" if tot["failed"] else ""),
                 str(tot["ast"]), str(tot["fast"]),
                 str(tot["TP"] + tot["acceptable"] + tot["FP"] + tot["new"]), str(tot["TP"]),
                 str(tot["acceptable"]), str(tot["FP"]), str(tot["new"]),
                 pct(tot["asttp"], tot["asttp"] + tot["astfp"]),
                 pct(tot["fasttp"], tot["fasttp"] + tot["fastfp"]),
                 f"{tot['tast']:.1f}", f"{tot['tfast']:.1f}"])
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" if i < 2 else "--:" for i in range(len(head))) + "|")
    for r in rows:
        print("| " + " | ".join(r) + " |")
    print()
    print("precision = (TP + acceptable) / (TP + acceptable + FP), over each mode's findings; "
          "TP/acceptable/FP/untriaged count distinct (file, line, rule) keys over both modes.")
    frac = lambda g_a: f"{g_a[0]}/{g_a[1]} ({pct(*g_a)})"
    print()
    print("| good / all | AST | fast |\n|---|--:|--:|")
    for bucket, label in (("warning", "at `warning` and above (what `--fail-on warning` sees)"),
                          ("note", "at `note` (unknown sizes, low confidence)"),
                          ("strict", "strict: acceptable rows \"large only for\" unusual inputs count as FP")):
        print(f"| {label} | {frac(split['ast'][bucket])} | {frac(split['fast'][bucket])} |")
    if stale_keys:
        print(f"\n{len(stale_keys)} triage entries match no finding any more (stale):")
        for k, t in stale_keys:
            print(f"  triage.md:{t['line']}: {k[0]} {k[1]}:{k[2]} {k[3]}")
    if untriaged:
        print(f"\n{len(untriaged)} untriaged findings (add them to triage.md):", file=sys.stderr)
        cur = None
        for k, v in untriaged:
            f = v["f"]
            if skeleton:
                if k[0] != cur:
                    cur = k[0]
                    print(f"\n## {cur}\n")
                msg = f["message"][:150].replace("|", "\\|")
                print(f"| {k[1]}:{k[2]} | {k[3]} | {','.join(sorted(v['modes']))} | ? | | "
                      f"{f.get('function','')}: {msg} |")
            else:
                print(f"  {k[0]} {k[1]}:{k[2]} {k[3]} [{','.join(sorted(v['modes']))}] "
                      f"{f['message'][:120]}", file=sys.stderr)
    return 1 if untriaged else 0


def main():
    global OUT
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="comma-separated project names")
    ap.add_argument("--faultline", default=os.path.join(REPO, "build", "bin", "faultline"),
                    help="binary (copied to out/ first, since others rebuild it)")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--modes", default="ast,fast")
    ap.add_argument("--unknown-sizes", default="off", choices=("off", "note", "warn"),
                    help="passed to `faultline check` (off is its default; note measures what "
                         "the default leaves out, as notes)")
    ap.add_argument("--out", default=OUT,
                    help="where the per-project outputs go (default out/; another folder keeps "
                         "a run with other options apart from the default one)")
    ap.add_argument("--no-analyse", action="store_true", help="only diff out/ against triage.md")
    ap.add_argument("--skeleton", action="store_true",
                    help="print untriaged findings as triage.md rows (verdict '?')")
    a = ap.parse_args()
    OUT = os.path.abspath(a.out)
    only = set(a.only.split(",")) if a.only else None
    if only and only - {p["name"] for p in PROJECTS}:
        sys.exit(f"run.py: not in projects.py: {', '.join(sorted(only - {p['name'] for p in PROJECTS}))}")
    selected = [p for p in PROJECTS if not only or p["name"] in only]
    if not a.no_analyse:
        os.makedirs(OUT, exist_ok=True)
        fl = os.path.join(OUT, "faultline")
        # Copied beside and renamed over: another run of the same --out may be executing the old
        # copy ("Text file busy" when written in place); it keeps its inode.
        shutil.copy2(a.faultline, fl + f".{os.getpid()}")
        os.replace(fl + f".{os.getpid()}", fl)
        ver = subprocess.run([fl, "--version"], capture_output=True, text=True).stdout.strip()
        print(f"{ver} ({a.faultline}, copied to {os.path.relpath(fl, REPO)})", file=sys.stderr)
        for p in selected:
            print(f"[{p['name']}] analysing ...", file=sys.stderr, flush=True)
            analyse(p, fl, a.j, a.modes.split(","), a.unknown_sizes)
    # The held-out projects (issue 10) measure precision on code the rules were never tuned
    # on: their own table and totals, so the tuned corpus's totals stay comparable over time.
    tri, status = load_triage(), 0
    tuned = [p for p in selected if not p.get("heldout")]
    heldout = [p for p in selected if p.get("heldout")]
    if tuned:
        status |= table(tuned, tri, a.skeleton)
    if heldout:
        if tuned:
            print()
        print("Held-out projects (never tuned on):\n")
        status |= table(heldout, tri, a.skeleton)
    sys.exit(status)


if __name__ == "__main__":
    main()
