"""--min-size, --fail-on, --root, the configuration file, and what they change."""
import os

import fltest
from fltest import Project, expect, expect_rc, expect_one_line_error

SIZED = """#include <stdlib.h>

void sized(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(SIZE);
    p[0] = 1;
    free(p);
  }
}
"""


def findings(r):
    return r.json()["findings"]


def test_min_size_spellings():
    with Project() as p:
        p.write("m.c", SIZED.replace("SIZE", "1 << 20"))  # exactly 1 MiB
        p.database(["m.c"])
        for value, expected in [("131072", 1), ("128K", 1), ("128KiB", 1), ("1M", 1),
                                ("1mib", 1), ("1048576", 1), ("1048577", 1),
                                ("2M", 0), ("2MiB", 0), ("1G", 0), ("2097152", 0)]:
            r = p.check("-p", ".", "--format=json", "--min-size", value)
            expect(r.rc in (0, 1), f"--min-size {value} accepted", r)
            d = r.json()
            expect(len(d["findings"]) == expected,
                   f"--min-size {value}: expected {expected} findings", r)
        # The summary reports the effective threshold in bytes.
        d = p.check("-p", ".", "--format=json", "--min-size", "2MiB").json()
        expect(d["summary"]["minSize"] == 2 * 1024 * 1024, "minSize in summary")


def test_min_size_glibc_boundary():
    # glibc's chunk for n bytes is (n + 8 + 15) & ~15; at the default 128 KiB threshold the
    # smallest request that mmaps is 131,049 bytes (DESIGN.md). --min-size means that boundary.
    with Project() as p:
        p.write("below.c", SIZED.replace("SIZE", "131048").replace("sized", "below"))
        p.write("at.c", SIZED.replace("SIZE", "131049").replace("sized", "at"))
        p.database(["below.c", "at.c"])
        d = p.check("-p", ".", "--format=json").json()
        files = [f["location"]["file"] for f in d["findings"]]
        expect(files == ["at.c"], f"only 131,049 bytes is large by default, got {files}")


def test_fail_on_levels():
    with Project() as p:
        p.positive("w.c")  # a warning (1 MiB)
        p.database(["w.c"])
        for level, rc in [("note", 1), ("warning", 1), ("error", 0), ("never", 0)]:
            r = p.check("-p", ".", "--fail-on", level)
            expect_rc(r, rc, f"--fail-on {level} with one warning")
            expect("w.c:5:15: warning:" in r.out, "finding printed regardless of --fail-on", r)
        expect_rc(p.check("-p", "."), 1, "default --fail-on is warning")


def test_fail_on_error_with_an_error_finding():
    with Project() as p:
        # 64 MiB: faults on every iteration even with default glibc -> error severity.
        p.write("e.c", SIZED.replace("SIZE", "64 << 20"))
        p.database(["e.c"])
        r = p.check("-p", ".", "--fail-on", "error", "--format=json")
        expect_rc(r, 1, "--fail-on error with an error finding")
        expect(findings(r)[0]["severity"] == "error", "64 MiB is an error", r)


def test_config_file_settings():
    with Project() as p:
        p.positive("src/a.c")
        p.positive("third_party/lib/b.c")
        p.write("m.c", SIZED.replace("SIZE", "1 << 20").replace("sized", "m"))
        p.database(["src/a.c", "third_party/lib/b.c", "m.c"])
        d = p.check("-p", ".", "--format=json").json()
        expect(len(d["findings"]) == 3, "three findings without configuration")

        p.write(".faultline.yaml", "exclude: [\"third_party/**\"]\n")
        d = p.check("-p", ".", "--format=json").json()
        files = sorted(f["location"]["file"] for f in d["findings"])
        expect(files == ["m.c", "src/a.c"], f"third_party excluded, got {files}")

        p.write(".faultline.yaml", "min-size: 2MiB\n")
        d = p.check("-p", ".", "--format=json").json()
        expect(d["findings"] == [] and d["summary"]["minSize"] == 2097152,
               "min-size from the configuration")
        # The command line wins over the file.
        d = p.check("-p", ".", "--format=json", "--min-size", "64K").json()
        expect(len(d["findings"]) == 3, "--min-size overrides the configuration")

        p.write(".faultline.yaml", "fail-on: never\n")
        expect_rc(p.check("-p", "."), 0, "fail-on: never from the configuration")
        expect_rc(p.check("-p", ".", "--fail-on", "warning"), 1, "--fail-on overrides it")

        p.write(".faultline.yaml", "disable: [faultline-loop-alloc]\n")
        r = p.check("-p", ".", "--format=json")
        expect_rc(r, 0, "disabled rule")
        expect(findings(r) == [], "disabled rule reports nothing", r)

        # --config names another file; .faultline.yaml is then not read.
        p.write("other.yaml", "exclude: [\"src/*\", \"**/b.c\"]\n")
        d = p.check("-p", ".", "--format=json", "--config", "other.yaml").json()
        files = [f["location"]["file"] for f in d["findings"]]
        expect(files == ["m.c"], f"--config replaces .faultline.yaml, got {files}")


