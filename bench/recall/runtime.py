#!/usr/bin/env python3
"""Recall through the runtime route: unknown sizes settled by a run of the real program.

By default `faultline check` leaves out findings whose size is statically unknown
(`--unknown-sizes off`), and most entries of recall.yaml are found only through one. The
product's answer is to run the program once under `faultline run` and give the report to
`check --runtime`, which reports the findings the run measured large. This script does that for
the entries of recall.yaml that carry a `runtime:` section (a build command and a workload that
reaches the changed function):

  1. copies the 'before' and 'after' releases (fetched by run.py into work/src) to
     work/runtime/ID/SIDE/ and builds them there with debug info and frame pointers,
  2. runs the workload under `faultline run --out RT` (an input file, when the workload names
     `{input}`, is 6 MiB of generated text, the same every time; `{here}` is this folder,
     whose drivers/ hold workload programs for libraries without a CLI, `{stubs}` the
     entry's generated headers),
  3. runs `faultline check --runtime RT/faultline-runtime.json` with default options on run.py's
     compile database (AST mode, then fast mode), and counts the expected rule's findings in the
     changed function: flagged before, silent after, as run.py does.

It is a benchmark: it always exits 0. Usage:

  python3 bench/recall/runtime.py [--faultline PATH] [--only ID[,ID...]]
"""
import argparse
import os
import random
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as recall  # noqa: E402  (fetch, make_db, matches: one definition of each)

RUNTIME_WORK = os.path.join(recall.WORK, "runtime")
INPUT_BYTES = 6 * 1024 * 1024


def generated_input(path):
    """Text that compresses like prose: 20-word lines over a 5,000-word vocabulary."""
    if os.path.exists(path) and os.path.getsize(path) >= INPUT_BYTES:
        return path
    rng = random.Random(1)
    words = ["w%d" % i for i in range(5000)]
    written = 0
    with open(path + ".tmp", "w") as fh:
        while written < INPUT_BYTES:
            line = " ".join(rng.choice(words) for _ in range(20)) + "\n"
            fh.write(line)
            written += len(line)
    os.replace(path + ".tmp", path)
    return path


def shell(cmd, cwd, timeout=1800, env=None):
    p = subprocess.run(["bash", "-c", cmd], cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, timeout=timeout, env=env)
    return p.returncode, p.stdout


def check_with_runtime(faultline, mode, files, builddir, root, report):
    out = os.path.join(builddir, "runtime-findings-%s.json" % mode)
    cmd = [faultline, "check", "--format", "json", "-o", out, "--fail-on", "never", "--no-cache",
           "--quiet", "--root", root, "--mode", mode, "--runtime", report]
    if mode == "ast":
        cmd += ["-p", builddir]
    rc, so, se = recall.run(cmd + files, timeout=1800)
    if not os.path.exists(out):
        return None, "faultline exit %d: %s" % (rc, (se or so).strip()[-300:])
    import json
    with open(out) as fh:
        return json.load(fh), ""


def measure(entry, side, faultline, shim, input_path):
    """Build, run, check one side. Returns {mode: hits or None} and a log line per step."""
    spec = entry["runtime"]
    fetched = recall.fetch(entry["source"], entry[side])
    top = os.path.join(RUNTIME_WORK, entry["id"], side)
    # The whole unpacked package (the build may need files above the source root).
    package = os.path.dirname(fetched)
    while os.path.dirname(package) != os.path.join(recall.WORK, "src"):
        package = os.path.dirname(package)
    shutil.rmtree(top, ignore_errors=True)
    shutil.copytree(package, os.path.join(top, "src"), symlinks=True)
    root = os.path.join(top, "src", os.path.relpath(fetched, package))
    env = dict(os.environ, CFLAGS="-O2 -g -fno-omit-frame-pointer",
               CXXFLAGS="-O2 -g -fno-omit-frame-pointer")
    # The entry's generated headers serve the build too ({stubs}: a C extension of an old sdist
    # needs the same compatibility header as its analysis).
    builddir = os.path.join(top, "db")
    recall.write_stubs(entry, builddir)
    rc, out = shell(expand(spec["build"], builddir, input_path), root, env=env)
    if rc != 0:
        raise RuntimeError("build failed (%d): %s" % (rc, out.strip()[-300:]))
    rt = os.path.join(top, "rt")
    workload = expand(spec["workload"], builddir, input_path)
    rc, out = shell("%s run --out %s -- bash -c %s" % (faultline, rt, _quote(workload)), root,
                    env=dict(os.environ, FAULTLINE_RT_LIB=shim))
    report = os.path.join(rt, "faultline-runtime.json")
    if not os.path.exists(report):
        raise RuntimeError("no runtime report (exit %d): %s" % (rc, out.strip()[-300:]))
    files = recall.make_db(entry, side, root, builddir)
    result = {}
    for mode in ("ast", "fast"):
        data, note = check_with_runtime(faultline, mode, files, builddir, root, report)
        result[mode] = None if data is None else recall.matches(entry, side, data, root)
        if data is None:
            recall.log("  %-6s %-4s error: %s" % (side, mode, note))
    return result


