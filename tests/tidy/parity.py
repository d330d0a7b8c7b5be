#!/usr/bin/env python3
"""The plugin is a thin host: on each file of a project, clang-tidy with the faultline checks
reports exactly the findings (rule, file, line, column, message) that `faultline check` reports
for that file alone. Run on the bundled examples (the articles' programs) and on any FILEs
given (code that uses the library models: both load them by default). Each FILE is compared a
second time with the models off on both sides (`--no-library-models`, `LibraryModels: false`).
With `--goldens ROOT`, also on every single-file golden case (ROOT/rules/*/golden/*.c, *.cpp),
where no finding on either side is a pass (the negatives): the editor must report what the CLI
reports for host tables, field stores, per-element algorithms and the other facts collected
beside the functions' walks, not only for the walks.

    parity.py CLANG_TIDY PLUGIN FAULTLINE EXAMPLES_DIR [--goldens ROOT] [FILE...]
"""
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

CLANG_TIDY, PLUGIN, FAULTLINE, EXAMPLES = sys.argv[1:5]
REST = sys.argv[5:]
GOLDENS = []
if REST[:1] == ["--goldens"]:
    GOLDENS = sorted(glob.glob(os.path.join(os.path.abspath(REST[1]), "rules", "*", "golden", "*.c")) +
                     glob.glob(os.path.join(os.path.abspath(REST[1]), "rules", "*", "golden", "*.cpp")))
    REST = REST[2:]
EXTRA = [os.path.abspath(f) for f in REST]
DIAG = re.compile(r"^([^:]+):(\d+):(\d+): warning: (.*) \[(faultline-[a-z-]+)\]$")


def compare(d, s, cli_args, tidy_args, may_be_empty):
    """One file through both hosts: (identical?, what to print)."""
    r = subprocess.run([FAULTLINE, "check", "-p", d, "--format", "json", "--no-cache",
                        "--quiet", "--root", "/", s] + cli_args,
                       capture_output=True, text=True)
    cli = set()
    for f in json.loads(r.stdout)["findings"]:
        loc = f.get("location") or f
        path = "/" + loc["file"].lstrip("/")
        if path == s:
            cli.add((f["ruleId"], loc["line"], loc["column"], f["message"]))
    t = subprocess.run([CLANG_TIDY, "--load=" + PLUGIN, "-checks=-*,faultline-*", "--quiet",
                        "-p", d] + tidy_args + [s], capture_output=True, text=True,
                       timeout=120)
    tidy = set()
    for line in t.stdout.splitlines():
        m = DIAG.match(line)
        if m and os.path.normpath(os.path.join(os.path.dirname(s), m.group(1))) == s:
            tidy.add((m.group(5), int(m.group(2)), int(m.group(3)), m.group(4)))
    what = os.path.relpath(s, os.path.dirname(os.path.dirname(os.path.dirname(s)))) \
        + (" " + " ".join(cli_args) if cli_args else "")
    if cli != tidy or not (cli or may_be_empty):
        return False, ("FAIL %s\n  only faultline check: %s\n  only clang-tidy: %s"
                       % (what, sorted(cli - tidy), sorted(tidy - cli)))
    return True, "ok: %s: %d findings, identical" % (what, len(cli))


def main():
    sources = sorted(os.path.join(EXAMPLES, f) for f in os.listdir(EXAMPLES)
                     if f.endswith((".c", ".cpp")))
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-parity-") as d:
        db = []
        for s in sources + EXTRA + GOLDENS:
            std = "-std=c++17" if s.endswith(".cpp") else "-std=c17"
            db.append({"directory": os.path.dirname(s), "file": s,
                       "command": "cc %s -fopenmp -c %s" % (std, os.path.basename(s))})
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump(db, f)
        runs = [(s, [], [], False) for s in sources + EXTRA]
        runs += [(s, ["--no-library-models"], ["-config={CheckOptions: {LibraryModels: false}}"],
                  True) for s in EXTRA]
        runs += [(s, [], [], True) for s in GOLDENS]
        # Two at a time: each run is two processes of their own, and CI has two cores.
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(lambda run: compare(d, *run), runs))
        for ok, message in results:
            failures += not ok
            print(message)
        print("%d of %d runs identical" % (len(results) - failures, len(results)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
