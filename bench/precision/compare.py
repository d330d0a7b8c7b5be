#!/usr/bin/env python3
"""What a change does to the precision corpus: two faultline binaries over the same projects,
finding keys compared per project and mode, each difference with its triage verdict.

    python3 bench/precision/compare.py --before /work/fl-main --after build/bin/faultline \
        --only wavpack,libsndfile --modes ast,fast

Each binary runs exactly as run.py runs it (`run.analyse`: the project's restricted database,
`--no-cache`, `-j 2`), into its own directory (default /tmp/fl-compare/{before,after}), so
bench/precision/out/ is left alone. Prints one line per key found by one binary and not the
other (or in other modes), then a per-project count. A benchmark: it always exits 0.
Needs the corpus (fetch.py) like run.py.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402
from projects import PROJECTS  # noqa: E402


def keys_of(out, name, modes):
    keys = {}
    for mode in modes:
        path = os.path.join(out, name, mode + ".json")
        if os.path.exists(path):
            for f in json.load(open(path))["findings"]:
                keys.setdefault(run.key_of(name, f), set()).add(mode)
    return keys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", required=True, help="faultline binary before the change")
    ap.add_argument("--after", required=True, help="faultline binary after the change")
    ap.add_argument("--only", required=True, help="comma-separated project names")
    ap.add_argument("--modes", default="ast,fast")
    ap.add_argument("--unknown-sizes", default="off", choices=("off", "note", "warn"),
                    help="passed to check, as run.py's option of the same name")
    ap.add_argument("--out", default="/tmp/fl-compare", help="where the two runs write")
    a = ap.parse_args()
    names, modes = a.only.split(","), a.modes.split(",")
    triage = run.load_triage()
    for p in PROJECTS:
        if p["name"] not in names:
            continue
        db = os.path.join(run.CORPUS, p["srcdir"], "fl-build", "compile_commands.json")
        if not os.path.exists(db):
            print(f"{p['name']}: not fetched (bench/precision/fetch.py --only {p['name']})")
            continue
        found = []
        for label, binary in (("before", a.before), ("after", a.after)):
            run.OUT = os.path.join(a.out, label)
            os.makedirs(os.path.join(run.OUT, p["name"]), exist_ok=True)
            run.analyse(p, os.path.abspath(binary), 2, modes, a.unknown_sizes)
            found.append(keys_of(run.OUT, p["name"], modes))
        before, after = found
        changed = 0
        for key in sorted(set(before) | set(after)):
            if before.get(key) != after.get(key):
                changed += 1
                row = triage.get(key, {})
                print(f"  {key[1]}:{key[2]} {key[3]}  before {sorted(before.get(key, []))} "
                      f"after {sorted(after.get(key, []))}  {row.get('verdict', 'untriaged')}: "
                      f"{row.get('reason', '')[:100]}")
        print(f"{p['name']}: {len(before)} -> {len(after)} keys, {changed} changed", flush=True)


if __name__ == "__main__":
    main()
