"""-j N output is byte-identical to -j 1, in every format; findings in a header included by
several TUs are reported once."""
import fltest
from fltest import Project, expect, expect_rc

HEADER = """#include <stdlib.h>

static inline void header_work(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20);
    p[0] = 1;
    free(p);
  }
}
"""


def make(p):
    files = []
    p.write("include/shared.h", HEADER)
    for i in range(8):
        rel = f"src/m{i}.c"
        p.write(rel, '#include "../include/shared.h"\n' +
                fltest.POSITIVE.format(name=f"m{i}") +
                f"void use_{i}(int n) {{ header_work(n); }}\n")
        files.append(rel)
    for i in range(3):
        rel = f"src/clean{i}.c"
        p.negative(rel)
        files.append(rel)
    p.database(files)


def test_j1_equals_j4_every_format():
    with Project() as p:
        make(p)
        for fmt in ["text", "json", "sarif"]:
            one = p.check("-p", ".", "-j", "1", f"--format={fmt}")
            expect_rc(one, 1, f"-j 1 {fmt}")
            for jobs in ["4", "3"]:
                many = p.check("-p", ".", "-j", jobs, f"--format={fmt}")
                expect_rc(many, 1, f"-j {jobs} {fmt}")
                expect(many.out == one.out, f"-j {jobs} output differs from -j 1 ({fmt})")
            expect(len(one.out) > 0, "non-empty output")


def test_header_finding_reported_once():
    with Project() as p:
        make(p)
        d = p.check("-p", ".", "-j", "4", "--format=json").json()
        in_header = [f for f in d["findings"] if f["location"]["file"] == "include/shared.h"]
        expect(len(in_header) == 1, f"one finding in the header, got {len(in_header)}")
        in_sources = [f for f in d["findings"] if f["location"]["file"].startswith("src/m")]
        expect(len(in_sources) == 8, f"one per m*.c, got {len(in_sources)}")
        keys = [(f["location"]["file"], f["location"]["line"], f["location"]["column"])
                for f in d["findings"]]
        expect(keys == sorted(keys), "findings sorted by file, line, column")
        expect(d["summary"]["filesAnalyzed"] == 11, "every TU analysed")


if __name__ == "__main__":
    fltest.main(globals())
