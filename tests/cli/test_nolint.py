"""NOLINT, NOLINTNEXTLINE and NOLINTBEGIN/END, spelt as clang-tidy spells them."""
import fltest
from fltest import Project, expect, expect_rc

# One positive per function; the comment (if any) is placed by the template.
FUNC = """void f_{i}(int n) {{
  for (int i = 0; i < n; ++i) {{
{before}    char *p = malloc(1 << 20);{same}
    p[0] = 1;
    free(p);
  }}
}}
"""

CASES = [
    # (before the line, on the line, suppressed?)
    ("", "", False),
    ("", " // NOLINT", True),
    ("", " // NOLINT(faultline-loop-alloc)", True),
    ("", " // NOLINT(faultline-*)", True),
    ("", " // NOLINT(*)", True),
    ("", " // NOLINT(bugprone-foo, faultline-loop-alloc)", True),
    ("", " // NOLINT(bugprone-*,  faultline-loop-*)", True),
    ("", " // NOLINT(faultline-vector-temporary)", False),
    ("", " // NOLINT(bugprone-*)", False),
    ("", " /* NOLINT(faultline-loop-alloc) */", True),
    ("    // NOLINTNEXTLINE\n", "", True),
    ("    // NOLINTNEXTLINE(faultline-loop-alloc)\n", "", True),
    ("    // NOLINTNEXTLINE(faultline-stdio-in-loop)\n", "", False),
    ("    // NOLINT(faultline-loop-alloc) on the line before does not count\n", "", False),
    ("    // NOLINTNEXTLINE(faultline-loop-alloc)\n    (void)0;\n", "", False),
]


def build(p):
    text = "#include <stdlib.h>\n"
    alloc_lines = []
    for i, (before, same) in enumerate((b, s) for b, s, _ in CASES):
        start = text.count("\n") + 1
        body = FUNC.format(i=i, before=before, same=same)
        text += body
        alloc_lines.append(start + 2 + before.count("\n"))
    p.write("n.c", text)
    return alloc_lines


def test_nolint_variants():
    with Project() as p:
        lines = build(p)
        p.database(["n.c"])
        d = p.check("-p", ".", "--format=json").json()
        reported = {f["location"]["line"] for f in d["findings"]
                    if f["ruleId"] == "faultline-loop-alloc"}
        for (before, same, suppressed), line in zip(CASES, lines):
            what = (before + same).strip() or "(no comment)"
            if suppressed:
                expect(line not in reported, f"{what!r} should suppress line {line}")
            else:
                expect(line in reported, f"{what!r} should not suppress line {line}")


def test_nolint_begin_end():
    with Project() as p:
        text = "#include <stdlib.h>\n"
        text += "// NOLINTBEGIN(faultline-loop-alloc)\n"
        text += fltest.POSITIVE.format(name="inside")  # suppressed
        text += "// NOLINTEND(faultline-loop-alloc)\n"
        text += fltest.POSITIVE.format(name="after")   # reported
        text += "// NOLINTBEGIN(faultline-stdio-in-loop)\n"
        text += fltest.POSITIVE.format(name="other")   # other check: reported
        text += "// NOLINTEND(faultline-stdio-in-loop)\n"
        text += "// NOLINTBEGIN\n"
        text += fltest.POSITIVE.format(name="unmatched")  # unmatched BEGIN: reported
        p.write("b.c", text)
        p.database(["b.c"])
        r = p.check("-p", ".", "--format=json")
        expect_rc(r, 1, "findings outside the region")
        findings = r.json()["findings"]
        funcs = sorted(f["function"] for f in findings if f["ruleId"] != "clang-tidy-nolint")
        expect(funcs == ["work_after", "work_other", "work_unmatched"],
               f"only the region is suppressed, got {funcs}", r)
        # As clang-tidy does: the unmatched BEGIN is an error at the comment.
        nolint = [(f["severity"], f["location"]["line"], f["message"]) for f in findings
                  if f["ruleId"] == "clang-tidy-nolint"]
        begin_line = text.splitlines().index("// NOLINTBEGIN") + 1
        expect(nolint == [("error", begin_line, "unmatched 'NOLINTBEGIN' comment without a "
                           "subsequent 'NOLINTEND' comment")], f"one [clang-tidy-nolint], got {nolint}", r)


def test_all_suppressed_exits_zero():
    with Project() as p:
        p.write("s.c", fltest.POSITIVE.format(name="s").replace(
            "malloc(1 << 20);", "malloc(1 << 20); // NOLINT(faultline-loop-alloc)"))
        p.database(["s.c"])
        r = p.check("-p", ".")
        expect_rc(r, 0, "a suppressed finding does not fail the run")
        expect(r.out == "", "nothing printed", r)


if __name__ == "__main__":
    fltest.main(globals())
