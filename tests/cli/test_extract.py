"""`faultline extract` (docs/cli.md, docs/bazel.md): one TU from its compiler command, paths
relative to the working directory; the same sources in two directories give byte-identical
summaries; merging them gives what `check` gives; usage errors are exit 2."""
import os
import shutil

import fltest
from fltest import COMPILER, Project, expect, expect_rc

HELPER = """#include <stdlib.h>
#include <string.h>
void scratch(void) {
  char *p = malloc(1 << 20);
  memset(p, 0, 1 << 20);
  free(p);
}
"""
CALLER = """void scratch(void);
void work(int n) {
  for (int i = 0; i < n; ++i)
    scratch();
}
"""


def make(p):
    p.positive("src/hot.c")
    p.write("src/helper.c", HELPER)
    p.write("src/caller.c", CALLER)
    p.negative("src/clean.c")
    return ["src/hot.c", "src/helper.c", "src/caller.c", "src/clean.c"]


def extract_all(p, files):
    out = []
    for f in files:
        o = p.path(f + ".summary.json")
        r = p.run("extract", "--quiet", "--source", f, "-o", o, "--", COMPILER, "-c", f)
        expect_rc(r, 0, f"extract {f}")
        out.append(o)
    return out


def test_relative_and_byte_identical():
    with Project() as a, Project() as b:
        files = make(a)
        make(b)
        sa, sb = extract_all(a, files), extract_all(b, files)
        for x, y in zip(sa, sb):
            with open(x, "rb") as f1, open(y, "rb") as f2:
                dx, dy = f1.read(), f2.read()
            expect(dx == dy, f"{os.path.basename(x)}: same bytes in two directories")
            expect(a.dir.encode() not in dx, f"{os.path.basename(x)}: no absolute path")
            expect(b'"src/' in dx or b"clean" in x.encode(), "paths relative to the cwd")


def test_merge_equals_check():
    with Project() as p:
        files = make(p)
        summaries = extract_all(p, files)
        p.database(files)
        want = p.check("-p", ".", "--format=json", "--no-cache", "--fail-on=never")
        expect_rc(want, 0, "check")
        got = p.run("merge", "--format=json", "--fail-on=never", *summaries)
        expect_rc(got, 0, "merge of extract's summaries")
        w, g = want.json(), got.json()
        expect(w["findings"] and g["findings"] == w["findings"], "the same findings", got)
        rules = {f["ruleId"] for f in g["findings"]}
        expect({"faultline-loop-alloc", "faultline-per-call-buffer"} <= rules,
               f"both rules, across files: {sorted(rules)}", got)


def test_usage_errors():
    with Project() as p:
        p.positive("a.c")
        fltest.expect_one_line_error(p.run("extract", "-o", "x.json", "--", COMPILER, "-c", "a.c"),
                                     "--source")
        fltest.expect_one_line_error(p.run("extract", "--source", "a.c", "-o", "x.json"),
                                     "--source")
        fltest.expect_one_line_error(p.run("extract", "--source", "a.c", "-o", "nodir/x.json",
                                           "--", COMPILER, "-c", "a.c"), "nodir")


if __name__ == "__main__":
    fltest.main(globals())
