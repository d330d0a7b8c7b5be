#!/usr/bin/env python3
"""SummariesPath: the cross-file rule in clang-tidy, fed by `faultline check --format summary`.

    summaries.py CLANG_TIDY PLUGIN FAULTLINE

A scratch project: work.c defines a helper that allocates a 4 MiB scratch block per call,
loop.c calls it in a loop. clang-tidy on work.c alone cannot know the helper is hot; with the
bundle it can, and reports in work.c only. This TU's fresh facts replace the bundle's copy, and
an unreadable bundle is a configuration warning, not a crash.
"""
import json
import os
import subprocess
import sys
import tempfile

CLANG_TIDY, PLUGIN, FAULTLINE = sys.argv[1:4]
failures = []

WORK = """#include <stdlib.h>
#include <string.h>

void gemm_step(int n) {
  double *work = malloc(SIZE);
  memset(work, 0, SIZE);
  work[0] = n;
  free(work);
}
"""
LOOP = """void gemm_step(int n);

void solve(int steps) {
  for (int i = 0; i < steps; ++i)
    gemm_step(i);
}
"""


def tidy(d, f, options=None):
    cmd = [CLANG_TIDY, "--load=" + PLUGIN, "-checks=-*,faultline-*", "--quiet", "-p", d]
    if options:
        cmd.append("-config={CheckOptions: {%s}}" % ", ".join("%s: '%s'" % kv for kv in options.items()))
    cmd.append(os.path.join(d, f))
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout + r.stderr


def expect(name, cond, output):
    if not cond:
        failures.append(name)
        print("FAIL: %s\n%s" % (name, output))
    else:
        print("ok: " + name)


with tempfile.TemporaryDirectory(prefix="faultline-tidy-sum-") as d:
    def write(name, text):
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    write("work.c", WORK.replace("SIZE", "(4 << 20)"))
    write("loop.c", LOOP)
    write("compile_commands.json", json.dumps([
        {"directory": d, "file": os.path.join(d, n), "command": "cc -c " + n} for n in ("work.c", "loop.c")]))
    bundle = os.path.join(d, "summaries.json")
    r = subprocess.run([FAULTLINE, "check", "-p", d, "--format", "summary", "-o", bundle, "--quiet",
                        "--no-cache"], capture_output=True, text=True)
    expect("faultline writes the bundle", r.returncode == 0 and os.path.exists(bundle), r.stderr)

    rc, out = tidy(d, "work.c")
    expect("without summaries the helper is not known to be hot",
           rc == 0 and "faultline-per-call-buffer" not in out, out)

    rc, out = tidy(d, "work.c", {"SummariesPath": bundle})
    expect("with summaries: reported at the allocation in work.c",
           "work.c:5:18: warning: 4 MiB (4,194,304 bytes) block from 'malloc' is allocated and "
           "freed on every call of 'gemm_step', which runs on every iteration of a loop in 'solve'" in out
           and "[faultline-per-call-buffer]" in out
           and "note: loop.c:4:3: this 'for' loop calls 'gemm_step' on every iteration" in out
           and "note: loop.c:5:5: called in the loop here" in out, out)

    rc, out = tidy(d, "loop.c", {"SummariesPath": bundle})
    expect("checking loop.c reports nothing: the finding lies in work.c",
           "warning:" not in out, out)

    # The editor's buffer is newer than the bundle: this TU's facts replace the bundle's.
    write("work.c", WORK.replace("SIZE", "(64 << 20)"))
    rc, out = tidy(d, "work.c", {"SummariesPath": bundle})
    expect("this TU's fresh facts win over the bundle's copy",
           "64 MiB (67,108,864 bytes) block" in out and " 4 MiB" not in out, out)
    write("work.c", WORK.replace("SIZE", "(4 << 10)"))
    rc, out = tidy(d, "work.c", {"SummariesPath": bundle})
    expect("a fixed helper is no longer reported", "warning:" not in out, out)

    write("bad.json", "{not json")
    write("work.c", WORK.replace("SIZE", "(4 << 20)"))
    rc, out = tidy(d, "work.c", {"SummariesPath": os.path.join(d, "bad.json")})
    expect("an unreadable bundle is a configuration warning naming it",
           "cannot read summaries" in out and "bad.json" in out, out)
    rc, out = tidy(d, "work.c", {"SummariesPath": os.path.join(d, "missing.json")})
    expect("a missing bundle is a configuration warning too",
           "cannot read summaries" in out and "missing.json" in out, out)
    expect("... said once per run, not once per check", out.count("missing.json") == 1, out)

    # A committed .clang-tidy names the bundle relative to itself: it works from any directory.
    sub = os.path.join(d, "src")
    os.makedirs(sub)
    with open(os.path.join(sub, "work.c"), "w") as f:
        f.write(WORK.replace("SIZE", "(4 << 20)"))
    with open(os.path.join(d, "compile_commands.json"), "w") as f:
        json.dump([{"directory": d, "file": os.path.join(d, n), "command": "cc -c " + n}
                   for n in ("src/work.c", "loop.c")], f)
    r = subprocess.run([FAULTLINE, "check", "-p", d, "--format", "summary", "-o",
                        os.path.join(d, "build-summaries.json"), "--quiet", "--no-cache"],
                       capture_output=True, text=True)
    with open(os.path.join(d, ".clang-tidy"), "w") as f:
        f.write("Checks: '-*,faultline-*'\nCheckOptions:\n  SummariesPath: build-summaries.json\n")
    r = subprocess.run([CLANG_TIDY, "--load=" + PLUGIN, "--quiet", "-p", d,
                        os.path.join(sub, "work.c")], capture_output=True, text=True, timeout=120,
                       cwd="/")
    out = r.stdout + r.stderr
    expect("a SummariesPath relative to the .clang-tidy file is found from another directory",
           "[faultline-per-call-buffer]" in out and "cannot read summaries" not in out, out)
    os.remove(os.path.join(d, ".clang-tidy"))
    with open(os.path.join(d, "compile_commands.json"), "w") as f:
        json.dump([{"directory": d, "file": os.path.join(d, n), "command": "cc -c " + n}
                   for n in ("work.c", "loop.c")], f)

    # The nearest .faultline.yaml is read: its min-size applies (MinSize would win over it).
    write(".faultline.yaml", "min-size: 8MiB\n")
    rc, out = tidy(d, "work.c", {"SummariesPath": bundle})
    expect("a discovered .faultline.yaml's min-size applies", "warning:" not in out, out)
    rc, out = tidy(d, "work.c", {"SummariesPath": bundle, "MinSize": "1MiB"})
    expect("MinSize wins over the configuration", "4 MiB (4,194,304 bytes) block" in out, out)
    write(".faultline.yaml", "min-sise: 8MiB\n")
    rc, out = tidy(d, "work.c", {"SummariesPath": bundle})
    expect("an invalid configuration is a warning naming it; the defaults apply",
           "invalid configuration" in out and "unknown key 'min-sise'" in out
           and "4 MiB (4,194,304 bytes) block" in out, out)
    os.remove(os.path.join(d, ".faultline.yaml"))

    rc, out = tidy(d, "work.c", {"MinSize": "lots"})
    expect("a bad MinSize is a configuration error naming the value", "invalid MinSize 'lots'" in out, out)

sys.exit(1 if failures else 0)
