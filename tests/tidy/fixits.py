#!/usr/bin/env python3
"""faultline-loop-alloc's fix-it, applied by the real clang-tidy-19 and proven by a rerun.

    fixits.py CLANG_TIDY PLUGIN FILECHECK FAULTLINE SHIM FIXTURES_DIR

1. fixits/hoist.c: `clang-tidy --fix` on a copy; FileCheck matches the fixed file against the
   fixture's CHECK-FIXES lines; the original and the fixed file are compiled and run under the
   shim (`faultline run`, glibc's mmap threshold pinned at 128 KiB): the original's allocation
   site costs ~257 minor faults per call in the steady state, the fixed file's is called once
   and the loop costs ~0 faults per iteration; both print the same result.
2. fixits/variants.c, variants.cpp: the other shapes that get the fix (calloc, do-while, nested
   switch and loop, new[]): fixed, matched against CHECK-FIXES, compiled.
3. fixits/no-fix.c: findings that get no fix: the file is left byte for byte as it was, and a
   finding is reported at every line marked FINDING (none at NO-FINDING).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CLANG_TIDY, PLUGIN, FILECHECK, FAULTLINE, SHIM, FIXTURES = sys.argv[1:7]
CC = shutil.which("clang-19") or "cc"
CXX = shutil.which("clang++-19") or "c++"
PINNED = "glibc.malloc.mmap_threshold=131072"
ITERATIONS = 1000
DIAG = re.compile(r"^(.+):(\d+):(\d+): warning: .* \[faultline-loop-alloc\]$")


def copy_without_checks(source, directory):
    """The input as LLVM's check_clang_tidy.py gives it to clang-tidy: CHECK lines emptied (kept
    as `//`, so line numbers stay), lest FileCheck match the expectations themselves."""
    text = open(source, encoding="utf-8").read()
    copy = os.path.join(directory, os.path.basename(source))
    with open(copy, "w", encoding="utf-8") as f:
        f.write(re.sub(r"// *CHECK-[A-Z0-9-]*:[^\r\n]*", "//", text))
    return copy


def tidy_fix(path):
    args = ["-std=c++17"] if path.endswith(".cpp") else []
    r = subprocess.run([CLANG_TIDY, "--load=" + PLUGIN, "-checks=-*,faultline-loop-alloc",
                        "--fix", "--quiet", path, "--", *args],
                       capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, "clang-tidy failed (exit %d):\n%s%s" % (r.returncode, r.stdout,
                                                                      r.stderr)
    return r.stdout + r.stderr


def file_check(fixed, source):
    r = subprocess.run([FILECHECK, "--input-file=" + fixed, source,
                        "--check-prefixes=CHECK-FIXES", "--dump-input=fail"],
                       capture_output=True, text=True)
    assert r.returncode == 0, "the fixed file does not match CHECK-FIXES:\n" + r.stdout + r.stderr


def compile_(source, out, link=True):
    cc = CXX if source.endswith(".cpp") else CC
    std = ["-std=c++17"] if source.endswith(".cpp") else []
    subprocess.run([cc, "-O0", "-g", *std, "-Wall", "-Werror", *([] if link else ["-c"]),
                    "-o", out, source], check=True)


def line_of(path, needle):
    with open(path, encoding="utf-8") as f:
        lines = [n for n, line in enumerate(f, 1) if needle in line]
    assert len(lines) == 1, "%r on lines %s of %s" % (needle, lines, path)
    return lines[0]


def measure(exe, source, line, work):
    out = tempfile.mkdtemp(dir=work)
    env = dict(os.environ, GLIBC_TUNABLES=PINNED, FAULTLINE_RT_LIB=SHIM)
    env.pop("FAULTLINE_RT_METHOD", None)
    r = subprocess.run([FAULTLINE, "run", "--out", out, "--", exe, str(ITERATIONS)], env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, "faultline run failed (exit %d):\n%s" % (r.returncode, r.stderr)
    with open(os.path.join(out, "faultline-runtime.json")) as f:
        report = json.load(f)
    sites = [s for s in report["sites"] if s["kind"] == "alloc" and any(
        fr["file"] == source and fr["line"] == line for fr in s["frames"])]
    assert len(sites) == 1, "%d allocation sites at %s:%d: %s" % (
        len(sites), source, line, [(s["location"], s["calls"]) for s in report["sites"]])
    method = sorted({p["method"] for p in report["processes"]})
    return sites[0], r.stdout, method


def test_hoist_proven_by_rerun(work):
    source = os.path.join(FIXTURES, "hoist.c")
    before_dir, after_dir = os.path.join(work, "before"), os.path.join(work, "after")
    os.makedirs(before_dir)
    os.makedirs(after_dir)
    before = copy_without_checks(source, before_dir)
    after = copy_without_checks(source, after_dir)
    output = tidy_fix(after)
    assert "faultline-loop-alloc" in output, output
    file_check(after, source)
    # Run again: the fixed file has no finding left in that loop (the block is made once).
    again = tidy_fix(after)
    assert "faultline-loop-alloc" not in again, "still reported after the fix:\n" + again

    runs = {}
    for name, path in (("before", before), ("after", after)):
        exe = os.path.join(work, "hoist-" + name)
        compile_(path, exe)
        line = line_of(path, "= malloc(BLOCK)")
        site, stdout, method = measure(exe, path, line, work)
        per_iteration = site["minorFaults"] / ITERATIONS
        print("  %s: %s:%d, %d traced calls, %d minor faults, %.1f steady faults per call, "
              "%.2f faults per loop iteration (method %s)" % (
                  name, os.path.basename(path), line, site["tracedCalls"], site["minorFaults"],
                  site["steadyFaultsPerCall"], per_iteration, ", ".join(method)))
        runs[name] = (site, stdout, per_iteration)
    before_site, before_out, before_per_iteration = runs["before"]
    after_site, after_out, after_per_iteration = runs["after"]
    assert before_out == after_out, "the fixed program prints something else: %r vs %r" % (
        before_out, after_out)
    # 1 MiB: 256 pages and the page of glibc's chunk header, on every call.
    assert before_site["tracedCalls"] == ITERATIONS, before_site["tracedCalls"]
    assert abs(before_site["steadyFaultsPerCall"] - 257) <= 257 * 0.05, before_site
    assert before_per_iteration > 240, before_per_iteration
    # Fixed: one call for the whole loop, its faults spread over the iterations.
    assert after_site["tracedCalls"] == 1, after_site["tracedCalls"]
    assert after_site["minorFaults"] <= 257 * 1.05, after_site["minorFaults"]
    assert after_per_iteration < 0.5, after_per_iteration
    print("ok: hoist.c: %.1f -> %.2f faults per iteration" % (before_per_iteration,
                                                             after_per_iteration))


def test_variants(work):
    for name in ("variants.c", "variants.cpp"):
        source = os.path.join(FIXTURES, name)
        d = os.path.join(work, "variants-" + name)
        os.makedirs(d)
        copy = copy_without_checks(source, d)
        tidy_fix(copy)
        file_check(copy, source)
        compile_(copy, copy + ".o", link=False)
        print("ok: %s fixed, matched and compiled" % name)


def test_no_fix(work):
    source = os.path.join(FIXTURES, "no-fix.c")
    d = os.path.join(work, "no-fix")
    os.makedirs(d)
    copy = copy_without_checks(source, d)
    original = open(copy, encoding="utf-8").read()
    output = tidy_fix(copy)
    assert open(copy, encoding="utf-8").read() == original, "no-fix.c was changed:\n" + output
    reported = {int(m.group(2)) for m in map(DIAG.match, output.splitlines()) if m}
    expected = {n for n, line in enumerate(original.splitlines(), 1) if "// FINDING" in line}
    not_expected = {n for n, line in enumerate(original.splitlines(), 1) if "NO-FINDING" in line}
    assert reported == expected, "findings on lines %s, expected %s" % (sorted(reported),
                                                                        sorted(expected))
    assert not reported & not_expected
    print("ok: no-fix.c: %d findings, none fixed" % len(reported))


def main():
    with tempfile.TemporaryDirectory(prefix="faultline-fixits-") as work:
        for test in (test_hoist_proven_by_rerun, test_variants, test_no_fix):
            print(test.__name__)
            d = os.path.join(work, test.__name__)
            os.makedirs(d)
            test(d)
    return 0


if __name__ == "__main__":
    sys.exit(main())