def expand(command, builddir, input_path):
    """A runtime: command's placeholders: {input} the generated input file, {stubs} the
    entry's generated headers, {here} this folder (for the workload drivers in drivers/)."""
    return (command.replace("{input}", input_path)
            .replace("{stubs}", os.path.join(builddir, "stubs"))
            .replace("{here}", recall.HERE))


def _quote(s):
    return "'" + s.replace("'", "'\\''") + "'"


def describe(hits):
    if hits is None:
        return "error"
    if not hits:
        return "none"
    sizes = [h.get("sizeBytes") for h in hits]
    return "%d finding(s), %s" % (len(hits), ", ".join(
        "%s bytes" % format(s, ",") if s else "size unknown" for s in sizes))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--faultline", default=os.path.join(recall.ROOT, "build", "bin", "faultline"))
    ap.add_argument("--list", default=os.path.join(recall.HERE, "recall.yaml"))
    ap.add_argument("--only", default="", help="comma-separated entry ids")
    args = ap.parse_args()

    import yaml
    with open(args.list) as fh:
        entries = [e for e in yaml.safe_load(fh)["entries"] if e.get("runtime")]
    if args.only:
        keep = set(args.only.split(","))
        entries = [e for e in entries if e["id"] in keep]
    # The binary is copied (a rebuild may replace it mid-run); the shim it preloads stays the
    # one built beside it.
    shim = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(args.faultline))), "lib",
                        "libfaultline-rt.so")
    if not os.path.exists(shim):
        recall.log("no runtime shim at %s (build the faultline-rt target)" % shim)
        return 0
    faultline = "/tmp/faultline-recall-rt-%d" % os.getpid()
    shutil.copy2(args.faultline, faultline)
    os.makedirs(RUNTIME_WORK, exist_ok=True)
    input_path = generated_input(os.path.join(RUNTIME_WORK, "input.txt"))

    rows = []
    for e in entries:
        recall.log("== %s  (%s, %s in %s, expect %s)" % (e["id"], e["runtime"]["workload"],
                                                        e["function"], e["file"], e["rule"]))
        row = {"id": e["id"]}
        try:
            for side in ("before", "after"):
                result = measure(e, side, faultline, shim, input_path)
                for mode, hits in result.items():
                    row["%s_%s" % (side, mode)] = None if hits is None else len(hits)
                    recall.log("  %-6s %-4s %s" % (side, mode, describe(hits)))
        except Exception as ex:  # a build or run failure: report it, go on
            row["error"] = str(ex)
            recall.log("  error: %s" % ex)
        rows.append(row)

    def cell(row, side, mode):
        n = row.get("%s_%s" % (side, mode))
        if "error" in row or n is None:
            return "error"
        if side == "before":
            return "FLAGGED" if n else "missed"
        return "still" if n else "silent"

    recall.log("")
    recall.log("%-28s %-9s %-9s %-9s %-9s" % ("entry (default + --runtime)", "ast-bef", "ast-aft",
                                                "fast-bef", "fast-aft"))
    for row in rows:
        recall.log("%-28s %-9s %-9s %-9s %-9s" % (row["id"], cell(row, "before", "ast"),
                                                    cell(row, "after", "ast"),
                                                    cell(row, "before", "fast"),
                                                    cell(row, "after", "fast")))
    for mode in ("ast", "fast"):
        flagged = sum(cell(r, "before", mode) == "FLAGGED" for r in rows)
        silent = sum(cell(r, "after", mode) == "silent" for r in rows)
        recall.log("%-4s mode, default options + --runtime: flagged %d/%d, silent after the fix %d/%d"
                   % (mode, flagged, len(rows), silent, len(rows)))
    os.unlink(faultline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
