#!/usr/bin/env python3
"""faultline as Bazel actions at scale (docs/scale.md): generates a workspace of N translation
units and times the aspect build

  1. cold local          clean output root, no remote cache
  2. warm local          the same output root again (Bazel's local action cache)
  3. cold remote cache   a new output root, --remote_cache to an empty BuildGrid
  4. warm remote cache   another new output root, the same BuildGrid: every action a cache hit
  5. the merge           `faultline merge` of all N summaries alone (outside Bazel), the join
                         the top target's FaultlineMerge action runs

plus, from Bazel's JSON profile of run 1, the per-action wall times of FaultlineExtract and
FaultlineMerge. Prints a Markdown table and one JSON line.

The workspace: P packages of N/P TUs each, a cc_library per package (it depends on the package
before it), a cc_binary over the last one (its closure is every TU). One TU in five is C++
including <vector>, <string> and <map> (a header-heavy parse), the rest C; every fourth TU has a
256 KiB allocation inside a loop (a finding), and every TU calls a function of the TU before it
in its package (the cross-file join has work to do).

Usage: bazel_scale.py --faultline BUILD/bin/faultline [--tus 2000] [--packages 20]
                      [--bgd .deps/buildgrid/bin/bgd] [--keep DIR]
Bazel runs niced, --jobs=2, --batch (one server at a time).
"""
import argparse
import glob
import gzip
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "tests", "bazel"))
import bazelws  # noqa: E402

C_TU = """#include <stdlib.h>
#include <string.h>
#include "{pkg}/api.h"

double {fn}(const double *a, int n) {{
  double total = {prev_call};
  for (int i = 0; i < n; ++i) {{
{body}  }}
  return total;
}}
"""
C_LOOP_ALLOC = """    double *block = malloc(sizeof(double) * 32768); /* 256 KiB per iteration */
    if (!block)
      abort();
    memcpy(block, a, sizeof(double) * 32768);
    total += block[i % 32768];
    free(block);
"""
C_PLAIN = "    total += a[i] * {k};\n"
CXX_TU = """#include <map>
#include <string>
#include <vector>
extern "C" {{
#include "{pkg}/api.h"
}}

namespace {{
std::map<std::string, int> tally(const std::vector<std::string> &words) {{
  std::map<std::string, int> out;
  for (const std::string &w : words)
    ++out[w];
  return out;
}}
}} // namespace

extern "C" double {fn}(const double *a, int n) {{
  std::vector<std::string> words(static_cast<size_t>(n), "w");
  double total = {prev_call} + static_cast<double>(tally(words).size());
  for (int i = 0; i < n; ++i) {{
{body}  }}
  return total;
}}
"""
CXX_LOOP_ALLOC = """    std::vector<double> block(32768); // 256 KiB per iteration
    block[static_cast<size_t>(i) % block.size()] = a[i];
    total += block[0];
"""


def generate(root, tus, packages):
    """Writes the workspace's sources and BUILD files; returns the per-TU source paths."""
    per = tus // packages
    sources = []
    with open(os.path.join(root, "BUILD"), "w") as f:
        f.write('cc_binary(\n    name = "all_tus",\n    srcs = ["main.c"],\n'
                '    deps = ["//p%03d:lib"],\n)\n' % (packages - 1))
    with open(os.path.join(root, "main.c"), "w") as f:
        f.write("int main(void) { return 0; }\n")
    for p in range(packages):
        pkg = "p%03d" % p
        os.makedirs(os.path.join(root, pkg))
        names = []
        decls = []
        for i in range(per):
            fn = "%s_f%04d" % (pkg, i)
            decls.append("double %s(const double *a, int n);" % fn)
            prev_call = "%s_f%04d(a, n / 2)" % (pkg, i - 1) if i else "0"
            is_cxx = i % 5 == 4
            if i % 4 == 0:
                body = CXX_LOOP_ALLOC if is_cxx else C_LOOP_ALLOC
            else:
                body = C_PLAIN.format(k=i + 1)
            name = "tu%04d.%s" % (i, "cc" if is_cxx else "c")
            template = CXX_TU if is_cxx else C_TU
            with open(os.path.join(root, pkg, name), "w") as f:
                f.write(template.format(pkg=pkg, fn=fn, prev_call=prev_call, body=body))
            names.append(name)
            sources.append(pkg + "/" + name)
        with open(os.path.join(root, pkg, "api.h"), "w") as f:
            f.write("#pragma once\n" + "\n".join(decls) + "\n")
        deps = ', deps = ["//p%03d:lib"]' % (p - 1) if p else ""
        with open(os.path.join(root, pkg, "BUILD"), "w") as f:
            f.write('cc_library(\n    name = "lib",\n    srcs = %s,\n    hdrs = ["api.h"]%s,\n'
                    '    visibility = ["//visibility:public"],\n)\n' % (json.dumps(names), deps))
    return sources


def children_cpu():
    u = resource.getrusage(resource.RUSAGE_CHILDREN)
    return u.ru_utime + u.ru_stime


