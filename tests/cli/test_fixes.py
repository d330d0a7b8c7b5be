#!/usr/bin/env python3
"""`faultline check --fix` and `--export-fixes FILE` (docs/cli.md, "Fixes"), on the fixtures of
tests/tidy/fixits, with the helpers tidy.fixits uses (tests/tidy/fixproof.py):

* --export-fixes on hoist.c writes clang-tidy's YAML; clang-apply-replacements-19 applies it;
  the result matches the fixture's CHECK-FIXES (what clang-tidy --fix makes of it), compiles,
  and under the shim with glibc's threshold pinned the loop's faults drop from ~257 per
  iteration to ~0 (a rerun proves the fix);
* --fix on vector.cpp (faultline-vector-temporary's hoist): the same proof;
* --fix on the variants: matched against CHECK-FIXES, compiled; the exit code counts only what
  was not fixed; a second run finds nothing left to fix;
* no-fix.c and vector-no-fix.cpp are left byte for byte, their findings still reported;
* fast mode offers no fix and says so; usage errors. (Refusing a file changed since analysis,
  overlapping fixes and the YAML's offsets: tests/cli/FixesTest.cpp.)

    test_fixes.py FAULTLINE   with FAULTLINE_FILECHECK, FAULTLINE_SHIM, FAULTLINE_FIXTURES and
                              FAULTLINE_APPLY_REPLACEMENTS in the environment
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tidy"))
import fixproof  # noqa: E402
import fltest  # noqa: E402
from fltest import Project, expect, expect_rc  # noqa: E402

FILECHECK = os.environ.get("FAULTLINE_FILECHECK", "FileCheck-19")
SHIM = os.environ.get("FAULTLINE_SHIM", "")
FIXTURES = os.environ.get("FAULTLINE_FIXTURES", "")
APPLY = os.environ.get("FAULTLINE_APPLY_REPLACEMENTS", "clang-apply-replacements-19")
FINDING = re.compile(r"^(.+?):(\d+):(\d+): (?:warning|error|note): .* \[(faultline-[a-z-]+)\]$")


def project_with(*names):
    """A project holding copies of the fixtures (CHECK lines emptied) and a database that
    compiles them as the fix tests compile them."""
    p = Project()
    entries = []
    for name in names:
        fixproof.copy_without_checks(os.path.join(FIXTURES, name), p.dir)
        cc = fixproof.CXX if name.endswith(".cpp") else fixproof.CC
        entries.append({"directory": p.dir, "file": name,
                        "arguments": [cc, *fixproof.std_flags(name), "-c", name]})
    p.write("compile_commands.json", __import__("json").dumps(entries))
    return p


def findings(result):
    return [(m.group(1), int(m.group(2)), m.group(4))
            for m in map(FINDING.match, result.out.splitlines()) if m]


def test_export_fixes_applied_by_clang_apply_replacements():
    with project_with("hoist.c") as p:
        before = os.path.join(p.dir, "before")
        os.makedirs(before)
        shutil.copy(p.path("hoist.c"), before)
        fixes = os.path.join(p.dir, "fixes")
        os.makedirs(fixes)
        r = p.check("-p", ".", "--export-fixes", os.path.join(fixes, "hoist.yaml"))
        expect_rc(r, 1, "check --export-fixes")
        original = open(p.path("hoist.c")).read()
        yaml_text = open(os.path.join(fixes, "hoist.yaml")).read()
        expect("DiagnosticName:  faultline-loop-alloc" in yaml_text, "no diagnostic", yaml_text)
        expect("Replacements:" in yaml_text and p.path("hoist.c") in yaml_text,
               "no replacements of hoist.c", yaml_text)
        expect(open(p.path("hoist.c")).read() == original, "--export-fixes changed the file")
        a = subprocess.run([APPLY, fixes], capture_output=True, text=True)
        expect(a.returncode == 0, "clang-apply-replacements failed: " + a.stderr)
        fixproof.file_check(FILECHECK, p.path("hoist.c"), os.path.join(FIXTURES, "hoist.c"))
        again = p.check("-p", ".")
        expect_rc(again, 0, "check of the fixed file")
        b, a_ = fixproof.prove_by_rerun(fltest.FAULTLINE, SHIM, os.path.join(before, "hoist.c"),
                                        p.path("hoist.c"), "= malloc(BLOCK)", p.dir, pages=257)
        print("  hoist.c via clang-apply-replacements: %.1f -> %.2f faults per iteration"
              % (b, a_))


def test_fix_vector_proven_by_rerun():
    with project_with("vector.cpp") as p:
        before = os.path.join(p.dir, "before")
        os.makedirs(before)
        shutil.copy(p.path("vector.cpp"), before)
        r = p.check("-p", ".", "--fix")
        expect_rc(r, 0, "check --fix (every finding fixed)")
        expect(re.search(r"^faultline: fixed vector\.cpp:14:\d+: hoist 'buf' out of the loop.*"
                         r"\[faultline-vector-temporary\]$", r.err, re.M), "no fix line", r)
        expect(findings(r) and all(f[2] == "faultline-vector-temporary" for f in findings(r)),
               "the report still shows what was found", r)
        fixproof.file_check(FILECHECK, p.path("vector.cpp"), os.path.join(FIXTURES, "vector.cpp"))
        expect_rc(p.check("-p", "."), 0, "check of the fixed file")
        b, a = fixproof.prove_by_rerun(fltest.FAULTLINE, SHIM, os.path.join(before, "vector.cpp"),
                                       p.path("vector.cpp"), "std::vector<char> buf(size)",
                                       p.dir, pages=257, needle_after="buf.resize(size)")
        print("  vector.cpp via --fix: %.1f -> %.2f faults per iteration" % (b, a))


def test_fix_stream_proven_by_rerun():
    with project_with("stream.c") as p:
        before = os.path.join(p.dir, "before")
        os.makedirs(before)
        shutil.copy(p.path("stream.c"), before)
        r = p.check("-p", ".", "--fix")
        expect_rc(r, 0, "check --fix (the stream finding fixed)")
        expect(re.search(r"^faultline: fixed stream\.c:14:\d+: give the stream a caller buffer.*"
                         r"\[faultline-stdio-in-loop\]$", r.err, re.M), "no fix line", r)
        fixproof.file_check(FILECHECK, p.path("stream.c"), os.path.join(FIXTURES, "stream.c"))
        expect_rc(p.check("-p", "."), 0, "check of the fixed file")
        b, a = fixproof.prove_stream_by_rerun(fltest.FAULTLINE, SHIM,
                                              os.path.join(before, "stream.c"),
                                              p.path("stream.c"), "= fopen(path", p.dir)
        print("  stream.c via --fix: %.2f -> %.2f stdio buffer allocations per open" % (b, a))


def test_fix_variants():
    names = ("variants.c", "variants.cpp", "vector-variants.cpp")
    with project_with(*names) as p:
        r = p.check("-p", ".", "--fix")
        expect_rc(r, 0, "check --fix")
        for name in names:
            fixproof.file_check(FILECHECK, p.path(name), os.path.join(FIXTURES, name))
            fixproof.compile_(p.path(name), p.path(name) + ".o", link=False)
        fixed = len(re.findall(r"^faultline: fixed ", r.err, re.M))
        expect(fixed >= 8, "expected every variant fixed, got %d" % fixed, r)
        # A block hoisted out of an inner loop may sit in an outer one (variants.c's tile):
        # the next run hoists it again; a run later there is nothing left, and it compiles.
        again = p.check("-p", ".", "--fix")
        expect(re.findall(r"^faultline: fixed (\S+):", again.err, re.M) == ["variants.c:60:28"],
               "only the tile hoisted once more", again)
        expect("faultline: fixed" not in p.check("-p", ".", "--fix").err, "no fixpoint")
        fixproof.compile_(p.path("variants.c"), p.path("variants.c.o"), link=False)


def test_no_fix_left_alone():
    names = ("no-fix.c", "vector-no-fix.cpp", "stream-no-fix.c")
    with project_with(*names) as p:
        originals = {n: open(p.path(n)).read() for n in names}
        # --unknown-sizes note: no-fix.c's parameter-sized block is one of the unfixable findings
        r = p.check("-p", ".", "--fix", "--export-fixes", p.path("fixes.yaml"),
                    "--unknown-sizes", "note")
        expect_rc(r, 1, "check --fix with nothing fixable")
        expect("faultline: fixed" not in r.err, "something was fixed", r)
        expect("Replacements" not in open(p.path("fixes.yaml")).read(), "a fix was exported")
        for n in names:
            expect(open(p.path(n)).read() == originals[n], n + " was changed")
            text = originals[n].splitlines()
            wanted = {i for i, line in enumerate(text, 1) if "// FINDING" in line}
            got = {line for f, line, rule in findings(r) if f == n and
                   rule in ("faultline-loop-alloc", "faultline-vector-temporary",
                            "faultline-stdio-in-loop")}
            expect(wanted <= got, "%s: findings on %s, expected at least %s" % (
                n, sorted(got), sorted(wanted)), r)
            never = {i for i, line in enumerate(text, 1) if "NO-FINDING" in line}
            expect(not got & never, "%s: finding on a NO-FINDING line" % n, r)


def test_fast_mode_has_no_fixes():
    with project_with("hoist.c") as p:
        original = open(p.path("hoist.c")).read()
        r = p.check("--mode", "fast", "hoist.c", "--fix")
        expect_rc(r, 1, "fast mode --fix")
        expect(open(p.path("hoist.c")).read() == original, "fast mode changed the file")
        expect("1 finding analysed in fast mode has no fix: fixes need AST mode" in r.err,
               "fast mode must say it has no fixes", r)


def test_usage_errors():
    with project_with("hoist.c") as p:
        fltest.expect_one_line_error(p.check("-p", ".", "--fix", "--format", "summary"),
                                     "--fix")
        fltest.expect_one_line_error(p.check("-p", ".", "--export-fixes="), "--export-fixes")


if __name__ == "__main__":
    fltest.main(globals())
