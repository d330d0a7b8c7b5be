#!/usr/bin/env python3
"""faultline-loop-alloc's fix-it, applied by the real clang-tidy-19 and proven by a rerun.

    fixits.py CLANG_TIDY PLUGIN FILECHECK FAULTLINE SHIM FIXTURES_DIR

1. fixits/hoist.c: `clang-tidy --fix` on a copy; FileCheck matches the fixed file against the
   fixture's CHECK-FIXES lines; the original and the fixed file are compiled and run under the
   shim (`faultline run`, glibc's mmap threshold pinned at 128 KiB): the original's allocation
   site costs ~257 minor faults per call in the steady state, the fixed file's is called once
   and the loop costs ~0 faults per iteration; both print the same result.
2. fixits/variants.c, variants.cpp: the other shapes that get the fix (calloc, do-while, nested
   switch and loop, new[]), and vector-variants.cpp, faultline-vector-temporary's hoist of a
   std::vector/std::string: fixed, matched against CHECK-FIXES, compiled.
3. fixits/no-fix.c: findings that get no fix: the file is left byte for byte as it was, and a
   finding is reported at every line marked FINDING (none at NO-FINDING).
"""
import os
import re
import subprocess
import sys
import tempfile

from fixproof import compile_, copy_without_checks, prove_by_rerun, std_flags
import fixproof

CLANG_TIDY, PLUGIN, FILECHECK, FAULTLINE, SHIM, FIXTURES = sys.argv[1:7]
DIAG = re.compile(r"^(.+):(\d+):(\d+): warning: .* \[faultline-(?:loop-alloc|stdio-in-loop)\]$")


def tidy_fix(path):
    r = subprocess.run([CLANG_TIDY, "--load=" + PLUGIN,
                        "-checks=-*,faultline-loop-alloc,faultline-vector-temporary,"
                        "faultline-stdio-in-loop",
                        # no-fix.c's parameter-sized block: reported with UnknownSizes=note only
                        "--config={CheckOptions: {UnknownSizes: note}}",
                        "--fix", "--quiet", path, "--", *std_flags(path)],
                       capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, "clang-tidy failed (exit %d):\n%s%s" % (r.returncode, r.stdout,
                                                                      r.stderr)
    return r.stdout + r.stderr


def file_check(fixed, source):
    fixproof.file_check(FILECHECK, fixed, source)


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

    # 1 MiB: 256 pages and the page of glibc's chunk header, on every call.
    before_per_iteration, after_per_iteration = prove_by_rerun(
        FAULTLINE, SHIM, before, after, "= malloc(BLOCK)", work, pages=257)
    print("ok: hoist.c: %.1f -> %.2f faults per iteration" % (before_per_iteration,
                                                             after_per_iteration))


def test_variants(work):
    # vector-variants.cpp: faultline-vector-temporary's hoist, the edits `faultline check --fix`
    # makes too (tests/cli/test_fixes.py matches the same CHECK-FIXES).
    for name in ("variants.c", "variants.cpp", "vector-variants.cpp", "stream.c"):
        source = os.path.join(FIXTURES, name)
        d = os.path.join(work, "variants-" + name)
        os.makedirs(d)
        copy = copy_without_checks(source, d)
        tidy_fix(copy)
        file_check(copy, source)
        compile_(copy, copy + ".o", link=False)
        print("ok: %s fixed, matched and compiled" % name)


def test_stream_proven_by_rerun(work):
    source = os.path.join(FIXTURES, "stream.c")
    for side in ("before", "after"):
        os.makedirs(os.path.join(work, side))
    before = copy_without_checks(source, os.path.join(work, "before"))
    after = copy_without_checks(source, os.path.join(work, "after"))
    tidy_fix(after)
    file_check(after, source)
    b, a = fixproof.prove_stream_by_rerun(FAULTLINE, SHIM, before, after, "= fopen(path", work)
    print("ok: stream.c: %.2f -> %.2f stdio buffer allocations per open" % (b, a))


def test_no_fix(work):
    for name in ("no-fix.c", "stream-no-fix.c"):
        no_fix_one(work, name)


def no_fix_one(work, name):
    source = os.path.join(FIXTURES, name)
    d = os.path.join(work, name)
    os.makedirs(d)
    copy = copy_without_checks(source, d)
    original = open(copy, encoding="utf-8").read()
    output = tidy_fix(copy)
    assert open(copy, encoding="utf-8").read() == original, name + " was changed:\n" + output
    reported = {int(m.group(2)) for m in map(DIAG.match, output.splitlines()) if m}
    expected = {n for n, line in enumerate(original.splitlines(), 1) if "// FINDING" in line}
    not_expected = {n for n, line in enumerate(original.splitlines(), 1) if "NO-FINDING" in line}
    assert reported == expected, "findings on lines %s, expected %s" % (sorted(reported),
                                                                        sorted(expected))
    assert not reported & not_expected
    print("ok: %s: %d findings, none fixed" % (name, len(reported)))


def main():
    with tempfile.TemporaryDirectory(prefix="faultline-fixits-") as work:
        for test in (test_hoist_proven_by_rerun, test_variants, test_stream_proven_by_rerun,
                     test_no_fix):
            print(test.__name__)
            d = os.path.join(work, test.__name__)
            os.makedirs(d)
            test(d)
    return 0


if __name__ == "__main__":
    sys.exit(main())
