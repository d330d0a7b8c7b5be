#!/usr/bin/env python3
"""NOLINT parity: clang-tidy-19 with the faultline plugin and `faultline check` on the same
inputs keep the same findings and report the same [clang-tidy-nolint] errors (clang-tidy's own
NOLINT semantics, restated case by case in nolint/*.c). Also checks that the control cases are
there at all, so an input that produces nothing cannot pass.

    nolint_parity.py CLANG_TIDY PLUGIN FAULTLINE INPUT...
"""
import json
import os
import re
import subprocess
import sys
import tempfile

CLANG_TIDY, PLUGIN, FAULTLINE = sys.argv[1:4]
INPUTS = [os.path.abspath(f) for f in sys.argv[4:]]
DIAG = re.compile(r"^(.+):(\d+):(\d+): (warning|error): (.*) \[([a-z-]+)\]$")


def main():
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-nolint-") as d:
        db = [{"directory": os.path.dirname(s), "file": s,
               "command": "cc -std=c17 -c %s" % os.path.basename(s)} for s in INPUTS]
        with open(os.path.join(d, "compile_commands.json"), "w") as f:
            json.dump(db, f)
        for s in INPUTS:
            r = subprocess.run([FAULTLINE, "check", "-p", d, "--format", "json", "--no-cache",
                                "--quiet", "--root", os.path.dirname(s), s],
                               capture_output=True, text=True)
            cli = {(f["ruleId"], f["location"]["line"], f["location"]["column"])
                   for f in json.loads(r.stdout)["findings"]}
            t = subprocess.run([CLANG_TIDY, "--load=" + PLUGIN, "-checks=-*,faultline-*",
                                "--quiet", "-p", d, s], capture_output=True, text=True,
                               timeout=120)
            tidy = set()
            for line in t.stdout.splitlines():
                m = DIAG.match(line)
                if m and os.path.normpath(os.path.join(os.path.dirname(s), m.group(1))) == s:
                    tidy.add((m.group(6), int(m.group(2)), int(m.group(3))))
            name = os.path.basename(s)
            if cli != tidy:
                failures += 1
                print("FAIL %s\n  only faultline check: %s\n  only clang-tidy: %s"
                      % (name, sorted(cli - tidy), sorted(tidy - cli)))
                continue
            kinds = {k for k, _, _ in cli}
            if "faultline-loop-alloc" not in kinds or "clang-tidy-nolint" not in kinds:
                failures += 1
                print("FAIL %s: expected both kept findings and [clang-tidy-nolint] errors, got %s"
                      % (name, sorted(cli)))
                continue
            print("ok: %s: %d kept (%d [clang-tidy-nolint]), identical in both"
                  % (name, len(cli), sum(1 for k in cli if k[0] == "clang-tidy-nolint")))
            for item in sorted(cli):
                print("   ", item)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