def timed_build(ws, user_root, extra, profile=None):
    """(wall s, CPU s, Bazel's process summary) of one aspect build. The CPU time is the whole
    process tree's: with --batch the Bazel server is the client's child and reaps the sandboxed
    actions, so RUSAGE_CHILDREN covers Bazel and every faultline process, and unlike the wall
    time it does not grow when other jobs on the machine take the cores."""
    args = list(bazelws.ASPECT_FLAGS) + list(extra)
    if profile:
        args.append("--profile=" + profile)
    t0, c0 = time.monotonic(), children_cpu()
    r = bazelws.bazel(ws, REPO, user_root, "build", ["//:all_tus"], *args, timeout=7200)
    elapsed, cpu = time.monotonic() - t0, children_cpu() - c0
    if r.returncode != 0:
        raise SystemExit("bazel build failed (%d):\n%s" % (r.returncode, r.stderr[-5000:]))
    processes = [line for line in r.stderr.splitlines()
                 if line.startswith("INFO: ") and (" process: " in line or " processes: " in line)]
    return elapsed, cpu, (processes[-1].split("INFO: ", 1)[1] if processes else "?")


def action_times(profile):
    """{mnemonic-ish: [seconds]} of the faultline actions in a Bazel JSON trace profile."""
    with gzip.open(profile, "rt") if profile.endswith(".gz") else open(profile) as f:
        trace = json.load(f)
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    out = {"extract": [], "merge": []}
    for e in events:
        name = e.get("name", "")
        if e.get("ph") != "X" or "dur" not in e:
            continue
        if name.startswith("faultline extract"):
            out["extract"].append(e["dur"] / 1e6)
        elif name.startswith("faultline merge"):
            out["merge"].append(e["dur"] / 1e6)
    return out


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--faultline", required=True)
    ap.add_argument("--tus", type=int, default=2000)
    ap.add_argument("--packages", type=int, default=20)
    ap.add_argument("--bgd", default=os.path.join(REPO, ".deps", "buildgrid", "bin", "bgd"))
    ap.add_argument("--keep", help="work in DIR (kept) instead of a temporary directory")
    a = ap.parse_args()
    faultline = os.path.abspath(a.faultline)
    work = a.keep or tempfile.mkdtemp(prefix="faultline-bazel-scale-")
    os.makedirs(work, exist_ok=True)
    ws = os.path.join(work, "ws")
    shutil.rmtree(ws, ignore_errors=True)
    src = os.path.join(work, "src")
    shutil.rmtree(src, ignore_errors=True)
    os.makedirs(src)
    shutil.copy(os.path.join(REPO, "tests", "bazel", "fixture", "WORKSPACE.in"), src)
    sources = generate(src, a.tus, a.packages)
    bazelws.make_workspace(src, ws, REPO, faultline)
    rows = []
    try:
        profile = os.path.join(work, "cold.profile.gz")
        rows.append(("cold local",) + timed_build(ws, os.path.join(work, "root-local"), [],
                                                  profile))
        rows.append(("warm local (same output root)",) +
                    timed_build(ws, os.path.join(work, "root-local"), []))

        log = open(os.path.join(work, "bgd.log"), "w")
        server, port = bazelws.start_buildgrid(a.bgd, work, log, cas_size="4GB")
        try:
            remote = ["--remote_cache=grpc://127.0.0.1:%d" % port]
            rows.append(("cold, empty remote cache",) +
                        timed_build(ws, os.path.join(work, "root-remote1"), remote))
            rows.append(("warm from remote cache (new output root)",) +
                        timed_build(ws, os.path.join(work, "root-remote2"), remote))
        finally:
            os.killpg(server.pid, 15)
            server.wait(timeout=60)

        # The join alone: merge of every summary, where the sources are (the execution root).
        execroot = os.path.realpath(os.path.join(ws, "bazel-" + os.path.basename(ws)))
        summaries = sorted(glob.glob(os.path.join(ws, "bazel-bin", "**", "*.summary.json"),
                                     recursive=True))
        t0, c0 = time.monotonic(), children_cpu()
        m = subprocess.run([faultline, "merge", "--quiet", "--fail-on", "never", "--format", "json",
                            "-o", os.path.join(work, "merged.json")] + summaries,
                           cwd=execroot, capture_output=True, text=True)
        merge_s, merge_cpu = time.monotonic() - t0, children_cpu() - c0
        if m.returncode != 0:
            raise SystemExit("merge failed: " + m.stderr)
        with open(os.path.join(work, "merged.json")) as f:
            findings = len(json.load(f)["findings"])
        rows.append(("merge of all %d summaries (one process)" % len(summaries), merge_s,
                     merge_cpu, "%d findings" % findings))
        times = action_times(profile)
    finally:  # --batch: no Bazel server is left running
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)

    print("| run (%d TUs, %d packages, --jobs=2) | wall (s) | CPU (s) | Bazel's summary |" %
          (len(sources), a.packages))
    print("|---|---:|---:|---|")
    for name, t, c, p in rows:
        print("| %s | %.1f | %.1f | %s |" % (name, t, c, p))
    ex, mg = times["extract"], times["merge"]
    print()
    print("FaultlineExtract actions (cold local, from --profile): %d, mean %.3f s, median %.3f s, "
          "p90 %.3f s, sum %.1f s" % (len(ex), sum(ex) / max(1, len(ex)), pct(ex, .5), pct(ex, .9),
                                      sum(ex)))
    print("FaultlineMerge actions: %d, sum %.1f s, max %.3f s" % (len(mg), sum(mg), max(mg or [0])))
    print(json.dumps({"tus": len(sources),
                      "rows": [[n, round(t, 2), round(c, 2), p] for n, t, c, p in rows],
                      "extract": {"n": len(ex), "sum": round(sum(ex), 2),
                                  "median": round(pct(ex, .5), 3), "p90": round(pct(ex, .9), 3)},
                      "merge": {"n": len(mg), "sum": round(sum(mg), 2),
                                "max": round(max(mg or [0]), 3)}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
