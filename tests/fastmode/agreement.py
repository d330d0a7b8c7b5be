#!/usr/bin/env python3
"""Fast mode against AST mode on the golden corpus, rule by rule.

For each rules/<rule>/golden directory, runs the real `faultline` twice over the same sources:

  AST mode   faultline check --mode ast --compile-commands DB   (DB as tests/golden/run_golden.py
                                                                 writes it)
  fast mode  faultline check --mode fast FILE...

and compares the sets of (file, line, ruleId), and the severity of the findings both report.
Every difference must be listed in the table of known disagreements in docs/fast-mode.md
(section "Known disagreements"), whose rows read

  | `rules/<rule>/golden/<file>:<line>` | `<ruleId>` | KIND | reason |

with KIND one of: fast mode misses it, fast mode only, severity differs.

A difference not in the table fails (a new disagreement), and so does a row that no longer
happens (the table must stay true). Independently of the table, fast mode must report nothing at
all on a golden negative (neg_*).

Usage: agreement.py --faultline build/bin/faultline [--root REPO] [--doc docs/fast-mode.md]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.realpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(REPO_ROOT, "tests", "golden"))
import run_golden  # noqa: E402  (the golden runner's compile commands, so both modes see the same TUs)

ROW_RE = re.compile(
    r"^\|\s*`(?P<file>rules/[^`:]+):(?P<line>\d+)`\s*\|\s*`(?P<rule>faultline-[a-z0-9-]+)`\s*\|"
    r"\s*(?P<kind>fast mode misses it|fast mode only|severity differs)\s*\|")


def read_table(doc):
    """{(relative file, line, rule): kind} from the known-disagreements table."""
    known = {}
    with open(doc, encoding="utf-8") as f:
        for text in f:
            m = ROW_RE.match(text.strip())
            if m:
                known[(m["file"], int(m["line"]), m["rule"])] = m["kind"]
    return known


def findings(cmd, root):
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr}")
    report = json.loads(proc.stdout)
    if report.get("failures"):
        raise RuntimeError(f"{' '.join(cmd)}: failures {report['failures']}")
    out = {}
    for f in report["findings"]:
        path = os.path.normpath(os.path.join(root, f["location"]["file"]))
        out[(os.path.relpath(path, root), f["location"]["line"], f["ruleId"])] = (f.get("mode"), f.get("severity"))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--faultline", required=True)
    ap.add_argument("--root", default=REPO_ROOT)
    ap.add_argument("--doc", default=None)
    args = ap.parse_args()
    root = os.path.realpath(args.root)
    doc = args.doc or os.path.join(root, "docs", "fast-mode.md")
    known = read_table(doc)
    if not known:
        print(f"no known-disagreements table found in {doc}")

    errors, seen = [], set()
    dirs = sorted(os.path.join(root, "rules", d, "golden") for d in os.listdir(os.path.join(root, "rules"))
                  if os.path.isdir(os.path.join(root, "rules", d, "golden")))
    total_ast = total_fast = agreed = 0
    for golden in dirs:
        files = sorted(os.path.join(golden, n) for n in os.listdir(golden)
                       if n.endswith(run_golden.SOURCE_EXTENSIONS))
        with tempfile.TemporaryDirectory(prefix="faultline-agreement-") as tmp:
            db = run_golden.write_compile_db(files, golden, tmp)
            # Unknown sizes as notes (the default is off), as tests/golden/run_golden.py.
            common = ["--format", "json", "--root", root, "--no-cache", "-j", "2",
                      "--unknown-sizes", "note"]
            ast = findings([args.faultline, "check", "--mode", "ast", "--compile-commands", db] + common, root)
            fast = findings([args.faultline, "check", "--mode", "fast"] + common + files, root)
        total_ast += len(ast)
        total_fast += len(fast)
        for key, (mode, _) in fast.items():
            if mode != "fast":
                errors.append(f"{key[0]}:{key[1]}: {key[2]}: fast-mode finding not marked mode=fast")
            if os.path.basename(key[0]).startswith("neg_"):
                errors.append(f"{key[0]}:{key[1]}: {key[2]}: fast mode reports a golden negative")
        for key in sorted(set(ast) | set(fast)):
            if key in ast and key in fast and ast[key][1] == fast[key][1]:
                agreed += 1
                continue
            if key in ast and key in fast:
                kind = "severity differs"
            else:
                kind = "fast mode misses it" if key in ast else "fast mode only"
            seen.add(key)
            listed = known.get(key)
            if listed is None:
                errors.append(f"{key[0]}:{key[1]}: {key[2]}: {kind} — a new disagreement "
                              f"(fix fast mode, or list it with its reason in {os.path.relpath(doc, root)})")
            elif listed != kind:
                errors.append(f"{key[0]}:{key[1]}: {key[2]}: listed as '{listed}', but {kind}")
    for key, kind in sorted(known.items()):
        if key not in seen:
            errors.append(f"{key[0]}:{key[1]}: {key[2]}: listed as '{kind}' but modes now agree: "
                          f"remove the row from {os.path.relpath(doc, root)}")
    print(f"AST mode {total_ast} findings, fast mode {total_fast}; {agreed} agree, "
          f"{len(seen)} differ ({len(known)} listed as known)")
    for e in errors:
        print("  " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
