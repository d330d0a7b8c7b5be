"""Columns in UTF-16 code units, as GitHub code scanning and VS Code count them (SARIF
run.columnKind "utf16CodeUnits"): a finding after `größe ✓` on its line is at the same column in
every output format, and SARIF says how it counts.

Usage: python3 test_columns.py /path/to/faultline
"""
import sys

import fltest
from fltest import Project, expect

# malloc starts at byte column 33 and UTF-16 column 29: `ö` and `ß` are two bytes each and `✓`
# three, but one UTF-16 unit each.
SOURCE = """#include <stdlib.h>
void use(char *);
void f(int n) {
  for (int i = 0; i < n; ++i) {
    /* größe ✓ */ char *p = malloc(1 << 20);
    use(p);
    free(p);
  }
}
"""
LINE, COLUMN, END_COLUMN = 5, 29, 44


def test_utf16_columns_in_every_format():
    with Project() as p:
        p.write("u.c", SOURCE)
        p.database(["u.c"])
        j = p.check("-p", ".", "--format=json").json()
        loc = [f["location"] for f in j["findings"]][0]
        expect((loc["line"], loc["column"], loc["endColumn"]) == (LINE, COLUMN, END_COLUMN),
               f"json location {loc}")
        s = p.check("-p", ".", "--format=sarif").json()
        run = s["runs"][0]
        expect(run.get("columnKind") == "utf16CodeUnits", "SARIF run.columnKind", None)
        region = run["results"][0]["locations"][0]["physicalLocation"]["region"]
        expect((region["startLine"], region["startColumn"], region["endColumn"]) ==
               (LINE, COLUMN, END_COLUMN), f"sarif region {region}")
        text = p.check("-p", ".").out
        expect(f"u.c:{LINE}:{COLUMN}: warning:" in text, "text column", text)
        gh = p.check("-p", ".", "--format=github").out
        expect(f"line={LINE},col={COLUMN}" in gh or f"line={LINE},endLine={LINE},col={COLUMN}" in gh,
               "github column", gh)


def test_ascii_columns_unchanged():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        loc = p.check("-p", ".", "--format=json").json()["findings"][0]["location"]
        expect((loc["line"], loc["column"]) == (fltest.ALLOC_LINE, fltest.ALLOC_COLUMN),
               f"ascii location {loc}")


if __name__ == "__main__":
    fltest.main(globals())