def test_config_custom_allocator():
    with Project() as p:
        p.write("x.c", """#include <stddef.h>
void *xmalloc(size_t n);
void xfree(void *p);

void custom(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = xmalloc(1 << 20);
    p[0] = 1;
    xfree(p);
  }
}
""")
        p.database(["x.c"])
        expect(findings(p.check("-p", ".", "--format=json")) == [],
               "xmalloc unknown without configuration")
        p.write(".faultline.yaml",
                "allocators:\n  - name: xmalloc\n    size-args: [0]\n    releasers: [xfree]\n")
        r = p.check("-p", ".", "--format=json")
        got = [(f["ruleId"], f["location"]["line"]) for f in findings(r)]
        expect(got == [("faultline-loop-alloc", 7)], f"configured allocator found, got {got}", r)


def test_config_allocator_footprint():
    """A library allocator whose cost is not an argument: its footprint is the size."""
    with Project() as p:
        p.write("z.c", """#include <stddef.h>
typedef struct Ctx Ctx;
Ctx *ctx_create(void);
void ctx_free(Ctx *c);
size_t use(Ctx *c);

size_t compress_all(int n) {
  size_t total = 0;
  for (int i = 0; i < n; ++i) {
    Ctx *c = ctx_create();
    total += use(c) + (size_t)c;
    ctx_free(c);
  }
  return total;
}
""")
        p.database(["z.c"])
        expect(findings(p.check("-p", ".", "--format=json")) == [],
               "ctx_create unknown without configuration")
        p.write(".faultline.yaml", "allocators:\n  - name: ctx_create\n    footprint: 5MiB\n"
                "    releasers: [ctx_free]\n")
        r = p.check("-p", ".", "--format=json")
        got = [(f["ruleId"], f["location"]["line"], f["sizeBytes"]) for f in findings(r)]
        expect(got == [("faultline-loop-alloc", 10, 5 << 20)], f"footprint is the size, got {got}", r)
        p.write(".faultline.yaml", "allocators:\n  - name: ctx_create\n    footprint: 1K\n"
                "    releasers: [ctx_free]\n")
        expect(findings(p.check("-p", ".", "--format=json")) == [], "a small footprint is no finding")
        p.write(".faultline.yaml", "allocators:\n  - name: ctx_create\n    footprint: 5MiB\n"
                "    size-args: [0]\n")
        # Validated after yaml::Input (not in its MappingTraits), still at the entry's position.
        expect_one_line_error(p.check("-p", "."), ".faultline.yaml:2:5: ",
                              "both size-args and footprint")


def test_root_makes_paths_relative():
    with Project() as p:
        p.positive("proj/src/a.c")
        p.database(["proj/src/a.c"])
        d = p.check("-p", ".", "--format=json", "--root", "proj").json()
        expect(d["findings"][0]["location"]["file"] == "src/a.c", "relative to --root")
        r = p.check("-p", ".", "--root", "proj")
        expect(r.out.startswith("src/a.c:5:15: warning:"), "text paths relative too", r)
        # Outside the root: the absolute path.
        os.mkdir(p.path("other"))
        d = p.check("-p", ".", "--format=json", "--root", "other").json()
        expect(d["findings"][0]["location"]["file"] == p.path("proj/src/a.c"),
               "absolute outside --root")
        r = p.check("-p", ".", "--root", "no-such-dir")
        expect_rc(r, 2, "--root must exist")


def test_file_arguments_select_tus():
    with Project() as p:
        p.positive("a.c")
        p.positive("b.c")
        p.positive("c.c")
        p.database(["a.c", "b.c", "c.c"], style="command")
        d = p.check("-p", ".", "--format=json", "c.c", "./a.c", p.path("a.c")).json()
        files = [f["location"]["file"] for f in d["findings"]]
        expect(files == ["a.c", "c.c"], f"only the named TUs, once each, sorted; got {files}")
        expect(d["summary"]["filesAnalyzed"] == 2, "two TUs analysed")


if __name__ == "__main__":
    fltest.main(globals())
